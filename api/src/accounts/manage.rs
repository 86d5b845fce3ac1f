//! The signed-in member's own account (document 001, rules 16 and 23): the account page's details, changing
//! the password, the mobile number and the e-mail (a code to the new address), deactivating and reactivating.
//! Each change needs the current password; each is one transaction.

use crate::error::Reason;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, Set, SqlErr,
    sea_query::Expr,
};

use entity::{member, one_time_code, status_change};
use shared::{ActivityAction, ProfileStatus, catalog};

use super::{current_password::check_password, model::*, service::normalize_email};
use crate::{
    activity,
    auth::{
        codes::{self, Purpose},
        password,
    },
    client::ClientInfo,
    error::{ApiError, ErrorCode, validated},
    lang::Lang,
    mail::templates,
    messages,
    state::AppState,
    status::{self, Change},
    verification::phone::{phone_taken, verified_by_another},
    work::Work,
};

/// Sets the member's language (rule 43). Saving the language already set changes nothing; the answer is in the new
/// language.
pub async fn set_language(
    state: &AppState,
    member: &member::Model,
    req: LanguageRequest,
) -> Result<MessageAnswer, ApiError> {
    validated(&req)?;
    let lang = Lang::from_code(&req.language.0);
    if member.language != lang.code() {
        member::Entity::update_many()
            .col_expr(member::Column::Language, Expr::value(lang.code()))
            .filter(member::Column::Id.eq(member.id))
            .exec(&state.db)
            .await?;
    }
    Ok(MessageAnswer { message: messages::text("language_saved", lang) })
}

/// The account page's details.
pub async fn info(state: &AppState, member: &member::Model) -> Result<AccountInfo, ApiError> {
    let pending_email = one_time_code::Entity::find()
        .filter(one_time_code::Column::MemberId.eq(member.id))
        .filter(one_time_code::Column::Purpose.eq(Purpose::ChangeEmail.as_str()))
        .filter(one_time_code::Column::ConsumedAt.is_null())
        .filter(one_time_code::Column::ExpiresAt.gt(state.clock.now()))
        .order_by_desc(one_time_code::Column::Id)
        .one(&state.db)
        .await?
        .map(|c| c.email);
    Ok(AccountInfo {
        profile_id: member.profile_id.clone(),
        email: member.email.clone(),
        country_code: member.country_code.clone(),
        phone_number: member.phone.clone(),
        profile_status: member.profile_status,
        language: member.language.clone(),
        created_on: member.created_at.into(),
        pending_email,
    })
}

/// Changes the password: every other sign-in is revoked and its open tabs are signed out (rule 16); the
/// sign-in that made the change stays.
pub async fn change_password(
    state: &AppState,
    member: &member::Model,
    sign_in: &str,
    req: ChangePasswordRequest,
    lang: Lang,
) -> Result<MessageAnswer, ApiError> {
    validated(&req)?;
    check_password(state, member, req.current_password.into_inner(), "currentPassword").await?;
    let hash = password::hash(req.new_password.into_inner()).await?;
    let now = state.clock.now();
    let mut work = Work::begin(state).await?;
    let mut active: member::ActiveModel = member.clone().into();
    active.password_hash = Set(hash);
    active.updated_at = Set(now);
    active.update(&*work).await?;
    super::service::revoke_all(state, &mut work, member.id, Some(sign_in)).await?;
    activity::record(&*work, now, member.id, ActivityAction::PasswordChanged, None, None).await?;
    let notice = templates::password_changed(crate::lang::of_member(member), &member.first_name, &state.public_url);
    work.queue_mail(state, &member.email, notice).await?;
    work.commit(state).await?;
    Ok(MessageAnswer { message: messages::text("password_updated", lang) })
}

