//! IAM credentials: generateAccessToken, generateIdToken and signJwt.

// Handlers return a ready response as their error; its size does not matter in a fake.
#![allow(clippy::result_large_err)]

use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::{Path, State as Extract};
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{json, Map, Value};

use super::{
    bearer, content_type, google_error, injected, jwt, known_account, now, origin, rfc3339, Issued,
    State, DELEGATE, KEY_ACCOUNT,
};

/// Who called, from the bearer credential.
enum Caller {
    Federated,
    Account(String),
    /// A JWT self-signed with the account's key.
    Key(String),
}

fn caller(state: &State, headers: &HeaderMap) -> Result<Caller, Response> {
    let Some(token) = bearer(headers) else {
        return Err(google_error(
            401,
            "Request is missing required authentication credential.",
        ));
    };
    match state.lookup(&token) {
        Some(Issued::Federated { .. }) => return Ok(Caller::Federated),
        Some(Issued::Access {
            account,
            subject: None,
            ..
        }) => return Ok(Caller::Account(account)),
        Some(Issued::Access { .. }) => {
            return Err(google_error(
                403,
                "domain-wide delegation tokens cannot call IAM credentials",
            ))
        }
        None => {}
    }
    // Self-signed JWTs name the service's origin, with a trailing slash, as audience.
    let audience = format!("{}/", origin(headers));
    match jwt::verify(&token, Some(&[audience.as_str()])) {
        Ok(claims) => {
            let issuer = claims.get("iss").and_then(Value::as_str).unwrap_or("");
            if issuer == KEY_ACCOUNT && claims.get("sub").and_then(Value::as_str) == Some(issuer) {
                Ok(Caller::Key(issuer.to_string()))
            } else {
                Err(google_error(
                    401,
                    "the JWT's issuer is not the key's service account",
                ))
            }
        }
        Err(error) => Err(google_error(
            401,
            &format!("Request had invalid authentication credentials: {error}"),
        )),
    }
}

/// `POST /v1/projects/-/serviceAccounts/{account}:{method}`
pub async fn call(
    Extract(state): Extract<Arc<State>>,
    Path(target): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let Some((account, method)) = target.rsplit_once(':') else {
        return google_error(404, "unknown method");
    };
    if let Some(failure) = injected(&state, method) {
        return failure;
    }
    if !content_type(&headers).starts_with("application/json") {
        return google_error(400, "Content-Type must be application/json");
    }
    let Ok(Value::Object(body)) = serde_json::from_slice::<Value>(&body) else {
        return google_error(400, "Invalid JSON payload received.");
    };
    let caller = match caller(&state, &headers) {
        Ok(caller) => caller,
        Err(response) => return response,
    };
    if !known_account(account) {
        return google_error(
            404,
            &format!("Not found; Gaia id not found for email {account}"),
        );
    }
    if let Caller::Key(own) | Caller::Account(own) = &caller {
        if !may_act_as(own, account) {
            return google_error(403, "Permission 'iam.serviceAccounts.getAccessToken' denied on resource (or it may not exist).");
        }
    }
    if let Err(response) = check_delegates(&body) {
        return response;
    }
    match method {
        "generateAccessToken" => generate_access_token(&state, account, &body),
        "generateIdToken" => generate_id_token(&state, account, &body),
        "signJwt" => sign_jwt(account, &caller, &body),
        _ => google_error(404, &format!("unknown method {method}")),
    }
}

/// Accounts act as themselves; the key's account also holds
/// roles/iam.serviceAccountTokenCreator on DELEGATE.
fn may_act_as(own: &str, account: &str) -> bool {
    own == account || (own == KEY_ACCOUNT && account == DELEGATE)
}

