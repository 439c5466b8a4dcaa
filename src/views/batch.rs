//! How a batch of searches is shown: a bar while it runs, one NDJSON line as each search
//! finishes, the whole list as JSON or a table at the end, and how far it got when it
//! stopped early.

use std::future::Future;

use indicatif::ProgressBar;
use serde_json::Value;
use ward_client::Result as ClientResult;

use crate::error::{Error, Outcome, Result};
use crate::interrupt::Interrupts;
use crate::output::{counted, Format, Printer};
use crate::services::breaches::{self as service, Batch, BatchEnd};

/// What the messages of one kind of batch call things.
pub(crate) struct BatchView {
    /// One input: "account".
    pub input: &'static str,
    /// The inputs, plural: "accounts".
    pub inputs: &'static str,
    /// What the bar says is being searched: "pastes".
    pub searching: &'static str,
    /// The key of what was found in an input's JSON entry: "breaches".
    pub found: &'static str,
}

/// The bar of a batch of `total` searches of `what`; drawn only for two or more, where
/// the wait is worth showing.
fn progress(printer: &Printer, total: usize, what: &str) -> ProgressBar {
    let bar = printer.progress(total as u64, &format!("searching {what}"));
    if total < 2 {
        bar.finish_and_clear();
    }
    bar
}

impl BatchView {
    /// Search each of `inputs` with `lookup`, showing progress and streaming NDJSON; a
    /// batch that ended before any search finished is its error.
    pub(crate) async fn search<F, Fut>(
        &self,
        printer: &Printer,
        interrupts: &Interrupts,
        inputs: Vec<String>,
        lookup: F,
    ) -> Result<Batch>
    where
        F: FnMut(String) -> Fut,
        Fut: Future<Output = ClientResult<Option<Vec<Value>>>>,
    {
        let total = inputs.len();
        let ndjson = printer.format() == Format::Ndjson;
        let bar = progress(printer, total, self.searching);
        let batch = service::search_batch(
            interrupts,
            inputs,
            lookup,
            |input| bar.set_message(format!("searching {input}")),
            |input, found| {
                bar.inc(1);
                if ndjson {
                    printer.ndjson(&self.entry(input, found))?;
                }
                Ok(())
            },
        )
        .await;
        bar.finish_and_clear();
        batch?.unless_empty(|| self.interrupted(0, total))
    }

    /// The results in the chosen format; `table` draws them for people. NDJSON was
    /// streamed as each search finished.
    pub(crate) fn show(
        &self,
        printer: &Printer,
        results: &[(String, Vec<Value>)],
        table: impl FnOnce() -> Result<()>,
    ) -> Result<()> {
        match printer.format() {
            Format::Ndjson => Ok(()),
            Format::Json => {
                let entries: Vec<Value> = results
                    .iter()
                    .map(|(input, found)| self.entry(input, found))
                    .collect();
                printer.json(&entries)
            }
            Format::Table => table(),
        }
    }

    /// The batch's end, once what it found is shown: compromised when any input was found
    /// somewhere; after a failure, how many of the inputs were searched (`aside` adds to
    /// that) and the error; after Ctrl-C, the count.
    pub(crate) fn end(
        &self,
        printer: &Printer,
        end: BatchEnd,
        results: &[(String, Vec<Value>)],
        total: usize,
        aside: &str,
    ) -> Result<Outcome> {
        match end {
            BatchEnd::Done => {}
            BatchEnd::Failed(error) => {
                let searched = results.len();
                let verb = if searched == 1 { "was" } else { "were" };
                printer.warn(&format!(
                    "only {} {verb} searched before the error{aside}",
                    counted(searched as u64, self.input, self.inputs),
                ));
                return Err(error);
            }
            BatchEnd::Interrupted => return Err(self.interrupted(results.len(), total)),
        }
        Ok(if results.iter().any(|(_, found)| !found.is_empty()) {
            Outcome::Compromised
        } else {
            Outcome::Clean
        })
    }

    /// One input's JSON entry, the same streamed (NDJSON) or listed (JSON), so scripts
    /// never branch on how many inputs they passed.
    fn entry(&self, input: &str, found: &[Value]) -> Value {
        let mut entry = serde_json::Map::new();
        entry.insert("account".into(), input.into());
        entry.insert("pwned".into(), (!found.is_empty()).into());
        entry.insert(self.found.into(), found.into());
        Value::Object(entry)
    }

    fn interrupted(&self, searched: usize, total: usize) -> Error {
        Error::Interrupted(format!(
            "interrupted: {searched} of {} searched",
            counted(total as u64, self.input, self.inputs)
        ))
    }
}
