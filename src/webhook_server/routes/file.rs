//! The `--routes` TOML file: one `[routes.NAME]` table per route, each setting what it
//! runs, what it accepts and how, over the flags' defaults.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::Deserialize;

use super::command::{self, CommandEntry};
use super::{check_name, limits, Defaults, Filters, Lookup, Policy, Route};
use crate::error::{Error, Result};
use crate::services::release_events::{self, ReleaseFilter};
use crate::webhook_server::verify::{self, HmacSettings, SecretSource};

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RoutesFile {
    #[serde(default)]
    routes: BTreeMap<String, RouteEntry>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RouteEntry {
    command: Option<CommandEntry>,
    shell: Option<bool>,
    #[serde(default)]
    actions: Vec<String>,
    #[serde(default)]
    repo_types: Vec<String>,
    #[serde(default)]
    scopes: Vec<String>,
    #[serde(default)]
    repos: Vec<String>,
    wait: Option<bool>,
    timeout: Option<u64>,
    concurrency: Option<usize>,
    queue: Option<usize>,
    retries: Option<u32>,
    backoff: Option<u64>,
    /// Seconds, or a number with a unit (`"1h"`); read as a plain value so that a wrong one
    /// is explained in the file's own words.
    dedup_retention: Option<toml::Value>,
    workdir: Option<PathBuf>,
    /// A scheme of [`crate::webhook_server::verify::Scheme::NAMES`].
    verify: Option<String>,
    tolerance: Option<u64>,
    /// Where the route's secrets are read: `{ env = "NAME" }` or `{ file = "PATH" }` each.
    /// Read as plain values, so a secret written here by mistake is never echoed.
    #[serde(default)]
    secrets: Vec<toml::Value>,
    hmac: Option<HmacEntry>,
    /// Which releases run the command, as `release watch`'s flags choose them.
    release: Option<ReleaseEntry>,
    /// An http:// or https:// URL each delivery is sent to instead of a command.
    forward: Option<String>,
    /// Headers of the delivery a forwarding route passes on.
    #[serde(default)]
    pass_headers: Vec<String>,
    /// Headers a forwarding route adds to each request.
    #[serde(default)]
    add_headers: BTreeMap<String, String>,
}

/// `[routes.NAME.release]`: the filters of `release watch` for pushed releases.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ReleaseEntry {
    #[serde(default)]
    cve: bool,
    #[serde(default)]
    no_prerelease: bool,
    version: Option<String>,
    #[serde(rename = "match")]
    project: Option<String>,
}

/// The generic scheme's settings, as `[routes.NAME.hmac]`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct HmacEntry {
    header: Option<String>,
    algorithm: Option<String>,
    encoding: Option<String>,
    prefix: Option<String>,
    timestamp_header: Option<String>,
    signed: Option<String>,
}

pub(super) fn load(path: &Path, defaults: &Defaults, lookup: Lookup<'_>) -> Result<Vec<Route>> {
    let text = crate::webhook_server::files::read_text(
        path,
        "the routes file",
        crate::webhook_server::files::ROUTES_MAX,
    )?;
    let file: RoutesFile = toml::from_str(&text).map_err(|error| {
        Error::usage(format!(
            "the routes file {} is not valid{}: {}",
            path.display(),
            crate::config::toml_place(&text, &error),
            crate::config::toml_message(&error)
        ))
        .with_hint("routes look like [routes.NAME] with command = [\"prog\", \"arg\"]; see `ward webhook serve --help`")
    })?;
    if file.routes.is_empty() {
        return Err(Error::usage(format!(
            "the routes file {} defines no [routes.NAME] table",
            path.display()
        )));
    }
    let base = path.parent().unwrap_or(Path::new("."));
    file.routes
        .into_iter()
        .map(|(name, entry)| {
            let context = format!("{}: route \"{name}\"", path.display());
            check_name(&name, &context)?;
            route(name, entry, base, defaults, lookup, &context)
        })
        .collect()
}

