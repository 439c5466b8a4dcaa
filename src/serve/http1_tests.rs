use std::time::Duration;

use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _, DuplexStream};
use tokio::sync::watch;

use super::*;

/// Answers with the target as the body; `/304` and `/204` with those statuses.
struct Echo;

impl Answers for Echo {
    fn answer(&self, head: &Head, _remote: SocketAddr) -> Answer {
        let status = match head.uri.path() {
            "/304" => StatusCode::NOT_MODIFIED,
            "/204" => StatusCode::NO_CONTENT,
            _ => StatusCode::OK,
        };
        let mut headers = HeaderMap::new();
        headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("text/plain"));
        if let Some(value) = head.headers.get("x-echo") {
            headers.insert("x-echoed", value.clone());
        }
        Answer {
            status,
            headers,
            body: Bytes::from(head.uri.to_string()),
        }
    }
}

const BOUNDS: Bounds = Bounds {
    wait: Duration::from_secs(5),
    max_head: 1024,
};

fn remote() -> SocketAddr {
    "127.0.0.1:1".parse().unwrap()
}

/// A connection served in the background: the client's end, and the stop to pull.
fn connect(
    room: usize,
) -> (
    DuplexStream,
    watch::Sender<bool>,
    tokio::task::JoinHandle<()>,
) {
    let (client, server) = tokio::io::duplex(room);
    let (stop, stopping) = watch::channel(false);
    let served =
        tokio::spawn(async move { serve(&Echo, server, remote(), BOUNDS, stopping).await });
    (client, stop, served)
}

/// Everything the server sends until it closes the connection.
async fn until_closed(client: &mut DuplexStream) -> String {
    let mut out = Vec::new();
    client.read_to_end(&mut out).await.unwrap();
    String::from_utf8(out).unwrap()
}

/// Everything the server sends to `request` on a connection of its own, until it closes it.
async fn exchange(request: &[u8]) -> String {
    let (mut client, _stop, _served) = connect(1 << 16);
    client.write_all(request).await.unwrap();
    until_closed(&mut client).await
}

/// The answers in `text`, each with its `date` field's value blanked (it changes by the
/// second).
fn without_dates(text: &str) -> String {
    text.split("\r\n")
        .map(|line| {
            if line.starts_with("date: ") {
                "date: *"
            } else {
                line
            }
        })
        .collect::<Vec<_>>()
        .join("\r\n")
}

#[tokio::test]
async fn pipelined_requests_are_answered_in_order_on_one_connection() {
    let text = exchange(b"GET /a HTTP/1.1\r\nHost: x\r\nX-Echo: one\r\n\r\nGET /b?q=1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").await;
    assert_eq!(
        without_dates(&text),
        "HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\nx-echoed: one\r\ncontent-length: 2\r\ndate: *\r\n\r\n/a\
         HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\ncontent-length: 6\r\ndate: *\r\nconnection: close\r\n\r\n/b?q=1"
    );
}

#[tokio::test]
async fn a_head_arriving_in_pieces_is_answered_once_whole() {
    let (mut client, _stop, _served) = connect(1 << 16);
    for piece in [&b"GET /a HT"[..], b"TP/1.1\r\nHo", b"st: x\r\n", b"\r\n"] {
        client.write_all(piece).await.unwrap();
        tokio::task::yield_now().await;
    }
    let mut answer = vec![0u8; 4096];
    let read = client.read(&mut answer).await.unwrap();
    let answer = String::from_utf8_lossy(&answer[..read]).to_string();
    assert!(answer.starts_with("HTTP/1.1 200 OK\r\n"), "{answer}");
    assert!(answer.ends_with("\r\n\r\n/a"), "{answer}");
}

#[tokio::test]
async fn head_keeps_the_length_and_sends_no_body() {
    let text = without_dates(&exchange(b"HEAD /abc HTTP/1.1\r\nConnection: close\r\n\r\n").await);
    assert_eq!(
        text,
        "HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\ncontent-length: 4\r\ndate: *\r\nconnection: close\r\n\r\n"
    );
}

#[tokio::test]
async fn not_modified_and_no_content_have_neither_length_nor_body() {
    for status in ["304 Not Modified", "204 No Content"] {
        let code = &status[..3];
        let request = format!("GET /{code} HTTP/1.1\r\nConnection: close\r\n\r\n");
        let text = without_dates(&exchange(request.as_bytes()).await);
        assert_eq!(
            text,
            format!("HTTP/1.1 {status}\r\ncontent-type: text/plain\r\ndate: *\r\nconnection: close\r\n\r\n")
        );
    }
}

#[tokio::test]
async fn http_1_0_closes_unless_asked_to_keep_alive() {
    let text = exchange(b"GET /a HTTP/1.0\r\n\r\n").await;
    assert!(text.contains("\r\nconnection: close\r\n"), "{text}");

    let text =
        exchange(b"GET /a HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\nGET /b HTTP/1.0\r\n\r\n").await;
    let answers: Vec<&str> = text.split("HTTP/1.1 200 OK").skip(1).collect();
    assert_eq!(answers.len(), 2, "{text}");
    assert!(
        answers[0].contains("\r\nconnection: keep-alive\r\n"),
        "{text}"
    );
    assert!(answers[1].contains("\r\nconnection: close\r\n"), "{text}");
}

