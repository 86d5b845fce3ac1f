//! Lookup items as the documents name their fields.

use poem_openapi::Object;
use serde::Serialize;

macro_rules! list_of {
    ($list:ident, $item:ident, $doc:literal) => {
        #[doc = $doc]
        #[derive(Debug, Clone, Object, Serialize)]
        #[oai(rename_all = "camelCase")]
        #[serde(rename_all = "camelCase")]
        pub struct $list {
            pub result: Vec<$item>,
            pub total_count: u64,
        }

        impl From<Vec<$item>> for $list {
            fn from(result: Vec<$item>) -> Self {
                Self { total_count: result.len() as u64, result }
            }
        }
    };
}

macro_rules! item {
    ($(#[$meta:meta])* $name:ident { $($(#[$fmeta:meta])* $field:ident: $ty:ty),* $(,)? }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Object, Serialize)]
        #[oai(rename_all = "camelCase")]
        #[serde(rename_all = "camelCase")]
        pub struct $name {
            pub id: i32,
            /// The name in the request's language.
            pub name: String,
            /// The name in the other language: pickers match it too, so that a name is found typed in either
            /// script ("Anand" on a Gujarati page finds આણંદ).
            pub other_name: String,
            $($(#[$fmeta])* pub $field: $ty,)*
        }
    };
}

item!(
    /// A community: the two parents (1 Kadva Patidar, 2 Leva Patidar) have no parent; sub-communities name theirs.
    Community {
        /// Absent for the two parent communities.
        #[serde(skip_serializing_if = "Option::is_none")]
        parent_community_id: Option<i32>
    }
);
item!(
    /// A gol, the marriage circle of villages of one parent community (rule 52).
    Gol {
        /// 1 Kadva Patidar, 2 Leva Patidar; absent for "no gol" and "don't know", offered to every member.
        #[serde(skip_serializing_if = "Option::is_none")]
        parent_community_id: Option<i32>
    }
);
item!(
    /// A height, every inch from 4 ft 5 in to 7 ft.
    Height { cm: i32 }
);
item!(
    /// An occupation; `occupationType` is `shared::OccupationType`'s code: 1 = own, 2 = mother's, 3 = father's.
    Occupation { occupation_type: i32 }
);
item!(
    /// A country: `code` is the dialing code (`+91`), `shortName` the ISO 3166 alpha-2 code (`IN`).
    Country { code: String, short_name: String }
);
item!(
    /// A state, province or union territory.
    State { country_id: i32 }
);
item!(
    /// A city.
    City { state_id: i32 }
);
item!(
    /// A district.
    District { state_id: i32 }
);
item!(
    /// A taluka (sub-district).
    Taluka { district_id: i32 }
);
item!(
    /// A village, with its taluka.
    Village { taluka_id: i32 }
);
item!(
    /// An education (degree).
    Education {}
);
item!(
    /// An annual income bracket in rupees; `maxRupees` is absent for the top bracket.
    AnnualIncome {
        min_rupees: i64,
        #[serde(skip_serializing_if = "Option::is_none")]
        max_rupees: Option<i64>
    }
);
item!(
    /// A kind of notification; `key` is stable.
    NotificationType { key: String }
);
item!(
    /// A kind of edit request a member can make for details they cannot change themselves; `key` is stable.
    RequestType { key: String }
);

item!(
    /// A topic of the contact form (`POST /api/Home/Contact`); `key` is stable.
    ContactTopic { key: String }
);

list_of!(CommunityList, Community, "Communities.");
list_of!(GolList, Gol, "Gols.");
list_of!(HeightList, Height, "Heights.");
list_of!(OccupationList, Occupation, "Occupations.");
list_of!(CountryList, Country, "Countries.");
list_of!(StateList, State, "States of one country.");
list_of!(CityList, City, "Cities of one state.");
list_of!(DistrictList, District, "Districts of one state.");
list_of!(TalukaList, Taluka, "Talukas of one district.");
list_of!(VillageList, Village, "Villages.");
list_of!(EducationList, Education, "Educations.");
list_of!(AnnualIncomeList, AnnualIncome, "Annual income brackets.");
list_of!(NotificationTypeList, NotificationType, "Kinds of notification.");
list_of!(RequestTypeList, RequestType, "Kinds of edit request.");
list_of!(ContactTopicList, ContactTopic, "Topics of the contact form.");
