//! A file attached to a ticket message or a contact enquiry (jpeg, png or pdf, checked by its bytes), stored under a
//! server-chosen key.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "attachment")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub ticket_message_id: Option<i32>,
    pub enquiry_id: Option<i32>,
    pub storage_key: String,
    /// The name the sender gave the file, cleaned (shown and used when it is saved).
    pub file_name: String,
    pub content_type: String,
    pub size_bytes: i32,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
