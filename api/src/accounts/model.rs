//! Bodies of the account calls, with the names document 000 gives them.

use crate::{instant::Instant, text::Text};
use garde::Validate;
use poem_openapi::Object;
use shared::types::{CountryCode, CurrentPassword, Email, Language, LoginId, Otp, Password, PersonName, Phone};

/// Registration: document 000's fields; the account starts at profileStatus 0 with the e-mail unconfirmed.
#[derive(Debug, Object, Validate)]
#[oai(rename_all = "camelCase")]
pub struct RegisterRequest {
    #[garde(dive)]
    pub first_name: PersonName,
    #[garde(dive)]
    pub last_name: PersonName,
    #[garde(dive)]
    pub email: Email,
    /// Dialing code with plus; `+91` by default in the web app.
    #[garde(dive)]
    pub country_code: CountryCode,
    /// Digits only: 6 to 15, and at least 10 for +91.
    #[garde(dive, custom(shared::rules::phone_fits_code(&self.country_code)))]
    pub phone_number: Phone,
    #[garde(dive)]
    pub password: Password,
    /// When sent, must equal `password`.
    #[garde(inner(matches(password)))]
    pub confirm_password: Option<Password>,
    /// Must be true: the member confirms they register to find a partner for marriage, that the details they give
    /// are true, and accepts the terms (India's rules for matrimonial sites ask for the first two).
    #[garde(custom(shared::rules::terms_accepted))]
    pub terms_accepted: bool,
    /// The ALTCHA payload (base64); required unless the server runs with the captcha off.
    #[garde(skip)]
    pub captcha_response: Option<Text>,
    /// The language of e-mails; the request's language when absent.
    #[garde(dive)]
    pub language: Option<Language>,
    /// Who creates the profile and will look after it (rule 46): `self` (the default), or the person's `father`,
    /// `mother`, `brother`, `sister`, a `relative` or a `friend`. The names above are the person's, the e-mail
    /// and mobile then the creator's, who signs in with them.
    #[garde(skip)]
    pub created_by: Option<shared::ProfileCreator>,
}

#[derive(Debug, Object, Validate)]
#[oai(rename_all = "camelCase")]
pub struct LoginRequest {
    /// The e-mail address or the phone number (digits, optionally with the dialing code).
    #[garde(dive)]
    pub username: LoginId,
    #[garde(dive)]
    pub password: CurrentPassword,
    #[garde(skip)]
    pub captcha_response: Option<Text>,
    /// A Web Push subscription (JSON) for this device.
    #[garde(skip)]
    pub fcm_token: Option<Text>,
    #[garde(skip)]
    pub ip: Option<Text>,
    #[garde(skip)]
    pub location: Option<Text>,
    #[garde(skip)]
    pub geo_location: Option<Text>,
}

#[derive(Debug, Object, Validate)]
#[oai(rename_all = "camelCase")]
pub struct VerifyCodeRequest {
    #[garde(dive)]
    pub email: Email,
    /// The six digits from the e-mail.
    #[garde(dive)]
    pub otp: Otp,
    #[garde(skip)]
    pub fcm_token: Option<Text>,
    #[garde(skip)]
    pub ip: Option<Text>,
    #[garde(skip)]
    pub location: Option<Text>,
    #[garde(skip)]
    pub geo_location: Option<Text>,
}

#[derive(Debug, Object, Validate)]
#[oai(rename_all = "camelCase")]
pub struct ChangeEmailRequest {
    /// The address the account has now (not yet confirmed).
    #[garde(dive)]
    pub email_address: Email,
    #[garde(dive)]
    pub new_email_address: Email,
    /// The `verificationToken` of the registration or sign-in answer.
    #[garde(skip)]
    pub verification_token: Text,
}

