use crate::breach::{fast_fake, home};

#[test]
fn pastes_are_listed_newest_first_and_exit_10() {
    let fake = fast_fake();
    let sandbox = home(&fake);
    // Newest first, undated last; the attribution on stderr.
    let run = sandbox.run(&["paste", "account", " Account-Exists@example.com "]);
    crate::ward_snapshot!("table", run);
    assert_eq!(
        fake.log.all()[0].path,
        "/api/v2/pasteaccount/Account-Exists%40example.com"
    );
    // A null title is omitted, as the service does.
    let run = sandbox.run(&["paste", "account", "account-exists@example.com", "--json"]);
    crate::ward_snapshot!("json", run);
    assert!(run.json()[0]["pastes"]
        .as_array()
        .unwrap()
        .iter()
        .any(|p| p.get("Title").is_none()));
}

#[test]
fn clean_addresses_exit_0_and_usernames_are_refused_before_any_request() {
    let fake = fast_fake();
    let sandbox = home(&fake);
    let run = sandbox.run(&["paste", "account", "nobody@example.com", "-o", "json"]);
    crate::ward_snapshot!("clean_json", run);
    let run = sandbox.run(&["paste", "account", "nobody@example.com"]);
    crate::ward_snapshot!("clean_table", run);
    let requests = fake.log.len();
    let run = sandbox.run(&["paste", "account", "nobody@example.com", "gawker-fan"]);
    crate::ward_snapshot!("username", run);
    crate::ward_snapshot!("blank", sandbox.run(&["paste", "account", " "]));
    assert_eq!(fake.log.len(), requests);

    let run = sandbox.run(&[
        "paste",
        "account",
        "nobody@example.com",
        "multiple-breaches@example.com",
        "-o",
        "json",
    ]);
    crate::ward_snapshot!("two_accounts_json", run);
    let run = sandbox.run(&[
        "paste",
        "account",
        "nobody@example.com",
        "multiple-breaches@example.com",
    ]);
    crate::ward_snapshot!("two_accounts_table", run);
}

#[test]
fn paste_account_prints_the_wrapped_shape() {
    let fake = fast_fake();
    let run = home(&fake).run(&["paste", "account", "account-exists@example.com", "--json"]);
    assert_eq!(run.code, ward::error::exit::COMPROMISED, "{}", run.stderr);
    crate::ward_snapshot!(run);
}
