//! Family managers (docs/rules.md rule 46): a member invites up to three family members by e-mail; each accepts with
//! the invitation's code and signs in with their own account (one they have, or one made for it with the `family`
//! role), then acts on the profile with the rights the member gave. A sign-in acts for one profile at a time
//! (`sign_in.acting_for`, switched in the header); the guard resolves it on every call, so a right taken away or a
//! manager removed counts at once, and removal also ends the sign-ins acting for the profile (a `Logout` event).

pub mod consent;
pub mod contacts;
pub mod model;

use chrono::Duration;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, Set, SqlErr,
    sea_query::{Expr, ExprTrait},
};

use entity::{family_manager, member, sign_in};
use shared::{ActivityAction, FamilyRelation, FamilyRight, ManagerStatus, Role, catalog};

use crate::{
    accounts::{
        model::{ManagerInfo, SignInAnswer, UserInfo},
        service::{Claims, normalize_email, sign_in, user_info},
    },
    auth::{codes, password},
    client::ClientInfo,
    error::{ApiError, ErrorCode, Reason, validated},
    events::Event,
    mail::templates,
    state::AppState,
    work::Work,
};
use model::*;

pub use crate::acting::{has_right, rights_of};

/// A suspended profile sends nobody an invitation or a code (rule 46): what it sends carries its name.
pub(crate) fn refuse_suspended(member: &member::Model) -> Result<(), ApiError> {
    if member.profile_status == shared::ProfileStatus::Suspended {
        return Err(ApiError::new(ErrorCode::Forbidden).with_detail(Reason::StatusForbids));
    }
    Ok(())
}

fn rule(reason: Reason) -> ApiError {
    ApiError::new(ErrorCode::RuleViolated).with_detail(reason)
}

fn flags(rights: &[FamilyRight]) -> (bool, bool, bool) {
    let has = |r| rights.contains(&r);
    // Answering requests needs the inbox: `requests` brings `view`.
    (has(FamilyRight::View) || has(FamilyRight::Requests), has(FamilyRight::Requests), has(FamilyRight::Edit))
}

fn code_parts<'a>(email: &'a str, id: &'a str, code: &'a str) -> [&'a [u8]; 4] {
    [email.as_bytes(), b"family_invite", id.as_bytes(), code.as_bytes()]
}

fn entry(link: family_manager::Model, name: Option<String>, now: chrono::DateTime<chrono::Utc>) -> FamilyManager {
    let code_valid_until = match (link.status, &link.code_hash, link.code_expires_at) {
        (ManagerStatus::Invited, Some(_), Some(until)) if until > now => Some(until.into()),
        _ => None,
    };
    FamilyManager {
        manager_id: link.id,
        rights: rights_of(&link),
        email: link.email,
        relation: link.relation,
        status: link.status,
        name,
        invited_on: link.invited_at.into(),
        accepted_on: link.accepted_at.map(Into::into),
        code_valid_until,
    }
}

