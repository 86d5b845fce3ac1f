//! A mobile number verified by a code sent to it by SMS (rules 15 and 44).
//!
//! The code is one of rule 15's: 6 digits, 10 minutes, single use, 5 wrong tries burn it, a new one at most every 60
//! seconds and 5 an hour. It is bound to the member and the number together (its address is `tel:{member}:{number}`),
//! so that two members claiming one number each spend only their own code; the number itself is also limited, so
//! that no set of accounts can flood a stranger's phone. Asking a code for a number that is not the member's own
//! needs the password, as changing it always did; the number changes only when its code comes back, verified.
//!
//! A verified number is unique among members (a partial unique index refuses a second); an unverified claim keeps
//! nobody out: the number's owner can register with it and verify it, and the claim then stays unverified.

use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, Set, SqlErr};

use entity::member;
use shared::{ActivityAction, catalog};

use super::model::{PhoneCodeRequest, PhoneVerifyRequest, VerificationState};
use crate::{
    accounts::{current_password::check_password, model::MessageAnswer},
    activity,
    auth::codes::{self, Purpose},
    client::ClientInfo,
    error::{ApiError, ErrorCode, Reason, validated},
    lang::Lang,
    messages,
    state::AppState,
    work::Work,
};

/// The address a phone code is stored under: the member and the number.
fn address(member_id: i32, country_code: &str, phone: &str) -> String {
    format!("tel:{member_id}:{}", crate::sms::international(country_code, phone))
}

/// A number another member verified (rule 44), named on `phoneNumber`.
pub fn phone_taken() -> ApiError {
    ApiError::field("phoneNumber", "phone_taken").with_code(ErrorCode::Conflict)
}

/// Whether a member other than `except` (anyone, for a registration) holds this number verified (rule 44: only then
/// is it taken).
pub async fn verified_by_another(
    state: &AppState,
    except: Option<i32>,
    code: &str,
    phone: &str,
) -> Result<bool, ApiError> {
    let mut query = member::Entity::find()
        .filter(member::Column::CountryCode.eq(code))
        .filter(member::Column::Phone.eq(phone))
        .filter(member::Column::PhoneVerifiedAt.is_not_null());
    if let Some(id) = except {
        query = query.filter(member::Column::Id.ne(id));
    }
    Ok(query.count(&state.db).await? > 0)
}

/// Sends a code by SMS to the number, in the member's language. The member's own number needs no password; another
/// needs it (a wrong one counts like a failed sign-in). A number already verified (the member's own, or another
/// member's) is refused before anything is sent.
pub async fn send_code(
    state: &AppState,
    member: &member::Model,
    req: PhoneCodeRequest,
    lang: Lang,
) -> Result<MessageAnswer, ApiError> {
    validated(&req)?;
    let code = req.country_code.as_str().to_owned();
    let phone = req.phone_number.as_str().to_owned();
    let own = code == member.country_code && phone == member.phone;
    if own && member.phone_verified_at.is_some() {
        return Err(ApiError::new(ErrorCode::RuleViolated).with_detail(Reason::PhoneAlreadyVerified));
    }
    if !own {
        let Some(password) = req.password else {
            return Err(ApiError::field("password", "required"));
        };
        check_password(state, member, password.into_inner(), "password").await?;
    }
    if verified_by_another(state, Some(member.id), &code, &phone).await? {
        return Err(phone_taken());
    }
    let to = crate::sms::international(&code, &phone);
    let mut work = Work::begin(state).await?;
    let address = address(member.id, &code, &phone);
    let otp = codes::issue(&*work, &state.clock, &state.keys, &address, Some(member.id), Purpose::Phone).await?;
    // Counted only for a code that goes: one refused for coming too soon costs the number nothing.
    state.limits.phone_codes.hit_in(&work, state, &to).await?;
    let text = catalog::text(crate::lang::of_member(member), "accounts-sms-phone-code", &[("code", &otp)]);
    work.queue_sms(state, &to, &text).await?;
    work.commit(state).await?;
    Ok(MessageAnswer { message: messages::text("phone_code_sent", lang) })
}

/// Verifies the number with its code: it becomes the member's number, verified. A wrong code counts against it (the
/// fifth burns it) and changes nothing; a number another member verified in the meantime is a 409.
pub async fn verify(
    state: &AppState,
    member: &member::Model,
    req: PhoneVerifyRequest,
    client: &ClientInfo,
    lang: shared::Lang,
) -> Result<VerificationState, ApiError> {
    validated(&req)?;
    let code = req.country_code.as_str().to_owned();
    let phone = req.phone_number.as_str().to_owned();
    state.limits.code_check_failures.check(state, &client.ip).await?;
    let address = address(member.id, &code, &phone);
    let verdict =
        codes::check(&state.db, &state.clock, &state.keys, &address, Purpose::Phone, req.otp.as_str()).await?;
    let work = Work::begin(state).await?;
    if let Err(wrong) = codes::spend(&*work, &state.clock, verdict).await? {
        state.limits.code_check_failures.record_in(&work, state, &client.ip).await?;
        work.commit(state).await?;
        return Err(wrong);
    }
    let now = state.clock.now();
    let changed = code != member.country_code || phone != member.phone;
    let mut active: member::ActiveModel = member.clone().into();
    active.country_code = Set(code);
    active.phone = Set(phone);
    active.phone_verified_at = Set(Some(now));
    active.updated_at = Set(now);
    // Another member verifying the same number at once: the unique index of verified numbers refuses the second.
    let updated = active.update(&*work).await.map_err(|e| match e.sql_err() {
        Some(SqlErr::UniqueConstraintViolation(_)) => phone_taken(),
        _ => ApiError::from(e),
    })?;
    if changed {
        activity::record(&*work, now, member.id, ActivityAction::PhoneChanged, None, None).await?;
    }
    // The badge reaches the search row: "verified only" and the order among equals read it.
    crate::matching::row::refresh(state, &*work, member.id).await?;
    work.commit(state).await?;
    super::state_of(state, &updated, lang).await
}
