use std::path::{Path, PathBuf};

use crate::auth::ci::Ci;
use crate::auth::credfile;
use crate::auth::flow::{self, FederatedIdentity, Identity, KeyIdentity};
use crate::auth::github::Workflow;
use crate::auth::inputs::{self, Federation, Input, Mode, Settings};
use crate::auth::token_source::TokenSource;
use crate::auth::{PROJECT_VARS, STATE_CREDENTIALS_PATH};
use crate::cli::AuthLoginArgs;
use crate::cloud::FILE_VARS;
use crate::error::{Error, Outcome, Result};
use crate::output::Printer;
use crate::run::Ctx;
use ward_client::cloud::{oidc, CloudClient};
use ward_client::secret::Secret;

use super::report;
use super::shared::raw_inputs;

pub(super) async fn run(ctx: &Ctx, args: &AuthLoginArgs) -> Result<Outcome> {
    let workflow = args
        .results
        .export
        .github_action
        .then(|| Workflow::from_env(&ctx.env, ctx.printer.terminal().clone()));
    if args
        .inputs
        .get(Input::CredentialsJson)
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
    let raw = raw_inputs(ctx, &args.inputs, &args.source, workflow.is_some())?;
    let settings = inputs::resolve(&raw, &ctx.env, args.results.credentials_dir.clone())?;
    if let Some(workflow) = workflow {
        workflow.require(
            settings.export_environment_variables,
            settings.credentials_dir.is_some() && settings.cleanup_credentials,
        )?;
    }
    let cloud = crate::cloud::cloud_client(&ctx.http, &ctx.config);
    let warn = |message: &str| match workflow {
        Some(workflow) => workflow.warning(message),
        None => ctx.printer.warn(message),
    };
    warn_of_setup(&settings, &warn);
    let mask = |secret: &Secret| {
        if let Some(workflow) = workflow {
            workflow.mask(secret.expose());
        }
    };
    let contents =
        check_before_writing(&settings, &cloud, args.results.export.env_file.as_deref())?;
    // The file comes before any token, so a later failure (with continue-on-error) still
    // leaves later steps of a workflow a file whose credentials refresh themselves; the
    // post step removes it. Anywhere else nothing would tell a later step where the file
    // is, so a run that fails after writing it removes it again.
    let (file, mut written) = match (&settings.credentials_dir, &contents) {
        (Some(dir), Some(contents)) => {
            let path = write_credentials_file(&ctx.printer, dir, contents, &warn)?;
            (Some(path.clone()), Some(credfile::Written::new(path)))
        }
        _ => (None, None),
    };
    let variables = exported_variables(&settings, file.as_deref());
    if let Some(workflow) = workflow {
        hand_to_later_steps(
            workflow,
            &settings,
            file.as_deref(),
            &variables,
            &mut written,
        )?;
    }
    if settings.project_id.is_none() {
        ctx.printer.info(&format!(
            "could not compute a project ID from the inputs; pass {} to set and export one",
            raw.name(Input::ProjectId)
        ));
    }
    let tokens = mint(&cloud, &ctx.env, &settings, &mask).await?;
    let outputs = report::Outputs {
        project_id: settings.project_id.clone(),
        credentials_file_path: file.map(|path| path.display().to_string()),
        tokens,
    };
    report_results(ctx, args, workflow, &variables, &outputs)?;
    if let Some(written) = written.as_mut() {
        written.keep();
    }
    Ok(Outcome::Clean)
}

/// The inputs' warnings, and which CI system federation found (with the others whose
/// marker variables are set too).
fn warn_of_setup(settings: &Settings, warn: &dyn Fn(&str)) {
    for warning in &settings.warnings {
        warn(warning);
    }
    let Mode::Federation(federation) = &settings.mode else {
        return;
    };
    let detection = &federation.detection;
    tracing::debug!(
        "CI system: {} ({}); identity token from {}",
        detection.ci.name(),
        detection.reason,
        federation.source.describe()
    );
    if !detection.others.is_empty() {
        let others: Vec<&str> = detection.others.iter().map(|ci| ci.name()).collect();
        warn(&format!(
            "the marker variables of {} are set too; using {} ({}); pass --ci to choose",
            others.join(", "),
            detection.ci.name(),
            detection.reason
        ));
    }
}

/// Everything that can be refused, checked before anything is written: the credentials
/// document (returned, when a file is wanted), and every value the dotenv file will hold
/// (the file's name differs from the placeholder only in hex digits).
fn check_before_writing(
    settings: &Settings,
    cloud: &CloudClient,
    env_file: Option<&Path>,
) -> Result<Option<Secret>> {
    let contents = settings
        .credentials_dir
        .as_ref()
        .map(|_| credentials_document(settings, cloud))
        .transpose()?;
    if let Some(path) = env_file {
        let placeholder = settings
            .credentials_dir
            .as_deref()
            .map(credfile::placeholder_path);
        report::dotenv_text(path, &exported_variables(settings, placeholder.as_deref()))?;
    }
    Ok(contents)
}

