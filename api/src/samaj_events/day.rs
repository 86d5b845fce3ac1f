//! The day of an event and afterwards (rule 49). On the event's day a registrant marks the event numbers of those
//! they would like to meet; a mark is seen by its maker alone until the other marks them back, and then both are
//! told. From the day until a week after, each side of a mutual pair confirms once; the second confirmation makes an
//! accepted connection outside the daily quota. A block either way keeps a pair from ever being mutual. Each call
//! is one transaction under the event's row lock, so two marks or two confirmations at once are taken one after
//! the other and neither misses the other.

use std::collections::HashSet;

use chrono::NaiveDate;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, Set, sea_query::OnConflict,
};

use entity::{event, event_interest, event_registration, member, profile};
use shared::{Lang, NotificationKind, ProfileStatus, limits};

use super::{
    Organiser, about_event, listed_event, lock_event,
    model::{DayMark, EventDay, EventNumberRequest, MutualPair, PairSide},
    organised, own_registration, people, rule,
};
use crate::{
    connections::service::{blocked_either, connect_at_event, named},
    error::{ApiError, Reason, validated},
    notifications::{self as notify, Notice},
    reference::data::name,
    state::AppState,
    verification::volunteers,
    work::Work,
};

/// Marks are made and taken back on the day of the event (India's).
fn marking_open(row: &event::Model, today: NaiveDate) -> bool {
    today == row.held_on
}

/// Mutual marks are confirmed from the day of the event until the member's list lets it go.
fn confirming_open(row: &event::Model, today: NaiveDate) -> bool {
    today >= row.held_on && today <= row.held_on + chrono::Duration::days(limits::EVENT_LISTED_DAYS_AFTER)
}

/// The caller's standing registration for the event: 422 `not_registered` otherwise.
async fn registrant(db: &impl ConnectionTrait, event_id: i32, me: i32) -> Result<event_registration::Model, ApiError> {
    own_registration(db, event_id, me)
        .await?
        .filter(|r| r.withdrawn_at.is_none())
        .ok_or_else(|| rule(Reason::NotRegistered))
}

/// The registrant holding `number` whom the caller may mark: registered still, approved, of the other side; 422
/// `not_a_candidate` otherwise (the booklet names every registrant to every registrant, so nothing is disclosed).
async fn candidate(
    db: &impl ConnectionTrait,
    event_id: i32,
    me: &member::Model,
    number: i32,
) -> Result<member::Model, ApiError> {
    let reg = event_registration::Entity::find()
        .filter(event_registration::Column::EventId.eq(event_id))
        .filter(event_registration::Column::EventNumber.eq(number))
        .filter(event_registration::Column::WithdrawnAt.is_null())
        .one(db)
        .await?
        .filter(|r| r.member_id != me.id)
        .ok_or_else(|| rule(Reason::NotACandidate))?;
    let other = member::Entity::find_by_id(reg.member_id)
        .one(db)
        .await?
        .filter(|m| m.profile_status == ProfileStatus::Approved)
        .ok_or_else(|| rule(Reason::NotACandidate))?;
    let genders: Vec<Option<bool>> = profile::Entity::find()
        .filter(profile::Column::MemberId.is_in([me.id, other.id]))
        .order_by_asc(profile::Column::MemberId)
        .all(db)
        .await?
        .into_iter()
        .map(|p| p.gender)
        .collect();
    match genders.as_slice() {
        [Some(a), Some(b)] if a != b => Ok(other),
        _ => Err(rule(Reason::NotACandidate)),
    }
}

async fn mark_of(
    db: &impl ConnectionTrait,
    event_id: i32,
    from: i32,
    to: i32,
) -> Result<Option<event_interest::Model>, ApiError> {
    Ok(event_interest::Entity::find_by_id((event_id, from, to)).one(db).await?)
}

/// What every change on the day page starts with: the request checked, its transaction begun, the listed event read
/// and locked, and the caller's standing registration (422 `not_registered`).
struct DayCall {
    work: Work,
    row: event::Model,
    mine: event_registration::Model,
    now: chrono::DateTime<chrono::Utc>,
    today: NaiveDate,
}

