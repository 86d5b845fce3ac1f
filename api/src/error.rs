//! One API-wide error, rendered as an RFC 9457 `application/problem+json` body in the request's language.
//!
//! Handlers return [`ApiError`]; the [`crate::middleware::problems`] middleware renders it (and every other error poem or
//! poem-openapi raises, such as an unparsable parameter or an unknown route) with the request id and the language of the
//! request. A 5xx never carries internals: its cause is logged with the request id instead.

use std::collections::BTreeMap;

use poem::http::StatusCode;
use poem_openapi::Object;

use crate::{lang::Lang, messages};

/// Stable, snake_case error identifiers: the web app translates and branches on these, so they never change meaning.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorCode {
    /// 400: a field failed its rule; `errors` says which and why.
    ValidationFailed,
    /// 400: the request could not be read (malformed JSON, a parameter of the wrong type).
    BadRequest,
    /// 401: no access token, or an invalid or expired one.
    Unauthorized,
    /// 403: not allowed for this role or profile status.
    Forbidden,
    /// 404: no such thing, or not visible to this member.
    NotFound,
    /// 405: the path exists but not with this method.
    MethodNotAllowed,
    /// 409: a duplicate or a conflicting state.
    Conflict,
    /// 408: the request's body stopped arriving; the connection is closed.
    RequestTimeout,
    /// 413: the body is larger than this call accepts.
    PayloadTooLarge,
    /// 415: the body's type is not one this call accepts.
    UnsupportedMediaType,
    /// 422: a business rule refused the request.
    RuleViolated,
    /// 429: too many requests; retry after `Retry-After` seconds.
    TooManyRequests,
    /// 503: the database does not answer; try again shortly.
    ServiceUnavailable,
    /// 500: an unexpected failure, logged with the request id.
    Internal,
}

impl ErrorCode {
    pub const ALL: [ErrorCode; 14] = [
        Self::ValidationFailed,
        Self::BadRequest,
        Self::Unauthorized,
        Self::Forbidden,
        Self::NotFound,
        Self::MethodNotAllowed,
        Self::Conflict,
        Self::RequestTimeout,
        Self::PayloadTooLarge,
        Self::UnsupportedMediaType,
        Self::RuleViolated,
        Self::TooManyRequests,
        Self::ServiceUnavailable,
        Self::Internal,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::ValidationFailed => "validation_failed",
            Self::BadRequest => "bad_request",
            Self::Unauthorized => "unauthorized",
            Self::Forbidden => "forbidden",
            Self::NotFound => "not_found",
            Self::MethodNotAllowed => "method_not_allowed",
            Self::Conflict => "conflict",
            Self::RequestTimeout => "request_timeout",
            Self::PayloadTooLarge => "payload_too_large",
            Self::UnsupportedMediaType => "unsupported_media_type",
            Self::RuleViolated => "rule_violated",
            Self::TooManyRequests => "too_many_requests",
            Self::ServiceUnavailable => "service_unavailable",
            Self::Internal => "internal",
        }
    }
}

