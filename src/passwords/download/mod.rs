//! The download pass below the commands: each shard of the asked range planned against
//! the store, its ranges fetched with their ETags, written to a new shard file and put in
//! place, and what changed recorded in the refresh journal (`pass.rs`, `shard.rs`). The
//! command opens the store, builds the client and prints the summary.

mod pass;
mod shard;

use serde::Serialize;

use crate::error::Error;
use crate::store::Store;

pub(crate) use pass::{Pass, Setup};
pub(crate) use shard::Outage;

/// What `password download` did, counted as it goes.
#[derive(Debug, Default, Serialize)]
pub(crate) struct Summary {
    pub mode: &'static str,
    pub prefixes: u64,
    pub downloaded: u64,
    pub changed: u64,
    pub unchanged: u64,
    pub not_modified: u64,
    pub already_complete: u64,
    pub failed: u64,
    pub damaged: u64,
    pub migrated: u64,
    pub rows: u64,
    pub bytes: u64,
    pub store_bytes: u64,
    pub store_bytes_written: u64,
    pub filter_bytes: u64,
    pub retries: u64,
    pub cache_hits: u64,
    pub seconds: f64,
}

/// A failed write to the store, named with the store's folder.
pub(crate) fn store_error(store: &Store, error: std::io::Error) -> Error {
    Error::io(
        format!("could not write the store in {}", store.root().display()),
        error,
    )
}
