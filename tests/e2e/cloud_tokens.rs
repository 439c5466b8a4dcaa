//! `ward auth print-identity-token` with every kind of credentials that can mint an ID
//! token (and the refusals), and the terminal warning of both token commands.

use ward_fakes::cloud::{authorized_user, service_account_key, DELEGATE, KEY_ACCOUNT};

use crate::auth_support::{CloudRunner, SA};
use crate::cloud_chain::{federation_file, impersonated, print_identity, ward, write, AUDIENCE};
use crate::cloud_metadata::Vm;
use crate::support::{stderr_of, stdout_of};

#[test]
fn print_identity_token_works_with_every_kind_that_can_mint_one() {
    let vm = Vm::new();
    let runner = &vm.runner;
    let token_uri = format!("{}/token", runner.url());
    let dir = runner.sandbox.path();

    let key = write(&dir.join("key.json"), &service_account_key(&token_uri));
    let claims = print_identity(runner, &[("GOOGLE_APPLICATION_CREDENTIALS", &key)]);
    assert_eq!(
        (claims["aud"].as_str(), claims["azp"].as_str()),
        (Some(AUDIENCE), Some(KEY_ACCOUNT))
    );

    let chained = write(
        &dir.join("impersonated.json"),
        &impersonated(runner, service_account_key(&token_uri)),
    );
    let claims = print_identity(runner, &[("GOOGLE_APPLICATION_CREDENTIALS", &chained)]);
    assert_eq!(
        (claims["aud"].as_str(), claims["email"].as_str()),
        (Some(AUDIENCE), Some(DELEGATE))
    );

    let federated = federation_file(runner, Some(SA));
    let claims = print_identity(runner, &[("GOOGLE_APPLICATION_CREDENTIALS", &federated)]);
    assert_eq!(
        (claims["aud"].as_str(), claims["email"].as_str()),
        (Some(AUDIENCE), Some(SA))
    );
    assert_eq!(runner.requests_to(":generateIdToken").len(), 2);

    let host = vm.host();
    let claims = print_identity(runner, &[("GCE_METADATA_HOST", &host)]);
    assert_eq!(
        (claims["aud"].as_str(), claims["email"].as_str()),
        (Some(AUDIENCE), Some(SA))
    );
    let identity = &vm.metadata.log.all()[0];
    assert_eq!(identity.header("metadata-flavor"), Some("Google"));

    // Credentials that cannot mint ID tokens are refused with the reason.
    let user = write(&dir.join("user.json"), &authorized_user(&token_uri));
    let direct = federation_file(runner, None);
    for (vars, expected) in [
        (
            vec![("GOOGLE_APPLICATION_CREDENTIALS", user.as_str())],
            "cannot mint ID tokens",
        ),
        (
            vec![("GOOGLE_APPLICATION_CREDENTIALS", direct.as_str())],
            "federated token, which cannot mint ID tokens",
        ),
        (
            vec![("WARD_ACCESS_TOKEN", "t")],
            "WARD_ACCESS_TOKEN holds an access token",
        ),
    ] {
        let output = ward(
            runner,
            &vars,
            &["auth", "print-identity-token", "--audience", AUDIENCE],
        );
        assert_eq!(
            output.status.code(),
            Some(2),
            "{vars:?}: {}",
            stderr_of(&output)
        );
        assert!(
            stderr_of(&output).contains(expected),
            "{}",
            stderr_of(&output)
        );
        assert!(stdout_of(&output).is_empty());
    }
}

#[test]
fn tokens_piped_to_a_script_come_alone() {
    let piped = ward(
        &CloudRunner::new(),
        &[("WARD_ACCESS_TOKEN", "tok-123")],
        &["auth", "print-access-token"],
    );
    assert!(piped.status.success());
    assert_eq!(stdout_of(&piped), "tok-123\n");
    assert!(stderr_of(&piped).is_empty(), "{}", stderr_of(&piped));
}

/// `script -qec` is util-linux's; other systems' `script` takes other arguments.
#[cfg(target_os = "linux")]
#[test]
fn tokens_printed_to_a_terminal_come_with_a_warning() {
    let home = tempfile::tempdir().unwrap();
    let output = crate::support::ward_on_terminal(
        "auth print-access-token",
        &[
            ("WARD_ACCESS_TOKEN", "tok-123".as_ref()),
            ("HOME", home.path().as_os_str()),
        ],
    );
    let text = stdout_of(&output);
    assert!(
        text.contains("warning") && text.contains(": printing a bearer token to a terminal"),
        "{text}"
    );
    assert!(text.contains("tok-123"), "{text}");
}
