//! Shared by `export`, `apply` and `import`: reading the account, showing a plan and
//! carrying it out, paced by the rate-limit budget, with every failure kept and reported.

use futures_util::stream::{self, StreamExt};
use serde::Serialize;

use crate::error::{Error, Outcome, Result};
use crate::output::Table;
use crate::prompt;
use crate::run::Ctx;
use crate::services::projects::file::ProjectFile;
use crate::services::projects::plan::{Action, Item, Mode, Plan, TagNames};
use crate::views::plan::{plan_table, results_table, summary, tally, ItemResult};
use ward_client::releases::{
    all_pages, page_window, NewProject, Project, ProjectQuery, ProjectRef, ReleasesClient, Tag,
};

/// Writes in flight at once; the rate-limit budget still decides when each may leave.
const WRITE_CONCURRENCY: usize = 4;

/// Every tracked project (all pages) and every tag.
pub(crate) async fn load(ctx: &Ctx, client: &ReleasesClient) -> Result<(Vec<Project>, Vec<Tag>)> {
    // Tags first, one request, so the budget is known before pages go out concurrently.
    let tags = client.tags().await?.tags;
    let query = ProjectQuery::default();
    let first = client.projects_page(&query, 1).await?;
    let pages_left = first.total_pages.saturating_sub(1);
    let bar = ctx
        .printer
        .progress(first.total_pages.max(1), "reading tracked projects");
    let all = all_pages(
        first,
        |page| {
            let query = &query;
            async move { client.projects_page(query, page).await }
        },
        page_window(client.budget().snapshot(), pages_left),
        |done, _| bar.set_position(done),
    )
    .await;
    bar.finish_and_clear();
    Ok((all?.projects, tags))
}

#[derive(Serialize)]
struct PlanDocument<'a> {
    dry_run: bool,
    tags_to_create: &'a [String],
    plan: &'a [Item],
}

/// Print the plan for `--dry-run`.
pub(crate) fn print_plan(ctx: &Ctx, plan: &Plan) -> Result<()> {
    let document = PlanDocument {
        dry_run: true,
        tags_to_create: &plan.tags_to_create,
        plan: &plan.items,
    };
    if ctx.printer.is_table() && plan.has_work() {
        ctx.printer.table(&plan_table(plan))?;
    } else if !ctx.printer.is_table() {
        ctx.printer.list(&document, &plan.items, Table::default)?;
    }
    ctx.printer.info(&format!("plan: {}", summary(plan)));
    Ok(())
}

/// Every item of `plan` as not (yet) changed: what a run reports before any write lands.
fn unchanged(plan: &Plan) -> Vec<ItemResult<'_>> {
    plan.items
        .iter()
        .map(|item| ItemResult {
            item,
            status: "unchanged",
            error: None,
        })
        .collect()
}

#[derive(Serialize)]
struct Report<'a> {
    dry_run: bool,
    tags_created: Vec<Tag>,
    results: Vec<ItemResult<'a>>,
    failed: usize,
}

/// On a terminal, show the plan before changing anything and ask unless `--yes`. Off a
/// terminal, a plan that removes projects needs `--yes`; one that only adds and updates
/// goes ahead, as scripts expect of `apply`.
fn confirm(ctx: &Ctx, plan: &Plan, yes: bool) -> Result<()> {
    let interactive = ctx.prompter.can_prompt();
    let removals = plan.count(Action::Remove);
    if interactive {
        // Machine output keeps stdout for the report; the person sees the summary.
        if ctx.printer.is_table() {
            ctx.printer.table(&plan_table(plan))?;
        }
        ctx.printer.info(&format!("plan: {}", summary(plan)));
    } else if removals == 0 {
        return Ok(());
    }
    let action = if removals > 0 {
        format!("stop tracking {removals} project(s) and make the other changes above")
    } else {
        "make the changes above".to_string()
    };
    ctx.prompter.confirm(&prompt::Confirmation {
        action: &action,
        yes,
        has_dry_run: true,
    })
}

