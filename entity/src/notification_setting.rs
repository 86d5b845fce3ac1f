//! A member's channels for one notification type; a type without a row has every channel on.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "notification_setting")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub member_id: i32,
    #[sea_orm(primary_key, auto_increment = false)]
    pub notification_type_id: i32,
    pub app: bool,
    pub email: bool,
    pub push: bool,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
