//! The offline store against hostile files and other local users: forged heads declaring
//! huge lengths are refused before anything is allocated, FIFOs and links at a shard's
//! name are refused at once, folders other users can write to are refused, and `export`
//! writes a device or FIFO in place instead of replacing it.

use std::path::{Path, PathBuf};

use ward::store::format::{encode_head, Header, Slot, DATA_START, SLOTS};
use ward_client::passwords::HashMode;

#[cfg(unix)]
use crate::password_download::password;
use crate::password_download::{download, fake, options, store, Fake};
#[cfg(unix)]
use crate::support::Run;
use crate::support::{run_measured, Measured, Sandbox};

/// Peak memory any run against a hostile store may reach.
const MEMORY_GOAL_KIB: u64 = 64 * 1024;

/// A hash under prefix 00000 (shard 00).
const HASH_IN_SHARD_00: &str = "0000000000000000000000000000000000000000";

fn store_dir(sandbox: &Sandbox) -> PathBuf {
    sandbox.path().join("corpus").join("sha1")
}

/// A sandbox with a sound store of prefixes 00000..00001 and a hash list to check.
fn downloaded() -> (Sandbox, Fake) {
    let sandbox = Sandbox::new();
    let fake = fake(options(4));
    let (code, _, stderr) = download(&sandbox, &fake, &["--range", "00000..00001"]);
    assert_eq!(code, 0, "{stderr}");
    sandbox.write("hashes.txt", &format!("{HASH_IN_SHARD_00}\n"));
    (sandbox, fake)
}

/// A shard file with a sound head (its checksum matches) declaring `slot` for prefix
/// 00000 and a metadata section of `meta_len` bytes, as sparse as the file system
/// allows: a few hundred kB on disk whatever it declares.
fn forged_shard(path: &Path, slot: Slot, meta_len: u32) {
    let mut slots = vec![Slot::EMPTY; SLOTS];
    slots[0] = slot;
    let header = Header {
        mode: HashMode::Sha1,
        shard: 0,
        generation: 1,
        ranges: 1,
        meta_len,
        data_len: u64::from(slot.length),
        data_checksum: 0,
        meta_checksum: 0,
    };
    let _ = std::fs::remove_file(path);
    std::fs::write(path, encode_head(&header, &slots)).unwrap();
    let file = std::fs::OpenOptions::new().write(true).open(path).unwrap();
    file.set_len(DATA_START + u64::from(slot.length) + u64::from(meta_len))
        .unwrap();
}

/// `ward ARGS` as a process in the sandbox (the store named relative to it), for runs whose
/// peak memory is measured or which must be stopped if they hang.
fn ward_command(sandbox: &Sandbox, fake: &Fake, args: &[&str]) -> std::process::Command {
    sandbox
        .cmd(args)
        .env("WARD_PASSWORDS_URL", &fake.running.url)
        .process()
}

fn check_hashes(sandbox: &Sandbox, fake: &Fake) -> std::process::Command {
    ward_command(
        sandbox,
        fake,
        &[
            "password",
            "check",
            "--offline",
            "corpus",
            "--hashes",
            "hashes.txt",
        ],
    )
}

/// Run `command`; it must fail, say `says`, and stay under the memory goal.
fn refused_cheaply(what: &str, command: std::process::Command, says: &str) -> Measured {
    let run = run_measured(command);
    assert!(
        !matches!(run.code, Some(0) | Some(10)),
        "{what}: answered from a forged store: {}{}",
        run.stdout,
        run.stderr
    );
    assert!(run.stderr.contains(says), "{what}: {}", run.stderr);
    let peak = run
        .peak_rss_kib
        .or_else(|| (!cfg!(target_os = "linux")).then_some(0))
        .expect("the peak memory of a child is measured on Linux");
    assert!(
        peak < MEMORY_GOAL_KIB,
        "{what}: peak memory {peak} KiB, over the {MEMORY_GOAL_KIB} KiB goal"
    );
    run
}

