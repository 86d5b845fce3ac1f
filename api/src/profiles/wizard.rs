//! The four wizard steps: each saved step moves `wizardStep` on; the photo submits the profile for approval (0 → 1).

use crate::error::Reason;
use sea_orm::{ActiveModelTrait, EntityTrait, Set};
use shared::{OccupationType, ProfileStatus, Today, types::Details};

use entity::{member, profile};

use super::model::*;
use crate::accounts::service::user_info;
use crate::error::ApiError;
use crate::error::ErrorCode;
use crate::error::validated;
use crate::error::validated_with;
use crate::lang::Lang;
use crate::messages;
use crate::photos;
use crate::reference::service::ReferenceData;
use crate::state::AppState;
use crate::status;
use crate::status::Change;
use crate::work::Work;

/// Who saves a section: the wizard (its own fields, moving `wizardStep` on), or the approved member's profile tab
/// (every field of the section, the name, birth date and gender kept as they are).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    Wizard,
    Profile,
}

impl Mode {
    fn saved(self, lang: Lang) -> String {
        messages::text(if self == Self::Wizard { "step_saved" } else { "profile_saved" }, lang)
    }

    /// The profile the section is saved on: in the wizard, the step before must be saved; in the profile tab, the
    /// wizard must be done.
    fn existing(self, profile: &Option<profile::Model>, step_before: i32) -> Result<profile::Model, ApiError> {
        require_step(profile, if self == Self::Wizard { step_before } else { 4 })
    }
}

/// Collects reference checks (an id that is not in its list) into one 400 answer.
struct Refs(ApiError);

impl Refs {
    fn new() -> Self {
        Self(ApiError::new(ErrorCode::ValidationFailed))
    }

    fn check(&mut self, field: &str, ok: bool) {
        if !ok {
            self.0.errors.entry(field.to_owned()).or_default().push("invalid_choice".to_owned());
        }
    }

    fn require(&mut self, field: &str, present: bool) {
        if !present {
            self.0.errors.entry(field.to_owned()).or_default().push("required".to_owned());
        }
    }

    fn finish(self) -> Result<(), ApiError> {
        if self.0.errors.is_empty() { Ok(()) } else { Err(self.0) }
    }
}

fn occupation_of_type(data: &ReferenceData, id: i32, kind: OccupationType) -> bool {
    data.occupations.iter().any(|o| o.id == id && o.occupation_type == kind)
}

/// The id and profile id in a body, when sent, must be the signed-in member's own.
fn own(member: &member::Model, id: Option<i32>, profile_id: Option<&str>) -> Result<(), ApiError> {
    let foreign_id = id.is_some_and(|id| id != member.id);
    let foreign_profile =
        profile_id.is_some_and(|p| !p.trim().is_empty() && !p.trim().eq_ignore_ascii_case(&member.profile_id));
    if foreign_id || foreign_profile {
        Err(ApiError::new(ErrorCode::Forbidden).with_detail(Reason::NotYourProfile))
    } else {
        Ok(())
    }
}

async fn load(state: &AppState, member_id: i32) -> Result<Option<profile::Model>, ApiError> {
    Ok(profile::Entity::find_by_id(member_id).one(&state.db).await?)
}

fn require_step(profile: &Option<profile::Model>, before: i32) -> Result<profile::Model, ApiError> {
    match profile {
        Some(p) if p.wizard_step >= before => Ok(p.clone()),
        _ => Err(ApiError::new(ErrorCode::RuleViolated).with_detail(Reason::PreviousStepMissing)),
    }
}

pub(crate) fn blank_profile(member_id: i32, now: chrono::DateTime<chrono::Utc>) -> profile::ActiveModel {
    profile::ActiveModel {
        member_id: Set(member_id),
        wizard_step: Set(0),
        satapeta_accepted: Set(false),
        updated_at: Set(now),
        ..Default::default()
    }
}

/// The member's whole profile as `viewer` (the member, or a moderator) reads it: the photo URL is made for them.
pub async fn member_detail(
    state: &AppState,
    member: &member::Model,
    viewer: i32,
    lang: Lang,
) -> Result<MemberDetail, ApiError> {
    detail_of(state, member, load(state, member.id).await?, viewer, lang).await
}

