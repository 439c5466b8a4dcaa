//! `ward policy get` error paths: each maps to its exit code with the service's message.

use std::collections::BTreeMap;

use ward_fakes::cloud::policy::{CONDITIONAL_ORG, PLAIN_ORG};

use crate::auth_support::CloudRunner;
use crate::policy::{policy_get, token_with_scopes, READ_ONLY};

fn access_token(token: &str) -> BTreeMap<String, String> {
    BTreeMap::from([("WARD_ACCESS_TOKEN".to_string(), token.to_string())])
}

#[test]
fn bad_input_and_no_credentials_fail_before_the_network() {
    let runner = CloudRunner::new();
    let no_vars = BTreeMap::new();
    let run = policy_get(&runner, &no_vars).arg(PLAIN_ORG).run();
    crate::cloud_snapshot!("no_credentials", run);

    let run = policy_get(&runner, &no_vars)
        .arg("billingAccounts/123")
        .run();
    crate::cloud_snapshot!("not_an_organization", run);
    // clap refuses the value: the binary's exit status is the point.
    let run = policy_get(&runner, &no_vars)
        .args([PLAIN_ORG, "--policy-version", "2"])
        .run_process();
    crate::cloud_snapshot!("unknown_policy_version", run);
    assert!(runner.requests().is_empty());
}

#[test]
fn refusals_map_to_exit_codes_with_the_service_message() {
    let runner = CloudRunner::new();
    let good = access_token(&token_with_scopes(&runner, READ_ONLY));
    let narrow = access_token(&token_with_scopes(
        &runner,
        "https://www.googleapis.com/auth/drive",
    ));
    let bogus = access_token("not-a-token");
    for (name, vars, args) in [
        ("no_permission", &good, vec!["999"]),
        ("narrow_scopes", &narrow, vec![PLAIN_ORG]),
        ("unknown_token", &bogus, vec![PLAIN_ORG]),
        (
            "conditions_need_version_3",
            &good,
            vec![CONDITIONAL_ORG, "--policy-version", "1"],
        ),
    ] {
        let run = policy_get(&runner, vars).args(args).run();
        crate::cloud_snapshot!(name, run);
        assert!(
            !run.stderr.contains("sa-"),
            "no token in errors: {}",
            run.stderr
        );
    }
}

#[test]
fn service_errors_map_to_exit_codes() {
    let runner = CloudRunner::new();
    let good = access_token(&token_with_scopes(&runner, READ_ONLY));
    for status in [404, 429, 500, 503] {
        runner.cloud.fail("policy", status, 1);
        let run = policy_get(&runner, &good)
            .args([PLAIN_ORG, "--retries", "0"])
            .run();
        crate::cloud_snapshot!(format!("status_{status}"), run);
    }
    // With retries, a flaky 500 is retried and the read succeeds.
    runner.cloud.fail("policy", 500, 1);
    policy_get(&runner, &good)
        .arg(PLAIN_ORG)
        .run()
        .expect_success();
}
