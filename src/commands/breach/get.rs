use crate::cli::{BreachApiArgs, BreachGetArgs};
use crate::error::{Error, Outcome, Result};
use crate::run::Ctx;
use crate::views::breaches as view;

pub(super) async fn run(ctx: &Ctx, api: &BreachApiArgs, args: &BreachGetArgs) -> Result<Outcome> {
    let name = args.name.trim();
    if name.is_empty() {
        return Err(Error::usage("the breach name is empty")
            .with_hint("`ward breach list` shows every Name"));
    }
    let client = crate::commands::breach_client::client(ctx, api, false)?;
    let Some(breach) = client.breach(name).await? else {
        return Err(
            Error::NotFound(format!("there is no breach named \"{name}\""))
                .with_hint("names are the Name column of `ward breach list`, not the title"),
        );
    };
    ctx.printer
        .object(&breach, || view::breach_fields(&breach))?;
    view::attribute(&ctx.printer);
    Ok(Outcome::Clean)
}
