//! What a member used of a daily allowance (rule A1): for member details one row per member opened, for counted
//! uses one row per hour.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "allowance_use")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub member_id: i32,
    #[sea_orm(primary_key, auto_increment = false)]
    pub kind: shared::Allowance,
    /// The member opened (member details), or the hour since the Unix epoch (counted uses).
    #[sea_orm(primary_key, auto_increment = false)]
    pub key: i64,
    /// When the use began to count: it counts for a day.
    pub at: DateTimeUtc,
    pub amount: i32,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
