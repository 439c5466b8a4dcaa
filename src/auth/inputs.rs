//! The action's inputs (spec 3 §2.1): where they come from, and their validation into
//! [`Settings`]. Everything here runs before any network call.

use std::path::PathBuf;

use super::ci::{self, Ci, Detection};
use super::parse;
pub(crate) use super::raw::{Input, RawInputs};
use super::token_source::{self, TokenSource};
use crate::cloud::key::ServiceAccountKey;
use crate::environment::Env;
use crate::error::{Error, Result};

use crate::cloud::CLOUD_PLATFORM_SCOPE;
pub(crate) const DEFAULT_LIFETIME: u64 = 3600;
/// With the organization policy that allows longer lifetimes (spec 3 §8).
pub(crate) const MAX_LIFETIME: u64 = 12 * 3600;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum TokenFormat {
    None,
    AccessToken,
    IdToken,
}

#[derive(Debug)]
pub(crate) struct Federation {
    /// `projects/NUMBER/locations/global/workloadIdentityPools/POOL/providers/PROVIDER`
    pub provider: String,
    /// The `aud` of the workflow identity token, where ward chooses it.
    pub audience: String,
    pub detection: Detection,
    pub source: TokenSource,
}

impl Federation {
    /// The provider as the token service's audience.
    pub(crate) fn sts_audience(&self) -> String {
        format!("//iam.googleapis.com/{}", self.provider)
    }
}

#[derive(Debug)]
pub(crate) enum Mode {
    Federation(Federation),
    Key(Box<ServiceAccountKey>),
}

/// The token to mint as an output, with what shapes it; the checks that its parts go
/// together are done.
#[derive(Debug)]
pub(crate) struct TokenRequest {
    pub format: TokenFormat,
    /// Seconds an access token lives.
    pub lifetime: u64,
    pub scopes: Vec<String>,
    /// The user an access token acts for (domain-wide delegation).
    pub subject: Option<String>,
    pub id_token_audience: Option<String>,
    pub include_email: bool,
}

/// Validated inputs.
#[derive(Debug)]
pub(crate) struct Settings {
    pub mode: Mode,
    /// From the input, else the key's `client_email`; `None` means direct federation.
    pub service_account: Option<String>,
    /// The impersonation chain between the identity and the service account.
    pub delegates: Vec<String>,
    pub token: TokenRequest,
    pub project_id: Option<String>,
    /// Where the credentials file goes; `None` when no file is wanted.
    pub credentials_dir: Option<PathBuf>,
    /// Whether the file and the project are exported to later steps, and the file is
    /// removed after the job (the post step).
    pub export_environment_variables: bool,
    pub cleanup_credentials: bool,
    /// Advice that does not stop the run.
    pub warnings: Vec<String>,
}

const FORK_HINT: &str = "if the value comes from a secret, check that it reaches this job: secrets are not passed to workflows triggered from forks, including Dependabot";

/// Validate `raw` in the reference action's order (then the checks it lacks).
pub(crate) fn resolve(
    raw: &RawInputs,
    env: &Env,
    credentials_dir: Option<PathBuf>,
) -> Result<Settings> {
    let mut mode = mode(raw, env)?;
    let credentials_dir = credentials_dir_of(raw, env, &mode, credentials_dir)?;
    let export_environment_variables = raw.boolean(Input::ExportEnvironmentVariables, true)?;
    let cleanup_credentials = raw.boolean(Input::CleanupCredentials, true)?;
    let include_email = raw.boolean(Input::IdTokenIncludeEmail, false)?;
    let lifetime = match raw.get(Input::AccessTokenLifetime) {
        Some(value) => parse::duration(&raw.name(Input::AccessTokenLifetime), value)?,
        None => DEFAULT_LIFETIME,
    };
    let format = token_format(raw)?;
    let service_account = service_account_of(raw, &mode)?;
    let token = TokenRequest {
        format,
        lifetime,
        scopes: raw
            .get(Input::AccessTokenScopes)
            .map(parse::list)
            .filter(|scopes| !scopes.is_empty())
            .unwrap_or_else(|| vec![CLOUD_PLATFORM_SCOPE.to_string()]),
        subject: raw.get(Input::AccessTokenSubject).map(str::to_string),
        id_token_audience: raw.get(Input::IdTokenAudience).map(str::to_string),
        include_email,
    };
    let mut warnings = Vec::new();
    check_token_request(raw, &token, service_account.is_some(), &mut warnings)?;
    let delegates = raw
        .get(Input::Delegates)
        .map(parse::list)
        .unwrap_or_default()
        .iter()
        .map(|delegate| normalise_delegate(raw, delegate))
        .collect::<Result<Vec<_>>>()?;
    let project_id = project_id_of(raw, service_account.as_deref(), &mode)?;
    if let Some(audience) = raw.get(Input::Audience) {
        set_audience(raw, &mut mode, audience)?;
    }
    Ok(Settings {
        mode,
        service_account,
        delegates,
        token,
        project_id,
        credentials_dir,
        export_environment_variables,
        cleanup_credentials,
        warnings,
    })
}

