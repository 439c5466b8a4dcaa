//! `ward auth print-identity-token` with every kind of credentials that can mint an ID
//! token (and the refusals), and the terminal warning of both token commands.

use ward_fakes::cloud::{authorized_user, service_account_key, DELEGATE, KEY_ACCOUNT};

use crate::auth_support::{CloudRunner, SA};
use crate::cloud_chain::{federation_file, impersonated, print_identity, write, AUDIENCE};
use crate::cloud_metadata::Vm;

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
    for (name, var, value) in [
        (
            "cannot_mint_user",
            "GOOGLE_APPLICATION_CREDENTIALS",
            user.as_str(),
        ),
        (
            "cannot_mint_direct",
            "GOOGLE_APPLICATION_CREDENTIALS",
            direct.as_str(),
        ),
        ("cannot_mint_access_token", "WARD_ACCESS_TOKEN", "t"),
    ] {
        let run = runner
            .chain()
            .env(var, value)
            .args(["auth", "print-identity-token", "--audience", AUDIENCE])
            .run();
        crate::cloud_snapshot!(name, run);
    }
}

#[test]
fn tokens_piped_to_a_script_come_alone() {
    let runner = CloudRunner::new();
    let run = runner
        .chain()
        .env("WARD_ACCESS_TOKEN", "tok-123")
        .args(["auth", "print-access-token"])
        .run();
    crate::cloud_snapshot!(run);
}

#[test]
fn tokens_printed_to_a_terminal_come_with_a_warning() {
    let runner = CloudRunner::new();
    let run = runner
        .chain()
        .env("WARD_ACCESS_TOKEN", "tok-123")
        .env("NO_COLOR", "1")
        .args(["auth", "print-access-token"])
        .terminal(100)
        .run();
    crate::cloud_snapshot!(run);
}

#[test]
fn token_commands_print_every_output_form() {
    let runner = CloudRunner::new();
    for (name, format) in [
        ("access_table", &["-o", "table"][..]),
        ("access_json", &["--json"][..]),
        ("access_ndjson", &["-o", "ndjson"][..]),
    ] {
        let run = runner
            .chain()
            .env("WARD_ACCESS_TOKEN", "tok-123")
            .args(["auth", "print-access-token"])
            .args(format)
            .run();
        crate::cloud_snapshot!(name, run);
    }

    let token_uri = format!("{}/token", runner.url());
    let key = write(
        &runner.sandbox.path().join("key.json"),
        &service_account_key(&token_uri),
    );
    for (name, format) in [
        ("identity_table", &["-o", "table"][..]),
        ("identity_json", &["-o", "json"][..]),
        ("identity_ndjson", &["-o", "ndjson"][..]),
    ] {
        let run = runner
            .chain()
            .env("GOOGLE_APPLICATION_CREDENTIALS", &key)
            .args(["auth", "print-identity-token", "--audience", AUDIENCE])
            .args(format)
            .run();
        crate::cloud_snapshot!(name, run);
    }
}
