//! Matches, search, quick search and the member detail: the pool and lists of `matching::lists`, their cached
//! positions, and the cards with their explanation.

use std::collections::{HashMap, HashSet};

use sea_orm::{
    ColumnTrait, Condition, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder,
    sea_query::{Expr, ExprTrait, OnConflict},
};
use shared::{ConnectionStatus, MatchCriterion, PhotoStatus, PhotoVisibility, RequestState};

use entity::{connection_request, match_row, member, photo, profile, shortlist, visit};

use crate::{
    error::{ApiError, validated},
    lang::Lang,
    matching::{
        cache::Positions,
        explain::{Context, age},
        lists::{self, CAP, ListInput, ListKind},
        row,
    },
    photos,
    routes::{
        create_profile::service::sections_of,
        lookups::service::{ReferenceData, name},
        profile::preferences::{PartnerPreferenceRequest, check_references, model_of},
    },
    state::AppState,
};

use super::dto::{CardConnection, MatchCard, MatchDetail, MatchList, MatchSuggestion, MemberPhoto, QuickSearchRequest};

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

fn empty() -> MatchList {
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
    let input = ListInput { me, blocked, filters, now: state.clock.now(), today: today(state) };
    let statement = lists::statement(kind, &input);
    let mut ids = lists::ids(&state.db, &statement).await?;
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
        let input = ListInput { me: &loosened, blocked, filters: None, now: state.clock.now(), today: context.today };
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
    me: &match_row::Model,
    kind: ListKind,
    filters: Option<&match_row::Model>,
    key: String,
    (index, size): (u64, u64),
    lang: Lang,
) -> Result<MatchList, ApiError> {
    let data = state.lookups.data().await?;
    // Loaded once for the page: the positions (when computed) and the cards both leave blocked members out.
    let blocked = blocked(state, me.member_id).await?;
    let cached = if index > 1 { state.lists.get(me.member_id, &key) } else { None };
    let positions = match cached {
        Some(p) => p,
        None => {
            let p = compute(state, &data, me, kind, filters, &blocked, lang).await?;
            state.lists.put(me.member_id, key, p.clone());
            p
        }
    };
    let total = positions.ids.len() as u64;
    let start = Ord::min((index - 1) * size, total) as usize;
    let end = Ord::min(index * size, total) as usize;
    let result = cards(state, &data, me, &blocked, &positions.ids[start..end], lang, kind == ListKind::Recent).await?;
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
    let Some(me) = my_row(state, member.id).await? else { return Ok(empty()) };
    page(state, &me, kind, None, format!("{}:{}", kind.key(), lang.code()), (index, size), lang).await
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
    let Some(me) = my_row(state, member.id).await? else { return Ok(empty()) };
    let key = format!("search:{}:{filters:?}", lang.code());
    let wants = row::wants(&data, &model_of(member.id, filters, state.clock.now()));
    page(state, &me, ListKind::Search, Some(&wants), key, (index, size), lang).await
}

/// The caller's view of the connections with `ids`: the latest live or decided request of each pair.
async fn connections(
    db: &impl ConnectionTrait,
    me: i32,
    ids: &[i32],
) -> Result<HashMap<i32, (CardConnection, bool)>, ApiError> {
    let requests = connection_request::Entity::find()
        .filter(
            Condition::any()
                .add(
                    Condition::all()
                        .add(connection_request::Column::SenderId.eq(me))
                        .add(connection_request::Column::ReceiverId.is_in(ids.to_vec())),
                )
                .add(
                    Condition::all()
                        .add(connection_request::Column::ReceiverId.eq(me))
                        .add(connection_request::Column::SenderId.is_in(ids.to_vec())),
                ),
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
            _ => ConnectionStatus::Declined,
        };
        let accepted = status == ConnectionStatus::Accepted;
        // Ascending order: the latest request of each pair is written last and wins.
        out.insert(other, (CardConnection { request_id: r.id, status, created_on: r.created_at.into() }, accepted));
    }
    Ok(out)
}

