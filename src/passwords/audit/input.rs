//! Accounts from a directory dump: `user:hash`, pwdump/secretsdump lines or bare hashes,
//! read in pieces of whole lines parsed on every core into compact columns (no
//! allocation per account). The format is told from the first line that is not blank,
//! unless it is given; the hash mode from the first hash. A line that does not fit is reported by its number and why, never
//! echoed: it may hold a hash.

use std::collections::BTreeMap;
use std::io::Read;
use std::sync::{mpsc, Mutex};

use crate::store::rows::pack_hex;
use ward_client::passwords::HashMode;

/// The most bytes of one line: far beyond any account name and hash.
pub(crate) const MAX_LINE_BYTES: usize = 4_096;
/// U+FEFF in UTF-8, which Windows tools put before the first line.
const BYTE_ORDER_MARK: &[u8] = b"\xef\xbb\xbf";
/// NTLM of the empty password (what pwdump and secretsdump show for an account without one).
const EMPTY_NTLM: [u8; 16] = [
    0x31, 0xd6, 0xcf, 0xe0, 0xd1, 0x6a, 0xe9, 0x31, 0xb7, 0x3c, 0x59, 0xd7, 0xe0, 0xc0, 0x89, 0xc0,
];
/// SHA-1 of the empty password.
const EMPTY_SHA1: [u8; 20] = [
    0xda, 0x39, 0xa3, 0xee, 0x5e, 0x6b, 0x4b, 0x0d, 0x32, 0x55, 0xbf, 0xef, 0x95, 0x60, 0x18, 0x90,
    0xaf, 0xd8, 0x07, 0x09,
];

/// How each line of the input is laid out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum InputFormat {
    /// `DOMAIN\user:RID:LMHASH:NTHASH:::` (pwdump, secretsdump): the NT hash is used.
    Pwdump,
    /// `user:hash`, the hash 40 hex characters (SHA-1) or 32 (NTLM).
    UserHash,
    /// A bare hash per line; the account is known by its line number.
    Hash,
}

impl InputFormat {
    pub(crate) fn name(self) -> &'static str {
        match self {
            Self::Pwdump => "pwdump",
            Self::UserHash => "user-hash",
            Self::Hash => "hash",
        }
    }
}

/// The account has no password (its hash is the empty password's).
pub(crate) const EMPTY_PASSWORD: u8 = 1;
/// A machine account (its name ends in `$`).
pub(crate) const MACHINE: u8 = 2;

/// Why a line was not read as an account.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Malformed {
    pub(crate) line: u64,
    pub(crate) why: &'static str,
}

/// Why the input as a whole cannot be audited.
#[derive(Debug, thiserror::Error)]
pub(crate) enum InputError {
    #[error("line {line} is longer than {MAX_LINE_BYTES} bytes, the most ward accepts")]
    TooLong { line: u64 },
    #[error("line {line} {why}")]
    Malformed { line: u64, why: &'static str },
    #[error("line {line} holds a {found} hash, but the lines before hold {first} hashes; one audit takes one kind")]
    Mixed {
        line: u64,
        first: &'static str,
        found: &'static str,
    },
    #[error("the format of line {line} is none ward reads")]
    Undetected { line: u64 },
    #[error("more than {0} accounts, the most one audit takes")]
    TooMany(usize),
    #[error("could not read the input: {0}")]
    Io(#[from] std::io::Error),
}

/// The accounts read, one entry per account in every column, in input order.
#[derive(Debug)]
pub(crate) struct Accounts {
    pub(crate) format: InputFormat,
    pub(crate) mode: HashMode,
    /// The raw digest, zero-filled to 20 bytes, kept in the form the grouping sorts in
    /// place (so no second copy is made to sort).
    pub(crate) hashes: Vec<Keyed>,
    /// The line (from 1) each account is on.
    pub(crate) lines: Vec<u64>,
    pub(crate) flags: Vec<u8>,
    names: Vec<u8>,
    /// Where each account's name ends in `names` (it starts where the one before ends).
    name_ends: Vec<u32>,
    /// Lines not read as accounts.
    pub(crate) malformed: u64,
}

/// An account's digest as it sorts (its bytes read big-endian in three words), then the
/// account's place: 24 bytes, where a `u128` would be padded to 32.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Keyed {
    high: u64,
    middle: u64,
    low: u32,
    pub(crate) account: u32,
}

impl Keyed {
    pub(crate) fn new(digest: &[u8; 20], account: u32) -> Self {
        let word = |at: usize| {
            let mut word = [0u8; 8];
            word.copy_from_slice(&digest[at..at + 8]);
            u64::from_be_bytes(word)
        };
        Self {
            high: word(0),
            middle: word(8),
            low: u32::from_be_bytes([digest[16], digest[17], digest[18], digest[19]]),
            account,
        }
    }

