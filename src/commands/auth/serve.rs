//! `ward auth serve`: the metadata server for the rest of a job (see `crate::auth_server`),
//! in the foreground or started in the background with `--detach`, and `--stop`.

use std::net::{SocketAddr, ToSocketAddrs as _};

use crate::auth::github::Workflow;
use crate::auth::inputs::{self, Input, Mode, RawInputs, Settings};
use crate::auth::PROJECT_VARS;
use crate::auth_server::detached::{self, Reporter, DETACHED_VAR};
use crate::auth_server::{self, IdentityConfig};
use crate::cli::{AuthServeArgs, AuthServeOptions, SERVE_INPUTS};
use crate::cloud::FILE_VARS;
use crate::error::{Error, Outcome, Result};
use crate::run::Ctx;

use super::report;
use super::shared::{ci_options, raw_inputs, read_credentials_flag};

/// The state entry the post step reads (as `STATE_serve_pid`).
pub(crate) const STATE_PID: &str = "serve_pid";
/// Exported for later steps of CI systems without a step state.
const PID_VAR: &str = "WARD_AUTH_SERVE_PID";

pub(super) async fn run(ctx: &Ctx, args: &AuthServeArgs) -> Result<Outcome> {
    if args.serve.stop {
        return stop(ctx, &args.serve);
    }
    let Some(listen) = ctx.env.var(DETACHED_VAR) else {
        return serve(ctx, args, None).await;
    };
    // The parent waits for one line: whatever ends this server before it listens is
    // reported, so `--detach` fails with the reason instead of a bare exit status.
    let mut reporter = Reporter::from_stdin();
    let served = serve(ctx, args, Some((listen, &mut reporter))).await;
    if let Err(error) = &served {
        reporter.failed(&error.to_string());
    }
    served
}

/// In the foreground (exporting once it listens), as the detached server (`detached`:
/// where to listen and whom to tell), or `--detach` itself.
async fn serve(
    ctx: &Ctx,
    args: &AuthServeArgs,
    detached: Option<(String, &mut Reporter)>,
) -> Result<Outcome> {
    let options = &args.serve;
    let (detached_child, reporter) = match detached {
        Some((listen, reporter)) => (Some(listen), Some(reporter)),
        None => (None, None),
    };
    let workflow = (options.export.github_action && detached_child.is_none())
        .then(|| Workflow::from_env(&ctx.env, ctx.printer.terminal().clone()));
    if let Some(workflow) = &workflow {
        workflow.require(true, options.detach)?;
    }
    let listen = detached_child
        .clone()
        .unwrap_or_else(|| options.listen.clone());
    loopback_only(&listen)?;
    let (identities, project_id) = identities(ctx, args)?;
    if detached_child.is_none() {
        warn_of_credentials_files(ctx);
    }
    if options.detach && detached_child.is_none() {
        return detach(
            ctx,
            options,
            &listen,
            project_id.as_deref(),
            workflow.as_ref(),
        )
        .await;
    }
    let settings = auth_server::Settings {
        listen,
        identities,
        project_id: project_id.clone(),
        project_number: options.project_number.clone(),
        cloud: crate::cloud::cloud_client(&ctx.http, &ctx.config),
        env: ctx.env.clone(),
        access_log: !options.no_access_log,
        ndjson: false,
    };
    let mut record = None;
    let served = auth_server::serve(settings, &ctx.printer, &ctx.interrupts, |address| {
        match reporter {
            // The record first: once the parent has the address, `--stop` may come.
            Some(reporter) => {
                record = Some(detached::record::write(&ctx.env)?);
                reporter.listening(address);
            }
            None => {
                let variables = variables(address, project_id.as_deref(), None);
                export(ctx, options, workflow.as_ref(), &variables)?;
            }
        }
        Ok(())
    })
    .await;
    if let Some(record) = record {
        detached::record::remove(&record);
    }
    served?;
    Ok(Outcome::Clean)
}

/// A server anyone on the network can reach would hand them the job's tokens.
fn loopback_only(listen: &str) -> Result<()> {
    let addresses: Vec<SocketAddr> = listen
        .to_socket_addrs()
        .map_err(|error| {
            Error::usage(format!("--listen {listen} is not HOST:PORT ({error})"))
                .with_hint("for example --listen 127.0.0.1:0")
        })?
        .collect();
    if addresses.is_empty() || addresses.iter().any(|address| !address.ip().is_loopback()) {
        return Err(Error::usage(format!(
            "--listen {listen} is not a loopback address: the server hands its tokens to whoever reaches it"
        ))
        .with_hint("listen on 127.0.0.1 or [::1] (the default is 127.0.0.1:0)"));
    }
    Ok(())
}