async fn begin(state: &AppState, me: &member::Model, id: i32, req: &EventNumberRequest) -> Result<DayCall, ApiError> {
    validated(req)?;
    let now = state.clock.now();
    let today = shared::rules::india_date(now);
    let work = Work::begin(state).await?;
    // Locked first, then read: a cancellation committed meanwhile is seen.
    lock_event(&work, id).await?;
    let row = listed_event(&*work, id, today).await?;
    if row.cancelled_at.is_some() {
        return Err(rule(Reason::EventCancelled));
    }
    let mine = registrant(&*work, id, me.id).await?;
    Ok(DayCall { work, row, mine, now, today })
}

/// Marks the registrant holding `eventNumber`, on the day; marking again changes nothing. When it makes the pair
/// mutual, both are told.
pub async fn mark(
    state: &AppState,
    me: &member::Model,
    id: i32,
    req: EventNumberRequest,
    lang: Lang,
) -> Result<EventDay, ApiError> {
    let DayCall { mut work, row, mine, now, today } = begin(state, me, id, &req).await?;
    if !marking_open(&row, today) {
        return Err(rule(Reason::MarkingClosed));
    }
    let other = candidate(&*work, id, me, req.event_number.0 as i32).await?;
    let made = event_interest::Entity::insert(event_interest::ActiveModel {
        event_id: Set(id),
        member_id: Set(me.id),
        other_id: Set(other.id),
        marked_at: Set(now),
        confirmed_at: Set(None),
    })
    .on_conflict(
        OnConflict::columns([
            event_interest::Column::EventId,
            event_interest::Column::MemberId,
            event_interest::Column::OtherId,
        ])
        .do_nothing()
        .to_owned(),
    )
    .exec_without_returning(&*work)
    .await?
        > 0;
    if made && mark_of(&*work, id, other.id, me.id).await?.is_some() && !blocked_either(&*work, me.id, other.id).await?
    {
        let theirs = registrant(&*work, id, other.id).await?;
        for (to, whom, number) in [(me, &other, theirs.event_number), (&other, me, mine.event_number)] {
            let notice = Notice {
                kind: NotificationKind::EventMutual,
                title: about_event(&row, "events-mutual-title", &[]),
                body: about_event(&row, "events-mutual-body", &[("name", &named(whom)), ("number", &number)]),
                page: format!("/events/{id}/day"),
                button: notify::both("events-day-button", &[]),
                request_id: None,
                hold: None,
            };
            notify::tell(state, &mut work, to, notice).await?;
        }
    }
    let day = read(state, &*work, me, &row, &mine, today, lang).await?;
    work.commit(state).await?;
    Ok(day)
}

/// Takes a mark back, on the day, unless the caller confirmed it (422 `already_confirmed`); no mark, no change.
pub async fn unmark(
    state: &AppState,
    me: &member::Model,
    id: i32,
    req: EventNumberRequest,
    lang: Lang,
) -> Result<EventDay, ApiError> {
    let DayCall { work, row, mine, today, .. } = begin(state, me, id, &req).await?;
    if !marking_open(&row, today) {
        return Err(rule(Reason::MarkingClosed));
    }
    let holder = event_registration::Entity::find()
        .filter(event_registration::Column::EventId.eq(id))
        .filter(event_registration::Column::EventNumber.eq(req.event_number.0 as i32))
        .one(&*work)
        .await?;
    if let Some(holder) = holder
        && let Some(mark) = mark_of(&*work, id, me.id, holder.member_id).await?
    {
        if mark.confirmed_at.is_some() {
            return Err(rule(Reason::AlreadyConfirmed));
        }
        event_interest::Entity::delete_by_id((id, me.id, holder.member_id)).exec(&*work).await?;
    }
    let day = read(state, &*work, me, &row, &mine, today, lang).await?;
    work.commit(state).await?;
    Ok(day)
}

