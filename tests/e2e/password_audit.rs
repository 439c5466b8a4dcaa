//! `ward password audit`: directory dumps against a store built from the range fake and
//! against the fake itself, findings compared with a brute-force computation, re-audits
//! after the fake changes ranges, bad input, and no hash in any output.

use std::collections::HashMap;

use serde_json::Value;
use ward_fakes::passwords::{render_range, PasswordOptions};

use crate::password_download::{download, fake, store, Fake};
use crate::support::{Run, Sandbox};

/// Rows the fake serves per range in these tests.
const ROWS: usize = 6;
/// The prefixes every store here holds: shard 00.
const LAST: u32 = 0x00FFF;

/// splitmix64, so every run builds the same accounts.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn hex(&mut self, len: usize) -> String {
        (0..len)
            .map(|_| char::from(b"0123456789ABCDEF"[(self.next() % 16) as usize]))
            .collect()
    }
}

/// What the fake serves, as a brute-force lookup table: full hash -> count.
#[derive(Default)]
struct Corpus {
    ntlm: bool,
    changes: HashMap<u32, usize>,
    known: HashMap<u32, Vec<(String, u64)>>,
}

impl Corpus {
    fn new(ntlm: bool) -> Self {
        Self {
            ntlm,
            ..Self::default()
        }
    }

    fn rows(&self, prefix: u32) -> Vec<(String, u64)> {
        let rows = ROWS + self.changes.get(&prefix).copied().unwrap_or(0);
        let known = self.known.get(&prefix).cloned().unwrap_or_default();
        let body = String::from_utf8(render_range(rows, &known, prefix, self.ntlm, false)).unwrap();
        body.split("\r\n")
            .map(|line| {
                let (suffix, count) = line.split_once(':').unwrap();
                (format!("{prefix:05X}{suffix}"), count.parse().unwrap())
            })
            .collect()
    }

    fn count(&self, hash: &str) -> u64 {
        let prefix = u32::from_str_radix(&hash[..5], 16).unwrap();
        self.rows(prefix)
            .into_iter()
            .find(|(row, _)| row == hash)
            .map_or(0, |(_, count)| count)
    }

    /// Serve `hash` from now on, on the fake and in the model.
    fn add(&mut self, fake: &Fake, hash: &str, count: u64) {
        assert!(fake.stats.add_known(hash, count));
        let prefix = u32::from_str_radix(&hash[..5], 16).unwrap();
        self.known
            .entry(prefix)
            .or_default()
            .push((hash[5..].to_string(), count));
        *self.changes.entry(prefix).or_insert(0) += 1;
    }

    fn change(&mut self, fake: &Fake, prefix: u32) {
        fake.stats.change(prefix);
        *self.changes.entry(prefix).or_insert(0) += 1;
    }
}

/// An account of a generated dump.
#[derive(Clone)]
struct Account {
    name: String,
    hash: String,
}

/// `count` accounts with hashes under prefixes 0..=LAST: about one in `pwned_every` takes
/// a row the fake serves, about one in `reuse_every` reuses an earlier account's hash,
/// the rest get random hashes nobody serves.
fn accounts(
    corpus: &Corpus,
    count: usize,
    pwned_every: u64,
    reuse_every: u64,
    seed: u64,
) -> Vec<Account> {
    let mut rng = Rng(seed);
    let len = if corpus.ntlm { 32 } else { 40 };
    let mut made: Vec<Account> = Vec::with_capacity(count);
    for index in 0..count {
        let hash = if index > 0 && rng.next().is_multiple_of(reuse_every) {
            made[(rng.next() % index as u64) as usize].hash.clone()
        } else if rng.next().is_multiple_of(pwned_every) {
            let prefix = (rng.next() % u64::from(LAST + 1)) as u32;
            let rows = corpus.rows(prefix);
            rows[(rng.next() % rows.len() as u64) as usize].0.clone()
        } else {
            format!(
                "{:05X}{}",
                rng.next() % u64::from(LAST + 1),
                rng.hex(len - 5)
            )
        };
        made.push(Account {
            name: format!("CORP\\user{index}"),
            hash,
        });
    }
    made
}

