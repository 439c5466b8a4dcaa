//! In-process runs report errors exactly as the binary does.

use crate::support::Sandbox;

/// An error run in-process shows what the binary shows, the `hint:` line included.
#[test]
fn an_error_reads_as_the_binary_prints_it() {
    let sandbox = Sandbox::new();
    let run = sandbox.run(&["project", "list"]);
    crate::ward_snapshot!(run);
    let binary = sandbox.cmd(["project", "list"]).run_process();
    assert_eq!(
        (binary.code, binary.stdout.as_str(), binary.stderr.as_str()),
        (run.code, run.stdout.as_str(), run.stderr.as_str())
    );
}
