//! `ward password serve`: the range API from a downloaded store, checked against the
//! upstream fake it was downloaded from, byte for byte.

use std::collections::HashMap;
use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::Duration;

use ward::interrupt::{Interrupts, Trigger};
use ward_fakes::passwords::{ntlm_hex, router, sha1_hex, PasswordOptions, PasswordStats};
use ward_fakes::{spawn, Running};

use crate::support::{eventually, Run, Sandbox, PATIENCE};

/// The sub-ranges downloaded: shard 5B for SHA-1 (holding "password"), 88 for NTLM.
pub(crate) const SHA1_RANGE: (u32, u32) = (0x5BA00, 0x5BAFF);
pub(crate) const NTLM_RANGE: (u32, u32) = (0x88400, 0x884FF);

pub(crate) struct Upstream {
    pub(crate) running: Running,
    stats: PasswordStats,
}

pub(crate) fn upstream(rows: usize) -> Upstream {
    let (router, stats) = router(PasswordOptions {
        rows,
        known: vec![
            (sha1_hex("password"), 10_434_004),
            (ntlm_hex("password"), 8_846_000),
        ],
        ..PasswordOptions::default()
    });
    Upstream {
        running: spawn(router),
        stats,
    }
}

fn range_flag((start, end): (u32, u32)) -> String {
    format!("{start:05X}..{end:05X}")
}

/// `ward password download DIR` of both sub-ranges from `url`.
pub(crate) fn download(sandbox: &Sandbox, url: &str, name: &str, extra: &[&str]) {
    for (range, ntlm) in [(SHA1_RANGE, false), (NTLM_RANGE, true)] {
        let mut args = vec![
            "password".to_string(),
            "download".into(),
            dir(sandbox, name),
            "--range".into(),
            range_flag(range),
            "-q".into(),
        ];
        if ntlm {
            args.push("--ntlm".into());
        }
        args.extend(extra.iter().map(|arg| arg.to_string()));
        sandbox
            .cmd(args)
            .env("WARD_PASSWORDS_URL", url)
            .run()
            .expect_success();
    }
}

/// `ward password download corpus --refresh` of the SHA-1 sub-range from `url`, as a
/// refresh from cron runs beside a server.
fn refresh_sha1(sandbox: &Sandbox, url: &str) {
    sandbox
        .cmd([
            "password",
            "download",
            &dir(sandbox, "corpus"),
            "--range",
            &range_flag(SHA1_RANGE),
            "--refresh",
            "-q",
        ])
        .env("WARD_PASSWORDS_URL", url)
        .run()
        .expect_success();
}

/// `ward password serve corpus` running in this process.
struct Server {
    url: String,
    addr: String,
    trigger: Trigger,
    finish: Box<dyn FnOnce() -> Run>,
}

/// The absolute path of `name` in the sandbox (an in-process run shares the test's
/// working directory).
fn dir(sandbox: &Sandbox, name: &str) -> String {
    sandbox.path().join(name).to_string_lossy().into_owned()
}

fn serve(sandbox: &Sandbox, args: &[&str]) -> Server {
    let (interrupts, trigger) = Interrupts::manual();
    let started = sandbox
        .cmd([
            "password",
            "serve",
            &dir(sandbox, "corpus"),
            "--listen",
            "127.0.0.1:0",
        ])
        .args(args)
        .interrupts(interrupts)
        .start();
    let url = eventually("the server to listen", || {
        // Whether it had ended is asked first, so its last words are in what is read.
        let ended = started.is_finished();
        let stderr = started.stderr();
        if let Some((_, rest)) = stderr.split_once("listening on ") {
            return Some(rest.lines().next()?.trim().to_string());
        }
        assert!(!ended, "the server did not start:\n{stderr}");
        None
    });
    let addr = url.split_once("://").unwrap().1.to_string();
    Server {
        url,
        addr,
        trigger,
        finish: Box::new(move || started.finish()),
    }
}

impl Server {
    fn stop(self) -> Run {
        self.trigger.interrupt();
        (self.finish)()
    }
}

/// One HTTP/1.1 answer, exactly as sent.
#[derive(Debug)]
pub(crate) struct Answer {
    pub(crate) status: u16,
    headers: Vec<(String, String)>,
    pub(crate) body: Vec<u8>,
}

impl Answer {
    pub(crate) fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(key, _)| key.eq_ignore_ascii_case(name))
            .map(|(_, value)| value.as_str())
    }

    pub(crate) fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
}

/// `METHOD TARGET` with `headers`, on a connection of its own.
fn request(addr: &str, method: &str, target: &str, headers: &[(&str, &str)]) -> Answer {
    let bytes = crate::support::raw_http(addr, method, target, headers, PATIENCE);
    parse(&bytes, method == "HEAD")
}

pub(crate) fn parse(bytes: &[u8], head_only: bool) -> Answer {
    let end = bytes
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("a complete head");
    let head = String::from_utf8_lossy(&bytes[..end]);
    let mut lines = head.split("\r\n");
    let status = lines
        .next()
        .unwrap()
        .split(' ')
        .nth(1)
        .unwrap()
        .parse()
        .unwrap();
    let headers: Vec<(String, String)> = lines
        .map(|line| {
            let (name, value) = line.split_once(':').unwrap();
            (name.trim().to_string(), value.trim().to_string())
        })
        .collect();
    let mut body = bytes[end + 4..].to_vec();
    let chunked = headers
        .iter()
        .any(|(k, v)| k.eq_ignore_ascii_case("transfer-encoding") && v.contains("chunked"));
    if chunked && !head_only {
        body = unchunk(&body);
    }
    Answer {
        status,
        headers,
        body,
    }
}

fn unchunk(mut bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    loop {
        let line = bytes.windows(2).position(|w| w == b"\r\n").unwrap();
        let size =
            usize::from_str_radix(std::str::from_utf8(&bytes[..line]).unwrap().trim(), 16).unwrap();
        bytes = &bytes[line + 2..];
        if size == 0 {
            return out;
        }
        out.extend_from_slice(&bytes[..size]);
        bytes = &bytes[size + 2..];
    }
}

pub(crate) fn get(addr: &str, target: &str) -> Answer {
    request(addr, "GET", target, &[])
}

