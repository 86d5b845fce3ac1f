//! The lists of rule 4 as SQL: the pool (opposite gender, approved, not blocked either way), the filters
//! "they fit what I want" on the candidate's values and "I fit what they want" on the candidate's own preferences,
//! ordered and cut at [`CAP`] + 1 so that the count up to 1000 comes with the ids and no `COUNT(*)` runs over the
//! pool. The statements are public so that the benchmark runs the very same SQL directly.

use chrono::{DateTime, Duration, NaiveDate, Utc};
use sea_orm::{
    ConnectionTrait, DatabaseBackend, EntityTrait,
    sea_query::{Alias, Cond, Condition, Expr, ExprTrait, Order, Query, SelectStatement, UnionType},
};
use shared::{MatchCriterion, traits};

use entity::{block, match_row, visit};

use crate::{
    db::{among, not_among},
    error::ApiError,
    matching::{
        explain::{born_after, born_by},
        row::ids_of,
        score,
    },
};

/// How many members a list holds at most; the count says "1000+" beyond.
pub const CAP: u64 = 1000;

/// Which list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ListKind {
    All,
    Patidar,
    New,
    Matched,
    Recent,
    Search,
}

impl ListKind {
    pub fn key(self) -> &'static str {
        match self {
            Self::All => "all",
            Self::Patidar => "patidar",
            Self::New => "new",
            Self::Matched => "matched",
            Self::Recent => "recent",
            Self::Search => "search",
        }
    }
}

type C = match_row::Column;

fn col(c: C) -> Expr {
    Expr::col((match_row::Entity, c))
}

/// `list` (as `,1,5,`) is absent or holds `value`.
fn holds(list: C, values: &[i32]) -> Condition {
    let mut any = Cond::any().add(col(list).is_null());
    for v in values {
        any = any.add(col(list).like(format!("%,{v},%")));
    }
    any
}

/// The candidate's value is within `[from, to]`; unknown passes when `unknown_passes`.
fn within<T: Into<sea_orm::Value> + Copy>(
    value: C,
    from: Option<T>,
    to: Option<T>,
    unknown_passes: bool,
) -> Option<Condition> {
    if from.is_none() && to.is_none() {
        return None;
    }
    let mut all = Cond::all();
    if let Some(f) = from {
        all = all.add(col(value).gte(f.into()));
    }
    if let Some(t) = to {
        all = all.add(col(value).lte(t.into()));
    }
    Some(if unknown_passes { Cond::any().add(col(value).is_null()).add(all) } else { all })
}

fn one_of(backend: DatabaseBackend, value: C, ids: &[i32], unknown_passes: bool) -> Option<Condition> {
    if ids.is_empty() {
        return None;
    }
    let is_in = Cond::all().add(among(backend, col(value), ids));
    Some(if unknown_passes { Cond::any().add(col(value).is_null()).add(is_in) } else { is_in })
}

/// The candidate's bits of `group` hold one of the `wanted` ones (`shared::traits`); a candidate who says nothing in
/// the group passes only when `unknown_passes`. Nothing wanted in the group: no condition.
fn any_bit(group: traits::Group, wanted: i64, unknown_passes: bool) -> Option<Condition> {
    let wanted = wanted & group.mask();
    if wanted == 0 {
        return None;
    }
    let met = Cond::all().add(col(C::Traits).bit_and(wanted).ne(0));
    Some(if unknown_passes { Cond::any().add(col(C::Traits).bit_and(group.mask()).eq(0)).add(met) } else { met })
}

/// The candidate has every badge `wants` asks for (rule 44: "verified only"); nothing asked: no condition. An
/// unverified candidate never passes, whatever `unknown_passes` says.
fn verified(wants: &match_row::Model) -> Option<Condition> {
    let required = wants.pref_traits & traits::BADGES.mask();
    (required != 0).then(|| Cond::all().add(col(C::Traits).bit_and(required).eq(required)))
}

/// The candidate's profile is looked after by one of those `wants` accepts (rule 46); nothing asked: no condition.
fn created_by(wants: &match_row::Model) -> Option<Condition> {
    let accepted = wants.pref_traits & traits::CREATED_BY.mask();
    (accepted != 0).then(|| Cond::all().add(col(C::Traits).bit_and(accepted).ne(0)))
}

/// 1 for a candidate with any badge, else 0: among equal scores, verified members come first (rule 44).
fn any_badge() -> sea_orm::sea_query::SimpleExpr {
    Expr::case(col(C::Traits).bit_and(traits::BADGES.mask()).ne(0), Expr::val(1)).finally(Expr::val(0)).into()
}

