//! What several commands share below them: clients built from the settings and
//! credentials, references parsed as users write them, the project file and its plan.
//! Commands use these; these never use a command, and never print.

pub(crate) mod breaches;
pub(crate) mod projects;
pub(crate) mod releases;
