//! Events of the samaj (rule 49): the parichay sammelan, where villages meet their young people. Moderators, and
//! volunteers for the villages they serve (rule 45), organise an event; approved members register for one they may
//! join, choosing what the booklet shows of them, and get an event number. Each use case is one transaction; the
//! organisers' changes are in the audit log.

pub mod booklet;
pub mod day;
pub mod model;
pub mod paper;
pub mod pdf;
pub mod spreadsheet;

use chrono::{DateTime, NaiveDate, Utc};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect,
    Set, TryIntoModel,
};
use serde_json::json;

use entity::{event, event_interest, event_registration, member, profile, volunteer};
use shared::{AuditAction, EventFor, EventStanding, Lang, NotificationKind, Role, catalog, limits};

use model::{
    CommitteeMember, EventCancelRequest, EventList, EventRegisterRequest, EventRegistrant, EventRegistration,
    EventRequest, EventView,
};

use crate::{
    error::{ApiError, ErrorCode, Reason, validated},
    messages,
    moderation::moderators::{AuditEntry, audit},
    notifications::{self as notify, Bilingual, Notice},
    reference::data::{ReferenceData, name},
    state::AppState,
    verification::volunteers,
    work::Work,
};

fn rule(detail: Reason) -> ApiError {
    ApiError::new(ErrorCode::RuleViolated).with_detail(detail)
}

fn ids(json: &str) -> Vec<i32> {
    serde_json::from_str(json).unwrap_or_default()
}

fn committee_of(row: &event::Model) -> Vec<CommitteeMember> {
    serde_json::from_str(&row.committee).unwrap_or_default()
}

/// Registrations that stand (not withdrawn) of an event.
async fn registered(db: &impl ConnectionTrait, event_id: i32) -> Result<u64, ApiError> {
    Ok(event_registration::Entity::find()
        .filter(event_registration::Column::EventId.eq(event_id))
        .filter(event_registration::Column::WithdrawnAt.is_null())
        .count(db)
        .await?)
}

/// The village, else the gol, an event is organised for, named in `lang`.
fn place_of(data: &ReferenceData, row: &event::Model, lang: Lang) -> Option<String> {
    volunteers::place_in(data, row.village_id, row.gol_id, lang)
}

/// Where registration stands for anyone who may register, on `today` (India's date).
fn window(row: &event::Model, registered: u64, today: NaiveDate) -> EventStanding {
    if today < row.opens_on {
        EventStanding::NotYetOpen
    } else if today > row.closes_on {
        EventStanding::Closed
    } else if registered >= row.capacity.max(0) as u64 {
        EventStanding::Full
    } else {
        EventStanding::Open
    }
}

/// Whether a profile may register for an event: age on the day, bride or groom, community (a listed parent counts
/// for its sub-communities), gol and marital status.
/// Whether a person of this birth date and side is of the age on the day and the side the event is for.
fn fits_age_and_side(row: &event::Model, birth: Option<NaiveDate>, male: Option<bool>) -> bool {
    let age = birth.and_then(|b| shared::rules::age_on(b, row.held_on)).map(|a| a as i32);
    let in_ages = match age {
        Some(age) => row.min_age.is_none_or(|min| age >= min) && row.max_age.is_none_or(|max| age <= max),
        None => false,
    };
    let side = match (row.open_to, male) {
        (EventFor::Both, Some(_)) => true,
        (EventFor::Brides, Some(male)) => !male,
        (EventFor::Grooms, Some(male)) => male,
        (_, None) => false,
    };
    in_ages && side
}

fn eligible(row: &event::Model, p: &profile::Model) -> bool {
    let any_or =
        |list: Vec<i32>, values: &[Option<i32>]| list.is_empty() || values.iter().flatten().any(|v| list.contains(v));
    fits_age_and_side(row, p.birth_date, p.gender)
        && any_or(ids(&row.community_ids), &[p.community_id, p.parent_community_id])
        && any_or(ids(&row.gol_ids), &[p.gol_id])
        && any_or(ids(&row.marital_statuses), &[p.marital_status])
}