/// Libraries read a credentials file before they ask the metadata server.
fn warn_of_credentials_files(ctx: &Ctx) {
    for name in FILE_VARS {
        if ctx.env.var(name).is_some() {
            ctx.printer.warn(&format!(
                "${name} is set: client libraries read that credentials file and never ask the metadata server; unset it in the steps that should use the server"
            ));
        }
    }
}

/// The default identity from the `ward auth` inputs, then each `--identity`.
fn identities(ctx: &Ctx, args: &AuthServeArgs) -> Result<(Vec<IdentityConfig>, Option<String>)> {
    let action = args.serve.export.github_action;
    let default_raw = || -> Result<RawInputs> {
        let mut raw = raw_inputs(ctx, &args.inputs.0, &args.source, action)?;
        // Tokens are minted on request and no file is written: the action's inputs that
        // shape one output token or the credentials file do not apply.
        for input in Input::ALL {
            if !SERVE_INPUTS.contains(&input) {
                raw.set(input, "");
            }
        }
        raw.set(Input::CreateCredentialsFile, "false");
        Ok(raw)
    };
    let raw = default_raw()?;
    let settings = inputs::resolve(&raw, &ctx.env, None)?;
    let project_id = settings.project_id.clone();
    let email = account_name(&settings, &raw)?;
    let mut identities = vec![config(email, settings)];
    for spec in &args.serve.identities {
        let (email, source) = match spec.split_once('=') {
            Some((email, source)) => (email.trim(), Some(source.trim())),
            None => (spec.trim(), None),
        };
        if !email.contains('@') {
            return Err(Error::usage(format!(
                "--identity {spec}: {email:?} is not a service account's e-mail"
            ))
            .with_hint("--identity EMAIL, EMAIL=key:@FILE or EMAIL=provider:PROVIDER"));
        }
        if identities
            .iter()
            .any(|known| known.email.eq_ignore_ascii_case(email))
        {
            return Err(Error::usage(format!("--identity {email} is given twice"))
                .with_hint("each service account is named once; the default one is answered as `default` and by its e-mail"));
        }
        let mut raw = match source {
            None => default_raw()?,
            Some(source) => {
                let mut raw = RawInputs::new(false);
                raw.ci = ci_options(&args.source);
                raw.set(Input::CreateCredentialsFile, "false");
                for input in [Input::AccessTokenLifetime, Input::AccessTokenScopes] {
                    if let Some(value) = default_raw()?.get(input) {
                        raw.set(input, value);
                    }
                }
                if let Some(file) = source.strip_prefix("key:") {
                    raw.set_credentials_json(read_credentials_flag(file, ctx.printer.terminal())?);
                } else if let Some(provider) = source.strip_prefix("provider:") {
                    raw.set(Input::WorkloadIdentityProvider, provider);
                } else {
                    return Err(Error::usage(format!(
                        "--identity {spec}: unknown source {source:?}"
                    ))
                    .with_hint("the source after = is key:@FILE or provider:PROVIDER"));
                }
                raw
            }
        };
        raw.set(Input::ServiceAccount, email);
        raw.set(Input::Delegates, "");
        let settings = inputs::resolve(&raw, &ctx.env, None)
            .map_err(|error| Error::usage(format!("--identity {email}: {error}")))?;
        identities.push(config(email.to_string(), settings));
    }
    Ok((identities, project_id))
}

/// The name the default identity answers to: its service account, or with direct
/// federation (no service account) the workload identity pool's ID, as the cloud's server
/// answers the pool's name for a workload federated without one.
fn account_name(settings: &Settings, raw: &RawInputs) -> Result<String> {
    if let Some(account) = &settings.service_account {
        return Ok(account.clone());
    }
    let Mode::Federation(federation) = &settings.mode else {
        return Err(Error::usage("a key always names its service account"));
    };
    if raw.get(Input::Delegates).is_some() {
        return Err(Error::usage(format!(
            "{} needs {}: delegates are a chain of service accounts to impersonate through, and direct federation impersonates none",
            raw.name(Input::Delegates),
            raw.name(Input::ServiceAccount)
        ))
        .with_hint("name the service account the workload identity pool may impersonate, or leave the delegates out"));
    }
    // projects/NUMBER/locations/global/workloadIdentityPools/POOL/providers/PROVIDER
    federation
        .provider
        .split('/')
        .nth(5)
        .map(str::to_string)
        .ok_or_else(|| Error::usage(format!("{} names no pool", federation.provider)))
}

fn config(email: String, settings: Settings) -> IdentityConfig {
    let describe = match &settings.mode {
        Mode::Federation(federation) if settings.service_account.is_none() => format!(
            "direct federation from {} through {}: the federated token, no ID tokens",
            federation.detection.ci.name(),
            federation.provider
        ),
        Mode::Federation(federation) => format!(
            "federation from {} through {}",
            federation.detection.ci.name(),
            federation.provider
        ),
        Mode::Key(key) if key.client_email == email => "its key".to_string(),
        Mode::Key(key) => format!("impersonated with the key of {}", key.client_email),
    };
    IdentityConfig {
        email,
        settings,
        describe,
    }
}

