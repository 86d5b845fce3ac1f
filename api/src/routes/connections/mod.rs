//! Connections, shortlists, blocks and reports (`/api/Match/...`), the inbox (`/api/Inbox/...`), the profile area's
//! member lists (`/api/Profile/ShortListed`, `ShortListedMe`, `VisitedMe`) and the activity (`/api/History`): rules 7
//! to 10, 30, 32. Approved members only (403 otherwise); a member the caller may not see is answered 404.

use crate::connections::{contacts, lists, model as dto, outcomes, replies, service, stories};
use shared::FamilyRight;

use poem_openapi::{OpenApi, param::Path, payload::Json};

use crate::accounts::model::MessageAnswer;
use crate::activity;
use crate::auth::guard::Access;
use crate::auth::guard::MemberAuth;
use crate::lang::LangHeader;
use crate::lang::lang_of;
use crate::matching::model::MatchList;
use crate::messages;
use crate::paging;
use crate::problems;
use crate::routes::ApiTags;
use crate::state::AppState;
use dto::{
    FamilyContacts, HistoryItem, HistoryList, MemberIdRequest, PageRequest, ReportRequest, RequestIdRequest,
    SendRequestAnswer,
};
use lists::Listed;

problems!(
    /// Sending a request: not approved (403), a member the caller may not see (404), a live request between the two
    /// already (409: `request_already_sent`, `request_already_received`, `already_connected`), the 5 requests of 24
    /// hours used (422 `connect_limit_reached`, with `nextFreeAt`).
    SendRequestError: 400, 401, 403, 404, 409, 422, 500, 503
);
problems!(
    /// Answering, replying to or cancelling a request: not approved (403), not the caller's request or a member the
    /// caller may not see (404), no longer pending (422 `request_not_pending`), no question waiting for an answer
    /// (422 `no_question`).
    RequestActionError: 400, 401, 403, 404, 422, 500, 503
);
problems!(
    /// Blocking: not approved (403), a member the caller may not see (404), 20 blocked already (422
    /// `block_limit_reached`).
    BlockError: 400, 401, 403, 404, 422, 500, 503
);
problems!(
    /// Unblocking, or the shortlist: not approved (403), a member the caller may not see or did not block (404).
    MemberActionError: 400, 401, 403, 404, 500, 503
);
problems!(
    /// Reporting: no reason or one too long (400), not approved (403), a member the caller may not see (404), a
    /// report of the same member in the last 30 days (422 `already_reported`).
    ReportError: 400, 401, 403, 404, 422, 500, 503
);
problems!(
    /// A list: paging out of range (400), not approved (403).
    ListError: 400, 401, 403, 500, 503
);

fn said(key: &str, lang: &LangHeader) -> Json<MessageAnswer> {
    Json(MessageAnswer { message: messages::text(key, lang_of(lang)) })
}

fn page(req: &PageRequest) -> Result<(u64, u64), crate::error::ApiError> {
    paging::checked(
        req.page_index.unwrap_or_else(paging::first_page),
        req.page_size.unwrap_or_else(paging::default_size),
    )
}

pub struct ConnectionApi {
    pub state: AppState,
}

impl ConnectionApi {
    async fn listed(
        &self,
        auth: &MemberAuth,
        lang: &LangHeader,
        req: &PageRequest,
        which: Listed,
    ) -> Result<Json<MatchList>, ListError> {
        let member = auth.0.require_right(Access::Approved, FamilyRight::View)?;
        let paging = page(req)?;
        Ok(Json(lists::page(&self.state, member, which, paging, lang_of(lang)).await?))
    }
}

