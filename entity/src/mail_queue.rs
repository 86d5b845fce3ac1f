//! An e-mail waiting to leave: written first, sent by the mail worker, retried with back-off until it is.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "mail_queue")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub recipient: String,
    pub subject: String,
    /// The message, until it is sent: afterwards the row is a delivery record without it.
    #[sea_orm(column_type = "Text", nullable)]
    pub text_body: Option<String>,
    #[sea_orm(column_type = "Text", nullable)]
    pub html_body: Option<String>,
    pub created_at: DateTimeUtc,
    pub attempts: i32,
    pub next_attempt_at: DateTimeUtc,
    pub sent_at: Option<DateTimeUtc>,
    pub last_error: Option<String>,
    /// The connection request this message announces while the request may still be withdrawn unannounced (rule 9):
    /// withdrawing it then deletes the message unsent.
    pub request_id: Option<i32>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
