//! The bio-data PDF (rules 21 and 38, `GET /api/PVBioData/GetPVBioData`): a member's own, or that of a member
//! whose connection with the caller is accepted (families exchange bio-data), in the caller's language, with the
//! photo, the personal, family and professional sections, the parents' phones as the detail page shows them to an
//! accepted connection, and a footer line naming who downloaded it and when. [`pdf`] lays it out.

pub mod pdf;
#[doc(hidden)]
pub mod sample;

use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};

use entity::{member, partner_preference, photo, profile};
use shared::{
    Diet, FamilyType, Habit, Hobby, Manglik, MoonSign, MotherTongue, Nakshatra, PhotoStatus, SunSign, VisaType, catalog,
};

use crate::connections::service::accepted_between;
use crate::connections::service::visible;
use crate::error::ApiError;
use crate::lang::Lang;
use crate::matching::explain::age;
use crate::matching::explain::marital_name;
use crate::matching::lists as matching_rows;
use crate::messages;
use crate::reference::places::{Kind, shown};
use crate::reference::service::ReferenceData;
use crate::state::AppState;

/// A rendered bio-data: the file name (`{profileId}.pdf`) and its bytes.
pub struct BioDataFile {
    pub file_name: String,
    pub bytes: Vec<u8>,
    /// The member whose bio-data it is.
    pub member_id: i32,
}

/// The bio-data of `member_id` (the caller's own when absent) for `caller`, in `lang`. Another member's is not found
/// (404) unless the caller may see them and their connection is accepted.
pub async fn for_caller(
    state: &AppState,
    caller: &member::Model,
    member_id: Option<i32>,
    lang: Lang,
) -> Result<BioDataFile, ApiError> {
    let db = &state.db;
    let target_id = member_id.unwrap_or(caller.id);
    let own = target_id == caller.id;
    let target = if own {
        caller.clone()
    } else {
        let me = matching_rows::row_of(db, caller.id).await?.ok_or_else(ApiError::not_found)?;
        let them = visible(db, &me, target_id).await?;
        if !accepted_between(db, caller.id, target_id).await? {
            return Err(ApiError::not_found());
        }
        // Another member's bio-data counts against the caller's daily allowance (rule A1); one's own never does.
        crate::allowance::take_alone(state, caller.id, shared::Allowance::BioData, crate::allowance::Use::Count(1))
            .await?;
        them
    };
    let p = profile::Entity::find_by_id(target_id).one(db).await?.ok_or_else(ApiError::not_found)?;
    // The card photo: the owner's own default even while it awaits approval; others see only approved photos.
    let mut photos = photo::Entity::find().filter(photo::Column::MemberId.eq(target_id));
    if !own {
        photos = photos.filter(photo::Column::Status.eq(PhotoStatus::Approved));
    }
    let chosen = photos.order_by_desc(photo::Column::IsDefault).order_by_desc(photo::Column::Id).one(db).await?;
    let photo_jpeg = match chosen {
        Some(photo) => crate::photos::file(state, &photo, "large").await?,
        None => None,
    };
    let data = state.lookups.data().await?;
    let now = state.clock.now();
    let today = shared::rules::india_date(now);
    let wants = partner_preference::Entity::find_by_id(target_id).one(db).await?;
    let content = content(&data, &target, &p, wants.as_ref(), photo_jpeg, caller, now, today, lang);
    let bytes = tokio::task::spawn_blocking(move || {
        pdf::render(&content).or_else(|error| {
            // A stored photo that the PDF layer cannot read must not cost the member their bio-data.
            tracing::warn!(%error, "bio-data photo unusable; rendered without it");
            pdf::render(&pdf::BioData { photo_jpeg: None, ..content })
        })
    })
    .await
    .map_err(ApiError::internal)?
    .map_err(|e| ApiError::internal(anyhow::anyhow!(e)))?;
    Ok(BioDataFile { file_name: format!("{}.pdf", target.profile_id), bytes, member_id: target_id })
}

/// Catalog message `id` in `lang`.
fn t(lang: Lang, id: &str) -> String {
    catalog::text(lang, id, &[])
}

