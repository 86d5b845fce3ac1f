//! `/api/Admin/...`: the moderator area (docs/rules.md items 3 and 22): the approval queue, decisions, member look-up,
//! the audit log and the queue figures. Members never reach these calls (403).

use crate::moderation::{model as dto, reports, service, tickets as support};

use poem_openapi::{
    OpenApi,
    param::{Path, Query},
    payload::Json,
};
use shared::{
    ModeratorAction, ReportOutcome, TicketStatus,
    types::{PageIndex, PageSize, SearchQuery},
};

use self::{dto::*, support::*};
use crate::accounts::model::MessageAnswer;
use crate::auth::guard::Access;
use crate::auth::guard::MemberAuth;
use crate::lang::LangHeader;
use crate::lang::lang_of;
use crate::messages;
use crate::photos;
use crate::problems;
use crate::profiles::edit_requests;
use crate::routes::ApiTags;
use crate::site;
use crate::site::model::PopupEdit;
use crate::site::model::PopupState;
use crate::state::AppState;
use crate::support::model::Ticket;
use crate::support::tickets;
use crate::support::tickets::Reader;
use crate::verification::{
    checks,
    model::{AppointRequest, CheckDecision, CheckQueueList, VolunteerEntry, VolunteerList, WithdrawVolunteerRequest},
    volunteers,
};

fn decided(lang: LangHeader) -> Json<MessageAnswer> {
    Json(MessageAnswer { message: messages::text("decision_saved", lang_of(&lang)) })
}

problems!(
    /// Reading moderator data.
    AdminReadError: 400, 401, 403, 404, 500, 503
);
problems!(
    /// A moderator's answer to a ticket: no message or one too long (400), an unknown ticket (404), a 4th file or one
    /// over 5 MiB (413), a file that is not a jpeg, png or pdf by its bytes (415), a picture that cannot be read
    /// (422).
    AnswerError: 400, 401, 403, 404, 413, 415, 422, 500, 503
);
problems!(
    /// A decision: an empty reason (400), not a moderator (403), unknown member (404), a profile not awaiting this
    /// decision or decided by another moderator a moment ago (422).
    DecisionError: 400, 401, 403, 404, 422, 500, 503
);

problems!(
    /// Appointing a volunteer: invalid fields, an unknown village or gol, neither a profile id nor an e-mail and name
    /// (400), not a moderator (403), no approved member of that profile id (404), an e-mail of a member or a
    /// moderator (409), a member whose profile is not approved (422).
    AppointError: 400, 401, 403, 404, 409, 422, 500, 503
);

problems!(
    /// A check's image: unknown, decided, bad or expired signature: all 404.
    ImageError: 400, 404, 500, 503
);

#[derive(poem_openapi::ApiResponse)]
pub enum CheckImageResponse {
    /// The image as JPEG, never cached.
    #[oai(status = 200, content_type = "image/jpeg")]
    Ok(poem_openapi::payload::Binary<Vec<u8>>, #[oai(header = "Cache-Control")] String),
}

pub struct AdminApi {
    pub state: AppState,
}

#[OpenApi(prefix_path = "/api/Admin", tag = "ApiTags::Admin")]
impl AdminApi {
    /// The approval queue
    ///
    /// Profiles awaiting approval (status 1), longest waiting first.
    #[oai(path = "/Queue", method = "get", operation_id = "getApprovalQueue")]
    async fn queue(&self, auth: MemberAuth) -> Result<Json<QueueList>, AdminReadError> {
        let moderator = auth.0.require(Access::Moderator)?;
        Ok(Json(service::queue(&self.state, moderator.id).await?))
    }

    /// Success stories to decide
    ///
    /// The stories both members of an engaged pair agreed to (rule 48), oldest first, with their profile ids.
    #[oai(path = "/SuccessStories", method = "get", operation_id = "getSuccessStories")]
    async fn stories(
        &self,
        auth: MemberAuth,
    ) -> Result<Json<Vec<crate::connections::model::StoryForModerators>>, AdminReadError> {
        auth.0.require(Access::Moderator)?;
        Ok(Json(crate::connections::stories::waiting(&self.state).await?))
    }

    /// Publish or decline a success story
    ///
    /// Published, it shows on the home page (the two first names and the words); 422 when it no longer waits.
    #[oai(path = "/SuccessStories/Decision", method = "post", operation_id = "decideSuccessStory")]
    async fn decide_story(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<crate::connections::model::StoryDecision>,
    ) -> Result<Json<MessageAnswer>, DecisionError> {
        let moderator = auth.0.require(Access::Moderator)?;
        crate::connections::stories::decide(&self.state, moderator, body.0).await?;
        Ok(decided(lang))
    }