/// Why a request was refused: one value on every problem (`reason`), so that a client branches on data. Each
/// [`ErrorCode`] has a reason of its own name, used when nothing more specific applies; the others say which rule
/// refused. The texts of each reason, in both languages, are in the server's catalogs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, poem_openapi::Enum, serde::Serialize)]
#[oai(rename_all = "snake_case")]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    /// Some details do not meet the rules. See the message for each field.
    ValidationFailed,
    /// The request is not in the expected form.
    BadRequest,
    /// Your session has ended or is not valid.
    Unauthorized,
    /// This is not available to your account in its current state.
    Forbidden,
    /// What you asked for was not found.
    NotFound,
    /// This address does not accept this kind of request.
    MethodNotAllowed,
    /// This conflicts with details already recorded.
    Conflict,
    /// What was being sent stopped arriving. Check the internet connection and try again.
    RequestTimeout,
    /// What was sent is larger than allowed.
    PayloadTooLarge,
    /// This type of content or file is not accepted here.
    UnsupportedMediaType,
    /// A rule does not allow this request. Nothing was changed.
    RuleViolated,
    /// Please wait a little and try again.
    TooManyRequests,
    /// Please try again in a little while.
    ServiceUnavailable,
    /// You have opened many profiles today. You can open new ones after a time. Your own profile and inbox stay open.
    AllowanceMemberDetails,
    /// You have looked through many profiles in lists and searches today. You can see more after a time. Your own profile and inbox stay open.
    AllowanceCards,
    /// You have downloaded many bio-data today. You can download more after a time.
    AllowanceBioData,
    /// The database is not answering right now.
    DatabaseDown,
    /// This country is not in our list.
    CountryNotFound,
    /// This state is not in our list.
    StateNotFound,
    /// This district is not in our list.
    DistrictNotFound,
    /// This taluka is not in our list.
    TalukaNotFound,
    /// An account with this e-mail or mobile number already exists. Sign in, or reset your password if you have forgotten it.
    AccountExists,
    /// The e-mail/mobile number or the password is not correct.
    WrongCredentials,
    /// The code is wrong or has expired. Ask for a new code.
    WrongCode,
    /// You can ask for a new code a little later.
    CodeRateLimited,
    /// This e-mail is already confirmed.
    EmailAlreadyConfirmed,
    /// Your session has ended. Please sign in again.
    SessionEnded,
    /// Your session has expired.
    TokenExpired,
    /// The step before this one has not been saved yet.
    PreviousStepMissing,
    /// This is not your profile.
    NotYourProfile,
    /// The photo is larger than 10 MB. Choose a smaller photo.
    PhotoTooLarge,
    /// Only JPEG or PNG photos are accepted.
    PhotoWrongType,
    /// At most 3 files can be attached to one message. Nothing was saved.
    TooManyAttachments,
    /// Each attached file can be at most 5 MB. Nothing was saved.
    AttachmentTooLarge,
    /// Only JPEG or PNG pictures or PDF files can be attached. Nothing was saved.
    AttachmentWrongType,
    /// An attached file could not be read; it seems incomplete or damaged, or it is locked with a password.
    AttachmentUnreadable,
    /// Many photos are being prepared right now. Please upload again in a little while.
    PhotoBusy,
    /// This photo could not be read; the file seems incomplete or damaged.
    PhotoUnreadable,
    /// The photo has too many pixels. Choose a smaller photo.
    PhotoTooManyPixels,
    /// This profile is not awaiting this decision; another moderator may have just decided it. Nothing was changed.
    NotAwaitingDecision,
    /// This becomes available once your profile is approved.
    StatusForbids,
    /// The name, date of birth and gender cannot be changed directly; send an edit request. Nothing was changed.
    UseEditRequest,
    /// A request of yours for this detail is still awaiting a decision.
    EditRequestPending,
    /// The new value is the same as the current one.
    UnchangedValue,
    /// This request or photo is no longer awaiting a decision; another moderator may have just decided it. Nothing was changed.
    NotAwaitingReview,
    /// You can keep at most 6 photos. Delete one before adding another.
    PhotoLimit,
    /// This photo is still awaiting approval; it can become the main photo once approved.
    PhotoPending,
    /// This is your only approved photo; it can be deleted once another photo is approved.
    LastPhoto,
    /// You can send at most 5 connection requests in 24 hours. You can send the next one after a time.
    ConnectLimitReached,
    /// You have already sent this member a request; wait for their answer.
    RequestAlreadySent,
    /// This member has already sent you a request. Accept it from your inbox.
    RequestAlreadyReceived,
    /// You are already connected with this member.
    AlreadyConnected,
    /// This member did not take your last request forward; you can send another 90 days after their answer.
    RecentlyDeclined,
    /// Your last request to this member closed without a reply; you can send another 30 days after it closed.
    RecentlyExpired,
    /// This request is no longer pending; it may have just been cancelled or answered. Nothing was changed.
    RequestNotPending,
    /// There is no question waiting for your answer on this request. Nothing was changed.
    NoQuestion,
    /// You can say how a connection went 14 days after it was accepted.
    OutcomeTooEarly,
    /// A success story is written once both of you have said you are engaged.
    StoryNeedsEngagement,
    /// This story has been decided by the moderators and is not changed any more.
    StoryDecided,
    /// You can block at most 20 members at a time. Unblock someone before blocking another member.
    BlockLimitReached,
    /// You have reported this member in the last 30 days; the moderators will look at it.
    AlreadyReported,
    /// The current password is not correct. Nothing was changed.
    WrongPassword,
    /// This is already your e-mail address.
    SameEmail,
    /// This is already your mobile number.
    SamePhone,
    /// Your mobile number is already verified.
    PhoneAlreadyVerified,
    /// This is already verified.
    AlreadyVerified,
    /// A moderator has not yet looked at what you sent last; wait for their decision before sending another.
    CheckPending,
    /// The pose was asked too long ago or was already used. Ask for a new pose and take the photo again.
    PoseExpired,
    /// Only a samaj volunteer appointed by the moderators can do this.
    NotVolunteer,
    /// This member is not from the villages or the gol you serve as a volunteer.
    NotYourVillage,
    /// You have already vouched for this member.
    AlreadyVouched,
    /// This is your own profile; a volunteer vouches for other families.
    VouchForSelf,
    /// This word is no longer waiting for your answer; it may have just been answered or withdrawn.
    VouchNotOffered,
    /// Your account cannot be deactivated in its current state.
    NotDeactivatable,
    /// Your account is not deactivated.
    NotDeactivated,
    /// No member was found with this profile id and birth date. Check both again; your brother's or sister's profile must be approved.
    SatapetaNoMatch,
    /// This is your own profile id; enter your brother's or sister's.
    SatapetaOwnProfile,
    /// Your satapeta is already linked. Turn the current link off before making a new one.
    SatapetaAlreadyLinked,
    /// This member's satapeta is already linked with another profile.
    SatapetaSiblingLinked,
    /// Your satapeta is not linked.
    SatapetaNotLinked,
    /// There is no live code. Send your brother's or sister's details first to get a new one.
    SatapetaNoCode,
    /// This ticket is already closed; another moderator may have just closed it.
    TicketClosedAlready,
    /// This enquiry is already handled; another moderator may have just marked it.
    EnquiryHandledAlready,
    /// There is no open report about this member; another moderator may have just handled it. Nothing was changed.
    NoOpenReports,
    /// The person whose profile this is has not given you this right; only they can do this.
    ManagerForbids,
    /// At most 3 family members can look after one profile. Remove one before inviting another.
    FamilyLimit,
    /// This family member already looks after your profile.
    AlreadyManaging,
    /// This is your own e-mail address; invite a family member with theirs.
    InviteSelf,
    /// This profile is its person's own: no consent is needed.
    ConsentNotNeeded,
    /// The samaj volunteer entering this paper form only edits it until the person consents; remove them instead.
    VolunteerStanding,
    /// The code goes to the person's own e-mail, not to the one this account signs in with.
    ConsentOwnAddress,
    /// A volunteer organises events for the villages or the gol they serve.
    EventNotYourVillage,
    /// The day of the event has passed; choose today or a later day.
    EventDatePassed,
    /// More people have already registered than this number of places. Nothing was changed.
    CapacityBelowRegistrations,
    /// Registration for this event is not open now. Nothing was changed.
    RegistrationClosed,
    /// This event is not for your profile (age, bride or groom, community, gol or marital status).
    NotEligible,
    /// Every place at this event is taken.
    EventFull,
    /// You are not registered for this event. Nothing was changed.
    NotRegistered,
    /// No registrant of the other side has this event number at this event (or it is the member's own).
    NotACandidate,
    /// Interest is marked, and unmarked, on the day of the event only.
    MarkingClosed,
    /// Only a mark made both ways may be confirmed as a connection.
    NotMutual,
    /// Mutual marks are confirmed from the day of the event until a week after it.
    ConfirmingClosed,
    /// A mark its maker has confirmed stays.
    AlreadyConfirmed,
    /// The event was cancelled: nothing more is registered, withdrawn, marked or changed.
    EventCancelled,
    /// An unexpected failure, logged with the request id; nothing internal is disclosed.
    Internal,
}

