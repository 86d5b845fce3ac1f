//! Web Push for closed tabs (rule 20, 39): the documents' FCM becomes standard Web Push. A browser's
//! subscription (`{endpoint, keys: {p256dh, auth}}`, sent as `fcmToken`) is kept on its sign-in; a notification the
//! member allows by push is queued in the transaction of its change, one row per signed-in browser, and a worker
//! sends it after the commit, encrypted for that browser (RFC 8291, aes128gcm) and signed with the server's VAPID key
//! (RFC 8292), by `web-push-native` (a well-kept implementation of both; the HTTP call is our reqwest client).
//!
//! Where a push may go: a subscription names its push service, so an attacker's subscription could point the server
//! at its own network (the probe saw `https://2130706433:PORT/`, `0x7f000001`, `0177.0.0.1`, `127.1`, `LOCALHOST`,
//! `localhost.` and names resolving to loopback all accepted). So a subscription is kept only when its endpoint is
//! `https` on the host of a browser's push service ([`BROWSER_PUSH_HOSTS`], and the hosts `SAGPAN_PUSH_HOSTS` adds),
//! and at send time the push client's resolver drops every address that is not public ([`public_address`]): a name
//! that resolves only to loopback, private, link-local, multicast or unspecified addresses (IPv4 or IPv6, mapped and
//! embedded forms included) gets no connection at all, and the message is given up.
//!
//! A push service that answers 404 or 410 has forgotten the subscription: it is dropped and nothing is retried. Too
//! many requests, a server error or no answer are retried with back-off, up to [`MAX_ATTEMPTS`]; any other refusal
//! is given up at once. Like the mail queue, a delivered message keeps no text.

use std::{
    net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr},
    path::Path,
    sync::Arc,
    time::Duration as StdDuration,
};

use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};
use chrono::Duration;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter, QuerySelect, Set,
    sea_query::Expr,
};
use secrecy::{ExposeSecret, SecretString};
use serde::Serialize;
use web_push_native::{
    Auth, WebPushBuilder,
    jwt_simple::algorithms::{ECDSAP256KeyPairLike, ECDSAP256PublicKeyLike, ES256KeyPair},
    p256,
};

use entity::{push_queue, sign_in};

use crate::{clock::Clock, error::ApiError, worker::Worker};

/// How often the worker looks for retries when nothing wakes it.
const EVERY: StdDuration = StdDuration::from_secs(2);
/// Deliveries tried before a message is given up.
pub const MAX_ATTEMPTS: i32 = 8;
/// How long a push service keeps a message for a browser that is offline.
const TTL: StdDuration = StdDuration::from_secs(24 * 3600);

/// The push services of the browsers members use: Chrome, Samsung Internet, Opera and Brave (Firebase Cloud
/// Messaging), Firefox (Mozilla's autopush), Safari (Apple) and Edge (Windows Push Notification Services). Each admits
/// its subdomains.
pub const BROWSER_PUSH_HOSTS: [&str; 6] = [
    "fcm.googleapis.com",
    "android.googleapis.com",
    "push.services.mozilla.com",
    "push.apple.com",
    "notify.windows.com",
    "push.api.chrome.google.com",
];

/// Whether a push may connect to `ip`: a public unicast address. Loopback, private, carrier-grade NAT, link-local,
/// multicast, broadcast, unspecified, documentation, benchmarking and reserved ranges are refused, in IPv4 and IPv6,
/// and an IPv6 address that carries an IPv4 one (mapped, compatible, NAT64, 6to4) is judged by the IPv4 address it
/// carries; Teredo is refused. (`IpAddr::is_global` would say this, but is not stable; no maintained crate we found
/// judges the embedded forms.)
pub fn public_address(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => public_v4(v4),
        IpAddr::V6(v6) => public_v6(v6),
    }
}

