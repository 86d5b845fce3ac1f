//! `/api/Account/...`: document 000 section 7's account calls, and login history from document 001.

use crate::accounts::{erase, export, manage, model as dto, service};

use poem::Request;
use poem_openapi::{ApiResponse, OpenApi, param::Query, payload::Json};
use shared::types::{Email, PageIndex, PageSize};

use self::dto::*;
use crate::auth::codes::Purpose;
use crate::auth::guard::Access;
use crate::auth::guard::MemberAuth;
use crate::captcha::Challenge;
use crate::client;
use crate::lang::LangHeader;
use crate::lang::lang_of;
use crate::problems;
use crate::routes::ApiTags;
use crate::state::AppState;

problems!(
    /// Registration: invalid fields, captcha, duplicates, rate limits.
    RegisterError: 400, 409, 429, 500, 503
);
problems!(
    /// Sign-in with a password: invalid fields, wrong credentials, rate limits.
    LoginError: 400, 422, 429, 500, 503
);
problems!(
    /// Code requests: an invalid address or too many requests.
    CodeRequestError: 400, 429, 500, 503
);
problems!(
    /// Code checks: invalid fields, a wrong, used, burnt or expired code, rate limits.
    CodeCheckError: 400, 422, 429, 500, 503
);
problems!(
    /// E-mail change before confirmation.
    ChangeEmailError: 400, 401, 403, 409, 422, 429, 500, 503
);
problems!(
    /// Refresh: an unknown, replayed, revoked or expired refresh token.
    RefreshError: 400, 401, 500, 503
);
problems!(
    /// Logout.
    LogoutError: 400, 500, 503
);
problems!(
    /// Calls of a signed-in member.
    MemberError: 400, 401, 403, 500, 503
);
problems!(
    /// A change to the account: invalid fields (400), a wrong password or code or a change that changes nothing
    /// (422), an e-mail or phone of another member (409), too many tries (429).
    AccountChangeError: 400, 401, 403, 409, 422, 429, 500, 503
);
problems!(
    /// Deactivating or reactivating: not possible at this status (422).
    AccountStateError: 401, 403, 422, 500, 503
);
problems!(
    /// Deleting the account: no password (400), a wrong one (422, nothing erased), too many tries (429).
    DeleteAccountError: 400, 401, 422, 429, 500, 503
);

/// The member's data as a JSON download.
#[derive(ApiResponse)]
pub enum ExportResponse {
    /// Everything stored about the member; `Content-Disposition` names the file `sagpan-{profileId}.json`.
    #[oai(status = 200)]
    Ok(Json<export::AccountExport>, #[oai(header = "Content-Disposition")] String),
}

problems!(
    /// The captcha challenge.
    CaptchaError: 500
);

pub struct AccountApi {
    pub state: AppState,
}

impl AccountApi {
    fn client(&self, req: &Request) -> client::ClientInfo {
        client::info(req, &self.state.trusted_proxies)
    }
}

#[OpenApi(prefix_path = "/api", tag = "ApiTags::Account")]
impl AccountApi {
    /// Register
    ///
    /// Creates an account at profileStatus 0 with the e-mail unconfirmed and e-mails a confirmation code. E-mail and
    /// phone must be unused (409 otherwise, naming the field).
    #[oai(path = "/Account/Register", method = "post", operation_id = "register")]
    async fn register(
        &self,
        req: &Request,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<RegisterRequest>,
    ) -> Result<Json<RegisterAnswer>, RegisterError> {
        Ok(Json(service::register(&self.state, body.0, lang_of(&lang), &self.client(req)).await?))
    }

