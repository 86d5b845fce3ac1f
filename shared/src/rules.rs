//! The declarative table of field rules. garde (server), zod (web app, generated from this table) and the
//! OpenAPI schemas (feature `openapi`) all read it, so a limit is written once, in [`crate::limits`].
//!
//! A text rule is checked in this order, and stops at the first failure (one code per field, on both sides):
//! normalise → empty (`required` when `min > 0`, otherwise accepted) → too short → too long → pattern → extra check.
//! Lengths count Unicode code points (characters), as zod 4's `.min/.max`, JSON Schema and Postgres do.

use std::collections::{HashMap, HashSet};
use std::sync::LazyLock;

use chrono::{Datelike, NaiveDate};
use regex::Regex;

use crate::limits::*;
use crate::messages::Message;

/// Which codes a text rule answers when the length is wrong.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LengthCodes {
    /// `too_short|{min}` / `too_long|{max}`.
    Generic,
    /// `phone_too_short|{min}` / `phone_too_long|{max}`.
    Phone,
    /// The rule's `pattern_code` (e.g. `invalid_otp` for a 5-digit code).
    Pattern,
}

/// A transformation applied before the checks (and kept: the validated value is the normalised one).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Normalize {
    None,
    /// Trim ASCII spaces, tabs and line breaks, then upper-case ASCII letters (`" pt104233 "` → `PT104233`).
    TrimUpperAscii,
}

/// An extra check after the pattern.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Extra {
    None,
    /// Refuse the passwords of `data/common-passwords.txt` (compared after ASCII lower-casing): `password_too_common`.
    NotCommonPassword,
    /// The `YYYY-MM-DD` value must be a real calendar date: `invalid_date`.
    RealDate,
    /// Free text that others read (after [`PLAIN_TEXT_PATTERN`] refused text-direction controls): no letter longer
    /// than [`LETTER_MAX`] characters (`letter_too_long|30`).
    PlainText,
}

/// The rule of one kind of text field.
#[derive(Debug, Clone, Copy)]
pub struct TextRule {
    /// Rule id, as in `vectors.json` (`person_name`).
    pub id: &'static str,
    /// Name of the zod schema in `rules.ts` (`personName`).
    pub ts_name: &'static str,
    /// Name of the Rust newtype (`PersonName`).
    pub type_name: &'static str,
    /// One line for the OpenAPI schema and the generated code.
    pub description: &'static str,
    /// Minimum length in characters (code points); 0 makes the field optional (an empty string is accepted).
    pub min: usize,
    /// Maximum length in characters (code points).
    pub max: usize,
    /// A regular expression that Rust `regex` and JavaScript `RegExp(.., "u")` read the same way.
    pub pattern: Option<&'static str>,
    /// The code when the pattern does not match.
    pub pattern_code: Message,
    pub length_codes: LengthCodes,
    pub normalize: Normalize,
    pub extra: Extra,
    /// Never print the value (passwords).
    pub secret: bool,
    /// A value the rule accepts, for the OpenAPI document (and the contract tests that read it).
    pub example: &'static str,
}

const fn free_text(
    id: &'static str,
    ts_name: &'static str,
    type_name: &'static str,
    description: &'static str,
    min: usize,
    max: usize,
) -> TextRule {
    TextRule {
        pattern: Some(PLAIN_TEXT_PATTERN),
        pattern_code: Message::DirectionControls,
        extra: Extra::PlainText,
        ..text(id, ts_name, type_name, description, min, max)
    }
}

const fn text(
    id: &'static str,
    ts_name: &'static str,
    type_name: &'static str,
    description: &'static str,
    min: usize,
    max: usize,
) -> TextRule {
    TextRule {
        id,
        ts_name,
        type_name,
        description,
        min,
        max,
        pattern: None,
        pattern_code: Message::InvalidChoice,
        length_codes: LengthCodes::Generic,
        normalize: Normalize::None,
        extra: Extra::None,
        secret: false,
        example: "",
    }
}

