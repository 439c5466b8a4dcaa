//! Local hashing: SHA-1 of the UTF-8 bytes, or NTLM (MD4 of the UTF-16LE code units).
//! Nothing is normalised or trimmed: the bytes given are the password.

use md4::Md4;
use sha1::{Digest, Sha1};

/// Which corpus a hash belongs to; decides the hash function and the `mode` query.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HashMode {
    /// SHA-1, the default.
    Sha1,
    /// NTLM (MD4 of the UTF-16LE password).
    Ntlm,
}

impl HashMode {
    /// Hex characters in a full hash.
    pub const fn hex_len(self) -> usize {
        match self {
            Self::Sha1 => 40,
            Self::Ntlm => 32,
        }
    }

    /// Hex characters in a range row's suffix (the hash minus the 5-character prefix).
    pub const fn suffix_len(self) -> usize {
        self.hex_len() - PREFIX_LEN
    }

    /// The mode's name, as in the `mode` query parameter.
    pub fn name(self) -> &'static str {
        match self {
            Self::Sha1 => "sha1",
            Self::Ntlm => "ntlm",
        }
    }
}

/// Hex characters sent to the service: 16^5 = 1,048,576 buckets.
pub const PREFIX_LEN: usize = 5;
/// How many prefixes there are: every 5-hex-digit value.
pub const PREFIX_COUNT: u32 = 1 << 20;

/// A full hash, kept as bytes; only its prefix ever leaves the process.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct PasswordHash {
    bytes: [u8; 20],
    mode: HashMode,
}

impl std::fmt::Debug for PasswordHash {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // The full hash of a password is as good as the password for common ones.
        write!(f, "PasswordHash({}…)", self.prefix_hex())
    }
}

/// Why bytes could not be hashed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HashError {
    #[error("is not valid UTF-8 text, which NTLM hashing needs")]
    /// NTLM hashes text; the password was not UTF-8.
    NotUtf8,
}

impl PasswordHash {
    /// Hash a password given as raw bytes (UTF-8 for SHA-1; NTLM needs valid UTF-8 to
    /// produce UTF-16LE code units).
    pub fn of_password(mode: HashMode, password: &[u8]) -> Result<Self, HashError> {
        let mut bytes = [0u8; 20];
        match mode {
            HashMode::Sha1 => bytes.copy_from_slice(&Sha1::digest(password)),
            HashMode::Ntlm => {
                let text = std::str::from_utf8(password).map_err(|_| HashError::NotUtf8)?;
                let mut hasher = Md4::new();
                let mut units = [0u8; 2];
                for unit in text.encode_utf16() {
                    units.copy_from_slice(&unit.to_le_bytes());
                    hasher.update(units);
                }
                bytes[..16].copy_from_slice(&hasher.finalize());
            }
        }
        Ok(Self { bytes, mode })
    }

    /// A hash given in hex (for audits of exported hashes); `None` unless it has exactly
    /// the mode's length of hex digits.
    pub fn from_hex(mode: HashMode, text: &str) -> Option<Self> {
        if text.len() != mode.hex_len() {
            return None;
        }
        let mut bytes = [0u8; 20];
        hex::decode_to_slice(text, &mut bytes[..mode.hex_len() / 2]).ok()?;
        Some(Self { bytes, mode })
    }

    /// A hash kept as its raw bytes by [`PasswordHash::to_bytes`].
    pub fn from_bytes(mode: HashMode, bytes: [u8; 20]) -> Self {
        Self { bytes, mode }
    }

    /// The raw digest, zero-filled to 20 bytes (NTLM digests are 16).
    pub fn to_bytes(&self) -> [u8; 20] {
        self.bytes
    }

    /// The suffix in uppercase hex, written into `out` without allocating.
    pub fn suffix_hex_into<'a>(&self, out: &'a mut [u8; 40]) -> &'a [u8] {
        const DIGITS: &[u8; 16] = b"0123456789ABCDEF";
        for (index, byte) in self.digest().iter().enumerate() {
            out[2 * index] = DIGITS[usize::from(byte >> 4)];
            out[2 * index + 1] = DIGITS[usize::from(byte & 0x0F)];
        }
        &out[PREFIX_LEN..self.mode.hex_len()]
    }

    /// The hash mode.
    pub fn mode(&self) -> HashMode {
        self.mode
    }

    fn digest(&self) -> &[u8] {
        &self.bytes[..self.mode.hex_len() / 2]
    }

    /// The first 20 bits: the bucket number, 0 ..= 0xFFFFF.
    pub fn prefix(&self) -> u32 {
        (u32::from(self.bytes[0]) << 12)
            | (u32::from(self.bytes[1]) << 4)
            | (u32::from(self.bytes[2]) >> 4)
    }

    /// The 5 uppercase hex characters sent to the service.
    pub fn prefix_hex(&self) -> String {
        prefix_hex(self.prefix())
    }

    /// The uppercase hex characters after the prefix, as range rows give them.
    pub fn suffix_hex(&self) -> String {
        let full = hex::encode_upper(self.digest());
        full[PREFIX_LEN..].to_string()
    }

    /// The whole hash in uppercase hex: for tests and the offline store only, never output.
    pub fn to_hex(&self) -> String {
        hex::encode_upper(self.digest())
    }
}

