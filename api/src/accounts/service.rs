//! Registration, sign-in by password or code, e-mail confirmation and change, password reset, sessions.

use crate::error::Reason;
use chrono::Duration;
use rand::Rng;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, Set, SqlErr,
};
use tracing::Instrument;

use entity::{login_history, member, one_time_code, refresh_token, sign_in};
use shared::{ProfileStatus, Role, catalog};

use super::model::*;
use crate::{
    auth::{
        codes::{self, Purpose},
        password,
        tokens::{self, Scope},
    },
    client::ClientInfo,
    error::{ApiError, ErrorCode, validated},
    events::Event,
    lang::Lang,
    mail::templates,
    messages, ratelimit,
    state::AppState,
    text::Text,
    work::Work,
};

pub fn normalize_email(email: &str) -> String {
    email.trim().to_lowercase()
}

pub fn user_info(member: &member::Model) -> UserInfo {
    UserInfo {
        member_id: member.id,
        profile_id: member.profile_id.clone(),
        email: member.email.clone(),
        email_confirmed: member.email_confirmed,
        profile_status: member.profile_status,
        first_name: member.first_name.clone(),
        last_name: member.last_name.clone(),
        profile_image: None,
        role: member.role,
        language: member.language.clone(),
        manager: None,
    }
}

async fn find_by_email(state: &AppState, email: &str) -> Result<Option<member::Model>, ApiError> {
    Ok(member::Entity::find()
        .filter(member::Column::Email.eq(email))
        .filter(member::Column::DeletedAt.is_null())
        .one(&state.db)
        .await?)
}

/// An e-mail address, or a phone number as digits, with or without its dialing code or the trunk `0` (`+91 98250
/// 12345`, `098250 12345`); characters that print nothing (a zero-width space pasted with it) are ignored.
async fn find_by_login(state: &AppState, login: &str) -> Result<Option<member::Model>, ApiError> {
    let login = printed(login);
    if login.contains('@') {
        return find_by_email(state, &normalize_email(&login)).await;
    }
    let digits: String = login.chars().filter(char::is_ascii_digit).collect();
    if digits.is_empty() {
        return Ok(None);
    }
    // Only a verified number signs in (rule 44): anyone may type any number at registration.
    let candidates = member::Entity::find()
        .filter(member::Column::DeletedAt.is_null())
        .filter(member::Column::PhoneVerifiedAt.is_not_null())
        .filter(
            Condition::any().add(member::Column::Phone.eq(digits.clone())).add(
                member::Column::Phone
                    .is_in((1..=4).filter(|n| digits.len() > *n).map(|n| digits[n..].to_owned()).collect::<Vec<_>>()),
            ),
        )
        .all(&state.db)
        .await?;
    let with_code =
        candidates.iter().find(|m| format!("{}{}", m.country_code.trim_start_matches('+'), m.phone) == digits);
    let only =
        |matching: Vec<&member::Model>| if matching.len() == 1 { matching.first().map(|m| (*m).clone()) } else { None };
    let exact = only(candidates.iter().filter(|m| m.phone == digits).collect());
    let trunk =
        digits.strip_prefix('0').and_then(|national| only(candidates.iter().filter(|m| m.phone == national).collect()));
    Ok(with_code.cloned().or(exact).or(trunk))
}

/// A new member's account at the wizard (status 0), its address not yet confirmed: a registration's, or a family's
/// entered from its paper form by a volunteer (rule 49).
pub(crate) struct NewAccount<'a> {
    pub profile_id: String,
    pub email: String,
    pub country_code: String,
    pub phone: String,
    pub password_hash: String,
    pub first_name: &'a str,
    pub last_name: &'a str,
    pub language: String,
    pub created_by: shared::ProfileCreator,
}

impl NewAccount<'_> {
    pub(crate) fn row(self, now: chrono::DateTime<chrono::Utc>) -> member::ActiveModel {
        member::ActiveModel {
            profile_id: Set(self.profile_id),
            role: Set(Role::Member),
            email: Set(self.email),
            email_confirmed: Set(false),
            country_code: Set(self.country_code),
            phone: Set(self.phone),
            password_hash: Set(self.password_hash),
            first_name: Set(self.first_name.trim().to_owned()),
            last_name: Set(self.last_name.trim().to_owned()),
            profile_status: Set(ProfileStatus::Wizard),
            language: Set(self.language),
            created_at: Set(now),
            updated_at: Set(now),
            created_by: Set(self.created_by),
            ..Default::default()
        }
    }
}