    pub(crate) fn digest(&self) -> [u8; 20] {
        let mut digest = [0u8; 20];
        digest[..8].copy_from_slice(&self.high.to_be_bytes());
        digest[8..16].copy_from_slice(&self.middle.to_be_bytes());
        digest[16..].copy_from_slice(&self.low.to_be_bytes());
        digest
    }

    /// Whether two hold the same digest, whatever their accounts.
    pub(crate) fn same_digest(&self, other: &Self) -> bool {
        (self.high, self.middle, self.low) == (other.high, other.middle, other.low)
    }

    /// The 5-hex-digit prefix of the digest.
    pub(crate) fn prefix(&self) -> u32 {
        (self.high >> 44) as u32
    }
}

/// Accounts one audit takes at most: every account's place is a `u32`.
pub(crate) const MAX_ACCOUNTS: usize = u32::MAX as usize - 1;

impl Accounts {
    pub(crate) fn len(&self) -> usize {
        self.lines.len()
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.lines.is_empty()
    }

    /// Account `index`'s name as given (empty for bare hashes).
    pub(crate) fn name(&self, index: usize) -> &[u8] {
        let start = if index == 0 {
            0
        } else {
            self.name_ends[index - 1] as usize
        };
        &self.names[start..self.name_ends[index] as usize]
    }

    /// The bytes of every name together.
    pub(crate) fn names_len(&self) -> usize {
        self.names.len()
    }

    /// The bytes held per account besides its name, for the documented memory bound.
    pub(crate) const BYTES_PER_ACCOUNT: usize = 24 + 8 + 1 + 4;
}

/// What the reader is told and tells back.
pub(crate) struct ReadSettings<'a> {
    /// The format to read; `None` tells it from the first line.
    pub(crate) format: Option<InputFormat>,
    /// Stop at the first malformed line instead of reporting it and going on.
    pub(crate) strict: bool,
    pub(crate) on_malformed: &'a mut dyn FnMut(Malformed),
    /// Called with the lines read so far, every 65,536 lines.
    pub(crate) progress: &'a dyn Fn(u64),
}

/// One account as a line gives it, before it is stored.
struct Parsed<'l> {
    name: &'l [u8],
    hash: [u8; 20],
    mode: HashMode,
    flags: u8,
}

/// Bytes of input parsed as one piece: thousands of lines, so handing a piece to a
/// thread costs little next to parsing it, and few pieces are held at once.
const PIECE_BYTES: usize = 1 << 20;

/// The accounts of one piece of whole lines, numbered within the piece (lines from 1,
/// accounts and name ends from 0), in the columns [`Accounts`] takes them in.
#[derive(Debug, Default)]
struct Part {
    /// Lines in the piece.
    lines: u64,
    hashes: Vec<Keyed>,
    numbers: Vec<u64>,
    flags: Vec<u8>,
    names: Vec<u8>,
    name_ends: Vec<u32>,
    /// The mode of the piece's first account.
    mode: Option<HashMode>,
    malformed: Vec<Malformed>,
    /// What stopped the piece; its accounts are those before it.
    error: Option<InputError>,
}

