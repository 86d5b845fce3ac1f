//! Connections, shortlists, blocks and reports (rules 7 to 10 and 30): each call one use case in one
//! transaction. A member the caller may not see (not approved, the caller's own gender, blocked either way) is
//! answered 404 on every call, exactly like an id that does not exist (docs/api-conventions.md).
//!
//! The limits that count (5 requests in 24 hours, 20 blocks, one report per pair in 30 days) are checked with the
//! caller's member row locked (`FOR NO KEY UPDATE` on PostgreSQL; SQLite's transactions take the write lock at once),
//! so that requests arriving at the same instant are counted one after the other. One live request per pair is a
//! partial unique index (migration 9): of two members asking each other at once, the second insert fails.

use crate::error::Reason;
use chrono::{DateTime, Duration, Utc};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect,
    Set, SqlErr,
    sea_query::{Expr, OnConflict},
};
use shared::{
    ActivityAction, DeclineReason, NotificationKind, RequestReply, RequestState,
    limits::{CONNECT_GRACE_MINUTES, MAX_BLOCKED, MAX_CONNECT_PER_24H, REPORT_REPEAT_DAYS},
};

use entity::{block, connection_request, match_row, member, notification, report, shortlist};

use crate::{
    activity,
    error::{ApiError, ErrorCode, validated},
    events::Event,
    matching::lists,
    notifications::{self as notify, Bilingual, Notice},
    state::AppState,
    work::Work,
};

pub use super::between::{accepted_between, between, blocked_either, live_either, shown_interest};
use super::model::{ConnectQuota, ReportRequest, SendRequestAnswer};

pub(super) fn rule(key: Reason) -> ApiError {
    ApiError::new(ErrorCode::RuleViolated).with_detail(key)
}

fn conflict(key: Reason) -> ApiError {
    ApiError::new(ErrorCode::Conflict).with_detail(key)
}

/// The connect quota of a member at `now` (rule 7): the requests sent in the last 24 hours, whatever became
/// of them (a cancelled request still counts, or cancelling would lift the limit), except those withdrawn within
/// their grace period (rule 42).
pub struct Quota {
    pub remaining: u32,
    /// When the oldest request that counts stops counting.
    pub next_free_at: Option<DateTime<Utc>>,
}

impl From<Quota> for ConnectQuota {
    fn from(q: Quota) -> Self {
        Self { remaining: q.remaining, next_free_at: q.next_free_at.map(Into::into) }
    }
}

/// The window of the quota: a request sent at `t` counts until `t + 24 h`, exclusive.
fn window() -> Duration {
    Duration::hours(24)
}

/// The grace period of a request (rule 42): withdrawn before `created_at + grace()`, it is as if never sent.
pub fn grace() -> Duration {
    Duration::minutes(i64::from(CONNECT_GRACE_MINUTES))
}

/// Whether a request with this state was withdrawn within its grace period.
fn withdrawn_in_grace(status: RequestState, created_at: DateTime<Utc>, decided_at: Option<DateTime<Utc>>) -> bool {
    status == RequestState::Cancelled && decided_at.is_some_and(|at| at < created_at + grace())
}

pub async fn quota(db: &impl ConnectionTrait, member_id: i32, now: DateTime<Utc>) -> Result<Quota, ApiError> {
    let rows: Vec<(DateTime<Utc>, RequestState, Option<DateTime<Utc>>)> = connection_request::Entity::find()
        .select_only()
        .column(connection_request::Column::CreatedAt)
        .column(connection_request::Column::Status)
        .column(connection_request::Column::DecidedAt)
        .filter(connection_request::Column::SenderId.eq(member_id))
        .filter(connection_request::Column::CreatedAt.gt(now - window()))
        // Connections made at an event are outside the quota (rule 49).
        .filter(connection_request::Column::EventId.is_null())
        .order_by_asc(connection_request::Column::CreatedAt)
        .into_tuple()
        .all(db)
        .await?;
    let sent: Vec<DateTime<Utc>> = rows
        .into_iter()
        .filter(|(created, status, decided)| !withdrawn_in_grace(*status, *created, *decided))
        .map(|(created, _, _)| created)
        .collect();
    Ok(Quota {
        remaining: MAX_CONNECT_PER_24H.saturating_sub(sent.len() as u32),
        next_free_at: sent.first().map(|t| *t + window()),
    })
}

