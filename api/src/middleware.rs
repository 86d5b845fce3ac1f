//! Every response gets an `X-Request-Id`; every error becomes a problem body in the request's language.

use std::sync::Arc;

use poem::{
    Endpoint, IntoResponse, Middleware, Request, Response, Result,
    error::{MethodNotAllowedError, NotFoundError, ParsePathError},
    http::{HeaderValue, StatusCode, header},
};
use poem_openapi::error::{ContentTypeError, ParseParamError, ParseRequestPayloadError};

use crate::{
    error::{ApiError, ErrorCode},
    lang::Lang,
};

/// The id of the request being served, available to handlers as request data.
#[derive(Debug, Clone)]
pub struct RequestId(pub String);

pub async fn problems<E: Endpoint>(next: Arc<E>, mut req: Request) -> Result<Response> {
    let request_id = uuid::Uuid::new_v4().simple().to_string();
    req.extensions_mut().insert(RequestId(request_id.clone()));
    let lang = crate::lang::of_request(&req);
    let method = req.method().clone();
    // A URI clones its path by reference count; the path is read only when the call fails.
    let uri = req.uri().clone();
    // Who acts for the member is the request's own (rule 46).
    let mut response = match crate::acting::scope(next.call(req)).await {
        Ok(response) => response.into_response(),
        Err(err) => {
            let path = uri.path();
            let api_error = classify(err);
            if api_error.status().is_server_error() {
                tracing::error!(request_id, %method, path, error = ?api_error.source, code = api_error.code.as_str(), "request failed");
            }
            let mut response = render(&api_error, lang, &request_id);
            // A body that stopped arriving leaves the connection in an unknown place: it is not used again.
            if api_error.code == ErrorCode::RequestTimeout {
                response.headers_mut().insert(header::CONNECTION, HeaderValue::from_static("close"));
            }
            // RFC 9110: a 405 names the methods the resource takes.
            if api_error.code == ErrorCode::MethodNotAllowed
                && let Some(methods) = crate::document::allowed_methods(path)
                && let Ok(value) = HeaderValue::from_str(methods)
            {
                response.headers_mut().insert(header::ALLOW, value);
            }
            response
        }
    };
    if let Ok(value) = HeaderValue::from_str(&request_id) {
        response.headers_mut().insert("x-request-id", value);
    }
    Ok(response)
}

pub fn render(error: &ApiError, lang: Lang, request_id: &str) -> Response {
    let problem = error.to_problem(lang, request_id);
    let body = serde_json::to_vec(&problem).unwrap_or_default();
    let mut response = Response::builder()
        .status(error.status())
        .content_type("application/problem+json")
        .header(header::CONTENT_LANGUAGE, lang.code())
        .header(header::CACHE_CONTROL, "no-store")
        .body(body);
    if let Some(secs) = error.retry_after_secs {
        response.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(secs));
    }
    response
}

/// Maps whatever poem or poem-openapi raised to an [`ApiError`], keeping our own errors as they are.
fn classify(err: poem::Error) -> ApiError {
    if err.is::<ApiError>() {
        return match err.downcast::<ApiError>() {
            Ok(api_error) => api_error,
            Err(err) => ApiError::internal(anyhow::anyhow!("{err}")),
        };
    }
    if let Some(param) = err.downcast_ref::<ParseParamError>() {
        // poem-openapi's wording: "expects an input value" when absent, "integer"/"number" in a type mismatch.
        let code = if param.reason.contains("expects an input value") {
            "required"
        } else if param.reason.contains("integer") || param.reason.contains("number") {
            "not_a_number"
        } else {
            "invalid_value"
        };
        return ApiError::field(param.name, code);
    }
    if err.is::<ParseRequestPayloadError>() || err.is::<ParsePathError>() {
        return ApiError::new(ErrorCode::BadRequest);
    }
    if err.is::<ContentTypeError>() {
        return ApiError::new(ErrorCode::UnsupportedMediaType);
    }
    if err.is::<NotFoundError>() {
        return ApiError::not_found();
    }
    if err.is::<MethodNotAllowedError>() {
        return ApiError::new(ErrorCode::MethodNotAllowed);
    }
    let code = match err.status() {
        StatusCode::BAD_REQUEST => ErrorCode::BadRequest,
        StatusCode::UNAUTHORIZED => ErrorCode::Unauthorized,
        StatusCode::FORBIDDEN => ErrorCode::Forbidden,
        StatusCode::NOT_FOUND => ErrorCode::NotFound,
        StatusCode::METHOD_NOT_ALLOWED => ErrorCode::MethodNotAllowed,
        StatusCode::CONFLICT => ErrorCode::Conflict,
        StatusCode::PAYLOAD_TOO_LARGE => ErrorCode::PayloadTooLarge,
        StatusCode::UNSUPPORTED_MEDIA_TYPE => ErrorCode::UnsupportedMediaType,
        StatusCode::UNPROCESSABLE_ENTITY => ErrorCode::RuleViolated,
        StatusCode::TOO_MANY_REQUESTS => ErrorCode::TooManyRequests,
        StatusCode::SERVICE_UNAVAILABLE => ErrorCode::ServiceUnavailable,
        status if status.is_client_error() => ErrorCode::BadRequest,
        _ => return ApiError::internal(anyhow::anyhow!("{err}")),
    };
    ApiError::new(code)
}

/// Refuses bodies larger than its size with 413: at once when `Content-Length` says so, otherwise (a chunked body) by
/// reading at most that many bytes. Requests without a body pass untouched. (poem's `SizeLimit` would refuse every
/// request without `Content-Length`, GETs included.) A body from which no byte arrives for `stall` is answered 408,
/// and its connection closed: a slow sender cannot hold a connection and a handler for as long as it likes.
pub struct BodyLimit {
    /// Every call but uploads.
    pub json: usize,
    /// Multipart uploads (photos, ticket messages, enquiries).
    pub upload: usize,
    /// How long a body may go without a byte.
    pub stall: std::time::Duration,
}

