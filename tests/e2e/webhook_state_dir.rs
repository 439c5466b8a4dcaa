//! The receiver's state directory: one receiver at a time, private files, and no
//! directory other users could change.

use std::collections::BTreeMap;
use std::path::Path;

use crate::support::eventually;
use crate::webhook_serve_support::{lines_of, sandbox, try_post, Receiver};

/// How often each job id was started, from the lines commands append to `runs.txt`.
fn starts(dir: &Path) -> BTreeMap<String, usize> {
    let mut counts = BTreeMap::new();
    for line in lines_of(&dir.join("runs.txt")) {
        if let Some(id) = line.strip_suffix(" start") {
            *counts.entry(id.to_string()).or_insert(0) += 1;
        }
    }
    counts
}

#[test]
fn a_second_receiver_on_one_state_directory_refuses_and_changes_nothing() {
    second_receiver_refused(false);
}

/// A cleanup script or temporary-file cleaner that removes the lock file while the first
/// receiver runs: the second is refused all the same, and runs nothing again.
#[cfg(unix)]
#[test]
fn removing_the_lock_file_does_not_let_a_second_receiver_in() {
    second_receiver_refused(true);
}

/// Starts a second receiver on a directory whose first receiver has jobs running (after
/// removing the lock file, when `remove_lock`): it must refuse, and each job runs once.
fn second_receiver_refused(remove_lock: bool) {
    let sandbox = sandbox();
    let state = sandbox.path().join("state");
    let state_arg = state.to_str().unwrap();
    // Jobs hold on until the test lets them finish, so some are running when the second
    // receiver starts: a second start used to mark them queued and the first ran them again.
    let route = r#"rec=echo "$WARD_JOB_ID start" >> runs.txt; while [ ! -e release ]; do sleep 0.02; done; echo "$WARD_JOB_ID done" >> runs.txt"#;
    let args = [
        "--shell",
        "--route",
        route,
        "--concurrency",
        "2",
        "--state-dir",
        state_arg,
    ];
    let mut first = Receiver::start(&sandbox, &args, &[]);
    let accepted: Vec<String> = (0..4)
        .map(|_| try_post(&first.addr, "/webhooks/rec").expect("202"))
        .collect();
    eventually("two jobs to run", || starts(sandbox.path()).len() == 2);
    if remove_lock {
        std::fs::remove_file(state.join("webhook-serve.lock")).unwrap();
    }

    // A second process, as a second start on the same machine is.
    let second = sandbox
        .cmd(["webhook", "serve", "--port", "0"])
        .args(args)
        .run_process();
    let stderr = second.stderr.as_str();
    assert_ne!(second.code, 0, "{stderr}");
    assert!(stderr.contains("another ward webhook serve"), "{stderr}");
    // The process is named while the lock file that tells it is there.
    let named = stderr.contains(&format!("process {}", first.pid()));
    assert_eq!(named, !remove_lock, "{stderr}");
    assert!(!stderr.contains("listening on"), "{stderr}");

    std::fs::write(sandbox.path().join("release"), "").unwrap();
    let done = || {
        lines_of(&sandbox.path().join("runs.txt"))
            .iter()
            .filter(|line| line.ends_with(" done"))
            .count()
    };
    eventually("every job to finish", || done() == accepted.len());
    // Had the second start resumed the running jobs, the first would start them again.
    first.signal("TERM");
    assert_eq!(first.wait_exit(), Some(0));
    let counts = starts(sandbox.path());
    assert_eq!(counts.len(), accepted.len(), "{counts:?}");
    for id in &accepted {
        assert_eq!(counts.get(id), Some(&1), "{id} in {counts:?}");
    }

    // Once the first is gone the directory is free again.
    let third = Receiver::start(&sandbox, &args, &[]);
    drop(third);
}

