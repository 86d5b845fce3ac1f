//! The shapes of `/api/Verification/...` (docs/api-conventions.md).

use garde::Validate;
use poem_openapi::Object;
use shared::types::{CountryCode, CurrentPassword, Email, Otp, PersonName, Phone, ProfileId, VouchWords};
use shared::{Badge, CheckStatus, DocumentType, SelfiePose, VouchRelation, VouchStatus};

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
#[derive(Debug, Clone, Object)]
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
    /// The village (or gol) of the `samaj` badge, in the request's language, when the member has it.
    pub samaj_place: Option<String>,
    /// Samaj volunteers' words for the member: those waiting for an answer, then those accepted.
    pub vouches: Vec<VouchOffer>,
    /// The member is a samaj volunteer appointed by the moderators: the app links the volunteer page.
    pub is_volunteer: bool,
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

/// A samaj volunteer's word for the member, as the member sees it on their verification page (rule 45).
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct VouchOffer {
    pub vouch_id: i32,
    /// The volunteer's name.
    pub volunteer_name: String,
    /// The village (or gol) the word was given in, in the request's language.
    pub place: Option<String>,
    pub relation: VouchRelation,
    /// How the volunteer knows the family, in their words.
    pub words: String,
    /// `offered` (waiting for the member's answer) or `accepted`.
    pub status: VouchStatus,
    pub offered_on: Instant,
}

/// Accept or decline a volunteer's word.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct VouchAnswer {
    pub vouch_id: i32,
}

/// A member of the villages a volunteer serves, as the volunteer's list shows them: what any member sees on a
/// card, less (no photo, no contacts), with the father's name by which the samaj knows a family (rule 45).
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct VillageMember {
    pub member_id: i32,
    pub profile_id: String,
    pub first_name: String,
    pub last_name: String,
    pub father_name: Option<String>,
    pub age: i32,
    /// A groom (true) or a bride (false).
    pub male: bool,
    /// The native village, or else the gol, in the request's language.
    pub place: Option<String>,
    /// The volunteer's own word for this member, if they gave one: `offered`, `accepted`, `declined` or
    /// `withdrawn`.
    pub my_vouch: Option<VouchStatus>,
}

/// `GET /api/Volunteer/Members`: a page of the members of the volunteer's villages, by surname and name.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct VillageMemberList {
    pub result: Vec<VillageMember>,
    pub total_count: u64,
    pub has_more: bool,
    /// The villages and the gol the volunteer serves, in the request's language.
    pub places: Vec<String>,
}

/// `POST /api/Volunteer/Vouch`: a volunteer's word for a member of their villages whom they know personally.
#[derive(Debug, Object, Validate)]
#[oai(rename_all = "camelCase")]
pub struct VouchRequest {
    #[garde(skip)]
    pub member_id: i32,
    #[garde(skip)]
    pub relation: VouchRelation,
    /// How the volunteer knows the family: 10 to 500 characters.
    #[garde(dive)]
    pub words: VouchWords,
}

/// A village or a gol of the reference lists, named in the request's language.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct NamedPlace {
    pub id: i32,
    pub name: String,
}

/// A volunteer as the moderators see them (`GET /api/Admin/Volunteers`).
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct VolunteerEntry {
    /// The volunteer's account: the id to withdraw them by.
    pub account_id: i32,
    pub profile_id: String,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    /// A member appointed volunteer; false for an account of its own with the volunteer role.
    pub is_member: bool,
    pub villages: Vec<NamedPlace>,
    pub gol: Option<NamedPlace>,
    pub appointed_on: Instant,
    /// When a moderator withdrew them, with every word they gave.
    pub withdrawn_on: Option<Instant>,
    /// The words they gave that members accepted and still stand.
    pub accepted_vouches: u64,
}

/// `GET /api/Admin/Volunteers`: appointed volunteers first, newest first; then withdrawn ones.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct VolunteerList {
    pub result: Vec<VolunteerEntry>,
}

/// `POST /api/Admin/Volunteer/Appoint`: a member (by profile id), or a new account of its own (e-mail and name), to
/// serve villages or a gol; appointing an appointed or withdrawn volunteer again sets their villages anew.
#[derive(Debug, Object, Validate)]
#[oai(rename_all = "camelCase")]
#[garde(allow_unvalidated)]
pub struct AppointRequest {
    /// A member's profile id; or else `email`, `firstName` and `lastName` for an account of its own.
    #[garde(dive)]
    pub profile_id: Option<ProfileId>,
    #[garde(dive)]
    pub email: Option<Email>,
    #[garde(dive)]
    pub first_name: Option<PersonName>,
    #[garde(dive)]
    pub last_name: Option<PersonName>,
    /// Village ids of the reference list `village`: at most 40.
    #[garde(length(max = shared::limits::VOLUNTEER_VILLAGES_MAX))]
    pub village_ids: Vec<i32>,
    /// A gol of the reference list `gol`. At least one village or a gol.
    pub gol_id: Option<i32>,
}

/// `POST /api/Admin/Volunteer/Withdraw`.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct WithdrawVolunteerRequest {
    pub account_id: i32,
}

/// A word a volunteer gave, as their export lists it.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct VouchGiven {
    /// The member's public profile id.
    pub profile_id: String,
    pub relation: VouchRelation,
    pub words: String,
    pub status: VouchStatus,
    pub given_on: Instant,
}
