//! Support tickets (rule 33): a member opens one with a topic, a message and files; a moderator answers from
//! `/admin` (the member is told); the member's reply to an answered or closed ticket ("still have a problem") opens
//! it again. One use case, one transaction: the files are stored first, their rows written with the message, and
//! removed again when the transaction fails.

use crate::error::Reason;
use std::collections::HashMap;

use sea_orm::{
    ActiveModelTrait, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, Set,
    sea_query::{Expr, ExprTrait, Func},
};
use shared::{NotificationKind, TicketStatus, types::MessageText};

use entity::{attachment, member, ticket, ticket_message};

use super::model::*;
use crate::{
    error::{ApiError, ErrorCode, validated},
    lang::Lang,
    messages, notifications as notify,
    state::AppState,
    support::attachments::{self, Owner},
    work::Work,
};

/// Who is asking: the member whose tickets they are, or a moderator (who may read and answer any ticket).
#[derive(Clone, Copy)]
pub enum Reader {
    Member(i32),
    Moderator(i32),
}

/// The order of statuses in a list: open, then answered, then closed.
fn status_rank() -> sea_orm::sea_query::SimpleExpr {
    Expr::case(ticket::Column::Status.eq(TicketStatus::Open), 0)
        .case(ticket::Column::Status.eq(TicketStatus::Answered), 1)
        .finally(2)
        .into()
}

/// Validates a message (and a new ticket's topic) before anything is stored, without their surrounding spaces: a
/// text of spaces only is no topic or message.
pub fn checked_fields(topic: Option<shared::types::Topic>, message: MessageText) -> Result<MessageFields, ApiError> {
    let fields =
        MessageFields { topic: topic.map(|t| t.as_str().trim().into()), message: message.as_str().trim().into() };
    validated(&fields)?;
    Ok(fields)
}

/// The member's tickets, open first then answered then closed, newest first within each (document 001).
pub async fn list(state: &AppState, member_id: i32, req: TicketListRequest) -> Result<TicketList, ApiError> {
    let (page_index, page_size) = crate::paging::optional(req.page_index, req.page_size)?;
    if let Some(text) = &req.search_text {
        validated(&SearchFields { search_text: text.clone() })?;
    }
    let search = req.search_text.as_ref().map(|t| t.as_str().trim()).filter(|s| !s.is_empty()).map(str::to_owned);
    let mut query = ticket::Entity::find().filter(ticket::Column::MemberId.eq(member_id));
    if let Some(text) = &search {
        query = query.filter(
            Expr::expr(Func::lower(Expr::col(ticket::Column::Topic))).like(crate::db::containing(&text.to_lowercase())),
        );
    }
    let total_count = query.clone().count(&state.db).await?;
    let rows = query
        .order_by(status_rank(), sea_orm::Order::Asc)
        .order_by_desc(ticket::Column::CreatedAt)
        .order_by_desc(ticket::Column::Id)
        .offset((page_index - 1) * page_size)
        .limit(page_size)
        .all(&state.db)
        .await?;
    let counts = message_counts(state, &rows.iter().map(|t| t.id).collect::<Vec<_>>()).await?;
    let result: Vec<TicketSummary> = rows
        .into_iter()
        .map(|t| TicketSummary {
            ticket_id: t.id,
            message_count: counts.get(&t.id).copied().unwrap_or(0),
            topic: t.topic,
            status: t.status,
            created_on: t.created_at.into(),
            updated_on: t.updated_at.into(),
        })
        .collect();
    let has_more = page_index * page_size < total_count;
    Ok(TicketList { result, total_count, has_more })
}

/// How many messages each of these tickets has.
pub async fn message_counts(state: &AppState, ticket_ids: &[i32]) -> Result<HashMap<i32, u32>, ApiError> {
    if ticket_ids.is_empty() {
        return Ok(HashMap::new());
    }
    let rows: Vec<(i32, i64)> = ticket_message::Entity::find()
        .select_only()
        .column(ticket_message::Column::TicketId)
        .column_as(ticket_message::Column::Id.count(), "n")
        .filter(crate::db::among(
            state.db.get_database_backend(),
            ticket_message::Column::TicketId.into_expr(),
            ticket_ids,
        ))
        .group_by(ticket_message::Column::TicketId)
        .into_tuple()
        .all(&state.db)
        .await?;
    Ok(rows.into_iter().map(|(id, n)| (id, u32::try_from(n).unwrap_or(u32::MAX))).collect())
}

/// A ticket the reader may see: a member's own, or any for a moderator; 404 otherwise (never saying which).
async fn visible(
    db: &impl sea_orm::ConnectionTrait,
    reader: Reader,
    ticket_id: i32,
) -> Result<ticket::Model, ApiError> {
    let found = ticket::Entity::find_by_id(ticket_id).one(db).await?.ok_or_else(ApiError::not_found)?;
    match reader {
        Reader::Member(id) if found.member_id != id => Err(ApiError::not_found()),
        _ => Ok(found),
    }
}

