//! `ward policy get` error paths: each maps to its exit code with the service's message.

use std::collections::BTreeMap;

use ward_fakes::cloud::policy::{CONDITIONAL_ORG, PLAIN_ORG};

use crate::auth_support::CloudRunner;
use crate::policy::{policy, token_with_scopes, READ_ONLY};
use crate::support::stderr_of;

#[test]
fn errors_map_to_exit_codes_with_the_service_message() {
    let runner = CloudRunner::new();
    let no_vars = BTreeMap::new();
    let output = policy(&runner, &no_vars).arg(PLAIN_ORG).output().unwrap();
    assert_eq!(output.status.code(), Some(3));
    let stderr = stderr_of(&output);
    assert!(stderr.contains("no cloud credentials found; tried --access-token, WARD_ACCESS_TOKEN, GOOGLE_OAUTH_ACCESS_TOKEN, CLOUDSDK_AUTH_ACCESS_TOKEN, CLOUDSDK_AUTH_ACCESS_TOKEN_FILE, CLOUDSDK_AUTH_CREDENTIAL_FILE_OVERRIDE, SERVICE_APPLICATION_CREDENTIALS, SERVICE_CI_CREDS_PATH, GOOGLE_APPLICATION_CREDENTIALS, GOOGLE_GHA_CREDS_PATH (unset); the application-default credentials file "), "{stderr}");
    assert!(
        stderr.contains("; the metadata server at 127.0.0.1:"),
        "{stderr}"
    );
    assert!(
        stderr.contains("gcloud auth application-default login"),
        "{stderr}"
    );

    for (args, code, expected) in [
        (vec!["projects/123"], 2, "RESOURCE must be organizations/ID"),
        (
            vec![PLAIN_ORG, "--policy-version", "2"],
            2,
            "invalid value '2'",
        ),
    ] {
        let output = policy(&runner, &no_vars).args(&args).output().unwrap();
        assert_eq!(output.status.code(), Some(code), "{args:?}");
        assert!(
            stderr_of(&output).contains(expected),
            "{}",
            stderr_of(&output)
        );
    }
    assert!(runner.requests().is_empty());

    let good = BTreeMap::from([(
        "WARD_ACCESS_TOKEN".to_string(),
        token_with_scopes(&runner, READ_ONLY),
    )]);
    let narrow = BTreeMap::from([(
        "WARD_ACCESS_TOKEN".to_string(),
        token_with_scopes(&runner, "https://www.googleapis.com/auth/drive"),
    )]);
    let bogus = BTreeMap::from([("WARD_ACCESS_TOKEN".to_string(), "not-a-token".to_string())]);
    let check = |vars: &BTreeMap<String, String>, args: &[&str], code: i32, expected: &str| {
        let output = policy(&runner, vars).args(args).output().unwrap();
        let stderr = stderr_of(&output);
        assert_eq!(output.status.code(), Some(code), "{args:?}: {stderr}");
        assert!(stderr.contains(expected), "{expected:?} not in {stderr}");
        assert!(
            stderr.contains("reading the IAM policy of organizations/"),
            "{stderr}"
        );
        assert!(!stderr.contains("sa-"), "no token in errors: {stderr}");
    };
    check(&good, &["999"], 3, "The caller does not have permission");
    check(
        &narrow,
        &[PLAIN_ORG],
        3,
        "insufficient authentication scopes",
    );
    check(
        &bogus,
        &[PLAIN_ORG],
        3,
        "invalid authentication credentials",
    );
    check(
        &good,
        &[CONDITIONAL_ORG, "--policy-version", "1"],
        2,
        "request policy version 3",
    );
    let output = policy(&runner, &good).arg("999").output().unwrap();
    assert!(stderr_of(&output)
        .contains("hint: reading it needs resourcemanager.organizations.getIamPolicy"));

    for (status, code) in [(404, 4), (429, 5), (500, 1), (503, 1)] {
        runner.cloud.fail("policy", status, 1);
        let output = policy(&runner, &good)
            .args([PLAIN_ORG, "--retries", "0"])
            .output()
            .unwrap();
        assert_eq!(
            output.status.code(),
            Some(code),
            "{status}: {}",
            stderr_of(&output)
        );
        assert!(stderr_of(&output).contains("injected failure of policy"));
    }
    // With retries, a flaky 500 is retried and the read succeeds.
    runner.cloud.fail("policy", 500, 1);
    policy(&runner, &good).arg(PLAIN_ORG).assert().success();
}
