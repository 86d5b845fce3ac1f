//! Rate limits held in the database, so that every instance behind one address counts against the same state: two
//! instances together allow no more than one would.
//!
//! Each limit is a GCRA (the generic cell rate algorithm, as `governor` runs it in memory): it allows a burst of `max`
//! and earns one back every `window / max`, so `max` in any `window` at most. A key's whole state is one time, its
//! theoretical arrival time (TAT), in the `rate_limit` table. A request is allowed while the TAT is at most
//! `window - window / max` ahead of now, and moves it `window / max` further; a refused one leaves it, so an attacker
//! who keeps trying cannot push the owner's wait further out. Taking one is a conditional `UPDATE` of the key's row
//! (or the `INSERT` of its first), a single statement that both databases apply atomically, so requests that arrive
//! together at different instances are counted one by one. We wrote this because governor keeps its state behind a
//! synchronous interface in memory, and no library we found keeps a GCRA in a SQL table on both SQLite and PostgreSQL.
//!
//! Keys are stored as a hash of the limit's name and the counted value (an address, an account name), never the value
//! itself; rows whose TAT has passed allow a full burst again and are swept ([`sweep`]), so made-up keys cannot grow the
//! table beyond what one window brings.
//!
//! Failures (a wrong password, a wrong code) are counted only when they happen, but checked before the work that
//! could fail: [`Limiter::check`] reads, [`Limiter::record`] counts one. Requests of a kind that is always counted use
//! [`Limiter::hit`]. Inside the use case's own transaction, [`Limiter::hit_in`] and [`Limiter::record_in`] count. `hit`, `record` and `clear` write
//! in a transaction of their own, so they are never called while a [`Work`] is open: on SQLite they would wait for
//! the turn that Work holds.

use chrono::{DateTime, Duration, Utc};
use sea_orm::{
    ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, Set,
    sea_query::{Expr, OnConflict},
};
use sha2::{Digest, Sha256};

use entity::rate_limit;

use crate::{
    error::{ApiError, ErrorCode},
    state::AppState,
    work::Work,
};

/// A limit: at most `max` in any `window`.
#[derive(Debug, Clone, Copy)]
pub struct Limit {
    pub max: u32,
    pub window: Duration,
}

/// Failed sign-ins per account (the member, whichever spelling of their e-mail or number was typed; the normalised
/// identifier when it names no account), and per client address. Many members share one address behind a mobile
/// carrier's NAT, so only failures count there, and an address past its limit still lets a right password through for
/// an account that is not itself limited (see the sign-in).
pub const SIGN_IN_PER_ACCOUNT: Limit = Limit { max: 10, window: Duration::minutes(15) };
pub const SIGN_IN_PER_ADDRESS: Limit = Limit { max: 30, window: Duration::minutes(15) };
/// Wrong codes per client address, across e-mail addresses.
pub const CODE_CHECKS_PER_ADDRESS: Limit = Limit { max: 30, window: Duration::minutes(15) };
/// Code requests per client address and per e-mail address (the database limits each address's codes besides).
pub const CODE_REQUESTS: Limit = Limit { max: 20, window: Duration::hours(1) };
/// Codes texted to one mobile number, whichever members asked for them (rule 15's five an hour for an address, so
/// that no set of accounts can flood a stranger's phone); each member's own codes for it are also one a minute.
pub const PHONE_CODES_PER_NUMBER: Limit = Limit { max: 5, window: Duration::hours(1) };
/// Wrong guesses of a sibling's profile id and birth date per member and day (satapeta), besides the 15-minute limit
/// of wrong codes.
pub const SATAPETA_GUESSES_PER_DAY: Limit = Limit { max: 10, window: Duration::hours(24) };
/// Registrations per client address.
pub const REGISTRATIONS_PER_ADDRESS: Limit = Limit { max: 10, window: Duration::hours(1) };

/// Contact-form enquiries and footer subscriptions per client address: a public form must not become a way to
/// fill the moderators' queue or send confirmation mail to strangers.
pub const PUBLIC_FORMS_PER_ADDRESS: Limit = Limit { max: 20, window: Duration::hours(1) };

/// A wait for `Retry-After`: whole seconds, rounded up, at least one.
pub fn whole_seconds_up(wait: Duration) -> u64 {
    let millis = wait.num_milliseconds().max(1);
    ((millis + 999) / 1000) as u64
}

/// One named limit.
#[derive(Debug, Clone, Copy)]
pub struct Limiter {
    name: &'static str,
    limit: Limit,
}

impl Limiter {
    pub const fn new(name: &'static str, limit: Limit) -> Self {
        Self { name, limit }
    }

    /// Milliseconds each request moves the TAT.
    fn interval(&self) -> i64 {
        (self.limit.window.num_milliseconds() / i64::from(self.limit.max.max(1))).max(1)
    }

    /// How far ahead of now the TAT may be for a request to be allowed: the rest of the burst.
    fn tolerance(&self) -> i64 {
        (self.limit.window.num_milliseconds() - self.interval()).max(0)
    }

