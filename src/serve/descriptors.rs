//! How many connections a server can hold without running out of descriptors. Each
//! connection takes one; when the process's open-file limit is reached, accepting fails,
//! and so does every other open: a shard file, a manifest, a job's pipe. So the cap on
//! connections is kept below that limit, with a reserve for what the server opens besides.

/// Descriptors kept for what every server holds or opens now and then besides its
/// connections: the standard streams, the listener, the runtime's own, log and state
/// files, a connection being refused.
#[cfg(unix)]
pub(crate) const RESERVE: usize = 64;

/// The connections to allow: `wanted`, or fewer when the open-file limit (raised toward
/// the hard limit first, as far as needed) cannot hold them beside `held` descriptors the
/// server keeps open for itself and [`RESERVE`]; with a line saying so when lowered.
#[cfg(unix)]
pub(crate) fn fit(wanted: usize, held: usize) -> (usize, Option<String>) {
    use nix::sys::resource::{getrlimit, Resource};
    let kept = held.saturating_add(RESERVE);
    let needed = wanted.saturating_add(kept);
    let Ok((soft, hard)) = getrlimit(Resource::RLIMIT_NOFILE) else {
        return (wanted, None);
    };
    let limit = as_count(raise(soft, hard, needed));
    if limit >= needed {
        return (wanted, None);
    }
    let allowed = limit.saturating_sub(kept).max(1);
    let hard = if hard == nix::sys::resource::RLIM_INFINITY {
        "none".to_string()
    } else {
        hard.to_string()
    };
    (
        allowed,
        Some(format!(
            "at most {allowed} connections at once, not {wanted}: the open-file limit is {limit} (hard limit {hard}) and {kept} descriptors are kept for the server's own files; raise the limit (ulimit -n, LimitNOFILE=) to {needed} to allow {wanted}"
        )),
    )
}

/// Windows has no per-process limit on handles of this kind (sockets and files are
/// bounded by memory), so the cap is taken as given.
#[cfg(not(unix))]
pub(crate) fn fit(wanted: usize, _held: usize) -> (usize, Option<String>) {
    (wanted, None)
}

/// The soft limit after raising it toward `needed`, never past the hard limit; the soft
/// limit as it was when the system refuses (macOS refuses past its own per-process cap).
#[cfg(unix)]
fn raise(soft: u64, hard: u64, needed: usize) -> u64 {
    use nix::sys::resource::{setrlimit, Resource};
    let needed = u64::try_from(needed).unwrap_or(u64::MAX);
    if soft >= needed || soft >= hard {
        return soft;
    }
    let target = needed.min(hard);
    match setrlimit(Resource::RLIMIT_NOFILE, target, hard) {
        Ok(()) => target,
        Err(_) => soft,
    }
}

#[cfg(unix)]
fn as_count(limit: u64) -> usize {
    usize::try_from(limit).unwrap_or(usize::MAX)
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    fn a_cap_the_limit_holds_is_kept_and_the_limit_is_not_lowered() {
        use nix::sys::resource::{getrlimit, Resource};
        let (before, _) = getrlimit(Resource::RLIMIT_NOFILE).unwrap();
        assert_eq!(fit(1, 0), (1, None));
        let (after, _) = getrlimit(Resource::RLIMIT_NOFILE).unwrap();
        assert!(after >= before);
    }

    #[test]
    fn a_cap_past_the_hard_limit_is_lowered_below_it_and_said() {
        use nix::sys::resource::{getrlimit, Resource};
        let (_, hard) = getrlimit(Resource::RLIMIT_NOFILE).unwrap();
        let wanted = usize::MAX / 2;
        let (allowed, said) = fit(wanted, 100);
        let (soft, _) = getrlimit(Resource::RLIMIT_NOFILE).unwrap();
        assert!(allowed < wanted);
        assert_eq!(allowed, as_count(soft).saturating_sub(100 + RESERVE).max(1));
        assert!(soft <= hard);
        let said = said.unwrap();
        assert!(
            said.starts_with(&format!("at most {allowed} connections at once")),
            "{said}"
        );
        assert!(said.contains("ulimit -n"), "{said}");
    }
}
