use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::cli::{BreachAccountArgs, BreachApiArgs};
use crate::error::{Error, Outcome, Result};
use crate::run::Ctx;
use crate::views::batch::BatchView;
use crate::views::breaches as view;
use ward_client::breaches::model::sort_by_title;
use ward_client::breaches::{normalize_account, AccountQuery};

pub(super) async fn run(
    ctx: &Ctx,
    api: &BreachApiArgs,
    args: &BreachAccountArgs,
) -> Result<Outcome> {
    let accounts = gather(ctx, args)?;
    let client = crate::commands::breach_client::client(ctx, api, true)?;
    let query = AccountQuery {
        truncate: args.truncate,
        domain: args
            .domain
            .as_deref()
            .map(str::trim)
            .filter(|d| !d.is_empty())
            .map(str::to_string),
        include_unverified: args.include_unverified,
    };
    // Only the table differs for one account named on the command line (no ACCOUNT
    // column); JSON has one shape whatever the count, so scripts never branch on it.
    let single = accounts.len() == 1 && args.file.is_none() && !from_stdin(args);
    let total = accounts.len();
    let (client, query) = (&client, &query);
    let truncate = args.truncate;
    let batch = VIEW
        .search(
            &ctx.printer,
            &ctx.interrupts,
            accounts,
            move |account| async move {
                let found = client.breached_account(&account, query).await?;
                Ok(found.map(|mut breaches| {
                    // Truncated answers hold names only: sorting them by "title" would only
                    // reorder the service's list, so it is kept as sent.
                    if !truncate {
                        sort_by_title(&mut breaches);
                    }
                    breaches
                }))
            },
        )
        .await?;
    let results = batch.results;
    let pwned = results
        .iter()
        .filter(|(_, breaches)| !breaches.is_empty())
        .count();
    VIEW.show(&ctx.printer, &results, || {
        print_table(ctx, &results, single)
    })?;
    let aside = format!(
        " ({} in a breach)",
        if pwned == 1 {
            "1 appears".to_string()
        } else {
            format!("{pwned} appear")
        }
    );
    let outcome = VIEW.end(&ctx.printer, batch.end, &results, total, &aside)?;
    if results.len() > 1 {
        ctx.printer.info(&format!(
            "{pwned} of {} accounts appear in at least one breach",
            results.len()
        ));
    }
    Ok(outcome)
}

const VIEW: BatchView = BatchView {
    input: "account",
    inputs: "accounts",
    searching: "accounts",
    found: "breaches",
};

fn print_table(ctx: &Ctx, results: &[(String, Vec<Value>)], single: bool) -> Result<()> {
    if single {
        let (account, breaches) = &results[0];
        if breaches.is_empty() {
            return ctx
                .printer
                .text(&format!("No breach found for {account}: not pwned."));
        }
        let mut table = view::breach_table(false);
        view::breach_rows(&mut table, None, breaches);
        ctx.printer.table(&table)?;
    } else {
        let mut table = view::breach_table(true);
        for (account, breaches) in results {
            if breaches.is_empty() {
                table.row(view::nothing_found_row(account, "(no breach found)", 7));
            } else {
                view::breach_rows(&mut table, Some(account), breaches);
            }
        }
        ctx.printer.table(&table)?;
    }
    if results.iter().any(|(_, breaches)| !breaches.is_empty()) {
        view::attribute(&ctx.printer);
    }
    Ok(())
}

/// Accounts from the arguments and the file, trimmed, without repeats (compared without
/// regard to case, as the service does).
/// An account argument of `-` reads accounts from standard input, like `--file -`.
fn from_stdin(args: &BreachAccountArgs) -> bool {
    args.accounts.iter().any(|account| account.trim() == "-")
}

fn gather(ctx: &Ctx, args: &BreachAccountArgs) -> Result<Vec<String>> {
    let mut accounts = Vec::new();
    for account in args.accounts.iter().filter(|account| account.trim() != "-") {
        accounts.push(normalize_account(account)?);
    }
    let mut sources: Vec<&Path> = args.file.iter().map(PathBuf::as_path).collect();
    if from_stdin(args) && !sources.contains(&Path::new("-")) {
        sources.push(Path::new("-"));
    }
    for path in sources {
        // Without its byte-order mark: searched with it, the first account would wrongly
        // come back "not pwned".
        let text = read_source(ctx, path)?;
        accounts.extend(
            text.lines()
                .map(str::trim)
                .filter(|line| !line.is_empty())
                .map(str::to_string),
        );
    }
    let mut seen = std::collections::HashSet::new();
    accounts.retain(|account| seen.insert(account.to_lowercase()));
    if accounts.is_empty() {
        return Err(Error::usage(
            "there are no accounts to search: the file holds only blank lines",
        ));
    }
    Ok(accounts)
}

fn read_source(ctx: &Ctx, path: &Path) -> Result<String> {
    let context = crate::input::Context {
        stdin: "could not read accounts from standard input",
        file: format!("could not read accounts from {}", path.display()),
    };
    crate::input::read_text(path, ctx.printer.terminal(), context).map_err(|error| {
        if path == Path::new("-") {
            return error;
        }
        error.with_hint(
            "give a readable text file with one account per line, or - for standard input",
        )
    })
}
