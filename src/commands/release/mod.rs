//! `ward release ...`

mod get;
mod latest;
mod list;
mod note;
mod watch;

use crate::cli::{ReleaseArgs, ReleaseCommand, ReleaseVersionArgs};
use crate::error::{Error, Outcome, Result};
use crate::run::Ctx;
use crate::services::releases::parse_ref;
use ward_client::releases::{check_path_segment, ProjectRef};

pub(super) async fn run(ctx: &Ctx, args: ReleaseArgs) -> Result<Outcome> {
    let client = super::releases_client(ctx, args.key.api_key.as_deref())?;
    match args.command {
        ReleaseCommand::Get(get) => get::run(ctx, &client, &Version::of(&get)?).await,
        ReleaseCommand::Note(note) => note::run(ctx, &client, &Version::of(&note)?).await,
        ReleaseCommand::List(list) => list::run(ctx, &client, &list).await,
        ReleaseCommand::Latest(latest) => latest::run(ctx, &client, &latest).await,
        ReleaseCommand::Watch(watch) => watch::run(ctx, &client, &watch).await,
    }
}

/// One release of one project, as `get` and `note` name it.
struct Version<'a> {
    project: ProjectRef,
    version: &'a str,
}

impl<'a> Version<'a> {
    /// The arguments, refused before any request when the version cannot go into the
    /// request's path.
    fn of(args: &'a ReleaseVersionArgs) -> Result<Self> {
        let project = parse_ref(&args.project)?;
        check_path_segment(&args.version, "version").map_err(|error| {
            Error::usage(error).with_hint("`ward release list PROJECT` shows the versions")
        })?;
        Ok(Self {
            project,
            version: &args.version,
        })
    }
}
