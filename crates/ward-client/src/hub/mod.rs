//! The hub's webhook management API (`/api/settings/webhooks`), acting on the token
//! owner's account.

mod types;

use serde::Deserialize;
use serde_json::Value;
use url::Url;

use crate::http::{self, Http, HttpError, Request};
use crate::path::Segment;
use crate::secret::Secret;
use crate::{ClientError, Operation, Service};

pub use types::{State, WatchedItem, Webhook, WebhookSpec, WATCH_TYPES};

/// The service name used in messages.
pub const SERVICE: &str = "hub";
const WEBHOOKS: &str = "/api/settings/webhooks";

/// A client of the hub's webhook management API, acting for the token's owner.
pub struct HubClient {
    http: Http,
    base: Url,
    token: Secret,
}

/// `{"webhook": {...}}`, the shape of every single-webhook answer.
#[derive(Deserialize)]
struct Envelope {
    webhook: Webhook,
}

/// One webhook as read, and the hub's document as it was sent (its envelope, a
/// `"url": null` and every field ward does not model included) with its secrets redacted,
/// for JSON output.
#[derive(Debug, Clone)]
pub struct Answer {
    /// The webhook, read.
    pub webhook: Webhook,
    /// The answer as sent, secrets redacted (see [`redact_secrets`]).
    pub document: Value,
}

impl std::ops::Deref for Answer {
    type Target = Webhook;

    fn deref(&self) -> &Webhook {
        &self.webhook
    }
}

/// Every webhook of the account as read, and the hub's list exactly as it was sent.
#[derive(Debug, Clone)]
pub struct ListAnswer {
    /// The webhooks, read.
    pub webhooks: Vec<Webhook>,
    /// The answer as sent, a bare array, secrets redacted (see [`redact_secrets`]).
    pub document: Value,
}

impl ListAnswer {
    /// The items of the list as sent, one per webhook.
    pub fn items(&self) -> &[Value] {
        self.document.as_array().map_or(&[], Vec::as_slice)
    }
}

impl HubClient {
    /// A client of the hub at `base`, authenticated with `token`.
    pub fn new(http: Http, base: Url, token: Secret) -> Self {
        Self { http, base, token }
    }

    fn url(&self, suffix: &str) -> Url {
        http::join(&self.base, &format!("{WEBHOOKS}{suffix}"))
    }

    /// The URL of one webhook, refused before any request when `id` is not one segment.
    fn one(&self, id: &str, action: &str) -> Result<Url, ClientError> {
        let segment = Segment::new(id).map_err(|error| {
            ClientError::new(Service::Hub, Operation::Lookup(id.to_string()), error)
        })?;
        Ok(self.url(&format!("/{segment}{action}")))
    }

    /// Every webhook of the account.
    pub async fn list(&self) -> Result<ListAnswer, ClientError> {
        let request = Request::get(SERVICE, self.url("")).bearer(&self.token);
        let read = async {
            let response = self.http.send(request).await?;
            let webhooks: Vec<Webhook> = response.json()?;
            let mut document: Value = response.json()?;
            redact_secrets(&mut document);
            Ok(ListAnswer { webhooks, document })
        };
        read.await.map_err(|error| fail(None, error))
    }

    /// One webhook by ID.
    pub async fn get(&self, id: &str) -> Result<Answer, ClientError> {
        let request = Request::get(SERVICE, self.one(id, "")?).bearer(&self.token);
        self.single(request)
            .await
            .map_err(|error| fail(Some(id), error))
    }

    /// Create a webhook.
    pub async fn create(&self, spec: &WebhookSpec) -> Result<Answer, ClientError> {
        let request = Request::post(SERVICE, self.url(""))
            .bearer(&self.token)
            .json(&spec.to_json());
        self.single(request)
            .await
            .map_err(|error| fail(None, error))
    }

    /// Replace the webhook's settings: the hub treats this POST as a full update, so the
    /// caller sends every field, not only the changed ones.
    pub async fn update(&self, id: &str, spec: &WebhookSpec) -> Result<Answer, ClientError> {
        let request = Request::post(SERVICE, self.one(id, "")?)
            .bearer(&self.token)
            .json(&spec.to_json())
            .idempotent(true);
        self.single(request)
            .await
            .map_err(|error| fail(Some(id), error))
    }

    /// Turn a webhook on.
    pub async fn enable(&self, id: &str) -> Result<Answer, ClientError> {
        self.switch(id, "/enable").await
    }