/// `message` of the events catalog in both languages, the event named in each.
fn about_event(row: &event::Model, id: &str, args: &[(&str, &dyn std::fmt::Display)]) -> Bilingual {
    let text = |lang: Lang, event_name: &str| {
        let mut all: Vec<(&str, &dyn std::fmt::Display)> = args.to_vec();
        all.push(("event", &event_name));
        catalog::text(lang, id, &all)
    };
    (text(Lang::Gu, &row.name_gu), text(Lang::En, &row.name_en))
}

fn registration_of(r: &event_registration::Model) -> Option<EventRegistration> {
    r.withdrawn_at.is_none().then(|| EventRegistration {
        event_number: r.event_number,
        show_photo: r.show_photo,
        contact: r.contact,
        show_income: r.show_income,
        registered_on: r.registered_at.into(),
    })
}

fn view(
    data: &ReferenceData,
    row: &event::Model,
    registered: u64,
    standing: EventStanding,
    registration: Option<EventRegistration>,
    lang: Lang,
) -> EventView {
    EventView {
        event_id: row.id,
        name: name(lang, &row.name_gu, &row.name_en),
        name_gu: row.name_gu.clone(),
        name_en: row.name_en.clone(),
        held_on: row.held_on,
        venue: row.venue.clone(),
        village_id: row.village_id,
        gol_id: row.gol_id,
        place: place_of(data, row, lang),
        committee: committee_of(row),
        opens_on: row.opens_on,
        closes_on: row.closes_on,
        min_age: row.min_age,
        max_age: row.max_age,
        open_to: row.open_to,
        community_ids: ids(&row.community_ids),
        gol_ids: ids(&row.gol_ids),
        marital_statuses: ids(&row.marital_statuses),
        capacity: row.capacity,
        registered,
        mutual_pairs: None,
        connections: None,
        fee_note: row.fee_note.clone(),
        contact: row.contact.clone(),
        standing: if row.cancelled_at.is_some() { EventStanding::Cancelled } else { standing },
        registration,
        cancelled_on: row.cancelled_at.map(Into::into),
        cancel_reason: row.cancel_reason.clone(),
    }
}

// ---------- organisers ----------

/// Who organises: a moderator (every event), or a volunteer (the events of the villages and gol they serve).
enum Organiser {
    Moderator,
    Volunteer { villages: Vec<i32>, gol: Option<i32> },
}

impl Organiser {
    async fn of(db: &impl ConnectionTrait, account: &member::Model) -> Result<Self, ApiError> {
        if account.role == Role::Moderator {
            return Ok(Self::Moderator);
        }
        Self::volunteer(db, account).await
    }

    /// The account as a volunteer organising, moderators included in the refusal (403 `not_volunteer`): the paper
    /// forms are the volunteers' own.
    async fn volunteer(db: &impl ConnectionTrait, account: &member::Model) -> Result<Self, ApiError> {
        let row: volunteer::Model = volunteers::appointment(db, account).await?;
        Ok(Self::Volunteer { villages: volunteers::villages_of(&row), gol: row.gol_id })
    }

    /// Whether an event for this village or gol is the organiser's.
    fn serves(&self, village: Option<i32>, gol: Option<i32>) -> bool {
        match self {
            Self::Moderator => true,
            Self::Volunteer { villages, gol: own } => {
                village.is_some_and(|v| villages.contains(&v)) || (gol.is_some() && gol == *own)
            }
        }
    }

    fn condition(&self) -> sea_orm::Condition {
        match self {
            Self::Moderator => sea_orm::Condition::all(),
            Self::Volunteer { villages, gol } => {
                let mut any = sea_orm::Condition::any().add(event::Column::VillageId.is_in(villages.clone()));
                if let Some(gol) = gol {
                    any = any.add(event::Column::GolId.eq(*gol));
                }
                any
            }
        }
    }
}