/// Invites a family member to look after `member`'s profile, or invites them again (a new code, and the relation
/// and rights given now) while they have not accepted. At most [`shared::limits::FAMILY_MANAGERS_MAX`], counted
/// under the member's row lock; 409 `already_managing` for one who accepted; 422 `invite_self` for the member's own
/// address. The code goes by e-mail in the member's language; a new one at most every 60 seconds (429).
pub async fn invite(state: &AppState, member: &member::Model, req: InviteRequest) -> Result<FamilyManager, ApiError> {
    validated(&req)?;
    refuse_suspended(member)?;
    let email = normalize_email(req.email.as_str());
    if email == member.email {
        return Err(rule(Reason::InviteSelf));
    }
    // An address gets at most so many codes an hour, whoever asks (rule 18), so invitations cannot flood it.
    state.limits.code_requests.hit(state, &format!("email:{email}")).await?;
    let (may_view, may_request, may_edit) = flags(&req.rights);
    let now = state.clock.now();
    let mut work = Work::begin(state).await?;
    work.lock_member(member.id).await?;
    let existing = family_manager::Entity::find()
        .filter(family_manager::Column::MemberId.eq(member.id))
        .filter(family_manager::Column::Email.eq(email.as_str()))
        .one(&*work)
        .await?;
    let code = codes::generate();
    let row = match existing {
        Some(link) if link.status == ManagerStatus::Active => {
            return Err(ApiError::new(ErrorCode::Conflict).with_detail(Reason::AlreadyManaging));
        }
        Some(link) => {
            let wait = Duration::seconds(shared::limits::OTP_RESEND_SECS as i64) - (now - link.invited_at);
            if wait > Duration::zero() {
                let mut error = ApiError::new(ErrorCode::TooManyRequests).with_detail(Reason::CodeRateLimited);
                error.retry_after_secs = Some(crate::ratelimit::whole_seconds_up(wait));
                return Err(error);
            }
            let hash = hex::encode(state.keys.code_mac(&code_parts(&email, &link.id.to_string(), &code)));
            let mut active: family_manager::ActiveModel = link.into();
            active.relation = Set(req.relation.into());
            active.may_view = Set(may_view);
            active.may_request = Set(may_request);
            active.may_edit = Set(may_edit);
            active.code_hash = Set(Some(hash));
            active.code_expires_at = Set(Some(now + Duration::days(shared::limits::FAMILY_INVITE_DAYS)));
            active.wrong_attempts = Set(0);
            active.invited_at = Set(now);
            active.update(&*work).await?
        }
        None => {
            let count = family_manager::Entity::find()
                .filter(family_manager::Column::MemberId.eq(member.id))
                .count(&*work)
                .await?;
            if count as usize >= shared::limits::FAMILY_MANAGERS_MAX {
                return Err(rule(Reason::FamilyLimit));
            }
            let row = family_manager::ActiveModel {
                member_id: Set(member.id),
                email: Set(email.clone()),
                relation: Set(req.relation.into()),
                may_view: Set(may_view),
                may_request: Set(may_request),
                may_edit: Set(may_edit),
                status: Set(ManagerStatus::Invited),
                wrong_attempts: Set(0),
                invited_at: Set(now),
                ..Default::default()
            }
            .insert(&*work)
            .await
            .map_err(|e| match e.sql_err() {
                Some(SqlErr::UniqueConstraintViolation(_)) => {
                    ApiError::new(ErrorCode::Conflict).with_detail(Reason::AlreadyManaging)
                }
                _ => ApiError::from(e),
            })?;
            // The code is bound to the invitation's id, known once it is inserted.
            let hash = hex::encode(state.keys.code_mac(&code_parts(&email, &row.id.to_string(), &code)));
            let mut active: family_manager::ActiveModel = row.into();
            active.code_hash = Set(Some(hash));
            active.code_expires_at = Set(Some(now + Duration::days(shared::limits::FAMILY_INVITE_DAYS)));
            active.update(&*work).await?
        }
    };
    let lang = crate::lang::of_member(member);
    let name = format!("{} {}", member.first_name, member.last_name);
    let text = |id: &str| catalog::text(lang, id, &[("name", &name)]);
    let mail = templates::invitation(
        lang,
        &text("family-invite-subject"),
        &text("family-invite-intro"),
        &code,
        &text("family-invite-after"),
        templates::Link {
            label: &text("family-invite-button"),
            url: templates::page(
                &state.public_url,
                &format!(
                    "/auth/family?email={}",
                    percent_encoding::utf8_percent_encode(&email, percent_encoding::NON_ALPHANUMERIC)
                ),
            ),
        },
        &state.public_url,
    );
    work.queue_mail(state, &email, mail).await?;
    crate::activity::record(&*work, now, member.id, ActivityAction::FamilyInvited, None, None).await?;
    work.commit(state).await?;
    Ok(entry(row, None, now))
}

/// Who looks after the profile of `own` (when the caller's account is a member acting as itself), and the profiles
/// `account_id` looks after, with the one `acting_for` marked.
pub async fn list(
    state: &AppState,
    own: Option<&member::Model>,
    account_id: i32,
    acting_for: Option<i32>,
) -> Result<FamilyAnswer, ApiError> {
    let managers = match own.filter(|m| m.role == Role::Member) {
        Some(own) => managers_of(&state.db, own.id, state.clock.now()).await?,
        None => Vec::new(),
    };
    let profiles = profiles_of(&state.db, account_id, acting_for).await?;
    let account = member::Entity::find_by_id(account_id).one(&state.db).await?;
    Ok(FamilyAnswer { has_own_profile: account.is_some_and(|a| a.role == Role::Member), managers, profiles })
}