#[tokio::test]
async fn heads_that_are_not_http_are_refused_with_a_reason_and_closed() {
    let cases: [(&[u8], &str, &str); 6] = [
        (
            b"GET /a HTTP/2.0\r\n\r\n",
            "400 Bad Request",
            "the request's head is not HTTP/1.1",
        ),
        (
            b"GE\x01T /a HTTP/1.1\r\n\r\n",
            "400 Bad Request",
            "the request's head is not HTTP/1.1",
        ),
        (
            b"GET /a HTTP/1.1\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n",
            "400 Bad Request",
            "the request has both Content-Length and Transfer-Encoding",
        ),
        (
            b"GET /a HTTP/1.1\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n",
            "400 Bad Request",
            "the request has two different Content-Length values",
        ),
        (
            b"GET /a HTTP/1.1\r\nContent-Length: +2\r\n\r\n",
            "400 Bad Request",
            "the request's Content-Length is not a number",
        ),
        (
            b"GET /a HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n",
            "",
            "",
        ),
    ];
    for (request, status, why) in cases {
        let (mut client, _stop, served) = connect(1 << 16);
        client.write_all(request).await.unwrap();
        if status.is_empty() {
            // Partial: nothing is answered until the rest arrives.
            tokio::time::sleep(Duration::from_millis(20)).await;
            assert!(!served.is_finished());
            continue;
        }
        let text = without_dates(&until_closed(&mut client).await);
        assert_eq!(
            text,
            format!(
                "HTTP/1.1 {status}\r\ncontent-type: text/plain\r\ncontent-length: {}\r\ndate: *\r\nconnection: close\r\n\r\n{why}",
                why.len()
            ),
            "{}",
            String::from_utf8_lossy(request)
        );
    }
}

#[tokio::test]
async fn a_head_over_the_bound_is_431() {
    let long = format!("GET /a HTTP/1.1\r\nX-Long: {}\r\n\r\n", "y".repeat(2000));
    let text = exchange(long.as_bytes()).await;
    assert!(
        text.starts_with("HTTP/1.1 431 Request Header Fields Too Large\r\n"),
        "{text}"
    );

    let many: String = (0..70).map(|n| format!("X-{n}: 1\r\n")).collect();
    // Over the field count, whatever the bound on bytes.
    let text = exchange(format!("GET /a HTTP/1.1\r\n{many}\r\n").as_bytes()).await;
    assert!(text.starts_with("HTTP/1.1 431 "), "{text}");
}

#[tokio::test]
async fn a_request_with_a_body_is_answered_and_its_connection_closed() {
    // The end comes with the answer, not after the body's bytes are drained.
    let request = b"POST /a HTTP/1.1\r\nContent-Length: 5\r\n\r\nhello";
    let text = tokio::time::timeout(DRAIN_TIME / 2, exchange(request))
        .await
        .expect("the end came late");
    assert!(text.starts_with("HTTP/1.1 200 OK\r\n"), "{text}");
    assert!(text.contains("\r\nconnection: close\r\n"), "{text}");
    assert!(text.ends_with("/a"), "{text}");
}

#[tokio::test(start_paused = true)]
async fn an_idle_connection_is_closed_at_the_deadline() {
    let (mut client, _stop, served) = connect(1 << 16);
    client.write_all(b"GET /a HTTP/1.1\r\n\r\n").await.unwrap();
    let mut answer = vec![0u8; 4096];
    let _ = client.read(&mut answer).await.unwrap();
    tokio::time::sleep(BOUNDS.wait - Duration::from_millis(100)).await;
    assert!(!served.is_finished(), "closed before its deadline");
    tokio::time::sleep(Duration::from_millis(200)).await;
    tokio::task::yield_now().await;
    assert!(served.is_finished(), "still open after its deadline");
}

#[tokio::test(start_paused = true)]
async fn an_answer_the_client_does_not_take_ends_at_the_deadline() {
    // Room for little of the answer: the server waits on the client to read.
    let (mut client, _stop, served) = connect(16);
    client
        .write_all(b"GET /aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa HTTP/1.1\r\n\r\n")
        .await
        .unwrap();
    tokio::time::sleep(BOUNDS.wait + Duration::from_millis(100)).await;
    tokio::task::yield_now().await;
    assert!(
        served.is_finished(),
        "still waiting on a client that does not read"
    );
}

#[tokio::test]
async fn a_stop_closes_idle_connections_and_ends_the_answer_in_flight_last() {
    let (mut client, stop, served) = connect(1 << 16);
    client.write_all(b"GET /a HTTP/1.1\r\n\r\n").await.unwrap();
    let mut answer = vec![0u8; 4096];
    let read = client.read(&mut answer).await.unwrap();
    assert!(!String::from_utf8_lossy(&answer[..read]).contains("connection: close"));
    stop.send_replace(true);
    served.await.unwrap();
    assert_eq!(until_closed(&mut client).await, "");

    // Asked to stop with a request buffered: it is answered, as the connection's last.
    let (mut client, stop, _served) = connect(1 << 16);
    stop.send_replace(true);
    client.write_all(b"GET /a HTTP/1.1\r\n\r\n").await.unwrap();
    let text = until_closed(&mut client).await;
    assert!(
        text.is_empty() || text.contains("\r\nconnection: close\r\n"),
        "{text}"
    );
}

#[test]
fn the_date_is_made_again_only_when_the_second_changes() {
    let mut date = Date::default();
    let first = *date.now();
    assert!(
        first.ends_with(b" GMT"),
        "{}",
        String::from_utf8_lossy(&first)
    );
    assert_eq!(date.now(), &first);
}