/// Federation or a key: exactly one of them, and the identity token flags only with
/// federation.
fn mode(raw: &RawInputs, env: &Env) -> Result<Mode> {
    let key = match raw.credentials_json() {
        Some(secret) => Some(ServiceAccountKey::parse(
            &raw.name(Input::CredentialsJson),
            secret,
        )?),
        None => None,
    };
    let mode = match (raw.get(Input::WorkloadIdentityProvider), key) {
        (Some(provider), None) => Mode::Federation(federation(raw, env, provider)?),
        (None, Some(key)) => Mode::Key(Box::new(key)),
        _ => {
            return Err(Error::usage(format!(
                "exactly one of {} or {} must be given",
                raw.name(Input::WorkloadIdentityProvider),
                raw.name(Input::CredentialsJson)
            ))
            .with_hint(FORK_HINT))
        }
    };
    let token_flags = raw.ci.token_env.is_some()
        || raw.ci.token_file.is_some()
        || raw.ci.token_command.is_some()
        || raw.ci.azure_service_connection_id.is_some();
    if matches!(mode, Mode::Key(_)) && token_flags {
        return Err(Error::usage(format!(
            "the identity token flags apply only with {}: a key needs no identity token",
            raw.name(Input::WorkloadIdentityProvider)
        )));
    }
    Ok(mode)
}

/// Where the credentials file goes, when one is wanted: the directory given, else the CI
/// system's checkout.
fn credentials_dir_of(
    raw: &RawInputs,
    env: &Env,
    mode: &Mode,
    given: Option<PathBuf>,
) -> Result<Option<PathBuf>> {
    if !raw.boolean(Input::CreateCredentialsFile, true)? {
        return Ok(None);
    }
    let ci = match mode {
        Mode::Federation(federation) => federation.detection.ci,
        Mode::Key(_) => ci::detect(&raw.ci, env).ci,
    };
    let workspace = ci.workspace_var();
    let from_env = workspace
        .and_then(|name| env.var(name))
        .map(|dir| expand_home(&dir, env));
    match given.or(from_env) {
        Some(dir) => Ok(Some(std::path::absolute(&dir).unwrap_or(dir))),
        None => {
            let why = match workspace {
                Some(name) => format!("${name} is not set"),
                None => format!("{} jobs have no known checkout variable", ci.name()),
            };
            Err(Error::usage(format!(
                "{why}, so there is no directory for the credentials file"
            ))
            .with_hint(format!(
                "pass --credentials-dir DIR, or {} false",
                raw.name(Input::CreateCredentialsFile)
            )))
        }
    }
}

fn token_format(raw: &RawInputs) -> Result<TokenFormat> {
    match raw.get(Input::TokenFormat) {
        None => Ok(TokenFormat::None),
        Some("access_token") => Ok(TokenFormat::AccessToken),
        Some("id_token") => Ok(TokenFormat::IdToken),
        Some(other) => Err(Error::usage(format!(
            "unknown token format \"{other}\" for {}: use access_token, id_token or leave it empty",
            raw.name(Input::TokenFormat)
        ))),
    }
}

/// The input's service account, else the key's; `None` is direct federation.
fn service_account_of(raw: &RawInputs, mode: &Mode) -> Result<Option<String>> {
    match (raw.get(Input::ServiceAccount), mode) {
        (Some(account), _) => Ok(Some(service_account(raw, account)?)),
        (None, Mode::Key(key)) => Ok(Some(key.client_email.clone())),
        (None, Mode::Federation(_)) => Ok(None),
    }
}

