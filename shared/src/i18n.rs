//! garde's messages as the stable codes of [`crate::messages`], and the helper that turns a garde report into the
//! `errors` map of a problem body (field name in camelCase → codes).

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::fmt::Display;

use garde::i18n::{I18n, InvalidCreditCard, InvalidEmail, InvalidPhoneNumber, InvalidUrl, IpKind};

use crate::messages::Message;
use crate::rules::TEXT_RULES;

/// Field name (camelCase, as in the JSON body; `""` for the whole body) → message codes, in order.
pub type FieldErrors = BTreeMap<String, Vec<String>>;

/// The [`I18n`] of Sagpan: every garde built-in rule answers a code of [`crate::messages::MESSAGE_KEYS`].
/// The shared newtypes answer codes by themselves (custom validators); this covers garde's built-in rules that a DTO
/// may use directly (`length`, `matches`, `required`, `pattern`, `email`, ...).
///
/// `range` knows only the bound it crossed, so it answers `out_of_range|{min}|` or `out_of_range||{max}`: prefer the
/// number newtypes (`Weight`, `Siblings`, `PageSize`, `PageIndex`), which answer `out_of_range|{min}|{max}`.
#[derive(Debug, Clone, Copy, Default)]
pub struct Codes;

fn code(m: Message) -> Cow<'static, str> {
    Cow::Owned(m.code())
}

impl I18n for Codes {
    fn length_lower_than(&self, min: usize) -> Cow<'static, str> {
        // Shorter than 1 is empty.
        if min <= 1 { code(Message::Required) } else { code(Message::TooShort { min }) }
    }
    fn length_greater_than(&self, max: usize) -> Cow<'static, str> {
        code(Message::TooLong { max })
    }
    fn range_lower_than(&self, min: &dyn Display) -> Cow<'static, str> {
        Cow::Owned(format!("out_of_range|{min}|"))
    }
    fn range_greater_than(&self, max: &dyn Display) -> Cow<'static, str> {
        Cow::Owned(format!("out_of_range||{max}"))
    }
    fn credit_card_invalid(&self, _: InvalidCreditCard) -> Cow<'static, str> {
        code(Message::InvalidChoice)
    }
    fn pattern_no_match(&self, pattern: &dyn Display) -> Cow<'static, str> {
        // A rule's pattern answers that rule's code.
        let pattern = pattern.to_string();
        let m = TEXT_RULES
            .iter()
            .find(|r| r.pattern == Some(pattern.as_str()))
            .map_or(Message::InvalidChoice, |r| r.pattern_code);
        code(m)
    }
    fn contains_missing(&self, _: &dyn Display) -> Cow<'static, str> {
        code(Message::InvalidChoice)
    }
    fn url_invalid(&self, _: InvalidUrl) -> Cow<'static, str> {
        code(Message::InvalidChoice)
    }
    fn prefix_missing(&self, _: &dyn Display) -> Cow<'static, str> {
        code(Message::InvalidChoice)
    }
    fn suffix_missing(&self, _: &dyn Display) -> Cow<'static, str> {
        code(Message::InvalidChoice)
    }
    fn phone_number_invalid(&self, _: InvalidPhoneNumber) -> Cow<'static, str> {
        code(Message::InvalidPhone)
    }
    fn ip_invalid(&self, _: IpKind) -> Cow<'static, str> {
        code(Message::InvalidChoice)
    }
    fn matches_field_mismatch(&self, _: &dyn Display) -> Cow<'static, str> {
        code(Message::PasswordsMismatch)
    }
    fn email_invalid(&self, _: InvalidEmail) -> Cow<'static, str> {
        code(Message::InvalidEmail)
    }
    fn ascii_invalid(&self) -> Cow<'static, str> {
        code(Message::InvalidChoice)
    }
    fn alphanumeric_invalid(&self) -> Cow<'static, str> {
        code(Message::InvalidChoice)
    }
    fn required_not_set(&self) -> Cow<'static, str> {
        code(Message::Required)
    }
}

/// Validates a DTO with the codes of [`Codes`]; `Err` maps each failing field (camelCase) to its codes.
///
/// ```
/// # use shared::{types::*, validate};
/// #[derive(garde::Validate)]
/// struct Register {
///     #[garde(dive)]
///     first_name: PersonName,
///     #[garde(dive)]
///     email: Email,
/// }
/// let dto = Register { first_name: "જયેશ1".into(), email: "a@b.co".into() };
/// let errors = validate(&dto).unwrap_err();
/// assert_eq!(errors["firstName"], ["invalid_name"]);
/// ```
pub fn validate<T: garde::Validate<Context = ()> + ?Sized>(value: &T) -> Result<(), FieldErrors> {
    validate_with(value, &())
}

/// As [`validate`], for a body whose rules read a context (such as [`crate::Today`]).
pub fn validate_with<T: garde::Validate + ?Sized>(value: &T, ctx: &T::Context) -> Result<(), FieldErrors> {
    validate_ordered_with(value, ctx).map_err(|list| {
        let mut map = FieldErrors::new();
        for (field, code) in list {
            map.entry(field).or_default().push(code);
        }
        map
    })
}

/// As [`validate`], keeping garde's order: `(field, code)` pairs.
pub fn validate_ordered<T: garde::Validate<Context = ()> + ?Sized>(value: &T) -> Result<(), Vec<(String, String)>> {
    validate_ordered_with(value, &())
}

fn validate_ordered_with<T: garde::Validate + ?Sized>(
    value: &T,
    ctx: &T::Context,
) -> Result<(), Vec<(String, String)>> {
    garde::i18n::with_i18n(Codes, || value.validate_with(ctx)).map_err(|report| {
        report.iter().map(|(path, error)| (camel_path(&path.to_string()), error.message().to_owned())).collect()
    })
}

/// `parent_phone1_code` → `parentPhone1Code`, `children[0].first_name` → `children[0].firstName`.
pub fn camel_path(path: &str) -> String {
    let mut out = String::with_capacity(path.len());
    let mut upper = false;
    for c in path.chars() {
        if c == '_' && !out.is_empty() && !out.ends_with('.') {
            upper = true;
        } else if upper {
            out.extend(c.to_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn camel() {
        assert_eq!(camel_path("parent_phone1_code"), "parentPhone1Code");
        assert_eq!(camel_path("items[0].first_name"), "items[0].firstName");
        assert_eq!(camel_path(""), "");
    }

    #[test]
    fn garde_builtins_answer_codes() {
        #[derive(garde::Validate)]
        struct Dto {
            #[garde(length(chars, min = 1, max = crate::limits::PLACE_MAX))]
            village: String,
            #[garde(length(chars, min = crate::limits::PASSWORD_MIN))]
            secret: String,
            #[garde(required)]
            community_id: Option<i32>,
        }
        let dto = Dto { village: "x".repeat(51), secret: "abc".into(), community_id: None };
        let errors = validate(&dto).err().unwrap_or_default();
        assert_eq!(errors["village"], ["too_long|50"]);
        assert_eq!(errors["secret"], ["too_short|6"]);
        assert_eq!(errors["communityId"], ["required"]);
        let empty = Dto { village: String::new(), secret: "abcdef".into(), community_id: Some(1) };
        assert_eq!(validate(&empty).err().unwrap_or_default()["village"], ["required"]);
    }
}