    /// Queue figures
    ///
    /// Pending count, the oldest waiting submission, and the median time to decision over 30 days.
    #[oai(path = "/QueueFigures", method = "get", operation_id = "getQueueFigures")]
    async fn figures(&self, auth: MemberAuth) -> Result<Json<QueueFigures>, AdminReadError> {
        auth.0.require(Access::Moderator)?;
        Ok(Json(service::figures(&self.state).await?))
    }

    /// A member, whole
    ///
    /// The profile with its photos, contact details and status history. Every opening is written to the audit log
    /// (`view_member`), and the member's export lists it.
    #[oai(path = "/Member/:id", method = "get", operation_id = "getAdminMember")]
    async fn member(
        &self,
        auth: MemberAuth,
        id: Path<i32>,
        #[oai(name = "Accept-Language")] lang: LangHeader,
    ) -> Result<Json<AdminMemberView>, AdminReadError> {
        let moderator = auth.0.require(Access::Moderator)?;
        Ok(Json(service::member_view(&self.state, moderator.id, id.0, lang_of(&lang)).await?))
    }

    /// Member look-up
    ///
    /// By profile id, e-mail, phone or name (at least 2 characters); at most 50. Contacts are shown masked
    /// (`pr•••@gmail.com`, `••••••2345`); the whole of them is on the member's page.
    #[oai(path = "/Members", method = "get", operation_id = "searchMembers")]
    async fn search(
        &self,
        auth: MemberAuth,
        query: Query<SearchQuery>,
    ) -> Result<Json<MemberSearchList>, AdminReadError> {
        auth.0.require(Access::Moderator)?;
        Ok(Json(service::search(&self.state, &query.0).await?))
    }

    /// Approve a profile
    ///
    /// From awaiting approval (1) to approved (3). The member is told at once.
    #[oai(path = "/ApproveProfile", method = "post", operation_id = "approveProfile")]
    async fn approve(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<DecisionRequest>,
    ) -> Result<Json<DecisionAnswer>, DecisionError> {
        let moderator = auth.0.require(Access::Moderator)?;
        Ok(Json(
            service::decide(&self.state, moderator.id, body.member_id, ModeratorAction::Approve, None, lang_of(&lang))
                .await?,
        ))
    }

    /// Ask for changes
    ///
    /// From awaiting approval (1) to changes requested (2), with a reason the member sees.
    #[oai(path = "/RequestChanges", method = "post", operation_id = "requestProfileChanges")]
    async fn request_changes(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<ReasonedDecisionRequest>,
    ) -> Result<Json<DecisionAnswer>, DecisionError> {
        let moderator = auth.0.require(Access::Moderator)?;
        let reason = service::valid_reason(&body)?;
        Ok(Json(
            service::decide(
                &self.state,
                moderator.id,
                body.member_id,
                ModeratorAction::RequestChanges,
                Some(&reason),
                lang_of(&lang),
            )
            .await?,
        ))
    }

    /// Suspend a member
    ///
    /// From awaiting approval (1) or approved (3) to suspended (5), with a reason the member sees.
    #[oai(path = "/SuspendMember", method = "post", operation_id = "suspendMember")]
    async fn suspend(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<ReasonedDecisionRequest>,
    ) -> Result<Json<DecisionAnswer>, DecisionError> {
        let moderator = auth.0.require(Access::Moderator)?;
        let reason = service::valid_reason(&body)?;
        Ok(Json(
            service::decide(
                &self.state,
                moderator.id,
                body.member_id,
                ModeratorAction::Suspend,
                Some(&reason),
                lang_of(&lang),
            )
            .await?,
        ))
    }

    /// Lift a suspension
    ///
    /// From suspended (5) back to approved (3).
    #[oai(path = "/LiftSuspension", method = "post", operation_id = "liftSuspension")]
    async fn lift(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<DecisionRequest>,
    ) -> Result<Json<DecisionAnswer>, DecisionError> {
        let moderator = auth.0.require(Access::Moderator)?;
        Ok(Json(
            service::decide(
                &self.state,
                moderator.id,
                body.member_id,
                ModeratorAction::LiftSuspension,
                None,
                lang_of(&lang),
            )
            .await?,
        ))
    }

