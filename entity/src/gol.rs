//! Reference list `gol`: the village marriage circles of a parent community (rule 52); bilingual names, ids stable
//! and seeded by migration; no parent for "no gol" and "don't know".

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "gol")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: i32,
    pub parent_id: Option<i32>,
    pub name_en: String,
    pub name_gu: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
