//! Samaj volunteers (rule 45) and the `samaj` badge they give (rule 44).
//!
//! A moderator appoints an account to serve some villages or a gol: a member, who stays a member, or an account of its
//! own with the volunteer role (a respected elder who is not looking for a match), which chooses its password through
//! "Forgot password". A volunteer sees the approved members of those villages as a member would see them, less (name,
//! father's name, age, place; no photo, no contact), and gives their word for a family they know personally, saying
//! how. The member accepts the word before it shows: then the profile carries the `samaj` badge with the village (or
//! gol) it was given in. A moderator who withdraws a volunteer withdraws every word they gave, and a badge resting on
//! them alone goes. Every appointment, withdrawal and word is in the audit log; each use case is one transaction.

use chrono::{DateTime, Utc};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect,
    QueryTrait, Set, SqlErr,
    sea_query::{Expr, ExprTrait},
};
use serde_json::json;

use entity::{member, profile, volunteer, vouch};
use shared::{AuditAction, Lang, NotificationKind, ProfileStatus, Role, VouchStatus, limits::VOLUNTEER_PAGE_SIZE};

use super::model::{
    AppointRequest, NamedPlace, VillageMember, VillageMemberList, VolunteerEntry, VolunteerList, VouchGiven,
    VouchOffer, VouchRequest,
};
use crate::{
    auth::password,
    error::{ApiError, ErrorCode, Reason, validated},
    mail::templates,
    moderation::moderators::{AuditEntry, audit},
    notifications::{self as notify, Notice},
    reference::{
        data::{ReferenceData, name},
        places::{self, Kind},
    },
    state::AppState,
    work::Work,
};

/// The page a volunteer works from, and the one a member answers a word on.
pub const VOLUNTEER_PAGE: &str = "/volunteer";

fn rule(detail: Reason) -> ApiError {
    ApiError::new(ErrorCode::RuleViolated).with_detail(detail)
}

fn not_volunteer() -> ApiError {
    ApiError::new(ErrorCode::Forbidden).with_detail(Reason::NotVolunteer)
}

/// The villages of an appointment.
pub(crate) fn villages_of(row: &volunteer::Model) -> Vec<i32> {
    serde_json::from_str(&row.villages).unwrap_or_default()
}

/// A village, else a gol, named in `lang`.
pub fn place_in(data: &ReferenceData, village: Option<i32>, gol: Option<i32>, lang: Lang) -> Option<String> {
    places::shown(data, lang, Kind::Village, village, None)
        .or_else(|| gol.and_then(|g| data.gols.iter().find(|x| x.id == g)).map(|g| name(lang, &g.name_gu, &g.name_en)))
}

/// The place of a `samaj` badge or a word, named in `lang`.
pub async fn place_name(
    state: &AppState,
    village: Option<i32>,
    gol: Option<i32>,
    lang: Lang,
) -> Result<Option<String>, ApiError> {
    let data = state.lookups.data().await?;
    Ok(place_in(&data, village, gol, lang))
}

/// The live appointment of the caller, who must be an account with the volunteer role or an approved member; else
/// 403 `not_volunteer`.
pub async fn appointment(db: &impl ConnectionTrait, account: &member::Model) -> Result<volunteer::Model, ApiError> {
    let may = match account.role {
        Role::Volunteer => true,
        Role::Member => account.profile_status == ProfileStatus::Approved,
        Role::Moderator | Role::Family => false,
    };
    if !may {
        return Err(not_volunteer());
    }
    volunteer::Entity::find_by_id(account.id)
        .filter(volunteer::Column::WithdrawnAt.is_null())
        .one(db)
        .await?
        .ok_or_else(not_volunteer)
}

/// Whether an account holds a live appointment (for the account's own view: a link to the volunteer page).
pub async fn is_volunteer(db: &impl ConnectionTrait, account_id: i32) -> Result<bool, ApiError> {
    Ok(volunteer::Entity::find_by_id(account_id).filter(volunteer::Column::WithdrawnAt.is_null()).count(db).await? > 0)
}

