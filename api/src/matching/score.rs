//! The match score of [`crate::matching::explain`] as one SQL expression, for My matches' ranking: the database
//! scores the thousand candidates on the rows it already reads, and only their ids and scores travel (reading a
//! thousand whole rows into the server cost more than the scan itself: `just bench-matches`). The two must agree:
//! the API test `the_sql_score_is_the_explanations_score` compares them on every candidate of demo members, on both
//! databases.
//!
//! Each stated criterion of either side adds 1 to `known` when the other side's value is known, and 1 to `met` when
//! it is also met; the score is `(met * 100 + known / 2) / known` (0 when nothing is known), as `explain::score`.

use chrono::NaiveDate;
use sea_orm::{
    DatabaseBackend,
    sea_query::{Cond, Condition, Expr, ExprTrait, SimpleExpr},
};

use entity::match_row::{Column as C, Entity, Model as Row};

use shared::traits;

use crate::{
    db::{among, not_among},
    matching::{
        explain::{age, born_after, born_by},
        row::ids_of,
    },
};

fn col(c: C) -> Expr {
    Expr::col((Entity, c))
}

/// A condition the SQL side may not know the answer to (NULL): CASE turns it into 1 or 0.
fn one_if(condition: Condition) -> SimpleExpr {
    Expr::case(condition, Expr::val(1)).finally(Expr::val(0)).into()
}

/// One criterion whose answer may be known: when (`None`: always), and when it is met (met implies known). A
/// criterion that cannot be known (my value is missing) adds nothing and is left out.
struct Term {
    known: Option<Condition>,
    met: Condition,
}

/// `list` (`,1,5,`) holds `value`.
fn holds(list: C, value: i32) -> Condition {
    Cond::all().add(col(list).like(format!("%,{value},%")))
}

fn not_null(c: C) -> Condition {
    Cond::all().add(col(c).is_not_null())
}

/// A criterion on a group of bits of column `c` (`shared::traits`: the candidate's values or preferences) against
/// the other side's bits `wanted` of the group: known when `c` says something in the group, met when it holds one of
/// `wanted`. Nothing in `wanted`: no criterion (a preference not stated, or a value the other side does not give).
fn bits(c: C, group: traits::Group, wanted: i64) -> Option<Term> {
    let wanted = wanted & group.mask();
    (wanted != 0).then(|| Term {
        known: Some(Cond::all().add(col(c).bit_and(group.mask()).ne(0))),
        met: Cond::all().add(col(c).bit_and(wanted).ne(0)),
    })
}

/// Mine: my stated preferences (constants) against the candidate's values (columns).
fn mine(backend: DatabaseBackend, me: &Row, today: NaiveDate) -> Vec<Term> {
    let mut out = Vec::new();
    if me.pref_age_from.is_some() || me.pref_age_to.is_some() {
        let mut met = Cond::all();
        if let Some(to) = me.pref_age_to {
            met = met.add(col(C::BirthDate).gte(born_after(today, to)));
        }
        if let Some(from) = me.pref_age_from {
            met = met.add(col(C::BirthDate).lte(born_by(today, from)));
        }
        out.push(Term { known: None, met });
    }
    let range = |value: C, from: Option<i64>, to: Option<i64>, out: &mut Vec<Term>| {
        if from.is_none() && to.is_none() {
            return;
        }
        let mut met = not_null(value);
        if let Some(f) = from {
            met = met.add(col(value).gte(f));
        }
        if let Some(t) = to {
            met = met.add(col(value).lte(t));
        }
        out.push(Term { known: Some(not_null(value)), met });
    };
    range(C::HeightCm, me.pref_height_from.map(i64::from), me.pref_height_to.map(i64::from), &mut out);
    let one_of = |value: C, list: &Option<String>, out: &mut Vec<Term>| {
        let ids = ids_of(list);
        if !ids.is_empty() {
            out.push(Term { known: Some(not_null(value)), met: Cond::all().add(among(backend, col(value), &ids)) });
        }
    };
    one_of(C::MaritalStatus, &me.pref_marital, &mut out);
    let communities = ids_of(&me.pref_communities);
    if !communities.is_empty() {
        out.push(Term {
            known: Some(
                Cond::any().add(col(C::CommunityId).is_not_null()).add(col(C::ParentCommunityId).is_not_null()),
            ),
            met: Cond::any().add(among(backend, col(C::CommunityId), &communities)).add(among(
                backend,
                col(C::ParentCommunityId),
                &communities,
            )),
        });
    }
    one_of(C::EducationId, &me.pref_educations, &mut out);
    one_of(C::OccupationId, &me.pref_occupations, &mut out);
    range(C::IncomeMin, me.pref_income_from, me.pref_income_to, &mut out);
    let levels: Vec<(C, Vec<i32>)> = [
        (C::CountryId, ids_of(&me.pref_countries)),
        (C::StateId, ids_of(&me.pref_states)),
        (C::CityId, ids_of(&me.pref_cities)),
    ]
    .into_iter()
    .filter(|(_, ids)| !ids.is_empty())
    .collect();
    if !levels.is_empty() {
        // Met when every stated level matches; known when one level is known not to match, or every level is known.
        let (mut met, mut missed, mut all_known) = (Cond::all(), Cond::any(), Cond::all());
        for (c, ids) in levels {
            met = met.add(among(backend, col(c), &ids));
            missed = missed.add(Cond::all().add(col(c).is_not_null()).add(not_among(backend, col(c), &ids)));
            all_known = all_known.add(col(c).is_not_null());
        }
        out.push(Term { known: Some(Cond::any().add(missed).add(all_known)), met });
    }
    one_of(C::GolId, &me.pref_gols, &mut out);
    out.extend(traits::ALL.iter().filter_map(|g| bits(C::Traits, *g, me.pref_traits)));
    out
}