pub(crate) fn addr_of(url: &str) -> &str {
    url.trim_start_matches("http://")
}

pub(crate) fn target(prefix: u32, ntlm: bool) -> String {
    format!(
        "/range/{prefix:05X}{}",
        if ntlm { "?mode=ntlm" } else { "" }
    )
}

#[test]
fn every_prefix_in_both_modes_is_the_upstreams_body_byte_for_byte() {
    let sandbox = Sandbox::new();
    let fake = upstream(40);
    download(&sandbox, &fake.running.url, "corpus", &[]);
    let server = serve(&sandbox, &[]);
    for (range, ntlm) in [(SHA1_RANGE, false), (NTLM_RANGE, true)] {
        for prefix in range.0..=range.1 {
            let expected = get(addr_of(&fake.running.url), &target(prefix, ntlm));
            assert_eq!(expected.status, 200);
            // The prefix in either case.
            let asked = if prefix % 2 == 0 {
                target(prefix, ntlm)
            } else {
                target(prefix, ntlm).to_ascii_lowercase()
            };
            let answer = get(&server.addr, &asked);
            assert_eq!(answer.status, 200, "{asked}: {}", answer.text());
            assert!(
                answer.body == expected.body,
                "{asked}: the body differs from the upstream's"
            );
            assert_eq!(answer.header("content-type"), Some("text/plain"));
            assert_eq!(
                answer.header("cache-control"),
                Some("public, max-age=2678400")
            );
            assert_eq!(answer.header("access-control-allow-origin"), Some("*"));
            assert_eq!(
                answer.header("last-modified"),
                expected.header("last-modified")
            );
            let etag = answer.header("etag").expect("an ETag");
            assert!(
                etag.starts_with('"') && etag.ends_with('"'),
                "a strong ETag: {etag}"
            );
            assert!(!answer.body.ends_with(b"\n") && !answer.body.is_empty());
        }
    }
    // "password" is there, in both modes.
    let sha1 = get(&server.addr, "/range/5baa6").text();
    assert!(sha1
        .split("\r\n")
        .any(|row| row == "1E4C9B93F3F0682250B6CF8331B7EE68FD8:10434004"));
    let ntlm = get(&server.addr, "/range/8846F?mode=ntlm").text();
    assert!(ntlm
        .split("\r\n")
        .any(|row| row == "7EAEE8FB117AD06BDD830B7586C:8846000"));
    // Only exactly mode=ntlm switches: anything else is SHA-1, as on the public service.
    let plain = get(&server.addr, "/range/5BAA6").body;
    for query in [
        "?mode=NTLM",
        "?mode=sha1",
        "?mode=",
        "?other=ntlm",
        "?mode=sha1&mode=ntlm",
    ] {
        let answer = get(&server.addr, &format!("/range/5BAA6{query}"));
        assert_eq!((answer.status, &answer.body), (200, &plain), "{query}");
    }
    // A prefix the store does not hold is 503 with Retry-After, never an empty 200.
    for asked in [
        "/range/5BB00",
        "/range/00000",
        "/range/5BAA6?mode=ntlm",
        "/range/88400",
    ] {
        let answer = get(&server.addr, asked);
        assert_eq!(answer.status, 503, "{asked}");
        assert_eq!(answer.header("retry-after"), Some("10"));
        assert!(answer.text().contains("does not hold"), "{}", answer.text());
    }
    let run = server.stop();
    run.expect_success();
    assert!(
        run.stderr.contains("lacks ranges that were asked for"),
        "{}",
        run.stderr
    );
    // The access log leaves prefixes out.
    assert!(
        run.stdout.contains("GET /range/* sha1 200"),
        "{}",
        run.stdout
    );
    assert!(
        !run.stdout.to_ascii_uppercase().contains("5BAA6"),
        "{}",
        run.stdout
    );
}