/// Confirms a mutual mark (422 `not_mutual` otherwise), from the day until a week after; the second side's
/// confirmation connects the two.
pub async fn confirm(
    state: &AppState,
    me: &member::Model,
    id: i32,
    req: EventNumberRequest,
    lang: Lang,
) -> Result<EventDay, ApiError> {
    let DayCall { mut work, row, mine, now, today } = begin(state, me, id, &req).await?;
    if !confirming_open(&row, today) {
        return Err(rule(Reason::ConfirmingClosed));
    }
    let other = candidate(&*work, id, me, req.event_number.0 as i32).await?;
    let (Some(my_mark), Some(their_mark)) =
        (mark_of(&*work, id, me.id, other.id).await?, mark_of(&*work, id, other.id, me.id).await?)
    else {
        return Err(rule(Reason::NotMutual));
    };
    if blocked_either(&*work, me.id, other.id).await? {
        return Err(rule(Reason::NotMutual));
    }
    if my_mark.confirmed_at.is_none() {
        event_interest::ActiveModel {
            event_id: Set(id),
            member_id: Set(me.id),
            other_id: Set(other.id),
            confirmed_at: Set(Some(now)),
            ..Default::default()
        }
        .update(&*work)
        .await?;
        if their_mark.confirmed_at.is_some() {
            let told = |whom: &member::Model| {
                let name = named(whom);
                (
                    about_event(&row, "events-connected-title", &[]),
                    about_event(&row, "events-connected-body", &[("name", &name)]),
                )
            };
            connect_at_event(state, &mut work, (&other, me), id, told).await?;
        }
    }
    let day = read(state, &*work, me, &row, &mine, today, lang).await?;
    work.commit(state).await?;
    Ok(day)
}

/// The caller's day page: 422 `not_registered` unless registered.
pub async fn day(state: &AppState, me: &member::Model, id: i32, lang: Lang) -> Result<EventDay, ApiError> {
    let today = shared::rules::india_date(state.clock.now());
    let row = listed_event(&state.db, id, today).await?;
    let mine = registrant(&state.db, id, me.id).await?;
    read(state, &state.db, me, &row, &mine, today, lang).await
}

/// The registrations (withdrawn or not) of `ids` at the event.
async fn numbers(
    db: &impl ConnectionTrait,
    event_id: i32,
    ids: &[i32],
) -> Result<Vec<event_registration::Model>, ApiError> {
    let mut regs = Vec::new();
    for chunk in ids.chunks(500) {
        regs.extend(
            event_registration::Entity::find()
                .filter(event_registration::Column::EventId.eq(event_id))
                .filter(event_registration::Column::MemberId.is_in(chunk.to_vec()))
                .all(db)
                .await?,
        );
    }
    Ok(regs)
}

async fn read(
    state: &AppState,
    db: &impl ConnectionTrait,
    me: &member::Model,
    row: &event::Model,
    mine: &event_registration::Model,
    today: NaiveDate,
    lang: Lang,
) -> Result<EventDay, ApiError> {
    let made = event_interest::Entity::find()
        .filter(event_interest::Column::EventId.eq(row.id))
        .filter(event_interest::Column::MemberId.eq(me.id))
        .all(db)
        .await?;
    let others: Vec<i32> = made.iter().map(|m| m.other_id).collect();
    let back = event_interest::Entity::find()
        .filter(event_interest::Column::EventId.eq(row.id))
        .filter(event_interest::Column::OtherId.eq(me.id))
        .filter(event_interest::Column::MemberId.is_in(others.clone()))
        .all(db)
        .await?;
    let (members, profiles) = people(db, &others).await?;
    let regs = numbers(db, row.id, &others).await?;
    let data = state.lookups.data().await?;
    let mut marks = Vec::new();
    for m in &made {
        // A member whose profile is not approved now (suspended, deactivated) is shown to nobody (rule 10).
        let (Some(who), Some(reg)) = (
            members.iter().find(|x| x.id == m.other_id && x.profile_status == ProfileStatus::Approved),
            regs.iter().find(|r| r.member_id == m.other_id),
        ) else {
            continue;
        };
        let p = profiles.iter().find(|p| p.member_id == who.id);
        let theirs = back.iter().find(|b| b.member_id == who.id);
        let mutual = theirs.is_some() && !blocked_either(db, me.id, who.id).await?;
        let connected = mutual && m.confirmed_at.is_some() && theirs.is_some_and(|t| t.confirmed_at.is_some());
        marks.push(DayMark {
            event_number: reg.event_number,
            first_name: who.first_name.clone(),
            last_name: who.last_name.clone(),
            age: p.and_then(|p| p.birth_date).and_then(|b| shared::rules::age_on(b, row.held_on)).map(|a| a as i32),
            place: p.and_then(|p| volunteers::place_in(&data, p.native_village_id, p.gol_id, lang)),
            marked_at: m.marked_at.into(),
            mutual,
            confirmed: m.confirmed_at.is_some(),
            connected_member_id: connected.then_some(who.id),
        });
    }
    marks.sort_by_key(|m| m.event_number);
    Ok(EventDay {
        event_id: row.id,
        name: name(lang, &row.name_gu, &row.name_en),
        held_on: row.held_on,
        event_number: mine.event_number,
        marking_open: marking_open(row, today),
        confirming_open: confirming_open(row, today),
        marks,
    })
}

