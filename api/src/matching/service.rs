//! Matches, search, quick search and the member detail: the pool and lists of `matching::lists`, their cached
//! positions, and the cards with their explanation.

use std::collections::HashMap;

use sea_orm::{
    ColumnTrait, Condition, ConnectionTrait, DatabaseBackend, EntityTrait, FromQueryResult, QueryFilter, QueryOrder,
    sea_query::{Alias, Expr, ExprTrait, OnConflict, Query, QueryStatementBuilder, SelectStatement},
};
use shared::{Allowance, ConnectionStatus, MatchCriterion, PhotoStatus, PhotoVisibility, RequestState};

use entity::{connection_request, match_row, member, photo, profile, shortlist, visit};

use crate::acting::{self, Deed, Whose};
use crate::allowance;
use crate::allowance::Use;
use crate::db::among;
use crate::db::not_among;
use crate::error::ApiError;
use crate::error::validated;
use crate::lang::Lang;
use crate::matching::cache::Positions;
use crate::matching::explain::Context;
use crate::matching::explain::age;
use crate::matching::lists;
use crate::matching::lists::CAP;
use crate::matching::lists::ListInput;
use crate::matching::lists::ListKind;
use crate::matching::row;
use crate::photos;
use crate::profiles::preferences::PartnerPreferenceRequest;
use crate::profiles::preferences::check_references;
use crate::profiles::preferences::model_of;
use crate::profiles::wizard::sections_of;
use crate::reference::service::ReferenceData;
use crate::reference::service::name;
use crate::state::AppState;
use crate::work::Work;

use super::model::{
    CardConnection, MatchCard, MatchDetail, MatchExplanation, MatchList, MatchSuggestion, MemberPhoto,
    QuickSearchRequest,
};

/// Fewer members than this in My matches bring a suggestion.
const SUGGEST_BELOW: usize = 10;

fn today(state: &AppState) -> chrono::NaiveDate {
    shared::rules::india_date(state.clock.now())
}

/// The caller's search row; an approved member without one (no gender or birth date) sees empty lists.
async fn my_row(state: &AppState, member_id: i32) -> Result<Option<match_row::Model>, ApiError> {
    lists::row_of(&state.db, member_id).await
}

async fn blocked(state: &AppState, member_id: i32) -> Result<Vec<i32>, ApiError> {
    lists::ids(&state.db, &lists::blocked_statement(member_id)).await
}

/// The caller's search row and the members blocked either way, read at once (on two connections of the pool).
pub async fn me_and_blocked(
    state: &AppState,
    member_id: i32,
) -> Result<Option<(match_row::Model, Vec<i32>)>, ApiError> {
    let (me, blocked) = tokio::try_join!(my_row(state, member_id), blocked(state, member_id))?;
    Ok(me.map(|me| (me, blocked)))
}

pub fn empty() -> MatchList {
    MatchList { result: Vec::new(), total_count: 0, total_count_capped: false, has_more: false, suggestion: None }
}

/// The ordered ids of a list (up to [`CAP`]) and whether there are more, computed afresh.
async fn compute(
    state: &AppState,
    data: &ReferenceData,
    me: &match_row::Model,
    kind: ListKind,
    filters: Option<&match_row::Model>,
    blocked: &[i32],
    lang: Lang,
) -> Result<Positions, ApiError> {
    let backend = state.db.get_database_backend();
    let input = ListInput { backend, me, blocked, filters, now: state.clock.now(), today: today(state) };
    let mut ids = lists::ids(&state.db, &lists::statement(kind, &input, CAP + 1)).await?;
    if kind != ListKind::Matched {
        let capped = ids.len() as u64 > CAP;
        ids.truncate(CAP as usize);
        return Ok(Positions::new(ids, capped, None));
    }
    // My matches: ranked by the database (matching::score); the cap is the number of candidates ranked.
    let capped = ids.len() as u64 >= CAP;
    let context = Context { data, lang, today: input.today };
    let suggestion = if ids.len() < SUGGEST_BELOW {
        suggestion(state, &context, me, blocked, ids.len() as u64).await?
    } else {
        None
    };
    Ok(Positions::new(ids, capped, suggestion))
}

