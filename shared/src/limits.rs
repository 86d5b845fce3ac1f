//! Every validation limit and business constant of Sagpan, in one place.
//!
//! Sources: `000` = `spec/000_*.txt` (public area, sign-in, wizard), `001` = `spec/001_*.txt` (member area),
//! `D<n>` = item n of docs/rules.md, `API` = docs/api-conventions.md. "Chosen" marks a value the documents do not give.
//! Text lengths count characters, i.e. Unicode code points, everywhere: the server (`chars().count()`), zod 4's
//! `.min/.max` (which count code points), JSON Schema's `minLength/maxLength` in openapi.json, and Postgres
//! `varchar(n)`. Gujarati is all in the BMP, so for it this is also the UTF-16 length; an emoji counts 1.
//!
//! `cargo run -p shared --bin gen-web` copies every constant here into the web app's `rules.ts`.

use crate::options::{FamilyType, Hobby, MaritalStatus, MotherTongue, OccupationType, SunSign, VisaType};

// ---------- names, e-mail, password ----------

/// Person names (first name, surname, father's, mother's, family name, contact full name): max 30.
/// 000 §5 Registration ("letters only, max 30"), 000 §9, 001 §5 and §9.
pub const NAME_MAX: usize = 30;
/// E-mail: max 256 everywhere. 000 §5/§9; D13 overrides the 30 (subscribe, contact) and 50 (reset flow) of the
/// documents.
pub const EMAIL_MAX: usize = 256;
/// Password: min 6. 000 §5 (login, registration, new password), 001 §5 (change password), D14.
pub const PASSWORD_MIN: usize = 6;
/// Password: max 100. 000 §5, 001 §5, D14.
pub const PASSWORD_MAX: usize = 100;

// ---------- phone ----------

/// Mobile numbers: at least 6 digits. 000 §5 Registration, 000 §9, 001 §5 "Mobile".
pub const PHONE_MIN_DIGITS: usize = 6;
/// Mobile numbers: at most 15 digits (the E.164 maximum). 000 §5, 000 §9, 001 §5.
pub const PHONE_MAX_DIGITS: usize = 15;
/// Mobile numbers with the Indian code +91: at least 10 digits. 000 §5 Registration, 001 §5 Contact form.
pub const PHONE_MIN_DIGITS_INDIA: usize = 10;
/// India's dialling code, the default country code. 000 §5 Registration, 000 §9, D25.
pub const INDIA_DIAL_CODE: &str = "+91";
/// Country codes: `+` and 1 to 4 digits, no leading 0, so at most 5 characters. Chosen (the documents only say
/// "required"): ITU codes have 1 to 3 digits; 4 allows the NANP sub-codes such as +1284 that some lists use.
pub const COUNTRY_CODE_MAX: usize = 5;
/// Country id 92 is India, the default. 000 §5 step 3, 000 §9, D25.
pub const DEFAULT_COUNTRY_ID: i32 = 92;

// ---------- one-time codes ----------

/// One-time codes: exactly 6 ASCII digits. 000 §5 (OTP), 000 §9, 001 §9 ("Code 6 digits"), D15.
pub const OTP_LEN: usize = 6;
/// A code is valid 10 minutes. D15.
pub const OTP_TTL_SECS: u64 = 600;
/// 5 wrong tries burn a code. D15.
pub const OTP_MAX_WRONG: u32 = 5;
/// A new code at most every 60 seconds per address. D15.
pub const OTP_RESEND_SECS: u64 = 60;
/// At most 5 codes per hour per address. D15.
pub const OTP_MAX_PER_HOUR: u32 = 5;

// ---------- free texts ----------

