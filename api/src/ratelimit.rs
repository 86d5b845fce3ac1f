//! Sliding-window counters of failures per key (an address, an account), kept in memory.

use std::{collections::HashMap, sync::Mutex};

use chrono::{DateTime, Duration, Utc};

use crate::error::{ApiError, ErrorCode};

#[derive(Debug, Clone, Copy)]
pub struct Limit {
    pub max: usize,
    pub window: Duration,
}

/// Failed sign-ins per account identifier, and per client address.
pub const SIGN_IN_PER_ACCOUNT: Limit = Limit { max: 10, window: Duration::minutes(15) };
pub const SIGN_IN_PER_ADDRESS: Limit = Limit { max: 30, window: Duration::minutes(15) };
/// Wrong codes per client address, across e-mail addresses.
pub const CODE_CHECKS_PER_ADDRESS: Limit = Limit { max: 30, window: Duration::minutes(15) };
/// Code requests per client address, across e-mail addresses (each address has its own limit besides).
pub const CODE_REQUESTS_PER_ADDRESS: Limit = Limit { max: 20, window: Duration::hours(1) };
/// Registrations per client address.
pub const REGISTRATIONS_PER_ADDRESS: Limit = Limit { max: 10, window: Duration::hours(1) };

/// A wait for `Retry-After`: whole seconds, rounded up, at least one.
pub fn whole_seconds_up(wait: Duration) -> u64 {
    let millis = wait.num_milliseconds().max(1);
    ((millis + 999) / 1000) as u64
}

#[derive(Default)]
pub struct RateLimiter {
    hits: Mutex<HashMap<String, Vec<DateTime<Utc>>>>,
}

impl RateLimiter {
    /// Refuses with 429 (and Retry-After) when `key` already has `limit.max` hits within the window.
    pub fn check(&self, key: &str, limit: Limit, now: DateTime<Utc>) -> Result<(), ApiError> {
        let mut hits = self.hits.lock().unwrap_or_else(|p| p.into_inner());
        let list = hits.entry(key.to_owned()).or_default();
        list.retain(|t| *t > now - limit.window);
        if list.len() >= limit.max
            && let Some(oldest) = list.first()
        {
            let mut error = ApiError::new(ErrorCode::TooManyRequests);
            error.retry_after_secs = Some(whole_seconds_up(*oldest + limit.window - now));
            return Err(error);
        }
        Ok(())
    }

    pub fn record(&self, key: &str, now: DateTime<Utc>) {
        let mut hits = self.hits.lock().unwrap_or_else(|p| p.into_inner());
        hits.entry(key.to_owned()).or_default().push(now);
    }

    /// Checks and, when allowed, counts one hit.
    pub fn hit(&self, key: &str, limit: Limit, now: DateTime<Utc>) -> Result<(), ApiError> {
        self.check(key, limit, now)?;
        self.record(key, now);
        Ok(())
    }

    pub fn clear(&self, key: &str) {
        let mut hits = self.hits.lock().unwrap_or_else(|p| p.into_inner());
        hits.remove(key);
    }
}
