//! A member's report of another member to the moderators (rule 30), open until a moderator handles it.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "report")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub reporter_id: i32,
    pub reported_id: i32,
    /// What the reporter chose from the list; `None` for a report made before the list (or by a client without it),
    /// which reads as `other`.
    pub category: Option<shared::ReportCategory>,
    /// The reporter's words; empty when they chose a category and wrote nothing.
    #[sea_orm(column_type = "Text")]
    pub reason: String,
    pub created_at: DateTimeUtc,
    /// What the moderator did; `None` while the report is open.
    pub outcome: Option<shared::ReportOutcome>,
    pub moderator_id: Option<i32>,
    pub handled_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
