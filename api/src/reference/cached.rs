//! The response of a cacheable list: 200 with the body and its ETag, or 304 when the client's copy is current.

use poem::{
    IntoResponse, Response,
    http::{HeaderValue, StatusCode, header},
};
use poem_openapi::{
    ApiResponse,
    payload::Payload,
    registry::{MetaHeader, MetaMediaType, MetaResponse, MetaResponses, Registry},
    types::Type,
};

use crate::payload::JsonBytes;

/// How long a client may reuse a list before revalidating it with its ETag.
const CACHE_CONTROL: &str = "public, max-age=3600, must-revalidate";

pub enum Cached<T> {
    Fresh(JsonBytes<T>, String),
    NotModified(String),
}

impl<T: Send> IntoResponse for Cached<T> {
    fn into_response(self) -> Response {
        let (mut response, etag) = match self {
            Cached::Fresh(body, etag) => (body.into_response(), etag),
            Cached::NotModified(etag) => (StatusCode::NOT_MODIFIED.into_response(), etag),
        };
        let headers = response.headers_mut();
        if let Ok(value) = HeaderValue::from_str(&etag) {
            headers.insert(header::ETAG, value);
        }
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(CACHE_CONTROL));
        headers.insert(header::VARY, HeaderValue::from_static("Accept-Language"));
        response
    }
}

fn header(name: &str, description: &str) -> MetaHeader {
    MetaHeader {
        name: name.to_owned(),
        description: Some(description.to_owned()),
        required: true,
        deprecated: false,
        schema: String::schema_ref(),
    }
}

impl<T: Type + Send> ApiResponse for Cached<T> {
    fn meta() -> MetaResponses {
        let etag = || header("ETag", "Identifies this version of the list; send it back in If-None-Match.");
        MetaResponses {
            responses: vec![
                MetaResponse {
                    description: "The list, names in the request's language.",
                    status: Some(200),
                    status_range: None,
                    content: vec![MetaMediaType {
                        content_type: <JsonBytes<T> as Payload>::CONTENT_TYPE,
                        schema: T::schema_ref(),
                    }],
                    headers: vec![etag(), header("Cache-Control", CACHE_CONTROL), header("Vary", "Accept-Language")],
                },
                MetaResponse {
                    description: "The client's copy (If-None-Match) is current.",
                    status: Some(304),
                    status_range: None,
                    content: vec![],
                    headers: vec![etag()],
                },
            ],
        }
    }

    fn register(registry: &mut Registry) {
        T::register(registry);
    }
}
