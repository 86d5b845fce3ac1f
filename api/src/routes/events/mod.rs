//! `/api/Event/...` and `/api/Admin/Events/...`: events of the samaj (rule 49), the parichay sammelan. Approved
//! members list the events they may join and register; moderators, and volunteers for the villages they serve,
//! organise them.

use poem_openapi::{
    ApiResponse, OpenApi,
    param::{Path, Query},
    payload::{Binary, Json},
};
use shared::{
    FamilyRight,
    types::{Language, PageIndex},
};

use crate::auth::guard::{Access, MemberAuth};
use crate::lang::{LangHeader, lang_of};
use crate::problems;
use crate::routes::ApiTags;
use crate::samaj_events::{
    self,
    model::{
        EventCancelRequest, EventDay, EventList, EventNumberRequest, EventRegisterRequest, EventRegistrant,
        EventRequest, EventView, MutualPair, PaperConsentForm, PaperEntry, PaperFormAnswer, PaperFormRequest,
    },
};
use crate::state::AppState;

problems!(
    /// The events a member may join: not an approved member, or a family manager without `view` (403).
    EventListError: 401, 403, 500, 503
);
problems!(
    /// One event: an id that is not a number of the document's range (400), not an approved member (403), an event
    /// not listed (404).
    EventReadError: 400, 401, 403, 404, 500, 503
);
problems!(
    /// Registering: invalid fields (400), not an approved member or a family manager without `edit` (403), an event
    /// not listed (404), outside the window, not for the member's profile, or full (422).
    RegisterError: 400, 401, 403, 404, 422, 500, 503
);
problems!(
    /// Withdrawing: an id out of range (400), not an approved member (403), an event not listed (404), not registered
    /// or outside the window (422).
    WithdrawError: 400, 401, 403, 404, 422, 500, 503
);
problems!(
    /// The organisers' list: a page out of range (400), neither a moderator nor a volunteer (403).
    OrganisedListError: 400, 401, 403, 500, 503
);
problems!(
    /// An organiser's event: an id out of range (400), neither a moderator nor a volunteer (403), not one of theirs
    /// (404).
    OrganisedReadError: 400, 401, 403, 404, 500, 503
);
problems!(
    /// Creating or changing an event: invalid fields (400), neither a moderator nor a volunteer (403), not one of
    /// theirs (404), a day passed, a place the volunteer does not serve, or fewer places than registrations (422).
    EventSaveError: 400, 401, 403, 404, 422, 500, 503
);

problems!(
    /// Cancelling an event: no reason, or a reason over 300 characters (400), neither a moderator nor a volunteer
    /// (403), not one of the caller's events (404), its day passed or cancelled already (422).
    CancelError: 400, 401, 403, 404, 422, 500, 503
);
problems!(
    /// A paper form: invalid fields, or `createdBy` `self` (400), not a volunteer (403), not one of the caller's events
    /// (404), the family's address or verified mobile already an account's (409), outside the window, not of the side
    /// or age the event is for, or full (422).
    PaperFormError: 400, 401, 403, 404, 409, 422, 500, 503
);
problems!(
    /// A signed consent's photo: no image or not an image (400), not a volunteer (403), not a registration the caller
    /// entered for one of their events (404), over 10 MiB (413), the person consented already, or a photo waits
    /// (422).
    PaperConsentError: 400, 401, 403, 404, 413, 422, 500, 503
);
problems!(
    /// The day page: an id out of range (400), not an approved member (403), an event not listed (404), not
    /// registered (422).
    DayError: 400, 401, 403, 404, 422, 500, 503
);
problems!(
    /// Marking, taking a mark back, confirming: an event number out of range (400), not an approved member or a
    /// family manager without `edit` (403), an event not listed (404), not registered, not the day, no candidate with
    /// that number, not mutual, confirmed already, or the week after the event over (422).
    MarkError: 400, 401, 403, 404, 422, 500, 503
);

problems!(
    /// The booklet: a `lang` other than `gu` or `en` (400), a family manager (403), an event the caller neither
    /// organises nor is registered for (404).
    BookletError: 400, 401, 403, 404, 500, 503
);

problems!(
    /// The spreadsheet: a `lang` other than `gu` or `en` (400), neither a moderator nor a volunteer (403), not one of
    /// the caller's events (404).
    SpreadsheetError: 400, 401, 403, 404, 500, 503
);