/// The family members invited to look after profile `id`, or looking after it, oldest first, with the names of those
/// who accepted.
async fn managers_of(
    db: &impl sea_orm::ConnectionTrait,
    id: i32,
    now: chrono::DateTime<chrono::Utc>,
) -> Result<Vec<FamilyManager>, ApiError> {
    let links = family_manager::Entity::find()
        .filter(family_manager::Column::MemberId.eq(id))
        .order_by_asc(family_manager::Column::InvitedAt)
        .order_by_asc(family_manager::Column::Id)
        .all(db)
        .await?;
    let ids: Vec<i32> = links.iter().filter_map(|l| l.manager_id).collect();
    let accounts = member::Entity::find().filter(member::Column::Id.is_in(ids)).all(db).await?;
    Ok(links
        .into_iter()
        .map(|link| {
            let name = link
                .manager_id
                .and_then(|id| accounts.iter().find(|a| a.id == id))
                .map(|a| format!("{} {}", a.first_name, a.last_name));
            entry(link, name, now)
        })
        .collect())
}

/// The profiles account `account` looks after (its accepted invitations), in the order it accepted them, with the one
/// `acting_for` marked.
async fn profiles_of(
    db: &impl sea_orm::ConnectionTrait,
    account: i32,
    acting_for: Option<i32>,
) -> Result<Vec<ManagedProfile>, ApiError> {
    let links = family_manager::Entity::find()
        .filter(family_manager::Column::ManagerId.eq(account))
        .filter(family_manager::Column::Status.eq(ManagerStatus::Active))
        .order_by_asc(family_manager::Column::AcceptedAt)
        .order_by_asc(family_manager::Column::Id)
        .all(db)
        .await?;
    let ids: Vec<i32> = links.iter().map(|l| l.member_id).collect();
    let people = member::Entity::find().filter(member::Column::Id.is_in(ids)).all(db).await?;
    Ok(links
        .iter()
        .filter_map(|link| {
            let person = people.iter().find(|p| p.id == link.member_id)?;
            Some(ManagedProfile {
                member_id: person.id,
                profile_id: person.profile_id.clone(),
                first_name: person.first_name.clone(),
                last_name: person.last_name.clone(),
                profile_status: person.profile_status,
                relation: link.relation,
                rights: rights_of(link),
                acting: acting_for == Some(person.id),
            })
        })
        .collect())
}

async fn owned_link(work: &Work, member: &member::Model, manager_id: i32) -> Result<family_manager::Model, ApiError> {
    family_manager::Entity::find_by_id(manager_id)
        .filter(family_manager::Column::MemberId.eq(member.id))
        .one(&**work)
        .await?
        .ok_or_else(ApiError::not_found)
}

/// Changes a manager's relation and rights; the next call they make counts with them. 404 for another member's.
pub async fn change(
    state: &AppState,
    member: &member::Model,
    manager_id: i32,
    req: RightsRequest,
) -> Result<FamilyManager, ApiError> {
    validated(&req)?;
    let (may_view, may_request, may_edit) = flags(&req.rights);
    let work = Work::begin(state).await?;
    let link = owned_link(&work, member, manager_id).await?;
    // The volunteer entering a paper form only edits, until the person's consent ends their standing (rule 49).
    if link.relation == FamilyRelation::Volunteer {
        return Err(ApiError::new(ErrorCode::RuleViolated).with_detail(Reason::VolunteerStanding));
    }
    let mut active: family_manager::ActiveModel = link.into();
    active.relation = Set(req.relation.into());
    active.may_view = Set(may_view);
    active.may_request = Set(may_request);
    active.may_edit = Set(may_edit);
    let link = active.update(&*work).await?;
    let now = state.clock.now();
    crate::activity::record(&*work, now, member.id, ActivityAction::FamilyChanged, link.manager_id, None).await?;
    let name = match link.manager_id {
        Some(id) => {
            member::Entity::find_by_id(id).one(&*work).await?.map(|a| format!("{} {}", a.first_name, a.last_name))
        }
        None => None,
    };
    work.commit(state).await?;
    Ok(entry(link, name, now))
}

