//! One-time codes: 6 digits from the OS's secure source, stored as an HMAC with the codes key, 10 minutes, single use,
//! bound to a purpose and an address; 5 wrong tries burn a code; a new one at most every 60 seconds and 5 an hour per
//! address (rule 15).
//!
//! Spending a code is one conditional UPDATE, never a read-modify-write: of 20 wrong codes sent at once exactly 5 are
//! counted and the code is burnt; of a right code sent twice at once exactly one signs in.

use crate::error::Reason;
use chrono::Duration;
use rand::Rng;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, Set,
    sea_query::{Expr, ExprTrait},
};

use entity::one_time_code;
use shared::limits;

use crate::{
    auth::keys::Keys,
    clock::Clock,
    error::{ApiError, ErrorCode},
};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    ConfirmEmail,
    Login,
    ResetPassword,
    ChangeEmail,
    /// The code a sibling receives to link satapeta (rule 11); the member who asked for it enters it.
    Satapeta,
    /// A mobile number's verification by SMS (rule 44).
    Phone,
}

impl Purpose {
    pub fn as_str(self) -> &'static str {
        match self {
            Purpose::ConfirmEmail => "confirm_email",
            Purpose::Login => "login",
            Purpose::ResetPassword => "reset_password",
            Purpose::ChangeEmail => "change_email",
            Purpose::Satapeta => "satapeta",
            Purpose::Phone => "phone",
        }
    }
}

pub fn generate() -> String {
    format!("{:06}", rand::rngs::OsRng.gen_range(0..1_000_000u32))
}

fn parts<'a>(email: &'a str, purpose: Purpose, code: &'a str) -> [&'a [u8]; 3] {
    [email.as_bytes(), purpose.as_str().as_bytes(), code.as_bytes()]
}

fn wrong() -> ApiError {
    ApiError::new(ErrorCode::RuleViolated).with_detail(Reason::WrongCode)
}

/// Refuses a new code while the address had one in the last 60 seconds or 5 in the last hour (429 with Retry-After).
pub async fn check_issue_rate(db: &impl ConnectionTrait, clock: &Clock, email: &str) -> Result<(), ApiError> {
    let now = clock.now();
    let hour_ago = now - Duration::hours(1);
    let recent = one_time_code::Entity::find()
        .filter(one_time_code::Column::Email.eq(email))
        .filter(one_time_code::Column::CreatedAt.gt(hour_ago))
        .order_by_asc(one_time_code::Column::CreatedAt)
        .all(db)
        .await?;
    if let Some(last) = recent.last() {
        let wait = Duration::seconds(limits::OTP_RESEND_SECS as i64) - (now - last.created_at);
        if wait > Duration::zero() {
            return Err(too_many(wait));
        }
    }
    if recent.len() as u64 >= limits::OTP_MAX_PER_HOUR as u64
        && let Some(oldest) = recent.first()
    {
        return Err(too_many(oldest.created_at + Duration::hours(1) - now));
    }
    Ok(())
}

fn too_many(wait: Duration) -> ApiError {
    let mut error = ApiError::new(ErrorCode::TooManyRequests).with_detail(Reason::CodeRateLimited);
    error.retry_after_secs = Some(crate::ratelimit::whole_seconds_up(wait));
    error
}