/// [`member_detail`] from a profile row already read.
pub async fn detail_of(
    state: &AppState,
    member: &member::Model,
    p: Option<profile::Model>,
    viewer: i32,
    lang: Lang,
) -> Result<MemberDetail, ApiError> {
    let data = state.lookups.data().await?;
    Ok(MemberDetail {
        profile_image: photos::default_urls(state, &[member.id], "medium", viewer).await?.remove(&member.id),
        status_reason: match member.profile_status {
            ProfileStatus::ChangesRequested | ProfileStatus::Suspended => {
                status::latest_reason(state, member.id, member.profile_status).await?
            }
            _ => None,
        },
        ..sections_of(&data, member, p, lang)
    })
}

/// The account's and the profile's fields of a [`MemberDetail`], without the photo and the moderators' reason (each
/// a query of its own: another member's detail reads neither).
pub fn sections_of(
    data: &ReferenceData,
    member: &member::Model,
    p: Option<profile::Model>,
    lang: Lang,
) -> MemberDetail {
    let mut detail = MemberDetail {
        id: member.id,
        profile_id: member.profile_id.clone(),
        profile_status: member.profile_status,
        first_name: member.first_name.clone(),
        last_name: member.last_name.clone(),
        created_by: member.created_by,
        ..Default::default()
    };
    if let Some(p) = p {
        // Places picked from the lists read in `lang`; typed ones as typed (rule 25).
        use crate::reference::places::{Kind, shown};
        let native_place = shown(data, lang, Kind::Village, p.native_village_id, p.native_place.clone());
        let native_district = shown(data, lang, Kind::District, p.native_district_id, p.native_district.clone());
        let native_taluko = shown(data, lang, Kind::Taluka, p.native_taluka_id, p.native_taluko.clone());
        let city = shown(data, lang, Kind::City, p.city_id, p.city.clone());
        let mosad = shown(data, lang, Kind::Village, p.mosal_village_id, p.mosad.clone());
        let gol = p
            .gol_id
            .and_then(|id| data.gols.iter().find(|g| g.id == id))
            .map(|g| lang.pick(&g.name_gu, &g.name_en).to_owned());
        let state_name = p
            .state_id
            .and_then(|id| data.states.iter().find(|s| s.id == id))
            .map(|s| lang.pick(&s.name_gu, &s.name_en).to_owned());
        detail = MemberDetail {
            wizard_step: p.wizard_step,
            community_id: p.community_id,
            parent_community_id: p.parent_community_id,
            marital_status: p.marital_status,
            any_disability: p.any_disability,
            disability: p.disability,
            height_id: p.height_id,
            weight: p.weight,
            birth_date: p.birth_date.map(|d| d.format("%Y-%m-%d").to_string()),
            gender: p.gender,
            sun_sign: p.sun_sign,
            blood_group: p.blood_group,
            mother_tongue: p.mother_tongue,
            hobbies: p.hobbies.map(|h| h.split(',').filter(|h| !h.is_empty()).map(str::to_owned).collect()),
            birth_time: p.birth_time,
            birth_place: p.birth_place,
            moon_sign: p.moon_sign,
            nakshatra: p.nakshatra,
            manglik: p.manglik,
            horoscope_visibility: Some(p.horoscope_visibility.unwrap_or(shared::PhotoVisibility::All)),
            diet: p.diet,
            smoking: p.smoking,
            drinking: p.drinking,
            gol_id: p.gol_id,
            gol,
            father_name: p.father_name,
            father_occupation_id: p.father_occupation_id,
            mother_name: p.mother_name,
            mother_occupation_id: p.mother_occupation_id,
            family_type: p.family_type,
            family_annual_income_id: p.family_annual_income_id,
            no_of_brother: p.no_of_brother,
            no_of_sister: p.no_of_sister,
            married_brothers: p.married_brothers,
            married_sisters: p.married_sisters,
            family_location: p.family_location,
            family_name: p.family_name,
            native_place,
            native_district,
            native_taluko,
            mosad,
            parent_phone1: p.parent_phone1,
            parent_phone1_code: p.parent_phone1_code,
            parent_phone1_is_whatsapp: p.parent_phone1_is_whatsapp,
            parent_phone2: p.parent_phone2,
            parent_phone2_code: p.parent_phone2_code,
            parent_phone2_is_whatsapp: p.parent_phone2_is_whatsapp,
            country_id: p.country_id,
            state_id: p.state_id,
            state: state_name,
            city,
            is_nri: p.is_nri,
            visa_type: p.visa_type,
            education_id: p.education_id,
            education_details: p.education_details,
            occupation_id: p.occupation_id,
            occupation_details: p.occupation_details,
            annual_income_id: p.annual_income_id,
            about: p.about,
            college: p.college,
            working_as: p.working_as,
            employer: p.employer,
            expectation: p.expectation,
            ..detail
        };
    }
    detail
}