/// Removes a manager (or an invitation): at once, their sign-ins acting for the profile end and their open tabs are
/// told (`Logout`). 404 for another member's.
pub async fn remove(state: &AppState, member: &member::Model, manager_id: i32) -> Result<(), ApiError> {
    let mut work = Work::begin(state).await?;
    let link = owned_link(&work, member, manager_id).await?;
    family_manager::Entity::delete_by_id(link.id).exec(&*work).await?;
    let now = state.clock.now();
    if let Some(account) = link.manager_id {
        end_sign_ins(&mut work, now, account, member.id).await?;
    }
    crate::activity::record(&*work, now, member.id, ActivityAction::FamilyRemoved, link.manager_id, None).await?;
    work.commit(state).await
}

/// Ends `account`'s live sign-ins that act for `profile`, and tells their tabs.
async fn end_sign_ins(
    work: &mut Work,
    now: chrono::DateTime<chrono::Utc>,
    account: i32,
    profile: i32,
) -> Result<(), ApiError> {
    let live = sign_in::Entity::find()
        .filter(sign_in::Column::MemberId.eq(account))
        .filter(sign_in::Column::ActingFor.eq(profile))
        .filter(sign_in::Column::RevokedAt.is_null())
        .all(&**work)
        .await?;
    if live.is_empty() {
        return Ok(());
    }
    sign_in::Entity::update_many()
        .col_expr(sign_in::Column::RevokedAt, Expr::value(now))
        .filter(sign_in::Column::Id.is_in(live.iter().map(|s| s.id)))
        .exec(&**work)
        .await?;
    for session in live {
        // A tab acting for the profile hears the profile's events.
        work.publish(Event::Logout { member_id: profile, only: Some(session.family), except: None });
    }
    Ok(())
}