/// Letters of any script with their marks (Gujarati vowel signs, virama), single spaces, apostrophes (' ’), hyphens
/// and dots between them (`J. Patel`, `D’Souza`, `Shah-Patel`), an optional final dot; ZWJ/ZWNJ allowed inside words.
/// Written in the syntax Rust's `regex`, JavaScript's `u` flag and Python's `re` all read (`\u200C`, not `\u{200C}`),
/// so the contract tests can generate names from the document too.
pub const NAME_PATTERN: &str = r"^\p{L}[\p{L}\p{M}\u200C\u200D]*(?:(?:[ '’-]|\. ?)\p{L}[\p{L}\p{M}\u200C\u200D]*)*\.?$";
/// A practical e-mail pattern: ASCII local part of dot-separated atoms, a domain of dot-separated labels (letters,
/// digits, inner hyphens) ending in a top-level domain of 2 or more letters.
pub const EMAIL_PATTERN: &str = r"^[A-Za-z0-9_%+'-]+(?:\.[A-Za-z0-9_%+'-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$";
/// `+` then 1 to 4 digits, no leading 0.
pub const COUNTRY_CODE_PATTERN: &str = r"^\+[1-9][0-9]{0,3}$";
/// ASCII digits only (the number without its country code).
pub const PHONE_PATTERN: &str = r"^[0-9]+$";
/// Exactly [`OTP_LEN`] ASCII digits.
pub const OTP_PATTERN: &str = r"^[0-9]{6}$";
/// `PT` and six digits (after normalising; rule 2).
pub const PROFILE_ID_PATTERN: &str = r"^PT[0-9]{6}$";
/// `https://` and at least a host, with no spaces or controls (the popup's link: rule 36).
pub const HTTPS_URL_PATTERN: &str = r"^https://[^\s/?#]+[^\s]*$";
/// Free text that others read: anything but the text-direction controls (embeddings, overrides, isolates), which
/// reorder what the reader sees (names refuse them already).
pub const PLAIN_TEXT_PATTERN: &str = r"^[^\u202A-\u202E\u2066-\u2069]*$";
/// `YYYY-MM-DD` with ASCII digits.
pub const DATE_PATTERN: &str = r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$";

