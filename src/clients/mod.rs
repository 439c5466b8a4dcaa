//! One module per remote service: typed requests and responses, no clap, no printing.
pub mod hub;