impl Reason {
    pub const ALL: [Reason; 105] = [
        Self::ValidationFailed,
        Self::BadRequest,
        Self::Unauthorized,
        Self::Forbidden,
        Self::NotFound,
        Self::MethodNotAllowed,
        Self::Conflict,
        Self::RequestTimeout,
        Self::PayloadTooLarge,
        Self::UnsupportedMediaType,
        Self::RuleViolated,
        Self::TooManyRequests,
        Self::ServiceUnavailable,
        Self::AllowanceMemberDetails,
        Self::AllowanceCards,
        Self::AllowanceBioData,
        Self::DatabaseDown,
        Self::CountryNotFound,
        Self::StateNotFound,
        Self::DistrictNotFound,
        Self::TalukaNotFound,
        Self::AccountExists,
        Self::WrongCredentials,
        Self::WrongCode,
        Self::CodeRateLimited,
        Self::EmailAlreadyConfirmed,
        Self::SessionEnded,
        Self::TokenExpired,
        Self::PreviousStepMissing,
        Self::NotYourProfile,
        Self::PhotoTooLarge,
        Self::PhotoWrongType,
        Self::TooManyAttachments,
        Self::AttachmentTooLarge,
        Self::AttachmentWrongType,
        Self::AttachmentUnreadable,
        Self::PhotoBusy,
        Self::PhotoUnreadable,
        Self::PhotoTooManyPixels,
        Self::NotAwaitingDecision,
        Self::StatusForbids,
        Self::UseEditRequest,
        Self::EditRequestPending,
        Self::UnchangedValue,
        Self::NotAwaitingReview,
        Self::PhotoLimit,
        Self::PhotoPending,
        Self::LastPhoto,
        Self::ConnectLimitReached,
        Self::RequestAlreadySent,
        Self::RequestAlreadyReceived,
        Self::AlreadyConnected,
        Self::RecentlyDeclined,
        Self::RecentlyExpired,
        Self::RequestNotPending,
        Self::NoQuestion,
        Self::OutcomeTooEarly,
        Self::StoryNeedsEngagement,
        Self::StoryDecided,
        Self::EventNotYourVillage,
        Self::EventDatePassed,
        Self::CapacityBelowRegistrations,
        Self::RegistrationClosed,
        Self::NotEligible,
        Self::EventFull,
        Self::NotRegistered,
        Self::NotACandidate,
        Self::MarkingClosed,
        Self::NotMutual,
        Self::ConfirmingClosed,
        Self::AlreadyConfirmed,
        Self::EventCancelled,
        Self::BlockLimitReached,
        Self::AlreadyReported,
        Self::WrongPassword,
        Self::SameEmail,
        Self::SamePhone,
        Self::PhoneAlreadyVerified,
        Self::AlreadyVerified,
        Self::CheckPending,
        Self::PoseExpired,
        Self::NotVolunteer,
        Self::NotYourVillage,
        Self::AlreadyVouched,
        Self::VouchForSelf,
        Self::VouchNotOffered,
        Self::NotDeactivatable,
        Self::NotDeactivated,
        Self::SatapetaNoMatch,
        Self::SatapetaOwnProfile,
        Self::SatapetaAlreadyLinked,
        Self::SatapetaSiblingLinked,
        Self::SatapetaNotLinked,
        Self::SatapetaNoCode,
        Self::TicketClosedAlready,
        Self::EnquiryHandledAlready,
        Self::NoOpenReports,
        Self::ManagerForbids,
        Self::FamilyLimit,
        Self::AlreadyManaging,
        Self::InviteSelf,
        Self::ConsentNotNeeded,
        Self::VolunteerStanding,
        Self::ConsentOwnAddress,
        Self::Internal,
    ];

