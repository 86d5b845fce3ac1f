//! Bodies of the wizard calls, with document 000's field names.

use garde::Validate;
use poem_openapi::{Multipart, Object};
use shared::{
    Diet, FamilyType, Habit, Manglik, MaritalStatus, MoonSign, MotherTongue, Nakshatra, PhotoVisibility, SunSign,
    Today, VisaType, limits,
    rules::HOBBY,
    types::{
        About, BirthDate, BirthTime, BloodGroup, CountryCode, Details, Hobby, PersonName, Phone, Place, Siblings,
        Weight, choices,
    },
};

use crate::{
    accounts::model::UserInfo,
    photos::upload::PhotoFile,
    required::{Required, present},
};

/// garde: an integer option of a fixed list (`from_code` of its enum: `MaritalStatus::from_code`).
pub fn option_of<T, C>(from_code: fn(i32) -> Option<T>) -> impl Fn(&Required<i32>, &C) -> garde::Result {
    move |value, _| match value.get() {
        Some(v) if from_code(v).is_none() => Err(garde::Error::new("invalid_choice")),
        _ => Ok(()),
    }
}

/// garde: an optional integer option of a fixed list (`from_code` of its enum).
pub fn optional_option_of<T, C>(from_code: fn(i32) -> Option<T>) -> impl Fn(&Option<i32>, &C) -> garde::Result {
    move |value, _| match value {
        Some(v) if from_code(*v).is_none() => Err(garde::Error::new("invalid_choice")),
        _ => Ok(()),
    }
}

/// garde: required when `condition` holds.
pub fn required_when<T, C>(condition: bool) -> impl Fn(&Option<T>, &C) -> garde::Result {
    move |value, _| if condition && value.is_none() { Err(garde::Error::new("required")) } else { Ok(()) }
}

/// Empty or blank optional text means "not given".
pub fn blank_to_none<T: AsRef<str>>(value: &mut Option<T>) {
    if value.as_ref().is_some_and(|v| v.as_ref().trim().is_empty()) {
        *value = None;
    }
}

/// garde: a count of married brothers or sisters no larger than the count of brothers or sisters.
pub fn at_most<C>(total: Option<i64>) -> impl Fn(&Option<Siblings>, &C) -> garde::Result {
    move |married, _| match (married, total) {
        (Some(m), Some(t)) if m.0 > t && m.0 <= limits::SIBLINGS_MAX => {
            Err(shared::Message::OutOfRange { min: 0, max: t }.into())
        }
        _ => Ok(()),
    }
}

