//! `--page` and `--all` for the release tracker's lists: the page asked for with a hint
//! when there are more, or every page behind a progress bar, as many in flight as the
//! rate-limit budget allows (the window and the merge are the client layer's).

use std::future::Future;

use crate::cli::PageArgs;
use crate::error::Result;
use crate::run::Ctx;
use ward_client::releases::{all_pages, page_window, Paged, RateBudget};

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
        let hint = if total == 1 {
            format!("there is only 1 page of {noun}")
        } else {
            format!("there are only {total} pages of {noun}")
        };
        ctx.printer.hint(&hint);
    }
    Ok(first)
}