#[test]
fn padding_conditional_requests_gzip_and_refusals() {
    let sandbox = Sandbox::new();
    let fake = upstream(30);
    download(&sandbox, &fake.running.url, "corpus", &[]);
    let server = serve(&sandbox, &["--log-prefixes", "-o", "ndjson"]);
    let addr = server.addr.as_str();
    let plain = get(addr, "/range/5BAA6");
    let etag = plain.header("etag").unwrap().to_string();

    // Padding keeps the real rows first and adds 10 to 209 rows of count 0.
    for (value, ntlm) in [("true", false), ("TRUE", true), ("True", false)] {
        let asked = if ntlm {
            "/range/8846F?mode=ntlm"
        } else {
            "/range/5BAA6"
        };
        let real = get(addr, asked).text();
        let padded = request(addr, "GET", asked, &[("Add-Padding", value)]);
        assert_eq!(padded.status, 200);
        let text = padded.text();
        let rest = text
            .strip_prefix(&format!("{real}\r\n"))
            .expect("the real rows first");
        let pads: Vec<&str> = rest.split("\r\n").collect();
        assert!((10..=209).contains(&pads.len()), "{} pad rows", pads.len());
        let digits = if ntlm { 27 } else { 35 };
        for row in pads {
            let (suffix, count) = row.split_once(':').unwrap();
            assert_eq!(count, "0");
            assert_eq!(suffix.len(), digits);
            assert!(suffix
                .bytes()
                .all(|b| b.is_ascii_hexdigit() && !b.is_ascii_lowercase()));
        }
        assert!(
            padded.header("etag").unwrap().starts_with("W/"),
            "a padded body is not byte-stable"
        );
    }
    assert_eq!(
        request(addr, "GET", "/range/5BAA6", &[("Add-Padding", "false")]).body,
        plain.body
    );

    // If-None-Match and If-Modified-Since give 304 without a body.
    let last_modified = plain.header("last-modified").unwrap().to_string();
    for headers in [
        vec![("If-None-Match", etag.as_str())],
        vec![("If-None-Match", "\"other\", W/\"x\"")],
        vec![("If-Modified-Since", last_modified.as_str())],
    ] {
        let answer = request(addr, "GET", "/range/5BAA6", &headers);
        let expected = if headers[0].1.contains("other") {
            200
        } else {
            304
        };
        assert_eq!(answer.status, expected, "{headers:?}");
        if expected == 304 {
            assert!(answer.body.is_empty());
            assert_eq!(answer.header("etag"), Some(etag.as_str()));
        }
    }
    let tagged = format!("\"x\", {etag}");
    assert_eq!(
        request(addr, "GET", "/range/5BAA6", &[("If-None-Match", &tagged)]).status,
        304
    );
    let ntlm_tag = get(addr, "/range/8846F?mode=ntlm")
        .header("etag")
        .unwrap()
        .to_string();
    assert_ne!(ntlm_tag, etag);
    assert_eq!(
        request(
            addr,
            "GET",
            "/range/8846F?mode=ntlm",
            &[("If-None-Match", &etag)]
        )
        .status,
        200
    );

    // gzip when asked, with a tag of its own that also revalidates.
    let zipped = request(addr, "GET", "/range/5BAA6", &[("Accept-Encoding", "gzip")]);
    assert_eq!(zipped.header("content-encoding"), Some("gzip"));
    let mut unzipped = Vec::new();
    flate2::read::GzDecoder::new(&zipped.body[..])
        .read_to_end(&mut unzipped)
        .unwrap();
    assert_eq!(unzipped, plain.body);
    let gzip_tag = zipped.header("etag").unwrap().to_string();
    assert_ne!(gzip_tag, etag);
    assert_eq!(
        request(addr, "GET", "/range/5BAA6", &[("If-None-Match", &gzip_tag)]).status,
        304
    );
    assert_eq!(
        request(
            addr,
            "GET",
            "/range/5BAA6",
            &[("Accept-Encoding", "gzip;q=0")]
        )
        .header("content-encoding"),
        None
    );

    // br when asked and weighed at least as gzip, with a tag of its own again.
    let brotli = request(
        addr,
        "GET",
        "/range/5BAA6",
        &[("Accept-Encoding", "gzip, deflate, br")],
    );
    assert_eq!(brotli.header("content-encoding"), Some("br"));
    assert_eq!(plain_body(&brotli), plain.body);
    assert_ne!(brotli.body, plain.body);
    let br_tag = brotli.header("etag").unwrap().to_string();
    assert_eq!(br_tag, format!("{}-br\"", etag.trim_end_matches('"')));
    assert_eq!(
        request(addr, "GET", "/range/5BAA6", &[("If-None-Match", &br_tag)]).status,
        304
    );
    assert_eq!(
        request(
            addr,
            "GET",
            "/range/5BAA6",
            &[("Accept-Encoding", "br;q=0.5, gzip;q=0.9")]
        )
        .header("content-encoding"),
        Some("gzip")
    );

    // HEAD: the same head, no body.
    let head = request(addr, "HEAD", "/range/5BAA6", &[]);
    assert_eq!(head.status, 200);
    assert_eq!(
        head.header("content-length"),
        Some(plain.body.len().to_string().as_str())
    );
    assert!(head.body.is_empty());

    // The public service's refusals.
    for (asked, status, body) in [
        (
            "/range/5BAA",
            400,
            "The hash prefix was not in a valid format",
        ),
        (
            "/range/5BAA61",
            400,
            "The hash prefix was not in a valid format",
        ),
        ("/range/", 400, "The hash prefix was not in a valid format"),
        (
            "/range/5BAAG",
            400,
            "The hash prefix was not valid hexadecimal",
        ),
        (
            "/range/+5BAA",
            400,
            "The hash prefix was not valid hexadecimal",
        ),
    ] {
        let answer = get(addr, asked);
        assert_eq!(
            (answer.status, answer.text().as_str()),
            (status, body),
            "{asked}"
        );
    }
    for asked in ["/", "/range", "/pwnedpassword/password", "/range5BAA6"] {
        assert_eq!(get(addr, asked).status, 404, "{asked}");
    }
    for method in ["POST", "PUT", "DELETE"] {
        let answer = request(addr, method, "/range/5BAA6", &[("Content-Length", "0")]);
        assert_eq!(answer.status, 405, "{method}");
        assert!(answer.header("allow").unwrap().contains("GET"));
    }
    assert_eq!(
        request(addr, "POST", "/healthz", &[("Content-Length", "0")]).status,
        405
    );

    // Health and metrics.
    let health = get(addr, "/healthz");
    assert_eq!(health.status, 200, "{}", health.text());
    let health: serde_json::Value = serde_json::from_slice(&health.body).unwrap();
    assert_eq!(health["status"], "ok");
    assert_eq!(health["stores"]["sha1"]["ranges"], 256);
    assert_eq!(health["stores"]["ntlm"]["complete"], false);
    let metrics = get(addr, "/metrics");
    assert!(metrics
        .header("content-type")
        .unwrap()
        .starts_with("text/plain"));
    let metrics = metrics.text();
    for line in [
        "ward_password_serve_not_modified_total 5",
        "ward_password_serve_requests_total{code=\"405\"} 4",
        "ward_password_serve_padded_total 3",
        "ward_password_serve_gzip_total 2",
        "ward_password_serve_br_total 1",
    ] {
        assert!(metrics.lines().any(|l| l == line), "{line} in\n{metrics}");
    }
    assert!(metrics.contains("ward_password_serve_request_duration_seconds_bucket{le=\"+Inf\"}"));

    let run = server.stop();
    run.expect_success();
    // With --log-prefixes the log names them; NDJSON with -o ndjson.
    let first: serde_json::Value =
        serde_json::from_str(run.stdout.lines().next().unwrap()).unwrap();
    assert_eq!(first["type"], "request");
    assert_eq!(first["path"], "/range/5BAA6");
    assert_eq!(first["mode"], "sha1");
}