/// "About you" and "expectation": max 4000. 000 §5 step 3, 000 §9, 001 §9; D12 picks 4000 over 40000.
pub const ABOUT_MAX: usize = 4000;
/// The most characters one written letter of free text may hold: its base and every sign and virama-joined consonant
/// that follows it (a bound in the spirit of UAX #15's stream-safe text, which allows 30 marks in a row). A Gujarati
/// conjunct with its vowel sign and anusvara holds fewer than ten; a letter of hundreds of signs is made only to break
/// text shaping (a bio-data PDF failed on one).
pub const LETTER_MAX: usize = 30;
/// Contact-form and support-ticket message: max 4000. D13 (the documents' "max 30 per one text message" is a UI
/// fragment, not the limit).
pub const CONTACT_MESSAGE_MAX: usize = 4000;
/// Native place, native district, native taluka, mosad, family location, state and city typed as text: max 50.
/// Chosen: the documents require these fields but give no length.
pub const PLACE_MAX: usize = 50;
/// Education details, occupation details, college attended, working as, employer name/post, disability name: max 200.
/// Chosen: the documents give no length.
pub const DETAILS_MAX: usize = 200;
/// Support-ticket and contact-form topic: max 100. Chosen: 001 §5 only says "required".
pub const TOPIC_MAX: usize = 100;
/// Report text: max 2000. Chosen: 001 §5 only says "required".
pub const REPORT_MAX: usize = 2000;
/// Edit-request note, moderator reasons (changes requested, suspension): max 500. Chosen: 001 §5 says "required".
pub const NOTE_MAX: usize = 500;
/// Edit-request new value (name or date of birth as text): max 100. Chosen.
pub const EDIT_VALUE_MAX: usize = 100;
/// Sign-in identifier (e-mail or mobile): max 256, the longer of the two. 000 §5 Login ("phone or e-mail"), D13.
pub const LOGIN_ID_MAX: usize = EMAIL_MAX;
/// Public profile id: 2 letters + 6 digits, e.g. `PT104233`. D2.
pub const PROFILE_ID_LEN: usize = 8;
/// Prefix of every profile id assigned by Sagpan. D2.
pub const PROFILE_ID_PREFIX: &str = "PT";
/// A moderator's member look-up: at least 2 characters (one would match nearly everyone). Chosen.
pub const SEARCH_QUERY_MIN: usize = 2;
/// A moderator's member look-up: at most 100 characters. Chosen.
pub const SEARCH_QUERY_MAX: usize = 100;
/// A date `YYYY-MM-DD` has 10 characters. API ("Dates YYYY-MM-DD").
pub const DATE_LEN: usize = 10;

// ---------- age, body, family ----------

/// Minimum age of a member, and of a date of birth in an edit request or satapeta. 000 §5 step 1, 000 §9, 001 §5 and
/// §9.
pub const ADULT_AGE: u32 = 18;
/// Maximum age accepted for a date of birth: 100. Chosen (refuses typos such as 1902 for 2002).
pub const MAX_AGE: u32 = 100;
/// Weight in kg: min 30. Chosen: 000 §5 says "optional", 001 §5 "a valid numeric value (bounds not shown)".
pub const WEIGHT_MIN_KG: i64 = 30;
/// Weight in kg: max 200. Chosen, as [`WEIGHT_MIN_KG`].
pub const WEIGHT_MAX_KG: i64 = 200;
/// Number of brothers / sisters (and of married ones): 0 to 9. 000 §3 "Sibling counts: 0 to 9".
pub const SIBLINGS_MAX: i64 = 9;
/// Height list: from 134 cm (4 ft 5 in). 000 §3, D25.
pub const HEIGHT_MIN_CM: i64 = 134;
/// Height list: up to 213 cm (7 ft). 000 §3, D25.
pub const HEIGHT_MAX_CM: i64 = 213;

// ---------- paging ----------

/// `pageSize` from 1. API ("pageSize 1 to 50").
pub const PAGE_SIZE_MIN: i64 = 1;
/// `pageSize` up to 50. API.
pub const PAGE_SIZE_MAX: i64 = 50;
/// `pageIndex` from 1. API ("pageIndex (from 1)").
pub const PAGE_INDEX_MIN: i64 = 1;
/// `pageIndex` up to 1 000 000. Chosen: an upper bound so the offset never overflows.
pub const PAGE_INDEX_MAX: i64 = 1_000_000;

// ---------- connections, block ----------

/// MaximumConnectLimit: at most 5 connection requests sent in any rolling 24 hours. 001 §9, D7.
pub const MAX_CONNECT_PER_24H: u32 = 5;
/// A request withdrawn within 10 minutes of sending gives its place in the quota back, and its e-mail and push wait
/// out those minutes (and are never sent when it is withdrawn). Rule 42.
pub const CONNECT_GRACE_MINUTES: u32 = 10;
/// The sender of a declined request may not send to the same member again for 90 days. Rule 42.
pub const DECLINED_RESEND_DAYS: u32 = 90;
/// The weekly digest (rule 54): at most one in this many days.
pub const DIGEST_EVERY_DAYS: i64 = 7;
/// How many of its new members a digest names (the rest are counted).
pub const DIGEST_NAMED: usize = 5;
/// `POST /api/Notification/MarkRead` marks at most 100 notifications at once (what a page shows). Chosen.
pub const MARK_READ_MAX_IDS: usize = 100;
/// MaximumBlockLimit: at most 20 members blocked at any one time. 001 §9, D8.
pub const MAX_BLOCKED: u32 = 20;
/// A member may report the same member once in 30 days; the report queue counts distinct reporters over the same
/// 30 days. D30.
pub const REPORT_REPEAT_DAYS: u32 = 30;
/// The "New" list: members approved in the last 30 days. D4.
pub const NEW_MATCH_DAYS: u32 = 30;