fn public_v4(ip: Ipv4Addr) -> bool {
    let [a, b, c, _] = ip.octets();
    !(a == 0 // "this network", 0.0.0.0 included
        || ip.is_loopback()
        || ip.is_private()
        || (a == 100 && (64..128).contains(&b)) // carrier-grade NAT
        || ip.is_link_local()
        || (a == 192 && b == 0 && c == 0) // IETF protocol assignments
        || ip.is_documentation()
        || (a == 198 && (b == 18 || b == 19)) // benchmarking
        || ip.is_multicast()
        || a >= 240) // reserved, and the broadcast address
}

fn public_v6(ip: Ipv6Addr) -> bool {
    let segments = ip.segments();
    let embedded_v4 = |high: usize| {
        let bytes = ip.octets();
        Ipv4Addr::new(bytes[high], bytes[high + 1], bytes[high + 2], bytes[high + 3])
    };
    if let Some(v4) = ip.to_ipv4_mapped() {
        return public_v4(v4);
    }
    match segments {
        // ::/96, IPv4-compatible (and :: and ::1).
        [0, 0, 0, 0, 0, 0, _, _] => false,
        // 64:ff9b::/96, NAT64: the IPv4 address in the last 32 bits.
        [0x64, 0xff9b, 0, 0, 0, 0, _, _] => public_v4(embedded_v4(12)),
        // 6to4 (2002::/16): the IPv4 address in bits 16 to 48.
        [0x2002, ..] => public_v4(embedded_v4(2)),
        // Teredo (2001::/32) and documentation (2001:db8::/32).
        [0x2001, 0, ..] | [0x2001, 0xdb8, ..] => false,
        _ => {
            !(ip.is_unspecified()
                || ip.is_loopback()
                || ip.is_multicast()
                || ip.is_unique_local()
                || ip.is_unicast_link_local()
                || (segments[0] & 0xffc0) == 0xfec0) // site-local, deprecated
        }
    }
}

/// The resolver of the push client: a name's public addresses only (see [`public_address`]), so that no
/// subscription reaches the server's own network, whatever its name resolves to at send time.
struct PublicOnly;

/// A push service name that resolved to no public address.
#[derive(Debug, thiserror::Error)]
#[error("{0} resolves to no public address")]
struct NotPublic(String);

/// The public addresses of `host` (see [`public_address`]); a name with none is refused.
async fn public_addresses(host: &str) -> Result<Vec<SocketAddr>, Box<dyn std::error::Error + Send + Sync>> {
    // `name.` is the same name as `name`, written from the root.
    let all: Vec<SocketAddr> = tokio::net::lookup_host((host.trim_end_matches('.'), 0)).await?.collect();
    let public: Vec<SocketAddr> = all.into_iter().filter(|a| public_address(a.ip())).collect();
    if public.is_empty() {
        return Err(Box::new(NotPublic(host.to_owned())));
    }
    Ok(public)
}

impl reqwest::dns::Resolve for PublicOnly {
    fn resolve(&self, name: reqwest::dns::Name) -> reqwest::dns::Resolving {
        let host = name.as_str().to_owned();
        Box::pin(async move {
            let public = public_addresses(&host).await?;
            Ok(Box::new(public.into_iter()) as reqwest::dns::Addrs)
        })
    }
}

/// The [`NotPublic`] among an error of the push client and its causes, if any.
fn no_public_address<'a>(error: &'a (dyn std::error::Error + 'static)) -> Option<&'a NotPublic> {
    std::iter::successors(Some(error), |e| e.source()).find_map(|e| e.downcast_ref::<NotPublic>())
}

/// A host as the allowlist compares it: lower case, without the root's trailing dot.
fn normalized_host(host: &str) -> String {
    host.trim().trim_end_matches('.').to_ascii_lowercase()
}

/// What the service worker receives (document 001: `notifyType`, `profileStatus`, and the notification's title and
/// body), in the member's language.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Payload {
    /// `Notification`, `ProfileStatus` or `Logout`.
    pub notify_type: &'static str,
    pub title: String,
    pub body: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub profile_status: Option<i32>,
    /// The page the notification opens.
    pub url: String,
}

/// The VAPID key pair and how subscriptions are accepted.
#[derive(Clone)]
pub struct Pusher {
    inner: Arc<Inner>,
}

