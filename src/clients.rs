//! The service clients, from the `ward_client` crate.

pub use ward_client::{breaches, cloud, hub, passwords, releases};
