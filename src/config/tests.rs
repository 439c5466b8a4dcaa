use super::file::line_column;
use super::*;

#[test]
fn flag_beats_config_file() {
    let mut config = Config::empty(PathBuf::from("unused.toml"));
    config.set("releases", "api_key", "from-file");
    let setting = config
        .lookup(
            Some("from-flag"),
            &["WARD_TEST_UNSET_VARIABLE"],
            "releases",
            "api_key",
        )
        .unwrap();
    assert_eq!(setting.value, "from-flag");
    assert_eq!(setting.source, Source::Flag);
    let setting = config
        .lookup(None, &["WARD_TEST_UNSET_VARIABLE"], "releases", "api_key")
        .unwrap();
    assert_eq!(setting.value, "from-file");
    assert_eq!(setting.source, Source::ConfigFile);
}

#[test]
fn saves_with_owner_only_permissions_and_reloads() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("nested").join("config.toml");
    let mut config = Config::empty(path.clone());
    config.set("hub", "token", "hf_example");
    config.save().unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&path).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600);
    }
    let loaded = Config::load(Some(&path), &Env::process()).unwrap();
    assert_eq!(loaded.get("hub", "token").as_deref(), Some("hf_example"));
}

#[test]
fn malformed_file_is_a_usage_error() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("config.toml");
    std::fs::write(&path, "[releases\n").unwrap();
    let error = Config::load(Some(&path), &Env::process()).unwrap_err();
    assert_eq!(error.exit_code(), 2);
}

#[test]
fn toml_errors_name_line_and_column() {
    assert_eq!(line_column("a = 1\nbé = = 2\n", 12), (2, 6));
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("config.toml");
    std::fs::write(&path, "[hub]\ntoken = = 1\n").unwrap();
    let error = Config::load(Some(&path), &Env::process())
        .unwrap_err()
        .to_string();
    assert!(error.contains("line 2, column"), "{error}");
    assert!(!error.contains('\n'), "{error}");
}

#[test]
fn base_url_from_config_and_validation() {
    let mut config = Config::empty(PathBuf::from("unused.toml"));
    // International host names are sent in their ASCII form, as UTS 46 maps them (a
    // zero-width space is mapped away).
    for (given, sent) in [
        ("http://127.0.0.1:1234", "http://127.0.0.1:1234/"),
        (
            "https://Bücher.example:8443/range",
            "https://xn--bcher-kva.example:8443/range",
        ),
        ("https://a\u{200b}b.example/", "https://ab.example/"),
    ] {
        config.set("passwords", "url", given);
        let url = config.base_url(Service::Passwords).unwrap();
        assert_eq!(url.as_str(), sent, "{given}");
    }
    config.set("passwords", "url", "ftp://example.com");
    assert!(config.base_url(Service::Passwords).is_err());
}
