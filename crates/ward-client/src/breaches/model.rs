//! Typed views of the service's objects for tables. JSON output keeps the service's own
//! objects untouched; these views are lenient (every field optional, unknown ones ignored)
//! because attributes may be added without a new version.
// The fields are the service's own document fields under their wire names, described in
// its spec; a line of prose per field would only repeat the name.
#![allow(missing_docs)]

use serde::de::DeserializeOwned;
use serde::Deserialize;
use serde_json::Value;

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "PascalCase", default)]
pub struct Breach {
    pub name: String,
    pub title: Option<String>,
    pub domain: Option<String>,
    pub breach_date: Option<String>,
    pub added_date: Option<String>,
    pub modified_date: Option<String>,
    pub pwn_count: Option<u64>,
    pub description: Option<String>,
    pub data_classes: Vec<String>,
    pub is_verified: Option<bool>,
    pub is_fabricated: Option<bool>,
    pub is_sensitive: Option<bool>,
    pub is_retired: Option<bool>,
    pub is_spam_list: Option<bool>,
    pub is_malware: Option<bool>,
    pub logo_path: Option<String>,
}

/// A lenient view: read from one of the service's objects, never failing.
pub trait Lenient: DeserializeOwned + Default {
    /// The view of `value`; anything that does not fit (not an object, a field of another
    /// type) gives an empty view.
    fn from_value(value: &Value) -> Self {
        serde_json::from_value(value.clone()).unwrap_or_default()
    }
}

impl Lenient for Breach {}

impl Lenient for Paste {}

impl Breach {
    /// The display title, falling back to the Name (truncated responses hold only that).
    pub fn display_title(&self) -> &str {
        self.title.as_deref().unwrap_or(&self.name)
    }

    /// Flags worth a reader's attention, in words.
    pub fn flags(&self) -> Vec<&'static str> {
        let mut flags = Vec::new();
        match self.is_verified {
            Some(true) => flags.push("verified"),
            Some(false) => flags.push("unverified"),
            None => {}
        }
        for (set, word) in [
            (self.is_fabricated, "fabricated"),
            (self.is_sensitive, "sensitive"),
            (self.is_retired, "retired"),
            (self.is_spam_list, "spam list"),
            (self.is_malware, "malware"),
        ] {
            if set == Some(true) {
                flags.push(word);
            }
        }
        flags
    }
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "PascalCase", default)]
pub struct Paste {
    pub source: String,
    pub id: String,
    pub title: Option<String>,
    pub date: Option<String>,
    pub email_count: Option<u64>,
}

/// Sort breaches the way the service documents its collections: by Title.
pub fn sort_by_title(values: &mut [Value]) {
    values.sort_by_cached_key(|value| Breach::from_value(value).display_title().to_lowercase());
}

/// Sort pastes newest first; pastes without a date go last.
pub fn sort_newest_first(values: &mut [Value]) {
    values.sort_by_cached_key(|value| {
        std::cmp::Reverse(Paste::from_value(value).date.unwrap_or_default())
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn lenient_views_and_flags() {
        let breach = Breach::from_value(&json!({
            "Name": "Adobe", "Title": "Adobe", "IsVerified": false, "IsSpamList": true,
            "Future": {"anything": 1}
        }));
        assert_eq!(breach.flags(), vec!["unverified", "spam list"]);
        let truncated = Breach::from_value(&json!({"Name": "Gawker"}));
        assert_eq!(truncated.display_title(), "Gawker");
        assert!(truncated.flags().is_empty());
    }

    #[test]
    fn sorting_follows_the_documented_orders() {
        let mut breaches = vec![
            json!({"Name": "b", "Title": "Zeta"}),
            json!({"Name": "a", "Title": "alpha"}),
        ];
        sort_by_title(&mut breaches);
        assert_eq!(breaches[0]["Name"], "a");
        let mut pastes = vec![
            json!({"Id": "old", "Date": "2014-03-04T19:14:54Z"}),
            json!({"Id": "none", "Date": null}),
            json!({"Id": "new", "Date": "2019-01-01T00:00:00Z"}),
        ];
        sort_newest_first(&mut pastes);
        let ids: Vec<_> = pastes.iter().map(|p| p["Id"].as_str().unwrap()).collect();
        assert_eq!(ids, ["new", "old", "none"]);
    }
}
