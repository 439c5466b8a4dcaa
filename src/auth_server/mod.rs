//! `ward auth serve`: a metadata server on loopback that hands the job's processes the
//! tokens of one or more service accounts, as the cloud's VMs do, so no credentials file
//! is ever written. Tokens come from the flows `ward auth` uses (federation from the CI
//! system, impersonation, or a key), are cached per identity and kind with one mint at a
//! time (see [`cache`]), and are never logged.
//!
//! It shares the receivers' accept loop; each connection's peer is checked (see
//! [`peer`]) before a byte of it is read.

mod cache;
pub(crate) mod detached;
mod identity;
mod peer;
mod routes;
#[cfg(target_os = "linux")]
mod sock_diag;

use std::net::SocketAddr;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::body::Body;
use hyper::body::Incoming;
use serde::Serialize;
use tokio::net::TcpListener;
use tokio::sync::watch;

use crate::auth::inputs::Settings as IdentitySettings;
use crate::environment::Env;
use crate::error::{Error, Result};
use crate::interrupt::Interrupts;
use crate::output::Printer;
use crate::serve::listen::{self, Accept, Hooks, Site};
use crate::serve::log::{Logger, Record};
use crate::serve::stop::Stop;
use ward_client::cloud::CloudClient;

use identity::{Cached, Ending, Source};

/// Connections open at once; a job's processes need a handful each.
const MAX_CONNECTIONS: usize = 512;
/// Time for a request's headers, and the keep-alive idle timeout.
const HEADER_TIMEOUT: Duration = Duration::from_secs(30);
/// How often the server checks whether it can still serve anything.
const SPENT_CHECK: Duration = Duration::from_secs(10);
/// The longest pause between two probes of an issuer that still answers.
const MAX_PROBE_PAUSE: Duration = Duration::from_secs(320);
/// How long after an issuer's refusal it is asked once more, before the server stops.
const PROBE_CONFIRM: Duration = Duration::from_secs(2);
/// How long requests in flight may take once the server is asked to stop.
const SHUTDOWN: Duration = Duration::from_secs(5);

/// A service account the server answers for.
pub(crate) struct IdentityConfig {
    pub email: String,
    /// How `ward auth` would reach it; its lifetime and scopes are the tokens'.
    pub settings: IdentitySettings,
    /// How it is reached, for the start-up lines (no secret).
    pub describe: String,
}

pub(crate) struct Settings {
    /// `HOST:PORT`.
    pub listen: String,
    /// The first is `default`.
    pub identities: Vec<IdentityConfig>,
    pub project_id: Option<String>,
    pub project_number: Option<String>,
    pub cloud: CloudClient,
    /// Where identity tokens named by a variable are read, at each mint.
    pub env: Env,
    pub access_log: bool,
    pub ndjson: bool,
}

pub(crate) struct App {
    default: Cached,
    named: Vec<Cached>,
    pub(crate) project_id: Option<String>,
    pub(crate) project_number: Option<String>,
}

impl App {
    pub(crate) fn default_identity(&self) -> &Cached {
        &self.default
    }

    /// `default`, then the others; the default's e-mail also names it.
    pub(crate) fn all(&self) -> impl Iterator<Item = &Cached> {
        std::iter::once(&self.default).chain(&self.named)
    }

    pub(crate) fn identity(&self, name: &str) -> Option<&Cached> {
        if name == "default" {
            return Some(&self.default);
        }
        self.all()
            .find(|cached| cached.source.email.eq_ignore_ascii_case(name))
    }
}

/// One request, as logged: never its query (audiences and scopes are not secret, but a
/// caller may put anything there) and never a token.
#[derive(Serialize)]
struct RequestLine<'a> {
    remote: SocketAddr,
    method: &'a str,
    path: &'a str,
    status: u16,
    #[serde(skip_serializing_if = "Option::is_none")]
    identity: Option<&'a str>,
    duration_ms: f64,
}

impl Record for RequestLine<'_> {
    const KIND: &'static str = "request";

    fn text(&self, now: &str) -> String {
        let identity = self
            .identity
            .map(|identity| format!(" as {identity}"))
            .unwrap_or_default();
        format!(
            "{now} {} {} {} {}{identity} {:.2}ms",
            self.remote, self.method, self.path, self.status, self.duration_ms
        )
    }
}

/// A refused connection.
#[derive(Serialize)]
struct RefusedLine<'a> {
    remote: SocketAddr,
    reason: &'a str,
}