pub(crate) async fn new_profile_id(state: &AppState) -> Result<String, ApiError> {
    for _ in 0..20 {
        let candidate = format!("PT{:06}", rand::rngs::OsRng.gen_range(100_000..1_000_000u32));
        let taken =
            member::Entity::find().filter(member::Column::ProfileId.eq(candidate.clone())).count(&state.db).await?;
        if taken == 0 {
            return Ok(candidate);
        }
    }
    Err(ApiError::internal(anyhow::anyhow!("no free profile id after 20 tries")))
}

/// Sends `purpose`'s code to `email` in `work` when `member` is there to receive it; for an address without a
/// (suitable) account, a code nobody receives is recorded instead, so the answer, its timing and the rate limits are
/// the same.
async fn send_code(
    state: &AppState,
    work: &mut Work,
    email: &str,
    member: Option<&member::Model>,
    purpose: Purpose,
) -> Result<(), ApiError> {
    state.limits.code_requests.hit_in(work, state, &format!("email:{email}")).await?;
    let code = codes::issue(&**work, &state.clock, &state.keys, email, member.map(|m| m.id), purpose).await?;
    if let Some(member) = member {
        let mail =
            templates::code(crate::lang::of_member(member), purpose, &member.first_name, &code, &state.public_url);
        work.queue_mail(state, email, mail).await?;
    } else {
        tracing::debug!(purpose = purpose.as_str(), "code requested for an address without an account");
    }
    Ok(())
}

pub async fn register(
    state: &AppState,
    req: RegisterRequest,
    lang: Lang,
    client: &ClientInfo,
) -> Result<RegisterAnswer, ApiError> {
    validated(&req)?;
    let now = state.clock.now();
    state.captcha.verify(state, req.captcha_response.as_deref()).await?;
    state.limits.registrations.hit(state, &client.ip).await?;
    let email = normalize_email(req.email.as_str());
    let phone = req.phone_number.as_str().to_owned();
    let code = req.country_code.as_str().to_owned();
    let mut conflict = ApiError::new(ErrorCode::Conflict).with_detail(Reason::AccountExists);
    if find_by_email(state, &email).await?.is_some() {
        conflict.errors.insert("email".into(), vec!["email_taken".into()]);
    }
    // A number is another member's only once they verified it (rule 44): a claim nobody confirmed keeps nobody out.
    if crate::verification::phone::verified_by_another(state, None, &code, &phone).await? {
        conflict.errors.insert("phoneNumber".into(), vec!["phone_taken".into()]);
    }
    if !conflict.errors.is_empty() {
        return Err(conflict);
    }
    let language = req.language.as_ref().map_or(lang.code(), |l| l.0.as_str());
    let password_hash = password::hash(req.password.into_inner()).await?;
    let profile_id = new_profile_id(state).await?;
    let mut work = Work::begin(state).await?;
    let mut row = NewAccount {
        profile_id,
        email: email.clone(),
        country_code: code,
        phone,
        password_hash,
        first_name: req.first_name.as_str(),
        last_name: req.last_name.as_str(),
        language: language.into(),
        created_by: req.created_by.unwrap_or_default(),
    }
    .row(now);
    // Kept one year (rule 44: India's rules for matrimonial sites), then cleared by the sweep.
    row.created_ip = Set(Some(client.ip.chars().take(64).collect()));
    let member = row.insert(&*work).await.map_err(|e| match e.sql_err() {
        // Two registrations racing for the same address or number: the loser is told as if it came second.
        Some(SqlErr::UniqueConstraintViolation(_)) => {
            ApiError::new(ErrorCode::Conflict).with_detail(Reason::AccountExists)
        }
        _ => ApiError::from(e),
    })?;
    send_code(state, &mut work, &email, Some(&member), Purpose::ConfirmEmail).await?;
    work.commit(state).await?;
    Ok(RegisterAnswer {
        email,
        email_confirmed: false,
        verification_token: verification_token(state, &member)?,
        message: messages::text("code_sent", lang),
    })
}

/// How long the address an account was created from is kept (rule 44).
pub const CREATION_ADDRESS_DAYS: i64 = 365;

