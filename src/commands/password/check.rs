use std::io::Read;
use std::path::Path;
use std::sync::Arc;

use crate::cli::PasswordCheckArgs;
use crate::error::{Error, Outcome, Result};
use crate::output::Format;
use crate::output::{counted, group_thousands};
use crate::passwords::check::input::{spawn_reader, InputKind};
use crate::passwords::check::Verdict;
use crate::passwords::check::{filter_lookup, run_apart, Pipeline, Ranges, Totals};
use crate::run::Ctx;
use crate::services::passwords;
use crate::store::filter::{self, FilterReader};
use crate::store::lookup::BulkReader;
use crate::store::reader::key_of_suffix;
use crate::store::{Lookup, Store, StoreReader};
use crate::views::passwords::report::Report;
use ward_client::passwords::{Counters, HashMode, PasswordHash, PasswordsClient};

pub(super) async fn run(ctx: &Ctx, args: &PasswordCheckArgs) -> Result<Outcome> {
    let mode = super::stored::mode(args.ntlm);
    let source = match &args.offline {
        Some(dir) => {
            let store = super::stored::open(dir, mode)?;
            offline_source(store, args)?
        }
        None => {
            let attempts = Arc::new(Counters::default());
            let client = passwords::client(&ctx.config, &ctx.http, !args.no_padding)?
                .with_counters(attempts.clone());
            Source::Online { client, attempts }
        }
    };
    if let Some(path) = &args.hashes {
        let input: Box<dyn Read + Send> = if path == Path::new("-") {
            ctx.printer.terminal().stdin()
        } else {
            Box::new(std::fs::File::open(path).map_err(|error| {
                Error::io(
                    format!("could not read hashes from {}", path.display()),
                    error,
                )
            })?)
        };
        check_stream(ctx, args, &source, mode, input, InputKind::Hashes).await
    } else if args.stdin {
        refuse_terminal_stdin(ctx)?;
        let input = ctx.printer.terminal().stdin();
        check_stream(ctx, args, &source, mode, input, InputKind::Passwords).await
    } else {
        check_prompted(ctx, args, &source, mode).await
    }
}

/// Passwords typed into `--stdin` on a terminal would be echoed and left on screen (and in
/// scrollback); the no-echo prompt is the way to type one.
fn refuse_terminal_stdin(ctx: &Ctx) -> Result<()> {
    if ctx.printer.terminal().stdin_is_terminal() {
        return Err(Error::usage(
            "--stdin reads passwords from a pipe or a file; typed on a terminal they would be echoed",
        )
        .with_hint(
            "run `ward password check` without --stdin for a no-echo prompt, or pipe them in: \
             ward password check --stdin < passwords.txt",
        ));
    }
    Ok(())
}

/// Where ranges come from: the service, or a store made by `ward password download`.
enum Source {
    Online {
        client: PasswordsClient,
        /// Requests as sent, retries included, for the summary.
        attempts: Arc<Counters>,
    },
    Offline(std::sync::Arc<StoreReader>),
    /// Only the store's membership filter: "probably pwned", no counts.
    Filter(std::sync::Arc<FilterReader>),
}

/// The shard files when there are any; the filter where only it was copied.
fn offline_source(store: Store, args: &PasswordCheckArgs) -> Result<Source> {
    if filter::has_shards(&store) {
        return Ok(Source::Offline(std::sync::Arc::new(StoreReader::new(
            store,
        ))));
    }
    let Some(reader) = FilterReader::open(&store).map_err(|why| {
        Error::runtime(why).with_hint(format!(
            "build it again: {} --filter",
            store.download_command()
        ))
    })?
    else {
        return Ok(Source::Offline(std::sync::Arc::new(StoreReader::new(
            store,
        ))));
    };
    if args.min_count > 1 {
        return Err(Error::usage(
            "--min-count needs counts, which the offline filter does not hold",
        )
        .with_hint("check against the full store, or drop --min-count"));
    }
    Ok(Source::Filter(std::sync::Arc::new(reader)))
}

impl Source {
    async fn count(
        &self,
        prefix: u32,
        mode: HashMode,
        suffixes: &[&PasswordHash],
    ) -> Result<Vec<u64>> {
        match self {
            Self::Online { client, .. } => {
                let wanted: Vec<String> = suffixes.iter().map(|hash| hash.suffix_hex()).collect();
                let wanted: Vec<&[u8]> = wanted.iter().map(String::as_bytes).collect();
                Ok(client.fetch_counts(prefix, mode, &wanted).await?.1)
            }
            Self::Offline(store) => {
                let reader = store.clone();
                let wanted: Vec<String> = suffixes.iter().map(|hash| hash.suffix_hex()).collect();
                tokio::task::spawn_blocking(move || offline_lookup(&reader, prefix, &wanted))
                    .await
                    .map_err(|error| Error::runtime(format!("the store reader stopped: {error}")))?
            }
            Self::Filter(reader) => suffixes
                .iter()
                .map(|hash| filter_lookup(reader, hash))
                .collect(),
        }
    }
}

/// The counts of `suffixes` under `prefix` from the store. The range is checked against
/// its checksum first: a missing or damaged range is an error naming it, never
/// "not pwned".
fn offline_lookup(reader: &StoreReader, prefix: u32, suffixes: &[String]) -> Result<Vec<u64>> {
    let store = reader.store();
    let keys = suffixes
        .iter()
        .map(|suffix| key_of_suffix(suffix, store.mode()))
        .collect::<Option<Vec<_>>>()
        .ok_or_else(|| Error::runtime("a hash suffix is not hex"))?;
    reader
        .counts(prefix, &keys)
        .map_err(|error| super::stored::lookup_error(store, error))
}

