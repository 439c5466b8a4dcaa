use std::path::PathBuf;

use clap::{Args, Subcommand};

#[derive(Debug, Args)]
pub struct PolicyArgs {
    #[command(subcommand)]
    pub command: PolicyCommand,
}

#[derive(Debug, Subcommand)]
pub enum PolicyCommand {
    /// Read the IAM policy of an organization, folder or project
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
        "ward policy get projects/my-app --role roles/owner",
        "ward policy get folders/345678901234",
        "ward policy get 123456789012 --member alice@example.com",
        "ward policy get 123456789012 -o json > policy.json",
    ))]
    Get(PolicyGetArgs),

    /// Compare live IAM policies with a baseline (exit 10 on drift)
    ///
    /// The baseline is what `ward policy get -o json` prints (or `--write-baseline` wrote),
    /// or a hand-written TOML or YAML file with `resource` and a `bindings` list. Grants are
    /// compared as (role, member, condition): order never matters, and a conditional grant
    /// differs from the same role and member without one. With several resources,
    /// --baseline is a folder holding one file per resource (projects-my-app.json). A
    /// resource whose etag and baseline are unchanged since the last run is not compared
    /// again; its last result is reported. -o markdown prints a pull-request comment or
    /// step summary.
    #[command(after_help = examples!(
        "ward policy diff projects/my-app --baseline iam/projects-my-app.json",
        "ward policy diff projects/my-app --baseline iam/projects-my-app.json --write-baseline",
        "ward policy diff --resources resources.txt --baseline iam/ -o markdown >> \"$GITHUB_STEP_SUMMARY\"",
    ))]
    Diff(PolicyDiffArgs),

    /// Find grants that break rules (exit 10 when any rule is broken)
    ///
    /// Rules come from a TOML file (--rules) or built-in presets (--preset): public-members
    /// (allUsers, allAuthenticatedUsers), service-account-basic-roles (roles/owner or
    /// roles/editor held by a service account), and recommended (both). A rules file adds
    /// allowed-domains and restricted-roles rules.
    #[command(after_help = examples!(
        "ward policy check projects/my-app --preset recommended",
        "ward policy check --resources resources.txt --rules iam-rules.toml -o json",
    ))]
    Check(PolicyCheckArgs),
}

/// How to reach the policies, shared by every policy command.
#[derive(Debug, Args)]
pub struct PolicyAccessArgs {
    /// Project billed for the request, sent as x-goog-user-project (env WARD_QUOTA_PROJECT)
    #[arg(long, value_name = "PROJECT")]
    pub quota_project: Option<String>,

    /// Access token to use (discouraged on the command line; prefer WARD_ACCESS_TOKEN)
    #[arg(long, value_name = "TOKEN")]
    pub access_token: Option<String>,
}

/// The resources a drift command reads, and how.
#[derive(Debug, Args)]
pub struct PolicyResourcesArgs {
    /// Organizations, folders or projects: organizations/ID, folders/ID, projects/ID
    #[arg(value_name = "RESOURCE")]
    pub resources: Vec<String>,

    /// Read the resources from FILE, one a line (# starts a comment)
    #[arg(long = "resources", value_name = "FILE")]
    pub resources_file: Option<PathBuf>,

    /// Policies read at once (the resource manager's read quota is per minute)
    #[arg(long, value_name = "N", default_value_t = 8, value_parser = clap::value_parser!(u16).range(1..=64))]
    pub jobs: u16,

    /// Compare every resource, even one whose etag is unchanged since the last run
    #[arg(long)]
    pub no_cache: bool,
}

#[derive(Debug, Args)]
pub struct PolicyDiffArgs {
    #[command(flatten)]
    pub targets: PolicyResourcesArgs,

    /// The baseline file (.json, .toml, .yaml), or a folder of them for several resources
    #[arg(long, value_name = "PATH")]
    pub baseline: PathBuf,

    /// Record the live policies as the new baseline (JSON) after reporting the drift
    #[arg(long)]
    pub write_baseline: bool,

    #[command(flatten)]
    pub access: PolicyAccessArgs,
}

#[derive(Debug, Args)]
pub struct PolicyCheckArgs {
    #[command(flatten)]
    pub targets: PolicyResourcesArgs,

    /// The rules file (TOML)
    #[arg(long, value_name = "FILE", required_unless_present = "preset")]
    pub rules: Option<PathBuf>,

    /// A built-in set of rules: public-members, service-account-basic-roles, recommended
    #[arg(long, value_name = "NAME")]
    pub preset: Vec<String>,

    #[command(flatten)]
    pub access: PolicyAccessArgs,
}

#[derive(Debug, Args)]
pub struct PolicyGetArgs {
    /// organizations/ID (or the bare numeric ID), folders/ID, or projects/ID (ID or number)
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

    #[command(flatten)]
    pub access: PolicyAccessArgs,
}
