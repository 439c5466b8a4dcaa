use std::io::Read;
use std::path::Path;

use crate::cli::{AuditInputFormat, PasswordAuditArgs};
use crate::error::{Error, Outcome, Result};
use crate::output::{counted, group_thousands};
use crate::passwords::audit::input::{
    read_accounts, Accounts, InputError, InputFormat, Malformed, ReadSettings,
};
use crate::passwords::audit::state::{self, State, StateError};
use crate::passwords::audit::{self, Findings, Prefixes};
use crate::run::Ctx;
use crate::services::passwords;
use crate::store::changes::Changes;
use crate::store::lookup::BulkReader;
use crate::store::{filter, Store};
use crate::views::passwords::audit::{print_audit, summarize, AuditSummary};
use ward_files as files;

/// Malformed lines named one by one; the rest are counted.
const LISTED_MALFORMED: usize = 20;

pub(super) async fn run(ctx: &Ctx, args: &PasswordAuditArgs) -> Result<Outcome> {
    if let Some(dir) = &args.state {
        open_state_dir(dir)?;
    }
    let accounts = read_input(ctx, args).await?;
    let store = match &args.offline {
        Some(dir) => Some(open_store(dir, &accounts)?),
        None => None,
    };
    let previous = match &args.state {
        Some(dir) => Some(State::read(dir, accounts.mode).map_err(state_error)?),
        None => None,
    };
    let journal = store.as_ref().map(Changes::read);
    let changed = if args.since_refresh {
        changed_prefixes(ctx, args, journal.as_ref(), previous.as_ref())?
    } else {
        None
    };
    let through = journal
        .as_ref()
        .and_then(|journal| journal.as_ref().ok())
        .map(Changes::complete_through);
    tracing::debug!(
        "audit: {} accounts held in about {:.1} MiB ({} bytes each besides names)",
        accounts.len(),
        (accounts.len() * audit::BYTES_PER_ACCOUNT + accounts.names_len()) as f64
            / f64::from(1 << 20),
        audit::BYTES_PER_ACCOUNT
    );
    // With --state, each account is paired with its previous record while the hashes are
    // still in input order, and the previous state is let go before the grouping.
    let key = args.state.as_ref().map(|_| {
        previous
            .as_ref()
            .and_then(Option::as_ref)
            .map_or_else(state::fresh_key, |state| state.key)
    });
    let first_audit = matches!(previous, Some(None));
    let prior = match (previous.flatten(), key) {
        (Some(state), Some(key)) => Some(audit::pair(&accounts, key, &state)),
        _ => None,
    };
    let checked = audit::select(
        &accounts,
        changed.as_ref(),
        prior.as_ref().map(|prior| prior.same.as_slice()),
    );
    let mut accounts = accounts;
    let grouped = audit::group(std::mem::take(&mut accounts.hashes));
    let wanted = audit::wanted(&grouped, &checked);
    let (grouped, counts, ranges) =
        look_up(ctx, args, store, grouped, wanted, accounts.mode).await?;
    if first_audit {
        ctx.printer.info(
            "no previous audit in the state folder: every pwned account counts as newly pwned",
        );
    }
    let looked = audit::Looked {
        accounts,
        grouped,
        checked,
        distinct_counts: counts,
        ranges,
    };
    let findings = audit::findings(looked, prior, key, args.min_count);
    let source = if args.offline.is_some() {
        "store"
    } else {
        "service"
    };
    let summary = summarize(&findings, source, changed.is_some());
    print_and_save(ctx, args, &findings, &summary, through)?;
    Ok(if summary.pwned > 0 {
        Outcome::Compromised
    } else {
        Outcome::Clean
    })
}

/// Print the findings and, with `--state`, write the next state meanwhile on a thread of
/// its own; it is put in place only once the findings were printed, so accounts nobody
/// was shown are never recorded as already known.
fn print_and_save(
    ctx: &Ctx,
    args: &PasswordAuditArgs,
    findings: &Findings,
    summary: &AuditSummary,
    through: Option<u64>,
) -> Result<()> {
    std::thread::scope(|scope| {
        let writer = args.state.as_deref().map(|dir| {
            scope.spawn(move || {
                let key = findings.key.unwrap_or(0);
                let records = findings.next_records();
                state::write(dir, findings.accounts.mode, through, key, records)
            })
        });
        let printed = print_audit(
            &ctx.printer,
            ctx.printer.stream_writer(),
            findings,
            summary,
            args.show_hashes,
        );
        let written = writer.map(|writer| {
            writer
                .join()
                .unwrap_or_else(|_| Err(std::io::Error::other("the state writer stopped")))
        });
        printed?;
        match written {
            Some(Ok(file)) => file.commit(),
            Some(Err(error)) => Err(error),
            None => Ok(()),
        }
        .map_err(|error| {
            Error::io(
                format!(
                    "could not write the audit state in {}",
                    args.state.as_deref().unwrap_or(Path::new(".")).display()
                ),
                error,
            )
        })
    })
}