fn check_delegates(body: &Map<String, Value>) -> Result<(), Response> {
    // Client libraries send `"delegates": null` when there are none.
    let Some(delegates) = body.get("delegates").filter(|d| !d.is_null()) else {
        return Ok(());
    };
    let Some(delegates) = delegates.as_array() else {
        return Err(google_error(400, "delegates must be a list"));
    };
    for delegate in delegates {
        let account = delegate
            .as_str()
            .and_then(|text| text.strip_prefix("projects/-/serviceAccounts/"));
        match account {
            Some(account) if known_account(account) => {}
            _ => {
                return Err(google_error(
                    400,
                    &format!("Invalid form of delegate {delegate}: use projects/-/serviceAccounts/{{EMAIL_OR_UNIQUEID}}"),
                ))
            }
        }
    }
    Ok(())
}

fn generate_access_token(state: &State, account: &str, body: &Map<String, Value>) -> Response {
    let scopes: Vec<String> = body
        .get("scope")
        .and_then(Value::as_array)
        .map(|scopes| {
            scopes
                .iter()
                .filter_map(Value::as_str)
                .map(str::to_string)
                .collect()
        })
        .unwrap_or_default();
    if scopes.is_empty() {
        return google_error(400, "Scope required.");
    }
    let lifetime = match body.get("lifetime").and_then(Value::as_str) {
        None => 3600,
        Some(text) => match text.strip_suffix('s').and_then(|n| n.parse::<u64>().ok()) {
            Some(seconds) => seconds,
            None => return google_error(400, &format!("Invalid value at 'lifetime' ({text})")),
        },
    };
    if lifetime > 3600 {
        return google_error(400, "The access token lifetime cannot exceed 3600 seconds.");
    }
    state.count_minted(account);
    let token = state.issue(
        "sa",
        Issued::Access {
            account: account.to_string(),
            scopes,
            subject: None,
        },
    );
    let lifetime = state.token_lifetime(lifetime);
    Json(json!({"accessToken": token, "expireTime": rfc3339(now() + lifetime)})).into_response()
}

fn generate_id_token(state: &State, account: &str, body: &Map<String, Value>) -> Response {
    let Some(audience) = body
        .get("audience")
        .and_then(Value::as_str)
        .filter(|a| !a.is_empty())
    else {
        return google_error(400, "Audience required.");
    };
    let issued_at = now();
    let mut claims = json!({
        "iss": "https://accounts.google.com",
        "aud": audience,
        "azp": account,
        "sub": "100000000000000000001",
        "iat": issued_at,
        "exp": issued_at + 600,
        "jti": format!("id-{}", state.next_id()),
    });
    if body.get("includeEmail").and_then(Value::as_bool) == Some(true) {
        claims["email"] = json!(account);
        claims["email_verified"] = json!(true);
    }
    Json(json!({"token": jwt::sign(&claims, "fake-managed-key")})).into_response()
}

fn sign_jwt(account: &str, caller: &Caller, body: &Map<String, Value>) -> Response {
    if matches!(caller, Caller::Federated) {
        // As the real service does in some setups: signJwt wants the account's own token.
        return google_error(
            401,
            "ACCESS_TOKEN_TYPE_UNSUPPORTED: federated tokens cannot call signJwt",
        );
    }
    let Some(payload) = body.get("payload").and_then(Value::as_str) else {
        return google_error(400, "payload must be a string holding a JSON claims set");
    };
    let Ok(Value::Object(claims)) = serde_json::from_str::<Value>(payload) else {
        return google_error(400, "Invalid JWT payload: not a serialized JSON object");
    };
    let exp = claims.get("exp").and_then(Value::as_u64).unwrap_or(0);
    if exp > now() + 12 * 3600 {
        return google_error(400, "Invalid JWT payload: exp is more than 12 hours ahead");
    }
    if claims.get("iss").and_then(Value::as_str) != Some(account) {
        return google_error(400, "Invalid JWT payload: iss must be the service account");
    }
    let signed = jwt::sign(&Value::Object(claims), "fake-managed-key");
    Json(json!({"keyId": "fake-managed-key", "signedJwt": signed})).into_response()
}