/// The caller's search row: every approved member has one.
pub(super) async fn my_row(db: &impl ConnectionTrait, member_id: i32) -> Result<match_row::Model, ApiError> {
    lists::row_of(db, member_id).await?.ok_or_else(ApiError::not_found)
}

/// The member `id` as the caller may act on them: approved, the other gender, not blocked either way, and when
/// private (rule 47) interested in the caller or with a request between the two still live; else 404.
pub async fn visible(db: &impl ConnectionTrait, me: &match_row::Model, id: i32) -> Result<member::Model, ApiError> {
    let row = lists::row_of(db, id).await?.filter(|r| r.male != me.male).ok_or_else(ApiError::not_found)?;
    if blocked_either(db, me.member_id, row.member_id).await? {
        return Err(ApiError::not_found());
    }
    if row.traits & shared::traits::PRIVATE != 0
        && !shown_interest(db, row.member_id, me.member_id).await?
        && !live_either(db, row.member_id, me.member_id).await?
    {
        return Err(ApiError::not_found());
    }
    member::Entity::find_by_id(id).one(db).await?.ok_or_else(ApiError::not_found)
}

/// "Priya Patel (PT104233)": how notifications name a member.
pub fn named(m: &member::Model) -> String {
    format!("{} {} ({})", m.first_name, m.last_name, m.profile_id)
}

pub(super) fn inbox_button() -> Bilingual {
    notify::both("connections-button-inbox", &[])
}

/// The live request (pending or accepted) between two members, if any.
async fn live_between(
    db: &impl ConnectionTrait,
    a: i32,
    b: i32,
) -> Result<Option<connection_request::Model>, ApiError> {
    Ok(connection_request::Entity::find()
        .filter(between(connection_request::Column::SenderId, connection_request::Column::ReceiverId, a, b))
        .filter(connection_request::Column::Status.is_in([RequestState::Pending, RequestState::Accepted]))
        .one(db)
        .await?)
}

/// Sends a connection request to `member_id` (rules 7 and 9).
pub async fn send(state: &AppState, sender: &member::Model, member_id: i32) -> Result<SendRequestAnswer, ApiError> {
    let now = state.clock.now();
    let mut work = Work::begin(state).await?;
    work.lock_member(sender.id).await?;
    let me = my_row(&*work, sender.id).await?;
    let receiver = visible(&*work, &me, member_id).await?;
    if let Some(live) = live_between(&*work, sender.id, receiver.id).await? {
        return Err(match (live.status, live.sender_id == sender.id) {
            (RequestState::Accepted, _) => conflict(Reason::AlreadyConnected),
            (_, true) => conflict(Reason::RequestAlreadySent),
            (_, false) => conflict(Reason::RequestAlreadyReceived),
        });
    }
    if let Some((again, expired)) = declined_until(&*work, state, sender.id, receiver.id).await?
        && again > now
    {
        let mut refused = rule(if expired { Reason::RecentlyExpired } else { Reason::RecentlyDeclined });
        refused.next_free_at = Some(again);
        return Err(refused);
    }
    let quota = quota(&*work, sender.id, now).await?;
    if quota.remaining == 0 {
        let mut refused = rule(Reason::ConnectLimitReached);
        refused.next_free_at = quota.next_free_at;
        return Err(refused);
    }
    let request = connection_request::ActiveModel {
        sender_id: Set(sender.id),
        receiver_id: Set(receiver.id),
        status: Set(RequestState::Pending),
        created_at: Set(now),
        decided_at: Set(None),
        // A family manager sending for the member is named to both sides (rule 46).
        sent_by: Set(crate::acting::current()),
        ..Default::default()
    }
    .insert(&*work)
    .await
    .map_err(|e| match e.sql_err() {
        // The other member asked at the same instant; theirs was first.
        Some(SqlErr::UniqueConstraintViolation(_)) => conflict(Reason::RequestAlreadyReceived),
        _ => ApiError::from(e),
    })?;
    let name = named(sender);
    let notice = Notice {
        kind: NotificationKind::ConnectionRequestReceived,
        title: notify::both("connections-received-title", &[]),
        body: notify::both("connections-received-body", &[("name", &name)]),
        page: "/inbox?tab=received".into(),
        button: inbox_button(),
        request_id: Some(request.id),
        hold: Some(crate::queue::Hold { until: now + grace(), request_id: request.id }),
    };
    notify::tell(state, &mut work, &receiver, notice).await?;
    activity::record(&*work, now, sender.id, ActivityAction::RequestSent, Some(receiver.id), None).await?;
    work.publish(Event::Connections { member_id: sender.id });
    work.publish(Event::Connections { member_id: receiver.id });
    work.commit(state).await?;
    Ok(SendRequestAnswer {
        request_id: request.id,
        remaining: quota.remaining - 1,
        next_free_at: Some(quota.next_free_at.unwrap_or(now + window()).into()),
    })
}

