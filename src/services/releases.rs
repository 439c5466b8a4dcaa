//! The release tracker as commands use it: a client from the key in the flag, the
//! environment or the config file (or an account login), telling its rate-limit waits to
//! whatever the command passes; project references as users write them. Nothing here
//! prints.

use crate::config::{self, Config, Service};
use crate::error::{Error, Result};
use ward_client::http::{Http, Notifier};
use ward_client::releases::{
    Credentials, ProjectRef, RateBudget, ReleasesClient, SEARCH_IS_NOT_AN_ID,
};
use ward_client::secret::Secret;

/// The API key from the flag, the environment or the config file, as credentials. A
/// missing key is reported before any request is made.
pub(crate) fn key_credentials(config: &Config, flag: Option<&str>) -> Result<Credentials> {
    let flag = flag.map(Secret::new);
    let secret = config
        .secret(&config::RELEASES_KEY, flag.as_ref())
        .map(|(secret, _)| secret)
        .filter(|secret| !secret.expose().trim().is_empty())
        .ok_or_else(|| {
            Error::Auth("no release-tracker API key is set".to_string()).with_hint(
                "store one with `ward configure releases-key`, or set WARD_RELEASES_KEY \
                 (--api-key works too but stays in shell history)",
            )
        })?;
    Ok(Credentials::Key(Secret::new(
        secret.expose().trim().to_string(),
    )))
}

/// A client with the given credentials (see [`key_credentials`]) and a fresh rate-limit
/// budget, whose waits are told to `notices`. The one place a release-tracker client is
/// built.
pub(crate) fn client(
    config: &Config,
    http: &Http,
    credentials: Credentials,
    notices: Notifier,
) -> Result<ReleasesClient> {
    let base = config.base_url(Service::Releases)?;
    let budget = RateBudget::new(Some(notices));
    Ok(ReleasesClient::new(http.clone(), base, credentials, budget))
}

pub(crate) fn parse_ref(text: &str) -> Result<ProjectRef> {
    ProjectRef::parse(text).map_err(|error| {
        let error = if error == SEARCH_IS_NOT_AN_ID {
            "\"search\" is not a project ID; `ward project search QUERY` searches, \
             or give PROVIDER/NAME"
                .to_string()
        } else {
            error
        };
        Error::usage(error)
            .with_hint("give a project ID, or PROVIDER/NAME such as github/golang/go")
    })
}
