//! Partner preferences (document 001 sections 2 and 3, rule 26): each optional, unset meaning "any"; the
//! matching (rules 4 and 26) reads them. Lists are "any of"; ranges have from ≤ to.

use garde::Validate;
use poem_openapi::Object;
use sea_orm::{ActiveModelTrait, EntityTrait};
use shared::{
    Diet, Habit, Manglik, MaritalStatus, OccupationType,
    rules::{choice_list, not_before},
    types::PreferenceAge,
};

use entity::partner_preference;

use crate::{
    error::{ApiError, ErrorCode, validated},
    instant::Instant,
    reference::service::ReferenceData,
    state::AppState,
    work::Work,
};

/// The member's partner preferences. Every field is optional: absent, null or an empty list means "any".
#[derive(Debug, Clone, Default, Object, Validate)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct PartnerPreferenceRequest {
    /// Youngest age, 18 to 100.
    #[garde(dive)]
    pub age_from: Option<PreferenceAge>,
    /// Oldest age, 18 to 100, not below `ageFrom`.
    #[garde(dive, custom(not_before(&self.age_from)))]
    pub age_to: Option<PreferenceAge>,
    /// A height of `GET /api/Height/Name`.
    #[garde(skip)]
    pub height_from: Option<i32>,
    /// A height of `GET /api/Height/Name`, not below `heightFrom`.
    #[garde(skip)]
    pub height_to: Option<i32>,
    /// An annual income of `GET /api/AnnualIncome/Name`.
    #[garde(skip)]
    pub annual_income_from: Option<i32>,
    /// An annual income of `GET /api/AnnualIncome/Name`, not below `annualIncomeFrom`.
    #[garde(skip)]
    pub annual_income_to: Option<i32>,
    /// Communities of `GET /api/Community/Name` (a parent means all its sub-communities), at most 50.
    #[garde(custom(choice_list))]
    pub community_ids: Option<Vec<i32>>,
    /// 1 never married, 2 widowed, 3 divorced, 4 awaiting divorce.
    #[garde(custom(choice_list))]
    pub marital_statuses: Option<Vec<i32>>,
    #[garde(custom(choice_list))]
    pub education_ids: Option<Vec<i32>>,
    /// Occupations of type 1 (own).
    #[garde(custom(choice_list))]
    pub occupation_ids: Option<Vec<i32>>,
    #[garde(custom(choice_list))]
    pub country_ids: Option<Vec<i32>>,
    #[garde(custom(choice_list))]
    pub state_ids: Option<Vec<i32>>,
    /// Cities and villages of `GET /api/City/Name`.
    #[garde(custom(choice_list))]
    pub city_ids: Option<Vec<i32>>,
    /// true: NRI members only; false: members in India only.
    #[oai(rename = "isNRI")]
    #[garde(skip)]
    pub is_nri: Option<bool>,
    /// true: members with a disability; false: members without.
    #[garde(skip)]
    pub any_disability: Option<bool>,
    /// true: members with satapeta (sibling exchange) accepted.
    #[garde(skip)]
    pub satapeta: Option<bool>,
    /// Diets (rule 52): 1 vegetarian, 2 Jain, 3 eggetarian, 4 non-vegetarian.
    #[garde(custom(choice_list))]
    pub diets: Option<Vec<i32>>,
    /// Smoking: 1 never, 2 occasionally, 3 regularly.
    #[garde(custom(choice_list))]
    pub smoking: Option<Vec<i32>>,
    /// Drinking: 1 never, 2 occasionally, 3 regularly.
    #[garde(custom(choice_list))]
    pub drinking: Option<Vec<i32>>,
    /// Gols of `GET /api/Gol/Name`.
    #[garde(custom(choice_list))]
    pub gol_ids: Option<Vec<i32>>,
    /// true: within the member's own gol (then `golIds` is not read); it says nothing while the member's own gol
    /// is none, unknown or an "other".
    #[garde(skip)]
    pub within_my_gol: Option<bool>,
    /// Manglik (rule 50; never set unless the member chooses it): 1 manglik, 2 not manglik, 3 partly, 4 don't
    /// know. Only members who show their horoscope to every approved member can meet it.
    #[garde(custom(choice_list))]
    pub mangliks: Option<Vec<i32>>,
    /// Verified members only (rule 44): the badges a partner must have, every one of them (`phone`, `id`,
    /// `photo`). Absent or empty: any member.
    #[garde(skip)]
    pub verified_only: Option<Vec<shared::Badge>>,
    /// Who looks after a partner's profile (rule 46), any of: `self`, `father`, `mother`, `brother`, `sister`,
    /// `relative`, `friend`. Absent or empty: anyone.
    #[garde(custom(choice_list))]
    pub created_by: Option<Vec<shared::ProfileCreator>>,
}

