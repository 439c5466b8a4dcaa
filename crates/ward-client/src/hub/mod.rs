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

/// One webhook as read, and the hub's document exactly as it was sent (its envelope, a
/// `"url": null` and every field ward does not model included), for JSON output.
#[derive(Debug, Clone)]
pub struct Answer {
    /// The webhook, read.
    pub webhook: Webhook,
    /// The answer as sent.
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
    /// The answer as sent: a bare array.
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
            let document: Value = response.json()?;
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
        let document: Value = response.json()?;
        let webhook = if document.get("webhook").is_some() {
            response.json::<Envelope>()?.webhook
        } else {
            response.json::<Webhook>()?
        };
        Ok(Answer { webhook, document })
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
