//! `action.yml` as the runner reads it: valid YAML, with exactly the inputs, defaults and
//! outputs of the action's contract, and a Node entry point for the main and post steps.

use std::path::Path;

use ward::auth::raw::Input;
use yaml_rust2::{Yaml, YamlLoader};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn action() -> Yaml {
    let text = std::fs::read_to_string(Path::new(ROOT).join("action.yml")).unwrap();
    let mut documents = YamlLoader::load_from_str(&text)
        .unwrap_or_else(|error| panic!("action.yml is not valid YAML: {error}"));
    assert_eq!(documents.len(), 1);
    documents.remove(0)
}

fn keys(map: &Yaml) -> Vec<String> {
    map.as_hash()
        .expect("a mapping")
        .keys()
        .map(|key| key.as_str().expect("a string key").to_string())
        .collect()
}

/// A default as the runner passes it on: `''` or no default is an empty input.
fn default_of(input: &Yaml) -> String {
    match &input["default"] {
        Yaml::BadValue | Yaml::Null => String::new(),
        Yaml::String(text) => text.clone(),
        Yaml::Boolean(value) => value.to_string(),
        other => panic!("unexpected default {other:?}"),
    }
}

#[test]
fn inputs_and_defaults_are_the_contracts() {
    let action = action();
    let inputs = &action["inputs"];
    // `build_from_source` is the shim's own input (how it gets the binary), and `serve` and
    // `serve_identities` choose the shim's command (`ward auth serve`): not ward's inputs.
    let shims = ["build_from_source", "serve", "serve_identities"];
    let names: Vec<String> = keys(inputs)
        .into_iter()
        .filter(|name| !shims.contains(&name.as_str()))
        .collect();
    let expected: Vec<String> = Input::ALL
        .iter()
        .map(|input| input.input_name().to_string())
        .collect();
    assert_eq!(names, expected);

    let defaults = [
        ("workload_identity_provider", ""),
        ("service_account", ""),
        ("audience", ""),
        ("credentials_json", ""),
        ("token_format", ""),
        ("access_token_lifetime", "3600s"),
        (
            "access_token_scopes",
            "https://www.googleapis.com/auth/cloud-platform",
        ),
        ("access_token_subject", ""),
        ("id_token_audience", ""),
        ("id_token_include_email", "false"),
        ("project_id", ""),
        ("create_credentials_file", "true"),
        ("export_environment_variables", "true"),
        ("delegates", ""),
        ("cleanup_credentials", "true"),
        ("serve", "false"),
        ("serve_identities", ""),
        ("build_from_source", "false"),
    ];
    for (name, default) in defaults {
        let input = &inputs[name];
        assert_eq!(default_of(input), default, "default of {name}");
        assert!(
            input["description"].as_str().is_some_and(|d| !d.is_empty()),
            "{name} needs a description"
        );
        // Requirements depend on the mode, so ward checks them, not the runner.
        assert_eq!(input["required"].as_bool(), Some(false), "{name}");
    }
}

#[test]
fn outputs_and_steps_are_the_contracts() {
    let action = action();
    assert_eq!(
        keys(&action["outputs"]),
        [
            "project_id",
            "credentials_file_path",
            "access_token",
            "access_token_expiration",
            "id_token"
        ]
    );
    let runs = &action["runs"];
    assert!(runs["using"].as_str().unwrap().starts_with("node"));
    for step in ["main", "post"] {
        let file = runs[step].as_str().unwrap();
        assert!(Path::new(ROOT).join(file).is_file(), "{step}: {file}");
    }
    assert_eq!(runs["post-if"].as_str(), Some("always()"));
    assert!(action["name"].as_str().is_some() && action["description"].as_str().is_some());
}
