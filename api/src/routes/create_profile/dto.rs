//! Bodies of the wizard calls, with document 000's field names.

use garde::Validate;
use poem_openapi::{Multipart, Object};
use shared::{
    Today, limits,
    types::{About, BirthDate, CountryCode, Details, PersonName, Phone, Place, Siblings, Weight},
};

use crate::{
    photos::upload::PhotoFile,
    required::{Required, present},
    routes::account::dto::UserInfo,
};

/// garde: an integer option of a fixed list numbered 1 to `count`.
pub fn option_of<C>(count: i32) -> impl Fn(&Required<i32>, &C) -> garde::Result {
    move |value, _| match value.get() {
        Some(v) if !(1..=count).contains(&v) => Err(garde::Error::new("invalid_choice")),
        _ => Ok(()),
    }
}

/// garde: an optional integer option of a fixed list numbered 1 to `count`.
pub fn optional_option_of<C>(count: i32) -> impl Fn(&Option<i32>, &C) -> garde::Result {
    move |value, _| match value {
        Some(v) if !(1..=count).contains(v) => Err(garde::Error::new("invalid_choice")),
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

/// Step 1, personal details. Validated with today's date (in India) from the server's clock.
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
    #[garde(custom(present), custom(option_of(limits::MARITAL_STATUSES)))]
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
}

impl PersonalDetailsRequest {
    pub fn normalize(&mut self) {
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
    #[garde(custom(optional_option_of(limits::FAMILY_TYPES)))]
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
}

impl FamilyDetailsRequest {
    pub fn normalize(&mut self) {
        blank_to_none(&mut self.mother_name);
        blank_to_none(&mut self.mosad);
        blank_to_none(&mut self.parent_phone2);
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
    #[garde(custom(required_when(self.is_nri.get() == Some(true))), custom(optional_option_of(limits::VISA_TYPES)))]
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
}

impl ProfessionalDetailsRequest {
    pub fn normalize(&mut self) {
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
    pub father_name: Option<String>,
    pub father_occupation_id: Option<i32>,
    pub mother_name: Option<String>,
    pub mother_occupation_id: Option<i32>,
    pub family_type: Option<i32>,
    pub family_annual_income_id: Option<i32>,
    pub no_of_brother: Option<i32>,
    pub no_of_sister: Option<i32>,
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
    /// A signed URL of the profile photo (valid about an hour).
    pub profile_image: Option<String>,
    /// The moderator's reason, while changes are requested (2) or the profile is suspended (5).
    pub status_reason: Option<String>,
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
