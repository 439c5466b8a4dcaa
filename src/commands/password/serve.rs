//! `ward password serve`: the range API from a downloaded store.

use std::time::Duration;

use crate::cli::PasswordServeArgs;
use crate::error::{Outcome, Result};
use crate::output::Format;
use crate::password_server::{self, Limits, Settings};
use crate::run::Ctx;

pub(super) async fn run(ctx: &Ctx, args: &PasswordServeArgs) -> Result<Outcome> {
    let settings = Settings {
        dir: args.dir.clone(),
        listen: args.listen.clone(),
        limits: Limits {
            // Range-checked by the parser; only saturates on 32-bit hosts.
            connections: usize::try_from(args.max_connections).unwrap_or(usize::MAX),
            headers: Duration::from_secs(args.header_timeout),
        },
        shutdown: Duration::from_secs(args.shutdown_timeout),
        access_log: !args.no_access_log,
        ndjson: ctx.printer.format() != Format::Table,
        log_prefixes: args.log_prefixes,
        max_age: args.max_age,
        retry_after: args.retry_after,
        recheck: Duration::from_millis(args.recheck_ms),
        tls: args.tls_cert.clone().zip(args.tls_key.clone()),
    };
    password_server::serve(settings, &ctx.printer, &ctx.interrupts).await?;
    Ok(Outcome::Clean)
}