/// Clears the creation addresses of accounts created more than [`CREATION_ADDRESS_DAYS`] ago; answers how many.
pub async fn forget_creation_addresses(
    db: &impl sea_orm::ConnectionTrait,
    now: chrono::DateTime<chrono::Utc>,
) -> Result<u64, sea_orm::DbErr> {
    use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, sea_query::Expr};
    Ok(member::Entity::update_many()
        .col_expr(member::Column::CreatedIp, Expr::value(Option::<String>::None))
        .filter(member::Column::CreatedIp.is_not_null())
        .filter(member::Column::CreatedAt.lte(now - Duration::days(CREATION_ADDRESS_DAYS)))
        .exec(db)
        .await?
        .rows_affected)
}

/// A short-lived token that lets an unconfirmed account change its address before confirming it.
fn verification_token(state: &AppState, member: &member::Model) -> Result<String, ApiError> {
    let (token, _) = state.tokens.issue(member, "", Scope::Verify, state.clock.now(), Duration::hours(1))?;
    Ok(token)
}

fn wrong_credentials() -> ApiError {
    ApiError::new(ErrorCode::RuleViolated).with_detail(Reason::WrongCredentials)
}

/// The key of the per-account sign-in limit: the member, however their e-mail or number was typed; the identifier in
/// its normal form when it names no account (an e-mail in lower case, a number's last ten digits), so that spaces,
/// dashes, a dialing code or an invisible character never open a new count.
fn sign_in_account_key(member: Option<&member::Model>, typed: &str) -> String {
    if let Some(member) = member {
        return format!("member:{}", member.id);
    }
    let visible: String = printed(typed).chars().filter(|c| !c.is_whitespace()).collect();
    if visible.contains('@') {
        return format!("login:{}", visible.to_lowercase());
    }
    let digits: Vec<char> = visible.chars().filter(char::is_ascii_digit).collect();
    let last_ten: String = digits[digits.len().saturating_sub(10)..].iter().collect();
    format!("login:{last_ten}")
}

/// A typed sign-in name without the characters that print nothing (zero-width spaces and joiners, direction marks,
/// the soft hyphen and the byte-order mark), which a paste may carry along.
fn printed(typed: &str) -> String {
    let invisible = |c: char| matches!(c, '\u{00AD}' | '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{2069}' | '\u{FEFF}');
    typed.chars().filter(|c| !invisible(*c)).collect()
}

pub async fn login(
    state: &AppState,
    req: LoginRequest,
    lang: Lang,
    client: &ClientInfo,
) -> Result<SignInAnswer, ApiError> {
    validated(&req)?;
    let limits = &state.limits;
    let member = async {
        state.captcha.verify(state, req.captcha_response.as_deref()).await?;
        find_by_login(state, req.username.as_str()).await
    }
    .instrument(tracing::debug_span!("sign_in.read"))
    .await?;
    let account_key = sign_in_account_key(member.as_ref(), req.username.as_str());
    // The account's and the address's failures in one statement.
    let checks = [
        (&limits.sign_in_failures_per_account, account_key.as_str()),
        (&limits.sign_in_failures_per_address, client.ip.as_str()),
    ];
    let [account, address]: [ratelimit::Reading; 2] = ratelimit::read_all(state, &checks)
        .await?
        .try_into()
        .map_err(|_| ApiError::internal(anyhow::anyhow!("two limits read, another number answered")))?;
    if let Some(refused) = account.refused {
        return Err(refused);
    }
    let stored_hash = member.as_ref().map(|m| m.password_hash.clone());
    // The user menu's photo is read while the password is hashed: it needs no core, and the answer waits for the hash.
    let (ok, profile_image) = tokio::try_join!(
        password::verify(req.password.into_inner(), stored_hash).instrument(tracing::debug_span!("sign_in.hash")),
        async {
            match &member {
                Some(member) => crate::photos::default_url(state, member.id, "small").await,
                None => Ok(None),
            }
        },
    )?;
    let member = match (ok, member) {
        (true, Some(member)) => member,
        _ => {
            let work = Work::begin(state).await?;
            limits.sign_in_failures_per_account.record_in(&work, state, &account_key).await?;
            limits.sign_in_failures_per_address.record_in(&work, state, &client.ip).await?;
            work.commit(state).await?;
            // An address past its limit slows every failed or unknown try alike (so the answer tells nothing of
            // the account); a right password was let through above.
            return Err(address.refused.unwrap_or_else(wrong_credentials));
        }
    };
    if !member.email_confirmed {
        // A code is on its way (or one sent within the last minute is still valid): the client goes to verify it.
        if account.counted {
            let work = Work::begin(state).await?;
            limits.sign_in_failures_per_account.clear_in(&work, &account_key).await?;
            work.commit(state).await?;
        }
        let mut work = Work::begin(state).await?;
        match send_code(state, &mut work, &member.email.clone(), Some(&member), Purpose::ConfirmEmail).await {
            Ok(()) => work.commit(state).await?,
            Err(e) if e.code == ErrorCode::TooManyRequests => {}
            Err(e) => return Err(e),
        }
        return Ok(SignInAnswer {
            user: user_info(&member),
            access_token: None,
            access_token_expiration_time: None,
            refresh_token: None,
            user_name: member.email.clone(),
            verification_token: Some(verification_token(state, &member)?),
            message: Some(messages::text("confirm_email_first", lang)),
        });
    }
    let claims = Claims { ip: req.ip, location: req.location, geo_location: req.geo_location, push: req.fcm_token };
    async {
        let mut work = Work::begin(state).await?;
        // A success clears the account's failures, when it has any.
        if account.counted {
            limits.sign_in_failures_per_account.clear_in(&work, &account_key).await?;
        }
        let answer = sign_in(state, &mut work, (&member, profile_image), "password", client, claims, None).await?;
        work.commit(state).await?;
        Ok(answer)
    }
    .instrument(tracing::debug_span!("sign_in.write"))
    .await
}

