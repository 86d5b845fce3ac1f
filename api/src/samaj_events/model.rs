//! The shapes of the events' calls (rule 49).

use chrono::NaiveDate;
use garde::Validate;
use poem_openapi::Object;
use shared::{
    BookletContact, EventFor, EventStanding, PaperStage, ProfileCreator,
    rules::{check_list, check_range, not_before},
    types::{
        BirthDate, CountryCode, Email, EventCapacity, EventName, EventNumber, EventText, Language, PersonName, Phone,
        PreferenceAge,
    },
};

use crate::instant::Instant;

/// A member of the organising committee.
#[derive(Debug, Clone, Object, Validate, serde::Serialize, serde::Deserialize)]
#[oai(rename_all = "camelCase")]
pub struct CommitteeMember {
    #[garde(dive)]
    pub name: EventText,
    /// Their part: president, secretary, the desk, volunteers of a village.
    #[garde(dive)]
    pub role: EventText,
}

/// A day on or after `from`: `range_order` otherwise.
fn on_or_after(from: &NaiveDate) -> impl Fn(&NaiveDate, &()) -> garde::Result + '_ {
    move |to, _| check_range(Some(*from), Some(*to)).map_err(garde::Error::from)
}

/// An "any of" list of ids: at most 50, none twice.
#[allow(clippy::ptr_arg)] // garde hands the field as it is declared
fn id_list(values: &Vec<i32>, _: &()) -> garde::Result {
    check_list(values, shared::limits::PREFERENCE_CHOICES_MAX).map_err(garde::Error::from)
}

/// `POST /api/Admin/Events` and `PUT /api/Admin/Events/{eventId}`: an event as its organisers set it.
#[derive(Debug, Object, Validate)]
#[oai(rename_all = "camelCase")]
pub struct EventRequest {
    #[garde(dive)]
    pub name_gu: EventName,
    #[garde(dive)]
    pub name_en: EventName,
    /// The day of the event; not before today.
    #[garde(skip)]
    pub held_on: NaiveDate,
    #[garde(dive)]
    pub venue: EventText,
    /// The village it is organised for (reference list `village`), or its gol (`gol`). A volunteer's event names one
    /// they serve; a moderator's may name neither (the whole samaj).
    #[garde(skip)]
    pub village_id: Option<i32>,
    #[garde(skip)]
    pub gol_id: Option<i32>,
    /// The organising committee, at most 12.
    #[garde(dive, length(max = shared::limits::EVENT_COMMITTEE_MAX))]
    pub committee: Vec<CommitteeMember>,
    /// Registration opens on this day,
    #[garde(skip)]
    pub opens_on: NaiveDate,
    /// and closes at the end of this one: not before `opensOn`, not after `heldOn`.
    #[garde(custom(on_or_after(&self.opens_on)))]
    pub closes_on: NaiveDate,
    /// The youngest and oldest who may register, on the day of the event (absent: any adult).
    #[garde(dive)]
    pub min_age: Option<PreferenceAge>,
    #[garde(dive, custom(not_before(&self.min_age)))]
    pub max_age: Option<PreferenceAge>,
    #[garde(skip)]
    pub open_to: EventFor,
    /// Communities (a parent means all its sub-communities), gols and marital statuses (1 never married, 2 widowed,
    /// 3 divorced, 4 awaiting divorce) who may register: empty means any.
    #[garde(custom(id_list))]
    pub community_ids: Vec<i32>,
    #[garde(custom(id_list))]
    pub gol_ids: Vec<i32>,
    #[garde(custom(id_list))]
    pub marital_statuses: Vec<i32>,
    #[garde(dive)]
    pub capacity: EventCapacity,
    /// What registration costs and how it is paid, in the organisers' words.
    #[garde(dive)]
    pub fee_note: Option<EventText>,
    /// Whom to ask: a name and a phone number.
    #[garde(dive)]
    pub contact: EventText,
}

/// `POST /api/Admin/Events/{eventId}/Cancel`: why, in the organisers' words, told to every registrant.
#[derive(Debug, Object, Validate)]
#[oai(rename_all = "camelCase")]
pub struct EventCancelRequest {
    #[garde(dive)]
    pub reason: EventText,
}