/// The one core preference of mine whose loosening would add the most members to My matches.
async fn suggestion(
    state: &AppState,
    context: &Context<'_>,
    me: &match_row::Model,
    blocked: &[i32],
    now_count: u64,
) -> Result<Option<MatchSuggestion>, ApiError> {
    let stated = context.criteria(me, me);
    let mut best: Option<MatchSuggestion> = None;
    for criterion in stated.into_iter().filter(|c| c.criterion.is_core()) {
        let mut loosened = me.clone();
        match criterion.criterion {
            MatchCriterion::Age => (loosened.pref_age_from, loosened.pref_age_to) = (None, None),
            MatchCriterion::Height => (loosened.pref_height_from, loosened.pref_height_to) = (None, None),
            MatchCriterion::MaritalStatus => loosened.pref_marital = None,
            MatchCriterion::Community => loosened.pref_communities = None,
            _ => continue,
        }
        let input = ListInput {
            backend: state.db.get_database_backend(),
            me: &loosened,
            blocked,
            filters: None,
            now: state.clock.now(),
            today: context.today,
        };
        // Counted by ids alone (up to CAP + 1), from the scan index.
        let found = lists::ids(&state.db, &lists::matched_ids(&input, CAP + 1)).await?.len() as u64;
        let additional = found.saturating_sub(now_count);
        if additional > 0 && best.as_ref().is_none_or(|b| additional > b.additional) {
            best = Some(MatchSuggestion { criterion: criterion.criterion, label: criterion.label, additional });
        }
    }
    Ok(best)
}

/// A page of a list: page 1 computes the positions afresh, later pages read them while they are fresh.
async fn page(
    state: &AppState,
    // The caller's row and the members blocked either way, loaded once for the page: the positions (when computed)
    // and the cards both leave blocked members out.
    (me, blocked): (&match_row::Model, &[i32]),
    kind: ListKind,
    filters: Option<&match_row::Model>,
    key: String,
    (index, size): (u64, u64),
    lang: Lang,
) -> Result<MatchList, ApiError> {
    // The cards of the match lists and searches count against the daily allowance (rule A1), taken once the page is
    // read; recently viewed shows members whose details were counted when opened.
    let counted = kind != ListKind::Recent;
    let data = state.lookups.data().await?;
    let cached = if index > 1 { state.lists.get(me.member_id, &key) } else { None };
    let positions = match cached {
        Some(p) => p,
        None => {
            let p = compute(state, &data, me, kind, filters, blocked, lang).await?;
            state.lists.put(me.member_id, key, p.clone());
            p
        }
    };
    let total = positions.ids.len() as u64;
    let start = Ord::min((index - 1) * size, total) as usize;
    let end = Ord::min(index * size, total) as usize;
    let visits = if kind == ListKind::Recent { Visits::ByMe } else { Visits::None };
    // A member who turned private since the positions were kept is left out here, at once (rule 47).
    let result = cards(state, &data, me, blocked, &positions.ids[start..end], lang, (visits, Private::Hidden)).await?;
    if counted {
        let shown = u32::try_from(result.len()).unwrap_or(u32::MAX);
        allowance::take_alone(state, me.member_id, Allowance::Cards, Use::Count(shown)).await?;
    }
    Ok(MatchList {
        result,
        total_count: total,
        total_count_capped: positions.capped,
        has_more: (end as u64) < total,
        suggestion: positions.suggestion,
    })
}

pub async fn list(
    state: &AppState,
    member: &member::Model,
    kind: ListKind,
    index: u64,
    size: u64,
    lang: Lang,
) -> Result<MatchList, ApiError> {
    let Some((me, blocked)) = me_and_blocked(state, member.id).await? else { return Ok(empty()) };
    page(state, (&me, &blocked), kind, None, format!("{}:{}", kind.key(), lang.code()), (index, size), lang).await
}