struct Inner {
    key: ES256KeyPair,
    /// The public key as browsers take it (`applicationServerKey`): the uncompressed point, base64url.
    public_key: String,
    /// `mailto:` or `https:` contact the push services may write to (the VAPID `sub`).
    subject: String,
    /// Endpoints over plain http or to this machine: for tests against a local push service only.
    allow_insecure: bool,
    /// The push services' hosts a subscription may name (each admits its subdomains).
    hosts: Vec<String>,
}

impl Pusher {
    /// The configured key (base64url of the 32-byte private scalar), else the one in `data/vapid.key`, generated at
    /// first start.
    pub fn load_or_create(
        configured: Option<&SecretString>,
        data_dir: &Path,
        subject: String,
        allow_insecure: bool,
        extra_hosts: &str,
    ) -> anyhow::Result<Self> {
        let key = match configured.map(|s| s.expose_secret().trim().to_owned()).filter(|s| !s.is_empty()) {
            Some(text) => key_from_text(&text).map_err(|e| anyhow::anyhow!("SAGPAN_VAPID_PRIVATE_KEY: {e}"))?,
            None => {
                let path = data_dir.join("vapid.key");
                match std::fs::read_to_string(&path).ok().and_then(|t| key_from_text(t.trim()).ok()) {
                    Some(key) => key,
                    None => {
                        let key = ES256KeyPair::generate();
                        std::fs::create_dir_all(data_dir)?;
                        std::fs::write(&path, URL_SAFE_NO_PAD.encode(key.to_bytes()))
                            .map_err(|e| anyhow::anyhow!("cannot write {}: {e}", path.display()))?;
                        #[cfg(unix)]
                        {
                            use std::os::unix::fs::PermissionsExt;
                            std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600))?;
                        }
                        key
                    }
                }
            }
        };
        Ok(Self::with_key(key, subject, allow_insecure, extra_hosts))
    }

    /// A pusher that is never run (for building the OpenAPI document).
    pub fn detached() -> Self {
        Self::with_key(ES256KeyPair::generate(), String::new(), false, "")
    }

    fn with_key(key: ES256KeyPair, subject: String, allow_insecure: bool, extra_hosts: &str) -> Self {
        let public_key = URL_SAFE_NO_PAD.encode(key.public_key().public_key().to_bytes_uncompressed());
        let hosts = BROWSER_PUSH_HOSTS
            .iter()
            .map(|h| (*h).to_owned())
            .chain(extra_hosts.split(',').map(normalized_host).filter(|h| !h.is_empty()))
            .collect();
        Self { inner: Arc::new(Inner { key, public_key, subject, allow_insecure, hosts }) }
    }

    /// Whether a subscription may name `host`: one of the push services' hosts or a subdomain of one.
    fn allowed_host(&self, host: &str) -> bool {
        let host = normalized_host(host);
        self.inner.hosts.iter().any(|allowed| {
            host == *allowed || host.strip_suffix(allowed.as_str()).is_some_and(|rest| rest.ends_with('.'))
        })
    }

    /// The push client: no redirect followed, and (unless pushing to the tests' local service) only public
    /// addresses connected to.
    fn client(&self) -> reqwest::Result<reqwest::Client> {
        let builder = reqwest::Client::builder()
            .timeout(StdDuration::from_secs(10))
            // A push service answers at its endpoint; a redirect elsewhere is not followed.
            .redirect(reqwest::redirect::Policy::none());
        let builder = if self.inner.allow_insecure { builder } else { builder.dns_resolver(Arc::new(PublicOnly)) };
        builder.build()
    }

    /// The VAPID `Authorization` of a request to `endpoint` (RFC 8292): a JWT signed with the server's key whose
    /// audience is the endpoint's origin, port included when it is not the default (web-push-native's own signer
    /// leaves the port out), with the contact subject and a 12-hour expiry, and the public key.
    fn vapid(&self, endpoint: &poem::http::Uri) -> anyhow::Result<String> {
        use web_push_native::jwt_simple::{claims::Claims, prelude::Duration as JwtDuration};
        let scheme = endpoint.scheme_str().ok_or_else(|| anyhow::anyhow!("no scheme"))?;
        let host = endpoint.host().ok_or_else(|| anyhow::anyhow!("no host"))?;
        let origin = match endpoint.port_u16() {
            Some(port) if !matches!((scheme, port), ("https", 443) | ("http", 80)) => {
                format!("{scheme}://{host}:{port}")
            }
            _ => format!("{scheme}://{host}"),
        };
        let claims =
            Claims::create(JwtDuration::from_hours(12)).with_audience(origin).with_subject(&self.inner.subject);
        let token = self.inner.key.sign(claims).map_err(|e| anyhow::anyhow!("{e}"))?;
        Ok(format!("vapid t={token}, k={}", self.inner.public_key))
    }

    pub fn public_key(&self) -> &str {
        &self.inner.public_key
    }

    /// The browser a subscription names, when it is one this server will send to: an `https` endpoint on a push
    /// service's host (never an address, in any spelling, nor another name), a P-256 key and a 16-byte secret.
    /// Anything else is no subscription.
    pub fn target(&self, subscription: &str) -> Option<WebPushBuilder> {
        #[derive(serde::Deserialize)]
        struct Keys {
            p256dh: String,
            auth: String,
        }
        #[derive(serde::Deserialize)]
        struct Subscription {
            endpoint: String,
            keys: Keys,
        }
        let parsed: Subscription = serde_json::from_str(subscription).ok()?;
        let endpoint: poem::http::Uri = parsed.endpoint.parse().ok()?;
        let host = endpoint.host()?;
        let secure = endpoint.scheme_str() == Some("https")
            && endpoint.authority()?.as_str().find('@').is_none()
            && self.allowed_host(host);
        let insecure_allowed = self.inner.allow_insecure && matches!(endpoint.scheme_str(), Some("http" | "https"));
        if !(secure || insecure_allowed) {
            return None;
        }
        let public = p256::PublicKey::from_sec1_bytes(&URL_SAFE_NO_PAD.decode(parsed.keys.p256dh.trim()).ok()?).ok()?;
        let auth: [u8; 16] = URL_SAFE_NO_PAD.decode(parsed.keys.auth.trim()).ok()?.try_into().ok()?;
        Some(WebPushBuilder::new(endpoint, public, Auth::from(auth)).with_valid_duration(TTL))
    }
}

