//! The kit every server of ward is built from, knowing nothing of any one of them: the
//! accept loop and its connection cap ([`listen`]), one accept path per core ([`cores`]), the open-file budget behind the cap
//! ([`descriptors`]), the request log ([`log`]), what stops a server and how it drains
//! ([`stop`]), SIGHUP, which tells it to read its files again ([`hangup`]), TLS with
//! certificates read again as they are renewed ([`tls`]), and warnings summed up while
//! they repeat ([`repeats`]).
//!
//! A server lives in a folder named for what it serves (`webhook_server`,
//! `password_server`, `auth_server`), implements [`listen::Site`] and hands the loop its
//! listener; CONTRIBUTING.md ("Adding a server") walks through it.

pub(crate) mod cores;
pub(crate) mod descriptors;
pub(crate) mod hangup;
pub(crate) mod listen;
pub(crate) mod log;
pub(crate) mod repeats;
pub(crate) mod stop;
pub(crate) mod tls;