/// At status 3 the name, birth date and gender change only through an edit request: the profile tab sends them as
/// they are (422 `use_edit_request`, naming each changed field, otherwise).
fn unchanged_identity(
    member: &member::Model,
    existing: &profile::Model,
    req: &PersonalDetailsRequest,
) -> Result<(), ApiError> {
    let mut error = ApiError::new(ErrorCode::RuleViolated).with_detail(Reason::UseEditRequest);
    let mut changed = |field: &str, same: bool| {
        if !same {
            error.errors.entry(field.to_owned()).or_default().push("use_edit_request".to_owned());
        }
    };
    changed("firstName", req.first_name.as_str().trim() == member.first_name);
    changed("lastName", req.last_name.as_str().trim() == member.last_name);
    changed("birthDate", req.birth_date.date() == existing.birth_date);
    changed("gender", req.gender.get() == existing.gender);
    if error.errors.is_empty() { Ok(()) } else { Err(error) }
}

pub async fn save_personal(
    state: &AppState,
    member: &member::Model,
    mut req: PersonalDetailsRequest,
    lang: Lang,
    mode: Mode,
) -> Result<StepAnswer, ApiError> {
    own(member, req.id, req.profile_id.as_deref())?;
    req.normalize();
    validated_with(&req, &Today(shared::rules::india_date(state.clock.now())))?;
    let existing = load(state, member.id).await?;
    if mode == Mode::Profile {
        unchanged_identity(member, &mode.existing(&existing, 4)?, &req)?;
    }
    let data = state.lookups.data().await?;
    let mut refs = Refs::new();
    // A sub-community names its parent; a parent community is its own parent.
    let parent = match req.community_id {
        Some(id) => match data.communities.iter().find(|c| c.id == id) {
            Some(c) => Some(c.parent_id.unwrap_or(c.id)),
            None => {
                refs.check("communityId", false);
                None
            }
        },
        None => req.parent_community_id,
    };
    if let (Some(given), Some(derived)) = (req.parent_community_id, parent) {
        refs.check("parentCommunityId", given == derived);
    }
    if let Some(parent) = parent {
        refs.check("parentCommunityId", data.communities.iter().any(|c| c.id == parent && c.parent_id.is_none()));
    }
    refs.check("heightId", req.height_id.get().is_some_and(|id| data.heights.iter().any(|h| h.id == id)));
    refs.finish()?;
    let birth = req.birth_date.date();
    let now = state.clock.now();
    let step = existing.as_ref().map(|p| p.wizard_step).unwrap_or(0).max(1);
    let mut active = match existing {
        Some(p) => p.into(),
        None => blank_profile(member.id, now),
    };
    active.wizard_step = Set(step);
    active.community_id = Set(req.community_id);
    active.parent_community_id = Set(parent);
    active.marital_status = Set(req.marital_status.get());
    active.any_disability = Set(req.any_disability.get());
    active.disability = Set(req.disability.map(|d| d.into_inner().trim().to_owned()));
    active.height_id = Set(req.height_id.get());
    active.weight = Set(req.weight.map(|w| w.0));
    active.birth_date = Set(birth);
    active.gender = Set(req.gender.get());
    if mode == Mode::Profile {
        active.sun_sign = Set(req.sun_sign);
        active.blood_group = Set(req.blood_group.map(|b| b.0));
        active.mother_tongue = Set(req.mother_tongue);
        active.hobbies = Set(req
            .hobbies
            .filter(|h| !h.is_empty())
            .map(|h| h.iter().map(|h| h.0.as_str()).collect::<Vec<_>>().join(",")));
        // The horoscope (rule 50): optional, saved from the profile tab only.
        active.birth_time = Set(req.birth_time.map(|t| t.into_inner()));
        active.birth_place = Set(req.birth_place.map(|b| b.into_inner().trim().to_owned()));
        active.moon_sign = Set(req.moon_sign);
        active.nakshatra = Set(req.nakshatra);
        active.manglik = Set(req.manglik);
        active.horoscope_visibility = Set(req.horoscope_visibility);
    }
    active.updated_at = Set(now);
    let exists = active.member_id.is_unchanged();
    // The name lives on the account, the rest on the profile: both or neither.
    let work = Work::begin(state).await?;
    let mut m: member::ActiveModel = member.clone().into();
    m.first_name = Set(req.first_name.as_str().trim().to_owned());
    m.last_name = Set(req.last_name.as_str().trim().to_owned());
    if let Some(creator) = req.created_by {
        m.created_by = Set(creator);
    }
    m.updated_at = Set(now);
    m.update(&*work).await?;
    if exists {
        active.update(&*work).await?;
    } else {
        active.insert(&*work).await?;
    }
    crate::matching::row::refresh(state, &*work, member.id).await?;
    if mode == Mode::Profile {
        let now = state.clock.now();
        crate::activity::record(&*work, now, member.id, shared::ActivityAction::ProfileUpdated, None, Some("personal"))
            .await?;
    }
    work.commit(state).await?;
    Ok(StepAnswer { wizard_step: step, message: mode.saved(lang) })
}