/// What client libraries read to find the server: Python google-auth `GCE_METADATA_HOST`
/// (requests) and `GCE_METADATA_IP` (its ping), Go's metadata package `GCE_METADATA_HOST`,
/// Node's gcp-metadata `GCE_METADATA_HOST`/`GCE_METADATA_IP` and `METADATA_SERVER_DETECTION`
/// (so it does not also probe the cloud's link-local address), the gcloud CLI
/// `GCE_METADATA_ROOT`.
fn variables(
    address: SocketAddr,
    project_id: Option<&str>,
    pid: Option<u32>,
) -> Vec<(&'static str, String)> {
    let host = address.to_string();
    let mut variables = vec![
        ("GCE_METADATA_HOST", host.clone()),
        ("GCE_METADATA_IP", host.clone()),
        ("GCE_METADATA_ROOT", host),
        ("METADATA_SERVER_DETECTION", "assume-present".to_string()),
    ];
    if let Some(project) = project_id {
        variables.extend(PROJECT_VARS.iter().map(|name| (*name, project.to_string())));
    }
    if let Some(pid) = pid {
        variables.push((PID_VAR, pid.to_string()));
    }
    variables
}

fn export(
    ctx: &Ctx,
    options: &AuthServeOptions,
    workflow: Option<&Workflow>,
    variables: &[(&'static str, String)],
) -> Result<()> {
    if let Some(path) = &options.export.env_file {
        let text = report::dotenv_text(path, variables)?;
        crate::config::write_private(path, text.as_bytes())?;
        ctx.printer.info(&format!(
            "wrote {} variables to {}",
            variables.len(),
            path.display()
        ));
    }
    match workflow {
        Some(workflow) => {
            for (name, value) in variables {
                workflow.export(name, value)?;
            }
        }
        None if options.export.print_env => report::export_lines(&ctx.printer, variables)?,
        None => {
            for (name, value) in variables {
                ctx.printer.info(&format!("  {name}={value}"));
            }
        }
    }
    Ok(())
}

/// Start this same command again in the background, wait until it reports the address it
/// bound, then export its variables and its process ID.
async fn detach(
    ctx: &Ctx,
    options: &AuthServeOptions,
    listen: &str,
    project_id: Option<&str>,
    workflow: Option<&Workflow>,
) -> Result<Outcome> {
    let exe = std::env::current_exe()
        .map_err(|error| Error::io("could not find ward's own path to start the server", error))?;
    // The same arguments: the server resolves the same inputs; only where it listens and
    // that it must report instead of exporting are added.
    let start = detached::Start {
        exe,
        args: std::env::args_os().skip(1).collect(),
        listen: listen.to_string(),
        log_file: options.log_file.clone(),
    };
    let (pid, address) = detached::start(start).await?;
    ctx.printer.always(&format!(
        "metadata server listening on http://{address} (process {pid})"
    ));
    if let Some(workflow) = workflow {
        workflow.save_state(STATE_PID, &pid.to_string())?;
    }
    export(
        ctx,
        options,
        workflow,
        &variables(address, project_id, Some(pid)),
    )?;
    Ok(Outcome::Clean)
}

/// Stop the server `--detach` started: SIGTERM on Unix (it finishes the requests in
/// flight), the process ended on Windows.
fn stop(ctx: &Ctx, options: &AuthServeOptions) -> Result<Outcome> {
    let from_env = |name: &str| ctx.env.var(name).filter(|value| !value.trim().is_empty());
    let (pid, origin) = match options.pid {
        Some(pid) => (pid.to_string(), "--pid".to_string()),
        None => match from_env(&format!("STATE_{STATE_PID}")) {
            Some(pid) => (pid, format!("$STATE_{STATE_PID}")),
            None => match from_env(PID_VAR) {
                Some(pid) => (pid, format!("${PID_VAR}")),
                None => {
                    ctx.printer
                        .info("no metadata server to stop (no --pid, $STATE_serve_pid or $WARD_AUTH_SERVE_PID)");
                    return Ok(Outcome::Clean);
                }
            },
        },
    };
    let pid: u32 = pid.trim().parse().map_err(|_| {
        Error::usage(format!("{origin} holds {pid:?}, not a process ID"))
            .with_hint("pass the number ward auth serve --detach printed, with --pid")
    })?;
    if !detached::stop(&ctx.env, pid)? {
        ctx.printer.info(&format!(
            "the metadata server (process {pid}) had already stopped"
        ));
        return Ok(Outcome::Clean);
    }
    ctx.printer
        .info(&format!("stopped the metadata server (process {pid})"));
    Ok(Outcome::Clean)
}