    /// Edit requests awaiting a decision
    ///
    /// Requests to change a name, birth date or gender, oldest first.
    #[oai(path = "/EditRequests", method = "get", operation_id = "getEditRequests")]
    async fn edit_requests(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
    ) -> Result<Json<EditRequestList>, AdminReadError> {
        auth.0.require(Access::Moderator)?;
        Ok(Json(service::edit_requests(&self.state, lang_of(&lang)).await?))
    }

    /// Approve an edit request
    ///
    /// Applies the change; the member is told.
    #[oai(path = "/EditRequest/Approve", method = "post", operation_id = "approveEditRequest")]
    async fn approve_edit_request(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<EditRequestDecision>,
    ) -> Result<Json<MessageAnswer>, DecisionError> {
        let moderator = auth.0.require(Access::Moderator)?;
        edit_requests::decide(&self.state, moderator.id, body.request_id, true, None).await?;
        Ok(decided(lang))
    }

    /// Decline an edit request
    ///
    /// With a reason the member sees; nothing changes on the profile.
    #[oai(path = "/EditRequest/Decline", method = "post", operation_id = "declineEditRequest")]
    async fn decline_edit_request(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<ReasonedReviewRequest>,
    ) -> Result<Json<MessageAnswer>, DecisionError> {
        let moderator = auth.0.require(Access::Moderator)?;
        let reason = service::valid_review_reason(&body)?;
        edit_requests::decide(&self.state, moderator.id, body.id, false, Some(&reason)).await?;
        Ok(decided(lang))
    }

    /// Photos awaiting a decision
    ///
    /// Photos added after approval, oldest first, with the member's current profile photo.
    #[oai(path = "/Photos", method = "get", operation_id = "getPhotoQueue")]
    async fn photo_queue(&self, auth: MemberAuth) -> Result<Json<PhotoQueueList>, AdminReadError> {
        let moderator = auth.0.require(Access::Moderator)?;
        Ok(Json(service::photo_queue(&self.state, moderator.id).await?))
    }

    /// Approve a photo
    ///
    /// Others see it from now on; it becomes the profile photo when the member asked for that.
    #[oai(path = "/Photo/Approve", method = "post", operation_id = "approvePhoto")]
    async fn approve_photo(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<PhotoDecision>,
    ) -> Result<Json<MessageAnswer>, DecisionError> {
        let moderator = auth.0.require(Access::Moderator)?;
        photos::manage::decide(&self.state, moderator.id, body.photo_id, true, None).await?;
        Ok(decided(lang))
    }

    /// Decline a photo
    ///
    /// The photo and its files are deleted; the member is told the reason.
    #[oai(path = "/Photo/Decline", method = "post", operation_id = "declinePhoto")]
    async fn decline_photo(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<ReasonedReviewRequest>,
    ) -> Result<Json<MessageAnswer>, DecisionError> {
        let moderator = auth.0.require(Access::Moderator)?;
        let reason = service::valid_review_reason(&body)?;
        photos::manage::decide(&self.state, moderator.id, body.id, false, Some(&reason)).await?;
        Ok(decided(lang))
    }

    /// Samaj volunteers
    ///
    /// Every volunteer (rule 45), appointed ones first, newest first, then withdrawn ones: their account, the
    /// villages and gol they serve, and how many of their words members accepted.
    #[oai(path = "/Volunteers", method = "get", operation_id = "getVolunteers")]
    async fn volunteers(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
    ) -> Result<Json<VolunteerList>, AdminReadError> {
        auth.0.require(Access::Moderator)?;
        Ok(Json(volunteers::list(&self.state, lang_of(&lang)).await?))
    }

    /// Appoint a samaj volunteer
    ///
    /// An approved member by `profileId`, or an account of its own for `email` with `firstName` and `lastName`
    /// (created with the volunteer role; its holder chooses a password through "Forgot password"), to serve
    /// `villageIds` (at most 40) and/or `golId`. Appointing again sets the villages anew and ends a withdrawal. The
    /// volunteer is told by e-mail; the audit log records it.
    #[oai(path = "/Volunteer/Appoint", method = "post", operation_id = "appointVolunteer")]
    async fn appoint_volunteer(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<AppointRequest>,
    ) -> Result<Json<VolunteerEntry>, AppointError> {
        let moderator = auth.0.require(Access::Moderator)?;
        Ok(Json(volunteers::appoint(&self.state, moderator.id, body.0, lang_of(&lang)).await?))
    }