/// Step 1, personal details (the wizard's step and the profile's Personal Details tab). Validated with today's date
/// (in India) from the server's clock. The fields after `gender` are the profile tab's: the wizard's call keeps them
/// as they are. In the profile tab, at status 3, the name, birth date and gender must be sent as they are: changing
/// them takes an edit request (`POST /api/MemberRequest`).
#[derive(Debug, Object, Validate)]
#[oai(rename_all = "camelCase")]
#[garde(context(Today))]
pub struct PersonalDetailsRequest {
    /// The member's id; when sent it must be the signed-in member's.
    #[garde(skip)]
    pub id: Option<i32>,
    /// The member's profile id; when sent it must be the signed-in member's.
    #[garde(skip)]
    pub profile_id: Option<crate::text::Text>,
    #[garde(dive(&()))]
    pub first_name: PersonName,
    #[garde(dive(&()))]
    pub last_name: PersonName,
    /// A community of `GET /api/Community/Name` (a sub-community or a parent).
    #[garde(skip)]
    pub community_id: Option<i32>,
    /// 1 Kadva Patidar, 2 Leva Patidar; required when no community is chosen.
    #[garde(custom(required_when(self.community_id.is_none())))]
    pub parent_community_id: Option<i32>,
    /// 1 never married, 2 widowed, 3 divorced, 4 awaiting divorce.
    #[garde(custom(present), custom(option_of(MaritalStatus::from_code)))]
    pub marital_status: Required<i32>,
    #[garde(custom(present))]
    pub any_disability: Required<bool>,
    /// Required when `anyDisability` is true.
    #[garde(dive(&()), custom(required_when(self.any_disability.get() == Some(true))))]
    pub disability: Option<Details>,
    /// A height of `GET /api/Height/Name`.
    #[garde(custom(present))]
    pub height_id: Required<i32>,
    /// Kilograms.
    #[garde(dive(&()))]
    pub weight: Option<Weight>,
    /// `YYYY-MM-DD`; the member must be at least 18 today (India time).
    #[garde(dive(&()), custom(shared::rules::adult_today))]
    pub birth_date: BirthDate,
    /// true male, false female.
    #[garde(custom(present))]
    pub gender: Required<bool>,
    /// 1 Aries to 12 Pisces.
    #[garde(custom(optional_option_of(SunSign::from_code)))]
    pub sun_sign: Option<i32>,
    #[garde(dive(&()))]
    pub blood_group: Option<BloodGroup>,
    /// 1 to 15, Gujarati first.
    #[garde(custom(optional_option_of(MotherTongue::from_code)))]
    pub mother_tongue: Option<i32>,
    /// Hobby keys (reading, music, ...), each once.
    #[garde(custom(choices(&HOBBY)))]
    pub hobbies: Option<Vec<Hobby>>,
    /// The horoscope (rule 50), each optional: the time of birth, `HH:MM` on the 24-hour clock.
    #[garde(dive(&()))]
    pub birth_time: Option<BirthTime>,
    /// The place of birth, a city or village of the lists or as typed.
    #[garde(dive(&()))]
    pub birth_place: Option<Place>,
    /// Moon sign (rashi): 1 Mesh to 12 Meen.
    #[garde(custom(optional_option_of(MoonSign::from_code)))]
    pub moon_sign: Option<i32>,
    /// Birth star (nakshatra): 1 Ashwini to 27 Revati.
    #[garde(custom(optional_option_of(Nakshatra::from_code)))]
    pub nakshatra: Option<i32>,
    /// 1 manglik, 2 not manglik, 3 partly, 4 don't know.
    #[garde(custom(optional_option_of(Manglik::from_code)))]
    pub manglik: Option<i32>,
    /// Who sees the horoscope: `all` approved members (the default) or accepted `connections` only.
    #[garde(skip)]
    pub horoscope_visibility: Option<PhotoVisibility>,
    /// Who created and looks after the profile (rule 46): `self`, `father`, `mother`, `brother`, `sister`,
    /// `relative` or `friend`; absent: as it was (as given at registration).
    #[garde(skip)]
    pub created_by: Option<shared::ProfileCreator>,
}

impl PersonalDetailsRequest {
    pub fn normalize(&mut self) {
        blank_to_none(&mut self.birth_place);
        blank_to_none(&mut self.disability);
        if self.any_disability.get() == Some(false) {
            self.disability = None;
        }
    }
}

