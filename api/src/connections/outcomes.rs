//! How it went (rule 48). Fourteen days after a connection is accepted, each side is asked privately, in the app and
//! by the channels they allow: still talking, met the family, engaged, not going ahead. Neither side ever sees the
//! other's answer. When both say engaged, both members are marked engaged and leave every list (their search rows
//! go), and both are congratulated; either may then close the profile from the account page, or keep it hidden. A
//! later answer other than engaged brings both back. The moderators' overview counts connections, meetings and
//! engagements by month.
//!
//! Saving an answer locks both members' rows (in id order, so two answers arriving together wait for each other):
//! the second of two "engaged" sees the first and marks both.

use std::collections::{BTreeMap, HashMap, HashSet};

use chrono::{DateTime, Datelike, Duration, Utc};
use sea_orm::{
    ColumnTrait, Condition, EntityTrait, QueryFilter, QueryOrder, QuerySelect, sea_query::Expr, sea_query::OnConflict,
};
use shared::{
    ConnectionOutcome, NotificationKind, RequestState,
    limits::{OUTCOME_ASK_DAYS, OUTCOME_MONTHS},
};

use entity::{connection_outcome, connection_request, member};

use super::{
    model::{OutcomeItem, OutcomeList, OutcomeRequest},
    service::{named, rule},
};
use crate::{
    error::{ApiError, Reason},
    events::Event,
    matching::row,
    moderation::model::OutcomeMonth,
    notifications::{self as notify, Notice},
    state::AppState,
    work::Work,
};

fn ask_after() -> Duration {
    Duration::days(OUTCOME_ASK_DAYS)
}

/// Asks both sides of every connection accepted 14 days ago and not yet asked; each in a transaction of its own that
/// claims the request first, so two instances never ask twice. Answers how many were asked.
pub async fn ask_pass(state: &AppState) -> Result<usize, ApiError> {
    let now = state.clock.now();
    let due = connection_request::Entity::find()
        .filter(connection_request::Column::Status.eq(RequestState::Accepted))
        .filter(connection_request::Column::DecidedAt.lte(now - ask_after()))
        .filter(connection_request::Column::OutcomeAskedAt.is_null())
        .order_by_asc(connection_request::Column::Id)
        .limit(500)
        .all(&state.db)
        .await?;
    let mut asked = 0;
    for r in &due {
        match ask(state, r, now).await {
            Ok(true) => asked += 1,
            Ok(false) => {}
            Err(err) => tracing::warn!(request_id = r.id, error = ?err, "could not ask how a connection went"),
        }
    }
    Ok(asked)
}

async fn ask(state: &AppState, r: &connection_request::Model, now: DateTime<Utc>) -> Result<bool, ApiError> {
    let mut work = Work::begin(state).await?;
    let claimed = connection_request::Entity::update_many()
        .col_expr(connection_request::Column::OutcomeAskedAt, Expr::value(now))
        .filter(connection_request::Column::Id.eq(r.id))
        .filter(connection_request::Column::OutcomeAskedAt.is_null())
        .exec(&*work)
        .await?
        .rows_affected;
    if claimed != 1 {
        return Ok(false);
    }
    let members = member::Entity::find()
        .filter(member::Column::Id.is_in([r.sender_id, r.receiver_id]))
        .filter(member::Column::DeletedAt.is_null())
        .all(&*work)
        .await?;
    if members.len() == 2 {
        for (me, other) in [(&members[0], &members[1]), (&members[1], &members[0])] {
            let name = named(other);
            let notice = Notice {
                kind: NotificationKind::OutcomeAsked,
                title: notify::both("outcomes-asked-title", &[]),
                body: notify::both("outcomes-asked-body", &[("name", &name)]),
                page: "/inbox?tab=accepted".into(),
                button: notify::both("outcomes-asked-button", &[]),
                request_id: None,
                hold: None,
            };
            notify::tell(state, &mut work, me, notice).await?;
        }
    }
    work.commit(state).await?;
    Ok(true)
}