    /// The wire value.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::ValidationFailed => "validation_failed",
            Self::BadRequest => "bad_request",
            Self::Unauthorized => "unauthorized",
            Self::Forbidden => "forbidden",
            Self::NotFound => "not_found",
            Self::MethodNotAllowed => "method_not_allowed",
            Self::Conflict => "conflict",
            Self::RequestTimeout => "request_timeout",
            Self::PayloadTooLarge => "payload_too_large",
            Self::UnsupportedMediaType => "unsupported_media_type",
            Self::RuleViolated => "rule_violated",
            Self::TooManyRequests => "too_many_requests",
            Self::ServiceUnavailable => "service_unavailable",
            Self::AllowanceMemberDetails => "allowance_member_details",
            Self::AllowanceCards => "allowance_cards",
            Self::AllowanceBioData => "allowance_bio_data",
            Self::DatabaseDown => "database_down",
            Self::CountryNotFound => "country_not_found",
            Self::StateNotFound => "state_not_found",
            Self::DistrictNotFound => "district_not_found",
            Self::TalukaNotFound => "taluka_not_found",
            Self::AccountExists => "account_exists",
            Self::WrongCredentials => "wrong_credentials",
            Self::WrongCode => "wrong_code",
            Self::CodeRateLimited => "code_rate_limited",
            Self::EmailAlreadyConfirmed => "email_already_confirmed",
            Self::SessionEnded => "session_ended",
            Self::TokenExpired => "token_expired",
            Self::PreviousStepMissing => "previous_step_missing",
            Self::NotYourProfile => "not_your_profile",
            Self::PhotoTooLarge => "photo_too_large",
            Self::PhotoWrongType => "photo_wrong_type",
            Self::TooManyAttachments => "too_many_attachments",
            Self::AttachmentTooLarge => "attachment_too_large",
            Self::AttachmentWrongType => "attachment_wrong_type",
            Self::AttachmentUnreadable => "attachment_unreadable",
            Self::PhotoBusy => "photo_busy",
            Self::PhotoUnreadable => "photo_unreadable",
            Self::PhotoTooManyPixels => "photo_too_many_pixels",
            Self::NotAwaitingDecision => "not_awaiting_decision",
            Self::StatusForbids => "status_forbids",
            Self::UseEditRequest => "use_edit_request",
            Self::EditRequestPending => "edit_request_pending",
            Self::UnchangedValue => "unchanged_value",
            Self::NotAwaitingReview => "not_awaiting_review",
            Self::PhotoLimit => "photo_limit",
            Self::PhotoPending => "photo_pending",
            Self::LastPhoto => "last_photo",
            Self::ConnectLimitReached => "connect_limit_reached",
            Self::RequestAlreadySent => "request_already_sent",
            Self::RequestAlreadyReceived => "request_already_received",
            Self::AlreadyConnected => "already_connected",
            Self::RecentlyDeclined => "recently_declined",
            Self::RecentlyExpired => "recently_expired",
            Self::RequestNotPending => "request_not_pending",
            Self::NoQuestion => "no_question",
            Self::OutcomeTooEarly => "outcome_too_early",
            Self::StoryNeedsEngagement => "story_needs_engagement",
            Self::StoryDecided => "story_decided",
            Self::EventNotYourVillage => "event_not_your_village",
            Self::EventDatePassed => "event_date_passed",
            Self::CapacityBelowRegistrations => "capacity_below_registrations",
            Self::RegistrationClosed => "registration_closed",
            Self::NotEligible => "not_eligible",
            Self::EventFull => "event_full",
            Self::NotRegistered => "not_registered",
            Self::NotACandidate => "not_a_candidate",
            Self::MarkingClosed => "marking_closed",
            Self::NotMutual => "not_mutual",
            Self::ConfirmingClosed => "confirming_closed",
            Self::AlreadyConfirmed => "already_confirmed",
            Self::EventCancelled => "event_cancelled",
            Self::BlockLimitReached => "block_limit_reached",
            Self::AlreadyReported => "already_reported",
            Self::WrongPassword => "wrong_password",
            Self::SameEmail => "same_email",
            Self::SamePhone => "same_phone",
            Self::PhoneAlreadyVerified => "phone_already_verified",
            Self::AlreadyVerified => "already_verified",
            Self::CheckPending => "check_pending",
            Self::PoseExpired => "pose_expired",
            Self::NotVolunteer => "not_volunteer",
            Self::NotYourVillage => "not_your_village",
            Self::AlreadyVouched => "already_vouched",
            Self::VouchForSelf => "vouch_for_self",
            Self::VouchNotOffered => "vouch_not_offered",
            Self::NotDeactivatable => "not_deactivatable",
            Self::NotDeactivated => "not_deactivated",
            Self::SatapetaNoMatch => "satapeta_no_match",
            Self::SatapetaOwnProfile => "satapeta_own_profile",
            Self::SatapetaAlreadyLinked => "satapeta_already_linked",
            Self::SatapetaSiblingLinked => "satapeta_sibling_linked",
            Self::SatapetaNotLinked => "satapeta_not_linked",
            Self::SatapetaNoCode => "satapeta_no_code",
            Self::TicketClosedAlready => "ticket_closed_already",
            Self::EnquiryHandledAlready => "enquiry_handled_already",
            Self::NoOpenReports => "no_open_reports",
            Self::ManagerForbids => "manager_forbids",
            Self::FamilyLimit => "family_limit",
            Self::AlreadyManaging => "already_managing",
            Self::InviteSelf => "invite_self",
            Self::ConsentNotNeeded => "consent_not_needed",
            Self::VolunteerStanding => "volunteer_standing",
            Self::ConsentOwnAddress => "consent_own_address",
            Self::Internal => "internal",
        }
    }

    /// The reason of a refusal that gives none more specific than its code.
    pub fn of(code: ErrorCode) -> Self {
        match code {
            ErrorCode::ValidationFailed => Self::ValidationFailed,
            ErrorCode::BadRequest => Self::BadRequest,
            ErrorCode::Unauthorized => Self::Unauthorized,
            ErrorCode::Forbidden => Self::Forbidden,
            ErrorCode::NotFound => Self::NotFound,
            ErrorCode::MethodNotAllowed => Self::MethodNotAllowed,
            ErrorCode::Conflict => Self::Conflict,
            ErrorCode::RequestTimeout => Self::RequestTimeout,
            ErrorCode::PayloadTooLarge => Self::PayloadTooLarge,
            ErrorCode::UnsupportedMediaType => Self::UnsupportedMediaType,
            ErrorCode::RuleViolated => Self::RuleViolated,
            ErrorCode::TooManyRequests => Self::TooManyRequests,
            ErrorCode::ServiceUnavailable => Self::ServiceUnavailable,
            ErrorCode::Internal => Self::Internal,
        }
    }
}