#[derive(Debug, Object, Validate)]
#[oai(rename_all = "camelCase")]
pub struct ResetPasswordRequest {
    #[garde(dive)]
    pub email: Email,
    #[garde(dive)]
    pub otp: Otp,
    #[garde(dive)]
    pub new_password: Password,
    #[garde(matches(new_password))]
    pub confirm_new_password: Password,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct RefreshRequest {
    pub refresh_token: Text,
    pub fcm_token: Option<Text>,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct LogoutRequest {
    pub refresh_token: Text,
}

/// The signed-in member as the shell shows them.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct UserInfo {
    pub member_id: i32,
    pub profile_id: String,
    pub email: String,
    pub email_confirmed: bool,
    pub profile_status: shared::ProfileStatus,
    pub first_name: String,
    pub last_name: String,
    /// The URL of the profile photo, when there is one.
    pub profile_image: Option<String>,
    pub role: shared::Role,
    /// `gu` or `en`.
    pub language: String,
    /// When the sign-in acts for this profile as a family manager (rule 46): who they are and what they may do.
    /// The other fields are the profile's.
    pub manager: Option<ManagerInfo>,
}

/// The family manager acting in a sign-in, as the shell shows them ("you look after Priya's profile as her brother").
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct ManagerInfo {
    /// The manager's own account.
    pub account_id: i32,
    pub first_name: String,
    pub last_name: String,
    pub relation: shared::FamilyRelation,
    pub rights: Vec<shared::FamilyRight>,
}

/// The answer of every sign-in call. Tokens are absent while the e-mail is unconfirmed: a code has been sent and the
/// client goes to the verify screen with `verificationToken`.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct SignInAnswer {
    pub user: UserInfo,
    pub access_token: Option<String>,
    pub access_token_expiration_time: Option<Instant>,
    pub refresh_token: Option<String>,
    pub user_name: String,
    /// Authorises `ChangeEmailAddressOTP` while the e-mail is unconfirmed (1 hour).
    pub verification_token: Option<String>,
    /// A translated message for a toast, when there is something to say.
    pub message: Option<String>,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct RegisterAnswer {
    pub email: String,
    pub email_confirmed: bool,
    pub verification_token: String,
    pub message: String,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct TokenAnswer {
    pub access_token: String,
    pub access_token_expiration_time: Instant,
    pub refresh_token: String,
}

#[derive(Debug, Object)]
pub struct MessageAnswer {
    /// Translated, for a toast.
    pub message: String,
}

#[derive(Debug, Object)]
pub struct ChangeEmailAnswer {
    pub message: String,
    pub email: String,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct StatusAnswer {
    pub profile_status: shared::ProfileStatus,
    pub email_confirmed: bool,
    /// A fresh URL of the member's card photo (photo URLs work 15 minutes at most), when there is one.
    pub profile_image: Option<String>,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct LoginHistoryItem {
    pub login_at: Instant,
    /// `password`, `code` or `email_confirmation`.
    pub method: String,
    /// The address the server saw.
    pub ip: String,
    /// Resolved from the server's GeoIP database, when configured.
    pub location: Option<String>,
    pub user_agent: Option<String>,
    pub client_ip: Option<String>,
    pub client_location: Option<String>,
    pub client_geo_location: Option<String>,
}

impl From<entity::login_history::Model> for LoginHistoryItem {
    fn from(r: entity::login_history::Model) -> Self {
        Self {
            login_at: r.at.into(),
            method: r.method,
            ip: r.ip,
            location: r.location,
            user_agent: r.user_agent,
            client_ip: r.client_ip,
            client_location: r.client_location,
            client_geo_location: r.client_geo_location,
        }
    }
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct LoginHistoryList {
    pub result: Vec<LoginHistoryItem>,
    pub total_count: u64,
}

/// Change password (document 001): the current password, and the new one twice.
#[derive(Debug, Object, Validate)]
#[oai(rename_all = "camelCase")]
pub struct ChangePasswordRequest {
    #[garde(dive)]
    pub current_password: CurrentPassword,
    #[garde(dive)]
    pub new_password: Password,
    /// Must equal `newPassword`.
    #[garde(matches(new_password))]
    pub confirm_password: Password,
}

/// Change the mobile number: the new one with its code, and the password.
#[derive(Debug, Object, Validate)]
#[oai(rename_all = "camelCase")]
pub struct ChangePhoneRequest {
    #[garde(dive)]
    pub country_code: CountryCode,
    /// Digits only: 6 to 15, and at least 10 for +91.
    #[garde(dive, custom(shared::rules::phone_fits_code(&self.country_code)))]
    pub phone_number: Phone,
    #[garde(dive)]
    pub password: CurrentPassword,
}

/// Change the e-mail: the new address and the password; a code goes to the new address.
#[derive(Debug, Object, Validate)]
#[oai(rename_all = "camelCase")]
pub struct ChangeEmailAddressRequest {
    /// The new address.
    #[garde(dive)]
    pub email: Email,
    #[garde(dive)]
    pub password: CurrentPassword,
}

/// Confirm the new e-mail with the code sent to it.
#[derive(Debug, Object, Validate)]
#[oai(rename_all = "camelCase")]
pub struct VerifyEmailAddressRequest {
    /// The new address, as sent to `ChangeEmailAddress`.
    #[garde(dive)]
    pub email: Email,
    #[garde(dive)]
    pub otp: Otp,
}

/// Delete the account: the password, in the body (or the `password` query parameter).
#[derive(Debug, Object, Validate)]
#[oai(rename_all = "camelCase")]
pub struct DeleteAccountRequest {
    #[garde(dive)]
    pub password: CurrentPassword,
}

/// The profile status after deactivating or reactivating.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct AccountStateAnswer {
    pub profile_status: shared::ProfileStatus,
    pub message: String,
}

/// The account as its owner sees it on the account page.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct AccountInfo {
    pub profile_id: String,
    pub email: String,
    pub country_code: String,
    pub phone_number: String,
    pub profile_status: shared::ProfileStatus,
    /// `gu` or `en`: e-mails, PDF and push texts.
    pub language: String,
    pub created_on: Instant,
    /// A new address waiting for its code (`ChangeEmailAddress` sent within the last 10 minutes).
    pub pending_email: Option<String>,
}

/// The member's language (rule 43): `gu` or `en`, for the e-mails, pushes, bio-data and texts the server writes on
/// its own from now on.
#[derive(Debug, Object, Validate)]
#[oai(rename_all = "camelCase")]
pub struct LanguageRequest {
    #[garde(dive)]
    pub language: Language,
}

/// The member's privacy (rule 47).
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct PrivacySettings {
    /// Absent from other members' lists, search and quick search; the detail opens only to members this member sent
    /// a request to, accepted, or asked a question.
    pub private_mode: bool,
    /// The member's visits are not shown to the members they visit (private mode hides them too).
    pub browse_invisibly: bool,
    /// Others are not told when the member was last active (rule 47b).
    pub hide_last_active: bool,
    /// The web app offers private mode: an approved woman who has not chosen yet.
    pub offer_private_mode: bool,
}

/// The member's privacy choices (rule 47); saving them counts as choosing, so private mode is no longer offered.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct PrivacyRequest {
    pub private_mode: bool,
    pub browse_invisibly: bool,
    /// Absent: kept as it is.
    pub hide_last_active: Option<bool>,
}
