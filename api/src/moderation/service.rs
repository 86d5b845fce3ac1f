//! The approval queue, decisions, member look-up, the audit log and the queue figures.

use std::collections::HashMap;

use chrono::{DateTime, Duration, Utc};
use sea_orm::{
    ColumnTrait, Condition, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect,
    sea_query::{Expr, ExprTrait, Func},
};

use entity::{audit_log, member, photo, status_change};
use shared::{ModeratorAction, ProfileStatus, Role, types::SearchQuery};

use super::{model::*, tickets::members_by_id};
use crate::verification::model::{CheckQueueItem, CheckQueueList};
use crate::{
    error::{ApiError, validated},
    lang::Lang,
    messages, photos,
    profiles::wizard::member_detail,
    state::AppState,
    status::{self, Change},
};

/// When each member's profile was last submitted (their latest change to status 1).
async fn submissions(state: &AppState, member_ids: &[i32]) -> Result<HashMap<i32, DateTime<Utc>>, ApiError> {
    let rows = status_change::Entity::find()
        .filter(status_change::Column::MemberId.is_in(member_ids.to_vec()))
        .filter(status_change::Column::ToStatus.eq(ProfileStatus::Submitted))
        .all(&state.db)
        .await?;
    let mut latest = HashMap::new();
    for row in rows {
        let at = latest.entry(row.member_id).or_insert(row.at);
        if row.at > *at {
            *at = row.at;
        }
    }
    Ok(latest)
}

/// The members awaiting approval with when they were (re)submitted, longest waiting first.
async fn waiting(state: &AppState) -> Result<Vec<(member::Model, DateTime<Utc>)>, ApiError> {
    let members = member::Entity::find()
        .filter(member::Column::Role.eq(Role::Member))
        .filter(member::Column::ProfileStatus.eq(ProfileStatus::Submitted))
        .all(&state.db)
        .await?;
    let ids: Vec<i32> = members.iter().map(|m| m.id).collect();
    let submitted = submissions(state, &ids).await?;
    let mut waiting: Vec<_> = members
        .into_iter()
        .map(|m| {
            let at = submitted.get(&m.id).copied().unwrap_or(m.updated_at);
            (m, at)
        })
        .collect();
    waiting.sort_by_key(|(m, at)| (*at, m.id));
    Ok(waiting)
}

pub async fn queue(state: &AppState, moderator: i32) -> Result<QueueList, ApiError> {
    let waiting = waiting(state).await?;
    let ids: Vec<i32> = waiting.iter().map(|(m, _)| m.id).collect();
    let mut photos = photos::default_urls(state, &ids, "small", moderator).await?;
    let result: Vec<QueueItem> = waiting
        .into_iter()
        .map(|(m, at)| QueueItem {
            photo: photos.remove(&m.id),
            member_id: m.id,
            profile_id: m.profile_id,
            first_name: m.first_name,
            last_name: m.last_name,
            submitted_at: at.into(),
        })
        .collect();
    Ok(QueueList { total_count: result.len() as u64, result })
}

/// A member's whole profile and contacts as a moderator sees them; the look is written to the audit log (rule A3),
/// and the member's export lists it.
pub async fn member_view(
    state: &AppState,
    moderator: i32,
    member_id: i32,
    lang: Lang,
) -> Result<AdminMemberView, ApiError> {
    let m = member::Entity::find_by_id(member_id)
        .filter(member::Column::Role.eq(Role::Member))
        .one(&state.db)
        .await?
        .ok_or_else(ApiError::not_found)?;
    let now = state.clock.now();
    let photos = photo::Entity::find()
        .filter(photo::Column::MemberId.eq(m.id))
        .order_by_desc(photo::Column::IsDefault)
        .order_by_desc(photo::Column::Id)
        .all(&state.db)
        .await?
        .into_iter()
        .map(|p| photos::signed_url(&state.keys, p.id, "large", moderator, now))
        .collect();
    let changes = status_change::Entity::find()
        .filter(status_change::Column::MemberId.eq(m.id))
        .order_by_desc(status_change::Column::At)
        .order_by_desc(status_change::Column::Id)
        .all(&state.db)
        .await?;
    let moderator_ids: Vec<i32> = changes.iter().filter_map(|c| c.moderator_id).collect();
    let moderators: HashMap<i32, String> = member::Entity::find()
        .filter(member::Column::Id.is_in(moderator_ids))
        .all(&state.db)
        .await?
        .into_iter()
        .map(|m| (m.id, m.email))
        .collect();
    let history = changes
        .into_iter()
        .map(|c| StatusChangeItem {
            at: c.at.into(),
            from_status: c.from_status,
            to_status: c.to_status,
            reason: c.reason,
            moderator: c.moderator_id.and_then(|id| moderators.get(&id).cloned()),
        })
        .collect();
    let profile = member_detail(state, &m, moderator, lang).await?;
    crate::moderation::moderators::audit(
        &state.db,
        state,
        crate::moderation::moderators::AuditEntry {
            moderator_id: moderator,
            action: shared::AuditAction::ViewMember,
            member_id: Some(m.id),
            before: serde_json::Value::Null,
            after: serde_json::Value::Null,
            reason: None,
        },
    )
    .await?;
    Ok(AdminMemberView {
        profile,
        email: m.email,
        country_code: m.country_code,
        phone: m.phone,
        email_confirmed: m.email_confirmed,
        created_at: m.created_at.into(),
        photos,
        history,
    })
}

