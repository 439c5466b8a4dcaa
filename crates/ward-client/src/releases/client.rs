//! Typed calls for every endpoint of the release tracker (spec 1 §4).

use std::sync::Arc;

use reqwest::Method;
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::{Map, Value};
use url::Url;

use super::budget::{RateBudget, GET_COST, WRITE_COST};
use super::reference::{version_segment, ProjectRef};
use super::types::{
    IntegrationKind, IntegrationList, KeyList, NewProject, Project, ProjectPage, ProjectSettings,
    ProjectUpdate, ProviderList, Release, ReleaseNote, ReleasePage, SearchResult, Tag, TagList,
};
use crate::http::{join, Http, HttpError, Request, Response};
use crate::path::{Segment, SegmentError};
use crate::{ClientError, ErrorKind, Operation, Result, Service};

use crate::secret::Secret;

/// The service name used in messages.
pub const SERVICE: &str = "release tracker";

/// How requests prove who is asking.
#[derive(Debug, Clone)]
pub enum Credentials {
    /// An API key, sent as `X-Key`.
    Key(Secret),
    /// The account's login, only for the key list (spec 1 §5 item 5).
    Login {
        /// The account's e-mail address.
        email: String,
        /// The account's password.
        password: Secret,
    },
}

/// Which projects a list request asks for (spec 1 §4 rows 1 and 2).
#[derive(Debug, Clone, Default)]
pub struct ProjectQuery {
    /// Only this provider's projects.
    pub provider: Option<String>,
    /// The sort order.
    pub order: Option<String>,
    /// Reverse the order.
    pub reverse: bool,
    /// Only projects with this tag.
    pub tag: Option<String>,
}

#[derive(Debug, Clone)]
/// A client of the release-tracking API.
pub struct ReleasesClient {
    http: Http,
    base: Url,
    credentials: Credentials,
    budget: Arc<RateBudget>,
}

impl ReleasesClient {
    /// A client of the API at `base`, with `credentials`, its requests paced by `budget`.
    pub fn new(http: Http, base: Url, credentials: Credentials, budget: Arc<RateBudget>) -> Self {
        Self {
            http,
            base,
            credentials,
            budget,
        }
    }

    /// The rate-limit budget its requests share.
    pub fn budget(&self) -> &Arc<RateBudget> {
        &self.budget
    }

    fn request(&self, method: Method, path: &str, query: &str) -> Request {
        let mut url = join(&self.base, path);
        if !query.is_empty() {
            url.set_query(Some(query));
        }
        let cost = if method == Method::GET {
            GET_COST
        } else {
            WRITE_COST
        };
        let request = Request::new(SERVICE, method, url)
            .header("accept", "application/json")
            .pacer(self.budget.pacer(cost));
        match &self.credentials {
            Credentials::Key(key) => request.secret_header("x-key", key),
            Credentials::Login { email, password } => request.basic(email, password),
        }
    }

    async fn call<T: DeserializeOwned>(&self, request: Request, what: Operation) -> Result<T> {
        match self.http.execute(request).await {
            Ok(response) => decode(response, what),
            Err(error) => Err(fail(what, error)),
        }
    }

    async fn get<T: DeserializeOwned>(
        &self,
        path: &str,
        query: &str,
        what: Operation,
    ) -> Result<T> {
        self.call(self.request(Method::GET, path, query), what)
            .await
    }

    async fn post<T: DeserializeOwned, B: Serialize + ?Sized>(
        &self,
        path: &str,
        body: &B,
        what: Operation,
    ) -> Result<T> {
        self.call(self.request(Method::POST, path, "").json(body), what)
            .await
    }

    async fn delete(&self, path: &str, what: Operation) -> Result<Value> {
        let response = self
            .http
            .execute(self.request(Method::DELETE, path, ""))
            .await
            .map_err(|error| fail(what.clone(), error))?;
        if response.is_success() && response.body.iter().all(u8::is_ascii_whitespace) {
            // The answer of a delete carries nothing a caller needs; an empty one is fine.
            return Ok(serde_json::json!({"message": "OK", "code": response.status.as_u16()}));
        }
        decode(response, what)
    }

