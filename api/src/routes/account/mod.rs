//! `/api/Account/...`: document 000 section 7's account calls, and login history from document 001.

pub mod dto;
pub mod service;

use poem::Request;
use poem_openapi::{OpenApi, param::Query, payload::Json};
use shared::types::{Email, PageIndex, PageSize};

use self::dto::*;
use crate::{
    auth::{
        codes::Purpose,
        guard::{Access, MemberAuth},
    },
    captcha::Challenge,
    client,
    lang::{LangHeader, lang_of},
    problems,
    routes::ApiTags,
    state::AppState,
};

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
    /// `verificationToken` of the registration or sign-in answer.
    #[oai(path = "/Account/ChangeEmailAddressOTP", method = "post", operation_id = "changeEmailAddressOtp")]
    async fn change_email(
        &self,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<ChangeEmailRequest>,
    ) -> Result<Json<ChangeEmailAnswer>, ChangeEmailError> {
        Ok(Json(service::change_email(&self.state, body.0, lang_of(&lang)).await?))
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
    /// The signed-in member's profileStatus and whether the e-mail is confirmed.
    #[oai(path = "/Account/Status", method = "get", operation_id = "getAccountStatus")]
    async fn status(&self, auth: MemberAuth) -> Result<Json<StatusAnswer>, MemberError> {
        let member = auth.0.require(Access::AnyStatus)?;
        Ok(Json(StatusAnswer { profile_status: member.profile_status, email_confirmed: member.email_confirmed }))
    }

    /// Login history
    ///
    /// The member's sign-ins, newest first: the server's view (IP, location, browser) and what the client claimed.
    #[oai(path = "/Account/LoginHistory", method = "get", operation_id = "getLoginHistory")]
    async fn login_history(
        &self,
        auth: MemberAuth,
        #[oai(name = "pageIndex", default = "crate::routes::paging::first_page")] page_index: Query<PageIndex>,
        #[oai(name = "pageSize", default = "crate::routes::paging::default_size")] page_size: Query<PageSize>,
    ) -> Result<Json<LoginHistoryList>, MemberError> {
        let member = auth.0.require(Access::Approved)?;
        let (index, size) = crate::routes::paging::checked(page_index.0, page_size.0)?;
        Ok(Json(service::login_history(&self.state, member.id, index, size).await?))
    }

    /// Captcha challenge
    ///
    /// A fresh ALTCHA proof-of-work challenge for sign-in, registration and the contact form. Self-hosted.
    #[oai(path = "/Captcha/Challenge", method = "get", operation_id = "getCaptchaChallenge", tag = "ApiTags::Captcha")]
    async fn captcha(&self) -> Result<Json<Challenge>, CaptchaError> {
        Ok(Json(self.state.captcha.challenge(self.state.clock.now())))
    }
}