/// Accepts an invitation with its code and signs in acting for the profile: with the account `email` has (its
/// password), or with a new account of the `family` role (names and a new password). Every pending invitation of
/// the address is compared; a wrong code counts a try on each (five burn them) and on the client's address, as any
/// code. 422 `wrong_code`, `wrong_credentials`; 409 `account_exists` for a moderator's address.
pub async fn accept(state: &AppState, req: AcceptRequest, client: &ClientInfo) -> Result<SignInAnswer, ApiError> {
    validated(&req)?;
    let email = normalize_email(req.email.as_str());
    let now = state.clock.now();
    state.limits.code_check_failures.check(state, &client.ip).await?;
    let pending = family_manager::Entity::find()
        .filter(family_manager::Column::Email.eq(email.as_str()))
        .filter(family_manager::Column::Status.eq(ManagerStatus::Invited))
        .filter(family_manager::Column::CodeExpiresAt.gt(now))
        .filter(family_manager::Column::CodeHash.is_not_null())
        .all(&state.db)
        .await?;
    let right = pending.iter().find(|link| {
        let stored = hex::decode(link.code_hash.as_deref().unwrap_or_default()).unwrap_or_default();
        state.keys.code_mac_matches(&code_parts(&email, &link.id.to_string(), req.code.as_str()), &stored)
    });
    let Some(link) = right.cloned() else {
        let work = Work::begin(state).await?;
        wrong_try(&work, &pending, now).await?;
        state.limits.code_check_failures.record_in(&work, state, &client.ip).await?;
        work.commit(state).await?;
        return Err(rule(Reason::WrongCode));
    };
    let existing = member::Entity::find()
        .filter(member::Column::Email.eq(email.as_str()))
        .filter(member::Column::DeletedAt.is_null())
        .one(&state.db)
        .await?;
    let account = match existing {
        Some(account) if account.role == Role::Moderator => {
            return Err(ApiError::new(ErrorCode::Conflict).with_detail(Reason::AccountExists));
        }
        Some(account) if account.id == link.member_id => return Err(rule(Reason::InviteSelf)),
        Some(account) => {
            if !password::verify(req.password.as_str().to_owned(), Some(account.password_hash.clone())).await? {
                return Err(rule(Reason::WrongCredentials));
            }
            Ok(account)
        }
        None => {
            let (Some(first), Some(last)) = (&req.first_name, &req.last_name) else {
                let mut error = ApiError::new(ErrorCode::ValidationFailed);
                for (field, missing) in [("firstName", req.first_name.is_none()), ("lastName", req.last_name.is_none())]
                {
                    if missing {
                        error.errors.insert(field.to_owned(), vec!["required".to_owned()]);
                    }
                }
                return Err(error);
            };
            // A new account's names and password follow rules 14 and the names', as at registration.
            let checks = [
                ("firstName", shared::types::PersonName::RULE, first.as_str()),
                ("lastName", shared::types::PersonName::RULE, last.as_str()),
                ("password", shared::types::Password::RULE, req.password.as_str()),
            ];
            let mut error = ApiError::new(ErrorCode::ValidationFailed);
            for (field, rule, value) in checks {
                if let Err(code) = shared::rules::check_text(rule, value) {
                    error.errors.insert(field.to_owned(), vec![code.code()]);
                }
            }
            if !error.errors.is_empty() {
                return Err(error);
            }
            let hash = password::hash(req.password.as_str().to_owned()).await?;
            Err(crate::moderation::moderators::staff_account(
                Role::Family,
                email.clone(),
                hash,
                first.as_str(),
                last.as_str(),
                now,
            ))
        }
    };
    let mut work = Work::begin(state).await?;
    let account = match account {
        Ok(account) => account,
        Err(new) => new.insert(&*work).await.map_err(|e| match e.sql_err() {
            Some(SqlErr::UniqueConstraintViolation(_)) => {
                ApiError::new(ErrorCode::Conflict).with_detail(Reason::AccountExists)
            }
            _ => ApiError::from(e),
        })?,
    };
    // One standing per account and profile: an account already looking after it (under another address) is told.
    let already = family_manager::Entity::find()
        .filter(family_manager::Column::MemberId.eq(link.member_id))
        .filter(family_manager::Column::ManagerId.eq(account.id))
        .one(&*work)
        .await?;
    if already.is_some() {
        return Err(ApiError::new(ErrorCode::Conflict).with_detail(Reason::AlreadyManaging));
    }
    // Of two acceptances at once, one takes the invitation, with the very code that matched (not one sent since).
    let taken = family_manager::Entity::update_many()
        .col_expr(family_manager::Column::Status, Expr::value(ManagerStatus::Active))
        .col_expr(family_manager::Column::ManagerId, Expr::value(account.id))
        .col_expr(family_manager::Column::AcceptedAt, Expr::value(now))
        .col_expr(family_manager::Column::CodeHash, Expr::value(Option::<String>::None))
        .filter(family_manager::Column::Id.eq(link.id))
        .filter(family_manager::Column::Status.eq(ManagerStatus::Invited))
        .filter(family_manager::Column::CodeHash.eq(link.code_hash.clone()))
        .exec(&*work)
        .await
        .map_err(|e| match e.sql_err() {
            Some(SqlErr::UniqueConstraintViolation(_)) => {
                ApiError::new(ErrorCode::Conflict).with_detail(Reason::AlreadyManaging)
            }
            _ => ApiError::from(e),
        })?
        .rows_affected;
    if taken != 1 {
        return Err(rule(Reason::WrongCode));
    }
    let link = family_manager::Entity::find_by_id(link.id).one(&*work).await?.ok_or_else(ApiError::not_found)?;
    let person = member::Entity::find_by_id(link.member_id).one(&*work).await?.ok_or_else(ApiError::not_found)?;
    crate::acting::set(link.relation);
    crate::activity::record(&*work, now, person.id, ActivityAction::FamilyJoined, Some(account.id), None).await?;
    let claims = Claims { ip: None, location: None, geo_location: None, push: None };
    let mut answer =
        sign_in(state, &mut work, (&account, None), "family_invite", client, claims, Some(person.id)).await?;
    work.commit(state).await?;
    answer.user = acting_user(state, &person, &account, &link).await?;
    Ok(answer)
}

/// Counts a wrong try on each of an address's pending invitations; the fifth burns the code.
async fn wrong_try(
    work: &Work,
    pending: &[family_manager::Model],
    now: chrono::DateTime<chrono::Utc>,
) -> Result<(), ApiError> {
    if pending.is_empty() {
        return Ok(());
    }
    let attempts = Expr::col(family_manager::Column::WrongAttempts).add(1);
    let burnt = Expr::case(attempts.clone().gte(shared::limits::OTP_MAX_WRONG as i32), Expr::value(now))
        .finally(Expr::col(family_manager::Column::CodeExpiresAt));
    family_manager::Entity::update_many()
        .col_expr(family_manager::Column::WrongAttempts, attempts)
        .col_expr(family_manager::Column::CodeExpiresAt, burnt.into())
        .filter(family_manager::Column::Id.is_in(pending.iter().map(|l| l.id)))
        .filter(family_manager::Column::Status.eq(ManagerStatus::Invited))
        .exec(&**work)
        .await?;
    Ok(())
}