    /// Sign in
    ///
    /// With the e-mail or phone number and the password. An unconfirmed e-mail gets a new code and an answer without
    /// tokens (`user.emailConfirmed` false): the client confirms the code with `VerifyOTP`. Wrong credentials and an
    /// unknown account get the same answer.
    #[oai(path = "/Account/Login", method = "post", operation_id = "login")]
    async fn login(
        &self,
        req: &Request,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<LoginRequest>,
    ) -> Result<Json<SignInAnswer>, LoginError> {
        Ok(Json(service::login(&self.state, body.0, lang_of(&lang), &self.client(req)).await?))
    }

    /// Sign out
    ///
    /// Revokes the sign-in of the refresh token. Answers the same for an unknown token.
    #[oai(path = "/Account/Logout", method = "post", operation_id = "logout")]
    async fn logout(
        &self,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<LogoutRequest>,
    ) -> Result<Json<MessageAnswer>, LogoutError> {
        Ok(Json(service::logout(&self.state, body.0, lang_of(&lang)).await?))
    }

    /// Refresh the tokens
    ///
    /// Rotates the refresh token and issues a new access token. A refresh token that was already used revokes its whole
    /// sign-in (401).
    #[oai(path = "/Account/Refresh", method = "post", operation_id = "refresh")]
    async fn refresh(&self, body: Json<RefreshRequest>) -> Result<Json<TokenAnswer>, RefreshError> {
        Ok(Json(service::refresh(&self.state, body.0).await?))
    }

    /// Send the e-mail confirmation code
    ///
    /// E-mails a new confirmation code to an unconfirmed account. The answer is the same for any address.
    #[oai(path = "/Account/SendOTP", method = "post", operation_id = "sendOtp")]
    async fn send_otp(
        &self,
        req: &Request,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        #[oai(name = "Email")] email: Query<Email>,
    ) -> Result<Json<MessageAnswer>, CodeRequestError> {
        Ok(Json(
            service::request_code(
                &self.state,
                email.as_str(),
                Purpose::ConfirmEmail,
                lang_of(&lang),
                &self.client(req),
            )
            .await?,
        ))
    }

    /// Confirm the e-mail
    ///
    /// Checks the confirmation code, confirms the e-mail and signs in.
    #[oai(path = "/Account/VerifyOTP", method = "post", operation_id = "verifyOtp")]
    async fn verify_otp(
        &self,
        req: &Request,
        body: Json<VerifyCodeRequest>,
    ) -> Result<Json<SignInAnswer>, CodeCheckError> {
        Ok(Json(service::verify_email(&self.state, body.0, &self.client(req)).await?))
    }

    /// Request a sign-in code
    ///
    /// E-mails a sign-in code to a confirmed account. The answer is the same for any address.
    #[oai(path = "/Account/SendRequestOTP", method = "post", operation_id = "sendRequestOtp")]
    async fn send_request_otp(
        &self,
        req: &Request,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        #[oai(name = "Email")] email: Query<Email>,
    ) -> Result<Json<MessageAnswer>, CodeRequestError> {
        Ok(Json(
            service::request_code(&self.state, email.as_str(), Purpose::Login, lang_of(&lang), &self.client(req))
                .await?,
        ))
    }

    /// Sign in with a code
    #[oai(path = "/Account/VerifyRequestOTP", method = "post", operation_id = "verifyRequestOtp")]
    async fn verify_request_otp(
        &self,
        req: &Request,
        body: Json<VerifyCodeRequest>,
    ) -> Result<Json<SignInAnswer>, CodeCheckError> {
        Ok(Json(service::verify_login_code(&self.state, body.0, &self.client(req)).await?))
    }

    /// Change the e-mail before confirming it
    ///
    /// Replaces the unconfirmed address and e-mails a confirmation code to the new one. Authorised by the
    /// `verificationToken` of the registration or sign-in answer; limited per client address as registrations are
    /// (429). The answer is the same whether or not the new address already has an account: then nothing changes,
    /// and that account's owner is told by e-mail.
    #[oai(path = "/Account/ChangeEmailAddressOTP", method = "post", operation_id = "changeEmailAddressOtp")]
    async fn change_email(
        &self,
        req: &Request,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<ChangeEmailRequest>,
    ) -> Result<Json<ChangeEmailAnswer>, ChangeEmailError> {
        Ok(Json(service::change_email(&self.state, body.0, lang_of(&lang), &self.client(req)).await?))
    }

