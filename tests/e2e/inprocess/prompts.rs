//! Questions answered in-process: secrets typed through a scripted terminal, and a
//! sign-in that reads every variable from the run's own environment. (Confirmations:
//! `conventions_confirm`.)

use ward_fakes::cloud::{Cloud, PROVIDER, REQUEST_TOKEN, SERVICE_ACCOUNT};

use crate::support::Sandbox;

const SUCCESS: u8 = 0;

#[test]
fn a_secret_typed_at_the_prompt_is_stored() {
    let home = Sandbox::new();
    let run = home
        .cmd(["configure", "hub-token"])
        .terminal(100)
        .answers(&["hf_typed_token"])
        .run();
    crate::ward_snapshot!(run);
    assert!(!run.stderr.contains("hf_typed_token"), "{}", run.stderr);
    let stored = std::fs::read_to_string(home.config_path()).expect("the config file");
    assert!(stored.contains("hf_typed_token"), "{stored}");
}

#[test]
fn no_prompt_in_the_runs_environment_keeps_the_secret_unasked() {
    let home = Sandbox::new().var("WARD_NO_PROMPT", "1");
    let run = home
        .cmd(["configure", "hub-token"])
        .terminal(100)
        .answers(&["hf_typed_token"])
        .run();
    crate::ward_snapshot!(run);
    assert!(!home.config_path().exists());
}

#[test]
fn auth_federates_with_the_runner_variables_of_the_runs_environment() {
    let cloud = Cloud::new();
    let server = ward_fakes::spawn(cloud.router());
    let home = Sandbox::new();
    let workspace = home.path().join("workspace");
    std::fs::create_dir_all(&workspace).expect("the workspace");
    std::fs::write(workspace.join("README.md"), "checked out\n").expect("a checkout");
    let workspace_text = workspace.to_string_lossy().into_owned();
    let issuer = format!("{}/oidc?api-version=2.0", server.url);
    // None of these is set in the test process: ward can only have them from the run.
    let home = home
        .var("WARD_STS_URL", &server.url)
        .var("WARD_IAMCREDENTIALS_URL", &server.url)
        .var("WARD_OAUTH2_URL", &server.url)
        .var("WARD_RESOURCEMANAGER_URL", &server.url)
        .var("ACTIONS_ID_TOKEN_REQUEST_URL", &issuer)
        .var("ACTIONS_ID_TOKEN_REQUEST_TOKEN", REQUEST_TOKEN)
        .var("GITHUB_WORKSPACE", &workspace_text);
    let run = home.run(&[
        "auth",
        "--workload-identity-provider",
        PROVIDER,
        "--service-account",
        SERVICE_ACCOUNT,
        "--token-format",
        "access_token",
        "-o",
        "json",
    ]);
    assert_eq!(run.code, SUCCESS, "{}", run.stderr);
    let outputs = run.json();
    assert!(outputs["access_token"].is_string(), "{outputs}");
    let file = outputs["credentials_file_path"]
        .as_str()
        .expect("a credentials file");
    assert!(file.starts_with(&workspace_text), "{file}");
    let contents = std::fs::read_to_string(file).expect("the credentials file");
    assert!(contents.contains(&server.url), "{contents}");
}
