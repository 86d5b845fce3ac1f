//! A member's profile: every field of both documents (the wizard asks for some; profile editing reaches the rest).

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "profile")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub member_id: i32,
    /// The last wizard step saved: 0 none, 1 personal, 2 family, 3 professional, 4 photo.
    pub wizard_step: i32,

    // Personal
    pub community_id: Option<i32>,
    /// 1 Kadva Patidar, 2 Leva Patidar.
    pub parent_community_id: Option<i32>,
    /// 1 never married, 2 widowed, 3 divorced, 4 awaiting divorce.
    pub marital_status: Option<i32>,
    pub any_disability: Option<bool>,
    pub disability: Option<String>,
    pub height_id: Option<i32>,
    pub weight: Option<f64>,
    pub birth_date: Option<Date>,
    /// true male, false female.
    pub gender: Option<bool>,
    /// 1 to 12, Aries first.
    pub sun_sign: Option<i32>,
    /// A+, A-, B+, B-, O+, O-, AB+, AB-.
    pub blood_group: Option<String>,
    /// 1 to 15.
    pub mother_tongue: Option<i32>,
    /// Hobby keys, comma-separated.
    pub hobbies: Option<String>,

    // Lifestyle and family
    pub father_name: Option<String>,
    pub father_occupation_id: Option<i32>,
    pub mother_name: Option<String>,
    pub mother_occupation_id: Option<i32>,
    /// 1 joint, 2 nuclear.
    pub family_type: Option<i32>,
    pub family_annual_income_id: Option<i32>,
    pub no_of_brother: Option<i32>,
    pub no_of_sister: Option<i32>,
    pub married_brothers: Option<i32>,
    pub married_sisters: Option<i32>,
    pub native_place: Option<String>,
    pub native_district: Option<String>,
    pub native_taluko: Option<String>,
    /// The native district, taluka and village when picked from the reference lists (rule 25): shown in the reader's
    /// language; `None` for a name typed freely, shown as typed.
    pub native_district_id: Option<i32>,
    pub native_taluka_id: Option<i32>,
    pub native_village_id: Option<i32>,
    pub mosad: Option<String>,
    pub family_location: Option<String>,
    pub family_name: Option<String>,
    pub parent_phone1_code: Option<String>,
    pub parent_phone1: Option<String>,
    pub parent_phone1_is_whatsapp: Option<bool>,
    pub parent_phone2_code: Option<String>,
    pub parent_phone2: Option<String>,
    pub parent_phone2_is_whatsapp: Option<bool>,

    // Professional
    pub is_nri: Option<bool>,
    pub country_id: Option<i32>,
    pub state_id: Option<i32>,
    pub city: Option<String>,
    /// The city when picked from the reference list of the state (rule 25); `None` for a name typed freely.
    pub city_id: Option<i32>,
    /// 1 citizenship, 2 permanent resident, 3 work permit, 4 study permit, 5 tourist, 6 business.
    pub visa_type: Option<i32>,
    pub education_id: Option<i32>,
    pub education_details: Option<String>,
    pub college: Option<String>,
    pub occupation_id: Option<i32>,
    pub occupation_details: Option<String>,
    pub working_as: Option<String>,
    pub employer: Option<String>,
    pub annual_income_id: Option<i32>,
    #[sea_orm(column_type = "Text", nullable)]
    pub about: Option<String>,
    #[sea_orm(column_type = "Text", nullable)]
    pub expectation: Option<String>,

    // Satapeta (sibling exchange)
    pub satapeta_accepted: bool,
    pub satapeta_member_id: Option<i32>,

    /// Who sees the photos unblurred (rule 27).
    pub photo_visibility: shared::PhotoVisibility,
    /// Lifestyle (rule 52): the codes of `shared::Diet` and `shared::Habit`.
    pub diet: Option<i32>,
    pub smoking: Option<i32>,
    pub drinking: Option<i32>,
    /// The horoscope (rule 50), each optional: `HH:MM`, a place as typed or picked, the codes of `shared::MoonSign`,
    /// `shared::Nakshatra` and `shared::Manglik`, and who may see them (every approved member when absent).
    pub birth_time: Option<String>,
    pub birth_place: Option<String>,
    pub moon_sign: Option<i32>,
    pub nakshatra: Option<i32>,
    pub manglik: Option<i32>,
    pub horoscope_visibility: Option<shared::PhotoVisibility>,
    /// The gol (village marriage circle) of the reference list `gol` (rule 52).
    pub gol_id: Option<i32>,
    /// The mosal (the mother's family village) when `mosad` names a village of the list.
    pub mosal_village_id: Option<i32>,

    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
