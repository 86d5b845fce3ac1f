//! Who reached a daily allowance, and how often (rule A1), for the moderators.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "allowance_reached")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub member_id: i32,
    #[sea_orm(primary_key, auto_increment = false)]
    pub kind: shared::Allowance,
    /// On how many days it was reached: a refusal more than a day after the last one begins another.
    pub times: i32,
    /// How many requests were refused.
    pub refused: i32,
    pub first_at: DateTimeUtc,
    pub last_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
