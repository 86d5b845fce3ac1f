//! A visitor's message through the public contact form (rule 34), open until a moderator marks it handled.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "enquiry")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub topic_id: i32,
    pub full_name: String,
    pub email: String,
    pub country_code: String,
    pub mobile: String,
    #[sea_orm(column_type = "Text")]
    pub message: String,
    /// The language the visitor wrote in (`gu` or `en`), for the answer.
    pub lang: String,
    pub created_at: DateTimeUtc,
    pub handled_at: Option<DateTimeUtc>,
    pub moderator_id: Option<i32>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
