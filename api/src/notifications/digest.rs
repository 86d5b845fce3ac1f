//! The weekly digest (rule 54): once a week at most, the new members who fit a member both ways and whom they have not
//! opened, by the channels the member allows for it, in their language; nothing when there is nothing new. Every
//! e-mail carries a one-click link that turns it off.
//!
//! A pass of the worker takes the approved members whose digest is due, a few at a time. An instance takes a member by
//! moving their `next_at` on from the value it read (a lease of an hour), so two instances never send one member two
//! digests. A member seen for the first time gets their first digest a week later.

use chrono::{DateTime, Duration, Utc};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, Set,
    sea_query::{Expr, ExprTrait, OnConflict, Query},
};
use shared::{NotificationKind, catalog, limits};

use entity::{digest, match_row, member, visit};

use crate::{
    error::ApiError,
    lang::Lang,
    matching::{
        explain::age,
        lists::{self, CAP, ListInput},
    },
    notifications::{self, Bilingual, Notice, settings::ChannelSetting},
    reference::places::{Kind, shown},
    state::AppState,
    work::Work,
};

/// How many members one pass looks at, at most.
const BATCH: u64 = 100;
/// How long an instance holds a member it took, should it stop before it is done.
const LEASE_MINUTES: i64 = 60;
/// When there was nothing new, the next look.
const RETRY_HOURS: i64 = 24;

/// The page a digest opens: the lists ranked by fit (rule 41).
pub const PAGE: &str = "/matches/new";

/// One pass: the members seen for the first time given their first digest's date, in one statement, then every due
/// member looked at, a batch at a time, until none is due (a batch in which every member failed ends the pass: they
/// stay due for the next). Answers how many digests went out.
pub async fn pass(state: &AppState) -> Result<usize, ApiError> {
    let now = state.clock.now();
    first_seen(state, now).await?;
    let mut sent = 0;
    loop {
        let due = due(state, now).await?;
        let mut looked = false;
        for &(member_id, sent_at, next_at) in &due {
            match one(state, member_id, sent_at, next_at, now).await {
                Ok(went) => {
                    looked = true;
                    sent += usize::from(went);
                }
                Err(err) => tracing::warn!(member_id, error = ?err, "could not look at a weekly digest"),
            }
        }
        if (due.len() as u64) < BATCH || !looked {
            return Ok(sent);
        }
    }
}

/// Every approved member without a digest row gets one: their first digest a week from now. Two instances may run
/// this at once; the second inserts nothing.
async fn first_seen(state: &AppState, now: DateTime<Utc>) -> Result<(), ApiError> {
    let week = Duration::days(limits::DIGEST_EVERY_DAYS);
    let unseen = Query::select()
        .column((match_row::Entity, match_row::Column::MemberId))
        .expr(Expr::val(now + week))
        .from(match_row::Entity)
        // A WHERE of its own also keeps SQLite from reading the ON CONFLICT below as part of the SELECT.
        .and_where(
            Expr::exists(
                Query::select()
                    .expr(Expr::val(1))
                    .from(digest::Entity)
                    .and_where(
                        Expr::col((digest::Entity, digest::Column::MemberId))
                            .equals((match_row::Entity, match_row::Column::MemberId)),
                    )
                    .to_owned(),
            )
            .not(),
        )
        .to_owned();
    let insert = Query::insert()
        .into_table(digest::Entity)
        .columns([digest::Column::MemberId, digest::Column::NextAt])
        .select_from(unseen)
        .map_err(ApiError::internal)?
        .on_conflict(OnConflict::column(digest::Column::MemberId).do_nothing().to_owned())
        .to_owned();
    let backend = state.db.get_database_backend();
    state.db.execute_raw(backend.build(&insert)).await?;
    Ok(())
}

