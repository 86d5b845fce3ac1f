//! Places by reference (rule 25): a place named from the reference lists is kept by its id and shown in the reader's
//! language; a name typed freely is kept and shown as typed. A name matches a list's entry in either language,
//! ignoring case and surrounding spaces, within its parent (a taluka within its district, a village within its taluka,
//! a city within its state).

use super::data::{ReferenceData, name};
use crate::lang::Lang;

/// Whether a typed name is this entry's (its English name in any case, or its Gujarati name).
fn same(typed: &str, gu: &str, en: &str) -> bool {
    let typed = typed.trim();
    !typed.is_empty() && (typed.to_lowercase() == en.to_lowercase() || typed == gu)
}

/// The ids of a native district, taluka and village as typed: each found within the one before.
pub fn native(
    data: &ReferenceData,
    district: Option<&str>,
    taluka: Option<&str>,
    village: Option<&str>,
) -> (Option<i32>, Option<i32>, Option<i32>) {
    let district_id =
        district.and_then(|typed| data.districts.iter().find(|d| same(typed, &d.name_gu, &d.name_en))).map(|d| d.id);
    let taluka_id = district_id.zip(taluka).and_then(|(district_id, typed)| {
        data.talukas.iter().find(|t| t.district_id == district_id && same(typed, &t.name_gu, &t.name_en)).map(|t| t.id)
    });
    let village_id = taluka_id.zip(village).and_then(|(taluka_id, typed)| {
        data.villages.iter().find(|v| v.taluka_id == taluka_id && same(typed, &v.name_gu, &v.name_en)).map(|v| v.id)
    });
    (district_id, taluka_id, village_id)
}

/// The id of a village as typed anywhere in the list (a mosal, named without its taluka): only when one village
/// alone has that name.
pub fn village_anywhere(data: &ReferenceData, typed: Option<&str>) -> Option<i32> {
    let typed = typed?;
    let mut found = data.villages.iter().filter(|v| same(typed, &v.name_gu, &v.name_en));
    match (found.next(), found.next()) {
        (Some(v), None) => Some(v.id),
        _ => None,
    }
}

/// The id of a city as typed, within its state.
pub fn city(data: &ReferenceData, state_id: Option<i32>, typed: Option<&str>) -> Option<i32> {
    let (state_id, typed) = state_id.zip(typed)?;
    data.cities.iter().find(|c| c.state_id == state_id && same(typed, &c.name_gu, &c.name_en)).map(|c| c.id)
}

/// A kind of place, for [`shown`].
#[derive(Debug, Clone, Copy)]
pub enum Kind {
    District,
    Taluka,
    Village,
    City,
}

/// How a place reads in `lang`: the list's name when it has an id there, else the text as typed.
pub fn shown(data: &ReferenceData, lang: Lang, kind: Kind, id: Option<i32>, typed: Option<String>) -> Option<String> {
    let listed = id.and_then(|id| match kind {
        Kind::District => data.districts.iter().find(|d| d.id == id).map(|d| name(lang, &d.name_gu, &d.name_en)),
        Kind::Taluka => data.talukas.iter().find(|t| t.id == id).map(|t| name(lang, &t.name_gu, &t.name_en)),
        Kind::Village => data.villages.iter().find(|v| v.id == id).map(|v| name(lang, &v.name_gu, &v.name_en)),
        Kind::City => data.cities.iter().find(|c| c.id == id).map(|c| name(lang, &c.name_gu, &c.name_en)),
    });
    listed.or(typed)
}
