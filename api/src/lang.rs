//! The request's language, from `Accept-Language`: Gujarati unless English is preferred.

use std::borrow::Cow;

use poem_openapi::{
    registry::{MetaSchema, MetaSchemaRef},
    types::{ParseFromParameter, ParseResult, Type},
};

/// Gujarati or English: the shared crate's, so the catalogs (`shared::catalog`) and the server name the same type.
pub use shared::Lang;

/// The language of a request's `Accept-Language` header (Gujarati when absent).
pub fn of_request(req: &poem::Request) -> Lang {
    req.headers()
        .get(poem::http::header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .map(Lang::from_header)
        .unwrap_or_default()
}

/// The language a member chose for e-mails and other texts sent to them.
pub fn of_member(member: &entity::member::Model) -> Lang {
    Lang::from_code(&member.language)
}

/// The `Accept-Language` header of an operation.
pub type LangHeader = poem_openapi::param::Header<Option<AcceptLanguage>>;

/// The language of a request's `Accept-Language` parameter (Gujarati when absent).
pub fn lang_of(header: &LangHeader) -> Lang {
    header.0.map(|l| l.0).unwrap_or_default()
}

/// The `Accept-Language` header as an operation parameter, so the document shows it on every call that answers in a
/// language. Never refuses a value: unknown languages fall back to Gujarati.
#[derive(Debug, Clone, Copy, Default)]
pub struct AcceptLanguage(pub Lang);

impl Type for AcceptLanguage {
    const IS_REQUIRED: bool = true;
    type RawValueType = Self;
    type RawElementValueType = Self;

    fn name() -> Cow<'static, str> {
        "AcceptLanguage".into()
    }

    fn schema_ref() -> MetaSchemaRef {
        MetaSchemaRef::Inline(Box::new(MetaSchema {
            description: Some("`gu` or `en`; names and messages answer in this language, Gujarati when absent."),
            example: Some(serde_json::json!("gu")),
            ..MetaSchema::new("string")
        }))
    }

    fn as_raw_value(&self) -> Option<&Self::RawValueType> {
        Some(self)
    }

    fn raw_element_iter<'a>(&'a self) -> Box<dyn Iterator<Item = &'a Self::RawElementValueType> + 'a> {
        Box::new(std::iter::once(self))
    }
}

impl ParseFromParameter for AcceptLanguage {
    fn parse_from_parameter(value: &str) -> ParseResult<Self> {
        Ok(Self(Lang::from_header(value)))
    }
}
