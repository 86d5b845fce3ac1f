//! An event's booklet (rule 49, `GET /api/Event/{eventId}/Booklet`): every standing registrant with what they chose
//! to show (the photo, the family's phone or only the organisers' desk, the income), brides then grooms, each by age
//! then number, in the language asked for. Its organisers and its registrants may download it; anyone else gets 404.

use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
use shared::{BookletContact, PhotoStatus, catalog};

use entity::{event, event_registration, member, photo, profile};

use super::{Organiser, committee_of, organised, pdf};
use crate::{
    error::ApiError,
    lang::Lang,
    matching::explain::marital_name,
    messages,
    reference::{
        data::{ReferenceData, name},
        places::{Kind, shown},
    },
    state::AppState,
};

/// A rendered booklet: its file name and bytes.
pub struct BookletFile {
    pub file_name: String,
    pub bytes: Vec<u8>,
}

fn t(lang: Lang, id: &str) -> String {
    catalog::text(lang, id, &[])
}

/// Whether `account` may download the booklet of `event_id`: one of its organisers, or a member registered for it.
async fn may_read(state: &AppState, account: &member::Model, event_id: i32) -> Result<event::Model, ApiError> {
    if let Ok(organiser) = Organiser::of(&state.db, account).await
        && let Ok(row) = organised(&state.db, &organiser, event_id).await
    {
        return Ok(row);
    }
    let registered = event_registration::Entity::find()
        .filter(event_registration::Column::EventId.eq(event_id))
        .filter(event_registration::Column::MemberId.eq(account.id))
        .filter(event_registration::Column::WithdrawnAt.is_null())
        .one(&state.db)
        .await?;
    if registered.is_none() || account.profile_status != shared::ProfileStatus::Approved {
        return Err(ApiError::not_found());
    }
    event::Entity::find_by_id(event_id).one(&state.db).await?.ok_or_else(ApiError::not_found)
}

/// The booklet of `event_id` for `account`, in `lang`.
pub async fn booklet(
    state: &AppState,
    account: &member::Model,
    event_id: i32,
    lang: Lang,
) -> Result<BookletFile, ApiError> {
    let row = may_read(state, account, event_id).await?;
    let booklet = content(state, &row, lang).await?;
    let bytes = tokio::task::spawn_blocking(move || pdf::render(&booklet))
        .await
        .map_err(ApiError::internal)?
        .map_err(|e| ApiError::internal(anyhow::anyhow!(e)))?;
    Ok(BookletFile { file_name: format!("booklet-{event_id}-{}.pdf", lang.code()), bytes })
}

/// A standing, approved registrant as the booklet and the spreadsheet show them: every field of theirs in a fixed
/// order, those they did not choose to show (the income, the family's phone) empty.
pub struct Candidate {
    pub number: i32,
    pub name: String,
    pub bride: bool,
    pub age: Option<u32>,
    pub place: String,
    pub fields: Vec<(String, Option<String>)>,
    pub show_photo: bool,
    pub photo_jpeg: Option<Vec<u8>>,
}