/// A bucket number as its 5 uppercase hex characters.
pub fn prefix_hex(prefix: u32) -> String {
    format!("{:05X}", prefix & (PREFIX_COUNT - 1))
}

/// Parse a prefix typed by a user: exactly 5 hex characters, any case.
pub fn parse_prefix(text: &str) -> Option<u32> {
    if text.len() != PREFIX_LEN || !text.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    u32::from_str_radix(text, 16).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sha1(text: &str) -> String {
        PasswordHash::of_password(HashMode::Sha1, text.as_bytes())
            .unwrap()
            .to_hex()
    }

    fn ntlm(text: &str) -> String {
        PasswordHash::of_password(HashMode::Ntlm, text.as_bytes())
            .unwrap()
            .to_hex()
    }

    #[test]
    fn sha1_vectors() {
        assert_eq!(sha1("password"), "5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8");
        assert_eq!(sha1("P@ssw0rd"), "21BD12DC183F740EE76F27B78EB39C8AD972A757");
        assert_eq!(sha1("qwerty"), "B1B3773A05C0ED0176787A4F1574FF0075F7521E");
        assert_eq!(sha1("test"), "A94A8FE5CCB19BA61C4C0873D391E987982FBBD3");
    }

    #[test]
    fn ntlm_vectors() {
        assert_eq!(ntlm("P@ssw0rd"), "E19CCF75EE54E06B06A5907AF13CEF42");
        assert_eq!(ntlm("password"), "8846F7EAEE8FB117AD06BDD830B7586C");
    }

    #[test]
    fn prefix_and_suffix_split_the_hash() {
        let hash = PasswordHash::of_password(HashMode::Sha1, b"password").unwrap();
        assert_eq!(hash.prefix_hex(), "5BAA6");
        assert_eq!(hash.prefix(), 0x5BAA6);
        assert_eq!(hash.suffix_hex(), "1E4C9B93F3F0682250B6CF8331B7EE68FD8");
        let ntlm = PasswordHash::of_password(HashMode::Ntlm, b"password").unwrap();
        assert_eq!(ntlm.prefix_hex(), "8846F");
        assert_eq!(ntlm.suffix_hex().len(), 27);
        let mut out = [0u8; 40];
        assert_eq!(hash.suffix_hex_into(&mut out), hash.suffix_hex().as_bytes());
        assert_eq!(ntlm.suffix_hex_into(&mut out), ntlm.suffix_hex().as_bytes());
        assert_eq!(
            PasswordHash::from_bytes(HashMode::Ntlm, ntlm.to_bytes()),
            ntlm
        );
    }

    #[test]
    fn nothing_is_trimmed_or_normalised() {
        assert_ne!(sha1("password "), sha1("password"));
        // U+00E9 precomposed vs e + combining acute are different passwords.
        assert_ne!(sha1("\u{e9}"), sha1("e\u{301}"));
        assert_ne!(ntlm("\u{e9}"), ntlm("e\u{301}"));
    }

    #[test]
    fn ntlm_needs_utf8_but_sha1_takes_any_bytes() {
        assert!(PasswordHash::of_password(HashMode::Ntlm, &[0xff, 0xfe]).is_err());
        assert!(PasswordHash::of_password(HashMode::Sha1, &[0xff, 0xfe]).is_ok());
    }

    #[test]
    fn debug_never_shows_the_full_hash() {
        let hash = PasswordHash::of_password(HashMode::Sha1, b"password").unwrap();
        assert!(!format!("{hash:?}").contains("1E4C9B93"));
    }

    #[test]
    fn hex_input_and_prefix_parsing() {
        let hash =
            PasswordHash::from_hex(HashMode::Sha1, "5baa61e4c9b93f3f0682250b6cf8331b7ee68fd8")
                .unwrap();
        assert_eq!(hash.prefix_hex(), "5BAA6");
        assert!(PasswordHash::from_hex(HashMode::Ntlm, "5baa61e4c9").is_none());
        assert_eq!(parse_prefix("5baa6"), Some(0x5BAA6));
        assert_eq!(parse_prefix("5BAA"), None);
        assert_eq!(parse_prefix("5BAAG"), None);
        assert_eq!(parse_prefix("+BAA6"), None);
        assert_eq!(prefix_hex(0xABC), "00ABC");
    }
}
