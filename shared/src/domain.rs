//! Sagpan's domain values, written once: profile status, role, notification kinds, connection and ticket states,
//! moderator decisions. Each is a Rust enum that serde puts on the wire as it always was (the status as an integer,
//! the others as snake_case strings), that ts-rs exports to the web app, that poem-openapi documents as an enum
//! (feature `openapi`), and that sea-orm stores in its column (feature `db`). The server's guards and decisions and
//! the web app's routing use these; no bare status number or role string is written anywhere else.

use serde::{Deserialize, Serialize};
use serde_repr::{Deserialize_repr, Serialize_repr};

// The derive of sea-orm's `ActiveEnum` names the column's string length by this type.
#[cfg(feature = "db")]
use sea_orm::sea_query::StringLen;

/// Declares a string enum: snake_case on the wire and in the database, `ALL` and `as_str()` for code that needs them.
macro_rules! string_enum {
    (
        $(#[$meta:meta])*
        $name:ident (db_type $db:literal) {
            $( $(#[$vmeta:meta])* $variant:ident = $value:literal ),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, ts_rs::TS)]
        #[serde(rename_all = "snake_case")]
        #[ts(rename_all = "snake_case")]
        #[cfg_attr(feature = "openapi", derive(poem_openapi::Enum))]
        #[cfg_attr(feature = "openapi", oai(rename_all = "snake_case"))]
        #[cfg_attr(feature = "db", derive(sea_orm::DeriveActiveEnum, sea_orm::EnumIter))]
        #[cfg_attr(feature = "db", sea_orm(rs_type = "String", db_type = $db, rename_all = "snake_case"))]
        pub enum $name {
            $( $(#[$vmeta])* $variant ),+
        }

        impl $name {
            /// Every value, in declaration order.
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            /// The value as the wire and the database write it.
            pub const fn as_str(self) -> &'static str {
                match self {
                    $($name::$variant => $value),+
                }
            }

            /// The value written as [`Self::as_str`] answers, or `None`.
            pub fn parse(value: &str) -> Option<Self> {
                Self::ALL.iter().copied().find(|v| v.as_str() == value)
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.as_str())
            }
        }
    };
}

/// `profileStatus` (docs/rules.md, "Profile status"): where a member is between registration and full access.
/// On the wire and in the database it is the integer of the documents.
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize_repr, Deserialize_repr, ts_rs::TS,
)]
#[repr(i32)]
#[ts(repr(enum))]
#[cfg_attr(feature = "db", derive(sea_orm::DeriveActiveEnum, sea_orm::EnumIter))]
#[cfg_attr(feature = "db", sea_orm(rs_type = "i32", db_type = "Integer"))]
pub enum ProfileStatus {
    /// 0: the profile wizard is not finished.
    #[default]
    Wizard = 0,
    /// 1: submitted, awaiting a moderator's approval.
    Submitted = 1,
    /// 2: a moderator asked for changes, with a reason the member sees.
    ChangesRequested = 2,
    /// 3: approved: full access, visible to other members.
    Approved = 3,
    /// 4: deactivated by the member.
    Deactivated = 4,
    /// 5: suspended by moderators.
    Suspended = 5,
}

impl ProfileStatus {
    pub const ALL: [ProfileStatus; 6] =
        [Self::Wizard, Self::Submitted, Self::ChangesRequested, Self::Approved, Self::Deactivated, Self::Suspended];

    /// The integer of the documents.
    pub const fn code(self) -> i32 {
        self as i32
    }

    pub fn from_code(code: i32) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.code() == code)
    }

    /// The name a moderator or a log reads (`changes_requested`).
    pub const fn key(self) -> &'static str {
        match self {
            Self::Wizard => "wizard",
            Self::Submitted => "submitted",
            Self::ChangesRequested => "changes_requested",
            Self::Approved => "approved",
            Self::Deactivated => "deactivated",
            Self::Suspended => "suspended",
        }
    }

    /// Only approved members appear to other members (docs/rules.md, "Profile status").
    pub const fn is_visible_to_others(self) -> bool {
        matches!(self, Self::Approved)
    }

    /// The profile data may be entered or changed through the wizard's calls: while the wizard runs (0) and while a
    /// moderator has asked for changes (2).
    pub const fn may_edit_in_wizard(self) -> bool {
        matches!(self, Self::Wizard | Self::ChangesRequested)
    }
}

