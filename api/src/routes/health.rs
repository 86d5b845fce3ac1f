//! `GET /api/health`: 200 while the database answers, 503 while it does not. The connection pool reconnects by itself,
//! so health recovers without a restart once the database is back.

use crate::error::Reason;
use std::time::Duration;

use poem_openapi::{ApiResponse, Object, OpenApi, payload::Json};
use sea_orm::DatabaseConnection;

use crate::error::ApiError;
use crate::error::ErrorCode;
use crate::problems;
use crate::routes::ApiTags;

problems!(
    /// The database does not answer.
    HealthError: 503
);

#[derive(Debug, Object)]
pub struct Health {
    /// Always `ok` in a 200 answer.
    pub status: String,
    /// Always `up` in a 200 answer.
    pub database: String,
}

#[derive(ApiResponse)]
pub enum HealthResponse {
    /// The server and its database answer.
    #[oai(status = 200)]
    Ok(Json<Health>),
}

pub struct HealthApi {
    pub db: DatabaseConnection,
}

#[OpenApi(prefix_path = "/api", tag = "ApiTags::Health")]
impl HealthApi {
    /// Health
    ///
    /// Answers 200 when the database answers within two seconds, 503 with a problem body otherwise.
    #[oai(path = "/health", method = "get", operation_id = "getHealth")]
    async fn health(&self) -> Result<HealthResponse, HealthError> {
        match tokio::time::timeout(Duration::from_secs(2), self.db.ping()).await {
            Ok(Ok(())) => Ok(HealthResponse::Ok(Json(Health { status: "ok".into(), database: "up".into() }))),
            Ok(Err(err)) => {
                tracing::warn!(error = %err, "health: database does not answer");
                Err(ApiError::new(ErrorCode::ServiceUnavailable).with_detail(Reason::DatabaseDown).into())
            }
            Err(_) => {
                tracing::warn!("health: database ping timed out");
                Err(ApiError::new(ErrorCode::ServiceUnavailable).with_detail(Reason::DatabaseDown).into())
            }
        }
    }
}
