//! Releases published while the fake runs: each is added to its project (newest first, as
//! the API lists them), written to the fake's own log of what it published, and, when a
//! webhook URL is set, pushed there as the tracker's webhook integration does: one POST of
//! the release document, signed with `X-NewReleases-Signature`, the lower-case hex
//! HMAC-SHA256 of `TIMESTAMP.BODY`, the time in `X-NewReleases-Timestamp`.

use std::io::{Read as _, Write as _};
use std::time::Duration;

use hmac::Mac as _;
use serde_json::{json, Value};

use super::{lock, ReleasesFake};

/// One signed delivery of a published release: the body and the headers the tracker sends.
#[derive(Debug, Clone)]
pub struct Delivery {
    pub body: Vec<u8>,
    pub headers: Vec<(String, String)>,
}

/// Where the fake pushes its releases.
#[derive(Debug, Clone)]
pub struct Webhook {
    pub url: String,
    pub secret: String,
}

impl Delivery {
    /// The delivery of `body`, signed with `secret` at `timestamp` (Unix seconds).
    pub fn signed(body: Vec<u8>, secret: &str, timestamp: u64) -> Self {
        let mut mac = hmac::Hmac::<sha2::Sha256>::new_from_slice(secret.as_bytes())
            .unwrap_or_else(|_| unreachable!("HMAC takes keys of any length"));
        mac.update(timestamp.to_string().as_bytes());
        mac.update(b".");
        mac.update(&body);
        let signature = hex::encode(mac.finalize().into_bytes());
        Self {
            body,
            headers: vec![
                ("Content-Type".into(), "application/json".into()),
                ("X-NewReleases-Timestamp".into(), timestamp.to_string()),
                ("X-NewReleases-Signature".into(), signature),
            ],
        }
    }

    /// POST it to `url` (plain http, as a local receiver listens), answering the status.
    pub fn send(&self, url: &str) -> std::io::Result<u16> {
        let parsed = url::Url::parse(url)
            .map_err(|error| std::io::Error::new(std::io::ErrorKind::InvalidInput, error))?;
        let host = parsed.host_str().unwrap_or("127.0.0.1");
        let port = parsed.port_or_known_default().unwrap_or(80);
        let mut stream = std::net::TcpStream::connect((host, port))?;
        stream.set_read_timeout(Some(Duration::from_secs(30)))?;
        let mut request = format!(
            "POST {} HTTP/1.1\r\nHost: {host}:{port}\r\nContent-Length: {}\r\nConnection: close\r\n",
            parsed.path(),
            self.body.len()
        );
        for (name, value) in &self.headers {
            request.push_str(&format!("{name}: {value}\r\n"));
        }
        request.push_str("\r\n");
        stream.write_all(request.as_bytes())?;
        stream.write_all(&self.body)?;
        let mut answer = Vec::new();
        stream.read_to_end(&mut answer)?;
        let status = String::from_utf8_lossy(&answer)
            .split_whitespace()
            .nth(1)
            .and_then(|code| code.parse().ok())
            .unwrap_or(0);
        Ok(status)
    }
}

impl ReleasesFake {
    /// Push every release published from now on to this receiver URL, signed with `secret`.
    pub fn set_webhook(&self, webhook: Option<Webhook>) {
        *lock(&self.inner.webhook) = webhook;
    }

    /// Publish `release` (at least `version`; `date` defaults to now) on the project with
    /// this provider and name: it is listed by the API at once and logged; the signed
    /// delivery of it is returned, and sent when a webhook is set. None for an unknown
    /// project.
    pub fn publish(&self, provider: &str, project: &str, release: Value) -> Option<Delivery> {
        let mut release = release;
        if release.get("date").is_none() {
            release["date"] = json!(time_now());
        }
        let document = {
            let mut store = lock(&self.inner.store);
            let id = store
                .projects
                .iter()
                .find(|stored| stored.provider == provider && stored.name == project)?
                .id
                .clone();
            store.add_release(&id, release.clone(), None);
            let mut document = json!({
                "provider": provider,
                "project": project,
                "version": release["version"],
                "time": release["date"],
                "cve": release.get("cve").cloned().unwrap_or(json!([])),
                "is_prerelease": release.get("is_prerelease").cloned().unwrap_or(json!(false)),
                "is_updated": release.get("is_updated").cloned().unwrap_or(json!(false)),
                "account": {"type": "user", "id": "fakeaccount", "name": "fake"},
            });
            if let Some(note) = release.get("note") {
                document["note"] = note.clone();
            }
            document
        };
        lock(&self.inner.published).push(document.clone());
        let webhook = lock(&self.inner.webhook).clone();
        let secret = webhook.as_ref().map_or("", |hook| hook.secret.as_str());
        let delivery = Delivery::signed(
            document.to_string().into_bytes(),
            secret,
            crate::cloud::now(),
        );
        if let Some(hook) = webhook {
            let sent = delivery.clone();
            std::thread::spawn(move || {
                // A receiver that is down misses the push; the poll path is for that.
                let _ = sent.send(&hook.url);
            });
        }
        Some(delivery)
    }

    /// Every release published while running, as pushed, in the order published.
    pub fn published(&self) -> Vec<Value> {
        lock(&self.inner.published).clone()
    }
}

/// Now in RFC 3339, to the second, as the API writes release dates.
fn time_now() -> String {
    crate::cloud::rfc3339(crate::cloud::now())
}

/// `POST /_fake/publish` with `{"provider", "project", "version", ...}` publishes a
/// release; `GET /_fake/published` lists what was published. Neither needs a key or costs
/// budget: they stand for the tracker's own side.
pub(crate) fn admin(
    fake: &ReleasesFake,
    method: &str,
    path: &str,
    body: &[u8],
) -> Option<(u16, Value)> {
    match (method, path) {
        ("GET", "/_fake/published") => Some((200, json!({"published": fake.published()}))),
        ("POST", "/_fake/publish") => {
            let Ok(Value::Object(mut map)) = serde_json::from_slice::<Value>(body) else {
                return Some((400, json!({"message": "the body must be a JSON object"})));
            };
            let provider = map
                .remove("provider")
                .and_then(|v| v.as_str().map(String::from));
            let project = map
                .remove("project")
                .and_then(|v| v.as_str().map(String::from));
            let (Some(provider), Some(project)) = (provider, project) else {
                return Some((400, json!({"message": "provider and project are required"})));
            };
            if !map.get("version").is_some_and(Value::is_string) {
                return Some((400, json!({"message": "version is required"})));
            }
            match fake.publish(&provider, &project, Value::Object(map)) {
                Some(delivery) => Some((
                    200,
                    serde_json::from_slice(&delivery.body).unwrap_or(Value::Null),
                )),
                None => Some((404, json!({"message": "no such project"}))),
            }
        }
        _ => path
            .starts_with("/_fake/")
            .then(|| (404, json!({"message": "Not Found"}))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_civil() {
        assert_eq!(time_now().len(), 20);
        let delivery = Delivery::signed(b"{}".to_vec(), "s", 1_700_000_000);
        assert_eq!(delivery.headers[1].1, "1700000000");
        // `printf '1700000000.{}' | openssl dgst -sha256 -hmac s`: the documented rule
        // computed by another tool.
        assert_eq!(
            delivery.headers[2].1,
            "e9232c9945da8456c2dea6b39da7786c07b00bca7a64d5dd1283674713a7b72a"
        );
    }
}