/// What the client claims about itself at sign-in.
pub struct Claims {
    pub ip: Option<Text>,
    pub location: Option<Text>,
    pub geo_location: Option<Text>,
    pub push: Option<Text>,
}

fn clip(value: Option<Text>, max: usize) -> Option<String> {
    value.map(|v| v.chars().take(max).collect::<String>()).filter(|v| !v.trim().is_empty())
}

/// Keeps a refresh token of a sign-in, as its hash.
async fn store_refresh_token(
    txn: &impl sea_orm::ConnectionTrait,
    sign_in_id: i32,
    token: &str,
    now: chrono::DateTime<chrono::Utc>,
) -> Result<(), ApiError> {
    refresh_token::ActiveModel {
        sign_in_id: Set(sign_in_id),
        token_hash: Set(tokens::hash_refresh_token(token)),
        created_at: Set(now),
        rotated_at: Set(None),
        ..Default::default()
    }
    .insert(txn)
    .await?;
    Ok(())
}

/// Starts a sign-in in `work`: a new refresh-token family, an access token and a login-history row.
/// Opens a sign-in of `member` and answers its tokens; `acting_for`: the profile a family manager's sign-in acts for
/// from the start (rule 46), which the caller then describes in the answer's `user`.
pub(crate) async fn sign_in(
    state: &AppState,
    work: &mut Work,
    // The member, and the signed URL of their card photo for the user menu (read before, outside the transaction).
    (member, profile_image): (&member::Model, Option<String>),
    method: &str,
    client: &ClientInfo,
    claims: Claims,
    acting_for: Option<i32>,
) -> Result<SignInAnswer, ApiError> {
    let now = state.clock.now();
    let family = uuid::Uuid::new_v4().to_string();
    let refresh = tokens::new_refresh_token();
    let location = state.geoip.as_ref().and_then(|g| g.locate(&client.ip));
    let session = sign_in::ActiveModel {
        family: Set(family.clone()),
        member_id: Set(member.id),
        created_at: Set(now),
        expires_at: Set(now + Duration::days(shared::limits::REFRESH_TOKEN_DAYS as i64)),
        revoked_at: Set(None),
        push_subscription: Set(clip(claims.push, 4000)),
        acting_for: Set(acting_for),
        ..Default::default()
    }
    .insert(&**work)
    .await?;
    store_refresh_token(&**work, session.id, &refresh, now).await?;
    // Signing in is being active, for the account and the profile it acts for (rule 47b).
    let active: Vec<i32> = [Some(member.id), acting_for].into_iter().flatten().collect();
    crate::matching::signals::mark_active(&**work, &active, now).await?;
    login_history::ActiveModel {
        member_id: Set(member.id),
        at: Set(now),
        method: Set(method.to_owned()),
        ip: Set(client.ip.clone()),
        location: Set(location),
        user_agent: Set(client.user_agent.clone()),
        client_ip: Set(clip(claims.ip, 64)),
        client_location: Set(clip(claims.location, 200)),
        client_geo_location: Set(clip(claims.geo_location, 200)),
        ..Default::default()
    }
    .insert(&**work)
    .await?;
    crate::activity::record(&**work, now, member.id, shared::ActivityAction::SignedIn, None, None).await?;
    let (access, expires) = state.tokens.issue(member, &family, Scope::Access, now, tokens::access_lifetime())?;
    let mut user = user_info(member);
    // The shell's user menu shows the photo (document 000 section 3); a signed URL, valid about two hours.
    user.profile_image = profile_image;
    Ok(SignInAnswer {
        user,
        access_token: Some(access),
        access_token_expiration_time: Some(expires.into()),
        refresh_token: Some(refresh),
        user_name: member.email.clone(),
        verification_token: None,
        message: None,
    })
}

