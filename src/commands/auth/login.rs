use std::path::{Path, PathBuf};

use crate::auth::credfile;
use crate::auth::flow::{self, Endpoints, FederatedIdentity, Identity, KeyIdentity};
use crate::auth::github::Workflow;
use crate::auth::inputs::{self, Input, Mode, ProcessEnv, RawInputs, Settings};
use crate::auth::{FILE_VARS, PROJECT_VARS, STATE_CREDENTIALS_PATH};
use crate::cli::AuthLoginArgs;
use crate::clients::cloud::{iam, oidc, sts};
use crate::error::{Outcome, Result};
use crate::secret::Secret;
use crate::Ctx;

use super::report;

pub async fn run(ctx: &Ctx, args: &AuthLoginArgs) -> Result<Outcome> {
    let workflow = args.github_action.then(Workflow::from_env);
    if args
        .credentials_json
        .as_deref()
        .is_some_and(|value| value != "-" && !value.starts_with('@'))
    {
        ctx.printer.warn(
            "--credentials-json with the key itself puts it in the process list; prefer --credentials-json @FILE, - (standard input) or WARD_CREDENTIALS_JSON",
        );
    }
    let result = login(ctx, args, workflow.as_ref()).await;
    if let (Err(error), Some(workflow)) = (&result, &workflow) {
        // An annotation on the step, as well as the error on stderr.
        workflow.error(&error.to_string());
    }
    result
}

async fn login(ctx: &Ctx, args: &AuthLoginArgs, workflow: Option<&Workflow>) -> Result<Outcome> {
    let raw = raw_inputs(args, workflow.is_some())?;
    let settings = inputs::resolve(&raw, &ProcessEnv, args.credentials_dir.clone())?;
    let creates_file = settings.credentials_dir.is_some();
    if let Some(workflow) = workflow {
        workflow.require(
            settings.export_environment_variables,
            creates_file && settings.cleanup_credentials,
        )?;
    }
    let endpoints = Endpoints::from_ctx(ctx)?;
    let warn = |message: &str| match workflow {
        Some(workflow) => workflow.warning(message),
        None => ctx.printer.warn(message),
    };
    for warning in &settings.warnings {
        warn(warning);
    }
    let mask = |secret: &Secret| {
        if let Some(workflow) = workflow {
            workflow.mask(secret.expose());
        }
    };

    // The file comes before any token, so a later failure (with continue-on-error) still
    // leaves later steps a file whose credentials refresh themselves.
    let file = match &settings.credentials_dir {
        Some(dir) => Some(write_credentials_file(
            ctx, &settings, &endpoints, dir, &warn,
        )?),
        None => None,
    };
    if let (Some(path), Some(workflow)) = (&file, workflow) {
        if settings.cleanup_credentials {
            workflow.save_state(STATE_CREDENTIALS_PATH, &path.display().to_string())?;
        }
    }
    let variables = exported_variables(&settings, file.as_deref());
    if let Some(workflow) = workflow {
        for (name, value) in &variables {
            workflow.export(name, value)?;
        }
    }
    if settings.project_id.is_none() {
        ctx.printer.info(&format!(
            "could not compute a project ID from the inputs; pass {} to set and export one",
            raw.name(Input::ProjectId)
        ));
    }

    let identity: Box<dyn Identity + '_> = match &settings.mode {
        Mode::Federation(federation) => Box::new(FederatedIdentity::new(
            &ctx.http,
            &endpoints,
            federation,
            &settings.delegates,
            &mask,
        )),
        Mode::Key(key) => Box::new(KeyIdentity {
            http: &ctx.http,
            key,
            endpoints: &endpoints,
            delegates: &settings.delegates,
            mask: &mask,
        }),
    };
    let tokens = flow::mint(&ctx.http, &endpoints, &settings, identity.as_ref(), &mask).await?;
    let outputs = report::Outputs {
        project_id: settings.project_id.clone(),
        credentials_file_path: file.map(|path| path.display().to_string()),
        tokens,
    };
    match workflow {
        Some(workflow) => report::to_workflow(ctx, workflow, &outputs)?,
        None if args.print_env => report::export_lines(ctx, &variables)?,
        None => report::print(ctx, &outputs)?,
    }
    Ok(Outcome::Clean)
}