impl InputError {
    /// The error with its line moved down by `base` lines.
    fn after(self, base: u64) -> Self {
        match self {
            Self::TooLong { line } => Self::TooLong { line: base + line },
            Self::Malformed { line, why } => Self::Malformed {
                line: base + line,
                why,
            },
            Self::Mixed { line, first, found } => Self::Mixed {
                line: base + line,
                first,
                found,
            },
            Self::Undetected { line } => Self::Undetected { line: base + line },
            other @ (Self::TooMany(_) | Self::Io(_)) => other,
        }
    }
}

/// Parse `piece` (whole lines; the first of the input when `first`), in `format`, or
/// the one its first line that is not blank is in, which is then kept in `format`.
fn parse_piece(piece: &[u8], format: &mut Option<InputFormat>, strict: bool, first: bool) -> Part {
    let mut part = Part::default();
    // Pieces end at a line ending (the last may not): what follows it is no line.
    let piece = piece.strip_suffix(b"\n").unwrap_or(piece);
    for line in piece.split(|byte| *byte == b'\n') {
        part.lines += 1;
        let number = part.lines;
        let mut text = line.strip_suffix(b"\r").unwrap_or(line);
        if first && number == 1 {
            text = text.strip_prefix(BYTE_ORDER_MARK).unwrap_or(text);
        }
        if text.len() > MAX_LINE_BYTES {
            part.error = Some(InputError::TooLong { line: number });
            break;
        }
        if text.iter().all(u8::is_ascii_whitespace) || text.starts_with(b"#") {
            continue;
        }
        let line_format = match *format {
            Some(found) => found,
            None => match detect(text) {
                Some(found) => {
                    *format = Some(found);
                    found
                }
                None => {
                    part.error = Some(InputError::Undetected { line: number });
                    break;
                }
            },
        };
        let parsed = match parse(line_format, text) {
            Ok(parsed) => parsed,
            Err(why) => {
                if strict {
                    part.error = Some(InputError::Malformed { line: number, why });
                    break;
                }
                part.malformed.push(Malformed { line: number, why });
                continue;
            }
        };
        match part.mode {
            None => part.mode = Some(parsed.mode),
            Some(first) if first != parsed.mode => {
                part.error = Some(InputError::Mixed {
                    line: number,
                    first: kind_name(first),
                    found: kind_name(parsed.mode),
                });
                break;
            }
            Some(_) => {}
        }
        if part.names.len() + parsed.name.len() > u32::MAX as usize {
            part.error = Some(InputError::TooMany(part.numbers.len()));
            break;
        }
        part.hashes
            .push(Keyed::new(&parsed.hash, part.numbers.len() as u32));
        part.numbers.push(number);
        part.flags.push(parsed.flags);
        part.names.extend_from_slice(parsed.name);
        part.name_ends.push(part.names.len() as u32);
    }
    part
}

/// The pieces parsed so far put together in input order.
struct Gathered<'s, 'a> {
    accounts: Accounts,
    mode: Option<HashMode>,
    /// Lines of the pieces put together.
    lines: u64,
    settings: &'s mut ReadSettings<'a>,
}

