//! One-time codes: 6 digits from the OS's secure source, stored as SHA-256 with the server secret, 10 minutes, single use,
//! bound to a purpose; 5 wrong tries burn a code; a new one at most every 60 seconds and 5 an hour per address.

use chrono::Duration;
use rand::Rng;
use sea_orm::{ActiveModelTrait, ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder, Set};
use sha2::{Digest, Sha256};

use entity::one_time_code;
use shared::limits;

use crate::{
    clock::Clock,
    error::{ApiError, ErrorCode},
};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    ConfirmEmail,
    Login,
    ResetPassword,
    ChangeEmail,
}

impl Purpose {
    pub fn as_str(self) -> &'static str {
        match self {
            Purpose::ConfirmEmail => "confirm_email",
            Purpose::Login => "login",
            Purpose::ResetPassword => "reset_password",
            Purpose::ChangeEmail => "change_email",
        }
    }
}

pub fn generate() -> String {
    format!("{:06}", rand::rngs::OsRng.gen_range(0..1_000_000u32))
}

fn digest(secret: &[u8], email: &str, purpose: Purpose, code: &str) -> String {
    let mut hasher = Sha256::new();
    for part in [secret, email.as_bytes(), purpose.as_str().as_bytes(), code.as_bytes()] {
        hasher.update((part.len() as u64).to_be_bytes());
        hasher.update(part);
    }
    hex::encode(hasher.finalize())
}

/// Refuses a new code while the address had one in the last 60 seconds or 5 in the last hour (429 with Retry-After).
pub async fn check_issue_rate(db: &DatabaseConnection, clock: &Clock, email: &str) -> Result<(), ApiError> {
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
    let mut error = ApiError::new(ErrorCode::TooManyRequests).with_detail("code_rate_limited");
    error.retry_after_secs = Some(crate::ratelimit::whole_seconds_up(wait));
    error
}

/// Stores a new code for `email` and answers it (to be mailed when there is an account).
pub async fn issue(
    db: &DatabaseConnection,
    clock: &Clock,
    secret: &[u8],
    email: &str,
    member_id: Option<i32>,
    purpose: Purpose,
) -> Result<String, ApiError> {
    check_issue_rate(db, clock, email).await?;
    let code = generate();
    let now = clock.now();
    one_time_code::ActiveModel {
        email: Set(email.to_owned()),
        member_id: Set(member_id),
        purpose: Set(purpose.as_str().to_owned()),
        code_hash: Set(digest(secret, email, purpose, &code)),
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

/// Consumes the newest live code of `email` for `purpose` when `code` matches it; a wrong code counts against it and
/// the fifth wrong one burns it. Every failure is the same 422 `wrong_code`, whether or not a code or account exists.
pub async fn consume(
    db: &DatabaseConnection,
    clock: &Clock,
    secret: &[u8],
    email: &str,
    purpose: Purpose,
    code: &str,
) -> Result<Option<i32>, ApiError> {
    let now = clock.now();
    let wrong = || ApiError::new(ErrorCode::RuleViolated).with_detail("wrong_code");
    let live = one_time_code::Entity::find()
        .filter(one_time_code::Column::Email.eq(email))
        .filter(one_time_code::Column::Purpose.eq(purpose.as_str()))
        .filter(one_time_code::Column::ConsumedAt.is_null())
        .filter(one_time_code::Column::ExpiresAt.gt(now))
        .order_by_desc(one_time_code::Column::CreatedAt)
        .one(db)
        .await?;
    let Some(row) = live else { return Err(wrong()) };
    let matches = digest(secret, email, purpose, code) == row.code_hash;
    let mut active: one_time_code::ActiveModel = row.clone().into();
    if matches && row.member_id.is_some() {
        active.consumed_at = Set(Some(now));
        active.update(db).await?;
        return Ok(row.member_id);
    }
    let attempts = row.wrong_attempts + 1;
    active.wrong_attempts = Set(attempts);
    if attempts >= limits::OTP_MAX_WRONG as i32 {
        active.consumed_at = Set(Some(now));
    }
    active.update(db).await?;
    Err(wrong())
}
