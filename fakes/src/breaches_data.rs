//! The fake breach API's fixtures: breaches with every flag, accounts and pastes.

use serde_json::{json, Value};

pub fn breaches() -> Vec<Value> {
    vec![
        breach(
            "Adobe",
            "Adobe",
            "adobe.com",
            "2013-10-04",
            152_445_165,
            "In October 2013, 153 million Adobe accounts were breached with each containing an internal ID, username, email, <em>encrypted</em> password and a password hint in plain text. <a href=\"https://krebsonsecurity.com/2013/10/adobe-to-announce-source-code-customer-data-breach/\">Read more</a>.",
            &["Email addresses", "Password hints", "Passwords", "Usernames"],
            Flags { verified: true, ..Flags::default() },
        ),
        breach(
            "Gawker",
            "Gawker",
            "gawker.com",
            "2010-12-11",
            1_247_894,
            "In December 2010, Gawker was attacked by the hacker collective &quot;Gnosis&quot;.",
            &["Email addresses", "Passwords", "Usernames"],
            Flags { verified: true, ..Flags::default() },
        ),
        breach(
            "ShadyShop",
            "Shady Shop",
            "shadyshop.example",
            "2019-05-01",
            20_000,
            "A list said to come from <strong>Shady Shop</strong>; it could not be verified.",
            &["Email addresses", "Names"],
            Flags::default(),
        ),
        breach(
            "FakeForum",
            "Fake Forum",
            "fakeforum.example",
            "2018-01-01",
            5_000,
            "Data believed to be fabricated.",
            &["Email addresses"],
            Flags { fabricated: true, ..Flags::default() },
        ),
        breach(
            "PrivateClub",
            "Private Club",
            "privateclub.example",
            "2015-07-15",
            30_000_000,
            "A sensitive breach: accounts are never returned by the public API.",
            &["Email addresses", "Sexual preferences"],
            Flags { verified: true, sensitive: true, ..Flags::default() },
        ),
        breach(
            "OldStore",
            "Old Store",
            "oldstore.example",
            "2012-02-02",
            70_000,
            "A retired breach: its data has been removed.",
            &["Email addresses"],
            Flags { verified: true, retired: true, ..Flags::default() },
        ),
        breach(
            "SpamCollection",
            "Spam Collection",
            "",
            "2017-08-28",
            711_477_622,
            "A spam list, not the result of a compromise.",
            &["Email addresses", "Passwords"],
            Flags { verified: true, spam_list: true, ..Flags::default() },
        ),
    ]
}

#[derive(Default, Clone, Copy)]
struct Flags {
    verified: bool,
    fabricated: bool,
    sensitive: bool,
    retired: bool,
    spam_list: bool,
}

#[allow(clippy::too_many_arguments)]
fn breach(
    name: &str,
    title: &str,
    domain: &str,
    date: &str,
    count: u64,
    description: &str,
    classes: &[&str],
    flags: Flags,
) -> Value {
    json!({
        "Name": name,
        "Title": title,
        "Domain": domain,
        "BreachDate": date,
        "AddedDate": format!("{date}T08:00Z"),
        "ModifiedDate": format!("{date}T09:30Z"),
        "PwnCount": count,
        "Description": description,
        "LogoPath": format!("https://haveibeenpwned.com/Content/Images/PwnedLogos/{name}.png"),
        "DataClasses": classes,
        "IsVerified": flags.verified,
        "IsFabricated": flags.fabricated,
        "IsSensitive": flags.sensitive,
        "IsRetired": flags.retired,
        "IsSpamList": flags.spam_list,
        "IsMalware": false,
    })
}

/// Accounts (lowercase) and the Names of the breaches they are in.
pub fn accounts() -> Vec<(&'static str, Vec<&'static str>)> {
    vec![
        ("account-exists@example.com", vec!["Adobe"]),
        (
            "multiple-breaches@example.com",
            vec![
                "Gawker",
                "Adobe",
                "ShadyShop",
                "PrivateClub",
                "OldStore",
                "FakeForum",
            ],
        ),
        ("unverified-only@example.com", vec!["ShadyShop"]),
        (
            "sensitive-only@example.com",
            vec!["PrivateClub", "OldStore"],
        ),
        ("spam-list-only@example.com", vec!["SpamCollection"]),
        ("gawker-fan", vec!["Gawker"]),
        ("odd/name+tag@example.com", vec!["Adobe"]),
    ]
}

/// E-mail addresses (lowercase) and their pastes, in no particular order.
pub fn pastes() -> Vec<(&'static str, Vec<Value>)> {
    vec![
        (
            "account-exists@example.com",
            vec![
                json!({"Source": "Pastebin", "Id": "8Q0BvKD8", "Title": "syslog", "Date": "2014-03-04T19:14:54Z", "EmailCount": 139}),
                json!({"Source": "AdHocUrl", "Id": "http://example.com/dump.txt", "Date": null, "EmailCount": 1_000}),
                json!({"Source": "Pastie", "Id": "7152479", "Date": "2019-06-01T10:00:00Z", "EmailCount": 12}),
            ],
        ),
        (
            "multiple-breaches@example.com",
            vec![
                json!({"Source": "OptOut", "Id": "opt-1", "Title": "list", "Date": "2016-01-01T00:00:00Z", "EmailCount": 3}),
            ],
        ),
    ]
}