string_enum!(
    /// Who an account is: a member, a moderator (who never appears as a member), or a samaj volunteer who is not a
    /// member (rule 45: a member may be appointed volunteer too, and stays a member).
    Role (db_type "String(StringLen::N(16))") {
        Member = "member",
        Moderator = "moderator",
        Volunteer = "volunteer",
        /// An account that only looks after other members' profiles (rule 46): a family manager who is not a member.
        Family = "family",
    }
);

string_enum!(
    /// The kind of a notification; each has a row in the notification types list (`GET /api/NotificationType/Name`,
    /// `migration/data/notification_types.json`) so that members can choose its channels.
    NotificationKind (db_type "String(StringLen::N(64))") {
        ProfileApproved = "profile_approved",
        ChangesRequested = "changes_requested",
        ProfileSuspended = "profile_suspended",
        SuspensionLifted = "suspension_lifted",
        ConnectionRequestReceived = "connection_request_received",
        ConnectionRequestAccepted = "connection_request_accepted",
        ConnectionRequestDeclined = "connection_request_declined",
        ConnectionRequestCancelled = "connection_request_cancelled",
        ProfileVisited = "profile_visited",
        Shortlisted = "shortlisted",
        TicketReply = "ticket_reply",
        SatapetaCode = "satapeta_code",
        SatapetaLinked = "satapeta_linked",
        EditRequestDecided = "edit_request_decided",
        Announcement = "announcement",
        ProfileSubmitted = "profile_submitted",
        PhotoDecided = "photo_decided",
        ModeratorWarning = "moderator_warning",
        ReportHandled = "report_handled",
        AccountDeactivated = "account_deactivated",
        AccountReactivated = "account_reactivated",
        SatapetaDisabled = "satapeta_disabled",
        /// The weekly digest of new members who fit both ways (rule 54).
        WeeklyDigest = "weekly_digest",
        /// A moderator decided on an identity document or a verification photo, or it expired undecided (rule 44).
        VerificationDecided = "verification_decided",
        VouchOffered = "vouch_offered",
        /// The receiver of the member's request replied without deciding: need time, a question, talks elsewhere
        /// (rule 47a).
        RequestReplied = "request_replied",
        /// The sender answered the member's question about their request (rule 47a).
        QuestionAnswered = "question_answered",
        /// A request has waited 3 or 7 days for the member's reply (rule 42).
        RequestReminder = "request_reminder",
        /// The member's request had no reply in 14 days and expired (rule 42).
        RequestExpired = "request_expired",
        /// Fourteen days after a connection was accepted, how it is going (rule 48).
        OutcomeAsked = "outcome_asked",
        /// Both sides said they are engaged (rule 48).
        Engaged = "engaged",
        /// Two registrants of an event marked each other on its day (rule 49).
        EventMutual = "event_mutual",
        /// An event the member registered for was cancelled by its organisers (rule 49).
        EventCancelled = "event_cancelled",
    }
);

impl NotificationKind {
    /// Whether the member chooses this kind's channels (rule 31). Being shortlisted or visited is shown in its
    /// own lists and never sent; a satapeta code always reaches the sibling (rule 11), and a moderator's warning
    /// and the news that one's report was handled (rule 30) always reach the member, so they are not switchable;
    /// nor is the word that the member's own account was deactivated or reactivated (a security notice: if it was
    /// not them, they learn it).
    pub const fn member_chooses_channels(self) -> bool {
        !matches!(
            self,
            Self::Shortlisted
                | Self::ProfileVisited
                | Self::SatapetaCode
                | Self::ModeratorWarning
                | Self::ReportHandled
                | Self::AccountDeactivated
                | Self::AccountReactivated
        )
    }