pub const PERSON_NAME: TextRule = TextRule {
    example: "Meera",
    pattern: Some(NAME_PATTERN),
    pattern_code: Message::InvalidName,
    ..text(
        "person_name",
        "personName",
        "PersonName",
        "A person's name: letters of any script, single spaces, ' . - between them.",
        1,
        NAME_MAX,
    )
};
pub const EMAIL: TextRule = TextRule {
    example: "meera.patel@example.com",
    pattern: Some(EMAIL_PATTERN),
    pattern_code: Message::InvalidEmail,
    ..text("email", "email", "Email", "An e-mail address.", 1, EMAIL_MAX)
};
pub const LOGIN_ID: TextRule = TextRule {
    example: "meera.patel@example.com",
    ..text("login_id", "loginId", "LoginId", "The e-mail address or mobile number used to sign in.", 1, LOGIN_ID_MAX)
};
pub const PASSWORD: TextRule = TextRule {
    example: "kesar-keri-42",
    extra: Extra::NotCommonPassword,
    secret: true,
    ..text(
        "password",
        "password",
        "Password",
        "A new password: 6 to 100 characters, not one of the most common passwords.",
        PASSWORD_MIN,
        PASSWORD_MAX,
    )
};
/// An existing password (sign-in, delete account, change e-mail/phone): only required and bounded, so a member
/// whose password predates a rule can still sign in.
pub const CURRENT_PASSWORD: TextRule = TextRule {
    example: "kesar-keri-42",
    secret: true,
    ..text("current_password", "currentPassword", "CurrentPassword", "The member's current password.", 1, PASSWORD_MAX)
};
pub const COUNTRY_CODE: TextRule = TextRule {
    example: "+91",
    pattern: Some(COUNTRY_CODE_PATTERN),
    pattern_code: Message::InvalidCountryCode,
    length_codes: LengthCodes::Pattern,
    ..text("country_code", "countryCode", "CountryCode", "A country dialling code such as +91.", 1, COUNTRY_CODE_MAX)
};
pub const PHONE: TextRule = TextRule {
    example: "9825012345",
    pattern: Some(PHONE_PATTERN),
    pattern_code: Message::InvalidPhone,
    length_codes: LengthCodes::Phone,
    ..text(
        "phone",
        "phone",
        "Phone",
        "A mobile number without its country code: 6 to 15 digits (10 or more for +91).",
        PHONE_MIN_DIGITS,
        PHONE_MAX_DIGITS,
    )
};
pub const OTP: TextRule = TextRule {
    example: "493817",
    pattern: Some(OTP_PATTERN),
    pattern_code: Message::InvalidOtp,
    length_codes: LengthCodes::Pattern,
    ..text("otp", "otp", "Otp", "A one-time code: exactly 6 digits.", OTP_LEN, OTP_LEN)
};
pub const ABOUT: TextRule = TextRule {
    example: "I teach mathematics in Ahmedabad and love classical music.",
    ..free_text("about", "about", "About", "Free text about oneself or one's expectations (optional).", 0, ABOUT_MAX)
};
pub const PLACE: TextRule = TextRule {
    example: "Unjha",
    ..free_text(
        "place",
        "place",
        "Place",
        "A place name: native place, district, taluka, mosad, family location.",
        1,
        PLACE_MAX,
    )
};
pub const DETAILS: TextRule = TextRule {
    example: "B.E. Computer Engineering",
    ..free_text(
        "details",
        "details",
        "Details",
        "A short detail: education, occupation, college, working as, employer, disability.",
        1,
        DETAILS_MAX,
    )
};
pub const TOPIC: TextRule = TextRule {
    example: "My photo does not show",
    ..free_text("topic", "topic", "Topic", "The topic of a support ticket or contact enquiry.", 1, TOPIC_MAX)
};
pub const MESSAGE: TextRule = TextRule {
    example: "My profile photo does not show on my profile page.",
    ..free_text(
        "message",
        "message",
        "MessageText",
        "The message of a support ticket or contact enquiry.",
        1,
        CONTACT_MESSAGE_MAX,
    )
};
pub const REPORT: TextRule = TextRule {
    example: "This profile uses photos of another person.",
    ..free_text("report", "report", "ReportText", "The text of a report about a member.", 1, REPORT_MAX)
};
pub const VOUCH_WORDS: TextRule = TextRule {
    example: "I have known his father for twenty years through the village mandal.",
    ..free_text(
        "vouch_words",
        "vouchWords",
        "VouchWords",
        "How a samaj volunteer knows the family they vouch for.",
        VOUCH_WORDS_MIN,
        VOUCH_WORDS_MAX,
    )
};
pub const EVENT_NAME: TextRule = TextRule {
    example: "Kadva Patidar Parichay Sammelan, Unjha",
    ..free_text(
        "event_name",
        "eventName",
        "EventName",
        "An event's name in one language.",
        EVENT_NAME_MIN,
        EVENT_NAME_MAX,
    )
};
pub const EVENT_TEXT: TextRule = TextRule {
    example: "Umiya Mataji Temple hall, Unjha",
    ..free_text(
        "event_text",
        "eventText",
        "EventText",
        "An event's venue, fee note or contact, or a committee member's name or role.",
        1,
        EVENT_TEXT_MAX,
    )
};
pub const NOTE: TextRule = TextRule {
    example: "Please correct the spelling of my surname.",
    ..free_text("note", "note", "Note", "A note: edit-request note, moderator reason.", 1, NOTE_MAX)
};
pub const EDIT_VALUE: TextRule = TextRule {
    example: "Patel",
    ..free_text(
        "edit_value",
        "editValue",
        "EditValue",
        "The new value asked for in an edit request.",
        1,
        EDIT_VALUE_MAX,
    )
};
pub const PROFILE_ID: TextRule = TextRule {
    example: "PT104233",
    pattern: Some(PROFILE_ID_PATTERN),
    pattern_code: Message::InvalidProfileId,
    length_codes: LengthCodes::Pattern,
    normalize: Normalize::TrimUpperAscii,
    ..text(
        "profile_id",
        "profileId",
        "ProfileId",
        "A public profile id such as PT104233 (trimmed and upper-cased first).",
        1,
        PROFILE_ID_LEN,
    )
};
/// A time of day, 24 hours: `00:00` to `23:59`.
pub const TIME_PATTERN: &str = r"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$";
/// The time of birth of the horoscope (rule 50).
pub const BIRTH_TIME: TextRule = TextRule {
    example: "06:45",
    pattern: Some(TIME_PATTERN),
    pattern_code: Message::InvalidTime,
    length_codes: LengthCodes::Pattern,
    ..text("birth_time", "birthTime", "BirthTime", "A time of birth, HH:MM on the 24-hour clock.", 1, 5)
};
pub const BIRTH_DATE: TextRule = TextRule {
    example: "1998-04-12",
    pattern: Some(DATE_PATTERN),
    pattern_code: Message::InvalidDate,
    length_codes: LengthCodes::Pattern,
    extra: Extra::RealDate,
    ..text(
        "birth_date",
        "birthDate",
        "BirthDate",
        "A date of birth, YYYY-MM-DD (the age is checked against today separately).",
        1,
        DATE_LEN,
    )
};

pub const SEARCH_TEXT: TextRule = TextRule {
    example: "photo",
    ..free_text(
        "search_text",
        "searchText",
        "SearchText",
        "A search within one's own list, such as one's tickets (optional: empty for every item).",
        0,
        SEARCH_QUERY_MAX,
    )
};
pub const BUTTON_TEXT: TextRule = TextRule {
    example: "Read more",
    ..free_text("button_text", "buttonText", "ButtonText", "The text of the popup's button.", 1, BUTTON_TEXT_MAX)
};
pub const POPUP_BODY: TextRule = TextRule {
    example: "Sagpan will be down for maintenance on Sunday from 02:00 to 03:00 India time.",
    ..free_text("popup_body", "popupBody", "PopupBody", "The text of the web popup.", 1, POPUP_BODY_MAX)
};
pub const HTTPS_URL: TextRule = TextRule {
    example: "https://example.com/news",
    pattern: Some(HTTPS_URL_PATTERN),
    pattern_code: Message::InvalidUrl,
    ..text("https_url", "httpsUrl", "HttpsUrl", "A web address starting with https://.", 1, URL_MAX)
};

