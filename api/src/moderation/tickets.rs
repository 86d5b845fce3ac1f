//! The moderators' side of support (rule 22, 33 to 36): the ticket queue and answers, the contact-form
//! enquiries, the web popup, and the count of every queue for the moderator home.

use crate::error::Reason;
use std::collections::HashMap;

use chrono::{DateTime, Utc};
use poem_openapi::{Multipart, Object};
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, sea_query::Expr};
use shared::{EditRequestState, PhotoStatus, TicketStatus, types::MessageText};

use entity::{contact_topic, edit_request, enquiry, photo, report, ticket};

use super::model::{QueueCount, QueueKind};
use crate::error::ApiError;
use crate::error::ErrorCode;
use crate::instant::Instant;
use crate::lang::Lang;
use crate::required::Required;
use crate::site::model::Enquiry;
use crate::state::AppState;
use crate::support::attachments;
use crate::support::model::TicketMember;
use crate::support::model::TicketReplyForm;
use crate::support::tickets::attachment_info;
use crate::support::tickets::message_counts;
use crate::work::Work;

/// A moderator's answer to a ticket, with up to 3 files; `close` closes the ticket with the answer.
#[derive(Debug, Multipart)]
#[oai(rename_all = "camelCase", deny_unknown_fields)]
pub struct TicketAnswerForm {
    pub ticket_id: i32,
    pub message: Required<MessageText>,
    /// Up to 3 files: jpeg, png or pdf, at most 5 MiB each, checked by their bytes.
    pub attachments: crate::support::attachments::Files,
    /// Close the ticket with this answer (false when absent).
    pub close: Option<bool>,
}

impl TicketAnswerForm {
    pub fn into_reply(self) -> (TicketReplyForm, bool) {
        let close = self.close.unwrap_or(false);
        (TicketReplyForm { ticket_id: self.ticket_id, message: self.message, attachments: self.attachments }, close)
    }
}

/// A ticket, by its id.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct TicketIdRequest {
    pub ticket_id: i32,
}

/// An enquiry, by its id.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct EnquiryIdRequest {
    pub enquiry_id: i32,
}

/// A ticket in the moderators' queue.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct AdminTicketSummary {
    pub ticket_id: i32,
    pub topic: String,
    pub status: TicketStatus,
    pub created_on: Instant,
    /// The last message's instant: an open ticket has waited since then.
    pub updated_on: Instant,
    pub message_count: u32,
    pub member: TicketMember,
}

#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct AdminTicketList {
    pub result: Vec<AdminTicketSummary>,
    pub total_count: u64,
    pub has_more: bool,
}

#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct EnquiryList {
    pub result: Vec<Enquiry>,
    pub total_count: u64,
    pub has_more: bool,
}

/// The ticket queue: tickets of `status` (open when absent); open tickets longest waiting first, others newest first.
pub async fn tickets(
    state: &AppState,
    status: TicketStatus,
    page_index: u64,
    page_size: u64,
) -> Result<AdminTicketList, ApiError> {
    let query = ticket::Entity::find().filter(ticket::Column::Status.eq(status));
    let total_count = query.clone().count(&state.db).await?;
    let ordered = if status == TicketStatus::Open {
        query.order_by_asc(ticket::Column::UpdatedAt).order_by_asc(ticket::Column::Id)
    } else {
        query.order_by_desc(ticket::Column::UpdatedAt).order_by_desc(ticket::Column::Id)
    };
    let rows = ordered.offset((page_index - 1) * page_size).limit(page_size).all(&state.db).await?;
    let counts = message_counts(state, &rows.iter().map(|t| t.id).collect::<Vec<_>>()).await?;
    let members = members_by_id(state, rows.iter().map(|t| t.member_id).collect()).await?;
    let result = rows
        .into_iter()
        .filter_map(|t| {
            let m = members.get(&t.member_id)?;
            Some(AdminTicketSummary {
                ticket_id: t.id,
                message_count: counts.get(&t.id).copied().unwrap_or(0),
                topic: t.topic,
                status: t.status,
                created_on: t.created_at.into(),
                updated_on: t.updated_at.into(),
                member: TicketMember {
                    member_id: m.id,
                    profile_id: m.profile_id.clone(),
                    first_name: m.first_name.clone(),
                    last_name: m.last_name.clone(),
                },
            })
        })
        .collect();
    Ok(AdminTicketList { result, total_count, has_more: page_index * page_size < total_count })
}

