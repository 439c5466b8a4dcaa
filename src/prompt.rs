//! Interactive prompts: secrets without echo, confirmations. Never used without a terminal.

use std::io::{BufRead, IsTerminal, Write};

use crate::error::{Error, Result};
use crate::secret::Secret;

/// Whether ward may ask the user something: stdin and stderr are terminals, not in CI, and
/// `WARD_NO_PROMPT` is unset.
pub fn can_prompt() -> bool {
    std::env::var_os("WARD_NO_PROMPT").is_none()
        && std::io::stdin().is_terminal()
        && std::io::stderr().is_terminal()
        && std::env::var_os("CI").is_none_or(|value| value.is_empty() || value == "false")
}

/// Ask for a secret without echo. `missing` explains how to give it without a prompt and is
/// the error when no terminal is available.
pub fn secret(label: &str, missing: &str) -> Result<Secret> {
    if !can_prompt() {
        return Err(Error::usage(missing.to_string()));
    }
    let value = rpassword::prompt_password(format!("{label}: "))
        .map_err(|error| Error::io("could not read from the terminal", error))?;
    if value.is_empty() {
        return Err(Error::usage(format!("no value was entered for {label}")));
    }
    Ok(Secret::new(value))
}

/// Ask for a line of visible text.
pub fn line(label: &str, missing: &str) -> Result<String> {
    if !can_prompt() {
        return Err(Error::usage(missing.to_string()));
    }
    eprint!("{label}: ");
    std::io::stderr().flush().ok();
    let mut answer = String::new();
    std::io::stdin()
        .lock()
        .read_line(&mut answer)
        .map_err(|error| Error::io("could not read from the terminal", error))?;
    Ok(answer.trim().to_string())
}

/// Ask a yes/no question; the default is no.
pub fn confirm(question: &str) -> Result<bool> {
    let answer = line(
        &format!("{question} [y/N]"),
        "confirmation needed but there is no terminal; pass --yes",
    )?;
    Ok(matches!(answer.to_ascii_lowercase().as_str(), "y" | "yes"))
}
