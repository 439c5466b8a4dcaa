//! The kit every server of ward is built from, knowing nothing of any one of them: the
//! accept loop and its connection cap ([`listen`]), one accept path per core ([`cores`]),
//! HTTP/1.1 of its own for a server whose answers are whole in memory ([`http1`]), the
//! open-file budget behind the cap
//! ([`descriptors`]), the request log ([`log`]), what stops a server and how it drains
//! ([`stop`]), SIGHUP, which tells it to read its files again ([`hangup`]), TLS with
//! certificates read again as they are renewed ([`tls`]), and warnings summed up while
//! they repeat ([`repeats`]).
//!
//! A server lives in a folder named for what it serves (`webhook_server`,
//! `password_server`, `auth_server`), implements [`listen::Hooks`] and [`listen::Site`] (or
//! [`listen::Protocol`], as the range server) and hands the loop its
//! listener; CONTRIBUTING.md ("Adding a server") walks through it.

pub(crate) mod cores;
pub(crate) mod descriptors;
pub(crate) mod hangup;
pub(crate) mod http1;
pub(crate) mod listen;
pub(crate) mod log;
pub(crate) mod repeats;
pub(crate) mod stop;
pub(crate) mod tls;

/// Checks of what the servers' `/metrics` write, shared by their unit tests.
#[cfg(test)]
pub(crate) mod metrics_checks {
    /// Every sample line of a Prometheus text exposition belongs to a family whose
    /// `# TYPE` line the text declares.
    pub(crate) fn assert_families_declared(text: &str) {
        for line in text.lines().filter(|l| !l.starts_with('#')) {
            let name = line.split(['{', ' ']).next().unwrap();
            let family = name
                .trim_end_matches("_bucket")
                .trim_end_matches("_sum")
                .trim_end_matches("_count");
            assert!(
                text.contains(&format!("# TYPE {family} ")),
                "{name} has no TYPE"
            );
        }
    }
}
