//! The shapes of `/api/Verification/...` (docs/api-conventions.md).

use garde::Validate;
use poem_openapi::Object;
use shared::types::{CountryCode, CurrentPassword, Otp, Phone};
use shared::{Badge, CheckStatus, DocumentType, SelfiePose};

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

/// The member's latest identity document or verification photo sent to the moderators. The image itself is never
/// given back: it is kept only while the check waits.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct CheckState {
    pub status: CheckStatus,
    /// For an identity document: which one.
    pub document_type: Option<DocumentType>,
    /// For a verification photo: the pose it was taken in.
    pub pose: Option<SelfiePose>,
    /// A refusal's reason, from the moderator.
    pub reason: Option<String>,
    pub submitted_on: Instant,
    /// When a moderator decided, or when it expired undecided.
    pub decided_on: Option<Instant>,
}

/// `GET /api/Verification`: the member's badges and the ones they can still earn.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct VerificationState {
    pub badges: Vec<Badge>,
    /// What the member can do next, in the order the app offers it.
    pub next: Vec<Badge>,
    pub phone: PhoneState,
    /// The latest identity document sent, if any.
    pub document: Option<CheckState>,
    /// The latest verification photo sent, if any.
    pub selfie: Option<CheckState>,
}

/// `GET /api/Verification/Selfie`: the pose to take the verification photo in.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct SelfiePoseAnswer {
    pub pose: SelfiePose,
    /// Until when a photo in this pose is taken: after that, ask again (a new pose at random).
    pub valid_until: Instant,
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

/// `PUT /api/Verification/Document`: one identity document.
#[derive(Debug, poem_openapi::Multipart)]
#[oai(deny_unknown_fields)]
pub struct DocumentForm {
    /// Which document the image shows.
    #[oai(rename = "documentType")]
    pub document_type: DocumentType,
    /// One JPEG or PNG of the document, at most 10 MiB and 40 megapixels.
    pub image: crate::photos::upload::PhotoFile,
}

/// `PUT /api/Verification/Selfie`: one photo in the pose given by `GET /api/Verification/Selfie`.
#[derive(Debug, poem_openapi::Multipart)]
#[oai(deny_unknown_fields)]
pub struct SelfieForm {
    /// One JPEG or PNG, at most 10 MiB and 40 megapixels.
    pub image: crate::photos::upload::PhotoFile,
}

/// An identity document or a verification photo awaiting a moderator, with what to compare it with.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct CheckQueueItem {
    pub check_id: i32,
    pub kind: shared::CheckKind,
    pub document_type: Option<DocumentType>,
    pub pose: Option<SelfiePose>,
    pub member_id: i32,
    pub profile_id: String,
    pub first_name: String,
    pub last_name: String,
    /// The profile's birth date, `YYYY-MM-DD`, to compare with the document's.
    pub birth_date: Option<String>,
    /// A signed URL of the image, for this moderator, while the check waits.
    pub image_url: String,
    /// Signed URLs of the member's approved photos (medium size), profile photo first.
    pub photos: Vec<String>,
    pub submitted_on: Instant,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct CheckQueueList {
    pub result: Vec<CheckQueueItem>,
    pub total_count: u64,
}

/// `{"checkId"}`.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct CheckDecision {
    pub check_id: i32,
}
