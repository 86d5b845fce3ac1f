//! Validation messages as stable codes, never prose: `key` or `key|param|param`.
//! The server (Rust) and the web app (Lingui) translate them. See `shared/MESSAGES.md`.

use std::fmt;

/// One validation failure. [`Message::code`] gives the wire form, e.g. `too_long|30`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Message {
    /// `required`: the value is missing or empty.
    Required,
    /// `too_short|{min}`: fewer than `min` characters (Unicode code points).
    TooShort { min: usize },
    /// `too_long|{max}`: more than `max` characters (Unicode code points).
    TooLong { max: usize },
    /// `invalid_name`: not letters (any script) with single spaces, apostrophes, dots or hyphens between them.
    InvalidName,
    /// `invalid_email`: not an e-mail address.
    InvalidEmail,
    /// `invalid_phone`: not ASCII digits only.
    InvalidPhone,
    /// `phone_too_short|{min}`: fewer than `min` digits.
    PhoneTooShort { min: usize },
    /// `phone_too_long|{max}`: more than `max` digits.
    PhoneTooLong { max: usize },
    /// `invalid_country_code`: not `+` and 1 to 4 digits.
    InvalidCountryCode,
    /// `invalid_otp`: not exactly 6 ASCII digits.
    InvalidOtp,
    /// `password_too_common`: in the list of the most common passwords.
    PasswordTooCommon,
    /// `passwords_mismatch`: the confirmation differs from the password.
    PasswordsMismatch,
    /// `under_age|{min}`: younger than `min` years.
    UnderAge { min: u32 },
    /// `too_old|{max}`: older than `max` years.
    TooOld { max: u32 },
    /// `invalid_date`: not a real date written `YYYY-MM-DD`.
    InvalidDate,
    /// `invalid_time`: not a time of day written `HH:MM` (24 hours).
    InvalidTime,
    /// `out_of_range|{min}|{max}`: a number outside `min..=max`.
    OutOfRange { min: i64, max: i64 },
    /// `invalid_profile_id`: not two letters and six digits.
    InvalidProfileId,
    /// `invalid_choice`: not one of the allowed values.
    InvalidChoice,
    /// `terms_required`: the terms and conditions were not accepted.
    TermsRequired,
    /// `not_a_number`: a number was expected (or a whole number, for counts and pages).
    NotANumber,
    /// `range_order`: the start of a range ("from") is after its end ("to").
    RangeOrder,
    /// `too_many|{max}`: a list with more than `max` values.
    TooMany { max: usize },
    /// `duplicate`: the same value twice in a list.
    Duplicate,
    /// `invalid_url`: not an `https://` address.
    InvalidUrl,
    /// `direction_controls`: text-direction controls (embeddings, overrides, isolates), which reorder what others see.
    DirectionControls,
    /// `letter_too_long|{max}`: one letter with more than `max` characters (its signs and joined consonants).
    LetterTooLong { max: usize },
}

/// Every message key, without parameters, in the order of `MESSAGES.md`.
pub const MESSAGE_KEYS: [&str; 27] = [
    "required",
    "too_short",
    "too_long",
    "invalid_name",
    "invalid_email",
    "invalid_phone",
    "phone_too_short",
    "phone_too_long",
    "invalid_country_code",
    "invalid_otp",
    "password_too_common",
    "passwords_mismatch",
    "under_age",
    "too_old",
    "invalid_date",
    "invalid_time",
    "out_of_range",
    "invalid_profile_id",
    "invalid_choice",
    "terms_required",
    "not_a_number",
    "range_order",
    "too_many",
    "duplicate",
    "invalid_url",
    "direction_controls",
    "letter_too_long",
];

