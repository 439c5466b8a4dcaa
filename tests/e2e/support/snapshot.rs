//! Whole outputs pinned: [`ward_snapshot!`](crate::ward_snapshot) writes a run's exit code,
//! stdout and stderr as one text and compares it with a file under a `snapshots/` folder
//! beside the test. `UPDATE_SNAPSHOTS=1 bash scripts/test` rewrites every snapshot and
//! removes those no test asserts any more; without it a difference fails the test.

use super::Run;

/// What varies from run to run and says nothing about ward: the port each fake listens on.
pub const FILTERS: &[(&str, &str)] = &[
    (r"127\.0\.0\.1:\d{2,5}", "127.0.0.1:[PORT]"),
    (r"\[::1\]:\d{2,5}", "[::1]:[PORT]"),
    (r"localhost:\d{2,5}", "localhost:[PORT]"),
    // clap names the binary as it was started: `ward.exe` on Windows.
    (r"\bward\.exe\b", "ward"),
];

/// The text a snapshot holds: the exit code, then both streams whole, with the sandbox's
/// path written `[SANDBOX]` and `/` between the parts of any path under it (so one file
/// serves every platform).
pub fn text(run: &Run) -> String {
    let stdout = redact(&run.stdout, run);
    let stderr = redact(&run.stderr, run);
    format!(
        "exit: {}\n--- stdout\n{stdout}--- stderr\n{stderr}",
        run.code
    )
}

fn redact(text: &str, run: &Run) -> String {
    let mut text = text.to_string();
    let mut spellings = vec![run.sandbox.to_string_lossy().into_owned()];
    if let Ok(canonical) = run.sandbox.canonicalize() {
        spellings.push(canonical.to_string_lossy().into_owned());
    }
    // Longest first, so a path is never replaced by a shorter spelling of itself; JSON
    // doubles each backslash of a Windows path.
    spellings.sort_by_key(|spelling| std::cmp::Reverse(spelling.len()));
    for spelling in spellings {
        text = text.replace(&spelling.replace('\\', "\\\\"), "[SANDBOX]");
        text = text.replace(&spelling, "[SANDBOX]");
    }
    forward_slashes_after_sandbox(&text)
}

/// `[SANDBOX]\a\\b.toml` as `[SANDBOX]/a/b.toml`.
fn forward_slashes_after_sandbox(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("[SANDBOX]") {
        let (before, after) = rest.split_at(at + "[SANDBOX]".len());
        out.push_str(before);
        let end = after
            .find(|c: char| !(c.is_alphanumeric() || "\\/._-".contains(c)))
            .unwrap_or(after.len());
        let path = &after[..end];
        let mut slash = false;
        for c in path.chars() {
            if c == '\\' || c == '/' {
                if !slash {
                    out.push('/');
                }
                slash = true;
            } else {
                out.push(c);
                slash = false;
            }
        }
        rest = &after[end..];
    }
    out.push_str(rest);
    out
}

/// Pins a whole [`Run`](crate::support::Run) (exit code, stdout, stderr) as a snapshot,
/// named after the test (`ward_snapshot!(run)`) or explicitly
/// (`ward_snapshot!("table", run)`). Filters a test sets with `insta::with_settings!`
/// apply too.
#[macro_export]
macro_rules! ward_snapshot {
    ($run:expr) => {{
        let text = $crate::support::snapshot::text(&$run);
        let mut settings = insta::Settings::clone_current();
        for (pattern, replacement) in $crate::support::snapshot::FILTERS {
            settings.add_filter(pattern, *replacement);
        }
        settings.set_omit_expression(true);
        settings.bind(|| insta::assert_snapshot!(text));
    }};
    ($name:expr, $run:expr) => {{
        let text = $crate::support::snapshot::text(&$run);
        let mut settings = insta::Settings::clone_current();
        for (pattern, replacement) in $crate::support::snapshot::FILTERS {
            settings.add_filter(pattern, *replacement);
        }
        settings.set_omit_expression(true);
        settings.bind(|| insta::assert_snapshot!($name, text));
    }};
}

#[cfg(test)]
mod tests {
    #[test]
    fn paths_under_the_sandbox_read_the_same_on_every_platform() {
        assert_eq!(
            super::forward_slashes_after_sandbox("at [SANDBOX]\\a\\\\b.toml: x [SANDBOX]/c"),
            "at [SANDBOX]/a/b.toml: x [SANDBOX]/c"
        );
    }
}
