//! Reading a request's body within its size limit, its deadline and the receiver's budget
//! of bytes read at once.

use std::sync::Arc;

use axum::extract::Request;
use axum::http::{header, StatusCode};
use bytes::{Bytes, BytesMut};
use futures_util::StreamExt;

use super::reply::Reply;
use super::App;

impl App {
    /// The whole body, or 413 as soon as it is known to be too large.
    pub(super) async fn read_body(&self, request: Request) -> Result<Bytes, Reply> {
        let too_large = || {
            Reply::error(
                StatusCode::PAYLOAD_TOO_LARGE,
                "too-large",
                format!("the body is larger than {} bytes", self.max_body),
            )
        };
        let declared = request
            .headers()
            .get(header::CONTENT_LENGTH)
            .and_then(|value| value.to_str().ok())
            .and_then(|value| value.parse::<u64>().ok());
        if declared.is_some_and(|length| length > self.max_body as u64) {
            return Err(too_large());
        }
        let slow = || {
            Reply::error(
                StatusCode::REQUEST_TIMEOUT,
                "slow-body",
                format!(
                    "the body did not arrive within {} s",
                    self.body_timeout.as_secs()
                ),
            )
        };
        let busy = || {
            Reply::unavailable(
                "busy",
                "too many request bodies are being read at once; try again shortly".into(),
            )
        };
        let deadline = tokio::time::Instant::now() + self.body_timeout;
        let mut stream = request.into_body().into_data_stream();
        let mut body = BytesMut::new();
        // Every byte held counts against the global budget until the body is dropped, so
        // slow or unfinished bodies cannot pile up memory.
        let mut held = Vec::new();
        loop {
            let chunk = match tokio::time::timeout_at(deadline, stream.next()).await {
                Err(_) => return Err(slow()),
                Ok(None) => break,
                Ok(Some(chunk)) => chunk,
            };
            let chunk = chunk.map_err(|error| {
                Reply::error(
                    StatusCode::BAD_REQUEST,
                    "bad-body",
                    format!("could not read the body: {error}"),
                )
            })?;
            if body.len() + chunk.len() > self.max_body {
                return Err(too_large());
            }
            let size = u32::try_from(chunk.len()).unwrap_or(u32::MAX);
            if size > 0 {
                let permit = Arc::clone(&self.body_budget)
                    .try_acquire_many_owned(size)
                    .map_err(|_| busy())?;
                held.push(permit);
            }
            body.extend_from_slice(&chunk);
        }
        drop(held);
        Ok(body.freeze())
    }
}