// ---------- sessions ----------

/// Access token (JWT) lifetime: 15 minutes. D16.
pub const ACCESS_TOKEN_SECS: u64 = 900;
/// Refresh token lifetime: 30 days after sign-in. D16.
pub const REFRESH_TOKEN_DAYS: u64 = 30;

// ---------- verification (rule 44) ----------

/// An identity document or a verification photo left undecided this many days expires, and its image is deleted.
pub const CHECK_UNDECIDED_DAYS: i64 = 14;
/// A verification photo's pose is good for this many minutes after it was given.
pub const POSE_MINUTES: i64 = 30;
/// The longest side an identity document or a verification photo keeps: enough to read a card, no more.
pub const CHECK_IMAGE_MAX_SIDE: u32 = 2000;
/// A samaj volunteer serves at most this many villages (rule 45); a gol counts apart.
pub const VOLUNTEER_VILLAGES_MAX: usize = 40;
/// How a volunteer knows the family, in their own words (rule 45).
pub const VOUCH_WORDS_MIN: usize = 10;
pub const VOUCH_WORDS_MAX: usize = 500;
/// The members of a volunteer's villages, a page at a time.
pub const VOLUNTEER_PAGE_SIZE: u64 = 20;

/// At most this many family members look after one profile, invited or active (rule 46).
pub const FAMILY_MANAGERS_MAX: usize = 3;
/// A family manager's invitation code is good for this many days (rule 46): the one-time codes' 10 minutes are
/// too short for an e-mail a brother may read in the evening. Five wrong tries burn it, as any code.
pub const FAMILY_INVITE_DAYS: i64 = 7;

/// At most this many family contacts on a profile (rule 46), besides the parents' phones of the family details.
pub const FAMILY_CONTACTS_MAX: usize = 5;
/// The person's consent code for a profile someone else created is good for this many days (rule 46).
pub const FAMILY_CONSENT_DAYS: i64 = 7;

/// A grievance is acknowledged within this many hours, and resolved within [`GRIEVANCE_RESOLVE_DAYS`] days (India's
/// IT Rules 2021, rule 3(2)).
pub const GRIEVANCE_ACK_HOURS: u32 = 24;
pub const GRIEVANCE_RESOLVE_DAYS: u32 = 15;

// ---------- photos ----------

/// Largest photo upload: 10 MiB. Chosen (the documents give no size; 413 per API).
pub const PHOTO_MAX_BYTES: usize = 10 * 1024 * 1024;
/// Largest decoded photo: 40 megapixels. Chosen, to refuse decompression bombs.
pub const PHOTO_MAX_PIXELS: u64 = 40_000_000;
/// Photo crop ratio width:height = 3:4. 000 §5 step 4, 000 §9.
pub const PHOTO_ASPECT: (u32, u32) = (3, 4);
/// Accepted photo types: jpeg and png only. 000 §5 step 4, 001 §9.
pub const PHOTO_MIME_TYPES: [&str; 2] = ["image/jpeg", "image/png"];
/// One photo per upload. 000 §5 step 4 ("a single file only").
pub const PHOTO_FILES_PER_UPLOAD: u32 = 1;
/// At most 6 photos per member, one of them the default. D27.
pub const MAX_PHOTOS: u32 = 6;

// ---------- support: tickets, contact form, popup ----------

/// Largest attachment of a ticket message or contact enquiry: 5 MiB. D33.
pub const ATTACHMENT_MAX_BYTES: usize = 5 * 1024 * 1024;
/// At most 3 attachments per ticket message or enquiry. D33.
pub const ATTACHMENTS_PER_MESSAGE: usize = 3;
/// Accepted attachment types, checked by their bytes: jpeg, png or pdf. D33.
pub const ATTACHMENT_MIME_TYPES: [&str; 3] = ["image/jpeg", "image/png", "application/pdf"];
/// Longest file name kept for an attachment (longer names are shortened, never refused).
pub const ATTACHMENT_NAME_MAX: usize = 100;
/// The popup's button text: 1 to 30 characters. Chosen (001 gives none; a button label stays short).
pub const BUTTON_TEXT_MAX: usize = 30;
/// The popup's body: 1 to 1000 characters. Chosen (a warning dialog, not a page).
pub const POPUP_BODY_MAX: usize = 1000;
/// The popup's link: an `https` address of at most 500 characters. D36.
pub const URL_MAX: usize = 500;

// ---------- partner preferences ----------