pub async fn search(
    state: &AppState,
    member: &member::Model,
    filters: PartnerPreferenceRequest,
    index: u64,
    size: u64,
    lang: Lang,
) -> Result<MatchList, ApiError> {
    validated(&filters)?;
    let data = state.lookups.data().await?;
    check_references(&filters, &data)?;
    let Some((me, blocked)) = me_and_blocked(state, member.id).await? else { return Ok(empty()) };
    let key = format!("search:{}:{filters:?}", lang.code());
    let wants = row::wants(&data, &model_of(member.id, filters, state.clock.now()), me.gol_id);
    page(state, (&me, &blocked), ListKind::Search, Some(&wants), key, (index, size), lang).await
}

/// The caller's view of the connections with `ids` at `now`: the latest live or decided request of each pair.
async fn connections(
    db: &impl ConnectionTrait,
    me: &match_row::Model,
    ids: &[i32],
    (now, lang, times): (chrono::DateTime<chrono::Utc>, Lang, &crate::connections::times::Times),
) -> Result<HashMap<i32, (CardConnection, bool)>, ApiError> {
    let (me, male) = (me.member_id, me.male);
    let backend = db.get_database_backend();
    let requests = connection_request::Entity::find()
        .filter(
            Condition::any()
                .add(Condition::all().add(connection_request::Column::SenderId.eq(me)).add(among(
                    backend,
                    Expr::col((connection_request::Entity, connection_request::Column::ReceiverId)),
                    ids,
                )))
                .add(Condition::all().add(connection_request::Column::ReceiverId.eq(me)).add(among(
                    backend,
                    Expr::col((connection_request::Entity, connection_request::Column::SenderId)),
                    ids,
                ))),
        )
        .filter(connection_request::Column::Status.ne(RequestState::Cancelled))
        .order_by_asc(connection_request::Column::CreatedAt)
        .order_by_asc(connection_request::Column::Id)
        .all(db)
        .await?;
    let mut out = HashMap::new();
    for r in requests {
        let (other, sent) = if r.sender_id == me { (r.receiver_id, true) } else { (r.sender_id, false) };
        let status = match (r.status, sent) {
            (RequestState::Pending, true) => ConnectionStatus::Sent,
            (RequestState::Pending, false) => ConnectionStatus::Received,
            (RequestState::Accepted, _) => ConnectionStatus::Accepted,
            (RequestState::Expired, _) => ConnectionStatus::Expired,
            _ => ConnectionStatus::Declined,
        };
        let accepted = status == ConnectionStatus::Accepted;
        // The caller's own request, declined: no new one for 90 days after the answer (rule 42).
        let connect_again_on = match (r.status, sent, r.decided_at) {
            (RequestState::Declined, true, Some(at)) => {
                Some(shared::rules::resend_after_decline(at)).filter(|again| *again > now).map(Into::into)
            }
            (RequestState::Expired, true, Some(at)) => {
                Some(times.resend_after(at)).filter(|again| *again > now).map(Into::into)
            }
            _ => None,
        };
        // Ascending order: the latest request of each pair is written last and wins.
        // Who acted for either side (rule 46): the caller's own family ("your father"), or the other member's, who is
        // of the other gender (rule 3).
        let whose = |mine: bool| if mine { Whose::Your } else { Whose::of(!male) };
        let sent_by = r.sent_by.map(|by| acting::deed(Deed::Sent, by, whose(sent), lang));
        let answered_by = r.answered_by.map(|by| acting::deed(Deed::Answered, by, whose(!sent), lang));
        let connection = CardConnection {
            request_id: r.id,
            status,
            created_on: r.created_at.into(),
            sent,
            connect_again_on,
            sent_by,
            answered_by,
            reply: r.reply,
            replied_on: r.replied_at.map(Into::into),
            question: r.question.clone(),
            answer: r.answer.clone(),
            // The receiver's private note (rule 47a): never on the sender's view.
            decline_reason: if sent { None } else { r.decline_reason },
        };
        out.insert(other, (connection, accepted));
    }
    Ok(out)
}