/// A mirroring client asks for one coding only and refuses any other answer, so every
/// answer is in the coding asked for, the first one for a range included, as the public
/// service sends it: the codings real clients send, each on a range of its own asked for
/// the first time, then again from memory. A range's first gzip answer is gzip in stored
/// blocks, with a tag of its own; once the range is asked for again it is compressed.
#[test]
fn every_answer_is_in_the_coding_asked_for_first_request_included() {
    let sandbox = Sandbox::new();
    let fake = upstream(20);
    download(&sandbox, &fake.running.url, "corpus", &[]);
    let server = serve(&sandbox, &["--no-access-log"]);
    let addr = server.addr.as_str();
    let upstream_body = |prefix: u32| get(addr_of(&fake.running.url), &target(prefix, false)).body;
    let plain_tag = |prefix: u32| {
        let answer = get(addr, &target(prefix, false));
        assert_eq!(answer.header("content-encoding"), None);
        answer.header("etag").unwrap().to_string()
    };
    let cases = [
        (0x5BA10, "gzip", Some("gzip")),
        (0x5BA11, "br", Some("br")),
        (0x5BA12, "gzip, deflate", Some("gzip")),
        (0x5BA13, "gzip, deflate, br", Some("br")),
        (0x5BA14, "br;q=1, gzip;q=0.5", Some("br")),
        (0x5BA15, "identity", None),
        (0x5BA16, "*", Some("gzip")),
        (0x5BA17, "gzip;q=0.5, identity", None),
    ];
    for (prefix, asked, coding) in cases {
        let mut tags = Vec::new();
        for _ in 0..3 {
            let answer = request(
                addr,
                "GET",
                &target(prefix, false),
                &[("Accept-Encoding", asked)],
            );
            assert_eq!(answer.status, 200, "{asked}");
            assert_eq!(answer.header("content-encoding"), coding, "{asked}");
            assert_eq!(answer.header("vary"), Some("Accept-Encoding, Add-Padding"));
            assert_eq!(plain_body(&answer), upstream_body(prefix), "{asked}");
            if coding.is_some() {
                assert_ne!(answer.body, upstream_body(prefix), "{asked}");
            }
            tags.push(answer.header("etag").unwrap().to_string());
        }
        // The same tag each time, the plain one with the coding's suffix; gzip's first
        // answer is in stored blocks, tagged as such.
        let plain = plain_tag(prefix);
        let expected = match coding {
            Some(coding) => format!("{}-{coding}\"", plain.trim_end_matches('"')),
            None => plain.clone(),
        };
        let first = match coding {
            Some("gzip") => format!("{}-gzip-stored\"", plain.trim_end_matches('"')),
            _ => expected.clone(),
        };
        assert_eq!(
            tags,
            vec![first.clone(), expected.clone(), expected.clone()],
            "{asked}"
        );
        // Either gzip tag names the same version of the range.
        let revalidated = request(
            addr,
            "GET",
            &target(prefix, false),
            &[("Accept-Encoding", asked), ("If-None-Match", &first)],
        );
        assert_eq!(revalidated.status, 304, "{asked}");
        let revalidated = request(
            addr,
            "GET",
            &target(prefix, false),
            &[("Accept-Encoding", asked), ("If-None-Match", &expected)],
        );
        assert_eq!(revalidated.status, 304, "{asked}");
        assert_eq!(revalidated.header("etag"), Some(expected.as_str()));
    }
    // Padded answers are new each time: compressed as asked, each time, with a weak tag.
    for (prefix, asked, coding) in [
        (0x5BA18, "gzip", Some("gzip")),
        (0x5BA19, "br, *;q=0", Some("br")),
        (0x5BA1A, "identity", None),
    ] {
        for _ in 0..2 {
            let answer = request(
                addr,
                "GET",
                &target(prefix, false),
                &[("Accept-Encoding", asked), ("Add-Padding", "true")],
            );
            assert_eq!(answer.header("content-encoding"), coding, "{asked}");
            assert!(plain_body(&answer).starts_with(&upstream_body(prefix)));
            assert!(answer.header("etag").unwrap().starts_with("W/\"s-"));
        }
    }
    server.stop().expect_success();
}

#[test]
fn a_damaged_shard_is_answered_503_for_its_ranges() {
    let sandbox = Sandbox::new();
    let fake = upstream(20);
    download(&sandbox, &fake.running.url, "corpus", &[]);
    // Every request looks for a new file, so each change below is served at once.
    let server = serve(&sandbox, &["--recheck-ms", "0"]);
    let shard = sandbox.path().join("corpus").join("sha1").join("5B.shard");
    let pristine = std::fs::read(&shard).unwrap();
    assert_eq!(get(&server.addr, "/range/5BA00").status, 200);
    // Replaced by rename, as a download replaces a shard.
    let replace = |bytes: &[u8]| {
        std::thread::sleep(Duration::from_millis(20));
        let temp = shard.with_extension("new");
        std::fs::write(&temp, bytes).unwrap();
        std::fs::rename(&temp, &shard).unwrap();
    };
    // One bit of 5BA00's bytes: its table slot (after the 64-byte header) gives its offset
    // into the data, which starts after the 4,096-slot table.
    let slot = 64 + 0xA00 * 24;
    let offset = u64::from_le_bytes(pristine[slot..slot + 8].try_into().unwrap()) as usize;
    let mut damaged = pristine.clone();
    damaged[64 + 4096 * 24 + offset] ^= 0x01;
    replace(&damaged);
    let answer = get(&server.addr, "/range/5BA00");
    assert_eq!(answer.status, 503);
    assert!(answer.header("retry-after").is_some());
    assert!(answer.text().contains("damaged"));
    assert_eq!(
        get(&server.addr, "/range/5BA01").status,
        200,
        "other ranges still answer"
    );
    // A damaged head: every range of the shard.
    damaged[20] ^= 0x01;
    replace(&damaged);
    for prefix in [0x5BA00, 0x5BA01, 0x5BAFF] {
        assert_eq!(get(&server.addr, &target(prefix, false)).status, 503);
    }
    assert_eq!(get(&server.addr, "/range/8846F?mode=ntlm").status, 200);
    // Put right again (a download renames a new file in): answered at once.
    replace(&pristine);
    assert_eq!(get(&server.addr, "/range/5BA00").status, 200);
    let metrics = get(&server.addr, "/metrics").text();
    assert!(
        metrics
            .lines()
            .any(|l| l == "ward_password_serve_damaged_total 4"),
        "{metrics}"
    );
    let run = server.stop();
    assert!(run.stderr.contains("5B.shard is damaged"), "{}", run.stderr);
    assert!(
        !run.stderr.contains("5BA00"),
        "no prefix is named: {}",
        run.stderr
    );
}