/// The event's standing registrants whose profiles are approved, by event number, read in a few statements whatever
/// their number; their photos (as they chose) only when `with_photos`.
pub async fn candidates(
    state: &AppState,
    row: &event::Model,
    lang: Lang,
    with_photos: bool,
) -> Result<Vec<Candidate>, ApiError> {
    let db = &state.db;
    let regs = event_registration::Entity::find()
        .filter(event_registration::Column::EventId.eq(row.id))
        .filter(event_registration::Column::WithdrawnAt.is_null())
        .order_by_asc(event_registration::Column::EventNumber)
        .all(db)
        .await?;
    let ids: Vec<i32> = regs.iter().map(|r| r.member_id).collect();
    let (people, profiles) = super::people(db, &ids).await?;
    // The photos of those who chose to show one.
    let shown: Vec<i32> =
        if with_photos { regs.iter().filter(|r| r.show_photo).map(|r| r.member_id).collect() } else { Vec::new() };
    let mut photos = Vec::new();
    for chunk in shown.chunks(500) {
        photos.extend(
            photo::Entity::find()
                .filter(photo::Column::MemberId.is_in(chunk.to_vec()))
                .filter(photo::Column::Status.eq(PhotoStatus::Approved))
                .order_by_desc(photo::Column::IsDefault)
                .order_by_desc(photo::Column::Id)
                .all(db)
                .await?,
        );
    }
    let data = state.lookups.data().await?;
    let mut list = Vec::new();
    for r in &regs {
        let (Some(m), Some(p)) =
            (people.iter().find(|m| m.id == r.member_id), profiles.iter().find(|p| p.member_id == r.member_id))
        else {
            continue;
        };
        // Only approved profiles reach the booklet; a suspended or deactivated one is left out while it is.
        if m.profile_status != shared::ProfileStatus::Approved {
            continue;
        }
        let photo_jpeg = match photos.iter().find(|ph| ph.member_id == m.id) {
            Some(ph) if r.show_photo => crate::photos::file(state, ph, "medium").await?,
            _ => None,
        };
        let age = p.birth_date.and_then(|b| shared::rules::age_on(b, row.held_on));
        list.push(Candidate {
            number: r.event_number,
            name: format!("{} {}", m.first_name, m.last_name),
            bride: p.gender != Some(true),
            age,
            place: super::volunteers::place_in(&data, p.native_village_id, p.gol_id, lang).unwrap_or_default(),
            fields: rows(&data, r, m, p, age, lang),
            show_photo: r.show_photo,
            photo_jpeg,
        });
    }
    Ok(list)
}

/// Everything the booklet shows.
pub async fn content(state: &AppState, row: &event::Model, lang: Lang) -> Result<pdf::Booklet, ApiError> {
    let data = state.lookups.data().await?;
    let event_name = name(lang, &row.name_gu, &row.name_en);
    let mut brides = Vec::new();
    let mut grooms = Vec::new();
    for c in candidates(state, row, lang, true).await? {
        let key = (c.age.unwrap_or(u32::MAX), c.number);
        let bride = c.bride;
        let entry = pdf::Entry {
            number: c.number,
            name: c.name,
            age: c.age.map(|a| a.to_string()).unwrap_or_default(),
            place: c.place,
            rows: c.fields.into_iter().filter_map(|(label, value)| value.map(|v| (label, v))).collect(),
            photo_jpeg: c.photo_jpeg,
        };
        if bride { brides.push((key, entry)) } else { grooms.push((key, entry)) }
    }
    brides.sort_by_key(|(k, _)| *k);
    grooms.sort_by_key(|(k, _)| *k);
    let (bride_count, groom_count) = (brides.len(), grooms.len());
    let mut facts = vec![messages::day(row.held_on, lang)];
    facts.push(catalog::text(lang, "booklet-venue", &[("venue", &row.venue)]));
    facts.push(match super::place_of(&data, row, lang) {
        Some(place) => catalog::text(lang, "booklet-place", &[("place", &place)]),
        None => t(lang, "booklet-whole-samaj"),
    });
    Ok(pdf::Booklet {
        kind: t(lang, "booklet-kind"),
        event_name: event_name.clone(),
        facts,
        committee_heading: t(lang, "booklet-committee"),
        committee: committee_of(row)
            .into_iter()
            .map(|c| format!("{} · {}", c.name.as_str(), c.role.as_str()))
            .collect(),
        counts: catalog::text(lang, "booklet-counts", &[("brides", &bride_count), ("grooms", &groom_count)]),
        index_heading: t(lang, "booklet-index"),
        columns: ["booklet-col-number", "booklet-col-name", "booklet-col-age", "booklet-col-place", "booklet-col-page"]
            .map(|id| t(lang, id)),
        brides_heading: t(lang, "booklet-brides"),
        grooms_heading: t(lang, "booklet-grooms"),
        brides: brides.into_iter().map(|(_, e)| e).collect(),
        grooms: grooms.into_iter().map(|(_, e)| e).collect(),
        no_photo: t(lang, "booklet-no-photo"),
        number_label: t(lang, "booklet-number"),
        footer: catalog::text(lang, "booklet-footer", &[("contact", &row.contact), ("event", &event_name)]),
        document_title: catalog::text(lang, "booklet-title", &[("event", &event_name)]),
        language: lang.code().to_owned(),
    })
}

