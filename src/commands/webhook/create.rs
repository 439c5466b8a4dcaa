use crate::cli::{DomainArg, WebhookCreateArgs};
use crate::error::{Outcome, Result};
use crate::run::Ctx;
use ward_client::hub::WebhookSpec;

pub(super) async fn run(ctx: &Ctx, args: &WebhookCreateArgs) -> Result<Outcome> {
    super::check_url(&args.url)?;
    let watched = super::parse_watched("--watch", &args.watch)?;
    // The hub's API marks `domains` as required; "all domains" is the documented default.
    let domains = if args.delivery.domains.is_empty() {
        super::domains(&[DomainArg::Repo, DomainArg::Discussion])
    } else {
        super::domains(&args.delivery.domains)
    };
    let secret = super::read_secret(ctx, &args.delivery.secret)?;
    if secret.is_none() {
        ctx.printer.hint(
            "no secret given: receivers cannot tell this hub's deliveries from anyone else's (see --secret-env)",
        );
    }
    let spec = WebhookSpec {
        url: Some(args.url.clone()),
        watched,
        domains,
        secret,
    };
    let hook = super::client(ctx)?.create(&spec).await?;
    ctx.printer.info(&format!("created webhook {}", hook.id));
    crate::views::hub::print_webhook(&ctx.printer, &hook)?;
    Ok(Outcome::Clean)
}