/// Which visit a card carries: none, the caller's of the member (recently viewed), or the member's of the caller
/// (who visited me).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Visits {
    None,
    ByMe,
    OfMe,
}

/// What a card shows besides the search row: the member's name and profile id, the profile's height and city, the
/// photo setting and default photo, and the caller's shortlist and visit of them. Read in the same statement as the
/// rows, under these names (see [`card_statement`]; the row has no column of the same name).
#[derive(FromQueryResult)]
struct CardExtra {
    profile_id: String,
    first_name: String,
    last_name: String,
    height_id: Option<i32>,
    city: Option<String>,
    photo_visibility: PhotoVisibility,
    photo_id: Option<i32>,
    shortlisted: Option<i32>,
    last_visited_at: Option<chrono::DateTime<chrono::Utc>>,
    visit_count: Option<i32>,
    phone_verified_at: Option<chrono::DateTime<chrono::Utc>>,
    id_verified_at: Option<chrono::DateTime<chrono::Utc>>,
    photo_verified_at: Option<chrono::DateTime<chrono::Utc>>,
    samaj_at: Option<chrono::DateTime<chrono::Utc>>,
    samaj_village_id: Option<i32>,
    samaj_gol_id: Option<i32>,
    last_active_at: Option<chrono::DateTime<chrono::Utc>>,
    hide_last_active: bool,
}

/// Which private members (rule 47) a list of cards shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Private {
    /// None: the match lists and search.
    Hidden,
    /// Those who showed interest in the caller: the shortlists and visitors.
    InterestedInMe,
    /// All: the inbox, whose requests the two already share.
    Shown,
}

