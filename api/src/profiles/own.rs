//! `GET /api/Profile`: the member's own profile with their photos, photo visibility, edit requests and how complete
//! it is.

use sea_orm::EntityTrait;
use shared::{PhotoStatus, ProfileGap};

use entity::{member, partner_preference, profile};

use crate::error::ApiError;
use crate::lang::Lang;
use crate::photos;
use crate::profiles::model::MemberDetail;
use crate::profiles::wizard::detail_of;
use crate::state::AppState;
use crate::{photos::own::own_photo, profiles::edit_requests};

/// The share of the profile that is filled in, 0 to 100: every field of the four tabs, an approved photo, and
/// partner preferences. Fields that only apply to some members (disability name, visa, annual income of women, the
/// second parent phone) are not counted, nor the horoscope, which is never asked for (rule 50).
pub fn completeness(p: &profile::Model, has_photo: bool, has_preferences: bool) -> i32 {
    let text = |v: &Option<String>| v.as_ref().is_some_and(|v| !v.trim().is_empty());
    let filled = [
        p.community_id.is_some() || p.parent_community_id.is_some(),
        p.marital_status.is_some(),
        p.height_id.is_some(),
        p.weight.is_some(),
        p.birth_date.is_some(),
        p.sun_sign.is_some(),
        text(&p.blood_group),
        p.mother_tongue.is_some(),
        text(&p.hobbies),
        text(&p.father_name),
        p.father_occupation_id.is_some(),
        text(&p.mother_name),
        p.mother_occupation_id.is_some(),
        p.family_type.is_some(),
        p.family_annual_income_id.is_some(),
        p.no_of_brother.is_some(),
        p.no_of_sister.is_some(),
        text(&p.native_place),
        text(&p.native_district),
        text(&p.native_taluko),
        text(&p.mosad),
        text(&p.family_location),
        text(&p.family_name),
        text(&p.parent_phone1),
        p.state_id.is_some(),
        text(&p.city),
        p.education_id.is_some(),
        text(&p.education_details),
        text(&p.college),
        p.occupation_id.is_some(),
        text(&p.occupation_details),
        text(&p.working_as),
        text(&p.employer),
        text(&p.about),
        text(&p.expectation),
        p.diet.is_some(),
        p.smoking.is_some(),
        p.drinking.is_some(),
        p.gol_id.is_some(),
        has_photo,
        has_preferences,
    ];
    let done = filled.iter().filter(|f| **f).count();
    ((done * 100 + filled.len() / 2) / filled.len()) as i32
}

/// How many empty parts the completeness meter names at most.
pub const GAPS_SHOWN: usize = 3;

/// The empty parts that families look at first, in that order, at most [`GAPS_SHOWN`] (rule 53).
pub fn gaps(p: &profile::Model, has_photo: bool, has_preferences: bool) -> Vec<ProfileGap> {
    let text = |v: &Option<String>| v.as_ref().is_some_and(|v| !v.trim().is_empty());
    let missing = [
        (ProfileGap::Photo, !has_photo),
        (ProfileGap::Education, p.education_id.is_none() || !text(&p.education_details) && !text(&p.college)),
        (
            ProfileGap::Family,
            !text(&p.mother_name)
                || p.mother_occupation_id.is_none()
                || p.family_type.is_none()
                || !text(&p.family_name),
        ),
        (ProfileGap::NativePlace, !text(&p.native_place) || !text(&p.mosad)),
        (ProfileGap::Gol, p.gol_id.is_none()),
        (ProfileGap::Lifestyle, p.diet.is_none() || p.smoking.is_none() || p.drinking.is_none()),
        (ProfileGap::About, !text(&p.about)),
        (ProfileGap::Preferences, !has_preferences),
    ];
    missing.into_iter().filter(|(_, m)| *m).map(|(g, _)| g).take(GAPS_SHOWN).collect()
}

