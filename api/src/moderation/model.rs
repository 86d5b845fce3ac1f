//! Bodies of the moderator calls.

use garde::Validate;
use poem_openapi::Object;
use shared::types::Note;

use crate::{instant::Instant, profiles::model::MemberDetail};

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct QueueItem {
    pub member_id: i32,
    pub profile_id: String,
    pub first_name: String,
    pub last_name: String,
    /// When the profile was (re)submitted.
    pub submitted_at: Instant,
    /// A signed URL of the small photo.
    pub photo: Option<String>,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct QueueList {
    pub result: Vec<QueueItem>,
    pub total_count: u64,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct StatusChangeItem {
    pub at: Instant,
    pub from_status: shared::ProfileStatus,
    pub to_status: shared::ProfileStatus,
    pub reason: Option<String>,
    /// The moderator's e-mail; absent when the member made the change.
    pub moderator: Option<String>,
}

/// A member as a moderator sees them: the whole profile, contact details, photos and status history.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct AdminMemberView {
    pub profile: MemberDetail,
    pub email: String,
    pub country_code: String,
    pub phone: String,
    pub email_confirmed: bool,
    pub created_at: Instant,
    /// Signed URLs of every photo, large size.
    pub photos: Vec<String>,
    pub history: Vec<StatusChangeItem>,
}

/// A decision without a reason (approve, lift a suspension).
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct DecisionRequest {
    pub member_id: i32,
}

/// A decision the member is told the reason of (ask for changes, suspend).
#[derive(Debug, Object, Validate)]
#[oai(rename_all = "camelCase")]
pub struct ReasonedDecisionRequest {
    #[garde(skip)]
    pub member_id: i32,
    /// Shown to the member; 1 to 500 characters.
    #[garde(dive)]
    pub reason: Note,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct DecisionAnswer {
    pub member_id: i32,
    pub profile_status: shared::ProfileStatus,
    pub message: String,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct MemberSearchItem {
    pub member_id: i32,
    pub profile_id: String,
    pub first_name: String,
    pub last_name: String,
    /// Masked: the first two characters and the domain (`pr•••@gmail.com`).
    pub email: String,
    pub country_code: String,
    /// Masked: the last four digits (`••••••2345`).
    pub phone: String,
    pub profile_status: shared::ProfileStatus,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct MemberSearchList {
    pub result: Vec<MemberSearchItem>,
    pub total_count: u64,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct AuditItem {
    pub id: i32,
    pub at: Instant,
    pub moderator: String,
    pub action: shared::AuditAction,
    /// The member the action was about; 0 for an action about no member (the popup, a visitor's enquiry).
    pub member_id: i32,
    /// The member's profile id; empty for an action about no member.
    pub profile_id: String,
    /// JSON of the state before.
    pub before: String,
    /// JSON of the state after.
    pub after: String,
    pub reason: Option<String>,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct AuditList {
    pub result: Vec<AuditItem>,
    pub total_count: u64,
}

/// A member who reached a daily allowance (rule A1).
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct AllowanceReachedItem {
    pub member_id: i32,
    pub profile_id: String,
    pub first_name: String,
    pub last_name: String,
    /// Which allowance: `member_details`, `cards` or `bio_data`.
    pub kind: shared::Allowance,
    /// On how many days it was reached: a refusal more than a day after the last one begins another.
    pub times: i32,
    /// How many requests were refused in all.
    pub refused: i32,
    pub first_reached_at: Instant,
    pub last_refused_at: Instant,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct AllowanceReachedList {
    pub result: Vec<AllowanceReachedItem>,
    pub total_count: u64,
    /// The allowances in force, per member and rolling day.
    pub member_details_per_day: u32,
    pub cards_per_day: u32,
    pub bio_data_per_day: u32,
}

/// The moderator home's figures.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct QueueFigures {
    /// Profiles awaiting a decision.
    pub pending_count: u64,
    /// When the longest-waiting profile was submitted.
    pub oldest_waiting_since: Option<Instant>,
    /// Median hours from submission to decision over the last 30 days.
    pub median_decision_hours: Option<f64>,
    /// Decisions taken in the last 30 days.
    pub decisions_last_30_days: u64,
    /// Every moderators' queue: how many wait, and since when the longest-waiting one has.
    pub queues: Vec<QueueCount>,
    /// Connections, meetings and engagements of the last six months, oldest month first (rule 48).
    pub outcomes: Vec<OutcomeMonth>,
}

/// One month of how connections went (rule 48): counts only, never who.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct OutcomeMonth {
    /// `YYYY-MM`.
    pub month: String,
    /// Requests accepted in the month.
    pub connections: u64,
    /// Connections of which a side first said in the month that they met the family (or are engaged).
    pub meetings: u64,
    /// Connections whose second "engaged" came in the month.
    pub engagements: u64,
}

/// An edit request awaiting a moderator.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct EditRequestItem {
    pub request_id: i32,
    pub member_id: i32,
    pub profile_id: String,
    pub first_name: String,
    pub last_name: String,
    pub request_type_id: i32,
    /// The request type's name in the request's language.
    pub request_type: String,
    pub current_value: Option<String>,
    pub new_value: String,
    pub note: String,
    pub created_on: Instant,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct EditRequestList {
    pub result: Vec<EditRequestItem>,
    pub total_count: u64,
}

/// A photo added after approval, awaiting a moderator.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct PhotoQueueItem {
    pub photo_id: i32,
    pub member_id: i32,
    pub profile_id: String,
    pub first_name: String,
    pub last_name: String,
    /// A signed URL of the large size.
    pub url: String,
    /// The member's current profile photo, to compare with (small size).
    pub current_photo: Option<String>,
    pub created_on: Instant,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct PhotoQueueList {
    pub result: Vec<PhotoQueueItem>,
    pub total_count: u64,
}

/// `{"requestId"}`.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct EditRequestDecision {
    pub request_id: i32,
}

/// `{"photoId"}`.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct PhotoDecision {
    pub photo_id: i32,
}

/// A decline, with the reason the member sees.
#[derive(Debug, Object, Validate)]
#[oai(rename_all = "camelCase")]
pub struct ReasonedReviewRequest {
    /// The edit request's or the photo's id.
    #[garde(skip)]
    pub id: i32,
    /// Shown to the member; 1 to 500 characters.
    #[garde(dive)]
    pub reason: Note,
}

/// One report about a member.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct ReportItem {
    pub report_id: i32,
    pub reporter_id: i32,
    pub reporter_profile_id: String,
    pub reporter_name: String,
    /// Why, from the list; `other` for a report made without one.
    pub category: shared::ReportCategory,
    /// The reporter's words; empty when they chose a category and wrote nothing.
    pub reason: String,
    pub created_on: Instant,
}

/// A reported member with their open reports (rule 30).
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct ReportQueueItem {
    pub member_id: i32,
    pub profile_id: String,
    pub first_name: String,
    pub last_name: String,
    pub profile_status: shared::ProfileStatus,
    /// An open report says the profile is fake or that they ask for money: the queue's first order, these first.
    pub urgent: bool,
    /// Distinct members who reported them in the last 30 days: the queue's order after `urgent`, most first.
    pub reporters: u64,
    /// The reports no moderator has handled yet, oldest first.
    pub open_reports: Vec<ReportItem>,
    /// Whether they can be suspended now (approved or awaiting approval).
    pub can_suspend: bool,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct ReportQueueList {
    pub result: Vec<ReportQueueItem>,
    pub total_count: u64,
}

/// A moderators' queue on the moderator home.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poem_openapi::Enum)]
#[oai(rename_all = "camelCase")]
pub enum QueueKind {
    Approval,
    Photos,
    /// Identity documents and verification photos (rule 44).
    Checks,
    EditRequests,
    Reports,
    Tickets,
    Enquiries,
}

/// How many wait in a queue, and since when the longest-waiting one has.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct QueueCount {
    pub queue: QueueKind,
    pub count: u64,
    pub oldest_waiting_since: Option<Instant>,
}
