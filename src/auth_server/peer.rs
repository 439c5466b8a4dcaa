//! Who is at the other end of a loopback connection: on Linux the kernel names the owner
//! of every socket, so the peer's socket (its local address is our remote one and the
//! other way round) tells its user.

use std::net::SocketAddr;
#[cfg(any(target_os = "linux", test))]
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

/// The user owning the socket connected from `peer` to `local`, from the table's lines.
#[cfg(any(target_os = "linux", test))]
pub(crate) fn owner_in(
    lines: impl Iterator<Item = String>,
    peer: SocketAddr,
    local: SocketAddr,
) -> Option<u32> {
    lines.skip(1).find_map(|line| {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let (from, to, uid) = (fields.get(1)?, fields.get(2)?, fields.get(7)?);
        (parse_address(from)? == peer && parse_address(to)? == local)
            .then(|| uid.parse().ok())
            .flatten()
    })
}

/// `0100007F:1F90` (IPv4) or 32 hex digits and a port (IPv6): each 32-bit word of the
/// address is printed in the machine's byte order, the port in network order.
#[cfg(any(target_os = "linux", test))]
fn parse_address(text: &str) -> Option<SocketAddr> {
    let (address, port) = text.split_once(':')?;
    let port = u16::from_str_radix(port, 16).ok()?;
    let words: Vec<u32> = (0..address.len() / 8)
        .map(|i| {
            address
                .get(i * 8..i * 8 + 8)
                .and_then(|hex| u32::from_str_radix(hex, 16).ok())
        })
        .collect::<Option<_>>()?;
    let bytes: Vec<u8> = words.iter().flat_map(|word| word.to_ne_bytes()).collect();
    let ip = match bytes.len() {
        4 => IpAddr::V4(Ipv4Addr::new(bytes[0], bytes[1], bytes[2], bytes[3])),
        16 => {
            let mut octets = [0u8; 16];
            octets.copy_from_slice(&bytes);
            let ip = Ipv6Addr::from(octets);
            // A dual-stack socket sees IPv4 peers as mapped addresses.
            ip.to_ipv4_mapped().map_or(IpAddr::V6(ip), IpAddr::V4)
        }
        _ => return None,
    };
    Some(SocketAddr::new(ip, port))
}

#[cfg(target_os = "linux")]
fn unmapped(address: SocketAddr) -> SocketAddr {
    match address.ip() {
        IpAddr::V6(ip) => ip.to_ipv4_mapped().map_or(address, |v4| {
            SocketAddr::new(IpAddr::V4(v4), address.port())
        }),
        IpAddr::V4(_) => address,
    }
}

/// Whether the peer's process runs as this process's user (or as root, who may read this
/// process's memory anyway). A peer that cannot be found is refused. The kernel is asked
/// for the one socket (see [`super::sock_diag`]); where it cannot be asked, the socket
/// table is read instead. Either may block for a moment: the caller runs it off the
/// accept loop.
#[cfg(target_os = "linux")]
pub(crate) fn same_user(peer: SocketAddr, local: SocketAddr) -> Result<(), String> {
    use super::sock_diag::{self, Owner};
    let me = nix::unistd::geteuid().as_raw();
    let (peer, local) = (unmapped(peer), unmapped(local));
    let owner = match sock_diag::owner(peer, local) {
        Ok(Owner::User(owner)) => Some(owner),
        Ok(Owner::None) => None,
        Err(_) => owner_in_tables(peer, local),
    };
    match owner {
        Some(owner) if owner == me || owner == 0 => Ok(()),
        Some(owner) => Err(format!("the peer runs as user {owner}, not {me}")),
        None => Err("the peer's socket is not in the kernel's table".into()),
    }
}

/// The peer's owner from `/proc/net/tcp` and `/proc/net/tcp6`, read only up to the peer's
/// line (the kernel writes the table as it is read).
#[cfg(target_os = "linux")]
fn owner_in_tables(peer: SocketAddr, local: SocketAddr) -> Option<u32> {
    use std::io::BufRead as _;
    let tables = match peer {
        SocketAddr::V4(_) => ["/proc/net/tcp", "/proc/net/tcp6"],
        SocketAddr::V6(_) => ["/proc/net/tcp6", "/proc/net/tcp"],
    };
    tables.into_iter().find_map(|table| {
        let file = std::fs::File::open(table).ok()?;
        let lines = std::io::BufReader::new(file).lines().map_while(Result::ok);
        owner_in(lines, peer, local)
    })
}

/// Elsewhere there is no socket table a process can read without privileges; the
/// listener's loopback address is the boundary (see the README).
#[cfg(not(target_os = "linux"))]
pub(crate) fn same_user(_peer: SocketAddr, _local: SocketAddr) -> Result<(), String> {
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(line: &str) -> impl Iterator<Item = String> {
        let head = "  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode";
        [head.to_string(), line.to_string()].into_iter()
    }

    #[test]
    fn the_peer_socket_names_its_owner() {
        let local = u32::from_ne_bytes([127, 0, 0, 1]);
        let line = format!(
            "   0: {local:08X}:D431 {local:08X}:1F90 01 00000000:00000000 00:00000000 00000000  1001        0 12345 1 0000000000000000 20 4 30 10 -1"
        );
        let peer: SocketAddr = "127.0.0.1:54321".parse().unwrap();
        let server: SocketAddr = "127.0.0.1:8080".parse().unwrap();
        assert_eq!(owner_in(table(&line), peer, server), Some(1001));
        // The server's own socket of the same connection is the other way round.
        assert_eq!(owner_in(table(&line), server, peer), None);
    }

    #[test]
    fn ipv6_words_are_in_machine_order() {
        let word = |bytes: [u8; 4]| format!("{:08X}", u32::from_ne_bytes(bytes));
        let loopback = format!(
            "{}{}{}{}",
            word([0; 4]),
            word([0; 4]),
            word([0; 4]),
            word([0, 0, 0, 1])
        );
        let line = format!("   0: {loopback}:0050 {loopback}:0051 01 0 0 0 500 0 1");
        let peer: SocketAddr = "[::1]:80".parse().unwrap();
        let server: SocketAddr = "[::1]:81".parse().unwrap();
        assert_eq!(owner_in(table(&line), peer, server), Some(500));
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn a_connection_of_this_process_is_its_own_user() {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let client = std::net::TcpStream::connect(listener.local_addr().unwrap()).unwrap();
        let (_server, peer) = listener.accept().unwrap();
        assert_eq!(peer, client.local_addr().unwrap());
        assert_eq!(same_user(peer, listener.local_addr().unwrap()), Ok(()));
    }
}