/// The event `id` when the organiser may manage it; 404 otherwise.
async fn organised(db: &impl ConnectionTrait, organiser: &Organiser, id: i32) -> Result<event::Model, ApiError> {
    event::Entity::find_by_id(id).filter(organiser.condition()).one(db).await?.ok_or_else(ApiError::not_found)
}

/// Checks what a body cannot say of itself: the reference ids, the window within the day, the day not past (unless
/// unchanged), and a volunteer's place.
fn checked(
    data: &ReferenceData,
    organiser: &Organiser,
    req: &EventRequest,
    today: NaiveDate,
    before: Option<&event::Model>,
) -> Result<(), ApiError> {
    validated(req)?;
    let known = |list: &[i32], exists: &dyn Fn(i32) -> bool| list.iter().all(|id| exists(*id));
    if !req.village_id.is_none_or(|v| data.villages.iter().any(|x| x.id == v)) {
        return Err(ApiError::field("villageId", "invalid_choice"));
    }
    if !req.gol_id.is_none_or(|g| data.gols.iter().any(|x| x.id == g)) {
        return Err(ApiError::field("golId", "invalid_choice"));
    }
    if !known(&req.community_ids, &|id| data.communities.iter().any(|c| c.id == id)) {
        return Err(ApiError::field("communityIds", "invalid_choice"));
    }
    if !known(&req.gol_ids, &|id| data.gols.iter().any(|g| g.id == id)) {
        return Err(ApiError::field("golIds", "invalid_choice"));
    }
    if !known(&req.marital_statuses, &|id| shared::MaritalStatus::from_code(id).is_some()) {
        return Err(ApiError::field("maritalStatuses", "invalid_choice"));
    }
    if req.closes_on > req.held_on {
        return Err(ApiError::field("closesOn", "range_order"));
    }
    if req.held_on < today && before.is_none_or(|b| b.held_on != req.held_on) {
        return Err(rule(Reason::EventDatePassed));
    }
    if !organiser.serves(req.village_id, req.gol_id) {
        return Err(rule(Reason::EventNotYourVillage));
    }
    Ok(())
}

fn audited(row: &event::Model) -> serde_json::Value {
    json!({"eventId": row.id, "nameGu": row.name_gu, "nameEn": row.name_en, "heldOn": row.held_on,
        "venue": row.venue, "villageId": row.village_id, "golId": row.gol_id, "opensOn": row.opens_on,
        "closesOn": row.closes_on, "capacity": row.capacity})
}

