//! `sagpan demo-data --profiles N` (rule 40): N approved members of both genders with realistic, bilingual
//! profiles and preferences tied to their own age and community, and some blocks, visits and shortlists, for trials
//! and benchmarks. One transaction; PostgreSQL is fed by COPY, SQLite by multi-row inserts. The password is hashed
//! once and shared; e-mails are `demo{n}@example.invalid`. A database holding members who are not demo members is
//! refused; demo members already there are replaced.

use std::collections::HashSet;

use anyhow::{Context as _, bail};
use chrono::{DateTime, Duration, NaiveDate, Utc};
use rand::{Rng, SeedableRng, rngs::StdRng, seq::SliceRandom};
use sea_orm::{
    ColumnTrait, ConnectionTrait, DatabaseConnection, DbBackend, EntityTrait, IntoActiveModel, Iterable, ModelTrait,
    PaginatorTrait, QueryFilter, QuerySelect, TransactionTrait, Value,
};
use shared::{Lang, OccupationType, PhotoVisibility, ProfileCreator, ProfileStatus, Role, catalog, limits};

use entity::{block, match_row, member, partner_preference, profile, shortlist, visit};

use crate::{matching::row, reference::service::ReferenceData};

const DEMO_EMAIL: &str = "@example.invalid";
/// Members written per batch.
const BATCH: usize = 5_000;

const MALE_NAMES: [&str; 40] = [
    "Aarav", "Amit", "Ankit", "Bhavesh", "Chirag", "Darshan", "Dhaval", "Harsh", "Hardik", "Jay", "Jignesh", "Kalpesh",
    "Karan", "Keval", "Kishan", "Mehul", "Milan", "Mitesh", "Nikhil", "Nirav", "Parth", "Pratik", "Rahul", "Ravi",
    "Rushil", "Sagar", "Sandip", "Smit", "Tushar", "Utsav", "Vatsal", "Vipul", "Yash", "Jenish", "Dhruv", "Meet",
    "Krunal", "Hiren", "Vishal", "Nilesh",
];
const FEMALE_NAMES: [&str; 40] = [
    "Aarti", "Ami", "Bhakti", "Bhumi", "Charmi", "Dhara", "Disha", "Drashti", "Foram", "Hetal", "Hinal", "Janvi",
    "Khushi", "Krupa", "Mansi", "Meera", "Nidhi", "Nirali", "Pooja", "Priya", "Riddhi", "Riya", "Sejal", "Shreya",
    "Shruti", "Sneha", "Tanvi", "Toral", "Urvi", "Vidhi", "Zeel", "Kinjal", "Jinal", "Heli", "Dimple", "Avni", "Palak",
    "Isha", "Komal", "Hiral",
];
const SURNAMES: [&str; 16] = [
    "Patel",
    "Patel",
    "Patel",
    "Patel",
    "Patel",
    "Patel",
    "Desai",
    "Amin",
    "Chaudhari",
    "Vaghasiya",
    "Savani",
    "Gajera",
    "Kakadiya",
    "Bhalala",
    "Sutariya",
    "Vekariya",
];
const FATHER_NAMES: [&str; 12] = [
    "Rameshbhai",
    "Sureshbhai",
    "Maheshbhai",
    "Dineshbhai",
    "Jayantibhai",
    "Kantibhai",
    "Pravinbhai",
    "Arvindbhai",
    "Bharatbhai",
    "Hasmukhbhai",
    "Nareshbhai",
    "Vinodbhai",
];
const MOTHER_NAMES: [&str; 12] = [
    "Geetaben",
    "Savitaben",
    "Manjulaben",
    "Hansaben",
    "Jyotsnaben",
    "Kokilaben",
    "Ranjanben",
    "Sharmilaben",
    "Varshaben",
    "Nirmalaben",
    "Ushaben",
    "Daxaben",
];
/// The demo members' "about me", written in each member's language (`demo.ftl`).
const ABOUTS: [&str; 4] = ["demo-about-1", "demo-about-2", "demo-about-3", "demo-about-4"];
const MOSADS: [&str; 8] =
    ["Saurashtra", "Kutch", "Charotar", "North Gujarat", "Surat", "Ahmedabad", "Mehsana", "Rajkot"];

/// What was written.
pub struct Summary {
    pub members: usize,
    pub blocks: usize,
    pub visits: usize,
    pub shortlists: usize,
}

/// Where the rows go: PostgreSQL's COPY on one connection, or multi-row inserts on a transaction.
enum Sink {
    /// The connection, and the statements that rebuild the indexes and foreign keys dropped for the load.
    Postgres(sea_orm::sqlx::pool::PoolConnection<sea_orm::sqlx::Postgres>, Vec<String>),
    Sqlite(sea_orm::DatabaseTransaction),
}

