//! A connected member's request to see the family contacts a member keeps until asked (rule 46).

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "contact_ask")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    /// Whose contacts are asked for.
    pub member_id: i32,
    pub asker_id: i32,
    pub status: shared::ContactAskState,
    pub asked_at: DateTimeUtc,
    pub answered_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