    /// The notification that tells a member their profile moved to `status`.
    pub const fn for_status(status: ProfileStatus, from: ProfileStatus) -> Self {
        match (status, from) {
            (ProfileStatus::Approved, ProfileStatus::Suspended) => Self::SuspensionLifted,
            (
                ProfileStatus::Approved | ProfileStatus::Submitted | ProfileStatus::ChangesRequested,
                ProfileStatus::Deactivated,
            ) => Self::AccountReactivated,
            (ProfileStatus::Deactivated, _) => Self::AccountDeactivated,
            (ProfileStatus::Approved, _) => Self::ProfileApproved,
            (ProfileStatus::ChangesRequested, _) => Self::ChangesRequested,
            (ProfileStatus::Suspended, _) => Self::ProfileSuspended,
            (ProfileStatus::Submitted, _) => Self::ProfileSubmitted,
            (ProfileStatus::Wizard, _) => Self::Announcement,
        }
    }
}

string_enum!(
    /// A proof a member has given about themselves, shown as a badge (rule 44): `phone`, the mobile number confirmed
    /// by a code sent to it by SMS; `id`, an identity document a moderator compared with the profile; `photo`, a
    /// photo taken in a pose the server chose, which a moderator compared with the profile photos; `samaj`, a samaj
    /// volunteer of the member's village knows the family and said so, and the member accepted it (rule 45).
    Badge (db_type "String(StringLen::N(16))") {
        Phone = "phone",
        Id = "id",
        Photo = "photo",
        Samaj = "samaj",
    }
);

string_enum!(
    /// Who created and looks after a profile (rule 46): the person themselves, or one of their family or a friend.
    /// Asked at registration, changeable in the personal details, shown on the card and the detail when it is not
    /// the person, and a search filter.
    #[derive(Default)]
    ProfileCreator (db_type "String(StringLen::N(16))") {
        // `Self` is a keyword: the variant has another name, and the wire's derives are told the value's. The
        // database keeps "own" (sea-orm names a string value's variant after it, and cannot take "Self").
        #[serde(rename = "self")]
        #[ts(rename = "self")]
        #[cfg_attr(feature = "openapi", oai(rename = "self"))]
        #[default]
        Own = "self",
        Father = "father",
        Mother = "mother",
        Brother = "brother",
        Sister = "sister",
        Relative = "relative",
        Friend = "friend",
    }
);

string_enum!(
    /// Who a family manager is to the person whose profile they look after (rule 46). `volunteer` is the samaj
    /// volunteer who entered the profile from a paper form (rule 49), never given in an invitation: they only edit,
    /// until the person consents.
    FamilyRelation (db_type "String(StringLen::N(16))") {
        Father = "father",
        Mother = "mother",
        Brother = "brother",
        Sister = "sister",
        Relative = "relative",
        Friend = "friend",
        Volunteer = "volunteer",
    }
);

string_enum!(
    /// The relation an invitation gives a family manager (rule 46): every [`FamilyRelation`] but `volunteer`, which
    /// only a volunteer's paper form gives (rule 49).
    InvitedRelation (db_type "String(StringLen::N(16))") {
        Father = "father",
        Mother = "mother",
        Brother = "brother",
        Sister = "sister",
        Relative = "relative",
        Friend = "friend",
    }
);

impl From<InvitedRelation> for FamilyRelation {
    fn from(relation: InvitedRelation) -> Self {
        match relation {
            InvitedRelation::Father => Self::Father,
            InvitedRelation::Mother => Self::Mother,
            InvitedRelation::Brother => Self::Brother,
            InvitedRelation::Sister => Self::Sister,
            InvitedRelation::Relative => Self::Relative,
            InvitedRelation::Friend => Self::Friend,
        }
    }
}

string_enum!(
    /// What a family manager may do on the profile they look after (rule 46). `view` opens the matches, the member
    /// details, the inbox and the notifications; `requests` sends, answers and withdraws connection requests (and
    /// includes `view`); `edit` changes the profile, its photos and the partner preferences.
    FamilyRight (db_type "String(StringLen::N(16))") {
        View = "view",
        Requests = "requests",
        Edit = "edit",
    }
);

string_enum!(
    /// Where a family manager stands (rule 46): invited (a code was sent, not yet used) or active.
    ManagerStatus (db_type "String(StringLen::N(16))") {
        Invited = "invited",
        Active = "active",
    }
);

string_enum!(
    /// Who a family contact is to the member (rule 46): shown to connections instead of only the parents' phones.
    ContactRelation (db_type "String(StringLen::N(16))") {
        Father = "father",
        Mother = "mother",
        Brother = "brother",
        Sister = "sister",
        Uncle = "uncle",
        Aunt = "aunt",
        Relative = "relative",
    }
);