    /// One page of projects (row 1, or row 2 with a provider).
    pub async fn projects_page(&self, query: &ProjectQuery, page: u64) -> Result<ProjectPage> {
        let path = match &query.provider {
            Some(provider) => {
                let segment = Segment::new(provider).map_err(|error| {
                    reject(&Operation::ProviderProjects(provider.clone()), error)
                })?;
                format!("/v1/projects/{segment}")
            }
            None => "/v1/projects".to_string(),
        };
        let mut params = QueryString::default();
        params.pair("order", query.order.as_deref());
        if page > 1 {
            params.pair("page", Some(&page.to_string()));
        }
        if query.reverse {
            // A bare key, as the service documents it.
            params.flag("reverse");
        }
        if query.provider.is_none() {
            params.pair("tag", query.tag.as_deref());
        }
        let what = match &query.provider {
            Some(provider) => Operation::ProviderProjects(provider.clone()),
            None => Operation::endpoint("projects"),
        };
        self.get(&path, &params.finish(), what).await
    }

    /// Row 3.
    pub async fn search(&self, q: &str, provider: Option<&str>) -> Result<SearchResult> {
        let mut params = QueryString::default();
        params.pair("q", Some(q));
        params.pair("provider", provider);
        self.get(
            "/v1/projects/search",
            &params.finish(),
            Operation::endpoint("search results"),
        )
        .await
    }

    /// Row 4.
    pub async fn project(&self, project: &ProjectRef) -> Result<Project> {
        let document: Value = self
            .get(&project.path(), "", Operation::project(project))
            .await?;
        if let (ProjectRef::Id(id), Some(_)) = (project, document.get("projects")) {
            // `/v1/projects/{provider}` lists a provider's projects (row 2).
            return Err(ClientError::new(
                Service::Releases,
                Operation::project(project),
                ErrorKind::ProviderNotProject(id.clone()),
            ));
        }
        serde_json::from_value(document).map_err(|error| {
            fail(
                Operation::project(project),
                HttpError::Decode {
                    service: SERVICE,
                    url: join(&self.base, &project.path()).to_string(),
                    detail: format!("the answer is not a project: {error}"),
                },
            )
        })
    }

    /// Row 5.
    pub async fn add_project(&self, body: &NewProject) -> Result<Project> {
        self.post("/v1/projects", body, Operation::endpoint("projects"))
            .await
    }

    /// Row 6: only the fields given in `settings` change.
    pub async fn update_project(
        &self,
        project: &ProjectRef,
        settings: &ProjectSettings,
    ) -> Result<Project> {
        self.update_project_with(project, settings, &Map::new())
            .await
    }

    /// Row 6 with fields ward does not model sent beside the settings, as they were read.
    pub async fn update_project_with(
        &self,
        project: &ProjectRef,
        settings: &ProjectSettings,
        extra: &Map<String, Value>,
    ) -> Result<Project> {
        let body = ProjectUpdate { settings, extra };
        self.post(&project.path(), &body, Operation::project(project))
            .await
    }

    /// Row 7.
    pub async fn remove_project(&self, project: &ProjectRef) -> Result<Value> {
        self.delete(&project.path(), Operation::project(project))
            .await
    }

    /// Row 8.
    pub async fn releases_page(&self, project: &ProjectRef, page: u64) -> Result<ReleasePage> {
        let mut params = QueryString::default();
        if page > 1 {
            params.pair("page", Some(&page.to_string()));
        }
        self.get(
            &format!("{}/releases", project.path()),
            &params.finish(),
            Operation::project(project),
        )
        .await
    }

    /// Row 9.
    pub async fn release(&self, project: &ProjectRef, version: &str) -> Result<Release> {
        let what = Operation::Release {
            project: project.to_string(),
            version: version.to_string(),
        };
        let path = release_path(project, version, &what)?;
        self.get(&path, "", what).await
    }

    /// Row 10: the latest release that is not excluded.
    pub async fn latest_release(&self, project: &ProjectRef) -> Result<Release> {
        self.get(
            &format!("{}/latest-release", project.path()),
            "",
            Operation::LatestRelease(project.to_string()),
        )
        .await
    }

    /// Row 11.
    pub async fn release_note(&self, project: &ProjectRef, version: &str) -> Result<ReleaseNote> {
        let what = Operation::ReleaseNote {
            project: project.to_string(),
            version: version.to_string(),
        };
        let path = format!("{}/note", release_path(project, version, &what)?);
        self.get(&path, "", what).await
    }

