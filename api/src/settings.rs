//! Layered settings: built-in defaults, then an optional TOML file, then `SAGPAN_*` environment variables.
//!
//! The names `SAGPAN_LISTEN`, `SAGPAN_DATA_DIR` and `SAGPAN_DATABASE_URL` are fixed: tests outside the repository drive
//! the binary with them.

use std::path::{Path, PathBuf};

use secrecy::{ExposeSecret, SecretString};
use serde::Deserialize;

/// The SMS provider's request body when `SAGPAN_SMS_BODY` is not set: JSON with the recipient, sender and text.
pub const DEFAULT_SMS_BODY: &str = r#"{"to":"{to}","from":"{from}","text":"{text}"}"#;

/// Every setting. Secrets (the server secret, passwords, URLs that may carry credentials) are `SecretString`s, so
/// `Debug`, and every log line that prints the settings, shows `[REDACTED]` instead.
#[derive(Debug, Clone, Deserialize)]
pub struct Settings {
    /// Address to listen on, e.g. `127.0.0.1:8080`; port 0 picks a free port (tests).
    pub listen: String,
    /// HTTPS: a PEM file of the certificate chain and one of its private key. With both, the listener speaks TLS only
    /// and offers HTTP/2 (serve.rs); with neither, plain HTTP (behind a proxy that speaks TLS).
    pub tls_cert: Option<PathBuf>,
    pub tls_key: Option<PathBuf>,
    /// Folder holding the SQLite file, the mail outbox and photos.
    pub data_dir: PathBuf,
    /// `sqlite://...` or `postgres://...`; when absent, SQLite in the data folder.
    pub database_url: Option<SecretString>,
    /// The most connections the server opens to the database; when absent, 4 on SQLite and 8 on PostgreSQL.
    pub database_connections: Option<std::num::NonZeroU32>,
    /// How many prepared statements each PostgreSQL connection keeps (sqlx's cache, least recently used out).
    pub database_statement_cache: usize,
    /// The address members reach Sagpan at (`https://sagpan.in`): links in e-mails, and HSTS when it is https. When
    /// absent, `http://` and the listening address.
    pub public_url: Option<String>,
    /// Folder of the built web app to serve instead of the one embedded in the binary (development).
    pub web_dir: Option<PathBuf>,
    /// `text` or `json` log lines.
    pub log_format: String,
    /// `smtp://host:port` (or `smtps://`): send mail over SMTP; when absent, mail is written to the outbox folder.
    pub smtp_url: Option<SecretString>,
    /// The sender of every e-mail.
    pub mail_from: String,
    /// The SMS provider's HTTP API (README, "Text messages"): where text messages are posted; when absent, they are
    /// written to the `sms-outbox` folder of the data folder.
    pub sms_url: Option<SecretString>,
    /// The `Authorization` header sent with each message, when the provider wants one (`Basic ...`, `Bearer ...`).
    pub sms_authorization: Option<SecretString>,
    /// `json` (default) or `form`: how the body is encoded.
    pub sms_format: String,
    /// The body, with `{to}` (`+` and digits), `{from}` and `{text}` filled in, each escaped for the format.
    pub sms_body: String,
    /// The sender name or number, for `{from}`.
    pub sms_from: String,
    /// `on` (default) or `off` (local development and tests only).
    pub captcha: String,
    /// Upper bound of the ALTCHA proof-of-work search; higher is slower for clients and for abusers alike.
    pub captcha_max_number: u64,
    /// Secret for signing access tokens and captcha challenges; when absent, one is generated and kept in the data
    /// folder (`secret.key`) so tokens survive restarts.
    pub secret: Option<SecretString>,
    /// A GeoLite2 City database for locating sign-ins.
    pub geoip_db: Option<PathBuf>,
    /// Comma-separated proxy addresses whose `X-Forwarded-For` is believed.
    pub trusted_proxies: String,
    /// S3-compatible photo storage: when the endpoint is set, photos go to this bucket instead of the data folder.
    pub s3_endpoint: Option<String>,
    pub s3_bucket: Option<String>,
    pub s3_region: String,
    pub s3_access_key: Option<String>,
    pub s3_secret_key: Option<SecretString>,
    /// Where contact-form enquiries are mailed (rule 34); they are stored for moderators either way.
    pub support_email: Option<String>,
    /// The grievance officer the public `/grievance` page names (rule 44: India's rules for matrimonial sites): a
    /// name, an e-mail address (the support address when absent) and a phone number.
    pub grievance_officer: Option<String>,
    pub grievance_email: Option<String>,
    pub grievance_phone: Option<String>,
    /// The VAPID private key for Web Push (base64url of the 32-byte scalar); generated into the data folder when
    /// absent.
    pub vapid_private_key: Option<SecretString>,
    /// Who push services may contact about our pushes (`mailto:` or `https:`); the public address when absent.
    pub vapid_subject: Option<String>,
    /// Send pushes to plain-http or local endpoints too: for tests against a local push service only.
    pub push_allow_insecure: bool,
    /// Comma-separated push-service hosts that subscriptions may name besides the browsers' own (each admits its
    /// subdomains too); whatever the host, a push is never sent to a loopback, private, link-local or other
    /// non-public address.
    pub push_hosts: String,
    /// Seconds a client has to send a request's headers; an idle keep-alive connection is closed after as long.
    pub header_timeout_secs: u64,
    /// Seconds a request body may stall (no byte arriving) before the request is answered 408 and the connection
    /// closed.
    pub body_stall_secs: u64,
    /// Connections one client address may hold open at once (trusted proxies are not counted).
    pub max_connections_per_address: usize,
    /// Megabytes of decoded pixels the photo pipeline holds at once; an upload waits for room, and past a short
    /// wait is answered 503.
    pub photo_memory_mb: u64,
    /// The first moderator, created at start when no moderator exists.
    pub admin_email: Option<String>,
    pub admin_password: Option<SecretString>,
    /// Per member and rolling day: distinct members' details opened, cards shown by the match lists and searches,
    /// and bio-data downloaded (rule A1).
    pub allowance_member_details: u32,
    pub allowance_cards: u32,
    pub allowance_bio_data: u32,
    /// Rule 42: the days after which a request without a reply reminds its receiver (two reminders), the days
    /// without a word after which it expires, and the days after an expiry before the pair may try again.
    pub request_first_reminder_days: u16,
    pub request_second_reminder_days: u16,
    pub request_expiry_days: u16,
    pub request_resend_days: u16,
    /// How often, in seconds, the worker of reminders, expiry and the question how a connection went looks.
    pub request_worker_secs: u64,
}