pub async fn save_family(
    state: &AppState,
    member: &member::Model,
    mut req: FamilyDetailsRequest,
    lang: Lang,
    mode: Mode,
) -> Result<StepAnswer, ApiError> {
    own(member, req.id, None)?;
    req.normalize();
    validated(&req)?;
    let existing = mode.existing(&load(state, member.id).await?, 1)?;
    let data = state.lookups.data().await?;
    let mut refs = Refs::new();
    refs.check(
        "fatherOccupationId",
        req.father_occupation_id.get().is_some_and(|id| occupation_of_type(&data, id, OccupationType::Father)),
    );
    if let Some(id) = req.mother_occupation_id {
        refs.check("motherOccupationId", occupation_of_type(&data, id, OccupationType::Mother));
    }
    if let Some(id) = req.family_annual_income_id {
        refs.check("familyAnnualIncomeId", data.annual_incomes.iter().any(|a| a.id == id));
    }
    // A gol of the member's own parent community, or one offered to everyone ("no gol", "don't know").
    if let Some(id) = req.gol_id {
        refs.check(
            "golId",
            data.gols
                .iter()
                .any(|g| g.id == id && (g.parent_id.is_none() || g.parent_id == existing.parent_community_id)),
        );
    }
    refs.finish()?;
    let step = existing.wizard_step.max(2);
    let mut active: profile::ActiveModel = existing.into();
    active.wizard_step = Set(step);
    active.father_name = Set(Some(req.father_name.as_str().trim().to_owned()));
    active.father_occupation_id = Set(req.father_occupation_id.get());
    active.mother_name = Set(req.mother_name.map(|n| n.into_inner().trim().to_owned()));
    active.mother_occupation_id = Set(req.mother_occupation_id);
    active.family_type = Set(req.family_type);
    active.family_annual_income_id = Set(req.family_annual_income_id);
    active.no_of_brother = Set(req.no_of_brother.value().map(|s| s.0 as i32));
    active.no_of_sister = Set(req.no_of_sister.value().map(|s| s.0 as i32));
    active.native_place = Set(Some(req.native_place.as_str().trim().to_owned()));
    active.native_district = Set(Some(req.native_district.as_str().trim().to_owned()));
    active.native_taluko = Set(Some(req.native_taluko.as_str().trim().to_owned()));
    // Picked from the lists: kept by reference as well, to be read in each reader's language (rule 25).
    let (district_id, taluka_id, village_id) = crate::reference::places::native(
        &data,
        Some(req.native_district.as_str()),
        Some(req.native_taluko.as_str()),
        Some(req.native_place.as_str()),
    );
    active.native_district_id = Set(district_id);
    active.native_taluka_id = Set(taluka_id);
    active.native_village_id = Set(village_id);
    active.mosal_village_id =
        Set(crate::reference::places::village_anywhere(&data, req.mosad.as_ref().map(|m| m.as_str())));
    active.mosad = Set(req.mosad.map(|m| m.into_inner().trim().to_owned()));
    active.diet = Set(req.diet);
    active.smoking = Set(req.smoking);
    active.drinking = Set(req.drinking);
    active.gol_id = Set(req.gol_id);
    active.parent_phone1_code = Set(Some(req.parent_phone1_code.into_inner()));
    active.parent_phone1 = Set(Some(req.parent_phone1.into_inner()));
    active.parent_phone1_is_whatsapp = Set(Some(req.parent_phone1_is_whatsapp.unwrap_or(false)));
    active.parent_phone2_code = Set(req.parent_phone2_code.map(|c| c.into_inner()));
    active.parent_phone2_is_whatsapp =
        Set(req.parent_phone2.as_ref().map(|_| req.parent_phone2_is_whatsapp.unwrap_or(false)));
    active.parent_phone2 = Set(req.parent_phone2.map(|p| p.into_inner()));
    if mode == Mode::Profile {
        active.married_brothers = Set(req.married_brothers.map(|s| s.0 as i32));
        active.married_sisters = Set(req.married_sisters.map(|s| s.0 as i32));
        active.family_location = Set(req.family_location.map(|l| l.into_inner().trim().to_owned()));
        active.family_name = Set(req.family_name.map(|n| n.into_inner().trim().to_owned()));
    }
    active.updated_at = Set(state.clock.now());
    let work = Work::begin(state).await?;
    active.update(&*work).await?;
    crate::matching::row::refresh(state, &*work, member.id).await?;
    if mode == Mode::Profile {
        let now = state.clock.now();
        crate::activity::record(&*work, now, member.id, shared::ActivityAction::ProfileUpdated, None, Some("family"))
            .await?;
    }
    work.commit(state).await?;
    Ok(StepAnswer { wizard_step: step, message: mode.saved(lang) })
}

