use clap::{Args, Subcommand};

#[derive(Debug, Args)]
pub struct PolicyArgs {
    #[command(subcommand)]
    pub command: PolicyCommand,
}

#[derive(Debug, Subcommand)]
pub enum PolicyCommand {
    /// Read an organization's IAM policy
    ///
    /// Credentials, first found wins: --access-token, WARD_ACCESS_TOKEN,
    /// GOOGLE_OAUTH_ACCESS_TOKEN, CLOUDSDK_AUTH_ACCESS_TOKEN, the file named by
    /// CLOUDSDK_AUTH_ACCESS_TOKEN_FILE; the credentials file named by
    /// CLOUDSDK_AUTH_CREDENTIAL_FILE_OVERRIDE, SERVICE_APPLICATION_CREDENTIALS,
    /// SERVICE_CI_CREDS_PATH, GOOGLE_APPLICATION_CREDENTIALS or GOOGLE_GHA_CREDS_PATH (what
    /// `ward auth` exports); gcloud's application-default credentials; the metadata server
    /// (GCE_METADATA_HOST). `-v` says which was used.
    #[command(after_help = examples!(
        "ward policy get organizations/123456789012",
        "ward policy get 123456789012 --role roles/owner",
        "ward policy get 123456789012 --member alice@example.com",
        "ward policy get 123456789012 -o json > policy.json",
    ))]
    Get(PolicyGetArgs),
}

#[derive(Debug, Args)]
pub struct PolicyGetArgs {
    /// The organization: organizations/ID or the bare numeric ID
    pub resource: String,

    /// Highest policy version to return (policies with conditional bindings need 3)
    #[arg(long, value_name = "VERSION", default_value = "3", value_parser = ["0", "1", "3"])]
    pub policy_version: String,

    /// Show only bindings of this role (for example roles/owner)
    #[arg(long)]
    pub role: Option<String>,

    /// Show only this member (user:alice@example.com, or just alice@example.com)
    #[arg(long)]
    pub member: Option<String>,

    /// Project billed for the request, sent as x-goog-user-project (env WARD_QUOTA_PROJECT)
    #[arg(long, value_name = "PROJECT")]
    pub quota_project: Option<String>,

    /// Access token to use (discouraged on the command line; prefer WARD_ACCESS_TOKEN)
    #[arg(long, value_name = "TOKEN")]
    pub access_token: Option<String>,
}
