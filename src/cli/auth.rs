use std::path::PathBuf;

use clap::{Args, Subcommand};

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
    #[command(
        after_help = "Examples:\n  ward auth cleanup                      # the file recorded in $STATE_credentials_path\n  ward auth cleanup --credentials-file \"$SERVICE_CI_CREDS_PATH\""
    )]
    Cleanup(AuthCleanupArgs),
    /// Print an access token from the cloud credential chain (as `ward policy` finds it), for scripts
    #[command(
        after_help = "Examples:\n  TOKEN=$(ward auth print-access-token)\n  curl -H \"Authorization: Bearer $TOKEN\" \"$API_URL\"\n  ward auth print-access-token -o json    # {\"access_token\", \"source\"}"
    )]
    PrintAccessToken,
    /// Print an ID token for AUDIENCE from the cloud credential chain, for scripts
    #[command(
        after_help = "Examples:\n  TOKEN=$(ward auth print-identity-token --audience https://svc.example.run.app)\n  curl -H \"Authorization: Bearer $TOKEN\" https://svc.example.run.app/"
    )]
    PrintIdentityToken {
        /// The token's `aud`: the receiving service's URL or client ID
        #[arg(long, value_name = "AUDIENCE")]
        audience: String,
    },
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
    #[arg(long, value_name = "AUDIENCE")]
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

    /// Directory for the credentials file [default: $GITHUB_WORKSPACE]
    #[arg(long, value_name = "DIR", help_heading = "Where results go")]
    pub credentials_dir: Option<PathBuf>,

    /// Run as a CI step: read INPUT_* variables, write $GITHUB_OUTPUT, $GITHUB_ENV and
    /// $GITHUB_STATE, mask tokens in the log
    #[arg(long, help_heading = "Where results go")]
    pub github_action: bool,

    /// Print the environment variables as `export NAME='value'` lines instead of the outputs
    #[arg(
        long,
        conflicts_with = "github_action",
        help_heading = "Where results go"
    )]
    pub print_env: bool,
}

#[derive(Debug, Args)]
pub struct AuthCleanupArgs {
    /// The file to remove [default: $STATE_credentials_path, then $SERVICE_CI_CREDS_PATH]
    #[arg(long, value_name = "FILE")]
    pub credentials_file: Option<PathBuf>,
}
