//! Satapeta, the sibling exchange (rule 11): a member gives a sibling's profile id and birth date; a code
//! (rule 15) goes to the sibling by e-mail and in-app; the member enters it and both profiles are linked and
//! marked. Either side turns it off, which unlinks both. The search filter and the preference read the mark from the
//! search rows, which are rewritten with it.

use crate::error::Reason;
use poem_openapi::{Enum, Object};
use sea_orm::{ColumnTrait, Condition, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, sea_query::Expr};

use entity::{member, one_time_code, profile};
use shared::{
    ActivityAction, NotificationKind, Role,
    types::{BirthDate, Otp, ProfileId},
};

use crate::accounts::manage::expire_codes;
use crate::activity;
use crate::auth::codes;
use crate::auth::codes::Check;
use crate::auth::codes::Purpose;
use crate::client::ClientInfo;
use crate::connections::service::named;
use crate::error::ApiError;
use crate::error::ErrorCode;
use crate::error::validated;
use crate::instant::Instant;
use crate::lang::Lang;
use crate::mail::templates;
use crate::messages;
use crate::notifications as notify;
use crate::notifications::Notice;
use crate::state::AppState;
use crate::work::Work;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename_all = "lowercase")]
pub enum SatapetaStatus {
    /// Not linked, no code waiting.
    Off,
    /// A code went to the sibling; the member enters it.
    Pending,
    /// Both profiles are linked.
    Linked,
}

/// The other profile of a satapeta link (or of a pending code). While the code is pending the sibling is named by
/// the profile id the member typed only: their name shows once the code has proved the link.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct SatapetaSibling {
    /// Null while the code is pending.
    pub member_id: Option<i32>,
    pub profile_id: String,
    /// Null while the code is pending.
    pub first_name: Option<String>,
    /// Null while the code is pending.
    pub last_name: Option<String>,
}

/// The member's satapeta.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct SatapetaState {
    pub status: SatapetaStatus,
    /// The linked sibling, or the one the pending code went to.
    pub sibling: Option<SatapetaSibling>,
    /// While pending: when the code stops working.
    pub code_expires_on: Option<Instant>,
    /// A translated message for a toast, after a change.
    pub message: Option<String>,
}

/// Asks for the code: the sibling's profile id and birth date.
#[derive(Debug, Object, garde::Validate)]
#[oai(rename_all = "camelCase")]
pub struct SendSatapetaRequest {
    #[garde(dive)]
    pub sibling_profile_id: ProfileId,
    /// `YYYY-MM-DD`; the sibling is 18 or more.
    #[garde(dive)]
    pub sibling_birth_date: BirthDate,
}

/// The code the sibling received.
#[derive(Debug, Object, garde::Validate)]
#[oai(rename_all = "camelCase")]
pub struct VerifySatapetaRequest {
    #[garde(dive)]
    pub otp: Otp,
}

fn rule(key: Reason) -> ApiError {
    ApiError::new(ErrorCode::RuleViolated).with_detail(key)
}

fn sibling_of(m: &member::Model) -> SatapetaSibling {
    SatapetaSibling {
        member_id: Some(m.id),
        profile_id: m.profile_id.clone(),
        first_name: Some(m.first_name.clone()),
        last_name: Some(m.last_name.clone()),
    }
}

/// The sibling a pending code went to: the profile id the member typed, nothing more.
fn unproven(m: &member::Model) -> SatapetaSibling {
    SatapetaSibling { member_id: None, profile_id: m.profile_id.clone(), first_name: None, last_name: None }
}

/// The member's live satapeta code, when one is waiting.
async fn pending_code(
    db: &impl ConnectionTrait,
    state: &AppState,
    member_id: i32,
) -> Result<Option<one_time_code::Model>, ApiError> {
    Ok(one_time_code::Entity::find()
        .filter(one_time_code::Column::MemberId.eq(member_id))
        .filter(one_time_code::Column::Purpose.eq(Purpose::Satapeta.as_str()))
        .filter(one_time_code::Column::ConsumedAt.is_null())
        .filter(one_time_code::Column::ExpiresAt.gt(state.clock.now()))
        .order_by_desc(one_time_code::Column::Id)
        .one(db)
        .await?)
}

