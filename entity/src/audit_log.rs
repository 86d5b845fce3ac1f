//! Every moderator action: who, when, what, and the state before and after.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "audit_log")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub moderator_id: i32,
    pub action: shared::AuditAction,
    /// The member the action was about, or [`NO_MEMBER`] for an action about no member (the popup, a visitor's
    /// enquiry).
    pub member_id: i32,
    /// JSON of what changed, before and after.
    #[sea_orm(column_type = "Text")]
    pub before: String,
    #[sea_orm(column_type = "Text")]
    pub after: String,
    pub reason: Option<String>,
    pub at: DateTimeUtc,
}

/// `member_id` of an action about no member: no member has id 0 (ids start at 1).
pub const NO_MEMBER: i32 = 0;

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
