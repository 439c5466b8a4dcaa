//! The owner of one TCP socket, asked of the Linux kernel by its four addresses: a
//! `NETLINK_SOCK_DIAG` `inet_diag` request without `NLM_F_DUMP` is one lookup in the
//! kernel's connection hash, so it costs the same whether the machine holds ten sockets or
//! a hundred thousand (reading `/proc/net/tcp` walks them all).

use std::net::{IpAddr, SocketAddr};

/// `SOCK_DIAG_BY_FAMILY`, the request and answer type of `inet_diag`.
const SOCK_DIAG_BY_FAMILY: u16 = 20;
const NLMSG_ERROR: u16 = 2;
const NLM_F_REQUEST: u16 = 1;
const AF_INET: u8 = 2;
const AF_INET6: u8 = 10;
const IPPROTO_TCP: u8 = 6;
/// `struct nlmsghdr`.
const HEADER: usize = 16;
/// `struct inet_diag_req_v2`.
const REQUEST: usize = 56;
/// Where `idiag_state` and `idiag_uid` sit in an answer (`struct inet_diag_msg`).
const STATE_AT: usize = HEADER + 1;
const UID_AT: usize = HEADER + 64;
/// A socket the kernel keeps only to finish a close: it has no owner any more and reports
/// user 0, so it must never count as root's.
const TCP_TIME_WAIT: u8 = 6;
const ENOENT: i32 = 2;

/// What the kernel said of a socket.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Owner {
    User(u32),
    /// No such socket (closed since, or never there), or one that no process holds.
    None,
}

/// The user owning the socket whose own address is `own` and whose peer is `peer`; an
/// error when the kernel could not be asked (no netlink in a sandbox and the like), for
/// the caller to fall back on.
pub(crate) fn owner(own: SocketAddr, peer: SocketAddr) -> std::io::Result<Owner> {
    use nix::sys::socket::{
        recv, sendto, setsockopt, socket, sockopt, AddressFamily, MsgFlags, NetlinkAddr, SockFlag,
        SockProtocol, SockType,
    };
    use std::os::fd::AsRawFd as _;
    let fd = socket(
        AddressFamily::Netlink,
        SockType::Datagram,
        SockFlag::SOCK_CLOEXEC,
        SockProtocol::NetlinkSockDiag,
    )?;
    // The kernel answers at once; a bound keeps a wedged netlink from holding the check.
    setsockopt(
        &fd,
        sockopt::ReceiveTimeout,
        &nix::sys::time::TimeVal::new(1, 0),
    )?;
    let request = request(own, peer);
    sendto(
        fd.as_raw_fd(),
        &request,
        &NetlinkAddr::new(0, 0),
        MsgFlags::empty(),
    )?;
    let mut answer = [0u8; 1024];
    let length = recv(fd.as_raw_fd(), &mut answer, MsgFlags::empty())?;
    parse(answer.get(..length).unwrap_or_default())
}

/// The request: the socket's own address as the source, its peer as the destination, any
/// state, no cookie.
pub(crate) fn request(own: SocketAddr, peer: SocketAddr) -> Vec<u8> {
    let (family, own_ip, peer_ip) = match (own.ip(), peer.ip()) {
        (IpAddr::V4(own), IpAddr::V4(peer)) => {
            let mut a = [0u8; 16];
            let mut b = [0u8; 16];
            a[..4].copy_from_slice(&own.octets());
            b[..4].copy_from_slice(&peer.octets());
            (AF_INET, a, b)
        }
        (own, peer) => (AF_INET6, v6(own), v6(peer)),
    };
    let mut bytes = Vec::with_capacity(HEADER + REQUEST);
    let length = u32::try_from(HEADER + REQUEST).unwrap_or(u32::MAX);
    bytes.extend_from_slice(&length.to_ne_bytes());
    bytes.extend_from_slice(&SOCK_DIAG_BY_FAMILY.to_ne_bytes());
    bytes.extend_from_slice(&NLM_F_REQUEST.to_ne_bytes());
    bytes.extend_from_slice(&1u32.to_ne_bytes()); // sequence
    bytes.extend_from_slice(&0u32.to_ne_bytes()); // the kernel's port
    bytes.extend_from_slice(&[family, IPPROTO_TCP, 0, 0]);
    bytes.extend_from_slice(&u32::MAX.to_ne_bytes()); // every state
    bytes.extend_from_slice(&own.port().to_be_bytes());
    bytes.extend_from_slice(&peer.port().to_be_bytes());
    bytes.extend_from_slice(&own_ip);
    bytes.extend_from_slice(&peer_ip);
    bytes.extend_from_slice(&0u32.to_ne_bytes()); // any interface
    bytes.extend_from_slice(&[0xff; 8]); // INET_DIAG_NOCOOKIE
    bytes
}