/// Flags first; in `--github-action` mode the step's `INPUT_*` variables fill the rest.
fn raw_inputs(args: &AuthLoginArgs, action: bool) -> Result<RawInputs> {
    let mut raw = RawInputs::new(action);
    let flags = [
        (
            Input::WorkloadIdentityProvider,
            &args.workload_identity_provider,
        ),
        (Input::ServiceAccount, &args.service_account),
        (Input::Audience, &args.audience),
        (Input::TokenFormat, &args.token_format),
        (Input::AccessTokenLifetime, &args.access_token_lifetime),
        (Input::AccessTokenScopes, &args.access_token_scopes),
        (Input::AccessTokenSubject, &args.access_token_subject),
        (Input::IdTokenAudience, &args.id_token_audience),
        (Input::IdTokenIncludeEmail, &args.id_token_include_email),
        (Input::ProjectId, &args.project_id),
        (Input::CreateCredentialsFile, &args.create_credentials_file),
        (
            Input::ExportEnvironmentVariables,
            &args.export_environment_variables,
        ),
        (Input::Delegates, &args.delegates),
        (Input::CleanupCredentials, &args.cleanup_credentials),
    ];
    for (input, flag) in flags {
        let value = flag.clone().or_else(|| {
            action
                .then(|| std::env::var(input.env_name()).ok())
                .flatten()
        });
        if let Some(value) = value {
            raw.set(input, &value);
        }
    }
    let secret = match &args.credentials_json {
        Some(value) => Some(read_credentials_flag(value)?),
        None if action => std::env::var(Input::CredentialsJson.env_name())
            .ok()
            .filter(|value| !value.trim().is_empty())
            .map(Secret::new),
        None => std::env::var("WARD_CREDENTIALS_JSON")
            .ok()
            .filter(|value| !value.trim().is_empty())
            .map(Secret::new),
    };
    if let Some(secret) = secret {
        raw.set_credentials_json(secret);
    }
    Ok(raw)
}

fn read_credentials_flag(value: &str) -> Result<Secret> {
    let text = crate::input::read_arg(value, |path| crate::input::Context {
        stdin: "could not read the key JSON from standard input",
        file: format!("could not read the key file {path}"),
    })
    .map_err(|error| {
        if value.starts_with('@') {
            error.with_hint("--credentials-json @FILE names a service account key file")
        } else {
            error
        }
    })?;
    Ok(Secret::new(text))
}

fn write_credentials_file(
    ctx: &Ctx,
    settings: &Settings,
    endpoints: &Endpoints,
    dir: &Path,
    warn: &dyn Fn(&str),
) -> Result<PathBuf> {
    if credfile::is_empty_dir(dir) {
        warn(&format!(
            "the credentials file goes into {}, which is empty: did you forget the checkout step before this one? A checkout after it deletes the file",
            dir.display()
        ));
    }
    let contents = match &settings.mode {
        Mode::Federation(federation) => {
            let source = oidc::token_url(&federation.request_url, &federation.audience)?;
            let impersonation = settings.service_account.as_deref().map(|account| {
                iam::method_url(&endpoints.iam, account, "generateAccessToken").to_string()
            });
            credfile::external_account(
                &federation.sts_audience(),
                sts::token_url(&endpoints.sts).as_str(),
                source.as_str(),
                &federation.request_token,
                impersonation.as_deref(),
            )
        }
        Mode::Key(key) => key.document().clone(),
    };
    let path = credfile::create(dir, &contents)?;
    ctx.printer
        .info(&format!("created the credentials file {}", path.display()));
    Ok(path)
}

fn exported_variables(settings: &Settings, file: Option<&Path>) -> Vec<(&'static str, String)> {
    let mut variables = Vec::new();
    if !settings.export_environment_variables {
        return variables;
    }
    if let Some(project) = &settings.project_id {
        variables.extend(PROJECT_VARS.iter().map(|name| (*name, project.clone())));
    }
    if let Some(path) = file {
        let path = path.display().to_string();
        variables.extend(FILE_VARS.iter().map(|name| (*name, path.clone())));
    }
    variables
}
