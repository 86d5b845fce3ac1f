//! Rate limits kept in memory, with `governor` (GCRA): each limit allows a burst of `max` and earns one back every
//! `window / max`, so `max` in any `window` at most. Its state lives in a least-recently-used map of a fixed number
//! of keys (`lru`), so an attacker who makes up a new key (an address, an account name) for every request can make
//! the limiter forget old keys but never grow it: memory is bounded whatever comes in.
//!
//! Failures (a wrong password, a wrong code) are counted only when they happen, but checked before the work that
//! could fail: [`Limiter::check`] asks governor on a copy of the state that is never written back, [`Limiter::record`]
//! counts one. Requests of a kind that is always counted use [`Limiter::hit`].

use std::{
    hash::Hash,
    num::NonZeroU32,
    sync::{Arc, Mutex},
    time::Duration as StdDuration,
};

use chrono::Duration;
use governor::{
    Quota, RateLimiter, clock::Clock as GovernorClock, middleware::NoOpMiddleware, nanos::Nanos, state::StateStore,
};
use lru::LruCache;

use crate::{
    clock::Clock,
    error::{ApiError, ErrorCode},
};

/// A limit: at most `max` in any `window`.
#[derive(Debug, Clone, Copy)]
pub struct Limit {
    pub max: u32,
    pub window: Duration,
}

/// Failed sign-ins per account identifier, and per client address (many members share one address behind a mobile
/// carrier's NAT, so only failures count there).
pub const SIGN_IN_PER_ACCOUNT: Limit = Limit { max: 10, window: Duration::minutes(15) };
pub const SIGN_IN_PER_ADDRESS: Limit = Limit { max: 30, window: Duration::minutes(15) };
/// Wrong codes per client address, across e-mail addresses.
pub const CODE_CHECKS_PER_ADDRESS: Limit = Limit { max: 30, window: Duration::minutes(15) };
/// Code requests per client address and per e-mail address (the database limits each address's codes besides).
pub const CODE_REQUESTS: Limit = Limit { max: 20, window: Duration::hours(1) };
/// Registrations per client address.
pub const REGISTRATIONS_PER_ADDRESS: Limit = Limit { max: 10, window: Duration::hours(1) };

/// Contact-form enquiries and footer subscriptions per client address: a public form must not become a way to
/// fill the moderators' queue or send confirmation mail to strangers.
pub const PUBLIC_FORMS_PER_ADDRESS: Limit = Limit { max: 20, window: Duration::hours(1) };

/// How many keys each limiter remembers.
pub const KEYS_PER_LIMITER: usize = 10_000;

/// A wait for `Retry-After`: whole seconds, rounded up, at least one.
pub fn whole_seconds_up(wait: Duration) -> u64 {
    let millis = wait.num_milliseconds().max(1);
    ((millis + 999) / 1000) as u64
}

/// governor's view of Sagpan's clock: time since the Unix epoch, so tests move it with the server's manual clock.
#[derive(Clone)]
struct ServerClock(Clock);

impl GovernorClock for ServerClock {
    type Instant = StdDuration;

    fn now(&self) -> StdDuration {
        let nanos = self.0.now().timestamp_nanos_opt().unwrap_or_default().max(0);
        StdDuration::from_nanos(nanos as u64)
    }
}

/// The state of every key in a bounded LRU map; `write: false` evaluates without writing back (a check).
struct BoundedStore<K: Hash + Eq> {
    map: Arc<Mutex<LruCache<K, Nanos>>>,
    write: bool,
}

impl<K: Hash + Eq + Clone> StateStore for BoundedStore<K> {
    type Key = K;

    fn measure_and_replace<T, F, E>(&self, key: &K, f: F) -> Result<T, E>
    where
        F: Fn(Option<Nanos>) -> Result<(T, Nanos), E>,
    {
        // One lock around read and write: two failures at once both count.
        let mut map = self.map.lock().unwrap_or_else(|p| p.into_inner());
        let (outcome, next) = f(map.get(key).copied())?;
        if self.write {
            map.put(key.clone(), next);
        }
        Ok(outcome)
    }
}

type Gcra<K> = RateLimiter<K, BoundedStore<K>, ServerClock, NoOpMiddleware<StdDuration>>;

pub struct Limiter {
    counting: Gcra<String>,
    checking: Gcra<String>,
    map: Arc<Mutex<LruCache<String, Nanos>>>,
    clock: ServerClock,
}

