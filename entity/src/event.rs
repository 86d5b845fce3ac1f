//! An event of the samaj (rule 49), a parichay sammelan: where and when, who organises it, who may register and how
//! many. Lists are JSON arrays; an empty list means any.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "event")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub name_gu: String,
    pub name_en: String,
    pub held_on: Date,
    #[sea_orm(column_type = "Text")]
    pub venue: String,
    /// The village it is organised for, of the reference list `village`; or its gol.
    pub village_id: Option<i32>,
    pub gol_id: Option<i32>,
    /// The organising committee: `[{"name": ..., "role": ...}]`.
    #[sea_orm(column_type = "Text")]
    pub committee: String,
    pub opens_on: Date,
    pub closes_on: Date,
    pub min_age: Option<i32>,
    pub max_age: Option<i32>,
    pub open_to: shared::EventFor,
    /// Community ids (a parent community means all its sub-communities), as `[1, 2]`.
    #[sea_orm(column_type = "Text")]
    pub community_ids: String,
    #[sea_orm(column_type = "Text")]
    pub gol_ids: String,
    #[sea_orm(column_type = "Text")]
    pub marital_statuses: String,
    pub capacity: i32,
    #[sea_orm(column_type = "Text", nullable)]
    pub fee_note: Option<String>,
    #[sea_orm(column_type = "Text")]
    pub contact: String,
    /// The moderator or volunteer who created it.
    pub created_by: i32,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    /// When its organisers cancelled it, and why in their words; registration, withdrawal and the day's marks stop.
    pub cancelled_at: Option<DateTimeUtc>,
    #[sea_orm(column_type = "Text", nullable)]
    pub cancel_reason: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