pub async fn profile(state: &AppState, member: &member::Model, lang: Lang) -> Result<MemberDetail, ApiError> {
    let row = profile::Entity::find_by_id(member.id).one(&state.db).await?;
    let mut detail = detail_of(state, member, row.clone(), member.id, lang).await?;
    let rows = photos::manage::list(&state.db, member.id).await?;
    let has_photo = rows.iter().any(|p| p.status == PhotoStatus::Approved);
    if let Some(p) = row {
        let has_preferences = partner_preference::Entity::find_by_id(member.id).one(&state.db).await?.is_some();
        detail.completeness = Some(completeness(&p, has_photo, has_preferences));
        detail.completeness_gaps = Some(gaps(&p, has_photo, has_preferences));
        detail.photo_visibility = Some(p.photo_visibility);
    }
    detail.photos = Some(rows.into_iter().map(|p| own_photo(state, p, None)).collect());
    detail.edit_requests = Some(edit_requests::own(state, member.id).await?);
    if member.profile_status == shared::ProfileStatus::Approved {
        let quota = crate::connections::service::quota(&state.db, member.id, state.clock.now()).await?;
        detail.connect_quota = Some(quota.into());
    }
    Ok(detail)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_profile_is_zero_and_a_full_one_a_hundred() {
        let empty = profile::Model {
            member_id: 1,
            wizard_step: 4,
            community_id: None,
            parent_community_id: None,
            marital_status: None,
            any_disability: None,
            disability: None,
            height_id: None,
            weight: None,
            birth_date: None,
            gender: None,
            sun_sign: None,
            blood_group: None,
            mother_tongue: None,
            hobbies: None,
            father_name: None,
            father_occupation_id: None,
            mother_name: None,
            mother_occupation_id: None,
            family_type: None,
            family_annual_income_id: None,
            no_of_brother: None,
            no_of_sister: None,
            married_brothers: None,
            married_sisters: None,
            native_place: None,
            native_district: None,
            native_taluko: None,
            native_district_id: None,
            native_taluka_id: None,
            native_village_id: None,
            mosad: None,
            family_location: None,
            family_name: None,
            parent_phone1_code: None,
            parent_phone1: None,
            parent_phone1_is_whatsapp: None,
            parent_phone2_code: None,
            parent_phone2: None,
            parent_phone2_is_whatsapp: None,
            is_nri: None,
            country_id: None,
            state_id: None,
            city: None,
            city_id: None,
            visa_type: None,
            education_id: None,
            education_details: None,
            college: None,
            occupation_id: None,
            occupation_details: None,
            working_as: None,
            employer: None,
            annual_income_id: None,
            about: None,
            expectation: None,
            satapeta_accepted: false,
            satapeta_member_id: None,
            photo_visibility: shared::PhotoVisibility::All,
            diet: None,
            smoking: None,
            drinking: None,
            birth_time: None,
            birth_place: None,
            moon_sign: None,
            nakshatra: None,
            manglik: None,
            horoscope_visibility: None,
            gol_id: None,
            mosal_village_id: None,
            updated_at: chrono::Utc::now(),
        };
        assert_eq!(completeness(&empty, false, false), 0);
        assert_eq!(completeness(&empty, true, true), 5);
        assert_eq!(gaps(&empty, false, false), [ProfileGap::Photo, ProfileGap::Education, ProfileGap::Family]);
        assert_eq!(gaps(&empty, true, false), [ProfileGap::Education, ProfileGap::Family, ProfileGap::NativePlace]);
        let s = || Some("x".to_owned());
        let full = profile::Model {
            community_id: Some(3),
            marital_status: Some(1),
            height_id: Some(1),
            weight: Some(60.0),
            birth_date: chrono::NaiveDate::from_ymd_opt(1998, 1, 1),
            sun_sign: Some(1),
            blood_group: s(),
            mother_tongue: Some(1),
            hobbies: s(),
            father_name: s(),
            father_occupation_id: Some(1),
            mother_name: s(),
            mother_occupation_id: Some(1),
            family_type: Some(1),
            family_annual_income_id: Some(1),
            no_of_brother: Some(0),
            no_of_sister: Some(0),
            native_place: s(),
            native_district: s(),
            native_taluko: s(),
            native_district_id: None,
            native_taluka_id: None,
            native_village_id: None,
            mosad: s(),
            family_location: s(),
            family_name: s(),
            parent_phone1: s(),
            state_id: Some(1),
            city: s(),
            city_id: None,
            education_id: Some(1),
            education_details: s(),
            college: s(),
            occupation_id: Some(1),
            occupation_details: s(),
            working_as: s(),
            employer: s(),
            about: s(),
            expectation: s(),
            diet: Some(1),
            smoking: Some(1),
            drinking: Some(1),
            gol_id: Some(2),
            ..empty
        };
        assert_eq!(completeness(&full, true, true), 100);
        assert_eq!(completeness(&full, false, true), 98);
        assert!(gaps(&full, true, true).is_empty());
        let no_gol = profile::Model { gol_id: None, about: None, ..full };
        assert_eq!(gaps(&no_gol, true, false), [ProfileGap::Gol, ProfileGap::About, ProfileGap::Preferences]);
    }
}
