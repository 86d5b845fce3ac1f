//! A one-time code sent to an address, stored hashed and bound to its purpose. A row is also written for addresses
//! without an account (with a code nobody receives), so that answers and rate limits never tell whether one exists.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "one_time_code")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    /// The address the code went to, lower-cased.
    pub email: String,
    pub member_id: Option<i32>,
    /// `confirm_email`, `login`, `reset_password`, `change_email`, `satapeta`.
    pub purpose: String,
    pub code_hash: String,
    pub created_at: DateTimeUtc,
    pub expires_at: DateTimeUtc,
    pub wrong_attempts: i32,
    /// Set when used or burnt by too many wrong tries.
    pub consumed_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
