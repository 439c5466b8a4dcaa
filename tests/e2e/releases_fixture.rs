//! A release-tracker fake plus a sandbox whose runs of ward point at it.

use std::ffi::OsString;

use serde_json::{json, Value};
use ward_fakes::releases::{Options, ReleasesFake};
use ward_fakes::{Recorded, Running};

use crate::support::{Run, Sandbox, Ward};

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
        let sandbox = Sandbox::new().var("WARD_RELEASES_URL", &server.url);
        Self {
            fake,
            sandbox,
            server,
        }
    }

    pub fn url(&self) -> &str {
        &self.server.url
    }

    /// `ward ARGS` pointed at the fake, with the API key in the environment.
    pub fn cmd<I, S>(&self, args: I) -> Ward<'_>
    where
        I: IntoIterator<Item = S>,
        S: Into<OsString>,
    {
        self.cmd_without_key(args).env("WARD_RELEASES_KEY", KEY)
    }

    /// `ward ARGS` pointed at the fake, with no API key anywhere.
    pub fn cmd_without_key<I, S>(&self, args: I) -> Ward<'_>
    where
        I: IntoIterator<Item = S>,
        S: Into<OsString>,
    {
        self.sandbox.cmd(args)
    }

    /// `ward ARGS` with the API key, run in-process to its end.
    pub fn run(&self, args: &[&str]) -> Run {
        self.cmd(args).run()
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

    /// Requests that could have changed something.
    pub fn writes(&self) -> usize {
        self.requests()
            .iter()
            .filter(|request| request.method != "GET")
            .count()
    }
}

pub fn body_of(recorded: &Recorded) -> Value {
    recorded.body_json().expect("the request had a JSON body")
}