/// Asks for a code to `email`, answering the same whether or not an account can use it.
pub async fn request_code(
    state: &AppState,
    email: &str,
    purpose: Purpose,
    lang: Lang,
    client: &ClientInfo,
) -> Result<MessageAnswer, ApiError> {
    let email = normalize_email(email);
    if let Err(code) = shared::rules::check_text(shared::types::Email::RULE, &email) {
        return Err(ApiError::field("email", code.code()));
    }
    state.limits.code_requests.hit(state, &format!("ip:{}", client.ip)).await?;
    let member = find_by_email(state, &email).await?;
    let eligible = member.as_ref().filter(|m| match purpose {
        Purpose::ConfirmEmail => !m.email_confirmed,
        Purpose::Login => m.email_confirmed,
        Purpose::ResetPassword => true,
        // Asked for by a signed-in member only (the account calls, satapeta and the phone's), never through this call.
        Purpose::ChangeEmail | Purpose::Satapeta | Purpose::Phone => false,
    });
    let mut work = Work::begin(state).await?;
    send_code(state, &mut work, &email, eligible, purpose).await?;
    work.commit(state).await?;
    Ok(MessageAnswer { message: messages::text("code_sent", lang) })
}

/// Checks a code and starts the use case's transaction with its verdict. A right code answers the member (the code
/// went to their current address) and the open `Work`; a wrong one is counted, committed, and refused.
async fn check_code(
    state: &AppState,
    email: &str,
    purpose: Purpose,
    otp: &str,
    client: &ClientInfo,
) -> Result<(Work, member::Model), ApiError> {
    state.limits.code_check_failures.check(state, &client.ip).await?;
    let verdict = codes::check(&state.db, &state.clock, &state.keys, email, purpose, otp).await?;
    let work = Work::begin(state).await?;
    let member_id = match codes::spend(&*work, &state.clock, verdict).await? {
        Ok(member_id) => member_id,
        Err(wrong) => {
            state.limits.code_check_failures.record_in(&work, state, &client.ip).await?;
            work.commit(state).await?;
            return Err(wrong);
        }
    };
    let member = member::Entity::find_by_id(member_id)
        .one(&*work)
        .await?
        .filter(|m| m.email == email)
        .ok_or_else(|| ApiError::new(ErrorCode::RuleViolated).with_detail(Reason::WrongCode))?;
    Ok((work, member))
}

/// Confirms the e-mail with its code and signs in.
pub async fn verify_email(
    state: &AppState,
    req: VerifyCodeRequest,
    client: &ClientInfo,
) -> Result<SignInAnswer, ApiError> {
    validated(&req)?;
    let email = normalize_email(req.email.as_str());
    let (mut work, member) = check_code(state, &email, Purpose::ConfirmEmail, req.otp.as_str(), client).await?;
    let mut active: member::ActiveModel = member.into();
    active.email_confirmed = Set(true);
    active.updated_at = Set(state.clock.now());
    let member = active.update(&*work).await?;
    let claims = Claims { ip: req.ip, location: req.location, geo_location: req.geo_location, push: req.fcm_token };
    let profile_image = crate::photos::default_url(state, member.id, "small").await?;
    let answer =
        sign_in(state, &mut work, (&member, profile_image), "email_confirmation", client, claims, None).await?;
    work.commit(state).await?;
    Ok(answer)
}

/// Signs in with a code sent to a confirmed address.
pub async fn verify_login_code(
    state: &AppState,
    req: VerifyCodeRequest,
    client: &ClientInfo,
) -> Result<SignInAnswer, ApiError> {
    validated(&req)?;
    let email = normalize_email(req.email.as_str());
    let (mut work, member) = check_code(state, &email, Purpose::Login, req.otp.as_str(), client).await?;
    let claims = Claims { ip: req.ip, location: req.location, geo_location: req.geo_location, push: req.fcm_token };
    let profile_image = crate::photos::default_url(state, member.id, "small").await?;
    let answer = sign_in(state, &mut work, (&member, profile_image), "code", client, claims, None).await?;
    work.commit(state).await?;
    Ok(answer)
}

