//! A member's shortlist: the members they marked.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "shortlist")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub member_id: i32,
    #[sea_orm(primary_key, auto_increment = false)]
    pub shortlisted_id: i32,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