/// The members a volunteer serves: approved, of one of their villages or of their gol, not the volunteer, not
/// blocked either way with them.
fn served(row: &volunteer::Model) -> sea_orm::sea_query::SelectStatement {
    let villages = villages_of(row);
    let mut place = sea_orm::Condition::any();
    if !villages.is_empty() {
        place = place.add(profile::Column::NativeVillageId.is_in(villages));
    }
    if let Some(gol) = row.gol_id {
        place = place.add(profile::Column::GolId.eq(gol));
    }
    profile::Entity::find().select_only().column(profile::Column::MemberId).filter(place).into_query()
}

fn served_members(row: &volunteer::Model) -> sea_orm::Select<member::Entity> {
    member::Entity::find()
        .filter(member::Column::Role.eq(Role::Member))
        .filter(member::Column::ProfileStatus.eq(ProfileStatus::Approved))
        .filter(member::Column::Id.ne(row.member_id))
        .filter(member::Column::Id.in_subquery(served(row)))
        .filter(member::Column::Id.not_in_subquery(crate::matching::lists::blocked_statement(row.member_id)))
}

/// A page of the members a volunteer serves, by surname and name, optionally those whose name or profile id holds
/// `query`.
pub async fn members(
    state: &AppState,
    account: &member::Model,
    page: u64,
    query: Option<&str>,
    lang: Lang,
) -> Result<VillageMemberList, ApiError> {
    let row = appointment(&state.db, account).await?;
    let mut select = served_members(&row);
    if let Some(q) = query.map(str::trim).filter(|q| !q.is_empty()) {
        let like = format!("%{}%", q.to_lowercase().replace(['%', '_'], ""));
        let lower = |c: member::Column| Expr::expr(sea_orm::sea_query::Func::lower(Expr::col(c)));
        select = select.filter(
            sea_orm::Condition::any()
                .add(lower(member::Column::FirstName).like(like.clone()))
                .add(lower(member::Column::LastName).like(like.clone()))
                .add(lower(member::Column::ProfileId).like(like)),
        );
    }
    let total_count = select.clone().count(&state.db).await?;
    let found = select
        .order_by_asc(member::Column::LastName)
        .order_by_asc(member::Column::FirstName)
        .order_by_asc(member::Column::Id)
        .offset(page * VOLUNTEER_PAGE_SIZE)
        .limit(VOLUNTEER_PAGE_SIZE)
        .all(&state.db)
        .await?;
    let ids: Vec<i32> = found.iter().map(|m| m.id).collect();
    let (profiles, mine) = tokio::try_join!(
        profile::Entity::find().filter(profile::Column::MemberId.is_in(ids.clone())).all(&state.db),
        vouch::Entity::find()
            .filter(vouch::Column::VolunteerId.eq(row.member_id))
            .filter(vouch::Column::MemberId.is_in(ids))
            .all(&state.db),
    )?;
    let data = state.lookups.data().await?;
    let today = shared::rules::india_date(state.clock.now());
    let result = found
        .into_iter()
        .filter_map(|m| {
            let p = profiles.iter().find(|p| p.member_id == m.id)?;
            Some(VillageMember {
                member_id: m.id,
                profile_id: m.profile_id,
                first_name: m.first_name,
                last_name: m.last_name,
                father_name: p.father_name.clone(),
                age: p.birth_date.map_or(0, |b| crate::matching::explain::age(b, today)),
                male: p.gender.unwrap_or(false),
                place: place_in(&data, p.native_village_id, p.gol_id, lang),
                my_vouch: mine.iter().find(|v| v.member_id == m.id).map(|v| v.status),
            })
        })
        .collect();
    let mut names: Vec<String> =
        villages_of(&row).into_iter().filter_map(|v| place_in(&data, Some(v), None, lang)).collect();
    names.extend(place_in(&data, None, row.gol_id, lang));
    Ok(VillageMemberList {
        has_more: (page + 1) * VOLUNTEER_PAGE_SIZE < total_count,
        result,
        total_count,
        places: names,
    })
}

