//! Reminders and expiry (rule 42): a request that has had no reply reminds its receiver after 3 and 7 days, by their
//! notification settings; a request that waits 14 days without a word (its sending, a reply that left it open, or an
//! answer to a question) expires, and its sender is told it had no reply. An expired request keeps its place in the
//! sender's quota, and the pair may try again 30 days later. The numbers are settings ([`Times`]).
//!
//! A worker's pass looks at the pending requests old enough for either, a batch at a time. Each reminder and each
//! expiry is one transaction that moves the request only from the state it read (the reminder count, or pending), so
//! two instances never send one reminder twice and an answer arriving at the same instant wins or loses whole.

use chrono::{DateTime, Duration, Utc};
use sea_orm::{ColumnTrait, Condition, EntityTrait, QueryFilter, QueryOrder, QuerySelect, sea_query::Expr};
use shared::{NotificationKind, RequestState};

use entity::{connection_request, member, notification};

use super::service::{inbox_button, named};
pub use super::times::Times;
use crate::{
    error::ApiError,
    events::Event,
    notifications::{self as notify, Notice},
    state::AppState,
    work::Work,
};

/// How many requests one batch looks at.
const BATCH: u64 = 500;

/// The last word on a request: its sending, a reply that left it open, or the answer to a question.
fn last_word(r: &connection_request::Model) -> DateTime<Utc> {
    [Some(r.created_at), r.replied_at, r.answered_at].into_iter().flatten().max().unwrap_or(r.created_at)
}

/// How many reminders are due on a request never replied to at `now`.
fn reminders_due(times: &Times, r: &connection_request::Model, now: DateTime<Utc>) -> i32 {
    if r.reply.is_some() {
        return 0;
    }
    times.reminders.iter().filter(|days| r.created_at + Duration::days(**days) <= now).count() as i32
}

/// One pass: every pending request due for a reminder or expiry gets it. Answers how many were reminded and how many
/// expired.
pub async fn pass(state: &AppState) -> Result<(usize, usize), ApiError> {
    let now = state.clock.now();
    let times = state.request_times;
    let first = times.reminders.iter().copied().chain([times.expiry]).min().unwrap_or(times.expiry);
    let (mut reminded, mut expired, mut after) = (0, 0, 0);
    loop {
        let batch = connection_request::Entity::find()
            .filter(connection_request::Column::Status.eq(RequestState::Pending))
            .filter(connection_request::Column::CreatedAt.lte(now - Duration::days(first)))
            .filter(
                Condition::any()
                    .add(connection_request::Column::CreatedAt.lte(now - Duration::days(times.expiry)))
                    .add(
                        Condition::all()
                            .add(connection_request::Column::Reply.is_null())
                            .add(connection_request::Column::Reminders.lt(times.reminders.len() as i32)),
                    ),
            )
            .filter(connection_request::Column::Id.gt(after))
            .order_by_asc(connection_request::Column::Id)
            .limit(BATCH)
            .all(&state.db)
            .await?;
        for r in &batch {
            after = r.id;
            let outcome = if last_word(r) + Duration::days(times.expiry) <= now {
                expire(state, r, now).await.map(|done| expired += usize::from(done))
            } else {
                let due = reminders_due(&times, r, now);
                if r.reminders < due {
                    remind(state, r, due).await.map(|done| reminded += usize::from(done))
                } else {
                    Ok(())
                }
            };
            if let Err(err) = outcome {
                tracing::warn!(request_id = r.id, error = ?err, "could not remind or expire a request");
            }
        }
        if (batch.len() as u64) < BATCH {
            return Ok((reminded, expired));
        }
    }
}

async fn members(work: &Work, r: &connection_request::Model) -> Result<(member::Model, member::Model), ApiError> {
    let find = |id| member::Entity::find_by_id(id).one(&**work);
    let (sender, receiver) = tokio::try_join!(find(r.sender_id), find(r.receiver_id))?;
    Ok((sender.ok_or_else(ApiError::not_found)?, receiver.ok_or_else(ApiError::not_found)?))
}

/// Reminds the receiver the `due`-th time, unless another instance did.
async fn remind(state: &AppState, r: &connection_request::Model, due: i32) -> Result<bool, ApiError> {
    let mut work = Work::begin(state).await?;
    let moved = connection_request::Entity::update_many()
        .col_expr(connection_request::Column::Reminders, Expr::value(due))
        .filter(connection_request::Column::Id.eq(r.id))
        .filter(connection_request::Column::Status.eq(RequestState::Pending))
        .filter(connection_request::Column::Reply.is_null())
        .filter(connection_request::Column::Reminders.lt(due))
        .exec(&*work)
        .await?
        .rows_affected;
    if moved != 1 {
        return Ok(false);
    }
    let (sender, receiver) = members(&work, r).await?;
    let name = named(&sender);
    let days = (state.clock.now() - r.created_at).num_days().to_string();
    let notice = Notice {
        kind: NotificationKind::RequestReminder,
        title: notify::both("connections-reminder-title", &[]),
        body: notify::both("connections-reminder-body", &[("name", &name), ("days", &days)]),
        page: "/inbox?tab=received".into(),
        button: inbox_button(),
        // Not the request's announcement, which an answer rewrites in place.
        request_id: None,
        hold: None,
    };
    notify::tell(state, &mut work, &receiver, notice).await?;
    work.commit(state).await?;
    Ok(true)
}

/// Expires the request, unless it was answered or withdrawn meanwhile: the sender is told it had no reply, and the
/// receiver's announcement says it closed.
async fn expire(state: &AppState, r: &connection_request::Model, now: DateTime<Utc>) -> Result<bool, ApiError> {
    let mut work = Work::begin(state).await?;
    let moved = connection_request::Entity::update_many()
        .col_expr(connection_request::Column::Status, Expr::value(RequestState::Expired))
        .col_expr(connection_request::Column::DecidedAt, Expr::value(now))
        .filter(connection_request::Column::Id.eq(r.id))
        .filter(connection_request::Column::Status.eq(RequestState::Pending))
        .exec(&*work)
        .await?
        .rows_affected;
    if moved != 1 {
        return Ok(false);
    }
    let (sender, receiver) = members(&work, r).await?;
    let days = state.request_times.expiry.to_string();
    let again = state.request_times.resend.to_string();
    let (theirs, mine) = (named(&receiver), named(&sender));
    let title = notify::both("connections-lapsed-title", &[]);
    let body = notify::both("connections-lapsed-body", &[("name", &mine), ("days", &days)]);
    notification::Entity::update_many()
        .col_expr(notification::Column::TitleGu, Expr::value(title.0))
        .col_expr(notification::Column::TitleEn, Expr::value(title.1))
        .col_expr(notification::Column::BodyGu, Expr::value(body.0))
        .col_expr(notification::Column::BodyEn, Expr::value(body.1))
        .filter(notification::Column::ConnectionRequestId.eq(r.id))
        .filter(notification::Column::MemberId.eq(r.receiver_id))
        .exec(&*work)
        .await?;
    let notice = Notice {
        kind: NotificationKind::RequestExpired,
        title: notify::both("connections-expired-title", &[]),
        body: notify::both("connections-expired-body", &[("name", &theirs), ("days", &days), ("again", &again)]),
        page: "/inbox?tab=declined".into(),
        button: inbox_button(),
        request_id: Some(r.id),
        hold: None,
    };
    notify::tell(state, &mut work, &sender, notice).await?;
    work.publish(Event::Connections { member_id: sender.id });
    work.publish(Event::Connections { member_id: receiver.id });
    work.commit(state).await?;
    Ok(true)
}
