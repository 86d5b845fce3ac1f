//! A JSON string and nothing else. poem-openapi's `String` also takes a number or a boolean and turns it into text,
//! so a body the document says is invalid (`{"refreshToken": 5}`) would be accepted; request fields that are plain
//! text use `Text`, which refuses any other JSON type with the usual 400.

use std::borrow::Cow;

use poem_openapi::{
    registry::{MetaSchema, MetaSchemaRef},
    types::{ParseError, ParseFromJSON, ParseFromMultipartField, ParseResult, ToJSON, Type},
};

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Text(pub String);

impl Text {
    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn into_inner(self) -> String {
        self.0
    }
}

impl AsRef<str> for Text {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl std::ops::Deref for Text {
    type Target = str;

    fn deref(&self) -> &str {
        &self.0
    }
}

impl Type for Text {
    const IS_REQUIRED: bool = true;
    type RawValueType = Self;
    type RawElementValueType = Self;

    fn name() -> Cow<'static, str> {
        "string".into()
    }

    fn schema_ref() -> MetaSchemaRef {
        MetaSchemaRef::Inline(Box::new(MetaSchema::new("string")))
    }

    fn as_raw_value(&self) -> Option<&Self::RawValueType> {
        Some(self)
    }

    fn raw_element_iter<'a>(&'a self) -> Box<dyn Iterator<Item = &'a Self::RawElementValueType> + 'a> {
        Box::new(self.as_raw_value().into_iter())
    }

    fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl ParseFromJSON for Text {
    fn parse_from_json(value: Option<serde_json::Value>) -> ParseResult<Self> {
        match value {
            Some(serde_json::Value::String(s)) => Ok(Self(s)),
            other => Err(ParseError::expected_type(other.unwrap_or_default())),
        }
    }
}

impl ParseFromMultipartField for Text {
    async fn parse_from_multipart(field: Option<poem::web::Field>) -> ParseResult<Self> {
        match field {
            Some(field) => Ok(Self(field.text().await.map_err(ParseError::custom)?)),
            None => Err(ParseError::expected_input()),
        }
    }
}

impl ToJSON for Text {
    fn to_json(&self) -> Option<serde_json::Value> {
        Some(serde_json::Value::String(self.0.clone()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_json_string_is_text() {
        assert_eq!(Text::parse_from_json(Some(serde_json::json!("a"))).ok(), Some(Text("a".into())));
        for other in [serde_json::json!(5), serde_json::json!(true), serde_json::json!(null), serde_json::json!([])] {
            assert!(Text::parse_from_json(Some(other)).is_err());
        }
    }
}
