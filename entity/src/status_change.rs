//! A change of a member's profile status: the member's history, and the source of the queue figures.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "status_change")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub member_id: i32,
    pub from_status: shared::ProfileStatus,
    pub to_status: shared::ProfileStatus,
    /// The moderator's reason the member sees (changes requested, suspended).
    pub reason: Option<String>,
    /// The moderator who decided; none when the member did it.
    pub moderator_id: Option<i32>,
    pub at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