    /// Row 12.
    pub async fn providers(&self, added: bool) -> Result<ProviderList> {
        let query = if added { "added" } else { "" };
        self.get("/v1/providers", query, Operation::endpoint("providers"))
            .await
    }

    /// Rows 13-21. The list is read under the spec's key or the real service's (matrix
    /// rooms under `rooms`, chat B under `chats`); the error names every key looked for.
    pub async fn integrations(&self, kind: IntegrationKind) -> Result<IntegrationList> {
        let document: Map<String, Value> = self
            .get(kind.path(), "", Operation::endpoint(kind.label()))
            .await?;
        IntegrationList::read(kind, document).ok_or_else(|| {
            let keys: Vec<String> = kind
                .envelopes()
                .iter()
                .map(|key| format!("\"{key}\""))
                .collect();
            fail(
                Operation::endpoint(kind.label()),
                HttpError::Decode {
                    service: SERVICE,
                    url: join(&self.base, kind.path()).to_string(),
                    detail: format!("the answer has no {} list", keys.join(" or ")),
                },
            )
        })
    }

    /// Row 22.
    pub async fn tags(&self) -> Result<TagList> {
        self.get("/v1/tags", "", Operation::endpoint("tags")).await
    }

    /// Row 24.
    pub async fn tag(&self, id: &str) -> Result<Tag> {
        self.get(&tag_path(id)?, "", Operation::tag(id)).await
    }

    /// Row 23.
    pub async fn create_tag(&self, name: &str) -> Result<Tag> {
        self.post(
            "/v1/tags",
            &serde_json::json!({ "name": name }),
            Operation::endpoint("tags"),
        )
        .await
    }

    /// Row 25.
    pub async fn rename_tag(&self, id: &str, name: &str) -> Result<Tag> {
        self.post(
            &tag_path(id)?,
            &serde_json::json!({ "name": name }),
            Operation::tag(id),
        )
        .await
    }

    /// Row 26.
    pub async fn delete_tag(&self, id: &str) -> Result<Value> {
        self.delete(&tag_path(id)?, Operation::tag(id)).await
    }

    /// Row 27 (login credentials only).
    pub async fn auth_keys(&self) -> Result<KeyList> {
        self.get("/v1/auth/keys", "", Operation::endpoint("API keys"))
            .await
    }
}

/// `/v1/tags/{id}`, refused before any request when `id` is not one segment.
fn tag_path(id: &str) -> Result<String> {
    let segment = Segment::new(id).map_err(|error| reject(&Operation::tag(id), error))?;
    Ok(format!("/v1/tags/{segment}"))
}

fn reject(what: &Operation, error: SegmentError) -> ClientError {
    ClientError::new(Service::Releases, what.clone(), error)
}

/// `project`'s path to `version`, the version escaped as one path segment.
fn release_path(project: &ProjectRef, version: &str, what: &Operation) -> Result<String> {
    let version = version_segment(version).map_err(|error| reject(what, error))?;
    Ok(format!("{}/releases/{version}", project.path()))
}

impl Operation {
    fn project(project: &ProjectRef) -> Self {
        Self::Project(project.to_string())
    }

    fn tag(id: &str) -> Self {
        Self::Tag(id.to_string())
    }

    fn endpoint(what: &str) -> Self {
        Self::Endpoint(what.to_string())
    }
}

fn fail(operation: Operation, error: HttpError) -> ClientError {
    ClientError::new(Service::Releases, operation, error)
}

/// A success decoded as `T`; an error status as a [`ClientError`] naming what was asked.
fn decode<T: DeserializeOwned>(response: Response, operation: Operation) -> Result<T> {
    if response.is_success() {
        return response.json().map_err(|error| fail(operation, error));
    }
    Err(fail(operation, response.into_error()))
}

/// A query string with values escaped and bare keys allowed.
#[derive(Default)]
struct QueryString(Vec<String>);

impl QueryString {
    fn pair(&mut self, key: &str, value: Option<&str>) {
        if let Some(value) = value {
            let encoded: String = url::form_urlencoded::byte_serialize(value.as_bytes()).collect();
            self.0.push(format!("{key}={encoded}"));
        }
    }

    fn flag(&mut self, key: &str) {
        self.0.push(key.to_string());
    }

    fn finish(self) -> String {
        self.0.join("&")
    }
}
