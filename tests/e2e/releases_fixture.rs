//! A release-tracker fake plus a sandbox whose `ward` points at it.

use assert_cmd::Command;
use serde_json::{json, Value};
use ward_fakes::releases::{Options, ReleasesFake};
use ward_fakes::{Recorded, Running};

use crate::support::Sandbox;

pub const KEY: &str = "key-0123456789abcdef0123456789abcd";

pub struct Fixture {
    pub fake: ReleasesFake,
    pub sandbox: Sandbox,
    server: Running,
}

impl Fixture {
    pub fn new() -> Self {
        Self::with(Options::default())
    }

    pub fn with(options: Options) -> Self {
        let fake = ReleasesFake::new(options);
        fake.add_key("ci", KEY, &["0.0.0.0/0"]);
        let server = ward_fakes::spawn(fake.router());
        Self {
            fake,
            sandbox: Sandbox::new(),
            server,
        }
    }

    pub fn url(&self) -> &str {
        &self.server.url
    }

    /// `ward` pointed at the fake, with the API key in the environment.
    pub fn ward(&self) -> Command {
        let mut command = self.ward_without_key();
        command.env("WARD_RELEASES_KEY", KEY);
        command
    }

    pub fn ward_without_key(&self) -> Command {
        let mut command = self.sandbox.ward();
        command.env("WARD_RELEASES_URL", self.url());
        command
    }

    pub fn requests(&self) -> Vec<Recorded> {
        self.fake.log().all()
    }

    pub fn last(&self) -> Recorded {
        self.requests().pop().expect("the fake received a request")
    }

    /// `count` projects named `org/repo-NN` on github, in that insertion order.
    pub fn seed_projects(&self, count: usize) -> Vec<String> {
        (0..count)
            .map(|n| {
                self.fake
                    .add_project("github", &format!("org/repo-{n:03}"), json!({}))
            })
            .collect()
    }
}

pub fn body_of(recorded: &Recorded) -> Value {
    recorded.body_json().expect("the request had a JSON body")
}
