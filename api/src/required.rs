//! `Required<T>`: a field the document marks required whose absence is still reported with the other field errors.
//!
//! poem-openapi refuses a missing required field while parsing, with one untranslated message; this wrapper parses an
//! absent or null value as empty so that validation answers `required` for it, in the request's language, next to every
//! other field's error.

use std::borrow::Cow;

use poem_openapi::{
    registry::{MetaSchemaRef, Registry},
    types::{ParseFromJSON, ParseResult, ToJSON, Type},
};
use serde_json::Value;

#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Required<T>(pub Option<T>);

impl<T> Required<T> {
    pub fn value(&self) -> Option<&T> {
        self.0.as_ref()
    }
}

impl<T: Copy> Required<T> {
    pub fn get(&self) -> Option<T> {
        self.0
    }
}

impl<T: Type> Type for Required<T> {
    const IS_REQUIRED: bool = true;
    type RawValueType = T::RawValueType;
    type RawElementValueType = T::RawElementValueType;

    fn name() -> Cow<'static, str> {
        T::name()
    }

    fn schema_ref() -> MetaSchemaRef {
        T::schema_ref()
    }

    fn register(registry: &mut Registry) {
        T::register(registry);
    }

    fn as_raw_value(&self) -> Option<&Self::RawValueType> {
        self.0.as_ref().and_then(|v| v.as_raw_value())
    }

    fn raw_element_iter<'a>(&'a self) -> Box<dyn Iterator<Item = &'a Self::RawElementValueType> + 'a> {
        match &self.0 {
            Some(value) => value.raw_element_iter(),
            None => Box::new(std::iter::empty()),
        }
    }
}

impl<T: ParseFromJSON> ParseFromJSON for Required<T> {
    fn parse_from_json(value: Option<Value>) -> ParseResult<Self> {
        match value {
            None | Some(Value::Null) => Ok(Self(None)),
            Some(value) => T::parse_from_json(Some(value)).map(|v| Self(Some(v))).map_err(|e| e.propagate()),
        }
    }
}

impl<T: ToJSON> ToJSON for Required<T> {
    fn to_json(&self) -> Option<Value> {
        self.0.as_ref().and_then(ToJSON::to_json)
    }
}

/// garde: the value must be present.
pub fn present<T, C>(value: &Required<T>, _: &C) -> garde::Result {
    match value.0 {
        Some(_) => Ok(()),
        None => Err(garde::Error::new("required")),
    }
}

impl<T: garde::Validate> garde::Validate for Required<T> {
    type Context = T::Context;

    fn validate_into(&self, ctx: &Self::Context, parent: &mut dyn FnMut() -> garde::Path, report: &mut garde::Report) {
        if let Some(value) = &self.0 {
            value.validate_into(ctx, parent, report);
        }
    }
}

impl<T: poem_openapi::types::ParseFromMultipartField> poem_openapi::types::ParseFromMultipartField for Required<T> {
    async fn parse_from_multipart(field: Option<poem::web::Field>) -> ParseResult<Self> {
        match field {
            None => Ok(Self(None)),
            Some(field) => T::parse_from_multipart(Some(field)).await.map(|v| Self(Some(v))).map_err(|e| e.propagate()),
        }
    }
}
