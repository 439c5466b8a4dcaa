use crate::cli::WebhookUpdateArgs;
use crate::error::{Error, Outcome, Result};
use crate::run::Ctx;
use ward_client::hub::WebhookSpec;

/// Read, merge, write: the hub's update replaces every field, so the fields the user did
/// not mention (notably `watched`) are sent back as they are.
pub(super) async fn run(ctx: &Ctx, args: &WebhookUpdateArgs) -> Result<Outcome> {
    super::check_id(&args.id)?;
    if let Some(url) = &args.url {
        super::check_url(url)?;
    }
    let replace = super::parse_watched("--watch", &args.watch)?;
    let add = super::parse_watched("--add-watch", &args.add_watch)?;
    let remove = super::parse_watched("--remove-watch", &args.remove_watch)?;
    let secret = super::read_secret(ctx, &args.delivery.secret)?;
    if args.url.is_none()
        && replace.is_empty()
        && add.is_empty()
        && remove.is_empty()
        && args.delivery.domains.is_empty()
        && secret.is_none()
    {
        return Err(Error::usage("nothing to update: give at least one of --url, --watch, --add-watch, --remove-watch, --domain or a secret option"));
    }

    let client = super::client(ctx)?;
    let current = client.get(&args.id).await?;

    let mut watched = if replace.is_empty() {
        current.watched.clone()
    } else {
        replace
    };
    for item in add {
        if !watched.contains(&item) {
            watched.push(item);
        }
    }
    for item in &remove {
        if !watched.contains(item) {
            return Err(Error::usage(format!(
                "--remove-watch {item}: webhook {} does not watch it",
                args.id
            )));
        }
    }
    watched.retain(|item| !remove.contains(item));
    if watched.is_empty() {
        return Err(Error::usage(
            "the update would leave the webhook watching nothing; keep at least one --watch",
        ));
    }

    let spec = WebhookSpec {
        url: args.url.clone().or_else(|| current.url.clone()),
        watched,
        domains: if args.delivery.domains.is_empty() {
            current.domains.clone()
        } else {
            super::domains(&args.delivery.domains)
        },
        secret: secret.or_else(|| current.secret.clone()),
    };
    let hook = client.update(&args.id, &spec).await?;
    ctx.printer.info(&format!("updated webhook {}", hook.id));
    crate::views::hub::print_webhook(&ctx.printer, &hook)?;
    Ok(Outcome::Clean)
}
