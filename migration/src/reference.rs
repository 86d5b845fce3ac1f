//! The reference data files (`migration/data/*.json`), embedded in the binary. Each file is an array of objects with
//! camelCase keys; [`LISTS`] says which table and columns each one fills, in an order that respects foreign keys.

pub struct ReferenceList {
    pub table: &'static str,
    pub json: &'static str,
    /// (JSON key, column) pairs besides `id`.
    pub columns: &'static [(&'static str, &'static str)],
}

const NAMES: [(&str, &str); 2] = [("nameEn", "name_en"), ("nameGu", "name_gu")];

macro_rules! list {
    ($table:literal, $file:literal, [$(($key:literal, $col:literal)),*]) => {
        ReferenceList {
            table: $table,
            json: include_str!(concat!("../data/", $file)),
            columns: &[NAMES[0], NAMES[1] $(, ($key, $col))*],
        }
    };
}

/// The contact form's topics (rule 34), seeded by the support migration (after the lists above).
pub const CONTACT_TOPICS: ReferenceList = list!("contact_topic", "contact_topics.json", [("key", "key")]);

/// The village marriage circles (gol) of each parent community (rule 52), seeded by migration 16.
pub const GOLS: ReferenceList = list!("gol", "gols.json", [("parentCommunityId", "parent_id")]);

/// The notification types (rule 31); migration 16 adds the weekly digest to a database made before it.
pub const NOTIFICATION_TYPES: ReferenceList = list!("notification_type", "notification_types.json", [("key", "key")]);

pub const LISTS: &[ReferenceList] = &[
    list!("community", "communities.json", [("parentCommunityId", "parent_id")]),
    list!("height", "heights.json", [("cm", "cm")]),
    list!("occupation", "occupations.json", [("occupationType", "occupation_type")]),
    list!("country", "countries.json", [("code", "code"), ("shortName", "short_name")]),
    list!("state", "states.json", [("countryId", "country_id")]),
    list!("city", "cities.json", [("stateId", "state_id")]),
    list!("district", "districts.json", [("stateId", "state_id")]),
    list!("taluka", "talukas.json", [("districtId", "district_id")]),
    list!("village", "villages.json", [("talukaId", "taluka_id")]),
    list!("education", "educations.json", []),
    list!("annual_income", "annual_incomes.json", [("minRupees", "min_rupees"), ("maxRupees", "max_rupees")]),
    NOTIFICATION_TYPES,
    list!("request_type", "request_types.json", [("key", "key")]),
];
