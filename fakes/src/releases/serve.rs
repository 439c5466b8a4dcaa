//! `ward-fakes releases ...`: the fake as a standalone server, seeded for benchmarks.

use std::time::Duration;

use axum::Router;
use serde_json::json;

use super::{Options, ReleasesFake};

#[derive(Debug, Clone, clap::Args)]
pub struct ServeArgs {
    /// API key the fake accepts (as X-Key, or either field of Basic auth)
    #[arg(long, default_value = "fake-key")]
    pub key: String,
    /// Projects to seed, spread over a few providers
    #[arg(long, default_value_t = 25)]
    pub projects: usize,
    /// Releases to seed on the first project
    #[arg(long, default_value_t = 15)]
    pub releases: usize,
    /// Projects and releases per page
    #[arg(long, default_value_t = 10)]
    pub page_size: usize,
    /// Delay before each answer, in milliseconds
    #[arg(long, default_value_t = 0)]
    pub latency_ms: u64,
    /// Rate-limit budget per window (GET costs 1, other methods 10); none when omitted
    #[arg(long)]
    pub rate_limit: Option<u64>,
    /// Length of the rate-limit window in seconds
    #[arg(long, default_value_t = 3600)]
    pub window_secs: u64,
    /// Push every release published with `POST /_fake/publish` to this receiver URL,
    /// signed as the tracker signs its webhooks
    #[arg(long, value_name = "URL")]
    pub webhook_url: Option<String>,
    /// The webhook's signing secret
    #[arg(long, value_name = "SECRET", default_value = "fake-webhook-secret")]
    pub webhook_secret: String,
}

impl ServeArgs {
    pub fn fake(&self) -> ReleasesFake {
        let fake = ReleasesFake::new(Options {
            page_size: self.page_size,
            rate_limit: self.rate_limit,
            window: Duration::from_secs(self.window_secs),
            latency: Duration::from_millis(self.latency_ms),
            ..Options::default()
        });
        seed(&fake, &self.key, self.projects, self.releases);
        fake.set_webhook(self.webhook_url.clone().map(|url| super::Webhook {
            url,
            secret: self.webhook_secret.clone(),
        }));
        fake
    }

    pub fn router(&self) -> Router {
        self.fake().router()
    }
}

/// Projects named `group/project-N` on a few providers, and releases on the first one.
pub fn seed(fake: &ReleasesFake, key: &str, projects: usize, releases: usize) {
    fake.add_key("default", key, &["0.0.0.0/0", "::/0"]);
    let providers = ["github", "npm", "pypi", "gitlab"];
    let mut first = None;
    for index in 0..projects {
        let provider = providers[index % providers.len()];
        let id = fake.add_project(provider, &format!("group/project-{index}"), json!({}));
        first.get_or_insert(id);
    }
    if let Some(id) = first {
        for number in 0..releases {
            fake.add_release(
                &id,
                json!({"version": format!("v1.{number}.0"), "date": "2024-05-01T10:00:00Z"}),
                Some(json!({"title": format!("v1.{number}.0"), "message": "<p>Fixes.</p>", "url": "https://example.com"})),
            );
        }
    }
}