fn route(
    name: String,
    entry: RouteEntry,
    base: &Path,
    defaults: &Defaults,
    lookup: Lookup<'_>,
    context: &str,
) -> Result<Route> {
    let workdir = entry.workdir.map(|dir| base.join(dir));
    if let Some(dir) = &workdir {
        if !dir.is_dir() {
            return Err(Error::usage(format!(
                "{context}: workdir {} is not a directory",
                dir.display()
            )));
        }
    }
    let forward = crate::webhook_server::forward::destination::from_file(
        crate::webhook_server::forward::destination::FileKeys {
            forward: entry.forward.as_deref(),
            command: entry.command.is_some(),
            pass: &entry.pass_headers,
            add: &entry.add_headers,
        },
        context,
    )?;
    let command = entry
        .command
        .map(|command| {
            let shell = entry.shell.unwrap_or(false);
            command::resolve(command, shell, workdir.as_deref(), lookup, context)
        })
        .transpose()?;
    let given = &defaults.policy;
    let policy = Policy {
        wait: entry.wait.unwrap_or(given.wait),
        timeout: entry.timeout.map_or(given.timeout, Duration::from_secs),
        concurrency: entry.concurrency.unwrap_or(given.concurrency),
        queue: entry.queue.unwrap_or(given.queue),
        retries: entry.retries.unwrap_or(given.retries),
        backoff: entry.backoff.map_or(given.backoff, Duration::from_secs),
        dedup_retention: match &entry.dedup_retention {
            Some(value) => retention(value, context)?,
            None => given.dedup_retention,
        },
    };
    check(&policy, context)?;
    if let Some(seconds) = entry.tolerance {
        in_range(context, "tolerance", seconds, &verify::TOLERANCE)?;
    }
    let hmac = entry.hmac.map(|hmac| HmacSettings {
        header: hmac.header,
        algorithm: hmac.algorithm,
        encoding: hmac.encoding,
        prefix: hmac.prefix,
        timestamp_header: hmac.timestamp_header,
        signed: hmac.signed,
    });
    let mut rule = defaults.verify.rule(
        entry.verify.as_deref(),
        hmac.as_ref(),
        entry.tolerance.map(Duration::from_secs),
        context,
    )?;
    rule.sources = entry
        .secrets
        .into_iter()
        .map(|secret| source(secret, base, context))
        .collect::<Result<_>>()?;
    let release = match entry.release {
        Some(release) => release_filter(release, context)?,
        None => ReleaseFilter::default(),
    };
    Ok(Route {
        name,
        command,
        filters: Filters {
            actions: entry.actions,
            repo_types: entry.repo_types,
            scopes: entry.scopes,
            repos: entry.repos,
        },
        policy,
        workdir,
        verify: rule,
        release,
        forward,
    })
}

fn release_filter(entry: ReleaseEntry, context: &str) -> Result<ReleaseFilter> {
    let invalid = |problem: String| Error::usage(format!("{context}: release.{problem}"));
    Ok(ReleaseFilter {
        cve_only: entry.cve,
        no_prerelease: entry.no_prerelease,
        versions: entry
            .version
            .map(|text| release_events::VersionRange::parse(&text).map_err(invalid))
            .transpose()?,
        project: entry
            .project
            .map(|text| release_events::project_pattern(&text).map_err(invalid))
            .transpose()?,
    })
}

fn source(entry: toml::Value, base: &Path, context: &str) -> Result<SecretSource> {
    let table = entry.as_table().filter(|table| table.len() == 1);
    let one = table.and_then(|table| table.iter().next());
    match one.map(|(key, value)| (key.as_str(), value.as_str())) {
        Some(("env", Some(name))) if valid_name(name) => Ok(SecretSource::Env(name.to_string())),
        Some(("env", Some(name))) => Err(Error::usage(format!(
            "{context}: secrets: \"{name}\" is not a variable name; give a name such as GITHUB_WEBHOOK_SECRET"
        ))),
        Some(("file", Some(file))) => Ok(SecretSource::File(base.join(file))),
        _ => Err(Error::usage(format!(
            "{context}: each of secrets names one variable or one file: {{ env = \"NAME\" }} or {{ file = \"PATH\" }}"
        ))
        .with_hint("secrets are never written in the routes file itself")),
    }
}