    /// Turn a webhook off.
    pub async fn disable(&self, id: &str) -> Result<Answer, ClientError> {
        self.switch(id, "/disable").await
    }

    async fn switch(&self, id: &str, action: &str) -> Result<Answer, ClientError> {
        let request = Request::post(SERVICE, self.one(id, action)?)
            .bearer(&self.token)
            .idempotent(true);
        self.single(request)
            .await
            .map_err(|error| fail(Some(id), error))
    }

    /// Delete a webhook.
    pub async fn delete(&self, id: &str) -> Result<(), ClientError> {
        let request = Request::delete(SERVICE, self.one(id, "")?).bearer(&self.token);
        self.http
            .send(request)
            .await
            .map(|_| ())
            .map_err(|error| fail(Some(id), error))
    }

    async fn single(&self, request: Request) -> Result<Answer, HttpError> {
        let response = self.http.send(request).await?;
        // The documented shape is `{"webhook": {...}}`; a bare object is read too, since
        // another client of this API expected one.
        let mut document: Value = response.json()?;
        let webhook = if document.get("webhook").is_some() {
            response.json::<Envelope>()?.webhook
        } else {
            response.json::<Webhook>()?
        };
        redact_secrets(&mut document);
        Ok(Answer { webhook, document })
    }
}

/// What a redacted secret reads as in a document ward prints.
pub const REDACTED: &str = "***";

/// Replace every secret in a hub document with [`REDACTED`]: the value of each `secret`
/// field (the webhook's own) and of each entry of a `secrets` object (a job webhook's
/// secret variables), wherever they are. The hub echoes a webhook's secret in its answers,
/// and a document printed in a CI log would leak it; the field stays, so a script can still
/// tell a webhook with a secret from one without. `null` and `""` (no secret) are kept.
/// The webhook as read keeps the real value, which `update` sends back.
pub fn redact_secrets(document: &mut Value) {
    match document {
        Value::Object(object) => {
            for (key, value) in object.iter_mut() {
                match key.as_str() {
                    "secret" => redact(value),
                    "secrets" => match value {
                        Value::Object(secrets) => secrets.values_mut().for_each(redact),
                        Value::Array(secrets) => secrets.iter_mut().for_each(redact),
                        other => redact(other),
                    },
                    _ => redact_secrets(value),
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(redact_secrets),
        _ => {}
    }
}

fn redact(value: &mut Value) {
    let empty = match value {
        Value::Null => true,
        Value::String(text) => text.is_empty(),
        _ => false,
    };
    if !empty {
        *value = Value::String(REDACTED.to_string());
    }
}

/// A hub failure about one webhook (`id`) or the list.
fn fail(id: Option<&str>, error: HttpError) -> ClientError {
    let operation = match id {
        Some(id) => Operation::Lookup(id.to_string()),
        None => Operation::Endpoint("webhooks".to_string()),
    };
    ClientError::new(Service::Hub, operation, error)
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::{redact_secrets, REDACTED};

    #[test]
    fn secrets_are_redacted_in_every_shape_the_hub_sends() {
        let mut single = json!({"webhook": {
            "id": "1", "url": null, "secret": "hunter2", "watched": [{"type": "org", "name": "secret"}],
            "job": {"flavor": "cpu-basic", "secrets": {"HF_TOKEN": "hf_abc", "EMPTY": ""},
                    "environment": {"MODE": "fast"}}
        }});
        redact_secrets(&mut single);
        assert_eq!(
            single,
            json!({"webhook": {
                "id": "1", "url": null, "secret": REDACTED, "watched": [{"type": "org", "name": "secret"}],
                "job": {"flavor": "cpu-basic", "secrets": {"HF_TOKEN": REDACTED, "EMPTY": ""},
                        "environment": {"MODE": "fast"}}
            }})
        );

        let mut list = json!([
            {"id": "1", "secret": "a"},
            {"id": "2", "secret": null, "hasSecret": true},
            {"id": "3", "secret": ""},
            {"id": "4", "secret": 12345, "job": {"secrets": ["x"]}}
        ]);
        redact_secrets(&mut list);
        assert_eq!(
            list,
            json!([
                {"id": "1", "secret": REDACTED},
                {"id": "2", "secret": null, "hasSecret": true},
                {"id": "3", "secret": ""},
                {"id": "4", "secret": REDACTED, "job": {"secrets": [REDACTED]}}
            ])
        );
    }
}
