//! A family member who looks after a member's profile (rule 46): invited by e-mail with a code, then active with their
//! own account and the rights the member gave.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "family_manager")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    /// The profile looked after.
    pub member_id: i32,
    /// The address invited, normalised.
    pub email: String,
    pub relation: shared::FamilyRelation,
    pub may_view: bool,
    pub may_request: bool,
    pub may_edit: bool,
    pub status: shared::ManagerStatus,
    /// The manager's account, once they accepted.
    pub manager_id: Option<i32>,
    /// The invitation's code as a keyed hash, while it waits.
    pub code_hash: Option<String>,
    pub code_expires_at: Option<DateTimeUtc>,
    pub wrong_attempts: i32,
    pub invited_at: DateTimeUtc,
    pub accepted_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
