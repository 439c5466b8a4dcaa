//! `ward webhook jobs`: read and manage the receiver's job queue, from outside the server.

use std::path::{Path, PathBuf};

use serde_json::{json, Value};

use crate::cli::{JobStateArg, WebhookJobsArgs, WebhookJobsCommand};
use crate::error::{Error, Outcome, Result};
use crate::output::Table;
use crate::run::Ctx;
use crate::views::jobs::{self as view, time_of};
use crate::webhook_server::queue::redis_jobs::RedisJobs;
use crate::webhook_server::queue::{self, db, Job, State};

/// The queue the jobs are read from: the embedded file, or the receivers' Redis.
enum Source {
    Local {
        connection: rusqlite::Connection,
        path: PathBuf,
    },
    Redis(RedisJobs),
}

impl Source {
    fn open(args: &WebhookJobsArgs, env: &crate::environment::Env) -> Result<Self> {
        if let Some(path) = &args.queue_file {
            let text = crate::webhook_server::files::read_text(
                path,
                "the queue URL file",
                crate::webhook_server::files::SECRET_MAX,
            )?;
            return Ok(Self::Redis(RedisJobs::connect(text.trim())?));
        }
        if let Some(url) = &args.queue {
            return Ok(Self::Redis(RedisJobs::connect(url.trim())?));
        }
        let dir = queue::dir(args.state_dir.as_deref(), env)?;
        let path = db::path_in(&dir);
        if !path.exists() {
            return Err(
                Error::NotFound(format!("no job queue in {}", dir.display())).with_hint(
                    "start `ward webhook serve` first, point --state-dir at its directory, or give --queue for a Redis queue",
                ),
            );
        }
        Ok(Self::Local {
            connection: db::open(&dir)?,
            path,
        })
    }

    fn list(&mut self, filter: &db::ListFilter<'_>) -> Result<Vec<Job>> {
        match self {
            Self::Local { connection, path } => {
                db::list(connection, filter).map_err(|error| read_error(path, error))
            }
            Self::Redis(jobs) => jobs.list(filter.route, filter.state, filter.limit),
        }
    }

    fn show(&mut self, id: &str) -> Result<Job> {
        let job = match self {
            Self::Local { connection, path } => {
                db::get(connection, id).map_err(|error| read_error(path, error))?
            }
            Self::Redis(jobs) => jobs.find(id)?.map(|found| found.job),
        };
        job.ok_or_else(|| no_job(id))
    }

    /// Queue a finished or failed job again; the job's state when it cannot be.
    fn retry(&mut self, id: &str) -> Result<std::result::Result<(), State>> {
        match self {
            Self::Local { connection, path } => {
                let job = db::get(connection, id)
                    .map_err(|error| read_error(path, error))?
                    .ok_or_else(|| no_job(id))?;
                let queued = db::retry(connection, id, db::now_ms())
                    .map_err(|error| read_error(path, error))?;
                Ok(if queued { Ok(()) } else { Err(job.state) })
            }
            Self::Redis(jobs) => {
                let found = jobs.find(id)?.ok_or_else(|| no_job(id))?;
                Ok(if jobs.retry(&found)? {
                    Ok(())
                } else {
                    Err(found.job.state)
                })
            }
        }
    }

    fn purge(&mut self, before: i64) -> Result<usize> {
        match self {
            Self::Local { connection, path } => {
                db::purge(connection, before).map_err(|error| read_error(path, error))
            }
            Self::Redis(jobs) => jobs.purge(before),
        }
    }
}

fn read_error(path: &Path, error: rusqlite::Error) -> Error {
    db::sql_error("could not read", path, error)
}

fn no_job(id: &str) -> Error {
    Error::NotFound(format!("no job {id}")).with_hint("run `ward webhook jobs list` to see the IDs")
}