    /// Withdraw a samaj volunteer
    ///
    /// With every word they gave: a `samaj` badge resting on them alone goes from the member's profile. 404 for an
    /// account never appointed, 422 `not_awaiting_review` for one withdrawn already.
    #[oai(path = "/Volunteer/Withdraw", method = "post", operation_id = "withdrawVolunteer")]
    async fn withdraw_volunteer(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<WithdrawVolunteerRequest>,
    ) -> Result<Json<MessageAnswer>, DecisionError> {
        let moderator = auth.0.require(Access::Moderator)?;
        volunteers::withdraw(&self.state, moderator.id, body.account_id).await?;
        Ok(Json(MessageAnswer { message: messages::text("volunteer_withdrawn", lang_of(&lang)) }))
    }

    /// Identity documents and verification photos awaiting a decision
    ///
    /// Oldest first, each with a signed URL of its image (for this moderator, while it waits) and what to compare it
    /// with: the profile's name and birth date and its approved photos.
    #[oai(path = "/Checks", method = "get", operation_id = "getCheckQueue")]
    async fn check_queue(&self, auth: MemberAuth) -> Result<Json<CheckQueueList>, AdminReadError> {
        let moderator = auth.0.require(Access::Moderator)?;
        Ok(Json(service::check_queue(&self.state, moderator.id).await?))
    }

    /// Approve an identity document or a verification photo
    ///
    /// The member gets the badge (`id` or `photo`) and is told; the image is deleted.
    #[oai(path = "/Check/Approve", method = "post", operation_id = "approveCheck")]
    async fn approve_check(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<CheckDecision>,
    ) -> Result<Json<MessageAnswer>, DecisionError> {
        let moderator = auth.0.require(Access::Moderator)?;
        checks::decide(&self.state, moderator.id, body.check_id, true, None).await?;
        Ok(decided(lang))
    }

    /// Refuse an identity document or a verification photo
    ///
    /// The image is deleted; the member is told the reason and may send another.
    #[oai(path = "/Check/Refuse", method = "post", operation_id = "refuseCheck")]
    async fn refuse_check(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<ReasonedReviewRequest>,
    ) -> Result<Json<MessageAnswer>, DecisionError> {
        let moderator = auth.0.require(Access::Moderator)?;
        let reason = service::valid_review_reason(&body)?;
        checks::decide(&self.state, moderator.id, body.id, false, Some(&reason)).await?;
        Ok(decided(lang))
    }

    /// The image of a waiting check
    ///
    /// Served only through the signed URL of the queue (`imageUrl`), for the moderator it was handed to (`viewer`),
    /// within 45 minutes, while the check waits: once decided the image is gone (404).
    #[oai(path = "/CheckImage/:id", method = "get", operation_id = "getCheckImage")]
    async fn check_image(
        &self,
        id: Path<i32>,
        /// The moderator the URL was handed to.
        viewer: Query<i32>,
        expires: Query<i64>,
        signature: Query<String>,
    ) -> Result<CheckImageResponse, ImageError> {
        let now = self.state.clock.now();
        if !checks::verify(&self.state.keys, id.0, viewer.0, expires.0, &signature.0, now)
            || !service::is_moderator(&self.state, viewer.0).await?
        {
            return Err(crate::error::ApiError::not_found().into());
        }
        let bytes = checks::image(&self.state, id.0).await?.ok_or_else(crate::error::ApiError::not_found)?;
        Ok(CheckImageResponse::Ok(poem_openapi::payload::Binary(bytes), "no-store".to_owned()))
    }

    /// The report queue
    ///
    /// Members with open reports, most-reported first (distinct reporters in 30 days), each with their open
    /// reports.
    #[oai(path = "/Reports", method = "get", operation_id = "getReportQueue")]
    async fn report_queue(&self, auth: MemberAuth) -> Result<Json<ReportQueueList>, AdminReadError> {
        auth.0.require(Access::Moderator)?;
        Ok(Json(reports::queue(&self.state).await?))
    }

    /// Dismiss a member's reports
    ///
    /// The open reports on the member are closed with no action. Written to the audit log; every reporter is told
    /// their report was handled.
    #[oai(path = "/Report/Dismiss", method = "post", operation_id = "dismissReports")]
    async fn dismiss_reports(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<DecisionRequest>,
    ) -> Result<Json<MessageAnswer>, DecisionError> {
        let moderator = auth.0.require(Access::Moderator)?;
        reports::decide(&self.state, moderator.id, body.member_id, ReportOutcome::Dismiss, None).await?;
        Ok(decided(lang))
    }