/// The caller's connections they are asked about (accepted 14 days ago or more), newest first, with their own answer
/// and never the other's.
pub async fn list(state: &AppState, me: &member::Model) -> Result<OutcomeList, ApiError> {
    let now = state.clock.now();
    let requests = connection_request::Entity::find()
        .filter(
            Condition::any()
                .add(connection_request::Column::SenderId.eq(me.id))
                .add(connection_request::Column::ReceiverId.eq(me.id)),
        )
        .filter(connection_request::Column::Status.eq(RequestState::Accepted))
        .filter(connection_request::Column::DecidedAt.lte(now - ask_after()))
        .order_by_desc(connection_request::Column::DecidedAt)
        .limit(50)
        .all(&state.db)
        .await?;
    let others: Vec<i32> =
        requests.iter().map(|r| if r.sender_id == me.id { r.receiver_id } else { r.sender_id }).collect();
    let (people, mine) = tokio::try_join!(
        async {
            member::Entity::find()
                .filter(member::Column::Id.is_in(others.clone()))
                .filter(member::Column::DeletedAt.is_null())
                .all(&state.db)
                .await
                .map_err(ApiError::from)
        },
        async {
            connection_outcome::Entity::find()
                .filter(connection_outcome::Column::MemberId.eq(me.id))
                .filter(connection_outcome::Column::RequestId.is_in(requests.iter().map(|r| r.id)))
                .all(&state.db)
                .await
                .map_err(ApiError::from)
        },
    )?;
    let people: HashMap<i32, member::Model> = people.into_iter().map(|m| (m.id, m)).collect();
    let mine: HashMap<i32, ConnectionOutcome> = mine.into_iter().map(|o| (o.request_id, o.outcome)).collect();
    let result = requests
        .iter()
        .zip(others)
        .filter_map(|(r, other)| {
            let person = people.get(&other)?;
            Some(OutcomeItem {
                request_id: r.id,
                member_id: other,
                name: format!("{} {}", person.first_name, person.last_name),
                profile_id: person.profile_id.clone(),
                connected_on: r.decided_at.unwrap_or(r.created_at).into(),
                outcome: mine.get(&r.id).copied(),
            })
        })
        .collect();
    Ok(OutcomeList { result, engaged: me.engaged_at.is_some() })
}

/// Saves the caller's own answer about one of their connections; when both sides now say engaged, both are marked
/// engaged and congratulated; when an engaged pair's answer changes, both come back. Answers whether the caller is
/// engaged after it.
pub async fn save(state: &AppState, me: &member::Model, req: OutcomeRequest) -> Result<bool, ApiError> {
    let now = state.clock.now();
    let mut work = Work::begin(state).await?;
    let request = connection_request::Entity::find_by_id(req.request_id)
        .filter(
            Condition::any()
                .add(connection_request::Column::SenderId.eq(me.id))
                .add(connection_request::Column::ReceiverId.eq(me.id)),
        )
        .filter(connection_request::Column::Status.eq(RequestState::Accepted))
        .one(&*work)
        .await?
        .ok_or_else(ApiError::not_found)?;
    if request.decided_at.is_none_or(|at| at > now - ask_after()) {
        return Err(rule(Reason::OutcomeTooEarly));
    }
    let other_id = if request.sender_id == me.id { request.receiver_id } else { request.sender_id };
    // Both rows, in id order: two answers at once are taken one after the other.
    for id in [me.id.min(other_id), me.id.max(other_id)] {
        work.lock_member(id).await?;
    }
    connection_outcome::Entity::insert(connection_outcome::ActiveModel {
        request_id: sea_orm::Set(request.id),
        member_id: sea_orm::Set(me.id),
        outcome: sea_orm::Set(req.outcome),
        answered_at: sea_orm::Set(now),
    })
    .on_conflict(
        OnConflict::columns([connection_outcome::Column::RequestId, connection_outcome::Column::MemberId])
            .update_columns([connection_outcome::Column::Outcome, connection_outcome::Column::AnsweredAt])
            .to_owned(),
    )
    .exec_without_returning(&*work)
    .await?;
    let theirs = connection_outcome::Entity::find_by_id((request.id, other_id)).one(&*work).await?;
    let both =
        req.outcome == ConnectionOutcome::Engaged && theirs.is_some_and(|t| t.outcome == ConnectionOutcome::Engaged);
    let pair = member::Entity::find().filter(member::Column::Id.is_in([me.id, other_id])).all(&*work).await?;
    let was = pair.iter().all(|m| m.engaged_at.is_some());
    if both != was {
        member::Entity::update_many()
            .col_expr(member::Column::EngagedAt, Expr::value(both.then_some(now)))
            .filter(member::Column::Id.is_in([me.id, other_id]))
            .exec(&*work)
            .await?;
        for id in [me.id, other_id] {
            row::refresh(state, &*work, id).await?;
            work.publish(Event::Lists { member_id: id });
        }
        if both {
            for m in &pair {
                let other = pair.iter().find(|o| o.id != m.id).map(named).unwrap_or_default();
                let notice = Notice {
                    kind: NotificationKind::Engaged,
                    title: notify::both("outcomes-engaged-title", &[]),
                    body: notify::both("outcomes-engaged-body", &[("name", &other)]),
                    page: "/profile/account".into(),
                    button: notify::both("outcomes-engaged-button", &[]),
                    request_id: None,
                    hold: None,
                };
                notify::tell(state, &mut work, m, notice).await?;
            }
        } else {
            // Back in every list: positions kept anywhere were computed without them.
            work.publish(Event::AllLists);
        }
    }
    work.commit(state).await?;
    Ok(both)
}

