//! Command lines split into words the way a POSIX shell would, without running a shell.

/// Split a command line into words like a POSIX shell would, without running one: blanks
/// separate words, '...' is literal, "..." allows \" and \\, a backslash escapes the next
/// character. No variables, globs or redirections.
pub fn split(line: &str) -> std::result::Result<Vec<String>, &'static str> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            ' ' | '\t' | '\n' => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            '\'' => {
                in_word = true;
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(c) => word.push(c),
                        None => return Err("has an unclosed ' quote"),
                    }
                }
            }
            '"' => {
                in_word = true;
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') => match chars.next() {
                            Some(c @ ('"' | '\\')) => word.push(c),
                            Some(c) => {
                                word.push('\\');
                                word.push(c);
                            }
                            None => return Err("has an unclosed \" quote"),
                        },
                        Some(c) => word.push(c),
                        None => return Err("has an unclosed \" quote"),
                    }
                }
            }
            '\\' => {
                in_word = true;
                match chars.next() {
                    Some(c) => word.push(c),
                    None => return Err("ends with a lone backslash"),
                }
            }
            c => {
                in_word = true;
                word.push(c);
            }
        }
    }
    if in_word {
        words.push(word);
    }
    Ok(words)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn split_handles_quotes_and_escapes() {
        assert_eq!(
            split(r#"echo 'a b' "c \"d\"" e\ f ''"#).unwrap(),
            vec!["echo", "a b", "c \"d\"", "e f", ""]
        );
        assert!(split("echo 'open").is_err());
        assert!(split("echo \"open").is_err());
        assert!(split("echo \\").is_err());
        assert!(split("   ").unwrap().is_empty());
    }
}
