//! Daily allowances (rule A1): per member and rolling day, how many distinct members' details they may open, how
//! many cards the match lists and searches may show them, and how many bio-data they may download. Member ids are
//! sequential: without these, one account could copy the community's profiles. Past an allowance the call answers
//! 429 with `Retry-After`; the member's own data and inbox are never counted.
//!
//! A use is taken in the transaction of the call that makes it, after locking the member's row
//! ([`lock_member`]), so that two calls at once are counted one after the other and the allowance is never passed.
//! Member details count once per member opened in a day; cards and downloads count in hourly rows, so a day is
//! counted to the hour (a use leaves the count between 23 and 24 hours after it was made).
//!
//! Written here rather than taken from a rate limiter (governor, or our GCRA in [`crate::ratelimit`]): an allowance
//! counts distinct members opened, is taken by amounts known only after the page is read, must hold exactly under
//! concurrent calls of one member, and tells moderators who reached it; a cell-rate limiter does none of these.

use crate::error::Reason;
use chrono::{DateTime, Duration, Utc};
use sea_orm::{
    ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect, Set,
    sea_query::{Expr, ExprTrait, OnConflict},
};

use entity::{allowance_reached, allowance_use};
use shared::Allowance;

use crate::{
    error::{ApiError, ErrorCode},
    state::AppState,
    work::Work,
};

/// The allowances in force, from the settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Allowances {
    pub member_details: u32,
    pub cards: u32,
    pub bio_data: u32,
}

impl Default for Allowances {
    /// The defaults of rule A1: 150 member details, 1,000 cards and 20 bio-data a day.
    fn default() -> Self {
        Self { member_details: 150, cards: 1_000, bio_data: 20 }
    }
}

impl Allowances {
    pub fn of(&self, kind: Allowance) -> u32 {
        match kind {
            Allowance::MemberDetails => self.member_details,
            Allowance::Cards => self.cards,
            Allowance::BioData => self.bio_data,
        }
    }
}

/// How long a use counts.
pub fn window() -> Duration {
    Duration::hours(24)
}

/// A use of an allowance.
#[derive(Debug, Clone, Copy)]
pub enum Use {
    /// Opening this member's details: counted once a day, however often they are opened.
    Member(i32),
    /// This many cards, or downloads.
    Count(u32),
}

/// What the member has used of `kind` at `now`: the amount, and when the oldest use that counts stops counting.
async fn used(
    db: &impl ConnectionTrait,
    member_id: i32,
    kind: Allowance,
    now: DateTime<Utc>,
) -> Result<(i64, Option<DateTime<Utc>>), ApiError> {
    let (amount, oldest): (Option<i64>, Option<DateTime<Utc>>) = allowance_use::Entity::find()
        .select_only()
        .expr(Expr::col(allowance_use::Column::Amount).sum().cast_as("bigint"))
        .expr(Expr::col(allowance_use::Column::At).min())
        .filter(allowance_use::Column::MemberId.eq(member_id))
        .filter(allowance_use::Column::Kind.eq(kind))
        .filter(allowance_use::Column::At.gt(now - window()))
        .into_tuple()
        .one(db)
        .await?
        .unwrap_or((None, None));
    Ok((amount.unwrap_or(0), oldest.map(|at| at + window())))
}

/// The refusal of a use of `kind`: 429, `Retry-After` until the oldest use stops counting, and a translated detail.
fn refusal(kind: Allowance, now: DateTime<Utc>, free_at: Option<DateTime<Utc>>) -> ApiError {
    let free_at = free_at.unwrap_or(now + window());
    let mut error = ApiError::new(ErrorCode::TooManyRequests).with_detail(match kind {
        Allowance::MemberDetails => Reason::AllowanceMemberDetails,
        Allowance::Cards => Reason::AllowanceCards,
        Allowance::BioData => Reason::AllowanceBioData,
    });
    error.retry_after_secs = Some(crate::ratelimit::whole_seconds_up(free_at - now));
    error.next_free_at = Some(free_at);
    error
}

