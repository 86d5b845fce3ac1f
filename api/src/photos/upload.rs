//! The photo of an upload form: the document says one binary file (`type: string, format: binary`); the server
//! collects every part of that name, so that none or several answer with their own message rather than a parse error.

use std::borrow::Cow;

use poem_openapi::{
    registry::{MetaSchema, MetaSchemaRef},
    types::{ParseError, ParseFromMultipartField, ParseResult, Type, multipart::Upload},
};

#[derive(Debug, Default)]
pub struct PhotoFile(pub Vec<Upload>);

impl Type for PhotoFile {
    const IS_REQUIRED: bool = true;
    type RawValueType = Self;
    type RawElementValueType = Self;

    fn name() -> Cow<'static, str> {
        "string_binary".into()
    }

    fn schema_ref() -> MetaSchemaRef {
        MetaSchemaRef::Inline(Box::new(MetaSchema {
            description: Some("Exactly one JPEG or PNG file, at most 10 MiB and 40 megapixels."),
            ..MetaSchema::new_with_format("string", "binary")
        }))
    }

    fn as_raw_value(&self) -> Option<&Self::RawValueType> {
        Some(self)
    }

    fn raw_element_iter<'a>(&'a self) -> Box<dyn Iterator<Item = &'a Self::RawElementValueType> + 'a> {
        Box::new(self.as_raw_value().into_iter())
    }
}

impl ParseFromMultipartField for PhotoFile {
    async fn parse_from_multipart(field: Option<poem::web::Field>) -> ParseResult<Self> {
        match field {
            Some(field) => {
                let upload = Upload::parse_from_multipart(Some(field)).await.map_err(ParseError::propagate)?;
                Ok(Self(vec![upload]))
            }
            None => Ok(Self::default()),
        }
    }

    async fn parse_from_repeated_field(mut self, field: poem::web::Field) -> ParseResult<Self> {
        let upload = Upload::parse_from_multipart(Some(field)).await.map_err(ParseError::propagate)?;
        self.0.push(upload);
        Ok(self)
    }
}