fn answer(member: member::Model, key: &str, lang: Lang) -> DecisionAnswer {
    DecisionAnswer { member_id: member.id, profile_status: member.profile_status, message: messages::text(key, lang) }
}

pub async fn decide(
    state: &AppState,
    moderator: i32,
    member_id: i32,
    action: ModeratorAction,
    reason: Option<&str>,
    lang: Lang,
) -> Result<DecisionAnswer, ApiError> {
    let member = status::change(state, Change::decision(member_id, moderator, action, reason)).await?;
    Ok(answer(member, "decision_saved", lang))
}

/// The reason, trimmed, when it meets its rule (a blank one does not).
pub fn valid_reason(req: &ReasonedDecisionRequest) -> Result<String, ApiError> {
    let trimmed = ReasonedDecisionRequest { member_id: req.member_id, reason: req.reason.as_str().trim().into() };
    validated(&trimmed)?;
    Ok(trimmed.reason.into_inner())
}

pub async fn search(state: &AppState, query: &SearchQuery) -> Result<MemberSearchList, ApiError> {
    // The rule holds for the look-up as sent (as the document says); surrounding spaces are then dropped.
    if let Err(code) = shared::rules::check_text(SearchQuery::RULE, query.as_str()) {
        return Err(ApiError::field("query", code.code()));
    }
    let q = query.as_str().trim().to_lowercase();
    let like = crate::db::containing(&q);
    let digits: String = q.chars().filter(char::is_ascii_digit).collect();
    let lower = |col: member::Column| Expr::expr(Func::lower(Expr::col(col)));
    let mut any = Condition::any()
        .add(lower(member::Column::ProfileId).like(like.clone()))
        .add(lower(member::Column::Email).like(like.clone()))
        .add(lower(member::Column::FirstName).like(like.clone()))
        .add(lower(member::Column::LastName).like(like.clone()));
    if digits.len() >= 4 {
        any = any.add(member::Column::Phone.like(crate::db::containing(&digits)));
    }
    let found = member::Entity::find()
        .filter(member::Column::Role.eq(Role::Member))
        .filter(any)
        .order_by_asc(member::Column::Id)
        .limit(50)
        .all(&state.db)
        .await?;
    let result: Vec<MemberSearchItem> = found
        .into_iter()
        .map(|m| MemberSearchItem {
            member_id: m.id,
            profile_id: m.profile_id,
            first_name: m.first_name,
            last_name: m.last_name,
            email: masked_email(&m.email),
            country_code: m.country_code,
            phone: masked_phone(&m.phone),
            profile_status: m.profile_status,
        })
        .collect();
    Ok(MemberSearchList { total_count: result.len() as u64, result })
}

/// An address as the look-up shows it: the first two characters of the name and the domain (`pr•••@gmail.com`). The
/// whole address is on the member's page, whose every opening is audited.
pub fn masked_email(email: &str) -> String {
    let (name, domain) = email.rsplit_once('@').unwrap_or((email, ""));
    let shown: String = name.chars().take(2).collect();
    if domain.is_empty() { format!("{shown}•••") } else { format!("{shown}•••@{domain}") }
}

/// A phone number as the look-up shows it: its last four digits (`••••••2345`).
pub fn masked_phone(phone: &str) -> String {
    let digits: Vec<char> = phone.chars().collect();
    let kept = digits.len().min(4);
    let hidden = digits.len() - kept;
    "•".repeat(hidden) + &digits[hidden..].iter().collect::<String>()
}