/// In a workflow: the file's path to the post step (through the state) and the variables
/// to later steps. Once a later step can find the file, it stays even if the run fails.
fn hand_to_later_steps(
    workflow: &Workflow,
    settings: &Settings,
    file: Option<&Path>,
    variables: &[(&'static str, String)],
    written: &mut Option<credfile::Written>,
) -> Result<()> {
    if let Some(path) = file {
        if settings.cleanup_credentials {
            workflow.save_state(STATE_CREDENTIALS_PATH, &path.display().to_string())?;
            if let Some(written) = written.as_mut() {
                written.keep();
            }
        }
    }
    for (name, value) in variables {
        workflow.export(name, value)?;
    }
    if file.is_some() && settings.export_environment_variables {
        if let Some(written) = written.as_mut() {
            written.keep();
        }
    }
    Ok(())
}

/// The token the inputs ask for (or, with none, a proof that the setup works now).
async fn mint(
    cloud: &CloudClient,
    env: &crate::environment::Env,
    settings: &Settings,
    mask: flow::Mask<'_>,
) -> Result<flow::Tokens> {
    let identity: Box<dyn Identity + '_> = match &settings.mode {
        Mode::Federation(federation) => Box::new(FederatedIdentity::new(
            cloud,
            env,
            federation,
            &settings.delegates,
            mask,
        )),
        Mode::Key(key) => Box::new(KeyIdentity {
            cloud,
            key,
            delegates: &settings.delegates,
            mask,
        }),
    };
    let account = settings.service_account.as_deref().unwrap_or_default();
    flow::mint(
        cloud,
        &settings.token,
        account,
        &settings.delegates,
        identity.as_ref(),
        mask,
    )
    .await
}

/// The outputs: to the dotenv file, then to the workflow, as export lines or printed.
fn report_results(
    ctx: &Ctx,
    args: &AuthLoginArgs,
    workflow: Option<&Workflow>,
    variables: &[(&'static str, String)],
    outputs: &report::Outputs,
) -> Result<()> {
    if let Some(path) = &args.results.export.env_file {
        let text = report::dotenv_text(path, variables)?;
        report::dotenv(&ctx.printer, path, &text, variables.len(), outputs)?;
    }
    match workflow {
        Some(workflow) => report::to_workflow(&ctx.printer, workflow, outputs),
        None if args.results.export.print_env => report::export_lines(&ctx.printer, variables),
        None => report::print(&ctx.printer, outputs),
    }
}

/// The document the credentials file holds: federation's `external_account`, or the key.
fn credentials_document(settings: &Settings, cloud: &CloudClient) -> Result<Secret> {
    Ok(match &settings.mode {
        Mode::Federation(federation) => {
            let impersonation = settings
                .service_account
                .as_deref()
                .map(|account| cloud.iam_method_url(account, "generateAccessToken"))
                .transpose()?
                .map(String::from);
            credfile::external_account(
                &federation.sts_audience(),
                cloud.sts_token_url()?.as_str(),
                credential_source(federation)?,
                impersonation.as_deref(),
            )
        }
        Mode::Key(key) => key.document().clone(),
    })
}

fn write_credentials_file(
    printer: &Printer,
    dir: &Path,
    contents: &Secret,
    warn: &dyn Fn(&str),
) -> Result<PathBuf> {
    if credfile::is_empty_dir(dir) {
        warn(&format!(
            "the credentials file goes into {}, which is empty: did you forget the checkout step before this one? A checkout after it deletes the file",
            dir.display()
        ));
    }
    let path = credfile::create(dir, contents, warn)?;
    printer.info(&format!("created the credentials file {}", path.display()));
    Ok(path)
}

/// `url` where the token can be fetched again with a GET, `file` where the CI keeps it in
/// a file, otherwise ward itself as the executable.
fn credential_source(federation: &Federation) -> Result<serde_json::Value> {
    match &federation.source {
        TokenSource::Github {
            request_url,
            request_token,
        } => {
            let url = oidc::token_url(request_url, &federation.audience)?;
            Ok(credfile::url_source(url.as_str(), request_token))
        }
        TokenSource::File { path } => Ok(credfile::file_source(path)),
        _ => credfile::executable_source(&subject_token_argv(federation)?),
    }
}

fn uses_executable(settings: &Settings) -> bool {
    matches!(&settings.mode, Mode::Federation(federation)
        if !matches!(federation.source, TokenSource::Github { .. } | TokenSource::File { .. }))
}

/// `ward auth subject-token` with what this run found, so a refresh needs no detection.
fn subject_token_argv(federation: &Federation) -> Result<Vec<String>> {
    let exe = std::env::current_exe().map_err(|error| {
        Error::io(
            "could not find ward's own path for the credentials file",
            error,
        )
    })?;
    let ci = federation.detection.ci;
    let mut argv = vec![
        exe.display().to_string(),
        "auth".into(),
        "subject-token".into(),
        "--ci".into(),
        ci.name().into(),
    ];
    match (&federation.source, ci) {
        (TokenSource::Env { names }, Ci::Gitlab | Ci::Generic) => {
            argv.push("--oidc-token-env".into());
            argv.extend(names.first().cloned());
        }
        (TokenSource::Command { argv: command }, Ci::Generic) => {
            argv.push("--".into());
            argv.extend(command.iter().cloned());
        }
        (
            TokenSource::Azure {
                service_connection_id,
                ..
            },
            _,
        ) => {
            argv.push("--azure-service-connection-id".into());
            argv.push(service_connection_id.clone());
        }
        (source, _) if source.chooses_audience() => {
            argv.push("--audience".into());
            argv.push(federation.audience.clone());
        }
        _ => {}
    }
    Ok(argv)
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
        if uses_executable(settings) {
            variables.push((credfile::ALLOW_EXECUTABLES, "1".to_string()));
        }
    }
    variables
}
