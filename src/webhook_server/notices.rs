//! What the receiver tells the person running it, on the run's stderr: where it listens,
//! what each route does, the queue it uses, and how shutting down goes.

use std::net::SocketAddr;
use std::time::Duration;

use super::routes::Route;
use crate::output::Printer;

pub(super) fn announce(printer: &Printer, scheme: &str, address: SocketAddr, routes: &[Route]) {
    // This line is printed even with -q: scripts read the address from it.
    printer
        .terminal()
        .stderr_line(&printer.terminal().stderr_text(&format!(
            "ward webhook receiver listening on {scheme}://{address}"
        )));
    for route in routes {
        let what = match (&route.command, &route.forward) {
            (Some(command), _) => format!("runs {}", command.display),
            (None, Some(destination)) => format!("forwards to {}", destination.shown()),
            (None, None) => "accepts and logs".to_string(),
        };
        let verified = match &route.verify.verifier {
            Some(verifier) if verifier.tells() => format!(
                "  (verified: {}, {})",
                verifier.scheme().name(),
                crate::output::counted(verifier.secrets() as u64, "secret", "secrets")
            ),
            _ => String::new(),
        };
        printer.info(&format!(
            "  POST {scheme}://{address}/webhooks/{}  {what}{verified}",
            route.name
        ));
    }
    let open: Vec<&str> = routes
        .iter()
        .filter(|route| route.verify.verifier.is_none())
        .map(|route| route.name.as_str())
        .collect();
    let hub = routes.iter().any(|route| {
        route
            .verify
            .verifier
            .as_ref()
            .is_some_and(|verifier| verifier.scheme().is_hub())
    });
    if open.len() == routes.len() {
        printer.warn(
            "no webhook secret is set, so these endpoints are open to everyone; set WEBHOOK_SECRET or --secret-file",
        );
        return;
    }
    if hub {
        printer.info("webhook secret is set: requests need the X-Webhook-Secret header");
    }
    if !open.is_empty() {
        printer.warn(&format!(
            "no secret is set for {}, so it is open to everyone; set WEBHOOK_SECRET, --secret-file or its secrets",
            open.join(", ")
        ));
    }
}

/// Unfinished jobs found at start-up: `waiting` for routes served now (`resumed` of them
/// were running when the server last stopped), `orphans` for routes that are not.
pub(super) fn leftovers(printer: &Printer, waiting: usize, resumed: usize, orphans: usize) {
    if waiting > 0 {
        printer.info(&format!(
            "resuming {waiting} unfinished job(s) ({resumed} were running when the server last stopped)"
        ));
    }
    if orphans > 0 {
        printer.warn(&format!(
            "{orphans} unfinished job(s) belong to routes not served now; they are kept until those routes are back"
        ));
    }
}

pub(super) fn shutdown(
    timeout: Duration,
    running: usize,
    queued: Option<usize>,
    shared: bool,
) -> String {
    let waiting = format!(
        "shutting down: no new requests; waiting up to {} s for {running} running command(s)",
        timeout.as_secs()
    );
    let later = if shared {
        "the other receivers or the next start"
    } else {
        "the next start"
    };
    match queued {
        Some(queued) => format!("{waiting}; {queued} queued job(s) stay in the queue for {later}"),
        None => format!("{waiting}; queued jobs stay in the queue for {later}"),
    }
}

/// Where the running server's warnings go: the run's stderr, in the `ward: warning:` form
/// of every other command (the printer also passes them through the terminal sanitiser,
/// since their text can carry data from outside: a Redis error, a job ID read from a
/// shared queue).
#[derive(Clone)]
pub(crate) struct Notices {
    printer: Printer,
}

impl Notices {
    pub(crate) fn new(printer: &Printer) -> Self {
        Self {
            printer: printer.clone(),
        }
    }

    pub(crate) fn warn(&self, message: &str) {
        self.printer.warn(message);
    }

    /// Silenced by -q, like every other notice.
    pub(crate) fn info(&self, message: &str) {
        self.printer.info(message);
    }
}
