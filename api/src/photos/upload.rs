//! The files of an upload form. The server collects every part of a file field's name, so that none or several
//! answer with their own message (a photo: exactly one; attachments: up to three) rather than a parse error.

use poem_openapi::types::multipart::Upload;

/// A multipart file field as a list of every part of its name: `$name` documented by `$schema`, required or not.
macro_rules! file_parts {
    ($(#[$meta:meta])* $name:ident, type_name: $type_name:literal, required: $required:literal, schema: $schema:expr) => {
        $(#[$meta])*
        #[derive(Debug, Default)]
        pub struct $name(pub Vec<Upload>);

        impl poem_openapi::types::Type for $name {
            const IS_REQUIRED: bool = $required;
            type RawValueType = Self;
            type RawElementValueType = Self;

            fn name() -> std::borrow::Cow<'static, str> {
                $type_name.into()
            }

            fn schema_ref() -> poem_openapi::registry::MetaSchemaRef {
                poem_openapi::registry::MetaSchemaRef::Inline(Box::new($schema))
            }

            fn as_raw_value(&self) -> Option<&Self::RawValueType> {
                Some(self)
            }

            fn raw_element_iter<'a>(&'a self) -> Box<dyn Iterator<Item = &'a Self::RawElementValueType> + 'a> {
                Box::new(self.as_raw_value().into_iter())
            }
        }

        impl poem_openapi::types::ParseFromMultipartField for $name {
            async fn parse_from_multipart(
                field: Option<poem::web::Field>,
            ) -> poem_openapi::types::ParseResult<Self> {
                match field {
                    Some(field) => Ok(Self(vec![upload(field).await.map_err(poem_openapi::types::ParseError::propagate)?])),
                    None => Ok(Self::default()),
                }
            }

            async fn parse_from_repeated_field(
                mut self,
                field: poem::web::Field,
            ) -> poem_openapi::types::ParseResult<Self> {
                self.0.push(upload(field).await.map_err(poem_openapi::types::ParseError::propagate)?);
                Ok(self)
            }
        }
    };
}

async fn upload(field: poem::web::Field) -> poem_openapi::types::ParseResult<Upload> {
    use poem_openapi::types::ParseFromMultipartField;
    Upload::parse_from_multipart(Some(field)).await
}

file_parts!(
    /// The photo of an upload form: the document says one binary file (`type: string, format: binary`).
    PhotoFile,
    type_name: "string_binary",
    required: true,
    schema: poem_openapi::registry::MetaSchema {
        description: Some("Exactly one JPEG or PNG file, at most 10 MiB and 40 megapixels."),
        ..poem_openapi::registry::MetaSchema::new_with_format("string", "binary")
    }
);

file_parts!(
    /// The files of a ticket message or an enquiry: optional (poem-openapi's `Vec<Upload>` would be documented as
    /// required).
    Files,
    type_name: "array_string_binary",
    required: false,
    schema: poem_openapi::registry::MetaSchema {
        description: Some("Up to 3 files: jpeg, png or pdf, at most 5 MiB each, checked by their bytes."),
        items: Some(Box::new(poem_openapi::registry::MetaSchemaRef::Inline(Box::new(
            poem_openapi::registry::MetaSchema::new_with_format("string", "binary"),
        )))),
        ..poem_openapi::registry::MetaSchema::new("array")
    }
);