/// That the parts of the token request go together: a service account for any token, an
/// audience for an ID token, each input only with its format, and a lifetime the access
/// token may have (with the advice of a long one in `warnings`).
fn check_token_request(
    raw: &RawInputs,
    token: &TokenRequest,
    has_account: bool,
    warnings: &mut Vec<String>,
) -> Result<()> {
    if !has_account && token.format != TokenFormat::None {
        return Err(Error::usage(format!(
            "{} {} needs {}: with direct federation (no service account) there is only the federated token, which cannot mint OAuth 2.0 access tokens or ID tokens",
            raw.name(Input::TokenFormat),
            raw.get(Input::TokenFormat).unwrap_or_default(),
            raw.name(Input::ServiceAccount),
        ))
        .with_hint("name a service account the workload identity pool may impersonate, or use the credentials file with client libraries"));
    }
    if token.format == TokenFormat::IdToken && token.id_token_audience.is_none() {
        return Err(Error::usage(format!(
            "{} is required with {} id_token",
            raw.name(Input::IdTokenAudience),
            raw.name(Input::TokenFormat)
        )));
    }
    let only_with = |input: Input, format: &str| {
        Error::usage(format!(
            "{} applies only with {} {format}",
            raw.name(input),
            raw.name(Input::TokenFormat)
        ))
    };
    if token.format != TokenFormat::AccessToken {
        if token.scopes != [CLOUD_PLATFORM_SCOPE] {
            return Err(only_with(Input::AccessTokenScopes, "access_token"));
        }
        if token.subject.is_some() {
            return Err(only_with(Input::AccessTokenSubject, "access_token")
                .with_hint("domain-wide delegation does not apply to ID tokens"));
        }
    }
    if token.format != TokenFormat::IdToken {
        if token.include_email {
            return Err(only_with(Input::IdTokenIncludeEmail, "id_token"));
        }
        if token.id_token_audience.is_some() {
            return Err(only_with(Input::IdTokenAudience, "id_token"));
        }
    }
    if token.format == TokenFormat::AccessToken {
        check_lifetime(raw, token.lifetime, token.subject.is_some(), warnings)?;
    }
    Ok(())
}

/// The input's project ID, else the service account's project, else the key's.
fn project_id_of(
    raw: &RawInputs,
    service_account: Option<&str>,
    mode: &Mode,
) -> Result<Option<String>> {
    if let Some(value) = raw.get(Input::ProjectId) {
        return checked_project_id(&raw.name(Input::ProjectId), value).map(Some);
    }
    if let Some(project) = service_account.and_then(project_of_account) {
        return Ok(Some(project));
    }
    let Mode::Key(key) = mode else {
        return Ok(None);
    };
    key.project_id
        .as_deref()
        .map(|value| {
            checked_project_id("the key's \"project_id\"", value).map_err(|error| {
                error.with_hint(format!(
                    "pass {} to set the project ID yourself",
                    raw.name(Input::ProjectId)
                ))
            })
        })
        .transpose()
}

/// The identity token's audience, where ward asks for the token (and so chooses it).
fn set_audience(raw: &RawInputs, mode: &mut Mode, audience: &str) -> Result<()> {
    let Mode::Federation(federation) = mode else {
        return Err(Error::usage(format!(
            "{} applies only with {}: it is the audience of the workflow identity token",
            raw.name(Input::Audience),
            raw.name(Input::WorkloadIdentityProvider)
        )));
    };
    if !federation.source.chooses_audience() {
        return Err(Error::usage(format!(
            "{} does not apply on {}: the token's audience is set where it is issued, not by ward",
            raw.name(Input::Audience),
            federation.detection.ci.name()
        ))
        .with_hint("set the audience in the CI configuration (and allow it on the provider), and leave this out"));
    }
    federation.audience = audience.to_string();
    if let TokenSource::Command { argv } = &mut federation.source {
        if let Some(last) = argv.last_mut() {
            last.clone_from(&federation.audience);
        }
    }
    Ok(())
}

fn federation(raw: &RawInputs, env: &Env, provider: &str) -> Result<Federation> {
    let detection = ci::detect(&raw.ci, env);
    let mut audience = format!("https://iam.googleapis.com/{provider}");
    if detection.ci == Ci::Azure {
        audience = ci::AZURE_AUDIENCE.to_string();
    }
    let source = token_source::source(detection.ci, &raw.ci, env, &audience)?;
    let parts: Vec<&str> = provider.split('/').collect();
    let well_formed = parts.len() == 8
        && parts[0] == "projects"
        && parts[2] == "locations"
        && parts[3] == "global"
        && parts[4] == "workloadIdentityPools"
        && parts[6] == "providers"
        && parts
            .iter()
            .all(|part| !part.is_empty() && !part.contains(char::is_whitespace));
    if !well_formed {
        return Err(Error::usage(format!(
            "{} \"{provider}\" is not a provider's full name",
            raw.name(Input::WorkloadIdentityProvider)
        ))
        .with_hint("use projects/PROJECT_NUMBER/locations/global/workloadIdentityPools/POOL/providers/PROVIDER (the provider, not the pool)"));
    }
    if !parts[1].bytes().all(|b| b.is_ascii_digit()) {
        return Err(Error::usage(format!(
            "{} names the project \"{}\", but it needs the project number, not its ID",
            raw.name(Input::WorkloadIdentityProvider),
            parts[1]
        ))
        .with_hint("the project number is shown on the project's dashboard and by `gcloud projects describe PROJECT_ID`"));
    }
    Ok(Federation {
        provider: provider.to_string(),
        audience,
        detection,
        source,
    })
}

/// CircleCI's working directory is `~/project` by default, with a literal tilde.
fn expand_home(dir: &str, env: &Env) -> PathBuf {
    match (dir.strip_prefix("~/"), env.var("HOME")) {
        (Some(rest), Some(home)) => PathBuf::from(home).join(rest),
        _ => PathBuf::from(dir),
    }
}