    /// Warn a reported member
    ///
    /// The member is told the reason in a notification and an e-mail; the open reports are closed. Written to the
    /// audit log; every reporter is told their report was handled.
    #[oai(path = "/Report/Warn", method = "post", operation_id = "warnReportedMember")]
    async fn warn_reported(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<ReasonedDecisionRequest>,
    ) -> Result<Json<MessageAnswer>, DecisionError> {
        let moderator = auth.0.require(Access::Moderator)?;
        let reason = service::valid_reason(&body)?;
        reports::decide(&self.state, moderator.id, body.member_id, ReportOutcome::Warn, Some(reason)).await?;
        Ok(decided(lang))
    }

    /// Suspend a reported member
    ///
    /// Profile status 5 with the reason the member is told (as `SuspendMember`); the open reports are closed. Written
    /// to the audit log; every reporter is told their report was handled.
    #[oai(path = "/Report/Suspend", method = "post", operation_id = "suspendReportedMember")]
    async fn suspend_reported(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<ReasonedDecisionRequest>,
    ) -> Result<Json<MessageAnswer>, DecisionError> {
        let moderator = auth.0.require(Access::Moderator)?;
        let reason = service::valid_reason(&body)?;
        reports::decide(&self.state, moderator.id, body.member_id, ReportOutcome::Suspend, Some(reason)).await?;
        Ok(decided(lang))
    }

    /// The audit log
    ///
    /// Every moderator action with who, when, what, before and after; newest first.
    #[oai(path = "/AuditLog", method = "get", operation_id = "getAuditLog")]
    async fn audit(
        &self,
        auth: MemberAuth,
        #[oai(name = "pageIndex", default = "crate::paging::first_page")] page_index: Query<PageIndex>,
        #[oai(name = "pageSize", default = "crate::paging::default_size")] page_size: Query<PageSize>,
    ) -> Result<Json<AuditList>, AdminReadError> {
        auth.0.require(Access::Moderator)?;
        let (index, size) = crate::paging::checked(page_index.0, page_size.0)?;
        Ok(Json(service::audit(&self.state, index, size).await?))
    }

    /// Members who reached a daily allowance
    ///
    /// Who was refused more member details, cards or bio-data in a day than the allowances let (rule A1), how often
    /// (days reached, requests refused), the latest refusal first; with the allowances in force.
    #[oai(path = "/Allowances", method = "get", operation_id = "getAllowancesReached")]
    async fn allowances(
        &self,
        auth: MemberAuth,
        #[oai(name = "pageIndex", default = "crate::paging::first_page")] page_index: Query<PageIndex>,
        #[oai(name = "pageSize", default = "crate::paging::default_size")] page_size: Query<PageSize>,
    ) -> Result<Json<AllowanceReachedList>, AdminReadError> {
        auth.0.require(Access::Moderator)?;
        let (index, size) = crate::paging::checked(page_index.0, page_size.0)?;
        Ok(Json(service::allowances_reached(&self.state, index, size).await?))
    }

    /// The ticket queue
    ///
    /// Tickets of one `status` (open when absent): open tickets longest waiting first (since their last message),
    /// others newest first.
    #[oai(path = "/Tickets", method = "get", operation_id = "getTicketQueue")]
    async fn ticket_queue(
        &self,
        auth: MemberAuth,
        status: Query<Option<TicketStatus>>,
        #[oai(name = "pageIndex", default = "crate::paging::first_page")] page_index: Query<PageIndex>,
        #[oai(name = "pageSize", default = "crate::paging::default_size")] page_size: Query<PageSize>,
    ) -> Result<Json<AdminTicketList>, AdminReadError> {
        auth.0.require(Access::Moderator)?;
        let (index, size) = crate::paging::checked(page_index.0, page_size.0)?;
        Ok(Json(support::tickets(&self.state, status.0.unwrap_or(TicketStatus::Open), index, size).await?))
    }

    /// A ticket, whole
    ///
    /// The thread with its files and the member it belongs to.
    #[oai(path = "/Ticket/:id", method = "get", operation_id = "getAdminTicket")]
    async fn ticket(&self, auth: MemberAuth, id: Path<i32>) -> Result<Json<Ticket>, AdminReadError> {
        let moderator = auth.0.require(Access::Moderator)?;
        Ok(Json(tickets::thread(&self.state, &self.state.db, Reader::Moderator(moderator.id), id.0, None).await?))
    }

