//! `--jq EXPR`: a jq expression applied to the JSON ward prints, with jaq, so scripts need
//! no separate `jq`. Strings come out raw (like `jq -r`), everything else as pretty JSON.

mod budget;

use std::any::Any;
use std::io::Write;

use jaq_core::load::{Arena, File, Loader};
use jaq_core::{Compiler, Ctx, Vars};
use jaq_json::Val;

use self::budget::{
    Budget, Budgeted, Exceeded, Spending, MAX_MEMORY_BYTES, MAX_STEPS, STACK_BYTES,
};
use crate::error::{Error, Result};

const HINT: &str = "--jq takes a jq expression such as '.projects[].name' (quote it for the shell)";

/// An expression that compiles: checked once before any request is sent.
#[derive(Debug, Clone)]
pub struct Jq {
    expr: String,
}

type Filter = jaq_core::Filter<Budgeted>;

/// The most text one document's results may come to. Far above any selection from ward's
/// output (its largest document is about 2 MB), and low enough to be held in memory.
const MAX_OUTPUT_BYTES: usize = 64 << 20;

fn compile(expr: &str) -> Result<Filter> {
    let defs = jaq_core::defs()
        .chain(jaq_std::defs())
        .chain(jaq_json::defs());
    let funs = budget::funs();
    let loader = Loader::new(defs);
    let arena = Arena::default();
    let modules = loader
        .load(
            &arena,
            File {
                code: expr,
                path: (),
            },
        )
        .map_err(|errors| {
            let detail = errors
                .into_iter()
                .map(|(_, error)| load_error(error))
                .next()
                .unwrap_or_default();
            invalid(expr, &detail)
        })?;
    Compiler::default()
        .with_funs(funs)
        .compile(modules)
        .map_err(|errors| {
            let names: Vec<String> = errors
                .into_iter()
                .flat_map(|(_, undefined)| undefined)
                .map(|(name, _)| format!("`{name}`"))
                .collect();
            invalid(expr, &format!("{} is not defined", names.join(", ")))
        })
}

fn load_error(error: jaq_core::load::Error<&str>) -> String {
    use jaq_core::load::Error as Load;
    let near = |rest: &str| {
        let rest: String = rest.chars().take(20).collect();
        if rest.is_empty() {
            "at the end".to_string()
        } else {
            format!("at `{rest}`")
        }
    };
    match error {
        Load::Io(errors) => errors
            .into_iter()
            .map(|(path, error)| format!("could not load `{path}`: {error}"))
            .next()
            .unwrap_or_default(),
        Load::Lex(errors) => errors
            .into_iter()
            .map(|(expect, rest)| format!("unexpected input {} ({expect:?})", near(rest)))
            .next()
            .unwrap_or_default(),
        Load::Parse(errors) => errors
            .into_iter()
            .map(|(expect, rest)| format!("unexpected input {} ({expect:?})", near(rest)))
            .next()
            .unwrap_or_default(),
    }
}

fn invalid(expr: &str, detail: &str) -> Error {
    Error::usage(format!(
        "--jq '{expr}' is not a valid jq expression: {detail}"
    ))
    .with_hint(HINT)
}

impl Jq {
    /// `expr` if it compiles; a usage error naming what is wrong otherwise.
    pub fn new(expr: &str) -> Result<Self> {
        if expr.trim().is_empty() {
            return Err(Error::usage("--jq is empty").with_hint(HINT));
        }
        compile(expr)?;
        Ok(Self {
            expr: expr.to_string(),
        })
    }

    /// The text jq -r prints for `input`: each result on its own line, strings raw.
    /// Evaluated on a thread of its own with a large stack and the bounds of `budget`: an
    /// expression that runs away ends in a usage error rather than an abort or a hang.
    pub fn apply(&self, input: &serde_json::Value) -> Result<String> {
        let text = serde_json::to_vec(input)
            .map_err(|error| Error::runtime(format!("could not encode JSON output: {error}")))?;
        std::thread::scope(|scope| {
            let worker = std::thread::Builder::new()
                .name("jq".into())
                .stack_size(STACK_BYTES)
                .spawn_scoped(scope, || self.evaluate(&text))
                .map_err(|error| {
                    Error::runtime(format!("could not start a thread for --jq: {error}"))
                })?;
            worker
                .join()
                .unwrap_or_else(|stopped| Err(self.runaway(&*stopped)))
        })
    }

    fn evaluate(&self, text: &[u8]) -> Result<String> {
        let filter = compile(&self.expr)?;
        let value = jaq_json::read::parse_single(text)
            .map_err(|error| Error::runtime(format!("could not read JSON output: {error}")))?;
        let budget = Budget::new();
        let spending = Spending {
            lut: &filter.lut,
            budget: &budget,
        };
        let ctx = Ctx::<Budgeted>::new(spending, Vars::new([]));
        let mut out = String::new();
        for result in filter.id.run((ctx, value)) {
            match result {
                Ok(value) => {
                    out.push_str(&render(&value));
                    out.push('\n');
                    if out.len() > MAX_OUTPUT_BYTES {
                        return Err(self.bounded(&format!(
                            "its results passed {} MiB",
                            MAX_OUTPUT_BYTES >> 20
                        )));
                    }
                }
                Err(exception) => {
                    let message = match exception.get_err() {
                        Ok(error) => error.to_string(),
                        Err(_) => "the expression stopped with `halt`".to_string(),
                    };
                    return Err(Error::runtime(format!(
                        "--jq '{}' failed on the output: {message}",
                        self.expr
                    ))
                    .with_hint("`-o json` without --jq shows the document the expression reads"));
                }
            }
        }
        Ok(out)
    }