/// The candidate meets `wants`' stated preferences among `criteria` ("they fit mine"; the search filters are a
/// `wants` too), and has the badges it asks for. A field the candidate does not fill passes only when
/// `unknown_passes`.
pub fn fits(
    backend: DatabaseBackend,
    wants: &match_row::Model,
    criteria: &[MatchCriterion],
    unknown_passes: bool,
    today: NaiveDate,
) -> Condition {
    let mut all = Cond::all();
    for condition in [verified(wants), created_by(wants)].into_iter().flatten() {
        all = all.add(condition);
    }
    for criterion in criteria {
        let condition = match criterion {
            MatchCriterion::Age => {
                // Age from..to is a birth-date range: the index on (male, birth_date) serves it.
                within(
                    C::BirthDate,
                    wants.pref_age_to.map(|t| born_after(today, t)),
                    wants.pref_age_from.map(|f| born_by(today, f)),
                    false,
                )
            }
            MatchCriterion::Height => within(C::HeightCm, wants.pref_height_from, wants.pref_height_to, unknown_passes),
            MatchCriterion::MaritalStatus => {
                one_of(backend, C::MaritalStatus, &ids_of(&wants.pref_marital), unknown_passes)
            }
            MatchCriterion::Community => {
                let ids = ids_of(&wants.pref_communities);
                (!ids.is_empty()).then(|| {
                    let held = |c: C| among(backend, col(c), &ids);
                    let mut any = Cond::any().add(held(C::CommunityId)).add(held(C::ParentCommunityId));
                    if unknown_passes {
                        any = any.add(
                            Cond::all().add(col(C::CommunityId).is_null()).add(col(C::ParentCommunityId).is_null()),
                        );
                    }
                    any
                })
            }
            MatchCriterion::Education => {
                one_of(backend, C::EducationId, &ids_of(&wants.pref_educations), unknown_passes)
            }
            MatchCriterion::Occupation => {
                one_of(backend, C::OccupationId, &ids_of(&wants.pref_occupations), unknown_passes)
            }
            MatchCriterion::AnnualIncome => {
                within(C::IncomeMin, wants.pref_income_from, wants.pref_income_to, unknown_passes)
            }
            MatchCriterion::Location => {
                let levels = [
                    one_of(backend, C::CountryId, &ids_of(&wants.pref_countries), unknown_passes),
                    one_of(backend, C::StateId, &ids_of(&wants.pref_states), unknown_passes),
                    one_of(backend, C::CityId, &ids_of(&wants.pref_cities), unknown_passes),
                ];
                let stated: Vec<Condition> = levels.into_iter().flatten().collect();
                (!stated.is_empty()).then(|| stated.into_iter().fold(Cond::all(), Condition::add))
            }
            MatchCriterion::Gol => one_of(backend, C::GolId, &ids_of(&wants.pref_gols), unknown_passes),
            MatchCriterion::Nri => any_bit(traits::NRI, wants.pref_traits, unknown_passes),
            MatchCriterion::Disability => any_bit(traits::DISABILITY, wants.pref_traits, unknown_passes),
            MatchCriterion::Satapeta => any_bit(traits::SATAPETA, wants.pref_traits, unknown_passes),
            MatchCriterion::Diet => any_bit(traits::DIET, wants.pref_traits, unknown_passes),
            MatchCriterion::Smoking => any_bit(traits::SMOKING, wants.pref_traits, unknown_passes),
            MatchCriterion::Drinking => any_bit(traits::DRINKING, wants.pref_traits, unknown_passes),
            MatchCriterion::Manglik => any_bit(traits::MANGLIK, wants.pref_traits, unknown_passes),
        };
        if let Some(condition) = condition {
            all = all.add(condition);
        }
    }
    all
}

/// The candidate's own preferences among `criteria` accept `me` ("I fit theirs"): a test on the candidate's row.
/// What I do not fill passes.
pub fn accepts(me: &match_row::Model, criteria: &[MatchCriterion], today: NaiveDate) -> Condition {
    let mut all = Cond::all();
    for criterion in criteria {
        match criterion {
            MatchCriterion::Age => {
                let age = crate::matching::explain::age(me.birth_date, today);
                all = all
                    .add(Cond::any().add(col(C::PrefAgeFrom).is_null()).add(col(C::PrefAgeFrom).lte(age)))
                    .add(Cond::any().add(col(C::PrefAgeTo).is_null()).add(col(C::PrefAgeTo).gte(age)));
            }
            MatchCriterion::Height => {
                if let Some(h) = me.height_cm {
                    all = all
                        .add(Cond::any().add(col(C::PrefHeightFrom).is_null()).add(col(C::PrefHeightFrom).lte(h)))
                        .add(Cond::any().add(col(C::PrefHeightTo).is_null()).add(col(C::PrefHeightTo).gte(h)));
                }
            }
            MatchCriterion::MaritalStatus => {
                if let Some(m) = me.marital_status {
                    all = all.add(holds(C::PrefMarital, &[m]));
                }
            }
            MatchCriterion::Community => {
                let mine: Vec<i32> = [me.community_id, me.parent_community_id].into_iter().flatten().collect();
                if !mine.is_empty() {
                    all = all.add(holds(C::PrefCommunities, &mine));
                }
            }
            _ => {}
        }
    }
    all
}