    /// The row's key: the limit's name and a hash of the value, 64 characters at most.
    fn row_key(&self, key: &str) -> String {
        let digest = Sha256::digest(format!("{}\0{key}", self.name).as_bytes());
        format!("{}:{}", self.name, hex::encode(&digest[..16]))
    }

    /// The refusal of `key` at `now`, if it has no request left.
    async fn refusal(
        &self,
        db: &impl ConnectionTrait,
        now: DateTime<Utc>,
        key: &str,
    ) -> Result<Option<ApiError>, DbErr> {
        let tat = rate_limit::Entity::find_by_id(self.row_key(key)).one(db).await?.map(|row| row.tat);
        Ok(self.refusal_at(tat, now))
    }

    /// The refusal for a key whose row holds `tat` (none: never counted), if it has no request left at `now`.
    fn refusal_at(&self, tat: Option<i64>, now: DateTime<Utc>) -> Option<ApiError> {
        let wait = tat.map_or(0, |tat| tat - now.timestamp_millis() - self.tolerance());
        (wait > 0).then(|| {
            let mut error = ApiError::new(ErrorCode::TooManyRequests);
            error.retry_after_secs = Some(whole_seconds_up(Duration::milliseconds(wait)));
            error
        })
    }

    /// Takes one request for `key` at `now` if one is left; answers whether it did.
    async fn take(&self, db: &impl ConnectionTrait, now: DateTime<Utc>, key: &str) -> Result<bool, DbErr> {
        let row_key = self.row_key(key);
        let now_ms = now.timestamp_millis();
        let allowed_update = || async {
            use sea_orm::sea_query::ExprTrait as _;
            let tat = Expr::col(rate_limit::Column::Tat);
            let start: Expr = Expr::case(tat.clone().gt(now_ms), tat.clone()).finally(Expr::value(now_ms)).into();
            Ok::<_, DbErr>(
                rate_limit::Entity::update_many()
                    .col_expr(rate_limit::Column::Tat, start.add(self.interval()))
                    .filter(rate_limit::Column::Key.eq(row_key.clone()))
                    .filter(rate_limit::Column::Tat.lte(now_ms + self.tolerance()))
                    .exec(db)
                    .await?
                    .rows_affected
                    == 1,
            )
        };
        if allowed_update().await? {
            return Ok(true);
        }
        let inserted = rate_limit::Entity::insert(rate_limit::ActiveModel {
            key: Set(row_key.clone()),
            tat: Set(now_ms + self.interval()),
        })
        .on_conflict(OnConflict::column(rate_limit::Column::Key).do_nothing().to_owned())
        .exec_without_returning(db)
        .await?;
        if inserted == 1 {
            return Ok(true);
        }
        // Another request made the row between the two statements: try it again.
        allowed_update().await
    }

    /// Refuses with 429 (and Retry-After) when `key` has no request left; counts nothing.
    pub async fn check(&self, state: &AppState, key: &str) -> Result<(), ApiError> {
        match self.refusal(&state.db, state.clock.now(), key).await? {
            Some(refused) => Err(refused),
            None => Ok(()),
        }
    }

    /// Counts one for `key` in the use case's open transaction, refusing with 429 when none is left.
    pub async fn hit_in(&self, work: &Work, state: &AppState, key: &str) -> Result<(), ApiError> {
        let now = state.clock.now();
        if self.take(&**work, now, key).await? {
            return Ok(());
        }
        Err(self.refusal(&**work, now, key).await?.unwrap_or_else(|| ApiError::new(ErrorCode::TooManyRequests)))
    }

    /// Counts one for `key`, refusing with 429 when none is left.
    pub async fn hit(&self, state: &AppState, key: &str) -> Result<(), ApiError> {
        let work = Work::begin(state).await?;
        self.hit_in(&work, state, key).await?;
        work.commit(state).await
    }

    /// Counts one for `key` (a failure that happened) in the use case's open transaction; one over the limit changes
    /// nothing.
    pub async fn record_in(&self, work: &Work, state: &AppState, key: &str) -> Result<(), ApiError> {
        self.take(&**work, state.clock.now(), key).await?;
        Ok(())
    }

    /// Counts one for `key` (a failure that happened); one over the limit changes nothing.
    pub async fn record(&self, state: &AppState, key: &str) -> Result<(), ApiError> {
        let work = Work::begin(state).await?;
        self.record_in(&work, state, key).await?;
        work.commit(state).await
    }

    /// Forgets `key` in the use case's open transaction (a successful sign-in clears the account's failures).
    pub async fn clear_in(&self, work: &Work, key: &str) -> Result<(), ApiError> {
        rate_limit::Entity::delete_by_id(self.row_key(key)).exec(&**work).await?;
        Ok(())
    }
}

/// What one limit says of its key: the refusal when it has no request left, and whether it has counted something (a
/// row that [`Limiter::clear_in`] would delete).
#[derive(Debug)]
pub struct Reading {
    pub refused: Option<ApiError>,
    pub counted: bool,
}