async fn run_item(client: &ReleasesClient, item: &Item, tags: &TagNames) -> Result<()> {
    let mut send = item.send.clone();
    if let Some(names) = send.tags.take() {
        let mut ids = Vec::with_capacity(names.len());
        for name in names {
            ids.push(tags.id_of(&name).ok_or_else(|| {
                Error::runtime(format!(
                    "tag \"{name}\" does not exist and could not be created"
                ))
            })?);
        }
        send.tags = Some(ids);
    }
    let by_id = item.id.clone().map(ProjectRef::Id);
    let result = match (item.action, by_id) {
        (Action::Add, _) => client
            .add_project(&NewProject {
                provider: item.provider.clone(),
                name: item.name.clone(),
                settings: send,
                extra: item.send_unmodelled.clone(),
            })
            .await
            .map(drop),
        (Action::Update, Some(reference)) => client
            .update_project_with(&reference, &send, &item.send_unmodelled)
            .await
            .map(drop),
        (Action::Remove, Some(reference)) => client.remove_project(&reference).await.map(drop),
        _ => Ok(()),
    };
    Ok(result?)
}

/// Carry out `plan` and report every item; any failure makes the command fail after the
/// report, so a script sees it, and running the command again finishes the job.
pub(crate) async fn execute(
    ctx: &Ctx,
    client: &ReleasesClient,
    plan: &Plan,
    tags: &mut TagNames,
    yes: bool,
) -> Result<Outcome> {
    if !plan.has_work() {
        return nothing_to_do(ctx, plan);
    }
    confirm(ctx, plan, yes)?;
    let mut failures = Failures::default();
    let tags_created = create_tags(client, plan, tags, &mut failures).await;
    let outcomes = apply_items(ctx, client, plan, tags).await;
    let results = item_results(plan, outcomes, &mut failures);
    let report = Report {
        dry_run: false,
        tags_created,
        results,
        failed: failures.lines.len(),
    };
    print_report(ctx, &report)?;
    finish(ctx, plan, report.tags_created.len(), failures)
}

/// A plan with nothing to change: machine output still gets a report, every item
/// unchanged; a person gets the counts.
fn nothing_to_do(ctx: &Ctx, plan: &Plan) -> Result<Outcome> {
    if !ctx.printer.is_table() {
        let report = Report {
            dry_run: false,
            tags_created: Vec::new(),
            results: unchanged(plan),
            failed: 0,
        };
        ctx.printer.list(&report, &report.results, Table::default)?;
    }
    ctx.printer
        .info(&format!("nothing to do: {}", summary(plan)));
    Ok(Outcome::Clean)
}

/// What failed so far, one line each for the warnings after the report.
#[derive(Default)]
struct Failures {
    lines: Vec<String>,
    /// Whether a second run can succeed as it is: not when the service refused the input.
    retryable: bool,
}

impl Failures {
    fn push(&mut self, what: String, error: &Error) {
        self.retryable |= error.exit_code() != crate::error::exit::USAGE;
        self.lines.push(format!("{what}: {error}"));
    }
}

/// Create the tags the plan needs, one at a time, adding each to `tags` so the items can
/// name it; a tag that fails is recorded and the rest go on.
async fn create_tags(
    client: &ReleasesClient,
    plan: &Plan,
    tags: &mut TagNames,
    failures: &mut Failures,
) -> Vec<Tag> {
    let mut created = Vec::new();
    for name in &plan.tags_to_create {
        match client.create_tag(name).await {
            Ok(tag) => {
                tags.add(&tag);
                created.push(tag);
            }
            Err(error) => failures.push(format!("create tag \"{name}\""), &Error::from(error)),
        }
    }
    created
}

