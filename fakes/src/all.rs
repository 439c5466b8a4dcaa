//! `ward-fakes all`: every fake at once, with the environment that points ward at them, so
//! ward can be tried without any account.

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::{cloud, hub, releases, Running};
use serde_json::json;

/// The API key the releases fake accepts.
pub const RELEASES_KEY: &str = "fake-key";
/// A well-formed breach API key; the fake accepts this one only.
pub const BREACHES_KEY: &str = "00000000000000000000000000000f4e";
/// The release-tracker account login `ward key list` signs in with (the fake's default).
pub const RELEASES_EMAIL: &str = "me@example.com";
pub const RELEASES_PASSWORD: &str = "correct horse";

/// How `all` was asked to run.
#[derive(clap::Args)]
pub struct AllArgs {
    /// Print the `export` lines and return at once, leaving the fakes running in the
    /// background (stop them with `kill "$WARD_FAKES_PID"`):
    /// `eval "$(ward-fakes all --env)"`
    #[arg(long, conflicts_with = "env_file")]
    pub env: bool,
    /// Write the `export` lines to this file once every fake listens, instead of stdout
    #[arg(long, value_name = "FILE")]
    pub env_file: Option<PathBuf>,
}

/// The five fakes, listening, and the key file pointed at the cloud fake; stopped and
/// removed when dropped.
pub struct AllFakes {
    pub releases: Running,
    pub breaches: Running,
    pub passwords: Running,
    pub hub: Running,
    pub cloud: Running,
    key_dir: PathBuf,
    key_file: PathBuf,
}

impl Drop for AllFakes {
    fn drop(&mut self) {
        // The key is a published test-only key, but a temporary file is still ours to remove.
        let _ = std::fs::remove_dir_all(&self.key_dir);
    }
}

pub fn run(args: &AllArgs, host: &str, port: u16, wait: impl FnOnce()) -> Result<(), String> {
    if args.env {
        return start_in_background(host, port);
    }
    let key_dir = std::env::temp_dir().join(format!("ward-fakes-{}", std::process::id()));
    let fakes = start(host, port, &key_dir).inspect_err(|_| {
        let _ = std::fs::remove_dir_all(&key_dir);
    })?;
    let lines = fakes.export_lines(std::process::id());
    match &args.env_file {
        Some(path) => write_atomically(path, &lines)?,
        None => {
            print!("{lines}");
            std::io::stdout()
                .flush()
                .map_err(|error| format!("could not write to standard output: {error}"))?;
        }
    }
    wait();
    Ok(())
}

/// Start every fake; `port` 0 lets the system pick free ports, any other is the first of
/// five consecutive ones. The service-account key file goes into `key_dir`.
pub fn start(host: &str, port: u16, key_dir: &Path) -> Result<AllFakes, String> {
    let address = |offset: u16| -> String {
        let port = if port == 0 {
            0
        } else {
            port.saturating_add(offset)
        };
        format!("{host}:{port}")
    };
    let releases = releases::ServeArgs {
        key: RELEASES_KEY.to_string(),
        projects: 25,
        releases: 15,
        page_size: 10,
        latency_ms: 0,
        rate_limit: None,
        window_secs: 3600,
        webhook_url: None,
        webhook_secret: "fake-webhook-secret".to_string(),
    };
    let (breaches, _) = crate::breaches::router(crate::breaches::BreachOptions {
        api_key: Some(BREACHES_KEY.to_string()),
        ..Default::default()
    });
    let (passwords, _) = crate::passwords::router(crate::passwords::PasswordOptions {
        // SHA-1 of "password", so a pwned password can be tried too.
        known: vec![(PWNED_SHA1.to_string(), 52_256_179)],
        ..Default::default()
    });
    let hub = hub::Hub::new(hub::TOKEN);
    hub.insert(json!({
        "url": "https://example.com/webhooks/build",
        "watched": [{"type": "org", "name": "acme"}],
    }));
    let listen = |offset: u16, router: axum::Router| {
        let address = address(offset);
        crate::harness::try_spawn_on(&address, router).map_err(|error| {
            format!(
                "could not listen on {address}: {error} (--port picks other ports; 0 lets the \
                 system choose free ones)"
            )
        })
    };
    let cloud = listen(4, cloud::Cloud::new().router())?;
    let key_file = write_key(key_dir, &cloud.url)?;
    Ok(AllFakes {
        releases: listen(0, releases.router())?,
        breaches: listen(1, breaches)?,
        passwords: listen(2, passwords)?,
        hub: listen(3, hub.router())?,
        cloud,
        key_dir: key_dir.to_path_buf(),
        key_file,
    })
}

/// SHA-1 of `password`, the one pwned password the fake knows for sure.
pub const PWNED_SHA1: &str = "5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8";

