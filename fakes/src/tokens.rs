//! Access tokens issued by the fake token endpoints, so a fake API can check that a bearer
//! token really came from one of them and carries an allowed scope.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

#[derive(Debug, Clone, Default)]
pub struct TokenRegistry(Arc<Mutex<HashMap<String, Vec<String>>>>);

impl TokenRegistry {
    pub fn new() -> Self {
        Self::default()
    }

    /// A fresh opaque token tagged with `kind` and granting `scopes`.
    pub fn issue(&self, kind: &str, scopes: &[String]) -> String {
        let token = format!("ya29.{kind}.{:016x}", fastrand_u64());
        if let Ok(mut tokens) = self.0.lock() {
            tokens.insert(token.clone(), scopes.to_vec());
        }
        token
    }

    /// Register a token minted elsewhere (for tests that set one directly).
    pub fn insert(&self, token: &str, scopes: &[&str]) {
        if let Ok(mut tokens) = self.0.lock() {
            tokens.insert(
                token.to_string(),
                scopes.iter().map(|s| (*s).to_string()).collect(),
            );
        }
    }

    /// The scopes of `token`, or `None` when no fake issued it.
    pub fn scopes(&self, token: &str) -> Option<Vec<String>> {
        self.0.lock().ok()?.get(token).cloned()
    }
}

fn fastrand_u64() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u128(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |elapsed| elapsed.as_nanos()),
    );
    hasher.finish()
}