/// Hashes in the downloaded sub-ranges: every real row of some ranges (pwned) and as many
/// made-up ones (not).
fn hashes_in(fake: &Upstream, range: (u32, u32), ntlm: bool, count: usize) -> String {
    let digits = if ntlm { 27 } else { 35 };
    let mut out = String::new();
    let mut seed = 0x0123_4567_89AB_CDEF_u64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut made = 0;
    'ranges: for prefix in range.0..=range.1 {
        let body = get(addr_of(&fake.running.url), &target(prefix, ntlm)).text();
        for row in body.split("\r\n").step_by(3) {
            let suffix = row.split(':').next().unwrap();
            out.push_str(&format!("{prefix:05X}{suffix}\n"));
            let mut made_up = String::new();
            while made_up.len() < digits {
                made_up.push_str(&format!("{:016X}", next()));
            }
            made_up.truncate(digits);
            let other = range.0 + (next() % u64::from(range.1 - range.0 + 1)) as u32;
            out.push_str(&format!("{other:05X}{made_up}\n"));
            made += 2;
            if made >= count {
                break 'ranges;
            }
        }
    }
    out
}

#[test]
fn check_against_serve_answers_as_against_the_upstream() {
    let sandbox = Sandbox::new();
    let fake = upstream(300);
    download(&sandbox, &fake.running.url, "corpus", &[]);
    let server = serve(&sandbox, &["--no-access-log"]);
    for (range, ntlm) in [(SHA1_RANGE, false), (NTLM_RANGE, true)] {
        let file = sandbox.write(
            if ntlm { "ntlm.txt" } else { "sha1.txt" },
            &hashes_in(&fake, range, ntlm, 50_000),
        );
        let check = |url: &str| {
            let mut args = vec![
                "password",
                "check",
                "--hashes",
                file.to_str().unwrap(),
                "-o",
                "ndjson",
                "-q",
            ];
            if ntlm {
                args.push("--ntlm");
            }
            sandbox.cmd(args).env("WARD_PASSWORDS_URL", url).run()
        };
        let upstream_run = check(&fake.running.url);
        let served_run = check(&server.url);
        assert_eq!(upstream_run.code, 10, "{}", upstream_run.stderr);
        assert_eq!(served_run.code, 10, "{}", served_run.stderr);
        assert_eq!(served_run.stdout.lines().count(), 50_000);
        assert!(
            served_run.stdout == upstream_run.stdout,
            "the answers differ ({})",
            if ntlm { "NTLM" } else { "SHA-1" }
        );
        let pwned = served_run.stdout.matches("\"pwned\":true").count();
        assert_eq!(pwned, 25_000, "every real row pwned, every made-up one not");
    }
    // Passwords too, through the prompt's stdin form.
    let passwords = "password\ncorrect horse battery staple\n";
    let upstream_run = sandbox
        .cmd(["password", "check", "--stdin", "-o", "ndjson"])
        .stdin(passwords)
        .env("WARD_PASSWORDS_URL", &fake.running.url)
        .run();
    let served_run = sandbox
        .cmd([
            "password",
            "check",
            "--stdin",
            "-o",
            "ndjson",
            "--retries",
            "0",
        ])
        .stdin(passwords)
        .env("WARD_PASSWORDS_URL", &server.url)
        .run();
    // The second password's range is not in the store: serve says 503, never "not pwned".
    assert_eq!(upstream_run.code, 10);
    assert_ne!(served_run.code, 0, "{}", served_run.stdout);
    assert_ne!(served_run.code, 10);
    assert!(served_run
        .stdout
        .lines()
        .next()
        .is_none_or(|line| line.contains("\"pwned\":true")));
    server.stop().expect_success();
}

#[test]
fn a_download_from_serve_equals_the_first_store_and_revalidates_with_304s() {
    let sandbox = Sandbox::new();
    let fake = upstream(25);
    download(&sandbox, &fake.running.url, "corpus", &[]);
    let server = serve(&sandbox, &["--no-access-log"]);
    download(&sandbox, &server.url, "mirror", &[]);
    for ntlm in [false, true] {
        let export = |name: &str| {
            let path = dir(&sandbox, name);
            let mut args = vec!["password", "export", &path, "-q"];
            if ntlm {
                args.push("--ntlm");
            }
            let run = sandbox.run(&args);
            run.expect_success();
            run.stdout
        };
        let (first, second) = (export("corpus"), export("mirror"));
        // 25 rows a range, and "password" in its own.
        assert_eq!(first.lines().count(), 256 * 25 + 1);
        assert!(first == second, "the mirror's store differs");
    }
    // A mirror of the mirror refreshes with 304s only.
    download(&sandbox, &server.url, "mirror", &["--refresh"]);
    let metrics = get(&server.addr, "/metrics").text();
    assert!(
        metrics
            .lines()
            .any(|l| l == "ward_password_serve_not_modified_total 512"),
        "{metrics}"
    );
    server.stop().expect_success();
}