/// Partner preference ages: 18 to 100. D26 (the member's own bounds: [`ADULT_AGE`],
/// [`MAX_AGE`]).
pub const PREFERENCE_AGE_MIN: i64 = ADULT_AGE as i64;
/// Partner preference ages: up to 100, as [`PREFERENCE_AGE_MIN`].
pub const PREFERENCE_AGE_MAX: i64 = MAX_AGE as i64;
/// At most 50 values in one "any of" list of a preference or a search filter. Chosen: bounds the request; more than
/// 50 communities or cities at once is "any".
pub const PREFERENCE_CHOICES_MAX: usize = 50;

// ---------- language, UI ----------

/// Languages: Gujarati first, English fallback. 000 §9, 001 §9, D24.
pub const LANGUAGES: [&str; 2] = ["gu", "en"];
/// Default language. 000 §9, D24.
pub const DEFAULT_LANGUAGE: &str = "gu";
/// Toasts stay 5000 ms. 000 §8 and §9.
pub const TOAST_MS: u32 = 5000;
/// Approval takes about 24 hours (shown to the member). 000 §9.
pub const APPROVAL_HOURS: u32 = 24;

// ---------- fixed option lists (the enums and their labels: `options.rs`, `locales/*/options.ftl`) ----------

/// How many marital statuses there are ([`MaritalStatus`]). 000 §3.
pub const MARITAL_STATUSES: i32 = MaritalStatus::ALL.len() as i32;
/// How many family types there are ([`FamilyType`]). 000 §3.
pub const FAMILY_TYPES: i32 = FamilyType::ALL.len() as i32;
/// How many visa types there are ([`VisaType`]). 000 §3.
pub const VISA_TYPES: i32 = VisaType::ALL.len() as i32;
/// How many sun signs there are ([`SunSign`]). 000 §3 ("12 zodiac signs").
pub const SUN_SIGNS: i32 = SunSign::ALL.len() as i32;
/// How many mother tongues there are ([`MotherTongue`]). 000 §3 ("15 languages").
pub const MOTHER_TONGUES: i32 = MotherTongue::ALL.len() as i32;
/// Blood groups. 000 §3.
pub const BLOOD_GROUPS: [&str; 8] = ["A+", "A-", "B+", "B-", "O+", "O-", "AB+", "AB-"];
/// The keys of the hobbies a member can pick ([`Hobby`]).
pub const HOBBIES: [&str; Hobby::KEYS.len()] = Hobby::KEYS;
/// How many occupation types there are ([`OccupationType`]: own, mother's, father's). 000 §3, D25.
pub const OCCUPATION_TYPES: i32 = OccupationType::ALL.len() as i32;

/// Honest signals on cards (rule 47b): last active is not shown after this many days of absence.
pub const LAST_ACTIVE_SHOWN_DAYS: i64 = 90;
/// The reply rate counts the requests a member received over this many days,
pub const REPLY_RATE_DAYS: i64 = 180;
/// leaves out those younger than this many days (they may still be answered),
pub const REPLY_RATE_GRACE_DAYS: i64 = 3;
/// and is shown once at least this many count.
pub const REPLY_RATE_MIN_REQUESTS: i64 = 5;
/// How it went (rule 48): both sides of an accepted connection are asked this many days after it was accepted.
pub const OUTCOME_ASK_DAYS: i64 = 14;
/// The moderators' overview counts connections, meetings and engagements over this many months.
pub const OUTCOME_MONTHS: usize = 6;

/// Events (rule 49): an event's name in each language, 3 to 120 characters.
pub const EVENT_NAME_MIN: usize = 3;
pub const EVENT_NAME_MAX: usize = 120;
/// Its venue, fee note, contact and each committee member's name and role: 1 to 300 characters.
pub const EVENT_TEXT_MAX: usize = 300;
/// At most this many people on an organising committee.
pub const EVENT_COMMITTEE_MAX: usize = 12;
/// How many may register for one event: 1 to 2,000 (the largest sammelans of the samaj seat about that many).
pub const EVENT_CAPACITY_MIN: i64 = 1;
pub const EVENT_CAPACITY_MAX: i64 = 2000;
/// An event number typed on the day page: from 1; a number is never given twice within an event, so it may pass the
/// capacity after withdrawals, never this.
pub const EVENT_NUMBER_MIN: i64 = 1;
pub const EVENT_NUMBER_MAX: i64 = 99_999;
/// The member's list keeps an event this many days after its date (the day page, and what comes of it).
pub const EVENT_LISTED_DAYS_AFTER: i64 = 7;
/// The organisers' list, 20 events a page.
pub const EVENT_PAGE_SIZE: u64 = 20;
