//! Two `ward webhook serve` receivers sharing one queue on a real `redis-server`: either
//! accepts, either runs, and the jobs of a receiver killed with -9 are taken over.

use std::collections::{BTreeMap, BTreeSet};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::support::SpawnChild as _;
use crate::support::{eventually, eventually_within};
use crate::webhook_serve_support::{lines_of, sandbox, try_post, Receiver};

/// A throwaway redis-server on a free loopback port; killed on drop.
pub struct Redis {
    child: Child,
    pub url: String,
}

impl Redis {
    pub fn start(dir: &std::path::Path) -> Self {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let child = Command::new("redis-server")
            .args(["--port", &port.to_string(), "--bind", "127.0.0.1"])
            .args(["--save", "", "--appendonly", "no"])
            .current_dir(dir)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn_child()
            .unwrap_or_else(|error| match error.kind() {
                std::io::ErrorKind::NotFound => panic!(
                    "this test needs redis-server, which is not on PATH; scripts/test installs \
                     it (apt-get install redis-server on Debian and Ubuntu, brew install redis \
                     on macOS)"
                ),
                _ => panic!("could not start redis-server: {error}"),
            });
        let mut redis = Self {
            child,
            url: format!("redis://127.0.0.1:{port}"),
        };
        // Ready when it answers PING; a server that cannot start exits, which ends the wait.
        loop {
            if let Ok(mut stream) = TcpStream::connect(("127.0.0.1", port)) {
                let mut answer = [0u8; 7];
                if stream.write_all(b"PING\r\n").is_ok()
                    && stream.read_exact(&mut answer).is_ok()
                    && &answer == b"+PONG\r\n"
                {
                    return redis;
                }
            }
            if let Ok(Some(status)) = redis.child.try_wait() {
                panic!("redis-server exited at start: {status}");
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for Redis {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[test]
fn two_receivers_share_a_redis_queue_and_survive_a_kill_9() {
    let sandbox = sandbox();
    let redis = Redis::start(sandbox.path());
    let route = r#"rec=echo "$WARD_JOB_ID start" >> runs.txt; sleep 0.01; echo "$WARD_JOB_ID done" >> runs.txt"#;
    let args = [
        "--shell",
        "--route",
        route,
        "--concurrency",
        "2",
        "--queue",
        &redis.url,
        "--visibility-timeout",
        "5",
    ];
    let mut doomed = Receiver::start(&sandbox, &args, &[]);
    let survivor = Receiver::start(&sandbox, &args, &[]);
    let accepted = Arc::new(Mutex::new(BTreeSet::new()));
    let stop = Arc::new(AtomicBool::new(false));
    let clients: Vec<_> = [&doomed.addr, &survivor.addr, &doomed.addr, &survivor.addr]
        .into_iter()
        .map(|addr| {
            let addr = addr.clone();
            let (stop, accepted) = (Arc::clone(&stop), Arc::clone(&accepted));
            std::thread::spawn(move || {
                while !stop.load(Ordering::Acquire) {
                    if let Some(job) = try_post(&addr, "/webhooks/rec") {
                        accepted.lock().unwrap().insert(job);
                    }
                }
            })
        })
        .collect();
    eventually("deliveries to be accepted", || {
        accepted.lock().unwrap().len() >= 300
    });
    doomed.signal("KILL");
    assert_eq!(doomed.wait_exit(), None);
    // The survivor keeps accepting while it takes over.
    let before = accepted.lock().unwrap().len();
    eventually("more deliveries after the kill", || {
        accepted.lock().unwrap().len() >= before + 100
    });
    stop.store(true, Ordering::Release);
    for client in clients {
        client.join().unwrap();
    }
    let accepted = accepted.lock().unwrap().clone();
    let runs = sandbox.path().join("runs.txt");
    let done = || -> BTreeSet<String> {
        lines_of(&runs)
            .iter()
            .filter_map(|line| line.strip_suffix(" done"))
            .map(str::to_string)
            .collect()
    };
    // A loaded machine drains slowly; this waits longer than `eventually` but still ends.
    eventually_within(
        Duration::from_secs(120),
        "every accepted job to run",
        || accepted.is_subset(&done()),
    );
    // What the killed receiver had taken is claimed after the visibility timeout and run
    // again, as a second attempt with the same job id. A kill that found it between jobs
    // leaves nothing to claim; then no job may be left started and unfinished.
    let took_over = poll(Duration::from_secs(60), || {
        survivor
            .stdout()
            .iter()
            .any(|line| line.contains(" attempt=2"))
    });
    if !took_over {
        let finished = done();
        let unfinished: Vec<String> = lines_of(&runs)
            .iter()
            .filter_map(|line| line.strip_suffix(" start"))
            .filter(|job| !finished.contains(*job))
            .map(str::to_string)
            .collect();
        assert!(
            unfinished.is_empty(),
            "jobs interrupted by the kill were never taken over: {unfinished:?}"
        );
    }
    let mut starts: BTreeMap<String, usize> = BTreeMap::new();
    for line in lines_of(&runs) {
        if let Some(job) = line.strip_suffix(" start") {
            *starts.entry(job.to_string()).or_default() += 1;
        }
    }
    let repeated: Vec<_> = starts.iter().filter(|(_, count)| **count > 1).collect();
    // Only what the killed receiver was running (2 commands) may run a second time.
    assert!(repeated.len() <= 2, "{repeated:?}");
    assert!(starts.values().all(|count| *count <= 2));
    // Both receivers ran commands: the queue is shared.
    let ran_by = |receiver: &Receiver| {
        receiver
            .stdout()
            .iter()
            .filter(|line| line.contains(" exited exit=0"))
            .count()
    };
    assert!(ran_by(&survivor) > 0);
    assert!(
        doomed
            .stdout()
            .iter()
            .any(|line| line.contains(" exited exit=0")),
        "the killed receiver ran jobs before the kill"
    );
}

#[test]
fn redis_mode_refuses_wait_and_bad_urls_before_listening() {
    let sandbox = sandbox();
    let redis = Redis::start(sandbox.path());
    let run = sandbox
        .cmd([
            "webhook", "serve", "--port", "0", "--route", "a=true", "--wait",
        ])
        .args(["--queue", &redis.url])
        .run();
    crate::ward_snapshot!("wait_refused", run);
    let run = sandbox
        .cmd(["webhook", "serve", "--port", "0", "--route", "a=true"])
        .args(["--queue", "redis://127.0.0.1:1"])
        .run();
    crate::ward_snapshot!("unreachable", run);
}

/// Polls `check` every 20 ms until it holds (true) or `patience` has passed (false).
fn poll(patience: Duration, mut check: impl FnMut() -> bool) -> bool {
    let deadline = Instant::now() + patience;
    loop {
        if check() {
            return true;
        }
        if Instant::now() >= deadline {
            return false;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}