/// What the PDF shows, every value already in `lang`; rows without a value are left out.
#[allow(clippy::too_many_arguments)]
fn content(
    data: &ReferenceData,
    m: &member::Model,
    p: &profile::Model,
    wants: Option<&partner_preference::Model>,
    photo_jpeg: Option<Vec<u8>>,
    caller: &member::Model,
    now: chrono::DateTime<chrono::Utc>,
    today: chrono::NaiveDate,
    lang: Lang,
) -> pdf::BioData {
    let name = |gu: &str, en: &str| lang.pick(gu, en).to_owned();
    let community = |id: Option<i32>| {
        id.and_then(|id| data.communities.iter().find(|c| c.id == id)).map(|c| name(&c.name_gu, &c.name_en))
    };
    let occupation = |id: Option<i32>| {
        id.and_then(|id| data.occupations.iter().find(|o| o.id == id)).map(|o| name(&o.name_gu, &o.name_en))
    };
    let income = |id: Option<i32>| {
        id.and_then(|id| data.annual_incomes.iter().find(|o| o.id == id)).map(|o| name(&o.name_gu, &o.name_en))
    };
    let height_name = |id: Option<i32>| {
        id.and_then(|id| data.heights.iter().find(|h| h.id == id)).map(|h| name(&h.name_gu, &h.name_en))
    };
    let yes_no = |v: Option<bool>| v.map(|v| if v { t(lang, "biodata-yes") } else { t(lang, "biodata-no") });
    let text = |v: &Option<String>| v.as_ref().map(|s| s.trim().to_owned()).filter(|s| !s.is_empty());
    let phone = |code: &Option<String>, number: &Option<String>, whatsapp: Option<bool>| {
        let number = text(number)?;
        let code = text(code).unwrap_or_default();
        let mut shown = format!("{code} {number}").trim().to_owned();
        if whatsapp == Some(true) {
            shown.push_str(" (WhatsApp)");
        }
        Some(shown)
    };

    let birth = p.birth_date.map(|d| {
        let (date, years) = (d.format("%d-%m-%Y").to_string(), age(d, today));
        catalog::text(lang, "biodata-birth", &[("date", &date), ("years", &years)])
    });
    let sub_community = community(p.community_id);
    let parent_community = community(p.parent_community_id);
    let personal = vec![
        (t(lang, "biodata-label-name"), Some(format!("{} {}", m.first_name, m.last_name))),
        (
            t(lang, "biodata-label-gender"),
            p.gender.map(|male| if male { t(lang, "biodata-male") } else { t(lang, "biodata-female") }),
        ),
        (t(lang, "biodata-label-birth-date"), birth),
        (t(lang, "biodata-label-height"), height_name(p.height_id)),
        (t(lang, "biodata-label-weight"), p.weight.map(|kg| catalog::text(lang, "biodata-weight", &[("kg", &kg)]))),
        (t(lang, "biodata-label-marital-status"), p.marital_status.map(|v| marital_name(v, lang))),
        (t(lang, "biodata-label-community"), parent_community),
        (t(lang, "biodata-label-sub-community"), sub_community),
        (
            t(lang, "biodata-label-mother-tongue"),
            p.mother_tongue.and_then(MotherTongue::from_code).map(|v| v.label(lang)),
        ),
        (t(lang, "biodata-label-sun-sign"), p.sun_sign.and_then(SunSign::from_code).map(|v| v.label(lang))),
        (t(lang, "biodata-label-blood-group"), text(&p.blood_group)),
        (
            t(lang, "biodata-label-disability"),
            match p.any_disability {
                Some(true) => Some(text(&p.disability).unwrap_or_else(|| t(lang, "biodata-yes"))),
                other => yes_no(other),
            },
        ),
        (t(lang, "biodata-label-hobbies"), p.hobbies.as_deref().map(|h| hobbies(h, lang)).filter(|h| !h.is_empty())),
        (t(lang, "biodata-label-diet"), p.diet.and_then(Diet::from_code).map(|v| v.label(lang))),
        (t(lang, "biodata-label-smoking"), p.smoking.and_then(Habit::from_code).map(|v| v.label(lang))),
        (t(lang, "biodata-label-drinking"), p.drinking.and_then(Habit::from_code).map(|v| v.label(lang))),
        (t(lang, "biodata-label-satapeta"), p.satapeta_accepted.then(|| t(lang, "biodata-yes"))),
    ];
    let family = vec![
        (t(lang, "biodata-label-father-name"), text(&p.father_name)),
        (t(lang, "biodata-label-father-occupation"), occupation(p.father_occupation_id)),
        (t(lang, "biodata-label-mother-name"), text(&p.mother_name)),
        (t(lang, "biodata-label-mother-occupation"), occupation(p.mother_occupation_id)),
        (t(lang, "biodata-label-family-type"), p.family_type.and_then(FamilyType::from_code).map(|v| v.label(lang))),
        (t(lang, "biodata-label-family-annual-income"), income(p.family_annual_income_id)),
        (t(lang, "biodata-label-brothers"), siblings(lang, p.no_of_brother, p.married_brothers)),
        (t(lang, "biodata-label-sisters"), siblings(lang, p.no_of_sister, p.married_sisters)),
        (t(lang, "biodata-label-family-name"), text(&p.family_name)),
        (
            t(lang, "biodata-label-native-place"),
            shown(data, lang, Kind::Village, p.native_village_id, text(&p.native_place)),
        ),
        (
            t(lang, "biodata-label-native-taluka"),
            shown(data, lang, Kind::Taluka, p.native_taluka_id, text(&p.native_taluko)),
        ),
        (
            t(lang, "biodata-label-native-district"),
            shown(data, lang, Kind::District, p.native_district_id, text(&p.native_district)),
        ),
        (t(lang, "biodata-label-mosad"), shown(data, lang, Kind::Village, p.mosal_village_id, text(&p.mosad))),
        (
            t(lang, "biodata-label-gol"),
            p.gol_id.and_then(|id| data.gols.iter().find(|g| g.id == id)).map(|g| name(&g.name_gu, &g.name_en)),
        ),
        (t(lang, "biodata-label-family-location"), text(&p.family_location)),
        (
            t(lang, "biodata-label-parent-phone-1"),
            phone(&p.parent_phone1_code, &p.parent_phone1, p.parent_phone1_is_whatsapp),
        ),
        (
            t(lang, "biodata-label-parent-phone-2"),
            phone(&p.parent_phone2_code, &p.parent_phone2, p.parent_phone2_is_whatsapp),
        ),
    ];
    let country =
        p.country_id.and_then(|id| data.countries.iter().find(|c| c.id == id)).map(|c| name(&c.name_gu, &c.name_en));
    let state_name =
        p.state_id.and_then(|id| data.states.iter().find(|s| s.id == id)).map(|s| name(&s.name_gu, &s.name_en));
    let city = shown(data, lang, Kind::City, p.city_id, text(&p.city));
    let place = [city, state_name, country].into_iter().flatten().collect::<Vec<_>>().join(", ");
    let professional = vec![
        (
            t(lang, "biodata-label-education"),
            p.education_id
                .and_then(|id| data.educations.iter().find(|e| e.id == id))
                .map(|e| name(&e.name_gu, &e.name_en)),
        ),
        (t(lang, "biodata-label-education-details"), text(&p.education_details)),
        (t(lang, "biodata-label-college"), text(&p.college)),
        (t(lang, "biodata-label-occupation"), occupation(p.occupation_id)),
        (t(lang, "biodata-label-occupation-details"), text(&p.occupation_details)),
        (t(lang, "biodata-label-working-as"), text(&p.working_as)),
        (t(lang, "biodata-label-employer"), text(&p.employer)),
        (t(lang, "biodata-label-annual-income"), income(p.annual_income_id)),
        (t(lang, "biodata-label-lives-in"), Some(place).filter(|s| !s.is_empty())),
        (t(lang, "biodata-label-nri"), yes_no(p.is_nri)),
        (t(lang, "biodata-label-visa-type"), p.visa_type.and_then(VisaType::from_code).map(|v| v.label(lang))),
        (t(lang, "biodata-label-about-me"), text(&p.about)),
    ];
    // What the member looks for: the age and height of their partner preferences, and their own words.
    let expectations = vec![
        (
            t(lang, "biodata-label-partner-age"),
            wants
                .and_then(|w| w.age_from.zip(w.age_to))
                .map(|(from, to)| catalog::text(lang, "biodata-partner-age", &[("from", &from), ("to", &to)])),
        ),
        (
            t(lang, "biodata-label-partner-height"),
            wants
                .and_then(|w| height_name(w.height_from).zip(height_name(w.height_to)))
                .map(|(from, to)| format!("{from} – {to}")),
        ),
        (t(lang, "biodata-label-expectations"), text(&p.expectation)),
    ];
    // The horoscope last and only as stated (rule 50): the bio-data goes to the member or an accepted connection, who
    // may see it whatever its visibility.
    let horoscope = vec![
        (t(lang, "biodata-label-birth-time"), text(&p.birth_time)),
        (t(lang, "biodata-label-birth-place"), text(&p.birth_place)),
        (t(lang, "biodata-label-moon-sign"), p.moon_sign.and_then(MoonSign::from_code).map(|v| v.label(lang))),
        (t(lang, "biodata-label-nakshatra"), p.nakshatra.and_then(Nakshatra::from_code).map(|v| v.label(lang))),
        (t(lang, "biodata-label-manglik"), p.manglik.and_then(Manglik::from_code).map(|v| v.label(lang))),
    ];
    // One kind of digits throughout (the reference names of heights and incomes are written with Gujarati digits,
    // dates, phones and typed numbers with the international ones): the international ones, as phone numbers, dates
    // and profile ids are written and dialled.
    let section = |heading: String, rows: Vec<(String, Option<String>)>| pdf::Section {
        heading,
        rows: rows.into_iter().filter_map(|(label, value)| value.map(|v| (label, international_digits(&v)))).collect(),
    };
    let when = messages::india_date_time(now, lang);
    let by = format!("{} {} ({})", caller.first_name, caller.last_name, caller.profile_id);
    let full_name = format!("{} {}", m.first_name, m.last_name);
    pdf::BioData {
        title: t(lang, "biodata-title"),
        name: full_name.clone(),
        // What the member verified (rule 44), after the profile id, as their card and detail show it.
        subtitle: crate::verification::Proofs::of(m)
            .badges()
            .iter()
            .map(|badge| match badge {
                shared::Badge::Phone => t(lang, "biodata-badge-phone"),
                shared::Badge::Id => t(lang, "biodata-badge-id"),
                shared::Badge::Photo => t(lang, "biodata-badge-photo"),
                shared::Badge::Samaj => {
                    match crate::verification::volunteers::place_in(data, m.samaj_village_id, m.samaj_gol_id, lang) {
                        Some(place) => catalog::text(lang, "biodata-badge-samaj-place", &[("place", &place)]),
                        None => t(lang, "biodata-badge-samaj"),
                    }
                }
            })
            // Who looks after the profile when it is not its person (rule 46), as the card and detail say it.
            .chain(crate::profiles::managed_by(m.created_by, p.gender == Some(true), lang))
            .fold(catalog::text(lang, "biodata-subtitle", &[("id", &m.profile_id)]), |line, badge| {
                format!("{line} · {badge}")
            }),
        photo_jpeg,
        sections: vec![
            section(t(lang, "biodata-section-personal"), personal),
            section(t(lang, "biodata-section-family"), family),
            section(t(lang, "biodata-section-professional"), professional),
            section(t(lang, "biodata-section-expectations"), expectations),
            section(t(lang, "biodata-section-horoscope"), horoscope),
        ]
        .into_iter()
        .filter(|s| !s.rows.is_empty())
        .collect(),
        footer: catalog::text(lang, "biodata-footer", &[("by", &by), ("when", &when)]),
        document_title: catalog::text(lang, "biodata-document-title", &[("name", &full_name), ("id", &m.profile_id)]),
        language: lang.code().to_owned(),
    }
}