string_enum!(
    /// When a family contact is shown to a member connected with the profile (rule 46; never to anyone else, rule 10):
    /// once connected (the default), once the member approves their request to see it, or never.
    ContactVisibility (db_type "String(StringLen::N(16))") {
        Accepted = "accepted",
        OnRequest = "on_request",
        Never = "never",
    }
);

string_enum!(
    /// A connected member's request to see the contacts kept until asked (rule 46).
    ContactAskState (db_type "String(StringLen::N(16))") {
        Pending = "pending",
        Approved = "approved",
        Declined = "declined",
    }
);

string_enum!(
    /// How a samaj volunteer knows the family they vouch for (rule 45).
    VouchRelation (db_type "String(StringLen::N(24))") {
        Relative = "relative",
        Neighbour = "neighbour",
        SamajWork = "samaj_work",
        FamilyFriend = "family_friend",
        Other = "other",
    }
);

string_enum!(
    /// Where a volunteer's word stands (rule 45): offered to the member, who accepts it (then it shows as the `samaj`
    /// badge) or declines it; a moderator who withdraws the volunteer withdraws every word they gave.
    VouchStatus (db_type "String(StringLen::N(16))") {
        Offered = "offered",
        Accepted = "accepted",
        Declined = "declined",
        Withdrawn = "withdrawn",
    }
);

string_enum!(
    /// What a moderator checks (rule 44): an identity document, or a photo in a given pose, for a badge; or the
    /// photo of a signed paper form on which the person of a profile a volunteer entered consented to it (rule 49).
    CheckKind (db_type "String(StringLen::N(16))") {
        Id = "id",
        Photo = "photo",
        Consent = "consent",
    }
);

string_enum!(
    /// An identity document a member may show a moderator (rule 44). Only the type is kept after the decision.
    DocumentType (db_type "String(StringLen::N(24))") {
        Aadhaar = "aadhaar",
        Pan = "pan",
        Passport = "passport",
        DrivingLicence = "driving_licence",
        VoterId = "voter_id",
    }
);

string_enum!(
    /// The pose a verification photo is taken in (rule 44), chosen at random by the server so that an older photo
    /// cannot serve.
    SelfiePose (db_type "String(StringLen::N(24))") {
        HandOnCheek = "hand_on_cheek",
        ThumbsUp = "thumbs_up",
        TwoFingers = "two_fingers",
        HandOnHead = "hand_on_head",
        PointAtCamera = "point_at_camera",
        ThreeFingers = "three_fingers",
    }
);

string_enum!(
    /// Where a check stands (rule 44): waiting for a moderator, then approved or refused; one left undecided for
    /// [`crate::limits::CHECK_UNDECIDED_DAYS`] days expires. The image is kept only while it waits.
    CheckStatus (db_type "String(StringLen::N(16))") {
        Pending = "pending",
        Approved = "approved",
        Refused = "refused",
        Expired = "expired",
    }
);

string_enum!(
    /// A connection request as stored: sent and pending, then accepted, declined, cancelled by its sender (rule 9),
    /// or expired after 14 days without a word (rule 42).
    RequestState (db_type "String(StringLen::N(16))") {
        Pending = "pending",
        Accepted = "accepted",
        Declined = "declined",
        Cancelled = "cancelled",
        Expired = "expired",
    }
);

string_enum!(
    /// How the receiver of a request replied (rule 47a): `interested` accepts it and `not_interested` declines it; the
    /// other three leave it open and tell the sender where it stands.
    RequestReply (db_type "String(StringLen::N(24))") {
        Interested = "interested",
        /// The family needs time to think.
        NeedTime = "need_time",
        /// A question for the sender, who answers it on the request.
        NeedInfo = "need_info",
        /// Talks with another family are in progress.
        TalkingElsewhere = "talking_elsewhere",
        NotInterested = "not_interested",
    }
);

string_enum!(
    /// How an accepted connection went, as one side says it (rule 48): seen by nobody else.
    ConnectionOutcome (db_type "String(StringLen::N(24))") {
        StillTalking = "still_talking",
        MetFamily = "met_family",
        Engaged = "engaged",
        NotGoingAhead = "not_going_ahead",
    }
);