    /// Forgot password
    ///
    /// E-mails a password reset code. The answer is the same for any address.
    #[oai(path = "/Account/ForgetPassword", method = "post", operation_id = "forgetPassword")]
    async fn forget_password(
        &self,
        req: &Request,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        #[oai(name = "email")] email: Query<Email>,
    ) -> Result<Json<MessageAnswer>, CodeRequestError> {
        Ok(Json(
            service::request_code(
                &self.state,
                email.as_str(),
                Purpose::ResetPassword,
                lang_of(&lang),
                &self.client(req),
            )
            .await?,
        ))
    }

    /// Set a new password with the code
    ///
    /// Checks the reset code, sets the new password and signs out every sign-in.
    #[oai(path = "/Account/VerifyForgetPassword", method = "post", operation_id = "verifyForgetPassword")]
    async fn verify_forget_password(
        &self,
        req: &Request,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<ResetPasswordRequest>,
    ) -> Result<Json<MessageAnswer>, CodeCheckError> {
        Ok(Json(service::reset_password(&self.state, body.0, lang_of(&lang), &self.client(req)).await?))
    }

    /// Profile status
    ///
    /// The signed-in member's profileStatus, whether the e-mail is confirmed, and a fresh URL of the card photo (the
    /// web app asks again every few minutes, as photo URLs expire).
    #[oai(path = "/Account/Status", method = "get", operation_id = "getAccountStatus")]
    async fn status(&self, auth: MemberAuth) -> Result<Json<StatusAnswer>, MemberError> {
        let member = auth.0.require_any_actor(Access::AnyStatus)?;
        let profile_image = crate::photos::default_url(&self.state, member.id, "small").await?;
        Ok(Json(StatusAnswer {
            profile_status: member.profile_status,
            email_confirmed: member.email_confirmed,
            profile_image,
        }))
    }

    /// Login history
    ///
    /// The member's sign-ins, newest first: the server's view (IP, location, browser) and what the client claimed.
    #[oai(path = "/Account/LoginHistory", method = "get", operation_id = "getLoginHistory")]
    async fn login_history(
        &self,
        auth: MemberAuth,
        #[oai(name = "pageIndex", default = "crate::paging::first_page")] page_index: Query<PageIndex>,
        #[oai(name = "pageSize", default = "crate::paging::default_size")] page_size: Query<PageSize>,
    ) -> Result<Json<LoginHistoryList>, MemberError> {
        let member = auth.0.require(Access::Approved)?;
        let (index, size) = crate::paging::checked(page_index.0, page_size.0)?;
        Ok(Json(service::login_history(&self.state, member.id, index, size).await?))
    }

    /// Account details
    ///
    /// The signed-in member's e-mail, mobile number, status and language for the account page, and a new e-mail
    /// waiting for its code.
    #[oai(path = "/Account/Info", method = "get", operation_id = "getAccountInfo")]
    async fn info(&self, auth: MemberAuth) -> Result<Json<AccountInfo>, MemberError> {
        let member = auth.0.require(Access::AnyStatus)?;
        Ok(Json(manage::info(&self.state, member).await?))
    }

    /// Set the member's language
    ///
    /// `gu` or `en`: the language of the e-mails, pushes and bio-data the server writes for this member from now on
    /// (rule 43). The web app sets it when the member switches language, and the account page shows and changes it.
    #[oai(path = "/Account/Language", method = "put", operation_id = "setAccountLanguage")]
    async fn set_language(
        &self,
        auth: MemberAuth,
        body: Json<dto::LanguageRequest>,
    ) -> Result<Json<dto::MessageAnswer>, MemberError> {
        // A family manager's choice is their own account's language, never the person's (rule 43, rule 46).
        auth.0.require_any_actor(Access::AnyStatus)?;
        let account = auth.0.account(&self.state.db).await?;
        Ok(Json(manage::set_language(&self.state, &account, body.0).await?))
    }

