//! Interactive prompts: secrets without echo, confirmations. Never used without a terminal.
//!
//! A [`Prompter`] asks on the run's terminal (the process's, or one a test scripts with
//! answers) and decides from the run's environment whether it may ask at all.
//!
//! Labels and questions can hold server or user text (an e-mail address, a webhook ID), so
//! everything written to the terminal here goes through the escape sanitiser first.

use crate::environment::Env;
use crate::error::{Error, Result};
use crate::output::{sanitize, Terminal};
use ward_client::secret::Secret;

/// What a declined confirmation says, the same for every command.
pub(crate) const CANCELLED: &str = "cancelled; nothing was changed";

/// Asks the user of one run, on that run's terminal.
#[derive(Debug, Clone)]
pub(crate) struct Prompter {
    terminal: Terminal,
    env: Env,
}

impl Prompter {
    /// Questions on `terminal`, allowed or not by the variables of `env`.
    pub(crate) fn new(terminal: Terminal, env: Env) -> Self {
        Self { terminal, env }
    }

    /// Whether ward may ask the user something: stdin and stderr are terminals, not in CI,
    /// and `WARD_NO_PROMPT` is unset.
    pub(crate) fn can_prompt(&self) -> bool {
        self.env.var_os("WARD_NO_PROMPT").is_none()
            && self.terminal.stdin_is_terminal()
            && self.terminal.stderr_is_terminal()
            && self
                .env
                .var_os("CI")
                .is_none_or(|value| value.is_empty() || value == "false")
    }

    /// Ask for a secret without echo. `missing` explains how to give it without a prompt
    /// and is the (usage) error when no terminal is available.
    pub(crate) fn secret(&self, label: &str, missing: &str) -> Result<Secret> {
        if !self.can_prompt() {
            return Err(Error::usage(missing.to_string()));
        }
        self.read_secret(label)
    }

    /// Ask for a credential without echo. Off a terminal the credential is simply missing:
    /// `missing` (exit 3) with `hint` naming how to provide it.
    pub(crate) fn credential(&self, label: &str, missing: &str, hint: &str) -> Result<Secret> {
        if !self.can_prompt() {
            return Err(missing_credential(missing, hint));
        }
        self.read_secret(label)
    }

    fn read_secret(&self, label: &str) -> Result<Secret> {
        let value = self.hidden(label)?;
        if value.is_empty() {
            return Err(Error::usage(format!("no value was entered for {label}")));
        }
        Ok(Secret::new(value))
    }

    /// What is typed at `label: ` without echo, as typed (possibly empty). The caller has
    /// checked [`Prompter::can_prompt`].
    pub(crate) fn hidden(&self, label: &str) -> Result<String> {
        self.terminal
            .read_hidden(&format!("{}: ", sanitize(label)))
            .map_err(|error| Error::io("could not read from the terminal", error))
    }

    /// Ask for a line of visible text.
    pub(crate) fn line(&self, label: &str, missing: &str) -> Result<String> {
        if !self.can_prompt() {
            return Err(Error::usage(missing.to_string()));
        }
        let answer = self
            .terminal
            .read_line(&format!("{}: ", sanitize(label)))
            .map_err(|error| Error::io("could not read from the terminal", error))?;
        Ok(answer.trim().to_string())
    }

    /// Whether [`Prompter::confirm`] will ask, so a command can first look up what it is
    /// about to remove and name it in the question; without a question, no lookup is spent.
    pub(crate) fn will_ask(&self, yes: bool) -> bool {
        decide(yes, self.can_prompt()) == Decision::Ask
    }

    /// Settle `confirmation`: `Ok` to go ahead, an exit-2 error naming `--yes` off a
    /// terminal, or the exit-1 [`CANCELLED`] error when the user declines.
    pub(crate) fn confirm(&self, confirmation: &Confirmation<'_>) -> Result<()> {
        match decide(confirmation.yes, self.can_prompt()) {
            Decision::Proceed => Ok(()),
            Decision::Refuse => Err(refusal(confirmation)),
            Decision::Ask if self.ask(confirmation.action)? => Ok(()),
            Decision::Ask => Err(Error::runtime(CANCELLED)),
        }
    }

    /// Write `About to ACTION. Continue? [y/N]: ` and read the answer; anything but
    /// `y`/`yes` (an empty line, end of input) is no.
    pub(crate) fn ask(&self, action: &str) -> Result<bool> {
        let question = format!("About to {}. Continue? [y/N]: ", sanitize(action));
        let answer = self
            .terminal
            .read_line(&question)
            .map_err(|error| Error::io("could not read from the terminal", error))?;
        Ok(is_yes(&answer))
    }
}

fn missing_credential(missing: &str, hint: &str) -> Error {
    Error::Auth(missing.to_string()).with_hint(hint)
}