string_enum!(
    /// A success story (rule 48): written and agreed by the two engaged members, then with the moderators, who publish
    /// it on the home page or decline it.
    StoryStatus (db_type "String(StringLen::N(16))") {
        /// Written, not yet agreed by both.
        Drafting = "drafting",
        /// Agreed by both: with the moderators.
        Submitted = "submitted",
        Published = "published",
        Declined = "declined",
    }
);

string_enum!(
    /// When a member was last active, as others see it (rule 47b): hidden after three months of absence, or when the
    /// member hides it.
    LastActive (db_type "String(StringLen::N(16))") {
        Today = "today",
        ThisWeek = "this_week",
        ThisMonth = "this_month",
        Earlier = "earlier",
    }
);

string_enum!(
    /// Why a request was declined, as its receiver may note it privately (rule 47a): the sender never sees it.
    DeclineReason (db_type "String(StringLen::N(24))") {
        FamilyDecided = "family_decided",
        Location = "location",
        Community = "community",
        EducationWork = "education_work",
        AgeHeight = "age_height",
        NotReady = "not_ready",
        Other = "other",
    }
);

string_enum!(
    /// A connection as one member sees it (docs/api-conventions.md, `connection.status`): a pending request they sent
    /// or received, or one that was accepted or declined.
    ConnectionStatus (db_type "String(StringLen::N(16))") {
        Sent = "sent",
        Received = "received",
        Accepted = "accepted",
        Declined = "declined",
        /// It waited 14 days without a word and closed (rule 42).
        Expired = "expired",
    }
);

string_enum!(
    /// A support ticket: open, answered by a moderator, or closed (rule 33).
    TicketStatus (db_type "String(StringLen::N(16))") {
        Open = "open",
        Answered = "answered",
        Closed = "closed",
    }
);

string_enum!(
    /// A moderator's decision on a profile, as the audit log names it.
    ModeratorAction (db_type "String(StringLen::N(32))") {
        Approve = "approve",
        RequestChanges = "request_changes",
        Suspend = "suspend",
        LiftSuspension = "lift_suspension",
    }
);

impl ModeratorAction {
    /// The statuses the decision may be taken from.
    pub const fn from(self) -> &'static [ProfileStatus] {
        match self {
            Self::Approve | Self::RequestChanges => &[ProfileStatus::Submitted],
            Self::Suspend => &[ProfileStatus::Submitted, ProfileStatus::Approved],
            Self::LiftSuspension => &[ProfileStatus::Suspended],
        }
    }

    /// The status the decision leads to.
    pub const fn to(self) -> ProfileStatus {
        match self {
            Self::Approve | Self::LiftSuspension => ProfileStatus::Approved,
            Self::RequestChanges => ProfileStatus::ChangesRequested,
            Self::Suspend => ProfileStatus::Suspended,
        }
    }

    /// Whether the member must be given a reason.
    pub const fn needs_reason(self) -> bool {
        matches!(self, Self::RequestChanges | Self::Suspend)
    }

    /// The decisions a moderator may take on a profile at `status`.
    pub fn available_at(status: ProfileStatus) -> Vec<Self> {
        Self::ALL.iter().copied().filter(|a| a.from().contains(&status)).collect()
    }
}

string_enum!(
    /// Everything a moderator does that the audit log records: the decisions on a profile ([`ModeratorAction`]),
    /// on a member's edit request, and on a photo added after approval; and every look at a member's whole profile
    /// and contacts (`view_member`), which the member's export lists.
    AuditAction (db_type "String(StringLen::N(32))") {
        Approve = "approve",
        RequestChanges = "request_changes",
        Suspend = "suspend",
        LiftSuspension = "lift_suspension",
        ApproveEditRequest = "approve_edit_request",
        DeclineEditRequest = "decline_edit_request",
        ApprovePhoto = "approve_photo",
        DeclinePhoto = "decline_photo",
        DismissReports = "dismiss_reports",
        WarnMember = "warn_member",
        AnswerTicket = "answer_ticket",
        CloseTicket = "close_ticket",
        HandleEnquiry = "handle_enquiry",
        SetPopup = "set_popup",
        ClearPopup = "clear_popup",
        ViewMember = "view_member",
        ApproveCheck = "approve_check",
        RefuseCheck = "refuse_check",
        AppointVolunteer = "appoint_volunteer",
        WithdrawVolunteer = "withdraw_volunteer",
        Vouch = "vouch",
        CreateEvent = "create_event",
        UpdateEvent = "update_event",
        CancelEvent = "cancel_event",
        EnterPaperForm = "enter_paper_form",
    }
);