/// The rows of the cards of `ids` still visible to `me` (the other gender, not blocked either way), with their
/// [`CardExtra`]: one statement, where six separate reads (row, member, profile, shortlist, visit, photo) each cost a
/// round trip and the decoding of whole rows (`just bench-matches`).
pub fn card_statement(
    backend: DatabaseBackend,
    me: &match_row::Model,
    blocked: &[i32],
    ids: &[i32],
    (visits, private): (Visits, Private),
) -> SelectStatement {
    type R = match_row::Column;
    let row = |c: R| Expr::col((match_row::Entity, c));
    let of_member = |c| Expr::col((member::Entity, c));
    let of_profile = |c| Expr::col((profile::Entity, c));
    // Correlated subqueries (the default photo, the shortlist, the visit), each an index lookup per card: as joins,
    // PostgreSQL's estimate of a few visits per member chose to read all of the caller's visits for every card.
    let shortlisted = Query::select()
        .expr(Expr::val(1))
        .from(shortlist::Entity)
        .and_where(Expr::col((shortlist::Entity, shortlist::Column::MemberId)).eq(me.member_id))
        .and_where(of_candidate((shortlist::Entity, shortlist::Column::ShortlistedId)))
        .to_owned();
    // The caller's visit of the member, or (who visited me) the member's visit of the caller.
    let (mine, theirs) = match visits {
        Visits::None | Visits::ByMe => (visit::Column::VisitorId, visit::Column::VisitedId),
        Visits::OfMe => (visit::Column::VisitedId, visit::Column::VisitorId),
    };
    let my_visit = |c: visit::Column| {
        let q = Query::select()
            .column((visit::Entity, c))
            .from(visit::Entity)
            .and_where(Expr::col((visit::Entity, mine)).eq(me.member_id))
            .and_where(of_candidate((visit::Entity, theirs)))
            .to_owned();
        Expr::SubQuery(None, Box::new(q.into_sub_query_statement()))
    };
    let mut q = Query::select();
    q.columns(<R as sea_orm::Iterable>::iter().map(|c| (match_row::Entity, c)))
        .expr_as(of_member(member::Column::ProfileId), Alias::new("profile_id"))
        .expr_as(of_member(member::Column::FirstName), Alias::new("first_name"))
        .expr_as(of_member(member::Column::LastName), Alias::new("last_name"))
        .expr_as(of_member(member::Column::PhoneVerifiedAt), Alias::new("phone_verified_at"))
        .expr_as(of_member(member::Column::IdVerifiedAt), Alias::new("id_verified_at"))
        .expr_as(of_member(member::Column::PhotoVerifiedAt), Alias::new("photo_verified_at"))
        .expr_as(of_member(member::Column::SamajAt), Alias::new("samaj_at"))
        .expr_as(of_member(member::Column::SamajVillageId), Alias::new("samaj_village_id"))
        .expr_as(of_member(member::Column::SamajGolId), Alias::new("samaj_gol_id"))
        .expr_as(of_member(member::Column::LastActiveAt), Alias::new("last_active_at"))
        .expr_as(of_member(member::Column::HideLastActive), Alias::new("hide_last_active"))
        .expr_as(of_profile(profile::Column::HeightId), Alias::new("height_id"))
        .expr_as(of_profile(profile::Column::City), Alias::new("city"))
        .expr_as(of_profile(profile::Column::PhotoVisibility), Alias::new("photo_visibility"))
        .expr_as(
            Expr::SubQuery(
                None,
                Box::new(photos::default_photo_id((match_row::Entity, R::MemberId)).into_sub_query_statement()),
            ),
            Alias::new("photo_id"),
        )
        .expr_as(Expr::SubQuery(None, Box::new(shortlisted.into_sub_query_statement())), Alias::new("shortlisted"))
        .expr_as(my_visit(visit::Column::LastVisitedAt), Alias::new("last_visited_at"))
        .expr_as(my_visit(visit::Column::VisitCount), Alias::new("visit_count"))
        .from(match_row::Entity)
        .inner_join(member::Entity, of_member(member::Column::Id).equals((match_row::Entity, R::MemberId)))
        .inner_join(profile::Entity, of_profile(profile::Column::MemberId).equals((match_row::Entity, R::MemberId)))
        .and_where(among(backend, row(R::MemberId), ids))
        .and_where(row(R::Male).eq(!me.male));
    if !blocked.is_empty() {
        q.and_where(not_among(backend, row(R::MemberId), blocked));
    }
    let public = || Condition::all().add(row(R::Traits).bit_and(shared::traits::PRIVATE).eq(0));
    match private {
        Private::Hidden => {
            q.cond_where(public());
        }
        Private::InterestedInMe => {
            q.cond_where(Condition::any().add(public()).add(crate::connections::between::interested_in(me.member_id)));
        }
        Private::Shown => {}
    }
    q
}

/// `c` is the card's member (a correlated subquery's condition on the row of [`card_statement`]).
fn of_candidate(c: impl sea_orm::sea_query::IntoColumnRef) -> Expr {
    Expr::col(c).equals((match_row::Entity, match_row::Column::MemberId))
}

