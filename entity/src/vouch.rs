//! A samaj volunteer's word for a member they know personally (rule 45): how they know the family, the village or gol
//! it was given in, and whether the member accepted it.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "vouch")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub volunteer_id: i32,
    pub member_id: i32,
    pub relation: shared::VouchRelation,
    pub words: String,
    /// The member's native village when the volunteer serves it; else none, and `gol_id` says where.
    pub village_id: Option<i32>,
    pub gol_id: Option<i32>,
    pub status: shared::VouchStatus,
    pub created_at: DateTimeUtc,
    /// When the member accepted or declined, or a moderator withdrew it.
    pub answered_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
