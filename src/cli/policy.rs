use clap::{Args, Subcommand};

use crate::secret::Secret;

#[derive(Debug, Args)]
pub struct PolicyArgs {
    #[command(subcommand)]
    pub command: PolicyCommand,
}

#[derive(Debug, Subcommand)]
pub enum PolicyCommand {
    /// Read the IAM policy of an organization
    ///
    /// Credentials come from, in order: --access-token / WARD_ACCESS_TOKEN /
    /// CLOUDSDK_AUTH_ACCESS_TOKEN; the credentials file named by SERVICE_APPLICATION_CREDENTIALS,
    /// GOOGLE_APPLICATION_CREDENTIALS or CLOUDSDK_AUTH_CREDENTIAL_FILE_OVERRIDE (what `ward auth`
    /// exports: external_account, service_account or authorized_user); the cloud CLI's
    /// application-default credentials file.
    #[command(
        after_help = "Examples:\n  ward policy get organizations/123456789012\n  ward policy get 123456789012 --role roles/owner\n  ward policy get 123456789012 --member user:alice@example.com -o json"
    )]
    Get(PolicyGetArgs),
}

#[derive(Debug, Args)]
pub struct PolicyGetArgs {
    /// The organization: organizations/ID or a bare numeric ID
    pub resource: String,

    /// Highest policy version to ask for (3 is needed to see conditional bindings)
    #[arg(long, value_name = "N", default_value_t = 3, value_parser = parse_policy_version)]
    pub policy_version: u8,

    /// Show only bindings of this role (e.g. roles/owner)
    #[arg(long, value_name = "ROLE")]
    pub role: Option<String>,

    /// Show only rows of this member (e.g. user:alice@example.com)
    #[arg(long, value_name = "MEMBER")]
    pub member: Option<String>,

    /// Project billed for quota (sent as x-goog-user-project)
    #[arg(long, value_name = "PROJECT", env = "WARD_QUOTA_PROJECT")]
    pub quota_project: Option<String>,

    /// OAuth2 access token to use as is (discouraged on the command line: prefer
    /// WARD_ACCESS_TOKEN or a credentials file)
    #[arg(long, value_name = "TOKEN", value_parser = parse_secret, hide_env_values = true)]
    pub access_token: Option<Secret>,
}

fn parse_secret(value: &str) -> Result<Secret, String> {
    if value.trim().is_empty() {
        Err("the access token is empty".to_string())
    } else {
        Ok(Secret::new(value.trim()))
    }
}

fn parse_policy_version(value: &str) -> Result<u8, String> {
    match value.trim() {
        "0" => Ok(0),
        "1" => Ok(1),
        "3" => Ok(3),
        _ => Err("the policy version must be 0, 1 or 3".to_string()),
    }
}