impl Limiter {
    pub fn new(limit: Limit, clock: &Clock, capacity: usize) -> Self {
        let max = NonZeroU32::new(limit.max).unwrap_or(NonZeroU32::MIN);
        let window = limit.window.to_std().unwrap_or(StdDuration::from_secs(1));
        let quota = Quota::with_period(window / max.get()).map_or(Quota::per_hour(max), |q| q.allow_burst(max));
        let capacity = std::num::NonZeroUsize::new(capacity).unwrap_or(std::num::NonZeroUsize::MIN);
        let map = Arc::new(Mutex::new(LruCache::new(capacity)));
        let clock = ServerClock(clock.clone());
        let store = |write| BoundedStore { map: map.clone(), write };
        Self {
            counting: RateLimiter::new(quota, store(true), clock.clone()),
            checking: RateLimiter::new(quota, store(false), clock.clone()),
            map,
            clock,
        }
    }

    fn refused(&self, not_until: governor::NotUntil<StdDuration>) -> ApiError {
        let wait = not_until.wait_time_from(self.clock.now());
        let mut error = ApiError::new(ErrorCode::TooManyRequests);
        error.retry_after_secs = Some(whole_seconds_up(Duration::from_std(wait).unwrap_or(Duration::seconds(1))));
        error
    }

    /// Refuses with 429 (and Retry-After) when `key` has no request left; counts nothing.
    pub fn check(&self, key: &str) -> Result<(), ApiError> {
        self.checking.check_key(&key.to_owned()).map_err(|n| self.refused(n))
    }

    /// Counts one for `key` (a failure that happened).
    pub fn record(&self, key: &str) {
        let _ = self.counting.check_key(&key.to_owned());
    }

    /// Counts one for `key`, refusing with 429 when none is left.
    pub fn hit(&self, key: &str) -> Result<(), ApiError> {
        self.counting.check_key(&key.to_owned()).map_err(|n| self.refused(n))
    }

    /// Forgets `key` (a successful sign-in clears the account's failures).
    pub fn clear(&self, key: &str) {
        self.map.lock().unwrap_or_else(|p| p.into_inner()).pop(key);
    }

    /// How many keys are remembered.
    pub fn len(&self) -> usize {
        self.map.lock().unwrap_or_else(|p| p.into_inner()).len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Every in-memory limit of the server.
pub struct Limits {
    pub sign_in_failures_per_account: Limiter,
    pub sign_in_failures_per_address: Limiter,
    pub code_check_failures: Limiter,
    pub code_requests: Limiter,
    pub registrations: Limiter,
    pub public_forms: Limiter,
}

impl Limits {
    pub fn new(clock: &Clock) -> Self {
        let limiter = |limit| Limiter::new(limit, clock, KEYS_PER_LIMITER);
        Self {
            sign_in_failures_per_account: limiter(SIGN_IN_PER_ACCOUNT),
            sign_in_failures_per_address: limiter(SIGN_IN_PER_ADDRESS),
            code_check_failures: limiter(CODE_CHECKS_PER_ADDRESS),
            code_requests: limiter(CODE_REQUESTS),
            registrations: limiter(REGISTRATIONS_PER_ADDRESS),
            public_forms: limiter(PUBLIC_FORMS_PER_ADDRESS),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_limit_allows_its_burst_then_refuses_until_the_window_earns_one_back() {
        let clock = Clock::manual(chrono::Utc::now());
        let limiter = Limiter::new(Limit { max: 3, window: Duration::minutes(15) }, &clock, 100);
        for _ in 0..3 {
            assert!(limiter.check("a").is_ok());
            limiter.record("a");
        }
        let refused = limiter.check("a").unwrap_err();
        assert_eq!(refused.code, ErrorCode::TooManyRequests);
        assert_eq!(refused.retry_after_secs, Some(300), "one comes back every window / max");
        assert!(limiter.check("b").is_ok(), "keys are apart");
        clock.advance(Duration::minutes(5));
        assert!(limiter.hit("a").is_ok());
        assert!(limiter.hit("a").is_err());
        limiter.clear("a");
        assert!(limiter.check("a").is_ok());
    }

    #[test]
    fn checking_counts_nothing() {
        let clock = Clock::manual(chrono::Utc::now());
        let limiter = Limiter::new(Limit { max: 2, window: Duration::minutes(1) }, &clock, 100);
        for _ in 0..10 {
            assert!(limiter.check("a").is_ok());
        }
    }

    #[test]
    fn a_hundred_thousand_made_up_keys_leave_it_at_its_size() {
        let clock = Clock::manual(chrono::Utc::now());
        let limiter = Limiter::new(SIGN_IN_PER_ADDRESS, &clock, KEYS_PER_LIMITER);
        for i in 0..100_000 {
            limiter.record(&format!("attacker-{i}"));
        }
        assert_eq!(limiter.len(), KEYS_PER_LIMITER);
        // The newest keys are the ones remembered.
        for _ in 0..SIGN_IN_PER_ADDRESS.max {
            limiter.record("attacker-99999");
        }
        assert!(limiter.check("attacker-99999").is_err());
    }
}
