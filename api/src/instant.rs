//! An instant as API.md writes it: ISO 8601 in UTC with `Z` (poem-openapi's own chrono type writes `+00:00`).

use std::borrow::Cow;

use chrono::{DateTime, SecondsFormat, Utc};
use poem_openapi::{
    registry::{MetaSchema, MetaSchemaRef},
    types::{ParseError, ParseFromJSON, ParseResult, ToJSON, Type},
};
use serde_json::Value;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Instant(pub DateTime<Utc>);

impl From<DateTime<Utc>> for Instant {
    fn from(value: DateTime<Utc>) -> Self {
        Self(value)
    }
}

impl Type for Instant {
    const IS_REQUIRED: bool = true;
    type RawValueType = Self;
    type RawElementValueType = Self;

    fn name() -> Cow<'static, str> {
        "string_date-time".into()
    }

    fn schema_ref() -> MetaSchemaRef {
        MetaSchemaRef::Inline(Box::new(MetaSchema {
            description: Some("ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`."),
            ..MetaSchema::new_with_format("string", "date-time")
        }))
    }

    fn as_raw_value(&self) -> Option<&Self::RawValueType> {
        Some(self)
    }

    fn raw_element_iter<'a>(&'a self) -> Box<dyn Iterator<Item = &'a Self::RawElementValueType> + 'a> {
        Box::new(std::iter::once(self))
    }
}

impl ToJSON for Instant {
    fn to_json(&self) -> Option<Value> {
        Some(Value::String(self.0.to_rfc3339_opts(SecondsFormat::Secs, true)))
    }
}

impl ParseFromJSON for Instant {
    fn parse_from_json(value: Option<Value>) -> ParseResult<Self> {
        match value {
            Some(Value::String(s)) => DateTime::parse_from_rfc3339(&s)
                .map(|t| Self(t.with_timezone(&Utc)))
                .map_err(|e| ParseError::custom(e.to_string())),
            other => Err(ParseError::expected_type(other.unwrap_or_default())),
        }
    }
}