impl AllFakes {
    /// The variables that point ward at these fakes, as `(name, value)`.
    pub fn variables(&self) -> Vec<(&'static str, String)> {
        let cloud = self.cloud.url.clone();
        vec![
            ("WARD_RELEASES_URL", self.releases.url.clone()),
            ("WARD_RELEASES_KEY", RELEASES_KEY.to_string()),
            ("WARD_RELEASES_EMAIL", RELEASES_EMAIL.to_string()),
            ("WARD_RELEASES_PASSWORD", RELEASES_PASSWORD.to_string()),
            ("WARD_BREACHES_URL", self.breaches.url.clone()),
            ("WARD_BREACHES_KEY", BREACHES_KEY.to_string()),
            ("WARD_PASSWORDS_URL", self.passwords.url.clone()),
            ("WARD_HUB_URL", self.hub.url.clone()),
            ("WARD_HUB_TOKEN", hub::TOKEN.to_string()),
            ("WARD_STS_URL", cloud.clone()),
            ("WARD_IAMCREDENTIALS_URL", cloud.clone()),
            ("WARD_OAUTH2_URL", cloud.clone()),
            ("WARD_RESOURCEMANAGER_URL", cloud.clone()),
            (
                "ACTIONS_ID_TOKEN_REQUEST_URL",
                format!("{cloud}/oidc?api-version=2.0"),
            ),
            (
                "ACTIONS_ID_TOKEN_REQUEST_TOKEN",
                cloud::REQUEST_TOKEN.to_string(),
            ),
            (
                "GOOGLE_APPLICATION_CREDENTIALS",
                self.key_file.display().to_string(),
            ),
        ]
    }

    /// `export NAME='value'` lines for a POSIX shell, ending with the serving process's id.
    pub fn export_lines(&self, pid: u32) -> String {
        self.variables()
            .into_iter()
            .chain(std::iter::once(("WARD_FAKES_PID", pid.to_string())))
            .map(|(name, value)| format!("export {name}={}\n", quote(&value)))
            .collect()
    }
}

/// A service-account key for the cloud fake's test-only key, pointed at the fake.
fn write_key(dir: &Path, cloud_url: &str) -> Result<PathBuf, String> {
    std::fs::create_dir_all(dir)
        .map_err(|error| format!("could not create {}: {error}", dir.display()))?;
    let path = dir.join("service-account-key.json");
    let key = cloud::service_account_key(&format!("{cloud_url}/token"));
    std::fs::write(&path, format!("{key:#}\n"))
        .map_err(|error| format!("could not write {}: {error}", path.display()))?;
    Ok(path)
}

/// POSIX shell quoting: everything inside single quotes is literal.
fn quote(value: &str) -> String {
    format!("'{}'", value.replace('\'', r"'\''"))
}

/// Readers poll for the file: it must never be seen half written.
fn write_atomically(path: &Path, text: &str) -> Result<(), String> {
    let partial = path.with_extension("partial");
    std::fs::write(&partial, text)
        .and_then(|()| std::fs::rename(&partial, path))
        .map_err(|error| format!("could not write {}: {error}", path.display()))
}

/// Run `ward-fakes all --env-file` as a detached child, wait for its file, and print it.
fn start_in_background(host: &str, port: u16) -> Result<(), String> {
    let exe = std::env::current_exe()
        .map_err(|error| format!("could not find this program's path: {error}"))?;
    let base = std::env::temp_dir().join(format!("ward-fakes-{}", std::process::id()));
    let env_file = base.with_extension("env");
    let log_file = base.with_extension("log");
    let log = std::fs::File::create(&log_file)
        .map_err(|error| format!("could not create {}: {error}", log_file.display()))?;
    let mut child = Command::new(exe)
        .args([
            "--host",
            host,
            "--port",
            &port.to_string(),
            "all",
            "--env-file",
        ])
        .arg(&env_file)
        // Nothing may hold the caller's pipes open, or `$(...)` waits for the fakes to stop;
        // what the child says goes to a file, shown here when it fails to start.
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(log)
        .spawn()
        .map_err(|error| format!("could not start the fakes: {error}"))?;
    let deadline = Instant::now() + Duration::from_secs(30);
    let failed = |what: String| {
        let said = std::fs::read_to_string(&log_file).unwrap_or_default();
        let _ = std::fs::remove_file(&log_file);
        // The child's own error line says more than its exit status.
        match said.trim().strip_prefix("ward-fakes: error: ") {
            Some(reason) => reason.to_string(),
            None if said.trim().is_empty() => what,
            None => format!("{what}: {}", said.trim()),
        }
    };
    loop {
        if let Ok(text) = std::fs::read_to_string(&env_file) {
            let _ = std::fs::remove_file(&env_file);
            // Removing a file still open elsewhere fails on Windows; it is only a log.
            let _ = std::fs::remove_file(&log_file);
            print!("{text}");
            return std::io::stdout()
                .flush()
                .map_err(|error| format!("could not write to standard output: {error}"));
        }
        if let Ok(Some(status)) = child.try_wait() {
            return Err(failed(format!(
                "the fakes stopped before listening ({status})"
            )));
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            return Err(failed(
                "the fakes did not start within 30 seconds".to_string(),
            ));
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[cfg(test)]
mod tests {
    use super::quote;

    #[test]
    fn quoting_survives_single_quotes() {
        assert_eq!(quote("a'b"), r"'a'\''b'");
        assert_eq!(quote("plain"), "'plain'");
    }
}
