use serde_json::{json, Value};

use crate::cli::{BreachApiArgs, PasteAccountArgs};
use crate::clients::breaches::model::{sort_newest_first, Lenient, Paste};
use crate::clients::breaches::{is_email, normalize_account};
use crate::error::{Error, Outcome, Result};
use crate::output::group_thousands;
use crate::output::{Cell, Format, Table, Tone};
use crate::services::breaches::{self as service, BatchEnd};
use crate::views::breaches as view;
use crate::Ctx;

pub async fn run(ctx: &Ctx, api: &BreachApiArgs, args: &PasteAccountArgs) -> Result<Outcome> {
    let mut emails = Vec::new();
    for email in &args.emails {
        let email = normalize_account(email)?;
        if !is_email(&email) {
            return Err(Error::usage(format!(
                "\"{email}\" is not an e-mail address; pastes can only be searched by e-mail address"
            ))
            .with_hint("use `ward breach account` to search a username"));
        }
        if !emails
            .iter()
            .any(|seen: &String| seen.eq_ignore_ascii_case(&email))
        {
            emails.push(email);
        }
    }
    let choice = service::resolve_api(ctx, api)?;
    let client = service::client(ctx, choice, crate::commands::breach_key(ctx, choice)?)?;
    let single = emails.len() == 1;
    let total = emails.len();
    let ndjson = ctx.printer.format() == Format::Ndjson;
    let client = &client;
    let bar = crate::commands::batch_progress(&ctx.printer, total, "pastes");
    let batch = service::search_batch(
        &ctx.interrupts,
        emails,
        move |email| async move {
            let found = client.paste_account(&email).await?;
            Ok(found.map(|mut pastes| {
                sort_newest_first(&mut pastes);
                pastes
            }))
        },
        |email| bar.set_message(format!("searching {email}")),
        |email, pastes| {
            bar.inc(1);
            if ndjson {
                ctx.printer.ndjson(&entry(email, pastes))?;
            }
            Ok(())
        },
    )
    .await;
    bar.finish_and_clear();
    let batch = batch?.unless_empty(|| interrupted(0, total))?;
    let results = batch.results;
    let found = results.iter().any(|(_, pastes)| !pastes.is_empty());
    match ctx.printer.format() {
        Format::Ndjson => {}
        // One shape whatever the count, like `breach account`, so scripts never branch on
        // how many addresses they passed.
        Format::Json => {
            let entries: Vec<Value> = results.iter().map(|(e, p)| entry(e, p)).collect();
            ctx.printer.json(&entries)?;
        }
        Format::Table if single && !found => {
            ctx.printer
                .text(&format!("No paste found for {}.", results[0].0))?;
        }
        Format::Table => {
            ctx.printer.table(&table(&results, !single))?;
            if found {
                view::attribute(ctx);
            }
        }
    }
    match batch.end {
        BatchEnd::Done => {}
        BatchEnd::Failed(error) => {
            ctx.printer.warn(&format!(
                "only {} e-mail addresses were searched before the error",
                results.len()
            ));
            return Err(error);
        }
        BatchEnd::Interrupted => return Err(interrupted(results.len(), total)),
    }
    Ok(if found {
        Outcome::Compromised
    } else {
        Outcome::Clean
    })
}

fn interrupted(searched: usize, total: usize) -> Error {
    Error::Interrupted(format!(
        "interrupted: {searched} of {total} e-mail addresses were searched"
    ))
}

fn entry(email: &str, pastes: &[Value]) -> Value {
    json!({ "account": email, "pwned": !pastes.is_empty(), "pastes": pastes })
}

fn table(results: &[(String, Vec<Value>)], with_account: bool) -> Table {
    let mut headers = Vec::new();
    if with_account {
        headers.push("ACCOUNT");
    }
    headers.extend(["DATE", "SOURCE", "ID", "TITLE", "E-MAILS"]);
    let mut table = Table::new(headers);
    for (email, pastes) in results {
        if pastes.is_empty() {
            let mut row = vec![
                Cell::from(email.as_str()),
                Cell::new("(no paste found)", Tone::Good),
            ];
            row.extend((0..4).map(|_| Cell::from("")));
            table.row(row);
            continue;
        }
        for value in pastes {
            let paste = Paste::from_value(value);
            let mut row = Vec::new();
            if with_account {
                row.push(Cell::from(email.as_str()));
            }
            row.extend([
                Cell::from(paste.date.unwrap_or_else(|| "(unknown)".to_string())),
                Cell::from(paste.source),
                Cell::from(paste.id),
                Cell::from(paste.title.unwrap_or_default()),
                Cell::from(paste.email_count.map(group_thousands).unwrap_or_default()),
            ]);
            table.row(row);
        }
    }
    table
}