    /// The error for an evaluation whose thread unwound: a bound it reached, or a panic
    /// inside jaq (its message already printed by the panic hook).
    fn runaway(&self, stopped: &(dyn Any + Send)) -> Error {
        match stopped.downcast_ref::<Exceeded>() {
            Some(Exceeded::Steps) => self.bounded(&format!(
                "it ran past {} million steps (an endless loop or stream?)",
                MAX_STEPS / 1_000_000
            )),
            Some(Exceeded::Depth) => self.bounded("its recursion went too deep"),
            Some(Exceeded::Memory) => self.bounded(&format!(
                "its values took more than {} MiB of memory",
                MAX_MEMORY_BYTES >> 20
            )),
            None => Error::runtime(format!(
                "--jq '{}' stopped jq with an internal error",
                self.expr
            )),
        }
    }

    fn bounded(&self, why: &str) -> Error {
        Error::usage(format!("--jq '{}' was stopped: {why}", self.expr)).with_hint(
            "give a recursion a case that ends it, and bound a stream with limit(N; ...) or first(...)",
        )
    }
}

/// A writer that applies `--jq` to JSON streamed through it: to each complete line for
/// NDJSON, or to the whole document when it is flushed for JSON. For output written as it
/// is produced rather than through the printer.
pub struct JqWriter<W: Write> {
    jq: Jq,
    lines: bool,
    inner: W,
    pending: Vec<u8>,
}

impl<W: Write> JqWriter<W> {
    /// `jq` over what is written, line by line when `lines`, then into `inner`.
    pub fn new(jq: Jq, lines: bool, inner: W) -> Self {
        Self {
            jq,
            lines,
            inner,
            pending: Vec::new(),
        }
    }

    fn run(&mut self, document: &[u8]) -> std::io::Result<()> {
        if document.iter().all(u8::is_ascii_whitespace) {
            return Ok(());
        }
        let value: serde_json::Value =
            serde_json::from_slice(document).map_err(std::io::Error::other)?;
        let text = self
            .jq
            .apply(&value)
            .map_err(|error| std::io::Error::other(error.to_string()))?;
        self.inner.write_all(text.as_bytes())
    }
}

impl<W: Write> Write for JqWriter<W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.pending.extend_from_slice(buf);
        if self.lines {
            while let Some(end) = self.pending.iter().position(|byte| *byte == b'\n') {
                let line: Vec<u8> = self.pending.drain(..=end).collect();
                self.run(&line)?;
            }
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        let rest = std::mem::take(&mut self.pending);
        self.run(&rest)?;
        self.inner.flush()
    }
}

/// A string raw, anything else as pretty JSON (two spaces, like jq).
fn render(value: &Val) -> String {
    if let Val::TStr(bytes) = value {
        return String::from_utf8_lossy(bytes).into_owned();
    }
    let compact = value.to_string();
    match serde_json::from_str::<serde_json::Value>(&compact) {
        Ok(parsed) => serde_json::to_string_pretty(&parsed).unwrap_or(compact),
        // Not JSON (a NaN, a byte string): jaq's own rendering.
        Err(_) => compact,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn selects_prints_strings_raw_and_values_as_json() {
        let doc = json!({"projects": [{"name": "a/b", "n": 12345678901234567u64}, {"name": "c", "n": 1.5}]});
        let jq = Jq::new(".projects[].name").unwrap();
        assert_eq!(jq.apply(&doc).unwrap(), "a/b\nc\n");
        let jq = Jq::new(".projects[0]").unwrap();
        assert_eq!(
            jq.apply(&doc).unwrap(),
            "{\n  \"name\": \"a/b\",\n  \"n\": 12345678901234567\n}\n"
        );
        let jq = Jq::new("[.projects[].n] | length").unwrap();
        assert_eq!(jq.apply(&doc).unwrap(), "2\n");
        let jq = Jq::new("empty").unwrap();
        assert_eq!(jq.apply(&doc).unwrap(), "");
    }

    #[test]
    fn bad_expressions_are_usage_errors() {
        for expr in [".[", "nosuchfunction", "", ".a |", "{"] {
            let error = Jq::new(expr).unwrap_err();
            assert_eq!(error.exit_code(), crate::error::exit::USAGE, "{expr}");
            assert!(error.to_string().contains("--jq"), "{expr}: {error}");
        }
    }

    #[test]
    fn the_writer_applies_the_expression_per_line_or_to_the_whole_document() {
        let jq = Jq::new(".line").unwrap();
        let mut lines = JqWriter::new(jq.clone(), true, Vec::new());
        lines.write_all(b"{\"line\":1}\n{\"li").unwrap();
        lines.write_all(b"ne\":2}\n").unwrap();
        lines.flush().unwrap();
        assert_eq!(lines.inner, b"1\n2\n");
        let mut whole = JqWriter::new(Jq::new("map(.line) | add").unwrap(), false, Vec::new());
        whole
            .write_all(b"[\n  {\"line\":1},\n  {\"line\":2}\n]\n")
            .unwrap();
        assert!(
            whole.inner.is_empty(),
            "nothing before the document is complete"
        );
        whole.flush().unwrap();
        assert_eq!(whole.inner, b"3\n");
    }

    #[test]
    fn a_failing_expression_is_reported() {
        let error = Jq::new(".a.b").unwrap().apply(&json!([1])).unwrap_err();
        assert!(
            error.to_string().contains("failed on the output"),
            "{error}"
        );
    }
}