pub const SEARCH_QUERY: TextRule = TextRule {
    example: "PT104233",
    ..free_text(
        "search_query",
        "searchQuery",
        "SearchQuery",
        "A moderator's member look-up: part of a profile id, e-mail, phone number or name.",
        SEARCH_QUERY_MIN,
        SEARCH_QUERY_MAX,
    )
};

/// Every text rule, in the order of the generated code.
pub const TEXT_RULES: [&TextRule; 27] = [
    &PERSON_NAME,
    &EMAIL,
    &LOGIN_ID,
    &PASSWORD,
    &CURRENT_PASSWORD,
    &COUNTRY_CODE,
    &PHONE,
    &OTP,
    &ABOUT,
    &PLACE,
    &DETAILS,
    &TOPIC,
    &MESSAGE,
    &REPORT,
    &VOUCH_WORDS,
    &EVENT_NAME,
    &EVENT_TEXT,
    &NOTE,
    &EDIT_VALUE,
    &PROFILE_ID,
    &BIRTH_DATE,
    &BIRTH_TIME,
    &SEARCH_QUERY,
    &SEARCH_TEXT,
    &BUTTON_TEXT,
    &POPUP_BODY,
    &HTTPS_URL,
];

/// The rule of one kind of number field: `out_of_range|{min}|{max}` outside `min..=max`.
#[derive(Debug, Clone, Copy)]
pub struct NumberRule {
    pub id: &'static str,
    pub ts_name: &'static str,
    pub type_name: &'static str,
    pub description: &'static str,
    pub min: i64,
    pub max: i64,
    /// Whole numbers only (`not_a_number` otherwise, in the browser; the server's type refuses fractions).
    pub integer: bool,
}

pub const WEIGHT: NumberRule = NumberRule {
    id: "weight",
    ts_name: "weight",
    type_name: "Weight",
    description: "Weight in kg (optional; null when not given).",
    min: WEIGHT_MIN_KG,
    max: WEIGHT_MAX_KG,
    integer: false,
};
pub const SIBLINGS: NumberRule = NumberRule {
    id: "siblings",
    ts_name: "siblings",
    type_name: "Siblings",
    description: "A number of brothers or sisters (or of married ones).",
    min: 0,
    max: SIBLINGS_MAX,
    integer: true,
};
pub const PAGE_SIZE: NumberRule = NumberRule {
    id: "page_size",
    ts_name: "pageSize",
    type_name: "PageSize",
    description: "Items per page.",
    min: PAGE_SIZE_MIN,
    max: PAGE_SIZE_MAX,
    integer: true,
};
pub const PAGE_INDEX: NumberRule = NumberRule {
    id: "page_index",
    ts_name: "pageIndex",
    type_name: "PageIndex",
    description: "Page number, from 1.",
    min: PAGE_INDEX_MIN,
    max: PAGE_INDEX_MAX,
    integer: true,
};

pub const PREFERENCE_AGE: NumberRule = NumberRule {
    id: "preference_age",
    ts_name: "preferenceAge",
    type_name: "PreferenceAge",
    description: "An age bound of a partner preference or a search, in years.",
    min: PREFERENCE_AGE_MIN,
    max: PREFERENCE_AGE_MAX,
    integer: true,
};

pub const EVENT_CAPACITY: NumberRule = NumberRule {
    id: "event_capacity",
    ts_name: "eventCapacity",
    type_name: "EventCapacity",
    description: "How many may register for an event.",
    min: EVENT_CAPACITY_MIN,
    max: EVENT_CAPACITY_MAX,
    integer: true,
};

pub const EVENT_NUMBER: NumberRule = NumberRule {
    id: "event_number",
    ts_name: "eventNumber",
    type_name: "EventNumber",
    description: "A registrant's number at an event.",
    min: EVENT_NUMBER_MIN,
    max: EVENT_NUMBER_MAX,
    integer: true,
};

/// Every number rule.
pub const NUMBER_RULES: [&NumberRule; 7] =
    [&WEIGHT, &SIBLINGS, &PAGE_SIZE, &PAGE_INDEX, &PREFERENCE_AGE, &EVENT_CAPACITY, &EVENT_NUMBER];

/// The rule of a field with a fixed set of string values: `invalid_choice` otherwise.
#[derive(Debug, Clone, Copy)]
pub struct ChoiceRule {
    pub id: &'static str,
    pub ts_name: &'static str,
    pub type_name: &'static str,
    pub description: &'static str,
    pub values: &'static [&'static str],
}

