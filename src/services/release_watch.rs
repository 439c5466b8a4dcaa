//! The poll path of `release watch`: which tracked projects to read, one pass over them
//! that finds the releases not seen before, what was seen (kept in the state directory),
//! and the pause between passes chosen from the rate-limit budget. Nothing here runs a
//! command or knows the queue: a pass hands back events, and whoever called it turns them
//! into jobs.

use std::collections::{BTreeMap, HashSet};
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::{Deserialize, Serialize};
use ward_client::releases::{BudgetSnapshot, Project, ProjectQuery, ProjectRef, ReleasesClient};

use super::release_events::{excluded_by_project, ReleaseEvent, ReleaseFilter};
use crate::error::{Error, Result};

/// The share of the hourly budget a watch never spends, so the user's other commands keep
/// working: a fifth of the limit, and at least this many requests.
pub(crate) const RESERVE_SHARE: u64 = 5;
pub(crate) const RESERVE_MIN: u64 = 20;

/// Identities kept per project: more than a release page holds, so a release that stays on
/// the first page is never taken for new.
const KEPT_PER_PROJECT: usize = 500;

/// Pages of one project read in one pass when every release on them is new: beyond this,
/// older releases are taken as seen.
const MAX_PAGES: u64 = 20;

/// Largest state file read back.
const STATE_MAX: u64 = 64 * 1024 * 1024;

/// Which projects a watch reads.
#[derive(Debug, Clone)]
pub(crate) enum Selection {
    All,
    Named(Vec<ProjectRef>),
    Tagged(Vec<String>),
}

/// What one watch looks for, from the flags.
#[derive(Debug, Clone)]
pub(crate) struct WatchSettings {
    pub selection: Selection,
    pub filter: ReleaseFilter,
    /// The first run runs releases published since this RFC 3339 time instead of only
    /// recording what exists.
    pub since: Option<String>,
}

/// What the watch remembers between passes and runs: the identities of each project's
/// releases it has read.
#[derive(Debug, Default, Serialize, Deserialize)]
pub(crate) struct Seen {
    projects: BTreeMap<String, Vec<String>>,
}

/// The state file in the state directory.
pub(crate) fn state_path(dir: &Path) -> PathBuf {
    dir.join("release-watch.json")
}

impl Seen {
    /// What an earlier run recorded, or None on the first run.
    pub(crate) fn load(dir: &Path) -> Result<Option<Self>> {
        let path = state_path(dir);
        let bytes = match ward_files::read_bounded(&path, STATE_MAX) {
            Ok(bytes) => bytes,
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(error) => {
                return Err(Error::io(
                    format!("could not read {}", path.display()),
                    error,
                ))
            }
        };
        serde_json::from_slice(&bytes).map(Some).map_err(|error| {
            Error::runtime(format!(
                "{} is not a watch state file: {error}",
                path.display()
            ))
            .with_hint(
                "move it away to start over (the next run records what exists and runs nothing)",
            )
        })
    }

    pub(crate) fn save(&self, dir: &Path) -> Result<()> {
        let path = state_path(dir);
        let bytes = serde_json::to_vec(self).unwrap_or_default();
        ward_files::write_private(&path, &bytes)
            .map_err(|error| Error::io(format!("could not write {}", path.display()), error))
    }
}

/// What a pass found and cost.
#[derive(Debug, Default)]
pub(crate) struct Pass {
    /// New releases that pass the filters, oldest first per project.
    pub events: Vec<ReleaseEvent>,
    /// New releases left out, with why.
    pub skipped: Vec<(ReleaseEvent, String)>,
    pub requests: u64,
    pub projects: usize,
}

/// The projects the selection names; an unknown project or tag fails naming it.
pub(crate) async fn projects(
    client: &ReleasesClient,
    selection: &Selection,
) -> Result<(Vec<Project>, u64)> {
    let mut requests = 0;
    match selection {
        Selection::Named(refs) => {
            let mut found = Vec::with_capacity(refs.len());
            for project in refs {
                requests += 1;
                found.push(client.project(project).await?);
            }
            Ok((found, requests))
        }
        Selection::All => list(client, ProjectQuery::default(), &mut requests)
            .await
            .map(|found| (found, requests)),
        Selection::Tagged(names) => {
            requests += 1;
            let tags = client.tags().await?;
            let mut found = Vec::new();
            let mut ids = HashSet::new();
            for name in names {
                let tag = tags
                    .tags
                    .iter()
                    .find(|tag| tag.name == *name || tag.id == *name)
                    .ok_or_else(|| {
                        Error::NotFound(format!("no tag named \"{name}\" on the release tracker"))
                            .with_hint("`ward tag list` shows the tags")
                    })?;
                let query = ProjectQuery {
                    tag: Some(tag.id.clone()),
                    ..ProjectQuery::default()
                };
                for project in list(client, query, &mut requests).await? {
                    if ids.insert(project.id.clone()) {
                        found.push(project);
                    }
                }
            }
            Ok((found, requests))
        }
    }
}

