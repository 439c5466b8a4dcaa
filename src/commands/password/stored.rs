//! Opening the offline store named on a command line, shared by the verbs that read it.

use std::path::Path;

use crate::error::{Error, Result};
use crate::store::Store;
use ward_client::passwords::HashMode;

/// The hash mode the `--ntlm` flag selects.
pub(super) fn mode(ntlm: bool) -> HashMode {
    if ntlm {
        HashMode::Ntlm
    } else {
        HashMode::Sha1
    }
}

/// The store of `mode` in `dir`, converted to the current layout; a missing store is bad
/// input with the download command as the hint; a store other users can write to is
/// refused.
pub(super) fn open(dir: &Path, mode: HashMode) -> Result<Store> {
    let Some(store) = Store::existing(dir, mode) else {
        return Err(Error::usage(format!(
            "there is no {} store in {}",
            mode.name(),
            dir.display()
        ))
        .with_hint(format!(
            "download one first: ward password download {}{}",
            dir.display(),
            if mode == HashMode::Ntlm {
                " --ntlm"
            } else {
                ""
            }
        )));
    };
    store.check_private()?;
    store.refuse_legacy()?;
    Ok(store)
}
