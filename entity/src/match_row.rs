//! One search row per member others may see (status 3): what the lists filter and rank on, with the member's own
//! partner preferences beside it, so that "I fit theirs" is a test on the candidate's own row. Kept by
//! `api::matching::row::refresh` in the transaction of every change to what it copies.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "match_row")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub member_id: i32,
    pub male: bool,
    /// When the member last became visible: "most recently approved first".
    pub approved_at: DateTimeUtc,
    pub birth_date: Date,
    pub height_cm: Option<i32>,
    /// The lower bound of the member's annual income bracket, in rupees.
    pub income_min: Option<i64>,
    pub community_id: Option<i32>,
    pub parent_community_id: Option<i32>,
    pub marital_status: Option<i32>,
    pub education_id: Option<i32>,
    pub occupation_id: Option<i32>,
    pub country_id: Option<i32>,
    pub state_id: Option<i32>,
    /// The city of the reference list whose name the member's city gives, when one does.
    pub city_id: Option<i32>,
    /// The gol of the reference list (rule 52).
    pub gol_id: Option<i32>,
    /// NRI, disability, satapeta, diet, smoking, drinking and a visible manglik, as bits (`shared::traits`).
    pub traits: i64,
    pub pref_age_from: Option<i32>,
    pub pref_age_to: Option<i32>,
    pub pref_height_from: Option<i32>,
    pub pref_height_to: Option<i32>,
    pub pref_income_from: Option<i64>,
    pub pref_income_to: Option<i64>,
    /// Lists as `,1,5,`.
    #[sea_orm(column_type = "Text", nullable)]
    pub pref_communities: Option<String>,
    #[sea_orm(column_type = "Text", nullable)]
    pub pref_marital: Option<String>,
    #[sea_orm(column_type = "Text", nullable)]
    pub pref_educations: Option<String>,
    #[sea_orm(column_type = "Text", nullable)]
    pub pref_occupations: Option<String>,
    #[sea_orm(column_type = "Text", nullable)]
    pub pref_countries: Option<String>,
    #[sea_orm(column_type = "Text", nullable)]
    pub pref_states: Option<String>,
    #[sea_orm(column_type = "Text", nullable)]
    pub pref_cities: Option<String>,
    /// Gols as `,1,5,` (a "within my gol" preference: the member's own).
    #[sea_orm(column_type = "Text", nullable)]
    pub pref_gols: Option<String>,
    /// The accepted values of the same attributes as `traits`, as bits; a group without bits accepts any.
    pub pref_traits: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

impl Model {
    pub fn is_nri(&self) -> Option<bool> {
        shared::traits::NRI.boolean(self.traits)
    }

    pub fn any_disability(&self) -> Option<bool> {
        shared::traits::DISABILITY.boolean(self.traits)
    }

    pub fn satapeta(&self) -> bool {
        shared::traits::SATAPETA.boolean(self.traits) == Some(true)
    }
}