/// Creates or changes an event (`id`), in one transaction with its audit entry.
pub async fn save(
    state: &AppState,
    account: &member::Model,
    id: Option<i32>,
    req: EventRequest,
    lang: Lang,
) -> Result<EventView, ApiError> {
    let now = state.clock.now();
    let today = shared::rules::india_date(now);
    let data = state.lookups.data().await?;
    let work = Work::begin(state).await?;
    let organiser = Organiser::of(&*work, account).await?;
    let before = match id {
        Some(id) => {
            // The registrations count under the event's lock, so a capacity is never set below them; the row is read
            // once locked, so a cancellation committed meanwhile is seen.
            lock_event(&work, id).await?;
            Some(organised(&*work, &organiser, id).await?)
        }
        None => None,
    };
    if before.as_ref().is_some_and(|b| b.cancelled_at.is_some()) {
        return Err(rule(Reason::EventCancelled));
    }
    checked(&data, &organiser, &req, today, before.as_ref())?;
    let count = match &before {
        Some(b) => registered(&*work, b.id).await?,
        None => 0,
    };
    if req.capacity.0 < count as i64 {
        return Err(rule(Reason::CapacityBelowRegistrations));
    }
    let list = |v: &[i32]| serde_json::to_string(v).unwrap_or_else(|_| "[]".to_owned());
    let mut row = event::ActiveModel {
        name_gu: Set(req.name_gu.into_inner().trim().to_owned()),
        name_en: Set(req.name_en.into_inner().trim().to_owned()),
        held_on: Set(req.held_on),
        venue: Set(req.venue.into_inner().trim().to_owned()),
        village_id: Set(req.village_id),
        gol_id: Set(req.gol_id),
        committee: Set(serde_json::to_string(&req.committee).unwrap_or_else(|_| "[]".to_owned())),
        opens_on: Set(req.opens_on),
        closes_on: Set(req.closes_on),
        min_age: Set(req.min_age.map(|a| a.0 as i32)),
        max_age: Set(req.max_age.map(|a| a.0 as i32)),
        open_to: Set(req.open_to),
        community_ids: Set(list(&req.community_ids)),
        gol_ids: Set(list(&req.gol_ids)),
        marital_statuses: Set(list(&req.marital_statuses)),
        capacity: Set(req.capacity.0 as i32),
        fee_note: Set(req.fee_note.map(|f| f.into_inner().trim().to_owned()).filter(|f| !f.is_empty())),
        contact: Set(req.contact.into_inner().trim().to_owned()),
        updated_at: Set(now),
        ..Default::default()
    };
    match &before {
        Some(b) => row.id = Set(b.id),
        None => {
            row.created_by = Set(account.id);
            row.created_at = Set(now);
        }
    }
    let saved: event::Model = row.save(&*work).await?.try_into_model()?;
    audit(
        &*work,
        state,
        AuditEntry {
            moderator_id: account.id,
            action: if before.is_some() { AuditAction::UpdateEvent } else { AuditAction::CreateEvent },
            member_id: None,
            before: before.as_ref().map_or(json!({}), audited),
            after: audited(&saved),
            reason: None,
        },
    )
    .await?;
    work.commit(state).await?;
    let standing = window(&saved, count, today);
    Ok(view(&data, &saved, count, standing, None, lang))
}

/// Cancels an event the caller organises, before or on its day (422 `event_date_passed` after it, `event_cancelled`
/// when it is already): registration, withdrawal and the day's marks stop, and every registrant is told in their
/// language, with the organisers' reason, in the transaction of the change and its audit entry.
pub async fn cancel(
    state: &AppState,
    account: &member::Model,
    id: i32,
    req: EventCancelRequest,
    lang: Lang,
) -> Result<EventView, ApiError> {
    let now = state.clock.now();
    let today = shared::rules::india_date(now);
    let data = state.lookups.data().await?;
    let mut work = Work::begin(state).await?;
    let organiser = Organiser::of(&*work, account).await?;
    organised(&*work, &organiser, id).await?;
    validated(&req)?;
    lock_event(&work, id).await?;
    let before = event::Entity::find_by_id(id).one(&*work).await?.ok_or_else(ApiError::not_found)?;
    if before.cancelled_at.is_some() {
        return Err(rule(Reason::EventCancelled));
    }
    if before.held_on < today {
        return Err(rule(Reason::EventDatePassed));
    }
    let reason = req.reason.into_inner().trim().to_owned();
    let saved: event::Model = event::ActiveModel {
        id: Set(id),
        cancelled_at: Set(Some(now)),
        cancel_reason: Set(Some(reason.clone())),
        updated_at: Set(now),
        ..Default::default()
    }
    .update(&*work)
    .await?;
    let mut after = audited(&saved);
    after["cancelReason"] = json!(reason);
    let entry = AuditEntry {
        moderator_id: account.id,
        action: AuditAction::CancelEvent,
        member_id: None,
        before: audited(&before),
        after,
        reason: None,
    };
    audit(&*work, state, entry).await?;
    let registrants: Vec<i32> = event_registration::Entity::find()
        .select_only()
        .column(event_registration::Column::MemberId)
        .filter(event_registration::Column::EventId.eq(id))
        .filter(event_registration::Column::WithdrawnAt.is_null())
        .into_tuple()
        .all(&*work)
        .await?;
    let day = |lang: Lang| messages::day(saved.held_on, lang);
    let body: Bilingual = (
        catalog::text(
            Lang::Gu,
            "events-cancelled-body",
            &[("event", &saved.name_gu), ("day", &day(Lang::Gu)), ("reason", &reason)],
        ),
        catalog::text(
            Lang::En,
            "events-cancelled-body",
            &[("event", &saved.name_en), ("day", &day(Lang::En)), ("reason", &reason)],
        ),
    );
    for chunk in registrants.chunks(500) {
        let people = member::Entity::find().filter(member::Column::Id.is_in(chunk.to_vec())).all(&*work).await?;
        for m in &people {
            let notice = Notice {
                kind: NotificationKind::EventCancelled,
                title: about_event(&saved, "events-cancelled-title", &[]),
                body: body.clone(),
                page: format!("/events/{id}"),
                button: notify::both("events-event-button", &[]),
                request_id: None,
                hold: None,
            };
            notify::tell(state, &mut work, m, notice).await?;
        }
    }
    let n = registered(&*work, id).await?;
    work.commit(state).await?;
    Ok(view(&data, &saved, n, window(&saved, n, today), None, lang))
}

