use std::io::Write;
use std::path::Path;

use super::*;

fn names_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn a_write_replaces_a_regular_file_and_leaves_no_temporary_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("config.toml");
    std::fs::write(&path, "old").unwrap();
    write_private(&path, b"new").unwrap();
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "new");
    assert_eq!(names_in(dir.path()), ["config.toml"]);
}

#[test]
fn a_streamed_file_reaches_its_target_only_when_committed() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("export.txt");
    let mut file = NewFile::create(&path).unwrap();
    file.write_all(b"one\n").unwrap();
    assert!(!path.exists());
    drop(file);
    assert_eq!(names_in(dir.path()), Vec::<String>::new());

    let mut file = NewFile::create(&path).unwrap();
    assert_eq!(file.path(), path);
    file.write_all(b"two\n").unwrap();
    file.commit().unwrap();
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "two\n");
}

#[test]
fn a_directory_target_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let error = write_private(dir.path(), b"x").unwrap_err();
    assert_eq!(error.kind(), std::io::ErrorKind::InvalidInput);
    assert!(error.to_string().contains("directory"), "{error}");
}

#[test]
fn missing_parents_are_created() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("a").join("b").join("file");
    write_private(&path, b"x").unwrap();
    assert_eq!(std::fs::read(&path).unwrap(), b"x");
}

#[test]
fn a_file_over_its_limit_is_refused_and_one_at_it_is_read() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("token");
    std::fs::write(&path, [b'a'; 1024]).unwrap();
    assert_eq!(read_bounded(&path, 1024).unwrap().len(), 1024);
    let error = read_bounded(&path, 1023).unwrap_err();
    assert_eq!(error.kind(), std::io::ErrorKind::FileTooLarge);
    assert!(error.to_string().contains("1023 bytes"), "{error}");
    let error = read_bounded(&path, 512).unwrap_err();
    assert!(
        error.to_string().contains("larger than 512 bytes"),
        "{error}"
    );
}

#[test]
fn a_reader_past_its_limit_is_refused() {
    let error = read_reader_bounded(std::io::repeat(b'x'), 64 << 10).unwrap_err();
    assert_eq!(error.kind(), std::io::ErrorKind::FileTooLarge);
    assert!(error.to_string().contains("64 KiB"), "{error}");
    assert_eq!(read_reader_bounded(&b"abc"[..], 3).unwrap(), b"abc");
}

#[test]
fn text_that_is_not_utf8_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("secret");
    std::fs::write(&path, [0xff, 0xfe]).unwrap();
    let error = read_bounded_string(&path, 16).unwrap_err();
    assert_eq!(error.kind(), std::io::ErrorKind::InvalidData);
}

#[test]
fn reading_a_directory_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let error = read_bounded(dir.path(), 16).unwrap_err();
    assert_eq!(error.kind(), std::io::ErrorKind::InvalidInput);
}

#[test]
fn own_files_are_removed_and_others_are_left() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("creds.json");
    std::fs::write(&path, "{\"ward\":true}").unwrap();
    let error = remove_own(&path, 1024, |bytes| bytes.starts_with(b"nope")).unwrap_err();
    assert!(error.to_string().contains("contents"), "{error}");
    assert!(path.exists());
    let error = remove_own(&path, 4, |_| true).unwrap_err();
    assert!(error.to_string().contains("larger"), "{error}");
    assert!(path.exists());
    assert_eq!(
        remove_own(&path, 1024, |bytes| bytes.starts_with(b"{")).unwrap(),
        Removed::Deleted
    );
    assert!(!path.exists());
    assert_eq!(remove_own(&path, 1024, |_| true).unwrap(), Removed::Missing);
}

#[test]
fn a_directory_is_never_removed() {
    let dir = tempfile::tempdir().unwrap();
    let error = remove_own(dir.path(), 1024, |_| true).unwrap_err();
    assert!(error.to_string().contains("not a regular file"), "{error}");
    assert!(dir.path().is_dir());
}

#[cfg(unix)]
mod unix {
    use std::os::unix::fs::PermissionsExt;
    use std::time::Duration;

    use super::*;

    fn mode(path: &Path) -> u32 {
        std::fs::symlink_metadata(path)
            .unwrap()
            .permissions()
            .mode()
            & 0o7777
    }

    fn fifo(path: &Path) {
        nix::unistd::mkfifo(path, nix::sys::stat::Mode::from_bits_truncate(0o600)).unwrap();
    }