#[cfg(unix)]
#[test]
fn the_job_database_is_private_even_in_an_existing_directory() {
    use std::os::unix::fs::PermissionsExt as _;
    let sandbox = sandbox();
    let state = sandbox.path().join("state");
    std::fs::create_dir(&state).unwrap();
    std::fs::set_permissions(&state, std::fs::Permissions::from_mode(0o755)).unwrap();
    // A database left readable by an older version is made private too.
    let database = state.join("webhook-jobs.sqlite3");
    std::fs::write(&database, "").unwrap();
    std::fs::set_permissions(&database, std::fs::Permissions::from_mode(0o644)).unwrap();
    // The files are the point, not the process: the receivers run in-process.
    let receiver = Receiver::in_process(
        &sandbox,
        &[
            "--route",
            "rec=true",
            "--state-dir",
            state.to_str().unwrap(),
        ],
        &[],
    );
    assert!(try_post(&receiver.addr, "/webhooks/rec").is_some());
    for name in [
        "webhook-jobs.sqlite3",
        "webhook-jobs.sqlite3-wal",
        "webhook-jobs.sqlite3-shm",
        "webhook-serve.lock",
    ] {
        let mode = std::fs::metadata(state.join(name))
            .unwrap()
            .permissions()
            .mode();
        assert_eq!(mode & 0o777, 0o600, "{name}");
    }

    // Directories ward creates itself are its owner's alone.
    let fresh = sandbox.path().join("new").join("state");
    let receiver = Receiver::in_process(
        &sandbox,
        &[
            "--route",
            "rec=true",
            "--state-dir",
            fresh.to_str().unwrap(),
        ],
        &[],
    );
    drop(receiver);
    for path in [sandbox.path().join("new"), fresh] {
        let mode = std::fs::metadata(&path).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o700, "{}", path.display());
    }
}

#[cfg(unix)]
#[test]
fn a_state_directory_others_may_write_to_is_refused_unless_allowed() {
    use std::os::unix::fs::PermissionsExt as _;
    let sandbox = sandbox();
    let state = sandbox.path().join("state");
    std::fs::create_dir(&state).unwrap();
    std::fs::set_permissions(&state, std::fs::Permissions::from_mode(0o777)).unwrap();
    let state_arg = state.to_str().unwrap();
    let refused = sandbox
        .cmd(["webhook", "serve", "--port", "0", "--route", "rec=true"])
        .args(["--state-dir", state_arg])
        .run();
    crate::ward_snapshot!("shared_state_dir_refused", refused);
    assert_eq!(
        std::fs::read_dir(&state).unwrap().count(),
        0,
        "nothing made"
    );

    let mut allowed = Receiver::in_process(
        &sandbox,
        &[
            "--route",
            "rec=true",
            "--state-dir",
            state_arg,
            "--allow-shared-state-dir",
        ],
        &[],
    );
    // Its whole start-up and shutdown, the warning included.
    crate::ward_snapshot!("shared_state_dir_allowed", allowed.stop());
}

/// A world-writable directory with the sticky bit, as /tmp is: others cannot remove this
/// user's files there, but they can make the queue's files first; refused unless allowed.
#[cfg(unix)]
#[test]
fn a_sticky_state_directory_others_may_write_to_is_refused_unless_allowed() {
    use std::os::unix::fs::PermissionsExt as _;
    let sandbox = sandbox();
    let state = sandbox.path().join("state");
    std::fs::create_dir(&state).unwrap();
    std::fs::set_permissions(&state, std::fs::Permissions::from_mode(0o1777)).unwrap();
    let state_arg = state.to_str().unwrap();
    let refused = sandbox
        .cmd(["webhook", "serve", "--port", "0", "--route", "rec=true"])
        .args(["--state-dir", state_arg])
        .run();
    crate::ward_snapshot!("sticky_state_dir_refused", refused);
    assert_eq!(
        std::fs::read_dir(&state).unwrap().count(),
        0,
        "nothing made"
    );
    let mut allowed = Receiver::in_process(
        &sandbox,
        &[
            "--route",
            "rec=true",
            "--state-dir",
            state_arg,
            "--allow-shared-state-dir",
        ],
        &[],
    );
    let stopped = allowed.stop();
    assert_eq!(stopped.code, 0, "{}", stopped.stderr);
    assert!(stopped.stderr.contains("mode 1777"), "{}", stopped.stderr);
}

