//! A connection request between two members (rule 9): sent, then accepted, declined, cancelled or expired.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "connection_request")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub sender_id: i32,
    pub receiver_id: i32,
    pub status: shared::RequestState,
    pub created_at: DateTimeUtc,
    pub decided_at: Option<DateTimeUtc>,
    /// The sender's family manager who sent it, and the receiver's who answered it (rule 46), by their relation.
    pub sent_by: Option<shared::FamilyRelation>,
    pub answered_by: Option<shared::FamilyRelation>,
    /// The receiver's reply (rule 47a) and when; a reply that leaves the request open may be followed by another.
    pub reply: Option<shared::RequestReply>,
    pub replied_at: Option<DateTimeUtc>,
    /// Why the receiver declined, for the receiver alone.
    pub decline_reason: Option<shared::DeclineReason>,
    /// The receiver's question ("need more information"), and the sender's answer to it.
    #[sea_orm(column_type = "Text", nullable)]
    pub question: Option<String>,
    #[sea_orm(column_type = "Text", nullable)]
    pub answer: Option<String>,
    pub answered_at: Option<DateTimeUtc>,
    /// How many reminders the receiver had while it waited for a reply (rule 42).
    pub reminders: i32,
    /// When both sides were asked how it went, 14 days after it was accepted (rule 48).
    pub outcome_asked_at: Option<DateTimeUtc>,
    /// The event whose mutual marks made this connection (rule 49); outside the daily connect quota.
    pub event_id: Option<i32>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
