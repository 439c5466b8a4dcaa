//! The page at `/`: what this receiver serves and how to call it.

use super::routes::Route;

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The built-in page. Commands are not shown: the page is public, the commands are not
/// the caller's business.
pub(super) fn page(routes: &[Route]) -> String {
    let mut items = String::new();
    for route in routes {
        let mut notes = Vec::new();
        let filters = &route.filters;
        if !filters.actions.is_empty() {
            notes.push(format!("event.action: {}", filters.actions.join(", ")));
        }
        if !filters.scopes.is_empty() {
            notes.push(format!("event.scope: {}", filters.scopes.join(", ")));
        }
        if !filters.repo_types.is_empty() {
            notes.push(format!("repo.type: {}", filters.repo_types.join(", ")));
        }
        if !filters.repos.is_empty() {
            notes.push(format!("repo.name: {}", filters.repos.join(", ")));
        }
        if let Some(verifier) = &route.verify.verifier {
            if !verifier.scheme().is_hub() {
                notes.push(format!(
                    "{} signature in {}",
                    verifier.scheme().name(),
                    verifier.scheme().header()
                ));
            }
        }
        let notes = if notes.is_empty() {
            String::new()
        } else {
            format!(" <small>({})</small>", escape(&notes.join("; ")))
        };
        items.push_str(&format!(
            "<li><code>POST /webhooks/{}</code>{notes}</li>\n",
            escape(&route.name)
        ));
    }
    let secured = routes.iter().any(|route| {
        route
            .verify
            .verifier
            .as_ref()
            .is_some_and(|verifier| verifier.scheme().is_hub())
    });
    let signed = routes.iter().any(|route| route.verify.verifier.is_some());
    let auth = if secured {
        "Requests must carry the webhook's secret in the <code>X-Webhook-Secret</code> header."
    } else if signed {
        "Requests must be signed as each route says; <code>ward webhook sign --scheme SCHEME --curl URL &lt; body.json</code> makes a signed test delivery."
    } else {
        "No secret is set: these endpoints are open to everyone."
    };
    let header = if secured {
        " -H 'X-Webhook-Secret: SECRET'"
    } else {
        ""
    };
    let example = routes
        .first()
        .map(|route| route.name.as_str())
        .unwrap_or("NAME");
    format!(
        "<!doctype html>\n<html><head><meta charset=\"utf-8\"><title>ward webhook receiver</title></head>\n<body>\n<h1>ward webhook receiver</h1>\n<p>This server runs a command when the hub delivers a webhook. {count} route(s) are registered:</p>\n<ul>\n{items}</ul>\n<p>{auth}</p>\n<p>Point a webhook at one of them (<code>ward webhook create --url https://THIS-HOST/webhooks/{example} --watch TYPE:NAME</code>), or try it by hand:</p>\n<pre>curl -X POST{header} -H 'Content-Type: application/json' \\\n  -d '{{\"event\":{{\"action\":\"update\",\"scope\":\"repo\"}},\"repo\":{{\"type\":\"model\",\"name\":\"acme/bert\"}}}}' \\\n  http://HOST:PORT/webhooks/{example}</pre>\n<p>Deliveries answer 202 with a job id, or the command's exit status for routes that wait.</p>\n</body></html>\n",
        count = routes.len(),
        example = escape(example),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::webhook_server::routes::Filters;

    #[test]
    fn lists_routes_and_filters_escaped_without_commands() {
        let route = Route {
            name: "build".into(),
            command: None,
            filters: Filters {
                repo_types: vec!["<model>".into()],
                ..Filters::default()
            },
            policy: crate::webhook_server::routes::tests::defaults().policy,
            workdir: None,
            verify: crate::webhook_server::routes::VerifyDefaults::default()
                .rule(None, None, None, "t")
                .unwrap(),
            release: crate::services::release_events::ReleaseFilter::default(),
            forward: None,
        };
        let open = page(std::slice::from_ref(&route));
        assert!(open.contains("open to everyone"));
        let mut route = route;
        route
            .verify
            .arm(&[ward_client::secret::Secret::new("s")], "t")
            .unwrap();
        let secured = page(std::slice::from_ref(&route));
        assert!(secured.contains("POST /webhooks/build"));
        assert!(secured.contains("repo.type: &lt;model&gt;"));
        assert!(secured.contains("X-Webhook-Secret: SECRET"));
    }
}