#[test]
fn forged_heads_declaring_huge_lengths_are_refused_before_allocating() {
    let (sandbox, fake) = downloaded();
    let shard = store_dir(&sandbox).join("00.shard");
    // One range declared 4 GiB long (the largest a slot can say).
    forged_shard(
        &shard,
        Slot {
            offset: 0,
            length: u32::MAX,
            rows: 1,
            checksum: 0,
        },
        0,
    );
    let range_cap = "more than the 1 MiB a range can take";
    refused_cheaply(
        "check --offline, huge range",
        check_hashes(&sandbox, &fake),
        range_cap,
    );
    refused_cheaply(
        "verify, huge range",
        ward_command(&sandbox, &fake, &["password", "verify", "corpus"]),
        range_cap,
    );
    // A plausible range, and a metadata section declared 4 GiB long.
    forged_shard(
        &shard,
        Slot {
            offset: 0,
            length: 1000,
            rows: 1,
            checksum: 0,
        },
        u32::MAX,
    );
    refused_cheaply(
        "verify, huge metadata",
        ward_command(&sandbox, &fake, &["password", "verify", "corpus"]),
        "bytes of range metadata",
    );
    // A plain download repairs what it cannot use, still within the goal.
    let run = run_measured(ward_command(
        &sandbox,
        &fake,
        &["password", "download", "corpus", "--range", "00000..00001"],
    ));
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(
        run.stderr.contains("bytes of range metadata"),
        "{}",
        run.stderr
    );
    assert!(run.peak_rss_kib.unwrap_or(0) < MEMORY_GOAL_KIB);
    sandbox
        .run(&["password", "verify", &store(&sandbox)])
        .expect_success();
}

#[test]
fn a_huge_manifest_or_refresh_record_is_not_read_whole() {
    let (sandbox, fake) = downloaded();
    let sparse = |name: &str| {
        let file = std::fs::File::create(store_dir(&sandbox).join(name)).unwrap();
        file.set_len(2 << 30).unwrap();
    };
    sparse("manifest");
    refused_cheaply(
        "verify, 2 GiB manifest",
        ward_command(&sandbox, &fake, &["password", "verify", "corpus"]),
        "the manifest is damaged",
    );
    sparse("refresh");
    let run = run_measured(ward_command(
        &sandbox,
        &fake,
        &["password", "download", "corpus", "--range", "00000..00001"],
    ));
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(run.stderr.contains("refresh record"), "{}", run.stderr);
    let peak = run.peak_rss_kib.unwrap_or(0);
    assert!(peak < MEMORY_GOAL_KIB, "download: peak memory {peak} KiB");
}

