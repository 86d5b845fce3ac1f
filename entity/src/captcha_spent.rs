//! A captcha challenge already used, kept until it expires so that no instance accepts it again.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "captcha_spent")]
pub struct Model {
    /// The challenge (hex SHA-256).
    #[sea_orm(primary_key, auto_increment = false)]
    pub challenge: String,
    pub expires_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