impl Gathered<'_, '_> {
    /// Append the next piece; the error that stops the input, when it holds one.
    fn append(&mut self, part: Part) -> Result<(), InputError> {
        let base = self.lines;
        let mut stop = part.error.map(|error| error.after(base));
        let mut take = part.numbers.len();
        // A piece's accounts come before its error, so its first account is the first
        // line of another kind, when it holds one.
        let mut reported_before = u64::MAX;
        match (self.mode, part.mode) {
            (Some(first), Some(found)) if first != found => {
                stop = Some(InputError::Mixed {
                    line: base + part.numbers[0],
                    first: kind_name(first),
                    found: kind_name(found),
                });
                take = 0;
                reported_before = part.numbers[0];
            }
            (None, found) => self.mode = found,
            _ => {}
        }
        for bad in part.malformed {
            if bad.line >= reported_before {
                break;
            }
            self.accounts.malformed += 1;
            (self.settings.on_malformed)(Malformed {
                line: base + bad.line,
                why: bad.why,
            });
        }
        let accounts = &mut self.accounts;
        if accounts.lines.len() + take > MAX_ACCOUNTS
            || accounts.names.len() + part.names.len() > u32::MAX as usize
        {
            return Err(InputError::TooMany(accounts.lines.len()));
        }
        let (first_account, names_base) = (accounts.lines.len() as u32, accounts.names.len());
        accounts
            .hashes
            .extend(part.hashes[..take].iter().map(|keyed| Keyed {
                account: first_account + keyed.account,
                ..*keyed
            }));
        accounts
            .lines
            .extend(part.numbers[..take].iter().map(|number| base + number));
        accounts.flags.extend_from_slice(&part.flags[..take]);
        let names_end = part.name_ends[..take].last().map_or(0, |end| *end as usize);
        accounts.names.extend_from_slice(&part.names[..names_end]);
        accounts.name_ends.extend(
            part.name_ends[..take]
                .iter()
                .map(|end| names_base as u32 + end),
        );
        self.lines += part.lines;
        if self.lines / 65_536 != base / 65_536 {
            (self.settings.progress)(self.lines);
        }
        stop.map_or(Ok(()), Err)
    }
}

/// Fill `buffer` (holding what was left of the last read) from `source` to
/// [`PIECE_BYTES`]; whether the input ended.
fn fill(source: &mut impl Read, buffer: &mut Vec<u8>) -> std::io::Result<bool> {
    let mut held = buffer.len();
    buffer.resize(PIECE_BYTES.max(held), 0);
    let result = loop {
        if held >= buffer.len() {
            break Ok(false);
        }
        match source.read(&mut buffer[held..]) {
            Ok(0) => break Ok(true),
            Ok(read) => held += read,
            Err(error) if error.kind() == std::io::ErrorKind::Interrupted => {}
            Err(error) => break Err(error),
        }
    };
    buffer.truncate(held);
    result
}

