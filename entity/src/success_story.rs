//! A success story of an engaged pair (rule 48): the words one of them wrote, each side's consent (a change of the
//! words asks both again), and the moderators' decision to publish it on the home page or not.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "success_story")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    #[sea_orm(unique)]
    pub request_id: i32,
    #[sea_orm(column_type = "Text")]
    pub words: String,
    pub written_by: i32,
    pub sender_consent_at: Option<DateTimeUtc>,
    pub receiver_consent_at: Option<DateTimeUtc>,
    pub status: shared::StoryStatus,
    pub decided_by: Option<i32>,
    pub decided_at: Option<DateTimeUtc>,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