pub const LANGUAGE: ChoiceRule = ChoiceRule {
    id: "language",
    ts_name: "language",
    type_name: "Language",
    description: "A language: gu (Gujarati, the default) or en (English).",
    values: &LANGUAGES,
};

pub const BLOOD_GROUP: ChoiceRule = ChoiceRule {
    id: "blood_group",
    ts_name: "bloodGroup",
    type_name: "BloodGroup",
    description: "A blood group: A+, A-, B+, B-, O+, O-, AB+ or AB-.",
    values: &BLOOD_GROUPS,
};

pub const HOBBY: ChoiceRule = ChoiceRule {
    id: "hobby",
    ts_name: "hobby",
    type_name: "Hobby",
    description: "A hobby key (reading, music, ...).",
    values: &HOBBIES,
};

/// Every choice rule.
pub const CHOICE_RULES: [&ChoiceRule; 3] = [&LANGUAGE, &BLOOD_GROUP, &HOBBY];

/// The cross-field rules (their logic is written twice, here and in the generator, and both are checked by the
/// vectors).
pub const CROSS_RULES: [&str; 5] =
    ["phone_with_code", "password_confirmation", "birth_date_age", "terms", "range_order"];

// ---------- the checks ----------

/// The length the rules use: Unicode code points (zod 4 `.min/.max`, JSON Schema `maxLength`, Postgres).
pub fn char_len(value: &str) -> usize {
    value.chars().count()
}

/// The normalised value of a field (identical to the generated JavaScript).
pub fn normalize(rule: &TextRule, value: &str) -> String {
    match rule.normalize {
        Normalize::None => value.to_owned(),
        Normalize::TrimUpperAscii => value.trim_matches([' ', '\t', '\r', '\n']).to_ascii_uppercase(),
    }
}

/// The text rules' regular expressions, compiled once. They are constants, and the test
/// `every_pattern_compiles` compiles each of them, so a failure here is a programming error caught by `cargo test`.
static REGEXES: LazyLock<HashMap<&'static str, Regex>> = LazyLock::new(|| {
    let mut map = HashMap::new();
    for rule in TEXT_RULES {
        if let Some(p) = rule.pattern {
            #[allow(clippy::expect_used)] // a constant pattern, compiled by the test `every_pattern_compiles`
            let re = Regex::new(p).expect("a constant pattern of rules.rs compiles");
            map.insert(p, re);
        }
    }
    map
});

/// The compiled pattern of a rule (`None` when it has none).
pub fn regex(rule: &TextRule) -> Option<&'static Regex> {
    rule.pattern.and_then(|p| REGEXES.get(p))
}

/// The most common passwords (`data/common-passwords.txt`), lower case.
pub static COMMON_PASSWORDS: LazyLock<HashSet<&'static str>> = LazyLock::new(|| {
    include_str!("../data/common-passwords.txt").lines().map(str::trim).filter(|l| !l.is_empty()).collect()
});

/// Whether `password` is one of the most common passwords (compared after ASCII lower-casing).
pub fn is_common_password(password: &str) -> bool {
    COMMON_PASSWORDS.contains(password.to_ascii_lowercase().as_str())
}

/// Applies a text rule; `Err` holds the first failure.
pub fn check_text(rule: &TextRule, value: &str) -> Result<(), Message> {
    let value = normalize(rule, value);
    if value.is_empty() {
        return if rule.min > 0 { Err(Message::Required) } else { Ok(()) };
    }
    let len = char_len(&value);
    if len < rule.min {
        return Err(match rule.length_codes {
            LengthCodes::Generic => Message::TooShort { min: rule.min },
            LengthCodes::Phone => Message::PhoneTooShort { min: rule.min },
            LengthCodes::Pattern => rule.pattern_code,
        });
    }
    if len > rule.max {
        return Err(match rule.length_codes {
            LengthCodes::Generic => Message::TooLong { max: rule.max },
            LengthCodes::Phone => Message::PhoneTooLong { max: rule.max },
            LengthCodes::Pattern => rule.pattern_code,
        });
    }
    if let Some(re) = regex(rule)
        && !re.is_match(&value)
    {
        return Err(rule.pattern_code);
    }
    match rule.extra {
        Extra::None => Ok(()),
        Extra::NotCommonPassword if is_common_password(&value) => Err(Message::PasswordTooCommon),
        Extra::NotCommonPassword => Ok(()),
        Extra::RealDate => parse_date(&value).map(|_| ()).ok_or(Message::InvalidDate),
        Extra::PlainText if longest_letter(&value) > LETTER_MAX => Err(Message::LetterTooLong { max: LETTER_MAX }),
        Extra::PlainText => Ok(()),
    }
}