/// The registrants' spreadsheet.
#[derive(ApiResponse)]
pub enum SpreadsheetResponse {
    /// CSV in UTF-8 with a byte order mark; `Content-Disposition` names the file `registrants-{eventId}-{lang}.csv`.
    #[oai(status = 200, content_type = "text/csv; charset=utf-8")]
    Csv(Binary<Vec<u8>>, #[oai(header = "Content-Disposition")] String),
}

/// The booklet's language: `lang` when given (`gu` or `en`, 400 for another), else the request's.
fn booklet_lang(header: &LangHeader, lang: Option<&Language>) -> Result<shared::Lang, crate::error::ApiError> {
    match lang.map(|l| l.0.as_str()) {
        None => Ok(lang_of(header)),
        Some(code @ ("gu" | "en")) => Ok(shared::Lang::from_code(code)),
        Some(_) => Err(crate::error::ApiError::field("lang", "invalid_choice")),
    }
}

/// The booklet's PDF.
#[derive(ApiResponse)]
pub enum BookletResponse {
    /// A4; `Content-Disposition` names the file `booklet-{eventId}-{lang}.pdf`.
    #[oai(status = 200, content_type = "application/pdf")]
    Pdf(Binary<Vec<u8>>, #[oai(header = "Content-Disposition")] String),
}

pub struct EventApi {
    pub state: AppState,
}

#[OpenApi(prefix_path = "/api", tag = "ApiTags::Event")]
impl EventApi {
    /// Events the member may join
    ///
    /// Events from a week ago on, soonest first: those the member may register for (open, not yet open, or full)
    /// and those they registered for, each with `standing` and the member's own `registration`. Approved members,
    /// and family managers with `view`.
    #[oai(path = "/Event", method = "get", operation_id = "getEvents")]
    async fn list(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
    ) -> Result<Json<Vec<EventView>>, EventListError> {
        let member = auth.0.require_right(Access::Approved, FamilyRight::View)?;
        Ok(Json(samaj_events::list(&self.state, member, lang_of(&lang)).await?))
    }

    /// One event
    ///
    /// Any event from a week ago on, with where the member stands: `registered`, `open`, `not_yet_open`, `closed`,
    /// `full` or `not_eligible`. 404 for an older or unknown event.
    #[oai(path = "/Event/:eventId", method = "get", operation_id = "getEvent")]
    async fn one(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        #[oai(name = "eventId")] event_id: Path<i32>,
    ) -> Result<Json<EventView>, EventReadError> {
        let member = auth.0.require_right(Access::Approved, FamilyRight::View)?;
        Ok(Json(samaj_events::one(&self.state, member, event_id.0, lang_of(&lang)).await?))
    }

    /// Register for an event
    ///
    /// While registration is open, for an event the profile may join (age on the day, bride or groom, community,
    /// gol, marital status) with a place left: the member gets the next event number and chooses what the booklet
    /// shows (`showPhoto`, `contact`: `family` or only the organisers' `desk`, `showIncome`). Registering again
    /// changes those choices and keeps the number; so does registering again after withdrawing. Places are counted
    /// one registration at a time. 422 `registration_closed`, `not_eligible`, `event_full`. The member, or a family
    /// manager with `edit`.
    #[oai(path = "/Event/:eventId/Register", method = "post", operation_id = "registerForEvent")]
    async fn register(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        #[oai(name = "eventId")] event_id: Path<i32>,
        body: Json<EventRegisterRequest>,
    ) -> Result<Json<EventView>, RegisterError> {
        let member = auth.0.require_right(Access::Approved, FamilyRight::Edit)?;
        Ok(Json(samaj_events::register(&self.state, member, event_id.0, body.0, lang_of(&lang)).await?))
    }

    /// Withdraw from an event
    ///
    /// Until registration closes; the place is freed and the event number stays the member's. 422 `not_registered`,
    /// `registration_closed`.
    #[oai(path = "/Event/:eventId/Withdraw", method = "post", operation_id = "withdrawFromEvent")]
    async fn withdraw(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        #[oai(name = "eventId")] event_id: Path<i32>,
    ) -> Result<Json<EventView>, WithdrawError> {
        let member = auth.0.require_right(Access::Approved, FamilyRight::Edit)?;
        Ok(Json(samaj_events::withdraw(&self.state, member, event_id.0, lang_of(&lang)).await?))
    }

