//! The examples every command shows after its help.

/// A command's examples as help text: one command line per argument, each indented under an
/// `Example:` or `Examples:` heading. It expands to a literal, so `concat!` can add a
/// paragraph before or after.
macro_rules! examples {
    ($only:literal $(,)?) => {
        concat!("Example:\n  ", $only)
    };
    ($($line:literal),+ $(,)?) => {
        concat!("Examples:" $(, "\n  ", $line)+)
    };
}