/// What a registrant lets the booklet show.
#[derive(Debug, Clone, Object, Validate)]
#[oai(rename_all = "camelCase")]
pub struct EventRegisterRequest {
    /// The profile's main photo.
    #[garde(skip)]
    pub show_photo: bool,
    /// `family`: the family's phone; `desk`: only the organisers' desk.
    #[garde(skip)]
    pub contact: BookletContact,
    /// The annual income.
    #[garde(skip)]
    pub show_income: bool,
}

/// The caller's registration for an event.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct EventRegistration {
    pub event_number: i32,
    pub show_photo: bool,
    pub contact: BookletContact,
    pub show_income: bool,
    pub registered_on: Instant,
}

/// An event, for a member or its organisers.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct EventView {
    pub event_id: i32,
    /// The name in the caller's language.
    pub name: String,
    pub name_gu: String,
    pub name_en: String,
    pub held_on: NaiveDate,
    pub venue: String,
    pub village_id: Option<i32>,
    pub gol_id: Option<i32>,
    /// The village or gol it is organised for, named in the caller's language.
    pub place: Option<String>,
    pub committee: Vec<CommitteeMember>,
    pub opens_on: NaiveDate,
    pub closes_on: NaiveDate,
    pub min_age: Option<i32>,
    pub max_age: Option<i32>,
    pub open_to: EventFor,
    pub community_ids: Vec<i32>,
    pub gol_ids: Vec<i32>,
    pub marital_statuses: Vec<i32>,
    pub capacity: i32,
    /// How many are registered now.
    pub registered: u64,
    /// For its organisers: the pairs who marked each other on the day, and the connections made of them.
    pub mutual_pairs: Option<u64>,
    pub connections: Option<u64>,
    pub fee_note: Option<String>,
    pub contact: String,
    /// Where the caller stands: registered, or why they may or may not register. For organisers, as for a member
    /// who may register: `open`, `not_yet_open`, `closed` or `full`.
    pub standing: EventStanding,
    /// The caller's own registration, while registered.
    pub registration: Option<EventRegistration>,
    /// When its organisers cancelled it (`standing` is then `cancelled` for everyone), and why in their words.
    pub cancelled_on: Option<Instant>,
    pub cancel_reason: Option<String>,
}

/// `GET /api/Admin/Events`: the events the caller organises, newest day first.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct EventList {
    pub result: Vec<EventView>,
    pub total_count: u64,
    pub has_more: bool,
}

/// A registrant, as the organisers' desk lists them: less than a member's card (no photo, no contact).
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct EventRegistrant {
    pub event_number: i32,
    pub profile_id: String,
    pub first_name: String,
    pub last_name: String,
    /// On the day of the event.
    pub age: Option<i32>,
    /// True for a bride, false for a groom.
    pub bride: bool,
    /// The native village, else the gol, named in the caller's language.
    pub place: Option<String>,
    pub show_photo: bool,
    pub contact: BookletContact,
    pub show_income: bool,
    pub registered_on: Instant,
    /// Withdrawn registrants keep their number, listed after the others.
    pub withdrawn: bool,
    /// A registrant a volunteer entered from a paper form: where the profile stands.
    pub paper: Option<PaperEntry>,
}

/// Where a registrant entered from a paper form stands (rule 49).
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct PaperEntry {
    pub stage: PaperStage,
    /// The profile's member id, for the volunteer who entered it while they may still act for it
    /// (`POST /api/Family/Switch`) and send the signed consent: until the person's consent.
    pub member_id: Option<i32>,
    /// The person consented (by code, or on paper as a moderator accepted).
    pub consented: bool,
    /// The latest photo of a signed paper consent the volunteer sent, and what became of it.
    pub consent_check: Option<crate::verification::model::CheckState>,
}

/// `POST /api/Admin/Events/{eventId}/PaperForms/{memberId}/Consent`: the photo of the paper form on which the person
/// signed their consent.
#[derive(Debug, poem_openapi::Multipart)]
#[oai(deny_unknown_fields)]
pub struct PaperConsentForm {
    /// One JPEG or PNG, at most 10 MiB and 40 megapixels.
    pub image: crate::photos::upload::PhotoFile,
}

