//! Commands that need no service (configure), and how the injected terminal and
//! environment decide colour, table layout and escaping.

use std::time::Duration;

use ward_fakes::breaches::{router, BreachOptions};

use crate::support::Sandbox;

const SUCCESS: u8 = 0;

#[test]
fn configure_show_reads_the_injected_environment_only() {
    let home = Sandbox::new()
        .var("WARD_RELEASES_KEY", "sekrit")
        .var("WARD_BREACHES_URL", "http://127.0.0.1:8/");
    home.write_config("[hub]\ntoken = \"hf_x\"\n");
    let run = home.run(&["configure", "--show", "--json"]);
    crate::ward_snapshot!("configure_show", run);
    assert!(!run.stdout.contains("sekrit") && !run.stdout.contains("hf_x"));
}

fn breach_home() -> (Sandbox, ward_fakes::Running) {
    // No pacing on either side: these tests are about how a table is drawn.
    let (router, _stats) = router(BreachOptions {
        window: Duration::ZERO,
        ..BreachOptions::default()
    });
    let server = ward_fakes::spawn(router);
    let home = Sandbox::new()
        .var("WARD_BREACHES_URL", &server.url)
        .var("WARD_BREACHES_INTERVAL_MS", "0");
    (home, server)
}

#[test]
fn a_terminal_gets_a_drawn_table_and_colour_that_no_color_turns_off() {
    let (home, _server) = breach_home();
    let account = ["breach", "account", "multiple-breaches@example.com"];
    let run = home.cmd(account).terminal(120).run();
    // A drawn table, in colour: a terminal without NO_COLOR.
    crate::ward_snapshot!("colour", run);
    assert!(run.stdout.contains("\x1b["), "{}", run.stdout);
    assert!(run.stdout.lines().all(|line| line.chars().count() <= 120));

    let run = home.cmd(account).terminal(120).env("NO_COLOR", "1").run();
    crate::ward_snapshot!("no_color", run);
    assert!(!run.stdout.contains("\x1b["), "{}", run.stdout);
}

#[test]
fn pipes_get_plain_columns_unless_colour_is_forced() {
    let (home, _server) = breach_home();
    let run = home.run(&["breach", "account", "multiple-breaches@example.com"]);
    crate::ward_snapshot!("plain", run);
    assert!(!run.stdout.contains('│') && !run.stdout.contains("\x1b["));
    // Colour in plain columns marks the flags worth attention: unverified ones here.
    let unverified = [
        "breach",
        "account",
        "multiple-breaches@example.com",
        "--include-unverified",
    ];
    crate::ward_snapshot!("unverified_plain", home.run(&unverified));
    crate::ward_snapshot!(
        "unverified_forced",
        home.cmd(unverified).env("CLICOLOR_FORCE", "1").run()
    );
    crate::ward_snapshot!(
        "unverified_never",
        home.cmd(["--color", "never"])
            .args(unverified)
            .env("CLICOLOR_FORCE", "1")
            .run()
    );
}

#[test]
fn a_narrow_terminal_wraps_the_table_to_its_width() {
    let (home, _server) = breach_home();
    let run = home
        .cmd([
            "--color",
            "never",
            "breach",
            "account",
            "multiple-breaches@example.com",
        ])
        .terminal(60)
        .run();
    crate::ward_snapshot!(run);
    for line in run.stdout.lines() {
        assert!(line.chars().count() <= 60, "{line}");
    }
}

#[test]
fn man_and_completions_write_to_the_runs_stdout() {
    let home = Sandbox::new();
    let run = home.run(&["man"]);
    assert_eq!(run.code, SUCCESS, "{}", run.stderr);
    let first = run.stdout.lines().next().unwrap_or_default();
    assert!(first.starts_with(".ie"), "{first}");
    let run = home.run(&["completions", "bash"]);
    assert_eq!(run.code, SUCCESS, "{}", run.stderr);
    assert!(run.stdout.contains("_ward()"), "{}", run.stdout);
}