/// Changes the address of an unconfirmed account (before its first sign-in) and sends a code to the new one. Limited
/// as registrations are (per client address), and answered alike whether or not the new address has an account
/// (rule 18): for a taken address nothing changes, and its owner is told by e-mail instead of a code.
pub async fn change_email(
    state: &AppState,
    req: ChangeEmailRequest,
    lang: Lang,
    client: &ClientInfo,
) -> Result<ChangeEmailAnswer, ApiError> {
    validated(&req)?;
    let now = state.clock.now();
    let claims = state.tokens.verify(&req.verification_token, Scope::Verify, now)?;
    let current = normalize_email(req.email_address.as_str());
    let new = normalize_email(req.new_email_address.as_str());
    let member = find_by_email(state, &current)
        .await?
        .filter(|m| m.id.to_string() == claims.sub)
        .ok_or_else(|| ApiError::new(ErrorCode::Forbidden))?;
    if member.email_confirmed {
        return Err(ApiError::new(ErrorCode::RuleViolated).with_detail(Reason::EmailAlreadyConfirmed));
    }
    state.limits.registrations.hit(state, &client.ip).await?;
    let answer = ChangeEmailAnswer { message: messages::text("code_sent", lang), email: new.clone() };
    if new != current
        && let Some(owner) = find_by_email(state, &new).await?
    {
        let mut work = Work::begin(state).await?;
        // The same limit a code to that address would take.
        state.limits.code_requests.hit_in(&work, state, &format!("email:{new}")).await?;
        let mail = templates::address_in_use(crate::lang::of_member(&owner), &owner.first_name, &state.public_url);
        work.queue_mail(state, &new, mail).await?;
        work.commit(state).await?;
        return Ok(answer);
    }
    // Codes sent to the old address die with it.
    let mut work = Work::begin(state).await?;
    one_time_code::Entity::update_many()
        .col_expr(one_time_code::Column::ConsumedAt, sea_orm::sea_query::Expr::value(now))
        .filter(one_time_code::Column::MemberId.eq(member.id))
        .filter(one_time_code::Column::ConsumedAt.is_null())
        .exec(&*work)
        .await?;
    let mut active: member::ActiveModel = member.into();
    active.email = Set(new.clone());
    active.updated_at = Set(now);
    let member = active.update(&*work).await.map_err(|e| match e.sql_err() {
        Some(SqlErr::UniqueConstraintViolation(_)) => {
            ApiError::field("newEmailAddress", "email_taken").with_code(ErrorCode::Conflict)
        }
        _ => ApiError::from(e),
    })?;
    send_code(state, &mut work, &new, Some(&member), Purpose::ConfirmEmail).await?;
    work.commit(state).await?;
    Ok(answer)
}

pub async fn reset_password(
    state: &AppState,
    req: ResetPasswordRequest,
    lang: Lang,
    client: &ClientInfo,
) -> Result<MessageAnswer, ApiError> {
    validated(&req)?;
    let email = normalize_email(req.email.as_str());
    // Hashing takes a while: it happens before the code is spent, so the transaction stays short.
    let hash = password::hash(req.new_password.into_inner()).await?;
    let (mut work, member) = check_code(state, &email, Purpose::ResetPassword, req.otp.as_str(), client).await?;
    let now = state.clock.now();
    let mut active: member::ActiveModel = member.clone().into();
    active.password_hash = Set(hash);
    // The code reached this address, so the address is confirmed too.
    active.email_confirmed = Set(true);
    active.updated_at = Set(now);
    active.update(&*work).await?;
    revoke_all(state, &mut work, member.id, None).await?;
    let notice = templates::password_changed(crate::lang::of_member(&member), &member.first_name, &state.public_url);
    work.queue_mail(state, &member.email, notice).await?;
    work.commit(state).await?;
    Ok(MessageAnswer { message: messages::text("password_changed", lang) })
}