fn pwdump(accounts: &[Account]) -> String {
    accounts
        .iter()
        .enumerate()
        .map(|(rid, a)| {
            format!(
                "{}:{}:aad3b435b51404eeaad3b435b51404ee:{}:::\n",
                a.name,
                1000 + rid,
                a.hash.to_ascii_lowercase()
            )
        })
        .collect()
}

fn user_hash(accounts: &[Account]) -> String {
    accounts
        .iter()
        .map(|a| format!("{}:{}\n", a.name, a.hash))
        .collect()
}

/// The findings a brute-force computation expects, as NDJSON objects (without the
/// summary line), for the accounts `reported` keeps.
fn expected(corpus: &Corpus, accounts: &[Account], reported: impl Fn(usize) -> bool) -> Vec<Value> {
    let mut first: HashMap<&str, usize> = HashMap::new();
    let mut sizes: HashMap<&str, usize> = HashMap::new();
    for (index, account) in accounts.iter().enumerate() {
        first.entry(&account.hash).or_insert(index);
        *sizes.entry(&account.hash).or_insert(0) += 1;
    }
    let mut reused: Vec<(usize, &str)> = sizes
        .iter()
        .filter(|(_, size)| **size > 1)
        .map(|(hash, _)| (first[hash], *hash))
        .collect();
    reused.sort_unstable();
    let groups: HashMap<&str, usize> = reused
        .iter()
        .enumerate()
        .map(|(number, (_, hash))| (*hash, number + 1))
        .collect();
    let mut counts: HashMap<&str, u64> = HashMap::new();
    accounts
        .iter()
        .enumerate()
        .filter(|(index, _)| reported(*index))
        .map(|(index, account)| {
            let count = *counts
                .entry(&account.hash)
                .or_insert_with(|| corpus.count(&account.hash));
            serde_json::json!({
                "line": index + 1,
                "account": account.name,
                "pwned": count > 0,
                "count": count,
                "group": groups.get(account.hash.as_str()),
                "empty_password": false,
                "machine": false,
            })
        })
        .collect()
}

/// The account objects and the summary of an NDJSON audit.
fn findings(run: &Run) -> (Vec<Value>, Value) {
    let mut lines: Vec<Value> = run
        .stdout
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    let summary = lines.pop().expect("a summary line")["summary"].clone();
    (lines, summary)
}

fn without_new(mut objects: Vec<Value>) -> Vec<Value> {
    for object in &mut objects {
        if let Some(map) = object.as_object_mut() {
            map.remove("newly_pwned");
        }
    }
    objects
}

fn audit<'s>(sandbox: &'s Sandbox, fake: &Fake, file: &str) -> crate::support::Ward<'s> {
    sandbox
        .cmd(["password", "audit", file])
        .env("WARD_PASSWORDS_URL", &fake.running.url)
}

fn stored(sandbox: &Sandbox, fake: &Fake, ntlm: bool) {
    let range = format!("00000..{LAST:05X}");
    let mut args = vec!["--range", range.as_str()];
    if ntlm {
        args.push("--ntlm");
    }
    let (code, _, stderr) = download(sandbox, fake, &args);
    assert_eq!(code, 0, "{stderr}");
}

fn rows_options() -> PasswordOptions {
    PasswordOptions {
        rows: ROWS,
        ..PasswordOptions::default()
    }
}