/// When `sender` may send to `receiver` again after the latest request between them was declined by `receiver`, or
/// expired without a reply (rule 42), and whether it expired; `None` when neither (or there is none).
pub async fn declined_until(
    db: &impl ConnectionTrait,
    state: &AppState,
    sender: i32,
    receiver: i32,
) -> Result<Option<(DateTime<Utc>, bool)>, ApiError> {
    let latest = connection_request::Entity::find()
        .filter(connection_request::Column::SenderId.eq(sender))
        .filter(connection_request::Column::ReceiverId.eq(receiver))
        .order_by_desc(connection_request::Column::CreatedAt)
        .order_by_desc(connection_request::Column::Id)
        .one(db)
        .await?;
    Ok(latest.and_then(|r| match (r.status, r.decided_at) {
        (RequestState::Declined, Some(at)) => Some((shared::rules::resend_after_decline(at), false)),
        (RequestState::Expired, Some(at)) => Some((state.request_times.resend_after(at), true)),
        _ => None,
    }))
}

/// Which request an answer is about.
#[derive(Debug, Clone, Copy)]
pub enum Which {
    /// By its id.
    Request(i32),
    /// The latest request from this member to the caller.
    From(i32),
}

/// Rewrites the notification that announced `request` to its receiver (rule 9: in place).
async fn rewrite_announcement(
    db: &impl ConnectionTrait,
    request: &connection_request::Model,
    (title, body): (Bilingual, Bilingual),
) -> Result<(), ApiError> {
    notification::Entity::update_many()
        .col_expr(notification::Column::TitleGu, Expr::value(title.0))
        .col_expr(notification::Column::TitleEn, Expr::value(title.1))
        .col_expr(notification::Column::BodyGu, Expr::value(body.0))
        .col_expr(notification::Column::BodyEn, Expr::value(body.1))
        .filter(notification::Column::ConnectionRequestId.eq(request.id))
        .filter(notification::Column::MemberId.eq(request.receiver_id))
        .exec(db)
        .await?;
    Ok(())
}

