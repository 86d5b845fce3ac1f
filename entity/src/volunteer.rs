//! A samaj volunteer's appointment (rule 45): the villages and the gol they serve, who appointed them and when, and
//! whether a moderator has withdrawn them.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "volunteer")]
pub struct Model {
    /// The volunteer's account: a member, or an account with the volunteer role.
    #[sea_orm(primary_key, auto_increment = false)]
    pub member_id: i32,
    /// The village ids served, as a JSON array.
    pub villages: String,
    pub gol_id: Option<i32>,
    pub appointed_by: i32,
    pub appointed_at: DateTimeUtc,
    pub withdrawn_at: Option<DateTimeUtc>,
    pub withdrawn_by: Option<i32>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