/// The findings of dumps of both hash kinds equal a brute-force computation, from the
/// store and from the service alike. The bench audits 1,000,000 accounts; here 40,000
/// keep a debug build's run short while still covering every prefix of the shard many
/// times over, reuse groups of several sizes and a known set pwned.
#[test]
fn findings_equal_a_brute_force_computation_offline_and_online() {
    for (ntlm, count) in [(true, 40_000), (false, 20_000)] {
        let sandbox = Sandbox::new();
        let fake = fake(rows_options());
        stored(&sandbox, &fake, ntlm);
        let corpus = Corpus::new(ntlm);
        let accounts = accounts(&corpus, count, 7, 11, u64::from(ntlm) + 1);
        let dump = if ntlm {
            pwdump(&accounts)
        } else {
            user_hash(&accounts)
        };
        let file = sandbox.write("dump.txt", &dump);
        let file = file.to_string_lossy();
        let want = expected(&corpus, &accounts, |_| true);
        let pwned = want.iter().filter(|o| o["pwned"] == true).count();
        assert!(pwned > count / 10, "a known set is pwned: {pwned}");
        for offline in [true, false] {
            let mut command = audit(&sandbox, &fake, &file).args(["-o", "ndjson"]);
            if offline {
                command = command.args(["--offline", &store(&sandbox)]);
            }
            let run = command.run();
            assert_eq!(run.code, 10, "{}", run.stderr);
            let (got, summary) = findings(&run);
            assert_eq!(got.len(), want.len());
            for (got, want) in got.iter().zip(&want) {
                assert_eq!(got, want);
            }
            assert_eq!(summary["pwned"], pwned as u64);
            assert_eq!(summary["accounts"], count as u64);
            let groups = want
                .iter()
                .filter_map(|o| o["group"].as_u64())
                .max()
                .unwrap();
            assert_eq!(summary["reuse_groups"], groups);
        }
        if !ntlm {
            // Online, one request per distinct prefix and nothing more.
            let distinct: std::collections::HashSet<&str> =
                accounts.iter().map(|a| &a.hash[..5]).collect();
            let before = fake.stats.requests();
            let run = audit(&sandbox, &fake, &file).args(["-o", "json"]).run();
            assert_eq!(run.code, 10, "{}", run.stderr);
            assert_eq!(fake.stats.requests() - before, distinct.len() as u64);
            assert_eq!(run.json()["summary"]["ranges"], distinct.len() as u64);
        }
    }
}

