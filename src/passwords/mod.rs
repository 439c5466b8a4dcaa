//! The password engines beside the store, below the commands: the bulk check
//! (`check/`: the input reader, the window that groups lines by prefix, and the pipeline
//! that fetches each prefix once and answers in input order) and the audit of a
//! directory's hashes (`audit/`: dump formats, reuse groups, lookups, the state of the
//! last audit). They take plain values (a
//! client or a store reader, the interrupts, where the answers go) and print nothing.

pub(crate) mod audit;
pub(crate) mod check;
pub(crate) mod download;
