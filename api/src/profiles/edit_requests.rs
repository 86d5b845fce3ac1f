//! Edit requests: sent by the member, decided by a moderator (approving applies the change), in one transaction each.

use crate::error::Reason;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set, sea_query::Expr};
use serde_json::json;

use entity::{audit_log, edit_request, member, profile, request_type};
use shared::{AuditAction, EditRequestState, NotificationKind, catalog, rules};

use super::model::{EditRequestBody, OwnEditRequest};
use crate::{
    accounts::model::MessageAnswer,
    error::{ApiError, ErrorCode, validated},
    lang::Lang,
    messages,
    notifications::{self as notify, Notice},
    state::AppState,
    work::Work,
};

/// What a request type changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Detail {
    FirstName,
    LastName,
    BirthDate,
    Gender,
    Other,
}

impl Detail {
    fn of(key: &str) -> Option<Self> {
        Some(match key {
            "first_name" => Self::FirstName,
            "last_name" => Self::LastName,
            "birth_date" => Self::BirthDate,
            "gender" => Self::Gender,
            "other" => Self::Other,
            _ => return None,
        })
    }
}

fn gender_text(gender: Option<bool>) -> Option<String> {
    gender.map(|male| if male { "male" } else { "female" }.to_owned())
}

/// The value the server holds for a detail.
fn current(detail: Detail, member: &member::Model, profile: Option<&profile::Model>) -> Option<String> {
    match detail {
        Detail::FirstName => Some(member.first_name.clone()),
        Detail::LastName => Some(member.last_name.clone()),
        Detail::BirthDate => profile.and_then(|p| p.birth_date).map(|d| d.format("%Y-%m-%d").to_string()),
        Detail::Gender => gender_text(profile.and_then(|p| p.gender)),
        Detail::Other => None,
    }
}

/// The new value checked by the rule of its detail: a name as a name, a date of birth as an adult's, a gender.
fn check_value(detail: Detail, value: &str, today: chrono::NaiveDate) -> Result<(), ApiError> {
    let outcome = match detail {
        Detail::FirstName | Detail::LastName => rules::check_text(&rules::PERSON_NAME, value),
        Detail::BirthDate => {
            rules::check_text(&rules::BIRTH_DATE, value).and_then(|()| rules::check_birth_date(value, today))
        }
        Detail::Gender if value == "male" || value == "female" => Ok(()),
        Detail::Gender => Err(shared::Message::InvalidChoice),
        Detail::Other => Ok(()),
    };
    outcome.map_err(|m| ApiError::field("newValue", m.code()))
}

async fn request_types(state: &AppState) -> Result<Vec<request_type::Model>, ApiError> {
    Ok(state.lookups.data().await?.request_types.clone())
}

pub async fn send(
    state: &AppState,
    member: &member::Model,
    mut body: EditRequestBody,
    lang: Lang,
) -> Result<MessageAnswer, ApiError> {
    body.new_value = body.new_value.as_str().trim().into();
    body.note = body.note.as_str().trim().into();
    validated(&body)?;
    let types = request_types(state).await?;
    let detail = types
        .iter()
        .find(|t| t.id == body.request_type_id)
        .and_then(|t| Detail::of(&t.key))
        .ok_or_else(|| ApiError::field("requestTypeId", "invalid_choice"))?;
    let today = rules::india_date(state.clock.now());
    check_value(detail, body.new_value.as_str(), today)?;
    let profile = profile::Entity::find_by_id(member.id).one(&state.db).await?;
    let now_value = current(detail, member, profile.as_ref());
    if now_value.as_deref() == Some(body.new_value.as_str()) {
        return Err(ApiError::new(ErrorCode::RuleViolated).with_detail(Reason::UnchangedValue));
    }
    // The request and the member's activity entry: one transaction.
    let work = crate::work::Work::begin(state).await?;
    let inserted = edit_request::ActiveModel {
        member_id: Set(member.id),
        request_type_id: Set(body.request_type_id),
        current_value: Set(now_value),
        new_value: Set(body.new_value.into_inner()),
        note: Set(body.note.into_inner()),
        state: Set(EditRequestState::Pending),
        created_at: Set(state.clock.now()),
        ..Default::default()
    }
    .insert(&*work)
    .await;
    match inserted {
        Ok(_) => {
            let now = state.clock.now();
            crate::activity::record(&*work, now, member.id, shared::ActivityAction::EditRequested, None, None).await?;
            work.commit(state).await?;
            Ok(MessageAnswer { message: messages::text("edit_request_sent", lang) })
        }
        // The partial unique index keeps one pending request per member and detail, even under a race.
        Err(e) if matches!(e.sql_err(), Some(sea_orm::SqlErr::UniqueConstraintViolation(_))) => {
            Err(ApiError::new(ErrorCode::Conflict).with_detail(Reason::EditRequestPending))
        }
        Err(e) => Err(e.into()),
    }
}

/// The member's latest edit requests, newest first.
pub async fn own(state: &AppState, member_id: i32) -> Result<Vec<OwnEditRequest>, ApiError> {
    let rows = edit_request::Entity::find()
        .filter(edit_request::Column::MemberId.eq(member_id))
        .order_by_desc(edit_request::Column::CreatedAt)
        .order_by_desc(edit_request::Column::Id)
        .limit(20)
        .all(&state.db)
        .await?;
    Ok(rows
        .into_iter()
        .map(|r| OwnEditRequest {
            request_id: r.id,
            request_type_id: r.request_type_id,
            current_value: r.current_value,
            new_value: r.new_value,
            note: r.note,
            state: r.state,
            reason: r.reason,
            created_on: r.created_at.into(),
            decided_on: r.decided_at.map(Into::into),
        })
        .collect())
}