pub async fn save_professional(
    state: &AppState,
    member: &member::Model,
    mut req: ProfessionalDetailsRequest,
    lang: Lang,
    mode: Mode,
) -> Result<StepAnswer, ApiError> {
    own(member, req.id, None)?;
    req.normalize();
    validated(&req)?;
    let existing = mode.existing(&load(state, member.id).await?, 2)?;
    let data = state.lookups.data().await?;
    let nri = req.is_nri.get() == Some(true);
    let country = if nri { req.country_id } else { Some(shared::limits::DEFAULT_COUNTRY_ID) };
    let mut refs = Refs::new();
    if let Some(id) = country {
        refs.check("countryId", data.countries.iter().any(|c| c.id == id));
    }
    refs.check(
        "stateId",
        req.state_id.get().is_some_and(|id| data.states.iter().any(|s| s.id == id && Some(s.country_id) == country)),
    );
    refs.check("educationId", req.education_id.get().is_some_and(|id| data.educations.iter().any(|e| e.id == id)));
    refs.check(
        "occupationId",
        req.occupation_id.get().is_some_and(|id| occupation_of_type(&data, id, OccupationType::Own)),
    );
    // Every member may state an annual income; it is required of male members (document 000, step 3; rule 52).
    let male = existing.gender == Some(true);
    match req.annual_income_id {
        Some(id) => refs.check("annualIncomeId", data.annual_incomes.iter().any(|a| a.id == id)),
        None => refs.require("annualIncomeId", !male),
    }
    refs.finish()?;
    let step = existing.wizard_step.max(3);
    let mut active: profile::ActiveModel = existing.into();
    active.wizard_step = Set(step);
    active.is_nri = Set(Some(nri));
    active.country_id = Set(country);
    active.state_id = Set(req.state_id.get());
    active.city = Set(Some(req.city.as_str().trim().to_owned()));
    active.city_id = Set(crate::reference::places::city(&data, req.state_id.get(), Some(req.city.as_str())));
    active.visa_type = Set(req.visa_type);
    active.education_id = Set(req.education_id.get());
    active.education_details = Set(req.education_details.map(|d| d.into_inner().trim().to_owned()));
    active.occupation_id = Set(req.occupation_id.get());
    active.occupation_details = Set(req.occupation_details.map(|d| d.into_inner().trim().to_owned()));
    active.annual_income_id = Set(req.annual_income_id);
    active.about = Set(req.about.map(|a| a.into_inner().trim().to_owned()));
    if mode == Mode::Profile {
        let trimmed = |d: Option<Details>| d.map(|d| d.into_inner().trim().to_owned());
        active.college = Set(trimmed(req.college));
        active.working_as = Set(trimmed(req.working_as));
        active.employer = Set(trimmed(req.employer));
        active.expectation = Set(req.expectation.map(|e| e.into_inner().trim().to_owned()));
    }
    active.updated_at = Set(state.clock.now());
    let work = Work::begin(state).await?;
    active.update(&*work).await?;
    crate::matching::row::refresh(state, &*work, member.id).await?;
    if mode == Mode::Profile {
        let now = state.clock.now();
        crate::activity::record(
            &*work,
            now,
            member.id,
            shared::ActivityAction::ProfileUpdated,
            None,
            Some("professional"),
        )
        .await?;
    }
    work.commit(state).await?;
    Ok(StepAnswer { wizard_step: step, message: mode.saved(lang) })
}