fn key_from_text(text: &str) -> anyhow::Result<ES256KeyPair> {
    let bytes =
        URL_SAFE_NO_PAD.decode(text.trim_end_matches('=')).map_err(|e| anyhow::anyhow!("not base64url: {e}"))?;
    // The key pair's parser expects exactly the 32-byte scalar (and panics on another length).
    anyhow::ensure!(bytes.len() == 32, "a P-256 private key is 32 bytes, not {}", bytes.len());
    ES256KeyPair::from_bytes(&bytes).map_err(|e| anyhow::anyhow!("not a P-256 private key: {e}"))
}

/// Queues `payload` in `db` (the change's transaction) for every live sign-in of the member that has a
/// subscription; answers how many were queued.
pub async fn queue_for_member(
    db: &impl ConnectionTrait,
    now: chrono::DateTime<chrono::Utc>,
    member_id: i32,
    payload: &Payload,
    hold: Option<crate::queue::Hold>,
) -> Result<usize, ApiError> {
    let sign_ins: Vec<i32> = sign_in::Entity::find()
        .select_only()
        .column(sign_in::Column::Id)
        .filter(sign_in::Column::MemberId.eq(member_id))
        .filter(sign_in::Column::RevokedAt.is_null())
        .filter(sign_in::Column::ExpiresAt.gt(now))
        .filter(sign_in::Column::PushSubscription.is_not_null())
        .into_tuple()
        .all(db)
        .await?;
    queue_rows(db, now, &sign_ins, payload, hold).await?;
    Ok(sign_ins.len())
}

/// Queues `payload` for these sign-ins (a Logout goes to sign-ins that were just revoked).
pub async fn queue_for_sign_ins(
    db: &impl ConnectionTrait,
    now: chrono::DateTime<chrono::Utc>,
    sign_ins: &[i32],
    payload: &Payload,
) -> Result<(), ApiError> {
    queue_rows(db, now, sign_ins, payload, None).await
}

