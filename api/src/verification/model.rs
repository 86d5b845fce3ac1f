//! The shapes of `/api/Verification/...` (docs/api-conventions.md).

use garde::Validate;
use poem_openapi::Object;
use shared::Badge;
use shared::types::{CountryCode, CurrentPassword, Otp, Phone};

use crate::instant::Instant;

/// The member's mobile number and whether it is verified.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct PhoneState {
    pub country_code: String,
    pub phone_number: String,
    /// When the number was verified; absent while it is not.
    pub verified_at: Option<Instant>,
}

/// `GET /api/Verification`: the member's badges and the ones they can still earn.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct VerificationState {
    pub badges: Vec<Badge>,
    /// What the member can do next, in the order the app offers it.
    pub next: Vec<Badge>,
    pub phone: PhoneState,
}

/// Send a code by SMS to a mobile number: the member's own, or a new one (which then needs the password).
#[derive(Debug, Object, Validate)]
#[oai(rename_all = "camelCase")]
pub struct PhoneCodeRequest {
    /// Dialing code with plus, e.g. `+91`.
    #[garde(dive)]
    pub country_code: CountryCode,
    /// Digits only: 6 to 15, and at least 10 for +91.
    #[garde(dive, custom(shared::rules::phone_fits_code(&self.country_code)))]
    pub phone_number: Phone,
    /// The current password: needed only when the number is not the member's own.
    #[garde(dive)]
    pub password: Option<CurrentPassword>,
}

/// Verify a mobile number with the code sent to it.
#[derive(Debug, Object, Validate)]
#[oai(rename_all = "camelCase")]
pub struct PhoneVerifyRequest {
    /// The number, as sent to `Verification/Phone/SendCode`.
    #[garde(dive)]
    pub country_code: CountryCode,
    #[garde(dive, custom(shared::rules::phone_fits_code(&self.country_code)))]
    pub phone_number: Phone,
    #[garde(dive)]
    pub otp: Otp,
}