/// The events the caller organises, latest day first, 20 a page.
pub async fn organised_list(
    state: &AppState,
    account: &member::Model,
    index: u64,
    lang: Lang,
) -> Result<EventList, ApiError> {
    let organiser = Organiser::of(&state.db, account).await?;
    let today = shared::rules::india_date(state.clock.now());
    let data = state.lookups.data().await?;
    let query = event::Entity::find().filter(organiser.condition());
    let total = query.clone().count(&state.db).await?;
    let rows = query
        .order_by_desc(event::Column::HeldOn)
        .order_by_desc(event::Column::Id)
        .offset(index * limits::EVENT_PAGE_SIZE)
        .limit(limits::EVENT_PAGE_SIZE)
        .all(&state.db)
        .await?;
    let counts = counts_of(&state.db, &rows.iter().map(|r| r.id).collect::<Vec<_>>()).await?;
    let day_counts = day::counts(&state.db, &rows.iter().map(|r| r.id).collect::<Vec<_>>()).await?;
    let result = rows
        .iter()
        .map(|r| {
            let n = counts.iter().find(|(id, _)| *id == r.id).map_or(0, |(_, n)| *n);
            let mut v = view(&data, r, n, window(r, n, today), None, lang);
            if let Some((_, pairs, connections)) = day_counts.iter().find(|(id, ..)| *id == r.id) {
                (v.mutual_pairs, v.connections) = (Some(*pairs), Some(*connections));
            }
            v
        })
        .collect();
    Ok(EventList { result, total_count: total, has_more: (index + 1) * limits::EVENT_PAGE_SIZE < total })
}

/// One event its organiser manages.
pub async fn organised_one(
    state: &AppState,
    account: &member::Model,
    id: i32,
    lang: Lang,
) -> Result<EventView, ApiError> {
    let organiser = Organiser::of(&state.db, account).await?;
    let row = organised(&state.db, &organiser, id).await?;
    let data = state.lookups.data().await?;
    let n = registered(&state.db, id).await?;
    let mut v = view(&data, &row, n, window(&row, n, shared::rules::india_date(state.clock.now())), None, lang);
    if let Some((_, pairs, connections)) = day::counts(&state.db, &[id]).await?.first() {
        (v.mutual_pairs, v.connections) = (Some(*pairs), Some(*connections));
    }
    Ok(v)
}

