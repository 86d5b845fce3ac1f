//! The web popup set by moderators (rule 36): at most one row; clearing it deletes the row.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "popup_setting")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub title_gu: String,
    pub title_en: String,
    #[sea_orm(column_type = "Text")]
    pub body_gu: String,
    #[sea_orm(column_type = "Text")]
    pub body_en: String,
    pub button_text_gu: String,
    pub button_text_en: String,
    /// An `https` link.
    pub button_action: String,
    pub updated_at: DateTimeUtc,
    pub moderator_id: Option<i32>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
