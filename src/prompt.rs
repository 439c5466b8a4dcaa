//! Interactive prompts: secrets without echo, confirmations. Never used without a terminal.
//!
//! Labels and questions can hold server or user text (an e-mail address, a webhook ID), so
//! everything written to the terminal here goes through the escape sanitiser first.

use std::io::{BufRead, IsTerminal, Write};

use crate::error::{Error, Result};
use crate::output::sanitize;
use crate::secret::Secret;

/// What a declined confirmation says, the same for every command.
pub const CANCELLED: &str = "cancelled; nothing was changed";

/// Whether ward may ask the user something: stdin and stderr are terminals, not in CI, and
/// `WARD_NO_PROMPT` is unset.
pub fn can_prompt() -> bool {
    std::env::var_os("WARD_NO_PROMPT").is_none()
        && std::io::stdin().is_terminal()
        && std::io::stderr().is_terminal()
        && std::env::var_os("CI").is_none_or(|value| value.is_empty() || value == "false")
}

/// Ask for a secret without echo. `missing` explains how to give it without a prompt and is
/// the (usage) error when no terminal is available.
pub fn secret(label: &str, missing: &str) -> Result<Secret> {
    if !can_prompt() {
        return Err(Error::usage(missing.to_string()));
    }
    read_secret(label)
}

/// Ask for a credential without echo. Off a terminal the credential is simply missing:
/// `missing` (exit 3) with `hint` naming how to provide it.
pub fn credential(label: &str, missing: &str, hint: &str) -> Result<Secret> {
    if !can_prompt() {
        return Err(missing_credential(missing, hint));
    }
    read_secret(label)
}

fn missing_credential(missing: &str, hint: &str) -> Error {
    Error::Auth(missing.to_string()).with_hint(hint)
}

fn read_secret(label: &str) -> Result<Secret> {
    let value = rpassword::prompt_password(format!("{}: ", sanitize(label)))
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
    eprint!("{}: ", sanitize(label));
    std::io::stderr().flush().ok();
    let mut answer = String::new();
    std::io::stdin()
        .lock()
        .read_line(&mut answer)
        .map_err(|error| Error::io("could not read from the terminal", error))?;
    Ok(answer.trim().to_string())
}

/// A change that needs the user's say-so before it is made.
pub struct Confirmation<'a> {
    /// What will happen, as words that follow "about to": `delete webhook 1a2b`.
    pub action: &'a str,
    /// `--yes` was given.
    pub yes: bool,
    /// The command has `--dry-run`, so the refusal can point at it.
    pub has_dry_run: bool,
}

/// How a confirmation is settled before anything is changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    /// Go ahead without asking.
    Proceed,
    /// Ask on the terminal.
    Ask,
    /// Refuse: no terminal to ask on and no `--yes`.
    Refuse,
}

/// `--yes` always goes ahead; otherwise ask where a person can answer and refuse where
/// none can, so a script never changes things by accident nor hangs on a question.
pub fn decide(yes: bool, interactive: bool) -> Decision {
    match (yes, interactive) {
        (true, _) => Decision::Proceed,
        (false, true) => Decision::Ask,
        (false, false) => Decision::Refuse,
    }
}

/// Whether [`confirm`] will ask, so a command can first look up what it is about to remove
/// and name it in the question; without a question, no lookup is spent.
pub fn will_ask(yes: bool) -> bool {
    decide(yes, can_prompt()) == Decision::Ask
}

/// Settle `confirmation`: `Ok` to go ahead, an exit-2 error naming `--yes` off a terminal,
/// or the exit-1 [`CANCELLED`] error when the user declines.
pub fn confirm(confirmation: &Confirmation<'_>) -> Result<()> {
    match decide(confirmation.yes, can_prompt()) {
        Decision::Proceed => Ok(()),
        Decision::Refuse => Err(refusal(confirmation)),
        Decision::Ask => {
            let stdin = std::io::stdin();
            let mut stderr = std::io::stderr();
            if ask(&mut stdin.lock(), &mut stderr, confirmation.action)? {
                Ok(())
            } else {
                Err(Error::runtime(CANCELLED))
            }
        }
    }
}

