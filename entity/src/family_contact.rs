//! One family contact of a member (rule 46): who, their phone, and when a connected member sees it.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "family_contact")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub member_id: i32,
    /// The order the member gave, from 0.
    pub position: i32,
    pub relation: shared::ContactRelation,
    pub name: String,
    pub country_code: String,
    pub phone: String,
    pub whatsapp: bool,
    pub visibility: shared::ContactVisibility,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
