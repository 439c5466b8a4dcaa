use std::path::PathBuf;

use clap::{Args, Subcommand};

use crate::auth::ci::CiArg;

#[derive(Debug, Args)]
#[command(args_conflicts_with_subcommands = true)]
pub struct AuthArgs {
    #[command(subcommand)]
    pub command: Option<AuthCommand>,

    #[command(flatten)]
    pub login: AuthLoginArgs,
}

#[derive(Debug, Subcommand)]
pub enum AuthCommand {
    /// Remove the credentials file an earlier `ward auth` created (the action's post step)
    #[command(after_help = examples!(
        "ward auth cleanup                      # the file recorded in $STATE_credentials_path",
        "ward auth cleanup --credentials-file \"$SERVICE_CI_CREDS_PATH\"",
    ))]
    Cleanup(AuthCleanupArgs),
    /// Print an access token from the cloud credential chain (as `ward policy` finds it), for scripts
    #[command(after_help = examples!(
        "TOKEN=$(ward auth print-access-token)",
        "curl -H \"Authorization: Bearer $TOKEN\" \"$API_URL\"",
        "ward auth print-access-token -o json    # an object: access_token, source",
    ))]
    PrintAccessToken,
    /// Print an ID token for AUDIENCE from the cloud credential chain, for scripts
    #[command(after_help = examples!(
        "TOKEN=$(ward auth print-identity-token --audience https://svc.example.run.app)",
        "curl -H \"Authorization: Bearer $TOKEN\" https://svc.example.run.app/",
    ))]
    PrintIdentityToken {
        /// The token's `aud`: the receiving service's URL or client ID
        #[arg(long)]
        audience: String,
    },

    /// Print the CI system's identity token in the executable-sourced credential format
    /// (what the credentials file runs on every refresh)
    #[command(name = "subject-token", after_help = examples!(
        "ward auth subject-token --ci gitlab",
        "ward auth subject-token --ci buildkite --audience https://iam.googleapis.com/projects/123/locations/global/workloadIdentityPools/ci/providers/bk",
        "ward auth subject-token --ci generic -- vault read -field=token auth/jwt/token",
    ))]
    SubjectToken(AuthSubjectTokenArgs),
}

/// Which CI system runs the job and where its identity token comes from.
#[derive(Debug, Clone, Default, Args)]
#[command(next_help_heading = "Identity token source")]
pub struct CiSourceArgs {
    /// CI system; auto checks each one's marker variable (GITHUB_ACTIONS, GITLAB_CI,
    /// CIRCLECI, BUILDKITE, BITBUCKET_BUILD_NUMBER, TF_BUILD, in this order)
    #[arg(long, value_enum, default_value_t = CiArg::Auto, value_name = "SYSTEM")]
    pub ci: CiArg,

    /// Variable holding the token (GitLab: the id_tokens: entry) [default on GitLab:
    /// GITLAB_OIDC_TOKEN]
    #[arg(long, value_name = "VAR")]
    pub oidc_token_env: Option<String>,

    /// File holding the token, read again on every refresh (generic)
    #[arg(long, value_name = "PATH", conflicts_with_all = ["oidc_token_env", "oidc_token_command"])]
    pub oidc_token_file: Option<PathBuf>,

    /// Command printing the token, split like a shell would but run without one (generic)
    #[arg(long, value_name = "'CMD ARGS'", conflicts_with = "oidc_token_env")]
    pub oidc_token_command: Option<String>,

    /// Azure Pipelines service connection ID [default: $AZURESUBSCRIPTION_SERVICE_CONNECTION_ID]
    #[arg(long, value_name = "ID")]
    pub azure_service_connection_id: Option<String>,
}

#[derive(Debug, Args)]
pub struct AuthSubjectTokenArgs {
    #[command(flatten)]
    pub source: CiSourceArgs,

    /// `aud` to ask for, where the CI lets ward choose (GitHub, Buildkite) [default: from
    /// $GOOGLE_EXTERNAL_ACCOUNT_AUDIENCE, which client libraries set]
    #[arg(long)]
    pub audience: Option<String>,

    /// The token command as separate arguments (generic; instead of --oidc-token-command)
    #[arg(last = true, value_name = "CMD ARGS")]
    pub command: Vec<String>,
}

/// The action's inputs as flags. Booleans take true/false (1/0, t/f); a bare boolean flag
/// means true.
#[derive(Debug, Args)]
#[command(next_help_heading = "Action inputs")]
pub struct AuthLoginArgs {
    /// Federation: the provider's full name, projects/NUMBER/locations/global/workloadIdentityPools/POOL/providers/PROVIDER
    #[arg(long, value_name = "PROVIDER")]
    pub workload_identity_provider: Option<String>,