impl Settings {
    /// Reads the settings. The optional file is `SAGPAN_CONFIG` when set, otherwise `sagpan.toml` in the working
    /// folder.
    pub fn load() -> Result<Self, config::ConfigError> {
        let file = std::env::var("SAGPAN_CONFIG").unwrap_or_else(|_| "sagpan.toml".to_owned());
        Self::load_from(Some(Path::new(&file)))
    }

    pub fn load_from(file: Option<&Path>) -> Result<Self, config::ConfigError> {
        let defaults = crate::allowance::Allowances::default();
        let times = crate::connections::times::Times::default();
        let mut builder = config::Config::builder()
            .set_default("listen", "127.0.0.1:8080")?
            .set_default("data_dir", "./data")?
            .set_default("log_format", "text")?
            .set_default("mail_from", "Sagpan <no-reply@sagpan.in>")?
            .set_default("sms_format", "json")?
            .set_default("sms_body", DEFAULT_SMS_BODY)?
            .set_default("sms_from", "SAGPAN")?
            .set_default("captcha", "on")?
            .set_default("captcha_max_number", 100_000)?
            .set_default("trusted_proxies", "")?
            .set_default("s3_region", "us-east-1")?
            .set_default("push_allow_insecure", false)?
            .set_default("push_hosts", "")?
            .set_default("header_timeout_secs", 15)?
            .set_default("body_stall_secs", 20)?
            .set_default("max_connections_per_address", 128)?
            .set_default("photo_memory_mb", 128)?
            .set_default("database_statement_cache", 100)?
            .set_default("allowance_member_details", defaults.member_details)?
            .set_default("allowance_cards", defaults.cards)?
            .set_default("allowance_bio_data", defaults.bio_data)?
            .set_default("request_first_reminder_days", times.reminders[0])?
            .set_default("request_second_reminder_days", times.reminders[1])?
            .set_default("request_expiry_days", times.expiry)?
            .set_default("request_resend_days", times.resend)?
            .set_default("request_worker_secs", times.every.as_secs())?;
        if let Some(file) = file {
            builder = builder.add_source(config::File::from(file).required(false));
        }
        builder
            .add_source(config::Environment::with_prefix("SAGPAN").prefix_separator("_").try_parsing(true))
            .build()?
            .try_deserialize()
    }

    /// Where photos are kept.
    pub fn photo_storage(&self) -> anyhow::Result<crate::photos::storage::Storage> {
        use crate::photos::storage::{S3Settings, Storage};
        match self.s3_endpoint.as_deref().filter(|e| !e.trim().is_empty()) {
            Some(endpoint) => Storage::s3(S3Settings {
                endpoint,
                bucket: self.s3_bucket.as_deref().unwrap_or_default(),
                region: &self.s3_region,
                access_key: self.s3_access_key.as_deref().unwrap_or_default(),
                secret_key: self.s3_secret_key.as_ref().map(|s| s.expose_secret()).unwrap_or_default(),
            }),
            None => Storage::local(self.data_dir.join("photos")),
        }
    }

    /// The daily allowances in force.
    pub fn allowances(&self) -> crate::allowance::Allowances {
        crate::allowance::Allowances {
            member_details: self.allowance_member_details,
            cards: self.allowance_cards,
            bio_data: self.allowance_bio_data,
        }
    }

    /// The reminders and expiry of requests in force (rule 42).
    pub fn request_times(&self) -> crate::connections::times::Times {
        let days = |d: u16| i64::from(d.max(1));
        crate::connections::times::Times {
            reminders: [days(self.request_first_reminder_days), days(self.request_second_reminder_days)],
            expiry: days(self.request_expiry_days),
            resend: days(self.request_resend_days),
            every: std::time::Duration::from_secs(self.request_worker_secs.max(1)),
        }
    }

    pub fn captcha_enabled(&self) -> bool {
        !self.captcha.eq_ignore_ascii_case("off")
    }

    /// The database URL in force: the configured one, or SQLite in the data folder.
    pub fn database_url(&self) -> String {
        match self.database_url.as_ref().map(|u| u.expose_secret().trim()) {
            Some(url) if !url.is_empty() => url.to_owned(),
            _ => format!("sqlite://{}?mode=rwc", self.data_dir.join("sagpan.db").display()),
        }
    }

    /// The public address without a trailing slash: the setting, or `http://` and the listening address (with a
    /// wildcard address read as this machine).
    pub fn public_url(&self) -> String {
        match self.public_url.as_deref().map(str::trim).filter(|u| !u.is_empty()) {
            Some(url) => url.trim_end_matches('/').to_owned(),
            None => format!(
                "{}://{}",
                if self.tls_cert.is_some() { "https" } else { "http" },
                self.listen.replace("0.0.0.0", "127.0.0.1").replace("[::]", "[::1]")
            ),
        }
    }
}