fn service_account(raw: &RawInputs, account: &str) -> Result<String> {
    if account.contains('/') || account.contains(char::is_whitespace) {
        return Err(Error::usage(format!(
            "{} \"{account}\" must be a service account e-mail or unique ID",
            raw.name(Input::ServiceAccount)
        ))
        .with_hint("for example ci-deployer@my-project.iam.gserviceaccount.com"));
    }
    Ok(account.to_string())
}

fn check_lifetime(
    raw: &RawInputs,
    lifetime: u64,
    subject: bool,
    warnings: &mut Vec<String>,
) -> Result<()> {
    let name = raw.name(Input::AccessTokenLifetime);
    if lifetime == 0 {
        return Err(Error::usage(format!("{name} must be at least 1 second")));
    }
    if subject && lifetime > DEFAULT_LIFETIME {
        return Err(Error::usage(format!(
            "{name} is {lifetime}s, but tokens for {} (domain-wide delegation) live at most 1 hour (3600s), even where the organization allows longer lifetimes",
            raw.name(Input::AccessTokenSubject)
        )));
    }
    if lifetime > MAX_LIFETIME {
        return Err(Error::usage(format!(
            "{name} is {lifetime}s, over the maximum of 12 hours (43200s)"
        )));
    }
    if lifetime > DEFAULT_LIFETIME {
        warnings.push(format!(
            "{name} is {lifetime}s: lifetimes over 1 hour are refused unless the organization policy constraints/iam.allowServiceAccountCredentialLifetimeExtension allows this service account"
        ));
    }
    Ok(())
}

/// Plain e-mails and IDs become `projects/-/serviceAccounts/...`, the form the API needs.
fn normalise_delegate(raw: &RawInputs, delegate: &str) -> Result<String> {
    if !delegate.contains('/') && !delegate.contains(char::is_whitespace) {
        return Ok(format!("projects/-/serviceAccounts/{delegate}"));
    }
    match delegate.strip_prefix("projects/-/serviceAccounts/") {
        Some(account) if !account.is_empty() && !account.contains('/') => Ok(delegate.to_string()),
        _ => Err(Error::usage(format!(
            "the delegate \"{delegate}\" in {} must be a service account e-mail, a unique ID or projects/-/serviceAccounts/EMAIL_OR_ID",
            raw.name(Input::Delegates)
        ))),
    }
}

/// `my-proj` from `sa@my-proj.iam.gserviceaccount.com`; other domains say nothing about
/// the project (`developer.gserviceaccount.com` is not a project), nor does a label that
/// is not a valid project ID.
pub(crate) fn project_of_account(account: &str) -> Option<String> {
    let (_, domain) = account.split_once('@')?;
    let project = domain.strip_suffix(".iam.gserviceaccount.com")?;
    is_project_id(project).then(|| project.to_string())
}

/// The platform's rule for a project ID: 6 to 30 characters of lowercase ASCII letters,
/// digits and hyphens, starting with a letter and not ending with a hyphen. Projects
/// created under a domain before that rule keep a domain-scoped ID, `example.com:my-project`:
/// a lowercase domain name, a colon, then an ID of the same form.
///
/// Exported project IDs end up in shell `export` lines, dotenv files and the runner's
/// environment, so nothing outside these characters ever reaches them.
pub(crate) fn is_project_id(value: &str) -> bool {
    let plain = |id: &str| {
        let bytes = id.as_bytes();
        (6..=30).contains(&bytes.len())
            && bytes[0].is_ascii_lowercase()
            && bytes[bytes.len() - 1] != b'-'
            && bytes
                .iter()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || *b == b'-')
    };
    let domain = |name: &str| {
        name.len() <= 253
            && name.contains('.')
            && name.split('.').all(|label| {
                let bytes = label.as_bytes();
                (1..=63).contains(&bytes.len())
                    && bytes[0] != b'-'
                    && bytes[bytes.len() - 1] != b'-'
                    && bytes
                        .iter()
                        .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || *b == b'-')
            })
    };
    match value.split_once(':') {
        Some((scope, id)) => domain(scope) && plain(id),
        None => plain(value),
    }
}

/// `value` when it is a project ID; `what` names where it came from.
fn checked_project_id(what: &str, value: &str) -> Result<String> {
    if is_project_id(value) {
        return Ok(value.to_string());
    }
    Err(Error::usage(format!(
        "{what} \"{}\" is not a project ID",
        value.escape_debug()
    ))
    .with_hint("a project ID is 6 to 30 lowercase letters, digits and hyphens, starting with a letter and not ending with a hyphen (for example my-project-123); it is the ID, not the project's name or number"))
}

#[cfg(test)]
#[path = "inputs_tests.rs"]
mod tests;