pub async fn upload_photo(
    state: &AppState,
    member: &member::Model,
    form: UploadPhotoForm,
    lang: Lang,
) -> Result<SubmittedAnswer, ApiError> {
    own(member, form.id, None)?;
    let existing = require_step(&load(state, member.id).await?, 3)?;
    let bytes = crate::photos::own::single_file(form.profile_image).await?;
    let stored = photos::store(state, member.id, bytes).await?;
    let saved = save_photo(state, member, existing, &stored).await;
    if saved.is_err() {
        photos::discard(state, &stored).await;
    }
    let member = saved?;
    let mut user = user_info(&member);
    user.profile_image = photos::default_url(state, member.id, "small").await?;
    let key = match member.profile_status {
        ProfileStatus::Submitted => "profile_submitted",
        ProfileStatus::Wizard => "consent_needed",
        _ => "step_saved",
    };
    Ok(SubmittedAnswer { user, message: messages::text(key, lang) })
}

/// The photo's row, the last wizard step and, on a first submission, the move to awaiting approval: one transaction.
async fn save_photo(
    state: &AppState,
    member: &member::Model,
    existing: profile::Model,
    stored: &photos::Stored,
) -> Result<member::Model, ApiError> {
    let mut work = Work::begin(state).await?;
    // Counted against the person's consent arriving at the same moment (rule 46): one of the two submits.
    work.lock_member(member.id).await?;
    photos::insert_default(&*work, state, member.id, stored).await?;
    let mut p: profile::ActiveModel = existing.into();
    p.wizard_step = Set(4);
    p.updated_at = Set(state.clock.now());
    p.update(&*work).await?;
    // A first submission goes for approval; at status 2 the photo is one more change before resubmitting. A profile
    // someone else created waits at the last step for its person's consent (rule 46), which then submits it.
    let member =
        if member.profile_status == ProfileStatus::Wizard && !crate::acting::consent_missing(&*work, member).await? {
            let change = Change::by_member(member.id, &[ProfileStatus::Wizard], ProfileStatus::Submitted);
            status::change_in(state, &mut work, change).await?
        } else {
            member.clone()
        };
    work.commit(state).await?;
    Ok(member)
}
