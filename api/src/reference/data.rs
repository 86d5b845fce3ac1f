//! The reference lists as rows, read from the database in one go.

use entity::*;
use sea_orm::{DatabaseConnection, EntityTrait};

use crate::lang::Lang;

pub struct ReferenceData {
    pub communities: Vec<community::Model>,
    pub gols: Vec<gol::Model>,
    pub heights: Vec<height::Model>,
    pub occupations: Vec<occupation::Model>,
    pub countries: Vec<country::Model>,
    pub states: Vec<state::Model>,
    pub cities: Vec<city::Model>,
    pub districts: Vec<district::Model>,
    pub talukas: Vec<taluka::Model>,
    pub villages: Vec<village::Model>,
    pub educations: Vec<education::Model>,
    pub annual_incomes: Vec<annual_income::Model>,
    pub notification_types: Vec<notification_type::Model>,
    pub request_types: Vec<request_type::Model>,
    pub contact_topics: Vec<contact_topic::Model>,
}

impl ReferenceData {
    pub(super) async fn load(db: &DatabaseConnection) -> Result<Self, sea_orm::DbErr> {
        Ok(Self {
            communities: community::Entity::find().all(db).await?,
            gols: gol::Entity::find().all(db).await?,
            heights: height::Entity::find().all(db).await?,
            occupations: occupation::Entity::find().all(db).await?,
            countries: country::Entity::find().all(db).await?,
            states: state::Entity::find().all(db).await?,
            cities: city::Entity::find().all(db).await?,
            districts: district::Entity::find().all(db).await?,
            talukas: taluka::Entity::find().all(db).await?,
            villages: village::Entity::find().all(db).await?,
            educations: education::Entity::find().all(db).await?,
            annual_incomes: annual_income::Entity::find().all(db).await?,
            notification_types: notification_type::Entity::find().all(db).await?,
            request_types: request_type::Entity::find().all(db).await?,
            contact_topics: contact_topic::Entity::find().all(db).await?,
        })
    }
}

/// The name in `lang`.
pub fn name(lang: Lang, gu: &str, en: &str) -> String {
    lang.pick(gu, en).to_owned()
}
