//! The metadata server, the chain's last step: its place, its header check, and what it
//! costs when nothing answers at its address.

use serde_json::json;
use ward_fakes::metadata::Metadata;
use ward_fakes::Running;

use crate::auth_support::{CloudRunner, SA};
use crate::cloud_chain::{access_of, print_access, ward, CLOUD_PLATFORM};
use crate::support::{stderr_of, stdout_of};

/// A cloud fake with a metadata server issuing its tokens.
pub(crate) struct Vm {
    pub runner: CloudRunner,
    pub metadata: Metadata,
    server: Running,
}

impl Vm {
    pub fn new() -> Self {
        let runner = CloudRunner::new();
        let metadata = Metadata::new(runner.cloud.clone());
        let server = ward_fakes::spawn(metadata.router());
        Self {
            runner,
            metadata,
            server,
        }
    }

    pub fn host(&self) -> String {
        self.server.url.trim_start_matches("http://").to_string()
    }
}

#[test]
fn the_metadata_server_is_the_last_step() {
    let vm = Vm::new();
    let runner = &vm.runner;
    let host = vm.host();
    let output = ward(
        runner,
        &[("GCE_METADATA_HOST", &host)],
        &["-v", "policy", "get", "222222222222", "-o", "json"],
    );
    assert!(output.status.success(), "{}", stderr_of(&output));
    assert!(stderr_of(&output).contains(&format!(
        "cloud credentials from the metadata server at {host}"
    )));
    let token = print_access(runner, &[("GCE_METADATA_HOST", &host)]);
    assert_eq!(
        access_of(runner, &token),
        (SA.to_string(), vec![CLOUD_PLATFORM.to_string()])
    );
    for request in vm.metadata.log.all() {
        assert_eq!(
            request.header("metadata-flavor"),
            Some("Google"),
            "{request:?}"
        );
    }

    // Any earlier source wins without asking the metadata server.
    vm.metadata.log.clear();
    assert_eq!(
        print_access(
            runner,
            &[("GCE_METADATA_HOST", &host), ("WARD_ACCESS_TOKEN", "given")]
        ),
        "given"
    );
    assert!(vm.metadata.log.is_empty());
}

#[test]
fn a_silent_metadata_address_costs_only_the_short_timeout() {
    // A listener that never accepts: connections complete in the backlog and no answer
    // ever comes, as with a firewall that swallows packets. The step ends at its own short
    // timeout, not at --timeout's.
    let silent = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let host = silent.local_addr().unwrap().to_string();
    let runner = CloudRunner::new();
    let output = ward(
        &runner,
        &[("GCE_METADATA_HOST", &host)],
        &["auth", "print-access-token", "--timeout", "120"],
    );
    assert_eq!(output.status.code(), Some(3), "{}", stderr_of(&output));
    assert!(
        stderr_of(&output).contains(&format!(
            "the metadata server at {host} (no answer within 2 s)"
        )),
        "{}",
        stderr_of(&output)
    );
}

#[test]
fn something_else_at_the_metadata_address_is_not_trusted() {
    // Without the Metadata-Flavor header the answer is not a metadata server's: its token
    // is not used.
    let impostor = ward_fakes::spawn(axum::Router::new().fallback(|| async {
        axum::Json(json!({"access_token": "impostor", "expires_in": 3600}))
    }));
    let host = impostor.url.trim_start_matches("http://").to_string();
    let runner = CloudRunner::new();
    let output = ward(
        &runner,
        &[("GCE_METADATA_HOST", &host)],
        &["auth", "print-access-token"],
    );
    assert_eq!(output.status.code(), Some(3), "{}", stderr_of(&output));
    assert!(stderr_of(&output).contains("without the Metadata-Flavor: Google header"));
    assert!(!stdout_of(&output).contains("impostor"));
}
