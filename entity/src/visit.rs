//! A member's visits to another member's detail (rule 28): one row per pair, the last visit and how many.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "visit")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub visitor_id: i32,
    #[sea_orm(primary_key, auto_increment = false)]
    pub visited_id: i32,
    pub last_visited_at: DateTimeUtc,
    pub visit_count: i32,
    /// The last visit was made in private mode or browsing invisibly (rule 47): "who visited me" leaves it out.
    pub unseen: bool,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
