use serde_json::json;

use crate::cli::PasswordRangeArgs;
use crate::error::{Error, Outcome, Result};
use crate::output::Format;
use crate::run::Ctx;
use crate::services::passwords;
use ward_client::passwords::range::rows;
use ward_client::passwords::{parse_prefix, prefix_hex, HashMode};

pub(super) async fn run(ctx: &Ctx, args: &PasswordRangeArgs) -> Result<Outcome> {
    let Some(prefix) = parse_prefix(args.prefix.trim()) else {
        return Err(Error::usage(format!(
            "the prefix \"{}\" is not 5 hexadecimal characters",
            args.prefix
        ))
        .with_hint("give the first 5 characters of a hash, 00000 to FFFFF, e.g. 5BAA6"));
    };
    let mode = if args.ntlm {
        HashMode::Ntlm
    } else {
        HashMode::Sha1
    };
    let client = passwords::client(&ctx.config, &ctx.http, !args.no_padding)?;
    let body = client.fetch(prefix, mode).await?;
    let entries = rows(&body, mode);
    match ctx.printer.format() {
        Format::Table => {
            let mut text = String::with_capacity(entries.len() * 48);
            for (suffix, count) in &entries {
                text.push_str(suffix);
                text.push(':');
                text.push_str(&count.to_string());
                text.push('\n');
            }
            if !text.is_empty() {
                ctx.printer.text(&text)?;
            }
        }
        Format::Json => ctx.printer.json(&json!({
            "prefix": prefix_hex(prefix),
            "mode": mode.name(),
            "entries": entries
                .iter()
                .map(|(suffix, count)| json!({"suffix": suffix, "count": count}))
                .collect::<Vec<_>>(),
        }))?,
        Format::Ndjson => {
            for (suffix, count) in &entries {
                ctx.printer
                    .ndjson(&json!({"suffix": suffix, "count": count}))?;
            }
        }
    }
    ctx.printer.info(&format!(
        "{} hashes under {} ({})",
        entries.len(),
        prefix_hex(prefix),
        mode.name()
    ));
    Ok(Outcome::Clean)
}