impl Record for RefusedLine<'_> {
    const KIND: &'static str = "refused";

    fn text(&self, now: &str) -> String {
        format!("{now} {} refused: {}", self.remote, self.reason)
    }
}

/// Bind, call `ready` with the address (to export it), then serve until SIGINT or SIGTERM
/// (or the run's interrupts) and finish the requests in flight.
pub(crate) async fn serve(
    settings: Settings,
    printer: &Printer,
    interrupts: &Interrupts,
    ready: impl FnOnce(SocketAddr) -> Result<()>,
) -> Result<()> {
    let mut stop = Stop::watch(interrupts)?;
    let (listener, address) = bind(&settings.listen).await?;
    let log = settings
        .access_log
        .then(|| Logger::start(settings.ndjson, printer.terminal().clone()));
    let (app, lines) = build_app(settings, printer)?;
    let app = Arc::new(app);
    // Printed even with -q: scripts read the address from it.
    printer.always(&format!("metadata server listening on http://{address}"));
    for line in &lines {
        printer.info(line);
    }
    ready(address)?;

    run(listener, &app, log.clone(), &mut stop, printer).await;
    print_mints(&app, printer);
    if let Some(log) = log {
        log.close();
    }
    printer.info("stopped");
    Ok(())
}

/// The listener on `listen` and the address it got (the port may have been 0).
async fn bind(listen: &str) -> Result<(TcpListener, SocketAddr)> {
    let listener = TcpListener::bind(listen).await.map_err(|error| {
        Error::io(format!("could not listen on {listen}"), error).with_hint(
            "another program may use the port; pick another with --listen 127.0.0.1:PORT, or port 0 for any free one",
        )
    })?;
    let address = listener
        .local_addr()
        .map_err(|error| Error::io("could not read the listening address", error))?;
    Ok((listener, address))
}

/// The identities with their caches, the first as `default`, and one start-up line each.
/// Cache warnings go to `printer`, as they come from minting in the background.
fn build_app(settings: Settings, printer: &Printer) -> Result<(App, Vec<String>)> {
    let warn_printer = printer.clone();
    let report: cache::Report = Arc::new(move |message: &str| warn_printer.warn(message));
    let mut cached: Vec<Cached> = Vec::new();
    let mut lines = Vec::new();
    for (index, identity) in settings.identities.into_iter().enumerate() {
        let name = if index == 0 { "default" } else { "named" };
        lines.push(format!(
            "  {name}: {} ({})",
            identity.email, identity.describe
        ));
        cached.push(Cached::new(
            Source {
                email: identity.email,
                settings: identity.settings,
                cloud: settings.cloud.clone(),
                env: settings.env.clone(),
                mints: Default::default(),
            },
            Arc::clone(&report),
        ));
    }
    let mut identities = cached.into_iter();
    let Some(default) = identities.next() else {
        return Err(Error::usage(
            "the metadata server needs at least one identity",
        ));
    };
    let app = App {
        default,
        named: identities.collect(),
        project_id: settings.project_id,
        project_number: settings.project_number,
    };
    Ok((app, lines))
}

/// Serves until asked to stop or until nothing is left to serve, then gives the requests
/// in flight [`SHUTDOWN`] to finish; a second signal cuts that wait short.
async fn run(
    listener: TcpListener,
    app: &Arc<App>,
    log: Option<Logger>,
    stop: &mut Stop,
    printer: &Printer,
) {
    let (stop_tx, stopping) = watch::channel(false);
    let served = Arc::new(Served {
        app: Arc::clone(app),
        log,
        printer: printer.clone(),
    });
    let accept = Accept {
        connections: MAX_CONNECTIONS,
        headers: HEADER_TIMEOUT,
        max_head: None,
    };
    let server = tokio::spawn(listen::serve(listener, served, accept, None, stopping));
    tokio::select! {
        () = stop.next() => {}
        why = spent(app) => printer.info(&format!(
            "{why}, and every token served has expired: stopping"
        )),
    }
    let _ = stop_tx.send(true);
    stop.drain(server, SHUTDOWN, printer).await;
}

/// How many tokens each identity minted, so a job's logs show what the server cost.
fn print_mints(app: &App, printer: &Printer) {
    for cached in app.all() {
        printer.info(&format!(
            "{}: {} token mints",
            cached.source.email,
            cached.source.mints.load(Ordering::Relaxed)
        ));
    }
}

