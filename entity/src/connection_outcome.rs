//! How an accepted connection went, as one side says it (rule 48): still talking, met the family, engaged, not going
//! ahead. Seen by nobody but the member who said it.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "connection_outcome")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub request_id: i32,
    #[sea_orm(primary_key, auto_increment = false)]
    pub member_id: i32,
    pub outcome: shared::ConnectionOutcome,
    pub answered_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