/// The requests awaiting a moderator, oldest first.
pub async fn pending(state: &AppState) -> Result<Vec<edit_request::Model>, ApiError> {
    Ok(edit_request::Entity::find()
        .filter(edit_request::Column::State.eq(EditRequestState::Pending))
        .order_by_asc(edit_request::Column::CreatedAt)
        .order_by_asc(edit_request::Column::Id)
        .all(&state.db)
        .await?)
}

fn decided_notice(approved: bool, kind: &request_type::Model, new_value: &str, reason: Option<&str>) -> Notice {
    // The detail is named in each language as the request types name it.
    let body = |id: &str| {
        let text = |lang: Lang, field: &str| catalog::text(lang, id, &[("field", &field), ("value", &new_value)]);
        (text(Lang::Gu, &kind.name_gu), text(Lang::En, &kind.name_en))
    };
    let (title, body) = if approved {
        (notify::both("edits-approved-title", &[]), body("edits-approved-body"))
    } else {
        let declined = body("edits-declined-body");
        (notify::both("edits-declined-title", &[]), notify::with_reason(declined, reason.unwrap_or_default()))
    };
    Notice {
        kind: NotificationKind::EditRequestDecided,
        title,
        body,
        page: "/profile".into(),
        button: notify::both("common-button-my-profile", &[]),
        request_id: None,
        hold: None,
    }
}

/// Approves (applying the change) or declines (with a reason) a pending request. Of two moderators deciding at once
/// one wins; the other is told it is no longer pending (422).
pub async fn decide(
    state: &AppState,
    moderator_id: i32,
    request_id: i32,
    approve: bool,
    reason: Option<&str>,
) -> Result<(), ApiError> {
    let types = request_types(state).await?;
    let mut work = Work::begin(state).await?;
    let request = edit_request::Entity::find_by_id(request_id).one(&*work).await?.ok_or_else(ApiError::not_found)?;
    let now = state.clock.now();
    let to = if approve { EditRequestState::Approved } else { EditRequestState::Declined };
    let taken = edit_request::Entity::update_many()
        .col_expr(edit_request::Column::State, Expr::value(to))
        .col_expr(edit_request::Column::ModeratorId, Expr::value(moderator_id))
        .col_expr(edit_request::Column::DecidedAt, Expr::value(now))
        .col_expr(edit_request::Column::Reason, Expr::value(reason.map(str::to_owned)))
        .filter(edit_request::Column::Id.eq(request.id))
        .filter(edit_request::Column::State.eq(EditRequestState::Pending))
        .exec(&*work)
        .await?
        .rows_affected;
    if taken != 1 {
        return Err(ApiError::new(ErrorCode::RuleViolated).with_detail(Reason::NotAwaitingReview));
    }
    let kind = types.iter().find(|t| t.id == request.request_type_id).ok_or_else(ApiError::not_found)?;
    let detail = Detail::of(&kind.key).unwrap_or(Detail::Other);
    let owner = member::Entity::find_by_id(request.member_id).one(&*work).await?.ok_or_else(ApiError::not_found)?;
    if approve {
        apply(&work, state, &owner, detail, &request.new_value).await?;
    }
    let owner = member::Entity::find_by_id(request.member_id).one(&*work).await?.ok_or_else(ApiError::not_found)?;
    let action = if approve { AuditAction::ApproveEditRequest } else { AuditAction::DeclineEditRequest };
    audit_log::ActiveModel {
        moderator_id: Set(moderator_id),
        action: Set(action),
        member_id: Set(request.member_id),
        before: Set(json!({"requestId": request.id, "detail": kind.key, "value": request.current_value}).to_string()),
        after: Set(if approve {
            json!({"requestId": request.id, "detail": kind.key, "value": request.new_value}).to_string()
        } else {
            json!({"requestId": request.id, "state": EditRequestState::Declined}).to_string()
        }),
        reason: Set(reason.map(str::to_owned)),
        at: Set(now),
        ..Default::default()
    }
    .insert(&*work)
    .await?;
    notify::tell(state, &mut work, &owner, decided_notice(approve, kind, &request.new_value, reason)).await?;
    work.commit(state).await?;
    Ok(())
}

/// Writes an approved change where the detail lives: the name on the account, the rest on the profile.
async fn apply(
    work: &Work,
    state: &AppState,
    owner: &member::Model,
    detail: Detail,
    value: &str,
) -> Result<(), ApiError> {
    let now = state.clock.now();
    match detail {
        Detail::FirstName | Detail::LastName => {
            let column = if detail == Detail::FirstName { member::Column::FirstName } else { member::Column::LastName };
            member::Entity::update_many()
                .col_expr(column, Expr::value(value))
                .col_expr(member::Column::UpdatedAt, Expr::value(now))
                .filter(member::Column::Id.eq(owner.id))
                .exec(&**work)
                .await?;
        }
        Detail::BirthDate | Detail::Gender => {
            let update = profile::Entity::update_many()
                .col_expr(profile::Column::UpdatedAt, Expr::value(now))
                .filter(profile::Column::MemberId.eq(owner.id));
            let update = if detail == Detail::BirthDate {
                update.col_expr(profile::Column::BirthDate, Expr::value(rules::parse_date(value)))
            } else {
                update.col_expr(profile::Column::Gender, Expr::value(value == "male"))
            };
            update.exec(&**work).await?;
            crate::matching::row::refresh(state, &**work, owner.id).await?;
        }
        Detail::Other => {}
    }
    Ok(())
}