/// The cards of `ids`, in their order; a member no longer visible to the caller is left out.
pub async fn cards(
    state: &AppState,
    data: &ReferenceData,
    me: &match_row::Model,
    blocked: &[i32],
    ids: &[i32],
    lang: Lang,
    (visits, private): (Visits, Private),
) -> Result<Vec<MatchCard>, ApiError> {
    let with_visits = visits != Visits::None;
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let db = &state.db;
    let backend = db.get_database_backend();
    let statement = backend.build(&card_statement(backend, me, blocked, ids, (visits, private)));
    // The connections of every id at once with the rows (two connections of the pool); an id no longer visible is
    // left out below with its connection.
    let (rows, connections) = tokio::try_join!(
        async { db.query_all_raw(statement).await.map_err(ApiError::from) },
        connections(db, me, ids, (state.clock.now(), lang, &state.request_times))
    )?;
    let mut found: HashMap<i32, (match_row::Model, CardExtra)> = HashMap::with_capacity(ids.len());
    for r in rows {
        let row = match_row::Model::from_query_result(&r, "")?;
        found.insert(row.member_id, (row, CardExtra::from_query_result(&r, "")?));
    }
    let visible: Vec<i32> = ids.iter().copied().filter(|id| found.contains_key(id)).collect();
    let now = state.clock.now();
    let rates = super::signals::reply_rates(db, &visible, now).await?;
    let context = Context { data, lang, today: today(state) };
    let named = |item: Option<(&str, &str)>| item.map(|(gu, en)| name(lang, gu, en));
    let mut out = Vec::with_capacity(visible.len());
    for id in visible {
        let Some((row, extra)) = found.remove(&id) else { continue };
        let connection = connections.get(&id);
        let blurred = extra.photo_visibility == PhotoVisibility::Connections
            && !connection.is_some_and(|(_, accepted)| *accepted);
        let size = if blurred { photos::process::BLURRED } else { "medium" };
        let explanation = context.explain(me, &row);
        let created_by = shared::traits::creator(row.traits);
        out.push(MatchCard {
            outside_preferences: outside_preferences(&explanation),
            member_id: id,
            profile_id: extra.profile_id,
            first_name: extra.first_name,
            last_name: extra.last_name,
            age: age(row.birth_date, context.today),
            height: named(
                extra
                    .height_id
                    .and_then(|h| data.heights.iter().find(|x| x.id == h))
                    .map(|x| (x.name_gu.as_str(), x.name_en.as_str())),
            ),
            // The city in the reader's language when it is the list's (rule 25), else as typed.
            city: crate::reference::places::shown(
                data,
                lang,
                crate::reference::places::Kind::City,
                row.city_id,
                extra.city,
            ),
            education: named(
                row.education_id
                    .and_then(|e| data.educations.iter().find(|x| x.id == e))
                    .map(|x| (x.name_gu.as_str(), x.name_en.as_str())),
            ),
            occupation: named(
                row.occupation_id
                    .and_then(|o| data.occupations.iter().find(|x| x.id == o))
                    .map(|x| (x.name_gu.as_str(), x.name_en.as_str())),
            ),
            community: named(
                row.community_id
                    .or(row.parent_community_id)
                    .and_then(|c| data.communities.iter().find(|x| x.id == c))
                    .map(|x| (x.name_gu.as_str(), x.name_en.as_str())),
            ),
            marital_status: row.marital_status,
            photo_url: extra.photo_id.map(|photo| photos::signed_url(&state.keys, photo, size, me.member_id, now)),
            photo_blurred: blurred,
            badges: crate::verification::Proofs {
                phone: extra.phone_verified_at,
                id: extra.id_verified_at,
                photo: extra.photo_verified_at,
                samaj: extra.samaj_at,
            }
            .badges(),
            samaj_place: extra.samaj_at.and_then(|_| {
                crate::verification::volunteers::place_in(data, extra.samaj_village_id, extra.samaj_gol_id, lang)
            }),
            created_by,
            managed_by: crate::profiles::managed_by(created_by, row.male, lang),
            is_shortlisted: extra.shortlisted.is_some(),
            connection: connection.map(|(c, _)| c.clone()),
            match_: explanation,
            last_visited_on: if with_visits { extra.last_visited_at.map(Into::into) } else { None },
            visit_count: if with_visits { extra.visit_count } else { None },
            last_active: super::signals::last_active(extra.last_active_at, extra.hide_last_active, now),
            reply_rate: rates.get(&id).copied(),
            deleted: false,
        });
    }
    Ok(out)
}

/// The member misses one of the caller's core preferences (rule 41: the card says so quietly).
pub fn outside_preferences(explanation: &MatchExplanation) -> bool {
    explanation.mine.iter().any(|c| c.criterion.is_core() && c.met == Some(false))
}

/// Whether the caller may see the member of `row` (approved, as they have a row): the other gender, not blocked
/// either way.
fn may_see(me: &match_row::Model, row: &match_row::Model, blocked: &[i32]) -> bool {
    row.male != me.male && !blocked.contains(&row.member_id)
}