/// Read the accounts of `source`. The input is read in pieces of whole lines parsed on
/// as many threads as there are cores (the reading thread only reads and puts the pieces
/// together in order), so lines, errors and malformed lines come out as a reading line
/// by line would give them; a few pieces are held at a time. Until the format is known
/// (from the first line that is not blank), pieces are parsed where they are read.
pub(crate) fn read_accounts(
    mut source: impl Read,
    mut settings: ReadSettings<'_>,
) -> Result<Accounts, InputError> {
    let mut format = settings.format;
    let strict = settings.strict;
    let mut gathered = Gathered {
        accounts: Accounts {
            format: settings.format.unwrap_or(InputFormat::Hash),
            mode: HashMode::Sha1,
            hashes: Vec::new(),
            lines: Vec::new(),
            flags: Vec::new(),
            names: Vec::new(),
            name_ends: Vec::new(),
            malformed: 0,
        },
        mode: None,
        lines: 0,
        settings: &mut settings,
    };
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get().clamp(1, 8));
    let most_in_flight = 2 * threads;
    type Job = (u64, Vec<u8>, InputFormat);
    let (jobs, job_queue) = mpsc::sync_channel::<Job>(most_in_flight);
    let job_queue = Mutex::new(job_queue);
    let (parsed, done) = mpsc::channel::<(u64, Vec<u8>, Part)>();
    let read = std::thread::scope(|scope| {
        for _ in 0..threads {
            let (job_queue, parsed) = (&job_queue, parsed.clone());
            scope.spawn(move || loop {
                let job = match job_queue.lock() {
                    Ok(queue) => queue.recv(),
                    Err(_) => return,
                };
                let Ok((index, piece, format)) = job else {
                    return;
                };
                let part = std::panic::catch_unwind(|| {
                    parse_piece(&piece, &mut Some(format), strict, index == 0)
                })
                .unwrap_or_else(|_| Part {
                    error: Some(InputError::Io(std::io::Error::other(
                        "a thread parsing the input stopped",
                    ))),
                    ..Part::default()
                });
                if parsed.send((index, piece, part)).is_err() {
                    return;
                }
            });
        }
        drop(parsed);
        // The jobs' sender goes with this closure, so the parsing threads end whenever
        // it returns.
        let jobs = jobs;
        let mut pending: BTreeMap<u64, Part> = BTreeMap::new();
        let mut spare: Vec<Vec<u8>> = Vec::new();
        let (mut sent, mut next) = (0u64, 0u64);
        let mut carry: Vec<u8> = Vec::new();
        // Wait for one parsed piece and append those now next in order.
        let settle = |pending: &mut BTreeMap<u64, Part>,
                      spare: &mut Vec<Vec<u8>>,
                      next: &mut u64,
                      gathered: &mut Gathered<'_, '_>|
         -> Result<(), InputError> {
            let (index, mut piece, part) = done.recv().map_err(|_| {
                InputError::Io(std::io::Error::other(
                    "the threads parsing the input stopped",
                ))
            })?;
            // The text may hold hashes: not left in memory.
            piece.fill(0);
            spare.push(piece);
            pending.insert(index, part);
            while let Some(part) = pending.remove(next) {
                *next += 1;
                gathered.append(part)?;
            }
            Ok(())
        };
        let mut failed = None;
        loop {
            let mut piece = spare.pop().unwrap_or_default();
            piece.clear();
            // Copied, then wiped: `append` would leave the bytes behind in `carry`.
            piece.extend_from_slice(&carry);
            carry.fill(0);
            carry.clear();
            let ended = match fill(&mut source, &mut piece) {
                Ok(ended) => ended,
                Err(error) => {
                    failed = Some(error);
                    true
                }
            };
            // The piece ends at its last line ending, the rest waits for the next read. A
            // piece without one is a line too long, which ends the reading.
            let last = if ended && failed.is_none() {
                None
            } else {
                piece.iter().rposition(|byte| *byte == b'\n')
            };
            if let Some(end) = last {
                carry.extend_from_slice(&piece[end + 1..]);
                piece[end + 1..].fill(0);
                piece.truncate(end + 1);
            } else if failed.is_some() {
                piece.fill(0);
                piece.clear();
            }
            let stop = ended || last.is_none() && piece.len() >= PIECE_BYTES;
            if !piece.is_empty() {
                match format {
                    Some(known) => {
                        while sent - next >= most_in_flight as u64 {
                            settle(&mut pending, &mut spare, &mut next, &mut gathered)?;
                        }
                        jobs.send((sent, piece, known)).map_err(|_| {
                            InputError::Io(std::io::Error::other(
                                "the threads parsing the input stopped",
                            ))
                        })?;
                    }
                    None => {
                        // Every piece before was put together here: the format was not known.
                        let part = parse_piece(&piece, &mut format, strict, sent == 0);
                        piece.fill(0);
                        spare.push(piece);
                        next += 1;
                        if let Some(found) = format {
                            gathered.accounts.format = found;
                        }
                        gathered.append(part)?;
                    }
                }
                sent += 1;
            }
            if stop {
                break;
            }
        }
        carry.fill(0);
        while next < sent {
            settle(&mut pending, &mut spare, &mut next, &mut gathered)?;
        }
        failed.map_or(Ok(()), |error| Err(InputError::Io(error)))
    });
    read?;
    let mut accounts = gathered.accounts;
    accounts.mode = gathered.mode.unwrap_or(match accounts.format {
        InputFormat::Pwdump => HashMode::Ntlm,
        _ => HashMode::Sha1,
    });
    Ok(accounts)
}

fn kind_name(mode: HashMode) -> &'static str {
    match mode {
        HashMode::Sha1 => "SHA-1 (40 hex characters)",
        HashMode::Ntlm => "NTLM (32 hex characters)",
    }
}

/// The format a line is in, when it is one of those ward reads.
pub(crate) fn detect(line: &[u8]) -> Option<InputFormat> {
    if parse(InputFormat::Pwdump, line).is_ok() {
        Some(InputFormat::Pwdump)
    } else if parse(InputFormat::Hash, line).is_ok() {
        Some(InputFormat::Hash)
    } else if parse(InputFormat::UserHash, line).is_ok() {
        Some(InputFormat::UserHash)
    } else {
        None
    }
}

