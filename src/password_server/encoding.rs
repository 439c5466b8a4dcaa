//! Content codings: which one a client takes (`Accept-Encoding`, its weights honoured), how
//! a body is compressed in it, and how its ETag tells it apart.

use std::io::Write as _;

use axum::http::{header, HeaderMap};

/// The codings a range is sent in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(super) enum Coding {
    Identity,
    Gzip,
    /// gzip whose deflate stream holds the body in stored (uncompressed) blocks: what a
    /// first answer of a range not in demand is sent as (see [`gzip_stored`]). Never asked
    /// for by name: a client that takes gzip decodes it as any gzip.
    GzipStored,
    Br,
}

/// Brotli's quality and window: the quickest quality, as gzip's is. Ranges are hex, which
/// no quality shrinks much below 4 bits a digit: on a 20 kB range quality 1 took 188 µs
/// for 10,539 bytes and quality 5 630 µs for 10,530. A 256 KiB window holds any real
/// range (30 to 40 kB) whole.
const BROTLI_QUALITY: u32 = 1;
const BROTLI_WINDOW_BITS: u32 = 18;

impl Coding {
    /// Its `Content-Encoding` value; none for identity.
    pub(super) fn name(self) -> Option<&'static str> {
        match self {
            Self::Identity => None,
            Self::Gzip | Self::GzipStored => Some("gzip"),
            Self::Br => Some("br"),
        }
    }

    /// What the strong ETag of a body in this coding ends with, after the range's tag: each
    /// coding's bytes differ, so each has its own.
    pub(super) fn etag_suffix(self) -> &'static str {
        match self {
            Self::Identity => "",
            Self::Gzip => "-gzip",
            Self::GzipStored => "-gzip-stored",
            Self::Br => "-br",
        }
    }

    /// `body` compressed in this coding; `None` for identity, or when it cannot be.
    pub(super) fn compress(self, body: &[u8]) -> Option<Vec<u8>> {
        let out = Vec::with_capacity(body.len() / 2 + 64);
        match self {
            Self::Identity => None,
            Self::Gzip => {
                let mut encoder = flate2::write::GzEncoder::new(out, flate2::Compression::fast());
                encoder.write_all(body).ok()?;
                encoder.finish().ok()
            }
            Self::GzipStored => Some(gzip_stored(body)),
            Self::Br => {
                let mut encoder =
                    brotli::CompressorWriter::new(out, 4096, BROTLI_QUALITY, BROTLI_WINDOW_BITS);
                encoder.write_all(body).ok()?;
                encoder.flush().ok()?;
                Some(encoder.into_inner())
            }
        }
    }
}

/// The range's tag without its coding's suffix: a validator names the range in whichever
/// coding it was sent.
pub(super) fn without_coding(opaque: &str) -> &str {
    [Coding::GzipStored, Coding::Gzip, Coding::Br]
        .iter()
        .find_map(|coding| opaque.strip_suffix(coding.etag_suffix()))
        .unwrap_or(opaque)
}

/// Most bytes a stored deflate block holds.
const STORED_BLOCK: usize = 65_535;