async fn queue_rows(
    db: &impl ConnectionTrait,
    now: chrono::DateTime<chrono::Utc>,
    sign_ins: &[i32],
    payload: &Payload,
    hold: Option<crate::queue::Hold>,
) -> Result<(), ApiError> {
    let text = serde_json::to_string(payload).map_err(ApiError::internal)?;
    for &sign_in_id in sign_ins {
        push_queue::ActiveModel {
            sign_in_id: Set(sign_in_id),
            payload: Set(Some(text.clone())),
            created_at: Set(now),
            attempts: Set(0),
            next_attempt_at: Set(hold.map_or(now, |h| h.until)),
            done_at: Set(None),
            last_error: Set(None),
            request_id: Set(hold.map(|h| h.request_id)),
            ..Default::default()
        }
        .insert(db)
        .await?;
    }
    Ok(())
}

/// What became of one delivery.
enum Outcome {
    Delivered,
    /// The push service forgot the subscription (404, 410): drop it.
    Gone(String),
    /// Worth another try later (429, 5xx, no answer).
    Retry(String),
    /// Refused for good (another 4xx, a subscription this server will not send to).
    GiveUp(String),
}

/// The worker that sends queued pushes.
pub struct Sender {
    db: DatabaseConnection,
    clock: Clock,
    pusher: Pusher,
    http: reqwest::Client,
}

impl Sender {
    pub fn new(db: DatabaseConnection, clock: Clock, pusher: Pusher) -> anyhow::Result<Self> {
        let http = pusher.client()?;
        Ok(Self { db, clock, pusher, http })
    }

    async fn deliver(&self, subscription: Option<&str>, payload: &str) -> Outcome {
        let Some(builder) = subscription.and_then(|s| self.pusher.target(s)) else {
            return Outcome::GiveUp("no subscription this server sends to".to_owned());
        };
        let request = match builder.build(payload) {
            Ok(request) => request,
            Err(e) => return Outcome::GiveUp(format!("cannot encrypt: {e}")),
        };
        let (parts, body) = request.into_parts();
        let vapid = match self.pusher.vapid(&parts.uri) {
            Ok(vapid) => vapid,
            Err(e) => return Outcome::GiveUp(format!("cannot sign: {e}")),
        };
        let mut call = self.http.post(parts.uri.to_string()).header("Authorization", vapid).body(body);
        for (name, value) in &parts.headers {
            call = call.header(name.as_str(), value.as_bytes());
        }
        match call.send().await {
            Ok(answer) => match answer.status().as_u16() {
                200..=299 => Outcome::Delivered,
                404 | 410 => Outcome::Gone(format!("push service answered {}", answer.status())),
                429 | 500..=599 => Outcome::Retry(format!("push service answered {}", answer.status())),
                _ => Outcome::GiveUp(format!("push service answered {}", answer.status())),
            },
            // The client's resolver found no public address for the push service: given up, never tried again.
            Err(e) => match no_public_address(&e) {
                Some(refused) => Outcome::GiveUp(format!("not sent: {refused}")),
                None => Outcome::Retry(format!("no answer: {e}")),
            },
        }
    }