/// The pairs of an event who marked each other, each once (the bride's mark read first), without those a block
/// parts.
async fn pairs_of(
    db: &impl ConnectionTrait,
    event_id: i32,
) -> Result<Vec<(event_interest::Model, event_interest::Model)>, ApiError> {
    let all = event_interest::Entity::find().filter(event_interest::Column::EventId.eq(event_id)).all(db).await?;
    let set: HashSet<(i32, i32)> = all.iter().map(|m| (m.member_id, m.other_id)).collect();
    let mut pairs = Vec::new();
    for m in all.iter().filter(|m| m.member_id < m.other_id && set.contains(&(m.other_id, m.member_id))) {
        if blocked_either(db, m.member_id, m.other_id).await? {
            continue;
        }
        if let Some(back) = all.iter().find(|b| b.member_id == m.other_id && b.other_id == m.member_id) {
            pairs.push((m.clone(), back.clone()));
        }
    }
    Ok(pairs)
}

/// For its organisers: the mutual pairs of each event of `ids`, and how many of them both confirmed (connected, by a
/// connection made at the event or one the two already had).
pub(super) async fn counts(db: &impl ConnectionTrait, ids: &[i32]) -> Result<Vec<(i32, u64, u64)>, ApiError> {
    let mut out = Vec::new();
    for id in ids {
        let pairs = pairs_of(db, *id).await?;
        let connected = pairs.iter().filter(|(a, b)| a.confirmed_at.is_some() && b.confirmed_at.is_some()).count();
        out.push((*id, pairs.len() as u64, connected as u64));
    }
    Ok(out)
}

/// The mutual pairs of an event its organiser manages, for the desk to arrange meetings: the latest first.
pub async fn mutual(state: &AppState, account: &member::Model, id: i32) -> Result<Vec<MutualPair>, ApiError> {
    let organiser = Organiser::of(&state.db, account).await?;
    organised(&state.db, &organiser, id).await?;
    let pairs = pairs_of(&state.db, id).await?;
    let ids: Vec<i32> = pairs.iter().flat_map(|(a, b)| [a.member_id, b.member_id]).collect();
    let (members, profiles) = people(&state.db, &ids).await?;
    let regs = numbers(&state.db, id, &ids).await?;
    let side = |member_id: i32| -> Option<(bool, PairSide)> {
        let m = members.iter().find(|m| m.id == member_id && m.profile_status == ProfileStatus::Approved)?;
        let reg = regs.iter().find(|r| r.member_id == member_id)?;
        let bride = profiles.iter().find(|p| p.member_id == member_id)?.gender == Some(false);
        Some((
            bride,
            PairSide {
                event_number: reg.event_number,
                first_name: m.first_name.clone(),
                last_name: m.last_name.clone(),
                profile_id: m.profile_id.clone(),
            },
        ))
    };
    let mut list: Vec<(chrono::DateTime<chrono::Utc>, MutualPair)> = pairs
        .iter()
        .filter_map(|(a, b)| {
            let (a_bride, a_side) = side(a.member_id)?;
            let (_, b_side) = side(b.member_id)?;
            let (bride, groom) = if a_bride { (a_side, b_side) } else { (b_side, a_side) };
            let since = a.marked_at.max(b.marked_at);
            let connected = a.confirmed_at.is_some() && b.confirmed_at.is_some();
            Some((since, MutualPair { bride, groom, mutual_since: since.into(), connected }))
        })
        .collect();
    list.sort_by_key(|pair| std::cmp::Reverse(pair.0));
    Ok(list.into_iter().map(|(_, pair)| pair).collect())
}