/// The nightly job: an audit with --state, then the fake adds hashes of some accounts
/// (newly pwned) and changes other ranges, a refresh, and `--since-refresh --state`
/// reports exactly the accounts newly pwned, having looked up only the changed ranges.
#[test]
fn a_re_audit_after_a_refresh_reports_exactly_the_newly_pwned() {
    let sandbox = Sandbox::new();
    let fake = fake(rows_options());
    stored(&sandbox, &fake, true);
    let mut corpus = Corpus::new(true);
    let accounts = accounts(&corpus, 20_000, 9, 13, 77);
    let file = sandbox.write("ntds.txt", &pwdump(&accounts));
    let file = file.to_string_lossy().into_owned();
    let state = sandbox.path().join("state").to_string_lossy().into_owned();
    let nightly = || {
        let run = audit(&sandbox, &fake, &file)
            .args([
                "--offline",
                &store(&sandbox),
                "--since-refresh",
                "--state",
                &state,
            ])
            .args(["-o", "ndjson"])
            .run();
        assert!(run.code == 0 || run.code == 10, "{}", run.stderr);
        run
    };
    // The first audit knows nothing before it: every account is checked.
    let first = nightly();
    let (got, summary) = findings(&first);
    assert_eq!(without_new(got), expected(&corpus, &accounts, |_| true));
    assert_eq!(summary["checked"], 20_000);
    // A second state from the same dump, for the dump reordered below.
    let moved_state = sandbox.path().join("moved").to_string_lossy().into_owned();
    let baseline = audit(&sandbox, &fake, &file)
        .args(["--offline", &store(&sandbox), "--state", &moved_state])
        .args(["-o", "ndjson"])
        .run();
    assert!(
        baseline.code == 0 || baseline.code == 10,
        "{}",
        baseline.stderr
    );
    // Nothing refreshed since: nothing to look up.
    let (got, summary) = findings(&nightly());
    assert!(got.is_empty());
    assert_eq!(
        (summary["checked"].clone(), summary["ranges"].clone()),
        (0.into(), 0.into())
    );
    // A breach adds the hashes of every 97th clean account; other ranges change too.
    let mut newly = Vec::new();
    for (index, account) in accounts.iter().enumerate() {
        if index.is_multiple_of(97)
            && corpus.count(&account.hash) == 0
            && !newly.contains(&account.hash)
        {
            corpus.add(&fake, &account.hash, 3 + index as u64);
            newly.push(account.hash.clone());
        }
    }
    for prefix in (0..=LAST).step_by(5) {
        corpus.change(&fake, prefix);
    }
    let range = format!("00000..{LAST:05X}");
    let (code, summary, stderr) =
        download(&sandbox, &fake, &["--ntlm", "--refresh", "--range", &range]);
    assert_eq!(code, 0, "{stderr}");
    assert!(summary["changed"].as_u64().unwrap() >= 819, "{summary}");
    let changed: std::collections::HashSet<u32> = corpus.changes.keys().copied().collect();
    let in_changed = |index: usize| {
        changed.contains(&u32::from_str_radix(&accounts[index].hash[..5], 16).unwrap())
    };
    let run = nightly();
    assert_eq!(run.code, 10, "{}", run.stderr);
    let (got, summary) = findings(&run);
    let new_lines: Vec<u64> = got
        .iter()
        .filter(|o| o["newly_pwned"] == true)
        .map(|o| o["line"].as_u64().unwrap())
        .collect();
    let truth: Vec<u64> = accounts
        .iter()
        .enumerate()
        .filter(|(_, a)| newly.contains(&a.hash))
        .map(|(index, _)| index as u64 + 1)
        .collect();
    assert!(!truth.is_empty());
    assert_eq!(new_lines, truth);
    assert_eq!(summary["newly_pwned"], truth.len() as u64);
    assert_eq!(without_new(got), expected(&corpus, &accounts, in_changed));
    // The same accounts dumped with the first half in reverse order: those that moved are
    // paired with the state by name, the others in place, so the same accounts are looked
    // up and the same reported newly pwned, on their new lines.
    let mut reordered = accounts.clone();
    reordered[..10_000].reverse();
    let moved_file = sandbox.write("ntds-moved.txt", &pwdump(&reordered));
    let run = audit(&sandbox, &fake, &moved_file.to_string_lossy())
        .args([
            "--offline",
            &store(&sandbox),
            "--since-refresh",
            "--state",
            &moved_state,
        ])
        .args(["-o", "ndjson"])
        .run();
    assert_eq!(run.code, 10, "{}", run.stderr);
    let (got, summary) = findings(&run);
    let new_accounts: Vec<&str> = got
        .iter()
        .filter(|o| o["newly_pwned"] == true)
        .map(|o| o["account"].as_str().unwrap())
        .collect();
    let truth: Vec<&str> = reordered
        .iter()
        .filter(|a| newly.contains(&a.hash))
        .map(|a| a.name.as_str())
        .collect();
    assert_eq!(new_accounts, truth);
    assert_eq!(summary["newly_pwned"], truth.len() as u64);
    let moved_in_changed = |index: usize| {
        changed.contains(&u32::from_str_radix(&reordered[index].hash[..5], 16).unwrap())
    };
    assert_eq!(
        without_new(got),
        expected(&corpus, &reordered, moved_in_changed)
    );
    // The journal is part of the store: verify knows it.
    let verify = sandbox.run(&["password", "verify", &store(&sandbox), "--ntlm"]);
    assert_eq!(verify.code, 0, "{}", verify.stderr);
    // Without the state, the last refresh's ranges alone.
    let run = audit(&sandbox, &fake, &file)
        .args([
            "--offline",
            &store(&sandbox),
            "--since-refresh",
            "-o",
            "ndjson",
        ])
        .run();
    let (got, _) = findings(&run);
    assert_eq!(got, expected(&corpus, &accounts, in_changed));
}