/// A volunteer's word for a member they serve: offered to the member, who is told, in one transaction with its
/// audit entry. A member not visible to the volunteer is 404; one of another village 422 `not_your_village`; a
/// second word for the same member 422 `already_vouched`.
pub async fn vouch(state: &AppState, account: &member::Model, req: VouchRequest) -> Result<(), ApiError> {
    // Who may, before what they sent (403 before 400); taken again in the transaction.
    appointment(&state.db, account).await?;
    validated(&req)?;
    // Counted without surrounding spaces: ten spaces say nothing.
    if req.words.as_str().trim().chars().count() < shared::limits::VOUCH_WORDS_MIN {
        let short = shared::Message::TooShort { min: shared::limits::VOUCH_WORDS_MIN };
        return Err(ApiError::field("words", short.code()));
    }
    if req.member_id == account.id {
        return Err(rule(Reason::VouchForSelf));
    }
    let mut work = Work::begin(state).await?;
    let row = appointment(&*work, account).await?;
    let them = member::Entity::find_by_id(req.member_id)
        .filter(member::Column::Role.eq(Role::Member))
        .filter(member::Column::ProfileStatus.eq(ProfileStatus::Approved))
        .filter(member::Column::Id.not_in_subquery(crate::matching::lists::blocked_statement(account.id)))
        .one(&*work)
        .await?
        .ok_or_else(ApiError::not_found)?;
    let their_profile = profile::Entity::find_by_id(them.id).one(&*work).await?.ok_or_else(ApiError::not_found)?;
    // Given in the member's village when the volunteer serves it, else in the volunteer's gol; neither is 422.
    let village = their_profile.native_village_id.filter(|v| villages_of(&row).contains(v));
    if village.is_none() && (row.gol_id.is_none() || their_profile.gol_id != row.gol_id) {
        return Err(rule(Reason::NotYourVillage));
    }
    let gol = if village.is_none() { row.gol_id } else { None };
    let now = state.clock.now();
    let inserted = vouch::ActiveModel {
        volunteer_id: Set(account.id),
        member_id: Set(them.id),
        relation: Set(req.relation),
        words: Set(req.words.as_str().trim().to_owned()),
        village_id: Set(village),
        gol_id: Set(gol),
        status: Set(VouchStatus::Offered),
        created_at: Set(now),
        answered_at: Set(None),
        ..Default::default()
    }
    .insert(&*work)
    .await
    .map_err(|e| match e.sql_err() {
        Some(SqlErr::UniqueConstraintViolation(_)) => rule(Reason::AlreadyVouched),
        _ => ApiError::from(e),
    })?;
    audit(
        &*work,
        state,
        AuditEntry {
            moderator_id: account.id,
            action: AuditAction::Vouch,
            member_id: Some(them.id),
            before: json!({}),
            after: json!({"vouchId": inserted.id, "relation": req.relation, "words": inserted.words,
                "villageId": village, "golId": gol}),
            reason: None,
        },
    )
    .await?;
    let volunteer_name = format!("{} {}", account.first_name, account.last_name);
    let notice = Notice {
        kind: NotificationKind::VouchOffered,
        title: notify::both("verification-vouch-offered-title", &[]),
        body: notify::both("verification-vouch-offered-body", &[("name", &volunteer_name)]),
        page: super::checks::PAGE.into(),
        button: notify::both("verification-button", &[]),
        request_id: None,
        hold: None,
    };
    notify::tell(state, &mut work, &them, notice).await?;
    work.commit(state).await?;
    Ok(())
}

/// The words for a member that wait for their answer or stand accepted, newest first.
pub async fn offers(state: &AppState, member_id: i32, lang: Lang) -> Result<Vec<VouchOffer>, ApiError> {
    received(state, &state.db, member_id, &[VouchStatus::Offered, VouchStatus::Accepted], lang).await
}

/// Every word for a member, whatever became of it (the export), newest first.
pub async fn history(
    state: &AppState,
    db: &impl ConnectionTrait,
    member_id: i32,
    lang: Lang,
) -> Result<Vec<VouchOffer>, ApiError> {
    received(state, db, member_id, VouchStatus::ALL, lang).await
}