/// `dedup_retention`: whole seconds (`3600`), or a number with s, m, h, d or w (`"1h"`),
/// from none (0) to thirty days.
fn retention(value: &toml::Value, context: &str) -> Result<Duration> {
    let seconds = match value {
        toml::Value::Integer(seconds) => u64::try_from(*seconds).ok(),
        toml::Value::String(text) => seconds_of(text.trim()),
        _ => None,
    };
    let range = limits::DEDUP_RETENTION;
    match seconds {
        Some(seconds) if range.contains(&seconds) => Ok(Duration::from_secs(seconds)),
        _ => Err(Error::usage(format!(
            "{context}: dedup_retention = {value} is not a retention; use seconds from {} to {} (86400) or a number with s, m, h, d or w (\"1h\", at most \"30d\")",
            range.start(),
            range.end()
        ))),
    }
}

/// `90s`, `30m`, `12h`, `7d`, `2w` in seconds; None for anything else or an overflow.
fn seconds_of(text: &str) -> Option<u64> {
    let split = text.find(|c: char| !c.is_ascii_digit())?;
    let (number, unit) = text.split_at(split);
    let unit: u64 = match unit {
        "s" => 1,
        "m" => 60,
        "h" => 3600,
        "d" => 86_400,
        "w" => 604_800,
        _ => return None,
    };
    number.parse::<u64>().ok()?.checked_mul(unit)
}

fn valid_name(name: &str) -> bool {
    !name.is_empty() && !name.contains(['=', '\0'])
}

/// The flags are range-checked by the parser; a routes file's numbers are checked here.
fn check(policy: &Policy, context: &str) -> Result<()> {
    in_range(
        context,
        "timeout",
        policy.timeout.as_secs(),
        &limits::TIMEOUT,
    )?;
    in_range(
        context,
        "concurrency",
        policy.concurrency,
        &limits::CONCURRENCY,
    )?;
    in_range(context, "queue", policy.queue, &limits::QUEUE)?;
    in_range(context, "retries", policy.retries, &limits::RETRIES)?;
    in_range(
        context,
        "backoff",
        policy.backoff.as_secs(),
        &limits::BACKOFF,
    )
}

