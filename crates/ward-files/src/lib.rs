//! One way to write, read and delete the local files ward touches.
//!
//! ward runs as root in containers and in directories other users can reach, so every file
//! goes through these functions and none of its callers opens files by hand:
//! - **writes** create a temporary file beside the target under an unpredictable name,
//!   exclusively and without following links, owner-only, synced, then rename it over the
//!   target — only over a regular file or nothing. A character device or FIFO target is
//!   written in place; a link, directory, socket or block device is refused.
//! - **reads** are bounded: a file past its limit is refused after at most `limit + 1`
//!   bytes, and a file that is not a regular one (a FIFO, a device, a process
//!   substitution) is read with a timeout, never waited on forever.
//! - **deletes** take only a regular file the caller recognises as its own.
//! - **directories** ward creates are owner-only, and a directory other users can write to
//!   can be refused for secrets, stores and state.
//!
//! Errors are `std::io::Error`s whose message says what is wrong with the file and how to
//! mend it, without the path: callers name the file in their own context.

mod dirs;
mod link;
mod read;
mod remove;
mod write;

pub use dirs::{check_not_shared, create_private_dir};
pub use link::open_private_no_follow;
pub use read::{
    open_regular, read_bounded, read_bounded_string, read_reader_bounded, NON_REGULAR_READ_TIMEOUT,
};
pub use remove::{remove_own, Removed};
pub use write::{
    create_new_private, create_temp_beside, put_in_place, write_private, write_readable, NewFile,
};

#[cfg(test)]
mod tests;