string_enum!(
    /// Where a registrant a volunteer entered from a paper form stands (rule 49): the profile still being entered,
    /// waiting for the person's consent, with the moderators, sent back for changes, approved (and so in the
    /// booklet), or closed (suspended, deactivated or deleted).
    PaperStage (db_type "String(StringLen::N(16))") {
        Form = "form",
        Consent = "consent",
        Review = "review",
        Changes = "changes",
        Approved = "approved",
        Closed = "closed",
    }
);

string_enum!(
    /// Whom an event is for (rule 49): brides, grooms, or both.
    EventFor (db_type "String(StringLen::N(8))") {
        Both = "both",
        Brides = "brides",
        Grooms = "grooms",
    }
);

string_enum!(
    /// How a registrant may be reached through the booklet (rule 49): the family's own phone, or only through the
    /// organisers' desk.
    BookletContact (db_type "String(StringLen::N(8))") {
        Family = "family",
        Desk = "desk",
    }
);

string_enum!(
    /// Where a member stands with an event's registration (rule 49).
    EventStanding (db_type "String(StringLen::N(16))") {
        /// Registered: the member has an event number.
        Registered = "registered",
        /// The window is open and the member may register.
        Open = "open",
        /// The window has not opened yet.
        NotYetOpen = "not_yet_open",
        /// The window has closed.
        Closed = "closed",
        /// Every place is taken.
        Full = "full",
        /// The event is not for the member (age, bride or groom, community, gol, marital status).
        NotEligible = "not_eligible",
        /// Its organisers cancelled it.
        Cancelled = "cancelled",
    }
);

string_enum!(
    /// The daily allowances that stop one account from copying the community's profiles (rule A1): distinct member
    /// details opened, cards listed by the match lists and searches, and bio-data downloaded, per rolling day.
    Allowance (db_type "String(StringLen::N(16))") {
        MemberDetails = "member_details",
        Cards = "cards",
        BioData = "bio_data",
    }
);

string_enum!(
    /// What a moderator does about the open reports on a member (rule 30): dismiss them, warn the member, or
    /// suspend the member (profile status 5).
    ReportOutcome (db_type "String(StringLen::N(16))") {
        Dismiss = "dismiss",
        Warn = "warn",
        Suspend = "suspend",
    }
);

string_enum!(
    /// Why a member reports another (rule 30): chosen from a list, with optional words (required for `other`).
    /// `fake_profile` and `asks_for_money` put the reported member at the top of the moderators' queue.
    ReportCategory (db_type "String(StringLen::N(24))") {
        FakeProfile = "fake_profile",
        AsksForMoney = "asks_for_money",
        MarriedAlready = "married_already",
        Abusive = "abusive",
        Other = "other",
    }
);

impl ReportCategory {
    /// A report the moderators look at first: a fake profile, or someone asking for money.
    pub const fn urgent(self) -> bool {
        matches!(self, Self::FakeProfile | Self::AsksForMoney)
    }
}

impl ReportOutcome {
    /// Whether the moderator must give the member a reason.
    pub const fn needs_reason(self) -> bool {
        matches!(self, Self::Warn | Self::Suspend)
    }
}