/// Send every item that changes something, a few at a time, with a progress bar; each
/// outcome comes back with the item's index in the plan.
async fn apply_items(
    ctx: &Ctx,
    client: &ReleasesClient,
    plan: &Plan,
    tags: &TagNames,
) -> Vec<(usize, Result<()>)> {
    let work: Vec<(usize, &Item)> = plan
        .items
        .iter()
        .enumerate()
        .filter(|(_, item)| item.action != Action::Unchanged)
        .collect();
    let bar = ctx.printer.progress(work.len() as u64, "applying");
    let outcomes = stream::iter(work)
        .map(|(index, item)| {
            let bar = &bar;
            async move {
                let outcome = run_item(client, item, tags).await;
                bar.inc(1);
                (index, outcome)
            }
        })
        .buffer_unordered(WRITE_CONCURRENCY)
        .collect()
        .await;
    bar.finish_and_clear();
    outcomes
}

/// Every item of `plan` with how it ended, in the plan's order; each failure is also
/// recorded in `failures`.
fn item_results<'a>(
    plan: &'a Plan,
    mut outcomes: Vec<(usize, Result<()>)>,
    failures: &mut Failures,
) -> Vec<ItemResult<'a>> {
    outcomes.sort_by_key(|(index, _)| *index);
    let mut results = unchanged(plan);
    for (index, outcome) in outcomes {
        let result = &mut results[index];
        match outcome {
            Ok(()) => result.status = "done",
            Err(error) => {
                failures.push(
                    format!("{} {}", result.item.action.label(), result.item.label()),
                    &error,
                );
                result.status = "failed";
                result.error = Some(error.to_string());
            }
        }
    }
    results
}

fn print_report(ctx: &Ctx, report: &Report<'_>) -> Result<()> {
    if ctx.printer.is_table() {
        ctx.printer
            .table(&results_table(&report.tags_created, &report.results))
    } else {
        ctx.printer.list(report, &report.results, Table::default)
    }
}

/// The counts of what was done, or a warning per failure and an error that says whether
/// running the command again can finish the job.
fn finish(ctx: &Ctx, plan: &Plan, tags_created: usize, failures: Failures) -> Result<Outcome> {
    if failures.lines.is_empty() {
        let words = ["added", "updated", "removed", "unchanged", "created"];
        let done = tally(plan, words, tags_created);
        ctx.printer.info(&format!("done: {done}"));
        return Ok(Outcome::Clean);
    }
    for failure in &failures.lines {
        ctx.printer.warn(failure);
    }
    let hint = if failures.retryable {
        "run the same command again to finish the job"
    } else {
        "the service refused what the file asks for; fix the settings named above, then run \
         the same command again"
    };
    let failed = failures.lines.len();
    Err(Error::runtime(format!("{failed} change(s) failed; the others were made")).with_hint(hint))
}

/// Parse, plan, then print (`--dry-run`) or carry out.
pub(crate) async fn sync(
    ctx: &Ctx,
    client: &ReleasesClient,
    file: &ProjectFile,
    mode: Mode,
    dry_run: bool,
    yes: bool,
) -> Result<Outcome> {
    let (current, tags) = load(ctx, client).await?;
    let mut names = TagNames::new(&tags);
    let plan = crate::services::projects::plan::make(file, &current, &names, mode);
    if mode != (Mode::Apply { prune: true }) {
        let named: std::collections::BTreeSet<(String, String)> = file
            .projects
            .iter()
            .map(crate::services::projects::file::FileProject::key)
            .collect();
        let others = current
            .iter()
            .filter(|p| !named.contains(&(p.provider.clone(), p.name.clone())))
            .count();
        if others > 0 && matches!(mode, Mode::Apply { .. }) {
            ctx.printer.hint(&format!(
                "{others} tracked project(s) are not in the file and stay; --prune removes them"
            ));
        }
    }
    if dry_run {
        print_plan(ctx, &plan)?;
        return Ok(Outcome::Clean);
    }
    execute(ctx, client, &plan, &mut names, yes).await
}
