//! The person's consent (docs/rules.md rule 46): a profile someone else created (`createdBy` is not `self`) reaches
//! the moderators only once its person agrees, with a code sent to their own e-mail and entered on a page of their
//! own (`/auth/consent`, no sign-in). The consent records when, and which family members looked after the profile
//! then. The person may take the profile over alone at that moment: the account then signs in with their e-mail and
//! their password, every other sign-in ends and every family manager is removed.

use chrono::Duration;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, Set, SqlErr,
    sea_query::{Expr, ExprTrait},
};

use entity::{family_consent, family_manager, member, profile, sign_in};
use shared::{ActivityAction, FamilyRelation, Lang, ManagerStatus, ProfileCreator, ProfileStatus, catalog};

use super::model::{ConsentAnswer, ConsentCodeRequest, ConsentRequest, ConsentState};
use crate::{
    accounts::service::{Claims, normalize_email, revoke_all, sign_in},
    auth::{codes, password},
    client::ClientInfo,
    error::{ApiError, ErrorCode, Reason, validated},
    events::Event,
    mail::templates,
    messages,
    state::AppState,
    status::{self, Change},
    work::Work,
};

fn rule(reason: Reason) -> ApiError {
    ApiError::new(ErrorCode::RuleViolated).with_detail(reason)
}

fn code_parts<'a>(email: &'a str, member: &'a str, code: &'a str) -> [&'a [u8]; 4] {
    [email.as_bytes(), b"family_consent", member.as_bytes(), code.as_bytes()]
}

fn state_of(
    member: &member::Model,
    row: Option<family_consent::Model>,
    now: chrono::DateTime<chrono::Utc>,
) -> ConsentState {
    let needed = member.created_by != ProfileCreator::Own;
    match row {
        None => ConsentState {
            needed,
            email: None,
            requested_on: None,
            code_valid_until: None,
            consented_on: None,
            on_paper: false,
        },
        Some(row) => ConsentState {
            needed,
            on_paper: row.paper_check_id.is_some(),
            code_valid_until: match (&row.code_hash, row.code_expires_at) {
                (Some(_), Some(until)) if until > now => Some(until.into()),
                _ => None,
            },
            // A consent on paper without a code before it has no address.
            email: Some(row.email).filter(|e| !e.is_empty()),
            requested_on: Some(row.requested_at.into()),
            consented_on: row.consented_at.map(Into::into),
        },
    }
}

/// The consent of `member`'s person, when one was asked (the export).
pub async fn of(
    db: &impl sea_orm::ConnectionTrait,
    member: &member::Model,
    now: chrono::DateTime<chrono::Utc>,
) -> Result<Option<ConsentState>, ApiError> {
    let row = family_consent::Entity::find().filter(family_consent::Column::MemberId.eq(member.id)).one(db).await?;
    Ok(row.map(|row| state_of(member, Some(row), now)))
}

/// Where the consent of `member`'s person stands.
pub async fn state(state: &AppState, member: &member::Model) -> Result<ConsentState, ApiError> {
    let row =
        family_consent::Entity::find().filter(family_consent::Column::MemberId.eq(member.id)).one(&state.db).await?;
    Ok(state_of(member, row, state.clock.now()))
}

