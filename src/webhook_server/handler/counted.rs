//! Each request to `/webhooks/NAME`, told to the receiver's statistics: by its configured
//! route, or under one fixed label when no route has the name.

use std::time::Duration;

use super::reply::Reply;
use super::App;
use crate::webhook_server::admin::stats::{Request, UNKNOWN};

impl App {
    pub(super) fn counted(&self, path: &str, reply: &Reply, elapsed: Duration) {
        if !path.starts_with("/webhooks/") {
            return;
        }
        let lane = reply.route.as_deref().and_then(|name| self.lanes.get(name));
        let (route, scheme) = match &lane {
            Some(lane) => (lane.route.name.as_str(), lane.route.verify.scheme_name()),
            None => (UNKNOWN, "none"),
        };
        self.shared.stats.request(&Request {
            route,
            scheme,
            status: reply.status.as_u16(),
            outcome: reply.outcome,
            refusal: reply.refusal,
            identity: reply.identity.as_deref(),
            job: reply.job.as_deref(),
            elapsed,
        });
    }
}
