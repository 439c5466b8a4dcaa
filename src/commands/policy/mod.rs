//! `ward policy get`, `diff` and `check`.

mod check;
mod diff;
mod get;

use crate::cli::{PolicyAccessArgs, PolicyArgs, PolicyCommand, PolicyResourcesArgs};
use crate::cloud::chain;
use crate::error::{Error, Outcome, Result};
use crate::input::{self, Kind};
use crate::run::Ctx;
use crate::services::policy::cache::Cache;
use crate::services::policy::Resource;
use ward_client::cloud::CloudClient;
use ward_client::secret::Secret;

pub(super) async fn run(ctx: &Ctx, args: PolicyArgs) -> Result<Outcome> {
    match args.command {
        PolicyCommand::Get(get) => get::run(ctx, &get).await,
        PolicyCommand::Diff(diff) => diff::run(ctx, &diff).await,
        PolicyCommand::Check(check) => check::run(ctx, &check).await,
    }
}

/// The cloud client, the access token and the project billed, from the flags and the
/// credential chain.
struct Access {
    cloud: CloudClient,
    token: Secret,
    /// Where the token came from, for messages.
    source: String,
    quota_project: Option<String>,
}

async fn access(ctx: &Ctx, args: &PolicyAccessArgs) -> Result<Access> {
    let cloud = crate::cloud::cloud_client(&ctx.http, &ctx.config);
    let flag = args.access_token.as_deref().map(Secret::new);
    let credential =
        chain::access_token(&cloud, &ctx.env, flag.as_ref(), chain::READ_ONLY_SCOPE).await?;
    let quota_project = ctx
        .config
        .lookup(
            args.quota_project.as_deref(),
            &["WARD_QUOTA_PROJECT", "GOOGLE_CLOUD_QUOTA_PROJECT"],
            "resourcemanager",
            "quota_project",
        )
        .map(|setting| setting.value)
        .or(credential.quota_project.clone());
    Ok(Access {
        cloud,
        token: credential.token,
        source: credential.source,
        quota_project,
    })
}

impl Access {
    fn reader(&self) -> crate::services::policy::read::Reader<'_> {
        crate::services::policy::read::Reader {
            cloud: &self.cloud,
            token: &self.token,
            quota_project: self.quota_project.as_deref(),
            source: &self.source,
        }
    }
}

/// The cache `diff` and `check` keep (unless `--no-cache`), and the current policy of each
/// resource, read concurrently and returned in the order given.
async fn read_all(
    ctx: &Ctx,
    access: &PolicyAccessArgs,
    targets: &PolicyResourcesArgs,
    resources: &[Resource],
) -> Result<(Option<Cache>, Vec<serde_json::Value>)> {
    let cache = cache(ctx, targets)?;
    let access = self::access(ctx, access).await?;
    let policies = access
        .reader()
        .read_all(resources, usize::from(targets.jobs))
        .await?;
    Ok((cache, policies))
}

/// The resources named on the command line, then those of `--resources`, each once,
/// in that order; all checked before anything is read.
fn resources(ctx: &Ctx, args: &PolicyResourcesArgs) -> Result<Vec<Resource>> {
    let mut named: Vec<(String, String)> = args
        .resources
        .iter()
        .map(|text| (text.clone(), String::new()))
        .collect();
    if let Some(path) = &args.resources_file {
        let text = input::read_kind(
            path,
            ctx.printer.terminal(),
            input::Context {
                stdin: "could not read the resources from standard input",
                file: format!("could not read the resources file {}", path.display()),
            },
            Kind::List,
        )?;
        for (index, line) in text.lines().enumerate() {
            let line = line.split('#').next().unwrap_or_default().trim();
            if !line.is_empty() {
                named.push((
                    line.to_string(),
                    format!(" (line {} of {})", index + 1, path.display()),
                ));
            }
        }
    }
    let mut resources: Vec<Resource> = Vec::new();
    for (text, place) in named {
        let resource = Resource::parse(&text).map_err(|error| {
            if place.is_empty() {
                error
            } else {
                Error::usage(format!("{error}{place}"))
            }
        })?;
        if !resources.contains(&resource) {
            resources.push(resource);
        }
    }
    if resources.is_empty() {
        return Err(
            Error::usage("name at least one RESOURCE, or give --resources FILE").with_hint(
                "for example: ward policy diff projects/my-app --baseline iam/projects-my-app.json",
            ),
        );
    }
    Ok(resources)
}

/// The cache of last results, unless `--no-cache` or no state directory is known (the
/// cache saves reads of unchanged policies; without it every resource is compared).
fn cache(ctx: &Ctx, args: &PolicyResourcesArgs) -> Result<Option<Cache>> {
    if args.no_cache {
        return Ok(None);
    }
    ctx.env.state_dir().map(|dir| Cache::open(&dir)).transpose()
}