string_enum!(
    /// What a member did, as their activity lists it (rule 32).
    ActivityAction (db_type "String(StringLen::N(32))") {
        RequestSent = "request_sent",
        RequestCancelled = "request_cancelled",
        RequestAccepted = "request_accepted",
        RequestDeclined = "request_declined",
        Blocked = "blocked",
        Unblocked = "unblocked",
        Shortlisted = "shortlisted",
        Unshortlisted = "unshortlisted",
        Reported = "reported",
        SignedIn = "signed_in",
        ProfileUpdated = "profile_updated",
        PreferencesUpdated = "preferences_updated",
        PhotoAdded = "photo_added",
        PhotoDeleted = "photo_deleted",
        DefaultPhotoChanged = "default_photo_changed",
        EditRequested = "edit_requested",
        NotificationSettingsChanged = "notification_settings_changed",
        PasswordChanged = "password_changed",
        PhoneChanged = "phone_changed",
        EmailChanged = "email_changed",
        AccountDeactivated = "account_deactivated",
        AccountReactivated = "account_reactivated",
        DataExported = "data_exported",
        SatapetaRequested = "satapeta_requested",
        SatapetaLinked = "satapeta_linked",
        SatapetaDisabled = "satapeta_disabled",
        BioDataDownloaded = "bio_data_downloaded",
        FamilyInvited = "family_invited",
        FamilyJoined = "family_joined",
        FamilyChanged = "family_changed",
        FamilyRemoved = "family_removed",
        /// Replied to a request without deciding it (rule 47a).
        RequestReplied = "request_replied",
        /// Answered a question about a request sent (rule 47a).
        QuestionAnswered = "question_answered",
        PrivacyChanged = "privacy_changed",
    }
);

impl From<ModeratorAction> for AuditAction {
    fn from(action: ModeratorAction) -> Self {
        match action {
            ModeratorAction::Approve => Self::Approve,
            ModeratorAction::RequestChanges => Self::RequestChanges,
            ModeratorAction::Suspend => Self::Suspend,
            ModeratorAction::LiftSuspension => Self::LiftSuspension,
        }
    }
}

string_enum!(
    /// A photo as others may see it (rule 27): one added before approval is reviewed with the profile and is
    /// `approved` with it; one added after approval is `pending` until a moderator approves it. A declined photo is
    /// deleted.
    PhotoStatus (db_type "String(StringLen::N(16))") {
        Pending = "pending",
        Approved = "approved",
    }
);

string_enum!(
    /// Who sees a member's photos (rule 27): every approved member, or only members whose connection the
    /// member accepted; the others get a blurred image made by the server.
    PhotoVisibility (db_type "String(StringLen::N(16))") {
        All = "all",
        Connections = "connections",
    }
);

string_enum!(
    /// A member's request to change their name, birth date or gender (document 001 section 4, rule 22).
    EditRequestState (db_type "String(StringLen::N(16))") {
        Pending = "pending",
        Approved = "approved",
        Declined = "declined",
    }
);

#[cfg(feature = "openapi")]
mod oai_profile_status {
    use super::ProfileStatus;
    use poem_openapi::registry::{MetaSchema, MetaSchemaRef, Registry};
    use poem_openapi::types::{ParseError, ParseFromJSON, ParseFromParameter, ParseResult, ToJSON, Type};

    impl Type for ProfileStatus {
        const IS_REQUIRED: bool = true;
        type RawValueType = Self;
        type RawElementValueType = Self;

        fn name() -> std::borrow::Cow<'static, str> {
            "ProfileStatus".into()
        }

        fn schema_ref() -> MetaSchemaRef {
            MetaSchemaRef::Reference(<Self as Type>::name().into_owned())
        }

        fn register(registry: &mut Registry) {
            registry.create_schema::<Self, _>(<Self as Type>::name().into_owned(), |_| MetaSchema {
                description: Some(
                    "profileStatus: 0 wizard not finished, 1 submitted and awaiting approval, 2 changes requested, \
                     3 approved, 4 deactivated by the member, 5 suspended by moderators.",
                ),
                enum_items: ProfileStatus::ALL.iter().map(|s| serde_json::Value::from(s.code())).collect(),
                ..MetaSchema::new_with_format("integer", "int32")
            });
        }

        fn as_raw_value(&self) -> Option<&Self::RawValueType> {
            Some(self)
        }