/// A registrant's fields: what any member's card and detail show, and the contact and income only as chosen (empty
/// otherwise).
fn rows(
    data: &ReferenceData,
    r: &event_registration::Model,
    m: &member::Model,
    p: &profile::Model,
    age: Option<u32>,
    lang: Lang,
) -> Vec<(String, Option<String>)> {
    let pick = |gu: &str, en: &str| name(lang, gu, en);
    let text = |v: &Option<String>| v.as_ref().map(|s| s.trim().to_owned()).filter(|s| !s.is_empty());
    let occupation = |id: Option<i32>| {
        id.and_then(|id| data.occupations.iter().find(|o| o.id == id)).map(|o| pick(&o.name_gu, &o.name_en))
    };
    let with_details = |main: Option<String>, details: Option<String>| match (main, details) {
        (Some(main), Some(details)) => Some(format!("{main}, {details}")),
        (main, details) => main.or(details),
    };
    let phone = |code: &Option<String>, number: &Option<String>| {
        let number = text(number)?;
        Some(format!("{} {number}", text(code).unwrap_or_default()).trim().to_owned())
    };
    let contact = match r.contact {
        BookletContact::Desk => Some(t(lang, "booklet-desk")),
        BookletContact::Family => phone(&p.parent_phone1_code, &p.parent_phone1)
            .or_else(|| phone(&p.parent_phone2_code, &p.parent_phone2))
            .or_else(|| Some(format!("{} {}", m.country_code, m.phone).trim().to_owned())),
    };
    let income = if r.show_income {
        p.annual_income_id
            .and_then(|id| data.annual_incomes.iter().find(|o| o.id == id))
            .map(|o| pick(&o.name_gu, &o.name_en))
    } else {
        None
    };
    let father = with_details(text(&p.father_name), occupation(p.father_occupation_id));
    let mother = with_details(text(&p.mother_name), occupation(p.mother_occupation_id));
    let siblings = |count: Option<i32>| count.filter(|c| *c > 0).map(|c| c.to_string());
    vec![
        (t(lang, "booklet-label-age"), age.map(|a| catalog::text(lang, "booklet-age", &[("years", &a)]))),
        (
            t(lang, "biodata-label-height"),
            p.height_id.and_then(|id| data.heights.iter().find(|h| h.id == id)).map(|h| pick(&h.name_gu, &h.name_en)),
        ),
        (t(lang, "biodata-label-marital-status"), p.marital_status.map(|v| marital_name(v, lang))),
        (
            t(lang, "biodata-label-education"),
            with_details(
                p.education_id
                    .and_then(|id| data.educations.iter().find(|e| e.id == id))
                    .map(|e| pick(&e.name_gu, &e.name_en)),
                text(&p.education_details),
            ),
        ),
        (t(lang, "biodata-label-occupation"), with_details(occupation(p.occupation_id), text(&p.occupation_details))),
        (
            t(lang, "biodata-label-native-place"),
            shown(data, lang, Kind::Village, p.native_village_id, text(&p.native_place)),
        ),
        (
            t(lang, "biodata-label-gol"),
            p.gol_id.and_then(|id| data.gols.iter().find(|g| g.id == id)).map(|g| pick(&g.name_gu, &g.name_en)),
        ),
        (t(lang, "biodata-label-father-name"), father),
        (t(lang, "biodata-label-mother-name"), mother),
        (t(lang, "biodata-label-brothers"), siblings(p.no_of_brother)),
        (t(lang, "biodata-label-sisters"), siblings(p.no_of_sister)),
        (t(lang, "booklet-label-income"), income),
        (t(lang, "booklet-label-contact"), contact),
    ]
}