/// A batch of the members whose digest is due: id, last digest and the due time as read.
async fn due(
    state: &AppState,
    now: DateTime<Utc>,
) -> Result<Vec<(i32, Option<DateTime<Utc>>, DateTime<Utc>)>, ApiError> {
    let mut q = Query::select();
    q.column((digest::Entity, digest::Column::MemberId))
        .column((digest::Entity, digest::Column::SentAt))
        .column((digest::Entity, digest::Column::NextAt))
        .from(digest::Entity)
        .inner_join(
            match_row::Entity,
            Expr::col((match_row::Entity, match_row::Column::MemberId))
                .equals((digest::Entity, digest::Column::MemberId)),
        )
        .and_where(Expr::col((digest::Entity, digest::Column::NextAt)).lte(now))
        .limit(BATCH);
    let backend = state.db.get_database_backend();
    let mut due = Vec::new();
    for row in state.db.query_all_raw(backend.build(&q)).await? {
        due.push((row.try_get_by_index(0)?, row.try_get_by_index(1)?, row.try_get_by_index(2)?));
    }
    Ok(due)
}

/// Takes the member when no other instance did (`next_at` as read), then sends their digest if there is something
/// new. Answers whether a digest went out.
async fn one(
    state: &AppState,
    member_id: i32,
    sent_at: Option<DateTime<Utc>>,
    next_at: DateTime<Utc>,
    now: DateTime<Utc>,
) -> Result<bool, ApiError> {
    let week = Duration::days(limits::DIGEST_EVERY_DAYS);
    let taken = digest::Entity::update_many()
        .col_expr(digest::Column::NextAt, Expr::value(now + Duration::minutes(LEASE_MINUTES)))
        .filter(digest::Column::MemberId.eq(member_id))
        .filter(digest::Column::NextAt.eq(next_at))
        .exec(&state.db)
        .await?;
    if taken.rows_affected != 1 {
        return Ok(false);
    }
    let since = sent_at.unwrap_or(next_at - week);
    let mut work = Work::begin(state).await?;
    let member = member::Entity::find_by_id(member_id).one(&*work).await?;
    let me = lists::row_of(&*work, member_id).await?;
    let channels = notifications::channels(&*work, state, member_id, NotificationKind::WeeklyDigest).await?;
    let (Some(member), Some(me)) = (member, me) else { return Ok(false) };
    let off = !channels.app && !channels.email && !channels.push;
    let (named, total) = if off { (Vec::new(), 0) } else { new_members(&work, &me, since, now).await? };
    let (sent_at, next) = if total == 0 {
        (sent_at, now + if off { week } else { Duration::hours(RETRY_HOURS) })
    } else {
        let notice = notice(state, &work, &named, total).await?;
        let off_label = notifications::both("notifications-digest-off", &[]);
        notifications::deliver_with_off(state, &mut work, &member, notice, &off_label, off_url(state, member_id))
            .await?;
        (Some(now), now + week)
    };
    digest::ActiveModel { member_id: Set(member_id), sent_at: Set(sent_at), next_at: Set(next) }.update(&*work).await?;
    work.commit(state).await?;
    Ok(total > 0)
}

/// The members approved since `since` who pass the core preferences both ways (as My matches), not blocked either
/// way and not yet opened by the member, most recently approved first: the rows of the first few, and how many (at
/// most [`CAP`]).
async fn new_members(
    work: &Work,
    me: &match_row::Model,
    since: DateTime<Utc>,
    now: DateTime<Utc>,
) -> Result<(Vec<match_row::Model>, usize), ApiError> {
    let blocked = lists::ids(&**work, &lists::blocked_statement(me.member_id)).await?;
    let input = ListInput {
        backend: work.get_database_backend(),
        me,
        blocked: &blocked,
        filters: None,
        now,
        today: shared::rules::india_date(now),
    };
    let mut q = lists::matched_ids(&input, CAP);
    q.and_where(Expr::col((match_row::Entity, match_row::Column::ApprovedAt)).gt(since)).and_where(
        Expr::col((match_row::Entity, match_row::Column::MemberId)).not_in_subquery(
            Query::select()
                .column(visit::Column::VisitedId)
                .from(visit::Entity)
                .and_where(Expr::col(visit::Column::VisitorId).eq(me.member_id))
                .to_owned(),
        ),
    );
    let ids = lists::ids(&**work, &q).await?;
    let named: Vec<i32> = ids.iter().copied().take(limits::DIGEST_NAMED).collect();
    let mut rows =
        match_row::Entity::find().filter(match_row::Column::MemberId.is_in(named.clone())).all(&**work).await?;
    rows.sort_by_key(|r| named.iter().position(|id| *id == r.member_id));
    Ok((rows, ids.len()))
}

