use crate::error::{Outcome, Result};
use crate::output::html_to_text;
use crate::run::Ctx;
use ward_client::releases::ReleasesClient;

use super::Version;

pub(super) async fn run(
    ctx: &Ctx,
    client: &ReleasesClient,
    named: &Version<'_>,
) -> Result<Outcome> {
    let note = client.release_note(&named.project, named.version).await?;
    if !ctx.printer.is_table() {
        ctx.printer.object(&note, Default::default)?;
        return Ok(Outcome::Clean);
    }
    // For people: title, the message as readable text, then the link.
    let mut parts = Vec::new();
    if let Some(title) = note
        .title
        .as_deref()
        .map(str::trim)
        .filter(|t| !t.is_empty())
    {
        parts.push(title.to_string());
    }
    if let Some(message) = note.message.as_deref() {
        let text = html_to_text(message);
        if !text.trim().is_empty() {
            parts.push(text.trim().to_string());
        }
    }
    if let Some(url) = note.url.as_deref().filter(|u| !u.is_empty()) {
        parts.push(url.to_string());
    }
    if parts.is_empty() {
        ctx.printer.info(&format!(
            "release {} of {} has an empty note",
            named.version, named.project
        ));
        return Ok(Outcome::Clean);
    }
    ctx.printer.text(&parts.join("\n\n"))?;
    Ok(Outcome::Clean)
}