fn trim(bytes: &[u8]) -> &[u8] {
    let start = bytes
        .iter()
        .position(|b| !b.is_ascii_whitespace())
        .unwrap_or(bytes.len());
    let end = bytes
        .iter()
        .rposition(|b| !b.is_ascii_whitespace())
        .map_or(start, |e| e + 1);
    &bytes[start..end]
}

/// The digest of a 32- or 40-character hex hash, with its mode.
fn hex_hash(text: &[u8]) -> Result<([u8; 20], HashMode), &'static str> {
    let mode = match text.len() {
        40 => HashMode::Sha1,
        32 => HashMode::Ntlm,
        _ => return Err("does not end in a 40-character SHA-1 or 32-character NTLM hash"),
    };
    let mut hash = [0u8; 20];
    if !pack_hex(text, &mut hash[..text.len() / 2]) {
        return Err("holds a hash that is not hexadecimal");
    }
    Ok((hash, mode))
}

fn flags_of(name: &[u8], hash: &[u8; 20], mode: HashMode) -> u8 {
    let empty = match mode {
        HashMode::Ntlm => hash[..16] == EMPTY_NTLM,
        HashMode::Sha1 => *hash == EMPTY_SHA1,
    };
    let mut flags = 0;
    if empty {
        flags |= EMPTY_PASSWORD;
    }
    if name.ends_with(b"$") {
        flags |= MACHINE;
    }
    flags
}