/// One password from a no-echo prompt.
async fn check_prompted(
    ctx: &Ctx,
    args: &PasswordCheckArgs,
    source: &Source,
    mode: HashMode,
) -> Result<Outcome> {
    let password = ctx.prompter.secret(
        "Password to check",
        "there is no terminal to ask for the password; pipe passwords in with --stdin, one per line",
    )?;
    let hash = PasswordHash::of_password(mode, password.expose().as_bytes())
        .map_err(|error| Error::usage(format!("the password {error}")))?;
    drop(password);
    let count = source.count(hash.prefix(), mode, &[&hash]).await?[0];
    let filter = matches!(source, Source::Filter(_));
    let verdict = Verdict {
        line: 1,
        pwned: count >= args.min_count,
        count: if filter { 0 } else { count },
        filter,
    };
    match ctx.printer.format() {
        Format::Table if filter && verdict.pwned => ctx.printer.text(
            "Probably pwned (filter): this password is very likely in the corpus. Do not use it.",
        )?,
        Format::Json => ctx.printer.json(&verdict)?,
        Format::Ndjson => ctx.printer.ndjson(&verdict)?,
        Format::Table if verdict.pwned => ctx.printer.text(&format!(
            "Pwned: this password has been seen {} times in breaches. Do not use it.",
            group_thousands(count)
        ))?,
        Format::Table if count > 0 => ctx.printer.text(&format!(
            "Seen {} times, below --min-count {}.",
            group_thousands(count),
            group_thousands(args.min_count)
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

/// Lines from standard input or a file, checked through the bulk pipeline; the summary
/// line tells how many ranges were fetched for how many different prefixes.
async fn check_stream(
    ctx: &Ctx,
    args: &PasswordCheckArgs,
    source: &Source,
    mode: HashMode,
    input: Box<dyn Read + Send>,
    kind: InputKind,
) -> Result<Outcome> {
    let chunks = spawn_reader(input, mode, kind);
    let mut report = Report::new(
        ctx.printer.stream_writer(),
        ctx.printer.format(),
        ctx.printer.color(),
    );
    let spinner = ctx.printer.spinner("checking passwords");
    let (ranges, min_count) = (pipeline_ranges(source, args), args.min_count);
    let (store_error, interrupts) = (store_error(source), ctx.interrupts.clone());
    // The pipeline runs as a task of a runtime, beside the fetches it starts, rather
    // than on the thread that waits for the command: each answered range then wakes a
    // task on a worker thread, not a thread parked outside the runtime, which cost a
    // quarter of the check's CPU per range. An online check has a runtime of its own
    // (see `passwords::check::run_apart`).
    let online = matches!(ranges, Ranges::Online { .. });
    let pipeline = async move {
        let progress = |totals: &Totals| {
            spinner.set_message(format!(
                "checked {}, {} pwned",
                counted(totals.lines, "password", "passwords"),
                group_thousands(totals.pwned)
            ));
        };
        let mut totals = Totals::default();
        let result = Pipeline {
            ranges,
            mode,
            min_count,
            report: &mut report,
            progress: &progress,
            store_error: &store_error,
            interrupts: &interrupts,
        }
        .run(chunks, &mut totals)
        .await;
        (report, spinner, totals, result)
    };
    let (report, spinner, totals, result) = if online {
        run_apart(pipeline).await?
    } else {
        tokio::spawn(pipeline)
            .await
            .map_err(|error| Error::runtime(format!("the bulk check stopped: {error}")))?
    };
    spinner.finish_and_clear();
    // What was checked before an error or Ctrl-C is still worth having.
    report.finish()?;
    result?;
    if totals.lines == 0 {
        return Err(Error::usage("the input held no lines to check")
            .with_hint("give one password (or, with --hashes, one hash) per line"));
    }
    ctx.printer.info(&summary(source, kind, &totals));
    Ok(outcome(totals.pwned > 0))
}

/// Where the pipeline gets its ranges; the store is read in bulk, not range by range.
fn pipeline_ranges(source: &Source, args: &PasswordCheckArgs) -> Ranges {
    match source {
        Source::Online { client, .. } => Ranges::Online {
            client: client.clone(),
            concurrency: usize::from(args.concurrency),
        },
        Source::Offline(reader) => Ranges::Store(Arc::new(BulkReader::new(reader.store().clone()))),
        Source::Filter(reader) => Ranges::Filter(reader.clone()),
    }
}

/// Turns a failed lookup into the run's error; a store's error names the store and how
/// to repair it.
fn store_error(source: &Source) -> impl Fn(Lookup) -> Error + Sync {
    let store = match source {
        Source::Offline(reader) => Some(reader.store().clone()),
        _ => None,
    };
    move |error: Lookup| match &store {
        Some(store) => super::stored::lookup_error(store, error),
        None => Error::runtime(error.to_string()),
    }
}

/// The closing line: what was checked, how the ranges were had, and how many were pwned.
fn summary(source: &Source, kind: InputKind, totals: &Totals) -> String {
    let (one, many) = if kind == InputKind::Hashes {
        ("hash", "hashes")
    } else {
        ("password", "passwords")
    };
    let how = match source {
        Source::Filter(_) => "looked up in the filter",
        Source::Offline(_) => "read from the store",
        Source::Online { .. } => "fetched",
    };
    let sent = match source {
        Source::Online { attempts, .. } => format!(
            ", {}",
            counted(
                attempts.attempts.load(std::sync::atomic::Ordering::Relaxed),
                "request",
                "requests"
            )
        ),
        _ => String::new(),
    };
    format!(
        "checked {} ({} {how} for {}{sent}): {} pwned",
        counted(totals.lines, one, many),
        counted(totals.requests, "range", "ranges"),
        counted(totals.distinct, "distinct prefix", "distinct prefixes"),
        group_thousands(totals.pwned)
    )
}
