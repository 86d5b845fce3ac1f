//! The explanation of a match (rules 5 and 26, docs/api-conventions.md): each stated preference of mine and whether
//! they meet it, each of theirs and whether I meet it, in the request's language, and the score: the share of the
//! known criteria (both ways) that are met. A field the profile does not fill is unknown (`met: null`) and neither
//! raises nor lowers the score.

use chrono::{Months, NaiveDate};
use shared::{Diet, Habit, Manglik, MaritalStatus, MatchCriterion, catalog, traits};

use entity::match_row::Model as Row;

use crate::lang::Lang;
use crate::matching::model::Criterion;
use crate::matching::model::MatchExplanation;
use crate::matching::row::ids_of;
use crate::reference::service::ReferenceData;

/// The age on `today` of someone born on `birth`.
pub fn age(birth: NaiveDate, today: NaiveDate) -> i32 {
    shared::rules::age_on(birth, today).map_or(0, |a| a as i32)
}

/// The latest birth date of someone aged at least `years` on `today`.
pub fn born_by(today: NaiveDate, years: i32) -> NaiveDate {
    today.checked_sub_months(Months::new(12 * years.max(0) as u32)).unwrap_or(NaiveDate::MIN)
}

/// The earliest birth date of someone aged at most `years` on `today`.
pub fn born_after(today: NaiveDate, years: i32) -> NaiveDate {
    born_by(today, years + 1).succ_opt().unwrap_or(NaiveDate::MIN)
}

/// The name of a marital status value (empty when it is not one of the list).
pub fn marital_name(value: i32, lang: Lang) -> String {
    MaritalStatus::from_code(value).map_or_else(String::new, |m| m.label(lang))
}

fn criterion_name(c: MatchCriterion, lang: Lang) -> String {
    let id = match c {
        MatchCriterion::Age => "matching-criterion-age",
        MatchCriterion::Height => "matching-criterion-height",
        MatchCriterion::MaritalStatus => "matching-criterion-marital-status",
        MatchCriterion::Community => "matching-criterion-community",
        MatchCriterion::Education => "matching-criterion-education",
        MatchCriterion::Occupation => "matching-criterion-occupation",
        MatchCriterion::AnnualIncome => "matching-criterion-annual-income",
        MatchCriterion::Location => "matching-criterion-location",
        MatchCriterion::Nri => "matching-criterion-nri",
        MatchCriterion::Disability => "matching-criterion-disability",
        MatchCriterion::Satapeta => "matching-criterion-satapeta",
        MatchCriterion::Gol => "matching-criterion-gol",
        MatchCriterion::Diet => "matching-criterion-diet",
        MatchCriterion::Smoking => "matching-criterion-smoking",
        MatchCriterion::Drinking => "matching-criterion-drinking",
        MatchCriterion::Manglik => "matching-criterion-manglik",
    };
    catalog::text(lang, id, &[])
}

/// Names of a list, the first three and how many more.
fn names(mut all: Vec<String>) -> String {
    let more = all.len().saturating_sub(3);
    all.truncate(3);
    let mut text = all.join(", ");
    if more > 0 {
        text.push_str(&format!(" +{more}"));
    }
    text
}

/// A range "from – to", "from+" or "up to to".
fn range(from: Option<String>, to: Option<String>, lang: Lang) -> String {
    match (from, to) {
        (Some(a), Some(b)) if a == b => a,
        (Some(a), Some(b)) => format!("{a} – {b}"),
        (Some(a), None) => catalog::text(lang, "matching-range-from", &[("from", &a)]),
        (None, Some(b)) => catalog::text(lang, "matching-range-to", &[("to", &b)]),
        (None, None) => String::new(),
    }
}

/// How a value of a group of bits (`shared::traits`) reads.
type Label<'a> = Box<dyn Fn(i32) -> String + 'a>;

/// Everything the labels need: the reference lists, the language and the day ages are counted on.
pub struct Context<'a> {
    pub data: &'a ReferenceData,
    pub lang: Lang,
    pub today: NaiveDate,
}

