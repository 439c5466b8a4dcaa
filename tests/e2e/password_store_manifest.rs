//! The store's manifest: ranges a shard file lost (the file replaced by an older or
//! smaller one), a damaged or deleted manifest, and files that are no part of the store.

use crate::password_download::{download, fake, options, store, verified_ranges};
use crate::support::Sandbox;

fn verify(sandbox: &Sandbox) -> (u8, String) {
    let run = sandbox.run(&["password", "verify", &store(sandbox)]);
    (run.code, run.stderr)
}

#[test]
fn lost_ranges_a_damaged_manifest_and_stray_files_are_listed() {
    let sandbox = Sandbox::new();
    let fake = fake(options(2));
    let root = sandbox.path().join("corpus").join("sha1");
    let (code, _, stderr) = download(&sandbox, &fake, &["--range", "00000..000FF"]);
    assert_eq!(code, 0, "{stderr}");
    let small = std::fs::read(root.join("00.shard")).unwrap();
    let early_manifest = std::fs::read(root.join("manifest")).unwrap();
    let (code, _, stderr) = download(&sandbox, &fake, &["--range", "00000..01FFF"]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(verified_ranges(&sandbox, false), 8_192);

    // A sound shard file that holds fewer ranges than the manifest says it must.
    std::fs::write(root.join("00.shard"), &small).unwrap();
    let (code, stderr) = verify(&sandbox);
    assert_eq!(code, 1);
    assert!(
        stderr.contains("range 00100 (it is missing from its shard file)"),
        "{stderr}"
    );
    // Any download puts them back, whatever its range.
    let (code, summary, stderr) = download(&sandbox, &fake, &["--range", "01000..010FF"]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(summary["damaged"], 4_096 - 256);
    assert_eq!(verified_ranges(&sandbox, false), 8_192);

    // A file that is no part of the store.
    std::fs::write(root.join("notes.txt"), "mine").unwrap();
    let (code, stderr) = verify(&sandbox);
    assert_eq!(code, 1);
    assert!(
        stderr.contains("notes.txt (a file that is no part"),
        "{stderr}"
    );
    std::fs::remove_file(root.join("notes.txt")).unwrap();

    // A damaged manifest is listed and written again by the next download.
    let manifest = root.join("manifest");
    let mut bytes = std::fs::read(&manifest).unwrap();
    bytes[100] ^= 1;
    std::fs::write(&manifest, &bytes).unwrap();
    let (code, stderr) = verify(&sandbox);
    assert_eq!(code, 1);
    assert!(stderr.contains("the manifest is damaged"), "{stderr}");
    let (code, _, stderr) = download(&sandbox, &fake, &["--range", "00000..000FF"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stderr.contains("manifest is damaged"), "{stderr}");
    assert_eq!(verified_ranges(&sandbox, false), 8_192);

    // A manifest update lost after its shard file was put in place: the next download
    // over the shard claims what the file holds, so a later deletion is noticed.
    std::fs::write(&manifest, &early_manifest).unwrap();
    let (code, _, stderr) = download(&sandbox, &fake, &["--range", "00000..01FFF"]);
    assert_eq!(code, 0, "{stderr}");
    let kept = std::fs::read(root.join("01.shard")).unwrap();
    std::fs::remove_file(root.join("01.shard")).unwrap();
    let (code, stderr) = verify(&sandbox);
    assert_eq!(code, 1);
    assert!(stderr.contains("01.shard holding 4,096"), "{stderr}");
    std::fs::write(root.join("01.shard"), kept).unwrap();

    // Without a manifest a deleted shard file cannot be noticed: that is said.
    std::fs::remove_file(&manifest).unwrap();
    let (code, stderr) = verify(&sandbox);
    assert_eq!(code, 1);
    assert!(stderr.contains("the manifest is missing"), "{stderr}");
    let (code, _, stderr) = download(&sandbox, &fake, &["--range", "00000..000FF"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(manifest.is_file());
    assert_eq!(verified_ranges(&sandbox, false), 8_192);
}
