//! A member's request to change a detail they may not edit themselves (name, birth date, gender), decided by a
//! moderator.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "edit_request")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub member_id: i32,
    /// A row of the request types (`GET /api/Request/Name`).
    pub request_type_id: i32,
    /// The value when the request was made, as the server had it.
    #[sea_orm(column_type = "Text", nullable)]
    pub current_value: Option<String>,
    #[sea_orm(column_type = "Text")]
    pub new_value: String,
    #[sea_orm(column_type = "Text")]
    pub note: String,
    pub state: shared::EditRequestState,
    /// The moderator's reason for a decline.
    #[sea_orm(column_type = "Text", nullable)]
    pub reason: Option<String>,
    pub moderator_id: Option<i32>,
    pub created_at: DateTimeUtc,
    pub decided_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