impl<E: Endpoint> Middleware<E> for BodyLimit {
    type Output = BodyLimitEndpoint<E>;

    fn transform(&self, inner: E) -> Self::Output {
        BodyLimitEndpoint { inner, json: self.json, upload: self.upload, stall: self.stall }
    }
}

pub struct BodyLimitEndpoint<E> {
    inner: E,
    json: usize,
    upload: usize,
    stall: std::time::Duration,
}

/// A body stream that ends with an error when no chunk arrives for `stall`, and says so in `stalled`.
fn stalling(body: poem::Body, stall: std::time::Duration, stalled: Arc<std::sync::atomic::AtomicBool>) -> poem::Body {
    use futures_util::StreamExt;
    let chunks = body.into_bytes_stream();
    let guarded =
        futures_util::stream::unfold((chunks, stalled, false), move |(mut chunks, stalled, done)| async move {
            if done {
                return None;
            }
            match tokio::time::timeout(stall, chunks.next()).await {
                Ok(Some(chunk)) => Some((chunk, (chunks, stalled, false))),
                Ok(None) => None,
                Err(_) => {
                    stalled.store(true, std::sync::atomic::Ordering::SeqCst);
                    let error = std::io::Error::new(std::io::ErrorKind::TimedOut, "the body stopped arriving");
                    Some((Err(error), (chunks, stalled, true)))
                }
            }
        });
    poem::Body::from_bytes_stream(guarded)
}

impl<E: Endpoint> Endpoint for BodyLimitEndpoint<E> {
    type Output = E::Output;

    async fn call(&self, mut req: Request) -> Result<Self::Output> {
        let multipart = req
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.trim_start().to_ascii_lowercase().starts_with("multipart/form-data"));
        let max = if multipart { self.upload } else { self.json };
        let too_large = || poem::Error::from(ApiError::new(ErrorCode::PayloadTooLarge));
        let declared =
            req.headers().get(header::CONTENT_LENGTH).and_then(|v| v.to_str().ok()).and_then(|v| v.parse::<u64>().ok());
        let chunked = req.headers().contains_key(header::TRANSFER_ENCODING);
        let stalled = Arc::new(std::sync::atomic::AtomicBool::new(false));
        if declared.is_some_and(|length| length > 0) || chunked {
            let body = req.take_body();
            req.set_body(stalling(body, self.stall, stalled.clone()));
        }
        let timed_out = || poem::Error::from(ApiError::new(ErrorCode::RequestTimeout));
        match declared {
            Some(length) if length > max as u64 => {
                // Read (and drop) a body that is not absurdly large first, so the client, which is still sending,
                // can read the 413 instead of seeing the connection cut.
                if length <= 4 * max as u64 {
                    let mut body = req.take_body().into_async_read();
                    let _ = tokio::io::copy(&mut body, &mut tokio::io::sink()).await;
                }
                return Err(too_large());
            }
            Some(_) => {}
            None if chunked => {
                let read = req.take_body().into_bytes_limit(max).await;
                if stalled.load(std::sync::atomic::Ordering::SeqCst) {
                    return Err(timed_out());
                }
                req.set_body(read.map_err(|_| too_large())?);
            }
            None => {}
        }
        // Document 001's client deletes an account with the password in the query string and no body at all; the
        // call also takes a JSON body. Without a body type, the (empty) body reads as JSON null.
        if req.uri().path().ends_with("/Account/DeleteAccount") && !req.headers().contains_key(header::CONTENT_TYPE) {
            req.headers_mut().insert(header::CONTENT_TYPE, header::HeaderValue::from_static("application/json"));
        }
        let answer = self.inner.call(req).await;
        // Whatever the handler made of a body cut short (a parse error, most likely), the reason is the stall.
        if stalled.load(std::sync::atomic::Ordering::SeqCst) {
            return Err(timed_out());
        }
        answer
    }
}

/// Compresses the API's responses except the live event stream, which a compressor would hold back until its buffer
/// fills. The web app's files are compressed at build time instead, at each algorithm's best level (web.rs).
/// At the fastest level of each algorithm (poem's default for brotli; gzip would be level 6): every answer is made
/// per request, and the time it takes to compress is on each member's wait (just bench-matches measures it).
pub struct CompressMost;

impl<E: Endpoint + 'static> Middleware<E> for CompressMost {
    type Output = CompressMostEndpoint<E>;

    fn transform(&self, inner: E) -> Self::Output {
        let plain = Arc::new(inner);
        let compression = poem::middleware::Compression::new().with_quality(poem::web::CompressionLevel::Fastest);
        CompressMostEndpoint { compressed: compression.transform(plain.clone()), plain }
    }
}

pub struct CompressMostEndpoint<E: Endpoint> {
    plain: Arc<E>,
    compressed: poem::middleware::CompressionEndpoint<Arc<E>>,
}

impl<E: Endpoint + 'static> Endpoint for CompressMostEndpoint<E> {
    type Output = Response;

    async fn call(&self, req: Request) -> Result<Self::Output> {
        let path = req.uri().path();
        // The web app's files come compressed from the build (web.rs), or are too small to gain from it.
        if path.ends_with("/Notification/Stream") || !path.starts_with("/api/") {
            self.plain.call(req).await.map(IntoResponse::into_response)
        } else {
            self.compressed.call(req).await.map(IntoResponse::into_response)
        }
    }
}
