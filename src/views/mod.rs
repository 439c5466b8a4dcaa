//! How service documents and plans look as tables, and how batches of searches show their
//! progress, shared by the commands that show them.

pub(crate) mod batch;
pub(crate) mod breaches;
pub(crate) mod cloud;
pub(crate) mod hub;
pub(crate) mod jobs;
pub(crate) mod passwords;
pub(crate) mod plan;
pub(crate) mod projects;
pub(crate) mod releases;
pub(crate) mod settings;