/// The ids of members blocked by or blocking `member_id` (at most 20 one way; rule 8).
pub fn blocked_statement(member_id: i32) -> SelectStatement {
    let mut by_me = Query::select();
    by_me
        .expr_as(Expr::col(block::Column::BlockedId), Alias::new("id"))
        .from(block::Entity)
        .and_where(Expr::col(block::Column::BlockerId).eq(member_id));
    let mut of_me = Query::select();
    of_me
        .expr_as(Expr::col(block::Column::BlockerId), Alias::new("id"))
        .from(block::Entity)
        .and_where(Expr::col(block::Column::BlockedId).eq(member_id));
    by_me.union(UnionType::Distinct, of_me).to_owned()
}

/// The pool of `me`: the other gender, not private, not blocked either way.
fn pool(input: &ListInput<'_>) -> SelectStatement {
    let (me, blocked) = (input.me, input.blocked);
    let mut q = Query::select();
    // The gender as a literal, not a parameter: PostgreSQL's scan indexes are one per gender (see migration 8), and
    // a generic plan for `male = $1` could use neither.
    let other = Expr::cust(if me.male { "FALSE" } else { "TRUE" });
    q.column((match_row::Entity, C::MemberId)).from(match_row::Entity).and_where(col(C::Male).eq(other));
    // Private members are in nobody's lists (rule 47); `traits` is carried by the scan index.
    q.and_where(col(C::Traits).bit_and(traits::PRIVATE).eq(0));
    if !blocked.is_empty() {
        q.and_where(not_among(input.backend, col(C::MemberId), blocked));
    }
    q
}

fn newest_first(q: &mut SelectStatement, limit: u64) {
    q.order_by((match_row::Entity, C::ApprovedAt), Order::Desc)
        .order_by((match_row::Entity, C::MemberId), Order::Desc)
        .limit(limit);
}

/// Everything a list statement depends on.
pub struct ListInput<'a> {
    /// The database the statement is for (lists of ids are one array parameter on PostgreSQL: `db::among`).
    pub backend: DatabaseBackend,
    pub me: &'a match_row::Model,
    pub blocked: &'a [i32],
    /// The search filters, as the preferences of a `wants` row.
    pub filters: Option<&'a match_row::Model>,
    pub now: DateTime<Utc>,
    pub today: NaiveDate,
}

/// The candidate passes the core preferences both ways: they fit mine (unknown values pass) and I fit theirs. What
/// My matches filters on and New, All and Patidar rank on.
fn fits_both_ways(input: &ListInput<'_>) -> Condition {
    let core: Vec<MatchCriterion> = MatchCriterion::ALL.iter().copied().filter(|c| c.is_core()).collect();
    Cond::all().add(fits(input.backend, input.me, &core, true, input.today)).add(accepts(input.me, &core, input.today))
}

/// My matches' candidates: the ids of the members who pass the core preferences both ways, most recently approved
/// first, at most `limit`.
pub fn matched_ids(input: &ListInput<'_>, limit: u64) -> SelectStatement {
    let mut q = pool(input);
    q.cond_where(fits_both_ways(input));
    newest_first(&mut q, limit);
    q
}

/// The conditions of a list of the pool beyond the pool itself (New: the last 30 days, not yet visited; Patidar:
/// the member's own parent community).
fn narrowed(kind: ListKind, input: &ListInput<'_>, q: &mut SelectStatement) {
    let me = input.me;
    match kind {
        ListKind::Patidar => {
            // Without a parent community of their own there is no Patidar list to show.
            q.and_where(col(C::ParentCommunityId).eq(me.parent_community_id.unwrap_or(0)));
        }
        ListKind::New => {
            // The caller's visits as one set (a hashed subplan on PostgreSQL, an ephemeral index on SQLite): as a
            // correlated NOT EXISTS, PostgreSQL's estimate of a few visits chose a nested loop over all of them for
            // each candidate (48 ms at 420 visits).
            q.and_where(col(C::ApprovedAt).gte(input.now - Duration::days(30))).and_where(
                col(C::MemberId).not_in_subquery(
                    Query::select()
                        .column((visit::Entity, visit::Column::VisitedId))
                        .from(visit::Entity)
                        .and_where(Expr::col((visit::Entity, visit::Column::VisitorId)).eq(me.member_id))
                        .to_owned(),
                ),
            );
        }
        _ => {}
    }
}