    /// The event's booklet
    ///
    /// The parichay pustika as an A4 PDF in `lang` (`gu` or `en`; the request's language when absent): a cover with
    /// the event, its day, venue and committee; an index of the registrants, brides then grooms, each by age, with
    /// their event numbers and pages; then two registrants a page with what each chose to show (the photo, the
    /// family's phone or only the organisers' desk, the income); the organisers' contact and the page number on every
    /// page. For the event's organisers and for the members registered for it; 404 for anyone else.
    #[oai(path = "/Event/:eventId/Booklet", method = "get", operation_id = "getEventBooklet")]
    async fn booklet(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] header: LangHeader,
        #[oai(name = "eventId")] event_id: Path<i32>,
        lang: Query<Option<Language>>,
    ) -> Result<BookletResponse, BookletError> {
        let account = auth.0.require(Access::AnyStatus)?;
        let lang = booklet_lang(&header, lang.0.as_ref())?;
        let file = samaj_events::booklet::booklet(&self.state, account, event_id.0, lang).await?;
        let disposition = format!("attachment; filename=\"{}\"", file.file_name);
        Ok(BookletResponse::Pdf(Binary(file.bytes), disposition))
    }

    /// The member's day page
    ///
    /// The member's own event number and their marks, by event number, each with the registrant's name, age on the
    /// day and village (as the booklet shows them), `mutual` once the other marked the member too, `confirmed` once
    /// the member confirmed it, and `connectedMemberId` once both did. `markingOpen` on the event's day;
    /// `confirmingOpen` from the day until a week after. A mark is never shown to the one marked until it is mutual;
    /// a block either way keeps a pair from being mutual. 422 `not_registered`.
    #[oai(path = "/Event/:eventId/Interest", method = "get", operation_id = "getEventDay")]
    async fn day(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        #[oai(name = "eventId")] event_id: Path<i32>,
    ) -> Result<Json<EventDay>, DayError> {
        let member = auth.0.require_right(Access::Approved, FamilyRight::View)?;
        Ok(Json(samaj_events::day::day(&self.state, member, event_id.0, lang_of(&lang)).await?))
    }

    /// Mark interest in a registrant
    ///
    /// On the event's day, a registered member marks the registrant holding `eventNumber`, one of the other side
    /// (422 `not_a_candidate` for a number no bride or groom for them holds, or their own; `marking_closed` on
    /// another day). Marking again changes nothing. When the other marked the member too, both are told
    /// (`event_mutual`). Answers the day page.
    #[oai(path = "/Event/:eventId/Interest", method = "post", operation_id = "markInterest")]
    async fn mark(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        #[oai(name = "eventId")] event_id: Path<i32>,
        body: Json<EventNumberRequest>,
    ) -> Result<Json<EventDay>, MarkError> {
        let member = auth.0.require_right(Access::Approved, FamilyRight::Edit)?;
        Ok(Json(samaj_events::day::mark(&self.state, member, event_id.0, body.0, lang_of(&lang)).await?))
    }

    /// Take a mark back
    ///
    /// On the event's day, unless the member confirmed it (422 `already_confirmed`); a number the member did not
    /// mark changes nothing. Answers the day page.
    #[oai(path = "/Event/:eventId/Interest/Remove", method = "post", operation_id = "removeInterest")]
    async fn unmark(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        #[oai(name = "eventId")] event_id: Path<i32>,
        body: Json<EventNumberRequest>,
    ) -> Result<Json<EventDay>, MarkError> {
        let member = auth.0.require_right(Access::Approved, FamilyRight::Edit)?;
        Ok(Json(samaj_events::day::unmark(&self.state, member, event_id.0, body.0, lang_of(&lang)).await?))
    }

    /// Confirm a mutual mark
    ///
    /// From the event's day until a week after (422 `confirming_closed`), each side of a mutual mark confirms once
    /// (422 `not_mutual` otherwise; confirming again changes nothing). The second confirmation connects the two: an
    /// accepted connection outside the daily connect quota (a request still pending between them is accepted
    /// instead), and both are told. Answers the day page.
    #[oai(path = "/Event/:eventId/Interest/Confirm", method = "post", operation_id = "confirmInterest")]
    async fn confirm(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        #[oai(name = "eventId")] event_id: Path<i32>,
        body: Json<EventNumberRequest>,
    ) -> Result<Json<EventDay>, MarkError> {
        let member = auth.0.require_right(Access::Approved, FamilyRight::Edit)?;
        Ok(Json(samaj_events::day::confirm(&self.state, member, event_id.0, body.0, lang_of(&lang)).await?))
    }