async fn live_member_by_email(db: &impl ConnectionTrait, email: &str) -> Result<Option<member::Model>, ApiError> {
    Ok(member::Entity::find()
        .filter(member::Column::Email.eq(email))
        .filter(member::Column::DeletedAt.is_null())
        .one(db)
        .await?)
}

/// The member's satapeta as their page shows it.
pub async fn state_of(state: &AppState, m: &member::Model, _lang: Lang) -> Result<SatapetaState, ApiError> {
    let db = &state.db;
    let own = profile::Entity::find_by_id(m.id).one(db).await?;
    if let Some(sibling_id) = own.as_ref().filter(|p| p.satapeta_accepted).and_then(|p| p.satapeta_member_id)
        && let Some(sibling) = member::Entity::find_by_id(sibling_id).one(db).await?
    {
        return Ok(SatapetaState {
            status: SatapetaStatus::Linked,
            sibling: Some(sibling_of(&sibling)),
            code_expires_on: None,
            message: None,
        });
    }
    if let Some(code) = pending_code(db, state, m.id).await?
        && let Some(sibling) = live_member_by_email(db, &code.email).await?
    {
        return Ok(SatapetaState {
            status: SatapetaStatus::Pending,
            sibling: Some(unproven(&sibling)),
            code_expires_on: Some(code.expires_at.into()),
            message: None,
        });
    }
    Ok(SatapetaState { status: SatapetaStatus::Off, sibling: None, code_expires_on: None, message: None })
}

/// Sends the code to the sibling, after the checks of rule 11; each refusal is a 422 with a clear message.
///
/// A profile id that names nobody the member may see (no such member, or one awaiting approval, deactivated,
/// suspended, deleted, or blocked either way) and a birth date that does not match are answered alike, and count
/// against the member's guesses (per 15 minutes and per day): nobody learns who is a member, or a birth date, by
/// trying. The sibling's name is shown only once the code has proved the link.
pub async fn send(
    state: &AppState,
    m: &member::Model,
    req: SendSatapetaRequest,
    lang: Lang,
) -> Result<SatapetaState, ApiError> {
    validated(&req)?;
    let today = shared::rules::india_date(state.clock.now());
    if let Err(message) = shared::rules::check_birth_date(req.sibling_birth_date.as_str(), today) {
        return Err(ApiError::field("siblingBirthDate", message.code()));
    }
    let wanted = req.sibling_profile_id.normalized();
    if wanted == m.profile_id {
        return Err(rule(Reason::SatapetaOwnProfile));
    }
    // A wrong guess counts like a wrong code, and against a daily allowance of guesses.
    let guesses = format!("satapeta:{}", m.id);
    let limiters = [&state.limits.code_check_failures, &state.limits.satapeta_guesses];
    let readings = crate::ratelimit::read_all(state, &limiters.map(|limiter| (limiter, guesses.as_str()))).await?;
    if let Some(refused) = readings.into_iter().find_map(|reading| reading.refused) {
        return Err(refused);
    }
    let db = &state.db;
    let own = profile::Entity::find_by_id(m.id).one(db).await?.ok_or_else(ApiError::not_found)?;
    if own.satapeta_accepted {
        return Err(rule(Reason::SatapetaAlreadyLinked));
    }
    let sibling = member::Entity::find()
        .filter(member::Column::ProfileId.eq(wanted))
        .filter(member::Column::Role.eq(Role::Member))
        .filter(member::Column::ProfileStatus.eq(shared::ProfileStatus::Approved))
        .filter(member::Column::DeletedAt.is_null())
        .one(db)
        .await?;
    let sibling_profile = match &sibling {
        Some(s) if !crate::connections::service::blocked_either(db, m.id, s.id).await? => {
            profile::Entity::find_by_id(s.id).one(db).await?
        }
        _ => None,
    };
    let matched = match (sibling, sibling_profile) {
        (Some(sibling), Some(p)) if p.birth_date == req.sibling_birth_date.date() => Some((sibling, p)),
        _ => None,
    };
    let Some((sibling, sibling_profile)) = matched else {
        let work = Work::begin(state).await?;
        for limiter in limiters {
            limiter.record_in(&work, state, &guesses).await?;
        }
        work.commit(state).await?;
        return Err(rule(Reason::SatapetaNoMatch));
    };
    if sibling_profile.satapeta_accepted && sibling_profile.satapeta_member_id != Some(m.id) {
        return Err(rule(Reason::SatapetaSiblingLinked));
    }
    let now = state.clock.now();
    let mut work = Work::begin(state).await?;
    // A new code replaces one sent before (to this sibling or another).
    expire_codes(&*work, now, m.id, Purpose::Satapeta).await?;
    let code = codes::issue(&*work, &state.clock, &state.keys, &sibling.email, Some(m.id), Purpose::Satapeta).await?;
    let sibling_lang = crate::lang::of_member(&sibling);
    let mail = templates::code(sibling_lang, Purpose::Satapeta, &sibling.first_name, &code, &state.public_url);
    work.queue_mail(state, &sibling.email, mail).await?;
    let asker = named(m);
    // Where texts reach phones, a sibling whose number is verified also gets the code by SMS (rule 44).
    if state.sms_reaches_phones && sibling.phone_verified_at.is_some() {
        let text = shared::catalog::text(sibling_lang, "satapeta-code-body", &[("name", &asker), ("code", &code)]);
        work.queue_sms(state, &crate::sms::international(&sibling.country_code, &sibling.phone), &text).await?;
    }
    let notice = Notice {
        kind: NotificationKind::SatapetaCode,
        title: notify::both("satapeta-code-title", &[]),
        body: notify::both("satapeta-code-body", &[("name", &asker), ("code", &code)]),
        page: "/profile/satapeta".into(),
        button: notify::both("satapeta-button", &[]),
        request_id: None,
        hold: None,
    };
    // The code reaches the sibling whatever their settings say (rule 11): by its own e-mail and text above, and in
    // the app.
    notify::in_app_only(state, &mut work, &sibling, notice).await?;
    activity::record(&*work, now, m.id, ActivityAction::SatapetaRequested, Some(sibling.id), None).await?;
    work.commit(state).await?;
    Ok(SatapetaState {
        status: SatapetaStatus::Pending,
        sibling: Some(unproven(&sibling)),
        code_expires_on: Some((now + chrono::Duration::seconds(shared::limits::OTP_TTL_SECS as i64)).into()),
        message: Some(messages::text("satapeta_code_sent", lang)),
    })
}

