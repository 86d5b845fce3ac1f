//! Reference list `occupation` (bilingual names; ids are stable and seeded by migration).

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "occupation")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: i32,
    /// Whose occupation it is (the integer column holds its code: 1 own, 2 mother's, 3 father's).
    pub occupation_type: shared::OccupationType,
    pub name_en: String,
    pub name_gu: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