/// The members who reached a daily allowance, the latest refusal first.
pub async fn allowances_reached(
    state: &AppState,
    page_index: u64,
    page_size: u64,
) -> Result<AllowanceReachedList, ApiError> {
    let paginator = entity::allowance_reached::Entity::find()
        .order_by_desc(entity::allowance_reached::Column::LastAt)
        .order_by_asc(entity::allowance_reached::Column::MemberId)
        .order_by_asc(entity::allowance_reached::Column::Kind)
        .paginate(&state.db, page_size);
    let total_count = paginator.num_items().await?;
    let rows = paginator.fetch_page(page_index.saturating_sub(1)).await?;
    let people = members_by_id(state, rows.iter().map(|r| r.member_id).collect()).await?;
    let result = rows
        .into_iter()
        .filter_map(|r| {
            let m = people.get(&r.member_id)?;
            Some(AllowanceReachedItem {
                member_id: m.id,
                profile_id: m.profile_id.clone(),
                first_name: m.first_name.clone(),
                last_name: m.last_name.clone(),
                kind: r.kind,
                times: r.times,
                refused: r.refused,
                first_reached_at: r.first_at.into(),
                last_refused_at: r.last_at.into(),
            })
        })
        .collect();
    let allowed = state.allowances;
    Ok(AllowanceReachedList {
        result,
        total_count,
        member_details_per_day: allowed.member_details,
        cards_per_day: allowed.cards,
        bio_data_per_day: allowed.bio_data,
    })
}

pub async fn audit(state: &AppState, page_index: u64, page_size: u64) -> Result<AuditList, ApiError> {
    let paginator = audit_log::Entity::find()
        .order_by_desc(audit_log::Column::At)
        .order_by_desc(audit_log::Column::Id)
        .paginate(&state.db, page_size);
    let total_count = paginator.num_items().await?;
    let rows = paginator.fetch_page(page_index.saturating_sub(1)).await?;
    let ids: Vec<i32> = rows.iter().flat_map(|r| [r.moderator_id, r.member_id]).collect();
    let people: HashMap<i32, member::Model> = member::Entity::find()
        .filter(member::Column::Id.is_in(ids))
        .all(&state.db)
        .await?
        .into_iter()
        .map(|m| (m.id, m))
        .collect();
    let result = rows
        .into_iter()
        .map(|r| AuditItem {
            id: r.id,
            at: r.at.into(),
            moderator: people.get(&r.moderator_id).map(|m| m.email.clone()).unwrap_or_default(),
            action: r.action,
            member_id: r.member_id,
            profile_id: people.get(&r.member_id).map(|m| m.profile_id.clone()).unwrap_or_default(),
            before: r.before,
            after: r.after,
            reason: r.reason,
        })
        .collect();
    Ok(AuditList { result, total_count })
}

pub async fn edit_requests(state: &AppState, lang: Lang) -> Result<EditRequestList, ApiError> {
    let rows = crate::profiles::edit_requests::pending(state).await?;
    let people = members_by_id(state, rows.iter().map(|r| r.member_id).collect()).await?;
    let data = state.lookups.data().await?;
    let result: Vec<EditRequestItem> = rows
        .into_iter()
        .filter_map(|r| {
            let m = people.get(&r.member_id)?;
            let kind = data.request_types.iter().find(|t| t.id == r.request_type_id);
            Some(EditRequestItem {
                request_id: r.id,
                member_id: m.id,
                profile_id: m.profile_id.clone(),
                first_name: m.first_name.clone(),
                last_name: m.last_name.clone(),
                request_type_id: r.request_type_id,
                request_type: kind.map(|k| lang.pick(&k.name_gu, &k.name_en).to_owned()).unwrap_or_default(),
                current_value: r.current_value,
                new_value: r.new_value,
                note: r.note,
                created_on: r.created_at.into(),
            })
        })
        .collect();
    Ok(EditRequestList { total_count: result.len() as u64, result })
}

pub async fn photo_queue(state: &AppState, moderator: i32) -> Result<PhotoQueueList, ApiError> {
    let rows = photos::manage::pending(state).await?;
    let ids: Vec<i32> = rows.iter().map(|p| p.member_id).collect();
    let people = members_by_id(state, ids.clone()).await?;
    let current = photos::default_urls(state, &ids, "small", moderator).await?;
    let now = state.clock.now();
    let result: Vec<PhotoQueueItem> = rows
        .into_iter()
        .filter_map(|p| {
            let m = people.get(&p.member_id)?;
            Some(PhotoQueueItem {
                photo_id: p.id,
                member_id: m.id,
                profile_id: m.profile_id.clone(),
                first_name: m.first_name.clone(),
                last_name: m.last_name.clone(),
                url: photos::signed_url(&state.keys, p.id, "large", moderator, now),
                current_photo: current.get(&m.id).cloned(),
                created_on: p.created_at.into(),
            })
        })
        .collect();
    Ok(PhotoQueueList { total_count: result.len() as u64, result })
}