/// The notice: how many, and the first few by first name, profile id, age and city, in both languages.
async fn notice(state: &AppState, work: &Work, named: &[match_row::Model], count: usize) -> Result<Notice, ApiError> {
    let data = state.lookups.data().await?;
    let ids: Vec<i32> = named.iter().map(|r| r.member_id).collect();
    let members = member::Entity::find().filter(member::Column::Id.is_in(ids)).all(&**work).await?;
    let today = shared::rules::india_date(state.clock.now());
    let lines = |lang: Lang| -> String {
        let mut lines: Vec<String> = named
            .iter()
            .filter_map(|r| {
                let m = members.iter().find(|m| m.id == r.member_id)?;
                let city = shown(&data, lang, Kind::City, r.city_id, None).unwrap_or_default();
                let years = age(r.birth_date, today);
                Some(catalog::text(
                    lang,
                    "notifications-digest-line",
                    &[("name", &m.first_name), ("id", &m.profile_id), ("age", &years), ("city", &city)],
                ))
            })
            .collect();
        let more = count.saturating_sub(named.len());
        if more > 0 {
            lines.push(catalog::text(lang, "notifications-digest-more", &[("count", &more)]));
        }
        lines.join("\n")
    };
    // One message for one member and one for more (the catalogs' arguments are text, not numbers to select on).
    let (title, intro) = if count == 1 {
        ("notifications-digest-title-one", "notifications-digest-body-one")
    } else {
        ("notifications-digest-title-other", "notifications-digest-body-other")
    };
    let both_langs = |id: &str| -> Bilingual {
        (catalog::text(Lang::Gu, id, &[("count", &count)]), catalog::text(Lang::En, id, &[("count", &count)]))
    };
    let (intro_gu, intro_en) = both_langs(intro);
    Ok(Notice {
        kind: NotificationKind::WeeklyDigest,
        title: both_langs(title),
        body: (format!("{intro_gu}\n\n{}", lines(Lang::Gu)), format!("{intro_en}\n\n{}", lines(Lang::En))),
        page: PAGE.to_owned(),
        button: notifications::both("notifications-digest-button", &[]),
        request_id: None,
        hold: None,
    })
}

/// The token of a member's one-click "no more digests" link: a MAC of their id, so the link needs no stored secret
/// and works for that member alone.
fn off_token(state: &AppState, member_id: i32) -> Vec<u8> {
    state.keys.code_mac(&[b"digest-off", member_id.to_string().as_bytes()])
}

/// The link of the e-mail that turns the digest off (the web app's page calls [`turn_off`]).
fn off_url(state: &AppState, member_id: i32) -> String {
    format!(
        "{}?digest={member_id}&token={}",
        crate::mail::templates::page(&state.public_url, "/unsubscribe"),
        hex::encode(off_token(state, member_id))
    )
}

/// Turns the member's weekly digest off on every channel, from the e-mail's link. A wrong token is a 404, like an
/// unknown member; turning it off twice answers the same.
pub async fn turn_off(state: &AppState, member_id: i32, token: &str) -> Result<(), ApiError> {
    let Ok(given) = hex::decode(token.trim()) else { return Err(ApiError::not_found()) };
    if !state.keys.code_mac_matches(&[b"digest-off", member_id.to_string().as_bytes()], &given) {
        return Err(ApiError::not_found());
    }
    let data = state.lookups.data().await?;
    let Some(kind_id) = notifications::type_id(&data, NotificationKind::WeeklyDigest) else {
        return Err(ApiError::not_found());
    };
    if member::Entity::find_by_id(member_id).one(&state.db).await?.is_none_or(|m| m.deleted_at.is_some()) {
        return Err(ApiError::not_found());
    }
    let off = ChannelSetting { notification_type_id: kind_id, app: false, email: false, push: false };
    notifications::settings::write(&state.db, member_id, &[off]).await?;
    Ok(())
}