/// The queue's files as another local user made them in a shared directory, ahead of the
/// receiver: the database (they would read every payload and add jobs), the lock, and
/// each file SQLite keeps beside the database. Each is refused, naming it, even with
/// --allow-shared-state-dir, and so is `ward webhook jobs` on the planted database.
#[cfg(target_os = "linux")]
#[test]
fn queue_files_another_user_made_are_refused() {
    use crate::support::SpawnChild as _;
    use std::os::unix::fs::{MetadataExt as _, PermissionsExt as _};
    let sandbox = sandbox();
    let probe = sandbox.path().join("probe");
    std::fs::write(&probe, "").unwrap();
    assert_eq!(
        std::fs::metadata(&probe).unwrap().uid(),
        0,
        "this test runs a second user with setpriv: run it as root"
    );
    // The other user may pass through the sandbox to the shared directories in it.
    std::fs::set_permissions(sandbox.path(), std::fs::Permissions::from_mode(0o711)).unwrap();
    for name in [
        "webhook-jobs.sqlite3",
        "webhook-serve.lock",
        "webhook-jobs.sqlite3-wal",
        "webhook-jobs.sqlite3-shm",
        "webhook-jobs.sqlite3-journal",
    ] {
        let state = sandbox.path().join(format!("shared-{name}"));
        std::fs::create_dir(&state).unwrap();
        std::fs::set_permissions(&state, std::fs::Permissions::from_mode(0o1777)).unwrap();
        let planted = state.join(name);
        let made = std::process::Command::new("setpriv")
            .args(["--reuid=65534", "--regid=65534", "--clear-groups", "touch"])
            .arg(&planted)
            .status_child()
            .expect("setpriv from util-linux");
        assert!(made.success(), "{name}");
        assert_eq!(std::fs::metadata(&planted).unwrap().uid(), 65534, "{name}");
        let refused = sandbox
            .cmd(["webhook", "serve", "--port", "0", "--route", "rec=true"])
            .args(["--state-dir", state.to_str().unwrap()])
            .arg("--allow-shared-state-dir")
            .run();
        assert_eq!(refused.code, 2, "{name}: {}", refused.stderr);
        let said = format!(
            "ward: error: {} belongs to another user (uid 65534); another user could read the queued payloads or add jobs through it, so it is not used",
            planted.display()
        );
        assert!(refused.stderr.contains(&said), "{name}: {}", refused.stderr);
        assert!(
            !refused.stderr.contains("listening on"),
            "{}",
            refused.stderr
        );
        assert_eq!(
            std::fs::metadata(&planted).unwrap().len(),
            0,
            "{name} untouched"
        );
        if name == "webhook-jobs.sqlite3" {
            let jobs = sandbox
                .cmd(["webhook", "jobs", "list", "--state-dir"])
                .arg(&state)
                .run();
            assert_eq!(jobs.code, 2, "{}", jobs.stderr);
            assert!(jobs.stderr.contains(&said), "{}", jobs.stderr);
        }
    }
}

/// A second name (hard link) of the database or the lock, even in a private directory:
/// whoever reaches the other name reaches the queue. Refused, naming the file.
#[cfg(unix)]
#[test]
fn queue_files_with_a_second_name_are_refused() {
    let sandbox = sandbox();
    for name in ["webhook-jobs.sqlite3", "webhook-serve.lock"] {
        let state = sandbox.path().join(format!("private-{name}"));
        std::fs::create_dir(&state).unwrap();
        let elsewhere = sandbox.path().join(format!("elsewhere-{name}"));
        std::fs::write(&elsewhere, "").unwrap();
        std::fs::hard_link(&elsewhere, state.join(name)).unwrap();
        let refused = sandbox
            .cmd(["webhook", "serve", "--port", "0", "--route", "rec=true"])
            .args(["--state-dir", state.to_str().unwrap()])
            .run();
        assert_eq!(refused.code, 2, "{name}: {}", refused.stderr);
        let said = format!(
            "ward: error: {} has 2 names (hard links), so it is reachable from elsewhere",
            state.join(name).display()
        );
        assert!(refused.stderr.contains(&said), "{name}: {}", refused.stderr);
    }
}