/// The error handlers return. Field errors hold message codes of the shared rules (e.g. `too_long|30`).
#[derive(Debug, thiserror::Error)]
#[error("{code:?}")]
pub struct ApiError {
    pub code: ErrorCode,
    pub errors: BTreeMap<String, Vec<String>>,
    /// Why, when the code alone says too little: the problem's `reason` and its `detail`.
    pub reason: Option<Reason>,
    pub retry_after_secs: Option<u64>,
    /// When the limit that refused the request frees up again (the connect quota): the problem's `nextFreeAt`, and
    /// `{time}` in the detail.
    pub next_free_at: Option<chrono::DateTime<chrono::Utc>>,
    #[source]
    pub source: Option<anyhow::Error>,
}

impl ApiError {
    pub fn new(code: ErrorCode) -> Self {
        Self { code, errors: BTreeMap::new(), reason: None, retry_after_secs: None, next_free_at: None, source: None }
    }

    pub fn not_found() -> Self {
        Self::new(ErrorCode::NotFound)
    }

    pub fn field(field: &str, message_code: impl Into<String>) -> Self {
        let mut error = Self::new(ErrorCode::ValidationFailed);
        error.errors.insert(field.to_owned(), vec![message_code.into()]);
        error
    }

    pub fn internal(source: impl Into<anyhow::Error>) -> Self {
        Self { source: Some(source.into()), ..Self::new(ErrorCode::Internal) }
    }