#[test]
fn a_refresh_while_serving_is_picked_up_and_no_answer_mixes_old_and_new() {
    let sandbox = Sandbox::new();
    let fake = upstream(20);
    download(&sandbox, &fake.running.url, "corpus", &[]);
    let server = serve(&sandbox, &["--no-access-log"]);
    let old: HashMap<u32, Vec<u8>> = (SHA1_RANGE.0..=SHA1_RANGE.1)
        .map(|prefix| {
            (
                prefix,
                get(addr_of(&fake.running.url), &target(prefix, false)).body,
            )
        })
        .collect();
    for prefix in (SHA1_RANGE.0..=SHA1_RANGE.1).step_by(2) {
        fake.stats.change(prefix);
    }
    let new: HashMap<u32, Vec<u8>> = (SHA1_RANGE.0..=SHA1_RANGE.1)
        .map(|prefix| {
            (
                prefix,
                get(addr_of(&fake.running.url), &target(prefix, false)).body,
            )
        })
        .collect();
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let loaders: Vec<_> = (0..2)
        .map(|lane| {
            let (addr, old, new, stop) =
                (server.addr.clone(), old.clone(), new.clone(), stop.clone());
            std::thread::spawn(move || {
                // ETag -> body: one tag never stands for two bodies.
                let mut seen: HashMap<String, Vec<u8>> = HashMap::new();
                let (mut answers, mut errors) = (0u64, Vec::new());
                let mut prefix = SHA1_RANGE.0 + lane;
                while !stop.load(std::sync::atomic::Ordering::Relaxed) && answers < 200_000 {
                    let answer = get(&addr, &target(prefix, false));
                    answers += 1;
                    let etag = answer.header("etag").unwrap_or_default().to_string();
                    if answer.status != 200
                        || (answer.body != old[&prefix] && answer.body != new[&prefix])
                    {
                        errors.push(format!(
                            "{prefix:05X}: {} {}",
                            answer.status,
                            answer.text().len()
                        ));
                    } else if seen
                        .entry(etag.clone())
                        .or_insert_with(|| answer.body.clone())
                        != &answer.body
                    {
                        errors.push(format!("{prefix:05X}: ETag {etag} with two bodies"));
                    }
                    prefix = if prefix >= SHA1_RANGE.1 - 1 {
                        SHA1_RANGE.0 + lane
                    } else {
                        prefix + 2
                    };
                }
                (answers, errors)
            })
        })
        .collect();
    std::thread::sleep(Duration::from_millis(100));
    refresh_sha1(&sandbox, &fake.running.url);
    std::thread::sleep(Duration::from_millis(100));
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    for loader in loaders {
        let (answers, errors) = loader.join().unwrap();
        assert!(answers > 0);
        assert!(
            errors.is_empty(),
            "{} bad answers: {:?}",
            errors.len(),
            &errors[..errors.len().min(5)]
        );
    }
    // After the refresh, every range is the new one, without a restart, once the server
    // has looked for new files again (a second after its last look, by default).
    for prefix in SHA1_RANGE.0..=SHA1_RANGE.1 {
        eventually(&format!("the new {prefix:05X}"), || {
            let body = get(&server.addr, &target(prefix, false)).body;
            assert!(body == new[&prefix] || body == old[&prefix], "{prefix:05X}");
            body == new[&prefix]
        });
    }
    server.stop().expect_success();
}

#[test]
fn a_long_recheck_interval_serves_the_version_opened_whole_until_it_ends() {
    let sandbox = Sandbox::new();
    let fake = upstream(20);
    download(&sandbox, &fake.running.url, "corpus", &[]);
    let server = serve(&sandbox, &["--no-access-log", "--recheck-ms", "60000"]);
    let prefix = 0x5BA03;
    let before = get(&server.addr, &target(prefix, false));
    assert_eq!(before.status, 200);
    fake.stats.change(prefix);
    refresh_sha1(&sandbox, &fake.running.url);
    let changed = get(addr_of(&fake.running.url), &target(prefix, false)).body;
    assert_ne!(changed, before.body);
    let after = get(&server.addr, &target(prefix, false));
    assert_eq!(after.status, 200);
    // The version opened before the refresh is still the one answered, body and ETag
    // together and in full: the new file is not looked for within the minute. (Windows
    // keeps no file open between reads; it answers this range from memory, and a range it
    // must read finds the file replaced and looks at the name again at once.)
    assert_eq!(after.body, before.body);
    assert_eq!(after.header("etag"), before.header("etag"));
    // A server started now answers from the new file.
    let fresh = serve(&sandbox, &["--no-access-log"]);
    assert_eq!(
        get(&fresh.addr, &target(prefix, false)).body,
        get(addr_of(&fake.running.url), &target(prefix, false)).body
    );
    fresh.stop().expect_success();
    server.stop().expect_success();
}

/// The body of `answer`, decoded when it says it is compressed.
fn plain_body(answer: &Answer) -> Vec<u8> {
    let mut body = Vec::new();
    match answer.header("content-encoding") {
        Some("gzip") => flate2::read::GzDecoder::new(&answer.body[..])
            .read_to_end(&mut body)
            .unwrap(),
        Some("br") => brotli::Decompressor::new(&answer.body[..], 4096)
            .read_to_end(&mut body)
            .unwrap(),
        None => return answer.body.clone(),
        Some(other) => panic!("unexpected coding {other}"),
    };
    body
}

