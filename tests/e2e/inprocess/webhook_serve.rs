//! The webhook receiver run in-process: the fixed environment gives it its secret, the
//! captured terminal shows its address, notices and request log, and the run's interrupts
//! stop it.

use std::io::{Read, Write};
use std::net::TcpStream;

use ward::interrupt::Interrupts;

use crate::support::{eventually, Sandbox, PATIENCE};
use crate::webhook_serve_support::LOG_FILTERS;

const SECRET: &str = "in-process-secret";

/// POST an empty JSON object to `/webhooks/audit`; the response's status code.
fn deliver(address: &str, secret: Option<&str>) -> u16 {
    let mut stream = TcpStream::connect(address).expect("connect to the receiver");
    stream.set_read_timeout(Some(PATIENCE)).unwrap();
    let header = secret.map_or_else(String::new, |secret| {
        format!("X-Webhook-Secret: {secret}\r\n")
    });
    let request = format!(
        "POST /webhooks/audit HTTP/1.1\r\nHost: {address}\r\nContent-Type: application/json\r\n{header}Content-Length: 2\r\nConnection: close\r\n\r\n{{}}"
    );
    stream.write_all(request.as_bytes()).unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).unwrap();
    let status = response.split(' ').nth(1).unwrap_or_default();
    status
        .parse()
        .unwrap_or_else(|_| panic!("not an HTTP response: {response}"))
}

#[test]
fn the_receiver_logs_to_the_captured_terminal_and_stops_on_the_runs_interrupt() {
    let sandbox = Sandbox::new().var("WEBHOOK_SECRET", SECRET);
    let state = sandbox.path().join("state");
    let (interrupts, trigger) = Interrupts::manual();
    let receiver = sandbox
        .cmd(["webhook", "serve", "--host", "127.0.0.1", "--port", "0"])
        .args(["--route", "audit", "--state-dir"])
        .arg(&state)
        .interrupts(interrupts)
        .start();

    let address = eventually("the listening address", || {
        let stderr = receiver.stderr();
        let (_, rest) = stderr.split_once("listening on http://")?;
        Some(rest.lines().next()?.trim().to_string())
    });
    // The secret comes from the run's environment, not the process's.
    assert_eq!(deliver(&address, None), 401);
    assert_eq!(deliver(&address, Some(SECRET)), 200);
    let log = eventually("both log lines", || {
        let stdout = receiver.stdout();
        (stdout.lines().count() >= 2).then_some(stdout)
    });
    trigger.interrupt();
    let run = receiver.finish();
    assert_eq!(
        run.stdout, log,
        "nothing more is logged after the interrupt"
    );
    // Both log lines, the start-up notices and the shutdown, less the clock.
    insta::with_settings!({ filters => LOG_FILTERS.to_vec() }, {
        crate::ward_snapshot!(run);
    });
    assert!(!run.stdout.contains(SECRET) && !run.stderr.contains(SECRET));
}