/// Theirs: the candidate's stated preferences (columns) against my values (constants).
fn theirs(me: &Row, today: NaiveDate) -> Vec<Term> {
    let mut out = Vec::new();
    // A range preference: stated when either bound is; unknown when my value is.
    let range = |from: C, to: C, mine: Option<i64>, out: &mut Vec<Term>| {
        let stated = Cond::any().add(col(from).is_not_null()).add(col(to).is_not_null());
        if let Some(v) = mine {
            out.push(Term {
                known: Some(stated.clone()),
                met: Cond::all()
                    .add(stated)
                    .add(Cond::any().add(col(from).is_null()).add(col(from).lte(v)))
                    .add(Cond::any().add(col(to).is_null()).add(col(to).gte(v))),
            });
        }
    };
    range(C::PrefAgeFrom, C::PrefAgeTo, Some(i64::from(age(me.birth_date, today))), &mut out);
    range(C::PrefHeightFrom, C::PrefHeightTo, me.height_cm.map(i64::from), &mut out);
    // A list preference: stated when the list is; met when it holds one of my values.
    let list = |pref: C, mine: &[i32], out: &mut Vec<Term>| {
        if !mine.is_empty() {
            let held = mine.iter().fold(Cond::any(), |any, v| any.add(holds(pref, *v)));
            out.push(Term { known: Some(not_null(pref)), met: held });
        }
    };
    list(C::PrefMarital, &me.marital_status.into_iter().collect::<Vec<_>>(), &mut out);
    let my_communities: Vec<i32> = [me.community_id, me.parent_community_id].into_iter().flatten().collect();
    list(C::PrefCommunities, &my_communities, &mut out);
    list(C::PrefEducations, &me.education_id.into_iter().collect::<Vec<_>>(), &mut out);
    list(C::PrefOccupations, &me.occupation_id.into_iter().collect::<Vec<_>>(), &mut out);
    range(C::PrefIncomeFrom, C::PrefIncomeTo, me.income_min, &mut out);
    // Location: each stated level must hold my value; a stated level whose value I do not give is unknown.
    let levels = [(C::PrefCountries, me.country_id), (C::PrefStates, me.state_id), (C::PrefCities, me.city_id)];
    let stated = levels.iter().fold(Cond::any(), |any, (c, _)| any.add(col(*c).is_not_null()));
    // Known when a level is known not to hold my value, or when no stated level lacks my value.
    let (mut met, mut known) = (Cond::all().add(stated.clone()), Cond::any());
    let mut none_unknown = Cond::all();
    for (c, mine) in levels {
        match mine {
            Some(v) => {
                met = met.add(Cond::any().add(col(c).is_null()).add(holds(c, v)));
                known = known.add(Cond::all().add(col(c).is_not_null()).add(col(c).not_like(format!("%,{v},%"))));
            }
            None => {
                met = met.add(col(c).is_null());
                none_unknown = none_unknown.add(col(c).is_null());
            }
        }
    }
    let known = known.add(none_unknown.add(Expr::val(1).eq(1)));
    out.push(Term { known: Some(Cond::all().add(stated).add(known)), met });
    list(C::PrefGols, &me.gol_id.into_iter().collect::<Vec<_>>(), &mut out);
    out.extend(traits::ALL.iter().filter_map(|g| bits(C::PrefTraits, *g, me.traits)));
    out
}

/// How many criteria between `me` and the candidate row are known, and how many are met, as two SQL expressions.
pub fn parts(backend: DatabaseBackend, me: &Row, today: NaiveDate) -> (SimpleExpr, SimpleExpr) {
    let terms: Vec<Term> = mine(backend, me, today).into_iter().chain(theirs(me, today)).collect();
    let sum = |parts: Vec<SimpleExpr>| parts.into_iter().reduce(|a, b| a.add(b)).unwrap_or_else(|| Expr::val(0));
    let known = sum(terms.iter().map(|t| t.known.clone().map_or_else(|| Expr::val(1), one_if)).collect());
    let met = sum(terms.iter().map(|t| one_if(t.met.clone())).collect());
    (known, met)
}

/// The score from the counts of [`parts`]: `known` appears three times, so My matches computes the counts once per
/// candidate in a subquery and passes their columns here (rather than evaluating every criterion's CASE four times).
pub fn of(known: SimpleExpr, met: SimpleExpr) -> SimpleExpr {
    Expr::case(Cond::all().add(known.clone().eq(0)), Expr::val(0))
        .finally(met.mul(100).add(known.clone().div(2)).div(known))
        .into()
}

/// The score between `me` and the candidate row, as SQL.
pub fn expression(backend: DatabaseBackend, me: &Row, today: NaiveDate) -> SimpleExpr {
    let (known, met) = parts(backend, me, today);
    of(known, met)
}
