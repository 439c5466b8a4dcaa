//! The floor for `bench/password-serve.sh`: the least CPU any HTTP server can spend sending
//! these range bodies with plain `write`, so the bench can show what the kernel alone costs
//! per request (the TCP send of a ~20 KB body over loopback, and with it the receiving
//! side's TCP processing, which Linux runs in the sender's context). Whatever a real
//! server does on top of that is its own share; none that sends with `write` goes below.
//!
//! Not a product and not a model for one: one thread runs one event loop, a request is read
//! only as far as the path in its request line (no headers, no method check, no logging).
//!
//! It has two sources of answers:
//! - a folder of one file per prefix (the bench's nginx root): every answer is a whole
//!   HTTP/1.1 response prebuilt in memory at start, and nothing touches the disk while
//!   serving. This is the floor of sending the bytes at all.
//! - `--store`, a folder `ward password download` filled: every answer is read from the
//!   store as `ward password serve` reads one it does not keep in memory, and nothing
//!   else is done. The range's table entry is kept in memory (as ward keeps the entries
//!   of the ranges it answered last), its bytes are read with one `pread` into a buffer
//!   used again for every answer and checked against their checksum, and the rows are
//!   written out as text by ward's own code; the head goes in one `writev` with the body.
//!   This is the floor of any server that answers from the compact store and keeps no
//!   rendered body: what `password serve` spends above it is its HTTP, its runtime and
//!   its caches.
//!
//!   cargo run --release --example floor-server -- RANGES-DIR LISTEN-ADDRESS
//!   cargo run --release --example floor-server -- --store STORE-DIR LISTEN-ADDRESS
//!
//! RANGES-DIR holds one file per prefix named by its 5 uppercase hex digits; STORE-DIR
//! holds `sha1/`, whose ranges are answered. The bound address is printed on stdout, one
//! line, once listening.

use std::cell::RefCell;
use std::collections::{HashMap, VecDeque};
use std::io::{self, IoSlice, Read, Write};
use std::net::SocketAddr;
use std::path::Path;
use std::process::ExitCode;

use ward::store::format::Slot;
use ward::store::{LeanShard, Store, SHARD_COUNT};
use ward_client::passwords::HashMode;

use mio::net::{TcpListener, TcpStream};
use mio::{Events, Interest, Poll, Token};

const LISTENER: Token = Token(usize::MAX);
/// A request head longer than this closes its connection: the bench sends ~60 bytes.
const HEAD_LIMIT: usize = 8192;
const NOT_FOUND: &[u8] = b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n";
/// On Linux (epoll, edge-triggered) a read that does not fill the buffer has taken all
/// there was, and new data raises a new event: the extra read that would only answer
/// "would block" is skipped, one system call per request less. Elsewhere (mio's Windows
/// backend re-arms only after "would block") reads go on until it.
const SHORT_READ_DRAINS: bool = cfg!(target_os = "linux");

type Responses = HashMap<[u8; 5], Box<[u8]>>;

/// Where answers come from.
enum Source {
    Prebuilt(Responses),
    Store(StoreRanges),
}

/// The store's shard files, opened and checked, with every range's table entry.
struct StoreRanges {
    shards: Vec<Option<LeanShard>>,
    slots: HashMap<u32, Slot>,
    /// The one buffer every range is read into.
    buffer: RefCell<Vec<u8>>,
}

/// One answer, or a piece of one, still to write: a slice of the prebuilt table, or bytes
/// made for this request.
enum Pending<'a> {
    Shared(&'a [u8]),
    Made(Vec<u8>, usize),
}

impl Pending<'_> {
    fn rest(&self) -> &[u8] {
        match self {
            Pending::Shared(bytes) => bytes,
            Pending::Made(bytes, sent) => &bytes[*sent..],
        }
    }

    fn advance(&mut self, by: usize) {
        match self {
            Pending::Shared(bytes) => *bytes = &bytes[by..],
            Pending::Made(_, sent) => *sent += by,
        }
    }
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("floor-server: {message}");
            ExitCode::from(2)
        }
    }
}