/// The standing registrations of each of `ids`.
async fn counts_of(db: &impl ConnectionTrait, ids: &[i32]) -> Result<Vec<(i32, u64)>, ApiError> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let rows: Vec<(i32, i64)> = event_registration::Entity::find()
        .select_only()
        .column(event_registration::Column::EventId)
        .column_as(event_registration::Column::Id.count(), "n")
        .filter(event_registration::Column::EventId.is_in(ids.to_vec()))
        .filter(event_registration::Column::WithdrawnAt.is_null())
        .group_by(event_registration::Column::EventId)
        .into_tuple()
        .all(db)
        .await?;
    Ok(rows.into_iter().map(|(id, n)| (id, n.max(0) as u64)).collect())
}

/// The members `ids` and their profiles, read 500 at a time whatever their number.
async fn people(db: &impl ConnectionTrait, ids: &[i32]) -> Result<(Vec<member::Model>, Vec<profile::Model>), ApiError> {
    let (mut people, mut profiles) = (Vec::new(), Vec::new());
    for chunk in ids.chunks(500) {
        people.extend(member::Entity::find().filter(member::Column::Id.is_in(chunk.to_vec())).all(db).await?);
        profiles.extend(profile::Entity::find().filter(profile::Column::MemberId.is_in(chunk.to_vec())).all(db).await?);
    }
    Ok((people, profiles))
}

/// The registrants of an event its organiser manages, by event number; those who withdrew last.
pub async fn registrants(
    state: &AppState,
    account: &member::Model,
    id: i32,
    lang: Lang,
) -> Result<Vec<EventRegistrant>, ApiError> {
    let organiser = Organiser::of(&state.db, account).await?;
    let row = organised(&state.db, &organiser, id).await?;
    let data = state.lookups.data().await?;
    let regs = event_registration::Entity::find()
        .filter(event_registration::Column::EventId.eq(id))
        .order_by_asc(event_registration::Column::EventNumber)
        .all(&state.db)
        .await?;
    let member_ids: Vec<i32> = regs.iter().map(|r| r.member_id).collect();
    let (people, profiles) = people(&state.db, &member_ids).await?;
    let papers = paper::Papers::of(&state.db, account.id, &regs).await?;
    let mut list: Vec<EventRegistrant> = regs
        .iter()
        .filter_map(|r| {
            let m = people.iter().find(|m| m.id == r.member_id)?;
            let p = profiles.iter().find(|p| p.member_id == r.member_id);
            Some(EventRegistrant {
                event_number: r.event_number,
                profile_id: m.profile_id.clone(),
                first_name: m.first_name.clone(),
                last_name: m.last_name.clone(),
                age: p.and_then(|p| p.birth_date).and_then(|b| shared::rules::age_on(b, row.held_on)).map(|a| a as i32),
                bride: p.and_then(|p| p.gender) == Some(false),
                place: p.and_then(|p| volunteers::place_in(&data, p.native_village_id, p.gol_id, lang)),
                show_photo: r.show_photo,
                contact: r.contact,
                show_income: r.show_income,
                registered_on: r.registered_at.into(),
                withdrawn: r.withdrawn_at.is_some(),
                paper: papers.entry(r, m, p.map_or(0, |p| p.wizard_step)),
            })
        })
        .collect();
    list.sort_by_key(|r| (r.withdrawn, r.event_number));
    Ok(list)
}

// ---------- members ----------

/// Holds the event's row until the transaction ends: registrations and capacity are counted one at a time.
async fn lock_event(work: &Work, id: i32) -> Result<(), ApiError> {
    event::Entity::find_by_id(id)
        .select_only()
        .column(event::Column::Id)
        .lock(sea_orm::sea_query::LockType::NoKeyUpdate)
        .into_tuple::<i32>()
        .one(&**work)
        .await?;
    Ok(())
}

/// The member's view of an event: their registration, else whether they may register.
fn member_view(
    data: &ReferenceData,
    row: &event::Model,
    n: u64,
    reg: Option<&event_registration::Model>,
    p: Option<&profile::Model>,
    today: NaiveDate,
    lang: Lang,
) -> EventView {
    let registration = reg.and_then(registration_of);
    let standing = if registration.is_some() {
        EventStanding::Registered
    } else if !p.is_some_and(|p| eligible(row, p)) {
        EventStanding::NotEligible
    } else {
        window(row, n, today)
    };
    view(data, row, n, standing, registration, lang)
}