/// A ticket with its thread and signed URLs of its files, as `reader` may see it.
pub async fn thread(
    state: &AppState,
    db: &impl sea_orm::ConnectionTrait,
    reader: Reader,
    ticket_id: i32,
    message: Option<String>,
) -> Result<Ticket, ApiError> {
    let found = visible(db, reader, ticket_id).await?;
    let rows = ticket_message::Entity::find()
        .filter(ticket_message::Column::TicketId.eq(found.id))
        .order_by_asc(ticket_message::Column::Id)
        .all(db)
        .await?;
    let files = attachments::of_messages(db, &rows.iter().map(|m| m.id).collect::<Vec<_>>()).await?;
    let now = state.clock.now();
    let viewer = match reader {
        Reader::Member(id) | Reader::Moderator(id) => id,
    };
    let mut by_message: HashMap<i32, Vec<AttachmentInfo>> = HashMap::new();
    for file in files {
        let Some(message_id) = file.ticket_message_id else { continue };
        by_message.entry(message_id).or_default().push(attachment_info(state, file, viewer, now));
    }
    let messages = rows
        .into_iter()
        .map(|m| TicketMessage {
            message_id: m.id,
            from_moderator: m.from_moderator,
            attachments: by_message.remove(&m.id).unwrap_or_default(),
            body: m.body,
            created_on: m.created_at.into(),
        })
        .collect();
    let member = match reader {
        Reader::Moderator(_) => member::Entity::find_by_id(found.member_id).one(db).await?.map(|m| TicketMember {
            member_id: m.id,
            profile_id: m.profile_id,
            first_name: m.first_name,
            last_name: m.last_name,
        }),
        Reader::Member(_) => None,
    };
    Ok(Ticket {
        ticket_id: found.id,
        topic: found.topic,
        status: found.status,
        created_on: found.created_at.into(),
        updated_on: found.updated_at.into(),
        messages,
        member,
        message,
    })
}

/// A file as a thread or an enquiry shows it.
pub fn attachment_info(
    state: &AppState,
    file: attachment::Model,
    viewer: i32,
    now: chrono::DateTime<chrono::Utc>,
) -> AttachmentInfo {
    AttachmentInfo {
        url: attachments::signed_url(&state.keys, file.id, viewer, now),
        attachment_id: file.id,
        file_name: file.file_name,
        content_type: file.content_type,
        size_bytes: file.size_bytes,
    }
}

/// Opens a ticket with its first message and files.
pub async fn open(
    state: &AppState,
    member: &member::Model,
    form: NewTicketForm,
    lang: Lang,
) -> Result<Ticket, ApiError> {
    let fields = checked_fields(Some(form.topic.0.unwrap_or_default()), form.message.0.unwrap_or_default())?;
    let files = attachments::check(&state.photo_budget, form.attachments.0).await?;
    let stored = attachments::store(state, files).await?;
    let result = async {
        let now = state.clock.now();
        let work = Work::begin(state).await?;
        let created = ticket::ActiveModel {
            member_id: Set(member.id),
            topic: Set(fields.topic.map(|t| t.0.trim().to_owned()).unwrap_or_default()),
            status: Set(TicketStatus::Open),
            created_at: Set(now),
            updated_at: Set(now),
            ..Default::default()
        }
        .insert(&*work)
        .await?;
        let message = insert_message(&work, created.id, None, &fields.message, now).await?;
        attachments::insert(&*work, now, Owner::TicketMessage(message.id), &stored).await?;
        let answer = thread(state, &*work, Reader::Member(member.id), created.id, None).await?;
        work.commit(state).await?;
        Ok::<_, ApiError>(answer)
    }
    .await;
    finish(state, &stored, result, &messages::text("ticket_created", lang)).await
}

/// Keeps the stored files when the use case committed, removes them when it failed; adds the confirmation.
fn finish_message(mut ticket: Ticket, text: &str) -> Ticket {
    ticket.message = Some(text.to_owned());
    ticket
}

async fn finish(
    state: &AppState,
    stored: &attachments::Stored,
    result: Result<Ticket, ApiError>,
    text: &str,
) -> Result<Ticket, ApiError> {
    match result {
        Ok(ticket) => Ok(finish_message(ticket, text)),
        Err(e) => {
            attachments::discard(state, stored).await;
            Err(e)
        }
    }
}

async fn insert_message(
    work: &Work,
    ticket_id: i32,
    moderator_id: Option<i32>,
    body: &MessageText,
    now: chrono::DateTime<chrono::Utc>,
) -> Result<ticket_message::Model, ApiError> {
    Ok(ticket_message::ActiveModel {
        ticket_id: Set(ticket_id),
        moderator_id: Set(moderator_id),
        from_moderator: Set(moderator_id.is_some()),
        body: Set(body.0.trim().to_owned()),
        created_at: Set(now),
        ..Default::default()
    }
    .insert(&**work)
    .await?)
}

