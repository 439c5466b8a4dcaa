//! `ward project ...`

mod add;
mod apply;
mod export;
mod get;
mod import;
mod list;
mod remove;
mod search;
pub(crate) mod settings;
mod shared;
mod update;

use crate::cli::{ProjectArgs, ProjectCommand};
use crate::error::{Outcome, Result};
use crate::run::Ctx;

pub(super) async fn run(ctx: &Ctx, args: ProjectArgs) -> Result<Outcome> {
    let client = super::releases_client(ctx, args.key.api_key.as_deref())?;
    match args.command {
        ProjectCommand::List(list) => list::run(ctx, &client, &list).await,
        ProjectCommand::Search(search) => search::run(ctx, &client, &search).await,
        ProjectCommand::Get(get) => get::run(ctx, &client, &get).await,
        ProjectCommand::Add(add) => add::run(ctx, &client, &add).await,
        ProjectCommand::Update(update) => update::run(ctx, &client, &update).await,
        ProjectCommand::Remove(remove) => remove::run(ctx, &client, &remove).await,
        ProjectCommand::Export => export::run(ctx, &client).await,
        ProjectCommand::Apply(apply) => apply::run(ctx, &client, &apply).await,
        ProjectCommand::Import(import) => import::run(ctx, &client, &import).await,
    }
}
