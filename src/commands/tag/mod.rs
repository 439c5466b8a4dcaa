//! `ward tag ...`

mod create;
mod delete;
mod get;
mod list;
mod rename;

use crate::cli::{TagArgs, TagCommand};
use crate::error::{Error, Outcome, Result};
use crate::run::Ctx;
use ward_client::releases::check_path_segment;

pub(super) async fn run(ctx: &Ctx, args: TagArgs) -> Result<Outcome> {
    let client = super::releases_client(ctx, args.key.api_key.as_deref())?;
    match args.command {
        TagCommand::List => list::run(ctx, &client).await,
        TagCommand::Get(get) => get::run(ctx, &client, &get).await,
        TagCommand::Create(create) => create::run(ctx, &client, &create).await,
        TagCommand::Rename(rename) => rename::run(ctx, &client, &rename).await,
        TagCommand::Delete(delete) => delete::run(ctx, &client, &delete).await,
    }
}

pub(crate) fn check_name(name: &str) -> Result<&str> {
    let name = name.trim();
    if name.is_empty() {
        return Err(Error::usage("a tag name cannot be empty"));
    }
    Ok(name)
}

pub(crate) fn check_id(id: &str) -> Result<&str> {
    let id = id.trim();
    check_path_segment(id, "tag ID")
        .map_err(|error| Error::usage(error).with_hint("`ward tag list` shows the IDs"))?;
    Ok(id)
}