/// The cards of `ids`, in their order; a member no longer visible to the caller is left out.
pub async fn cards(
    state: &AppState,
    data: &ReferenceData,
    me: &match_row::Model,
    blocked: &[i32],
    ids: &[i32],
    lang: Lang,
    with_visits: bool,
) -> Result<Vec<MatchCard>, ApiError> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let db = &state.db;
    let rows: HashMap<i32, match_row::Model> = match_row::Entity::find()
        .filter(match_row::Column::MemberId.is_in(ids.to_vec()))
        .filter(match_row::Column::Male.eq(!me.male))
        .all(db)
        .await?
        .into_iter()
        .filter(|r| !blocked.contains(&r.member_id))
        .map(|r| (r.member_id, r))
        .collect();
    let visible: Vec<i32> = ids.iter().copied().filter(|id| rows.contains_key(id)).collect();
    let members: HashMap<i32, member::Model> = member::Entity::find()
        .filter(member::Column::Id.is_in(visible.clone()))
        .all(db)
        .await?
        .into_iter()
        .map(|m| (m.id, m))
        .collect();
    let profiles: HashMap<i32, profile::Model> = profile::Entity::find()
        .filter(profile::Column::MemberId.is_in(visible.clone()))
        .all(db)
        .await?
        .into_iter()
        .map(|p| (p.member_id, p))
        .collect();
    let shortlisted: HashSet<i32> = shortlist::Entity::find()
        .filter(shortlist::Column::MemberId.eq(me.member_id))
        .filter(shortlist::Column::ShortlistedId.is_in(visible.clone()))
        .all(db)
        .await?
        .into_iter()
        .map(|s| s.shortlisted_id)
        .collect();
    let connections = connections(db, me.member_id, &visible).await?;
    let visits: HashMap<i32, visit::Model> = if with_visits {
        visit::Entity::find()
            .filter(visit::Column::VisitorId.eq(me.member_id))
            .filter(visit::Column::VisitedId.is_in(visible.clone()))
            .all(db)
            .await?
            .into_iter()
            .map(|v| (v.visited_id, v))
            .collect()
    } else {
        HashMap::new()
    };
    let blurred: HashSet<i32> = visible
        .iter()
        .copied()
        .filter(|id| {
            profiles.get(id).is_some_and(|p| p.photo_visibility == PhotoVisibility::Connections)
                && !connections.get(id).is_some_and(|(_, accepted)| *accepted)
        })
        .collect();
    let (clear_ids, blurred_ids): (Vec<i32>, Vec<i32>) = visible.iter().partition(|id| !blurred.contains(id));
    let mut urls = photos::default_urls(state, &clear_ids, "medium").await?;
    urls.extend(photos::default_urls(state, &blurred_ids, photos::process::BLURRED).await?);
    let context = Context { data, lang, today: today(state) };
    let mut out = Vec::with_capacity(visible.len());
    for id in visible {
        let (Some(row), Some(m), Some(p)) = (rows.get(&id), members.get(&id), profiles.get(&id)) else { continue };
        let named = |list: Option<(&str, &str)>| list.map(|(gu, en)| name(lang, gu, en));
        let visit = visits.get(&id);
        out.push(MatchCard {
            member_id: id,
            profile_id: m.profile_id.clone(),
            first_name: m.first_name.clone(),
            last_name: m.last_name.clone(),
            age: age(row.birth_date, context.today),
            height: named(
                p.height_id
                    .and_then(|h| data.heights.iter().find(|x| x.id == h))
                    .map(|x| (x.name_gu.as_str(), x.name_en.as_str())),
            ),
            city: p.city.clone(),
            education: named(
                p.education_id
                    .and_then(|e| data.educations.iter().find(|x| x.id == e))
                    .map(|x| (x.name_gu.as_str(), x.name_en.as_str())),
            ),
            occupation: named(
                p.occupation_id
                    .and_then(|o| data.occupations.iter().find(|x| x.id == o))
                    .map(|x| (x.name_gu.as_str(), x.name_en.as_str())),
            ),
            community: named(
                p.community_id
                    .or(p.parent_community_id)
                    .and_then(|c| data.communities.iter().find(|x| x.id == c))
                    .map(|x| (x.name_gu.as_str(), x.name_en.as_str())),
            ),
            marital_status: p.marital_status,
            photo_url: urls.remove(&id),
            photo_blurred: blurred.contains(&id),
            is_shortlisted: shortlisted.contains(&id),
            connection: connections.get(&id).map(|(c, _)| c.clone()),
            match_: context.explain(me, row),
            last_visited_on: visit.map(|v| v.last_visited_at.into()),
            visit_count: visit.map(|v| v.visit_count),
        });
    }
    Ok(out)
}