/// Whether the account `id` is a moderator now.
pub async fn is_moderator(state: &AppState, id: i32) -> Result<bool, ApiError> {
    Ok(member::Entity::find_by_id(id).one(&state.db).await?.is_some_and(|m| m.role == shared::Role::Moderator))
}

/// The identity documents and verification photos awaiting a moderator, oldest first, each beside the profile's
/// name, birth date and approved photos.
pub async fn check_queue(state: &AppState, moderator: i32) -> Result<CheckQueueList, ApiError> {
    use crate::verification::checks;
    let rows = checks::pending(&state.db).await?;
    let ids: Vec<i32> = rows.iter().map(|c| c.member_id).collect();
    let (people, beside) = tokio::try_join!(members_by_id(state, ids.clone()), checks::beside(&state.db, &ids))?;
    let now = state.clock.now();
    let result: Vec<CheckQueueItem> = rows
        .into_iter()
        .filter_map(|c| {
            let m = people.get(&c.member_id)?;
            let b = beside.get(&c.member_id);
            Some(CheckQueueItem {
                check_id: c.id,
                kind: c.kind,
                document_type: c.document_type,
                pose: c.pose,
                member_id: m.id,
                profile_id: m.profile_id.clone(),
                first_name: m.first_name.clone(),
                last_name: m.last_name.clone(),
                birth_date: b.and_then(|b| b.profile.as_ref()).and_then(|p| p.birth_date).map(|d| d.to_string()),
                image_url: checks::signed_url(&state.keys, c.id, moderator, now),
                photos: b
                    .map(|b| b.photos.iter().map(|p| photos::signed_url(&state.keys, p.id, "medium", moderator, now)))
                    .into_iter()
                    .flatten()
                    .collect(),
                submitted_on: c.submitted_at.into(),
            })
        })
        .collect();
    Ok(CheckQueueList { total_count: result.len() as u64, result })
}

/// A decline's reason, trimmed, when it meets its rule.
pub fn valid_review_reason(req: &ReasonedReviewRequest) -> Result<String, ApiError> {
    let trimmed = ReasonedReviewRequest { id: req.id, reason: req.reason.as_str().trim().into() };
    validated(&trimmed)?;
    Ok(trimmed.reason.into_inner())
}

pub async fn figures(state: &AppState) -> Result<QueueFigures, ApiError> {
    let now = state.clock.now();
    let pending = waiting(state).await?;
    let since = now - Duration::days(30);
    let decisions = status_change::Entity::find()
        .filter(status_change::Column::FromStatus.eq(ProfileStatus::Submitted))
        .filter(status_change::Column::ModeratorId.is_not_null())
        .filter(status_change::Column::At.gte(since))
        .all(&state.db)
        .await?;
    let ids: Vec<i32> = decisions.iter().map(|d| d.member_id).collect();
    let submitted = status_change::Entity::find()
        .filter(status_change::Column::MemberId.is_in(ids))
        .filter(status_change::Column::ToStatus.eq(ProfileStatus::Submitted))
        .all(&state.db)
        .await?;
    // Each decision against the latest submission before it.
    let mut hours: Vec<f64> = decisions
        .iter()
        .filter_map(|d| {
            submitted
                .iter()
                .filter(|s| s.member_id == d.member_id && s.at <= d.at)
                .map(|s| s.at)
                .max()
                .map(|at| (d.at - at).num_seconds() as f64 / 3600.0)
        })
        .collect();
    hours.sort_by(f64::total_cmp);
    let median = match hours.len() {
        0 => None,
        n if n % 2 == 1 => Some(hours[n / 2]),
        n => Some((hours[n / 2 - 1] + hours[n / 2]) / 2.0),
    };
    Ok(QueueFigures {
        pending_count: pending.len() as u64,
        oldest_waiting_since: pending.first().map(|(_, at)| (*at).into()),
        median_decision_hours: median.map(|h| (h * 10.0).round() / 10.0),
        decisions_last_30_days: decisions.len() as u64,
        queues: super::tickets::queue_counts(state, pending.iter().map(|(_, at)| *at).collect()).await?,
        outcomes: crate::connections::outcomes::by_month(state).await?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_look_up_masks_contacts() {
        assert_eq!(masked_email("priya.patel@gmail.com"), "pr•••@gmail.com");
        assert_eq!(masked_email("p@x.in"), "p•••@x.in");
        assert_eq!(masked_email("no-at-sign"), "no•••");
        assert_eq!(masked_phone("9825012345"), "••••••2345");
        assert_eq!(masked_phone("123"), "123");
        assert_eq!(masked_phone(""), "");
    }
}
