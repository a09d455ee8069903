//! Which of the machine's addresses the phones can reach: those of the
//! local network (private IPv4 ranges first), never the loopback, which a
//! phone cannot reach, unless it is all there is (a laptop with no network,
//! or a test).

use std::net::{IpAddr, Ipv4Addr};

/// The machine's addresses a phone on the same network could use, the most
/// likely first: private IPv4 (a home or café network), then other IPv4,
/// then IPv6 that is not link-local. Loopback alone when there is none.
pub fn local_addresses() -> Vec<IpAddr> {
    let found: Vec<IpAddr> = if_addrs::get_if_addrs()
        .map(|list| list.into_iter().map(|i| i.ip()).collect())
        .unwrap_or_default();
    ranked(found)
}

/// The likeliest of [`local_addresses`]: the one sharing starts on.
pub fn likeliest() -> IpAddr {
    local_addresses()
        .first()
        .copied()
        .unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST))
}

/// `found` without loopback and link-local addresses, best first, each once.
pub fn ranked(found: Vec<IpAddr>) -> Vec<IpAddr> {
    let mut usable: Vec<IpAddr> = found
        .into_iter()
        .filter(|ip| !ip.is_loopback() && !ip.is_unspecified() && !link_local(ip))
        .collect();
    usable.sort_by_key(|ip| (rank(ip), *ip));
    usable.dedup();
    if usable.is_empty() {
        usable.push(IpAddr::V4(Ipv4Addr::LOCALHOST));
    }
    usable
}

/// Lower is likelier to be the table's network.
fn rank(ip: &IpAddr) -> u8 {
    match ip {
        IpAddr::V4(v4) if v4.is_private() => 0,
        IpAddr::V4(_) => 1,
        IpAddr::V6(_) => 2,
    }
}

fn link_local(ip: &IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => v4.is_link_local(),
        // fe80::/10
        IpAddr::V6(v6) => (v6.segments()[0] & 0xffc0) == 0xfe80,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn private_ipv4_comes_first_and_loopback_only_when_alone() {
        let ip = |s: &str| s.parse::<IpAddr>().unwrap();
        let found = vec![
            ip("127.0.0.1"),
            ip("fe80::1"),
            ip("2001:db8::5"),
            ip("203.0.113.4"),
            ip("192.168.1.20"),
            ip("169.254.3.3"),
        ];
        assert_eq!(
            ranked(found),
            vec![ip("192.168.1.20"), ip("203.0.113.4"), ip("2001:db8::5")]
        );
        assert_eq!(ranked(vec![ip("127.0.0.1")]), vec![ip("127.0.0.1")]);
        assert_eq!(ranked(Vec::new()), vec![ip("127.0.0.1")]);
    }
}
