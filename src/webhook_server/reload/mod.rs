//! Reading the routes again while the receiver runs, on SIGHUP or `ward webhook serve
//! --reload` (which reaches the receiver through [`control`], since Windows has no
//! SIGHUP). The routes are read and armed exactly as at the start; a table that fails
//! changes nothing. One that passes replaces the old one in a single swap, so a delivery
//! sees one table or the other, never none.
//!
//! A route whose command and running policy are the same keeps its workers; one whose
//! command or policy changed gets new workers, while the old ones finish the job they are
//! running under the old route and give back the one they had claimed next. A removed
//! route answers 404 like any unknown one; its queued jobs stay in the queue, counted,
//! and run once it is back.

pub(crate) mod control;

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, PoisonError, RwLock};

use bytes::Bytes;
use tokio::sync::{mpsc, watch};
use tokio::task::JoinSet;

use super::dispatch::{self, Lane, Shared};
use super::notices::Notices;
use super::routes::Route;
use super::{landing, queue, Running, Settings};
use crate::error::{Error, Result};
use crate::serve::hangup::Hangups;
use crate::serve::stop::Stop;

/// The routes read again and armed, with the warnings to show (secrets short enough to
/// guess).
pub(crate) struct Loaded {
    pub routes: Vec<Route>,
    pub warnings: Vec<String>,
}

/// Reads and checks the routes as the start did; the command makes it from its flags.
pub(crate) type Loader = Arc<dyn Fn() -> Result<Loaded> + Send + Sync>;

/// What deliveries are routed by: each route's lane, and the landing page that lists them.
pub(super) struct Routing {
    pub lanes: HashMap<String, Arc<Lane>>,
    pub page: Bytes,
}

/// The routing in use. A reader holds the one it took until its delivery is answered; a
/// reload puts a whole new one in its place.
#[derive(Clone)]
pub(crate) struct Table(Arc<RwLock<Arc<Routing>>>);

impl Table {
    fn new(routing: Routing) -> Self {
        Self(Arc::new(RwLock::new(Arc::new(routing))))
    }

    pub(super) fn current(&self) -> Arc<Routing> {
        Arc::clone(&self.0.read().unwrap_or_else(PoisonError::into_inner))
    }

    pub(super) fn get(&self, route: &str) -> Option<Arc<Lane>> {
        self.current().lanes.get(route).cloned()
    }

    pub(super) fn page(&self) -> Bytes {
        self.current().page.clone()
    }

    fn swap(&self, routing: Routing) {
        *self.0.write().unwrap_or_else(PoisonError::into_inner) = Arc::new(routing);
    }
}

/// Reloads and the workers of each route, from start-up until the receiver stops.
pub(super) struct Reloader {
    loader: Option<Loader>,
    table: Table,
    shared: Arc<Shared>,
    abort: watch::Receiver<bool>,
    /// Each served route's workers: told to take no new job once their route is replaced
    /// or removed.
    crews: HashMap<String, watch::Sender<bool>>,
    /// How many unfinished jobs the queue holds for routes not served now (removed ones,
    /// and those found at start-up), taken up again when a route comes back.
    parked: HashMap<String, Arc<AtomicUsize>>,
    /// The --page file, kept across reloads; None: the built-in page of the routes.
    custom_page: Option<Bytes>,
    hangups: Hangups,
    requests: mpsc::Receiver<control::Request>,
    /// Held for its record and listener, both gone when the receiver stops.
    _control: Option<control::Listening>,
    notices: Notices,
}

/// Where a reload came from, as the notices name it.
const BY_SIGNAL: &str = "SIGHUP";
const BY_COMMAND: &str = "ward webhook serve --reload";

impl Reloader {
    /// `lanes` are the routes of the start, `pending` the unfinished jobs the queue held then
    /// per route.
    pub(super) fn new(
        settings: &Settings,
        lanes: HashMap<String, Arc<Lane>>,
        pending: &HashMap<String, usize>,
        shared: &Arc<Shared>,
        abort: &watch::Receiver<bool>,
        hangups: Hangups,
    ) -> Self {
        let custom_page = settings.page.clone().map(Bytes::from);
        let page = custom_page
            .clone()
            .unwrap_or_else(|| Bytes::from(landing::page(&settings.routes)));
        let parked = pending
            .iter()
            .filter(|(route, _)| !lanes.contains_key(*route))
            .map(|(route, count)| (route.clone(), Arc::new(AtomicUsize::new(*count))))
            .collect();
        let (control, requests) = match &settings.reload {
            Some(_) => control::listen(&settings.queue.state_dir, &shared.notices),
            None => (None, mpsc::channel(1).1),
        };
        Self {
            loader: settings.reload.clone(),
            table: Table::new(Routing { lanes, page }),
            shared: Arc::clone(shared),
            abort: abort.clone(),
            crews: HashMap::new(),
            parked,
            custom_page,
            hangups,
            requests,
            _control: control,
            notices: shared.notices.clone(),
        }
    }