    /// The member's privacy
    ///
    /// Private mode and browsing invisibly (rule 47), and whether the web app offers private mode (to an approved
    /// woman who has not chosen yet). The person's own choice: a family manager is refused (403 `manager_forbids`).
    #[oai(path = "/Account/Privacy", method = "get", operation_id = "getPrivacy")]
    async fn privacy(&self, auth: MemberAuth) -> Result<Json<PrivacySettings>, MemberError> {
        let member = auth.0.require(Access::AnyStatus)?;
        Ok(Json(crate::accounts::privacy::settings(&self.state, member).await?))
    }

    /// Set the member's privacy
    ///
    /// Takes effect at once everywhere (rule 47): a private member leaves every other member's lists, search and
    /// quick search, cached pages included, and their detail opens only to members they sent a request to,
    /// accepted, or asked a question; turned off, they are back in every list. Visits made in private mode or while
    /// browsing invisibly are not shown to the visited.
    #[oai(path = "/Account/Privacy", method = "put", operation_id = "setPrivacy")]
    async fn set_privacy(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<PrivacyRequest>,
    ) -> Result<Json<MessageAnswer>, MemberError> {
        let member = auth.0.require(Access::AnyStatus)?;
        Ok(Json(crate::accounts::privacy::save(&self.state, member, body.0, lang_of(&lang)).await?))
    }

    /// Change password
    ///
    /// With the current password. Every other sign-in of the member ends and its open tabs are signed out; this one
    /// stays. A wrong current password is a 422 and changes nothing.
    #[oai(path = "/Account/ChangePassword", method = "post", operation_id = "changePassword")]
    async fn change_password(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<ChangePasswordRequest>,
    ) -> Result<Json<MessageAnswer>, AccountChangeError> {
        let member = auth.0.require(Access::AnyStatus)?;
        Ok(Json(manage::change_password(&self.state, member, &auth.0.sign_in, body.0, lang_of(&lang)).await?))
    }

    /// Change the mobile number
    ///
    /// With the password; a number of another member is a 409.
    #[oai(path = "/Account/ChangePhoneNumber", method = "post", operation_id = "changePhoneNumber")]
    async fn change_phone(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<ChangePhoneRequest>,
    ) -> Result<Json<MessageAnswer>, AccountChangeError> {
        let member = auth.0.require(Access::AnyStatus)?;
        Ok(Json(manage::change_phone(&self.state, member, body.0, lang_of(&lang)).await?))
    }

    /// Change the e-mail
    ///
    /// With the password: e-mails a code to the new address. The address changes with `VerifyEmailAddress`. An
    /// address of another member is a 409.
    #[oai(path = "/Account/ChangeEmailAddress", method = "post", operation_id = "changeEmailAddress")]
    async fn change_email_address(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<ChangeEmailAddressRequest>,
    ) -> Result<Json<MessageAnswer>, AccountChangeError> {
        let member = auth.0.require(Access::AnyStatus)?;
        Ok(Json(manage::change_email_address(&self.state, member, body.0, lang_of(&lang)).await?))
    }

    /// Confirm the new e-mail
    ///
    /// With the code sent to the new address; the e-mail changes and the old address is told. A wrong or expired
    /// code is a 422 (the fifth wrong one burns it).
    #[oai(path = "/Account/VerifyEmailAddress", method = "post", operation_id = "verifyEmailAddress")]
    async fn verify_email_address(
        &self,
        req: &Request,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<VerifyEmailAddressRequest>,
    ) -> Result<Json<MessageAnswer>, AccountChangeError> {
        let member = auth.0.require(Access::AnyStatus)?;
        Ok(Json(manage::verify_email_address(&self.state, member, body.0, lang_of(&lang), &self.client(req)).await?))
    }