/// The shell's user while a manager acts for `person`: the profile's, with who acts and their rights.
pub async fn acting_user(
    state: &AppState,
    person: &member::Model,
    account: &member::Model,
    link: &family_manager::Model,
) -> Result<UserInfo, ApiError> {
    let mut user = user_info(person);
    user.profile_image = crate::photos::default_url(state, person.id, "small").await?;
    user.manager = Some(ManagerInfo {
        account_id: account.id,
        first_name: account.first_name.clone(),
        last_name: account.last_name.clone(),
        relation: link.relation,
        rights: rights_of(link),
    });
    Ok(user)
}

/// Makes the sign-in `family` of `account_id` act for `member_id` (a profile the account looks after, 404
/// otherwise), or for the account itself; answers the shell's new user.
pub async fn switch(state: &AppState, account_id: i32, family: &str, req: SwitchRequest) -> Result<UserInfo, ApiError> {
    let account = member::Entity::find_by_id(account_id).one(&state.db).await?.ok_or_else(ApiError::not_found)?;
    let link = match req.member_id {
        Some(id) => Some(crate::acting::standing(&state.db, account_id, id).await?.ok_or_else(ApiError::not_found)?),
        None => None,
    };
    let work = Work::begin(state).await?;
    sign_in::Entity::update_many()
        .col_expr(sign_in::Column::ActingFor, Expr::value(req.member_id))
        .filter(Condition::all().add(sign_in::Column::Family.eq(family)).add(sign_in::Column::MemberId.eq(account_id)))
        .exec(&*work)
        .await?;
    work.commit(state).await?;
    match link {
        Some(link) => {
            let person =
                member::Entity::find_by_id(link.member_id).one(&state.db).await?.ok_or_else(ApiError::not_found)?;
            acting_user(state, &person, &account, &link).await
        }
        None => {
            let mut user = user_info(&account);
            user.profile_image = crate::photos::default_url(state, account.id, "small").await?;
            Ok(user)
        }
    }
}

/// Erases a deleted account's family ties (rule 46): its managers and invitations, the profiles it looked after, and
/// the sign-ins of others acting for it, which end (the deletion's `Logout` reaches their tabs, which hear the
/// profile's events).
pub async fn erase(
    db: &impl sea_orm::ConnectionTrait,
    id: i32,
    now: chrono::DateTime<chrono::Utc>,
) -> Result<(), ApiError> {
    family_manager::Entity::delete_many()
        .filter(
            Condition::any().add(family_manager::Column::MemberId.eq(id)).add(family_manager::Column::ManagerId.eq(id)),
        )
        .exec(db)
        .await?;
    // The person's consent keeps their address and the managers': it goes with the profile.
    entity::family_consent::Entity::delete_many()
        .filter(entity::family_consent::Column::MemberId.eq(id))
        .exec(db)
        .await?;
    // The family's contacts and the requests to see them, made or received.
    entity::family_contact::Entity::delete_many()
        .filter(entity::family_contact::Column::MemberId.eq(id))
        .exec(db)
        .await?;
    entity::contact_ask::Entity::delete_many()
        .filter(
            Condition::any()
                .add(entity::contact_ask::Column::MemberId.eq(id))
                .add(entity::contact_ask::Column::AskerId.eq(id)),
        )
        .exec(db)
        .await?;
    sign_in::Entity::update_many()
        .col_expr(sign_in::Column::RevokedAt, Expr::value(now))
        .filter(sign_in::Column::ActingFor.eq(id))
        .filter(sign_in::Column::RevokedAt.is_null())
        .exec(db)
        .await?;
    Ok(())
}

/// What the export says of the account's family ties (rule 46): who was invited to look after the profile, with
/// their rights and dates, and the profiles the account looks after.
pub async fn export(
    db: &impl sea_orm::ConnectionTrait,
    id: i32,
    now: chrono::DateTime<chrono::Utc>,
) -> Result<(Vec<FamilyManager>, Vec<ManagedProfile>), ApiError> {
    Ok((managers_of(db, id, now).await?, profiles_of(db, id, None).await?))
}