/// Connections, meetings and engagements of the last six months, by month (the moderators' overview): connections by
/// the month they were accepted; a meeting when either side says they met the family (or are engaged), by the month
/// it was first said; an engagement when both say engaged, by the month of the later answer. Counts only.
pub async fn by_month(state: &AppState) -> Result<Vec<OutcomeMonth>, ApiError> {
    let now = state.clock.now();
    let months: Vec<(i32, u32)> = (0..OUTCOME_MONTHS as i32)
        .rev()
        .map(|back| {
            let total = now.year() * 12 + now.month0() as i32 - back;
            (total.div_euclid(12), total.rem_euclid(12) as u32 + 1)
        })
        .collect();
    let since = chrono::NaiveDate::from_ymd_opt(months[0].0, months[0].1, 1)
        .and_then(|d| d.and_hms_opt(0, 0, 0))
        .map(|d| d.and_utc())
        .unwrap_or(now - Duration::days(31 * OUTCOME_MONTHS as i64));
    let month_of = |at: DateTime<Utc>| (at.year(), at.month());
    let mut counts: BTreeMap<(i32, u32), (u64, u64, u64)> = months.iter().map(|m| (*m, (0, 0, 0))).collect();
    let accepted: Vec<DateTime<Utc>> = connection_request::Entity::find()
        .select_only()
        .column(connection_request::Column::DecidedAt)
        .filter(connection_request::Column::Status.eq(RequestState::Accepted))
        .filter(connection_request::Column::DecidedAt.gte(since))
        .into_tuple::<Option<DateTime<Utc>>>()
        .all(&state.db)
        .await?
        .into_iter()
        .flatten()
        .collect();
    for at in accepted {
        if let Some(c) = counts.get_mut(&month_of(at)) {
            c.0 += 1;
        }
    }
    let outcomes = connection_outcome::Entity::find()
        .filter(connection_outcome::Column::AnsweredAt.gte(since))
        .order_by_asc(connection_outcome::Column::AnsweredAt)
        .all(&state.db)
        .await?;
    let mut met = HashSet::new();
    let mut engaged: HashMap<i32, (u8, DateTime<Utc>)> = HashMap::new();
    for o in &outcomes {
        if matches!(o.outcome, ConnectionOutcome::MetFamily | ConnectionOutcome::Engaged)
            && met.insert(o.request_id)
            && let Some(c) = counts.get_mut(&month_of(o.answered_at))
        {
            c.1 += 1;
        }
        if o.outcome == ConnectionOutcome::Engaged {
            let e = engaged.entry(o.request_id).or_insert((0, o.answered_at));
            e.0 += 1;
            e.1 = e.1.max(o.answered_at);
        }
    }
    for (sides, at) in engaged.into_values() {
        if sides == 2
            && let Some(c) = counts.get_mut(&month_of(at))
        {
            c.2 += 1;
        }
    }
    Ok(counts
        .into_iter()
        .map(|((year, month), (connections, meetings, engagements))| OutcomeMonth {
            month: format!("{year}-{month:02}"),
            connections,
            meetings,
            engagements,
        })
        .collect())
}
