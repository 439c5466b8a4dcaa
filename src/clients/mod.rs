//! One module per remote service: typed requests and responses, no clap, no printing.
pub mod cloud;
pub mod releases;

pub mod breaches;
pub mod hub;
pub mod passwords;