/// Changes the mobile number at once, unverified (rule 44: it neither signs in nor shows the badge until its code
/// comes back through `Verification/Phone/Verify`, which the web app asks for instead); a number another member
/// verified is a 409.
pub async fn change_phone(
    state: &AppState,
    member: &member::Model,
    req: ChangePhoneRequest,
    lang: Lang,
) -> Result<MessageAnswer, ApiError> {
    validated(&req)?;
    let code = req.country_code.as_str().to_owned();
    let phone = req.phone_number.as_str().to_owned();
    if code == member.country_code && phone == member.phone {
        return Err(ApiError::new(ErrorCode::RuleViolated).with_detail(Reason::SamePhone));
    }
    check_password(state, member, req.password.into_inner(), "password").await?;
    if verified_by_another(state, Some(member.id), &code, &phone).await? {
        return Err(phone_taken());
    }
    let now = state.clock.now();
    let work = Work::begin(state).await?;
    let mut active: member::ActiveModel = member.clone().into();
    active.country_code = Set(code);
    active.phone = Set(phone);
    active.phone_verified_at = Set(None);
    active.updated_at = Set(now);
    active.update(&*work).await.map_err(|e| match e.sql_err() {
        Some(SqlErr::UniqueConstraintViolation(_)) => phone_taken(),
        _ => ApiError::from(e),
    })?;
    activity::record(&*work, now, member.id, ActivityAction::PhoneChanged, None, None).await?;
    // The number is unverified now: its badge leaves the search row (rule 44).
    crate::matching::row::refresh(state, &*work, member.id).await?;
    work.commit(state).await?;
    Ok(MessageAnswer { message: messages::text("phone_changed", lang) })
}

fn email_taken() -> ApiError {
    ApiError::field("email", "email_taken").with_code(ErrorCode::Conflict)
}

async fn email_used_by_another(state: &AppState, member_id: i32, email: &str) -> Result<bool, ApiError> {
    Ok(member::Entity::find()
        .filter(member::Column::Email.eq(email))
        .filter(member::Column::Id.ne(member_id))
        .count(&state.db)
        .await?
        > 0)
}

/// Asks to change the e-mail: a code goes to the new address (rule 15); the address changes only once the
/// code comes back through [`verify_email_address`].
pub async fn change_email_address(
    state: &AppState,
    member: &member::Model,
    req: ChangeEmailAddressRequest,
    lang: Lang,
) -> Result<MessageAnswer, ApiError> {
    validated(&req)?;
    let email = normalize_email(req.email.as_str());
    if email == member.email {
        return Err(ApiError::new(ErrorCode::RuleViolated).with_detail(Reason::SameEmail));
    }
    check_password(state, member, req.password.into_inner(), "password").await?;
    if email_used_by_another(state, member.id, &email).await? {
        return Err(email_taken());
    }
    state.limits.code_requests.hit(state, &format!("email:{email}")).await?;
    let mut work = Work::begin(state).await?;
    let code = codes::issue(&*work, &state.clock, &state.keys, &email, Some(member.id), Purpose::ChangeEmail).await?;
    let mail = templates::code(
        crate::lang::of_member(member),
        Purpose::ChangeEmail,
        &member.first_name,
        &code,
        &state.public_url,
    );
    work.queue_mail(state, &email, mail).await?;
    work.commit(state).await?;
    Ok(MessageAnswer { message: messages::text("email_code_sent", lang) })
}

/// Applies the new e-mail with its code. A wrong code counts against it (the fifth burns it) and changes nothing.
pub async fn verify_email_address(
    state: &AppState,
    member: &member::Model,
    req: VerifyEmailAddressRequest,
    lang: Lang,
    client: &ClientInfo,
) -> Result<MessageAnswer, ApiError> {
    validated(&req)?;
    let email = normalize_email(req.email.as_str());
    state.limits.code_check_failures.check(state, &client.ip).await?;
    let verdict =
        codes::check(&state.db, &state.clock, &state.keys, &email, Purpose::ChangeEmail, req.otp.as_str()).await?;
    // Only the member who asked may spend the code; anyone else's right guess is as wrong as a wrong code.
    let verdict = match verdict {
        codes::Check::Right { code_id, member_id } if member_id != Some(member.id) => {
            codes::Check::Wrong { code_id: Some(code_id) }
        }
        other => other,
    };
    let work = Work::begin(state).await?;
    if let Err(wrong) = codes::spend(&*work, &state.clock, verdict).await? {
        state.limits.code_check_failures.record_in(&work, state, &client.ip).await?;
        work.commit(state).await?;
        return Err(wrong);
    }
    let now = state.clock.now();
    let old = member.email.clone();
    let mut active: member::ActiveModel = member.clone().into();
    active.email = Set(email.clone());
    active.email_confirmed = Set(true);
    active.updated_at = Set(now);
    active.update(&*work).await.map_err(|e| match e.sql_err() {
        // Another account took the address after the code was sent.
        Some(SqlErr::UniqueConstraintViolation(_)) => email_taken(),
        _ => ApiError::from(e),
    })?;
    activity::record(&*work, now, member.id, ActivityAction::EmailChanged, None, None).await?;
    let mut work = work;
    // The old address learns of the change: if it was not the member, they can act.
    let lang_of_member = crate::lang::of_member(member);
    let notice = templates::notice(
        lang_of_member,
        &member.first_name,
        &catalog::text(lang_of_member, "accounts-email-changed-title", &[]),
        &catalog::text(lang_of_member, "accounts-email-changed-body", &[("email", &email)]),
        templates::Link {
            label: &catalog::text(lang_of_member, "accounts-email-changed-button", &[]),
            url: templates::page(&state.public_url, "/profile/account"),
        },
        &state.public_url,
    );
    work.queue_mail(state, &old, notice).await?;
    work.commit(state).await?;
    Ok(MessageAnswer { message: messages::text("email_changed", lang) })
}

