//! Each reference list as data: which rows, what a row looks like on the wire, which parameter narrows it, and its
//! order. One generic path ([`build`]) turns any of them into the answer, so a new list is a row here, not a copy of a
//! handler.

use crate::error::Reason;
use entity::*;

use super::{
    data::{ReferenceData, name},
    model::*,
};
use crate::{error::ApiError, lang::Lang};

/// A row of a reference list and the item its lookup answers for it.
pub trait Entry {
    type Item;
    fn names(&self) -> (&str, &str);
    fn item(&self, name: String, other_name: String) -> Self::Item;
}

/// How a list is ordered.
pub enum Order<R> {
    /// By the name in the request's language, an "Other" last.
    ByName,
    /// By a key of the row (a height's centimetres, a parent and the list's own order).
    ByKey(fn(&R) -> (i64, i64)),
    /// The rows a key puts first (a smaller key first; `None` for the rest), then the rest by name, an "Other" last.
    FirstThenByName(fn(&R) -> Option<i64>),
}

/// Whether a row is the list's catch-all ("Other", "Other Kadva Patidar"), which people look for last.
pub(crate) fn is_other(english: &str) -> bool {
    english == "Other" || english.starts_with("Other ")
}

/// A parent list: whether the parent exists, and the detail of the 404 when it does not.
pub type Parent = (fn(&ReferenceData, i32) -> bool, Reason);

/// A parameter that narrows a list to the rows of one parent (`CountryId`) or one kind (`OccupationType`).
pub struct Narrow<R> {
    /// The row's value compared with the parameter.
    pub of_row: fn(&R) -> i32,
    /// For a parent: whether the parent exists, and the detail of the 404 when it does not.
    pub parent: Option<Parent>,
}

pub struct List<R: 'static> {
    /// The cache key of the list.
    pub key: &'static str,
    pub rows: fn(&ReferenceData) -> &[R],
    pub narrow: Option<Narrow<R>>,
    pub order: Order<R>,
}

/// The name in the language other than `lang`.
fn name_other(lang: Lang, gu: &str, en: &str) -> String {
    name(if lang == Lang::Gu { Lang::En } else { Lang::Gu }, gu, en)
}

/// The countries people of the community look for first (rule 25): India, then the main countries of the diaspora,
/// by ISO code; the rest follow by name.
const COUNTRIES_FIRST: [&str; 11] = ["IN", "US", "GB", "CA", "AU", "NZ", "AE", "KE", "UG", "TZ", "ZA"];

/// The items of `list` in `lang`, narrowed by `param` when given.
pub fn build<R: Entry>(
    list: &List<R>,
    data: &ReferenceData,
    lang: Lang,
    param: Option<i32>,
) -> Result<Vec<R::Item>, ApiError> {
    let narrow = list.narrow.as_ref().zip(param);
    if let Some((Narrow { parent: Some((exists, detail)), .. }, id)) = narrow
        && !exists(data, id)
    {
        return Err(ApiError::not_found().with_detail(*detail));
    }
    let mut rows: Vec<(&R, String)> = (list.rows)(data)
        .iter()
        .filter(|row| narrow.is_none_or(|(n, id)| (n.of_row)(row) == id))
        .map(|row| {
            let (gu, en) = row.names();
            (row, name(lang, gu, en))
        })
        .collect();
    let last = |row: &R| is_other(row.names().1);
    match list.order {
        Order::ByName => rows.sort_by(|a, b| (last(a.0), &a.1).cmp(&(last(b.0), &b.1))),
        Order::ByKey(key) => rows.sort_by_key(|(row, _)| key(row)),
        Order::FirstThenByName(first) => rows.sort_by(|a, b| {
            let rank = |row: &R| first(row).unwrap_or(i64::MAX);
            (rank(a.0), last(a.0), &a.1).cmp(&(rank(b.0), last(b.0), &b.1))
        }),
    }
    Ok(rows
        .into_iter()
        .map(|(row, name)| {
            let (gu, en) = row.names();
            let other = name_other(lang, gu, en);
            row.item(name, other)
        })
        .collect())
}

/// `entry!(Model as row => Item { field: value-from-row, ... })`: the item of a row, its id and name besides.
macro_rules! entry {
    ($model:ty as $row:ident => $item:ident { $($field:ident: $value:expr),* $(,)? }) => {
        impl Entry for $model {
            type Item = $item;

            fn names(&self) -> (&str, &str) {
                (&self.name_gu, &self.name_en)
            }

            #[allow(clippy::redundant_field_names)]
            fn item(&self, name: String, other_name: String) -> $item {
                let $row = self;
                $item { id: $row.id, name, other_name, $($field: $value),* }
            }
        }
    };
}

