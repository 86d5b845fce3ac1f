//! An address subscribed from the footer (rule 35); unsubscribing keeps the row, marked, so a repeat
//! subscription answers the same.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "subscriber")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    /// Lower-cased.
    pub email: String,
    pub lang: String,
    pub created_at: DateTimeUtc,
    pub unsubscribed_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
