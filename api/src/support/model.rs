//! The shapes of support tickets (docs/api-conventions.md; rule 33).

use poem_openapi::{Multipart, Object};
use shared::{
    TicketStatus,
    types::{MessageText, PageIndex, PageSize, SearchText, Topic},
};

use crate::{instant::Instant, required::Required};

/// A page of the member's tickets: open first, then answered, then closed; newest first within each.
/// `searchText` (optional, at most 100 characters; empty for every ticket) narrows to topics containing it.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct TicketListRequest {
    pub page_index: Option<PageIndex>,
    pub page_size: Option<PageSize>,
    /// Empty or absent: every ticket.
    pub search_text: Option<SearchText>,
}

/// A ticket as a list shows it.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct TicketSummary {
    pub ticket_id: i32,
    pub topic: String,
    pub status: TicketStatus,
    pub created_on: Instant,
    /// The last message's instant.
    pub updated_on: Instant,
    /// How many messages the thread has.
    pub message_count: u32,
}

#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct TicketList {
    pub result: Vec<TicketSummary>,
    pub total_count: u64,
    pub has_more: bool,
}

/// A file attached to a message, through a signed URL valid about 30 minutes.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct AttachmentInfo {
    pub attachment_id: i32,
    pub file_name: String,
    /// `image/jpeg`, `image/png` or `application/pdf`.
    pub content_type: String,
    pub size_bytes: i32,
    pub url: String,
}

/// One message of the thread.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct TicketMessage {
    pub message_id: i32,
    /// An answer from the Sagpan team; otherwise the member's own message.
    pub from_moderator: bool,
    pub body: String,
    pub created_on: Instant,
    pub attachments: Vec<AttachmentInfo>,
}

/// The member a ticket belongs to (moderators' answers only).
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct TicketMember {
    pub member_id: i32,
    pub profile_id: String,
    pub first_name: String,
    pub last_name: String,
}

/// A ticket with its whole thread, oldest message first.
#[derive(Debug, Clone, Object)]
#[oai(rename = "SupportTicket", rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct Ticket {
    pub ticket_id: i32,
    pub topic: String,
    pub status: TicketStatus,
    pub created_on: Instant,
    pub updated_on: Instant,
    pub messages: Vec<TicketMessage>,
    /// Moderators' answers only.
    pub member: Option<TicketMember>,
    /// A confirmation to show after a change, in the request's language.
    pub message: Option<String>,
}

/// A new ticket: topic (1 to 100 characters) and message (1 to 4000), with up to 3 files (jpeg, png or pdf, at most
/// 5 MiB each).
#[derive(Debug, Multipart)]
#[oai(rename_all = "camelCase", deny_unknown_fields)]
pub struct NewTicketForm {
    pub topic: Required<Topic>,
    pub message: Required<MessageText>,
    /// Up to 3 files: jpeg, png or pdf, at most 5 MiB each, checked by their bytes.
    pub attachments: crate::support::attachments::Files,
}

/// A message added to a ticket (by its member, or a moderator's answer), with up to 3 files.
#[derive(Debug, Multipart)]
#[oai(rename_all = "camelCase", deny_unknown_fields)]
pub struct TicketReplyForm {
    pub ticket_id: i32,
    pub message: Required<MessageText>,
    /// Up to 3 files: jpeg, png or pdf, at most 5 MiB each, checked by their bytes.
    pub attachments: crate::support::attachments::Files,
}

/// The fields of a ticket message, validated together.
#[derive(Debug, garde::Validate)]
pub struct MessageFields {
    #[garde(dive)]
    pub topic: Option<Topic>,
    #[garde(dive)]
    pub message: MessageText,
}

/// The search text, checked as sent.
#[derive(Debug, garde::Validate)]
pub struct SearchFields {
    #[garde(dive)]
    pub search_text: SearchText,
}
