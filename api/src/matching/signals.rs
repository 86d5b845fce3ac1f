//! Honest signals on cards (rule 47b): when a member was last active, in four steps (hidden after three months of
//! absence, or when they hide it), and the share of the requests they received that they replied to, shown once
//! enough requests count. Both are read for a page of cards at once.

use std::collections::HashMap;

use chrono::{DateTime, Duration, Utc};
use sea_orm::{
    ConnectionTrait, FromQueryResult,
    sea_query::{Alias, Expr, ExprTrait, Func, Query},
};
use shared::{
    LastActive, RequestState,
    limits::{LAST_ACTIVE_SHOWN_DAYS, REPLY_RATE_DAYS, REPLY_RATE_GRACE_DAYS, REPLY_RATE_MIN_REQUESTS},
};

use entity::{connection_request, member};

use crate::{db::among, error::ApiError};

/// When `at` was, as others are told: today (in India), this week, this month, earlier; nothing after three months or
/// when hidden.
pub fn last_active(at: Option<DateTime<Utc>>, hidden: bool, now: DateTime<Utc>) -> Option<LastActive> {
    let at = at.filter(|_| !hidden)?;
    let ago = now - at;
    Some(if shared::rules::india_date(at) == shared::rules::india_date(now) {
        LastActive::Today
    } else if ago < Duration::days(7) {
        LastActive::ThisWeek
    } else if ago < Duration::days(30) {
        LastActive::ThisMonth
    } else if ago < Duration::days(LAST_ACTIVE_SHOWN_DAYS) {
        LastActive::Earlier
    } else {
        return None;
    })
}

#[derive(FromQueryResult)]
struct Counted {
    receiver_id: i32,
    received: i64,
    replied: i64,
}

/// The reply rate (0 to 100) of each of `ids` with enough requests to tell: of the requests they received over the
/// last 180 days and at least 3 days ago (withdrawn ones aside), the share they replied to in any way.
pub async fn reply_rates(
    db: &impl ConnectionTrait,
    ids: &[i32],
    now: DateTime<Utc>,
) -> Result<HashMap<i32, u8>, ApiError> {
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    type R = connection_request::Column;
    let c = |column: R| Expr::col((connection_request::Entity, column));
    let answered = Expr::case(
        c(R::Reply)
            .is_not_null()
            .or(c(R::Status).is_in([RequestState::Accepted.as_str(), RequestState::Declined.as_str()])),
        Expr::val(1),
    )
    .finally(Expr::val(0));
    let backend = db.get_database_backend();
    let mut q = Query::select();
    q.column((connection_request::Entity, R::ReceiverId))
        .expr_as(Func::count(Expr::val(1)), Alias::new("received"))
        .expr_as(Func::sum(answered), Alias::new("replied"))
        .from(connection_request::Entity)
        .and_where(among(backend, c(R::ReceiverId), ids))
        .and_where(c(R::Status).ne(RequestState::Cancelled.as_str()))
        .and_where(c(R::CreatedAt).gt(now - Duration::days(REPLY_RATE_DAYS)))
        .and_where(c(R::CreatedAt).lte(now - Duration::days(REPLY_RATE_GRACE_DAYS)))
        .group_by_col((connection_request::Entity, R::ReceiverId));
    let rows = Counted::find_by_statement(backend.build(&q)).all(db).await?;
    Ok(rows
        .into_iter()
        .filter(|r| r.received >= REPLY_RATE_MIN_REQUESTS)
        .map(|r| (r.receiver_id, (r.replied * 100 / r.received).clamp(0, 100) as u8))
        .collect())
}

/// Marks the members of a sign-in (its account, and the profile a family manager acts for) active now; at most once
/// an hour each, so that a kept sign-in writes little.
pub async fn mark_active(db: &impl ConnectionTrait, ids: &[i32], now: DateTime<Utc>) -> Result<(), ApiError> {
    use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
    member::Entity::update_many()
        .col_expr(member::Column::LastActiveAt, Expr::value(now))
        .filter(member::Column::Id.is_in(ids.iter().copied()))
        .filter(
            sea_orm::Condition::any()
                .add(member::Column::LastActiveAt.is_null())
                .add(member::Column::LastActiveAt.lt(now - Duration::hours(1))),
        )
        .exec(db)
        .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    #[test]
    fn last_active_reads_in_four_steps_and_goes_after_three_months() {
        // Noon in India.
        let now = Utc.with_ymd_and_hms(2026, 12, 7, 6, 30, 0).unwrap();
        let at = |hours: i64| last_active(Some(now - Duration::hours(hours)), false, now);
        assert_eq!(at(6), Some(LastActive::Today));
        assert_eq!(at(13), Some(LastActive::ThisWeek));
        assert_eq!(at(7 * 24 - 1), Some(LastActive::ThisWeek));
        assert_eq!(at(7 * 24), Some(LastActive::ThisMonth));
        assert_eq!(at(30 * 24), Some(LastActive::Earlier));
        assert_eq!(at(90 * 24 - 1), Some(LastActive::Earlier));
        assert_eq!(at(90 * 24), None);
        assert_eq!(last_active(Some(now), true, now), None);
        assert_eq!(last_active(None, false, now), None);
    }
}