    pub(super) fn table(&self) -> Table {
        self.table.clone()
    }

    /// The lanes served now.
    pub(super) fn lanes(&self) -> Vec<Arc<Lane>> {
        self.table.current().lanes.values().cloned().collect()
    }

    /// The workers of every route of the start.
    pub(super) fn start(&mut self) -> JoinSet<()> {
        let mut workers = JoinSet::new();
        for lane in self.table.current().lanes.values() {
            self.hire(lane, &mut workers);
        }
        workers
    }

    /// Starts `lane`'s workers among `workers`; those its route had before take no new job.
    fn hire(&mut self, lane: &Arc<Lane>, workers: &mut JoinSet<()>) {
        let (retire, retired) = watch::channel(false);
        let one = HashMap::from([(lane.route.name.clone(), Arc::clone(lane))]);
        let mut crew = dispatch::start(&one, &self.shared, &retired, &self.abort);
        // Dropping the outer set (a shutdown that gave up waiting) drops this one, which
        // ends its workers as it did when they were in the outer set themselves.
        workers.spawn(async move { while crew.join_next().await.is_some() {} });
        if let Some(previous) = self.crews.insert(lane.route.name.clone(), retire) {
            let _ = previous.send(true);
        }
    }

    fn retire(&mut self, route: &str) {
        if let Some(crew) = self.crews.remove(route) {
            let _ = crew.send(true);
        }
    }

    /// Serves reloads until the receiver is asked to stop; then no worker takes a new job.
    pub(super) async fn serve(&mut self, stop: &mut Stop, running: &mut Running) {
        loop {
            let (cause, caller) = tokio::select! {
                () = stop.next() => break,
                () = self.hangups.next() => (BY_SIGNAL, None),
                Some(request) = self.requests.recv() => (BY_COMMAND, Some(request)),
            };
            let outcome = self.reload(&mut running.workers).await;
            running.lanes = self.lanes();
            // Crews that were replaced and have finished: nothing is left to wait for.
            while running.workers.try_join_next().is_some() {}
            match &outcome {
                Ok(summary) => self
                    .notices
                    .info(&format!("routes read again ({cause}): {summary}")),
                Err(error) => self.notices.warn(&refusal(cause, error)),
            }
            if let Some(caller) = caller {
                let _ = caller.reply.send(outcome);
            }
        }
        for crew in self.crews.values() {
            let _ = crew.send(true);
        }
    }

    /// Reads the routes again and, when they pass, puts them in place; says what changed.
    async fn reload(&mut self, workers: &mut JoinSet<()>) -> Result<String> {
        let Some(loader) = self.loader.clone() else {
            return Err(Error::usage(
                "this receiver was not given a way to read its routes again",
            ));
        };
        let loaded = tokio::task::spawn_blocking(move || loader())
            .await
            .map_err(|error| Error::runtime(format!("reading the routes failed: {error}")))??;
        self.fit_queue(&loaded.routes).await?;
        for warning in &loaded.warnings {
            self.notices.warn(warning);
        }
        let page = self
            .custom_page
            .clone()
            .unwrap_or_else(|| Bytes::from(landing::page(&loaded.routes)));
        let current = self.table.current();
        let mut change = Change {
            served: loaded.routes.len(),
            ..Change::default()
        };
        let mut lanes = HashMap::new();
        let mut hire = Vec::new();
        for route in loaded.routes {
            let name = route.name.clone();
            let previous = current.lanes.get(&name);
            let pending = match previous {
                Some(lane) => Arc::clone(&lane.pending),
                None => self.parked.remove(&name).unwrap_or_default(),
            };
            let kept = previous.filter(|lane| same_work(&lane.route, &route));
            match (previous, kept) {
                (None, _) => change.added.push(name.clone()),
                (Some(_), None) => change.restarted.push(name.clone()),
                (Some(_), Some(_)) => change.kept += 1,
            }
            let lane = Arc::new(Lane::succeed(route, pending, kept.map(|lane| &**lane)));
            if kept.is_none() {
                hire.push(Arc::clone(&lane));
            }
            lanes.insert(name, lane);
        }
        for (name, lane) in &current.lanes {
            if !lanes.contains_key(name) {
                self.retire(name);
                self.parked.insert(name.clone(), Arc::clone(&lane.pending));
                let jobs = match (&lane.route.command, &self.shared.queue) {
                    (None, _) => Jobs::None,
                    (Some(_), queue::Backend::Local(_)) => {
                        Jobs::Counted(lane.pending.load(Ordering::Acquire))
                    }
                    (Some(_), queue::Backend::Redis(_)) => Jobs::Shared,
                };
                change.removed.push((name.clone(), jobs));
            }
        }
        self.table.swap(Routing { lanes, page });
        for lane in &hire {
            self.hire(lane, workers);
        }
        Ok(change.summary())
    }