/// `text` with Gujarati digits (૦ to ૯) written as 0 to 9.
fn international_digits(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '\u{0AE6}'..='\u{0AEF}' => char::from(b'0' + (c as u32 - 0x0AE6) as u8),
            other => other,
        })
        .collect()
}

/// "2 (1 married)": how many, and how many of them are married when the member said so.
/// The stored hobbies (`reading,music`) as a list of their labels; an unknown key is left out.
fn hobbies(stored: &str, lang: Lang) -> String {
    stored.split(',').filter_map(Hobby::parse).map(|h| h.label(lang)).collect::<Vec<_>>().join(", ")
}

fn siblings(lang: Lang, count: Option<i32>, married: Option<i32>) -> Option<String> {
    match (count, married) {
        (Some(count), Some(married)) if count > 0 => {
            Some(catalog::text(lang, "biodata-siblings-married", &[("count", &count), ("married", &married)]))
        }
        (Some(count), _) => Some(count.to_string()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::international_digits;

    #[test]
    fn gujarati_digits_are_written_as_the_international_ones() {
        assert_eq!(international_digits("૫ ફૂટ ૩ ઇંચ (૧૬૦ સે.મી.)"), "5 ફૂટ 3 ઇંચ (160 સે.મી.)");
        assert_eq!(international_digits("₹૧ કરોડ અને વધુ, 68"), "₹1 કરોડ અને વધુ, 68");
    }
}
