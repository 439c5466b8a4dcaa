use serde_json::json;

use crate::cli::ProviderListArgs;
use crate::error::{Outcome, Result};
use crate::run::Ctx;
use crate::views::releases::providers_table;
use ward_client::releases::ReleasesClient;

pub(super) async fn run(
    ctx: &Ctx,
    client: &ReleasesClient,
    args: &ProviderListArgs,
) -> Result<Outcome> {
    let list = client.providers(args.added).await?;
    if ctx.printer.is_table() && list.providers.is_empty() {
        ctx.printer.info(if args.added {
            "no providers: no projects are tracked yet"
        } else {
            "the release tracker lists no providers"
        });
        return Ok(Outcome::Clean);
    }
    // NDJSON wants objects, one per line.
    let items: Vec<_> = list
        .providers
        .iter()
        .map(|provider| json!({ "provider": provider }))
        .collect();
    ctx.printer
        .list(&list, &items, || providers_table(&list.providers))?;
    Ok(Outcome::Clean)
}
