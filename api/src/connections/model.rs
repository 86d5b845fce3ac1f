//! The shapes of connections, shortlists, blocks, reports, the inbox and the activity (docs/api-conventions.md).

use poem_openapi::Object;
use shared::{
    ActivityAction,
    types::{Note, PageIndex, PageSize, ReportText},
};

use crate::instant::Instant;

/// Another member, by the numeric id of their card and detail.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct MemberIdRequest {
    pub member_id: i32,
}

/// A connection request, by its id.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct RequestIdRequest {
    pub request_id: i32,
}

/// A report about a member (rule 30): why, from the list, and in the reporter's words; and whether to block them in
/// the same step.
#[derive(Debug, Clone, Object, garde::Validate)]
#[oai(rename_all = "camelCase")]
pub struct ReportRequest {
    #[garde(skip)]
    pub member_id: i32,
    /// Why, from the list; absent reads as `other`. `fake_profile` and `asks_for_money` reach the top of the
    /// moderators' queue.
    #[garde(skip)]
    pub category: Option<shared::ReportCategory>,
    /// The reporter's words, 1 to 2000 characters once trimmed: required for `other` (or without a category),
    /// optional with another category.
    #[garde(dive)]
    pub reason: Option<ReportText>,
    /// Block the member too, in the same step (rule 8: at most 20 blocks; 422 `block_limit_reached` saves nothing).
    #[garde(skip)]
    pub block: Option<bool>,
}

/// The connect quota (rules 7 and 29): how many requests may still be sent now, and when the oldest request
/// of the last 24 hours stops counting (`null` when none counts).
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct ConnectQuota {
    /// 0 to 5.
    pub remaining: u32,
    pub next_free_at: Option<Instant>,
}

/// A request sent: its id, and the quota after it.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct SendRequestAnswer {
    pub request_id: i32,
    pub remaining: u32,
    pub next_free_at: Option<Instant>,
}

/// A page of a list of members (inbox, shortlists, visitors); `pageIndex` from 1, `pageSize` 1 to 50 (20 when
/// absent).
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct PageRequest {
    pub page_index: Option<PageIndex>,
    pub page_size: Option<PageSize>,
}

/// One thing the member did.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct HistoryItem {
    pub id: i32,
    pub action: ActivityAction,
    /// In the request's language.
    pub title: String,
    /// The member it concerned ("Deleted member" once they are gone), or what was changed.
    pub body: String,
    /// When a family manager did it for the member: "By your brother" (rule 46).
    #[oai(skip_serializing_if_is_none)]
    pub by: Option<String>,
    pub created_on: Instant,
}

/// A page of the member's activity, newest first.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct HistoryList {
    pub result: Vec<HistoryItem>,
    pub total_count: u64,
    pub has_more: bool,
}

/// One of a family's phone numbers (rule 10: shown to accepted connections only).
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct FamilyPhone {
    /// The country calling code, such as `+91`.
    pub country_code: String,
    /// The number without the country code, as the member entered it.
    pub phone_number: String,
    /// The member said this number is on WhatsApp.
    pub is_whatsapp: bool,
}

/// How to reach the family of a member the caller is connected with: the parents' names and phones.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct FamilyContacts {
    pub member_id: i32,
    pub first_name: String,
    pub last_name: String,
    pub father_name: Option<String>,
    pub mother_name: Option<String>,
    /// The parents' phones, in the order the profile gives them (none, one or two).
    pub phones: Vec<FamilyPhone>,
    /// The family contacts the member shows this caller (rule 46): those shown once connected, and those kept until
    /// asked once the member approved the caller's request.
    pub contacts: Vec<SharedContact>,
    /// How many more the member keeps until asked; 0 when there is nothing to ask for.
    pub on_request: u32,
    /// The caller's request to see them, when one was sent.
    #[oai(skip_serializing_if_is_none)]
    pub ask: Option<shared::ContactAskState>,
}

/// One family contact as a connected member sees it (rule 46).
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct SharedContact {
    pub relation: shared::ContactRelation,
    pub name: String,
    pub country_code: String,
    pub phone_number: String,
    pub is_whatsapp: bool,
}

/// A reply to a request the caller received (rule 47a). `interested` accepts it and `not_interested` declines it
/// (with an optional `reason`, which the sender never sees); `need_time`, `need_info` (with a `question`, 1 to 500
/// characters, which the sender answers on the request) and `talking_elsewhere` leave it open and tell the sender.
#[derive(Debug, Clone, Object, garde::Validate)]
#[oai(rename_all = "camelCase")]
pub struct ReplyRequest {
    #[garde(skip)]
    pub request_id: i32,
    #[garde(skip)]
    pub reply: shared::RequestReply,
    /// Required with `need_info`; ignored otherwise.
    #[garde(dive)]
    pub question: Option<Note>,
    /// Only with `not_interested`; ignored otherwise.
    #[garde(skip)]
    pub reason: Option<shared::DeclineReason>,
}

/// The sender's answer to the receiver's question about their request (rule 47a), 1 to 500 characters.
#[derive(Debug, Clone, Object, garde::Validate)]
#[oai(rename_all = "camelCase")]
pub struct AnswerQuestionRequest {
    #[garde(skip)]
    pub request_id: i32,
    #[garde(dive)]
    pub answer: Note,
}

/// One of the caller's connections they are asked about (rule 48): accepted 14 days ago or more.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct OutcomeItem {
    pub request_id: i32,
    pub member_id: i32,
    pub name: String,
    pub profile_id: String,
    pub connected_on: Instant,
    /// The caller's own answer; the other side's is never given.
    #[oai(skip_serializing_if_is_none)]
    pub outcome: Option<shared::ConnectionOutcome>,
}

/// The caller's connections they are asked about, newest first (at most 50), and whether the caller is engaged.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct OutcomeList {
    pub result: Vec<OutcomeItem>,
    /// Both sides of one of the caller's connections said engaged: the caller has left every list.
    pub engaged: bool,
}

/// The caller's own answer about one of their connections (rule 48).
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct OutcomeRequest {
    pub request_id: i32,
    pub outcome: shared::ConnectionOutcome,
}

/// After an answer: whether the caller is now engaged (both sides said so).
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct OutcomeAnswer {
    pub engaged: bool,
    pub message: String,
}

/// An engaged pair's success story as one of them sees it (rule 48).
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct StoryView {
    pub request_id: i32,
    /// The words, once one of the two wrote them.
    #[oai(skip_serializing_if_is_none)]
    pub words: Option<String>,
    pub status: shared::StoryStatus,
    pub my_consent: bool,
    pub their_consent: bool,
}

/// The caller's words for the story (1 to 500 characters; a change asks both again) and their consent to publish it.
#[derive(Debug, Clone, Object, garde::Validate)]
#[oai(rename_all = "camelCase")]
pub struct StoryRequest {
    #[garde(skip)]
    pub request_id: i32,
    #[garde(dive)]
    pub words: Option<Note>,
    #[garde(skip)]
    pub consent: bool,
}

/// A published success story on the home page: the two first names and their words, with the month.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct PublicStory {
    pub names: String,
    pub words: String,
    /// `YYYY-MM`.
    pub month: String,
}

/// A story agreed by both, for the moderators.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct StoryForModerators {
    pub story_id: i32,
    /// The two first names, as the home page would show them.
    pub names: String,
    pub profile_ids: Vec<String>,
    pub words: String,
    pub submitted_at: Instant,
}

/// A moderator's decision on a story.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct StoryDecision {
    pub story_id: i32,
    pub publish: bool,
}