/// [`JOINING_PATTERN`] and [`AFTER_VIRAMA_PATTERN`], compiled once.
static JOINING: LazyLock<[Regex; 2]> = LazyLock::new(|| {
    #[allow(clippy::expect_used)] // constant patterns, compiled by the test `every_pattern_compiles`
    [JOINING_PATTERN, AFTER_VIRAMA_PATTERN].map(|p| Regex::new(p).expect("a constant pattern of rules.rs compiles"))
});

/// One character that joins the letter before it (a mark of any script, ZWJ or ZWNJ).
pub const JOINING_PATTERN: &str = r"^[\p{M}\u200C\u200D]$";
/// One character that joins the letter before it when that ends with a virama: a letter (the consonant of a
/// conjunct) or a joining character.
pub const AFTER_VIRAMA_PATTERN: &str = r"^[\p{L}\p{M}\u200C\u200D]$";

/// The characters of the longest letter in `value`: a character, then every character that joins it (a mark, ZWJ,
/// ZWNJ, or a letter right after a Gujarati or Devanagari virama, or after such a virama and a joiner). The web app
/// counts the same way.
pub fn longest_letter(value: &str) -> usize {
    let (mut longest, mut current, mut after_virama) = (0, 0, false);
    let mut buffer = [0u8; 4];
    for c in value.chars() {
        let joining = &JOINING[usize::from(after_virama)];
        let joins = current > 0 && joining.is_match(c.encode_utf8(&mut buffer));
        current = if joins { current + 1 } else { 1 };
        longest = longest.max(current);
        // A joiner after a virama keeps the conjunct open (`ક્‍ષ`).
        after_virama = matches!(c, '\u{0ACD}' | '\u{094D}') || (after_virama && matches!(c, '\u{200C}' | '\u{200D}'));
    }
    longest
}

/// Applies a number rule to a whole number.
pub fn check_int(rule: &NumberRule, value: i64) -> Result<(), Message> {
    if (rule.min..=rule.max).contains(&value) {
        Ok(())
    } else {
        Err(Message::OutOfRange { min: rule.min, max: rule.max })
    }
}

/// Applies a number rule to any number (`not_a_number` for NaN, infinities, or a fraction where whole numbers are due).
pub fn check_number(rule: &NumberRule, value: f64) -> Result<(), Message> {
    if !value.is_finite() || (rule.integer && value.fract() != 0.0) {
        return Err(Message::NotANumber);
    }
    #[allow(clippy::cast_precision_loss)] // limits are small whole numbers
    let (min, max) = (rule.min as f64, rule.max as f64);
    if (min..=max).contains(&value) { Ok(()) } else { Err(Message::OutOfRange { min: rule.min, max: rule.max }) }
}

/// Applies a choice rule.
pub fn check_choice(rule: &ChoiceRule, value: &str) -> Result<(), Message> {
    if value.is_empty() {
        Err(Message::Required)
    } else if rule.values.contains(&value) {
        Ok(())
    } else {
        Err(Message::InvalidChoice)
    }
}

/// The cross rule of a mobile number and its country code: with +91 the number needs at least
/// [`PHONE_MIN_DIGITS_INDIA`] digits. Only applies when both fields pass their own rules (so one code per field).
pub fn check_phone_for_code(country_code: &str, phone: &str) -> Result<(), Message> {
    if country_code == INDIA_DIAL_CODE
        && check_text(&PHONE, phone).is_ok()
        && check_text(&COUNTRY_CODE, country_code).is_ok()
        && char_len(phone) < PHONE_MIN_DIGITS_INDIA
    {
        return Err(Message::PhoneTooShort { min: PHONE_MIN_DIGITS_INDIA });
    }
    Ok(())
}

/// The cross rule of a date of birth and today: a real `YYYY-MM-DD` date, age from [`ADULT_AGE`] to [`MAX_AGE`].
pub fn check_birth_date(value: &str, today: NaiveDate) -> Result<(), Message> {
    check_text(&BIRTH_DATE, value)?;
    let birth = parse_date(value).ok_or(Message::InvalidDate)?;
    match age_on(birth, today) {
        None => Err(Message::UnderAge { min: ADULT_AGE }),
        Some(age) if age < ADULT_AGE => Err(Message::UnderAge { min: ADULT_AGE }),
        Some(age) if age > MAX_AGE => Err(Message::TooOld { max: MAX_AGE }),
        Some(_) => Ok(()),
    }
}

// ---------- garde adapters ----------

/// A garde `custom` validator applying a text rule.
pub fn text_validator(rule: &'static TextRule) -> impl Fn(&String, &()) -> garde::Result {
    move |value, _| check_text(rule, value).map_err(garde::Error::from)
}