impl Context<'_> {
    fn name<T>(&self, list: &[T], id: i32, key: impl Fn(&T) -> (i32, &str, &str)) -> Option<String> {
        list.iter().map(&key).find(|(i, _, _)| *i == id).map(|(_, gu, en)| self.lang.pick(gu, en).to_owned())
    }

    fn community(&self, id: i32) -> Option<String> {
        self.name(&self.data.communities, id, |c| (c.id, c.name_gu.as_str(), c.name_en.as_str()))
    }

    fn height_by_cm(&self, cm: i32) -> Option<String> {
        let h = self.data.heights.iter().find(|h| h.cm == cm)?;
        Some(self.lang.pick(&h.name_gu, &h.name_en).to_owned())
    }

    fn income_by_min(&self, min: i64) -> Option<String> {
        let a = self.data.annual_incomes.iter().find(|a| a.min_rupees == min)?;
        Some(self.lang.pick(&a.name_gu, &a.name_en).to_owned())
    }

    fn list_names(&self, ids: &[i32], name: impl Fn(i32) -> Option<String>) -> String {
        names(ids.iter().filter_map(|id| name(*id)).collect())
    }

    fn label(&self, c: MatchCriterion, value: String) -> String {
        if value.is_empty() {
            criterion_name(c, self.lang)
        } else {
            format!("{}: {value}", criterion_name(c, self.lang))
        }
    }

    /// Each stated preference of `wants` and whether `other` meets it.
    pub fn criteria(&self, wants: &Row, other: &Row) -> Vec<Criterion> {
        let lang = self.lang;
        let mut out = Vec::new();
        let mut push = |criterion: MatchCriterion, value: String, met: Option<bool>| {
            out.push(Criterion { criterion, label: self.label(criterion, value), met });
        };
        if wants.pref_age_from.is_some() || wants.pref_age_to.is_some() {
            let a = age(other.birth_date, self.today);
            let met = wants.pref_age_from.is_none_or(|f| a >= f) && wants.pref_age_to.is_none_or(|t| a <= t);
            let text =
                range(wants.pref_age_from.map(|v| v.to_string()), wants.pref_age_to.map(|v| v.to_string()), lang);
            push(MatchCriterion::Age, catalog::text(lang, "matching-age", &[("range", &text)]), Some(met));
        }
        if wants.pref_height_from.is_some() || wants.pref_height_to.is_some() {
            let met = other
                .height_cm
                .map(|h| wants.pref_height_from.is_none_or(|f| h >= f) && wants.pref_height_to.is_none_or(|t| h <= t));
            let text = range(
                wants.pref_height_from.and_then(|c| self.height_by_cm(c)),
                wants.pref_height_to.and_then(|c| self.height_by_cm(c)),
                lang,
            );
            push(MatchCriterion::Height, text, met);
        }
        let marital = ids_of(&wants.pref_marital);
        if !marital.is_empty() {
            let met = other.marital_status.map(|m| marital.contains(&m));
            push(MatchCriterion::MaritalStatus, names(marital.iter().map(|m| marital_name(*m, lang)).collect()), met);
        }
        let communities = ids_of(&wants.pref_communities);
        if !communities.is_empty() {
            let met = match (other.community_id, other.parent_community_id) {
                (None, None) => None,
                (c, p) => {
                    Some(c.is_some_and(|c| communities.contains(&c)) || p.is_some_and(|p| communities.contains(&p)))
                }
            };
            push(MatchCriterion::Community, self.list_names(&communities, |id| self.community(id)), met);
        }
        let educations = ids_of(&wants.pref_educations);
        if !educations.is_empty() {
            let met = other.education_id.map(|e| educations.contains(&e));
            let text = self.list_names(&educations, |id| {
                self.name(&self.data.educations, id, |e| (e.id, e.name_gu.as_str(), e.name_en.as_str()))
            });
            push(MatchCriterion::Education, text, met);
        }
        let occupations = ids_of(&wants.pref_occupations);
        if !occupations.is_empty() {
            let met = other.occupation_id.map(|o| occupations.contains(&o));
            let text = self.list_names(&occupations, |id| {
                self.name(&self.data.occupations, id, |o| (o.id, o.name_gu.as_str(), o.name_en.as_str()))
            });
            push(MatchCriterion::Occupation, text, met);
        }
        if wants.pref_income_from.is_some() || wants.pref_income_to.is_some() {
            let met = other
                .income_min
                .map(|i| wants.pref_income_from.is_none_or(|f| i >= f) && wants.pref_income_to.is_none_or(|t| i <= t));
            let text = range(
                wants.pref_income_from.and_then(|v| self.income_by_min(v)),
                wants.pref_income_to.and_then(|v| self.income_by_min(v)),
                lang,
            );
            push(MatchCriterion::AnnualIncome, text, met);
        }
        let (countries, states, cities) =
            (ids_of(&wants.pref_countries), ids_of(&wants.pref_states), ids_of(&wants.pref_cities));
        if !countries.is_empty() || !states.is_empty() || !cities.is_empty() {
            // Every stated level must match; a level the profile does not give leaves the answer unknown.
            let level = |wanted: &[i32], value: Option<i32>| -> Option<bool> {
                if wanted.is_empty() { Some(true) } else { value.map(|v| wanted.contains(&v)) }
            };
            let levels =
                [level(&countries, other.country_id), level(&states, other.state_id), level(&cities, other.city_id)];
            let met = if levels.contains(&Some(false)) {
                Some(false)
            } else if levels.contains(&None) {
                None
            } else {
                Some(true)
            };
            let mut all: Vec<String> = Vec::new();
            all.extend(cities.iter().filter_map(|id| {
                self.name(&self.data.cities, *id, |c| (c.id, c.name_gu.as_str(), c.name_en.as_str()))
            }));
            all.extend(states.iter().filter_map(|id| {
                self.name(&self.data.states, *id, |s| (s.id, s.name_gu.as_str(), s.name_en.as_str()))
            }));
            all.extend(countries.iter().filter_map(|id| {
                self.name(&self.data.countries, *id, |c| (c.id, c.name_gu.as_str(), c.name_en.as_str()))
            }));
            push(MatchCriterion::Location, names(all), met);
        }
        let gols = ids_of(&wants.pref_gols);
        if !gols.is_empty() {
            let met = other.gol_id.map(|g| gols.contains(&g));
            let text = self.list_names(&gols, |id| {
                self.name(&self.data.gols, id, |g| (g.id, g.name_gu.as_str(), g.name_en.as_str()))
            });
            push(MatchCriterion::Gol, text, met);
        }
        // The attributes kept as bits (`shared::traits`): met when the other's value is one of those wanted.
        let yes_no = |yes: &str, no: &str| {
            let (yes, no) = (catalog::text(lang, yes, &[]), catalog::text(lang, no, &[]));
            move |code: i32| if code == 1 { yes.clone() } else { no.clone() }
        };
        let groups: [(MatchCriterion, traits::Group, Label<'_>); 7] = [
            (MatchCriterion::Nri, traits::NRI, Box::new(yes_no("matching-nri-abroad", "matching-nri-india"))),
            (
                MatchCriterion::Disability,
                traits::DISABILITY,
                Box::new(yes_no("matching-disability-yes", "matching-disability-no")),
            ),
            (
                MatchCriterion::Satapeta,
                traits::SATAPETA,
                Box::new(yes_no("matching-satapeta-yes", "matching-satapeta-no")),
            ),
            (
                MatchCriterion::Diet,
                traits::DIET,
                Box::new(|c| Diet::from_code(c).map_or_else(String::new, |v| v.label(lang))),
            ),
            (
                MatchCriterion::Smoking,
                traits::SMOKING,
                Box::new(|c| Habit::from_code(c).map_or_else(String::new, |v| v.label(lang))),
            ),
            (
                MatchCriterion::Drinking,
                traits::DRINKING,
                Box::new(|c| Habit::from_code(c).map_or_else(String::new, |v| v.label(lang))),
            ),
            (
                MatchCriterion::Manglik,
                traits::MANGLIK,
                Box::new(|c| Manglik::from_code(c).map_or_else(String::new, |v| v.label(lang))),
            ),
        ];
        for (criterion, group, label) in groups {
            let wanted = group.codes(wants.pref_traits);
            if !wanted.is_empty() {
                let met = group.value(other.traits).map(|v| wanted.contains(&v));
                push(criterion, names(wanted.into_iter().map(&*label).collect()), met);
            }
        }
        out
    }

    /// The explanation between the caller (`me`) and another member (`them`).
    pub fn explain(&self, me: &Row, them: &Row) -> MatchExplanation {
        let mine = self.criteria(me, them);
        let theirs = self.criteria(them, me);
        MatchExplanation { score: score(&mine, &theirs), mine, theirs }
    }
}

/// The share of the known criteria that are met, 0 to 100 (0 when none is known).
pub fn score(mine: &[Criterion], theirs: &[Criterion]) -> i32 {
    let known = mine.iter().chain(theirs).filter(|c| c.met.is_some()).count();
    let met = mine.iter().chain(theirs).filter(|c| c.met == Some(true)).count();
    (met * 100 + known / 2).checked_div(known).map_or(0, |s| s as i32)
}
