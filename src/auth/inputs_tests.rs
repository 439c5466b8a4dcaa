use std::collections::HashMap;

use super::*;
use ward_client::secret::Secret;

const PROVIDER: &str = "projects/123/locations/global/workloadIdentityPools/pool/providers/gh";

fn runner() -> Env {
    runner_without("")
}

/// The runner's variables but `left_out`.
fn runner_without(left_out: &str) -> Env {
    let vars = HashMap::from([
        ("ACTIONS_ID_TOKEN_REQUEST_TOKEN", "request-token"),
        (
            "ACTIONS_ID_TOKEN_REQUEST_URL",
            "https://runner.example/?api-version=2.0",
        ),
        ("GITHUB_WORKSPACE", "/workspace"),
    ]);
    Env::fixed(vars.into_iter().filter(|(name, _)| *name != left_out))
}

fn federation(pairs: &[(Input, &str)]) -> Result<Settings> {
    let mut raw = RawInputs::new(true);
    raw.set(Input::WorkloadIdentityProvider, PROVIDER);
    for (input, value) in pairs {
        raw.set(*input, value);
    }
    resolve(&raw, &runner(), None)
}

fn message(result: Result<Settings>) -> String {
    let error = result.unwrap_err();
    assert_eq!(error.exit_code(), 2, "{error}");
    error.to_string()
}

#[test]
fn federation_defaults() {
    let settings =
        federation(&[(Input::ServiceAccount, "ci@proj-1.iam.gserviceaccount.com")]).unwrap();
    assert_eq!(settings.token.format, TokenFormat::None);
    assert_eq!(settings.token.lifetime, 3600);
    assert_eq!(settings.token.scopes, vec![CLOUD_PLATFORM_SCOPE]);
    assert_eq!(settings.project_id.as_deref(), Some("proj-1"));
    // Made absolute as the platform does it (`Z:\workspace` under Wine).
    let workspace = std::path::absolute("/workspace").unwrap();
    assert_eq!(settings.credentials_dir, Some(workspace));
    assert!(settings.export_environment_variables && settings.cleanup_credentials);
    let Mode::Federation(federation) = settings.mode else {
        panic!("not federation")
    };
    assert_eq!(
        federation.audience,
        format!("https://iam.googleapis.com/{PROVIDER}")
    );
    assert_eq!(
        federation.sts_audience(),
        format!("//iam.googleapis.com/{PROVIDER}")
    );
}

#[test]
fn names_inputs_as_the_workflow_or_as_flags() {
    let mut raw = RawInputs::new(false);
    assert_eq!(raw.name(Input::IdTokenAudience), "--id-token-audience");
    raw.action = true;
    assert_eq!(
        raw.name(Input::IdTokenAudience),
        "the \"id_token_audience\" input"
    );
    assert_eq!(Input::IdTokenAudience.env_name(), "INPUT_ID_TOKEN_AUDIENCE");
}

#[test]
fn validation_errors() {
    let sa = (Input::ServiceAccount, "ci@p.iam.gserviceaccount.com");
    let cases: Vec<(Vec<(Input, &str)>, &str)> = vec![
        (
            vec![(Input::TokenFormat, "access_token")],
            "direct federation",
        ),
        (
            vec![sa, (Input::TokenFormat, "jwt")],
            "unknown token format \"jwt\"",
        ),
        (
            vec![sa, (Input::CreateCredentialsFile, "yes")],
            "invalid boolean value \"yes\"",
        ),
        (
            vec![
                sa,
                (Input::TokenFormat, "access_token"),
                (Input::AccessTokenLifetime, "2d"),
            ],
            "unsupported character \"d\"",
        ),
        (
            vec![
                sa,
                (Input::TokenFormat, "access_token"),
                (Input::AccessTokenLifetime, "13h"),
            ],
            "maximum of 12 hours",
        ),
        (
            vec![
                sa,
                (Input::TokenFormat, "access_token"),
                (Input::AccessTokenLifetime, "2h"),
                (Input::AccessTokenSubject, "u@example.com"),
            ],
            "at most 1 hour",
        ),
        (
            vec![
                sa,
                (
                    Input::AccessTokenScopes,
                    "https://www.googleapis.com/auth/drive",
                ),
            ],
            "applies only with",
        ),
        (
            vec![sa, (Input::IdTokenIncludeEmail, "true")],
            "applies only with",
        ),
        (
            vec![sa, (Input::Delegates, "projects/p/serviceAccounts/x@y")],
            "must be a service account",
        ),
        (
            vec![(Input::ServiceAccount, "projects/-/serviceAccounts/x")],
            "must be a service account e-mail",
        ),
    ];
    for (pairs, expected) in cases {
        let text = message(federation(&pairs));
        assert!(text.contains(expected), "{expected:?} not in {text:?}");
    }
}

#[test]
fn id_token_message_names_the_input() {
    let text = message(federation(&[
        (Input::ServiceAccount, "ci@p.iam.gserviceaccount.com"),
        (Input::TokenFormat, "id_token"),
    ]));
    assert!(
        text.contains("the \"id_token_audience\" input is required"),
        "{text}"
    );
}

#[test]
fn provider_must_be_a_full_provider_name_with_a_number() {
    let mut raw = RawInputs::new(false);
    raw.set(
        Input::WorkloadIdentityProvider,
        "projects/my-proj/locations/global/workloadIdentityPools/p/providers/g",
    );
    assert!(message(resolve(&raw, &runner(), None)).contains("project number"));
    raw.set(
        Input::WorkloadIdentityProvider,
        "projects/1/locations/global/workloadIdentityPools/p",
    );
    assert!(message(resolve(&raw, &runner(), None)).contains("not a provider's full name"));
}

