//! A member registered for an event (rule 49): their event number, and what the booklet may show of them.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "event_registration")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub event_id: i32,
    pub member_id: i32,
    /// From 1 within the event; never given twice, a withdrawal keeps it.
    pub event_number: i32,
    pub show_photo: bool,
    /// The family's own phone, or only the organisers' desk.
    pub contact: shared::BookletContact,
    pub show_income: bool,
    pub registered_at: DateTimeUtc,
    /// Set while the member has withdrawn; registering again clears it and keeps the number.
    pub withdrawn_at: Option<DateTimeUtc>,
    /// The volunteer who entered the registration from a paper form (rule 49); empty for a member's own.
    pub entered_by: Option<i32>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(belongs_to = "super::event::Entity", from = "Column::EventId", to = "super::event::Column::Id")]
    Event,
}

impl Related<super::event::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Event.def()
    }
}

impl ActiveModelBehavior for ActiveModel {}