    /// Answer a ticket
    ///
    /// The answer (with up to 3 files) joins the thread; the ticket becomes answered, or closed with `close`. The
    /// member is told by the channels they allow. Written to the audit log.
    #[oai(path = "/Ticket/Answer", method = "post", operation_id = "answerTicket")]
    async fn answer_ticket(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        form: TicketAnswerForm,
    ) -> Result<Json<Ticket>, AnswerError> {
        let moderator = auth.0.require(Access::Moderator)?;
        let (reply, close) = form.into_reply();
        Ok(Json(tickets::reply(&self.state, Reader::Moderator(moderator.id), reply, close, lang_of(&lang)).await?))
    }

    /// Close a ticket
    ///
    /// Without an answer. The member can open it again by replying. One already closed is a 422. Written to the
    /// audit log.
    #[oai(path = "/Ticket/Close", method = "post", operation_id = "closeTicket")]
    async fn close_ticket(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<TicketIdRequest>,
    ) -> Result<Json<MessageAnswer>, DecisionError> {
        let moderator = auth.0.require(Access::Moderator)?;
        tickets::close(&self.state, moderator.id, body.ticket_id).await?;
        Ok(Json(MessageAnswer { message: messages::text("ticket_closed", lang_of(&lang)) }))
    }

    /// Contact-form enquiries
    ///
    /// Open enquiries oldest first, or with `handled=true` those handled, newest first.
    #[oai(path = "/Enquiries", method = "get", operation_id = "getEnquiries")]
    async fn enquiries(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        handled: Query<Option<bool>>,
        #[oai(name = "pageIndex", default = "crate::paging::first_page")] page_index: Query<PageIndex>,
        #[oai(name = "pageSize", default = "crate::paging::default_size")] page_size: Query<PageSize>,
    ) -> Result<Json<EnquiryList>, AdminReadError> {
        let moderator = auth.0.require(Access::Moderator)?;
        let (index, size) = crate::paging::checked(page_index.0, page_size.0)?;
        let handled = handled.0.unwrap_or(false);
        Ok(Json(support::enquiries(&self.state, moderator.id, handled, index, size, lang_of(&lang)).await?))
    }

    /// Mark an enquiry handled
    ///
    /// Once answered by e-mail or phone. One already handled is a 422. Written to the audit log.
    #[oai(path = "/Enquiry/Handle", method = "post", operation_id = "handleEnquiry")]
    async fn handle_enquiry(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<EnquiryIdRequest>,
    ) -> Result<Json<MessageAnswer>, DecisionError> {
        let moderator = auth.0.require(Access::Moderator)?;
        support::handle_enquiry(&self.state, moderator.id, body.enquiry_id).await?;
        Ok(Json(MessageAnswer { message: messages::text("enquiry_handled", lang_of(&lang)) }))
    }

    /// The web popup being shown
    ///
    /// Both languages, and when it was set; `popup` is absent when none is set.
    #[oai(path = "/Popup", method = "get", operation_id = "getAdminPopup")]
    async fn popup(&self, auth: MemberAuth) -> Result<Json<PopupState>, AdminReadError> {
        auth.0.require(Access::Moderator)?;
        let row = site::service::current_popup(&self.state.db).await?;
        Ok(Json(site::service::popup_state(row, None)))
    }

    /// Set the web popup
    ///
    /// Title (1 to 100 characters), body (1 to 1000) and button text (1 to 30) in Gujarati and English, and an
    /// `https` link. Replaces the popup shown; every browser shows the new one once. Written to the audit log.
    #[oai(path = "/Popup", method = "put", operation_id = "setPopup")]
    async fn set_popup(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<PopupEdit>,
    ) -> Result<Json<PopupState>, DecisionError> {
        let moderator = auth.0.require(Access::Moderator)?;
        Ok(Json(site::service::set_popup(&self.state, moderator.id, body.0, lang_of(&lang)).await?))
    }

    /// Clear the web popup
    ///
    /// No popup shows from now on. Written to the audit log.
    #[oai(path = "/Popup", method = "delete", operation_id = "clearPopup")]
    async fn clear_popup(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
    ) -> Result<Json<PopupState>, DecisionError> {
        let moderator = auth.0.require(Access::Moderator)?;
        Ok(Json(site::service::clear_popup(&self.state, moderator.id, lang_of(&lang)).await?))
    }
}