/// The words given by a volunteer (the export): to whom, how, and what became of them; oldest first.
pub async fn given(db: &impl ConnectionTrait, volunteer_id: i32) -> Result<Vec<VouchGiven>, ApiError> {
    let rows = vouch::Entity::find()
        .filter(vouch::Column::VolunteerId.eq(volunteer_id))
        .order_by_asc(vouch::Column::Id)
        .all(db)
        .await?;
    let ids: Vec<i32> = rows.iter().map(|r| r.member_id).collect();
    let members = member::Entity::find().filter(member::Column::Id.is_in(ids)).all(db).await?;
    Ok(rows
        .into_iter()
        .map(|r| VouchGiven {
            profile_id: members.iter().find(|m| m.id == r.member_id).map(|m| m.profile_id.clone()).unwrap_or_default(),
            relation: r.relation,
            words: r.words,
            status: r.status,
            given_on: r.created_at.into(),
        })
        .collect())
}

/// At an account's deletion: the words about the member go; as a volunteer, their appointment ends and their words
/// go, with any `samaj` badge resting on them alone.
pub async fn erase(state: &AppState, db: &impl ConnectionTrait, id: i32) -> Result<(), ApiError> {
    let now = state.clock.now();
    vouch::Entity::delete_many().filter(vouch::Column::MemberId.eq(id)).exec(db).await?;
    volunteer::Entity::delete_many().filter(volunteer::Column::MemberId.eq(id)).exec(db).await?;
    let accepted = vouch::Entity::find()
        .filter(vouch::Column::VolunteerId.eq(id))
        .filter(vouch::Column::Status.eq(VouchStatus::Accepted))
        .all(db)
        .await?;
    vouch::Entity::delete_many().filter(vouch::Column::VolunteerId.eq(id)).exec(db).await?;
    for word in accepted {
        reconsider(state, db, word.member_id, now).await?;
    }
    Ok(())
}

async fn received(
    state: &AppState,
    db: &impl ConnectionTrait,
    member_id: i32,
    statuses: &[VouchStatus],
    lang: Lang,
) -> Result<Vec<VouchOffer>, ApiError> {
    let rows = vouch::Entity::find()
        .filter(vouch::Column::MemberId.eq(member_id))
        .filter(vouch::Column::Status.is_in(statuses.iter().copied()))
        .order_by_desc(vouch::Column::Id)
        .all(db)
        .await?;
    if rows.is_empty() {
        return Ok(Vec::new());
    }
    let volunteers =
        member::Entity::find().filter(member::Column::Id.is_in(rows.iter().map(|r| r.volunteer_id))).all(db).await?;
    let data = state.lookups.data().await?;
    let mut out: Vec<VouchOffer> = rows
        .into_iter()
        .map(|r| VouchOffer {
            vouch_id: r.id,
            volunteer_name: volunteers
                .iter()
                .find(|v| v.id == r.volunteer_id)
                .map(|v| format!("{} {}", v.first_name, v.last_name))
                .unwrap_or_default(),
            place: place_in(&data, r.village_id, r.gol_id, lang),
            relation: r.relation,
            words: r.words,
            status: r.status,
            offered_on: r.created_at.into(),
        })
        .collect();
    // Those waiting for an answer first.
    out.sort_by_key(|o| o.status != VouchStatus::Offered);
    Ok(out)
}

/// The member accepts (the `samaj` badge, if they had none) or declines a word offered to them; 404 for another's,
/// 422 `vouch_not_offered` once answered or withdrawn. Answers the member as they now are.
pub async fn answer(
    state: &AppState,
    member: &member::Model,
    vouch_id: i32,
    accept: bool,
) -> Result<member::Model, ApiError> {
    let work = Work::begin(state).await?;
    let row = vouch::Entity::find_by_id(vouch_id)
        .filter(vouch::Column::MemberId.eq(member.id))
        .one(&*work)
        .await?
        .ok_or_else(ApiError::not_found)?;
    let now = state.clock.now();
    let status = if accept { VouchStatus::Accepted } else { VouchStatus::Declined };
    let taken = vouch::Entity::update_many()
        .col_expr(vouch::Column::Status, Expr::value(status))
        .col_expr(vouch::Column::AnsweredAt, Expr::value(now))
        .filter(vouch::Column::Id.eq(row.id))
        .filter(vouch::Column::Status.eq(VouchStatus::Offered))
        .exec(&*work)
        .await?
        .rows_affected;
    if taken != 1 {
        return Err(rule(Reason::VouchNotOffered));
    }
    if accept {
        let gained = member::Entity::update_many()
            .col_expr(member::Column::SamajAt, Expr::value(now))
            .col_expr(member::Column::SamajVillageId, Expr::value(row.village_id))
            .col_expr(member::Column::SamajGolId, Expr::value(row.gol_id))
            .filter(member::Column::Id.eq(member.id))
            .filter(member::Column::SamajAt.is_null())
            .exec(&*work)
            .await?
            .rows_affected;
        if gained == 1 {
            crate::matching::row::refresh(state, &*work, member.id).await?;
        }
    }
    work.commit(state).await?;
    member::Entity::find_by_id(member.id).one(&state.db).await?.ok_or_else(ApiError::not_found)
}