    /// Deactivate the account
    ///
    /// profileStatus 4: the member disappears from every list, search and detail at once, until reactivated.
    #[oai(path = "/Account/DeActiveAccount", method = "post", operation_id = "deactivateAccount")]
    async fn deactivate(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
    ) -> Result<Json<AccountStateAnswer>, AccountStateError> {
        // Members only: a moderator's account is not a profile (it answered an undocumented 404 before the access
        // matrix (`api/tests/access-matrix.md`) called it).
        let member = auth.0.require(Access::AnyMember)?;
        Ok(Json(manage::deactivate(&self.state, member, lang_of(&lang)).await?))
    }

    /// Reactivate the account
    ///
    /// From 4 back to approved (3), or to awaiting approval (1) when the profile was never approved.
    #[oai(path = "/Account/ActiveAccount", method = "post", operation_id = "activateAccount")]
    async fn reactivate(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
    ) -> Result<Json<AccountStateAnswer>, AccountStateError> {
        let member = auth.0.require(Access::AnyMember)?;
        Ok(Json(manage::reactivate(&self.state, member, lang_of(&lang)).await?))
    }

    /// Delete the account
    ///
    /// With the password, in the body or (as document 001's client sends it) the `password` query parameter, which
    /// is never logged. Erases the personal data, photos, codes and sign-ins for good; other members see "Deleted
    /// member"; the e-mail and phone are free again. A wrong password is a 422 and erases nothing.
    #[oai(path = "/Account/DeleteAccount", method = "post", operation_id = "deleteAccount")]
    async fn delete(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        #[oai(name = "password")] password: Query<Option<shared::types::CurrentPassword>>,
        body: Json<Option<DeleteAccountRequest>>,
    ) -> Result<Json<MessageAnswer>, DeleteAccountError> {
        let member = auth.0.require(Access::AnyStatus)?;
        let given = match (body.0, password.0) {
            (Some(body), _) => {
                crate::error::validated(&body)?;
                body.password
            }
            (None, Some(query)) => {
                crate::error::validated(&DeleteAccountRequest { password: query.clone() })?;
                query
            }
            (None, None) => return Err(crate::error::ApiError::field("password", "required").into()),
        };
        Ok(Json(erase::delete_account(&self.state, member, given.into_inner(), lang_of(&lang)).await?))
    }

    /// Export my data
    ///
    /// Everything Sagpan stores about the member as one JSON document (rule 37): the account, the profile,
    /// preferences, settings, satapeta, requests, shortlist, blocks, visits, reports made, notifications, the login
    /// history, the activity and the status history. Other members appear by profile id only.
    #[oai(path = "/Account/Export", method = "get", operation_id = "exportAccount")]
    async fn export(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
    ) -> Result<ExportResponse, MemberError> {
        let member = auth.0.require(Access::AnyStatus)?;
        let data = export::export(&self.state, member, lang_of(&lang)).await?;
        crate::activity::record(
            &self.state.db,
            self.state.clock.now(),
            member.id,
            shared::ActivityAction::DataExported,
            None,
            None,
        )
        .await?;
        let disposition = format!("attachment; filename=\"sagpan-{}.json\"", member.profile_id);
        Ok(ExportResponse::Ok(Json(data), disposition))
    }

    /// Captcha challenge
    ///
    /// A fresh ALTCHA proof-of-work challenge for sign-in, registration and the contact form. Self-hosted.
    #[oai(path = "/Captcha/Challenge", method = "get", operation_id = "getCaptchaChallenge", tag = "ApiTags::Captcha")]
    async fn captcha(&self) -> Result<Json<Challenge>, CaptchaError> {
        Ok(Json(self.state.captcha.challenge(self.state.clock.now())?))
    }
}
