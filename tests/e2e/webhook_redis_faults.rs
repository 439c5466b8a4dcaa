//! A receiver on a real `redis-server` that drops, restarts, times out idle connections or
//! loses every key: every delivery answered 202 runs, none runs twice unless it was running
//! at the fault, `/healthz` fails while Redis is away and recovers after, and ward is never
//! restarted.

use std::collections::{BTreeMap, BTreeSet};
use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use crate::support::SpawnChild as _;
use crate::support::{eventually_within, Sandbox};
use crate::webhook_serve_support::{lines_of, request, sandbox, try_post, Receiver};

/// A redis-server that keeps its data in an append-only file synced at every write, so it
/// can be stopped and started again on the same port with the jobs it had.
struct DurableRedis {
    child: Option<Child>,
    port: u16,
    dir: PathBuf,
    url: String,
}

impl DurableRedis {
    fn start(dir: &Path) -> Self {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let dir = dir.join("redis");
        std::fs::create_dir_all(&dir).unwrap();
        let mut redis = Self {
            child: None,
            port,
            dir,
            url: format!("redis://127.0.0.1:{port}"),
        };
        redis.up();
        redis
    }

    fn up(&mut self) {
        let child = Command::new("redis-server")
            .args(["--port", &self.port.to_string(), "--bind", "127.0.0.1"])
            .args([
                "--save",
                "",
                "--appendonly",
                "yes",
                "--appendfsync",
                "always",
            ])
            .current_dir(&self.dir)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn_child()
            .unwrap_or_else(|error| {
                panic!("could not start redis-server ({error}); install it with .ci/deps-webhook")
            });
        self.child = Some(child);
        let what = format!("redis-server to start on port {}", self.port);
        eventually_within(PATIENCE, &what, || {
            if let Some(Ok(Some(status))) = self.child.as_mut().map(Child::try_wait) {
                panic!("redis-server exited at start: {status}");
            }
            self.try_command("PING").as_deref() == Some("+PONG")
        });
    }

    /// Stop it the way a service manager does (SIGTERM: it writes its data and exits).
    fn down(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = Command::new("kill")
                .args(["-TERM", &child.id().to_string()])
                .status_child();
            let _ = child.wait();
        }
    }

    /// One inline command and the first line of its answer.
    fn try_command(&self, command: &str) -> Option<String> {
        let mut stream = TcpStream::connect(("127.0.0.1", self.port)).ok()?;
        stream.set_read_timeout(Some(PATIENCE)).ok()?;
        stream.write_all(format!("{command}\r\n").as_bytes()).ok()?;
        let mut line = String::new();
        BufReader::new(stream).read_line(&mut line).ok()?;
        Some(line.trim_end().to_string())
    }

    fn command(&self, command: &str) -> String {
        self.try_command(command)
            .unwrap_or_else(|| panic!("Redis did not answer {command}"))
    }
}

impl Drop for DurableRedis {
    fn drop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

/// Generous: only a receiver that never recovers waits this long.
const PATIENCE: Duration = Duration::from_secs(60);

fn until(what: &str, check: impl FnMut() -> bool) {
    eventually_within(PATIENCE, what, check);
}

fn health(receiver: &Receiver) -> u16 {
    request(&receiver.addr, "GET", "/healthz", &[], b"").status
}

/// Clients posting without pause, collecting the job ids answered 202.
struct Load {
    stop: Arc<AtomicBool>,
    accepted: Arc<Mutex<BTreeSet<String>>>,
    threads: Vec<JoinHandle<()>>,
}

impl Load {
    fn start(addr: &str, clients: usize) -> Self {
        let stop = Arc::new(AtomicBool::new(false));
        let accepted = Arc::new(Mutex::new(BTreeSet::new()));
        let threads = (0..clients)
            .map(|_| {
                let (addr, stop, accepted) =
                    (addr.to_string(), Arc::clone(&stop), Arc::clone(&accepted));
                std::thread::spawn(move || {
                    while !stop.load(Ordering::Acquire) {
                        match try_post(&addr, "/webhooks/rec") {
                            Some(job) => {
                                accepted.lock().unwrap().insert(job);
                            }
                            // Refused while Redis is away: a sender would retry later.
                            None => std::thread::sleep(Duration::from_millis(20)),
                        }
                    }
                })
            })
            .collect();
        Self {
            stop,
            accepted,
            threads,
        }
    }

    fn count(&self) -> usize {
        self.accepted.lock().unwrap().len()
    }

    fn wait_for_more(&self, more: usize) {
        let before = self.count();
        until("more deliveries to be accepted", || {
            self.count() >= before + more
        });
    }