/// Sets the `samaj` badge of `member_id` from the accepted words of live volunteers still standing (the oldest), or
/// clears it when none is left; refreshes the search row when it changed.
async fn reconsider(
    state: &AppState,
    db: &impl ConnectionTrait,
    member_id: i32,
    now: DateTime<Utc>,
) -> Result<(), ApiError> {
    let live = volunteer::Entity::find()
        .select_only()
        .column(volunteer::Column::MemberId)
        .filter(volunteer::Column::WithdrawnAt.is_null())
        .into_query();
    let standing = vouch::Entity::find()
        .filter(vouch::Column::MemberId.eq(member_id))
        .filter(vouch::Column::Status.eq(VouchStatus::Accepted))
        .filter(vouch::Column::VolunteerId.in_subquery(live))
        .order_by_asc(vouch::Column::Id)
        .one(db)
        .await?;
    let (at, village, gol) = match &standing {
        Some(v) => (Some(v.answered_at.unwrap_or(now)), v.village_id, v.gol_id),
        None => (None, None, None),
    };
    member::Entity::update_many()
        .col_expr(member::Column::SamajAt, Expr::value(at))
        .col_expr(member::Column::SamajVillageId, Expr::value(village))
        .col_expr(member::Column::SamajGolId, Expr::value(gol))
        .filter(member::Column::Id.eq(member_id))
        .exec(db)
        .await?;
    crate::matching::row::refresh(state, db, member_id).await?;
    Ok(())
}

/// The villages and gol of an appointment, checked against the reference lists (400 with the field otherwise).
fn places_of(data: &ReferenceData, req: &AppointRequest) -> Result<(Vec<i32>, Option<i32>), ApiError> {
    let mut villages = req.village_ids.clone();
    villages.sort_unstable();
    villages.dedup();
    let unknown_village = villages.iter().any(|v| !data.villages.iter().any(|x| x.id == *v));
    let unknown_gol = req.gol_id.is_some_and(|g| !data.gols.iter().any(|x| x.id == g));
    if unknown_village || (villages.is_empty() && req.gol_id.is_none()) {
        return Err(ApiError::field("villageIds", "invalid_choice"));
    }
    if unknown_gol {
        return Err(ApiError::field("golId", "invalid_choice"));
    }
    Ok((villages, req.gol_id))
}

/// The account to appoint: an approved member by profile id (404 otherwise), or the account of an e-mail address,
/// created with the volunteer role when there is none (409 `account_exists` when it is a member's or a
/// moderator's). Answers the account and whether it was created.
async fn account_for(
    state: &AppState,
    db: &impl ConnectionTrait,
    req: &AppointRequest,
) -> Result<(member::Model, bool), ApiError> {
    if let Some(profile_id) = &req.profile_id {
        let found = member::Entity::find()
            .filter(member::Column::ProfileId.eq(profile_id.normalized()))
            .filter(member::Column::Role.eq(Role::Member))
            .one(db)
            .await?
            .ok_or_else(ApiError::not_found)?;
        if found.profile_status != ProfileStatus::Approved {
            return Err(rule(Reason::StatusForbids));
        }
        return Ok((found, false));
    }
    let (Some(email), Some(first), Some(last)) = (&req.email, &req.first_name, &req.last_name) else {
        return Err(ApiError::field("profileId", "required"));
    };
    let email = email.normalized();
    if let Some(found) = member::Entity::find().filter(member::Column::Email.eq(email.clone())).one(db).await? {
        return match found.role {
            Role::Volunteer => Ok((found, false)),
            _ => Err(ApiError::new(ErrorCode::Conflict).with_detail(Reason::AccountExists)),
        };
    }
    // A password nobody knows: the volunteer chooses their own through "Forgot password".
    let hash = password::unknown().await?;
    let created = crate::moderation::moderators::staff_account(
        Role::Volunteer,
        email,
        hash,
        first.as_str(),
        last.as_str(),
        state.clock.now(),
    )
    .insert(db)
    .await
    .map_err(|e| match e.sql_err() {
        Some(SqlErr::UniqueConstraintViolation(_)) => {
            ApiError::new(ErrorCode::Conflict).with_detail(Reason::AccountExists)
        }
        _ => ApiError::from(e),
    })?;
    Ok((created, true))
}