#[OpenApi(prefix_path = "/api")]
impl ConnectionApi {
    /// Send a connection request
    ///
    /// At most 5 in any rolling 24 hours (rule 7); one live request per pair. Answers the request's id and
    /// the quota after it.
    #[oai(
        path = "/Match/sendConnectRequest",
        method = "post",
        operation_id = "sendConnectRequest",
        tag = "ApiTags::Connections"
    )]
    async fn send(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] _lang: LangHeader,
        body: Json<MemberIdRequest>,
    ) -> Result<Json<SendRequestAnswer>, SendRequestError> {
        let member = auth.0.require_right(Access::Approved, FamilyRight::Requests)?;
        Ok(Json(service::send(&self.state, member, body.member_id).await?))
    }

    /// Cancel a request
    ///
    /// A pending request the caller sent.
    #[oai(
        path = "/Match/CancelConnectRequest",
        method = "post",
        operation_id = "cancelConnectRequest",
        tag = "ApiTags::Connections"
    )]
    async fn cancel(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<RequestIdRequest>,
    ) -> Result<Json<MessageAnswer>, RequestActionError> {
        let member = auth.0.require_right(Access::Approved, FamilyRight::Requests)?;
        service::cancel(&self.state, member, body.request_id).await?;
        Ok(said("request_cancelled", &lang))
    }

    /// Accept a request
    ///
    /// A pending request the caller received: both become connected and see each other's parents' phones.
    #[oai(
        path = "/Match/AcceptConnectRequest",
        method = "post",
        operation_id = "acceptConnectRequest",
        tag = "ApiTags::Connections"
    )]
    async fn accept(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<RequestIdRequest>,
    ) -> Result<Json<MessageAnswer>, RequestActionError> {
        let member = auth.0.require_right(Access::Approved, FamilyRight::Requests)?;
        service::answer(&self.state, member, service::Which::Request(body.request_id), (true, None)).await?;
        Ok(said("request_accepted", &lang))
    }

    /// Decline a request
    #[oai(
        path = "/Match/DeclineConnectRequest",
        method = "post",
        operation_id = "declineConnectRequest",
        tag = "ApiTags::Connections"
    )]
    async fn decline(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<RequestIdRequest>,
    ) -> Result<Json<MessageAnswer>, RequestActionError> {
        let member = auth.0.require_right(Access::Approved, FamilyRight::Requests)?;
        service::answer(&self.state, member, service::Which::Request(body.request_id), (false, None)).await?;
        Ok(said("request_declined", &lang))
    }

    /// Reply to a request
    ///
    /// A pending request the caller received (rule 47a): `interested` accepts it and `not_interested` declines it,
    /// as the accept and decline calls do (the optional `reason` stays the caller's own); `need_time`, `need_info`
    /// (with a `question`) and `talking_elsewhere` leave it open and tell the sender, who sees the reply on the
    /// request. A later reply may follow an open one.
    #[oai(
        path = "/Match/ReplyConnectRequest",
        method = "post",
        operation_id = "replyConnectRequest",
        tag = "ApiTags::Connections"
    )]
    async fn reply(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<dto::ReplyRequest>,
    ) -> Result<Json<MessageAnswer>, RequestActionError> {
        let member = auth.0.require_right(Access::Approved, FamilyRight::Requests)?;
        let key = match body.reply {
            shared::RequestReply::Interested => "request_accepted",
            shared::RequestReply::NotInterested => "request_declined",
            _ => "reply_sent",
        };
        replies::reply(&self.state, member, body.0).await?;
        Ok(said(key, &lang))
    }

    /// Answer a question about a request
    ///
    /// A pending request the caller sent whose receiver asked a question (`need_info`): the answer shows on the
    /// request for both, and the receiver is told. 422 `no_question` when no question waits.
    #[oai(
        path = "/Match/AnswerConnectRequestQuestion",
        method = "post",
        operation_id = "answerConnectRequestQuestion",
        tag = "ApiTags::Connections"
    )]
    async fn answer_question(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<dto::AnswerQuestionRequest>,
    ) -> Result<Json<MessageAnswer>, RequestActionError> {
        let member = auth.0.require_right(Access::Approved, FamilyRight::Requests)?;
        replies::answer_question(&self.state, member, body.0).await?;
        Ok(said("question_answered", &lang))
    }

    /// How my connections went
    ///
    /// The caller's connections accepted 14 days ago or more (at most 50, newest first), each with the caller's own
    /// answer: still talking, met the family, engaged, not going ahead (rule 48). The other side's answer is never
    /// given. `engaged`: both sides of one said engaged, and the caller has left every list.
    #[oai(path = "/Match/Outcomes", method = "get", operation_id = "listOutcomes", tag = "ApiTags::Connections")]
    async fn outcomes(&self, auth: MemberAuth) -> Result<Json<dto::OutcomeList>, ListError> {
        let member = auth.0.require(Access::Approved)?;
        Ok(Json(outcomes::list(&self.state, member).await?))
    }

    /// Say how a connection went
    ///
    /// The caller's own answer, seen by nobody else (rule 48); it may change. When both sides say engaged, both are
    /// marked engaged, leave every list and are congratulated; a later answer other than engaged brings both back.
    /// 422 `outcome_too_early` before 14 days.
    #[oai(path = "/Match/Outcome", method = "post", operation_id = "saveOutcome", tag = "ApiTags::Connections")]
    async fn save_outcome(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<dto::OutcomeRequest>,
    ) -> Result<Json<dto::OutcomeAnswer>, RequestActionError> {
        // The person's own word: a family manager is refused (rule 46).
        let member = auth.0.require(Access::Approved)?;
        let engaged = outcomes::save(&self.state, member, body.0).await?;
        let key = if engaged { "engaged" } else { "outcome_saved" };
        Ok(Json(dto::OutcomeAnswer { engaged, message: messages::text(key, lang_of(&lang)) }))
    }

    /// Our success story
    ///
    /// The story of an engaged connection (both sides said engaged, rule 48; 422 `story_needs_engagement` before):
    /// its words, status, and both consents.
    #[oai(
        path = "/Match/SuccessStory/:requestId",
        method = "get",
        operation_id = "getSuccessStory",
        tag = "ApiTags::Connections"
    )]
    async fn story(
        &self,
        auth: MemberAuth,
        #[oai(name = "requestId")] request_id: poem_openapi::param::Path<i32>,
    ) -> Result<Json<dto::StoryView>, RequestActionError> {
        let member = auth.0.require(Access::Approved)?;
        Ok(Json(stories::get(&self.state, member, request_id.0).await?))
    }

    /// Write or agree to our success story
    ///
    /// `words` (1 to 500 characters; other words ask both again) and the caller's `consent`. The story goes to the
    /// moderators only once both agreed to the same words, and to the home page only when a moderator publishes it.
    /// The person's own word: a family manager is refused. 422 `story_decided` once decided.
    #[oai(
        path = "/Match/SuccessStory",
        method = "post",
        operation_id = "saveSuccessStory",
        tag = "ApiTags::Connections"
    )]
    async fn save_story(
        &self,
        auth: MemberAuth,
        body: Json<dto::StoryRequest>,
    ) -> Result<Json<dto::StoryView>, RequestActionError> {
        let member = auth.0.require(Access::Approved)?;
        Ok(Json(stories::save(&self.state, member, body.0).await?))
    }

    /// Accept the request of a member
    ///
    /// The latest request the member sent the caller, when it is pending.
    #[oai(
        path = "/Match/AcceptConnectRequestByUserId",
        method = "post",
        operation_id = "acceptConnectRequestByUserId",
        tag = "ApiTags::Connections"
    )]
    async fn accept_from(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<MemberIdRequest>,
    ) -> Result<Json<MessageAnswer>, RequestActionError> {
        let member = auth.0.require_right(Access::Approved, FamilyRight::Requests)?;
        service::answer(&self.state, member, service::Which::From(body.member_id), (true, None)).await?;
        Ok(said("request_accepted", &lang))
    }

    /// Decline the request of a member
    #[oai(
        path = "/Match/DeclineConnectRequestByUserId",
        method = "post",
        operation_id = "declineConnectRequestByUserId",
        tag = "ApiTags::Connections"
    )]
    async fn decline_from(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<MemberIdRequest>,
    ) -> Result<Json<MessageAnswer>, RequestActionError> {
        let member = auth.0.require_right(Access::Approved, FamilyRight::Requests)?;
        service::answer(&self.state, member, service::Which::From(body.member_id), (false, None)).await?;
        Ok(said("request_declined", &lang))
    }

    /// Block a member
    ///
    /// At most 20 at a time (rule 8). Both vanish from each other's lists, search, detail, inbox and
    /// shortlists at once; pending requests between them are cancelled.
    #[oai(path = "/Match/BlockMember", method = "post", operation_id = "blockMember", tag = "ApiTags::Connections")]
    async fn block(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<MemberIdRequest>,
    ) -> Result<Json<MessageAnswer>, BlockError> {
        let member = auth.0.require_right(Access::Approved, FamilyRight::Requests)?;
        service::block(&self.state, member, body.member_id).await?;
        Ok(said("member_blocked", &lang))
    }

    /// A connection's family contacts
    ///
    /// The parents' names and phones (with their WhatsApp flags) of a member whose connection with the caller was
    /// accepted (rule 10), so that the card and the inbox reach the family in one tap. Anyone else is a 404, exactly
    /// as a member that does not exist.
    #[oai(
        path = "/Match/FamilyContacts/:memberId",
        method = "get",
        operation_id = "getFamilyContacts",
        tag = "ApiTags::Connections"
    )]
    async fn family_contacts(
        &self,
        auth: MemberAuth,
        #[oai(name = "memberId")] member_id: Path<i32>,
    ) -> Result<Json<FamilyContacts>, MemberActionError> {
        let member = auth.0.require_right(Access::Approved, FamilyRight::View)?;
        Ok(Json(contacts::family_contacts(&self.state, member, member_id.0).await?))
    }

    /// Unblock a member
    #[oai(path = "/Match/UnblockMember", method = "post", operation_id = "unblockMember", tag = "ApiTags::Connections")]
    async fn unblock(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<MemberIdRequest>,
    ) -> Result<Json<MessageAnswer>, MemberActionError> {
        let member = auth.0.require_right(Access::Approved, FamilyRight::Requests)?;
        service::unblock(&self.state, member, body.member_id).await?;
        Ok(said("member_unblocked", &lang))
    }

    /// Add a member to the shortlist
    ///
    /// Adding one already there changes nothing.
    #[oai(
        path = "/Match/AddMemberToShortlist",
        method = "post",
        operation_id = "addMemberToShortlist",
        tag = "ApiTags::Connections"
    )]
    async fn shortlist(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<MemberIdRequest>,
    ) -> Result<Json<MessageAnswer>, MemberActionError> {
        let member = auth.0.require_right(Access::Approved, FamilyRight::View)?;
        service::shortlist(&self.state, member, body.member_id, true).await?;
        Ok(said("shortlist_added", &lang))
    }

    /// Remove a member from the shortlist
    #[oai(
        path = "/Match/RemoveMemberFromShortlist",
        method = "post",
        operation_id = "removeMemberFromShortlist",
        tag = "ApiTags::Connections"
    )]
    async fn unshortlist(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<MemberIdRequest>,
    ) -> Result<Json<MessageAnswer>, MemberActionError> {
        let member = auth.0.require_right(Access::Approved, FamilyRight::View)?;
        service::shortlist(&self.state, member, body.member_id, false).await?;
        Ok(said("shortlist_removed", &lang))
    }

    /// Report a member to the moderators
    ///
    /// A reason is required; a member can report the same member once in 30 days (rule 30). The reporter is
    /// told once a moderator has handled it.
    #[oai(
        path = "/Match/ReportUserToAdmin",
        method = "post",
        operation_id = "reportUserToAdmin",
        tag = "ApiTags::Connections"
    )]
    async fn report(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<ReportRequest>,
    ) -> Result<Json<MessageAnswer>, ReportError> {
        let member = auth.0.require_right(Access::Approved, FamilyRight::Requests)?;
        service::report(&self.state, member, body.0).await?;
        Ok(said("member_reported", &lang))
    }

    /// Sent requests
    ///
    /// Pending requests the caller sent, newest first.
    #[oai(path = "/Inbox/SentList", method = "post", operation_id = "listSentRequests", tag = "ApiTags::Inbox")]
    async fn sent(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<PageRequest>,
    ) -> Result<Json<MatchList>, ListError> {
        self.listed(&auth, &lang, &body, Listed::Sent).await
    }

    /// Received requests
    ///
    /// Pending requests the caller received, newest first.
    #[oai(path = "/Inbox/ReceivedList", method = "post", operation_id = "listReceivedRequests", tag = "ApiTags::Inbox")]
    async fn received(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<PageRequest>,
    ) -> Result<Json<MatchList>, ListError> {
        self.listed(&auth, &lang, &body, Listed::Received).await
    }

    /// Accepted connections
    ///
    /// Members connected with the caller, either way, the latest first.
    #[oai(
        path = "/Inbox/AcceptedList",
        method = "post",
        operation_id = "listAcceptedConnections",
        tag = "ApiTags::Inbox"
    )]
    async fn accepted(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<PageRequest>,
    ) -> Result<Json<MatchList>, ListError> {
        self.listed(&auth, &lang, &body, Listed::Accepted).await
    }

    /// Declined requests
    ///
    /// Requests declined either way (the inbox's "Deleted" tab), the latest first.
    #[oai(path = "/Inbox/DeclinedList", method = "post", operation_id = "listDeclinedRequests", tag = "ApiTags::Inbox")]
    async fn declined(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<PageRequest>,
    ) -> Result<Json<MatchList>, ListError> {
        self.listed(&auth, &lang, &body, Listed::Declined).await
    }

    /// Blocked members
    ///
    /// The members the caller blocked, the latest first, to unblock.
    #[oai(path = "/Inbox/BlockedList", method = "post", operation_id = "listBlockedMembers", tag = "ApiTags::Inbox")]
    async fn blocked(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<PageRequest>,
    ) -> Result<Json<MatchList>, ListError> {
        self.listed(&auth, &lang, &body, Listed::Blocked).await
    }

    /// My shortlist
    #[oai(path = "/Profile/ShortListed", method = "post", operation_id = "listShortlisted", tag = "ApiTags::Profile")]
    async fn shortlisted(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<PageRequest>,
    ) -> Result<Json<MatchList>, ListError> {
        self.listed(&auth, &lang, &body, Listed::Shortlisted).await
    }

    /// Who shortlisted me
    #[oai(
        path = "/Profile/ShortListedMe",
        method = "post",
        operation_id = "listShortlistedMe",
        tag = "ApiTags::Profile"
    )]
    async fn shortlisted_me(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<PageRequest>,
    ) -> Result<Json<MatchList>, ListError> {
        self.listed(&auth, &lang, &body, Listed::ShortlistedMe).await
    }

    /// Who visited me
    ///
    /// Members who opened the caller's detail, the latest visit first; cards carry `lastVisitedOn` and `visitCount`.
    #[oai(path = "/Profile/VisitedMe", method = "post", operation_id = "listVisitedMe", tag = "ApiTags::Profile")]
    async fn visited_me(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<PageRequest>,
    ) -> Result<Json<MatchList>, ListError> {
        self.listed(&auth, &lang, &body, Listed::VisitedMe).await
    }

    /// My activity
    ///
    /// What the member did (requests, blocks, shortlists, reports, profile and account changes, sign-ins), newest
    /// first (rule 32).
    #[oai(path = "/History", method = "post", operation_id = "listHistory", tag = "ApiTags::Notification")]
    async fn history(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<PageRequest>,
    ) -> Result<Json<HistoryList>, ListError> {
        let member = auth.0.require_right(Access::Approved, FamilyRight::View)?;
        let (index, size) = page(&body)?;
        let (entries, total) = activity::page(&self.state.db, member.id, (index, size), lang_of(&lang)).await?;
        let result: Vec<HistoryItem> = entries
            .into_iter()
            .map(|e| HistoryItem {
                id: e.id,
                action: e.action,
                title: e.title,
                body: e.body,
                by: e.by,
                created_on: e.created_at.into(),
            })
            .collect();
        Ok(Json(HistoryList { result, total_count: total, has_more: index * size < total }))
    }
}