    /// What the queue needs of new routes: a shared queue runs no --wait route, and every
    /// route with a command needs its stream and consumer group before a worker reads it.
    async fn fit_queue(&self, routes: &[Route]) -> Result<()> {
        let queue::Backend::Redis(shared) = &self.shared.queue else {
            return Ok(());
        };
        super::shared_queue_fits(routes)?;
        let names: Vec<String> = routes
            .iter()
            .filter(|route| route.command.is_some())
            .map(|route| route.name.clone())
            .collect();
        shared.prepare_routes(&names).await.map_err(|error| {
            Error::runtime(format!(
                "could not prepare the Redis streams of the routes: {error}"
            ))
            .with_hint("check that Redis answers, then reload again")
        })
    }
}

/// Whether a route's workers can go on serving `new` as they served `old`: the same
/// command, where and how it runs. What only the handler reads (verification, filters,
/// queue size, how long deliveries are remembered) takes effect without them.
fn same_work(old: &Route, new: &Route) -> bool {
    let (was, is) = (&old.policy, &new.policy);
    old.command == new.command
        && old.workdir == new.workdir
        && old.verify.scheme == new.verify.scheme
        && old.verify.scheme_name() == new.verify.scheme_name()
        && was.wait == is.wait
        && was.timeout == is.timeout
        && was.concurrency == is.concurrency
        && was.retries == is.retries
        && was.backoff == is.backoff
}

/// The one-line notice of a reload that changed nothing, naming the fix when there is one.
fn refusal(cause: &str, error: &Error) -> String {
    let hint = error
        .hint()
        .map(|hint| format!("; {hint}"))
        .unwrap_or_default();
    format!("routes not read again ({cause}); the routes in use stay: {error}{hint}")
}

/// What a reload did, by route name.
#[derive(Default)]
struct Change {
    served: usize,
    added: Vec<String>,
    restarted: Vec<String>,
    removed: Vec<(String, Jobs)>,
    kept: usize,
}

/// What a removed route leaves in the queue.
#[derive(PartialEq, Eq, PartialOrd, Ord)]
enum Jobs {
    /// It ran no command.
    None,
    /// Its unfinished jobs, as the embedded queue counts them.
    Counted(usize),
    /// Its jobs are in a shared queue, counted by no single receiver.
    Shared,
}

impl Change {
    fn summary(mut self) -> String {
        self.added.sort();
        self.restarted.sort();
        self.removed.sort();
        let mut parts = vec![crate::output::counted(
            self.served as u64,
            "route served",
            "routes served",
        )];
        if !self.added.is_empty() {
            parts.push(format!("added {}", self.added.join(", ")));
        }
        if !self.restarted.is_empty() {
            parts.push(format!(
                "new workers for {} (command or policy changed; running jobs finish as they were)",
                self.restarted.join(", ")
            ));
        }
        if !self.removed.is_empty() {
            let names: Vec<String> = self
                .removed
                .iter()
                .map(|(name, jobs)| match jobs {
                    Jobs::None => name.clone(),
                    Jobs::Counted(count) => format!("{name} ({count} unfinished job(s): running ones finish, queued ones wait until it is back)"),
                    Jobs::Shared => format!("{name} (running jobs finish, queued ones wait until it is back)"),
                })
                .collect();
            parts.push(format!("removed {}", names.join(", ")));
        }
        if self.kept > 0 {
            parts.push(format!(
                "{} with the same command and policy",
                crate::output::counted(self.kept as u64, "route", "routes")
            ));
        }
        parts.join("; ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_summary_names_each_change_in_order() {
        let change = Change {
            served: 3,
            added: vec!["b".into(), "a".into()],
            restarted: vec!["c".into()],
            removed: vec![("old".into(), Jobs::Counted(2)), ("log".into(), Jobs::None)],
            kept: 1,
        };
        assert_eq!(
            change.summary(),
            "3 routes served; added a, b; new workers for c (command or policy changed; running jobs finish as they were); removed log, old (2 unfinished job(s): running ones finish, queued ones wait until it is back); 1 route with the same command and policy"
        );
        let nothing = Change {
            served: 1,
            kept: 1,
            ..Change::default()
        };
        assert_eq!(
            nothing.summary(),
            "1 route served; 1 route with the same command and policy"
        );
    }

    #[test]
    fn a_refusal_is_one_line_with_its_fix() {
        let error = Error::usage("the routes file r.toml is not valid at line 3, column 1: x")
            .with_hint("fix it");
        assert_eq!(
            refusal(BY_SIGNAL, &error),
            "routes not read again (SIGHUP); the routes in use stay: the routes file r.toml is not valid at line 3, column 1: x; fix it"
        );
    }
}