pub(super) fn run(ctx: &Ctx, args: &WebhookJobsArgs) -> Result<Outcome> {
    let mut source = Source::open(args, &ctx.env)?;
    match &args.command {
        WebhookJobsCommand::List {
            state,
            route,
            limit,
        } => {
            let filter = db::ListFilter {
                state: state.map(state_of),
                route: route.as_deref(),
                limit: usize::try_from(*limit).unwrap_or(usize::MAX),
            };
            let jobs = source.list(&filter)?;
            let items: Vec<Value> = jobs.iter().map(view::summary).collect();
            ctx.printer.list(&json!({ "jobs": items }), &items, || {
                view::list_table(&jobs)
            })?;
            if jobs.is_empty() && ctx.printer.is_table() {
                ctx.printer.hint("no jobs match");
            }
        }
        WebhookJobsCommand::Show { id } => {
            let job = source.show(id)?;
            ctx.printer
                .object(&view::detail(&job), || view::detail_table(&job))?;
        }
        WebhookJobsCommand::Retry { id } => {
            if let Err(state) = source.retry(id)? {
                return Err(Error::usage(format!(
                    "job {id} is {}; only succeeded, failed or dead jobs can be queued again",
                    state.as_str()
                )));
            }
            let value = json!({ "id": id, "state": "queued" });
            ctx.printer.object(&value, || {
                Table::fields([("id", id.clone()), ("state", "queued".to_string())])
            })?;
        }
        WebhookJobsCommand::Purge { older_than } => {
            let before = cutoff(older_than)?;
            let removed = source.purge(before)?;
            let value = json!({ "removed": removed, "before": time_of(before) });
            ctx.printer.object(&value, || {
                Table::fields([
                    ("removed", removed.to_string()),
                    ("before", time_of(before)),
                ])
            })?;
        }
    }
    if let Source::Redis(jobs) = &source {
        if jobs.skipped > 0 {
            ctx.printer.warn(&format!(
                "skipped {} entr{} in Redis that are not jobs ward wrote (damaged, or written by something else)",
                jobs.skipped,
                if jobs.skipped == 1 { "y" } else { "ies" }
            ));
        }
    }
    Ok(Outcome::Clean)
}

fn state_of(arg: JobStateArg) -> State {
    match arg {
        JobStateArg::Queued => State::Queued,
        JobStateArg::Running => State::Running,
        JobStateArg::Succeeded => State::Succeeded,
        JobStateArg::Failed => State::Failed,
        JobStateArg::Dead => State::Dead,
    }
}

/// `30m`, `12h`, `7d`, `90s`, or an RFC 3339 time: the moment before which jobs go.
fn cutoff(text: &str) -> Result<i64> {
    let text = text.trim();
    if let Ok(time) =
        time::OffsetDateTime::parse(text, &time::format_description::well_known::Rfc3339)
    {
        return i64::try_from(time.unix_timestamp_nanos() / 1_000_000).map_err(|_| bad_age(text));
    }
    let split = text
        .find(|c: char| !c.is_ascii_digit())
        .ok_or_else(|| bad_age(text))?;
    let (number, unit) = text.split_at(split);
    let number: i64 = number.parse().map_err(|_| bad_age(text))?;
    let seconds = match unit {
        "s" => 1,
        "m" => 60,
        "h" => 3600,
        "d" => 86_400,
        "w" => 604_800,
        _ => return Err(bad_age(text)),
    };
    let age = number
        .checked_mul(seconds * 1000)
        .ok_or_else(|| bad_age(text))?;
    Ok(db::now_ms().saturating_sub(age))
}

fn bad_age(text: &str) -> Error {
    Error::usage(format!(
        "--older-than \"{text}\" is not an age; use a number with s, m, h, d or w (e.g. 7d), or an RFC 3339 time"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ages_and_times() {
        let now = db::now_ms();
        let day = cutoff("1d").unwrap();
        assert!((now - 86_400_000 - 1000..=now - 86_400_000 + 1000).contains(&day));
        assert_eq!(cutoff("1970-01-01T00:00:01Z").unwrap(), 1000);
        for bad in ["", "7", "d", "7y", "-1d", "99999999999999999999d"] {
            assert!(cutoff(bad).is_err(), "{bad}");
        }
    }
}
