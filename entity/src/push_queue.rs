//! A Web Push message waiting for, or done with, delivery to one sign-in's browser (rule 20, 39).

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "push_queue")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub sign_in_id: i32,
    /// The JSON the service worker reads; `None` once delivered or given up.
    #[sea_orm(column_type = "Text", nullable)]
    pub payload: Option<String>,
    pub created_at: DateTimeUtc,
    pub attempts: i32,
    pub next_attempt_at: DateTimeUtc,
    pub done_at: Option<DateTimeUtc>,
    #[sea_orm(column_type = "Text", nullable)]
    pub last_error: Option<String>,
    /// The connection request this message announces while the request may still be withdrawn unannounced (rule 9):
    /// withdrawing it then deletes the message unsent.
    pub request_id: Option<i32>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