    #[test]
    fn written_files_are_owner_only_even_over_a_readable_one() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("jobs.db");
        std::fs::write(&path, "old").unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o644)).unwrap();
        write_private(&path, b"new").unwrap();
        assert_eq!(mode(&path), 0o600);
        let page = dir.path().join("ward.1");
        write_readable(&page, b"page").unwrap();
        // Readable documents get 0644 less the umask: never more, and always the owner's.
        assert_eq!(mode(&page) & 0o700, 0o600);
        assert_eq!(mode(&page) & !0o644, 0);
    }

    #[test]
    fn directories_ward_creates_are_owner_only() {
        let dir = tempfile::tempdir().unwrap();
        let nested = dir.path().join("state").join("inner");
        create_private_dir(&nested).unwrap();
        assert_eq!(mode(&dir.path().join("state")), 0o700);
        assert_eq!(mode(&nested), 0o700);
    }

    #[test]
    fn a_symlink_target_is_refused_and_its_target_kept() {
        let dir = tempfile::tempdir().unwrap();
        let victim = dir.path().join("victim");
        std::fs::write(&victim, "precious").unwrap();
        let link = dir.path().join("config.toml");
        std::os::unix::fs::symlink(&victim, &link).unwrap();
        let error = write_private(&link, b"evil").unwrap_err();
        assert!(error.to_string().contains("symbolic link"), "{error}");
        assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious");
        assert!(std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink());
    }

    #[test]
    fn an_exclusive_create_never_follows_a_planted_link() {
        let dir = tempfile::tempdir().unwrap();
        let victim = dir.path().join("victim");
        std::fs::write(&victim, "precious").unwrap();
        let planted = dir.path().join("ci-creds-0123456789abcdef.json");
        std::os::unix::fs::symlink(&victim, &planted).unwrap();
        let error = create_new_private(&planted).unwrap_err();
        assert_eq!(error.kind(), std::io::ErrorKind::AlreadyExists);
        assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious");
        let fresh = dir.path().join("ci-creds-fedcba9876543210.json");
        drop(create_new_private(&fresh).unwrap());
        assert_eq!(mode(&fresh), 0o600);
    }

    #[test]
    fn a_fifo_target_is_written_in_place_and_stays_a_fifo() {
        use std::os::unix::fs::FileTypeExt;
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("pipe");
        fifo(&path);
        let reader_path = path.clone();
        let reader = std::thread::spawn(move || std::fs::read(reader_path).unwrap());
        // The reader's open completes once the writer's does; retry until it is there.
        let written = loop {
            match write_private(&path, b"through the pipe") {
                Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => {
                    std::thread::sleep(Duration::from_millis(10));
                }
                other => break other,
            }
        };
        written.unwrap();
        assert_eq!(reader.join().unwrap(), b"through the pipe");
        assert!(std::fs::symlink_metadata(&path)
            .unwrap()
            .file_type()
            .is_fifo());
        assert_eq!(names_in(dir.path()), ["pipe"]);
    }

    #[test]
    fn a_fifo_nobody_reads_is_refused_without_waiting() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("pipe");
        fifo(&path);
        let error = write_private(&path, b"x").unwrap_err();
        assert_eq!(error.kind(), std::io::ErrorKind::BrokenPipe);
        assert!(
            error.to_string().contains("no program is reading"),
            "{error}"
        );
    }

    #[test]
    fn a_fifo_without_a_writer_times_out_instead_of_blocking() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("pipe");
        fifo(&path);
        let error = read::read_bounded_within(&path, 16, Duration::from_millis(50)).unwrap_err();
        assert_eq!(error.kind(), std::io::ErrorKind::TimedOut);
        assert!(error.to_string().contains("not a regular file"), "{error}");
    }

    #[test]
    fn a_fifo_with_a_writer_is_read_whole() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("pipe");
        fifo(&path);
        let writer_path = path.clone();
        let writer = std::thread::spawn(move || std::fs::write(writer_path, b"secret\n"));
        assert_eq!(read_bounded(&path, 16).unwrap(), b"secret\n");
        writer.join().unwrap().unwrap();
    }

    #[test]
    fn open_regular_refuses_a_fifo_at_once() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("00.shard");
        fifo(&path);
        let error = open_regular(&path).unwrap_err();
        assert!(error.to_string().contains("not a regular file"), "{error}");
        let regular = dir.path().join("01.shard");
        std::fs::write(&regular, "x").unwrap();
        open_regular(&regular).unwrap();
    }

    #[test]
    fn links_and_fifos_are_never_removed() {
        let dir = tempfile::tempdir().unwrap();
        let victim = dir.path().join("victim");
        std::fs::write(&victim, "{}").unwrap();
        let link = dir.path().join("link");
        std::os::unix::fs::symlink(&victim, &link).unwrap();
        let error = remove_own(&link, 1024, |_| true).unwrap_err();
        assert!(error.to_string().contains("symbolic link"), "{error}");
        assert!(link.symlink_metadata().is_ok() && victim.exists());
        let pipe = dir.path().join("pipe");
        fifo(&pipe);
        let error = remove_own(&pipe, 1024, |_| true).unwrap_err();
        assert!(error.to_string().contains("not a regular file"), "{error}");
        assert!(pipe.symlink_metadata().is_ok());
    }

    #[test]
    fn directories_others_can_write_to_are_refused_unless_sticky() {
        let dir = tempfile::tempdir().unwrap();
        let shared = dir.path().join("shared");
        std::fs::create_dir(&shared).unwrap();
        std::fs::set_permissions(&shared, std::fs::Permissions::from_mode(0o777)).unwrap();
        let error = check_not_shared(&shared).unwrap_err();
        assert_eq!(error.kind(), std::io::ErrorKind::PermissionDenied);
        assert!(error.to_string().contains("mode 777"), "{error}");
        std::fs::set_permissions(&shared, std::fs::Permissions::from_mode(0o1777)).unwrap();
        check_not_shared(&shared).unwrap();
        std::fs::set_permissions(&shared, std::fs::Permissions::from_mode(0o700)).unwrap();
        check_not_shared(&shared).unwrap();
    }
}

#[test]
fn sizes_are_named_in_whole_units() {
    assert_eq!(read::human_size(64 << 10), "64 KiB");
    assert_eq!(read::human_size(1 << 30), "1 GiB");
    assert_eq!(read::human_size(1000), "1000 bytes");
}
