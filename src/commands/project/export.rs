use crate::error::{Outcome, Result};
use crate::output::Format;
use crate::run::Ctx;
use ward_client::releases::ReleasesClient;

use super::shared::load;
use crate::services::projects::file::{to_toml, FileProject, FileTag, ProjectFile};
use crate::services::projects::plan::TagNames;

pub(super) async fn run(ctx: &Ctx, client: &ReleasesClient) -> Result<Outcome> {
    let (projects, tags) = load(ctx, client).await?;
    let names = TagNames::new(&tags);
    let mut file = ProjectFile {
        tags: tags
            .iter()
            .map(|tag| FileTag {
                id: Some(tag.id.clone()),
                name: tag.name.clone(),
            })
            .collect(),
        ..ProjectFile::default()
    };
    for project in projects {
        let mut settings = project.settings;
        if let Some(ids) = settings.tags.take() {
            settings.tags = Some(ids.iter().map(|id| names.name_of(id)).collect());
        }
        file.projects.push(FileProject {
            provider: project.provider,
            name: project.name,
            id: Some(project.id),
            settings,
            unmodelled: project.extra,
            unknown: serde_json::Map::new(),
        });
    }
    // A stable order keeps exports diffable.
    file.projects.sort_by_key(FileProject::key);
    match ctx.printer.format() {
        Format::Table => ctx.printer.text(&to_toml(&file)?)?,
        Format::Json => ctx.printer.json(&file)?,
        Format::Ndjson => {
            for project in &file.projects {
                ctx.printer.ndjson(project)?;
            }
        }
    }
    ctx.printer.info(&format!(
        "exported {} project(s) and {} tag(s)",
        file.projects.len(),
        file.tags.len()
    ));
    Ok(Outcome::Clean)
}