fn v6(ip: IpAddr) -> [u8; 16] {
    match ip {
        IpAddr::V4(ip) => ip.to_ipv6_mapped().octets(),
        IpAddr::V6(ip) => ip.octets(),
    }
}

/// The kernel's answer: the socket's description, or an error number.
pub(crate) fn parse(answer: &[u8]) -> std::io::Result<Owner> {
    let u16_at = |at: usize| {
        answer
            .get(at..at + 2)
            .and_then(|bytes| bytes.try_into().ok())
            .map(u16::from_ne_bytes)
    };
    let u32_at = |at: usize| {
        answer
            .get(at..at + 4)
            .and_then(|bytes| bytes.try_into().ok())
            .map(u32::from_ne_bytes)
    };
    let malformed = || std::io::Error::other("a malformed sock_diag answer");
    match u16_at(4).ok_or_else(malformed)? {
        NLMSG_ERROR => {
            let errno = u32_at(HEADER)
                .map(|raw| i32::from_ne_bytes(raw.to_ne_bytes()))
                .ok_or_else(malformed)?;
            if errno == -ENOENT {
                Ok(Owner::None)
            } else {
                Err(std::io::Error::from_raw_os_error(-errno))
            }
        }
        SOCK_DIAG_BY_FAMILY => {
            let state = *answer.get(STATE_AT).ok_or_else(malformed)?;
            let uid = u32_at(UID_AT).ok_or_else(malformed)?;
            Ok(if state == TCP_TIME_WAIT {
                Owner::None
            } else {
                Owner::User(uid)
            })
        }
        _ => Err(malformed()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_request_names_the_four_addresses_in_network_order() {
        let own: SocketAddr = "127.0.0.1:54321".parse().unwrap();
        let peer: SocketAddr = "127.0.0.2:8080".parse().unwrap();
        let bytes = request(own, peer);
        assert_eq!(bytes.len(), HEADER + REQUEST);
        assert_eq!(bytes[HEADER], AF_INET);
        assert_eq!(bytes[HEADER + 1], IPPROTO_TCP);
        assert_eq!(&bytes[HEADER + 8..HEADER + 12], &[0xD4, 0x31, 0x1F, 0x90]);
        assert_eq!(&bytes[HEADER + 12..HEADER + 16], &[127, 0, 0, 1]);
        assert_eq!(&bytes[HEADER + 28..HEADER + 32], &[127, 0, 0, 2]);
    }

    #[test]
    fn an_answer_names_the_owner_and_a_closing_socket_none() {
        let mut answer = vec![0u8; HEADER + 72];
        answer[4..6].copy_from_slice(&SOCK_DIAG_BY_FAMILY.to_ne_bytes());
        answer[STATE_AT] = 1;
        answer[UID_AT..UID_AT + 4].copy_from_slice(&1001u32.to_ne_bytes());
        assert_eq!(parse(&answer).unwrap(), Owner::User(1001));
        answer[STATE_AT] = TCP_TIME_WAIT;
        answer[UID_AT..UID_AT + 4].copy_from_slice(&0u32.to_ne_bytes());
        assert_eq!(parse(&answer).unwrap(), Owner::None);
    }

    #[test]
    fn an_error_answer_is_none_or_an_error() {
        let mut answer = vec![0u8; HEADER + 4];
        answer[4..6].copy_from_slice(&NLMSG_ERROR.to_ne_bytes());
        answer[HEADER..].copy_from_slice(&(-ENOENT).to_ne_bytes());
        assert_eq!(parse(&answer).unwrap(), Owner::None);
        answer[HEADER..].copy_from_slice(&(-13i32).to_ne_bytes());
        assert!(parse(&answer).is_err());
        assert!(parse(&[0u8; 3]).is_err());
    }

    #[test]
    fn the_kernel_names_the_owner_of_a_connection_of_this_process() {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let client = std::net::TcpStream::connect(listener.local_addr().unwrap()).unwrap();
        let (_server, peer) = listener.accept().unwrap();
        let me = nix::unistd::getuid().as_raw();
        assert_eq!(
            owner(peer, listener.local_addr().unwrap()).unwrap(),
            Owner::User(me)
        );
        drop(client);
        let gone: SocketAddr = "127.0.0.1:1".parse().unwrap();
        assert_eq!(
            owner(gone, listener.local_addr().unwrap()).unwrap(),
            Owner::None
        );
    }
}