/// The state folder, created owner-only; refused when other users can write to it: the
/// state decides which accounts the next audit looks up.
fn open_state_dir(dir: &Path) -> Result<()> {
    files::create_private_dir(dir).map_err(|error| {
        Error::io(
            format!("could not create the state folder {}", dir.display()),
            error,
        )
    })?;
    files::check_not_shared(dir).map_err(|error| {
        if error.kind() == std::io::ErrorKind::PermissionDenied {
            Error::usage(format!("the state folder {} is not private: {error}", dir.display()))
                .with_hint("another user could change which accounts the next audit looks up; keep the state in a folder only you can write to")
        } else {
            Error::io(format!("could not inspect the state folder {}", dir.display()), error)
        }
    })
}

fn state_error(error: StateError) -> Error {
    Error::runtime(format!("the audit state {error}"))
        .with_hint("the next audit without it checks every account and starts a new state")
}

/// The input read into accounts on a thread of its own, with malformed lines reported.
async fn read_input(ctx: &Ctx, args: &PasswordAuditArgs) -> Result<Accounts> {
    let input: Box<dyn Read + Send> =
        if args.file == Path::new("-") {
            ctx.printer.terminal().stdin()
        } else {
            Box::new(std::fs::File::open(&args.file).map_err(|error| {
                Error::io(format!("could not read {}", args.file.display()), error)
            })?)
        };
    let format = args.input_format.map(|format| match format {
        AuditInputFormat::Pwdump => InputFormat::Pwdump,
        AuditInputFormat::UserHash => InputFormat::UserHash,
        AuditInputFormat::Hash => InputFormat::Hash,
    });
    let strict = args.strict;
    let spinner = ctx.printer.spinner("reading accounts");
    let shown = spinner.clone();
    let (read, malformed) = tokio::task::spawn_blocking(move || {
        let mut malformed: Vec<Malformed> = Vec::new();
        let read = read_accounts(
            input,
            ReadSettings {
                format,
                strict,
                on_malformed: &mut |bad| {
                    if malformed.len() < LISTED_MALFORMED {
                        malformed.push(bad);
                    }
                },
                progress: &|lines| {
                    shown.set_message(format!("read {}", counted(lines, "line", "lines")))
                },
            },
        );
        (read, malformed)
    })
    .await
    .map_err(|error| Error::runtime(format!("the input reader stopped: {error}")))?;
    spinner.finish_and_clear();
    let accounts = read.map_err(|error| input_error(&args.file, error))?;
    for bad in &malformed {
        ctx.printer
            .warn(&format!("line {} {}; skipped", bad.line, bad.why));
    }
    if accounts.malformed > malformed.len() as u64 {
        ctx.printer.warn(&format!(
            "and {} more malformed lines skipped",
            group_thousands(accounts.malformed - malformed.len() as u64)
        ));
    }
    if accounts.is_empty() {
        return Err(Error::usage("the input held no accounts to audit").with_hint(
            "give one account per line: user:hash, pwdump lines (DOMAIN\\user:RID:LM:NT:::) or bare hashes",
        ));
    }
    Ok(accounts)
}

fn input_error(file: &Path, error: InputError) -> Error {
    let name = if file == Path::new("-") {
        "standard input".to_string()
    } else {
        file.display().to_string()
    };
    match error {
        InputError::Io(source) => Error::io(format!("could not read {name}"), source),
        InputError::Mixed { .. } => Error::usage(format!("{name}: {error}"))
            .with_hint("split the file by hash kind (40 hex characters for SHA-1, 32 for NTLM) and audit each"),
        InputError::Undetected { .. } => Error::usage(format!("{name}: {error}")).with_hint(
            "give --input-format pwdump, user-hash or hash; lines are DOMAIN\\user:RID:LM:NT:::, user:hash or a bare hash",
        ),
        InputError::Malformed { .. } => Error::usage(format!("{name}: {error}"))
            .with_hint("without --strict, malformed lines are reported and skipped"),
        InputError::TooLong { .. } | InputError::TooMany(_) => {
            Error::usage(format!("{name}: {error}")).with_hint("give one account per line")
        }
    }
}