    pub fn with_code(mut self, code: ErrorCode) -> Self {
        self.code = code;
        self
    }

    pub fn with_detail(mut self, reason: Reason) -> Self {
        self.reason = Some(reason);
        self
    }

    /// The problem's `reason`: the specific one, or the code's own.
    pub fn reason(&self) -> Reason {
        self.reason.unwrap_or(Reason::of(self.code))
    }

    pub fn status(&self) -> StatusCode {
        match self.code {
            ErrorCode::ValidationFailed | ErrorCode::BadRequest => StatusCode::BAD_REQUEST,
            ErrorCode::Unauthorized => StatusCode::UNAUTHORIZED,
            ErrorCode::Forbidden => StatusCode::FORBIDDEN,
            ErrorCode::NotFound => StatusCode::NOT_FOUND,
            ErrorCode::MethodNotAllowed => StatusCode::METHOD_NOT_ALLOWED,
            ErrorCode::Conflict => StatusCode::CONFLICT,
            ErrorCode::RequestTimeout => StatusCode::REQUEST_TIMEOUT,
            ErrorCode::PayloadTooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            ErrorCode::UnsupportedMediaType => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            ErrorCode::RuleViolated => StatusCode::UNPROCESSABLE_ENTITY,
            ErrorCode::TooManyRequests => StatusCode::TOO_MANY_REQUESTS,
            ErrorCode::ServiceUnavailable => StatusCode::SERVICE_UNAVAILABLE,
            ErrorCode::Internal => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    /// The problem body in `lang`.
    pub fn to_problem(&self, lang: Lang, request_id: &str) -> Problem {
        let code = self.code.as_str();
        let errors = self
            .errors
            .iter()
            .map(|(field, codes)| (field.clone(), codes.iter().map(|c| messages::rule(c, lang)).collect()))
            .collect();
        let reason = self.reason();
        let time = self.next_free_at.map(|at| messages::india_time(at, lang)).unwrap_or_default();
        let detail = messages::detail(reason, lang, &time);
        Problem {
            r#type: format!("urn:sagpan:problem:{code}"),
            title: messages::title(self.code, lang),
            status: self.status().as_u16(),
            detail,
            code: code.to_owned(),
            reason,
            errors,
            request_id: request_id.to_owned(),
            next_free_at: self.next_free_at.map(|at| at.to_rfc3339_opts(chrono::SecondsFormat::Secs, true)),
        }
    }
}

/// Validates a body with its garde rules: every field's message codes in one 400, or nothing.
pub fn validated<T: garde::Validate<Context = ()>>(dto: &T) -> Result<(), ApiError> {
    validated_with(dto, &())
}

/// As [`validated`], for a body whose rules read a context (today's date from the server's clock).
pub fn validated_with<T: garde::Validate>(dto: &T, ctx: &T::Context) -> Result<(), ApiError> {
    shared::validate_with(dto, ctx).map_err(|errors| ApiError { errors, ..ApiError::new(ErrorCode::ValidationFailed) })
}

impl poem::error::ResponseError for ApiError {
    fn status(&self) -> StatusCode {
        ApiError::status(self)
    }
}

/// Whether the same request would pass if tried again shortly: the database ended a statement because of another
/// transaction (a deadlock or serialization failure, PostgreSQL 40P01 and 40001; SQLite still locked after the busy
/// timeout, 5 and 517), or the database went away under it (a connection cut, reset or closed; PostgreSQL shutting
/// down, restarting or refusing connections, classes 57P and 08). The fault tests of `just faults` restart
/// PostgreSQL under load and hold every answer to a 2xx or a 503.
fn transient(err: &sea_orm::DbErr) -> bool {
    use sea_orm::{DbErr, RuntimeErr};
    let (DbErr::Query(RuntimeErr::SqlxError(e)) | DbErr::Exec(RuntimeErr::SqlxError(e))) = err else { return false };
    match &**e {
        sea_orm::sqlx::Error::Io(_)
        | sea_orm::sqlx::Error::Tls(_)
        | sea_orm::sqlx::Error::PoolTimedOut
        | sea_orm::sqlx::Error::PoolClosed
        | sea_orm::sqlx::Error::WorkerCrashed => true,
        sea_orm::sqlx::Error::Database(database) => {
            let code = database.code();
            let code = code.as_deref().unwrap_or_default();
            matches!(code, "40P01" | "40001" | "5" | "517") || code.starts_with("57P") || code.starts_with("08")
        }
        _ => false,
    }
}

impl From<sea_orm::DbErr> for ApiError {
    fn from(err: sea_orm::DbErr) -> Self {
        use sea_orm::DbErr;
        // A transient conflict is a 503 ("try again in a moment"), logged like a 500, never a 500 for the member.
        let unavailable = matches!(err, DbErr::ConnectionAcquire(_) | DbErr::Conn(_)) || transient(&err);
        let code = if unavailable { ErrorCode::ServiceUnavailable } else { ErrorCode::Internal };
        Self { source: Some(err.into()), ..Self::new(code) }
    }
}

/// RFC 9457 problem details, as every error answers.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct Problem {
    /// A URN naming the problem type: `urn:sagpan:problem:{code}`.
    pub r#type: String,
    /// A short, translated summary of the problem type.
    pub title: String,
    /// The HTTP status code.
    pub status: u16,
    /// A translated explanation for the member.
    pub detail: String,
    /// Stable snake_case identifier of the problem's kind (one per status, mostly).
    pub code: String,
    /// Why exactly the request was refused: the value to branch on. Equal to `code` when nothing more specific
    /// applies.
    pub reason: Reason,
    /// Field name to its translated messages; empty unless `code` is `validation_failed`.
    pub errors: BTreeMap<String, Vec<String>>,
    /// The id of this request, also in the `X-Request-Id` header; quote it to support.
    pub request_id: String,
    /// A limit refused the request (the connect quota, `connect_limit_reached`; a request declined less than 90 days
    /// ago, `recently_declined`): when it frees up again, ISO 8601 in UTC.
    #[oai(skip_serializing_if_is_none)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub next_free_at: Option<String>,
}

/// Declares an error type for a group of operations that lists, in the OpenAPI document, exactly the problem statuses
/// those operations can answer.
#[macro_export]
macro_rules! problems {
    ($(#[$meta:meta])* $name:ident: $($status:literal),+) => {
        $(#[$meta])*
        #[derive(Debug)]
        pub struct $name(pub $crate::error::ApiError);

        impl<E: Into<$crate::error::ApiError>> From<E> for $name {
            fn from(err: E) -> Self {
                Self(err.into())
            }
        }

        impl From<$name> for poem::Error {
            fn from(err: $name) -> Self {
                poem::Error::from(err.0)
            }
        }

        impl poem::IntoResponse for $name {
            fn into_response(self) -> poem::Response {
                poem::Error::from(self.0).into_response()
            }
        }

        impl poem_openapi::ApiResponse for $name {
            fn meta() -> poem_openapi::registry::MetaResponses {
                poem_openapi::registry::MetaResponses {
                    responses: vec![$($crate::error::problem_response($status)),+],
                }
            }

            fn register(registry: &mut poem_openapi::registry::Registry) {
                <$crate::error::Problem as poem_openapi::types::Type>::register(registry);
            }
        }
    };
}

/// The document's entry for one problem status.
pub fn problem_response(status: u16) -> poem_openapi::registry::MetaResponse {
    use poem_openapi::{
        registry::{MetaHeader, MetaMediaType, MetaResponse},
        types::Type,
    };
    let description = match status {
        400 => "Invalid input: `errors` maps each field to its messages.",
        401 => "Missing, invalid or expired access token; refresh once and retry.",
        403 => "Not allowed for this role or profile status.",
        404 => "Not found, or not visible to this member.",
        405 => "The path does not take this method.",
        409 => "Conflicts with existing data.",
        413 => "The body is too large.",
        415 => "The file or body type is not accepted.",
        422 => "A business rule refused the request; nothing changed.",
        429 => "Too many requests; retry after `Retry-After` seconds.",
        503 => "The database does not answer; retry shortly.",
        _ => "Unexpected failure; nothing internal is disclosed. Quote the request id to support.",
    };
    let mut headers = vec![MetaHeader {
        name: "X-Request-Id".to_owned(),
        description: Some("The id of this request.".to_owned()),
        required: true,
        deprecated: false,
        schema: String::schema_ref(),
    }];
    if status == 429 {
        headers.push(MetaHeader {
            name: "Retry-After".to_owned(),
            description: Some("Seconds to wait before retrying.".to_owned()),
            required: true,
            deprecated: false,
            schema: u64::schema_ref(),
        });
    }
    MetaResponse {
        description,
        status: Some(status),
        status_range: None,
        content: vec![MetaMediaType { content_type: "application/problem+json", schema: Problem::schema_ref() }],
        headers,
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use sea_orm::{DbErr, RuntimeErr, sqlx};

    use super::*;

    fn code_of(err: sqlx::Error) -> ErrorCode {
        ApiError::from(DbErr::Query(RuntimeErr::SqlxError(Arc::new(err)))).code
    }

    /// Every reason is given by some refusal: a code's own reason by [`Reason::of`], every other one named where a
    /// use case refuses (outside this file, the texts and the document). A reason nothing produces fails here.
    #[test]
    fn every_reason_is_produced_and_has_its_texts() {
        use crate::{lang::Lang, messages};
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut sources = String::new();
        let mut dirs = vec![root.clone()];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(dir).unwrap() {
                let path = entry.unwrap().path();
                let name = path.file_name().unwrap().to_string_lossy().into_owned();
                if path.is_dir() {
                    dirs.push(path);
                } else if name.ends_with(".rs") && !["error.rs", "messages.rs", "document.rs"].contains(&name.as_str())
                {
                    let text = std::fs::read_to_string(&path).unwrap();
                    // The code outside test modules: a reason named only by a test is not produced.
                    sources.push_str(text.split("#[cfg(test)]").next().unwrap_or(""));
                }
            }
        }
        let own: Vec<Reason> = ErrorCode::ALL.iter().map(|c| Reason::of(*c)).collect();
        let mut unproduced = Vec::new();
        for reason in Reason::ALL {
            let variant = format!("Reason::{reason:?}");
            if !own.contains(&reason) && !sources.contains(&variant) {
                unproduced.push(reason.as_str());
            }
            assert_eq!(serde_json::to_value(reason).unwrap(), reason.as_str(), "the wire value of {reason:?}");
            let (gu, en) = (messages::detail(reason, Lang::Gu, ""), messages::detail(reason, Lang::En, ""));
            assert!(!gu.is_empty() && !en.is_empty() && gu != en, "{reason:?} has a text in each language");
        }
        assert!(unproduced.is_empty(), "reasons that no refusal gives: {unproduced:?}");
        assert_eq!(own.len(), 14, "each code has its own reason");
    }

    #[test]
    fn a_database_that_went_away_is_a_503_and_a_broken_statement_a_500() {
        let reset = std::io::Error::from(std::io::ErrorKind::ConnectionReset);
        assert_eq!(code_of(sqlx::Error::Io(reset)), ErrorCode::ServiceUnavailable);
        assert_eq!(code_of(sqlx::Error::PoolTimedOut), ErrorCode::ServiceUnavailable);
        assert_eq!(code_of(sqlx::Error::PoolClosed), ErrorCode::ServiceUnavailable);
        assert_eq!(code_of(sqlx::Error::RowNotFound), ErrorCode::Internal);
        assert_eq!(code_of(sqlx::Error::ColumnNotFound("x".into())), ErrorCode::Internal);
    }
}
