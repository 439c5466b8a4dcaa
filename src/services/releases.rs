//! The release tracker as commands use it: a client from the key in the flag, the
//! environment or the config file, telling its rate-limit waits to whatever the command
//! passes; project references as users write them; every page of
//! a list with a progress bar, as many pages in flight as the rate-limit budget allows.

use crate::cli::PageArgs;
use crate::clients::releases::{
    all_pages, page_window, Credentials, Paged, ProjectRef, RateBudget, ReleasesClient,
    SEARCH_IS_NOT_AN_ID,
};
use crate::config::{self, Config, Service};
use crate::error::{Error, Result};
use crate::http::{Http, Notifier};
use crate::secret::Secret;
use crate::Ctx;
use std::future::Future;

/// A client authenticated with the API key from the flag, the environment or the config
/// file. A missing key is reported before any request is made.
pub(crate) fn connect(
    config: &Config,
    http: &Http,
    flag: Option<&str>,
    notices: Notifier,
) -> Result<ReleasesClient> {
    let flag = flag.map(Secret::new);
    let secret = config
        .secret(&config::RELEASES_KEY, flag.as_ref())
        .map(|(secret, _)| secret)
        .filter(|secret| !secret.expose().trim().is_empty())
        .ok_or_else(|| {
            Error::Auth("no release-tracker API key is set".to_string()).with_hint(
                "store one with `ward configure releases-key`, or set WARD_RELEASES_KEY \
                 (--api-key works too but stays in shell history)",
            )
        })?;
    let secret = Secret::new(secret.expose().trim().to_string());
    client(config, http, Credentials::Key(secret), notices)
}

/// A client with the given credentials and a fresh rate-limit budget, whose waits are
/// told to `notices`.
pub(crate) fn client(
    config: &Config,
    http: &Http,
    credentials: Credentials,
    notices: Notifier,
) -> Result<ReleasesClient> {
    let base = config.base_url(Service::Releases)?;
    let budget = RateBudget::new(Some(notices));
    Ok(ReleasesClient::new(http.clone(), base, credentials, budget))
}

pub(crate) fn parse_ref(text: &str) -> Result<ProjectRef> {
    ProjectRef::parse(text).map_err(|error| {
        let error = if error == SEARCH_IS_NOT_AN_ID {
            "\"search\" is not a project ID; `ward project search QUERY` searches, \
             or give PROVIDER/NAME"
                .to_string()
        } else {
            error
        };
        Error::usage(error)
            .with_hint("give a project ID, or PROVIDER/NAME such as github/golang/go")
    })
}

/// The page asked for, or every page with `--all`. Without `--all` a hint on stderr says
/// when more pages exist.
pub(crate) async fn fetch_pages<P, F, Fut>(
    ctx: &Ctx,
    pages: &PageArgs,
    noun: &str,
    budget: &RateBudget,
    fetch: F,
) -> Result<P>
where
    P: Paged,
    F: Fn(u64) -> Fut,
    Fut: Future<Output = Result<P>>,
{
    let page = pages.page.unwrap_or(1);
    let first = fetch(page).await?;
    let total = first.total_pages();
    if pages.all {
        let bar = ctx
            .printer
            .progress(total.max(1), &format!("fetching {noun}"));
        let window = page_window(budget.snapshot(), total.saturating_sub(1));
        tracing::debug!("fetching pages 2..{total}, {window} at a time");
        let merged = all_pages(first, &fetch, window, |done, _| bar.set_position(done)).await;
        bar.finish_and_clear();
        return merged;
    }
    if page < total {
        ctx.printer.hint(&format!(
            "page {page} of {total}; see more with --page {} or everything with --all",
            page + 1
        ));
    } else if page > total && total > 0 {
        ctx.printer
            .hint(&format!("there are only {total} page(s) of {noun}"));
    }
    Ok(first)
}