/// Sets or clears the satapeta of one profile; answers whether the row was in the expected state.
async fn mark(
    db: &impl ConnectionTrait,
    member_id: i32,
    sibling: Option<i32>,
    only_if: Condition,
) -> Result<bool, ApiError> {
    Ok(profile::Entity::update_many()
        .col_expr(profile::Column::SatapetaAccepted, Expr::value(sibling.is_some()))
        .col_expr(profile::Column::SatapetaMemberId, Expr::value(sibling))
        .filter(profile::Column::MemberId.eq(member_id))
        .filter(only_if)
        .exec(db)
        .await?
        .rows_affected
        == 1)
}

/// Links both profiles with the code the sibling received. A wrong code counts (the fifth burns it).
pub async fn verify(
    state: &AppState,
    m: &member::Model,
    req: VerifySatapetaRequest,
    lang: Lang,
    client: &ClientInfo,
) -> Result<SatapetaState, ApiError> {
    validated(&req)?;
    state.limits.code_check_failures.check(state, &client.ip).await?;
    let Some(code) = pending_code(&state.db, state, m.id).await? else { return Err(rule(Reason::SatapetaNoCode)) };
    let verdict =
        codes::check(&state.db, &state.clock, &state.keys, &code.email, Purpose::Satapeta, req.otp.as_str()).await?;
    let verdict = match verdict {
        Check::Right { code_id, member_id } if member_id != Some(m.id) => Check::Wrong { code_id: Some(code_id) },
        other => other,
    };
    let mut work = Work::begin(state).await?;
    if let Err(wrong) = codes::spend(&*work, &state.clock, verdict).await? {
        state.limits.code_check_failures.record_in(&work, state, &client.ip).await?;
        work.commit(state).await?;
        return Err(wrong);
    }
    let sibling = live_member_by_email(&*work, &code.email).await?.ok_or_else(|| rule(Reason::SatapetaNoCode))?;
    // Conditional updates: of two links made at once, the second finds a profile already taken and changes nothing.
    let mine_free = Condition::all().add(profile::Column::SatapetaAccepted.eq(false));
    if !mark(&*work, m.id, Some(sibling.id), mine_free).await? {
        return Err(rule(Reason::SatapetaAlreadyLinked));
    }
    let theirs_free = Condition::any()
        .add(profile::Column::SatapetaAccepted.eq(false))
        .add(profile::Column::SatapetaMemberId.eq(m.id));
    if !mark(&*work, sibling.id, Some(m.id), theirs_free).await? {
        return Err(rule(Reason::SatapetaSiblingLinked));
    }
    crate::matching::row::refresh(state, &*work, m.id).await?;
    crate::matching::row::refresh(state, &*work, sibling.id).await?;
    let now = state.clock.now();
    activity::record(&*work, now, m.id, ActivityAction::SatapetaLinked, Some(sibling.id), None).await?;
    for (to, other) in [(&sibling, m), (m, &sibling)] {
        let name = named(other);
        let notice = Notice {
            kind: NotificationKind::SatapetaLinked,
            title: notify::both("satapeta-linked-title", &[]),
            body: notify::both("satapeta-linked-body", &[("name", &name)]),
            page: "/profile/satapeta".into(),
            button: notify::both("satapeta-button", &[]),
            request_id: None,
            hold: None,
        };
        notify::tell(state, &mut work, to, notice).await?;
    }
    work.commit(state).await?;
    Ok(SatapetaState {
        status: SatapetaStatus::Linked,
        sibling: Some(sibling_of(&sibling)),
        code_expires_on: None,
        message: Some(messages::text("satapeta_linked", lang)),
    })
}