fn csv_value(value: Value) -> anyhow::Result<String> {
    let quote = |s: &str| format!("\"{}\"", s.replace('"', "\"\""));
    Ok(match value {
        Value::Bool(v) => v.map(|b| if b { "t".into() } else { "f".into() }).unwrap_or_default(),
        Value::Int(v) => v.map(|i| i.to_string()).unwrap_or_default(),
        Value::BigInt(v) => v.map(|i| i.to_string()).unwrap_or_default(),
        Value::Double(v) => v.map(|f| f.to_string()).unwrap_or_default(),
        Value::String(v) => v.map(|s| quote(&s)).unwrap_or_default(),
        Value::ChronoDate(v) => v.map(|d| d.to_string()).unwrap_or_default(),
        Value::ChronoDateTimeUtc(v) => v.map(|t| t.format("%Y-%m-%d %H:%M:%S%.6f+00").to_string()).unwrap_or_default(),
        other => bail!("no CSV form for {other:?}"),
    })
}

impl Sink {
    async fn write<E>(&mut self, models: Vec<E::Model>) -> anyhow::Result<()>
    where
        E: EntityTrait,
        E::Model: IntoActiveModel<E::ActiveModel> + Clone,
        E::ActiveModel: Send,
    {
        if models.is_empty() {
            return Ok(());
        }
        match self {
            Sink::Postgres(conn, _) => {
                let columns: Vec<String> =
                    E::Column::iter().map(|c| format!("\"{}\"", sea_orm::IdenStatic::as_str(&c))).collect();
                let mut body = String::with_capacity(models.len() * 256);
                for m in &models {
                    let mut first = true;
                    for c in E::Column::iter() {
                        if !first {
                            body.push(',');
                        }
                        first = false;
                        body.push_str(&csv_value(m.get(c))?);
                    }
                    body.push('\n');
                }
                let statement = format!(
                    "COPY \"{}\" ({}) FROM STDIN WITH (FORMAT csv)",
                    E::default().table_name(),
                    columns.join(",")
                );
                let mut copy = conn.copy_in_raw(&statement).await?;
                copy.send(body.into_bytes()).await?;
                copy.finish().await?;
            }
            Sink::Sqlite(txn) => {
                // SQLite takes at most 32766 parameters per statement.
                let per = (30_000 / E::Column::iter().count()).max(1);
                let mut models = models;
                while !models.is_empty() {
                    let rest = models.split_off(per.min(models.len()));
                    E::insert_many(models.into_iter().map(IntoActiveModel::into_active_model))
                        .exec_without_returning(&*txn)
                        .await?;
                    models = rest;
                }
            }
        }
        Ok(())
    }
}

fn pick<'a, T>(rng: &mut StdRng, items: &'a [T]) -> &'a T {
    &items[rng.gen_range(0..items.len())]
}

/// A weighted pick of `values`.
fn weighted<T: Copy>(rng: &mut StdRng, values: &[(T, u32)]) -> T {
    let total: u32 = values.iter().map(|(_, w)| w).sum();
    let mut n = rng.gen_range(0..total);
    for (v, w) in values {
        if n < *w {
            return *v;
        }
        n -= w;
    }
    values[0].0
}

