//! One attempt of a request: sent, its body read under the service's limit, and a
//! failure sorted into one that may be retried and one that may not.

use std::time::Instant;

use reqwest::header::CONTENT_TYPE;

use super::body::{self, body_limit, human_size, redact_in, redact_url};
use super::{error, Http, HttpError, HttpSettings, Request, Response};

impl Http {
    pub(super) async fn attempt(&self, request: &Request) -> Result<Response, AttemptFailure> {
        if self.direct.carries(request, &self.settings) {
            let response = self.direct.attempt(request, &self.settings).await?;
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
        let body = body::read_limited(response, body_limit(request.service))
            .await
            .map_err(|failure| match failure {
                body::ReadFailure::Transport(error) => self.transport_failure(request, &error),
                body::ReadFailure::TooLarge => {
                    failure_of(request, &self.settings, Fault::TooLarge(&url))
                }
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
        let fault = match (error.is_connect(), error.is_timeout()) {
            (true, true) => Fault::ConnectTimedOut,
            (true, false) => Fault::Unreachable(error),
            (false, true) => Fault::TimedOut,
            (false, false) => Fault::Broken(error),
        };
        failure_of(request, &self.settings, fault)
    }
}

/// Why one attempt failed, on either transport, before it is put in words.
pub(super) enum Fault<'a> {
    /// No connection could be opened, for this reason: nothing was sent.
    Unreachable(&'a (dyn std::error::Error + 'static)),
    /// No connection within the connect timeout: nothing was sent.
    ConnectTimedOut,
    /// The whole exchange outlasted the timeout.
    TimedOut,
    /// The connection failed once the request was on its way.
    Broken(&'a (dyn std::error::Error + 'static)),
    /// The body from this URL passed the service's limit.
    TooLarge(&'a url::Url),
    /// The request could not be put on the wire.
    Unsendable(String),
}

/// `fault` in the error's words, with whether sending again is safe and can help.
pub(super) fn failure_of(
    request: &Request,
    settings: &HttpSettings,
    fault: Fault<'_>,
) -> AttemptFailure {
    let service = request.service;
    let url = redact_url(&request.url);
    let cause = |reason: &(dyn std::error::Error + 'static)| {
        redact_in(&error::innermost_cause(reason), &request.url)
    };
    let not_sent = matches!(fault, Fault::Unreachable(_) | Fault::ConnectTimedOut);
    // The same server would send the same body again, and the request cannot change.
    let fatal = matches!(fault, Fault::TooLarge(_) | Fault::Unsendable(_));
    let error = match fault {
        Fault::Unreachable(reason) => HttpError::Unreachable {
            service,
            url,
            detail: cause(reason),
            timed_out: false,
        },
        Fault::ConnectTimedOut => HttpError::Unreachable {
            service,
            url,
            detail: format!(
                "no connection within {} s",
                settings.connect_timeout.min(settings.timeout).as_secs()
            ),
            timed_out: true,
        },
        Fault::TimedOut => HttpError::Timeout {
            service,
            url,
            seconds: settings.timeout.as_secs(),
        },
        Fault::Broken(reason) => HttpError::Connect {
            service,
            url,
            detail: cause(reason),
        },
        Fault::TooLarge(from) => HttpError::TooLarge {
            service,
            url: redact_url(from),
            limit: human_size(body_limit(service)),
        },
        Fault::Unsendable(detail) => HttpError::Build { service, detail },
    };
    AttemptFailure {
        error,
        not_sent,
        fatal,
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