/// `POST /api/Admin/Events/{eventId}/PaperForms`: a family that is not online, from the paper form it filled. The
/// names, gender and birth date are the person's; the e-mail and mobile are the family's, who may sign in with them
/// later (through "Forgot password"). The rest of the profile is entered in the wizard, acting for it.
#[derive(Debug, Object, Validate)]
#[oai(rename_all = "camelCase")]
pub struct PaperFormRequest {
    #[garde(dive)]
    pub first_name: PersonName,
    #[garde(dive)]
    pub last_name: PersonName,
    /// true male (a groom), false female (a bride).
    #[garde(skip)]
    pub gender: bool,
    /// `YYYY-MM-DD`; at least 18 today (India time).
    #[garde(dive)]
    pub birth_date: BirthDate,
    /// Who in the family filled the form and looks after the profile: `father`, `mother`, `brother`, `sister`, a
    /// `relative` or a `friend` (never `self`: the person's own consent comes after).
    #[garde(skip)]
    pub created_by: ProfileCreator,
    /// The family's address: the account signs in with it.
    #[garde(dive)]
    pub email: Email,
    #[garde(dive)]
    pub country_code: CountryCode,
    /// Digits only: 6 to 15, and at least 10 for +91.
    #[garde(dive, custom(shared::rules::phone_fits_code(&self.country_code)))]
    pub phone_number: Phone,
    /// The family's language for e-mails and the booklet's texts about them; the request's when absent.
    #[garde(dive)]
    pub language: Option<Language>,
    /// What the booklet may show, as the form chose.
    #[garde(dive)]
    pub booklet: EventRegisterRequest,
}

/// The answer to a paper form: the registrant, and the profile the volunteer now enters in the wizard.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct PaperFormAnswer {
    pub member_id: i32,
    pub profile_id: String,
    pub event_number: i32,
}

/// `POST /api/Event/{eventId}/Interest`, `.../Interest/Remove` and `.../Interest/Confirm`: the event number of a
/// registrant of the other side.
#[derive(Debug, Clone, Object, Validate)]
#[oai(rename_all = "camelCase")]
pub struct EventNumberRequest {
    #[garde(dive)]
    pub event_number: EventNumber,
}

/// One of the caller's marks on the day page: the registrant as the booklet shows them to every registrant.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct DayMark {
    pub event_number: i32,
    pub first_name: String,
    pub last_name: String,
    /// On the day of the event.
    pub age: Option<i32>,
    /// The native village, else the gol, named in the caller's language.
    pub place: Option<String>,
    pub marked_at: Instant,
    /// The other marked the caller too (never shown before).
    pub mutual: bool,
    /// The caller confirmed this mutual mark as a connection.
    pub confirmed: bool,
    /// Both confirmed: the two are connected; the member's id opens their profile.
    pub connected_member_id: Option<i32>,
}

/// `GET /api/Event/{eventId}/Interest`: the caller's day page.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct EventDay {
    pub event_id: i32,
    pub name: String,
    pub held_on: NaiveDate,
    /// The caller's own event number.
    pub event_number: i32,
    /// Marks may be made and taken back today (the day of the event).
    pub marking_open: bool,
    /// Mutual marks may be confirmed today (from the day of the event until a week after).
    pub confirming_open: bool,
    /// The caller's marks, by event number.
    pub marks: Vec<DayMark>,
}

/// One side of a mutual pair, at the organisers' desk.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct PairSide {
    pub event_number: i32,
    pub first_name: String,
    pub last_name: String,
    pub profile_id: String,
}

/// `GET /api/Admin/Events/{eventId}/Mutual`: two registrants who marked each other, for the desk to arrange a meeting.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct MutualPair {
    pub bride: PairSide,
    pub groom: PairSide,
    /// When the second mark was made.
    pub mutual_since: Instant,
    /// Both confirmed, and the connection was made.
    pub connected: bool,
}
