//! The search row of a member (`match_row`): a copy of what the lists filter and rank on, with the member's own
//! preferences beside it. It exists exactly while the member is approved (status 3) with a gender and a birth date;
//! [`refresh`] runs in the transaction of every change to what it copies, so it never drifts from its sources.

use chrono::{DateTime, Utc};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter, QuerySelect,
    sea_query::{Expr, ExprTrait, Query},
};
use shared::{ProfileStatus, Role};

use entity::{match_row, member, partner_preference, profile};

use crate::{
    error::ApiError,
    reference::service::{Lookups, ReferenceData},
    state::AppState,
};

/// A list of ids as the row keeps it: `,1,5,` (absent when empty), so "contains 5" is `LIKE '%,5,%'`.
pub fn id_list(ids: &[i32]) -> Option<String> {
    if ids.is_empty() {
        return None;
    }
    let inner: Vec<String> = ids.iter().map(i32::to_string).collect();
    Some(format!(",{},", inner.join(",")))
}

/// The ids of a row's list.
pub fn ids_of(list: &Option<String>) -> Vec<i32> {
    list.as_deref().map(|l| l.split(',').filter_map(|v| v.parse().ok()).collect()).unwrap_or_default()
}

/// The ids of a preference's JSON list.
fn json_ids(json: &Option<String>) -> Vec<i32> {
    parse_ids(json.clone()).unwrap_or_default()
}

pub fn height_cm(data: &ReferenceData, id: Option<i32>) -> Option<i32> {
    id.and_then(|id| data.heights.iter().find(|h| h.id == id)).map(|h| h.cm)
}

pub fn income_min(data: &ReferenceData, id: Option<i32>) -> Option<i64> {
    id.and_then(|id| data.annual_incomes.iter().find(|a| a.id == id)).map(|a| a.min_rupees)
}

/// The row for a member, when they are to have one; `approved_at` is the caller's.
pub fn build(
    data: &ReferenceData,
    m: &member::Model,
    p: &profile::Model,
    pref: Option<&partner_preference::Model>,
    approved_at: DateTime<Utc>,
) -> Option<match_row::Model> {
    // An engaged member (both sides said so, rule 48) leaves every list.
    if m.role != Role::Member || m.profile_status != ProfileStatus::Approved || m.engaged_at.is_some() {
        return None;
    }
    let (male, birth_date) = (p.gender?, p.birth_date?);
    let w = pref.map_or_else(|| no_preferences(data, m.id), |pref| wants(data, pref, p.gol_id));
    Some(match_row::Model {
        member_id: m.id,
        male,
        approved_at,
        birth_date,
        height_cm: height_cm(data, p.height_id),
        income_min: income_min(data, p.annual_income_id),
        community_id: p.community_id,
        parent_community_id: p.parent_community_id,
        marital_status: p.marital_status,
        education_id: p.education_id,
        occupation_id: p.occupation_id,
        country_id: p.country_id,
        state_id: p.state_id,
        // Kept by reference when picked from the list (rule 25); a profile written before, matched by its name.
        city_id: p.city_id.or_else(|| crate::reference::places::city(data, p.state_id, p.city.as_deref())),
        gol_id: p.gol_id,
        traits: traits_of(p)
            | shared::traits::badge_bits(&crate::verification::Proofs::of(m).badges())
            | shared::traits::creator_bit(m.created_by)
            | if m.private_mode { shared::traits::PRIVATE } else { 0 },
        ..w
    })
}

/// A profile's yes/no and single-choice attributes as the row's bits (`shared::traits`); manglik only when the
/// horoscope is visible to every approved member (rule 50: a hidden horoscope is never searched on).
pub fn traits_of(p: &profile::Model) -> i64 {
    use shared::traits::*;
    let manglik = if p.horoscope_visibility == Some(shared::PhotoVisibility::Connections) { None } else { p.manglik };
    yes_no(NRI, p.is_nri)
        | yes_no(DISABILITY, p.any_disability)
        | SATAPETA.yes_no(p.satapeta_accepted)
        | code(DIET, p.diet)
        | code(SMOKING, p.smoking)
        | code(DRINKING, p.drinking)
        | code(MANGLIK, manglik)
}

/// The enum values of a preference's JSON list (`["phone","id"]`, `["father","mother"]`); a list that does not read
/// as such is none.
pub fn values_of<T: serde::de::DeserializeOwned>(json: &Option<String>) -> Vec<T> {
    json.as_deref().and_then(|j| serde_json::from_str(j).ok()).unwrap_or_default()
}

/// Whether a gol is a named circle (not "no gol", "don't know" or an "other"): only those can be "my gol".
pub fn named_circle(data: &ReferenceData, gol_id: Option<i32>) -> bool {
    gol_id
        .and_then(|id| data.gols.iter().find(|g| g.id == id))
        .is_some_and(|g| g.parent_id.is_some() && !crate::reference::lists::is_other(&g.name_en))
}

/// A row without preferences.
fn no_preferences(data: &ReferenceData, member_id: i32) -> match_row::Model {
    let none = partner_preference::Model {
        member_id,
        age_from: None,
        age_to: None,
        height_from: None,
        height_to: None,
        annual_income_from: None,
        annual_income_to: None,
        community_ids: None,
        marital_statuses: None,
        education_ids: None,
        occupation_ids: None,
        country_ids: None,
        state_ids: None,
        city_ids: None,
        is_nri: None,
        any_disability: None,
        satapeta: None,
        diets: None,
        smoking: None,
        drinking: None,
        mangliks: None,
        gol_ids: None,
        within_my_gol: None,
        verified_only: None,
        created_by: None,
        updated_at: chrono::DateTime::<Utc>::MIN_UTC,
    };
    wants(data, &none, None)
}