/// The events a member may join or has joined: from a week ago on, soonest first; an event the member may not
/// register for (not eligible, or closed) is listed only while they are registered.
pub async fn list(state: &AppState, me: &member::Model, lang: Lang) -> Result<Vec<EventView>, ApiError> {
    let today = shared::rules::india_date(state.clock.now());
    let from = today - chrono::Duration::days(limits::EVENT_LISTED_DAYS_AFTER);
    let rows = event::Entity::find()
        .filter(event::Column::HeldOn.gte(from))
        .order_by_asc(event::Column::HeldOn)
        .order_by_asc(event::Column::Id)
        .all(&state.db)
        .await?;
    let p = profile::Entity::find_by_id(me.id).one(&state.db).await?;
    let regs = event_registration::Entity::find()
        .filter(event_registration::Column::MemberId.eq(me.id))
        .all(&state.db)
        .await?;
    let data = state.lookups.data().await?;
    let counts = counts_of(&state.db, &rows.iter().map(|r| r.id).collect::<Vec<_>>()).await?;
    Ok(rows
        .iter()
        .map(|r| {
            let n = counts.iter().find(|(id, _)| *id == r.id).map_or(0, |(_, n)| *n);
            let reg = regs.iter().find(|g| g.event_id == r.id);
            member_view(&data, r, n, reg, p.as_ref(), today, lang)
        })
        .filter(|v| match v.standing {
            EventStanding::Registered => true,
            // A cancelled event stays listed to those registered for it, with the organisers' reason.
            EventStanding::Cancelled => v.registration.is_some(),
            EventStanding::NotEligible | EventStanding::Closed => false,
            _ => v.held_on >= today,
        })
        .collect())
}

/// One event, as the member sees it: any event from a week ago on (404 before, or unknown).
pub async fn one(state: &AppState, me: &member::Model, id: i32, lang: Lang) -> Result<EventView, ApiError> {
    let today = shared::rules::india_date(state.clock.now());
    let row = listed_event(&state.db, id, today).await?;
    read_for(state, &state.db, me, &row, today, lang).await
}

async fn listed_event(db: &impl ConnectionTrait, id: i32, today: NaiveDate) -> Result<event::Model, ApiError> {
    let from = today - chrono::Duration::days(limits::EVENT_LISTED_DAYS_AFTER);
    event::Entity::find_by_id(id).filter(event::Column::HeldOn.gte(from)).one(db).await?.ok_or_else(ApiError::not_found)
}

async fn read_for(
    state: &AppState,
    db: &impl ConnectionTrait,
    me: &member::Model,
    row: &event::Model,
    today: NaiveDate,
    lang: Lang,
) -> Result<EventView, ApiError> {
    let p = profile::Entity::find_by_id(me.id).one(db).await?;
    let reg = own_registration(db, row.id, me.id).await?;
    let n = registered(db, row.id).await?;
    let data = state.lookups.data().await?;
    Ok(member_view(&data, row, n, reg.as_ref(), p.as_ref(), today, lang))
}

async fn own_registration(
    db: &impl ConnectionTrait,
    event_id: i32,
    member_id: i32,
) -> Result<Option<event_registration::Model>, ApiError> {
    Ok(event_registration::Entity::find()
        .filter(event_registration::Column::EventId.eq(event_id))
        .filter(event_registration::Column::MemberId.eq(member_id))
        .one(db)
        .await?)
}