/// Deactivates (docs/rules.md status 4): hidden from everyone at once (the search row goes with the status).
pub async fn deactivate(state: &AppState, member: &member::Model, lang: Lang) -> Result<AccountStateAnswer, ApiError> {
    let from = [ProfileStatus::Submitted, ProfileStatus::ChangesRequested, ProfileStatus::Approved];
    if !from.contains(&member.profile_status) {
        return Err(ApiError::new(ErrorCode::RuleViolated).with_detail(Reason::NotDeactivatable));
    }
    let mut work = Work::begin(state).await?;
    let after = status::change_in(state, &mut work, Change::by_member(member.id, &from, ProfileStatus::Deactivated))
        .await
        .map_err(|e| if e.code == ErrorCode::RuleViolated { e.with_detail(Reason::NotDeactivatable) } else { e })?;
    activity::record(&*work, state.clock.now(), member.id, ActivityAction::AccountDeactivated, None, None).await?;
    work.commit(state).await?;
    Ok(AccountStateAnswer {
        profile_status: after.profile_status,
        message: messages::text("account_deactivated", lang),
    })
}

/// Reactivates: back to approved when a moderator ever approved the profile; back to changes requested when that is
/// where the member left (the moderator's reason still stands: deactivating is no way round it); else to awaiting
/// approval (1).
pub async fn reactivate(state: &AppState, member: &member::Model, lang: Lang) -> Result<AccountStateAnswer, ApiError> {
    if member.profile_status != ProfileStatus::Deactivated {
        return Err(ApiError::new(ErrorCode::RuleViolated).with_detail(Reason::NotDeactivated));
    }
    let ever_approved = status_change::Entity::find()
        .filter(status_change::Column::MemberId.eq(member.id))
        .filter(status_change::Column::ToStatus.eq(ProfileStatus::Approved))
        .count(&state.db)
        .await?
        > 0;
    let left: Option<ProfileStatus> = status_change::Entity::find()
        .select_only()
        .column(status_change::Column::FromStatus)
        .filter(status_change::Column::MemberId.eq(member.id))
        .filter(status_change::Column::ToStatus.eq(ProfileStatus::Deactivated))
        .order_by_desc(status_change::Column::At)
        .order_by_desc(status_change::Column::Id)
        .into_tuple()
        .one(&state.db)
        .await?;
    let to = match left {
        _ if ever_approved => ProfileStatus::Approved,
        Some(ProfileStatus::ChangesRequested) => ProfileStatus::ChangesRequested,
        _ => ProfileStatus::Submitted,
    };
    let mut work = Work::begin(state).await?;
    let after = status::change_in(state, &mut work, Change::by_member(member.id, &[ProfileStatus::Deactivated], to))
        .await
        .map_err(|e| if e.code == ErrorCode::RuleViolated { e.with_detail(Reason::NotDeactivated) } else { e })?;
    activity::record(&*work, state.clock.now(), member.id, ActivityAction::AccountReactivated, None, None).await?;
    work.commit(state).await?;
    Ok(AccountStateAnswer {
        profile_status: after.profile_status,
        message: messages::text("account_reactivated", lang),
    })
}

/// Codes of a purpose that the member asked for and did not use die with a change that makes them moot.
pub async fn expire_codes(
    db: &impl sea_orm::ConnectionTrait,
    now: chrono::DateTime<chrono::Utc>,
    member_id: i32,
    purpose: Purpose,
) -> Result<(), ApiError> {
    one_time_code::Entity::update_many()
        .col_expr(one_time_code::Column::ConsumedAt, Expr::value(now))
        .filter(one_time_code::Column::MemberId.eq(member_id))
        .filter(one_time_code::Column::Purpose.eq(purpose.as_str()))
        .filter(one_time_code::Column::ConsumedAt.is_null())
        .exec(db)
        .await?;
    Ok(())
}