/// A normally distributed value (Box–Muller) clamped to `[lo, hi]`.
fn normal(rng: &mut StdRng, mean: f64, sd: f64, lo: f64, hi: f64) -> f64 {
    let (u1, u2): (f64, f64) = (rng.gen_range(f64::EPSILON..1.0), rng.r#gen());
    (mean + sd * (-2.0 * u1.ln()).sqrt() * (std::f64::consts::TAU * u2).cos()).clamp(lo, hi)
}

/// A reference entry: its id and English name.
type Named = (i32, String);

struct Reference {
    kadva: Vec<i32>,
    leva: Vec<i32>,
    heights: Vec<(i32, i32)>,
    educations: Vec<i32>,
    own_occupations: Vec<i32>,
    father_occupations: Vec<i32>,
    mother_occupations: Vec<i32>,
    incomes: Vec<i32>,
    gujarat: i32,
    gujarat_cities: Vec<(i32, String)>,
    abroad: Vec<(i32, i32, Vec<Named>)>,
    /// Native places, each a village with its taluka and district: (id, English name) of each.
    villages: Vec<[Named; 3]>,
    /// The gols of each parent community (Kadva, Leva), named circles first, and "no gol", "don't know".
    gols: [Vec<i32>; 2],
    no_gol: Vec<i32>,
}

impl Reference {
    fn of(data: &ReferenceData) -> anyhow::Result<Self> {
        let children = |parent: i32| -> Vec<i32> {
            data.communities.iter().filter(|c| c.parent_id == Some(parent)).map(|c| c.id).collect()
        };
        let gujarat = data
            .states
            .iter()
            .find(|s| s.country_id == limits::DEFAULT_COUNTRY_ID && s.name_en == "Gujarat")
            .context("the reference data has no Gujarat")?
            .id;
        let mut heights: Vec<(i32, i32)> = data.heights.iter().map(|h| (h.id, h.cm)).collect();
        heights.sort_by_key(|h| h.1);
        let mut incomes: Vec<(i64, i32)> = data.annual_incomes.iter().map(|a| (a.min_rupees, a.id)).collect();
        incomes.sort();
        let occupations = |kind: OccupationType| -> Vec<i32> {
            data.occupations.iter().filter(|o| o.occupation_type == kind).map(|o| o.id).collect()
        };
        let abroad = data
            .states
            .iter()
            .filter(|s| s.country_id != limits::DEFAULT_COUNTRY_ID)
            .map(|s| {
                let cities =
                    data.cities.iter().filter(|c| c.state_id == s.id).map(|c| (c.id, c.name_en.clone())).collect();
                (s.country_id, s.id, cities)
            })
            .collect();
        Ok(Self {
            kadva: children(1),
            leva: children(2),
            heights,
            educations: data.educations.iter().map(|e| e.id).collect(),
            own_occupations: occupations(OccupationType::Own),
            mother_occupations: occupations(OccupationType::Mother),
            father_occupations: occupations(OccupationType::Father),
            incomes: incomes.into_iter().map(|(_, id)| id).collect(),
            gujarat,
            gujarat_cities: data
                .cities
                .iter()
                .filter(|c| c.state_id == gujarat)
                .map(|c| (c.id, c.name_en.clone()))
                .collect(),
            abroad,
            villages: data
                .villages
                .iter()
                .filter_map(|v| {
                    let taluka = data.talukas.iter().find(|t| t.id == v.taluka_id)?;
                    let district = data.districts.iter().find(|d| d.id == taluka.district_id)?;
                    Some([
                        (v.id, v.name_en.clone()),
                        (taluka.id, taluka.name_en.clone()),
                        (district.id, district.name_en.clone()),
                    ])
                })
                .collect(),
            gols: [1, 2].map(|parent| data.gols.iter().filter(|g| g.parent_id == Some(parent)).map(|g| g.id).collect()),
            no_gol: data.gols.iter().filter(|g| g.parent_id.is_none()).map(|g| g.id).collect(),
        })
    }

    fn height_id(&self, cm: i32) -> (i32, i32) {
        *self.heights.iter().min_by_key(|(_, c)| (c - cm).abs()).unwrap_or(&(0, cm))
    }
}

struct Generated {
    member: member::Model,
    profile: profile::Model,
    preference: Option<partner_preference::Model>,
}

#[allow(clippy::too_many_lines, clippy::too_many_arguments)]
fn generate(
    rng: &mut StdRng,
    r: &Reference,
    id: i32,
    n: usize,
    profile_id: String,
    password_hash: &str,
    now: DateTime<Utc>,
    today: NaiveDate,
) -> Generated {
    let male = rng.gen_bool(0.5);
    let age = if male { normal(rng, 29.0, 4.0, 21.0, 45.0) } else { normal(rng, 26.0, 3.5, 18.0, 42.0) } as i32;
    let birth = crate::matching::explain::born_by(today, age) - Duration::days(rng.gen_range(0..365));
    let kadva = rng.gen_bool(0.45);
    let (parent, subs) = if kadva { (1, &r.kadva) } else { (2, &r.leva) };
    let community = subs.choose(rng).copied();
    let cm = if male { normal(rng, 172.0, 7.0, 150.0, 200.0) } else { normal(rng, 158.0, 6.0, 140.0, 185.0) } as i32;
    let (height_id, height_cm) = r.height_id(cm);
    let marital = weighted(rng, &[(1, 90), (2, 3), (3, 4), (4, 3)]);
    let nri = rng.gen_bool(0.18) && !r.abroad.is_empty();
    let (country_id, state_id, (city_id, city)) = if nri {
        let (country, state, cities) = pick(rng, &r.abroad);
        let city = cities.choose(rng).map_or_else(|| (None, "—".into()), |c| (Some(c.0), c.1.clone()));
        (*country, *state, city)
    } else {
        let city =
            r.gujarat_cities.choose(rng).map_or_else(|| (None, "Ahmedabad".into()), |c| (Some(c.0), c.1.clone()));
        (limits::DEFAULT_COUNTRY_ID, r.gujarat, city)
    };
    let native = r.villages.choose(rng).cloned();
    let income_index = |rng: &mut StdRng, lo: f64, hi: f64| {
        normal(rng, (lo + hi) / 2.0, (hi - lo) / 4.0, 0.0, (r.incomes.len() - 1) as f64) as usize
    };
    let annual_income_id = if male || rng.gen_bool(0.6) { Some(r.incomes[income_index(rng, 2.0, 16.0)]) } else { None };
    let first_name = if male { pick(rng, &MALE_NAMES) } else { pick(rng, &FEMALE_NAMES) };
    let surname = pick(rng, &SURNAMES);
    let gujarati = rng.gen_bool(0.7);
    let created = now - Duration::minutes(rng.gen_range(60..(2 * 365 * 24 * 60)));
    let member = member::Model {
        id,
        profile_id,
        role: Role::Member,
        email: format!("demo{n}{DEMO_EMAIL}"),
        email_confirmed: true,
        country_code: "+91".into(),
        phone: format!("9{n:09}"),
        // Four demo members in five have confirmed their number (rule 44).
        phone_verified_at: (!n.is_multiple_of(5)).then_some(created),
        // About one in three has shown a moderator an identity document, one in four a verification photo.
        id_verified_at: (n % 3 == 1).then_some(created),
        photo_verified_at: (n % 4 == 2).then_some(created),
        selfie_pose: None,
        selfie_pose_at: None,
        created_ip: None,
        samaj_at: None,
        samaj_village_id: None,
        samaj_gol_id: None,
        // Six profiles in ten are looked after by a parent, a brother or a sister (rule 46), as families do.
        created_by: match n % 10 {
            1 | 4 => ProfileCreator::Father,
            2 | 7 => ProfileCreator::Mother,
            5 => ProfileCreator::Brother,
            8 => ProfileCreator::Sister,
            _ => ProfileCreator::Own,
        },
        // One woman in four keeps her profile private (rule 47), as the bureaus' families ask.
        private_mode: !male && n % 4 == 3,
        browse_invisibly: false,
        privacy_chosen_at: (!male).then_some(created),
        // Last active at some time over the last four months; one in ten hides it.
        last_active_at: Some(now - Duration::hours(i64::from((n as u32).wrapping_mul(2_654_435_761) % 2_880))),
        hide_last_active: n % 10 == 6,
        engaged_at: None,
        password_hash: password_hash.to_owned(),
        first_name: (*first_name).to_owned(),
        last_name: (*surname).to_owned(),
        profile_status: ProfileStatus::Approved,
        language: if gujarati { "gu" } else { "en" }.into(),
        created_at: created,
        updated_at: created,
        deleted_at: None,
    };
    let brothers = weighted(rng, &[(0, 30), (1, 45), (2, 20), (3, 5)]);
    let sisters = weighted(rng, &[(0, 30), (1, 45), (2, 20), (3, 5)]);
    let hobby_count = rng.gen_range(0..4);
    let hobbies: Vec<&str> = limits::HOBBIES.choose_multiple(rng, hobby_count).copied().collect();
    // The fields of rules 50 and 52 from a generator of their own, so that the draws above (and the demo data the
    // tests and benchmarks know) stay as they were.
    let x = &mut StdRng::seed_from_u64(((n as u64) << 20) ^ (id as u64) ^ 0x5a97_a1c3);
    let lifestyle = |x: &mut StdRng, weights: &[(i32, u32)]| Some(weighted(x, weights)).filter(|v| *v > 0);
    let diet = lifestyle(x, &[(1, 58), (2, 10), (3, 12), (4, 8), (0, 12)]);
    let smoking = lifestyle(x, &[(1, 80), (2, 5), (3, 1), (0, 14)]);
    let drinking = lifestyle(x, &[(1, 70), (2, 12), (3, 2), (0, 16)]);
    // Most families know their gol: a named circle of their community more often than its "other".
    let own_gols = &r.gols[if parent == 1 { 0 } else { 1 }];
    let gol_id = match weighted(x, &[(0, 15), (1, 65), (2, 8), (3, 6), (4, 6)]) {
        1 if own_gols.len() > 1 => own_gols[..own_gols.len() - 1].choose(x).copied(),
        2 => own_gols.last().copied(),
        3 => r.no_gol.first().copied(),
        4 => r.no_gol.last().copied(),
        _ => None,
    };
    // The mosal: a village of the native district, as families often marry near.
    let mosal = native.as_ref().and_then(|[_, _, d]| {
        let near: Vec<&[Named; 3]> = r.villages.iter().filter(|[_, _, vd]| vd.0 == d.0).collect();
        near.choose(x).map(|[v, _, _]| v.clone())
    });
    let horoscope = x.gen_bool(0.55);
    let at = |x: &mut StdRng| Some(format!("{:02}:{:02}", x.gen_range(0..24), x.gen_range(0..60)));
    let profile = profile::Model {
        member_id: id,
        wizard_step: 4,
        community_id: community,
        parent_community_id: Some(parent),
        marital_status: Some(marital),
        any_disability: Some(rng.gen_bool(0.02)),
        disability: None,
        height_id: Some(height_id),
        weight: Some(normal(rng, if male { 70.0 } else { 55.0 }, 8.0, 40.0, 120.0).round()),
        birth_date: Some(birth),
        gender: Some(male),
        sun_sign: Some(rng.gen_range(1..=limits::SUN_SIGNS)),
        blood_group: Some((*pick(rng, &limits::BLOOD_GROUPS)).to_owned()),
        mother_tongue: Some(1),
        hobbies: (!hobbies.is_empty()).then(|| hobbies.join(",")),
        father_name: Some(format!("{} {surname}", pick(rng, &FATHER_NAMES))),
        father_occupation_id: r.father_occupations.choose(rng).copied(),
        mother_name: Some(format!("{} {surname}", pick(rng, &MOTHER_NAMES))),
        mother_occupation_id: r.mother_occupations.choose(rng).copied(),
        family_type: Some(rng.gen_range(1..=limits::FAMILY_TYPES)),
        family_annual_income_id: Some(r.incomes[income_index(rng, 3.0, 20.0)]),
        no_of_brother: Some(brothers),
        no_of_sister: Some(sisters),
        married_brothers: Some(rng.gen_range(0..=brothers)),
        married_sisters: Some(rng.gen_range(0..=sisters)),
        native_place: native.as_ref().map(|[v, _, _]| v.1.clone()),
        native_district: native.as_ref().map(|[_, _, d]| d.1.clone()),
        native_taluko: native.as_ref().map(|[_, t, _]| t.1.clone()),
        native_district_id: native.as_ref().map(|[_, _, d]| d.0),
        native_taluka_id: native.as_ref().map(|[_, t, _]| t.0),
        native_village_id: native.as_ref().map(|[v, _, _]| v.0),
        mosad: mosal.as_ref().map(|m| m.1.clone()).or_else(|| Some((*pick(rng, &MOSADS)).to_owned())),
        mosal_village_id: mosal.as_ref().map(|m| m.0),
        diet,
        smoking,
        drinking,
        gol_id,
        birth_time: if horoscope { at(x) } else { None },
        birth_place: if horoscope { native.as_ref().map(|[v, _, _]| v.1.clone()) } else { None },
        moon_sign: horoscope.then(|| x.gen_range(1..=12)),
        nakshatra: horoscope.then(|| x.gen_range(1..=27)),
        manglik: horoscope.then(|| weighted(x, &[(2, 55), (1, 15), (3, 10), (4, 20)])),
        horoscope_visibility: horoscope
            .then(|| if x.gen_bool(0.2) { PhotoVisibility::Connections } else { PhotoVisibility::All }),
        family_location: Some(city.clone()),
        family_name: Some((*surname).to_owned()),
        parent_phone1_code: Some("+91".into()),
        parent_phone1: Some(format!("98{:08}", rng.gen_range(0..100_000_000u64))),
        parent_phone1_is_whatsapp: Some(true),
        parent_phone2_code: None,
        parent_phone2: None,
        parent_phone2_is_whatsapp: None,
        is_nri: Some(nri),
        country_id: Some(country_id),
        state_id: Some(state_id),
        city: Some(city),
        city_id,
        visa_type: nri.then(|| rng.gen_range(1..=limits::VISA_TYPES)),
        education_id: r.educations.choose(rng).copied(),
        education_details: None,
        college: None,
        occupation_id: r.own_occupations.choose(rng).copied(),
        occupation_details: None,
        working_as: None,
        employer: None,
        annual_income_id,
        about: Some(catalog::text(if gujarati { Lang::Gu } else { Lang::En }, pick::<&str>(rng, &ABOUTS), &[])),
        expectation: None,
        satapeta_accepted: rng.gen_bool(0.03),
        satapeta_member_id: None,
        photo_visibility: if rng.gen_bool(0.15) { PhotoVisibility::Connections } else { PhotoVisibility::All },
        updated_at: created,
    };
    // Most members state preferences, tied to their own age, height and community.
    let preference = rng.gen_bool(0.85).then(|| {
        let (from, to) = if male { ((age - 6).max(18), age + 1) } else { (age - 1, age + 7) };
        let json = |ids: Vec<i32>| (!ids.is_empty()).then(|| serde_json::Value::from(ids).to_string());
        let communities = weighted(rng, &[(0, 35), (1, 50), (2, 15)]);
        let height = |rng: &mut StdRng, cm: i32| rng.gen_bool(0.5).then(|| r.height_id(cm).0);
        partner_preference::Model {
            member_id: id,
            age_from: rng.gen_bool(0.9).then_some(from),
            age_to: rng.gen_bool(0.9).then_some(to),
            height_from: if male { None } else { height(rng, height_cm) },
            height_to: if male { height(rng, height_cm + 5) } else { None },
            annual_income_from: (!male && rng.gen_bool(0.4)).then(|| r.incomes[income_index(rng, 2.0, 8.0)]),
            annual_income_to: None,
            community_ids: match communities {
                1 => json(vec![parent]),
                2 => json(community.into_iter().collect()),
                _ => None,
            },
            marital_statuses: rng.gen_bool(0.8).then(|| json(vec![1])).flatten(),
            education_ids: rng
                .gen_bool(0.25)
                .then(|| json(r.educations.choose_multiple(rng, 3).copied().collect()))
                .flatten(),
            occupation_ids: None,
            country_ids: None,
            state_ids: None,
            city_ids: None,
            is_nri: rng.gen_bool(0.08).then_some(true),
            any_disability: rng.gen_bool(0.3).then_some(false),
            satapeta: None,
            diets: x.gen_bool(0.3).then(|| json(vec![1, 2])).flatten(),
            smoking: x.gen_bool(0.35).then(|| json(vec![1])).flatten(),
            drinking: x.gen_bool(0.25).then(|| json(vec![1, 2])).flatten(),
            mangliks: None,
            gol_ids: None,
            within_my_gol: x.gen_bool(0.15).then_some(true),
            // One member in ten asks for verified members only (rule 44): a verified mobile number.
            verified_only: (id % 10 == 3).then(|| r#"["phone"]"#.to_owned()),
            created_by: None,
            updated_at: created,
        }
    });
    Generated { member, profile, preference }
}

/// The tables the load fills most.
const LOADED: &str = "'member','profile','partner_preference','match_row','visit','shortlist','block'";

/// Drops (in the load's transaction) the secondary indexes and foreign keys of the loaded tables, so that COPY
/// writes bare tables; answers the statements that build them again once the rows are in (docs/architecture.md,
/// matching: "COPY / one transaction with indexes after").
async fn defer_indexes(conn: &mut sea_orm::sqlx::PgConnection) -> anyhow::Result<Vec<String>> {
    use sea_orm::sqlx::{AssertSqlSafe, Row};
    let foreign_keys = sea_orm::sqlx::query(AssertSqlSafe(format!(
        "SELECT conname, conrelid::regclass::text, pg_get_constraintdef(oid) FROM pg_constraint \
         WHERE contype = 'f' AND conrelid::regclass::text IN ({LOADED})"
    )))
    .fetch_all(&mut *conn)
    .await?;
    let indexes = sea_orm::sqlx::query(AssertSqlSafe(format!(
        "SELECT indexname, indexdef FROM pg_indexes i WHERE schemaname = current_schema() AND tablename IN ({LOADED}) \
         AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)"
    )))
    .fetch_all(&mut *conn)
    .await?;
    let mut rebuild = Vec::new();
    for fk in &foreign_keys {
        let (name, table, definition): (String, String, String) = (fk.try_get(0)?, fk.try_get(1)?, fk.try_get(2)?);
        sea_orm::sqlx::query(AssertSqlSafe(format!("ALTER TABLE {table} DROP CONSTRAINT \"{name}\"")))
            .execute(&mut *conn)
            .await?;
        rebuild.push(format!("ALTER TABLE {table} ADD CONSTRAINT \"{name}\" {definition}"));
    }
    for index in &indexes {
        let (name, definition): (String, String) = (index.try_get(0)?, index.try_get(1)?);
        sea_orm::sqlx::query(AssertSqlSafe(format!("DROP INDEX \"{name}\""))).execute(&mut *conn).await?;
        rebuild.insert(0, definition);
    }
    Ok(rebuild)
}

/// Profile ids no account holds, in a scattered order: `PT` + a permutation of the six digits.
fn profile_ids(used: &HashSet<String>, n: usize, seed: u64) -> anyhow::Result<Vec<String>> {
    let offset = seed % 1_000_000;
    let ids: Vec<String> = (0..1_000_000u64)
        .map(|i| format!("PT{:06}", (i * 7919 + offset) % 1_000_000))
        .filter(|id| !used.contains(id))
        .take(n)
        .collect();
    if ids.len() < n {
        bail!("only {} profile ids are free", ids.len());
    }
    Ok(ids)
}

pub async fn fill(
    db: &DatabaseConnection,
    data: &ReferenceData,
    profiles: usize,
    seed: u64,
    password: &str,
    now: DateTime<Utc>,
) -> anyhow::Result<Summary> {
    let others = member::Entity::find()
        .filter(member::Column::Role.eq(Role::Member))
        .filter(member::Column::Email.not_like(format!("demo%{DEMO_EMAIL}")))
        .count(db)
        .await?;
    if others > 0 {
        bail!(
            "the database holds {others} members who are not demo members; demo data goes into a database of its own"
        );
    }
    member::Entity::delete_many().filter(member::Column::Email.like(format!("demo%{DEMO_EMAIL}"))).exec(db).await?;
    let used: HashSet<String> = member::Entity::find()
        .select_only()
        .column(member::Column::ProfileId)
        .into_tuple()
        .all(db)
        .await?
        .into_iter()
        .collect();
    let first_id: i32 = member::Entity::find()
        .select_only()
        .column_as(member::Column::Id.max(), "max")
        .into_tuple::<Option<i32>>()
        .one(db)
        .await?
        .flatten()
        .unwrap_or(0)
        + 1;
    let ids = profile_ids(&used, profiles, seed)?;
    let hash = crate::auth::password::hash(password.to_owned()).await.map_err(|e| anyhow::anyhow!("{e:?}"))?;
    let reference = Reference::of(data)?;
    let today = shared::rules::india_date(now);
    let mut rng = StdRng::seed_from_u64(seed);

    let mut sink = match db.get_database_backend() {
        DbBackend::Postgres => {
            let mut conn = db.get_postgres_connection_pool().acquire().await?;
            sea_orm::sqlx::query("BEGIN").execute(&mut *conn).await?;
            let deferred = defer_indexes(&mut conn).await?;
            Sink::Postgres(conn, deferred)
        }
        _ => Sink::Sqlite(db.begin().await?),
    };
    let mut males = Vec::new();
    let mut females = Vec::new();
    let mut profile_ids = ids.into_iter();
    let mut written = 0;
    // The private members, whose visits are made unseen (rule 47).
    let mut private = HashSet::new();
    while written < profiles {
        let count = BATCH.min(profiles - written);
        let (mut members, mut profs, mut prefs, mut rows) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        for k in 0..count {
            let n = written + k + 1;
            let id = first_id + (written + k) as i32;
            let profile_id = profile_ids.next().context("profile ids ran out")?;
            let g = generate(&mut rng, &reference, id, n, profile_id, &hash, now, today);
            // Approval times over the last two years, a few in the last 30 days ("new matches").
            let approved_at = if rng.gen_bool(0.04) {
                now - Duration::minutes(rng.gen_range(1..30 * 24 * 60))
            } else {
                now - Duration::minutes(rng.gen_range(30 * 24 * 60..2 * 365 * 24 * 60))
            };
            if let Some(row) = row::build(data, &g.member, &g.profile, g.preference.as_ref(), approved_at) {
                if g.member.private_mode {
                    private.insert(id);
                }
                if row.male {
                    males.push(id)
                } else {
                    females.push(id)
                }
                rows.push(row);
            }
            members.push(g.member);
            profs.push(g.profile);
            prefs.extend(g.preference);
        }
        sink.write::<member::Entity>(members).await?;
        sink.write::<profile::Entity>(profs).await?;
        sink.write::<partner_preference::Entity>(prefs).await?;
        sink.write::<match_row::Entity>(rows).await?;
        written += count;
    }

    // Some activity: one member in ten visited a few members of the other gender and shortlisted one; one in a
    // hundred blocked one.
    let (mut visits, mut shortlists, mut blocks) = (Vec::new(), Vec::new(), Vec::new());
    let mut seen = HashSet::new();
    for (own, other) in [(&males, &females), (&females, &males)] {
        if other.is_empty() {
            continue;
        }
        for id in own {
            if rng.gen_bool(0.1) {
                for _ in 0..3 {
                    let visited = *pick(&mut rng, other);
                    if seen.insert((*id, visited)) {
                        visits.push(visit::Model {
                            visitor_id: *id,
                            visited_id: visited,
                            last_visited_at: now - Duration::minutes(rng.gen_range(1..60 * 24 * 60)),
                            visit_count: rng.gen_range(1..5),
                            unseen: private.contains(id),
                        });
                    }
                }
                shortlists.push(shortlist::Model {
                    member_id: *id,
                    shortlisted_id: visits.last().map_or(other[0], |v| v.visited_id),
                    created_at: now - Duration::days(rng.gen_range(1..60)),
                });
            }
            if rng.gen_bool(0.01) {
                let blocked = *pick(&mut rng, other);
                if seen.insert((*id, -blocked)) {
                    blocks.push(block::Model {
                        blocker_id: *id,
                        blocked_id: blocked,
                        created_at: now - Duration::days(rng.gen_range(1..60)),
                    });
                }
            }
        }
    }
    shortlists.sort_by_key(|s| (s.member_id, s.shortlisted_id));
    shortlists.dedup_by_key(|s| (s.member_id, s.shortlisted_id));
    let summary =
        Summary { members: profiles, blocks: blocks.len(), visits: visits.len(), shortlists: shortlists.len() };
    for chunk in visits.chunks(50_000) {
        sink.write::<visit::Entity>(chunk.to_vec()).await?;
    }
    sink.write::<shortlist::Entity>(shortlists).await?;
    sink.write::<block::Entity>(blocks).await?;
    match sink {
        Sink::Postgres(mut conn, rebuild) => {
            for statement in rebuild {
                sea_orm::sqlx::query(sea_orm::sqlx::AssertSqlSafe(statement)).execute(&mut *conn).await?;
            }
            sea_orm::sqlx::query("SELECT setval(pg_get_serial_sequence('member', 'id'), (SELECT MAX(id) FROM member))")
                .execute(&mut *conn)
                .await?;
            sea_orm::sqlx::query("COMMIT").execute(&mut *conn).await?;
            // The lists read match_row by an index-only scan, which needs the table's visibility map: VACUUM writes
            // it at once (autovacuum would, later).
            sea_orm::sqlx::query("VACUUM (ANALYZE) match_row").execute(&mut *conn).await?;
            sea_orm::sqlx::query("ANALYZE").execute(&mut *conn).await?;
        }
        Sink::Sqlite(txn) => {
            txn.commit().await?;
            db.execute_unprepared("ANALYZE").await?;
        }
    }
    Ok(summary)
}

/// A demo parichay sammelan (rule 49) for trials and the booklet's benchmark: an event of the whole samaj two weeks
/// from `now`, open for registration, with the first `registrants` approved demo members (by id, brides and grooms
/// alike) registered under the numbers 1, 2, ... with varied booklet choices. Deletes an earlier demo event first.
/// Answers the event's id.
pub async fn event(db: &DatabaseConnection, registrants: usize, now: DateTime<Utc>) -> anyhow::Result<i32> {
    use entity::{event, event_registration};
    use sea_orm::{ActiveModelTrait, QueryOrder, Set};
    let name = |lang| catalog::text(lang, "demo-event-name", &[]);
    event::Entity::delete_many().filter(event::Column::NameEn.eq(name(Lang::En))).exec(db).await?;
    let members: Vec<i32> = member::Entity::find()
        .select_only()
        .column(member::Column::Id)
        .filter(member::Column::Email.like(format!("demo%{DEMO_EMAIL}")))
        .filter(member::Column::ProfileStatus.eq(ProfileStatus::Approved))
        .order_by_asc(member::Column::Id)
        .limit(registrants as u64)
        .into_tuple()
        .all(db)
        .await?;
    if members.len() < registrants {
        bail!("{registrants} registrants asked for, but the database holds {} approved demo members", members.len());
    }
    let today = shared::rules::india_date(now);
    let txn = db.begin().await?;
    let row = event::ActiveModel {
        name_gu: Set(name(Lang::Gu)),
        name_en: Set(name(Lang::En)),
        held_on: Set(today + Duration::days(14)),
        venue: Set("Umiya Mataji Temple hall, Unjha".to_owned()),
        village_id: Set(None),
        gol_id: Set(None),
        committee: Set(
            r#"[{"name":"Rameshbhai Patel","role":"President"},{"name":"Savitaben Patel","role":"Secretary"}]"#
                .to_owned(),
        ),
        opens_on: Set(today - Duration::days(7)),
        closes_on: Set(today + Duration::days(7)),
        min_age: Set(None),
        max_age: Set(None),
        open_to: Set(shared::EventFor::Both),
        community_ids: Set("[]".to_owned()),
        gol_ids: Set("[]".to_owned()),
        marital_statuses: Set("[]".to_owned()),
        capacity: Set(limits::EVENT_CAPACITY_MAX as i32),
        fee_note: Set(Some("₹500 a family, at the desk".to_owned())),
        contact: Set("Rameshbhai Patel, 98250 12345".to_owned()),
        created_by: Set(members.first().copied().unwrap_or_default()),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(&txn)
    .await?;
    let rows: Vec<event_registration::ActiveModel> = members
        .iter()
        .enumerate()
        .map(|(i, id)| event_registration::ActiveModel {
            event_id: Set(row.id),
            member_id: Set(*id),
            event_number: Set(i as i32 + 1),
            show_photo: Set(i % 4 != 3),
            contact: Set(if i % 3 == 0 { shared::BookletContact::Desk } else { shared::BookletContact::Family }),
            show_income: Set(i % 2 == 0),
            registered_at: Set(now),
            withdrawn_at: Set(None),
            ..Default::default()
        })
        .collect();
    for chunk in rows.chunks(1000) {
        event_registration::Entity::insert_many(chunk.to_vec()).exec(&txn).await?;
    }
    txn.commit().await?;
    Ok(row.id)
}