/// Revokes every sign-in of a member in `work`, but `except` (a password change keeps the sign-in that made it); their
/// open tabs are told once it commits.
pub async fn revoke_all(
    state: &AppState,
    work: &mut Work,
    member_id: i32,
    except: Option<&str>,
) -> Result<u64, ApiError> {
    // The browsers signed out here whose tabs are closed are told by push (a Logout push signs the browser out).
    let mut pushed = sign_in::Entity::find()
        .filter(sign_in::Column::MemberId.eq(member_id))
        .filter(sign_in::Column::RevokedAt.is_null())
        .filter(sign_in::Column::PushSubscription.is_not_null());
    let mut update = sign_in::Entity::update_many()
        .col_expr(sign_in::Column::RevokedAt, sea_orm::sea_query::Expr::value(state.clock.now()))
        .filter(sign_in::Column::MemberId.eq(member_id))
        .filter(sign_in::Column::RevokedAt.is_null());
    if let Some(family) = except {
        update = update.filter(sign_in::Column::Family.ne(family));
        pushed = pushed.filter(sign_in::Column::Family.ne(family));
    }
    let pushed: Vec<sign_in::Model> = pushed.all(&**work).await?;
    let revoked = update.exec(&**work).await?.rows_affected;
    if let Some(member) = member::Entity::find_by_id(member_id).one(&**work).await?
        && !pushed.is_empty()
    {
        let lang = crate::lang::of_member(&member);
        let payload = crate::push::Payload {
            notify_type: "Logout",
            title: catalog::text(lang, "accounts-signed-out-title", &[]),
            body: catalog::text(lang, "accounts-signed-out-body", &[]),
            profile_status: None,
            url: "/auth/login".to_owned(),
        };
        let ids: Vec<i32> = pushed.iter().map(|s| s.id).collect();
        work.queue_push_to(state, &ids, &payload).await?;
    }
    work.publish(Event::Logout { member_id, only: None, except: except.map(str::to_owned) });
    Ok(revoked)
}

/// Revokes one sign-in; its open tabs are told.
async fn revoke_sign_in(state: &AppState, id: i32) -> Result<(), ApiError> {
    let revoked = sign_in::Entity::update_many()
        .col_expr(sign_in::Column::RevokedAt, sea_orm::sea_query::Expr::value(state.clock.now()))
        .filter(sign_in::Column::Id.eq(id))
        .filter(sign_in::Column::RevokedAt.is_null())
        .exec(&state.db)
        .await?
        .rows_affected;
    if revoked == 1
        && let Some(session) = sign_in::Entity::find_by_id(id).one(&state.db).await?
    {
        let event = Event::Logout { member_id: session.member_id, only: Some(session.family), except: None };
        state.events.publish_now(&state.db, event).await?;
    }
    Ok(())
}

/// How long a refresh token that was just rotated still answers the pair it was rotated into: two tabs (or a retry
/// on a flaky connection) refreshing with the same token at once all get the same new pair, while a later reuse
/// still revokes the whole sign-in.
pub const REFRESH_GRACE: Duration = Duration::seconds(10);

/// Rotates a refresh token. The new token is derived from the old one ([`crate::auth::keys::Keys::refresh_successor`]),
/// so the same token presented again within [`REFRESH_GRACE`] of its rotation gets the same new pair; a token that was
/// rotated earlier than that revokes its whole sign-in: someone holds a copy.
pub async fn refresh(state: &AppState, req: RefreshRequest) -> Result<TokenAnswer, ApiError> {
    let now = state.clock.now();
    let unauthorized = || ApiError::new(ErrorCode::Unauthorized).with_detail(Reason::SessionEnded);
    let presented = req.refresh_token.trim();
    let hash = tokens::hash_refresh_token(presented);
    let Some(token) =
        refresh_token::Entity::find().filter(refresh_token::Column::TokenHash.eq(hash)).one(&state.db).await?
    else {
        return Err(unauthorized());
    };
    let session = sign_in::Entity::find_by_id(token.sign_in_id).one(&state.db).await?.ok_or_else(unauthorized)?;
    if let Some(rotated_at) = token.rotated_at {
        return repeat_or_revoke(state, &session, presented, rotated_at).await;
    }
    if session.revoked_at.is_some() || session.expires_at <= now {
        return Err(unauthorized());
    }
    let member = member::Entity::find_by_id(session.member_id).one(&state.db).await?.ok_or_else(unauthorized)?;
    let work = Work::begin(state).await?;
    // Only the request that flips `rotated_at` rotates; the others of a race repeat its answer.
    let flipped = refresh_token::Entity::update_many()
        .col_expr(refresh_token::Column::RotatedAt, sea_orm::sea_query::Expr::value(now))
        .filter(refresh_token::Column::Id.eq(token.id))
        .filter(refresh_token::Column::RotatedAt.is_null())
        .exec(&*work)
        .await?
        .rows_affected;
    if flipped != 1 {
        drop(work);
        // The winner has committed its rotation by now (its row lock or the writer's turn made this one wait).
        let rotated_at = refresh_token::Entity::find_by_id(token.id).one(&state.db).await?.and_then(|t| t.rotated_at);
        return repeat_or_revoke(state, &session, presented, rotated_at.unwrap_or(now)).await;
    }
    let next = state.keys.refresh_successor(presented);
    store_refresh_token(&*work, session.id, &next, now).await?;
    // A sign-in kept alive is a member still active (rule 47b).
    let active: Vec<i32> = [Some(session.member_id), session.acting_for].into_iter().flatten().collect();
    crate::matching::signals::mark_active(&*work, &active, now).await?;
    if let Some(push) = clip(req.fcm_token, 4000) {
        let mut active: sign_in::ActiveModel = session.clone().into();
        active.push_subscription = Set(Some(push));
        active.update(&*work).await?;
    }
    work.commit(state).await?;
    let (access, expires) =
        state.tokens.issue(&member, &session.family, Scope::Access, now, tokens::access_lifetime())?;
    Ok(TokenAnswer { access_token: access, access_token_expiration_time: expires.into(), refresh_token: next })
}

