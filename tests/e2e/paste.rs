use crate::breach::{fast_fake, ward};
use crate::support::{json_of, stderr_of, stdout_of, Sandbox};

#[test]
fn pastes_are_listed_newest_first_and_exit_10() {
    let sandbox = Sandbox::new();
    let fake = fast_fake();
    let output = ward(&sandbox, &fake)
        .args(["paste", "account", " Account-Exists@example.com "])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(10), "{}", stderr_of(&output));
    let stdout = stdout_of(&output);
    let newest = stdout.find("2019-06-01").unwrap();
    let older = stdout.find("2014-03-04").unwrap();
    let undated = stdout.find("(unknown)").unwrap();
    assert!(newest < older && older < undated, "{stdout}");
    assert!(stderr_of(&output).contains("CC BY 4.0"));
    assert_eq!(
        fake.log.all()[0].path,
        "/api/v2/pasteaccount/Account-Exists%40example.com"
    );

    let output = ward(&sandbox, &fake)
        .args(["paste", "account", "account-exists@example.com", "--json"])
        .output()
        .unwrap();
    let wrapped = json_of(&output);
    assert_eq!(wrapped[0]["account"], "account-exists@example.com");
    assert_eq!(wrapped[0]["pwned"], true);
    let pastes = &wrapped[0]["pastes"];
    assert_eq!(pastes[0]["Id"], "7152479");
    // A null title is omitted, as the service does.
    assert!(pastes
        .as_array()
        .unwrap()
        .iter()
        .any(|p| p.get("Title").is_none()));
}

#[test]
fn clean_addresses_exit_0_and_usernames_are_refused_before_any_request() {
    let sandbox = Sandbox::new();
    let fake = fast_fake();
    let output = ward(&sandbox, &fake)
        .args(["paste", "account", "nobody@example.com", "-o", "json"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(
        json_of(&output),
        serde_json::json!([{"account": "nobody@example.com", "pwned": false, "pastes": []}])
    );
    let requests = fake.log.len();
    let output = ward(&sandbox, &fake)
        .args(["paste", "account", "nobody@example.com", "gawker-fan"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr_of(&output).contains("\"gawker-fan\" is not an e-mail address"));
    ward(&sandbox, &fake)
        .args(["paste", "account", " "])
        .assert()
        .code(2);
    assert_eq!(fake.log.len(), requests);

    let output = ward(&sandbox, &fake)
        .args([
            "paste",
            "account",
            "nobody@example.com",
            "multiple-breaches@example.com",
            "-o",
            "json",
        ])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(10));
    let document = json_of(&output);
    assert_eq!(document[0]["pwned"], false);
    assert_eq!(document[1]["pastes"][0]["Source"], "OptOut");
}