/// Step 2, lifestyle and family.
#[derive(Debug, Object, Validate)]
#[oai(rename_all = "camelCase")]
pub struct FamilyDetailsRequest {
    #[garde(skip)]
    pub id: Option<i32>,
    #[garde(dive)]
    pub father_name: PersonName,
    /// An occupation of type 3 (father's).
    #[garde(custom(present))]
    pub father_occupation_id: Required<i32>,
    #[garde(dive)]
    pub mother_name: Option<PersonName>,
    /// An occupation of type 2 (mother's); null when not given.
    #[garde(skip)]
    pub mother_occupation_id: Option<i32>,
    /// 1 joint, 2 nuclear.
    #[garde(custom(optional_option_of(FamilyType::from_code)))]
    pub family_type: Option<i32>,
    /// An annual income of `GET /api/AnnualIncome/Name`; null when not given.
    #[garde(skip)]
    pub family_annual_income_id: Option<i32>,
    #[garde(custom(present), dive)]
    pub no_of_brother: Required<Siblings>,
    #[garde(custom(present), dive)]
    pub no_of_sister: Required<Siblings>,
    #[garde(dive)]
    pub native_place: Place,
    #[garde(dive)]
    pub native_district: Place,
    #[garde(dive)]
    pub native_taluko: Place,
    /// The maternal family's place.
    #[garde(dive)]
    pub mosad: Option<Place>,
    #[garde(dive)]
    pub parent_phone1_code: CountryCode,
    #[garde(dive, custom(shared::rules::phone_fits_code(&self.parent_phone1_code)))]
    pub parent_phone1: Phone,
    #[oai(rename = "parentPhone1IsWhatApps")]
    #[garde(skip)]
    pub parent_phone1_is_whatsapp: Option<bool>,
    /// Required when `parentPhone2` is given.
    #[garde(dive, custom(required_when(self.parent_phone2.is_some())))]
    pub parent_phone2_code: Option<CountryCode>,
    #[garde(dive, custom(shared::rules::optional_phone_fits_code(&self.parent_phone2_code)))]
    pub parent_phone2: Option<Phone>,
    #[oai(rename = "parentPhone2IsWhatApps")]
    #[garde(skip)]
    pub parent_phone2_is_whatsapp: Option<bool>,
    /// How many of the brothers are married (profile tab only).
    #[garde(dive, custom(at_most(self.no_of_brother.value().map(|s| s.0))))]
    pub married_brothers: Option<Siblings>,
    /// How many of the sisters are married (profile tab only).
    #[garde(dive, custom(at_most(self.no_of_sister.value().map(|s| s.0))))]
    pub married_sisters: Option<Siblings>,
    /// Where the family lives (profile tab only).
    #[garde(dive)]
    pub family_location: Option<Place>,
    /// The family's name (profile tab only).
    #[garde(dive)]
    pub family_name: Option<PersonName>,
    /// Lifestyle (rule 52), each optional: 1 vegetarian, 2 Jain, 3 eggetarian, 4 non-vegetarian.
    #[garde(custom(optional_option_of(Diet::from_code)))]
    pub diet: Option<i32>,
    /// 1 never, 2 occasionally, 3 regularly.
    #[garde(custom(optional_option_of(Habit::from_code)))]
    pub smoking: Option<i32>,
    /// 1 never, 2 occasionally, 3 regularly.
    #[garde(custom(optional_option_of(Habit::from_code)))]
    pub drinking: Option<i32>,
    /// The gol (village marriage circle) of `GET /api/Gol/Name`: one of the member's parent community, or "no gol"
    /// or "don't know".
    #[garde(skip)]
    pub gol_id: Option<i32>,
}

impl FamilyDetailsRequest {
    pub fn normalize(&mut self) {
        blank_to_none(&mut self.mother_name);
        blank_to_none(&mut self.mosad);
        blank_to_none(&mut self.parent_phone2);
        blank_to_none(&mut self.family_location);
        blank_to_none(&mut self.family_name);
        if self.parent_phone2.is_none() {
            blank_to_none(&mut self.parent_phone2_code);
            self.parent_phone2_code = None;
        }
    }
}