/// Takes a use of `kind` in `work` (the call's transaction), or refuses it when the allowance is used up. A member
/// whose details were opened within the day is not counted again; a count is taken whole when any is left (a page
/// begun under the allowance is shown whole). On an error the caller drops `work`, then hands the error to
/// [`after_failed_take`].
pub async fn take(work: &Work, state: &AppState, member_id: i32, kind: Allowance, what: Use) -> Result<(), ApiError> {
    let now = state.clock.now();
    work.lock_member(member_id).await?;
    let (key, amount) = match what {
        Use::Member(other) => {
            let counted = allowance_use::Entity::find_by_id((member_id, kind, i64::from(other)))
                .filter(allowance_use::Column::At.gt(now - window()))
                .one(&**work)
                .await?
                .is_some();
            if counted {
                return Ok(());
            }
            (i64::from(other), 1)
        }
        Use::Count(0) => return Ok(()),
        Use::Count(n) => (now.timestamp().div_euclid(3600), i32::try_from(n).unwrap_or(i32::MAX)),
    };
    let (used, free_at) = used(&**work, member_id, kind, now).await?;
    if used >= i64::from(state.allowances.of(kind)) {
        return Err(refusal(kind, now, free_at));
    }
    let at = match what {
        Use::Member(_) => now,
        Use::Count(_) => DateTime::from_timestamp(key * 3600, 0).unwrap_or(now),
    };
    let row = allowance_use::ActiveModel {
        member_id: Set(member_id),
        kind: Set(kind),
        key: Set(key),
        at: Set(at),
        amount: Set(amount),
    };
    let on_conflict = match what {
        // A member opened more than a day ago begins to count again now.
        Use::Member(_) => OnConflict::columns(KEY).value(allowance_use::Column::At, now).to_owned(),
        Use::Count(_) => OnConflict::columns(KEY)
            .value(
                allowance_use::Column::Amount,
                Expr::col((allowance_use::Entity, allowance_use::Column::Amount)).add(amount),
            )
            .to_owned(),
    };
    allowance_use::Entity::insert(row).on_conflict(on_conflict).exec_without_returning(&**work).await?;
    Ok(())
}

const KEY: [allowance_use::Column; 3] =
    [allowance_use::Column::MemberId, allowance_use::Column::Kind, allowance_use::Column::Key];

/// Records a refused use for the moderators (`/admin/limits`): one more refusal, and one more time reached when the
/// last refusal was more than a day ago. Best effort, in a statement of its own: the refusal stands either way.
pub async fn refused(state: &AppState, member_id: i32, kind: Allowance) {
    let now = state.clock.now();
    let row = allowance_reached::ActiveModel {
        member_id: Set(member_id),
        kind: Set(kind),
        times: Set(1),
        refused: Set(1),
        first_at: Set(now),
        last_at: Set(now),
    };
    let last = Expr::col((allowance_reached::Entity, allowance_reached::Column::LastAt));
    let new_time = Expr::case(last.clone().lt(now - window()), 1).finally(0);
    let result = allowance_reached::Entity::insert(row)
        .on_conflict(
            OnConflict::columns([allowance_reached::Column::MemberId, allowance_reached::Column::Kind])
                .value(
                    allowance_reached::Column::Times,
                    Expr::col((allowance_reached::Entity, allowance_reached::Column::Times)).add(new_time),
                )
                .value(
                    allowance_reached::Column::Refused,
                    Expr::col((allowance_reached::Entity, allowance_reached::Column::Refused)).add(1),
                )
                .value(allowance_reached::Column::LastAt, now)
                .to_owned(),
        )
        .exec_without_returning(&state.db)
        .await;
    if let Err(e) = result {
        tracing::warn!(error = %e, member_id, kind = kind.as_str(), "could not record a refused use");
    }
}

/// Takes a use in a transaction of its own, for calls that write nothing else; a refusal is recorded ([`refused`]).
pub async fn take_alone(state: &AppState, member_id: i32, kind: Allowance, what: Use) -> Result<(), ApiError> {
    if matches!(what, Use::Count(0)) {
        return Ok(());
    }
    let work = Work::begin(state).await?;
    match take(&work, state, member_id, kind, what).await {
        Ok(()) => work.commit(state).await,
        Err(e) => {
            drop(work);
            Err(after_failed_take(state, member_id, kind, e).await)
        }
    }
}

/// The error of a [`take`] whose transaction has been dropped: a refusal is recorded for the moderators ([`refused`]).
pub async fn after_failed_take(state: &AppState, member_id: i32, kind: Allowance, error: ApiError) -> ApiError {
    if error.code == ErrorCode::TooManyRequests {
        refused(state, member_id, kind).await;
    }
    error
}

/// Forgets uses that count no more.
pub async fn sweep(db: &impl ConnectionTrait, now: DateTime<Utc>) -> Result<u64, sea_orm::DbErr> {
    Ok(allowance_use::Entity::delete_many()
        .filter(allowance_use::Column::At.lte(now - window()))
        .exec(db)
        .await?
        .rows_affected)
}
