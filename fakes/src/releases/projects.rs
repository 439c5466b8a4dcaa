//! The project endpoints (spec 1 §4 rows 1, 2 and 4-11).

// An early answer is the natural error of a handler step; their size does not matter here.
#![allow(clippy::result_large_err)]

use axum::response::Response;
use serde_json::{json, Map, Value};

use super::server::{bad_request, message, reply};
use super::store::{is_setting, Store, StoredProject, PROVIDERS};
use super::Options;

fn paginate(items: Vec<Value>, page_size: usize, page: usize) -> (Vec<Value>, usize) {
    let size = page_size.max(1);
    let total = items.len().div_ceil(size);
    let start = (page - 1).saturating_mul(size);
    (items.into_iter().skip(start).take(size).collect(), total)
}

pub(crate) fn list_projects(
    store: &Store,
    options: &Options,
    provider: Option<&str>,
    param: &dyn Fn(&str) -> Option<String>,
    page: usize,
) -> Response {
    let mut projects: Vec<&StoredProject> = store
        .projects
        .iter()
        .filter(|p| provider.is_none_or(|wanted| p.provider == wanted))
        .collect();
    if provider.is_none() {
        if let Some(tag) = param("tag") {
            projects.retain(|p| {
                p.settings
                    .get("tags")
                    .and_then(Value::as_array)
                    .is_some_and(|tags| tags.iter().any(|t| t == &tag))
            });
        }
    }
    match param("order").as_deref().unwrap_or("updated") {
        "name" => projects.sort_by(|a, b| (&a.name, &a.provider).cmp(&(&b.name, &b.provider))),
        "added" => projects.sort_by_key(|p| std::cmp::Reverse(p.added)),
        "updated" => projects.sort_by_key(|p| std::cmp::Reverse(p.updated)),
        other => return bad_request(vec![format!("invalid order {other}")]),
    }
    if param("reverse").is_some() {
        projects.reverse();
    }
    let documents = projects.iter().map(|p| p.document()).collect();
    let (items, total) = paginate(documents, options.page_size, page);
    reply(200, &json!({"projects": items, "total_pages": total}))
}

pub(crate) fn add_project(store: &mut Store, map: &Map<String, Value>) -> Response {
    let mut errors = Vec::new();
    let provider = map
        .get("provider")
        .and_then(Value::as_str)
        .unwrap_or_default();
    let name = map.get("name").and_then(Value::as_str).unwrap_or_default();
    if provider.is_empty() {
        errors.push("provider is required".to_string());
    } else if !PROVIDERS.contains(&provider) {
        errors.push("unsupported provider".to_string());
    }
    if name.is_empty() {
        errors.push("project name is required".to_string());
    }
    errors.extend(store.validate(map));
    if errors.is_empty()
        && store
            .projects
            .iter()
            .any(|p| p.provider == provider && p.name == name)
    {
        errors.push("project already added".to_string());
    }
    if !errors.is_empty() {
        return bad_request(errors);
    }
    let settings: Map<String, Value> = map
        .iter()
        .filter(|(key, value)| is_setting(key) && !value.is_null())
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect();
    let id = store.insert_project(provider, name, &Value::Object(settings));
    let index = store.projects.len() - 1;
    debug_assert_eq!(store.projects[index].id, id);
    reply(200, &store.projects[index].document())
}

pub(crate) fn project_route(
    store: &mut Store,
    options: &Options,
    method: &str,
    rest: &[&str],
    page: usize,
    json_body: &dyn Fn() -> Result<Map<String, Value>, Response>,
) -> Response {
    let owned: Vec<String> = rest.iter().map(|s| (*s).to_string()).collect();
    let n = owned.len();
    if method == "GET" && n >= 2 {
        let last = owned[n - 1].as_str();
        if last == "latest-release" {
            if let Some(index) = store.find(&owned[..n - 1]) {
                let project = &store.projects[index];
                return match project.releases.iter().find(|r| r["is_excluded"] != true) {
                    Some(release) => reply(200, release),
                    None => message(404),
                };
            }
        }
        if n >= 4 && owned[n - 3] == "releases" && last == "note" {
            if let Some(index) = store.find(&owned[..n - 3]) {
                return match store.projects[index].notes.get(&owned[n - 2]) {
                    Some(note) => reply(200, note),
                    None => message(404),
                };
            }
        }
        if n >= 3 && owned[n - 2] == "releases" {
            if let Some(index) = store.find(&owned[..n - 2]) {
                let version = &owned[n - 1];
                return match store.projects[index]
                    .releases
                    .iter()
                    .find(|r| r["version"] == version.as_str())
                {
                    Some(release) => reply(200, release),
                    None => message(404),
                };
            }
        }
        if last == "releases" {
            if let Some(index) = store.find(&owned[..n - 1]) {
                let (items, total) = paginate(
                    store.projects[index].releases.clone(),
                    options.page_size,
                    page,
                );
                return reply(200, &json!({"releases": items, "total_pages": total}));
            }
        }
    }
    let Some(index) = store.find(&owned) else {
        return message(404);
    };
    match method {
        "GET" => reply(200, &store.projects[index].document()),
        "POST" => {
            let map = match json_body() {
                Ok(map) => map,
                Err(response) => return response,
            };
            let errors = store.validate(&map);
            if !errors.is_empty() {
                return bad_request(errors);
            }
            store.update(index, &map);
            reply(200, &store.projects[index].document())
        }
        "DELETE" => {
            store.projects.remove(index);
            message(200)
        }
        _ => message(405),
    }
}