impl Message {
    /// The key without parameters, one of [`MESSAGE_KEYS`].
    pub fn key(self) -> &'static str {
        match self {
            Self::Required => "required",
            Self::TooShort { .. } => "too_short",
            Self::TooLong { .. } => "too_long",
            Self::InvalidName => "invalid_name",
            Self::InvalidEmail => "invalid_email",
            Self::InvalidPhone => "invalid_phone",
            Self::PhoneTooShort { .. } => "phone_too_short",
            Self::PhoneTooLong { .. } => "phone_too_long",
            Self::InvalidCountryCode => "invalid_country_code",
            Self::InvalidOtp => "invalid_otp",
            Self::PasswordTooCommon => "password_too_common",
            Self::PasswordsMismatch => "passwords_mismatch",
            Self::UnderAge { .. } => "under_age",
            Self::TooOld { .. } => "too_old",
            Self::InvalidDate => "invalid_date",
            Self::InvalidTime => "invalid_time",
            Self::OutOfRange { .. } => "out_of_range",
            Self::InvalidProfileId => "invalid_profile_id",
            Self::InvalidChoice => "invalid_choice",
            Self::TermsRequired => "terms_required",
            Self::NotANumber => "not_a_number",
            Self::RangeOrder => "range_order",
            Self::TooMany { .. } => "too_many",
            Self::Duplicate => "duplicate",
            Self::InvalidUrl => "invalid_url",
            Self::DirectionControls => "direction_controls",
            Self::LetterTooLong { .. } => "letter_too_long",
        }
    }

    /// The wire form: the key, then each parameter after a `|`, e.g. `out_of_range|1|50`.
    pub fn code(self) -> String {
        match self {
            Self::TooShort { min } | Self::PhoneTooShort { min } => format!("{}|{min}", self.key()),
            Self::TooLong { max }
            | Self::PhoneTooLong { max }
            | Self::TooMany { max }
            | Self::LetterTooLong { max } => {
                format!("{}|{max}", self.key())
            }
            Self::UnderAge { min } => format!("{}|{min}", self.key()),
            Self::TooOld { max } => format!("{}|{max}", self.key()),
            Self::OutOfRange { min, max } => format!("{}|{min}|{max}", self.key()),
            _ => self.key().to_owned(),
        }
    }

    /// Reads a wire code back (the inverse of [`Message::code`]).
    pub fn parse(code: &str) -> Option<Self> {
        let mut parts = code.split('|');
        let key = parts.next()?;
        let a = parts.next();
        let b = parts.next();
        if parts.next().is_some() {
            return None;
        }
        let n = |p: Option<&str>| p.and_then(|v| v.parse::<usize>().ok());
        let m = match (key, a, b) {
            ("too_short", _, None) => Self::TooShort { min: n(a)? },
            ("too_long", _, None) => Self::TooLong { max: n(a)? },
            ("phone_too_short", _, None) => Self::PhoneTooShort { min: n(a)? },
            ("phone_too_long", _, None) => Self::PhoneTooLong { max: n(a)? },
            ("too_many", _, None) => Self::TooMany { max: n(a)? },
            ("letter_too_long", _, None) => Self::LetterTooLong { max: n(a)? },
            ("under_age", Some(v), None) => Self::UnderAge { min: v.parse().ok()? },
            ("too_old", Some(v), None) => Self::TooOld { max: v.parse().ok()? },
            ("out_of_range", Some(lo), Some(hi)) => Self::OutOfRange { min: lo.parse().ok()?, max: hi.parse().ok()? },
            (_, None, None) => match key {
                "required" => Self::Required,
                "invalid_name" => Self::InvalidName,
                "invalid_email" => Self::InvalidEmail,
                "invalid_phone" => Self::InvalidPhone,
                "invalid_country_code" => Self::InvalidCountryCode,
                "invalid_otp" => Self::InvalidOtp,
                "password_too_common" => Self::PasswordTooCommon,
                "passwords_mismatch" => Self::PasswordsMismatch,
                "invalid_date" => Self::InvalidDate,
                "invalid_time" => Self::InvalidTime,
                "invalid_profile_id" => Self::InvalidProfileId,
                "invalid_choice" => Self::InvalidChoice,
                "terms_required" => Self::TermsRequired,
                "not_a_number" => Self::NotANumber,
                "range_order" => Self::RangeOrder,
                "duplicate" => Self::Duplicate,
                "invalid_url" => Self::InvalidUrl,
                "direction_controls" => Self::DirectionControls,
                _ => return None,
            },
            _ => return None,
        };
        Some(m)
    }
}

impl fmt::Display for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.code())
    }
}

impl From<Message> for garde::Error {
    fn from(m: Message) -> Self {
        garde::Error::new(m.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        let all = [
            Message::Required,
            Message::TooShort { min: 6 },
            Message::TooLong { max: 30 },
            Message::InvalidName,
            Message::InvalidEmail,
            Message::InvalidPhone,
            Message::PhoneTooShort { min: 10 },
            Message::PhoneTooLong { max: 15 },
            Message::InvalidCountryCode,
            Message::InvalidOtp,
            Message::PasswordTooCommon,
            Message::PasswordsMismatch,
            Message::UnderAge { min: 18 },
            Message::TooOld { max: 100 },
            Message::InvalidDate,
            Message::InvalidTime,
            Message::OutOfRange { min: 1, max: 50 },
            Message::InvalidProfileId,
            Message::InvalidChoice,
            Message::TermsRequired,
            Message::NotANumber,
            Message::RangeOrder,
            Message::TooMany { max: 50 },
            Message::Duplicate,
            Message::InvalidUrl,
            Message::DirectionControls,
            Message::LetterTooLong { max: 30 },
        ];
        assert_eq!(all.len(), MESSAGE_KEYS.len());
        for (m, key) in all.iter().zip(MESSAGE_KEYS) {
            assert_eq!(m.key(), key);
            assert_eq!(Message::parse(&m.code()), Some(*m), "{m}");
        }
        assert_eq!(Message::OutOfRange { min: 1, max: 50 }.code(), "out_of_range|1|50");
        assert_eq!(Message::parse("required|1"), None);
        assert_eq!(Message::parse("nonsense"), None);
    }

    #[test]
    fn messages_md_lists_every_key() {
        let md = include_str!("../MESSAGES.md");
        for key in MESSAGE_KEYS {
            assert!(md.contains(&format!("`{key}")), "MESSAGES.md misses {key}");
        }
    }
}
