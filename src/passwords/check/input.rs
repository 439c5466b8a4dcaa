//! Reads passwords one per line on a thread of its own and hands on only their hashes,
//! in batches, so memory stays flat however long the input is.

use std::io::{BufRead, BufReader, Read};

use tokio::sync::mpsc;

use crate::error::{Error, Result};
use ward_client::passwords::{HashMode, PasswordHash};

/// Lines per batch at most (1.3 MiB of hashes): few hand-overs between threads, each of
/// which can cost a scheduler time slice on a busy machine. A batch also goes as soon as
/// the next line would have to wait for more input, so a slow writer into the pipe sees
/// answers without waiting for a full batch.
pub(crate) const CHUNK: usize = 65_536;

pub(crate) type Chunk = Vec<PasswordHash>;

/// The longest line accepted: far beyond any password or hash, small enough that one
/// line without a newline cannot take the memory with it.
pub(crate) const MAX_LINE_BYTES: usize = 4_096;

/// U+FEFF in UTF-8.
const BYTE_ORDER_MARK: &[u8] = b"\xef\xbb\xbf";

/// What each input line holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum InputKind {
    Passwords,
    /// Hashes in hex (for audits of exported directories): 40 characters for SHA-1, 32
    /// for NTLM; surrounding spaces are ignored.
    Hashes,
}

fn hash_line(kind: InputKind, mode: HashMode, line: &[u8], number: u64) -> Result<PasswordHash> {
    match kind {
        InputKind::Passwords => PasswordHash::of_password(mode, line).map_err(|error| {
            Error::usage(format!("line {number} of the input {error}"))
                .with_hint("give UTF-8 text, or check SHA-1 hashes (drop --ntlm)")
        }),
        InputKind::Hashes => std::str::from_utf8(line)
            .ok()
            .and_then(|text| PasswordHash::from_hex(mode, text.trim()))
            .ok_or_else(|| {
                let (name, flag) = match mode {
                    HashMode::Sha1 => ("SHA-1", "add --ntlm for 32-character NTLM hashes"),
                    HashMode::Ntlm => ("NTLM", "drop --ntlm for 40-character SHA-1 hashes"),
                };
                Error::usage(format!(
                    "line {number} of the input is not a {}-character hex {name} hash",
                    mode.hex_len()
                ))
                .with_hint(flag)
            }),
    }
}

/// Hash every line of `source` (only `\n` or `\r\n` is removed) and send the hashes on in
/// chunks. The password bytes are overwritten once hashed.
pub(crate) fn spawn_reader<R: Read + Send + 'static>(
    source: R,
    mode: HashMode,
    kind: InputKind,
) -> mpsc::Receiver<Result<Chunk>> {
    let (sender, receiver) = mpsc::channel(2);
    std::thread::spawn(move || {
        let mut reader = BufReader::with_capacity(1 << 20, source);
        let mut line = Vec::with_capacity(256);
        let mut chunk = Vec::with_capacity(CHUNK);
        let mut number: u64 = 0;
        loop {
            line.fill(0);
            line.clear();
            if reader.buffer().is_empty() && !chunk.is_empty() {
                let ready = std::mem::replace(&mut chunk, Vec::with_capacity(CHUNK));
                if sender.blocking_send(Ok(ready)).is_err() {
                    return;
                }
            }
            // Two more bytes than a line may hold leave room for `\r\n`.
            let limit = (MAX_LINE_BYTES + 2) as u64;
            let read = match (&mut reader).take(limit).read_until(b'\n', &mut line) {
                Ok(read) => read,
                Err(error) => {
                    let _ = sender.blocking_send(Err(Error::io(
                        "could not read passwords from standard input",
                        error,
                    )));
                    return;
                }
            };
            if read == 0 {
                break;
            }
            number += 1;
            let mut password = strip_line_ending(&line);
            if number == 1 {
                // A byte-order mark (a file saved by a Windows tool) is not part of the
                // first password or hash: hashed with it, a pwned password would pass.
                password = password.strip_prefix(BYTE_ORDER_MARK).unwrap_or(password);
            }
            if password.len() > MAX_LINE_BYTES {
                line.fill(0);
                let _ = sender.blocking_send(Err(Error::usage(format!(
                    "line {number} of the input is longer than {MAX_LINE_BYTES} bytes, the most ward accepts"
                ))
                .with_hint("give one password or hash per line")));
                return;
            }
            match hash_line(kind, mode, password, number) {
                Ok(hash) => chunk.push(hash),
                Err(error) => {
                    line.fill(0);
                    let _ = sender.blocking_send(Err(error));
                    return;
                }
            }
            if chunk.len() == CHUNK {
                let full = std::mem::replace(&mut chunk, Vec::with_capacity(CHUNK));
                if sender.blocking_send(Ok(full)).is_err() {
                    return;
                }
            }
        }
        line.fill(0);
        if !chunk.is_empty() {
            let _ = sender.blocking_send(Ok(chunk));
        }
    });
    receiver
}

