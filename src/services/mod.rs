//! What several commands share below them: clients built from the settings and
//! credentials, references parsed as users write them, the project file and its plan,
//! batch searches that keep what finished. Commands use these; these never use a command,
//! never prompt and never print: a batch reports each search it starts and finishes, and
//! the command shows progress.

pub(crate) mod breaches;
pub(crate) mod hub;
pub(crate) mod passwords;
pub(crate) mod policy;
pub(crate) mod projects;
pub(crate) mod release_events;
pub(crate) mod release_watch;
pub(crate) mod releases;