    /// The events the caller organises
    ///
    /// Every event for a moderator; for a volunteer, the events of the villages and the gol they serve. Latest day
    /// first, 20 a page, with how many registered. 403 `not_volunteer` for anyone else.
    #[oai(path = "/Admin/Events", method = "get", operation_id = "getOrganisedEvents")]
    async fn organised(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        #[oai(name = "pageIndex", default = "crate::paging::first_page")] page_index: Query<PageIndex>,
    ) -> Result<Json<EventList>, OrganisedListError> {
        let account = auth.0.require(Access::AnyStatus)?;
        let (index, _) = crate::paging::checked(page_index.0, crate::paging::default_size())?;
        Ok(Json(samaj_events::organised_list(&self.state, account, index - 1, lang_of(&lang)).await?))
    }

    /// Create an event
    ///
    /// Names in both languages, the day (today or later), venue, the village or gol it is for (a volunteer's names
    /// one they serve: 422 `event_not_your_village`), the committee (at most 12), the registration window (closing
    /// on or before the day), eligibility (ages, `openTo`, communities, gols, marital statuses; empty lists mean
    /// any), capacity (1 to 2,000), a fee note and a contact. In the audit log.
    #[oai(path = "/Admin/Events", method = "post", operation_id = "createEvent")]
    async fn create(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        body: Json<EventRequest>,
    ) -> Result<Json<EventView>, EventSaveError> {
        let account = auth.0.require(Access::AnyStatus)?;
        Ok(Json(samaj_events::save(&self.state, account, None, body.0, lang_of(&lang)).await?))
    }

    /// One event the caller organises
    #[oai(path = "/Admin/Events/:eventId", method = "get", operation_id = "getOrganisedEvent")]
    async fn organised_one(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        #[oai(name = "eventId")] event_id: Path<i32>,
    ) -> Result<Json<EventView>, OrganisedReadError> {
        let account = auth.0.require(Access::AnyStatus)?;
        Ok(Json(samaj_events::organised_one(&self.state, account, event_id.0, lang_of(&lang)).await?))
    }

    /// Change an event
    ///
    /// As creating; a day already passed may stay as it is, and the capacity may not fall below the registrations
    /// (422 `capacity_below_registrations`). In the audit log with what it was before.
    #[oai(path = "/Admin/Events/:eventId", method = "put", operation_id = "updateEvent")]
    async fn update(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        #[oai(name = "eventId")] event_id: Path<i32>,
        body: Json<EventRequest>,
    ) -> Result<Json<EventView>, EventSaveError> {
        let account = auth.0.require(Access::AnyStatus)?;
        Ok(Json(samaj_events::save(&self.state, account, Some(event_id.0), body.0, lang_of(&lang)).await?))
    }

    /// Cancel an event
    ///
    /// Up to and on its day (422 `event_date_passed` after it; `event_cancelled` when it is already), with the reason
    /// in the organisers' words (1 to 300 characters). Registration, withdrawal and the day's marks stop (422
    /// `event_cancelled`), the event cannot be changed any more, and every registrant is told in their language
    /// (`event_cancelled`, with the reason); members see it `cancelled` while registered for it, and nobody else sees
    /// it listed. In the audit log (`cancel_event`).
    #[oai(path = "/Admin/Events/:eventId/Cancel", method = "post", operation_id = "cancelEvent")]
    async fn cancel(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        #[oai(name = "eventId")] event_id: Path<i32>,
        body: Json<EventCancelRequest>,
    ) -> Result<Json<EventView>, CancelError> {
        let account = auth.0.require(Access::AnyStatus)?;
        Ok(Json(samaj_events::cancel(&self.state, account, event_id.0, body.0, lang_of(&lang)).await?))
    }

    /// Register a family from its paper form
    ///
    /// For a volunteer organising the event, for a family that is not online (rule 49): creates the family's
    /// account (its address and mobile; a password nobody knows, which the family chooses through "Forgot
    /// password", as the e-mail sent to the address says), the person's profile as one someone else created
    /// (`createdBy`, with their names, gender and birth date), and the registration with the event's next number
    /// and the booklet's choices. The volunteer then enters the rest in the wizard, acting for the profile
    /// (`POST /api/Family/Switch` with `memberId`) with the right to edit alone, and may send the person the code of
    /// their consent (`POST /api/Family/Consent/Code`); the person's consent ends the volunteer's standing. Like any
    /// profile someone else created, it reaches the moderators only with that consent, and the booklet only once
    /// approved. The organisers' registrant list shows its stage (`paper`). In the audit log (`enter_paper_form`).
    #[oai(path = "/Admin/Events/:eventId/PaperForms", method = "post", operation_id = "enterPaperForm")]
    async fn paper_form(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        #[oai(name = "eventId")] event_id: Path<i32>,
        body: Json<PaperFormRequest>,
    ) -> Result<Json<PaperFormAnswer>, PaperFormError> {
        let account = auth.0.require(Access::AnyStatus)?;
        Ok(Json(samaj_events::paper::enter(&self.state, account, event_id.0, body.0, lang_of(&lang)).await?))
    }

