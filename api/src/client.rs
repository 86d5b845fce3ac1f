//! Who is calling: the address as the server sees it (a forwarding header only from configured proxies), the user
//! agent, and the location resolved from a GeoLite2 database when one is configured.

use std::net::IpAddr;

use poem::Request;

pub struct ClientInfo {
    pub ip: String,
    pub user_agent: Option<String>,
}

/// The client's address: the peer, or the last address before the trusted proxies in `X-Forwarded-For`.
pub fn client_ip(req: &Request, trusted: &[IpAddr]) -> Option<IpAddr> {
    let peer = req.remote_addr().as_socket_addr().map(|a| a.ip())?;
    if !trusted.contains(&peer) {
        return Some(peer);
    }
    let forwarded = req.headers().get("x-forwarded-for").and_then(|v| v.to_str().ok()).unwrap_or_default();
    forwarded
        .split(',')
        .rev()
        .filter_map(|part| part.trim().parse::<IpAddr>().ok())
        .find(|ip| !trusted.contains(ip))
        .or(Some(peer))
}

pub fn info(req: &Request, trusted: &[IpAddr]) -> ClientInfo {
    ClientInfo {
        ip: client_ip(req, trusted).map(|ip| ip.to_string()).unwrap_or_else(|| "unknown".to_owned()),
        user_agent: req
            .headers()
            .get(poem::http::header::USER_AGENT)
            .and_then(|v| v.to_str().ok())
            .map(|ua| ua.chars().take(255).collect()),
    }
}

pub fn parse_trusted(list: &str) -> Vec<IpAddr> {
    list.split(',').filter_map(|s| s.trim().parse().ok()).collect()
}

/// A GeoLite2 City database.
pub struct GeoIp {
    reader: maxminddb::Reader<Vec<u8>>,
}

impl GeoIp {
    pub fn open(path: &std::path::Path) -> anyhow::Result<Self> {
        let reader = maxminddb::Reader::open_readfile(path)
            .map_err(|e| anyhow::anyhow!("cannot read the GeoIP database {}: {e}", path.display()))?;
        Ok(Self { reader })
    }

    /// "City, Region, Country" in English, as far as the database knows.
    pub fn locate(&self, ip: &str) -> Option<String> {
        let ip: IpAddr = ip.parse().ok()?;
        let city: maxminddb::geoip2::City = self.reader.lookup(ip).ok()??;
        let english = |names: Option<std::collections::BTreeMap<&str, &str>>| {
            names.and_then(|n| n.get("en").map(|s| s.to_string()))
        };
        let parts: Vec<String> = [
            english(city.city.and_then(|c| c.names)),
            english(city.subdivisions.and_then(|s| s.into_iter().next()).and_then(|s| s.names)),
            english(city.country.and_then(|c| c.names)),
        ]
        .into_iter()
        .flatten()
        .collect();
        if parts.is_empty() { None } else { Some(parts.join(", ")) }
    }
}