/// A row whose preferences are `pref` (the search filters): what "they fit mine" tests against. `my_gol` is the
/// member's own gol, for "within my gol".
pub fn wants(data: &ReferenceData, pref: &partner_preference::Model, my_gol: Option<i32>) -> match_row::Model {
    use shared::traits::*;
    let list = |json: &Option<String>| id_list(&json_ids(json));
    let pref_gols = if pref.within_my_gol == Some(true) {
        my_gol.filter(|_| named_circle(data, my_gol)).and_then(|g| id_list(&[g]))
    } else {
        list(&pref.gol_ids)
    };
    let pref_traits = yes_no(NRI, pref.is_nri)
        | yes_no(DISABILITY, pref.any_disability)
        | yes_no(SATAPETA, pref.satapeta)
        | DIET.bits(&json_ids(&pref.diets))
        | SMOKING.bits(&json_ids(&pref.smoking))
        | DRINKING.bits(&json_ids(&pref.drinking))
        | MANGLIK.bits(&json_ids(&pref.mangliks))
        | badge_bits(&values_of(&pref.verified_only))
        | creator_bits(&values_of(&pref.created_by));
    match_row::Model {
        member_id: pref.member_id,
        male: false,
        approved_at: pref.updated_at,
        birth_date: chrono::NaiveDate::MIN,
        height_cm: None,
        income_min: None,
        community_id: None,
        parent_community_id: None,
        marital_status: None,
        education_id: None,
        occupation_id: None,
        country_id: None,
        state_id: None,
        city_id: None,
        gol_id: None,
        traits: 0,
        pref_age_from: pref.age_from,
        pref_age_to: pref.age_to,
        pref_height_from: height_cm(data, pref.height_from),
        pref_height_to: height_cm(data, pref.height_to),
        pref_income_from: income_min(data, pref.annual_income_from),
        pref_income_to: income_min(data, pref.annual_income_to),
        pref_communities: list(&pref.community_ids),
        pref_marital: list(&pref.marital_statuses),
        pref_educations: list(&pref.education_ids),
        pref_occupations: list(&pref.occupation_ids),
        pref_countries: list(&pref.country_ids),
        pref_states: list(&pref.state_ids),
        pref_cities: list(&pref.city_ids),
        pref_gols,
        pref_traits,
    }
}

/// Every column set, so that a save writes them all.
fn active(row: match_row::Model) -> match_row::ActiveModel {
    match_row::ActiveModel::from(row).reset_all()
}

/// Brings the member's search row in line with their account, profile and preferences: written while they are
/// approved, gone otherwise. `now` becomes `approved_at` when the row is new (the member just became visible).
pub async fn refresh_with(
    db: &impl ConnectionTrait,
    data: &ReferenceData,
    now: DateTime<Utc>,
    member_id: i32,
) -> Result<(), ApiError> {
    let existing = match_row::Entity::find_by_id(member_id).one(db).await?;
    let member = member::Entity::find_by_id(member_id).one(db).await?;
    let profile = profile::Entity::find_by_id(member_id).one(db).await?;
    let pref = partner_preference::Entity::find_by_id(member_id).one(db).await?;
    let approved_at = existing.as_ref().map_or(now, |r| r.approved_at);
    let row = match (&member, &profile) {
        (Some(m), Some(p)) => build(data, m, p, pref.as_ref(), approved_at),
        _ => None,
    };
    match (row, existing) {
        (Some(row), Some(_)) => {
            active(row).update(db).await?;
        }
        (Some(row), None) => {
            active(row).insert(db).await?;
        }
        (None, Some(_)) => {
            match_row::Entity::delete_by_id(member_id).exec(db).await?;
        }
        (None, None) => {}
    }
    Ok(())
}

/// [`refresh_with`] with the state's reference data and clock.
pub async fn refresh(state: &AppState, db: &impl ConnectionTrait, member_id: i32) -> Result<(), ApiError> {
    let data = state.lookups.data().await?;
    refresh_with(db, &data, state.clock.now(), member_id).await
}

/// Writes the rows of approved members who have none (they were approved before search rows existed).
pub async fn backfill(db: &DatabaseConnection, lookups: &Lookups, now: DateTime<Utc>) -> Result<(), ApiError> {
    let missing: Vec<i32> = member::Entity::find()
        .select_only()
        .column(member::Column::Id)
        .filter(member::Column::ProfileStatus.eq(ProfileStatus::Approved))
        .filter(member::Column::Role.eq(Role::Member))
        // NOT EXISTS, an anti-join: PostgreSQL cannot turn `NOT IN (subquery)` into one, and at 1,000,000 rows
        // it compared each member with the whole table (the server did not start).
        .filter(
            Expr::exists(
                Query::select()
                    .expr(Expr::val(1))
                    .from(match_row::Entity)
                    .and_where(
                        Expr::col((match_row::Entity, match_row::Column::MemberId))
                            .equals((member::Entity, member::Column::Id)),
                    )
                    .to_owned(),
            )
            .not(),
        )
        .into_tuple()
        .all(db)
        .await?;
    if missing.is_empty() {
        return Ok(());
    }
    let data = lookups.data().await?;
    for id in missing {
        refresh_with(db, &data, now, id).await?;
    }
    Ok(())
}

/// The ids of a stored JSON list.
pub fn parse_ids(json: Option<String>) -> Option<Vec<i32>> {
    json.and_then(|j| serde_json::from_str(&j).ok())
}