/// Turns satapeta off: unlinks both profiles (or withdraws a code still waiting).
pub async fn disable(state: &AppState, m: &member::Model, lang: Lang) -> Result<SatapetaState, ApiError> {
    let own = profile::Entity::find_by_id(m.id).one(&state.db).await?.ok_or_else(ApiError::not_found)?;
    let pending = pending_code(&state.db, state, m.id).await?;
    if !own.satapeta_accepted && pending.is_none() {
        return Err(rule(Reason::SatapetaNotLinked));
    }
    let now = state.clock.now();
    let mut work = Work::begin(state).await?;
    expire_codes(&*work, now, m.id, Purpose::Satapeta).await?;
    if own.satapeta_accepted {
        mark(&*work, m.id, None, Condition::all()).await?;
        crate::matching::row::refresh(state, &*work, m.id).await?;
        if let Some(sibling_id) = own.satapeta_member_id {
            let linked_back = Condition::all().add(profile::Column::SatapetaMemberId.eq(m.id));
            if mark(&*work, sibling_id, None, linked_back).await? {
                crate::matching::row::refresh(state, &*work, sibling_id).await?;
                if let Some(sibling) = member::Entity::find_by_id(sibling_id).one(&*work).await? {
                    let name = named(m);
                    let notice = Notice {
                        kind: NotificationKind::SatapetaDisabled,
                        title: notify::both("satapeta-disabled-title", &[]),
                        body: notify::both("satapeta-disabled-body", &[("name", &name)]),
                        page: "/profile/satapeta".into(),
                        button: notify::both("satapeta-button", &[]),
                        request_id: None,
                        hold: None,
                    };
                    notify::tell(state, &mut work, &sibling, notice).await?;
                }
            }
        }
        activity::record(&*work, now, m.id, ActivityAction::SatapetaDisabled, own.satapeta_member_id, None).await?;
    }
    work.commit(state).await?;
    Ok(SatapetaState {
        status: SatapetaStatus::Off,
        sibling: None,
        code_expires_on: None,
        message: Some(messages::text("satapeta_disabled", lang)),
    })
}