/// Moves a request to `to` if it is still pending; answers whether it did (a block cancels what is still pending and
/// leaves a request answered a moment before as it is).
async fn settle_if_pending(
    work: &Work,
    request: &connection_request::Model,
    to: RequestState,
    now: DateTime<Utc>,
) -> Result<bool, ApiError> {
    // An answer a family manager gave for the receiver is named to both sides (rule 46).
    let answered_by =
        matches!(to, RequestState::Accepted | RequestState::Declined).then(crate::acting::current).flatten();
    let mut update = connection_request::Entity::update_many()
        .col_expr(connection_request::Column::Status, Expr::value(to))
        .col_expr(connection_request::Column::DecidedAt, Expr::value(now))
        .col_expr(connection_request::Column::AnsweredBy, Expr::value(answered_by));
    // Accepting and declining are two of the replies (rule 47a).
    let reply = match to {
        RequestState::Accepted => Some(RequestReply::Interested),
        RequestState::Declined => Some(RequestReply::NotInterested),
        _ => None,
    };
    if let Some(reply) = reply {
        update = update
            .col_expr(connection_request::Column::Reply, Expr::value(reply))
            .col_expr(connection_request::Column::RepliedAt, Expr::value(now));
    }
    let moved = update
        .filter(connection_request::Column::Id.eq(request.id))
        .filter(connection_request::Column::Status.eq(RequestState::Pending))
        .exec(&**work)
        .await?
        .rows_affected;
    Ok(moved == 1)
}

/// Moves a pending request to `to`, or fails: 422 when it is no longer pending (answered or cancelled a moment
/// before), so that of an accept and a cancel arriving together exactly one wins.
async fn settle(
    work: &Work,
    request: &connection_request::Model,
    to: RequestState,
    now: DateTime<Utc>,
) -> Result<(), ApiError> {
    if settle_if_pending(work, request, to, now).await? { Ok(()) } else { Err(rule(Reason::RequestNotPending)) }
}

/// Accepts or declines a request the caller received; a decline may carry the receiver's private reason (rule 47a).
pub async fn answer(
    state: &AppState,
    receiver: &member::Model,
    which: Which,
    (accept, reason): (bool, Option<DeclineReason>),
) -> Result<(), ApiError> {
    let now = state.clock.now();
    let mut work = Work::begin(state).await?;
    let me = my_row(&*work, receiver.id).await?;
    let found = match which {
        Which::Request(id) => {
            connection_request::Entity::find_by_id(id)
                .filter(connection_request::Column::ReceiverId.eq(receiver.id))
                .one(&*work)
                .await?
        }
        Which::From(member_id) => {
            connection_request::Entity::find()
                .filter(connection_request::Column::SenderId.eq(member_id))
                .filter(connection_request::Column::ReceiverId.eq(receiver.id))
                .order_by_desc(connection_request::Column::Id)
                .one(&*work)
                .await?
        }
    };
    let request = found.ok_or_else(ApiError::not_found)?;
    let sender = visible(&*work, &me, request.sender_id).await?;
    let to = if accept { RequestState::Accepted } else { RequestState::Declined };
    settle(&work, &request, to, now).await?;
    if let Some(reason) = reason.filter(|_| !accept) {
        connection_request::Entity::update_many()
            .col_expr(connection_request::Column::DeclineReason, Expr::value(reason))
            .filter(connection_request::Column::Id.eq(request.id))
            .exec(&*work)
            .await?;
    }
    let (mine, theirs) = (named(&sender), named(receiver));
    let (rewritten, notice) = if accept {
        (
            (
                notify::both("connections-you-accepted-title", &[]),
                notify::both("connections-you-accepted-body", &[("name", &mine)]),
            ),
            Notice {
                kind: NotificationKind::ConnectionRequestAccepted,
                title: notify::both("connections-accepted-title", &[]),
                body: notify::both("connections-accepted-body", &[("name", &theirs)]),
                page: format!("/matches/detail/{}", receiver.id),
                button: inbox_button(),
                request_id: Some(request.id),
                hold: None,
            },
        )
    } else {
        (
            (
                notify::both("connections-you-declined-title", &[]),
                notify::both("connections-you-declined-body", &[("name", &mine)]),
            ),
            Notice {
                kind: NotificationKind::ConnectionRequestDeclined,
                title: notify::both("connections-declined-title", &[]),
                body: notify::both("connections-declined-body", &[("name", &theirs)]),
                page: "/inbox?tab=declined".into(),
                button: inbox_button(),
                request_id: Some(request.id),
                hold: None,
            },
        )
    };
    rewrite_announcement(&*work, &request, rewritten).await?;
    notify::tell(state, &mut work, &sender, notice).await?;
    let action = if accept { ActivityAction::RequestAccepted } else { ActivityAction::RequestDeclined };
    activity::record(&*work, now, receiver.id, action, Some(sender.id), None).await?;
    work.publish(Event::Connections { member_id: sender.id });
    work.publish(Event::Connections { member_id: receiver.id });
    work.commit(state).await
}