#[test]
fn missing_runner_variables_and_workspace() {
    let mut raw = RawInputs::new(false);
    raw.set(Input::WorkloadIdentityProvider, PROVIDER);
    let text = message(resolve(
        &raw,
        &Env::fixed(HashMap::<String, String>::new()),
        None,
    ));
    assert!(text.contains("ACTIONS_ID_TOKEN_REQUEST_TOKEN"), "{text}");
    let env = runner_without("GITHUB_WORKSPACE");
    assert!(message(resolve(&raw, &env, None)).contains("$GITHUB_WORKSPACE is not set"));
    raw.set(Input::CreateCredentialsFile, "false");
    assert!(resolve(&raw, &env, None).unwrap().credentials_dir.is_none());
}

#[test]
fn exactly_one_mode() {
    let raw = RawInputs::new(false);
    assert!(message(resolve(&raw, &runner(), None)).contains("exactly one of"));
    let mut raw = RawInputs::new(false);
    raw.set(Input::WorkloadIdentityProvider, PROVIDER);
    raw.set_credentials_json(Secret::new(crate::cloud::key::tests::key_json()));
    assert!(message(resolve(&raw, &runner(), None)).contains("exactly one of"));
}

#[test]
fn key_mode_takes_account_and_project_from_the_key() {
    let mut raw = RawInputs::new(false);
    raw.set_credentials_json(Secret::new(crate::cloud::key::tests::key_json()));
    let settings = resolve(&raw, &runner(), Some(PathBuf::from("/creds"))).unwrap();
    assert_eq!(
        settings.service_account.as_deref(),
        Some("ci@key-project.iam.gserviceaccount.com")
    );
    assert_eq!(settings.project_id.as_deref(), Some("key-project"));
    let creds = std::path::absolute("/creds").unwrap();
    assert_eq!(settings.credentials_dir, Some(creds));
}

#[test]
fn delegates_are_normalised_and_long_lifetimes_warn() {
    let settings = federation(&[
        (Input::ServiceAccount, "ci@p.iam.gserviceaccount.com"),
        (Input::TokenFormat, "access_token"),
        (Input::AccessTokenLifetime, "2h"),
        (
            Input::Delegates,
            "a@p.iam.gserviceaccount.com\nprojects/-/serviceAccounts/123",
        ),
    ])
    .unwrap();
    assert_eq!(
        settings.delegates,
        vec![
            "projects/-/serviceAccounts/a@p.iam.gserviceaccount.com",
            "projects/-/serviceAccounts/123"
        ]
    );
    assert_eq!(settings.token.lifetime, 7200);
    assert_eq!(settings.warnings.len(), 1);
}

#[test]
fn project_only_from_iam_service_account_domains() {
    assert_eq!(
        project_of_account("sa@my-proj.iam.gserviceaccount.com").as_deref(),
        Some("my-proj")
    );
    assert_eq!(
        project_of_account("123-compute@developer.gserviceaccount.com"),
        None
    );
    assert_eq!(project_of_account("x@appspot.gserviceaccount.com"), None);
    assert_eq!(project_of_account("1234567890"), None);
}

#[test]
fn key_mode_takes_no_identity_token_flags() {
    let mut raw = RawInputs::new(false);
    raw.set_credentials_json(Secret::new(crate::cloud::key::tests::key_json()));
    raw.ci.token_file = Some(PathBuf::from("/token"));
    assert!(message(resolve(&raw, &runner(), None)).contains("apply only with"));
}

#[test]
fn project_ids_follow_the_platforms_rule() {
    let valid = [
        "my-project",
        "abcdef",
        "a23456789012345678901234567890",
        "proj-1",
        "example.com:my-project",
        "sub.example.co:team-app-7",
    ];
    for id in valid {
        assert!(is_project_id(id), "{id}");
    }
    let invalid = [
        "",
        "p1",
        "abcde",
        "a234567890123456789012345678901",
        "My-Project",
        "1project",
        "-project",
        "project-",
        "my_project",
        "my project",
        "proj$(id)",
        "proj`id`",
        "proj'x",
        "proj\nX=1",
        "example.com:",
        ":my-project",
        "localhost:my-project",
        "example.com:My-Project",
        "-bad.com:my-project",
        "a:b:my-project",
    ];
    for id in invalid {
        assert!(!is_project_id(id), "{id:?}");
    }
}

#[test]
fn a_project_id_input_that_breaks_the_rule_is_refused() {
    let error = message(federation(&[(Input::ProjectId, "x$(touch pwned)")]));
    assert!(error.contains("is not a project ID"), "{error}");
    let settings = federation(&[(Input::ProjectId, "example.com:my-project")]).unwrap();
    assert_eq!(
        settings.project_id.as_deref(),
        Some("example.com:my-project")
    );
    // A service account label that is no project ID gives no project at all.
    let settings = federation(&[(Input::ServiceAccount, "ci@p.iam.gserviceaccount.com")]).unwrap();
    assert_eq!(settings.project_id, None);
}

#[test]
fn a_keys_project_id_that_breaks_the_rule_is_refused() {
    let key = crate::cloud::key::tests::key_json().replace("key-project", "Key_Project");
    let mut raw = RawInputs::new(false);
    raw.set_credentials_json(Secret::new(key.clone()));
    let error = resolve(&raw, &runner(), Some(PathBuf::from("/creds"))).unwrap_err();
    assert!(
        error.to_string().contains("the key's \"project_id\""),
        "{error}"
    );
    let mut raw = RawInputs::new(false);
    raw.set_credentials_json(Secret::new(key));
    raw.set(Input::ProjectId, "chosen-project");
    let settings = resolve(&raw, &runner(), Some(PathBuf::from("/creds"))).unwrap();
    assert_eq!(settings.project_id.as_deref(), Some("chosen-project"));
}