/// The member's row when the caller may see them: approved, the other gender, not blocked either way.
async fn visible_row(
    state: &AppState,
    me: &match_row::Model,
    member_id: i32,
) -> Result<Option<match_row::Model>, ApiError> {
    let Some(row) = lists::row_of(&state.db, member_id).await? else { return Ok(None) };
    if row.male == me.male || blocked(state, me.member_id).await?.contains(&member_id) {
        return Ok(None);
    }
    Ok(Some(row))
}

pub async fn quick_search(state: &AppState, member: &member::Model, req: QuickSearchRequest) -> Result<i32, ApiError> {
    validated(&req)?;
    let profile_id = req.profile_id.normalized();
    let Some(me) = my_row(state, member.id).await? else { return Ok(0) };
    let Some(found) = member::Entity::find().filter(member::Column::ProfileId.eq(profile_id)).one(&state.db).await?
    else {
        return Ok(0);
    };
    Ok(if visible_row(state, &me, found.id).await?.is_some() { found.id } else { 0 })
}

pub async fn detail(state: &AppState, member: &member::Model, id: i32, lang: Lang) -> Result<MatchDetail, ApiError> {
    let me = my_row(state, member.id).await?.ok_or_else(ApiError::not_found)?;
    let them = visible_row(state, &me, id).await?.ok_or_else(ApiError::not_found)?;
    let other = member::Entity::find_by_id(id).one(&state.db).await?.ok_or_else(ApiError::not_found)?;
    let p = profile::Entity::find_by_id(id).one(&state.db).await?.ok_or_else(ApiError::not_found)?;
    let data = state.lookups.data().await?;
    let connection = connections(&state.db, me.member_id, &[id]).await?.remove(&id);
    let accepted = connection.as_ref().is_some_and(|(_, accepted)| *accepted);
    let blurred = p.photo_visibility == PhotoVisibility::Connections && !accepted;
    let is_shortlisted = shortlist::Entity::find_by_id((me.member_id, id)).one(&state.db).await?.is_some();
    let satapeta = p.satapeta_accepted;
    // As others see it: the sections alone (not the owner's photos, requests, reason or completeness), and the
    // parents' phones only to an accepted connection (DECISIONS.md 10).
    let mut profile = sections_of(&data, &other, Some(p), lang);
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
    let shown: Vec<MemberPhoto> = photo::Entity::find()
        .filter(photo::Column::MemberId.eq(id))
        .filter(photo::Column::Status.eq(PhotoStatus::Approved))
        .order_by_desc(photo::Column::IsDefault)
        .order_by_desc(photo::Column::Id)
        .all(&state.db)
        .await?
        .into_iter()
        .map(|ph| MemberPhoto {
            photo_id: ph.id,
            url: photos::signed_url(&state.keys, ph.id, size, now),
            is_default: ph.is_default,
        })
        .collect();
    profile.profile_image = shown.first().map(|ph| ph.url.clone());
    record_visit(state, me.member_id, id).await?;
    let context = Context { data: &data, lang, today: today(state) };
    Ok(MatchDetail {
        member_id: id,
        age: age(them.birth_date, context.today),
        match_: context.explain(&me, &them),
        profile,
        photos: shown,
        photo_blurred: blurred,
        connection: connection.map(|(c, _)| c),
        is_shortlisted,
        is_blocked: false,
        satapeta,
    })
}

/// One row per (visitor, visited): the last visit and how many (DECISIONS.md 28), in one statement so that two
/// tabs opening the same member at once both count.
async fn record_visit(state: &AppState, visitor: i32, visited: i32) -> Result<(), ApiError> {
    let now = state.clock.now();
    let row = visit::ActiveModel {
        visitor_id: sea_orm::Set(visitor),
        visited_id: sea_orm::Set(visited),
        last_visited_at: sea_orm::Set(now),
        visit_count: sea_orm::Set(1),
    };
    visit::Entity::insert(row)
        .on_conflict(
            OnConflict::columns([visit::Column::VisitorId, visit::Column::VisitedId])
                .value(visit::Column::LastVisitedAt, now)
                .value(visit::Column::VisitCount, Expr::col((visit::Entity, visit::Column::VisitCount)).add(1))
                .to_owned(),
        )
        .exec_without_returning(&state.db)
        .await?;
    Ok(())
}
