//! What every handler shares.

use std::{net::IpAddr, sync::Arc};

use sea_orm::DatabaseConnection;

use crate::{
    auth::tokens::TokenKeys, captcha::Captcha, client::GeoIp, clock::Clock, mail::Mailer, photos::storage::Storage,
    ratelimit::RateLimiter, routes::lookups::service::Lookups,
};

#[derive(Clone)]
pub struct AppState {
    pub db: DatabaseConnection,
    pub clock: Clock,
    pub secret: Arc<Vec<u8>>,
    pub tokens: Arc<TokenKeys>,
    pub captcha: Arc<Captcha>,
    pub limiter: Arc<RateLimiter>,
    pub mailer: Mailer,
    pub geoip: Option<Arc<GeoIp>>,
    pub trusted_proxies: Arc<Vec<IpAddr>>,
    pub lookups: Arc<Lookups>,
    pub storage: Storage,
    pub events: crate::events::Hub,
}