/// Whether the caller may open a private member's detail (rule 47): only once that member showed them interest.
/// Always for a member who is not private.
async fn opens_to(state: &AppState, me: &match_row::Model, row: &match_row::Model) -> Result<bool, ApiError> {
    if row.traits & shared::traits::PRIVATE == 0 {
        return Ok(true);
    }
    crate::connections::between::shown_interest(&state.db, row.member_id, me.member_id).await
}

/// The member's row when the caller may see them ([`may_see`], [`opens_to`]).
async fn visible_row(
    state: &AppState,
    me: &match_row::Model,
    member_id: i32,
) -> Result<Option<match_row::Model>, ApiError> {
    let Some(row) = lists::row_of(&state.db, member_id).await? else { return Ok(None) };
    if !may_see(me, &row, &blocked(state, me.member_id).await?) || !opens_to(state, me, &row).await? {
        return Ok(None);
    }
    Ok(Some(row))
}

/// The member id of a profile id the caller may see, or 0. A member found counts against the daily allowance of
/// members' details as opening them would (once a day per member): otherwise quick search would turn profile ids
/// into member ids without limit.
pub async fn quick_search(state: &AppState, member: &member::Model, req: QuickSearchRequest) -> Result<i32, ApiError> {
    validated(&req)?;
    let profile_id = req.profile_id.normalized();
    let Some(me) = my_row(state, member.id).await? else { return Ok(0) };
    let Some(found) = member::Entity::find().filter(member::Column::ProfileId.eq(profile_id)).one(&state.db).await?
    else {
        return Ok(0);
    };
    if visible_row(state, &me, found.id).await?.is_none() {
        return Ok(0);
    }
    crate::allowance::take_alone(
        state,
        member.id,
        shared::Allowance::MemberDetails,
        crate::allowance::Use::Member(found.id),
    )
    .await?;
    Ok(found.id)
}

