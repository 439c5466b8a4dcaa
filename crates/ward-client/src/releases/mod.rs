//! The release-tracking API (spec 1): typed documents, project addressing, the rate-limit
//! budget and one method per endpoint.

mod budget;
mod client;
mod paging;
mod reference;
mod types;

pub use budget::{BudgetSnapshot, RateBudget, GET_COST, WRITE_COST};
pub use client::{Credentials, ProjectQuery, ReleasesClient, SERVICE};
pub use paging::{all_pages, page_window, Paged, MAX_PAGE_WINDOW, PAGE_CONCURRENCY};
pub use reference::{check_path_segment, version_segment, ProjectRef, SEARCH_IS_NOT_AN_ID};
pub use types::*;