/// Stores a new code for `email` on `db` (the transaction that mails it) and answers it, within the limits of
/// [`check_issue_rate`].
pub async fn issue(
    db: &impl ConnectionTrait,
    clock: &Clock,
    keys: &Keys,
    email: &str,
    member_id: Option<i32>,
    purpose: Purpose,
) -> Result<String, ApiError> {
    // Requests for one address wait for each other here until the transaction ends, whichever instance they
    // reached: each then counts the codes the one before it issued. SQLite has a single writer already.
    if db.get_database_backend() == sea_orm::DatabaseBackend::Postgres {
        db.execute_raw(sea_orm::Statement::from_sql_and_values(
            sea_orm::DatabaseBackend::Postgres,
            "SELECT pg_advisory_xact_lock(hashtextextended($1, 0))",
            [format!("one_time_code:{email}").into()],
        ))
        .await?;
    }
    check_issue_rate(db, clock, email).await?;
    let code = generate();
    let now = clock.now();
    one_time_code::ActiveModel {
        email: Set(email.to_owned()),
        member_id: Set(member_id),
        purpose: Set(purpose.as_str().to_owned()),
        code_hash: Set(hex::encode(keys.code_mac(&parts(email, purpose, &code)))),
        created_at: Set(now),
        expires_at: Set(now + Duration::seconds(limits::OTP_TTL_SECS as i64)),
        wrong_attempts: Set(0),
        consumed_at: Set(None),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(code)
}

/// The verdict on a code, before it is spent.
pub enum Check {
    /// The code matches the newest live code of the address, which has this id and member.
    Right { code_id: i32, member_id: Option<i32> },
    /// It does not (this code id gets a wrong try), or there is no live code at all.
    Wrong { code_id: Option<i32> },
}

/// Compares `code` with the newest live code of `email` for `purpose`, in constant time. Reads only: [`spend`] then
/// records the verdict in the use case's transaction, as its first statement.
pub async fn check(
    db: &impl ConnectionTrait,
    clock: &Clock,
    keys: &Keys,
    email: &str,
    purpose: Purpose,
    code: &str,
) -> Result<Check, ApiError> {
    let live = one_time_code::Entity::find()
        .filter(one_time_code::Column::Email.eq(email))
        .filter(one_time_code::Column::Purpose.eq(purpose.as_str()))
        .filter(one_time_code::Column::ConsumedAt.is_null())
        .filter(one_time_code::Column::ExpiresAt.gt(clock.now()))
        .order_by_desc(one_time_code::Column::CreatedAt)
        .order_by_desc(one_time_code::Column::Id)
        .one(db)
        .await?;
    let Some(row) = live else { return Ok(Check::Wrong { code_id: None }) };
    let stored = hex::decode(&row.code_hash).unwrap_or_default();
    if keys.code_mac_matches(&parts(email, purpose, code), &stored) {
        Ok(Check::Right { code_id: row.id, member_id: row.member_id })
    } else {
        Ok(Check::Wrong { code_id: Some(row.id) })
    }
}

/// Records the verdict on `db`: a right code is consumed (only if it is still live: of two uses at once one wins),
/// a wrong one counts a try and the fifth burns the code. Answers the member of a consumed code; every failure is
/// the same 422 `wrong_code`, whether or not a code or an account exists. A wrong try must be committed even though
/// the call fails: commit the transaction before returning the error.
pub async fn spend(
    db: &impl ConnectionTrait,
    clock: &Clock,
    verdict: Check,
) -> Result<Result<i32, ApiError>, ApiError> {
    let now = clock.now();
    match verdict {
        Check::Right { code_id, member_id } => {
            let consumed = one_time_code::Entity::update_many()
                .col_expr(one_time_code::Column::ConsumedAt, Expr::value(now))
                .filter(one_time_code::Column::Id.eq(code_id))
                .filter(one_time_code::Column::ConsumedAt.is_null())
                .filter(one_time_code::Column::ExpiresAt.gt(now))
                .exec(db)
                .await?
                .rows_affected;
            Ok(match (consumed, member_id) {
                (1, Some(member_id)) => Ok(member_id),
                _ => Err(wrong()),
            })
        }
        Check::Wrong { code_id: Some(code_id) } => {
            let attempts = Expr::col(one_time_code::Column::WrongAttempts).add(1);
            let burnt = Expr::case(attempts.clone().gte(limits::OTP_MAX_WRONG as i32), Expr::value(now))
                .finally(Expr::col(one_time_code::Column::ConsumedAt));
            one_time_code::Entity::update_many()
                .col_expr(one_time_code::Column::WrongAttempts, attempts)
                .col_expr(one_time_code::Column::ConsumedAt, burnt.into())
                .filter(one_time_code::Column::Id.eq(code_id))
                .filter(one_time_code::Column::ConsumedAt.is_null())
                .exec(db)
                .await?;
            Ok(Err(wrong()))
        }
        Check::Wrong { code_id: None } => Ok(Err(wrong())),
    }
}