/// Only the line terminator goes: spaces and tabs are part of a password.
pub(crate) fn strip_line_ending(line: &[u8]) -> &[u8] {
    let line = line.strip_suffix(b"\n").unwrap_or(line);
    line.strip_suffix(b"\r").unwrap_or(line)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn hash_lines_are_checked_for_length_and_hex() {
        let text =
            " 5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8 \r\n8846f7eaee8fb117ad06bdd830b7586c\n";
        let mut receiver = spawn_reader(
            std::io::Cursor::new(text.as_bytes().to_vec()),
            HashMode::Sha1,
            InputKind::Hashes,
        );
        let error = receiver.recv().await.unwrap().unwrap_err();
        assert!(error.to_string().contains("line 2"), "{error}");
        assert_eq!(
            first_ntlm_hash(b"8846f7eaee8fb117ad06bdd830b7586c\n").await,
            PasswordHash::of_password(HashMode::Ntlm, b"password").unwrap()
        );
    }

    async fn first_ntlm_hash(text: &[u8]) -> PasswordHash {
        let source = std::io::Cursor::new(text.to_vec());
        let mut receiver = spawn_reader(source, HashMode::Ntlm, InputKind::Hashes);
        receiver.recv().await.unwrap().unwrap()[0]
    }

    #[tokio::test]
    async fn a_byte_order_mark_before_a_hash_is_ignored() {
        assert_eq!(
            first_ntlm_hash(b"\xef\xbb\xbf8846F7EAEE8FB117AD06BDD830B7586C\r\n").await,
            PasswordHash::of_password(HashMode::Ntlm, b"password").unwrap()
        );
    }

    #[tokio::test]
    async fn a_byte_order_mark_leaves_only_the_first_password() {
        let text = b"\xef\xbb\xbfpassword\n\xef\xbb\xbfpassword\n";
        let source = std::io::Cursor::new(text.to_vec());
        let mut receiver = spawn_reader(source, HashMode::Sha1, InputKind::Passwords);
        let hashes = receiver.recv().await.unwrap().unwrap();
        assert_eq!(
            hashes[0],
            PasswordHash::of_password(HashMode::Sha1, b"password").unwrap()
        );
        // Further down it is a character of the password, kept as given.
        assert_eq!(
            hashes[1],
            PasswordHash::of_password(HashMode::Sha1, "\u{feff}password".as_bytes()).unwrap()
        );
    }

    #[test]
    fn only_the_line_ending_is_stripped() {
        assert_eq!(strip_line_ending(b" pass word \t\r\n"), b" pass word \t");
        assert_eq!(strip_line_ending(b"last"), b"last");
        assert_eq!(strip_line_ending(b"\n"), b"");
        assert_eq!(strip_line_ending(b"a\r\r\n"), b"a\r");
    }

    #[tokio::test]
    async fn chunks_hold_every_line_in_order() {
        let text: String = (0..CHUNK + 3).map(|i| format!("pw{i}\n")).collect();
        let mut receiver = spawn_reader(
            std::io::Cursor::new(text.into_bytes()),
            HashMode::Sha1,
            InputKind::Passwords,
        );
        let mut all = Vec::new();
        while let Some(chunk) = receiver.recv().await {
            let chunk = chunk.unwrap();
            assert!(!chunk.is_empty() && chunk.len() <= CHUNK);
            all.extend(chunk);
        }
        assert_eq!(all.len(), CHUNK + 3);
        for (index, hash) in all.iter().enumerate().step_by(1_000) {
            let password = format!("pw{index}");
            assert_eq!(
                *hash,
                PasswordHash::of_password(HashMode::Sha1, password.as_bytes()).unwrap()
            );
        }
    }

    #[tokio::test]
    async fn invalid_utf8_under_ntlm_names_the_line() {
        let mut receiver = spawn_reader(
            std::io::Cursor::new(b"ok\n\xff\xfe\n".to_vec()),
            HashMode::Ntlm,
            InputKind::Passwords,
        );
        let error = receiver.recv().await.unwrap().unwrap_err();
        assert!(error.to_string().contains("line 2"), "{error}");
        assert_eq!(error.exit_code(), 2);
    }
}
