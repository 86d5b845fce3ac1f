//! Sagpan's shared validation: the ONE source of every limit and field rule.
//!
//! - [`limits`]: every constant, with its source in the specification.
//! - [`rules`]: the declarative table of field rules, and the checks.
//! - [`types`]: one newtype per rule (`PersonName`, `Email`, `Password`, `Otp`, ...), garde-validated, exported to
//!   TypeScript, and (feature `openapi`) poem-openapi types whose schemas carry the same limits.
//! - [`catalog`]: the server's texts in Gujarati and English (Fluent files under `locales/`), and [`Lang`].
//! - [`domain`]: the domain values (profile status, role, notification kinds, request and ticket states,
//!   moderator decisions) as enums, on the wire, in the database and in TypeScript.
//! - [`options`]: the profile's fixed option lists (marital status, sun sign, hobbies, ...) and the occupation type,
//!   with their labels' catalog ids.
//! - [`messages`]: the stable message codes (`too_long|30`) that both sides translate.
//! - [`validate`]: validate a DTO and get `field → codes`.
//! - [`generate`]: the zod/TypeScript generator behind `cargo run -p shared --bin gen-web`.

pub mod catalog;
pub mod domain;
pub mod generate;
pub mod i18n;
pub mod limits;
pub mod messages;
#[cfg(feature = "openapi")]
pub mod openapi;
pub mod options;
pub mod rules;
pub mod traits;
pub mod types;

pub use catalog::Lang;
pub use domain::{
    ActivityAction, Allowance, AuditAction, Badge, BookletContact, CheckKind, CheckStatus, ConnectionOutcome,
    ConnectionStatus, ContactAskState, ContactRelation, ContactVisibility, DeclineReason, DocumentType,
    EditRequestState, EventFor, EventStanding, FamilyRelation, FamilyRight, InvitedRelation, LastActive, ManagerStatus,
    MatchCriterion, MatchScope, ModeratorAction, NotificationKind, PaperStage, PhotoStatus, PhotoVisibility,
    ProfileCreator, ProfileGap, ProfileStatus, ReportCategory, ReportOutcome, RequestReply, RequestState, Role,
    SelfiePose, StoryStatus, TicketStatus, VouchRelation, VouchStatus,
};
pub use i18n::{Codes, FieldErrors, validate, validate_ordered, validate_with};
pub use messages::{MESSAGE_KEYS, Message};
pub use options::{
    Diet, FamilyType, Habit, Hobby, Manglik, MaritalStatus, MoonSign, MotherTongue, Nakshatra, OccupationType, SunSign,
    VisaType,
};
pub use rules::Today;
