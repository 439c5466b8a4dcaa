//! How service documents look as tables, shared by the commands that show them.

pub(crate) mod breaches;
pub(crate) mod projects;