/// The enquiries: open ones oldest first, or handled ones newest first.
pub async fn enquiries(
    state: &AppState,
    moderator: i32,
    handled: bool,
    page_index: u64,
    page_size: u64,
    lang: Lang,
) -> Result<EnquiryList, ApiError> {
    let query = if handled {
        enquiry::Entity::find()
            .filter(enquiry::Column::HandledAt.is_not_null())
            .order_by_desc(enquiry::Column::HandledAt)
            .order_by_desc(enquiry::Column::Id)
    } else {
        enquiry::Entity::find()
            .filter(enquiry::Column::HandledAt.is_null())
            .order_by_asc(enquiry::Column::CreatedAt)
            .order_by_asc(enquiry::Column::Id)
    };
    let total_count = query.clone().count(&state.db).await?;
    let rows = query.offset((page_index - 1) * page_size).limit(page_size).all(&state.db).await?;
    let topics: HashMap<i32, contact_topic::Model> =
        contact_topic::Entity::find().all(&state.db).await?.into_iter().map(|t| (t.id, t)).collect();
    let files = attachments::of_enquiries(&state.db, &rows.iter().map(|e| e.id).collect::<Vec<_>>()).await?;
    let now = state.clock.now();
    let mut by_enquiry: HashMap<i32, Vec<_>> = HashMap::new();
    for file in files {
        let Some(id) = file.enquiry_id else { continue };
        by_enquiry.entry(id).or_default().push(attachment_info(state, file, moderator, now));
    }
    let result = rows
        .into_iter()
        .map(|e| Enquiry {
            enquiry_id: e.id,
            topic_id: e.topic_id,
            topic: topics.get(&e.topic_id).map(|t| lang.pick(&t.name_gu, &t.name_en).to_owned()).unwrap_or_default(),
            attachments: by_enquiry.remove(&e.id).unwrap_or_default(),
            full_name: e.full_name,
            email: e.email,
            country_code: e.country_code,
            mobile: e.mobile,
            message: e.message,
            language: e.lang,
            created_on: e.created_at.into(),
            handled_on: e.handled_at.map(Into::into),
        })
        .collect();
    Ok(EnquiryList { result, total_count, has_more: page_index * page_size < total_count })
}

/// Marks an enquiry handled; one already handled is a 422 (another moderator may have just done it).
pub async fn handle_enquiry(state: &AppState, moderator_id: i32, enquiry_id: i32) -> Result<(), ApiError> {
    let now = state.clock.now();
    let work = Work::begin(state).await?;
    enquiry::Entity::find_by_id(enquiry_id).one(&*work).await?.ok_or_else(ApiError::not_found)?;
    let changed = enquiry::Entity::update_many()
        .col_expr(enquiry::Column::HandledAt, Expr::value(now))
        .col_expr(enquiry::Column::ModeratorId, Expr::value(moderator_id))
        .filter(enquiry::Column::Id.eq(enquiry_id))
        .filter(enquiry::Column::HandledAt.is_null())
        .exec(&*work)
        .await?;
    if changed.rows_affected == 0 {
        return Err(ApiError::new(ErrorCode::RuleViolated).with_detail(Reason::EnquiryHandledAlready));
    }
    crate::moderation::moderators::audit(
        &*work,
        state,
        crate::moderation::moderators::AuditEntry {
            moderator_id,
            action: shared::AuditAction::HandleEnquiry,
            member_id: None,
            before: serde_json::json!({ "enquiryId": enquiry_id, "handled": false }),
            after: serde_json::json!({ "enquiryId": enquiry_id, "handled": true }),
            reason: None,
        },
    )
    .await?;
    work.commit(state).await
}

fn count(kind: QueueKind, times: Vec<DateTime<Utc>>) -> QueueCount {
    QueueCount { queue: kind, count: times.len() as u64, oldest_waiting_since: times.into_iter().min().map(Into::into) }
}

/// Every queue's count and longest wait, for the moderator home.
/// `approval`: when each profile awaiting approval was submitted.
pub async fn queue_counts(state: &AppState, approval: Vec<DateTime<Utc>>) -> Result<Vec<QueueCount>, ApiError> {
    let db = &state.db;
    let photos: Vec<DateTime<Utc>> = photo::Entity::find()
        .select_only()
        .column(photo::Column::CreatedAt)
        .filter(photo::Column::Status.eq(PhotoStatus::Pending))
        .into_tuple()
        .all(db)
        .await?;
    let checks: Vec<DateTime<Utc>> = entity::verification_check::Entity::find()
        .select_only()
        .column(entity::verification_check::Column::SubmittedAt)
        .filter(entity::verification_check::Column::Status.eq(shared::CheckStatus::Pending))
        .into_tuple()
        .all(db)
        .await?;
    let edits: Vec<DateTime<Utc>> = edit_request::Entity::find()
        .select_only()
        .column(edit_request::Column::CreatedAt)
        .filter(edit_request::Column::State.eq(EditRequestState::Pending))
        .into_tuple()
        .all(db)
        .await?;
    let reports: Vec<DateTime<Utc>> = report::Entity::find()
        .select_only()
        .column(report::Column::CreatedAt)
        .filter(report::Column::HandledAt.is_null())
        .into_tuple()
        .all(db)
        .await?;
    let tickets: Vec<DateTime<Utc>> = ticket::Entity::find()
        .select_only()
        .column(ticket::Column::UpdatedAt)
        .filter(ticket::Column::Status.eq(TicketStatus::Open))
        .into_tuple()
        .all(db)
        .await?;
    let enquiries: Vec<DateTime<Utc>> = enquiry::Entity::find()
        .select_only()
        .column(enquiry::Column::CreatedAt)
        .filter(enquiry::Column::HandledAt.is_null())
        .into_tuple()
        .all(db)
        .await?;
    Ok(vec![
        count(QueueKind::Approval, approval),
        count(QueueKind::Photos, photos),
        count(QueueKind::Checks, checks),
        count(QueueKind::EditRequests, edits),
        count(QueueKind::Reports, reports),
        count(QueueKind::Tickets, tickets),
        count(QueueKind::Enquiries, enquiries),
    ])
}

/// The members named by queue rows, by id.
pub(super) async fn members_by_id(
    state: &AppState,
    ids: Vec<i32>,
) -> Result<HashMap<i32, entity::member::Model>, ApiError> {
    Ok(entity::member::Entity::find()
        .filter(entity::member::Column::Id.is_in(ids))
        .all(&state.db)
        .await?
        .into_iter()
        .map(|m| (m.id, m))
        .collect())
}