/// Every input form and flag of the table output, pinned whole.
#[test]
fn a_pwdump_with_reuse_empty_and_machine_accounts_in_a_table() {
    let sandbox = Sandbox::new();
    let fake = fake(rows_options());
    stored(&sandbox, &fake, true);
    // The empty password is in the corpus too, in a range of its own.
    assert!(fake
        .stats
        .add_known("31D6CFE0D16AE931B73C59D7E0C089C0", 24_000_000));
    let (code, _, stderr) = download(&sandbox, &fake, &["--ntlm", "--range", "31D6C..31D6C"]);
    assert_eq!(code, 0, "{stderr}");
    let corpus = Corpus::new(true);
    let pwned = corpus.rows(0x00ABC)[2].0.to_ascii_lowercase();
    let dump = format!(
        "\u{feff}CORP\\alice:1104:aad3b435b51404eeaad3b435b51404ee:{pwned}:::\r\n\
         CORP\\bob:1105:aad3b435b51404eeaad3b435b51404ee:{pwned}:::\r\n\
         CORP\\WS01$:1106:aad3b435b51404eeaad3b435b51404ee:00f1d7ae1ffde2c1aa4b0c1f6d3a2bcc::: (status=Enabled)\r\n\
         [*] Kerberos keys grabbed\r\n\
         CORP\\guest:501:aad3b435b51404eeaad3b435b51404ee:31d6cfe0d16ae931b73c59d7e0c089c0:::\r\n\
         CORP\\carol:1107:aad3b435b51404eeaad3b435b51404ee:00fd8f6f1c5e3d3f2a9b2f6e1b0c2d3e:::\r\n"
    );
    let file = sandbox.write("ntds.txt", &dump);
    let run = audit(&sandbox, &fake, &file.to_string_lossy())
        .args(["--offline", &store(&sandbox)])
        .run();
    crate::ward_snapshot!("table", run);
    let strict = audit(&sandbox, &fake, &file.to_string_lossy())
        .args(["--offline", &store(&sandbox), "--strict"])
        .run();
    crate::ward_snapshot!("strict", strict);
}

/// Bad input: refused with one clear line and exit 2, or failed closed with exit 1 and
/// no findings; never "not pwned".
#[test]
fn bad_input_is_refused_and_a_store_lacking_what_is_needed_fails_closed() {
    let sandbox = Sandbox::new();
    let fake = fake(rows_options());
    stored(&sandbox, &fake, true);
    let corpus = Corpus::new(true);
    let inside = corpus.rows(0x00123)[0].0.clone();
    let sha1 = "5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8";
    let cases: Vec<(&str, String, Vec<&str>, u8, &str)> = vec![
        (
            "mixed",
            format!("a:{inside}\nb:{sha1}\n"),
            vec![],
            2,
            "line 2 holds a SHA-1",
        ),
        (
            "undetected",
            "hello there\n".into(),
            vec![],
            2,
            "the format of line 1",
        ),
        ("empty", "\n# nothing\n".into(), vec![], 2, "no accounts"),
        (
            "forced",
            format!("{inside}\n"),
            vec!["--input-format", "pwdump"],
            2,
            "no accounts",
        ),
        // The store has NTLM ranges only.
        (
            "no sha1 store",
            format!("a:{sha1}\n"),
            vec![],
            2,
            "there is no sha1 store",
        ),
        // A range outside the store: an error naming it, never "not pwned".
        (
            "missing range",
            format!("a:{inside}\nb:F0000{}\n", &inside[5..]),
            vec![],
            1,
            "F0000",
        ),
    ];
    for (what, text, flags, code, says) in cases {
        let file = sandbox.write("bad.txt", &text);
        let run = audit(&sandbox, &fake, &file.to_string_lossy())
            .args(["--offline", &store(&sandbox)])
            .args(flags)
            .run();
        assert_eq!(run.code, code, "{what}: {}", run.stderr);
        assert!(run.stderr.contains(says), "{what}: {}", run.stderr);
        assert_eq!(run.stdout, "", "{what}: no findings");
    }
    // --since-refresh needs a store with a refresh recorded (clap refuses it without one).
    let file = sandbox.write("one.txt", &format!("a:{inside}\n"));
    let run = audit(&sandbox, &fake, &file.to_string_lossy())
        .args(["--offline", &store(&sandbox), "--since-refresh"])
        .run();
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(run.stderr.contains("no refresh recorded"), "{}", run.stderr);
}