fn run() -> Result<(), String> {
    let usage = "usage: floor-server [--store] DIR LISTEN-ADDRESS (e.g. ranges 127.0.0.1:18793)";
    let mut args = std::env::args().skip(1).peekable();
    let from_store = args.next_if(|arg| arg == "--store").is_some();
    let dir = args.next().ok_or(usage)?;
    let address: SocketAddr = args
        .next()
        .ok_or(usage)?
        .parse()
        .map_err(|_| format!("the listen address is not HOST:PORT; {usage}"))?;
    let source = if from_store {
        Source::Store(open_store(Path::new(&dir))?)
    } else {
        Source::Prebuilt(load(Path::new(&dir))?)
    };
    let mut listener = TcpListener::bind(address)
        .map_err(|error| format!("cannot listen on {address}: {error}"))?;
    let bound = listener
        .local_addr()
        .map_err(|error| format!("cannot read the bound address: {error}"))?;
    println!("{bound}");
    io::stdout()
        .flush()
        .map_err(|error| format!("cannot print the bound address: {error}"))?;
    serve(&mut listener, &source).map_err(|error| format!("event loop: {error}"))
}

/// Every file of `dir` named by 5 uppercase hex digits, as a complete 200 response with
/// the headers the bench's nginx adds; other names are not ranges and are left out.
fn load(dir: &Path) -> Result<Responses, String> {
    let entries = std::fs::read_dir(dir).map_err(|error| {
        format!(
            "cannot read the ranges directory {}: {error}",
            dir.display()
        )
    })?;
    let mut responses = Responses::new();
    for entry in entries {
        let entry = entry.map_err(|error| format!("cannot list {}: {error}", dir.display()))?;
        let name = entry.file_name();
        let Some(prefix) = name.to_str().and_then(prefix_key) else {
            continue;
        };
        let body = std::fs::read(entry.path())
            .map_err(|error| format!("cannot read {}: {error}", entry.path().display()))?;
        let mut response = format!(
            "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: {}\r\n\
             Cache-Control: public, max-age=2678400\r\nAccess-Control-Allow-Origin: *\r\n\r\n",
            body.len()
        )
        .into_bytes();
        response.extend_from_slice(&body);
        responses.insert(prefix, response.into_boxed_slice());
    }
    if responses.is_empty() {
        return Err(format!(
            "no range files (5 uppercase hex digits, e.g. 0A1F3) in {}",
            dir.display()
        ));
    }
    Ok(responses)
}

/// Every shard file of the SHA-1 store in `dir`, checked as ward checks one when it opens
/// it, and the table entries of the ranges they hold.
fn open_store(dir: &Path) -> Result<StoreRanges, String> {
    let store = Store::existing(dir, HashMode::Sha1)
        .ok_or_else(|| format!("there is no sha1 store in {}", dir.display()))?;
    let mut shards = Vec::new();
    let mut slots = HashMap::new();
    for number in 0..SHARD_COUNT {
        let shard = store
            .open_shard(number)
            .map_err(|error| format!("shard {number:02X} of {}: {error}", dir.display()))?;
        shards.push(shard.map(|shard| {
            for prefix in shard.prefixes() {
                if let Some(slot) = shard.slot(prefix) {
                    slots.insert(prefix, *slot);
                }
            }
            shard.into_lean()
        }));
    }
    if slots.is_empty() {
        return Err(format!("the store in {} holds no range", dir.display()));
    }
    Ok(StoreRanges {
        shards,
        slots,
        buffer: RefCell::new(Vec::new()),
    })
}