fn parse(format: InputFormat, line: &[u8]) -> Result<Parsed<'_>, &'static str> {
    match format {
        InputFormat::Hash => {
            let (hash, mode) = hex_hash(trim(line))
                .map_err(|_| "is not a 40-character SHA-1 or 32-character NTLM hash")?;
            Ok(Parsed {
                name: b"",
                flags: flags_of(b"", &hash, mode),
                hash,
                mode,
            })
        }
        InputFormat::UserHash => {
            let split = line
                .iter()
                .rposition(|b| *b == b':')
                .ok_or("is not user:hash (no colon)")?;
            let name = &line[..split];
            if name.is_empty() {
                return Err("has no account name before the colon");
            }
            let (hash, mode) = hex_hash(trim(&line[split + 1..]))?;
            Ok(Parsed {
                name,
                flags: flags_of(name, &hash, mode),
                hash,
                mode,
            })
        }
        InputFormat::Pwdump => {
            let mut fields = line.splitn(5, |b| *b == b':');
            let name = fields.next().unwrap_or_default();
            let rid = fields
                .next()
                .ok_or("is not DOMAIN\\user:RID:LMHASH:NTHASH:::")?;
            let lm = fields
                .next()
                .ok_or("is not DOMAIN\\user:RID:LMHASH:NTHASH:::")?;
            let nt = fields
                .next()
                .ok_or("is not DOMAIN\\user:RID:LMHASH:NTHASH:::")?;
            if name.is_empty() {
                return Err("has no account name");
            }
            if rid.is_empty() || !rid.iter().all(u8::is_ascii_digit) {
                return Err("has a RID that is not a number");
            }
            if lm.len() != 32 {
                return Err("has an LM field that is not 32 characters");
            }
            // pwdump 7 writes this for an account without a password.
            let hash = if nt.starts_with(b"NO PASSWORD") && nt.len() == 32 {
                let mut hash = [0u8; 20];
                hash[..16].copy_from_slice(&EMPTY_NTLM);
                hash
            } else {
                match hex_hash(nt) {
                    Ok((hash, HashMode::Ntlm)) => hash,
                    _ => return Err("has an NT hash that is not 32 hex characters"),
                }
            };
            Ok(Parsed {
                name,
                flags: flags_of(name, &hash, HashMode::Ntlm),
                hash,
                mode: HashMode::Ntlm,
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(
        text: &str,
        format: Option<InputFormat>,
        strict: bool,
    ) -> (Result<Accounts, InputError>, Vec<Malformed>) {
        read_from(text.as_bytes(), format, strict)
    }

    #[test]
    fn formats_are_told_from_the_first_line() {
        let dump = "\u{feff}CORP\\alice:1104:aad3b435b51404eeaad3b435b51404ee:8846f7eaee8fb117ad06bdd830b7586c:::\r\n\
                    \n\
                    CORP\\WS01$:1105:aad3b435b51404eeaad3b435b51404ee:31d6cfe0d16ae931b73c59d7e0c089c0::: (status=Enabled)\n\
                    bob:1106:NO PASSWORD*********************:NO PASSWORD*********************:::\n";
        let (accounts, bad) = read(dump, None, false);
        let accounts = accounts.unwrap();
        assert!(bad.is_empty());
        assert_eq!(accounts.format, InputFormat::Pwdump);
        assert_eq!(accounts.mode, HashMode::Ntlm);
        assert_eq!(accounts.lines, [1, 3, 4]);
        assert_eq!(accounts.name(0), b"CORP\\alice");
        assert_eq!(accounts.name(1), b"CORP\\WS01$");
        assert_eq!(
            accounts.flags,
            [0, EMPTY_PASSWORD | MACHINE, EMPTY_PASSWORD]
        );
        let (accounts, _) = read(
            "carol:5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8\n",
            None,
            false,
        );
        assert_eq!(accounts.unwrap().format, InputFormat::UserHash);
        let (accounts, _) = read(" 8846F7EAEE8FB117AD06BDD830B7586C \n", None, false);
        let accounts = accounts.unwrap();
        assert_eq!(
            (accounts.format, accounts.mode),
            (InputFormat::Hash, HashMode::Ntlm)
        );
        assert!(matches!(
            read("hello world\n", None, false).0,
            Err(InputError::Undetected { line: 1 })
        ));
    }

    #[test]
    fn malformed_lines_are_named_by_number_and_mixed_modes_refused() {
        let text = "a:5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8\nb:5BAA61E4\nc:5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8\n";
        let (accounts, bad) = read(text, None, false);
        assert_eq!(accounts.unwrap().len(), 2);
        assert_eq!(bad.len(), 1);
        assert_eq!(bad[0].line, 2);
        assert!(!bad[0].why.contains("5BAA"));
        let (strict, _) = read(text, None, true);
        assert!(matches!(strict, Err(InputError::Malformed { line: 2, .. })));
        let mixed =
            "a:5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8\nb:8846F7EAEE8FB117AD06BDD830B7586C\n";
        let (error, _) = read(mixed, None, false);
        assert!(matches!(error, Err(InputError::Mixed { line: 2, .. })));
        // Forced: a pwdump line read as user:hash takes the NT hash after the last colon
        // only when it is one; here the line ends in colons, so it is malformed.
        let (forced, bad) = read(
            "u:1:aad3b435b51404eeaad3b435b51404ee:8846f7eaee8fb117ad06bdd830b7586c:::\n",
            Some(InputFormat::UserHash),
            false,
        );
        assert_eq!(forced.unwrap().len(), 0);
        assert_eq!(bad.len(), 1);
    }

    /// Hands out its bytes a few at a time, as a pipe may.
    struct Trickle<'a>(&'a [u8]);

    impl Read for Trickle<'_> {
        fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
            let len = out.len().min(self.0.len()).min(4_093);
            out[..len].copy_from_slice(&self.0[..len]);
            self.0 = &self.0[len..];
            Ok(len)
        }
    }

    fn read_from(
        source: impl Read,
        format: Option<InputFormat>,
        strict: bool,
    ) -> (Result<Accounts, InputError>, Vec<Malformed>) {
        let mut bad = Vec::new();
        let result = read_accounts(
            source,
            ReadSettings {
                format,
                strict,
                on_malformed: &mut |m| bad.push(m),
                progress: &|_| {},
            },
        );
        (result, bad)
    }

    /// A dump of many pieces: every account keeps its line, name and place, in order,
    /// and malformed lines are named in order, wherever the pieces are cut.
    #[test]
    fn pieces_are_put_together_as_one_reading_would() {
        let mut dump = String::new();
        let mut expected = Vec::new();
        let mut malformed = Vec::new();
        for line in 1..=80_000u64 {
            match line % 997 {
                0 => dump.push('\n'),
                1 => dump.push_str("# a comment\r\n"),
                5 => {
                    dump.push_str("broken:5BAA61E4\n");
                    malformed.push(line);
                }
                _ => {
                    dump.push_str(&format!("user{line}:{:040X}\r\n", line * 7_919));
                    expected.push(line);
                }
            }
        }
        dump.push_str("last:5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8");
        expected.push(80_001);
        assert!(dump.len() > 3 * PIECE_BYTES);
        for trickle in [false, true] {
            let (accounts, bad) = if trickle {
                read_from(Trickle(dump.as_bytes()), None, false)
            } else {
                read_from(dump.as_bytes(), None, false)
            };
            let accounts = accounts.unwrap();
            assert_eq!(accounts.lines, expected);
            assert_eq!(bad.iter().map(|m| m.line).collect::<Vec<_>>(), malformed);
            assert_eq!(accounts.malformed, malformed.len() as u64);
            for (index, line) in expected[..expected.len() - 1].iter().enumerate() {
                assert_eq!(accounts.name(index), format!("user{line}").as_bytes());
                let keyed = accounts.hashes[index];
                assert_eq!(keyed.account, index as u32);
                assert_eq!(
                    hex::encode_upper(keyed.digest()),
                    format!("{:040X}", line * 7_919)
                );
            }
            assert_eq!(accounts.name(expected.len() - 1), b"last");
        }
    }

    /// What stops the input is named by its line however far in it is, and the first of
    /// several in input order wins.
    #[test]
    fn errors_in_later_pieces_name_their_lines() {
        let good = |line: usize| format!("u{line}:{:032X}\n", line);
        let lines = |from: usize, to: usize| (from..to).map(good).collect::<String>();
        let strict = format!("{}u:zz\n{}", lines(1, 40_000), lines(40_001, 80_000));
        assert!(matches!(
            read_from(strict.as_bytes(), None, true).0,
            Err(InputError::Malformed { line: 40_000, .. })
        ));
        let mixed = format!(
            "{}u:{:040X}\nu:zz\n{}",
            lines(1, 50_000),
            1,
            lines(50_002, 60_000)
        );
        let (result, bad) = read_from(mixed.as_bytes(), None, false);
        assert!(matches!(
            result,
            Err(InputError::Mixed { line: 50_000, .. })
        ));
        assert!(bad.is_empty());
        // Lines of 64 bytes: the second piece starts with the first line of the other kind.
        let ntlm = (1..=16_384).map(|line| format!("{line:030}:{line:032X}\n"));
        let sha1 = (16_385..20_000).map(|line| format!("{line:022}:{line:040X}\n"));
        let switched: String = ntlm.chain(sha1).collect();
        assert_eq!(switched.len() % 64, 0);
        assert!(matches!(
            read_from(switched.as_bytes(), None, false).0,
            Err(InputError::Mixed { line: 16_385, .. })
        ));
        let long = format!(
            "{}u:{}\n{}",
            lines(1, 45_000),
            "0".repeat(MAX_LINE_BYTES),
            lines(45_001, 50_000)
        );
        assert!(matches!(
            read_from(Trickle(long.as_bytes()), Some(InputFormat::UserHash), false).0,
            Err(InputError::TooLong { line: 45_000 })
        ));
        // A line with no end longer than a piece: refused without reading it whole.
        let endless = format!("{}{}", lines(1, 10), "0".repeat(3 * PIECE_BYTES));
        assert!(matches!(
            read_from(endless.as_bytes(), None, false).0,
            Err(InputError::TooLong { line: 10 })
        ));
    }
}
