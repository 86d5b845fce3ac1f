//! A connection request between two members (rule 9): sent, then accepted, declined or cancelled.

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
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
