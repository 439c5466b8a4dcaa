//! What the bulk check answers for each line, and where it hands the answers: the
//! check knows nothing of how they are printed.

use serde::Serialize;

use crate::error::Result;

#[derive(Debug, Clone, Copy, Serialize)]
pub(crate) struct Verdict {
    pub line: u64,
    pub pwned: bool,
    pub count: u64,
    /// Answered by the offline filter: "probably pwned", with no count.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub filter: bool,
}

/// Where the answers go, in input order, one call per line.
pub(crate) trait Answers {
    fn push(&mut self, verdict: Verdict) -> Result<()>;
}
