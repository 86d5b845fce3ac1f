//! The shapes of matches and search (docs/api-conventions.md): list requests, cards with their explanation, the member
//! detail.

use poem_openapi::Object;
use shared::{
    ConnectionStatus, MatchCriterion, MatchScope,
    types::{PageIndex, PageSize, ProfileId},
};

use crate::instant::Instant;
use crate::profiles::model::MemberDetail;
use crate::profiles::preferences::PartnerPreferenceRequest;

/// A page of a list: `pageIndex` from 1, `pageSize` 1 to 50 (20 when absent).
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct MatchListRequest {
    pub page_index: Option<PageIndex>,
    pub page_size: Option<PageSize>,
}

/// A page of `POST /api/Match`.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct AllMatchesRequest {
    pub page_index: Option<PageIndex>,
    pub page_size: Option<PageSize>,
    /// `all` (the default): the whole pool; `patidar`: the pool within the member's own parent community.
    pub scope: Option<MatchScope>,
}

/// A page of search results: the paging and the filters, each optional (a list is "any of"). The filters have the
/// names and rules of the partner preferences.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct MatchSearchRequest {
    pub page_index: Option<PageIndex>,
    pub page_size: Option<PageSize>,
    #[oai(flatten)]
    pub filters: PartnerPreferenceRequest,
}

/// Quick search by profile id.
#[derive(Debug, Clone, Object, garde::Validate)]
#[oai(rename_all = "camelCase")]
pub struct QuickSearchRequest {
    /// `PT` and six digits (trimmed and upper-cased first).
    #[garde(dive)]
    pub profile_id: ProfileId,
}

/// One criterion of the explanation.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct Criterion {
    pub criterion: MatchCriterion,
    /// The stated preference, in the request's language.
    pub label: String,
    /// Met, missed, or `null` when the profile does not say.
    pub met: Option<bool>,
}

/// Why a member is (or is not) a match, both ways (rules 5 and 26). Never a bare percentage.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct MatchExplanation {
    /// The share of the stated preferences (both ways) that are met, 0 to 100; criteria the profiles do not fill
    /// are left out of it.
    pub score: i32,
    /// Each of the caller's stated preferences, and whether this member meets it.
    pub mine: Vec<Criterion>,
    /// Each of this member's stated preferences, and whether the caller meets it.
    pub theirs: Vec<Criterion>,
}

/// The connection between the caller and a member, as the caller sees it.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct CardConnection {
    pub request_id: i32,
    pub status: ConnectionStatus,
    pub created_on: Instant,
    /// The caller sent the request (a declined one: the caller's request was not taken forward).
    pub sent: bool,
    /// The caller's request was declined: Connect is offered again from then on, 90 days after the answer (rule
    /// 42); `null` otherwise, or once that day has come.
    #[oai(skip_serializing_if_is_none)]
    pub connect_again_on: Option<Instant>,
    /// When a family manager sent the request: "Sent by her father", "Sent by your father" (rule 46).
    #[oai(skip_serializing_if_is_none)]
    pub sent_by: Option<String>,
    /// When a family manager answered it: "Answered by her brother", "Answered by your brother".
    #[oai(skip_serializing_if_is_none)]
    pub answered_by: Option<String>,
    /// The receiver's reply (rule 47a), seen by both sides; `interested` and `not_interested` once accepted or
    /// declined by a reply. Absent before any reply.
    #[oai(skip_serializing_if_is_none)]
    pub reply: Option<shared::RequestReply>,
    #[oai(skip_serializing_if_is_none)]
    pub replied_on: Option<Instant>,
    /// The receiver's question ("need more information") and the sender's answer, seen by both sides.
    #[oai(skip_serializing_if_is_none)]
    pub question: Option<String>,
    #[oai(skip_serializing_if_is_none)]
    pub answer: Option<String>,
    /// Why the caller declined the request, as they noted it privately: only on the receiver's own view.
    #[oai(skip_serializing_if_is_none)]
    pub decline_reason: Option<shared::DeclineReason>,
}