pub async fn detail(
    state: &AppState,
    member: &member::Model,
    id: i32,
    visit: bool,
    lang: Lang,
) -> Result<MatchDetail, ApiError> {
    let db = &state.db;
    // Whether the caller may see them: both rows and the blocks, read at once.
    let (me, them, blocked) =
        tokio::try_join!(my_row(state, member.id), lists::row_of(db, id), blocked(state, member.id))?;
    let me = me.ok_or_else(ApiError::not_found)?;
    let them = them.filter(|r| may_see(&me, r, &blocked)).ok_or_else(ApiError::not_found)?;
    if !opens_to(state, &me, &them).await? {
        return Err(ApiError::not_found());
    }
    // Then what the detail shows, read at once.
    let one = [id];
    let (other, p, mut connections, is_shortlisted, approved_photos, data) = tokio::try_join!(
        async { member::Entity::find_by_id(id).one(db).await.map_err(ApiError::from) },
        async { profile::Entity::find_by_id(id).one(db).await.map_err(ApiError::from) },
        connections(db, &me, &one, (state.clock.now(), lang, &state.request_times)),
        async {
            shortlist::Entity::find_by_id((me.member_id, id)).one(db).await.map(|s| s.is_some()).map_err(ApiError::from)
        },
        async {
            photo::Entity::find()
                .filter(photo::Column::MemberId.eq(id))
                .filter(photo::Column::Status.eq(PhotoStatus::Approved))
                .order_by_desc(photo::Column::IsDefault)
                .order_by_desc(photo::Column::Id)
                .all(db)
                .await
                .map_err(ApiError::from)
        },
        state.lookups.data(),
    )?;
    let (other, p) = (other.ok_or_else(ApiError::not_found)?, p.ok_or_else(ApiError::not_found)?);
    let connection = connections.remove(&id);
    let accepted = connection.as_ref().is_some_and(|(_, accepted)| *accepted);
    let blurred = p.photo_visibility == PhotoVisibility::Connections && !accepted;
    let satapeta = p.satapeta_accepted;
    // As others see it: the sections alone (not the owner's photos, requests, reason or completeness), and the
    // parents' phones only to an accepted connection (rule 10).
    let horoscope_shown = p.horoscope_visibility != Some(PhotoVisibility::Connections) || accepted;
    let mut profile = sections_of(&data, &other, Some(p), lang);
    // The horoscope only as its owner allows (rule 50); who may see it is the owner's own business.
    profile.horoscope_visibility = None;
    if !horoscope_shown {
        profile.birth_time = None;
        profile.birth_place = None;
        profile.moon_sign = None;
        profile.nakshatra = None;
        profile.manglik = None;
    }
    if !accepted {
        profile.parent_phone1 = None;
        profile.parent_phone1_code = None;
        profile.parent_phone1_is_whatsapp = None;
        profile.parent_phone2 = None;
        profile.parent_phone2_code = None;
        profile.parent_phone2_is_whatsapp = None;
    }
    let now = state.clock.now();
    let size = if blurred { photos::process::BLURRED } else { "large" };
    let shown: Vec<MemberPhoto> = approved_photos
        .into_iter()
        .map(|ph| MemberPhoto {
            photo_id: ph.id,
            url: photos::signed_url(&state.keys, ph.id, size, me.member_id, now),
            is_default: ph.is_default,
        })
        .collect();
    profile.profile_image = shown.first().map(|ph| ph.url.clone());
    // The member counts against the caller's daily allowance of details (rule A1), in the transaction that records
    // the visit.
    let work = Work::begin(state).await?;
    if let Err(e) = allowance::take(&work, state, me.member_id, Allowance::MemberDetails, Use::Member(id)).await {
        drop(work);
        return Err(allowance::after_failed_take(state, me.member_id, Allowance::MemberDetails, e).await);
    }
    if visit {
        // Unseen by the visited when the caller is private or browses invisibly (rule 47).
        record_visit(&*work, state, (me.member_id, id), member.private_mode || member.browse_invisibly).await?;
    }
    work.commit(state).await?;
    let rates = super::signals::reply_rates(db, &one, now).await?;
    let context = Context { data: &data, lang, today: today(state) };
    Ok(MatchDetail {
        last_active: super::signals::last_active(other.last_active_at, other.hide_last_active, now),
        reply_rate: rates.get(&id).copied(),
        member_id: id,
        age: age(them.birth_date, context.today),
        match_: context.explain(&me, &them),
        profile,
        photos: shown,
        photo_blurred: blurred,
        badges: crate::verification::Proofs::of(&other).badges(),
        samaj_place: other.samaj_at.and_then(|_| {
            crate::verification::volunteers::place_in(&data, other.samaj_village_id, other.samaj_gol_id, lang)
        }),
        managed_by: crate::profiles::managed_by(other.created_by, them.male, lang),
        connection: connection.map(|(c, _)| c),
        is_shortlisted,
        is_blocked: false,
        satapeta,
    })
}

/// One row per (visitor, visited): the last visit and how many (rule 28), in one statement so that two
/// tabs opening the same member at once both count.
async fn record_visit(
    db: &impl ConnectionTrait,
    state: &AppState,
    (visitor, visited): (i32, i32),
    unseen: bool,
) -> Result<(), ApiError> {
    let now = state.clock.now();
    let row = visit::ActiveModel {
        visitor_id: sea_orm::Set(visitor),
        visited_id: sea_orm::Set(visited),
        last_visited_at: sea_orm::Set(now),
        visit_count: sea_orm::Set(1),
        unseen: sea_orm::Set(unseen),
    };
    visit::Entity::insert(row)
        .on_conflict(
            OnConflict::columns([visit::Column::VisitorId, visit::Column::VisitedId])
                .value(visit::Column::LastVisitedAt, now)
                .value(visit::Column::VisitCount, Expr::col((visit::Entity, visit::Column::VisitCount)).add(1))
                .value(visit::Column::Unseen, unseen)
                .to_owned(),
        )
        .exec_without_returning(db)
        .await?;
    Ok(())
}