/// Appoints a volunteer (or sets the villages of one again, withdrawn or not), audits it, and tells them by e-mail
/// where to start: the volunteer page, after choosing a password for an account just created.
pub async fn appoint(
    state: &AppState,
    moderator_id: i32,
    req: AppointRequest,
    lang: Lang,
) -> Result<VolunteerEntry, ApiError> {
    validated(&req)?;
    let data = state.lookups.data().await?;
    let (villages, gol) = places_of(&data, &req)?;
    let mut work = Work::begin(state).await?;
    let (account, created) = account_for(state, &*work, &req).await?;
    let now = state.clock.now();
    let before = volunteer::Entity::find_by_id(account.id).one(&*work).await?;
    let row = volunteer::ActiveModel {
        member_id: Set(account.id),
        villages: Set(serde_json::to_string(&villages).unwrap_or_else(|_| "[]".into())),
        gol_id: Set(gol),
        appointed_by: Set(moderator_id),
        appointed_at: Set(now),
        withdrawn_at: Set(None),
        withdrawn_by: Set(None),
    };
    let row = match &before {
        Some(_) => row.update(&*work).await?,
        None => row.insert(&*work).await?,
    };
    audit(
        &*work,
        state,
        AuditEntry {
            moderator_id,
            action: AuditAction::AppointVolunteer,
            member_id: Some(account.id),
            before: before.as_ref().map_or(
                json!({}),
                |b| json!({"villageIds": villages_of(b), "golId": b.gol_id, "withdrawn": b.withdrawn_at.is_some()}),
            ),
            after: json!({"villageIds": villages, "golId": gol, "newAccount": created}),
            reason: None,
        },
    )
    .await?;
    let theirs = crate::lang::of_member(&account);
    let text = |id: &str| shared::catalog::text(theirs, id, &[]);
    let (body, path) = if created {
        ("verification-volunteer-appointed-new-body", "/auth/forgot-password")
    } else {
        ("verification-volunteer-appointed-body", VOLUNTEER_PAGE)
    };
    let mail = templates::notice(
        theirs,
        &account.first_name,
        &text("verification-volunteer-appointed-title"),
        &text(body),
        templates::Link {
            label: &text(if created {
                "verification-volunteer-appointed-new-button"
            } else {
                "verification-volunteer-appointed-button"
            }),
            url: templates::page(&state.public_url, path),
        },
        &state.public_url,
    );
    work.queue_mail(state, &account.email, mail).await?;
    work.commit(state).await?;
    let accepted = accepted_counts(&state.db, &[row.member_id]).await?;
    Ok(entry(&data, row, account, &accepted, lang))
}