/// Step 3, professional details.
#[derive(Debug, Object, Validate)]
#[oai(rename_all = "camelCase")]
pub struct ProfessionalDetailsRequest {
    #[garde(skip)]
    pub id: Option<i32>,
    #[oai(rename = "isNRI")]
    #[garde(custom(present))]
    pub is_nri: Required<bool>,
    /// Shown and required only for NRI members; India (92) otherwise.
    #[garde(custom(required_when(self.is_nri.get() == Some(true))))]
    pub country_id: Option<i32>,
    /// A state of the country (Gujarat by default).
    #[garde(custom(present))]
    pub state_id: Required<i32>,
    #[garde(dive)]
    pub city: Place,
    /// Required for NRI members: 1 citizenship, 2 permanent resident, 3 work permit, 4 study permit, 5 tourist,
    /// 6 business.
    #[garde(custom(required_when(self.is_nri.get() == Some(true))), custom(optional_option_of(VisaType::from_code)))]
    pub visa_type: Option<i32>,
    #[garde(custom(present))]
    pub education_id: Required<i32>,
    #[garde(dive)]
    pub education_details: Option<Details>,
    /// An occupation of type 1 (own).
    #[garde(custom(present))]
    pub occupation_id: Required<i32>,
    #[garde(dive)]
    pub occupation_details: Option<Details>,
    /// Required for male members.
    #[garde(skip)]
    pub annual_income_id: Option<i32>,
    #[garde(dive)]
    pub about: Option<About>,
    /// College attended (profile tab only).
    #[garde(dive)]
    pub college: Option<Details>,
    /// Working as (profile tab only).
    #[garde(dive)]
    pub working_as: Option<Details>,
    /// Employer name or post (profile tab only).
    #[garde(dive)]
    pub employer: Option<Details>,
    /// What the member expects of a partner (profile tab only).
    #[garde(dive)]
    pub expectation: Option<About>,
}

impl ProfessionalDetailsRequest {
    pub fn normalize(&mut self) {
        blank_to_none(&mut self.college);
        blank_to_none(&mut self.working_as);
        blank_to_none(&mut self.employer);
        blank_to_none(&mut self.expectation);
        blank_to_none(&mut self.education_details);
        blank_to_none(&mut self.occupation_details);
        blank_to_none(&mut self.about);
        if self.is_nri.get() == Some(false) {
            self.visa_type = None;
        }
    }
}

/// Step 4: one JPEG or PNG, cropped to 3:4 by the browser.
#[derive(Debug, Multipart)]
#[oai(deny_unknown_fields)]
pub struct UploadPhotoForm {
    /// The member's id; when sent it must be the signed-in member's.
    #[oai(rename = "Id")]
    pub id: Option<i32>,
    #[oai(rename = "ProfileImage")]
    pub profile_image: PhotoFile,
}

