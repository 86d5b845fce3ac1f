//! A member's partner preferences: each optional, unset meaning "any". Lists are JSON arrays of ids ("any of").

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "partner_preference")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub member_id: i32,
    pub age_from: Option<i32>,
    pub age_to: Option<i32>,
    /// Height ids (`GET /api/Height/Name`), ordered by height.
    pub height_from: Option<i32>,
    pub height_to: Option<i32>,
    /// Annual income ids, ordered by amount.
    pub annual_income_from: Option<i32>,
    pub annual_income_to: Option<i32>,
    #[sea_orm(column_type = "Text", nullable)]
    pub community_ids: Option<String>,
    #[sea_orm(column_type = "Text", nullable)]
    pub marital_statuses: Option<String>,
    #[sea_orm(column_type = "Text", nullable)]
    pub education_ids: Option<String>,
    #[sea_orm(column_type = "Text", nullable)]
    pub occupation_ids: Option<String>,
    #[sea_orm(column_type = "Text", nullable)]
    pub country_ids: Option<String>,
    #[sea_orm(column_type = "Text", nullable)]
    pub state_ids: Option<String>,
    #[sea_orm(column_type = "Text", nullable)]
    pub city_ids: Option<String>,
    pub is_nri: Option<bool>,
    pub any_disability: Option<bool>,
    pub satapeta: Option<bool>,
    /// Lifestyle and manglik (rules 50 and 52): JSON arrays of the accepted codes.
    #[sea_orm(column_type = "Text", nullable)]
    pub diets: Option<String>,
    #[sea_orm(column_type = "Text", nullable)]
    pub smoking: Option<String>,
    #[sea_orm(column_type = "Text", nullable)]
    pub drinking: Option<String>,
    #[sea_orm(column_type = "Text", nullable)]
    pub mangliks: Option<String>,
    /// The badges a partner must have (rule 44) as a JSON array of `shared::Badge` (`["id"]`); absent: any member.
    #[sea_orm(column_type = "Text", nullable)]
    pub verified_only: Option<String>,
    /// Who may look after a partner's profile (rule 46), as a JSON array of `shared::ProfileCreator`
    /// (`["father","mother"]`); absent: anyone.
    #[sea_orm(column_type = "Text", nullable)]
    pub created_by: Option<String>,
    /// Gols of the reference list, or "within my own gol" (which wins when both are given).
    #[sea_orm(column_type = "Text", nullable)]
    pub gol_ids: Option<String>,
    pub within_my_gol: Option<bool>,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