/// Run `command` to its end, failing the test (and stopping ward) if it is still waiting
/// long after any run of it ends: the FIFO cases must never be waited on.
#[cfg(unix)]
fn run_unless_stuck(mut command: std::process::Command) -> Run {
    use crate::support::SpawnChild as _;
    use std::process::Stdio;
    let mut child = command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn_child()
        .unwrap();
    for _ in 0..1200 {
        if child.try_wait().unwrap().is_some() {
            let output = child.wait_with_output().unwrap();
            return Run {
                code: u8::try_from(output.status.code().expect("an exit code")).unwrap(),
                stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
                stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
                sandbox: command
                    .get_current_dir()
                    .expect("the sandbox")
                    .to_path_buf(),
            };
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    let _ = child.kill();
    let output = child.wait_with_output().unwrap();
    panic!(
        "ward waited on a FIFO instead of refusing it: {}",
        String::from_utf8_lossy(&output.stderr)
    );
}

#[cfg(unix)]
fn mkfifo(path: &Path) {
    use crate::support::SpawnChild as _;
    let made = std::process::Command::new("mkfifo")
        .arg(path)
        .status_child()
        .expect("mkfifo from coreutils");
    assert!(made.success(), "mkfifo {}", path.display());
}

#[cfg(unix)]
#[test]
fn a_fifo_or_a_link_at_a_shard_s_name_is_refused_at_once() {
    let (sandbox, fake) = downloaded();
    let shard = store_dir(&sandbox).join("00.shard");
    // A sound shard file elsewhere, linked in: never followed.
    let elsewhere = sandbox.path().join("elsewhere.shard");
    std::fs::rename(&shard, &elsewhere).unwrap();
    std::os::unix::fs::symlink(&elsewhere, &shard).unwrap();
    crate::ward_snapshot!(
        "linked_shard_check",
        run_unless_stuck(check_hashes(&sandbox, &fake))
    );
    // A download leaves the link and what it points to as they are.
    let before = std::fs::read(&elsewhere).unwrap();
    let run = run_unless_stuck(ward_command(
        &sandbox,
        &fake,
        &["password", "download", "corpus", "--range", "00000..00001"],
    ));
    crate::ward_snapshot!("linked_shard_download", run);
    assert!(std::fs::symlink_metadata(&shard)
        .unwrap()
        .file_type()
        .is_symlink());
    assert_eq!(std::fs::read(&elsewhere).unwrap(), before);
    // A FIFO: opening it to read would wait for a writer for ever.
    std::fs::remove_file(&shard).unwrap();
    mkfifo(&shard);
    crate::ward_snapshot!(
        "fifo_shard_check",
        run_unless_stuck(check_hashes(&sandbox, &fake))
    );
    let run = run_unless_stuck(ward_command(
        &sandbox,
        &fake,
        &["password", "verify", "corpus"],
    ));
    crate::ward_snapshot!("fifo_shard_verify", run);
}

/// Folders other users can write to, or own, are refused by every command; the ones
/// ward creates are owner-only.
#[cfg(unix)]
#[test]
fn a_store_folder_other_users_can_write_to_is_refused() {
    use crate::support::SpawnChild as _;
    use std::os::unix::fs::PermissionsExt;
    let (sandbox, fake) = downloaded();
    let corpus = sandbox.path().join("corpus");
    for dir in [&corpus, &store_dir(&sandbox)] {
        let mode = std::fs::metadata(dir).unwrap().permissions().mode() & 0o7777;
        assert_eq!(mode, 0o700, "{} was created {mode:o}", dir.display());
    }
    let hashes = sandbox.path().join("hashes.txt");
    let out = sandbox.path().join("out.txt");
    let refused = |case: &str| {
        let runs = [
            (
                "download",
                password(&sandbox, &fake, "download").args(["--range", "00000..00000"]),
            ),
            (
                "check",
                sandbox
                    .cmd([
                        "password",
                        "check",
                        "--offline",
                        &store(&sandbox),
                        "--hashes",
                    ])
                    .arg(&hashes),
            ),
            ("verify", password(&sandbox, &fake, "verify")),
            (
                "export",
                password(&sandbox, &fake, "export").arg("--file").arg(&out),
            ),
        ];
        for (command, ward) in runs {
            crate::ward_snapshot!(format!("{case}_{command}"), ward.run());
        }
    };
    for (case, shared) in [
        ("corpus_shared", corpus.clone()),
        ("store_shared", store_dir(&sandbox)),
    ] {
        std::fs::set_permissions(&shared, std::fs::Permissions::from_mode(0o777)).unwrap();
        refused(case);
        std::fs::set_permissions(&shared, std::fs::Permissions::from_mode(0o700)).unwrap();
    }
    assert!(
        is_root(),
        "this test gives the store to another user (chown 65534): run it as root"
    );
    let chown = std::process::Command::new("chown")
        .args(["65534"])
        .arg(store_dir(&sandbox))
        .status_child()
        .expect("chown from coreutils");
    assert!(chown.success());
    refused("store_owned_by_another");
}

#[cfg(unix)]
fn is_root() -> bool {
    use std::os::unix::fs::MetadataExt;
    // A file just created belongs to the effective user.
    let probe = tempfile::NamedTempFile::new().unwrap();
    probe.as_file().metadata().unwrap().uid() == 0
}

/// `export --file` to a device or FIFO writes into it and leaves it a device or FIFO; a
/// link is refused unless it leads to one.
#[cfg(target_os = "linux")]
#[test]
fn export_writes_devices_and_fifos_in_place_and_refuses_links() {
    use crate::support::SpawnChild as _;
    use std::io::Read;
    use std::os::unix::fs::FileTypeExt;
    let (sandbox, fake) = downloaded();
    let export = |file: &Path| {
        password(&sandbox, &fake, "export")
            .arg("--file")
            .arg(file)
            .run()
    };
    let regular = sandbox.path().join("regular.txt");
    export(&regular).expect_success();
    let expected = std::fs::read(&regular).unwrap();
    assert!(!expected.is_empty());

    // A FIFO, opened for reading and writing here so that it has a reader (the export is
    // smaller than the pipe's buffer).
    let fifo = sandbox.path().join("fifo");
    mkfifo(&fifo);
    let mut reader = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .open(&fifo)
        .unwrap();
    let link_to_fifo = sandbox.path().join("link-to-fifo");
    std::os::unix::fs::symlink(&fifo, &link_to_fifo).unwrap();
    for target in [&fifo, &link_to_fifo] {
        export(target).expect_success();
        // Checked first: a FIFO replaced by a file would leave nothing to read.
        let kind = std::fs::symlink_metadata(&fifo).unwrap().file_type();
        assert!(kind.is_fifo(), "the FIFO was replaced: {kind:?}");
        let mut received = vec![0u8; expected.len()];
        reader.read_exact(&mut received).unwrap();
        assert_eq!(received, expected);
    }
    assert!(std::fs::symlink_metadata(&link_to_fifo)
        .unwrap()
        .file_type()
        .is_symlink());

    // A link to a regular file is refused; the file and the link stay.
    let victim = sandbox.path().join("victim");
    std::fs::write(&victim, "keep me").unwrap();
    let link = sandbox.path().join("link");
    std::os::unix::fs::symlink(&victim, &link).unwrap();
    crate::ward_snapshot!("export_to_a_link", export(&link));
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "keep me");
    assert!(std::fs::symlink_metadata(&link)
        .unwrap()
        .file_type()
        .is_symlink());

    // A private null device (never the system's own /dev/null).
    assert!(
        is_root(),
        "this test makes a device with mknod: run it as root"
    );
    let null = sandbox.path().join("null");
    let made = std::process::Command::new("mknod")
        .arg(&null)
        .args(["c", "1", "3"])
        .status_child()
        .expect("mknod from coreutils");
    assert!(made.success());
    export(&null).expect_success();
    assert!(std::fs::symlink_metadata(&null)
        .unwrap()
        .file_type()
        .is_char_device());
    let leftovers: Vec<String> = std::fs::read_dir(sandbox.path())
        .unwrap()
        .flatten()
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".tmp"))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
}