entry!(community::Model as r => Community { parent_community_id: r.parent_id });
entry!(gol::Model as r => Gol { parent_community_id: r.parent_id });
entry!(height::Model as r => Height { cm: r.cm });
entry!(occupation::Model as r => Occupation { occupation_type: r.occupation_type.code() });
entry!(country::Model as r => Country { code: r.code.clone(), short_name: r.short_name.clone() });
entry!(state::Model as r => State { country_id: r.country_id });
entry!(city::Model as r => City { state_id: r.state_id });
entry!(district::Model as r => District { state_id: r.state_id });
entry!(taluka::Model as r => Taluka { district_id: r.district_id });
entry!(village::Model as r => Village { taluka_id: r.taluka_id });
entry!(education::Model as r => Education {});
entry!(annual_income::Model as r => AnnualIncome { min_rupees: r.min_rupees, max_rupees: r.max_rupees });
entry!(notification_type::Model as r => NotificationType { key: r.key.clone() });
entry!(request_type::Model as r => RequestType { key: r.key.clone() });
entry!(contact_topic::Model as r => ContactTopic { key: r.key.clone() });

fn country_exists(data: &ReferenceData, id: i32) -> bool {
    data.countries.iter().any(|c| c.id == id)
}

fn state_exists(data: &ReferenceData, id: i32) -> bool {
    data.states.iter().any(|s| s.id == id)
}

fn district_exists(data: &ReferenceData, id: i32) -> bool {
    data.districts.iter().any(|d| d.id == id)
}

fn taluka_exists(data: &ReferenceData, id: i32) -> bool {
    data.talukas.iter().any(|t| t.id == id)
}

/// Parents (no parent id, 0) first by id, then each parent's sub-communities in the list's own order.
pub const COMMUNITIES: List<community::Model> = List {
    key: "community",
    rows: |d| &d.communities,
    narrow: None,
    order: Order::ByKey(|c| (i64::from(c.parent_id.unwrap_or(0)), i64::from(c.id))),
};
/// Kadva's gols, then Leva's, each in the list's own order ending with its "other"; "no gol" and "don't know" last.
pub const GOLS: List<gol::Model> = List {
    key: "gol",
    rows: |d| &d.gols,
    narrow: None,
    order: Order::ByKey(|g| (i64::from(g.parent_id.unwrap_or(i32::MAX)), i64::from(g.id))),
};
pub const HEIGHTS: List<height::Model> =
    List { key: "height", rows: |d| &d.heights, narrow: None, order: Order::ByKey(|h| (i64::from(h.cm), 0)) };
pub const OCCUPATIONS: List<occupation::Model> = List {
    key: "occupation",
    rows: |d| &d.occupations,
    narrow: Some(Narrow { of_row: |o| o.occupation_type.code(), parent: None }),
    order: Order::ByName,
};
pub const COUNTRIES: List<country::Model> = List {
    key: "country",
    rows: |d| &d.countries,
    narrow: None,
    order: Order::FirstThenByName(|c| COUNTRIES_FIRST.iter().position(|code| *code == c.short_name).map(|i| i as i64)),
};
pub const STATES: List<state::Model> = List {
    key: "state",
    rows: |d| &d.states,
    narrow: Some(Narrow { of_row: |s| s.country_id, parent: Some((country_exists, Reason::CountryNotFound)) }),
    order: Order::ByName,
};
pub const CITIES: List<city::Model> = List {
    key: "city",
    rows: |d| &d.cities,
    narrow: Some(Narrow { of_row: |c| c.state_id, parent: Some((state_exists, Reason::StateNotFound)) }),
    order: Order::ByName,
};
pub const DISTRICTS: List<district::Model> = List {
    key: "district",
    rows: |d| &d.districts,
    narrow: Some(Narrow { of_row: |d| d.state_id, parent: Some((state_exists, Reason::StateNotFound)) }),
    order: Order::ByName,
};
pub const TALUKAS: List<taluka::Model> = List {
    key: "taluka",
    rows: |d| &d.talukas,
    narrow: Some(Narrow { of_row: |t| t.district_id, parent: Some((district_exists, Reason::DistrictNotFound)) }),
    order: Order::ByName,
};
pub const VILLAGES: List<village::Model> = List {
    key: "village",
    rows: |d| &d.villages,
    narrow: Some(Narrow { of_row: |v| v.taluka_id, parent: Some((taluka_exists, Reason::TalukaNotFound)) }),
    order: Order::ByName,
};
pub const EDUCATIONS: List<education::Model> =
    // The list's own order is by level (school, diploma, bachelor's, master's, professional, doctorate, other).
    List { key: "education", rows: |d| &d.educations, narrow: None, order: Order::ByKey(|e| (i64::from(e.id), 0)) };
pub const ANNUAL_INCOMES: List<annual_income::Model> = List {
    key: "annual_income",
    rows: |d| &d.annual_incomes,
    narrow: None,
    order: Order::ByKey(|a| (a.min_rupees, 0)),
};
pub const NOTIFICATION_TYPES: List<notification_type::Model> = List {
    key: "notification_type",
    rows: |d| &d.notification_types,
    narrow: None,
    order: Order::ByKey(|n| (i64::from(n.id), 0)),
};
pub const REQUEST_TYPES: List<request_type::Model> = List {
    key: "request_type",
    rows: |d| &d.request_types,
    narrow: None,
    order: Order::ByKey(|r| (i64::from(r.id), 0)),
};
pub const CONTACT_TOPICS: List<contact_topic::Model> = List {
    key: "contact_topic",
    rows: |d| &d.contact_topics,
    narrow: None,
    order: Order::ByKey(|t| (i64::from(t.id), 0)),
};
