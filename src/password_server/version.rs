//! What names one version of a range, in a file of its own: the range reader makes it
//! and the body cache keys on it, and the cache also keeps the reader's table entries,
//! so neither file can hold it without importing the other.

/// One version of a range: the shard file it was read from, as opened by the server, and
/// the range's checksum there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Version {
    /// Numbers the server gives the files it opens, in the order it opens them.
    pub file: u64,
    pub checksum: u64,
}
