//! A text message waiting to leave: written first, sent by the SMS worker, retried with back-off until it is.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "sms_queue")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    /// The number in international form: `+` and digits.
    pub recipient: String,
    /// The message, until it is sent: afterwards the row is a delivery record without it.
    #[sea_orm(column_type = "Text", nullable)]
    pub body: Option<String>,
    pub created_at: DateTimeUtc,
    pub attempts: i32,
    pub next_attempt_at: DateTimeUtc,
    pub sent_at: Option<DateTimeUtc>,
    pub last_error: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