#[test]
fn bodies_kept_in_memory_follow_each_refresh_and_damage_per_mode_and_encoding() {
    let sandbox = Sandbox::new();
    let fake = upstream(20);
    download(&sandbox, &fake.running.url, "corpus", &[]);
    // Every request looks for a new file, so each change below is served at once.
    let server = serve(&sandbox, &["--no-access-log", "--recheck-ms", "0"]);
    let (sha1, ntlm) = (0x5BA07, 0x88407);
    let upstream_body =
        |prefix: u32, ntlm: bool| get(addr_of(&fake.running.url), &target(prefix, ntlm)).body;
    let gzip = [("Accept-Encoding", "gzip")];
    let br = [("Accept-Encoding", "br")];
    // Each asked for twice, plain and in both codings: the second answer comes from memory.
    let ask = |prefix: u32, ntlm: bool| {
        let mut seen = Vec::new();
        for headers in [&[][..], &gzip[..], &br[..], &[][..], &gzip[..], &br[..]] {
            let answer = request(&server.addr, "GET", &target(prefix, ntlm), headers);
            assert_eq!(answer.status, 200, "{prefix:05X}: {}", answer.text());
            seen.push((
                answer.header("etag").unwrap().to_string(),
                plain_body(&answer),
            ));
        }
        assert_eq!(seen[0], seen[3]);
        assert_eq!(seen[1], seen[4]);
        assert_eq!(seen[2], seen[5]);
        assert_eq!(seen[0].1, seen[1].1);
        assert_eq!(seen[0].1, seen[2].1);
        let tag = seen[0].0.trim_end_matches('"');
        assert_eq!(seen[1].0, format!("{tag}-gzip\""));
        assert_eq!(seen[2].0, format!("{tag}-br\""));
        seen.swap_remove(0)
    };
    let (sha1_tag, sha1_body) = ask(sha1, false);
    let (ntlm_tag, ntlm_body) = ask(ntlm, true);
    assert_eq!(sha1_body, upstream_body(sha1, false));
    assert_eq!(ntlm_body, upstream_body(ntlm, true));
    assert!(sha1_tag.starts_with("\"s-") && ntlm_tag.starts_with("\"n-"));

    // The SHA-1 range changes upstream and is refreshed: new body and new ETag together,
    // plain and compressed; the NTLM range kept apart stays as it was.
    fake.stats.change(sha1);
    let changed = upstream_body(sha1, false);
    assert_ne!(changed, sha1_body);
    refresh_sha1(&sandbox, &fake.running.url);
    let (new_tag, new_body) = ask(sha1, false);
    assert_eq!(new_body, changed);
    assert_ne!(new_tag, sha1_tag);
    assert_eq!(
        request(
            &server.addr,
            "GET",
            &target(sha1, false),
            &[("If-None-Match", &sha1_tag)]
        )
        .status,
        200,
        "the old ETag no longer matches"
    );
    assert_eq!(ask(ntlm, true), (ntlm_tag.clone(), ntlm_body.clone()));

    // The range's bytes damaged in place, its checksum in the table unchanged: the sound
    // copy in memory is not sent, in either encoding.
    let shard = sandbox.path().join("corpus").join("sha1").join("5B.shard");
    let mut bytes = std::fs::read(&shard).unwrap();
    let slot = 64 + (sha1 as usize - 0x5B000) * 24;
    let offset = u64::from_le_bytes(bytes[slot..slot + 8].try_into().unwrap()) as usize;
    bytes[64 + 4096 * 24 + offset] ^= 0x01;
    // A file system with coarse times could leave the shard's time as it was.
    std::thread::sleep(Duration::from_millis(20));
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .open(&shard)
        .unwrap();
    file.write_all(&bytes).unwrap();
    drop(file);
    for headers in [&[][..], &gzip[..], &br[..]] {
        let answer = request(&server.addr, "GET", &target(sha1, false), headers);
        assert_eq!(answer.status, 503, "{}", answer.text());
        assert!(answer.text().contains("damaged"));
        assert_eq!(answer.header("etag"), None);
    }
    // Other ranges of the shard are read anew and are sound.
    assert_eq!(
        get(&server.addr, &target(sha1 + 1, false)).body,
        upstream_body(sha1 + 1, false)
    );
    assert_eq!(ask(ntlm, true), (ntlm_tag, ntlm_body));
    server.stop().expect_success();
}

/// What the operating system says of a taken port differs between systems; that ward
/// names the address and exits 1 does not.
const TAKEN_PORT_FILTERS: &[(&str, &str)] =
    &[(r"(could not listen on \S+): [^\n]+", "$1: [ADDRESS IN USE]")];

#[test]
fn bad_flags_and_a_missing_store_are_usage_errors() {
    let sandbox = Sandbox::new();
    let nowhere = dir(&sandbox, "nowhere");
    let run = sandbox.run(&["password", "serve", &nowhere, "--listen", "127.0.0.1:0"]);
    run.expect_code(2);
    crate::ward_snapshot!("missing_store", run);
    for (name, bad) in [
        ("nonsense", "nonsense"),
        ("no_port", "127.0.0.1"),
        ("port_too_large", "0.0.0.0:99999"),
        ("no_host", ":80"),
        ("bare_ipv6", "::1:80"),
    ] {
        let run = sandbox
            .cmd(["password", "serve", "corpus", "--listen", bad])
            .run_process();
        run.expect_code(2);
        crate::ward_snapshot!(format!("listen_{name}"), run);
    }
    let run = sandbox
        .cmd(["password", "serve", "corpus", "--retry-after", "0"])
        .run_process();
    run.expect_code(2);
    crate::ward_snapshot!("retry_after_zero", run);
    for (name, bad) in [
        ("too_long", "60001"),
        ("negative", "-1"),
        ("with_a_unit", "1s"),
    ] {
        let run = sandbox
            .cmd([
                "password",
                "serve",
                "corpus",
                &format!("--recheck-ms={bad}"),
            ])
            .run_process();
        run.expect_code(2);
        crate::ward_snapshot!(format!("recheck_ms_{name}"), run);
    }
    // A port already taken: a runtime failure, exit 1.
    let fake = upstream(5);
    download(&sandbox, &fake.running.url, "corpus", &[]);
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let listen = taken.local_addr().unwrap().to_string();
    let run = sandbox.run(&[
        "password",
        "serve",
        &dir(&sandbox, "corpus"),
        "--listen",
        &listen,
    ]);
    run.expect_code(1);
    assert!(
        run.stderr
            .contains(&format!("could not listen on {listen}")),
        "{}",
        run.stderr
    );
    insta::with_settings!({ filters => TAKEN_PORT_FILTERS.to_vec() }, {
        crate::ward_snapshot!("port_taken", run);
    });
}

