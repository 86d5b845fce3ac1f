//! The profile's fixed option lists (document 000 §3): marital status, family type, visa type, sun sign, mother
//! tongue, hobbies, and the kind of an occupation. Each is an enum written once here, with the same wire form as
//! always (an integer from 1, a hobby's string key), exported to the web app by ts-rs, stored by sea-orm in its
//! integer column (feature `db`), and with its label's catalog id: the labels live in `shared/locales/{gu,en}/
//! options.ftl`, read by the server through [`crate::catalog`] and written for the web app by the generator
//! (`webapp/src/api/generated/rules/options.ts`). No bare option number or label is written anywhere else.

use serde::{Deserialize, Serialize};
use serde_repr::{Deserialize_repr, Serialize_repr};

use crate::catalog::{self, Lang};

/// Declares an integer option list: `#[repr(i32)]`, the integer on the wire and in the database, `ALL`, `code()`,
/// `from_code()`, and the catalog id of each value's label.
macro_rules! int_options {
    (
        $(#[$meta:meta])*
        $name:ident {
            $( $(#[$vmeta:meta])* $variant:ident = $value:tt => $label:literal ),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(
            Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize_repr, Deserialize_repr, ts_rs::TS,
        )]
        #[repr(i32)]
        #[ts(repr(enum))]
        #[cfg_attr(feature = "db", derive(sea_orm::DeriveActiveEnum, sea_orm::EnumIter))]
        #[cfg_attr(feature = "db", sea_orm(rs_type = "i32", db_type = "Integer"))]
        pub enum $name {
            $( $(#[$vmeta])* $variant = $value ),+
        }

        impl $name {
            /// Every value, in the list's order.
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            /// The integer of the wire and the database.
            pub const fn code(self) -> i32 {
                self as i32
            }

            /// The value of integer `code`, or `None` when it is not one of the list.
            pub fn from_code(code: i32) -> Option<Self> {
                Self::ALL.iter().copied().find(|v| v.code() == code)
            }

            /// The catalog id of the value's label (`shared/locales/*/options.ftl`).
            pub const fn label_id(self) -> &'static str {
                match self {
                    $($name::$variant => $label),+
                }
            }

            /// The value's label in `lang`.
            pub fn label(self, lang: Lang) -> String {
                catalog::text(lang, self.label_id(), &[])
            }
        }
    };
}

int_options!(
    /// Marital status. 000 §3.
    MaritalStatus {
        NeverMarried = 1 => "options-marital-status-1",
        Widowed = 2 => "options-marital-status-2",
        Divorced = 3 => "options-marital-status-3",
        AwaitingDivorce = 4 => "options-marital-status-4",
    }
);

int_options!(
    /// Family type. 000 §3.
    FamilyType {
        Joint = 1 => "options-family-type-1",
        Nuclear = 2 => "options-family-type-2",
    }
);

int_options!(
    /// The visa of a member living abroad. 000 §3.
    VisaType {
        Citizenship = 1 => "options-visa-type-1",
        PermanentResident = 2 => "options-visa-type-2",
        WorkPermit = 3 => "options-visa-type-3",
        StudyPermit = 4 => "options-visa-type-4",
        Tourist = 5 => "options-visa-type-5",
        Business = 6 => "options-visa-type-6",
    }
);

int_options!(
    /// Sun sign, Aries to Pisces. 000 §3 ("12 zodiac signs").
    SunSign {
        Aries = 1 => "options-sun-sign-1",
        Taurus = 2 => "options-sun-sign-2",
        Gemini = 3 => "options-sun-sign-3",
        Cancer = 4 => "options-sun-sign-4",
        Leo = 5 => "options-sun-sign-5",
        Virgo = 6 => "options-sun-sign-6",
        Libra = 7 => "options-sun-sign-7",
        Scorpio = 8 => "options-sun-sign-8",
        Sagittarius = 9 => "options-sun-sign-9",
        Capricorn = 10 => "options-sun-sign-10",
        Aquarius = 11 => "options-sun-sign-11",
        Pisces = 12 => "options-sun-sign-12",
    }
);

int_options!(
    /// Mother tongue, Gujarati first. 000 §3 says "15 languages" without naming them: the languages Patidar families
    /// in Gujarat, elsewhere in India and abroad speak at home, then "other".
    MotherTongue {
        Gujarati = 1 => "options-mother-tongue-1",
        Hindi = 2 => "options-mother-tongue-2",
        Kutchi = 3 => "options-mother-tongue-3",
        Marathi = 4 => "options-mother-tongue-4",
        Rajasthani = 5 => "options-mother-tongue-5",
        Punjabi = 6 => "options-mother-tongue-6",
        Sindhi = 7 => "options-mother-tongue-7",
        Bengali = 8 => "options-mother-tongue-8",
        Tamil = 9 => "options-mother-tongue-9",
        Telugu = 10 => "options-mother-tongue-10",
        Kannada = 11 => "options-mother-tongue-11",
        Malayalam = 12 => "options-mother-tongue-12",
        Urdu = 13 => "options-mother-tongue-13",
        English = 14 => "options-mother-tongue-14",
        Other = 15 => "options-mother-tongue-15",
    }
);

int_options!(
    /// What a member eats (rule 52): optional, a search filter and a partner preference.
    Diet {
        Vegetarian = 1 => "options-diet-1",
        Jain = 2 => "options-diet-2",
        Eggetarian = 3 => "options-diet-3",
        NonVegetarian = 4 => "options-diet-4",
    }
);

int_options!(
    /// How often a member smokes or drinks (rule 52): optional, a search filter and a partner preference.
    Habit {
        Never = 1 => "options-habit-1",
        Occasionally = 2 => "options-habit-2",
        Regularly = 3 => "options-habit-3",
    }
);

int_options!(
    /// Moon sign (rashi) of the horoscope, Mesh to Meen (rule 50: optional, never prominent).
    MoonSign {
        Mesh = 1 => "options-moon-sign-1",
        Vrishabh = 2 => "options-moon-sign-2",
        Mithun = 3 => "options-moon-sign-3",
        Kark = 4 => "options-moon-sign-4",
        Simha = 5 => "options-moon-sign-5",
        Kanya = 6 => "options-moon-sign-6",
        Tula = 7 => "options-moon-sign-7",
        Vrishchik = 8 => "options-moon-sign-8",
        Dhanu = 9 => "options-moon-sign-9",
        Makar = 10 => "options-moon-sign-10",
        Kumbh = 11 => "options-moon-sign-11",
        Meen = 12 => "options-moon-sign-12",
    }
);

int_options!(
    /// Birth star (nakshatra) of the horoscope, the 27 in their order (rule 50).
    Nakshatra {
        Ashwini = 1 => "options-nakshatra-1",
        Bharani = 2 => "options-nakshatra-2",
        Krittika = 3 => "options-nakshatra-3",
        Rohini = 4 => "options-nakshatra-4",
        Mrigashira = 5 => "options-nakshatra-5",
        Ardra = 6 => "options-nakshatra-6",
        Punarvasu = 7 => "options-nakshatra-7",
        Pushya = 8 => "options-nakshatra-8",
        Ashlesha = 9 => "options-nakshatra-9",
        Magha = 10 => "options-nakshatra-10",
        PurvaPhalguni = 11 => "options-nakshatra-11",
        UttaraPhalguni = 12 => "options-nakshatra-12",
        Hasta = 13 => "options-nakshatra-13",
        Chitra = 14 => "options-nakshatra-14",
        Swati = 15 => "options-nakshatra-15",
        Vishakha = 16 => "options-nakshatra-16",
        Anuradha = 17 => "options-nakshatra-17",
        Jyeshtha = 18 => "options-nakshatra-18",
        Mula = 19 => "options-nakshatra-19",
        PurvaAshadha = 20 => "options-nakshatra-20",
        UttaraAshadha = 21 => "options-nakshatra-21",
        Shravana = 22 => "options-nakshatra-22",
        Dhanishta = 23 => "options-nakshatra-23",
        Shatabhisha = 24 => "options-nakshatra-24",
        PurvaBhadrapada = 25 => "options-nakshatra-25",
        UttaraBhadrapada = 26 => "options-nakshatra-26",
        Revati = 27 => "options-nakshatra-27",
    }
);

int_options!(
    /// Manglik (mangal dosha) as the member states it (rule 50); "don't know" is an answer too.
    Manglik {
        Yes = 1 => "options-manglik-1",
        No = 2 => "options-manglik-2",
        Partly = 3 => "options-manglik-3",
        DontKnow = 4 => "options-manglik-4",
    }
);

/// Whose occupation an occupation of the reference list is: the member's own, the mother's or the father's
/// (`occupationType` of `GET /api/Occupation/Name`). 000 §3. It has no label: the web app never shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize_repr, Deserialize_repr, ts_rs::TS)]
#[repr(i32)]
#[ts(repr(enum))]
#[cfg_attr(feature = "db", derive(sea_orm::DeriveActiveEnum, sea_orm::EnumIter))]
#[cfg_attr(feature = "db", sea_orm(rs_type = "i32", db_type = "Integer"))]
pub enum OccupationType {
    /// 1: the member's own occupation.
    Own = 1,
    /// 2: a mother's occupation.
    Mother = 2,
    /// 3: a father's occupation.
    Father = 3,
}

impl OccupationType {
    pub const ALL: &'static [OccupationType] = &[Self::Own, Self::Mother, Self::Father];

    /// The integer of the wire and the database.
    pub const fn code(self) -> i32 {
        self as i32
    }

    /// The kind of integer `code`, or `None`.
    pub fn from_code(code: i32) -> Option<Self> {
        Self::ALL.iter().copied().find(|v| v.code() == code)
    }
}

/// A hobby a member can pick, on the wire and in the database by its key (`social_service`; the profile stores the
/// keys comma-separated). 001 §3 names "hobbies" without a list: chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "HobbyKey", rename_all = "snake_case")]
pub enum Hobby {
    Reading,
    Music,
    Singing,
    Dance,
    Cooking,
    Travel,
    Sports,
    Cricket,
    Yoga,
    Fitness,
    Movies,
    Art,
    Photography,
    Gardening,
    SocialService,
    Spirituality,
}

macro_rules! hobby_table {
    ($( $variant:ident = $key:literal => $label:literal ),+ $(,)?) => {
        impl Hobby {
            /// Every hobby, in the order the web app offers them.
            pub const ALL: &'static [Hobby] = &[$(Hobby::$variant),+];
            /// Every hobby's key, in [`Self::ALL`]'s order.
            pub const KEYS: [&'static str; [$($key),+].len()] = [$($key),+];

            /// The key of the wire and the database.
            pub const fn key(self) -> &'static str {
                match self {
                    $(Hobby::$variant => $key),+
                }
            }

            /// The catalog id of the hobby's label (`shared/locales/*/options.ftl`).
            pub const fn label_id(self) -> &'static str {
                match self {
                    $(Hobby::$variant => $label),+
                }
            }
        }
    };
}

hobby_table!(
    Reading = "reading" => "options-hobby-reading",
    Music = "music" => "options-hobby-music",
    Singing = "singing" => "options-hobby-singing",
    Dance = "dance" => "options-hobby-dance",
    Cooking = "cooking" => "options-hobby-cooking",
    Travel = "travel" => "options-hobby-travel",
    Sports = "sports" => "options-hobby-sports",
    Cricket = "cricket" => "options-hobby-cricket",
    Yoga = "yoga" => "options-hobby-yoga",
    Fitness = "fitness" => "options-hobby-fitness",
    Movies = "movies" => "options-hobby-movies",
    Art = "art" => "options-hobby-art",
    Photography = "photography" => "options-hobby-photography",
    Gardening = "gardening" => "options-hobby-gardening",
    SocialService = "social_service" => "options-hobby-social-service",
    Spirituality = "spirituality" => "options-hobby-spirituality",
);

impl Hobby {
    /// The hobby of key `key`, or `None`.
    pub fn parse(key: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|h| h.key() == key)
    }

    /// The hobby's label in `lang`.
    pub fn label(self, lang: Lang) -> String {
        catalog::text(lang, self.label_id(), &[])
    }
}

/// One option list for the generator: its name in the web app, and each value's wire form (as TypeScript writes it)
/// and label id.
pub struct OptionList {
    pub name: &'static str,
    pub values: Vec<(String, &'static str)>,
}

fn ints<T: Copy>(name: &'static str, all: &[T], code: fn(T) -> i32, id: fn(T) -> &'static str) -> OptionList {
    OptionList { name, values: all.iter().map(|v| (code(*v).to_string(), id(*v))).collect() }
}

/// Every option list whose labels the web app shows.
pub fn lists() -> Vec<OptionList> {
    vec![
        ints("MARITAL_STATUS", MaritalStatus::ALL, MaritalStatus::code, MaritalStatus::label_id),
        ints("FAMILY_TYPE", FamilyType::ALL, FamilyType::code, FamilyType::label_id),
        ints("VISA_TYPE", VisaType::ALL, VisaType::code, VisaType::label_id),
        ints("SUN_SIGN", SunSign::ALL, SunSign::code, SunSign::label_id),
        ints("MOTHER_TONGUE", MotherTongue::ALL, MotherTongue::code, MotherTongue::label_id),
        ints("DIET", Diet::ALL, Diet::code, Diet::label_id),
        ints("HABIT", Habit::ALL, Habit::code, Habit::label_id),
        ints("MOON_SIGN", MoonSign::ALL, MoonSign::code, MoonSign::label_id),
        ints("NAKSHATRA", Nakshatra::ALL, Nakshatra::code, Nakshatra::label_id),
        ints("MANGLIK", Manglik::ALL, Manglik::code, Manglik::label_id),
        OptionList {
            name: "HOBBY",
            values: Hobby::ALL
                .iter()
                .map(|h| (serde_json::to_string(h.key()).unwrap_or_default(), h.label_id()))
                .collect(),
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_wire_forms_are_as_they_always_were() {
        assert_eq!(serde_json::to_string(&MaritalStatus::AwaitingDivorce).unwrap(), "4");
        assert_eq!(serde_json::from_str::<SunSign>("12").unwrap(), SunSign::Pisces);
        assert!(serde_json::from_str::<SunSign>("13").is_err());
        assert_eq!(serde_json::to_string(&Hobby::SocialService).unwrap(), "\"social_service\"");
        for hobby in Hobby::ALL {
            assert_eq!(serde_json::to_string(hobby).unwrap(), format!("\"{}\"", hobby.key()));
            assert_eq!(Hobby::parse(hobby.key()), Some(*hobby));
        }
        assert_eq!(OccupationType::from_code(3), Some(OccupationType::Father));
        assert_eq!(OccupationType::from_code(0), None);
    }

    #[test]
    fn every_value_has_a_label_in_both_languages() {
        for list in lists() {
            for (_, id) in list.values {
                assert!(catalog::has(id), "{id}");
            }
        }
        assert_eq!(SunSign::Leo.label(Lang::En), "Leo");
        assert_eq!(Hobby::SocialService.label(Lang::En), "Social service");
    }
}