/// A token presented again after its rotation at `rotated_at`: within the grace, and while the sign-in and the
/// successor are live, the same pair as the rotation gave (the access token issued at the rotation's instant is the
/// same token); otherwise the sign-in is revoked.
async fn repeat_or_revoke(
    state: &AppState,
    session: &sign_in::Model,
    presented: &str,
    rotated_at: chrono::DateTime<chrono::Utc>,
) -> Result<TokenAnswer, ApiError> {
    let now = state.clock.now();
    let unauthorized = || ApiError::new(ErrorCode::Unauthorized).with_detail(Reason::SessionEnded);
    let next = state.keys.refresh_successor(presented);
    let within_grace = now >= rotated_at && now - rotated_at <= REFRESH_GRACE;
    let live = session.revoked_at.is_none() && session.expires_at > now;
    // The successor is read only when the repeat could be answered.
    let successor_unused = within_grace
        && live
        && refresh_token::Entity::find()
            .filter(refresh_token::Column::TokenHash.eq(tokens::hash_refresh_token(&next)))
            .filter(refresh_token::Column::SignInId.eq(session.id))
            .one(&state.db)
            .await?
            .is_some_and(|t| t.rotated_at.is_none());
    if successor_unused {
        let member = member::Entity::find_by_id(session.member_id).one(&state.db).await?.ok_or_else(unauthorized)?;
        let (access, expires) =
            state.tokens.issue(&member, &session.family, Scope::Access, rotated_at, tokens::access_lifetime())?;
        return Ok(TokenAnswer {
            access_token: access,
            access_token_expiration_time: expires.into(),
            refresh_token: next,
        });
    }
    tracing::warn!(
        sign_in = session.id,
        member = session.member_id,
        "a rotated refresh token came back: sign-in revoked"
    );
    revoke_sign_in(state, session.id).await?;
    Err(unauthorized())
}

pub async fn logout(state: &AppState, req: LogoutRequest, lang: Lang) -> Result<MessageAnswer, ApiError> {
    let hash = tokens::hash_refresh_token(req.refresh_token.trim());
    if let Some(token) =
        refresh_token::Entity::find().filter(refresh_token::Column::TokenHash.eq(hash)).one(&state.db).await?
    {
        revoke_sign_in(state, token.sign_in_id).await?;
    }
    Ok(MessageAnswer { message: messages::text("signed_out", lang) })
}

pub async fn login_history(
    state: &AppState,
    member_id: i32,
    page_index: u64,
    page_size: u64,
) -> Result<LoginHistoryList, ApiError> {
    let paginator = login_history::Entity::find()
        .filter(login_history::Column::MemberId.eq(member_id))
        .order_by_desc(login_history::Column::At)
        .order_by_desc(login_history::Column::Id)
        .paginate(&state.db, page_size);
    let total_count = paginator.num_items().await?;
    let rows = paginator.fetch_page(page_index.saturating_sub(1)).await?;
    Ok(LoginHistoryList { total_count, result: rows.into_iter().map(LoginHistoryItem::from).collect() })
}