async fn list(
    client: &ReleasesClient,
    query: ProjectQuery,
    requests: &mut u64,
) -> Result<Vec<Project>> {
    let mut found = Vec::new();
    let mut page = 1;
    loop {
        *requests += 1;
        let answer = client.projects_page(&query, page).await?;
        let empty = answer.projects.is_empty();
        found.extend(answer.projects);
        if empty || page >= answer.total_pages {
            return Ok(found);
        }
        page += 1;
    }
}

/// One pass: each project's newest releases, compared with what was seen. A project seen
/// for the first time (on the first run, or tracked since) is recorded without events,
/// unless `since` asks for its releases from then on. `before_request` is awaited before each request (the pacing).
pub(crate) async fn pass<F, Fut>(
    client: &ReleasesClient,
    settings: &WatchSettings,
    projects: &[Project],
    seen: &mut Seen,
    mut before_request: F,
) -> Result<Pass>
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = ()>,
{
    let mut found = Pass {
        projects: projects.len(),
        ..Pass::default()
    };
    for project in projects {
        let key = format!("{}/{}", project.provider, project.name);
        let known: Option<HashSet<String>> = seen
            .projects
            .get(&key)
            .map(|ids| ids.iter().cloned().collect());
        let reference = ProjectRef::name(&project.provider, &project.name);
        let mut fresh = Vec::new();
        // Every identity read, newest first: what is kept for the next pass.
        let mut read = Vec::new();
        let mut page = 1;
        loop {
            before_request().await;
            found.requests += 1;
            let answer = client.releases_page(&reference, page).await?;
            let mut all_new = !answer.releases.is_empty();
            for release in &answer.releases {
                let event = ReleaseEvent::polled(&project.provider, &project.name, release);
                let id = event.id();
                // A project not seen before: what exists is recorded, not run, unless
                // --since asks for what came since then.
                let is_new = match &known {
                    Some(known) => !known.contains(&id),
                    None => settings
                        .since
                        .as_deref()
                        .is_some_and(|since| after(&event, since)),
                };
                all_new &= is_new;
                read.push(id);
                if is_new {
                    fresh.push((event, release.is_excluded == Some(true)));
                }
            }
            let more = all_new && page < answer.total_pages && page < MAX_PAGES;
            if !more {
                break;
            }
            page += 1;
        }
        // Oldest first, so commands see a project's releases in the order they came.
        for (event, excluded) in fresh.into_iter().rev() {
            let reason = if excluded {
                Some("the tracker marks the release excluded for this project".into())
            } else {
                excluded_by_project(&project.settings, &event)
            };
            match reason.or_else(|| settings.filter.rejects(&event)) {
                Some(reason) => found.skipped.push((event, reason)),
                None => found.events.push(event),
            }
        }
        let entry = seen.projects.entry(key).or_default();
        let mut merged: Vec<String> = read;
        for id in entry.drain(..) {
            if !merged.contains(&id) {
                merged.push(id);
            }
        }
        merged.truncate(KEPT_PER_PROJECT);
        *entry = merged;
    }
    Ok(found)
}

/// Whether the release came at or after `since` (RFC 3339 times compare as instants; a
/// release without a time is taken as new).
fn after(event: &ReleaseEvent, since: &str) -> bool {
    let parse = |text: &str| {
        time::OffsetDateTime::parse(text, &time::format_description::well_known::Rfc3339).ok()
    };
    match (event.time.as_deref().and_then(parse), parse(since)) {
        (Some(time), Some(since)) => time >= since,
        _ => true,
    }
}