/// A second local user adds a shard file (a sound one, copied from elsewhere) to a store
/// whose folder everyone may add files to, sticky bit or not: the store is refused, never
/// answered from.
#[cfg(target_os = "linux")]
#[test]
fn a_shard_another_user_adds_to_a_sticky_shared_folder_is_never_used() {
    use crate::support::SpawnChild as _;
    use std::os::unix::fs::{MetadataExt, PermissionsExt};
    assert!(
        is_root(),
        "this test runs a second user with setpriv: run it as root"
    );
    let (sandbox, fake) = downloaded();
    let root = store_dir(&sandbox);
    let spare = sandbox.path().join("spare.shard");
    std::fs::rename(root.join("00.shard"), &spare).unwrap();
    let mode = |path: &Path, mode: u32| {
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap()
    };
    // Others may pass through the sandbox and the folder named, and add to the store's.
    mode(sandbox.path(), 0o711);
    mode(&sandbox.path().join("corpus"), 0o711);
    mode(&spare, 0o644);
    mode(&root, 0o1777);
    let planted = std::process::Command::new("setpriv")
        .args(["--reuid=65534", "--regid=65534", "--clear-groups", "cp"])
        .arg(&spare)
        .arg(root.join("00.shard"))
        .status_child()
        .expect("setpriv from util-linux");
    assert!(planted.success());
    assert_eq!(
        std::fs::metadata(root.join("00.shard")).unwrap().uid(),
        65534
    );
    let hashes = sandbox.path().join("hashes.txt");
    let runs = [
        (
            "check",
            sandbox
                .cmd([
                    "password",
                    "check",
                    "--offline",
                    &store(&sandbox),
                    "--hashes",
                ])
                .arg(&hashes),
        ),
        (
            "download",
            password(&sandbox, &fake, "download").args(["--range", "00000..00001"]),
        ),
    ];
    for (command, ward) in runs {
        crate::ward_snapshot!(format!("planted_shard_{command}"), ward.run());
    }
}
