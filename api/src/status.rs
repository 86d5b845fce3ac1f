//! The one way a profile status changes, in the transaction of its use case: an atomic conditional update (so of two
//! moderators deciding at once exactly one wins), the member's status history, the audit log for moderator actions,
//! and the member's notification and e-mail; the live event leaves after the commit.

use crate::error::Reason;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, Set, sea_query::Expr};
use serde_json::json;

use entity::{audit_log, member, status_change};
use shared::{ModeratorAction, ProfileStatus, Role};

use crate::{
    error::{ApiError, ErrorCode},
    notifications as notify,
    state::AppState,
    work::Work,
};

pub struct Change<'a> {
    pub member_id: i32,
    /// The statuses the change may start from.
    pub from: &'a [ProfileStatus],
    pub to: ProfileStatus,
    pub reason: Option<&'a str>,
    /// The moderator and the audit action, when a moderator makes the change.
    pub moderator: Option<(i32, ModeratorAction)>,
}

impl<'a> Change<'a> {
    /// A moderator's decision on a member: the statuses it starts from and leads to come from the decision.
    pub fn decision(member_id: i32, moderator_id: i32, action: ModeratorAction, reason: Option<&'a str>) -> Self {
        Self { member_id, from: action.from(), to: action.to(), reason, moderator: Some((moderator_id, action)) }
    }

    /// A change the member makes themselves.
    pub fn by_member(member_id: i32, from: &'a [ProfileStatus], to: ProfileStatus) -> Self {
        Self { member_id, from, to, reason: None, moderator: None }
    }
}

fn not_awaiting() -> ApiError {
    ApiError::new(ErrorCode::RuleViolated).with_detail(Reason::NotAwaitingDecision)
}

/// Makes the change within `work`; answers the member as they are after it.
pub async fn change_in(state: &AppState, work: &mut Work, change: Change<'_>) -> Result<member::Model, ApiError> {
    let now = state.clock.now();
    // The conditional update comes first, so it takes the write lock at once (SQLite waits for it instead of failing
    // an upgrade; PostgreSQL locks the row) and of two concurrent decisions only one finds a status it may start
    // from. One update per starting status tells which one it was.
    let mut from = None;
    for candidate in change.from {
        let moved = member::Entity::update_many()
            .col_expr(member::Column::ProfileStatus, Expr::value(change.to))
            .col_expr(member::Column::UpdatedAt, Expr::value(now))
            .filter(member::Column::Id.eq(change.member_id))
            .filter(member::Column::Role.eq(Role::Member))
            .filter(member::Column::ProfileStatus.eq(*candidate))
            .exec(&**work)
            .await?
            .rows_affected;
        if moved == 1 {
            from = Some(*candidate);
            break;
        }
    }
    let Some(from) = from else {
        let exists = member::Entity::find_by_id(change.member_id)
            .filter(member::Column::Role.eq(Role::Member))
            .one(&**work)
            .await?
            .is_some();
        return Err(if exists { not_awaiting() } else { ApiError::not_found() });
    };
    let after = member::Entity::find_by_id(change.member_id).one(&**work).await?.ok_or_else(ApiError::not_found)?;
    // Visible to others exactly while approved: the search row comes or goes with the status.
    crate::matching::row::refresh(state, &**work, change.member_id).await?;
    status_change::ActiveModel {
        member_id: Set(change.member_id),
        from_status: Set(from),
        to_status: Set(change.to),
        reason: Set(change.reason.map(str::to_owned)),
        moderator_id: Set(change.moderator.map(|(id, _)| id)),
        at: Set(now),
        ..Default::default()
    }
    .insert(&**work)
    .await?;
    if let Some((moderator_id, action)) = change.moderator {
        audit_log::ActiveModel {
            moderator_id: Set(moderator_id),
            action: Set(action.into()),
            member_id: Set(change.member_id),
            before: Set(json!({"profileStatus": from}).to_string()),
            after: Set(json!({"profileStatus": change.to}).to_string()),
            reason: Set(change.reason.map(str::to_owned)),
            at: Set(now),
            ..Default::default()
        }
        .insert(&**work)
        .await?;
    }
    notify::status_changed(state, work, &after, from, change.reason).await?;
    Ok(after)
}

/// Makes the change in a transaction of its own.
pub async fn change(state: &AppState, change: Change<'_>) -> Result<member::Model, ApiError> {
    let mut work = Work::begin(state).await?;
    let member = change_in(state, &mut work, change).await?;
    work.commit(state).await?;
    Ok(member)
}

/// The reason of the member's latest change to `status`, shown to them (changes requested, suspended).
pub async fn latest_reason(
    state: &AppState,
    member_id: i32,
    status: ProfileStatus,
) -> Result<Option<String>, ApiError> {
    use sea_orm::QueryOrder;
    // The latest change into `status` that gave one: a member's own return to it (a reactivation) gives none.
    Ok(status_change::Entity::find()
        .filter(status_change::Column::MemberId.eq(member_id))
        .filter(status_change::Column::ToStatus.eq(status))
        .filter(status_change::Column::Reason.is_not_null())
        .order_by_desc(status_change::Column::At)
        .order_by_desc(status_change::Column::Id)
        .one(&state.db)
        .await?
        .and_then(|c| c.reason))
}