/// `prefix`'s answer read from the store: its head and its body, written out with
/// `writev` as one; `None` when the store does not hold it or it fails its checksum.
fn store_answer(ranges: &StoreRanges, prefix: u32) -> Option<(Vec<u8>, Vec<u8>)> {
    let slot = ranges.slots.get(&prefix)?;
    let shard = ranges
        .shards
        .get((prefix / ward::store::SHARD_SIZE) as usize)?
        .as_ref()?;
    let mut buffer = ranges.buffer.borrow_mut();
    let bytes = shard.read_into(prefix, slot, &mut buffer).ok()?;
    let body = ward::store::text::render(bytes, slot.rows, HashMode::Sha1)?;
    let head = format!(
        "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: {}\r\n\
         Cache-Control: public, max-age=2678400\r\nAccess-Control-Allow-Origin: *\r\n\r\n",
        body.len()
    );
    Some((head.into_bytes(), body))
}

fn prefix_key(name: &str) -> Option<[u8; 5]> {
    let key: [u8; 5] = name.as_bytes().try_into().ok()?;
    key.iter()
        .all(|byte| matches!(byte, b'0'..=b'9' | b'A'..=b'F'))
        .then_some(key)
}

struct Connection<'a> {
    stream: TcpStream,
    head: Box<[u8; HEAD_LIMIT]>,
    filled: usize,
    /// Responses (or their unsent tails) still to write, in order: slices of the table,
    /// never copies.
    pending: VecDeque<Pending<'a>>,
    /// The peer will send no more: the connection goes once its answers are written.
    peer_done: bool,
}

fn serve(listener: &mut TcpListener, source: &Source) -> io::Result<()> {
    let mut poll = Poll::new()?;
    poll.registry()
        .register(listener, LISTENER, Interest::READABLE)?;
    let mut events = Events::with_capacity(1024);
    let mut connections: Vec<Option<Connection>> = Vec::new();
    let mut free: Vec<usize> = Vec::new();
    loop {
        if let Err(error) = poll.poll(&mut events, None) {
            if error.kind() == io::ErrorKind::Interrupted {
                continue;
            }
            return Err(error);
        }
        for event in &events {
            if event.token() == LISTENER {
                accept(listener, &poll, &mut connections, &mut free);
                continue;
            }
            let slot = event.token().0;
            let Some(Some(connection)) = connections.get_mut(slot) else {
                continue;
            };
            let closed = event.is_read_closed();
            let wants_read = event.is_readable() || closed;
            let open = (!wants_read || read(connection, source, closed))
                && flush(connection)
                && !(connection.peer_done && connection.pending.is_empty());
            if !open {
                if let Some(mut connection) = connections[slot].take() {
                    // Deregistering can only fail for a socket already gone; it is
                    // dropped (closed) either way.
                    let _ = poll.registry().deregister(&mut connection.stream);
                }
                free.push(slot);
            }
        }
    }
}

/// Accepts every waiting connection; registered once for both directions (edge-triggered),
/// so a partial write never costs a re-registration.
fn accept<'a>(
    listener: &TcpListener,
    poll: &Poll,
    connections: &mut Vec<Option<Connection<'a>>>,
    free: &mut Vec<usize>,
) {
    loop {
        let mut stream = match listener.accept() {
            Ok((stream, _)) => stream,
            Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
            // WouldBlock: all taken. Anything else (out of descriptors, a connection reset
            // before it was taken): the connections already open go on being served.
            Err(_) => return,
        };
        // As nginx does on keep-alive connections: the last segment of an answer is not
        // held back waiting for an acknowledgement.
        if stream.set_nodelay(true).is_err() {
            continue;
        }
        let slot = free.pop().unwrap_or(connections.len());
        if poll
            .registry()
            .register(
                &mut stream,
                Token(slot),
                Interest::READABLE | Interest::WRITABLE,
            )
            .is_err()
        {
            if slot < connections.len() {
                free.push(slot);
            }
            continue;
        }
        let connection = Connection {
            stream,
            head: Box::new([0; HEAD_LIMIT]),
            filled: 0,
            pending: VecDeque::new(),
            peer_done: false,
        };
        if slot == connections.len() {
            connections.push(Some(connection));
        } else {
            connections[slot] = Some(connection);
        }
    }
}