    fn finish(self) -> BTreeSet<String> {
        self.stop.store(true, Ordering::Release);
        for thread in self.threads {
            thread.join().unwrap();
        }
        let accepted = self.accepted.lock().unwrap().clone();
        accepted
    }
}

const ROUTE: &str = r#"rec=echo "$WARD_JOB_ID start" >> runs.txt; sleep 0.01; echo "$WARD_JOB_ID done" >> runs.txt"#;
const CONCURRENCY: usize = 2;

fn receiver(sandbox: &Sandbox, redis: &DurableRedis) -> Receiver {
    Receiver::start(
        sandbox,
        &[
            "--shell",
            "--route",
            ROUTE,
            "--concurrency",
            &CONCURRENCY.to_string(),
            "--queue",
            &redis.url,
            "--queue",
            "100000",
            "--visibility-timeout",
            "5",
        ],
        &[],
    )
}

/// Every accepted job ran to its end; returns how often each was started.
fn all_ran(dir: &Path, accepted: &BTreeSet<String>) -> BTreeMap<String, usize> {
    let runs = dir.join("runs.txt");
    until("every accepted delivery to run", || {
        let done: BTreeSet<String> = lines_of(&runs)
            .iter()
            .filter_map(|line| line.strip_suffix(" done"))
            .map(str::to_string)
            .collect();
        accepted.is_subset(&done)
    });
    let mut starts = BTreeMap::new();
    for line in lines_of(&runs) {
        if let Some(job) = line.strip_suffix(" start") {
            *starts.entry(job.to_string()).or_insert(0) += 1;
        }
    }
    starts
}

/// At most the commands running at each fault may run again.
fn at_most_running_repeated(starts: &BTreeMap<String, usize>, faults: usize) {
    let repeated: Vec<_> = starts.iter().filter(|(_, count)| **count > 1).collect();
    assert!(repeated.len() <= CONCURRENCY * faults, "{repeated:?}");
}

#[test]
fn a_redis_restart_under_load_loses_nothing_and_health_follows_it() {
    let sandbox = sandbox();
    let mut redis = DurableRedis::start(sandbox.path());
    let receiver = receiver(&sandbox, &redis);
    assert_eq!(health(&receiver), 200);
    let load = Load::start(&receiver.addr, 4);
    load.wait_for_more(100);

    redis.down();
    until("/healthz to fail while Redis is down", || {
        health(&receiver) == 503
    });
    let refused = request(&receiver.addr, "POST", "/webhooks/rec", &[], b"{}");
    assert_eq!(refused.status, 503, "{}", refused.body);
    assert!(refused.header("retry-after").is_some());
    assert_eq!(
        request(&receiver.addr, "GET", "/", &[], b"").status,
        503,
        "the landing page tells load balancers too"
    );

    redis.up();
    until("/healthz to recover", || health(&receiver) == 200);
    load.wait_for_more(100);
    let accepted = load.finish();
    let starts = all_ran(sandbox.path(), &accepted);
    at_most_running_repeated(&starts, 1);
    assert!(
        receiver
            .stderr()
            .contains("ward: warning: the job queue is out of reach"),
        "{}",
        receiver.stderr()
    );
    assert!(
        !receiver.stderr().contains(" WARN "),
        "{}",
        receiver.stderr()
    );
}

#[test]
fn killed_connections_idle_timeouts_and_flushall_are_survived() {
    let sandbox = sandbox();
    let redis = DurableRedis::start(sandbox.path());
    let receiver = receiver(&sandbox, &redis);

    // Every connection of ward's dropped by Redis, under load.
    let load = Load::start(&receiver.addr, 4);
    load.wait_for_more(50);
    let kills = 3;
    for _ in 0..kills {
        assert!(redis.command("CLIENT KILL TYPE normal").starts_with(':'));
        load.wait_for_more(50);
    }
    let mut accepted = load.finish();
    all_ran(sandbox.path(), &accepted);
    until("/healthz after the kills", || health(&receiver) == 200);

    // Redis closes connections idle for 2 s; the receiver then stays idle for longer.
    assert_eq!(redis.command("CONFIG SET timeout 2"), "+OK");
    std::thread::sleep(Duration::from_secs(5));
    until("/healthz after idling", || health(&receiver) == 200);
    let load = Load::start(&receiver.addr, 2);
    load.wait_for_more(50);
    accepted.extend(load.finish());
    all_ran(sandbox.path(), &accepted);

    // Every key gone, the consumer groups with them (nothing was waiting: all ran), and
    // new deliveries must still run.
    assert_eq!(redis.command("FLUSHALL"), "+OK");
    let load = Load::start(&receiver.addr, 4);
    load.wait_for_more(100);
    accepted.extend(load.finish());
    let starts = all_ran(sandbox.path(), &accepted);
    at_most_running_repeated(&starts, kills);
    assert!(
        !receiver.stderr().contains("timed out"),
        "an idle receiver must not time its own reads out:\n{}",
        receiver.stderr()
    );
}