/// `body` as a gzip member whose deflate stream is stored blocks: the bytes as they are,
/// framed, with gzip's CRC-32 and length (RFC 1951 3.2.4, RFC 1952). It costs a checksum
/// and a copy, about 2 µs for a 20 kB range where gzip's quickest level costs 200 µs, and
/// is as large as the body: CPU spent only when a range is asked for again (see
/// `answer::stored_body`).
pub(super) fn gzip_stored(body: &[u8]) -> Vec<u8> {
    let blocks = body.len().div_ceil(STORED_BLOCK).max(1);
    let mut out = Vec::with_capacity(10 + body.len() + 5 * blocks + 8);
    // Magic, deflate, no flags, no time, no extra flags, unknown OS (as flate2 writes).
    out.extend_from_slice(&[0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
    let mut chunks = body.chunks(STORED_BLOCK).peekable();
    if chunks.peek().is_none() {
        out.extend_from_slice(&[1, 0, 0, 0xff, 0xff]);
    }
    while let Some(chunk) = chunks.next() {
        let last = u8::from(chunks.peek().is_none());
        // Fits: a chunk is at most STORED_BLOCK bytes.
        let len = chunk.len() as u16;
        out.push(last);
        out.extend_from_slice(&len.to_le_bytes());
        out.extend_from_slice(&(!len).to_le_bytes());
        out.extend_from_slice(chunk);
    }
    out.extend_from_slice(&crc32fast::hash(body).to_le_bytes());
    // ISIZE is the length modulo 2^32, as RFC 1952 has it.
    out.extend_from_slice(&(body.len() as u32).to_le_bytes());
    out
}

/// The coding to answer in, as the public service chooses: `br` when `Accept-Encoding`
/// names it with a weight above 0 and at least gzip's (its bodies are smaller), else gzip
/// when taken by name or by `*`; identity when the client weighs it above both, or takes
/// neither. `*` stands for gzip and identity when they are not named: every client that
/// sends it decodes gzip. A client that refuses everything ward has gets identity, as
/// from the service, rather than a 406 nothing would act on.
pub(super) fn negotiate(headers: &HeaderMap) -> Coding {
    let mut gzip = None;
    let mut br = None;
    let mut any = None;
    let mut identity = None;
    for value in headers.get_all(header::ACCEPT_ENCODING) {
        let Ok(value) = value.to_str() else { continue };
        for item in value.split(',') {
            let mut parts = item.split(';');
            let coding = parts.next().unwrap_or("").trim();
            let weight = parts
                .find_map(|part| {
                    let (name, value) = part.split_once('=')?;
                    (name.trim().eq_ignore_ascii_case("q"))
                        .then(|| value.trim().parse::<f32>().ok())?
                })
                .unwrap_or(1.0);
            if coding.eq_ignore_ascii_case("gzip") || coding.eq_ignore_ascii_case("x-gzip") {
                gzip = Some(weight);
            } else if coding.eq_ignore_ascii_case("br") {
                br = Some(weight);
            } else if coding == "*" {
                any = Some(weight);
            } else if coding.eq_ignore_ascii_case("identity") {
                identity = Some(weight);
            }
        }
    }
    let gzip = gzip.or(any).unwrap_or(0.0);
    let compressed = match br {
        Some(br) if br > 0.0 && br >= gzip => Some((Coding::Br, br)),
        _ if gzip > 0.0 => Some((Coding::Gzip, gzip)),
        _ => None,
    };
    // Identity unnamed is taken but comes last (RFC 9110, 12.5.3); named, its weight
    // competes, and a tie goes to the smaller body.
    match (compressed, identity.or(any)) {
        (Some((coding, weight)), Some(identity)) if weight >= identity => coding,
        (Some((coding, _)), None) => coding,
        _ => Coding::Identity,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gunzip(bytes: &[u8]) -> Vec<u8> {
        let mut plain = Vec::new();
        flate2::read::GzDecoder::new(bytes)
            .read_to_end(&mut plain)
            .unwrap();
        plain
    }

    #[test]
    fn stored_gzip_decodes_at_every_block_edge() {
        for len in [
            0,
            1,
            20_000,
            STORED_BLOCK - 1,
            STORED_BLOCK,
            STORED_BLOCK + 1,
            3 * STORED_BLOCK + 7,
        ] {
            let body: Vec<u8> = (0..len).map(|n| b"0123456789ABCDEF:\r\n"[n % 19]).collect();
            let stored = gzip_stored(&body);
            assert_eq!(gunzip(&stored), body, "{len} bytes");
            assert_eq!(
                stored.len(),
                18 + body.len() + 5 * len.div_ceil(STORED_BLOCK).max(1)
            );
        }
    }
    use axum::http::HeaderValue;
    use std::io::Read as _;

    fn accepting(value: &'static str) -> Coding {
        let mut map = HeaderMap::new();
        map.append(header::ACCEPT_ENCODING, HeaderValue::from_static(value));
        negotiate(&map)
    }

    #[test]
    fn the_coding_follows_the_weights_the_client_gives() {
        assert_eq!(accepting("gzip"), Coding::Gzip);
        assert_eq!(accepting("gzip, deflate"), Coding::Gzip);
        assert_eq!(accepting("gzip, deflate, br"), Coding::Br);
        assert_eq!(accepting("br;q=1, GZIP;q=0.5"), Coding::Br);
        assert_eq!(accepting("br;q=0.4, gzip;q=0.5"), Coding::Gzip);
        assert_eq!(accepting("BR"), Coding::Br);
        assert_eq!(accepting("br;q=0, gzip"), Coding::Gzip);
        assert_eq!(accepting("br;q=0"), Coding::Identity);
        assert_eq!(accepting("*"), Coding::Gzip);
        assert_eq!(accepting("*;q=0.5, br;q=0.7"), Coding::Br);
        assert_eq!(accepting("x-gzip"), Coding::Gzip);
        assert_eq!(accepting("gzip;q=0"), Coding::Identity);
        assert_eq!(accepting("*, gzip;q=0"), Coding::Identity);
        assert_eq!(accepting("identity"), Coding::Identity);
        assert_eq!(accepting("deflate, br;q=nan"), Coding::Identity);
        assert_eq!(negotiate(&HeaderMap::new()), Coding::Identity);
    }

    #[test]
    fn identity_competes_by_its_weight_only_when_named() {
        assert_eq!(accepting("gzip;q=0.5, identity"), Coding::Identity);
        assert_eq!(accepting("identity;q=0.1, gzip"), Coding::Gzip);
        assert_eq!(accepting("gzip, identity"), Coding::Gzip);
        assert_eq!(accepting("gzip, identity;q=0"), Coding::Gzip);
        assert_eq!(accepting("br, *;q=0"), Coding::Br);
        assert_eq!(accepting("*;q=0.5, gzip;q=0.2"), Coding::Identity);
        // Nothing ward has is taken: the plain body, as the service sends.
        assert_eq!(accepting("identity;q=0, gzip;q=0"), Coding::Identity);
        assert_eq!(accepting("*;q=0"), Coding::Identity);
    }

    #[test]
    fn compressed_bodies_decode_to_the_same_bytes() {
        let body: Vec<u8> = (0..2000u32)
            .flat_map(|n| format!("{:035X}:{n}\r\n", u128::from(n) * 0x9E37_79B9).into_bytes())
            .collect();
        let gzip = Coding::Gzip.compress(&body).unwrap();
        let mut plain = Vec::new();
        flate2::read::GzDecoder::new(&gzip[..])
            .read_to_end(&mut plain)
            .unwrap();
        assert_eq!(plain, body);
        let br = Coding::Br.compress(&body).unwrap();
        let mut plain = Vec::new();
        brotli::Decompressor::new(&br[..], 4096)
            .read_to_end(&mut plain)
            .unwrap();
        assert_eq!(plain, body);
        assert!(br.len() < body.len() / 2, "{} of {}", br.len(), body.len());
        assert_eq!(Coding::Identity.compress(&body), None);
        assert_eq!(without_coding("s-00ab-gzip-stored"), "s-00ab");
        assert_eq!(without_coding("s-00ab-br"), "s-00ab");
        assert_eq!(without_coding("s-00ab-gzip"), "s-00ab");
        assert_eq!(without_coding("s-00ab"), "s-00ab");
    }
}