/// What the clock and the machine's speed change in the server's lines.
const LOG_FILTERS: &[(&str, &str)] = &[
    (r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z", "[TIME]"),
    (r"\b\d+(\.\d+)?ms\b", "[DURATION]"),
];

/// Everything the server prints from start to stop, for a store and one request.
#[test]
fn start_up_request_and_stop_lines_read_whole() {
    let sandbox = Sandbox::new();
    let fake = upstream(5);
    download(&sandbox, &fake.running.url, "corpus", &[]);
    let server = serve(&sandbox, &[]);
    assert_eq!(get(&server.addr, "/range/5BAA6").status, 200);
    let run = server.stop();
    run.expect_success();
    insta::with_settings!({ filters => LOG_FILTERS.to_vec() }, {
        crate::ward_snapshot!(run);
    });
}

/// A client that sends requests and stops reading the answers holds its connection no
/// longer than the headers' deadline, and the server answers others meanwhile.
#[test]
fn a_client_that_stops_reading_is_cut_off_at_the_deadline() {
    const REQUESTS: usize = 2000;
    let sandbox = Sandbox::new();
    let fake = upstream(25);
    download(&sandbox, &fake.running.url, "corpus", &[]);
    let server = serve(&sandbox, &["--no-access-log", "--header-timeout", "1"]);
    let mut stalled = TcpStream::connect(&server.addr).unwrap();
    // Padded answers of about 40 KB each: far more than the sockets' buffers hold.
    let request = format!(
        "GET {} HTTP/1.1\r\nHost: x\r\nAdd-Padding: true\r\n\r\n",
        target(SHA1_RANGE.0, false)
    );
    let mut writer = stalled.try_clone().unwrap();
    let sending = std::thread::spawn(move || {
        let _ = writer.write_all(request.repeat(REQUESTS).as_bytes());
    });
    std::thread::sleep(Duration::from_millis(1500));
    assert_eq!(get(&server.addr, "/healthz").status, 200);
    stalled.set_read_timeout(Some(PATIENCE)).unwrap();
    let mut taken = 0;
    let mut chunk = vec![0u8; 1 << 16];
    let ended = loop {
        match stalled.read(&mut chunk) {
            Ok(0) => break "closed",
            Ok(read) => taken += read,
            Err(error)
                if matches!(
                    error.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) =>
            {
                break "still open"
            }
            Err(_) => break "closed",
        }
    };
    sending.join().unwrap();
    assert_eq!(ended, "closed", "after {taken} bytes");
    assert!(taken < REQUESTS * 30_000, "all {taken} bytes were sent");
    server.stop().expect_success();
}

/// SIGTERM lets the request in flight finish and ends the process with 0.
#[cfg(unix)]
#[test]
fn sigterm_stops_the_server_gracefully() {
    use crate::support::SpawnChild as _;
    use std::io::BufRead;
    let sandbox = Sandbox::new();
    let fake = upstream(5);
    download(&sandbox, &fake.running.url, "corpus", &[]);
    let mut child = sandbox
        .cmd(["password", "serve", "corpus", "--listen", "127.0.0.1:0"])
        .process()
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn_child()
        .unwrap();
    let mut stderr = std::io::BufReader::new(child.stderr.take().unwrap());
    let mut line = String::new();
    let addr = loop {
        line.clear();
        assert!(stderr.read_line(&mut line).unwrap() > 0, "no address");
        if let Some(at) = line.find("listening on http://") {
            break line[at + "listening on http://".len()..].trim().to_string();
        }
    };
    // A keep-alive connection left open does not hold the shutdown up.
    let mut idle = TcpStream::connect(&addr).unwrap();
    idle.write_all(b"GET /range/5BAA6 HTTP/1.1\r\nHost: x\r\n\r\n")
        .unwrap();
    assert_eq!(get(&addr, "/range/5BAA6").status, 200);
    let killed = std::process::Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status_child()
        .unwrap();
    assert!(killed.success());
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(0));
    let mut rest = String::new();
    stderr.read_to_string(&mut rest).unwrap();
    assert!(rest.contains("stopped"), "{rest}");
}

/// HTTPS from PEM files (a test CA's leaf for localhost and 127.0.0.1 in
/// tests/fixtures/tls), answering as over plain HTTP; unusable files are usage errors.
#[test]
fn https_from_pem_files() {
    let sandbox = Sandbox::new();
    let fake = upstream(10);
    download(&sandbox, &fake.running.url, "corpus", &[]);
    let fixtures = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("fixtures")
        .join("tls");
    let (cert, key) = (
        fixtures.join("localhost.pem"),
        fixtures.join("localhost-key.pem"),
    );
    let (cert, key) = (cert.to_str().unwrap(), key.to_str().unwrap());
    let server = serve(&sandbox, &["--tls-cert", cert, "--tls-key", key]);
    assert!(
        server.url.starts_with("https://127.0.0.1:"),
        "{}",
        server.url
    );
    let ca =
        reqwest::Certificate::from_pem(&std::fs::read(fixtures.join("ca.pem")).unwrap()).unwrap();
    let client = reqwest::Client::builder()
        .add_root_certificate(ca)
        .build()
        .unwrap();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    for asked in ["/range/5BAA6", "/range/8846F?mode=ntlm"] {
        let expected = get(addr_of(&fake.running.url), asked).body;
        let (status, body) = runtime.block_on(async {
            let response = client
                .get(format!("{}{asked}", server.url))
                .send()
                .await
                .unwrap();
            (response.status().as_u16(), response.bytes().await.unwrap())
        });
        assert_eq!(status, 200);
        assert!(body[..] == expected[..], "{asked}");
    }
    // Plain HTTP on the TLS port gets no answer, and does not stop the server.
    let mut plain = TcpStream::connect(&server.addr).unwrap();
    plain.set_read_timeout(Some(PATIENCE)).unwrap();
    plain
        .write_all(b"GET /range/5BAA6 HTTP/1.1\r\nHost: x\r\n\r\n")
        .unwrap();
    let mut bytes = Vec::new();
    let _ = plain.read_to_end(&mut bytes);
    assert!(!bytes.starts_with(b"HTTP/1.1 200"));
    let health = runtime.block_on(async {
        client
            .get(format!("{}/healthz", server.url))
            .send()
            .await
            .unwrap()
            .status()
            .as_u16()
    });
    assert_eq!(health, 200);
    server.stop().expect_success();

    let corpus = dir(&sandbox, "corpus");
    // A PRIVATE KEY block that is no key.
    let bad_key = sandbox.write(
        "bad-key.pem",
        "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n",
    );
    for (args, says) in [
        (
            vec!["--tls-cert", cert, "--tls-key", cert],
            "holds no private key",
        ),
        (
            vec!["--tls-cert", key, "--tls-key", key],
            "holds no CERTIFICATE block",
        ),
        (
            vec!["--tls-cert", cert, "--tls-key", bad_key.to_str().unwrap()],
            "cannot be used",
        ),
    ] {
        let mut line = vec![
            "password",
            "serve",
            corpus.as_str(),
            "--listen",
            "127.0.0.1:0",
        ];
        line.extend(args);
        let run = sandbox.run(&line);
        run.expect_code(2);
        assert!(run.stderr.contains(says), "{says}: {}", run.stderr);
    }
    let run = sandbox
        .cmd(["password", "serve", "corpus", "--tls-cert", cert])
        .run_process();
    run.expect_code(2);
    assert!(run.stderr.contains("--tls-key"), "{}", run.stderr);
}