/// Registers the member, or changes what the booklet shows of a standing registration, while the window is open. A
/// first registration takes the next event number (a withdrawn one keeps its own) and a place, counted under the
/// event's lock.
pub async fn register(
    state: &AppState,
    me: &member::Model,
    id: i32,
    req: EventRegisterRequest,
    lang: Lang,
) -> Result<EventView, ApiError> {
    validated(&req)?;
    let now: DateTime<Utc> = state.clock.now();
    let today = shared::rules::india_date(now);
    let work = Work::begin(state).await?;
    lock_event(&work, id).await?;
    let row = listed_event(&*work, id, today).await?;
    let existing = own_registration(&*work, id, me.id).await?;
    let standing = existing.as_ref().filter(|r| r.withdrawn_at.is_none()).is_some();
    if row.cancelled_at.is_some() {
        return Err(rule(Reason::EventCancelled));
    }
    if today < row.opens_on || today > row.closes_on {
        return Err(rule(Reason::RegistrationClosed));
    }
    if !standing {
        let p = profile::Entity::find_by_id(me.id).one(&*work).await?;
        if !p.is_some_and(|p| eligible(&row, &p)) {
            return Err(rule(Reason::NotEligible));
        }
        if registered(&*work, id).await? >= row.capacity.max(0) as u64 {
            return Err(rule(Reason::EventFull));
        }
    }
    let mut reg = event_registration::ActiveModel {
        show_photo: Set(req.show_photo),
        contact: Set(req.contact),
        show_income: Set(req.show_income),
        withdrawn_at: Set(None),
        ..Default::default()
    };
    match &existing {
        Some(e) => {
            reg.id = Set(e.id);
            if !standing {
                reg.registered_at = Set(now);
            }
        }
        None => {
            reg.event_id = Set(id);
            reg.member_id = Set(me.id);
            reg.event_number = Set(next_number(&*work, id).await?);
            reg.registered_at = Set(now);
        }
    }
    reg.save(&*work).await?;
    let view = read_for(state, &*work, me, &row, today, lang).await?;
    work.commit(state).await?;
    Ok(view)
}

/// The event's next number: never given twice, a withdrawal keeps its own. Read under the event's lock.
async fn next_number(db: &impl ConnectionTrait, id: i32) -> Result<i32, ApiError> {
    let last: Option<i32> = event_registration::Entity::find()
        .select_only()
        .column_as(event_registration::Column::EventNumber.max(), "n")
        .filter(event_registration::Column::EventId.eq(id))
        .into_tuple()
        .one(db)
        .await?
        .flatten();
    Ok(last.unwrap_or(0) + 1)
}

/// Withdraws the member's registration while the window is open; the number stays theirs should they register again.
pub async fn withdraw(state: &AppState, me: &member::Model, id: i32, lang: Lang) -> Result<EventView, ApiError> {
    let now = state.clock.now();
    let today = shared::rules::india_date(now);
    let work = Work::begin(state).await?;
    lock_event(&work, id).await?;
    let row = listed_event(&*work, id, today).await?;
    let Some(reg) = own_registration(&*work, id, me.id).await?.filter(|r| r.withdrawn_at.is_none()) else {
        return Err(rule(Reason::NotRegistered));
    };
    if row.cancelled_at.is_some() {
        return Err(rule(Reason::EventCancelled));
    }
    if today < row.opens_on || today > row.closes_on {
        return Err(rule(Reason::RegistrationClosed));
    }
    event_registration::ActiveModel { id: Set(reg.id), withdrawn_at: Set(Some(now)), ..Default::default() }
        .update(&*work)
        .await?;
    // Withdrawing on the day (the window may close on it) takes the member's marks, and the marks on them, away.
    event_interest::Entity::delete_many()
        .filter(event_interest::Column::EventId.eq(id))
        .filter(
            sea_orm::Condition::any()
                .add(event_interest::Column::MemberId.eq(me.id))
                .add(event_interest::Column::OtherId.eq(me.id)),
        )
        .exec(&*work)
        .await?;
    let view = read_for(state, &*work, me, &row, today, lang).await?;
    work.commit(state).await?;
    Ok(view)
}
