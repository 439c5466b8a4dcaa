//! The release tracker's nouns: project, release, tag, key, provider, integration.

use serde_json::json;
use ward_fakes::releases::{Options, ReleasesFake};
use ward_fakes::Running;

use crate::support::Sandbox;

const SUCCESS: u8 = 0;

const KEY: &str = "key-0123456789abcdef0123456789abcd";

fn tracker() -> (ReleasesFake, Running) {
    let fake = ReleasesFake::new(Options::default());
    fake.add_key("ci", KEY, &["0.0.0.0/0"]);
    let server = ward_fakes::spawn(fake.router());
    (fake, server)
}

fn home(server: &Running) -> Sandbox {
    Sandbox::new()
        .var("WARD_RELEASES_URL", &server.url)
        .var("WARD_RELEASES_KEY", KEY)
}

#[test]
fn project_list_prints_the_tracked_projects() {
    let (fake, server) = tracker();
    fake.add_project("github", "golang/go", json!({}));
    fake.add_project("npm", "left-pad", json!({}));
    let run = home(&server).run(&["project", "list"]);
    assert_eq!(run.code, SUCCESS, "{}", run.stderr);
    assert!(run.stdout.starts_with("ID"), "{}", run.stdout);
    assert!(run.stdout.contains("golang/go") && run.stdout.contains("left-pad"));
    let run = home(&server).run(&["project", "list", "-o", "ndjson"]);
    assert_eq!(run.stdout.lines().count(), 2, "{}", run.stdout);
}

#[test]
fn release_list_prints_newest_first() {
    let (fake, server) = tracker();
    let id = fake.add_project("github", "golang/go", json!({}));
    fake.add_release(&id, json!({"version": "v1.0.0"}), None);
    fake.add_release(&id, json!({"version": "v2.0.0"}), None);
    let run = home(&server).run(&["release", "list", "github/golang/go"]);
    assert_eq!(run.code, SUCCESS, "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert!(lines[0].starts_with("VERSION"), "{}", run.stdout);
    assert!(lines[1].starts_with("v2.0.0") && lines[2].starts_with("v1.0.0"));
}

#[test]
fn tag_list_prints_each_tag() {
    let (fake, server) = tracker();
    let id = fake.add_tag("production");
    let run = home(&server).run(&["tag", "list", "--json"]);
    assert_eq!(run.code, SUCCESS, "{}", run.stderr);
    let text = run.json().to_string();
    assert!(text.contains("production") && text.contains(&id), "{text}");
}

#[test]
fn key_list_signs_in_with_the_password_from_the_environment() {
    let (_fake, server) = tracker();
    let run = home(&server)
        .var("WARD_RELEASES_PASSWORD", "correct horse")
        .run(&["key", "list", "--email", "me@example.com"]);
    assert_eq!(run.code, SUCCESS, "{}", run.stderr);
    assert!(run.stdout.contains("ci"), "{}", run.stdout);
    assert!(!run.stdout.contains(KEY), "the secret is never listed");
    let run = home(&server).var("WARD_RELEASES_PASSWORD", "wrong").run(&[
        "key",
        "list",
        "--email",
        "me@example.com",
    ]);
    assert_eq!(run.code, 3, "{}", run.stderr);
    assert!(run.stderr.contains("refused the e-mail and password"));
}

#[test]
fn provider_list_prints_the_providers() {
    let (_fake, server) = tracker();
    let run = home(&server).run(&["provider", "list", "-o", "json"]);
    assert_eq!(run.code, SUCCESS, "{}", run.stderr);
    assert!(run.json().to_string().contains("github"), "{}", run.stdout);
}

#[test]
fn integration_list_prints_one_kind() {
    let (fake, server) = tracker();
    fake.add_integration(
        "chat_b_chats",
        json!({"id": "b1", "type": "group", "name": "ops"}),
    );
    let run = home(&server).run(&["integration", "list", "chat-b"]);
    assert_eq!(run.code, SUCCESS, "{}", run.stderr);
    assert!(
        run.stdout.contains("b1") && run.stdout.contains("ops"),
        "{}",
        run.stdout
    );
}
