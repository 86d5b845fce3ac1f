//! One thing a member did (rule 32), for their activity list: the action, the other member it concerned and
//! a detail (such as which profile tab was saved). The texts are written when the list is read, in its language.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "activity")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub member_id: i32,
    pub action: shared::ActivityAction,
    pub other_id: Option<i32>,
    #[sea_orm(column_type = "Text", nullable)]
    pub detail: Option<String>,
    pub created_at: DateTimeUtc,
    /// The family manager who took it for the member (rule 46), by their relation to the member.
    pub actor: Option<shared::FamilyRelation>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
