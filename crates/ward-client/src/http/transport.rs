//! One attempt of a request: sent, its body read under the service's limit, and a
//! failure sorted into one that may be retried and one that may not.

use std::time::Instant;

use reqwest::header::CONTENT_TYPE;

use super::body::{self, body_limit, human_size, redact_in, redact_url};
use super::{error, Http, HttpError, Request, Response};

impl Http {
    pub(super) async fn attempt(&self, request: &Request) -> Result<Response, AttemptFailure> {
        if self.direct.carries(request, &self.settings) {
            let limit = body_limit(request.service);
            let response = self.direct.attempt(request, &self.settings, limit).await?;
            if !response.status.is_redirection() || response.status.as_u16() == 304 {
                return Ok(response);
            }
            self.direct.redirected();
        }
        let mut builder = self
            .client
            .request(request.method.clone(), request.url.clone())
            .headers(request.headers.clone());
        if let Some(body) = &request.body {
            builder = builder
                .header(CONTENT_TYPE, body.content_type)
                .body(body.bytes.clone());
        }
        let response = builder
            .send()
            .await
            .map_err(|error| self.transport_failure(request, &error))?;
        let status = response.status();
        let headers = response.headers().clone();
        let url = response.url().clone();
        let limit = body_limit(request.service);
        let body = body::read_limited(response, limit)
            .await
            .map_err(|failure| match failure {
                body::ReadFailure::Transport(error) => self.transport_failure(request, &error),
                // The same server would send the same body again: no retry.
                body::ReadFailure::TooLarge => AttemptFailure {
                    error: HttpError::TooLarge {
                        service: request.service,
                        url: redact_url(&url),
                        limit: human_size(limit),
                    },
                    not_sent: false,
                    fatal: true,
                },
            })?;
        Ok(Response {
            service: request.service,
            attempts: 1,
            status,
            headers,
            body,
            url,
        })
    }

    fn transport_failure(&self, request: &Request, error: &reqwest::Error) -> AttemptFailure {
        let url = redact_url(&request.url);
        let not_sent = error.is_connect();
        let error = if not_sent {
            let detail = if error.is_timeout() {
                let limit = self.settings.connect_timeout.min(self.settings.timeout);
                format!("no connection within {} s", limit.as_secs())
            } else {
                redact_in(&error::innermost_cause(error), &request.url)
            };
            HttpError::Unreachable {
                service: request.service,
                url,
                detail,
                timed_out: error.is_timeout(),
            }
        } else if error.is_timeout() {
            HttpError::Timeout {
                service: request.service,
                url,
                seconds: self.settings.timeout.as_secs(),
            }
        } else {
            HttpError::Connect {
                service: request.service,
                url,
                detail: redact_in(&error::innermost_cause(error), &request.url),
            }
        };
        AttemptFailure {
            error,
            not_sent,
            fatal: false,
        }
    }
}

pub(super) struct AttemptFailure {
    pub(super) error: HttpError,
    /// The request never left: safe to send again even when not idempotent.
    pub(super) not_sent: bool,
    /// Sending again cannot help.
    pub(super) fatal: bool,
}

pub(super) fn log_response(response: &Response, started: Instant) {
    let mut budget = String::new();
    if let (Some(remaining), Some(limit)) = (
        response.header("x-ratelimit-remaining"),
        response.header("x-ratelimit-limit"),
    ) {
        budget = format!(" rate-limit {remaining}/{limit} left");
        if let Some(reset) = response.header("x-ratelimit-reset") {
            budget.push_str(&format!(", resets in {reset} s"));
        }
    }
    tracing::debug!(
        "< {} {} ({} ms, {} bytes){budget}",
        response.status.as_u16(),
        redact_url(&response.url),
        started.elapsed().as_millis(),
        response.body.len()
    );
}
