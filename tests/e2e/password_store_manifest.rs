//! The store's manifest: ranges a shard file lost (the file replaced by an older or
//! smaller one), a damaged or deleted manifest, and files that are no part of the store.

use crate::password_download::{
    download, download_snapshot, fake, options, password, store, verified_ranges,
};
use crate::support::{Run, Sandbox};

fn verify(sandbox: &Sandbox) -> Run {
    sandbox.run(&["password", "verify", &store(sandbox)])
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
    crate::ward_snapshot!("ranges_lost", verify(&sandbox));
    // Any download puts them back, whatever its range.
    let (code, summary, stderr) = download(&sandbox, &fake, &["--range", "01000..010FF"]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(summary["damaged"], 4_096 - 256);
    assert_eq!(verified_ranges(&sandbox, false), 8_192);

    // A file that is no part of the store.
    std::fs::write(root.join("notes.txt"), "mine").unwrap();
    crate::ward_snapshot!("stray_file", verify(&sandbox));
    std::fs::remove_file(root.join("notes.txt")).unwrap();

    // A damaged manifest is listed and written again by the next download.
    let manifest = root.join("manifest");
    let mut bytes = std::fs::read(&manifest).unwrap();
    bytes[100] ^= 1;
    std::fs::write(&manifest, &bytes).unwrap();
    crate::ward_snapshot!("manifest_damaged", verify(&sandbox));
    let run = password(&sandbox, &fake, "download")
        .args(["--range", "00000..000FF"])
        .run();
    download_snapshot!("manifest_damaged_download", run);
    assert_eq!(verified_ranges(&sandbox, false), 8_192);

    // A manifest update lost after its shard file was put in place: the next download
    // over the shard claims what the file holds, so a later deletion is noticed.
    std::fs::write(&manifest, &early_manifest).unwrap();
    let (code, _, stderr) = download(&sandbox, &fake, &["--range", "00000..01FFF"]);
    assert_eq!(code, 0, "{stderr}");
    let kept = std::fs::read(root.join("01.shard")).unwrap();
    std::fs::remove_file(root.join("01.shard")).unwrap();
    crate::ward_snapshot!("shard_deleted", verify(&sandbox));
    std::fs::write(root.join("01.shard"), kept).unwrap();

    // Without a manifest a deleted shard file cannot be noticed: that is said.
    std::fs::remove_file(&manifest).unwrap();
    crate::ward_snapshot!("manifest_missing", verify(&sandbox));
    let (code, _, stderr) = download(&sandbox, &fake, &["--range", "00000..000FF"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(manifest.is_file());
    assert_eq!(verified_ranges(&sandbox, false), 8_192);
}