/// Nothing an audit prints, on stdout or stderr, in any format, with -v, for malformed
/// lines or a failing store, holds a hash of the input (nor its part after the prefix),
/// unless --show-hashes was given.
#[test]
fn no_output_holds_a_hash_unless_asked() {
    let sandbox = Sandbox::new();
    let fake = fake(rows_options());
    stored(&sandbox, &fake, true);
    let corpus = Corpus::new(true);
    let mut accounts = accounts(&corpus, 300, 3, 5, 9);
    // One outside the store's ranges, for the failing run.
    accounts.push(Account {
        name: "CORP\\far".into(),
        hash: format!("F1234{}", Rng(5).hex(27)),
    });
    let inside = &accounts[..300];
    let mut dump = pwdump(inside);
    // Malformed lines that hold hashes: a short NT hash, a missing RID.
    dump.push_str(&format!(
        "CORP\\x:12:aad3b435b51404eeaad3b435b51404ee:{}:::\n",
        &accounts[1].hash[..31]
    ));
    dump.push_str(&format!(
        "CORP\\y::aad3b435b51404eeaad3b435b51404ee:{}:::\n",
        accounts[2].hash
    ));
    let file = sandbox.write("ntds.txt", &dump);
    let failing = sandbox.write("far.txt", &pwdump(&accounts));
    let state = sandbox.path().join("state").to_string_lossy().into_owned();
    let offline = store(&sandbox);
    let mut runs = Vec::new();
    for format in ["table", "json", "ndjson"] {
        for extra in [
            vec![],
            vec!["--offline", offline.as_str()],
            vec!["--offline", offline.as_str(), "--state", state.as_str()],
        ] {
            runs.push(
                audit(&sandbox, &fake, &file.to_string_lossy())
                    .args(["-v", "-o", format])
                    .args(extra)
                    .run(),
            );
        }
    }
    runs.push(
        audit(&sandbox, &fake, &failing.to_string_lossy())
            .args(["-v", "--offline", &offline])
            .run(),
    );
    runs.push(
        audit(&sandbox, &fake, &file.to_string_lossy())
            .args(["-v", "--strict", "--offline", &offline])
            .run(),
    );
    let leaks = |text: &str| -> Vec<String> {
        let upper = text.to_ascii_uppercase();
        accounts
            .iter()
            .filter(|a| upper.contains(&a.hash) || upper.contains(&a.hash[5..]))
            .map(|a| a.name.clone())
            .collect()
    };
    for run in &runs {
        assert!(run.code != 0, "{}", run.stderr);
        assert_eq!(
            leaks(&run.stdout),
            Vec::<String>::new(),
            "stdout: {}",
            run.stdout
        );
        assert_eq!(
            leaks(&run.stderr),
            Vec::<String>::new(),
            "stderr: {}",
            run.stderr
        );
    }
    let shown = audit(&sandbox, &fake, &file.to_string_lossy())
        .args(["--offline", &offline, "--show-hashes", "-o", "ndjson"])
        .run();
    assert_eq!(
        leaks(&shown.stdout).len(),
        300,
        "every account's hash, when asked"
    );
}
