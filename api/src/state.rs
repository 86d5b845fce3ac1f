//! What every handler shares.

use std::{net::IpAddr, sync::Arc};

use sea_orm::DatabaseConnection;

use crate::{
    auth::{keys::Keys, tokens::TokenKeys},
    captcha::Captcha,
    client::GeoIp,
    clock::Clock,
    mail::Mailer,
    photos::storage::Storage,
    ratelimit::Limits,
    reference::service::Lookups,
};

#[derive(Clone)]
pub struct AppState {
    pub db: DatabaseConnection,
    pub clock: Clock,
    /// The keys derived from the server secret, one per purpose.
    pub keys: Arc<Keys>,
    pub tokens: Arc<TokenKeys>,
    pub captcha: Arc<Captcha>,
    pub limits: Arc<Limits>,
    /// The daily allowances of member details, cards and bio-data (rule A1).
    pub allowances: crate::allowance::Allowances,
    /// The reminders and expiry of unanswered requests (rule 42).
    pub request_times: crate::connections::times::Times,
    pub mailer: Mailer,
    /// Whether text messages reach phones (an SMS provider is set), rather than the SMS outbox folder.
    pub sms_reaches_phones: bool,
    pub geoip: Option<Arc<GeoIp>>,
    pub trusted_proxies: Arc<Vec<IpAddr>>,
    pub lookups: Arc<Lookups>,
    pub storage: Storage,
    /// The memory budget of photo and picture processing.
    pub photo_budget: crate::photos::budget::Budget,
    pub events: crate::events::Hub,
    /// Where members reach Sagpan, without a trailing slash (links in e-mails).
    pub public_url: Arc<str>,
    /// Web Push: the VAPID key and which subscriptions are sent to.
    pub push: crate::push::Pusher,
    /// The background loops: a commit wakes the mail and push senders; tests have them run a pass.
    pub workers: crate::worker::Workers,
    /// Where contact-form enquiries are mailed, when set (rule 34).
    pub support_email: Option<Arc<str>>,
    /// The grievance officer the public page names (rule 44), from the settings.
    pub grievance: Arc<crate::site::model::GrievanceOfficer>,
    /// The positions of each member's latest lists, so that later pages read them instead of an OFFSET.
    pub lists: Arc<crate::matching::cache::Lists>,
    /// SQLite's one writer at a time, taken by [`crate::work::Work::begin`] before it takes a connection (`None` on
    /// PostgreSQL).
    pub writer: Option<crate::work::WriterGate>,
}
