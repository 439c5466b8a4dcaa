use crate::cli::{BreachApiArgs, PasteAccountArgs};
use crate::error::{Error, Outcome, Result};
use crate::run::Ctx;
use crate::views::batch::BatchView;
use crate::views::breaches as view;
use ward_client::breaches::model::sort_newest_first;
use ward_client::breaches::{is_email, normalize_account};

pub(super) async fn run(
    ctx: &Ctx,
    api: &BreachApiArgs,
    args: &PasteAccountArgs,
) -> Result<Outcome> {
    let mut emails = Vec::new();
    for email in &args.emails {
        let email = normalize_account(email)?;
        if !is_email(&email) {
            return Err(Error::usage(format!(
                "\"{email}\" is not an e-mail address; pastes can only be searched by e-mail address"
            ))
            .with_hint("use `ward breach account` to search a username"));
        }
        if !emails
            .iter()
            .any(|seen: &String| seen.eq_ignore_ascii_case(&email))
        {
            emails.push(email);
        }
    }
    let client = crate::commands::breach_client::client(ctx, api, true)?;
    let single = emails.len() == 1;
    let total = emails.len();
    let client = &client;
    let batch = VIEW
        .search(
            &ctx.printer,
            &ctx.interrupts,
            emails,
            move |email| async move {
                let found = client.paste_account(&email).await?;
                Ok(found.map(|mut pastes| {
                    sort_newest_first(&mut pastes);
                    pastes
                }))
            },
        )
        .await?;
    let results = batch.results;
    let found = results.iter().any(|(_, pastes)| !pastes.is_empty());
    // One JSON shape whatever the count, like `breach account`, so scripts never branch
    // on how many addresses they passed.
    VIEW.show(&ctx.printer, &results, || {
        if single && !found {
            return ctx
                .printer
                .text(&format!("No paste found for {}.", results[0].0));
        }
        ctx.printer.table(&view::paste_table(&results, !single))?;
        if found {
            view::attribute(&ctx.printer);
        }
        Ok(())
    })?;
    VIEW.end(&ctx.printer, batch.end, &results, total, "")
}

const VIEW: BatchView = BatchView {
    input: "e-mail address",
    inputs: "e-mail addresses",
    searching: "pastes",
    found: "pastes",
};
