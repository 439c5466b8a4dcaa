//! `ward password verify`: check a whole store and list what is damaged.

use crate::cli::PasswordVerifyArgs;
use crate::error::{Error, Outcome, Result};
use crate::output::group_thousands;
use crate::run::Ctx;
use crate::store::verify::{shard_span, verify_store, Damage};
use crate::store::SHARD_COUNT;
use crate::views::passwords::{self as view, StoreCheck};
use ward_client::passwords::prefix_hex;

use super::stored;

/// Damaged places named in the error; the rest are counted.
const LISTED: usize = 20;

pub(super) async fn run(ctx: &Ctx, args: &PasswordVerifyArgs) -> Result<Outcome> {
    let mode = stored::mode(args.ntlm);
    let store = stored::open(&args.dir, mode)?;
    let bar = ctx
        .printer
        .progress(u64::from(SHARD_COUNT), "verifying shards");
    let checked = store.clone();
    let progress = bar.clone();
    let report = tokio::task::spawn_blocking(move || verify_store(&checked, || progress.inc(1)))
        .await
        .map_err(|error| Error::runtime(format!("the store reader stopped: {error}")))?;
    bar.finish_and_clear();
    let damaged: Vec<String> = report.damage.iter().map(describe).collect();
    let summary = StoreCheck {
        mode: mode.name(),
        shards: report.shards,
        ranges: report.ranges,
        bytes: report.bytes,
        filter_bytes: report.filter_bytes,
        damaged,
    };
    view::print_store_check(&ctx.printer, store.root(), &summary)?;
    if summary.damaged.is_empty() {
        return Ok(Outcome::Clean);
    }
    let spans = spans(&report.damage);
    let mut listed: Vec<String> = spans.iter().take(LISTED).cloned().collect();
    if spans.len() > LISTED {
        listed.push(format!(
            "and {} more",
            group_thousands((spans.len() - LISTED) as u64)
        ));
    }
    Err(Error::runtime(format!(
        "the store in {} is damaged: {}",
        store.root().display(),
        listed.join("; ")
    ))
    .with_hint(format!(
        "run `{}` to fetch damaged and missing ranges again{}",
        store.download_command(),
        if report
            .damage
            .iter()
            .any(|d| matches!(d, Damage::Extra { .. }))
        {
            "; move files that are no part of the store out of its folder"
        } else {
            ""
        }
    )))
}

/// The damage for the error line: a run of neighbouring ranges damaged the same way reads
/// as one span, so a lost shard's 256 ranges are one item, not 256.
fn spans(damage: &[Damage]) -> Vec<String> {
    let mut out = Vec::new();
    let mut index = 0;
    while index < damage.len() {
        let Damage::Range { prefix, why } = &damage[index] else {
            out.push(describe(&damage[index]));
            index += 1;
            continue;
        };
        let mut last = *prefix;
        while let Some(Damage::Range {
            prefix: next,
            why: next_why,
        }) = damage.get(index + 1)
        {
            if *next != last + 1 || next_why != why {
                break;
            }
            last = *next;
            index += 1;
        }
        out.push(if last == *prefix {
            describe(&damage[index])
        } else {
            format!(
                "ranges {}..{} ({} ranges, each: {why})",
                prefix_hex(*prefix),
                prefix_hex(last),
                group_thousands(u64::from(last - prefix + 1))
            )
        });
        index += 1;
    }
    out
}

fn describe(damage: &Damage) -> String {
    match damage {
        Damage::Range { prefix, why } => format!("range {} ({why})", prefix_hex(*prefix)),
        Damage::Shard { shard, why } => {
            let (first, last) = shard_span(*shard);
            format!(
                "ranges {}..{} (the shard file {why})",
                prefix_hex(first),
                prefix_hex(last)
            )
        }
        Damage::MissingShard { shard, ranges } => {
            let (first, last) = shard_span(*shard);
            format!(
                "ranges {}..{} (the shard file {} holding {} of them is missing)",
                prefix_hex(first),
                prefix_hex(last),
                crate::store::shard_file_name(*shard),
                group_thousands(*ranges)
            )
        }
        Damage::Manifest { why } => format!(
            "the manifest {why} (a deleted shard file cannot be detected until a download writes it again)"
        ),
        Damage::Extra { name } => format!("{name} (a file that is no part of the store)"),
        Damage::Filter { why } => {
            format!("{why} (build it again with --filter, or delete it)")
        }
        Damage::Meta { shard } => {
            let (first, last) = shard_span(*shard);
            format!(
                "ETags of ranges {}..{} (refresh refetches them in full)",
                prefix_hex(first),
                prefix_hex(last)
            )
        }
    }
}
