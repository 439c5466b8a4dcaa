//! What several commands share below them: clients built from the settings and
//! credentials, references parsed as users write them, every page of a list. Commands use
//! these; these never use a command.

pub(crate) mod breaches;
pub(crate) mod projects;
pub(crate) mod releases;
