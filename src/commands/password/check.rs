use std::collections::HashMap;

use futures_util::stream::{self, StreamExt, TryStreamExt};

use super::input::{spawn_reader, Chunk};
use super::report::{Report, Verdict};
use crate::cli::PasswordCheckArgs;
use crate::clients::passwords::range::count_of;
use crate::clients::passwords::{HashMode, PasswordHash, PasswordsClient};
use crate::commands::breach::shared::group_thousands;
use crate::config::Service;
use crate::error::{Error, Outcome, Result};
use crate::output::Format;
use crate::{prompt, Ctx};

pub async fn run(ctx: &Ctx, args: &PasswordCheckArgs) -> Result<Outcome> {
    let mode = if args.ntlm {
        HashMode::Ntlm
    } else {
        HashMode::Sha1
    };
    let client = PasswordsClient::new(
        ctx.http.clone(),
        ctx.config.base_url(Service::Passwords)?,
        !args.no_padding,
    );
    if args.stdin {
        check_stream(ctx, args, &client, mode).await
    } else {
        check_prompted(ctx, args, &client, mode).await
    }
}

/// One password from a no-echo prompt.
async fn check_prompted(
    ctx: &Ctx,
    args: &PasswordCheckArgs,
    client: &PasswordsClient,
    mode: HashMode,
) -> Result<Outcome> {
    let password = prompt::secret(
        "Password to check",
        "there is no terminal to ask for the password; pipe passwords in with --stdin, one per line",
    )?;
    let hash = PasswordHash::of_password(mode, password.expose().as_bytes())
        .map_err(|error| Error::usage(format!("the password {error}")))?;
    drop(password);
    let body = client.fetch(hash.prefix(), mode).await?;
    let count = count_of(&body, hash.suffix_hex().as_bytes());
    let verdict = Verdict {
        line: 1,
        pwned: count >= args.min_count,
        count,
    };
    match ctx.printer.format() {
        Format::Json => ctx.printer.json(&verdict)?,
        Format::Ndjson => ctx.printer.ndjson(&verdict)?,
        Format::Table if verdict.pwned => ctx.printer.text(&format!(
            "Pwned: this password has been seen {} times in breaches. Do not use it.",
            group_thousands(count)
        ))?,
        Format::Table if count > 0 => ctx.printer.text(&format!(
            "Seen {} times, below --min-count {}.",
            group_thousands(count),
            args.min_count
        ))?,
        Format::Table => ctx
            .printer
            .text("Not found: this password is not in the pwned-password corpus.")?,
    }
    Ok(outcome(verdict.pwned))
}

fn outcome(pwned: bool) -> Outcome {
    if pwned {
        Outcome::Compromised
    } else {
        Outcome::Clean
    }
}

/// Passwords from standard input, one per line, checked a chunk at a time: the distinct
/// prefixes of a chunk are fetched concurrently (each once), then the chunk's results are
/// written in input order.
async fn check_stream(
    ctx: &Ctx,
    args: &PasswordCheckArgs,
    client: &PasswordsClient,
    mode: HashMode,
) -> Result<Outcome> {
    let mut chunks = spawn_reader(std::io::stdin(), mode);
    let mut report = Report::new(ctx.printer.format(), ctx.printer.color());
    let spinner = ctx.printer.spinner("checking passwords");
    let mut totals = Totals::default();
    while let Some(chunk) = chunks.recv().await {
        let result = match chunk {
            Ok(chunk) => check_chunk(client, mode, args, &chunk, &mut report, &mut totals).await,
            Err(error) => Err(error),
        };
        if let Err(error) = result {
            spinner.finish_and_clear();
            // What was checked so far is still worth having.
            report.finish()?;
            return Err(error);
        }
        spinner.set_message(format!(
            "checked {} passwords, {} pwned",
            totals.lines, totals.pwned
        ));
    }
    spinner.finish_and_clear();
    report.finish()?;
    if totals.lines == 0 {
        return Err(Error::usage("there were no passwords on standard input")
            .with_hint("give one password per line"));
    }
    ctx.printer.info(&format!(
        "checked {} passwords ({} ranges fetched): {} pwned",
        totals.lines, totals.fetched, totals.pwned
    ));
    Ok(outcome(totals.pwned > 0))
}

#[derive(Debug, Default)]
struct Totals {
    lines: u64,
    fetched: u64,
    pwned: u64,
}

async fn check_chunk(
    client: &PasswordsClient,
    mode: HashMode,
    args: &PasswordCheckArgs,
    chunk: &Chunk,
    report: &mut Report,
    totals: &mut Totals,
) -> Result<()> {
    let mut by_prefix: HashMap<u32, Vec<usize>> = HashMap::with_capacity(chunk.len());
    for (index, hash) in chunk.iter().enumerate() {
        by_prefix.entry(hash.prefix()).or_default().push(index);
    }
    totals.fetched += by_prefix.len() as u64;
    let mut counts = vec![0u64; chunk.len()];
    let mut fetches = stream::iter(by_prefix)
        .map(|(prefix, indices)| async move {
            let body = client.fetch(prefix, mode).await?;
            Ok::<_, Error>(
                indices
                    .into_iter()
                    .map(|index| (index, count_of(&body, chunk[index].suffix_hex().as_bytes())))
                    .collect::<Vec<_>>(),
            )
        })
        .buffer_unordered(usize::from(args.concurrency));
    while let Some(found) = fetches.try_next().await? {
        for (index, count) in found {
            counts[index] = count;
        }
    }
    for count in counts {
        totals.lines += 1;
        let pwned = count >= args.min_count;
        totals.pwned += u64::from(pwned);
        report.push(Verdict {
            line: totals.lines,
            pwned,
            count,
        })?;
    }
    Ok(())
}
