//! A hostile server: whatever the path, it answers with a body meant to exhaust the
//! client's memory or patience. Each instance has one [`Mode`], so any service's base URL
//! can point at it.

use std::time::Duration;

use axum::body::Body;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Router;
use bytes::Bytes;
use flate2::{Compress, Compression, FlushCompress};
use futures_util::stream::{self, StreamExt};

/// What every answer is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// A 200 of `bytes` bytes with its `Content-Length` declared.
    Oversized {
        /// The body's length.
        bytes: u64,
    },
    /// A gzip body of about 1 MB that decompresses to `gib` GiB of zeros.
    GzipBomb {
        /// The decompressed size in GiB.
        gib: u32,
    },
    /// A chunked 200 that never ends.
    Endless,
    /// One byte every `interval`, for as long as the client listens.
    Trickle {
        /// The pause between bytes.
        interval: Duration,
    },
}

const CHUNK: usize = 64 * 1024;
const MIB: usize = 1024 * 1024;

/// A router answering every request according to `mode`.
pub fn router(mode: Mode) -> Router {
    let bomb_block = match mode {
        Mode::GzipBomb { .. } => Bytes::from(deflate_full_flush(&vec![0u8; MIB])),
        _ => Bytes::new(),
    };
    Router::new().fallback(move || {
        let bomb_block = bomb_block.clone();
        async move { answer(mode, bomb_block) }
    })
}

fn answer(mode: Mode, bomb_block: Bytes) -> Response {
    let chunk = Bytes::from(vec![b'0'; CHUNK]);
    match mode {
        Mode::Oversized { bytes } => {
            let full = bytes / CHUNK as u64;
            let rest = (bytes % CHUNK as u64) as usize;
            let tail = chunk.slice(..rest);
            let body = stream::iter((0..full).map(move |_| chunk.clone()))
                .chain(stream::once(async move { tail }))
                .map(Ok::<_, std::io::Error>);
            (
                StatusCode::OK,
                [
                    ("content-type", "text/plain".to_string()),
                    ("content-length", bytes.to_string()),
                ],
                Body::from_stream(body),
            )
                .into_response()
        }
        Mode::GzipBomb { gib } => {
            let repeats = u64::from(gib) * 1024;
            let header = Bytes::from_static(&[0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
            let blocks = stream::iter((0..repeats).map(move |_| bomb_block.clone()));
            // The trailer is computed only if a client reads that far, which a bounded
            // one never does.
            let trailer = stream::once(async move { gzip_trailer(repeats) });
            let body = stream::once(async move { header })
                .chain(blocks)
                .chain(trailer)
                .map(Ok::<_, std::io::Error>);
            (
                StatusCode::OK,
                [
                    ("content-type", "application/json"),
                    ("content-encoding", "gzip"),
                ],
                Body::from_stream(body),
            )
                .into_response()
        }
        Mode::Endless => {
            let body = stream::repeat(chunk).map(Ok::<_, std::io::Error>);
            (
                StatusCode::OK,
                [("content-type", "text/plain")],
                Body::from_stream(body),
            )
                .into_response()
        }
        Mode::Trickle { interval } => {
            let body = stream::unfold((), move |()| async move {
                tokio::time::sleep(interval).await;
                Some((Ok::<_, std::io::Error>(Bytes::from_static(b"0")), ()))
            });
            (
                StatusCode::OK,
                [("content-type", "text/plain")],
                Body::from_stream(body),
            )
                .into_response()
        }
    }
}

/// `data` as raw deflate blocks ending in a full flush, so the blocks can be repeated any
/// number of times inside one stream (no back-reference crosses a full flush).
fn deflate_full_flush(data: &[u8]) -> Vec<u8> {
    let mut compress = Compress::new(Compression::best(), false);
    let mut out = Vec::with_capacity(data.len() / 100 + 1024);
    let mut input = data;
    loop {
        let before = compress.total_in();
        if out.capacity() - out.len() < 1024 {
            out.reserve(out.capacity());
        }
        if compress
            .compress_vec(input, &mut out, FlushCompress::Full)
            .is_err()
        {
            return out;
        }
        let consumed = usize::try_from(compress.total_in() - before).unwrap_or(input.len());
        input = &input[consumed.min(input.len())..];
        if input.is_empty() && out.capacity() > out.len() {
            return out;
        }
    }
}

/// The empty final deflate block, then the gzip CRC-32 and length of `repeats` MiB of zeros.
fn gzip_trailer(repeats: u64) -> Bytes {
    let zeros = vec![0u8; MIB];
    let mut crc = flate2::Crc::new();
    for _ in 0..repeats {
        crc.update(&zeros);
    }
    let mut trailer = vec![0x03, 0x00];
    trailer.extend_from_slice(&crc.sum().to_le_bytes());
    // ISIZE is the length modulo 2^32 (RFC 1952).
    let size = (repeats * MIB as u64) as u32;
    trailer.extend_from_slice(&size.to_le_bytes());
    Bytes::from(trailer)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read;

    #[test]
    fn repeated_blocks_decompress_to_the_promised_zeros() {
        let block = deflate_full_flush(&vec![0u8; MIB]);
        assert!(block.len() < 16 * 1024, "{} bytes", block.len());
        let mut gzip = vec![0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff];
        for _ in 0..3 {
            gzip.extend_from_slice(&block);
        }
        gzip.extend_from_slice(&gzip_trailer(3));
        let mut out = Vec::new();
        flate2::read::GzDecoder::new(&gzip[..])
            .read_to_end(&mut out)
            .unwrap();
        assert_eq!(out.len(), 3 * MIB);
        assert!(out.iter().all(|byte| *byte == 0));
    }
}