/// A change that needs the user's say-so before it is made.
pub(crate) struct Confirmation<'a> {
    /// What will happen, as words that follow "about to": `delete webhook 1a2b`.
    pub action: &'a str,
    /// `--yes` was given.
    pub yes: bool,
    /// The command has `--dry-run`, so the refusal can point at it.
    pub has_dry_run: bool,
}

/// How a confirmation is settled before anything is changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Decision {
    /// Go ahead without asking.
    Proceed,
    /// Ask on the terminal.
    Ask,
    /// Refuse: no terminal to ask on and no `--yes`.
    Refuse,
}

/// `--yes` always goes ahead; otherwise ask where a person can answer and refuse where
/// none can, so a script never changes things by accident nor hangs on a question.
pub(crate) fn decide(yes: bool, interactive: bool) -> Decision {
    match (yes, interactive) {
        (true, _) => Decision::Proceed,
        (false, true) => Decision::Ask,
        (false, false) => Decision::Refuse,
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

/// Whether an answer to a `[y/N]` question means yes.
pub(crate) fn is_yes(answer: &str) -> bool {
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

    /// A prompter on a captured terminal answering with `answers`, in a quiet environment.
    fn scripted(answers: &[&str]) -> (Prompter, crate::output::Captured) {
        let (terminal, captured) = Terminal::captured(Some(80));
        let terminal = terminal.answering(answers.iter().copied());
        let none = Env::fixed(Vec::<(String, String)>::new());
        (Prompter::new(terminal, none), captured)
    }

    #[test]
    fn the_question_ends_with_a_space_and_declining_is_the_default() {
        let (prompter, captured) = scripted(&["", "y"]);
        assert!(!prompter.ask("delete tag 1").unwrap());
        assert_eq!(
            captured.stderr(),
            "About to delete tag 1. Continue? [y/N]: \n"
        );
        assert!(prompter.ask("x").unwrap());
        // End of input (Ctrl-D) is no.
        assert!(!prompter.ask("x").unwrap());
    }

    #[test]
    fn server_text_in_the_question_is_escaped() {
        let (prompter, captured) = scripted(&["n"]);
        prompter.ask("delete webhook \x1b]52;c;aGk=\x07").unwrap();
        let shown = captured.stderr();
        assert!(!shown.contains('\x1b'), "{shown:?}");
        assert!(shown.contains("\\e]52"), "{shown:?}");
    }

    #[test]
    fn the_environment_and_the_terminal_decide_whether_to_ask() {
        let (prompter, _) = scripted(&[]);
        assert!(prompter.can_prompt() && prompter.will_ask(false) && !prompter.will_ask(true));
        let (terminal, _) = Terminal::captured(Some(80));
        let answering = terminal.clone().answering(["y"]);
        for (name, value) in [("WARD_NO_PROMPT", ""), ("CI", "true")] {
            let env = Env::fixed([(name, value)]);
            assert!(
                !Prompter::new(answering.clone(), env).can_prompt(),
                "{name}"
            );
        }
        let ci_off = Env::fixed([("CI", "false")]);
        assert!(Prompter::new(answering, ci_off).can_prompt());
        let none = Env::fixed(Vec::<(String, String)>::new());
        assert!(
            !Prompter::new(terminal, none).can_prompt(),
            "no answers, no terminal"
        );
    }

    #[test]
    fn confirmations_go_ahead_only_on_yes() {
        let confirmation = Confirmation {
            action: "delete tag 1",
            yes: false,
            has_dry_run: false,
        };
        let (prompter, _) = scripted(&["yes", "no"]);
        assert!(prompter.confirm(&confirmation).is_ok());
        let declined = prompter.confirm(&confirmation).unwrap_err();
        assert_eq!(declined.to_string(), CANCELLED);
        assert_eq!(declined.exit_code(), exit::FAILURE);
    }

    #[test]
    fn secrets_are_read_hidden_and_an_empty_one_is_refused() {
        let (prompter, captured) = scripted(&["s3cret", ""]);
        let secret = prompter.secret("Webhook secret", "no terminal").unwrap();
        assert_eq!(secret.expose(), "s3cret");
        assert_eq!(captured.stderr(), "Webhook secret: \n");
        let error = prompter
            .secret("Webhook secret", "no terminal")
            .unwrap_err();
        assert_eq!(error.exit_code(), exit::USAGE);
        let (terminal, _) = Terminal::captured(Some(80));
        let closed = Prompter::new(terminal, Env::fixed([("CI", "1")]));
        let error = closed
            .credential("Token", "no token", "set TOKEN")
            .unwrap_err();
        assert_eq!(error.exit_code(), exit::AUTH);
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