        fn raw_element_iter<'a>(&'a self) -> Box<dyn Iterator<Item = &'a Self::RawElementValueType> + 'a> {
            Box::new(self.as_raw_value().into_iter())
        }
    }

    impl ParseFromJSON for ProfileStatus {
        fn parse_from_json(value: Option<serde_json::Value>) -> ParseResult<Self> {
            let value = value.unwrap_or_default();
            value
                .as_i64()
                .and_then(|n| i32::try_from(n).ok())
                .and_then(ProfileStatus::from_code)
                .ok_or_else(|| ParseError::expected_type(value))
        }
    }

    impl ParseFromParameter for ProfileStatus {
        fn parse_from_parameter(value: &str) -> ParseResult<Self> {
            value
                .parse::<i32>()
                .ok()
                .and_then(ProfileStatus::from_code)
                .ok_or_else(|| ParseError::custom("not a profile status"))
        }
    }

    impl ToJSON for ProfileStatus {
        fn to_json(&self) -> Option<serde_json::Value> {
            Some(serde_json::Value::from(self.code()))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_wire_keeps_its_shapes() {
        assert_eq!(serde_json::to_string(&ProfileStatus::Approved).ok().as_deref(), Some("3"));
        assert_eq!(serde_json::from_str::<ProfileStatus>("2").ok(), Some(ProfileStatus::ChangesRequested));
        assert!(serde_json::from_str::<ProfileStatus>("6").is_err());
        assert_eq!(serde_json::to_string(&Role::Moderator).ok().as_deref(), Some("\"moderator\""));
        assert_eq!(
            serde_json::to_string(&ModeratorAction::LiftSuspension).ok().as_deref(),
            Some("\"lift_suspension\"")
        );
        for kind in NotificationKind::ALL {
            assert_eq!(serde_json::to_string(kind).ok(), Some(format!("\"{}\"", kind.as_str())));
            assert_eq!(NotificationKind::parse(kind.as_str()), Some(*kind));
        }
    }

    #[test]
    fn every_status_code_round_trips() {
        for status in ProfileStatus::ALL {
            assert_eq!(ProfileStatus::from_code(status.code()), Some(status));
        }
        assert_eq!(ProfileStatus::from_code(6), None);
    }

    #[test]
    fn decisions_follow_the_status_table() {
        use ProfileStatus::*;
        assert_eq!(ModeratorAction::available_at(Submitted).len(), 3);
        assert_eq!(ModeratorAction::available_at(Approved), vec![ModeratorAction::Suspend]);
        assert_eq!(ModeratorAction::available_at(Suspended), vec![ModeratorAction::LiftSuspension]);
        assert!(ModeratorAction::available_at(Wizard).is_empty());
        assert_eq!(NotificationKind::for_status(Approved, Suspended), NotificationKind::SuspensionLifted);
        assert_eq!(NotificationKind::for_status(Approved, Submitted), NotificationKind::ProfileApproved);
    }
}

string_enum!(
    /// A part of the profile that families look at first and that is still empty (rule 53), in the order the
    /// completeness meter names them.
    ProfileGap (db_type "String(StringLen::N(16))") {
        Photo = "photo",
        Education = "education",
        Family = "family",
        NativePlace = "native_place",
        Gol = "gol",
        Lifestyle = "lifestyle",
        About = "about",
        Preferences = "preferences",
    }
);

string_enum!(
    /// Which members `POST /api/Match` lists (rule 4): the whole pool, or the pool within the member's own
    /// parent community (Kadva or Leva).
    MatchScope (db_type "String(StringLen::N(16))") {
        All = "all",
        Patidar = "patidar",
    }
);

/// One criterion of the match explanation (rules 5 and 26, docs/api-conventions.md). The first four are the core
/// preferences that My matches applies both ways.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(poem_openapi::Enum))]
#[cfg_attr(feature = "openapi", oai(rename_all = "camelCase"))]
pub enum MatchCriterion {
    Age,
    Height,
    MaritalStatus,
    Community,
    Education,
    Occupation,
    AnnualIncome,
    Location,
    Nri,
    Disability,
    Satapeta,
    Gol,
    Diet,
    Smoking,
    Drinking,
    Manglik,
}

impl MatchCriterion {
    /// Every criterion, in the order the explanation lists them.
    pub const ALL: &'static [MatchCriterion] = &[
        Self::Age,
        Self::Height,
        Self::MaritalStatus,
        Self::Community,
        Self::Education,
        Self::Occupation,
        Self::AnnualIncome,
        Self::Location,
        Self::Nri,
        Self::Disability,
        Self::Satapeta,
        Self::Gol,
        Self::Diet,
        Self::Smoking,
        Self::Drinking,
        Self::Manglik,
    ];

    /// The core preferences: hard filters both ways in My matches; the others rank.
    pub const fn is_core(self) -> bool {
        matches!(self, Self::Age | Self::Height | Self::MaritalStatus | Self::Community)
    }
}
