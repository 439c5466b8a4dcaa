//! Reading a request's body within its size limit, its deadline and the receiver's budget
//! of memory for bodies, into one buffer that the rest of the request shares.

use std::sync::Arc;

use axum::extract::Request;
use axum::http::{header, StatusCode};
use bytes::Bytes;
use futures_util::StreamExt;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

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
        let mut body = Budgeted::default();
        // One buffer of the declared size, so the body is never copied to grow it.
        if let Some(length) = declared {
            body.grow(&self.body_budget, length as usize)
                .ok_or_else(busy)?;
        }
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
            let wanted = body.bytes.len() + chunk.len();
            if wanted > self.max_body {
                return Err(too_large());
            }
            if wanted > body.bytes.capacity() {
                // No length declared (or a wrong one): doubled, within the limit.
                let room = wanted.max(body.bytes.capacity() * 2).min(self.max_body);
                body.grow(&self.body_budget, room).ok_or_else(busy)?;
            }
            body.bytes.extend_from_slice(&chunk);
        }
        Ok(Bytes::from_owner(body))
    }
}

/// A body's buffer with its share of the receiver's budget, which counts the memory the
/// buffer takes (its capacity), not only the bytes read into it so far. The share goes back
/// when the last holder of the body lets go of it (the handler, the queue's writer), so
/// bodies that wait for the queue count as much as bodies still arriving.
#[derive(Default)]
struct Budgeted {
    bytes: Vec<u8>,
    share: Vec<OwnedSemaphorePermit>,
}

impl Budgeted {
    /// Room for `capacity` bytes in all, or None when the budget has not that much left.
    fn grow(&mut self, budget: &Arc<Semaphore>, capacity: usize) -> Option<()> {
        let more = capacity.saturating_sub(self.bytes.capacity());
        if more == 0 {
            return Some(());
        }
        let permits = u32::try_from(more).ok()?;
        self.share
            .push(Arc::clone(budget).try_acquire_many_owned(permits).ok()?);
        self.bytes.reserve_exact(capacity - self.bytes.len());
        Some(())
    }
}

impl AsRef<[u8]> for Budgeted {
    fn as_ref(&self) -> &[u8] {
        &self.bytes
    }
}