fn in_range<T: PartialOrd + std::fmt::Display>(
    context: &str,
    name: &str,
    value: T,
    range: &std::ops::RangeInclusive<T>,
) -> Result<()> {
    if range.contains(&value) {
        return Ok(());
    }
    Err(Error::usage(format!(
        "{context}: {name} = {value} is out of range; use {} to {}",
        range.start(),
        range.end()
    )))
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use crate::webhook_server::routes::load;
    use crate::webhook_server::routes::tests::{defaults, lookup, routes_file};

    #[test]
    #[cfg_attr(windows, ignore = "its routes run `true`, which Windows does not have")]
    fn numbers_out_of_range_are_usage_errors() {
        let (_dir, path) = routes_file("");
        for (line, name) in [
            ("queue = 9999999", "queue"),
            ("concurrency = 100000", "concurrency"),
            ("timeout = 0", "timeout"),
            ("retries = 1000", "retries"),
            ("backoff = 0", "backoff"),
        ] {
            std::fs::write(&path, format!("[routes.x]\ncommand = \"true\"\n{line}\n")).unwrap();
            let error = load(&[], Some(&path), &defaults(), lookup())
                .unwrap_err()
                .to_string();
            assert!(
                error.contains(name) && error.contains("out of range"),
                "{error}"
            );
        }
    }

    #[test]
    #[cfg_attr(windows, ignore = "its routes run `true`, which Windows does not have")]
    fn file_routes_carry_filters_and_limits() {
        let (_dir, path) = routes_file(
            r#"
[routes.retrain]
command = ["true", "--x"]
actions = ["update"]
repo_types = ["dataset"]
timeout = 7
concurrency = 2

[routes.audit]
"#,
        );
        let load = || load(&[], Some(&path), &defaults(), lookup());
        let routes = load().unwrap();
        let retrain = routes.iter().find(|r| r.name == "retrain").unwrap();
        assert_eq!(retrain.filters.actions, vec!["update"]);
        assert_eq!(retrain.policy.timeout, Duration::from_secs(7));
        assert_eq!(retrain.policy.concurrency, 2);
        assert_eq!(retrain.policy.queue, 10);
        assert!(routes
            .iter()
            .any(|r| r.name == "audit" && r.command.is_none()));

        std::fs::write(&path, "[routes.x]\ncomand = \"true\"\n").unwrap();
        let error = load().unwrap_err();
        assert!(error.to_string().contains("comand"), "{error}");
        std::fs::write(&path, "[routes.x]\ncommand = \"true\"\nconcurrency = 0\n").unwrap();
        assert!(load().is_err());
    }

    #[test]
    #[cfg_attr(windows, ignore = "its routes run `true`, which Windows does not have")]
    fn routes_name_their_scheme_secrets_and_hmac() {
        use crate::webhook_server::verify::{Scheme, SecretSource};
        let (dir, path) = routes_file(
            r#"
[routes.gh]
command = "true"
verify = "github"
secrets = [{ env = "GH_NEW" }, { file = "old.txt" }]

[routes.custom]
verify = "hmac"
tolerance = 60
hmac = { header = "X-Sig", algorithm = "sha512", timestamp_header = "X-Time" }

[routes.plain]
"#,
        );
        let routes = load(&[], Some(&path), &defaults(), lookup()).unwrap();
        let by_name = |name: &str| routes.iter().find(|r| r.name == name).unwrap();
        let gh = &by_name("gh").verify;
        assert_eq!(gh.scheme, Scheme::Github);
        assert_eq!(
            gh.sources,
            vec![
                SecretSource::Env("GH_NEW".into()),
                SecretSource::File(dir.path().join("old.txt"))
            ]
        );
        let custom = &by_name("custom").verify;
        assert_eq!(custom.tolerance, Duration::from_secs(60));
        let Scheme::Hmac(rule) = &custom.scheme else {
            panic!("{:?}", custom.scheme)
        };
        assert_eq!(rule.header, "X-Sig");
        assert_eq!(by_name("plain").verify.scheme, Scheme::Hub);
    }

    #[test]
    #[cfg_attr(windows, ignore = "its routes run `true`, which Windows does not have")]
    fn routes_set_their_own_dedup_retention() {
        let (_dir, path) = routes_file("");
        for (value, seconds) in [
            ("0", 0),
            ("3600", 3600),
            ("\"90s\"", 90),
            ("\"30m\"", 1800),
            ("\" 1h \"", 3600),
            ("\"2d\"", 172_800),
            ("\"1w\"", 604_800),
            ("\"30d\"", 2_592_000),
        ] {
            std::fs::write(
                &path,
                format!("[routes.x]\ncommand = \"true\"\ndedup_retention = {value}\n[routes.y]\n"),
            )
            .unwrap();
            let routes = load(&[], Some(&path), &defaults(), lookup()).unwrap();
            let by_name = |name: &str| routes.iter().find(|r| r.name == name).unwrap();
            assert_eq!(
                by_name("x").policy.dedup_retention,
                Duration::from_secs(seconds),
                "{value}"
            );
            assert_eq!(
                by_name("y").policy.dedup_retention,
                defaults().policy.dedup_retention,
                "the flag's value where the route says nothing"
            );
        }
        for bad in [
            "-1",
            "2592001",
            "\"31d\"",
            "\"1y\"",
            "\"h\"",
            "\"1\"",
            "\"\"",
            "\"-1h\"",
            "\"99999999999999999999s\"",
            "1.5",
            "true",
            "[1]",
        ] {
            std::fs::write(&path, format!("[routes.x]\ndedup_retention = {bad}\n")).unwrap();
            let error = load(&[], Some(&path), &defaults(), lookup()).unwrap_err();
            assert_eq!(
                error.exit_code(),
                crate::error::exit::USAGE,
                "{bad}: {error}"
            );
            let message = error.to_string();
            assert!(
                message.contains("route \"x\": dedup_retention = ")
                    && message.contains("is not a retention")
                    && !message.contains('\n'),
                "{bad}: {message}"
            );
        }
    }

    #[test]
    fn bad_verification_settings_are_usage_errors() {
        let (_dir, path) = routes_file("");
        for (text, expected) in [
            (
                "verify = \"svix\"",
                "unknown verification scheme \"svix\"; use one of hub, github",
            ),
            ("verify = \"hmac\"", "needs the header"),
            (
                "verify = \"github\"\nhmac = { header = \"X\" }",
                "only apply to the hmac scheme",
            ),
            ("secrets = [\"s3cret\"]", "secrets"),
            (
                "secrets = [{ env = \"A\", file = \"b\" }]",
                "names one variable or one file",
            ),
            ("secrets = [{ }]", "names one variable or one file"),
            ("tolerance = 0", "tolerance = 0 is out of range"),
            (
                "verify = \"hmac\"\nhmac = { header = \"X\", algorithm = \"md5\" }",
                "unknown HMAC algorithm",
            ),
        ] {
            std::fs::write(&path, format!("[routes.x]\n{text}\n")).unwrap();
            let error = load(&[], Some(&path), &defaults(), lookup()).unwrap_err();
            assert_eq!(error.exit_code(), crate::error::exit::USAGE, "{error}");
            assert!(error.to_string().contains(expected), "{text}: {error}");
            assert!(!error.to_string().contains("s3cret"), "{error}");
        }
    }

    /// The routes-file example of docs/webhook-serve.md's "Verifying senders" loads, each
    /// route with the scheme its comment names (commands left out: they are the reader's).
    #[test]
    fn the_documented_example_loads() {
        use crate::webhook_server::verify::Scheme;
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/webhook-serve.md");
        let docs = std::fs::read_to_string(path).unwrap();
        let section = docs.split_once("## Verifying senders").unwrap().1;
        let block = section.split_once("```toml\n").unwrap().1;
        let block = block.split_once("```").unwrap().0;
        let without_commands: String = block
            .lines()
            .filter(|line| !line.starts_with("command = "))
            .map(|line| format!("{line}\n"))
            .collect();
        let (_dir, path) = routes_file(&without_commands);
        let routes = load(&[], Some(&path), &defaults(), lookup()).unwrap();
        let schemes: Vec<(&str, &str)> = routes
            .iter()
            .map(|route| (route.name.as_str(), route.verify.scheme.name()))
            .collect();
        assert_eq!(
            schemes,
            vec![
                ("deploy", "github"),
                ("orders", "standard"),
                ("payments", "stripe"),
                ("pipelines", "gitlab"),
                ("slash", "slack"),
                ("vendor", "hmac"),
            ]
        );
        let orders = routes.iter().find(|r| r.name == "orders").unwrap();
        assert_eq!(orders.verify.sources.len(), 2);
        let vendor = routes.iter().find(|r| r.name == "vendor").unwrap();
        let Scheme::Hmac(rule) = &vendor.verify.scheme else {
            panic!("{:?}", vendor.verify.scheme)
        };
        assert_eq!(rule.timestamp_header.as_deref(), Some("X-Timestamp"));
    }
}