/// The store for the input's hash mode; a store holding only the filter has no counts.
fn open_store(dir: &Path, accounts: &Accounts) -> Result<Store> {
    let store = super::stored::open(dir, accounts.mode)?;
    if !filter::has_shards(&store) && filter::filter_path(&store).is_file() {
        return Err(Error::usage(format!(
            "the {} store in {} holds only the filter, which has no counts an audit needs",
            accounts.mode.name(),
            dir.display()
        ))
        .with_hint(format!(
            "download the store itself: {}",
            store.download_command()
        )));
    }
    Ok(store)
}

/// The prefixes `--since-refresh` looks up; `None` to look up every account, said why.
fn changed_prefixes(
    ctx: &Ctx,
    args: &PasswordAuditArgs,
    journal: Option<&std::result::Result<Changes, crate::store::changes::ChangesError>>,
    previous: Option<&Option<State>>,
) -> Result<Option<Prefixes>> {
    let journal = match journal {
        Some(Ok(journal)) => journal,
        Some(Err(why)) => {
            ctx.printer.warn(&format!(
                "the store's refresh journal {why}; checking every account"
            ));
            return Ok(None);
        }
        None => return Ok(None),
    };
    match previous {
        Some(Some(state)) => match state.through.and_then(|through| journal.since(through)) {
            Some(prefixes) => Ok(Some(Prefixes::of(&prefixes))),
            None => {
                ctx.printer.info("the refresh journal does not reach back to the previous audit: checking every account");
                Ok(None)
            }
        },
        Some(None) => Ok(None),
        None => match journal.latest() {
            Some(entry) => Ok(Some(Prefixes::of(&entry.prefixes))),
            None => Err(Error::usage(format!(
                "the store in {} has no refresh recorded yet, so nothing is known to have changed",
                args.offline.as_deref().unwrap_or(Path::new(".")).display()
            ))
            .with_hint("refresh it first (ward password download DIR --refresh), or audit without --since-refresh")),
        },
    }
}

/// Look up the wanted distinct hashes; the grouping back, the counts per distinct hash
/// and the ranges read or requests sent.
async fn look_up(
    ctx: &Ctx,
    args: &PasswordAuditArgs,
    store: Option<Store>,
    grouped: audit::Grouped,
    wanted: Vec<bool>,
    mode: ward_client::passwords::HashMode,
) -> Result<(audit::Grouped, Vec<u64>, u64)> {
    let mut counts = vec![0u64; grouped.distinct.len()];
    let spinner = ctx.printer.spinner("looking up");
    let shown = spinner.clone();
    let progress = move |done: u64| {
        shown.set_message(format!("looked up {}", counted(done, "range", "ranges")))
    };
    let result = match store {
        Some(store) => {
            let hint_store = store.clone();
            let (grouped, counts, ranges) = tokio::task::spawn_blocking(move || {
                let reader = BulkReader::new(store);
                let ranges = audit::lookup_store(
                    &reader,
                    &grouped.distinct,
                    &wanted,
                    &mut counts,
                    &progress,
                );
                (grouped, counts, ranges)
            })
            .await
            .map_err(|error| Error::runtime(format!("the store reader stopped: {error}")))?;
            let ranges = ranges.map_err(|error| super::stored::lookup_error(&hint_store, error))?;
            Ok((grouped, counts, ranges))
        }
        None => {
            let client = passwords::client(&ctx.config, &ctx.http, !args.no_padding)?;
            let mut watch = ctx.interrupts.watch();
            let lookup = audit::lookup_online(
                &client,
                mode,
                &grouped.distinct,
                &wanted,
                &mut counts,
                usize::from(args.concurrency),
                &progress,
            );
            let ranges = tokio::select! {
                ranges = lookup => ranges.map_err(Error::from)?,
                () = watch.interrupted() => {
                    return Err(Error::interrupted("interrupted: no findings are printed before every account is looked up"));
                }
            };
            Ok((grouped, counts, ranges))
        }
    };
    spinner.finish_and_clear();
    result
}