/// A garde `custom` validator for a mobile number field, given its country code field:
/// `#[garde(dive, custom(shared::rules::phone_fits_code(&self.country_code)))]`.
pub fn phone_fits_code<'a>(
    country_code: &'a crate::types::CountryCode,
) -> impl Fn(&crate::types::Phone, &()) -> garde::Result + 'a {
    move |phone, _| check_phone_for_code(&country_code.0, &phone.0).map_err(garde::Error::from)
}

/// As [`phone_fits_code`], for an optional number with an optional code (parent mobile 2). A number without its
/// code answers `required` on the number's field; put `#[garde(dive)]` on both fields as well.
pub fn optional_phone_fits_code<'a>(
    country_code: &'a Option<crate::types::CountryCode>,
) -> impl Fn(&Option<crate::types::Phone>, &()) -> garde::Result + 'a {
    move |phone, _| match (country_code, phone) {
        (Some(code), Some(phone)) => check_phone_for_code(&code.0, &phone.0).map_err(garde::Error::from),
        _ => Ok(()),
    }
}

/// A garde `custom` validator of a date of birth's age on `today`:
/// `#[garde(dive, custom(shared::rules::adult_on(today)))]`.
/// A value that is not a date is left to the field's own rule (`invalid_date`), so only one code is given.
pub fn adult_on(today: NaiveDate) -> impl Fn(&crate::types::BirthDate, &()) -> garde::Result {
    move |value, _| match check_birth_date(&value.0, today) {
        Err(Message::InvalidDate | Message::Required) | Ok(()) => Ok(()),
        Err(m) => Err(m.into()),
    }
}

/// A garde `custom` validator for the terms checkbox: `terms_required` unless true.
pub fn terms_accepted(value: &bool, _: &()) -> garde::Result {
    if *value { Ok(()) } else { Err(Message::TermsRequired.into()) }
}

// ---------- dates ----------

/// Reads a real `YYYY-MM-DD` date: ASCII digits in that exact shape (chrono alone would also take signs and longer
/// years), then a real calendar date (chrono), year from 0001.
pub fn parse_date(value: &str) -> Option<NaiveDate> {
    let shaped = value.len() == DATE_LEN && regex(&BIRTH_DATE).is_some_and(|re| re.is_match(value));
    if !shaped {
        return None;
    }
    NaiveDate::parse_from_str(value, "%Y-%m-%d").ok().filter(|d| d.year() >= 1)
}

/// Whole years from `birth` to `today` (a birthday on 29 February counts from 1 March in common years); `None` when
/// `today` is before `birth`.
pub fn age_on(birth: NaiveDate, today: NaiveDate) -> Option<u32> {
    today.years_since(birth)
}

/// India's offset from UTC: ages are counted on the day as it is in India (India has no daylight saving).
pub const INDIA_OFFSET_SECS: i32 = 19_800;

/// When the sender of a request declined at `decided_at` may send to the same member again (rule 42).
pub fn resend_after_decline(decided_at: chrono::DateTime<chrono::Utc>) -> chrono::DateTime<chrono::Utc> {
    decided_at + chrono::Duration::days(i64::from(crate::limits::DECLINED_RESEND_DAYS))
}

/// The date in India at `now`.
pub fn india_date(now: chrono::DateTime<chrono::Utc>) -> NaiveDate {
    chrono::FixedOffset::east_opt(INDIA_OFFSET_SECS)
        .map_or(now.date_naive(), |india| now.with_timezone(&india).date_naive())
}

/// The garde context of a body whose rules depend on today's date (a date of birth's age): the server passes the
/// date of its injectable clock, so tests can move it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Today(pub NaiveDate);

/// A garde `custom` validator of a date of birth's age on the context's date:
/// `#[garde(dive(&()), custom(shared::rules::adult_today))]` in a body with `#[garde(context(Today))]`.
pub fn adult_today(value: &crate::types::BirthDate, today: &Today) -> garde::Result {
    adult_on(today.0)(value, &())
}

/// Whether a range with optional ends is in order: when both are given, `from <= to` (`range_order` otherwise).
pub fn check_range<T: PartialOrd>(from: Option<T>, to: Option<T>) -> Result<(), Message> {
    match (from, to) {
        (Some(from), Some(to)) if from > to => Err(Message::RangeOrder),
        _ => Ok(()),
    }
}

/// A garde `custom` validator for the "to" end of a range:
/// `#[garde(custom(shared::rules::not_before(&self.age_from)))]`.
pub fn not_before<'a, T: PartialOrd + Copy>(from: &'a Option<T>) -> impl Fn(&Option<T>, &()) -> garde::Result + 'a {
    move |to, _| check_range(*from, *to).map_err(garde::Error::from)
}

/// An "any of" list: at most `max` values, none twice.
pub fn check_list<T: PartialEq>(values: &[T], max: usize) -> Result<(), Message> {
    if values.len() > max {
        return Err(Message::TooMany { max });
    }
    for (i, v) in values.iter().enumerate() {
        if values[..i].contains(v) {
            return Err(Message::Duplicate);
        }
    }
    Ok(())
}