/// `--since`: an RFC 3339 time or a date (midnight UTC), as RFC 3339.
pub(crate) fn parse_since(text: &str) -> std::result::Result<String, String> {
    use time::format_description::well_known::Rfc3339;
    let text = text.trim();
    if time::OffsetDateTime::parse(text, &Rfc3339).is_ok() {
        return Ok(text.to_string());
    }
    let wrong = || {
        format!("--since {text:?} is not a date (2024-05-01) or an RFC 3339 time (2024-05-01T12:00:00Z)")
    };
    let parts: Vec<&str> = text.split('-').collect();
    let [year, month, day] = parts.as_slice() else {
        return Err(wrong());
    };
    let digits = |part: &str, width: usize| {
        (part.len() == width && part.bytes().all(|b| b.is_ascii_digit()))
            .then(|| part.parse::<u16>().ok())
            .flatten()
    };
    let (Some(year), Some(month), Some(day)) = (digits(year, 4), digits(month, 2), digits(day, 2))
    else {
        return Err(wrong());
    };
    let month = u8::try_from(month)
        .ok()
        .and_then(|month| time::Month::try_from(month).ok())
        .ok_or_else(wrong)?;
    let day = u8::try_from(day).map_err(|_| wrong())?;
    let date = time::Date::from_calendar_date(i32::from(year), month, day).map_err(|_| wrong())?;
    Ok(date
        .midnight()
        .assume_utc()
        .format(&Rfc3339)
        .unwrap_or_default())
}

/// The budget a watch leaves alone.
pub(crate) fn reserve(limit: u64) -> u64 {
    (limit / RESERVE_SHARE).max(RESERVE_MIN)
}

/// How long to wait before the next request so the budget stays above the reserve: none
/// while it does, else until the window resets.
pub(crate) fn wait_for_budget(budget: Option<BudgetSnapshot>) -> Option<Duration> {
    let budget = budget?;
    (budget.remaining <= reserve(budget.limit)).then_some(budget.reset_in + Duration::from_secs(1))
}

/// The pause between passes: the passes the budget above the reserve pays for in an hour,
/// spread over it, never under `floor`.
pub(crate) fn interval(budget: Option<BudgetSnapshot>, cost: u64, floor: Duration) -> Duration {
    let Some(budget) = budget else {
        return floor;
    };
    let spendable = budget.limit.saturating_sub(reserve(budget.limit)).max(1);
    let passes = (spendable / cost.max(1)).max(1);
    (Duration::from_secs(3600) / u32::try_from(passes).unwrap_or(u32::MAX)).max(floor)
}

#[cfg(test)]
mod tests {
    use super::*;

    const MIN_INTERVAL: Duration = Duration::from_secs(60);

    #[test]
    fn pacing_keeps_the_reserve() {
        assert_eq!(reserve(5000), 1000);
        assert_eq!(reserve(50), RESERVE_MIN);
        let budget = |remaining| BudgetSnapshot {
            limit: 5000,
            remaining,
            reset_in: Duration::from_secs(30),
        };
        assert_eq!(wait_for_budget(Some(budget(1001))), None);
        assert_eq!(
            wait_for_budget(Some(budget(1000))),
            Some(Duration::from_secs(31))
        );
        assert_eq!(wait_for_budget(None), None);
        // 4,000 spendable requests, 2,000 a pass: two passes an hour; 2,001: one.
        assert_eq!(
            interval(Some(budget(5000)), 2000, MIN_INTERVAL),
            Duration::from_secs(1800)
        );
        assert_eq!(
            interval(Some(budget(5000)), 2001, MIN_INTERVAL),
            Duration::from_secs(3600)
        );
        assert_eq!(interval(Some(budget(5000)), 10, MIN_INTERVAL), MIN_INTERVAL);
        assert_eq!(interval(None, 10, MIN_INTERVAL), MIN_INTERVAL);
    }

    #[test]
    fn since_takes_dates_and_times() {
        assert_eq!(parse_since("2024-05-01").unwrap(), "2024-05-01T00:00:00Z");
        assert_eq!(
            parse_since("2024-05-01T12:00:00+02:00").unwrap(),
            "2024-05-01T12:00:00+02:00"
        );
        assert!(parse_since("yesterday").unwrap_err().contains("--since"));
        let event = |time: &str| ReleaseEvent {
            provider: "npm".into(),
            project: "p".into(),
            version: "1".into(),
            time: Some(time.into()),
            cve: Vec::new(),
            is_prerelease: false,
            is_updated: false,
            extra: serde_json::Map::new(),
        };
        assert!(after(
            &event("2024-05-01T00:00:00Z"),
            "2024-05-01T00:00:00Z"
        ));
        assert!(!after(
            &event("2024-04-30T23:59:59Z"),
            "2024-05-01T00:00:00Z"
        ));
    }
}
