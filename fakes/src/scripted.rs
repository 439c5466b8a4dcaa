//! A fake that answers from a script: each request takes the next canned response, and
//! the last one repeats. For testing the shared HTTP client's retry rules.

use std::sync::{Arc, Mutex};

use axum::body::Body;
use axum::http::{Response, StatusCode};
use axum::Router;

#[derive(Debug, Clone)]
pub struct Canned {
    pub status: u16,
    pub headers: Vec<(&'static str, String)>,
    pub body: String,
}

impl Canned {
    pub fn new(status: u16, body: &str) -> Self {
        Self {
            status,
            headers: Vec::new(),
            body: body.to_string(),
        }
    }

    #[must_use]
    pub fn header(mut self, name: &'static str, value: &str) -> Self {
        self.headers.push((name, value.to_string()));
        self
    }
}

/// A router answering every path and method from `script`, in order.
pub fn router(script: Vec<Canned>) -> Router {
    let script = Arc::new(Mutex::new((script, 0usize)));
    Router::new().fallback(move || {
        let script = Arc::clone(&script);
        async move {
            let canned = {
                let Ok(mut guard) = script.lock() else {
                    return Response::new(Body::from("script lock poisoned"));
                };
                let (items, next) = &mut *guard;
                let index = (*next).min(items.len().saturating_sub(1));
                *next += 1;
                items.get(index).cloned()
            };
            let canned = canned.unwrap_or_else(|| Canned::new(500, "empty script"));
            let mut response = Response::new(Body::from(canned.body));
            *response.status_mut() =
                StatusCode::from_u16(canned.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
            for (name, value) in canned.headers {
                if let Ok(value) = value.parse() {
                    response.headers_mut().insert(name, value);
                }
            }
            response
        }
    })
}