/// Withdraws a volunteer and every word they gave, in one transaction: a `samaj` badge resting on them alone goes.
/// 404 for an account that was never a volunteer; 422 `not_awaiting_review` for one withdrawn already.
pub async fn withdraw(state: &AppState, moderator_id: i32, account_id: i32) -> Result<(), ApiError> {
    let work = Work::begin(state).await?;
    let row = volunteer::Entity::find_by_id(account_id).one(&*work).await?.ok_or_else(ApiError::not_found)?;
    let now = state.clock.now();
    let taken = volunteer::Entity::update_many()
        .col_expr(volunteer::Column::WithdrawnAt, Expr::value(now))
        .col_expr(volunteer::Column::WithdrawnBy, Expr::value(moderator_id))
        .filter(volunteer::Column::MemberId.eq(row.member_id))
        .filter(volunteer::Column::WithdrawnAt.is_null())
        .exec(&*work)
        .await?
        .rows_affected;
    if taken != 1 {
        return Err(rule(Reason::NotAwaitingReview));
    }
    let given = vouch::Entity::find()
        .filter(vouch::Column::VolunteerId.eq(row.member_id))
        .filter(vouch::Column::Status.is_in([VouchStatus::Offered, VouchStatus::Accepted]))
        .all(&*work)
        .await?;
    vouch::Entity::update_many()
        .col_expr(vouch::Column::Status, Expr::value(VouchStatus::Withdrawn))
        .col_expr(vouch::Column::AnsweredAt, Expr::value(now))
        .filter(vouch::Column::Id.is_in(given.iter().map(|v| v.id)))
        .exec(&*work)
        .await?;
    for accepted in given.iter().filter(|v| v.status == VouchStatus::Accepted) {
        reconsider(state, &*work, accepted.member_id, now).await?;
    }
    audit(
        &*work,
        state,
        AuditEntry {
            moderator_id,
            action: AuditAction::WithdrawVolunteer,
            member_id: Some(row.member_id),
            before: json!({"villageIds": villages_of(&row), "golId": row.gol_id}),
            after: json!({"withdrawnVouches": given.iter().map(|v| v.id).collect::<Vec<_>>()}),
            reason: None,
        },
    )
    .await?;
    work.commit(state).await?;
    Ok(())
}

/// How many accepted, standing words each volunteer gave.
async fn accepted_counts(db: &impl ConnectionTrait, ids: &[i32]) -> Result<Vec<(i32, i64)>, ApiError> {
    Ok(vouch::Entity::find()
        .select_only()
        .column(vouch::Column::VolunteerId)
        .column_as(vouch::Column::Id.count(), "n")
        .filter(vouch::Column::VolunteerId.is_in(ids.iter().copied()))
        .filter(vouch::Column::Status.eq(VouchStatus::Accepted))
        .group_by(vouch::Column::VolunteerId)
        .into_tuple::<(i32, i64)>()
        .all(db)
        .await?)
}

fn entry(
    data: &ReferenceData,
    row: volunteer::Model,
    account: member::Model,
    accepted: &[(i32, i64)],
    lang: Lang,
) -> VolunteerEntry {
    VolunteerEntry {
        account_id: account.id,
        profile_id: account.profile_id,
        first_name: account.first_name,
        last_name: account.last_name,
        email: account.email,
        is_member: account.role == Role::Member,
        villages: villages_of(&row)
            .into_iter()
            .filter_map(|v| place_in(data, Some(v), None, lang).map(|name| NamedPlace { id: v, name }))
            .collect(),
        gol: row.gol_id.and_then(|g| place_in(data, None, Some(g), lang).map(|name| NamedPlace { id: g, name })),
        appointed_on: row.appointed_at.into(),
        withdrawn_on: row.withdrawn_at.map(Into::into),
        accepted_vouches: accepted.iter().find(|(id, _)| *id == row.member_id).map_or(0, |(_, n)| *n as u64),
    }
}

/// Every volunteer, appointed ones first (newest first), then withdrawn ones.
pub async fn list(state: &AppState, lang: Lang) -> Result<VolunteerList, ApiError> {
    let rows = volunteer::Entity::find().order_by_desc(volunteer::Column::AppointedAt).all(&state.db).await?;
    let ids: Vec<i32> = rows.iter().map(|r| r.member_id).collect();
    let accounts = member::Entity::find().filter(member::Column::Id.is_in(ids.clone())).all(&state.db).await?;
    let accepted = accepted_counts(&state.db, &ids).await?;
    let data = state.lookups.data().await?;
    let mut result: Vec<VolunteerEntry> = rows
        .into_iter()
        .filter_map(|row| {
            let account = accounts.iter().find(|a| a.id == row.member_id)?.clone();
            Some(entry(&data, row, account, &accepted, lang))
        })
        .collect();
    result.sort_by_key(|e| e.withdrawn_on.is_some());
    Ok(VolunteerList { result })
}
