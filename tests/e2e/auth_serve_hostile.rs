//! `ward auth serve` against another local user and against stale or planted process
//! IDs: an impostor already on the port, a flood of connections from another user
//! holding thousands of sockets, and `--stop` pointed at a process that is not the server.
//! The other user's processes run as `nobody` through `setpriv` (the tests run as root in
//! CI); Linux only, as the peer check and the process records' start times are.

use std::io::{BufRead as _, Read as _, Write as _};
use std::os::unix::process::ExitStatusExt as _;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use crate::auth_serve::{get, key_file, serve_key, V1};
use crate::auth_support::CloudRunner;
use crate::support::SpawnChild as _;

/// What Google's client libraries give the metadata server for one try.
const CLIENT_LIBRARY_PATIENCE: Duration = Duration::from_secs(3);

/// `python3 -c SCRIPT ARGS` as user `nobody`, its first line of output read (the script
/// prints one once it is set up), killed when dropped.
struct Nobody {
    child: Child,
    first_line: String,
}

impl Nobody {
    fn start(script: &str, args: &[&str]) -> Self {
        let mut child = Command::new("setpriv")
            .args([
                "--reuid=65534",
                "--regid=65534",
                "--clear-groups",
                "python3",
                "-c",
                script,
            ])
            .args(args)
            // The other user's own search path: the test user's may hold directories
            // only it can enter (a version manager's shims under its home).
            .env("PATH", "/usr/local/bin:/usr/bin:/bin")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn_child()
            .expect("setpriv and python3 (util-linux and Python) run another user's process");
        let mut first_line = String::new();
        std::io::BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut first_line)
            .unwrap();
        assert!(
            !first_line.is_empty(),
            "the other user's process did not start"
        );
        Self {
            child,
            first_line: first_line.trim().to_string(),
        }
    }
}

