//! A member's photo, re-encoded by the server in the sizes the app shows and stored under server-chosen names.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "photo")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub member_id: i32,
    /// The storage key prefix; each size is `{key}-{size}.jpg`.
    pub storage_key: String,
    /// Width and height of the largest size, in pixels.
    pub width: i32,
    pub height: i32,
    /// The profile photo shown on cards and in the header.
    pub is_default: bool,
    pub created_at: DateTimeUtc,
    /// Approved photos are seen by others; a photo added after approval waits for a moderator (rule 27).
    pub status: shared::PhotoStatus,
    /// The member asked for this pending photo to become the default once approved.
    pub pending_default: bool,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
