//! The step's outputs (spec 3 §2.2): to the runner's files, as a table or JSON, or as
//! `export` lines.

use serde_json::{Map, Value};

use crate::auth::flow::Tokens;
use crate::auth::github::Workflow;
use crate::error::Result;
use crate::output::Table;
use crate::Ctx;

pub struct Outputs {
    pub project_id: Option<String>,
    pub credentials_file_path: Option<String>,
    pub tokens: Tokens,
}

impl Outputs {
    /// Present outputs in the spec's order.
    fn pairs(&self) -> Vec<(&'static str, &str)> {
        [
            ("project_id", self.project_id.as_deref()),
            (
                "credentials_file_path",
                self.credentials_file_path.as_deref(),
            ),
            (
                "access_token",
                self.tokens.access_token.as_ref().map(|t| t.expose()),
            ),
            (
                "access_token_expiration",
                self.tokens.access_token_expiration.as_deref(),
            ),
            (
                "id_token",
                self.tokens.id_token.as_ref().map(|t| t.expose()),
            ),
        ]
        .into_iter()
        .filter_map(|(name, value)| value.map(|value| (name, value)))
        .collect()
    }
}

pub fn to_workflow(ctx: &Ctx, workflow: &Workflow, outputs: &Outputs) -> Result<()> {
    let pairs = outputs.pairs();
    for (name, value) in &pairs {
        workflow.set_output(name, value)?;
    }
    let names: Vec<&str> = pairs.iter().map(|(name, _)| *name).collect();
    ctx.printer.info(&format!(
        "authenticated; outputs set: {}",
        if names.is_empty() {
            "none".to_string()
        } else {
            names.join(", ")
        }
    ));
    Ok(())
}

pub fn print(ctx: &Ctx, outputs: &Outputs) -> Result<()> {
    let pairs = outputs.pairs();
    let document: Map<String, Value> = pairs
        .iter()
        .map(|(name, value)| ((*name).to_string(), Value::String((*value).to_string())))
        .collect();
    ctx.printer.object(&document, || {
        Table::fields(
            pairs
                .iter()
                .map(|(name, value)| (*name, (*value).to_string())),
        )
    })
}

/// `export NAME='value'` lines for `eval "$(ward auth ... --print-env)"`.
pub fn export_lines(ctx: &Ctx, variables: &[(&'static str, String)]) -> Result<()> {
    if variables.is_empty() {
        ctx.printer.info("no environment variables to export");
        return Ok(());
    }
    let text: String = variables
        .iter()
        .map(|(name, value)| format!("export {name}='{}'\n", value.replace('\'', "'\\''")))
        .collect();
    ctx.printer.text(&text)
}
