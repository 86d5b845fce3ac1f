//! A registrant's mark of interest in another at an event (rule 49): seen only by the marker until both marked each
//! other; each side then confirms once, and the two confirmations make an accepted connection.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "event_interest")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub event_id: i32,
    /// Who marked.
    #[sea_orm(primary_key, auto_increment = false)]
    pub member_id: i32,
    /// Whom they marked, by event number.
    #[sea_orm(primary_key, auto_increment = false)]
    pub other_id: i32,
    pub marked_at: DateTimeUtc,
    /// When the marker confirmed a mutual mark as a connection.
    pub confirmed_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
