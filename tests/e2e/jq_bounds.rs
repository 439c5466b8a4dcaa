//! `--jq` expressions that run away: an endless loop, an endless stream collected, a
//! recursion without end, results without end. Each ends with one usage error (exit 2),
//! never an abort (exit 134) or a hang.
//!
//! These run the process: the failure they guard against aborts it, which in-process would
//! take the test binary down with it, and hangs it, which only a child can be waited for
//! with a patience.

use std::time::{Duration, Instant};

use ward_fakes::scripted::{router, Canned};
use ward_fakes::spawn;

use crate::releases_fixture::KEY;
use crate::support::SpawnChild as _;
use crate::support::{Run, Sandbox};

/// Only a run that hangs waits this long.
const PATIENCE: Duration = Duration::from_secs(300);

/// `ward project get` over a real project with `--jq EXPR`, waited for with a patience.
fn jq_over_a_project(expr: &str) -> Run {
    let body = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/real/releases/project.json"
    ))
    .unwrap();
    let server = spawn(router(vec![
        Canned::new(200, &body).header("content-type", "application/json")
    ]));
    let sandbox = Sandbox::new()
        .var("WARD_RELEASES_URL", &server.url)
        .var("WARD_RELEASES_KEY", KEY);
    let mut child = sandbox
        .cmd(["project", "get", "pf4w494lbjsd3ydp5hnf4gsptw", "--jq", expr])
        .process()
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn_child()
        .unwrap();
    // Output is read as it comes, so a run printing without end cannot block on its pipe.
    let stdout = child.stdout.take().unwrap();
    let stderr = child.stderr.take().unwrap();
    let read = |mut pipe: Box<dyn std::io::Read + Send>| {
        std::thread::spawn(move || {
            let mut text = Vec::new();
            let _ = pipe.read_to_end(&mut text);
            text
        })
    };
    let (stdout, stderr) = (read(Box::new(stdout)), read(Box::new(stderr)));
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if started.elapsed() > PATIENCE {
            child.kill().unwrap();
            panic!("--jq '{expr}' still ran after {} s", PATIENCE.as_secs());
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let code = status
        .code()
        .unwrap_or_else(|| panic!("--jq '{expr}' ended ward by a signal: {status:?}"));
    let stdout = stdout.join().unwrap();
    Run {
        code: u8::try_from(code).unwrap(),
        // A run cut short may have printed without end; what matters is that it stopped.
        stdout: String::from_utf8_lossy(&stdout[..stdout.len().min(4096)]).into_owned(),
        stderr: String::from_utf8_lossy(&stderr.join().unwrap()).into_owned(),
        sandbox: sandbox.path().to_path_buf(),
    }
}

#[test]
fn an_endless_loop_is_stopped_by_the_step_budget() {
    crate::ward_snapshot!("endless_loop", jq_over_a_project("def f: f; f"));
    crate::ward_snapshot!(
        "endless_reduce",
        jq_over_a_project("reduce range(1e12) as $i (0; . + 1)")
    );
}

#[test]
fn an_endless_stream_collected_is_stopped_before_it_fills_memory() {
    // Memory is measured on Linux only; elsewhere the step budget stops it first.
    insta::with_settings!({filters => vec![(r"was stopped: .*", "was stopped: [BOUND]")]}, {
        crate::ward_snapshot!("endless_range", jq_over_a_project("[range(1e12)]"));
        crate::ward_snapshot!("endless_recurse", jq_over_a_project("0 | [recurse(. + 1)]"));
        crate::ward_snapshot!("endless_repeat", jq_over_a_project("[repeat(1)]"));
    });
}

/// On Linux the process's memory is measured, and bounds a collected stream first.
#[cfg(target_os = "linux")]
#[test]
fn a_collected_stream_is_stopped_by_the_memory_bound_on_linux() {
    let run = jq_over_a_project("[range(1e12)]");
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        run.stderr
            .contains("was stopped: its values took more than 256 MiB of memory"),
        "{}",
        run.stderr
    );
}

#[test]
fn a_recursion_without_end_is_stopped_before_the_stack_overflows() {
    // Which bound comes first, depth or steps, depends on how large the build's stack
    // frames are; that it ends with one usage error does not.
    for expr in ["def f: 1 + f; f", "def f: [f]; f", "def f: {a: f}; f"] {
        let run = jq_over_a_project(expr);
        assert_eq!(run.code, 2, "{expr}: {}", run.stderr);
        assert_eq!(run.stdout, "", "{expr}");
        let mut lines = run.stderr.lines();
        let error = lines.next().unwrap();
        assert!(
            error.starts_with(&format!("ward: error: --jq '{expr}' was stopped: ")),
            "{error}"
        );
        assert!(
            lines.next().unwrap().starts_with("hint: "),
            "{}",
            run.stderr
        );
        assert_eq!(lines.next(), None, "{}", run.stderr);
    }
}

#[test]
fn results_without_end_are_stopped_at_the_output_cap() {
    let run = jq_over_a_project("range(1e6) | \"x\" * 1000");
    assert_eq!(run.code, 2, "{}", run.stderr);
    crate::ward_snapshot!(
        "endless_output",
        Run {
            stdout: String::new(),
            ..run
        }
    );
}

#[test]
fn bounded_work_is_untouched() {
    let run = jq_over_a_project("[limit(3; repeat(.name))] | length, ([range(100000)] | add)");
    run.expect_success();
    assert_eq!(run.stdout, "3\n4999950000\n");
}
