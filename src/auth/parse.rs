//! Input parsers with the reference action's rules, so a workflow that worked with it
//! means the same thing here.

use crate::error::{Error, Result};

/// The strict boolean table: `1 t T true True TRUE` and `0 f F false False FALSE`.
pub(crate) fn boolean(name: &str, value: &str) -> Result<bool> {
    match value.trim() {
        "1" | "t" | "T" | "true" | "True" | "TRUE" => Ok(true),
        "0" | "f" | "F" | "false" | "False" | "FALSE" => Ok(false),
        other => Err(Error::usage(format!(
            "invalid boolean value \"{other}\" for {name}: use true or false"
        ))),
    }
}

/// Seconds from `3600s`, `1h`, `1h30m`, `90m 30s` or bare `3600` (seconds). Spaces and
/// commas are ignored; any other character is an error naming its position.
pub(crate) fn duration(name: &str, value: &str) -> Result<u64> {
    let mut total: u64 = 0;
    let mut number: Option<u64> = None;
    let overflow = || Error::usage(format!("the duration \"{value}\" for {name} is too large"));
    for (position, c) in value.chars().enumerate() {
        match c {
            ' ' | ',' => {}
            '0'..='9' => {
                let digit = u64::from(c) - u64::from('0');
                number = Some(
                    number
                        .unwrap_or(0)
                        .checked_mul(10)
                        .and_then(|n| n.checked_add(digit))
                        .ok_or_else(overflow)?,
                );
            }
            's' | 'm' | 'h' => {
                let unit = match c {
                    's' => 1,
                    'm' => 60,
                    _ => 3600,
                };
                let Some(amount) = number.take() else {
                    return Err(Error::usage(format!(
                        "the duration \"{value}\" for {name} has a unit \"{c}\" at position {position} without a number before it"
                    )));
                };
                total = amount
                    .checked_mul(unit)
                    .and_then(|seconds| total.checked_add(seconds))
                    .ok_or_else(overflow)?;
            }
            other => {
                return Err(Error::usage(format!(
                    "unsupported character \"{other}\" at position {position} in the duration \"{value}\" for {name}"
                ))
                .with_hint("write seconds with a trailing s, for example 3600s, or combine h, m and s (1h30m)"))
            }
        }
    }
    if let Some(seconds) = number {
        total = total.checked_add(seconds).ok_or_else(overflow)?;
    }
    Ok(total)
}

/// A comma- or newline-separated list; blanks are dropped.
pub(crate) fn list(value: &str) -> Vec<String> {
    value
        .split([',', '\n'])
        .map(str::trim)
        .filter(|item| !item.is_empty())
        .map(str::to_string)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn booleans_follow_the_strict_table() {
        for value in ["1", "t", "T", "true", "True", "TRUE"] {
            assert!(boolean("x", value).unwrap());
        }
        for value in ["0", "f", "F", "false", "False", "FALSE"] {
            assert!(!boolean("x", value).unwrap());
        }
        for value in ["yes", "tRuE", "2", "on"] {
            let error = boolean("create_credentials_file", value).unwrap_err();
            assert_eq!(error.exit_code(), 2);
            assert!(error.to_string().contains(&format!("\"{value}\"")));
        }
    }

    #[test]
    fn durations_accept_the_action_forms() {
        assert_eq!(duration("x", "3600s").unwrap(), 3600);
        assert_eq!(duration("x", "3600").unwrap(), 3600);
        assert_eq!(duration("x", "1h30m").unwrap(), 5400);
        assert_eq!(duration("x", "1h, 2m 3s").unwrap(), 3723);
        assert_eq!(duration("x", "").unwrap(), 0);
        let error = duration("lifetime", "1d").unwrap_err();
        assert!(error.to_string().contains("\"d\" at position 1"), "{error}");
        assert!(duration("x", "h").is_err());
        assert!(duration("x", "99999999999999999999999").is_err());
    }

    #[test]
    fn lists_split_on_commas_and_newlines() {
        assert_eq!(list("a, b\nc,,\n"), vec!["a", "b", "c"]);
        assert!(list("  ").is_empty());
    }
}
