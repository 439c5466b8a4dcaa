//! How ward's own settings look in a table: which are set and where from, and the base
//! URL each service will be called at.

use crate::output::{Cell, Table, Tone};

/// The base URL a service will be called at, and where it came from.
pub(crate) struct ServiceUrl {
    /// The config file section, which is also the service's short name.
    pub section: &'static str,
    /// The URL, any password in it masked.
    pub url: String,
    /// `env`, `config` or `default`, for scripts.
    pub source: &'static str,
    /// The same in words, naming the variable: `environment variable WARD_BREACHES_URL`.
    pub from: String,
}

/// One row per setting (its name and where it is set, if it is) and one per service URL.
pub(crate) fn settings_table(
    settings: &[(&str, Option<String>)],
    services: &[ServiceUrl],
) -> Table {
    let mut table = Table::new(["SETTING", "STATE", "SOURCE"]);
    for (name, source) in settings {
        let state = if source.is_some() {
            ("set", Tone::Good)
        } else {
            ("not set", Tone::Dim)
        };
        table.row(vec![
            (*name).into(),
            Cell::new(state.0, state.1),
            source.clone().unwrap_or_default().into(),
        ]);
    }
    for url in services {
        let tone = if url.source == "default" {
            Tone::Dim
        } else {
            Tone::Plain
        };
        table.row(vec![
            format!("{} url", url.section).into(),
            url.url.clone().into(),
            Cell::new(url.from.clone(), tone),
        ]);
    }
    table
}
