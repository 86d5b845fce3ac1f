//! The one way a profile status changes: an atomic conditional update (so of two moderators deciding at once exactly
//! one wins), the member's status history, the audit log for moderator actions, then the member is told.

use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, Set, TransactionTrait, sea_query::Expr};
use serde_json::json;

use entity::{audit_log, member, status_change};

use crate::{
    error::{ApiError, ErrorCode},
    notify,
    state::AppState,
};

pub struct Change<'a> {
    pub member_id: i32,
    /// The statuses the change may start from.
    pub from: &'a [i32],
    pub to: i32,
    pub reason: Option<&'a str>,
    /// The moderator and the audit action, when a moderator makes the change.
    pub moderator: Option<(i32, &'a str)>,
}

pub async fn change(state: &AppState, change: Change<'_>) -> Result<member::Model, ApiError> {
    let now = state.clock.now();
    let before = member::Entity::find_by_id(change.member_id)
        .filter(member::Column::Role.eq("member"))
        .one(&state.db)
        .await?
        .ok_or_else(ApiError::not_found)?;
    let not_awaiting = || ApiError::new(ErrorCode::RuleViolated).with_detail("not_awaiting_decision");
    if !change.from.contains(&before.profile_status) {
        return Err(not_awaiting());
    }
    // The conditional update comes first in the transaction, so it takes the write lock at once (SQLite waits for
    // it instead of failing an upgrade) and only one of two concurrent decisions finds the status it expects.
    let txn = state.db.begin().await?;
    let moved = member::Entity::update_many()
        .col_expr(member::Column::ProfileStatus, Expr::value(change.to))
        .col_expr(member::Column::UpdatedAt, Expr::value(now))
        .filter(member::Column::Id.eq(change.member_id))
        .filter(member::Column::ProfileStatus.eq(before.profile_status))
        .exec(&txn)
        .await?
        .rows_affected;
    if moved != 1 {
        txn.rollback().await?;
        return Err(not_awaiting());
    }
    status_change::ActiveModel {
        member_id: Set(change.member_id),
        from_status: Set(before.profile_status),
        to_status: Set(change.to),
        reason: Set(change.reason.map(str::to_owned)),
        moderator_id: Set(change.moderator.map(|(id, _)| id)),
        at: Set(now),
        ..Default::default()
    }
    .insert(&txn)
    .await?;
    if let Some((moderator_id, action)) = change.moderator {
        audit_log::ActiveModel {
            moderator_id: Set(moderator_id),
            action: Set(action.to_owned()),
            member_id: Set(change.member_id),
            before: Set(json!({"profileStatus": before.profile_status}).to_string()),
            after: Set(json!({"profileStatus": change.to}).to_string()),
            reason: Set(change.reason.map(str::to_owned)),
            at: Set(now),
            ..Default::default()
        }
        .insert(&txn)
        .await?;
    }
    txn.commit().await?;
    let after = member::Model { profile_status: change.to, updated_at: now, ..before };
    notify::status_changed(state, &after, change.to, change.reason).await?;
    Ok(after)
}

/// The reason of the member's latest change to `status`, shown to them (changes requested, suspended).
pub async fn latest_reason(state: &AppState, member_id: i32, status: i32) -> Result<Option<String>, ApiError> {
    use sea_orm::QueryOrder;
    Ok(status_change::Entity::find()
        .filter(status_change::Column::MemberId.eq(member_id))
        .filter(status_change::Column::ToStatus.eq(status))
        .order_by_desc(status_change::Column::At)
        .order_by_desc(status_change::Column::Id)
        .one(&state.db)
        .await?
        .and_then(|c| c.reason))
}