/// A member as every list shows them.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct MatchCard {
    pub member_id: i32,
    pub profile_id: String,
    pub first_name: String,
    pub last_name: String,
    pub age: i32,
    /// Names in the request's language; `null` when the profile does not say.
    pub height: Option<String>,
    pub city: Option<String>,
    pub education: Option<String>,
    pub occupation: Option<String>,
    pub community: Option<String>,
    /// 1 never married, 2 widowed, 3 divorced, 4 awaiting divorce.
    pub marital_status: Option<i32>,
    /// A signed, short-lived URL of the card photo; `null` when there is none.
    pub photo_url: Option<String>,
    /// The member shows their photos only to accepted connections: `photoUrl` is a blurred image.
    pub photo_blurred: bool,
    /// What the member has verified (rule 44): `phone`, their number confirmed by a code texted to it; `id`, an
    /// identity document a moderator checked; `photo`, a live pose compared with the photos; `samaj`, a samaj
    /// volunteer's word (rule 45). Never the number or the document itself.
    pub badges: Vec<shared::Badge>,
    /// With the `samaj` badge: the village (or gol) it was given in, in the request's language.
    pub samaj_place: Option<String>,
    /// Who created and looks after the profile (rule 46).
    pub created_by: shared::ProfileCreator,
    /// When someone else looks after it, said in the request's language ("Profile managed by her father");
    /// `null` when the person does.
    pub managed_by: Option<String>,
    pub is_shortlisted: bool,
    pub connection: Option<CardConnection>,
    #[oai(rename = "match")]
    pub match_: MatchExplanation,
    /// The member misses one of the caller's core preferences (age, height, marital status, community): the lists
    /// ranked by fit show them after those who fit, and the card says so quietly (rule 41).
    pub outside_preferences: bool,
    /// Visitor and recently viewed cards: the last visit and how many there were.
    #[oai(skip_serializing_if_is_none)]
    pub last_visited_on: Option<Instant>,
    #[oai(skip_serializing_if_is_none)]
    pub visit_count: Option<i32>,
    /// When the member was last active (rule 47b): absent after three months of absence, or when they hide it.
    #[oai(skip_serializing_if_is_none)]
    pub last_active: Option<shared::LastActive>,
    /// The share (0 to 100) of requests the member replied to, of those received over the last 180 days and at
    /// least 3 days ago; absent until 5 count.
    #[oai(skip_serializing_if_is_none)]
    pub reply_rate: Option<u8>,
    /// The member deleted their account (rule 37): the inbox keeps the entry, named "Deleted member", with
    /// nothing else of theirs.
    pub deleted: bool,
}

pub use super::cache::MatchSuggestion;

/// A page of members.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct MatchList {
    pub result: Vec<MatchCard>,
    /// How many members the list holds, counted up to 1000.
    pub total_count: u64,
    /// There are more than 1000: show "1000+".
    pub total_count_capped: bool,
    pub has_more: bool,
    /// My matches only, when fewer than 10 pass.
    #[oai(skip_serializing_if_is_none)]
    pub suggestion: Option<MatchSuggestion>,
}

/// A photo of another member, as the caller may see it.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct MemberPhoto {
    pub photo_id: i32,
    /// A signed, short-lived URL (the blurred image when `photoBlurred`).
    pub url: String,
    pub is_default: bool,
}

/// Another member's detail (`GET /api/Match/MemberDetails/{id}`).
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct MatchDetail {
    pub member_id: i32,
    /// The member's sections, as others see them: the parents' phones only to an accepted connection; never an
    /// e-mail address or a mobile number of the member.
    pub profile: MemberDetail,
    pub age: i32,
    /// Approved photos, the default first.
    pub photos: Vec<MemberPhoto>,
    pub photo_blurred: bool,
    /// What the member has verified (rule 44), as on their card.
    pub badges: Vec<shared::Badge>,
    /// With the `samaj` badge: the village (or gol) it was given in, in the request's language.
    pub samaj_place: Option<String>,
    /// As on the card: who looks after the profile, said in the request's language; `null` when the person does
    /// (`profile.createdBy` gives the value).
    pub managed_by: Option<String>,
    #[oai(rename = "match")]
    pub match_: MatchExplanation,
    pub connection: Option<CardConnection>,
    pub is_shortlisted: bool,
    /// Always false here: a member blocked either way is not found (404); the blocked list of the inbox shows
    /// them.
    pub is_blocked: bool,
    /// The member has satapeta (sibling exchange) accepted.
    pub satapeta: bool,
    /// As on the card (rule 47b).
    #[oai(skip_serializing_if_is_none)]
    pub last_active: Option<shared::LastActive>,
    #[oai(skip_serializing_if_is_none)]
    pub reply_rate: Option<u8>,
}
