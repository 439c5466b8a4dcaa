//! Opening the offline store named on a command line, shared by the verbs that read it.

use std::path::Path;

use crate::error::{Error, Result};
use crate::store::{Lookup, Store};
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

/// A store range that cannot answer, with the command that repairs it: never "not pwned".
pub(super) fn lookup_error(store: &Store, error: Lookup) -> Error {
    let hint = match error {
        Lookup::Missing { .. } => format!(
            "complete it with `{}` (without --range)",
            store.download_command()
        ),
        Lookup::Damaged { .. } => format!(
            "run `{}` again: it fetches damaged ranges anew (`ward password verify {}` lists them all)",
            store.download_command(),
            store.dir().display()
        ),
    };
    Error::runtime(error.to_string()).with_hint(hint)
}