    /// Service account e-mail or unique ID to act as (federation; in key mode the key's own)
    #[arg(long, value_name = "EMAIL")]
    pub service_account: Option<String>,

    /// `aud` of the workflow identity token [default: https://iam.googleapis.com/PROVIDER]
    #[arg(long)]
    pub audience: Option<String>,

    /// Key mode: @FILE reads a service account key file, - reads stdin (env
    /// WARD_CREDENTIALS_JSON); the JSON itself, raw or base64, is discouraged (the process
    /// list shows it)
    #[arg(long, value_name = "JSON|@FILE|-")]
    pub credentials_json: Option<String>,

    /// Token to mint as an output: access_token or id_token [default: none]
    #[arg(long, value_name = "FORMAT")]
    pub token_format: Option<String>,

    /// Access token lifetime: seconds with a trailing s, or h/m/s parts [default: 3600s]
    #[arg(long, value_name = "DURATION")]
    pub access_token_lifetime: Option<String>,

    /// Access token scopes, comma- or newline-separated [default: https://www.googleapis.com/auth/cloud-platform]
    #[arg(long, value_name = "SCOPES")]
    pub access_token_scopes: Option<String>,

    /// User e-mail to impersonate with domain-wide delegation (access_token only)
    #[arg(long, value_name = "EMAIL")]
    pub access_token_subject: Option<String>,

    /// Audience of the ID token (required with --token-format id_token)
    #[arg(long, value_name = "AUDIENCE")]
    pub id_token_audience: Option<String>,

    /// Put email and email_verified claims into the ID token [default: false]
    #[arg(long, value_name = "BOOL", num_args = 0..=1, default_missing_value = "true")]
    pub id_token_include_email: Option<String>,

    /// Project ID to use and export [default: from the service account e-mail or the key]
    #[arg(long, value_name = "ID")]
    pub project_id: Option<String>,

    /// Write a credentials file for later steps [default: true]
    #[arg(long, value_name = "BOOL", num_args = 0..=1, default_missing_value = "true")]
    pub create_credentials_file: Option<String>,

    /// Export environment variables (project and credentials file) [default: true]
    #[arg(long, value_name = "BOOL", num_args = 0..=1, default_missing_value = "true")]
    pub export_environment_variables: Option<String>,

    /// Extra service accounts in the impersonation chain, comma- or newline-separated
    #[arg(long, value_name = "EMAILS")]
    pub delegates: Option<String>,

    /// Let the post step (`ward auth cleanup`) remove the credentials file [default: true]
    #[arg(long, value_name = "BOOL", num_args = 0..=1, default_missing_value = "true")]
    pub cleanup_credentials: Option<String>,

    #[command(flatten)]
    pub results: AuthResultArgs,

    #[command(flatten)]
    pub source: CiSourceArgs,
}

/// Where `ward auth` puts what it made, besides its outputs.
#[derive(Debug, Args)]
#[command(next_help_heading = "Where results go")]
pub struct AuthResultArgs {
    /// Directory for the credentials file [default: the job's checkout: $GITHUB_WORKSPACE,
    /// $CI_PROJECT_DIR, $CIRCLE_WORKING_DIRECTORY, $BUILDKITE_BUILD_CHECKOUT_PATH,
    /// $BITBUCKET_CLONE_DIR; on Azure $AGENT_TEMPDIRECTORY]
    #[arg(long, value_name = "DIR")]
    pub credentials_dir: Option<PathBuf>,

    /// Run as a CI step: read INPUT_* variables, write $GITHUB_OUTPUT, $GITHUB_ENV and
    /// $GITHUB_STATE, mask tokens in the log
    #[arg(long)]
    pub github_action: bool,

    /// Print the environment variables as shell-quoted `export NAME='value'` lines (for
    /// eval) instead of the outputs
    #[arg(
        long = "export",
        visible_alias = "print-env",
        conflicts_with = "github_action"
    )]
    pub print_env: bool,

    /// Also write the variables to FILE as a dotenv file (GitLab's artifacts:reports:dotenv);
    /// tokens are left out
    #[arg(long, value_name = "FILE", conflicts_with = "github_action")]
    pub env_file: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub struct AuthCleanupArgs {
    /// The file to remove [default: $STATE_credentials_path, then $SERVICE_CI_CREDS_PATH]
    #[arg(long, visible_alias = "file", value_name = "FILE")]
    pub credentials_file: Option<PathBuf>,
}
