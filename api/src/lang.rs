//! The request's language, from `Accept-Language`: Gujarati unless English is preferred.

use std::borrow::Cow;

use poem_openapi::{
    registry::{MetaSchema, MetaSchemaRef},
    types::{ParseFromParameter, ParseResult, Type},
};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash)]
pub enum Lang {
    #[default]
    Gu,
    En,
}

impl Lang {
    /// Picks gu or en from an `Accept-Language` value by quality; anything else falls back to gu, the product default.
    pub fn from_header(value: &str) -> Self {
        let mut best: Option<(f32, Lang)> = None;
        for part in value.split(',') {
            let mut pieces = part.trim().split(';');
            let tag = pieces.next().unwrap_or("").trim().to_ascii_lowercase();
            let quality =
                pieces.find_map(|p| p.trim().strip_prefix("q=").and_then(|q| q.parse::<f32>().ok())).unwrap_or(1.0);
            let lang = match tag.split('-').next() {
                Some("gu") => Lang::Gu,
                Some("en") => Lang::En,
                _ => continue,
            };
            if quality > 0.0 && best.is_none_or(|(q, _)| quality > q) {
                best = Some((quality, lang));
            }
        }
        best.map(|(_, lang)| lang).unwrap_or_default()
    }

    pub fn from_request(req: &poem::Request) -> Self {
        req.headers()
            .get(poem::http::header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok())
            .map(Self::from_header)
            .unwrap_or_default()
    }

    pub fn code(self) -> &'static str {
        match self {
            Lang::Gu => "gu",
            Lang::En => "en",
        }
    }

    /// The language a member chose for e-mails and other texts sent to them.
    pub fn of_member(member: &entity::member::Model) -> Self {
        if member.language == "en" { Lang::En } else { Lang::Gu }
    }

    /// Chooses between a Gujarati and an English text.
    pub fn pick<'a>(self, gu: &'a str, en: &'a str) -> &'a str {
        match self {
            Lang::Gu => gu,
            Lang::En => en,
        }
    }
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

#[cfg(test)]
mod tests {
    use super::Lang;

    #[test]
    fn english_is_chosen_only_when_preferred() {
        assert_eq!(Lang::from_header("en"), Lang::En);
        assert_eq!(Lang::from_header("en-US,en;q=0.9"), Lang::En);
        assert_eq!(Lang::from_header("gu,en;q=0.8"), Lang::Gu);
        assert_eq!(Lang::from_header("en;q=0.5,gu;q=0.9"), Lang::Gu);
        assert_eq!(Lang::from_header("fr"), Lang::Gu);
        assert_eq!(Lang::from_header(""), Lang::Gu);
        assert_eq!(Lang::from_header("en;q=0"), Lang::Gu);
    }
}