fn refusal(confirmation: &Confirmation<'_>) -> Error {
    let hint = if confirmation.has_dry_run {
        "pass --yes to confirm; --dry-run shows what would change without asking"
    } else {
        "pass --yes to confirm"
    };
    Error::usage(format!(
        "refusing to {} without confirmation: there is no terminal to ask on",
        confirmation.action
    ))
    .with_hint(hint)
}

/// Write `About to ACTION. Continue? [y/N]: ` to `output` and read the answer from `input`;
/// anything but `y`/`yes` (an empty line, end of input) is no.
pub fn ask(input: &mut impl BufRead, output: &mut impl Write, action: &str) -> Result<bool> {
    write!(output, "About to {}. Continue? [y/N]: ", sanitize(action))
        .and_then(|()| output.flush())
        .map_err(|error| Error::io("could not write to the terminal", error))?;
    let mut answer = String::new();
    input
        .read_line(&mut answer)
        .map_err(|error| Error::io("could not read from the terminal", error))?;
    Ok(is_yes(&answer))
}

/// Whether an answer to a `[y/N]` question means yes.
pub fn is_yes(answer: &str) -> bool {
    matches!(answer.trim().to_ascii_lowercase().as_str(), "y" | "yes")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::exit;

    #[test]
    fn yes_proceeds_a_terminal_asks_and_no_terminal_refuses() {
        assert_eq!(decide(true, false), Decision::Proceed);
        assert_eq!(decide(true, true), Decision::Proceed);
        assert_eq!(decide(false, true), Decision::Ask);
        assert_eq!(decide(false, false), Decision::Refuse);
    }

    #[test]
    fn only_y_or_yes_means_yes() {
        for answer in ["y\n", "Y", "yes\r\n", " YES "] {
            assert!(is_yes(answer), "{answer:?}");
        }
        for answer in ["", "\n", "n", "no", "yep", "y es"] {
            assert!(!is_yes(answer), "{answer:?}");
        }
    }

    #[test]
    fn the_question_ends_with_a_space_and_declining_is_the_default() {
        let mut output = Vec::new();
        let yes = ask(&mut "\n".as_bytes(), &mut output, "delete tag 1").unwrap();
        assert!(!yes);
        assert_eq!(
            String::from_utf8(output).unwrap(),
            "About to delete tag 1. Continue? [y/N]: "
        );
        assert!(ask(&mut "y\n".as_bytes(), &mut Vec::new(), "x").unwrap());
        // End of input (Ctrl-D) is no.
        assert!(!ask(&mut "".as_bytes(), &mut Vec::new(), "x").unwrap());
    }

    #[test]
    fn server_text_in_the_question_is_escaped() {
        let mut output = Vec::new();
        ask(
            &mut "n\n".as_bytes(),
            &mut output,
            "delete webhook \x1b]52;c;aGk=\x07",
        )
        .unwrap();
        let shown = String::from_utf8(output).unwrap();
        assert!(!shown.contains('\x1b'), "{shown:?}");
        assert!(shown.contains("\\e]52"), "{shown:?}");
    }

    #[test]
    fn a_refusal_is_a_usage_error_naming_yes() {
        let error = refusal(&Confirmation {
            action: "stop tracking 2 project(s)",
            yes: false,
            has_dry_run: true,
        });
        assert_eq!(error.exit_code(), exit::USAGE);
        assert!(error.to_string().contains("stop tracking 2 project(s)"));
        let hint = error.hint().unwrap_or_default();
        assert!(
            hint.contains("--yes") && hint.contains("--dry-run"),
            "{hint}"
        );
    }

    #[test]
    fn a_missing_credential_is_an_auth_error_with_a_hint() {
        let error = missing_credential("no token", "set TOKEN");
        assert_eq!(error.exit_code(), exit::AUTH);
        assert_eq!(error.hint().as_deref(), Some("set TOKEN"));
    }
}