/// Connects two members who marked each other at an event and both confirmed (rule 49), in the event's use case:
/// an accepted connection outside the quota, from the one who confirmed first (`first`) to the other; a request
/// still pending between them is accepted instead, and an accepted one left as it is. Both are told with `told`
/// (title and body naming the other, in each language). Answers the connection's id.
pub async fn connect_at_event(
    state: &AppState,
    work: &mut Work,
    (first, second): (&member::Model, &member::Model),
    event_id: i32,
    told: impl Fn(&member::Model) -> (Bilingual, Bilingual),
) -> Result<i32, ApiError> {
    let now = state.clock.now();
    let request = match live_between(&**work, first.id, second.id).await? {
        Some(live) if live.status == RequestState::Accepted => return Ok(live.id),
        Some(pending) => {
            settle(work, &pending, RequestState::Accepted, now).await?;
            let sender = if pending.sender_id == first.id { first } else { second };
            let name = named(sender);
            let rewritten = (
                notify::both("connections-you-accepted-title", &[]),
                notify::both("connections-you-accepted-body", &[("name", &name)]),
            );
            rewrite_announcement(&**work, &pending, rewritten).await?;
            pending
        }
        None => {
            connection_request::ActiveModel {
                sender_id: Set(first.id),
                receiver_id: Set(second.id),
                status: Set(RequestState::Accepted),
                created_at: Set(now),
                decided_at: Set(Some(now)),
                reply: Set(Some(RequestReply::Interested)),
                replied_at: Set(Some(now)),
                event_id: Set(Some(event_id)),
                ..Default::default()
            }
            .insert(&**work)
            .await
            .map_err(|e| match e.sql_err() {
                // One of the two sent the other a request at the same instant: theirs stands; confirming again
                // accepts it.
                Some(SqlErr::UniqueConstraintViolation(_)) => conflict(Reason::RequestAlreadySent),
                _ => ApiError::from(e),
            })?
        }
    };
    for (me, other) in [(first, second), (second, first)] {
        let (title, body) = told(other);
        let notice = Notice {
            kind: NotificationKind::ConnectionRequestAccepted,
            title,
            body,
            page: format!("/matches/detail/{}", other.id),
            button: inbox_button(),
            request_id: None,
            hold: None,
        };
        notify::tell(state, work, me, notice).await?;
        work.publish(Event::Connections { member_id: me.id });
    }
    activity::record(&**work, now, second.id, ActivityAction::RequestAccepted, Some(first.id), None).await?;
    Ok(request.id)
}

fn withdrawn(sender: &member::Model) -> (Bilingual, Bilingual) {
    let name = named(sender);
    (notify::both("connections-withdrawn-title", &[]), notify::both("connections-withdrawn-body", &[("name", &name)]))
}