/// Candidates ranked by their score, best first, then most recently approved: the outer query over `candidates`
/// (which selects `member_id`, `approved_at` and the score's `known` and `met`).
fn by_score(candidates: SelectStatement) -> SelectStatement {
    let mut q = Query::select();
    q.column(Alias::new("member_id"))
        .from_subquery(candidates, Alias::new("candidates"))
        .order_by_expr(score::of(Expr::col(Alias::new("known")), Expr::col(Alias::new("met"))), Order::Desc)
        .order_by(Alias::new("verified"), Order::Desc)
        .order_by(Alias::new("approved_at"), Order::Desc)
        .order_by(Alias::new("member_id"), Order::Desc);
    q
}

/// The candidates of `q` with what [`by_score`] ranks on.
fn scored(input: &ListInput<'_>, mut q: SelectStatement) -> SelectStatement {
    let (known, met) = score::parts(input.backend, input.me, input.today);
    q.column((match_row::Entity, C::ApprovedAt))
        .expr_as(known, Alias::new("known"))
        .expr_as(met, Alias::new("met"))
        .expr_as(any_badge(), Alias::new("verified"));
    q
}

/// New, All and Patidar, ranked by fit (rule 41): the very members the list held by recency (its [`CAP`] + 1 most
/// recently approved), in a new order: those who pass the core preferences both ways first, then the others, each
/// most recently approved first. One read of the scan index, as the list by recency was, with the fit computed on the
/// rows it reads (the fit only: a score per row would cost what My matches costs).
pub fn ranked_statement(kind: ListKind, input: &ListInput<'_>) -> SelectStatement {
    let mut candidates = pool(input);
    narrowed(kind, input, &mut candidates);
    newest_first(&mut candidates, CAP + 1);
    candidates
        .column((match_row::Entity, C::ApprovedAt))
        .expr_as(Expr::case(fits_both_ways(input), Expr::val(1)).finally(Expr::val(0)), Alias::new("fit"))
        .expr_as(any_badge(), Alias::new("verified"));
    let mut q = Query::select();
    q.column(Alias::new("member_id"))
        .from_subquery(candidates, Alias::new("candidates"))
        .order_by(Alias::new("fit"), Order::Desc)
        .order_by(Alias::new("verified"), Order::Desc)
        .order_by(Alias::new("approved_at"), Order::Desc)
        .order_by(Alias::new("member_id"), Order::Desc);
    q
}

/// The statement of a list's ids, in order, at most `limit` (My matches: the [`CAP`] most recently approved who
/// pass, ranked by their score; New, All and Patidar: [`ranked_statement`], whatever the limit).
pub fn statement(kind: ListKind, input: &ListInput<'_>, limit: u64) -> SelectStatement {
    let me = input.me;
    match kind {
        ListKind::All | ListKind::Patidar | ListKind::New => ranked_statement(kind, input),
        ListKind::Matched => {
            // The candidates and the counts of their score come from one read of the scan index (it holds every
            // column the score reads); the outer query ranks them, best score first, then most recently approved.
            by_score(scored(input, matched_ids(input, CAP)))
        }
        ListKind::Recent => {
            let mut q = pool(input);
            q.inner_join(
                visit::Entity,
                Expr::col((visit::Entity, visit::Column::VisitedId)).equals((match_row::Entity, C::MemberId)),
            )
            .and_where(Expr::col((visit::Entity, visit::Column::VisitorId)).eq(me.member_id))
            .order_by((visit::Entity, visit::Column::LastVisitedAt), Order::Desc)
            .order_by((match_row::Entity, C::MemberId), Order::Desc)
            .limit(limit);
            q
        }
        ListKind::Search => {
            let mut q = pool(input);
            if let Some(filters) = input.filters {
                q.cond_where(fits(input.backend, filters, MatchCriterion::ALL, false, input.today));
            }
            newest_first(&mut q, limit);
            q
        }
    }
}

/// Runs a statement of ids.
pub async fn ids(db: &impl ConnectionTrait, q: &SelectStatement) -> Result<Vec<i32>, ApiError> {
    let backend = db.get_database_backend();
    let rows = db.query_all_raw(backend.build(q)).await?;
    rows.iter().map(|r| r.try_get_by_index::<i32>(0).map_err(ApiError::from)).collect()
}

/// The row of a member, if they have one.
pub async fn row_of(db: &impl ConnectionTrait, member_id: i32) -> Result<Option<match_row::Model>, ApiError> {
    Ok(match_row::Entity::find_by_id(member_id).one(db).await?)
}