    /// Send the person's consent signed on paper
    ///
    /// For the volunteer who entered the registrant from a paper form (rule 49), until the person consents: the photo
    /// of the paper form on which the person signed their agreement to the profile (one JPEG or PNG, at most 10 MiB
    /// and 40 megapixels). It waits in the moderators' verification queue (kind `consent`), beside the profile; a
    /// moderator's acceptance records the consent as a code would (a finished profile then goes for approval), a
    /// refusal deletes the photo and gives the reason. Answers the registrant's `paper` entry.
    #[oai(
        path = "/Admin/Events/:eventId/PaperForms/:memberId/Consent",
        method = "post",
        operation_id = "sendPaperConsent"
    )]
    async fn paper_consent(
        &self,
        auth: MemberAuth,
        #[oai(name = "eventId")] event_id: Path<i32>,
        #[oai(name = "memberId")] member_id: Path<i32>,
        form: PaperConsentForm,
    ) -> Result<Json<PaperEntry>, PaperConsentError> {
        let account = auth.0.require(Access::AnyStatus)?;
        let bytes = crate::photos::own::single_file_of(form.image, "image").await?;
        Ok(Json(samaj_events::paper::send_consent(&self.state, account, event_id.0, member_id.0, bytes).await?))
    }

    /// The registrants as a spreadsheet
    ///
    /// For its organisers' desk, in `lang` (`gu` or `en`; the request's language when absent): one row per
    /// registrant the booklet carries, by event number, with the booklet's fields in columns (number, name, bride or
    /// groom, age, height, marital status, education, occupation, native place, gol, parents, brothers, sisters,
    /// income, contact, photo in the booklet), each only as the registrant chose to show it: the income and the
    /// family's phone are empty when not chosen. CSV in UTF-8 with a byte order mark.
    #[oai(path = "/Admin/Events/:eventId/Spreadsheet", method = "get", operation_id = "getEventSpreadsheet")]
    async fn spreadsheet(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] header: LangHeader,
        #[oai(name = "eventId")] event_id: Path<i32>,
        lang: Query<Option<Language>>,
    ) -> Result<SpreadsheetResponse, SpreadsheetError> {
        let account = auth.0.require(Access::AnyStatus)?;
        let lang = booklet_lang(&header, lang.0.as_ref())?;
        let file = samaj_events::spreadsheet::spreadsheet(&self.state, account, event_id.0, lang).await?;
        let disposition = format!("attachment; filename=\"{}\"", file.file_name);
        Ok(SpreadsheetResponse::Csv(Binary(file.bytes), disposition))
    }

    /// The mutual marks of an event
    ///
    /// For its organisers' desk, so they can arrange a meeting on the spot: each pair who marked each other (a
    /// block either way leaves a pair out), bride and groom with their event numbers, names and profile ids, when the
    /// second mark was made (latest first), and whether both confirmed the connection.
    #[oai(path = "/Admin/Events/:eventId/Mutual", method = "get", operation_id = "getEventMutualMarks")]
    async fn mutual(
        &self,
        auth: MemberAuth,
        #[oai(name = "eventId")] event_id: Path<i32>,
    ) -> Result<Json<Vec<MutualPair>>, OrganisedReadError> {
        let account = auth.0.require(Access::AnyStatus)?;
        Ok(Json(samaj_events::day::mutual(&self.state, account, event_id.0).await?))
    }

    /// The registrants of an event
    ///
    /// For its organisers' desk, by event number (those who withdrew last, keeping theirs): name, profile id, age on
    /// the day, bride or groom, village, and what each chose for the booklet. Never a photo or a contact.
    #[oai(path = "/Admin/Events/:eventId/Registrations", method = "get", operation_id = "getEventRegistrants")]
    async fn registrants(
        &self,
        auth: MemberAuth,
        #[oai(name = "Accept-Language")] lang: LangHeader,
        #[oai(name = "eventId")] event_id: Path<i32>,
    ) -> Result<Json<Vec<EventRegistrant>>, OrganisedReadError> {
        let account = auth.0.require(Access::AnyStatus)?;
        Ok(Json(samaj_events::registrants(&self.state, account, event_id.0, lang_of(&lang)).await?))
    }
}
