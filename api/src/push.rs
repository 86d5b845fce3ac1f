//! Web Push for closed tabs (DECISIONS.md 20, 39): the documents' FCM becomes standard Web Push. A browser's
//! subscription (`{endpoint, keys: {p256dh, auth}}`, sent as `fcmToken`) is kept on its sign-in; a notification the
//! member allows by push is queued in the transaction of its change, one row per signed-in browser, and a worker
//! sends it after the commit, encrypted for that browser (RFC 8291, aes128gcm) and signed with the server's VAPID key
//! (RFC 8292), by `web-push-native` (a well-kept implementation of both; the HTTP call is our reqwest client).
//!
//! A push service that answers 404 or 410 has forgotten the subscription: it is dropped and nothing is retried. Too
//! many requests, a server error or no answer are retried with back-off, up to [`MAX_ATTEMPTS`]; any other refusal
//! is given up at once. Like the mail queue, a delivered message keeps no text.

use std::{path::Path, sync::Arc, time::Duration as StdDuration};

use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};
use chrono::Duration;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter, QuerySelect, Set,
    sea_query::Expr,
};
use secrecy::{ExposeSecret, SecretString};
use serde::Serialize;
use tokio::sync::Notify;
use web_push_native::{
    Auth, WebPushBuilder,
    jwt_simple::algorithms::{ECDSAP256KeyPairLike, ECDSAP256PublicKeyLike, ES256KeyPair},
    p256,
};

use entity::{push_queue, sign_in};

use crate::{clock::Clock, error::ApiError};

/// Deliveries tried before a message is given up.
pub const MAX_ATTEMPTS: i32 = 8;
/// How long a push service keeps a message for a browser that is offline.
const TTL: StdDuration = StdDuration::from_secs(24 * 3600);

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
    wake: Notify,
}

impl Pusher {
    /// The configured key (base64url of the 32-byte private scalar), else the one in `data/vapid.key`, generated at
    /// first start.
    pub fn load_or_create(
        configured: Option<&SecretString>,
        data_dir: &Path,
        subject: String,
        allow_insecure: bool,
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
        Ok(Self::with_key(key, subject, allow_insecure))
    }

    /// A pusher that is never run (for building the OpenAPI document).
    pub fn detached() -> Self {
        Self::with_key(ES256KeyPair::generate(), String::new(), false)
    }

    fn with_key(key: ES256KeyPair, subject: String, allow_insecure: bool) -> Self {
        let public_key = URL_SAFE_NO_PAD.encode(key.public_key().public_key().to_bytes_uncompressed());
        Self { inner: Arc::new(Inner { key, public_key, subject, allow_insecure, wake: Notify::new() }) }
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

    /// Tells the worker that something is queued.
    pub fn wake(&self) {
        self.inner.wake.notify_one();
    }

    /// The browser a subscription names, when it is one this server will send to: an `https` endpoint on a host
    /// name (never an address, so a subscription cannot point the server at its own network), a P-256 key and a
    /// 16-byte secret. Anything else is no subscription.
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
            && host.parse::<std::net::IpAddr>().is_err()
            && !host.starts_with('[')
            && host != "localhost";
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
    queue_for_sign_ins(db, now, &sign_ins, payload).await?;
    Ok(sign_ins.len())
}

/// Queues `payload` for these sign-ins (a Logout goes to sign-ins that were just revoked).
pub async fn queue_for_sign_ins(
    db: &impl ConnectionTrait,
    now: chrono::DateTime<chrono::Utc>,
    sign_ins: &[i32],
    payload: &Payload,
) -> Result<(), ApiError> {
    let text = serde_json::to_string(payload).map_err(ApiError::internal)?;
    for &sign_in_id in sign_ins {
        push_queue::ActiveModel {
            sign_in_id: Set(sign_in_id),
            payload: Set(Some(text.clone())),
            created_at: Set(now),
            attempts: Set(0),
            next_attempt_at: Set(now),
            done_at: Set(None),
            last_error: Set(None),
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
        let http = reqwest::Client::builder()
            .timeout(StdDuration::from_secs(10))
            // A push service answers at its endpoint; a redirect elsewhere is not followed.
            .redirect(reqwest::redirect::Policy::none())
            .build()?;
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
            Err(e) => Outcome::Retry(format!("no answer: {e}")),
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

    /// Runs forever: sends what is due whenever something is queued, and at least every few seconds for retries.
    pub async fn run(self) {
        loop {
            if let Err(err) = self.send_due().await {
                tracing::warn!(error = %err, "push worker could not read the queue");
            }
            let _ = tokio::time::timeout(StdDuration::from_secs(2), self.pusher.inner.wake.notified()).await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pusher(allow_insecure: bool) -> Pusher {
        let dir = tempfile::tempdir().unwrap();
        Pusher::load_or_create(None, dir.path(), "mailto:help@sagpan.test".into(), allow_insecure).unwrap()
    }

    fn subscription(endpoint: &str, auth_len: usize) -> String {
        let key = p256::SecretKey::random(&mut p256::elliptic_curve::rand_core::OsRng);
        let p256dh = URL_SAFE_NO_PAD.encode(key.public_key().to_sec1_bytes());
        let auth = URL_SAFE_NO_PAD.encode(vec![7u8; auth_len]);
        serde_json::json!({"endpoint": endpoint, "expirationTime": null, "keys": {"p256dh": p256dh, "auth": auth}})
            .to_string()
    }

    #[test]
    fn only_https_endpoints_on_host_names_are_sent_to() {
        let p = pusher(false);
        assert!(p.target(&subscription("https://fcm.googleapis.com/fcm/send/abc", 16)).is_some());
        assert!(p.target(&subscription("http://fcm.googleapis.com/fcm/send/abc", 16)).is_none());
        assert!(p.target(&subscription("https://127.0.0.1/push", 16)).is_none());
        assert!(p.target(&subscription("https://10.0.0.5/push", 16)).is_none());
        assert!(p.target(&subscription("https://[::1]/push", 16)).is_none());
        assert!(p.target(&subscription("https://localhost/push", 16)).is_none());
        assert!(p.target(&subscription("https://push.example/x", 15)).is_none(), "a short auth secret");
        assert!(p.target("not json").is_none());
        assert!(p.target(r#"{"endpoint": "https://push.example/x", "keys": {"p256dh": "AAAA", "auth": "AAAAAAAAAAAAAAAAAAAAAA"}}"#).is_none());
        let local = pusher(true);
        assert!(local.target(&subscription("http://127.0.0.1:9/push", 16)).is_some());
        assert!(local.target(&subscription("ftp://127.0.0.1:9/push", 16)).is_none());
    }

    #[test]
    fn the_key_is_kept_in_the_data_folder() {
        let dir = tempfile::tempdir().unwrap();
        let first = Pusher::load_or_create(None, dir.path(), String::new(), false).unwrap();
        let again = Pusher::load_or_create(None, dir.path(), String::new(), false).unwrap();
        assert_eq!(first.public_key(), again.public_key());
        assert_eq!(URL_SAFE_NO_PAD.decode(first.public_key()).unwrap().len(), 65);
        let text = std::fs::read_to_string(dir.path().join("vapid.key")).unwrap();
        let configured =
            Pusher::load_or_create(Some(&text.into()), tempfile::tempdir().unwrap().path(), String::new(), false)
                .unwrap();
        assert_eq!(configured.public_key(), first.public_key());
        assert!(Pusher::load_or_create(Some(&"nonsense".to_owned().into()), dir.path(), String::new(), false).is_err());
    }
}
