//! A rate-limited key's state (GCRA), shared by every instance: `api/src/ratelimit.rs`.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "rate_limit")]
pub struct Model {
    /// The limit's name and a hash of what it counts (an address, an account).
    #[sea_orm(primary_key, auto_increment = false)]
    pub key: String,
    /// The theoretical arrival time, in milliseconds since the Unix epoch.
    pub tat: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