    /// Claims what is due (shared with other instances' workers: [`crate::queue`]) and sends it; answers how many
    /// were delivered.
    pub async fn send_due(&self) -> anyhow::Result<usize> {
        let columns = crate::queue::Columns {
            id: push_queue::Column::Id,
            done: push_queue::Column::DoneAt,
            due: push_queue::Column::NextAttemptAt,
        };
        let due = crate::queue::claim::<push_queue::Entity>(&self.db, self.clock.now(), columns).await?;
        let mut delivered = 0;
        for row in due {
            let target = sign_in::Entity::find_by_id(row.sign_in_id).one(&self.db).await?;
            let subscription = target.as_ref().and_then(|s| s.push_subscription.clone());
            let outcome = self.deliver(subscription.as_deref(), row.payload.as_deref().unwrap_or("{}")).await;
            let attempts = row.attempts + 1;
            let mut active: push_queue::ActiveModel = row.clone().into();
            active.attempts = Set(attempts);
            let done = |active: &mut push_queue::ActiveModel, error: Option<String>| {
                active.done_at = Set(Some(self.clock.now()));
                active.payload = Set(None);
                active.last_error = Set(error);
            };
            match outcome {
                Outcome::Delivered => {
                    done(&mut active, None);
                    delivered += 1;
                }
                Outcome::Gone(error) => {
                    tracing::info!(sign_in = row.sign_in_id, "push subscription gone; dropped");
                    // Only the subscription that failed: the browser may have sent a new one meanwhile.
                    if let Some(sent) = subscription {
                        sign_in::Entity::update_many()
                            .col_expr(sign_in::Column::PushSubscription, Expr::value(Option::<String>::None))
                            .filter(sign_in::Column::Id.eq(row.sign_in_id))
                            .filter(sign_in::Column::PushSubscription.eq(sent))
                            .exec(&self.db)
                            .await?;
                    }
                    done(&mut active, Some(error));
                }
                Outcome::Retry(error) if attempts < MAX_ATTEMPTS => {
                    let backoff = Duration::seconds(2i64.saturating_pow(attempts.clamp(0, 8) as u32).min(300));
                    tracing::warn!(id = row.id, attempts, error = %error, "push not delivered; will retry");
                    active.next_attempt_at = Set(self.clock.now() + backoff);
                    active.last_error = Set(Some(error));
                }
                Outcome::Retry(error) | Outcome::GiveUp(error) => {
                    tracing::warn!(id = row.id, attempts, error = %error, "push given up");
                    done(&mut active, Some(error));
                }
            }
            active.update(&self.db).await?;
        }
        Ok(delivered)
    }

