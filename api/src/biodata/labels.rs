//! The labels of document 000's fixed option lists in both languages, for the PDF (the web app has the same texts in
//! its Lingui catalogs, `components/profile-form/model/options.ts`; these were taken from them).

use crate::lang::Lang;

/// `(gu, en)` by value − 1.
pub type Labels = [(&'static str, &'static str)];

pub const FAMILY_TYPE: [(&str, &str); 2] = [("સંયુક્ત કુટુંબ", "Joint family"), ("વિભક્ત કુટુંબ", "Nuclear family")];

pub const VISA_TYPE: [(&str, &str); 6] = [
    ("નાગરિકત્વ", "Citizenship"),
    ("પર્મેનન્ટ રેસિડેન્ટ", "Permanent resident"),
    ("વર્ક પરમિટ વિઝા", "Work permit visa"),
    ("સ્ટડી પરમિટ વિઝા", "Study permit visa"),
    ("ટૂરિસ્ટ વિઝા", "Tourist visa"),
    ("બિઝનેસ વિઝા", "Business visa"),
];

pub const SUN_SIGN: [(&str, &str); 12] = [
    ("મેષ", "Aries"),
    ("વૃષભ", "Taurus"),
    ("મિથુન", "Gemini"),
    ("કર્ક", "Cancer"),
    ("સિંહ", "Leo"),
    ("કન્યા", "Virgo"),
    ("તુલા", "Libra"),
    ("વૃશ્ચિક", "Scorpio"),
    ("ધન", "Sagittarius"),
    ("મકર", "Capricorn"),
    ("કુંભ", "Aquarius"),
    ("મીન", "Pisces"),
];

pub const MOTHER_TONGUE: [(&str, &str); 15] = [
    ("ગુજરાતી", "Gujarati"),
    ("હિન્દી", "Hindi"),
    ("કચ્છી", "Kutchi"),
    ("મરાઠી", "Marathi"),
    ("રાજસ્થાની", "Rajasthani"),
    ("પંજાબી", "Punjabi"),
    ("સિંધી", "Sindhi"),
    ("બંગાળી", "Bengali"),
    ("તમિલ", "Tamil"),
    ("તેલુગુ", "Telugu"),
    ("કન્નડ", "Kannada"),
    ("મલયાલમ", "Malayalam"),
    ("ઉર્દૂ", "Urdu"),
    ("અંગ્રેજી", "English"),
    ("અન્ય ભાષા", "Other language"),
];

/// `(key, gu, en)` in `shared::limits::HOBBIES`' order.
pub const HOBBY: [(&str, &str, &str); 16] = [
    ("reading", "વાંચન", "Reading"),
    ("music", "સંગીત", "Music"),
    ("singing", "ગાયન", "Singing"),
    ("dance", "નૃત્ય", "Dance"),
    ("cooking", "રસોઈ", "Cooking"),
    ("travel", "પ્રવાસ", "Travel"),
    ("sports", "રમતગમત", "Sports"),
    ("cricket", "ક્રિકેટ", "Cricket"),
    ("yoga", "યોગ", "Yoga"),
    ("fitness", "ફિટનેસ", "Fitness"),
    ("movies", "ફિલ્મો", "Movies"),
    ("art", "કલા", "Art"),
    ("photography", "ફોટોગ્રાફી", "Photography"),
    ("gardening", "બાગકામ", "Gardening"),
    ("social_service", "સમાજસેવા", "Social service"),
    ("spirituality", "આધ્યાત્મિકતા", "Spirituality"),
];

/// The label of option `value` (1-based), when it is one of the list.
pub fn pick(labels: &Labels, value: i32, lang: Lang) -> Option<String> {
    let (gu, en) = labels.get(usize::try_from(value - 1).ok()?)?;
    Some(lang.pick(gu, en).to_owned())
}

/// The stored hobbies (`reading,music`) as a list of labels.
pub fn hobbies(stored: &str, lang: Lang) -> String {
    stored
        .split(',')
        .filter_map(|key| HOBBY.iter().find(|(k, _, _)| *k == key))
        .map(|(_, gu, en)| lang.pick(gu, en))
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lists_are_as_long_as_the_shared_rules_say() {
        use shared::limits;
        assert_eq!(FAMILY_TYPE.len() as i32, limits::FAMILY_TYPES);
        assert_eq!(VISA_TYPE.len() as i32, limits::VISA_TYPES);
        assert_eq!(SUN_SIGN.len() as i32, limits::SUN_SIGNS);
        assert_eq!(MOTHER_TONGUE.len() as i32, limits::MOTHER_TONGUES);
        let keys: Vec<&str> = HOBBY.iter().map(|(k, _, _)| *k).collect();
        assert_eq!(keys, limits::HOBBIES);
        assert_eq!(pick(&SUN_SIGN, 12, Lang::Gu).as_deref(), Some("મીન"));
        assert_eq!(pick(&SUN_SIGN, 13, Lang::En), None);
        assert_eq!(hobbies("music,unknown,yoga", Lang::En), "Music, Yoga");
    }
}
