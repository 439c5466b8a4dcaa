use std::time::Duration;

use crate::cli::ReleaseWatchArgs;
use crate::error::{Error, Outcome, Result};
use crate::run::Ctx;
use crate::services::release_events::{project_pattern, ReleaseFilter, VersionRange};
use crate::services::release_watch::{parse_since, Selection, WatchSettings};
use crate::services::releases::parse_ref;
use crate::webhook_server::release_poll::{watch, WatchJobs};
use crate::webhook_server::routes;
use crate::webhook_server::verify::Scheme;
use ward_client::releases::ReleasesClient;

/// Variables the command never sees: ward's own key and the receiver's secret.
const HIDDEN: [&str; 2] = ["WARD_RELEASES_KEY", "WEBHOOK_SECRET"];

pub(super) async fn run(
    ctx: &Ctx,
    client: &ReleasesClient,
    args: &ReleaseWatchArgs,
) -> Result<Outcome> {
    let settings = WatchJobs {
        state_dir: crate::webhook_server::queue::dir(args.state_dir.as_deref(), &ctx.env)?,
        allow_shared_dir: args.allow_shared_state_dir,
        route: args.route.clone(),
        exec: exec_route(ctx, args)?,
        once: args.once,
        min_interval: Duration::from_secs(args.min_interval),
        watch: WatchSettings {
            selection: selection(args)?,
            filter: filter(args)?,
            since: args
                .since
                .as_deref()
                .map(parse_since)
                .transpose()
                .map_err(Error::usage)?,
        },
        hidden: HIDDEN.iter().map(|name| name.to_string()).collect(),
    };
    let watched = watch(settings, client, &ctx.printer, &ctx.interrupts).await?;
    let lowest = match watched.lowest_remaining {
        Some((lowest, reserve)) => {
            format!("; lowest X-Ratelimit-Remaining {lowest} (reserve {reserve})")
        }
        None => String::new(),
    };
    ctx.printer.info(&format!(
        "{} pass(es), {} request(s): {} release(s) queued, {} already queued, {} filtered out{lowest}",
        watched.passes, watched.requests, watched.queued, watched.duplicates, watched.skipped
    ));
    Ok(Outcome::Clean)
}

fn selection(args: &ReleaseWatchArgs) -> Result<Selection> {
    if !args.project.is_empty() {
        let refs = args
            .project
            .iter()
            .map(|text| parse_ref(text))
            .collect::<Result<_>>()?;
        return Ok(Selection::Named(refs));
    }
    if !args.tag.is_empty() {
        return Ok(Selection::Tagged(args.tag.clone()));
    }
    Ok(Selection::All)
}

fn filter(args: &ReleaseWatchArgs) -> Result<ReleaseFilter> {
    Ok(ReleaseFilter {
        cve_only: args.cve,
        no_prerelease: args.no_prerelease,
        versions: args
            .versions
            .as_deref()
            .map(VersionRange::parse)
            .transpose()
            .map_err(Error::usage)?,
        project: args
            .pattern
            .as_deref()
            .map(project_pattern)
            .transpose()
            .map_err(Error::usage)?,
    })
}

/// The route the jobs belong to, with `--exec` as its command (through the shell, as the
/// receiver's `--shell` runs it) and the retry flags as its policy.
fn exec_route(ctx: &Ctx, args: &ReleaseWatchArgs) -> Result<Option<routes::Route>> {
    let Some(exec) = &args.exec else {
        // Checked all the same: the route names jobs in the shared queue.
        let flag = [args.route.clone()];
        routes::load(&flag, None, &defaults(args), lookup(ctx).as_lookup())?;
        return Ok(None);
    };
    if exec.trim().is_empty() {
        return Err(Error::usage(
            "--exec is empty; give the command to run for each new release",
        ));
    }
    let flag = [format!("{}={exec}", args.route)];
    let mut loaded = routes::load(&flag, None, &defaults(args), lookup(ctx).as_lookup())?;
    let mut route = loaded
        .pop()
        .ok_or_else(|| Error::usage("--exec gave no command"))?;
    // The job's environment gets the release's variables, as on the receiver's route.
    route.verify.scheme = Scheme::NewReleases;
    Ok(Some(route))
}

struct PathVar(Option<std::ffi::OsString>);

impl PathVar {
    fn as_lookup(&self) -> routes::Lookup<'_> {
        routes::Lookup {
            path: self.0.as_deref(),
        }
    }
}

fn lookup(ctx: &Ctx) -> PathVar {
    PathVar(ctx.env.var_os("PATH"))
}

fn defaults(args: &ReleaseWatchArgs) -> routes::Defaults {
    routes::Defaults {
        shell: true,
        policy: routes::Policy {
            wait: false,
            timeout: Duration::from_secs(args.command_timeout),
            concurrency: routes::default_concurrency(),
            queue: *routes::limits::QUEUE.end(),
            retries: args.retries,
            backoff: Duration::from_secs(args.backoff),
            dedup_retention: Duration::from_secs(*routes::limits::DEDUP_RETENTION.end()),
        },
        verify: routes::VerifyDefaults::default(),
    }
}
