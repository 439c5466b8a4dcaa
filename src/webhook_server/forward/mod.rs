//! HTTP destinations: a route that forwards each delivery to a URL instead of running a
//! command. `destination.rs` is what the routes file says of it (the routes read it, so it
//! imports nothing of the running receiver); `send.rs` delivers one attempt.

pub(crate) mod destination;
pub(super) mod send;