/// Resolves, with why, once no identity can mint again and no token is left to serve: the
/// job is over as far as the server can tell.
async fn spent(app: &App) -> String {
    let mut watches: Vec<Watch> = app.all().map(|_| Watch::default()).collect();
    loop {
        tokio::time::sleep(SPENT_CHECK).await;
        if app.all().any(Cached::holds_a_valid_token) {
            watches.iter_mut().for_each(Watch::reset);
            continue;
        }
        let mut reasons: Vec<String> = Vec::new();
        let mut over = true;
        for (cached, watch) in app.all().zip(watches.iter_mut()) {
            let Some(reason) = watch.over(&cached.source).await else {
                over = false;
                break;
            };
            // Identities impersonated through one source share its reason.
            if !reasons.contains(&reason) {
                reasons.push(reason);
            }
        }
        if over {
            return reasons.join("; ");
        }
    }
}

/// What the server knows of one identity's end: when to ask its CI system again.
#[derive(Default)]
struct Watch {
    next: Option<Instant>,
    pause: Duration,
}

impl Watch {
    /// A valid token was held: the job is alive, so the next probe may come soon.
    fn reset(&mut self) {
        *self = Self::default();
    }

    /// Why the identity will never mint again, or `None` while it may. An issuer asked at
    /// each mint is probed (not more often than every 10 s, the pause doubling up to about
    /// 5 min while it answers, so an idle server does not keep asking), and a refusal is
    /// confirmed by a second probe before it counts.
    async fn over(&mut self, source: &Source) -> Option<String> {
        match source.ending() {
            Ending::Never => None,
            Ending::Variable => source.spent(),
            Ending::Issuer => {
                if self.next.is_some_and(|next| Instant::now() < next) {
                    return None;
                }
                self.pause = (self.pause * 2).clamp(SPENT_CHECK, MAX_PROBE_PAUSE);
                self.next = Some(Instant::now() + self.pause);
                source.issuer_gone().await?;
                tokio::time::sleep(PROBE_CONFIRM).await;
                source.issuer_gone().await
            }
        }
    }
}
/// The metadata server behind the shared accept loop: each connection's peer is checked
/// before it is served, and each request is logged without its query or any token.
struct Served {
    app: Arc<App>,
    log: Option<Logger>,
    /// For the accept loop's warnings (a lowered connection cap, failing accepts), which
    /// the loop already limits in rate.
    printer: Printer,
}

impl Site for Served {
    type Body = Body;

    async fn answer(
        self: Arc<Self>,
        request: hyper::Request<Incoming>,
        remote: SocketAddr,
    ) -> hyper::Response<Body> {
        let started = Instant::now();
        let answered = routes::answer(
            &self.app,
            request.method(),
            request.uri(),
            request.headers(),
        )
        .await;
        if let Some(log) = &self.log {
            log.write(&RequestLine {
                remote,
                method: request.method().as_str(),
                path: request.uri().path(),
                status: answered.response.status().as_u16(),
                identity: answered.identity.as_deref(),
                duration_ms: started.elapsed().as_secs_f64() * 1000.0,
            });
        }
        answered.response
    }
}

impl Hooks for Served {
    const REFUSAL: &'static [u8] = b"HTTP/1.1 503 Service Unavailable\r\nRetry-After: 1\r\nConnection: close\r\nMetadata-Flavor: Google\r\nContent-Type: text/plain\r\nContent-Length: 36\r\n\r\ntoo many open connections; retry now";

    // Out of descriptors and the like: the loop pauses; consumers retry on their own.
    fn accept_failed(&self, _error: &std::io::Error) {}

    fn warn(&self, message: &str) {
        self.printer.warn(message);
    }

    // Off the accept loop, and off the runtime's workers: a lookup that waits on the
    // kernel delays only the connection it is for.
    async fn admit(self: Arc<Self>, remote: SocketAddr, local: SocketAddr) -> bool {
        let checked = tokio::task::spawn_blocking(move || peer::same_user(remote, local))
            .await
            .unwrap_or_else(|_| Err("the peer check did not finish".into()));
        match checked {
            Ok(()) => true,
            Err(reason) => {
                if let Some(log) = &self.log {
                    log.write(&RefusedLine {
                        remote,
                        reason: &reason,
                    });
                }
                false
            }
        }
    }
}