/// The saved preferences.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct PartnerPreference {
    pub member_id: i32,
    #[oai(flatten)]
    pub preferences: PartnerPreferenceRequest,
    /// When they were last saved; absent when never.
    pub updated_on: Option<Instant>,
    /// Translated, for a toast (answers of a save).
    #[oai(skip_serializing_if_is_none)]
    pub message: Option<String>,
}

fn ids_json(ids: Option<Vec<i32>>) -> Option<String> {
    ids.filter(|ids| !ids.is_empty()).map(|ids| serde_json::Value::from(ids).to_string())
}

/// A list of enum values as stored: each once, in the enum's order, as a JSON array of their wire forms; `None` for
/// an empty list ("any").
fn values_json<T: Ord + serde::Serialize>(values: Option<Vec<T>>) -> Option<String> {
    let mut values = values.filter(|v| !v.is_empty())?;
    values.sort_unstable();
    values.dedup();
    serde_json::to_string(&values).ok()
}

/// The ids each one must be in their list; heights and incomes in order.
pub fn check_references(req: &PartnerPreferenceRequest, data: &ReferenceData) -> Result<(), ApiError> {
    let mut error = ApiError::new(ErrorCode::ValidationFailed);
    let mut fail = |field: &str, code: &str| error.errors.entry(field.to_owned()).or_default().push(code.to_owned());
    let height_cm = |id: i32| data.heights.iter().find(|h| h.id == id).map(|h| i64::from(h.cm));
    let income_rank = |id: i32| data.annual_incomes.iter().find(|a| a.id == id).map(|a| a.min_rupees);
    let mut range =
        |from_field: &str, to_field: &str, from: Option<i32>, to: Option<i32>, rank: &dyn Fn(i32) -> Option<i64>| {
            let (a, b) = (from.map(rank), to.map(rank));
            if a == Some(None) {
                fail(from_field, "invalid_choice");
            }
            if b == Some(None) {
                fail(to_field, "invalid_choice");
            }
            if let (Some(Some(a)), Some(Some(b))) = (a, b)
                && a > b
            {
                fail(to_field, "range_order");
            }
        };
    range("heightFrom", "heightTo", req.height_from, req.height_to, &height_cm);
    range("annualIncomeFrom", "annualIncomeTo", req.annual_income_from, req.annual_income_to, &income_rank);
    let mut all_known = |field: &str, ids: &Option<Vec<i32>>, known: &dyn Fn(i32) -> bool| {
        if ids.as_ref().is_some_and(|ids| !ids.iter().all(|id| known(*id))) {
            fail(field, "invalid_choice");
        }
    };
    all_known("communityIds", &req.community_ids, &|id| data.communities.iter().any(|c| c.id == id));
    all_known("maritalStatuses", &req.marital_statuses, &|v| MaritalStatus::from_code(v).is_some());
    all_known("educationIds", &req.education_ids, &|id| data.educations.iter().any(|e| e.id == id));
    all_known("occupationIds", &req.occupation_ids, &|id| {
        data.occupations.iter().any(|o| o.id == id && o.occupation_type == OccupationType::Own)
    });
    all_known("countryIds", &req.country_ids, &|id| data.countries.iter().any(|c| c.id == id));
    all_known("stateIds", &req.state_ids, &|id| data.states.iter().any(|s| s.id == id));
    all_known("cityIds", &req.city_ids, &|id| data.cities.iter().any(|c| c.id == id));
    all_known("diets", &req.diets, &|v| Diet::from_code(v).is_some());
    all_known("smoking", &req.smoking, &|v| Habit::from_code(v).is_some());
    all_known("drinking", &req.drinking, &|v| Habit::from_code(v).is_some());
    all_known("golIds", &req.gol_ids, &|id| data.gols.iter().any(|g| g.id == id));
    all_known("mangliks", &req.mangliks, &|v| Manglik::from_code(v).is_some());
    if error.errors.is_empty() { Ok(()) } else { Err(error) }
}

