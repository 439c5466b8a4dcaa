//! The metadata server, the chain's last step: its place, its header check, and what it
//! costs when nothing answers at its address.

use serde_json::json;
use ward_fakes::metadata::Metadata;
use ward_fakes::Running;

use crate::auth_support::{bearer_of, CloudRunner, SA};
use crate::cloud_chain::{access_of, print_access, CLOUD_PLATFORM};

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
    let run = runner
        .chain()
        .env("GCE_METADATA_HOST", &host)
        .args(["policy", "get", "222222222222", "-o", "json"])
        .run();
    crate::cloud_snapshot!(run);
    // The policy was read with the token the metadata server handed out.
    let call = &runner.requests_to(":getIamPolicy")[0];
    assert_eq!(access_of(runner, &bearer_of(call)).0, SA);
    assert!(!vm.metadata.log.is_empty());
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
    let run = runner
        .chain()
        .env("GCE_METADATA_HOST", &host)
        .args(["auth", "print-access-token", "--timeout", "120"])
        .run();
    crate::cloud_snapshot!(run);
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
    let run = runner
        .chain()
        .env("GCE_METADATA_HOST", &host)
        .args(["auth", "print-access-token"])
        .run();
    crate::cloud_snapshot!(run);
    assert!(!run.stdout.contains("impostor"));
}
