use serde_json::json;

use crate::cli::{ConfigureArgs, ConfigureSetting};
use crate::config::{self, Config, Key, Source};
use crate::error::{Error, Outcome, Result};
use crate::output::Terminal;
use crate::prompt::Prompter;
use crate::run::Ctx;
use crate::views::settings::{settings_table, ServiceUrl};

const ALL: [ConfigureSetting; 4] = [
    ConfigureSetting::ReleasesKey,
    ConfigureSetting::ReleasesEmail,
    ConfigureSetting::BreachKey,
    ConfigureSetting::HubToken,
];

fn key_of(setting: ConfigureSetting) -> Key {
    match setting {
        ConfigureSetting::ReleasesKey => config::RELEASES_KEY,
        ConfigureSetting::ReleasesEmail => config::RELEASES_EMAIL,
        ConfigureSetting::BreachKey => config::BREACHES_KEY,
        ConfigureSetting::HubToken => config::HUB_TOKEN,
    }
}

fn name_of(setting: ConfigureSetting) -> &'static str {
    match setting {
        ConfigureSetting::ReleasesKey => "releases-key",
        ConfigureSetting::ReleasesEmail => "releases-email",
        ConfigureSetting::BreachKey => "breach-key",
        ConfigureSetting::HubToken => "hub-token",
    }
}

pub(super) fn run(ctx: &Ctx, args: &ConfigureArgs) -> Result<Outcome> {
    if args.show {
        return show(ctx);
    }
    let path = ctx.config.path().to_path_buf();
    match args.setting {
        Some(setting) if args.unset => {
            let key = key_of(setting);
            let removed = Config::update(&path, |config| {
                let removed = config.remove(key.section, key.key);
                if removed {
                    config.save()?;
                }
                Ok(removed)
            })?;
            let verb = if removed { "removed the" } else { "the" };
            let tail = if removed { "from" } else { "was not stored in" };
            ctx.printer
                .info(&format!("{verb} {} {tail} {}", key.label, path.display()));
        }
        Some(setting) => {
            let key = key_of(setting);
            let value = if args.stdin {
                read_stdin_value(ctx.printer.terminal(), &key)?
            } else {
                ask(&ctx.prompter, &key, false)?
            };
            Config::update(&path, |config| {
                config.set(key.section, key.key, value);
                config.save()
            })?;
            ctx.printer
                .info(&format!("stored the {} in {}", key.label, path.display()));
        }
        None => {
            // Prompts come first: the lock is not held while someone types.
            let mut answers = Vec::new();
            for setting in ALL {
                let key = key_of(setting);
                let value = ask(&ctx.prompter, &key, true)?;
                if !value.is_empty() {
                    answers.push((key, value));
                }
            }
            let changed = answers.len();
            if changed > 0 {
                Config::update(&path, |config| {
                    for (key, value) in answers {
                        config.set(key.section, key.key, value);
                    }
                    config.save()
                })?;
            }
            ctx.printer.info(&format!(
                "{changed} setting(s) stored in {}",
                path.display()
            ));
        }
    }
    Ok(Outcome::Clean)
}

fn ask(prompter: &Prompter, key: &Key, allow_empty: bool) -> Result<String> {
    let missing = format!(
        "no terminal to prompt for the {} on; pipe it in with --stdin or set {}",
        key.label,
        key.env.join(" or ")
    );
    if !prompter.can_prompt() {
        return Err(Error::usage(missing));
    }
    let label = if allow_empty {
        format!("{} (empty keeps the current value)", key.label)
    } else {
        key.label.to_string()
    };
    let value = if key.secret {
        prompter.hidden(&label)?
    } else {
        prompter.line(&label, &missing)?
    };
    let value = value.trim().to_string();
    if value.is_empty() && !allow_empty {
        return Err(Error::usage(format!("no {} was entered", key.label)));
    }
    Ok(value)
}

/// A key or token is at most a few KB; more on standard input is a mistake.
const MAX_STDIN_VALUE: u64 = 64 * 1024;

fn read_stdin_value(terminal: &Terminal, key: &Key) -> Result<String> {
    let bytes =
        ward_files::read_reader_bounded(terminal.stdin(), MAX_STDIN_VALUE).map_err(|error| {
            crate::input::read_error(format!("the {} on standard input", key.label), error)
        })?;
    let text = String::from_utf8(bytes).map_err(|_| {
        Error::usage(format!(
            "the {} on standard input is not UTF-8 text",
            key.label
        ))
    })?;
    let value = text.strip_suffix('\n').unwrap_or(&text);
    let value = value.strip_suffix('\r').unwrap_or(value);
    if value.trim().is_empty() {
        return Err(Error::usage(format!(
            "standard input held no {}",
            key.label
        )));
    }
    if value.contains('\n') {
        return Err(Error::usage(format!(
            "the {} on standard input spans several lines; give exactly one",
            key.label
        )));
    }
    Ok(value.to_string())
}

fn show(ctx: &Ctx) -> Result<Outcome> {
    let rows: Vec<(&str, Option<String>)> = ALL
        .iter()
        .map(|setting| {
            let key = key_of(*setting);
            (
                name_of(*setting),
                ctx.config
                    .value(&key, None)
                    .map(|found| found.source.to_string()),
            )
        })
        .collect();
    let services = service_urls(&ctx.config);
    let document = json!({
        "path": ctx.config.path(),
        "settings": rows.iter().map(|(name, source)| json!({
            "name": name,
            "set": source.is_some(),
            "source": source,
        })).collect::<Vec<_>>(),
        "services": services.iter().map(|url| json!({
            "service": url.section,
            "url": url.url,
            "source": url.source,
            "from": url.from,
        })).collect::<Vec<_>>(),
    });
    ctx.printer
        .object(&document, || settings_table(&rows, &services))?;
    if ctx.printer.is_table() {
        ctx.printer
            .info(&format!("config file: {}", ctx.config.path().display()));
    }
    Ok(Outcome::Clean)
}

/// Every service's effective base URL, resolved as the commands resolve it (there is no
/// flag for base URLs): the environment, then the config file, then the real service.
fn service_urls(config: &Config) -> Vec<ServiceUrl> {
    config::Service::ALL
        .iter()
        .map(|service| {
            let section = service.config_section();
            let setting = config.lookup(None, service.env_vars(), section, "url");
            let (value, source, from) = match setting {
                Some(setting) => {
                    let source = match setting.source {
                        Source::Flag => "flag",
                        Source::Env(_) => "env",
                        Source::ConfigFile => "config",
                        Source::Default => "default",
                    };
                    (setting.value, source, setting.source.to_string())
                }
                None => (
                    service.default_url().to_string(),
                    "default",
                    Source::Default.to_string(),
                ),
            };
            // A password in the URL is masked; one that does not parse is not echoed at
            // all, since there is no telling which part of it is secret.
            let url = match url::Url::parse(value.trim()) {
                Ok(url) => ward_client::http::redact_url(&url),
                Err(_) => "(not a valid URL)".to_string(),
            };
            ServiceUrl {
                section,
                url,
                source,
                from,
            }
        })
        .collect()
}