/// Cancels a pending request the caller sent.
pub async fn cancel(state: &AppState, sender: &member::Model, request_id: i32) -> Result<(), ApiError> {
    let now = state.clock.now();
    let mut work = Work::begin(state).await?;
    let me = my_row(&*work, sender.id).await?;
    let request = connection_request::Entity::find_by_id(request_id)
        .filter(connection_request::Column::SenderId.eq(sender.id))
        .one(&*work)
        .await?
        .ok_or_else(ApiError::not_found)?;
    let receiver = visible(&*work, &me, request.receiver_id).await?;
    settle(&work, &request, RequestState::Cancelled, now).await?;
    if now < request.created_at + grace() {
        // Withdrawn within the grace period (rule 42): as if never sent. The held e-mail and push are deleted
        // unsent, the receiver's notification goes, and the quota counts the request no more.
        crate::queue::withdraw_held(&*work, request.id).await?;
        notification::Entity::delete_many()
            .filter(notification::Column::ConnectionRequestId.eq(request.id))
            .filter(notification::Column::MemberId.eq(request.receiver_id))
            .exec(&*work)
            .await?;
    } else {
        rewrite_announcement(&*work, &request, withdrawn(sender)).await?;
    }
    activity::record(&*work, now, sender.id, ActivityAction::RequestCancelled, Some(receiver.id), None).await?;
    work.publish(Event::Connections { member_id: sender.id });
    work.publish(Event::Connections { member_id: receiver.id });
    work.commit(state).await
}

/// Blocks a member (rule 8): at most 20 at a time; pending requests between the two are cancelled, and both
/// vanish from each other's lists at once.
pub async fn block(state: &AppState, blocker: &member::Model, member_id: i32) -> Result<(), ApiError> {
    let now = state.clock.now();
    let mut work = Work::begin(state).await?;
    work.lock_member(blocker.id).await?;
    let me = my_row(&*work, blocker.id).await?;
    let other = visible(&*work, &me, member_id).await?;
    block_in(&mut work, blocker, &other, now).await?;
    work.commit(state).await?;
    Ok(())
}

/// The block of `other` by `blocker` in `work` (the caller's transaction, the blocker's row locked): refused past the
/// limit; their pending requests cancelled; both told to refresh their lists.
async fn block_in(
    work: &mut Work,
    blocker: &member::Model,
    other: &member::Model,
    now: chrono::DateTime<chrono::Utc>,
) -> Result<(), ApiError> {
    // The blocks that count are those of members still approved: the ones the Blocked tab lists, so that a member at
    // the limit can always see whom to unblock.
    let count = block::Entity::find()
        .filter(block::Column::BlockerId.eq(blocker.id))
        .filter(block::Column::BlockedId.in_subquery(
            sea_orm::sea_query::Query::select().column(match_row::Column::MemberId).from(match_row::Entity).to_owned(),
        ))
        .count(&**work)
        .await?;
    if count >= u64::from(MAX_BLOCKED) {
        return Err(rule(Reason::BlockLimitReached));
    }
    block::ActiveModel { blocker_id: Set(blocker.id), blocked_id: Set(other.id), created_at: Set(now) }
        .insert(&**work)
        .await?;
    let pending = connection_request::Entity::find()
        .filter(between(
            connection_request::Column::SenderId,
            connection_request::Column::ReceiverId,
            blocker.id,
            other.id,
        ))
        .filter(connection_request::Column::Status.eq(RequestState::Pending))
        .all(&**work)
        .await?;
    for request in &pending {
        if !settle_if_pending(work, request, RequestState::Cancelled, now).await? {
            continue;
        }
        // Closed, without a name: the member who was blocked is not told who, nor why.
        let text = (notify::both("connections-closed-title", &[]), notify::both("connections-closed-body", &[]));
        rewrite_announcement(&**work, request, text).await?;
    }
    activity::record(&**work, now, blocker.id, ActivityAction::Blocked, Some(other.id), None).await?;
    work.publish(Event::Connections { member_id: blocker.id });
    work.publish(Event::Connections { member_id: other.id });
    // Both members' cached list positions held each other.
    work.publish(Event::Lists { member_id: blocker.id });
    work.publish(Event::Lists { member_id: other.id });
    Ok(())
}

