//! JSON bodies serialised once, straight to bytes, with an ETag: for the public, cacheable lists.
//!
//! poem-openapi's `Json` builds a `serde_json::Value` first; reference lists are served many times unchanged, so they are
//! serialised once per language and answered from memory, and a matching `If-None-Match` gets a 304.

use std::marker::PhantomData;

use bytes::Bytes;
use poem::{IntoResponse, Response, http::header};
use poem_openapi::{
    payload::Payload,
    registry::{MetaSchemaRef, Registry},
    types::Type,
};
use sha2::{Digest, Sha256};

/// A JSON body already serialised; documented with the schema of `T`.
pub struct JsonBytes<T> {
    pub bytes: Bytes,
    _schema: PhantomData<fn() -> T>,
}

impl<T> JsonBytes<T> {
    pub fn new(bytes: Bytes) -> Self {
        Self { bytes, _schema: PhantomData }
    }
}

impl<T: Type> Payload for JsonBytes<T> {
    const CONTENT_TYPE: &'static str = "application/json; charset=utf-8";

    fn schema_ref() -> MetaSchemaRef {
        T::schema_ref()
    }

    fn register(registry: &mut Registry) {
        T::register(registry);
    }
}

impl<T: Send> IntoResponse for JsonBytes<T> {
    fn into_response(self) -> Response {
        Response::builder().header(header::CONTENT_TYPE, "application/json; charset=utf-8").body(self.bytes)
    }
}

/// A strong ETag for a body.
pub fn etag_of(body: &[u8]) -> String {
    let digest = Sha256::digest(body);
    format!("\"{}\"", hex::encode(&digest[..12]))
}

/// Whether an `If-None-Match` value matches the current ETag (`*`, a list, or weak forms).
pub fn if_none_match_hits(if_none_match: Option<&str>, etag: &str) -> bool {
    let Some(value) = if_none_match else { return false };
    value.split(',').map(|v| v.trim().trim_start_matches("W/")).any(|v| v == "*" || v == etag)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn if_none_match_accepts_lists_weak_tags_and_star() {
        let tag = etag_of(b"[]");
        assert!(if_none_match_hits(Some(&tag), &tag));
        assert!(if_none_match_hits(Some(&format!("\"x\", W/{tag}")), &tag));
        assert!(if_none_match_hits(Some("*"), &tag));
        assert!(!if_none_match_hits(Some("\"other\""), &tag));
        assert!(!if_none_match_hits(None, &tag));
    }
}