/// "your father", sentence-initial in English ("Your father").
fn creator_phrase(creator: ProfileCreator, lang: Lang) -> String {
    let relation = match creator {
        ProfileCreator::Father => shared::FamilyRelation::Father,
        ProfileCreator::Mother => shared::FamilyRelation::Mother,
        ProfileCreator::Brother => shared::FamilyRelation::Brother,
        ProfileCreator::Sister => shared::FamilyRelation::Sister,
        ProfileCreator::Friend => shared::FamilyRelation::Friend,
        ProfileCreator::Relative | ProfileCreator::Own => shared::FamilyRelation::Relative,
    };
    let phrase = crate::acting::who(relation, crate::acting::Whose::Your, lang);
    let mut chars = phrase.chars();
    chars.next().map(|first| first.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// Sends the person a code to agree to the profile (again, at most once a minute): to their own address, never the
/// account's. 422 `consent_not_needed` for a profile its person created; the profile's account holder only.
pub async fn send_code(
    state: &AppState,
    member: &member::Model,
    req: ConsentCodeRequest,
) -> Result<ConsentState, ApiError> {
    validated(&req)?;
    super::refuse_suspended(member)?;
    if member.created_by == ProfileCreator::Own {
        return Err(rule(Reason::ConsentNotNeeded));
    }
    let email = normalize_email(req.email.as_str());
    if email == member.email {
        return Err(rule(Reason::ConsentOwnAddress));
    }
    // An address gets at most so many codes an hour, whoever asks (rule 18).
    state.limits.code_requests.hit(state, &format!("email:{email}")).await?;
    let now = state.clock.now();
    let mut work = Work::begin(state).await?;
    work.lock_member(member.id).await?;
    let existing =
        family_consent::Entity::find().filter(family_consent::Column::MemberId.eq(member.id)).one(&*work).await?;
    if let Some(row) = &existing {
        let wait = Duration::seconds(shared::limits::OTP_RESEND_SECS as i64) - (now - row.requested_at);
        if wait > Duration::zero() {
            let mut error = ApiError::new(ErrorCode::TooManyRequests).with_detail(Reason::CodeRateLimited);
            error.retry_after_secs = Some(crate::ratelimit::whole_seconds_up(wait));
            return Err(error);
        }
    }
    let code = codes::generate();
    let hash = hex::encode(state.keys.code_mac(&code_parts(&email, &member.id.to_string(), &code)));
    let expires = now + Duration::days(shared::limits::FAMILY_CONSENT_DAYS);
    let row = match existing {
        Some(row) => {
            let mut active: family_consent::ActiveModel = row.into();
            active.email = Set(email.clone());
            active.code_hash = Set(Some(hash));
            active.code_expires_at = Set(Some(expires));
            active.wrong_attempts = Set(0);
            active.requested_at = Set(now);
            active.update(&*work).await?
        }
        None => {
            family_consent::ActiveModel {
                member_id: Set(member.id),
                email: Set(email.clone()),
                code_hash: Set(Some(hash)),
                code_expires_at: Set(Some(expires)),
                wrong_attempts: Set(0),
                requested_at: Set(now),
                took_over: Set(false),
                ..Default::default()
            }
            .insert(&*work)
            .await?
        }
    };
    let lang = crate::lang::of_member(member);
    let name = format!("{} {}", member.first_name, member.last_name);
    let creator = creator_phrase(member.created_by, lang);
    let text = |id: &str| catalog::text(lang, id, &[("name", &name), ("creator", &creator)]);
    let link = format!(
        "/auth/consent?email={}",
        percent_encoding::utf8_percent_encode(&email, percent_encoding::NON_ALPHANUMERIC)
    );
    let mail = templates::invitation(
        lang,
        &text("family-consent-subject"),
        &text("family-consent-intro"),
        &code,
        &text("family-consent-after"),
        templates::Link { label: &text("family-consent-button"), url: templates::page(&state.public_url, &link) },
        &state.public_url,
    );
    work.queue_mail(state, &email, mail).await?;
    work.commit(state).await?;
    Ok(state_of(member, Some(row), now))
}

/// The person agrees with the code from their e-mail (no sign-in): the consent records when and which family members
/// looked after the profile; a profile whose wizard is done goes to the moderators in the same transaction. With
/// `takeOver` the person also takes the profile over alone and is signed in. A wrong code counts a try on the code
/// (five burn it) and on the client's address, as any code; 409 `account_exists` when another account has the
/// person's address and they take over.
pub async fn confirm(
    state: &AppState,
    req: ConsentRequest,
    client: &ClientInfo,
    lang: Lang,
) -> Result<ConsentAnswer, ApiError> {
    validated(&req)?;
    let take_over = req.take_over.unwrap_or(false);
    let email = normalize_email(req.email.as_str());
    let now = state.clock.now();
    state.limits.code_check_failures.check(state, &client.ip).await?;
    let pending = family_consent::Entity::find()
        .filter(family_consent::Column::Email.eq(email.as_str()))
        .filter(family_consent::Column::CodeExpiresAt.gt(now))
        .filter(family_consent::Column::CodeHash.is_not_null())
        .all(&state.db)
        .await?;
    let right = pending.iter().find(|row| {
        let stored = hex::decode(row.code_hash.as_deref().unwrap_or_default()).unwrap_or_default();
        state.keys.code_mac_matches(&code_parts(&email, &row.member_id.to_string(), req.code.as_str()), &stored)
    });
    let Some(row) = right.cloned() else {
        let work = Work::begin(state).await?;
        if !pending.is_empty() {
            let attempts = Expr::col(family_consent::Column::WrongAttempts).add(1);
            let burnt = Expr::case(attempts.clone().gte(shared::limits::OTP_MAX_WRONG as i32), Expr::value(now))
                .finally(Expr::col(family_consent::Column::CodeExpiresAt));
            family_consent::Entity::update_many()
                .col_expr(family_consent::Column::WrongAttempts, attempts)
                .col_expr(family_consent::Column::CodeExpiresAt, burnt.into())
                .filter(family_consent::Column::Id.is_in(pending.iter().map(|r| r.id)))
                .exec(&*work)
                .await?;
        }
        state.limits.code_check_failures.record_in(&work, state, &client.ip).await?;
        work.commit(state).await?;
        return Err(rule(Reason::WrongCode));
    };
    // Once the code is right (a wrong one says nothing more), a take-over needs a password of rule 14.
    if take_over && req.password.is_none() {
        return Err(ApiError::field("password", "required"));
    }
    let hash = match (&req.password, take_over) {
        (Some(password), true) => {
            // A new password follows rule 14, as at registration; the code stays to try again.
            if let Err(code) = shared::rules::check_text(shared::types::Password::RULE, password.as_str()) {
                return Err(ApiError::field("password", code.code()));
            }
            Some(password::hash(password.as_str().to_owned()).await?)
        }
        _ => None,
    };
    let mut work = Work::begin(state).await?;
    work.lock_member(row.member_id).await?;
    // Of two confirmations at once, one spends the code.
    let spent = family_consent::Entity::update_many()
        .col_expr(family_consent::Column::CodeHash, Expr::value(Option::<String>::None))
        .filter(family_consent::Column::Id.eq(row.id))
        .filter(family_consent::Column::CodeHash.eq(row.code_hash.clone()))
        .exec(&*work)
        .await?
        .rows_affected;
    if spent != 1 {
        return Err(rule(Reason::WrongCode));
    }
    // A deleted account takes no consent (its rows go with it; this answers a code sent just before).
    let person = member::Entity::find_by_id(row.member_id)
        .filter(member::Column::DeletedAt.is_null())
        .one(&*work)
        .await?
        .ok_or_else(|| rule(Reason::WrongCode))?;
    let mut active: family_consent::ActiveModel = row.into();
    active.consented_at = Set(Some(now));
    active.managers = Set(Some(who_looked_after(&*work, &person).await?));
    active.took_over = Set(take_over);
    active.update(&*work).await?;
    end_volunteer(&*work, person.id).await?;
    let mut person = person;
    if let Some(hash) = hash {
        person = take_over_alone(state, &mut work, person, &email, hash).await?;
    }
    let person = submit_if_done(state, &mut work, person).await?;
    let sign_in = if take_over {
        let claims = Claims { ip: None, location: None, geo_location: None, push: None };
        let image = crate::photos::default_url(state, person.id, "small").await?;
        Some(sign_in(state, &mut work, (&person, image), "consent", client, claims, None).await?)
    } else {
        None
    };
    work.commit(state).await?;
    let key = if take_over { "consent_taken_over" } else { "consent_given" };
    Ok(ConsentAnswer { message: messages::text(key, lang), sign_in })
}

/// Who looked after the profile when the person agreed: its creator (the account holder) and the managers, each by
/// relation and address (JSON).
async fn who_looked_after(db: &impl sea_orm::ConnectionTrait, person: &member::Model) -> Result<String, ApiError> {
    let managers = family_manager::Entity::find()
        .filter(family_manager::Column::MemberId.eq(person.id))
        .filter(family_manager::Column::Status.eq(ManagerStatus::Active))
        .all(db)
        .await?;
    let mut who = vec![serde_json::json!({"relation": person.created_by, "email": person.email})];
    who.extend(managers.iter().map(|m| serde_json::json!({"relation": m.relation, "email": m.email})));
    Ok(serde_json::Value::Array(who).to_string())
}

/// With the consent given, a profile whose wizard is done goes to the moderators now.
async fn submit_if_done(state: &AppState, work: &mut Work, person: member::Model) -> Result<member::Model, ApiError> {
    let step = profile::Entity::find_by_id(person.id).one(&**work).await?.map(|p| p.wizard_step);
    if person.profile_status == ProfileStatus::Wizard && step == Some(4) {
        let change = Change::by_member(person.id, &[ProfileStatus::Wizard], ProfileStatus::Submitted);
        return status::change_in(state, work, change).await;
    }
    Ok(person)
}

/// A moderator accepted the photo of the signed paper form a volunteer sent (rule 49, check `check_id`): the person's
/// consent is recorded as a consent by code would be (a code still waiting is spent), the volunteer's standing ends,
/// and a finished profile goes to the moderators, in the decision's transaction.
pub async fn on_paper(state: &AppState, work: &mut Work, member_id: i32, check_id: i32) -> Result<(), ApiError> {
    work.lock_member(member_id).await?;
    let now = state.clock.now();
    let person = member::Entity::find_by_id(member_id)
        .filter(member::Column::DeletedAt.is_null())
        .one(&**work)
        .await?
        .ok_or_else(ApiError::not_found)?;
    let existing =
        family_consent::Entity::find().filter(family_consent::Column::MemberId.eq(member_id)).one(&**work).await?;
    if existing.as_ref().is_some_and(|row| row.consented_at.is_some()) {
        return Ok(());
    }
    let managers = who_looked_after(&**work, &person).await?;
    let mut active = match existing {
        Some(row) => row.into(),
        None => family_consent::ActiveModel {
            member_id: Set(member_id),
            // No address: the person agreed on paper.
            email: Set(String::new()),
            wrong_attempts: Set(0),
            requested_at: Set(now),
            took_over: Set(false),
            ..Default::default()
        },
    };
    active.code_hash = Set(None);
    active.consented_at = Set(Some(now));
    active.managers = Set(Some(managers));
    active.paper_check_id = Set(Some(check_id));
    active.save(&**work).await?;
    end_volunteer(&**work, member_id).await?;
    submit_if_done(state, work, person).await?;
    Ok(())
}

/// A volunteer entering the profile from a paper form (rule 49) stops with the person's consent: their standing goes,
/// and their sign-ins acting for the profile act for their own account again.
async fn end_volunteer(db: &impl sea_orm::ConnectionTrait, member_id: i32) -> Result<(), ApiError> {
    use sea_orm::QuerySelect;
    let volunteers: Vec<Option<i32>> = family_manager::Entity::find()
        .select_only()
        .column(family_manager::Column::ManagerId)
        .filter(family_manager::Column::MemberId.eq(member_id))
        .filter(family_manager::Column::Relation.eq(FamilyRelation::Volunteer))
        .into_tuple()
        .all(db)
        .await?;
    if volunteers.is_empty() {
        return Ok(());
    }
    family_manager::Entity::delete_many()
        .filter(family_manager::Column::MemberId.eq(member_id))
        .filter(family_manager::Column::Relation.eq(FamilyRelation::Volunteer))
        .exec(db)
        .await?;
    sign_in::Entity::update_many()
        .col_expr(sign_in::Column::ActingFor, Expr::value(Option::<i32>::None))
        .filter(sign_in::Column::ActingFor.eq(member_id))
        .filter(sign_in::Column::MemberId.is_in(volunteers.into_iter().flatten()))
        .exec(db)
        .await?;
    Ok(())
}

/// The person takes the profile over alone: the account signs in with their address and password from now on, as the
/// person's own (`createdBy` self), every other sign-in ends, and every family manager goes with their sign-ins.
async fn take_over_alone(
    state: &AppState,
    work: &mut Work,
    person: member::Model,
    email: &str,
    hash: String,
) -> Result<member::Model, ApiError> {
    let taken = member::Entity::find()
        .filter(member::Column::Email.eq(email))
        .filter(member::Column::Id.ne(person.id))
        .one(&**work)
        .await?;
    if taken.is_some() {
        return Err(ApiError::new(ErrorCode::Conflict).with_detail(Reason::AccountExists));
    }
    revoke_all(state, work, person.id, None).await?;
    let now = state.clock.now();
    sign_in::Entity::update_many()
        .col_expr(sign_in::Column::RevokedAt, Expr::value(now))
        .filter(sign_in::Column::ActingFor.eq(person.id))
        .filter(sign_in::Column::RevokedAt.is_null())
        .exec(&**work)
        .await?;
    family_manager::Entity::delete_many().filter(family_manager::Column::MemberId.eq(person.id)).exec(&**work).await?;
    let id = person.id;
    let mut active: member::ActiveModel = person.into();
    active.email = Set(email.to_owned());
    active.email_confirmed = Set(true);
    active.password_hash = Set(hash);
    active.created_by = Set(ProfileCreator::Own);
    // The mobile number was the creator's: it stays on the account unverified (no sign-in by it, no badge) until the
    // person verifies their own (rule 44).
    active.phone_verified_at = Set(None);
    active.updated_at = Set(now);
    let person = active.update(&**work).await.map_err(|e| match e.sql_err() {
        Some(SqlErr::UniqueConstraintViolation(_)) => {
            ApiError::new(ErrorCode::Conflict).with_detail(Reason::AccountExists)
        }
        _ => ApiError::from(e),
    })?;
    crate::matching::row::refresh(state, &**work, id).await?;
    crate::activity::record(&**work, now, id, ActivityAction::FamilyRemoved, None, None).await?;
    work.publish(Event::Lists { member_id: id });
    Ok(person)
}
