use crate::cli::PolicyCheckArgs;
use crate::error::{Outcome, Result};
use crate::input::{self, Kind};
use crate::run::Ctx;
use crate::services::policy::cache::fingerprint;
use crate::services::policy::{evaluate, rules};
use crate::views::cloud as view;

pub(super) async fn run(ctx: &Ctx, args: &PolicyCheckArgs) -> Result<Outcome> {
    let resources = super::resources(ctx, &args.targets)?;
    let mut chosen = Vec::new();
    let mut text = String::new();
    for name in &args.preset {
        chosen.extend(rules::preset(name)?);
    }
    if let Some(path) = &args.rules {
        text = input::read_file(
            path,
            Kind::PolicyFile,
            format!("could not read the rules file {}", path.display()),
        )?;
        chosen.extend(rules::parse(&text, &path.display().to_string())?);
    }
    let input = fingerprint(&[args.preset.join("\n").as_bytes(), text.as_bytes()]);
    let (cache, policies) = super::read_all(ctx, &args.access, &args.targets, &resources).await?;
    let mut reports = Vec::new();
    for (resource, policy) in resources.iter().zip(&policies) {
        reports.push(evaluate(
            cache.as_ref(),
            "check",
            resource,
            policy,
            &input,
            |live| rules::check(&chosen, &live.grants),
        )?);
    }
    view::print_violations(&ctx.printer, &reports)?;
    let broken = reports.iter().any(|report| !report.findings.is_empty());
    Ok(if broken {
        Outcome::Compromised
    } else {
        Outcome::Clean
    })
}
