//! One API-wide error, rendered as an RFC 9457 `application/problem+json` body in the request's language.
//!
//! Handlers return [`ApiError`]; the [`crate::middleware::problems`] middleware renders it (and every other error poem or
//! poem-openapi raises, such as an unparsable parameter or an unknown route) with the request id and the language of the
//! request. A 5xx never carries internals: its cause is logged with the request id instead.

use std::collections::BTreeMap;

use poem::http::StatusCode;
use poem_openapi::Object;

use crate::{lang::Lang, messages};

/// Stable, snake_case error identifiers: the web app translates and branches on these, so they never change meaning.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorCode {
    /// 400: a field failed its rule; `errors` says which and why.
    ValidationFailed,
    /// 400: the request could not be read (malformed JSON, a parameter of the wrong type).
    BadRequest,
    /// 401: no access token, or an invalid or expired one.
    Unauthorized,
    /// 403: not allowed for this role or profile status.
    Forbidden,
    /// 404: no such thing, or not visible to this member.
    NotFound,
    /// 405: the path exists but not with this method.
    MethodNotAllowed,
    /// 409: a duplicate or a conflicting state.
    Conflict,
    /// 408: the request's body stopped arriving; the connection is closed.
    RequestTimeout,
    /// 413: the body is larger than this call accepts.
    PayloadTooLarge,
    /// 415: the body's type is not one this call accepts.
    UnsupportedMediaType,
    /// 422: a business rule refused the request.
    RuleViolated,
    /// 429: too many requests; retry after `Retry-After` seconds.
    TooManyRequests,
    /// 503: the database does not answer; try again shortly.
    ServiceUnavailable,
    /// 500: an unexpected failure, logged with the request id.
    Internal,
}

impl ErrorCode {
    pub const ALL: [ErrorCode; 14] = [
        Self::ValidationFailed,
        Self::BadRequest,
        Self::Unauthorized,
        Self::Forbidden,
        Self::NotFound,
        Self::MethodNotAllowed,
        Self::Conflict,
        Self::RequestTimeout,
        Self::PayloadTooLarge,
        Self::UnsupportedMediaType,
        Self::RuleViolated,
        Self::TooManyRequests,
        Self::ServiceUnavailable,
        Self::Internal,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::ValidationFailed => "validation_failed",
            Self::BadRequest => "bad_request",
            Self::Unauthorized => "unauthorized",
            Self::Forbidden => "forbidden",
            Self::NotFound => "not_found",
            Self::MethodNotAllowed => "method_not_allowed",
            Self::Conflict => "conflict",
            Self::RequestTimeout => "request_timeout",
            Self::PayloadTooLarge => "payload_too_large",
            Self::UnsupportedMediaType => "unsupported_media_type",
            Self::RuleViolated => "rule_violated",
            Self::TooManyRequests => "too_many_requests",
            Self::ServiceUnavailable => "service_unavailable",
            Self::Internal => "internal",
        }
    }
}

/// The error handlers return. Field errors hold message codes of the shared rules (e.g. `too_long|30`).
#[derive(Debug, thiserror::Error)]
#[error("{code:?}")]
pub struct ApiError {
    pub code: ErrorCode,
    pub errors: BTreeMap<String, Vec<String>>,
    /// A message key of [`messages`] for `detail`, when the code alone says too little.
    pub detail_key: Option<&'static str>,
    pub retry_after_secs: Option<u64>,
    /// When the limit that refused the request frees up again (the connect quota): the problem's `nextFreeAt`, and
    /// `{time}` in the detail.
    pub next_free_at: Option<chrono::DateTime<chrono::Utc>>,
    #[source]
    pub source: Option<anyhow::Error>,
}

impl ApiError {
    pub fn new(code: ErrorCode) -> Self {
        Self {
            code,
            errors: BTreeMap::new(),
            detail_key: None,
            retry_after_secs: None,
            next_free_at: None,
            source: None,
        }
    }

    pub fn not_found() -> Self {
        Self::new(ErrorCode::NotFound)
    }

    pub fn field(field: &str, message_code: impl Into<String>) -> Self {
        let mut error = Self::new(ErrorCode::ValidationFailed);
        error.errors.insert(field.to_owned(), vec![message_code.into()]);
        error
    }

    pub fn internal(source: impl Into<anyhow::Error>) -> Self {
        Self { source: Some(source.into()), ..Self::new(ErrorCode::Internal) }
    }

    pub fn with_code(mut self, code: ErrorCode) -> Self {
        self.code = code;
        self
    }

    pub fn with_detail(mut self, key: &'static str) -> Self {
        self.detail_key = Some(key);
        self
    }

