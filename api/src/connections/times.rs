//! The days of reminders and expiry (rule 42) as the settings give them: a module of its own, below the state that
//! holds them and the worker that reads them.

use chrono::{DateTime, Duration, Utc};

/// The days of rule 42, as the settings give them.
#[derive(Debug, Clone, Copy)]
pub struct Times {
    /// The reminders, in days after the request was sent.
    pub reminders: [i64; 2],
    /// Days without a word before a request expires.
    pub expiry: i64,
    /// Days after an expiry before the sender may ask the same member again.
    pub resend: i64,
    /// How often the worker looks (an hour; the browser tests, which move the server's clock by days, look every few
    /// seconds).
    pub every: std::time::Duration,
}

impl Default for Times {
    fn default() -> Self {
        Self { reminders: [3, 7], expiry: 14, resend: 30, every: std::time::Duration::from_secs(3600) }
    }
}

impl Times {
    /// When the sender of a request that expired at `at` may send to the same member again.
    pub fn resend_after(&self, at: DateTime<Utc>) -> DateTime<Utc> {
        at + Duration::days(self.resend)
    }
}