impl Drop for Nobody {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Answers every connection as a metadata server would, with a token of its own.
const IMPOSTOR: &str = r#"
import socket, sys, threading
listener = socket.socket()
listener.bind(("127.0.0.1", 0))
listener.listen(64)
print(listener.getsockname()[1], flush=True)
body = b'{"access_token":"impostor-token","expires_in":3599,"token_type":"Bearer"}'
def answer(connection):
    try:
        connection.recv(65536)
        connection.sendall(b"HTTP/1.1 200 OK\r\nMetadata-Flavor: Google\r\nContent-Type: application/json\r\nContent-Length: %d\r\nConnection: close\r\n\r\n" % len(body) + body)
    finally:
        connection.close()
while True:
    connection, _ = listener.accept()
    threading.Thread(target=answer, args=(connection,), daemon=True).start()
"#;

#[test]
fn auth_serve_detach_fails_on_a_port_another_user_answers_on() {
    let runner = CloudRunner::new();
    let impostor = Nobody::start(IMPOSTOR, &[]);
    let listen = format!("127.0.0.1:{}", impostor.first_line);
    let key = format!("@{}", key_file(&runner).display());
    // A process: --detach starts a second one, and the test is what it exports.
    let run = runner
        .on_ci("none")
        .args([
            "auth",
            "serve",
            "--detach",
            "--export",
            "--credentials-json",
            &key,
            "--listen",
            &listen,
        ])
        .run_process();
    run.expect_code(1);
    assert!(
        run.stderr.contains(&format!(
            "the metadata server could not start: could not listen on {listen}"
        )),
        "{}",
        run.stderr
    );
    assert!(run.stderr.contains("hint:"), "{}", run.stderr);
    assert!(
        !run.stdout.contains("GCE_METADATA_HOST"),
        "the impostor's address was exported:\n{}",
        run.stdout
    );
}

/// Holds HOLD sockets (connections to itself), then floods PORT with connections from
/// four threads, each closed at once with a reset (no TIME_WAIT to use up ports), until
/// killed.
const FLOOD: &str = r#"
import resource, socket, struct, sys, threading
port, hold = int(sys.argv[1]), int(sys.argv[2])
_, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
listener = socket.socket()
listener.bind(("127.0.0.1", 0))
listener.listen(4096)
held = []
for _ in range(hold // 2):
    held.append(socket.create_connection(listener.getsockname()))
    held.append(listener.accept()[0])
reset = struct.pack("ii", 1, 0)
def flood():
    while True:
        try:
            connection = socket.create_connection(("127.0.0.1", port), timeout=10)
            connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, reset)
            connection.close()
        except OSError:
            pass
for _ in range(4):
    threading.Thread(target=flood, daemon=True).start()
print("flooding", flush=True)
sys.stdin.read()
"#;

/// `GET` a token on a connection of its own, given what a client library gives a try.
fn token_status(addr: &str) -> Result<u16, String> {
    let mut stream = std::net::TcpStream::connect(addr).map_err(|error| error.to_string())?;
    stream
        .set_read_timeout(Some(CLIENT_LIBRARY_PATIENCE))
        .unwrap();
    write!(
        stream,
        "GET {V1}/instance/service-accounts/default/token HTTP/1.1\r\nHost: {addr}\r\nMetadata-Flavor: Google\r\nConnection: close\r\n\r\n"
    )
    .map_err(|error| error.to_string())?;
    let mut answer = Vec::new();
    stream
        .read_to_end(&mut answer)
        .map_err(|error| format!("no answer within a client library's patience: {error}"))?;
    let text = String::from_utf8_lossy(&answer);
    text.split(' ')
        .nth(1)
        .and_then(|status| status.parse().ok())
        .ok_or_else(|| format!("not an HTTP answer: {text}"))
}

#[test]
fn auth_serve_answers_tokens_while_another_user_floods_it() {
    let runner = CloudRunner::new();
    let served = serve_key(&runner);
    let port = served.addr.rsplit(':').next().unwrap().to_string();
    // The token is minted before the flood: the flood is the only difference below.
    assert_eq!(
        get(
            &served.addr,
            &format!("{V1}/instance/service-accounts/default/token")
        )
        .status,
        200
    );
    let flood = Nobody::start(FLOOD, &[&port, "12000"]);
    assert_eq!(flood.first_line, "flooding");
    let failures: Vec<String> = (0..30)
        .filter_map(|n| match token_status(&served.addr) {
            Ok(200) => None,
            Ok(status) => Some(format!("request {n}: status {status}")),
            Err(error) => Some(format!("request {n}: {error}")),
        })
        .collect();
    drop(flood);
    let run = served.stop();
    assert!(failures.is_empty(), "{failures:#?}");
    // A flooding connection the other user has already closed when its turn comes is no
    // longer in the kernel's table; one still open names its user. Either is a refusal,
    // and which one a loaded machine shows is a matter of timing.
    assert!(
        run.stdout.contains("refused: the peer runs as user 65534")
            || run
                .stdout
                .contains("refused: the peer's socket is not in the kernel's table"),
        "the flood was not refused:\n{}",
        run.stdout.lines().take(20).collect::<Vec<_>>().join("\n")
    );
}

/// A process that is not the server, whose arguments hold `serve` as the server's do.
fn not_a_server() -> Child {
    Command::new("sh")
        .args(["-c", "sleep 1000; true", "serve"])
        .spawn_child()
        .unwrap()
}

/// Whether `child` was still running (not ended by a signal of the command under test):
/// SIGKILL ends it now, and a process a SIGTERM already ended reports SIGTERM.
fn was_running(mut child: Child) -> bool {
    let _ = child.kill();
    child.wait().unwrap().signal() == Some(9)
}

#[test]
fn auth_serve_stop_refuses_a_planted_process_id_and_signals_nothing() {
    let runner = CloudRunner::new();
    let other = not_a_server();
    let pid = other.id().to_string();
    // The process ID as a job keeps it for a later step, in a file anyone could write.
    let run = runner
        .on_ci("none")
        .env("WARD_AUTH_SERVE_PID", &pid)
        .args(["auth", "serve", "--stop"])
        .run();
    run.expect_code(2);
    assert!(
        run.stderr.contains(&format!(
            "process {pid} is not a ward auth serve server: ward started no server with that process ID"
        )),
        "{}",
        run.stderr
    );
    assert!(was_running(other), "the planted process was signalled");
}

#[test]
fn auth_serve_stop_refuses_a_record_that_is_not_wards_own_or_is_stale() {
    use std::os::unix::fs::PermissionsExt as _;
    let runner = CloudRunner::new();
    let dir = runner.sandbox.path().join("state/ward/auth-serve");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o700)).unwrap();
    let other = not_a_server();
    let pid = other.id();
    let record = dir.join(format!("server-{pid}.json"));
    // A record as the server writes it, but of another start: the process ID was reused.
    let text = format!(
        r#"{{"ward_auth_serve":{{"pid":{pid},"start":1,"exe":"/usr/bin/sh","args_sha256":"00"}}}}"#
    );
    std::fs::write(&record, &text).unwrap();
    let stop = || {
        runner
            .on_ci("none")
            .args(["auth", "serve", "--stop", "--pid", &pid.to_string()])
            .run()
    };
    std::fs::set_permissions(&record, std::fs::Permissions::from_mode(0o644)).unwrap();
    let run = stop();
    run.expect_code(2);
    assert!(
        run.stderr.contains("is not ward's own record"),
        "{}",
        run.stderr
    );
    std::fs::set_permissions(&record, std::fs::Permissions::from_mode(0o600)).unwrap();
    let run = stop();
    run.expect_code(2);
    assert!(
        run.stderr.contains("its start time differs"),
        "{}",
        run.stderr
    );
    assert!(!record.exists(), "the stale record was kept");
    assert!(was_running(other), "a process was signalled");
}
