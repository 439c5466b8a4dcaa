use super::*;
use crate::auth::token_source::{source, TokenSource};
use crate::error::Result;

fn env(pairs: &[(&str, &str)]) -> Env {
    Env::fixed(
        pairs
            .iter()
            .map(|(k, v)| ((*k).to_string(), (*v).to_string())),
    )
}

fn marker_pair(ci: Ci) -> (&'static str, &'static str) {
    match ci.marker() {
        Some((name, Some(value))) => (name, value),
        Some((name, None)) => (name, "17"),
        None => unreachable!("only detected systems have markers"),
    }
}

#[test]
fn every_marker_combination_picks_the_first_in_order() {
    let systems = Ci::DETECTED;
    for mask in 0u32..(1 << systems.len()) {
        let set: Vec<Ci> = systems
            .iter()
            .enumerate()
            .filter(|(i, _)| mask & (1 << i) != 0)
            .map(|(_, ci)| *ci)
            .collect();
        let pairs: Vec<(&str, &str)> = set.iter().map(|ci| marker_pair(*ci)).collect();
        let detection = detect(&CiOptions::default(), &env(&pairs));
        match set.split_first() {
            None => {
                assert_eq!(detection.ci, Ci::Github);
                assert!(detection.reason.contains("no CI marker"));
            }
            Some((first, rest)) => {
                assert_eq!(detection.ci, *first, "{set:?}");
                assert_eq!(detection.others, rest, "{set:?}");
                assert!(detection.reason.contains(marker_pair(*first).0));
            }
        }
    }
}

#[test]
fn markers_need_their_documented_value() {
    assert_eq!(
        detect(&CiOptions::default(), &env(&[("GITLAB_CI", "false")])).reason,
        "no CI marker variable is set; GitHub Actions' variables are used"
    );
    // Azure Pipelines writes True.
    assert_eq!(
        detect(&CiOptions::default(), &env(&[("TF_BUILD", "True")])).ci,
        Ci::Azure
    );
}

#[test]
fn flags_override_markers() {
    let markers = env(&[("GITLAB_CI", "true"), ("CIRCLECI", "true")]);
    let options = CiOptions {
        ci: Some(Ci::Circleci),
        ..CiOptions::default()
    };
    let detection = detect(&options, &markers);
    assert_eq!(detection.ci, Ci::Circleci);
    assert_eq!(detection.others, [Ci::Gitlab]);
    assert_eq!(detection.reason, "--ci circleci");

    let file = CiOptions {
        token_file: Some("/t".into()),
        ..CiOptions::default()
    };
    assert_eq!(detect(&file, &markers).ci, Ci::Generic);
    // On GitLab, --oidc-token-env names the id_tokens: variable.
    let named = CiOptions {
        token_env: Some("MY_TOKEN".into()),
        ..CiOptions::default()
    };
    assert_eq!(detect(&named, &markers).ci, Ci::Gitlab);
    assert_eq!(detect(&named, &env(&[])).ci, Ci::Generic);
}

#[test]
fn sources_per_system() {
    let none = CiOptions::default();
    let aud = "https://iam.googleapis.com/p";
    let message = |result: Result<TokenSource>| result.unwrap_err().to_string();
    assert!(message(source(Ci::Gitlab, &none, &env(&[]), aud)).contains("$GITLAB_OIDC_TOKEN"));
    assert!(
        matches!(source(Ci::Gitlab, &none, &env(&[("GITLAB_OIDC_TOKEN", "t")]), aud), Ok(TokenSource::Env { names }) if names == ["GITLAB_OIDC_TOKEN"])
    );
    assert!(message(source(Ci::Circleci, &none, &env(&[]), aud)).contains("context"));
    assert!(
        matches!(source(Ci::Circleci, &none, &env(&[("CIRCLE_OIDC_TOKEN", "t")]), aud), Ok(TokenSource::Env { names }) if names == ["CIRCLE_OIDC_TOKEN_V2", "CIRCLE_OIDC_TOKEN"])
    );
    assert!(
        message(source(Ci::Bitbucket, &none, &env(&[]), aud)).contains("BITBUCKET_STEP_OIDC_TOKEN")
    );
    assert!(
        matches!(source(Ci::Buildkite, &none, &env(&[]), aud), Ok(TokenSource::Command { argv }) if argv.last().map(String::as_str) == Some(aud))
    );
    let azure = env(&[
        (
            "SYSTEM_OIDCREQUESTURI",
            "https://dev.azure.com/o/p/_apis/oidc",
        ),
        ("SYSTEM_ACCESSTOKEN", "job-token"),
    ]);
    assert!(message(source(Ci::Azure, &none, &azure, aud)).contains(AZURE_CONNECTION_VAR));
    let with_id = CiOptions {
        azure_service_connection_id: Some("sc-1".into()),
        ..CiOptions::default()
    };
    assert!(matches!(
        source(Ci::Azure, &with_id, &azure, aud),
        Ok(TokenSource::Azure { service_connection_id, .. }) if service_connection_id == "sc-1"
    ));
    assert!(message(source(Ci::Azure, &with_id, &env(&[]), aud)).contains("SYSTEM_OIDCREQUESTURI"));
    assert!(message(source(Ci::Generic, &none, &env(&[]), aud)).contains("--ci generic needs"));
    let command = CiOptions {
        token_command: Some("vault read -field=token 'auth/jwt x'".into()),
        ..CiOptions::default()
    };
    assert!(matches!(
        source(Ci::Generic, &command, &env(&[]), aud),
        Ok(TokenSource::Command { argv }) if argv == ["vault", "read", "-field=token", "auth/jwt x"]
    ));
    let unclosed = CiOptions {
        token_command: Some("vault 'read".into()),
        ..CiOptions::default()
    };
    assert!(message(source(Ci::Generic, &unclosed, &env(&[]), aud)).contains("unclosed quote"));
    assert!(message(source(Ci::Circleci, &command, &env(&[]), aud)).contains("--ci generic"));
    assert!(message(source(Ci::Github, &with_id, &env(&[]), aud)).contains("--ci azure"));
}
