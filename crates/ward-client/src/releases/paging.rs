//! Fetching every page of a paged list: page 1 first (it tells how many there are), then
//! pages 2..N concurrently with a bound, merged in page order.

use std::future::Future;

use futures_util::stream::{self, StreamExt, TryStreamExt};

use super::budget::{BudgetSnapshot, GET_COST};
use super::types::{Project, ProjectPage, Release, ReleasePage};
use crate::{ClientError, ErrorKind, Operation, Service};

/// Pages in flight at once while the service has said nothing about its budget.
pub const PAGE_CONCURRENCY: usize = 8;

/// The most pages in flight at once, however large the budget: beyond this the service's
/// latency, not the window, bounds the time.
pub const MAX_PAGE_WINDOW: usize = 64;

/// How many pages to have in flight at once: as many as the rate-limit budget left can pay
/// for (so no request waits for a window reset or runs into 429), bounded by the pages
/// left and [`MAX_PAGE_WINDOW`]; [`PAGE_CONCURRENCY`] while the budget is unknown.
pub fn page_window(budget: Option<BudgetSnapshot>, pages_left: u64) -> usize {
    let affordable = match budget {
        Some(budget) => usize::try_from(budget.remaining / GET_COST).unwrap_or(usize::MAX),
        None => PAGE_CONCURRENCY,
    };
    let left = usize::try_from(pages_left).unwrap_or(usize::MAX);
    affordable.min(left).clamp(1, MAX_PAGE_WINDOW)
}

/// A `total_pages` beyond this is taken for a broken answer rather than fetched.
const MAX_PAGES: u64 = 100_000;

/// A page of a paged list.
pub trait Paged {
    /// The type of the listed items.
    type Item;
    /// How many pages the list has.
    fn total_pages(&self) -> u64;
    /// The items of this page.
    fn items_mut(&mut self) -> &mut Vec<Self::Item>;
}

/// The paged documents all count their pages in `total_pages` and differ only in the name
/// of their list.
macro_rules! paged {
    ($page:ty, $item:ty, $list:ident) => {
        impl Paged for $page {
            type Item = $item;
            fn total_pages(&self) -> u64 {
                self.total_pages
            }
            fn items_mut(&mut self) -> &mut Vec<$item> {
                &mut self.$list
            }
        }
    };
}

paged!(ProjectPage, Project, projects);
paged!(ReleasePage, Release, releases);

/// Page 1 merged with pages 2..total, in order, `window` pages in flight at once (see
/// [`page_window`]). `progress` is told after each page.
pub async fn all_pages<P, E, F, Fut>(
    mut first: P,
    fetch: F,
    window: usize,
    progress: impl Fn(u64, u64),
) -> std::result::Result<P, E>
where
    P: Paged,
    E: From<ClientError>,
    F: Fn(u64) -> Fut,
    Fut: Future<Output = std::result::Result<P, E>>,
{
    let total = first.total_pages();
    if total > MAX_PAGES {
        return Err(E::from(ClientError::new(
            Service::Releases,
            Operation::Endpoint("pages".to_string()),
            ErrorKind::UnexpectedAnswer(format!(
                "the release tracker claims {total} pages; refusing to fetch more than {MAX_PAGES}"
            )),
        )));
    }
    progress(1, total.max(1));
    let mut pages = stream::iter(2..=total)
        .map(&fetch)
        .buffered(window.max(1))
        .into_stream();
    let mut done = 1;
    while let Some(page) = pages.try_next().await? {
        let mut page = page;
        first.items_mut().append(page.items_mut());
        done += 1;
        progress(done, total);
    }
    Ok(first)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Map;

    fn page(number: u64, total: u64) -> ReleasePage {
        ReleasePage {
            releases: vec![Release {
                version: number.to_string(),
                date: None,
                cve: None,
                is_prerelease: None,
                is_updated: None,
                is_excluded: None,
                has_note: None,
                extra: Map::new(),
            }],
            total_pages: total,
            extra: Map::new(),
        }
    }

    #[tokio::test]
    async fn pages_are_merged_in_order_even_when_answers_come_back_shuffled() {
        let merged = all_pages(
            page(1, 20),
            |number| async move {
                // Later pages answer sooner.
                tokio::time::sleep(std::time::Duration::from_millis(40 - number)).await;
                Ok::<_, ClientError>(page(number, 20))
            },
            PAGE_CONCURRENCY,
            |_, _| {},
        )
        .await
        .unwrap();
        let versions: Vec<_> = merged.releases.iter().map(|r| r.version.clone()).collect();
        let expected: Vec<_> = (1..=20).map(|n| n.to_string()).collect();
        assert_eq!(versions, expected);
    }

    #[test]
    fn the_window_follows_the_budget_left() {
        let budget = |remaining| {
            Some(BudgetSnapshot {
                limit: 1000,
                remaining,
                reset_in: std::time::Duration::from_secs(60),
            })
        };
        assert_eq!(page_window(None, 199), PAGE_CONCURRENCY);
        assert_eq!(page_window(budget(999), 199), MAX_PAGE_WINDOW);
        assert_eq!(page_window(budget(20), 199), 20);
        assert_eq!(page_window(budget(999), 3), 3);
        assert_eq!(page_window(budget(0), 199), 1);
    }

    #[tokio::test]
    async fn a_failing_page_fails_the_whole_list() {
        let result = all_pages(
            page(1, 3),
            |number| async move {
                if number == 2 {
                    Err(ClientError::new(
                        Service::Releases,
                        Operation::Endpoint("pages".to_string()),
                        ErrorKind::UnexpectedAnswer("boom".to_string()),
                    ))
                } else {
                    Ok(page(number, 3))
                }
            },
            PAGE_CONCURRENCY,
            |_, _| {},
        )
        .await;
        assert!(result.is_err());
    }
}
