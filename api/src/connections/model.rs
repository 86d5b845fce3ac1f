//! The shapes of connections, shortlists, blocks, reports, the inbox and the activity (docs/api-conventions.md).

use poem_openapi::Object;
use shared::{
    ActivityAction,
    types::{PageIndex, PageSize, ReportText},
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