fn answer(member_id: i32, row: Option<partner_preference::Model>, message: Option<String>) -> PartnerPreference {
    let Some(row) = row else {
        return PartnerPreference { member_id, preferences: Default::default(), updated_on: None, message };
    };
    PartnerPreference {
        member_id,
        preferences: PartnerPreferenceRequest {
            age_from: row.age_from.map(|a| PreferenceAge(a.into())),
            age_to: row.age_to.map(|a| PreferenceAge(a.into())),
            height_from: row.height_from,
            height_to: row.height_to,
            annual_income_from: row.annual_income_from,
            annual_income_to: row.annual_income_to,
            community_ids: crate::matching::row::parse_ids(row.community_ids),
            marital_statuses: crate::matching::row::parse_ids(row.marital_statuses),
            education_ids: crate::matching::row::parse_ids(row.education_ids),
            occupation_ids: crate::matching::row::parse_ids(row.occupation_ids),
            country_ids: crate::matching::row::parse_ids(row.country_ids),
            state_ids: crate::matching::row::parse_ids(row.state_ids),
            city_ids: crate::matching::row::parse_ids(row.city_ids),
            is_nri: row.is_nri,
            any_disability: row.any_disability,
            satapeta: row.satapeta,
            diets: crate::matching::row::parse_ids(row.diets),
            smoking: crate::matching::row::parse_ids(row.smoking),
            drinking: crate::matching::row::parse_ids(row.drinking),
            gol_ids: crate::matching::row::parse_ids(row.gol_ids),
            within_my_gol: row.within_my_gol,
            mangliks: crate::matching::row::parse_ids(row.mangliks),
            verified_only: Some(crate::matching::row::values_of(&row.verified_only)).filter(|b| !b.is_empty()),
            created_by: Some(crate::matching::row::values_of(&row.created_by)).filter(|c| !c.is_empty()),
        },
        updated_on: Some(row.updated_at.into()),
        message,
    }
}

pub async fn get(state: &AppState, member_id: i32) -> Result<PartnerPreference, ApiError> {
    let row = partner_preference::Entity::find_by_id(member_id).one(&state.db).await?;
    Ok(answer(member_id, row, None))
}

/// The stored row of preferences (lists as JSON arrays).
pub fn model_of(
    member_id: i32,
    req: PartnerPreferenceRequest,
    now: chrono::DateTime<chrono::Utc>,
) -> partner_preference::Model {
    let age = |a: Option<PreferenceAge>| a.map(|a| a.0 as i32);
    partner_preference::Model {
        member_id,
        age_from: age(req.age_from),
        age_to: age(req.age_to),
        height_from: req.height_from,
        height_to: req.height_to,
        annual_income_from: req.annual_income_from,
        annual_income_to: req.annual_income_to,
        community_ids: ids_json(req.community_ids),
        marital_statuses: ids_json(req.marital_statuses),
        education_ids: ids_json(req.education_ids),
        occupation_ids: ids_json(req.occupation_ids),
        country_ids: ids_json(req.country_ids),
        state_ids: ids_json(req.state_ids),
        city_ids: ids_json(req.city_ids),
        is_nri: req.is_nri,
        any_disability: req.any_disability,
        satapeta: req.satapeta,
        diets: ids_json(req.diets),
        smoking: ids_json(req.smoking),
        drinking: ids_json(req.drinking),
        gol_ids: ids_json(req.gol_ids),
        within_my_gol: req.within_my_gol.filter(|w| *w),
        mangliks: ids_json(req.mangliks),
        verified_only: values_json(req.verified_only),
        created_by: values_json(req.created_by),
        updated_at: now,
    }
}

pub async fn save(
    state: &AppState,
    member_id: i32,
    req: PartnerPreferenceRequest,
    message: String,
) -> Result<PartnerPreference, ApiError> {
    validated(&req)?;
    check_references(&req, &*state.lookups.data().await?)?;
    let row = partner_preference::ActiveModel::from(model_of(member_id, req, state.clock.now())).reset_all();
    // One row per member: insert, or replace every column of the existing one; the search row follows.
    let mut work = Work::begin(state).await?;
    let exists = partner_preference::Entity::find_by_id(member_id).one(&*work).await?.is_some();
    let saved = if exists { row.update(&*work).await? } else { row.insert(&*work).await? };
    crate::matching::row::refresh(state, &*work, member_id).await?;
    let now = state.clock.now();
    crate::activity::record(&*work, now, member_id, shared::ActivityAction::PreferencesUpdated, None, None).await?;
    work.publish(crate::events::Event::Lists { member_id });
    work.commit(state).await?;
    Ok(answer(member_id, Some(saved), Some(message)))
}