    pub fn status(&self) -> StatusCode {
        match self.code {
            ErrorCode::ValidationFailed | ErrorCode::BadRequest => StatusCode::BAD_REQUEST,
            ErrorCode::Unauthorized => StatusCode::UNAUTHORIZED,
            ErrorCode::Forbidden => StatusCode::FORBIDDEN,
            ErrorCode::NotFound => StatusCode::NOT_FOUND,
            ErrorCode::MethodNotAllowed => StatusCode::METHOD_NOT_ALLOWED,
            ErrorCode::Conflict => StatusCode::CONFLICT,
            ErrorCode::RequestTimeout => StatusCode::REQUEST_TIMEOUT,
            ErrorCode::PayloadTooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            ErrorCode::UnsupportedMediaType => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            ErrorCode::RuleViolated => StatusCode::UNPROCESSABLE_ENTITY,
            ErrorCode::TooManyRequests => StatusCode::TOO_MANY_REQUESTS,
            ErrorCode::ServiceUnavailable => StatusCode::SERVICE_UNAVAILABLE,
            ErrorCode::Internal => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    /// The problem body in `lang`.
    pub fn to_problem(&self, lang: Lang, request_id: &str) -> Problem {
        let code = self.code.as_str();
        let errors = self
            .errors
            .iter()
            .map(|(field, codes)| (field.clone(), codes.iter().map(|c| messages::rule(c, lang)).collect()))
            .collect();
        let mut detail = messages::detail(self.detail_key.unwrap_or(code), lang).to_owned();
        if let Some(at) = self.next_free_at {
            detail = detail.replace("{time}", &messages::india_time(at, lang));
        }
        Problem {
            r#type: format!("urn:sagpan:problem:{code}"),
            title: messages::title(self.code, lang).to_owned(),
            status: self.status().as_u16(),
            detail,
            code: code.to_owned(),
            errors,
            request_id: request_id.to_owned(),
            next_free_at: self.next_free_at.map(|at| at.to_rfc3339_opts(chrono::SecondsFormat::Secs, true)),
        }
    }
}

/// Validates a body with its garde rules: every field's message codes in one 400, or nothing.
pub fn validated<T: garde::Validate<Context = ()>>(dto: &T) -> Result<(), ApiError> {
    validated_with(dto, &())
}

/// As [`validated`], for a body whose rules read a context (today's date from the server's clock).
pub fn validated_with<T: garde::Validate>(dto: &T, ctx: &T::Context) -> Result<(), ApiError> {
    shared::validate_with(dto, ctx).map_err(|errors| ApiError { errors, ..ApiError::new(ErrorCode::ValidationFailed) })
}

impl poem::error::ResponseError for ApiError {
    fn status(&self) -> StatusCode {
        ApiError::status(self)
    }
}

/// Whether the same request would pass if tried again shortly: the database ended a statement because of another
/// transaction (a deadlock or serialization failure, PostgreSQL 40P01 and 40001; SQLite still locked after the busy
/// timeout, 5 and 517), or the database went away under it (a connection cut, reset or closed; PostgreSQL shutting
/// down, restarting or refusing connections, classes 57P and 08). The fault tests of `just faults` restart
/// PostgreSQL under load and hold every answer to a 2xx or a 503.
fn transient(err: &sea_orm::DbErr) -> bool {
    use sea_orm::{DbErr, RuntimeErr};
    let (DbErr::Query(RuntimeErr::SqlxError(e)) | DbErr::Exec(RuntimeErr::SqlxError(e))) = err else { return false };
    match &**e {
        sea_orm::sqlx::Error::Io(_)
        | sea_orm::sqlx::Error::Tls(_)
        | sea_orm::sqlx::Error::PoolTimedOut
        | sea_orm::sqlx::Error::PoolClosed
        | sea_orm::sqlx::Error::WorkerCrashed => true,
        sea_orm::sqlx::Error::Database(database) => {
            let code = database.code();
            let code = code.as_deref().unwrap_or_default();
            matches!(code, "40P01" | "40001" | "5" | "517") || code.starts_with("57P") || code.starts_with("08")
        }
        _ => false,
    }
}

impl From<sea_orm::DbErr> for ApiError {
    fn from(err: sea_orm::DbErr) -> Self {
        use sea_orm::DbErr;
        // A transient conflict is a 503 ("try again in a moment"), logged like a 500, never a 500 for the member.
        let unavailable = matches!(err, DbErr::ConnectionAcquire(_) | DbErr::Conn(_)) || transient(&err);
        let code = if unavailable { ErrorCode::ServiceUnavailable } else { ErrorCode::Internal };
        Self { source: Some(err.into()), ..Self::new(code) }
    }
}

/// RFC 9457 problem details, as every error answers.
#[derive(Debug, Clone, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct Problem {
    /// A URN naming the problem type: `urn:sagpan:problem:{code}`.
    pub r#type: String,
    /// A short, translated summary of the problem type.
    pub title: String,
    /// The HTTP status code.
    pub status: u16,
    /// A translated explanation for the member.
    pub detail: String,
    /// Stable snake_case identifier to branch on.
    pub code: String,
    /// Field name to its translated messages; empty unless `code` is `validation_failed`.
    pub errors: BTreeMap<String, Vec<String>>,
    /// The id of this request, also in the `X-Request-Id` header; quote it to support.
    pub request_id: String,
    /// A limit refused the request (the connect quota, `connect_limit_reached`): when it frees up again, ISO 8601 in
    /// UTC.
    #[oai(skip_serializing_if_is_none)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub next_free_at: Option<String>,
}

/// Declares an error type for a group of operations that lists, in the OpenAPI document, exactly the problem statuses
/// those operations can answer.
#[macro_export]
macro_rules! problems {
    ($(#[$meta:meta])* $name:ident: $($status:literal),+) => {
        $(#[$meta])*
        #[derive(Debug)]
        pub struct $name(pub $crate::error::ApiError);

        impl<E: Into<$crate::error::ApiError>> From<E> for $name {
            fn from(err: E) -> Self {
                Self(err.into())
            }
        }

        impl From<$name> for poem::Error {
            fn from(err: $name) -> Self {
                poem::Error::from(err.0)
            }
        }

        impl poem::IntoResponse for $name {
            fn into_response(self) -> poem::Response {
                poem::Error::from(self.0).into_response()
            }
        }

        impl poem_openapi::ApiResponse for $name {
            fn meta() -> poem_openapi::registry::MetaResponses {
                poem_openapi::registry::MetaResponses {
                    responses: vec![$($crate::error::problem_response($status)),+],
                }
            }

            fn register(registry: &mut poem_openapi::registry::Registry) {
                <$crate::error::Problem as poem_openapi::types::Type>::register(registry);
            }
        }
    };
}

/// The document's entry for one problem status.
pub fn problem_response(status: u16) -> poem_openapi::registry::MetaResponse {
    use poem_openapi::{
        registry::{MetaHeader, MetaMediaType, MetaResponse},
        types::Type,
    };
    let description = match status {
        400 => "Invalid input: `errors` maps each field to its messages.",
        401 => "Missing, invalid or expired access token; refresh once and retry.",
        403 => "Not allowed for this role or profile status.",
        404 => "Not found, or not visible to this member.",
        405 => "The path does not take this method.",
        409 => "Conflicts with existing data.",
        413 => "The body is too large.",
        415 => "The file or body type is not accepted.",
        422 => "A business rule refused the request; nothing changed.",
        429 => "Too many requests; retry after `Retry-After` seconds.",
        503 => "The database does not answer; retry shortly.",
        _ => "Unexpected failure; nothing internal is disclosed. Quote the request id to support.",
    };
    let mut headers = vec![MetaHeader {
        name: "X-Request-Id".to_owned(),
        description: Some("The id of this request.".to_owned()),
        required: true,
        deprecated: false,
        schema: String::schema_ref(),
    }];
    if status == 429 {
        headers.push(MetaHeader {
            name: "Retry-After".to_owned(),
            description: Some("Seconds to wait before retrying.".to_owned()),
            required: true,
            deprecated: false,
            schema: u64::schema_ref(),
        });
    }
    MetaResponse {
        description,
        status: Some(status),
        status_range: None,
        content: vec![MetaMediaType { content_type: "application/problem+json", schema: Problem::schema_ref() }],
        headers,
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use sea_orm::{DbErr, RuntimeErr, sqlx};

    use super::*;

    fn code_of(err: sqlx::Error) -> ErrorCode {
        ApiError::from(DbErr::Query(RuntimeErr::SqlxError(Arc::new(err)))).code
    }

    #[test]
    fn a_database_that_went_away_is_a_503_and_a_broken_statement_a_500() {
        let reset = std::io::Error::from(std::io::ErrorKind::ConnectionReset);
        assert_eq!(code_of(sqlx::Error::Io(reset)), ErrorCode::ServiceUnavailable);
        assert_eq!(code_of(sqlx::Error::PoolTimedOut), ErrorCode::ServiceUnavailable);
        assert_eq!(code_of(sqlx::Error::PoolClosed), ErrorCode::ServiceUnavailable);
        assert_eq!(code_of(sqlx::Error::RowNotFound), ErrorCode::Internal);
        assert_eq!(code_of(sqlx::Error::ColumnNotFound("x".into())), ErrorCode::Internal);
    }
}