/// A garde `custom` validator of an optional "any of" list of a preference or filter ([`PREFERENCE_CHOICES_MAX`]).
pub fn choice_list<T: PartialEq>(values: &Option<Vec<T>>, _: &()) -> garde::Result {
    match values {
        Some(values) => check_list(values, PREFERENCE_CHOICES_MAX).map_err(garde::Error::from),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_pattern_compiles() {
        for rule in TEXT_RULES {
            if let Some(p) = rule.pattern {
                assert!(Regex::new(p).is_ok(), "{}", rule.id);
                assert!(regex(rule).is_some(), "{}", rule.id);
            }
            assert!(rule.min <= rule.max, "{}", rule.id);
            // An optional rule's pattern must accept "" (in both engines: this one and the JSON Schema reader's).
            let accepts_empty = |p: &str| Regex::new(p).is_ok_and(|r| r.is_match(""));
            assert!(rule.min > 0 || rule.pattern.is_none_or(accepts_empty), "{}", rule.id);
        }
        assert_eq!(OTP_PATTERN, format!("^[0-9]{{{OTP_LEN}}}$"));
        assert_eq!(PROFILE_ID_LEN, 8);
        assert!(Regex::new(JOINING_PATTERN).is_ok() && Regex::new(AFTER_VIRAMA_PATTERN).is_ok());
    }

    #[test]
    fn letters_are_counted_with_their_signs_and_joined_consonants() {
        assert_eq!(longest_letter(""), 0);
        assert_eq!(longest_letter("abc"), 1);
        assert_eq!(longest_letter("ક્ષિતિજ"), 4, "ક ્ ષ િ");
        assert_eq!(longest_letter("સ્ત્રી"), 6);
        assert_eq!(longest_letter(&format!("ક{}", "્ક".repeat(128))), 257);
        assert_eq!(longest_letter(&format!("ક{}", "ા".repeat(29))), 30);
        assert_eq!(longest_letter(&format!("a{}", "\u{301}".repeat(40))), 41);
        assert_eq!(longest_letter("ક્\u{200D}ષ"), 4);
        assert_eq!(longest_letter("ક્ ક"), 2, "a space after a virama starts anew");
        assert_eq!(check_text(&ABOUT, "\u{2066}x"), Err(Message::DirectionControls));
        assert_eq!(check_text(&ABOUT, "abc\u{200F}"), Ok(()), "a direction mark alone reorders nothing");
        assert_eq!(check_text(&ABOUT, "x\u{202D}y"), Err(Message::DirectionControls));
        assert_eq!(check_text(&ABOUT, &format!("ક{}", "્ક".repeat(15))), Err(Message::LetterTooLong { max: 30 }));
        assert_eq!(check_text(&ABOUT, &format!("ક{}", "્ક".repeat(14))), Ok(()), "29 characters");
        assert_eq!(check_text(&PERSON_NAME, "x\u{202D}y"), Err(Message::InvalidName), "names refuse them already");
    }

    #[test]
    fn ids_are_unique() {
        let mut ids: Vec<&str> = TEXT_RULES.iter().map(|r| r.id).collect();
        ids.extend(NUMBER_RULES.iter().map(|r| r.id));
        ids.extend(CHOICE_RULES.iter().map(|r| r.id));
        ids.extend(CROSS_RULES);
        let n = ids.len();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), n);
    }

    #[test]
    fn common_passwords_are_loaded() {
        assert!(COMMON_PASSWORDS.len() >= 1000);
        assert!(is_common_password("Password"));
        assert!(!is_common_password("જયેશ-પટેલ-1990"));
    }

    #[test]
    fn dates() {
        let d = |y, m, day| NaiveDate::from_ymd_opt(y, m, day).unwrap();
        assert_eq!(parse_date("2024-02-29"), Some(d(2024, 2, 29)));
        assert_eq!(parse_date("2023-02-29"), None);
        assert_eq!(parse_date("२०२४-०१-०१"), None);
        assert_eq!(parse_date("+2024-01-01"), None);
        assert_eq!(parse_date("0000-01-01"), None);
        let feb29 = d(2008, 2, 29);
        assert_eq!(age_on(feb29, d(2026, 2, 28)), Some(17));
        assert_eq!(age_on(feb29, d(2026, 3, 1)), Some(18));
        assert_eq!(age_on(d(2026, 3, 2), d(2026, 3, 1)), None);
        let late_evening_utc = chrono::DateTime::parse_from_rfc3339("2026-01-31T20:00:00Z").unwrap().to_utc();
        assert_eq!(india_date(late_evening_utc), d(2026, 2, 1));
    }
}