/// Reads what the peer sent and queues the answer of every complete request head; false
/// when the connection is to be dropped (failed, or a head too long). A peer that has
/// finished sending still gets the answers to what it sent.
fn read<'a>(connection: &mut Connection<'a>, source: &'a Source, closed: bool) -> bool {
    loop {
        let space = &mut connection.head[connection.filled..];
        let wanted = space.len();
        let got = match connection.stream.read(space) {
            Ok(0) => {
                connection.peer_done = true;
                return true;
            }
            Ok(got) => got,
            Err(error) if error.kind() == io::ErrorKind::WouldBlock => return true,
            Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
            Err(_) => return false,
        };
        connection.filled += got;
        answer(connection, source);
        if connection.filled == HEAD_LIMIT {
            return false;
        }
        if SHORT_READ_DRAINS && got < wanted && !closed {
            return true;
        }
    }
}

/// Queues the answer of every complete head in the buffer and keeps the incomplete rest.
fn answer<'a>(connection: &mut Connection<'a>, source: &'a Source) {
    let mut start = 0;
    let filled = connection.filled;
    while let Some(end) = find_head_end(&connection.head[start..filled]) {
        let head = &connection.head[start..start + end];
        let prefix = prefix_of(head);
        match (source, prefix) {
            (Source::Prebuilt(responses), Some(key)) => connection.pending.push_back(
                Pending::Shared(responses.get(&key).map_or(NOT_FOUND, |response| response)),
            ),
            (Source::Store(ranges), Some(key)) => {
                let answer = std::str::from_utf8(&key)
                    .ok()
                    .and_then(|hex| u32::from_str_radix(hex, 16).ok())
                    .and_then(|prefix| store_answer(ranges, prefix));
                match answer {
                    Some((head, body)) => {
                        connection.pending.push_back(Pending::Made(head, 0));
                        connection.pending.push_back(Pending::Made(body, 0));
                    }
                    None => connection.pending.push_back(Pending::Shared(NOT_FOUND)),
                }
            }
            (_, None) => connection.pending.push_back(Pending::Shared(NOT_FOUND)),
        }
        start += end;
    }
    if start > 0 {
        connection.head.copy_within(start..filled, 0);
        connection.filled = filled - start;
    }
}

/// The length of the first head in `bytes` through its blank line, if it is complete.
fn find_head_end(bytes: &[u8]) -> Option<usize> {
    bytes
        .windows(4)
        .position(|window| window == b"\r\n\r\n")
        .map(|at| at + 4)
}

/// The prefix of the request line's path `/range/XXXXX`, in uppercase hex.
fn prefix_of(head: &[u8]) -> Option<[u8; 5]> {
    let line = head.split(|&byte| byte == b'\r').next().unwrap_or_default();
    let path = line.split(|&byte| byte == b' ').nth(1).unwrap_or_default();
    path.strip_prefix(b"/range/")
        .and_then(|prefix| <[u8; 5]>::try_from(prefix).ok())
        .filter(|key| {
            key.iter()
                .all(|byte| matches!(byte, b'0'..=b'9' | b'A'..=b'F'))
        })
}

/// Writes as much of the pending answers as the socket takes, one `write` for one answer
/// and `writev` for several; the unsent tail waits for the next writable event. False when
/// the connection is to be dropped.
fn flush(connection: &mut Connection) -> bool {
    while !connection.pending.is_empty() {
        let result = if connection.pending.len() == 1 {
            connection.stream.write(connection.pending[0].rest())
        } else {
            let slices: Vec<IoSlice> = connection
                .pending
                .iter()
                .take(64)
                .map(|pending| IoSlice::new(pending.rest()))
                .collect();
            connection.stream.write_vectored(&slices)
        };
        let mut written = match result {
            Ok(0) => return false,
            Ok(written) => written,
            Err(error) if error.kind() == io::ErrorKind::WouldBlock => return true,
            Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
            Err(_) => return false,
        };
        while let Some(front) = connection.pending.front_mut() {
            let left = front.rest().len();
            if written < left {
                front.advance(written);
                break;
            }
            written -= left;
            connection.pending.pop_front();
        }
    }
    true
}