/// Unblocks a member the caller blocked (404 when they did not).
pub async fn unblock(state: &AppState, blocker: &member::Model, member_id: i32) -> Result<(), ApiError> {
    let now = state.clock.now();
    let mut work = Work::begin(state).await?;
    let removed = block::Entity::delete_many()
        .filter(block::Column::BlockerId.eq(blocker.id))
        .filter(block::Column::BlockedId.eq(member_id))
        .exec(&*work)
        .await?
        .rows_affected;
    if removed != 1 {
        return Err(ApiError::not_found());
    }
    activity::record(&*work, now, blocker.id, ActivityAction::Unblocked, Some(member_id), None).await?;
    work.publish(Event::Connections { member_id: blocker.id });
    work.publish(Event::Connections { member_id });
    work.publish(Event::Lists { member_id: blocker.id });
    work.publish(Event::Lists { member_id });
    work.commit(state).await?;
    Ok(())
}

/// Adds a member to, or removes them from, the caller's shortlist; doing it twice changes nothing more.
pub async fn shortlist(state: &AppState, member: &member::Model, member_id: i32, add: bool) -> Result<(), ApiError> {
    let now = state.clock.now();
    let work = Work::begin(state).await?;
    let me = my_row(&*work, member.id).await?;
    let other = visible(&*work, &me, member_id).await?;
    let changed = if add {
        shortlist::Entity::insert(shortlist::ActiveModel {
            member_id: Set(member.id),
            shortlisted_id: Set(other.id),
            created_at: Set(now),
        })
        .on_conflict(
            OnConflict::columns([shortlist::Column::MemberId, shortlist::Column::ShortlistedId])
                .do_nothing()
                .to_owned(),
        )
        .exec_without_returning(&*work)
        .await?
    } else {
        shortlist::Entity::delete_many()
            .filter(shortlist::Column::MemberId.eq(member.id))
            .filter(shortlist::Column::ShortlistedId.eq(other.id))
            .exec(&*work)
            .await?
            .rows_affected
    };
    if changed > 0 {
        let action = if add { ActivityAction::Shortlisted } else { ActivityAction::Unshortlisted };
        activity::record(&*work, now, member.id, action, Some(other.id), None).await?;
    }
    work.commit(state).await
}

/// Reports a member to the moderators (rule 30): why, from the list, with words required only for `other`; once per
/// pair in 30 days; and, when asked, the block in the same transaction.
pub async fn report(state: &AppState, reporter: &member::Model, req: ReportRequest) -> Result<(), ApiError> {
    let reason = req.reason.as_ref().map(|r| r.as_str().trim()).filter(|r| !r.is_empty()).map(Into::into);
    let req = ReportRequest { reason, ..req };
    validated(&req)?;
    let category = req.category.unwrap_or(shared::ReportCategory::Other);
    if category == shared::ReportCategory::Other && req.reason.is_none() {
        return Err(ApiError::field("reason", "required"));
    }
    let now = state.clock.now();
    let mut work = Work::begin(state).await?;
    work.lock_member(reporter.id).await?;
    let me = my_row(&*work, reporter.id).await?;
    let other = visible(&*work, &me, req.member_id).await?;
    let recent = report::Entity::find()
        .filter(report::Column::ReporterId.eq(reporter.id))
        .filter(report::Column::ReportedId.eq(other.id))
        .filter(report::Column::CreatedAt.gt(now - Duration::days(i64::from(REPORT_REPEAT_DAYS))))
        .count(&*work)
        .await?;
    if recent > 0 {
        return Err(rule(Reason::AlreadyReported));
    }
    report::ActiveModel {
        reporter_id: Set(reporter.id),
        reported_id: Set(other.id),
        category: Set(req.category),
        reason: Set(req.reason.map(shared::types::ReportText::into_inner).unwrap_or_default()),
        created_at: Set(now),
        outcome: Set(None),
        moderator_id: Set(None),
        handled_at: Set(None),
        ..Default::default()
    }
    .insert(&*work)
    .await?;
    activity::record(&*work, now, reporter.id, ActivityAction::Reported, Some(other.id), None).await?;
    if req.block == Some(true) {
        block_in(&mut work, reporter, &other, now).await?;
    }
    work.commit(state).await
}