/// Adds a message to a ticket: the member's (which opens an answered or closed ticket again), or a moderator's
/// answer (the ticket becomes answered, or closed when `close`; the member is told by the channels they allow).
pub async fn reply(
    state: &AppState,
    reader: Reader,
    form: TicketReplyForm,
    close: bool,
    lang: Lang,
) -> Result<Ticket, ApiError> {
    let fields = checked_fields(None, form.message.0.unwrap_or_default())?;
    // The ticket must exist for this reader before any file is read or stored.
    visible(&state.db, reader, form.ticket_id).await?;
    let files = attachments::check(&state.photo_budget, form.attachments.0).await?;
    let stored = attachments::store(state, files).await?;
    let mut text = "ticket_replied";
    let result = async {
        let now = state.clock.now();
        let mut work = Work::begin(state).await?;
        let found = visible(&*work, reader, form.ticket_id).await?;
        let (moderator_id, status) = match reader {
            Reader::Member(_) => {
                if found.status != TicketStatus::Open {
                    text = "ticket_reopened";
                }
                (None, TicketStatus::Open)
            }
            Reader::Moderator(id) => {
                text = "ticket_answered";
                (Some(id), if close { TicketStatus::Closed } else { TicketStatus::Answered })
            }
        };
        let message = insert_message(&work, found.id, moderator_id, &fields.message, now).await?;
        attachments::insert(&*work, now, Owner::TicketMessage(message.id), &stored).await?;
        ticket::Entity::update_many()
            .col_expr(ticket::Column::Status, Expr::value(status))
            .col_expr(ticket::Column::UpdatedAt, Expr::value(now))
            .filter(ticket::Column::Id.eq(found.id))
            .exec(&*work)
            .await?;
        if let Some(moderator_id) = moderator_id {
            let owner =
                member::Entity::find_by_id(found.member_id).one(&*work).await?.ok_or_else(ApiError::not_found)?;
            crate::moderation::moderators::audit(
                &*work,
                state,
                crate::moderation::moderators::AuditEntry {
                    moderator_id,
                    action: shared::AuditAction::AnswerTicket,
                    member_id: Some(owner.id),
                    before: serde_json::json!({ "ticketId": found.id, "status": found.status }),
                    after: serde_json::json!({ "ticketId": found.id, "status": status }),
                    reason: None,
                },
            )
            .await?;
            tell_member(state, &mut work, &owner, &found).await?;
        }
        let answer = thread(state, &*work, reader, found.id, None).await?;
        work.commit(state).await?;
        Ok::<_, ApiError>(answer)
    }
    .await;
    finish(state, &stored, result, &messages::text(text, lang)).await
}

/// Tells the member that their ticket was answered (rule 31: a ticket answered).
async fn tell_member(
    state: &AppState,
    work: &mut Work,
    owner: &member::Model,
    found: &ticket::Model,
) -> Result<(), ApiError> {
    let topic = &found.topic;
    let notice = notify::Notice {
        kind: NotificationKind::TicketReply,
        title: notify::both("tickets-answered-title", &[]),
        body: notify::both("tickets-answered-body", &[("topic", topic)]),
        page: format!("/ticket/{}", found.id),
        button: notify::both("tickets-button", &[]),
        request_id: None,
        hold: None,
    };
    notify::tell(state, work, owner, notice).await
}

/// Closes a ticket (a moderator's action; the member can open it again by replying). A ticket already closed is a
/// 422: another moderator may have just closed it.
pub async fn close(state: &AppState, moderator_id: i32, ticket_id: i32) -> Result<(), ApiError> {
    let now = state.clock.now();
    let work = Work::begin(state).await?;
    let found = visible(&*work, Reader::Moderator(moderator_id), ticket_id).await?;
    let changed = ticket::Entity::update_many()
        .col_expr(ticket::Column::Status, Expr::value(TicketStatus::Closed))
        .col_expr(ticket::Column::UpdatedAt, Expr::value(now))
        .filter(ticket::Column::Id.eq(ticket_id))
        .filter(ticket::Column::Status.ne(TicketStatus::Closed))
        .exec(&*work)
        .await?;
    if changed.rows_affected == 0 {
        return Err(ApiError::new(ErrorCode::RuleViolated).with_detail(Reason::TicketClosedAlready));
    }
    crate::moderation::moderators::audit(
        &*work,
        state,
        crate::moderation::moderators::AuditEntry {
            moderator_id,
            action: shared::AuditAction::CloseTicket,
            member_id: Some(found.member_id),
            before: serde_json::json!({ "ticketId": found.id, "status": found.status }),
            after: serde_json::json!({ "ticketId": found.id, "status": TicketStatus::Closed }),
            reason: None,
        },
    )
    .await?;
    work.commit(state).await
}
