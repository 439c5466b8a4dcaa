use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use crate::cli::PolicyDiffArgs;
use crate::error::{Error, Outcome, Result};
use crate::input::{self, Kind};
use crate::run::Ctx;
use crate::services::policy::baseline::{self, Baseline, Form};
use crate::services::policy::cache::fingerprint;
use crate::services::policy::diff::diff;
use crate::services::policy::{evaluate, Resource};
use crate::views::cloud as view;

pub(super) async fn run(ctx: &Ctx, args: &PolicyDiffArgs) -> Result<Outcome> {
    let resources = super::resources(ctx, &args.targets)?;
    let baselines = resources
        .iter()
        .map(|resource| {
            let folder = resources.len() > 1 || args.baseline.is_dir();
            load(resource, &args.baseline, folder, args.write_baseline)
        })
        .collect::<Result<Vec<_>>>()?;
    let (cache, policies) = super::read_all(ctx, &args.access, &args.targets, &resources).await?;
    let none = BTreeSet::new();
    let mut reports = Vec::new();
    for ((resource, policy), (_, baseline)) in resources.iter().zip(&policies).zip(&baselines) {
        let grants = baseline.as_ref().map_or(&none, |baseline| &baseline.grants);
        let encoded = serde_json::to_vec(grants)
            .map_err(|error| Error::runtime(format!("could not encode the baseline: {error}")))?;
        let input = fingerprint(&[&encoded]);
        reports.push(evaluate(
            cache.as_ref(),
            "diff",
            resource,
            policy,
            &input,
            |live| diff(grants, &live.grants),
        )?);
    }
    view::print_drift(&ctx.printer, &reports)?;
    if args.write_baseline {
        for ((resource, policy), (path, _)) in resources.iter().zip(&policies).zip(&baselines) {
            write(path, &baseline::document_for(resource, policy))?;
            ctx.printer.info(&format!(
                "wrote the baseline of {resource} to {}",
                path.display()
            ));
        }
        return Ok(Outcome::Clean);
    }
    let drift = reports.iter().any(|report| !report.findings.is_empty());
    Ok(if drift {
        Outcome::Compromised
    } else {
        Outcome::Clean
    })
}

/// The baseline file of `resource` and what it holds: `path` itself, or in `folder` mode
/// the first of `<collection>-<id>.json`, `.toml`, `.yaml`, `.yml` in it. Absent is allowed
/// only when it is about to be written.
fn load(
    resource: &Resource,
    path: &Path,
    folder: bool,
    writing: bool,
) -> Result<(PathBuf, Option<Baseline>)> {
    let file = if folder {
        let stem = resource.file_stem();
        let found = ["json", "toml", "yaml", "yml"]
            .iter()
            .map(|extension| path.join(format!("{stem}.{extension}")))
            .find(|candidate| candidate.exists());
        match found {
            Some(found) => found,
            None if writing => return Ok((path.join(format!("{stem}.json")), None)),
            None => {
                return Err(Error::usage(format!(
                    "there is no baseline of {resource} in {} (looked for {stem}.json, .toml, .yaml and .yml)",
                    path.display()
                ))
                .with_hint("record the live policy as its baseline with --write-baseline"))
            }
        }
    } else {
        path.to_path_buf()
    };
    let form = Form::of(&file)?;
    if writing && form != Form::Json {
        return Err(Error::usage(format!(
            "--write-baseline writes JSON, and {} is {}",
            file.display(),
            if form == Form::Toml { "TOML" } else { "YAML" }
        ))
        .with_hint("give a .json baseline to write, or edit the hand-written file yourself"));
    }
    if writing && !file.exists() {
        return Ok((file, None));
    }
    let text = input::read_file(
        &file,
        Kind::PolicyFile,
        format!("could not read the baseline {}", file.display()),
    )?;
    let read = baseline::parse(&text, form, &file.display().to_string())?;
    if let Some(named) = &read.resource {
        if Resource::parse(named).ok().as_ref() != Some(resource) {
            return Err(Error::usage(format!(
                "the baseline {} is for {named}, not {resource}",
                file.display()
            ))
            .with_hint("give the baseline of the resource being compared"));
        }
    }
    Ok((file, Some(read)))
}

/// A baseline is a document meant to be committed and reviewed: readable by everyone,
/// written through the one safe write (a temporary file renamed over a regular file).
fn write(path: &Path, document: &serde_json::Value) -> Result<()> {
    if let Some(parent) = path
        .parent()
        .filter(|parent| !parent.as_os_str().is_empty())
    {
        ward_files::create_private_dir(parent)
            .map_err(|error| Error::io(format!("could not create {}", parent.display()), error))?;
    }
    let mut text = serde_json::to_string_pretty(document)
        .map_err(|error| Error::runtime(format!("could not encode the baseline: {error}")))?;
    text.push('\n');
    ward_files::write_readable(path, text.as_bytes()).map_err(|error| {
        Error::io(
            format!("could not write the baseline {}", path.display()),
            error,
        )
    })
}