/// Everything the wizard has saved, to resume at `wizardStep + 1`.
#[derive(Debug, Object, Default)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct MemberDetail {
    pub id: i32,
    pub profile_id: String,
    pub profile_status: shared::ProfileStatus,
    /// The last step saved: 0 none, 1 personal, 2 family, 3 professional, 4 photo.
    pub wizard_step: i32,
    pub first_name: String,
    pub last_name: String,
    /// Who created and looks after the profile (rule 46).
    pub created_by: shared::ProfileCreator,
    pub community_id: Option<i32>,
    pub parent_community_id: Option<i32>,
    pub marital_status: Option<i32>,
    pub any_disability: Option<bool>,
    pub disability: Option<String>,
    pub height_id: Option<i32>,
    pub weight: Option<f64>,
    /// `YYYY-MM-DD`.
    pub birth_date: Option<String>,
    pub gender: Option<bool>,
    pub sun_sign: Option<i32>,
    pub blood_group: Option<String>,
    pub mother_tongue: Option<i32>,
    pub hobbies: Option<Vec<String>>,
    /// The horoscope (rule 50): to another member only when its visibility lets them see it.
    pub birth_time: Option<String>,
    pub birth_place: Option<String>,
    pub moon_sign: Option<i32>,
    pub nakshatra: Option<i32>,
    pub manglik: Option<i32>,
    /// The member's own detail only: who sees the horoscope.
    pub horoscope_visibility: Option<PhotoVisibility>,
    /// Lifestyle (rule 52).
    pub diet: Option<i32>,
    pub smoking: Option<i32>,
    pub drinking: Option<i32>,
    /// The gol, and its name in the request's language.
    pub gol_id: Option<i32>,
    pub gol: Option<String>,
    pub father_name: Option<String>,
    pub father_occupation_id: Option<i32>,
    pub mother_name: Option<String>,
    pub mother_occupation_id: Option<i32>,
    pub family_type: Option<i32>,
    pub family_annual_income_id: Option<i32>,
    pub no_of_brother: Option<i32>,
    pub no_of_sister: Option<i32>,
    pub married_brothers: Option<i32>,
    pub married_sisters: Option<i32>,
    pub family_location: Option<String>,
    pub family_name: Option<String>,
    pub native_place: Option<String>,
    pub native_district: Option<String>,
    pub native_taluko: Option<String>,
    pub mosad: Option<String>,
    pub parent_phone1: Option<String>,
    pub parent_phone1_code: Option<String>,
    #[oai(rename = "parentPhone1IsWhatApps")]
    pub parent_phone1_is_whatsapp: Option<bool>,
    pub parent_phone2: Option<String>,
    pub parent_phone2_code: Option<String>,
    #[oai(rename = "parentPhone2IsWhatApps")]
    pub parent_phone2_is_whatsapp: Option<bool>,
    pub country_id: Option<i32>,
    pub state_id: Option<i32>,
    /// The state's name in the request's language.
    pub state: Option<String>,
    pub city: Option<String>,
    #[oai(rename = "isNRI")]
    pub is_nri: Option<bool>,
    pub visa_type: Option<i32>,
    pub education_id: Option<i32>,
    pub education_details: Option<String>,
    pub occupation_id: Option<i32>,
    pub occupation_details: Option<String>,
    pub annual_income_id: Option<i32>,
    pub about: Option<String>,
    pub college: Option<String>,
    pub working_as: Option<String>,
    pub employer: Option<String>,
    pub expectation: Option<String>,
    /// A signed URL of the profile photo (valid about an hour).
    pub profile_image: Option<String>,
    /// The moderator's reason, while changes are requested (2) or the profile is suspended (5).
    pub status_reason: Option<String>,
    /// `GET /api/Profile` only: every photo of the member's, default first.
    pub photos: Option<Vec<crate::photos::model::OwnPhoto>>,
    /// `GET /api/Profile` only: who sees the photos unblurred.
    pub photo_visibility: Option<shared::PhotoVisibility>,
    /// `GET /api/Profile` only: the member's latest edit requests, newest first.
    pub edit_requests: Option<Vec<crate::profiles::model::OwnEditRequest>>,
    /// `GET /api/Profile` only: how much of the profile is filled in, 0 to 100 (every field of the four tabs, an
    /// approved photo and partner preferences).
    pub completeness: Option<i32>,
    /// `GET /api/Profile` only: the empty parts families look at first, in that order, at most 3 (rule 53).
    pub completeness_gaps: Option<Vec<shared::ProfileGap>>,
    /// `GET /api/Profile` only, for an approved member: the connect quota (rule 29).
    pub connect_quota: Option<crate::connections::model::ConnectQuota>,
}

/// The answer of a saved step.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct StepAnswer {
    pub wizard_step: i32,
    pub message: String,
}

/// The answer of the photo step: the profile is submitted for approval.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct SubmittedAnswer {
    pub user: UserInfo,
    pub message: String,
}

/// A change asked of the moderators.
#[derive(Debug, Object, garde::Validate)]
#[oai(rename_all = "camelCase")]
pub struct EditRequestBody {
    /// A request type of `GET /api/Request/Name`: 1 first name, 2 surname, 3 date of birth (`YYYY-MM-DD`, 18 or
    /// more), 4 gender (`male` or `female`), 5 other.
    #[garde(skip)]
    pub request_type_id: i32,
    /// The value as the member sees it now; the server records the value it holds.
    #[garde(skip)]
    pub current_value: Option<crate::text::Text>,
    #[garde(dive)]
    pub new_value: shared::types::EditValue,
    /// Why the change is needed.
    #[garde(dive)]
    pub note: shared::types::Note,
}

/// One of the member's edit requests, as the profile shows it.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct OwnEditRequest {
    pub request_id: i32,
    pub request_type_id: i32,
    pub current_value: Option<String>,
    pub new_value: String,
    pub note: String,
    pub state: shared::EditRequestState,
    /// The moderator's reason for a decline.
    pub reason: Option<String>,
    pub created_on: crate::instant::Instant,
    pub decided_on: Option<crate::instant::Instant>,
}