    /// Runs forever as `worker`: sends what is due whenever something is queued, and at least every [`EVERY`] for
    /// retries.
    pub async fn run(self, worker: Worker) {
        let clock = self.clock.clone();
        let sender = Arc::new(self);
        worker
            .run(clock, EVERY, move || {
                let sender = sender.clone();
                async move {
                    if let Err(err) = sender.send_due().await {
                        tracing::warn!(error = %err, "push worker could not read the queue");
                    }
                }
            })
            .await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pusher(allow_insecure: bool) -> Pusher {
        pusher_with(allow_insecure, "")
    }

    fn pusher_with(allow_insecure: bool, hosts: &str) -> Pusher {
        let dir = tempfile::tempdir().unwrap();
        Pusher::load_or_create(None, dir.path(), "mailto:help@sagpan.test".into(), allow_insecure, hosts).unwrap()
    }

    fn subscription(endpoint: &str, auth_len: usize) -> String {
        let key = p256::SecretKey::random(&mut p256::elliptic_curve::rand_core::OsRng);
        let p256dh = URL_SAFE_NO_PAD.encode(key.public_key().to_sec1_bytes());
        let auth = URL_SAFE_NO_PAD.encode(vec![7u8; auth_len]);
        serde_json::json!({"endpoint": endpoint, "expirationTime": null, "keys": {"p256dh": p256dh, "auth": auth}})
            .to_string()
    }

    #[test]
    fn only_https_endpoints_of_push_services_are_sent_to() {
        let p = pusher(false);
        assert!(p.target(&subscription("https://fcm.googleapis.com/fcm/send/abc", 16)).is_some());
        assert!(p.target(&subscription("https://FCM.googleapis.com./fcm/send/abc", 16)).is_some());
        assert!(p.target(&subscription("https://wns2-par02p.notify.windows.com/w/?token=x", 16)).is_some());
        assert!(p.target(&subscription("http://fcm.googleapis.com/fcm/send/abc", 16)).is_none());
        assert!(p.target(&subscription("https://notfcm.googleapis.com/x", 16)).is_none(), "not a subdomain");
        assert!(p.target(&subscription("https://fcm.googleapis.com.evil.example/x", 16)).is_none());
        for spelling in [
            "127.0.0.1",
            "2130706433",
            "0x7f000001",
            "0177.0.0.1",
            "127.1",
            "LOCALHOST",
            "localhost.",
            "localhost",
            "[::1]",
            "[::ffff:127.0.0.1]",
            "10.0.0.5",
            "push.example",
        ] {
            assert!(p.target(&subscription(&format!("https://{spelling}:8443/push"), 16)).is_none(), "{spelling}");
        }
        assert!(p.target(&subscription("https://fcm.googleapis.com/x", 15)).is_none(), "a short auth secret");
        assert!(p.target("not json").is_none());
        assert!(p.target(r#"{"endpoint": "https://fcm.googleapis.com/x", "keys": {"p256dh": "AAAA", "auth": "AAAAAAAAAAAAAAAAAAAAAA"}}"#).is_none());
        let added = pusher_with(false, " Push.Example.org , ");
        assert!(added.target(&subscription("https://push.example.org/x", 16)).is_some());
        assert!(added.target(&subscription("https://eu.push.example.org/x", 16)).is_some());
        let local = pusher(true);
        assert!(local.target(&subscription("http://127.0.0.1:9/push", 16)).is_some());
        assert!(local.target(&subscription("ftp://127.0.0.1:9/push", 16)).is_none());
    }

    #[test]
    fn only_public_addresses_are_connected_to() {
        let refused = [
            "0.0.0.0",
            "0.1.2.3",
            "127.0.0.1",
            "127.255.255.254",
            "10.1.2.3",
            "172.16.0.1",
            "172.31.255.255",
            "192.168.1.1",
            "100.64.0.1",
            "100.127.255.255",
            "169.254.169.254",
            "192.0.0.8",
            "192.0.2.1",
            "198.18.0.1",
            "198.51.100.7",
            "203.0.113.9",
            "224.0.0.1",
            "239.255.255.250",
            "240.0.0.1",
            "255.255.255.255",
            "::",
            "::1",
            "::ffff:127.0.0.1",
            "::ffff:10.0.0.1",
            "::127.0.0.1",
            "64:ff9b::a00:1",
            "2002:7f00:1::1",
            "2001::1",
            "2001:db8::1",
            "fc00::1",
            "fd12:3456::1",
            "fe80::1",
            "fec0::1",
            "ff02::1",
        ];
        for ip in refused {
            assert!(!public_address(ip.parse().unwrap()), "{ip}");
        }
        let allowed = [
            "142.250.183.10",
            "8.8.8.8",
            "100.128.0.1",
            "172.32.0.1",
            "2607:f8b0:4004:c07::5f",
            "::ffff:8.8.8.8",
            "64:ff9b::808:808",
            "2002:808:808::1",
        ];
        for ip in allowed {
            assert!(public_address(ip.parse().unwrap()), "{ip}");
        }
    }

    #[tokio::test]
    async fn the_resolver_gives_no_address_for_a_name_of_this_machine() {
        use reqwest::dns::Resolve;
        let name: reqwest::dns::Name = "localhost".parse().unwrap();
        let error = PublicOnly.resolve(name).await.err().expect("refused");
        assert!(error.is::<NotPublic>(), "{error}");
    }

    #[test]
    fn the_key_is_kept_in_the_data_folder() {
        let dir = tempfile::tempdir().unwrap();
        let first = Pusher::load_or_create(None, dir.path(), String::new(), false, "").unwrap();
        let again = Pusher::load_or_create(None, dir.path(), String::new(), false, "").unwrap();
        assert_eq!(first.public_key(), again.public_key());
        assert_eq!(URL_SAFE_NO_PAD.decode(first.public_key()).unwrap().len(), 65);
        let text = std::fs::read_to_string(dir.path().join("vapid.key")).unwrap();
        let configured =
            Pusher::load_or_create(Some(&text.into()), tempfile::tempdir().unwrap().path(), String::new(), false, "")
                .unwrap();
        assert_eq!(configured.public_key(), first.public_key());
        let nonsense =
            Pusher::load_or_create(Some(&"nonsense".to_owned().into()), dir.path(), String::new(), false, "");
        assert!(nonsense.is_err());
    }
}
