//! Questions answered in-process: confirmations and secrets typed through a scripted
//! terminal, and a sign-in that reads every variable from the run's own environment.

use ward_fakes::cloud::{Cloud, PROVIDER, REQUEST_TOKEN, SERVICE_ACCOUNT};
use ward_fakes::releases::{Options, ReleasesFake};
use ward_fakes::Running;

use crate::support::Sandbox;

const SUCCESS: u8 = 0;

const KEY: &str = "key-0123456789abcdef0123456789abcd";

fn tracker_with_tag(name: &str) -> (ReleasesFake, Running, String) {
    let fake = ReleasesFake::new(Options::default());
    fake.add_key("ci", KEY, &["0.0.0.0/0"]);
    let id = fake.add_tag(name);
    let server = ward_fakes::spawn(fake.router());
    (fake, server, id)
}

fn at_a_terminal(server: &Running, answers: &[&str], args: &[&str]) -> crate::support::Run {
    Sandbox::new()
        .var("WARD_RELEASES_URL", &server.url)
        .var("WARD_RELEASES_KEY", KEY)
        .cmd(args)
        .terminal(100)
        .answers(answers)
        .run()
}

#[test]
fn a_confirmation_answered_yes_deletes_the_tag() {
    let (fake, server, id) = tracker_with_tag("staging");
    let run = at_a_terminal(&server, &["y"], &["tag", "delete", &id]);
    assert_eq!(run.code, SUCCESS, "{}", run.stderr);
    let question = format!("About to delete tag \"staging\" ({id}) (projects keep tracking, without it). Continue? [y/N]: \n");
    assert!(run.stderr.starts_with(&question), "{}", run.stderr);
    assert!(fake.tags().is_empty(), "{:?}", fake.tags());
}

#[test]
fn a_confirmation_answered_no_changes_nothing() {
    let (fake, server, id) = tracker_with_tag("staging");
    let run = at_a_terminal(&server, &["n"], &["tag", "delete", &id]);
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(run.stderr.contains("Continue? [y/N]"), "{}", run.stderr);
    assert!(run
        .stderr
        .ends_with("ward: error: cancelled; nothing was changed\n"));
    assert_eq!(fake.tags().len(), 1);
}

#[test]
fn without_answers_a_confirmation_is_refused_not_asked() {
    let (fake, server, id) = tracker_with_tag("staging");
    let home = Sandbox::new()
        .var("WARD_RELEASES_URL", &server.url)
        .var("WARD_RELEASES_KEY", KEY);
    let run = home.cmd(["tag", "delete", &id]).terminal(100).run();
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(!run.stderr.contains("Continue?"), "{}", run.stderr);
    assert_eq!(fake.tags().len(), 1);
}

#[test]
fn a_secret_typed_at_the_prompt_is_stored() {
    let home = Sandbox::new();
    let run = home
        .cmd(["configure", "hub-token"])
        .terminal(100)
        .answers(&["hf_typed_token"])
        .run();
    assert_eq!(run.code, SUCCESS, "{}", run.stderr);
    assert!(
        run.stderr.starts_with("hub access token: \n"),
        "{}",
        run.stderr
    );
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
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        run.stderr.contains("no terminal to prompt"),
        "{}",
        run.stderr
    );
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