/// Reads several limits, each with its key, in one statement, counting nothing.
pub async fn read_all(state: &AppState, checks: &[(&Limiter, &str)]) -> Result<Vec<Reading>, ApiError> {
    let keys: Vec<String> = checks.iter().map(|(limiter, key)| limiter.row_key(key)).collect();
    let rows = rate_limit::Entity::find().filter(rate_limit::Column::Key.is_in(keys.clone())).all(&state.db).await?;
    let now = state.clock.now();
    Ok(checks
        .iter()
        .zip(&keys)
        .map(|((limiter, _), key)| {
            let tat = rows.iter().find(|row| &row.key == key).map(|row| row.tat);
            Reading { refused: limiter.refusal_at(tat, now), counted: tat.is_some() }
        })
        .collect())
}

/// Every limit of the server.
pub struct Limits {
    pub sign_in_failures_per_account: Limiter,
    pub sign_in_failures_per_address: Limiter,
    pub code_check_failures: Limiter,
    pub code_requests: Limiter,
    pub phone_codes: Limiter,
    pub registrations: Limiter,
    pub public_forms: Limiter,
    pub satapeta_guesses: Limiter,
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            sign_in_failures_per_account: Limiter::new("sign-in-account", SIGN_IN_PER_ACCOUNT),
            sign_in_failures_per_address: Limiter::new("sign-in-address", SIGN_IN_PER_ADDRESS),
            code_check_failures: Limiter::new("code-check", CODE_CHECKS_PER_ADDRESS),
            code_requests: Limiter::new("code-request", CODE_REQUESTS),
            phone_codes: Limiter::new("phone-code", PHONE_CODES_PER_NUMBER),
            registrations: Limiter::new("registration", REGISTRATIONS_PER_ADDRESS),
            public_forms: Limiter::new("public-form", PUBLIC_FORMS_PER_ADDRESS),
            satapeta_guesses: Limiter::new("satapeta-day", SATAPETA_GUESSES_PER_DAY),
        }
    }
}

/// Deletes the keys whose TAT has passed: they allow a full burst again, as a missing row does.
pub async fn sweep(db: &impl ConnectionTrait, now: DateTime<Utc>) -> Result<u64, DbErr> {
    Ok(rate_limit::Entity::delete_many()
        .filter(rate_limit::Column::Tat.lt(now.timestamp_millis()))
        .exec(db)
        .await?
        .rows_affected)
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn database() -> (tempfile::TempDir, sea_orm::DatabaseConnection) {
        use migration::MigratorTrait;
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}?mode=rwc", dir.path().join("t.db").display());
        let db = sea_orm::Database::connect(url).await.unwrap();
        migration::Migrator::up(&db, None).await.unwrap();
        (dir, db)
    }

    #[tokio::test]
    async fn a_limit_allows_its_burst_then_refuses_until_the_window_earns_one_back() {
        let (_dir, db) = database().await;
        let limiter = Limiter::new("t", Limit { max: 3, window: Duration::minutes(15) });
        let now = Utc::now();
        for _ in 0..3 {
            assert!(limiter.refusal(&db, now, "a").await.unwrap().is_none());
            assert!(limiter.take(&db, now, "a").await.unwrap());
        }
        assert!(!limiter.take(&db, now, "a").await.unwrap());
        let refused = limiter.refusal(&db, now, "a").await.unwrap().unwrap();
        assert_eq!(refused.code, ErrorCode::TooManyRequests);
        assert_eq!(refused.retry_after_secs, Some(300), "one comes back every window / max");
        assert!(limiter.refusal(&db, now, "b").await.unwrap().is_none(), "keys are apart");
        // Refused tries did not push the wait further out.
        for _ in 0..10 {
            assert!(!limiter.take(&db, now, "a").await.unwrap());
        }
        let later = now + Duration::minutes(5);
        assert!(limiter.take(&db, later, "a").await.unwrap());
        assert!(!limiter.take(&db, later, "a").await.unwrap());
        // A limit with another name counts the same value apart.
        let other = Limiter::new("u", Limit { max: 3, window: Duration::minutes(15) });
        assert!(other.take(&db, later, "a").await.unwrap());
    }

    #[tokio::test]
    async fn keys_are_stored_hashed_and_swept_once_their_window_has_passed() {
        let (_dir, db) = database().await;
        let limiter = Limiter::new("sign-in-account", SIGN_IN_PER_ACCOUNT);
        let now = Utc::now();
        for i in 0..100 {
            assert!(limiter.take(&db, now, &format!("someone{i}@example.com")).await.unwrap());
        }
        let rows = rate_limit::Entity::find().all(&db).await.unwrap();
        assert_eq!(rows.len(), 100);
        assert!(rows.iter().all(|r| !r.key.contains('@') && r.key.len() <= 64), "{:?}", rows[0]);
        assert_eq!(sweep(&db, now).await.unwrap(), 0, "still within their window");
        let passed = now + SIGN_IN_PER_ACCOUNT.window / SIGN_IN_PER_ACCOUNT.max as i32 + Duration::milliseconds(1);
        assert_eq!(sweep(&db, passed).await.unwrap(), 100);
    }
}
