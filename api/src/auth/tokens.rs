//! Access tokens: JWT, HS256 pinned, `iss`, `aud` and `exp` checked (against the injectable clock), 15 minutes.
//! Refresh tokens: 32 random bytes, opaque to the client, stored as their SHA-256.

use crate::error::Reason;
use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};
use chrono::{DateTime, Utc};
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use rand::RngCore;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use shared::Role;

use crate::error::{ApiError, ErrorCode};

pub const ISSUER: &str = "sagpan";
pub const AUDIENCE: &str = "sagpan-web";

/// An access token lives 15 minutes (rule 16).
pub fn access_lifetime() -> chrono::Duration {
    chrono::Duration::seconds(shared::limits::ACCESS_TOKEN_SECS as i64)
}

/// What a token may be used for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Scope {
    /// Every signed-in call (`Authorization: Bearer`).
    Access,
    /// Changing the address of an unconfirmed account before confirming it (no sign-in yet).
    Verify,
    /// Opening the live event stream, which browsers cannot send a header to.
    Stream,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Claims {
    /// The member's internal id.
    pub sub: String,
    /// The sign-in this token belongs to (empty for a verification token, which comes before any sign-in).
    pub sid: String,
    pub role: Role,
    pub scope: Scope,
    pub iss: String,
    pub aud: String,
    pub iat: i64,
    pub exp: i64,
}

pub struct TokenKeys {
    encoding: EncodingKey,
    decoding: DecodingKey,
}

impl TokenKeys {
    pub fn new(secret: &[u8]) -> Self {
        Self { encoding: EncodingKey::from_secret(secret), decoding: DecodingKey::from_secret(secret) }
    }

    /// A token of `scope` for the member's sign-in, valid for `lifetime` from `now`.
    pub fn issue(
        &self,
        member: &entity::member::Model,
        sign_in: &str,
        scope: Scope,
        now: DateTime<Utc>,
        lifetime: chrono::Duration,
    ) -> Result<(String, DateTime<Utc>), ApiError> {
        let expires = now + lifetime;
        let claims = Claims {
            sub: member.id.to_string(),
            sid: sign_in.to_owned(),
            role: member.role,
            scope,
            iss: ISSUER.to_owned(),
            aud: AUDIENCE.to_owned(),
            iat: now.timestamp(),
            exp: expires.timestamp(),
        };
        let token = jsonwebtoken::encode(&Header::new(Algorithm::HS256), &claims, &self.encoding)
            .map_err(ApiError::internal)?;
        Ok((token, expires))
    }

    /// Checks signature (HS256 only: `none` and every other algorithm are refused), issuer, audience, expiry and that
    /// the token was issued for `scope`.
    pub fn verify(&self, token: &str, scope: Scope, now: DateTime<Utc>) -> Result<Claims, ApiError> {
        let mut validation = Validation::new(Algorithm::HS256);
        validation.set_issuer(&[ISSUER]);
        validation.set_audience(&[AUDIENCE]);
        validation.set_required_spec_claims(&["exp", "iss", "aud", "sub"]);
        // Expiry is checked below against the server's clock, which tests can move.
        validation.validate_exp = false;
        let data = jsonwebtoken::decode::<Claims>(token, &self.decoding, &validation)
            .map_err(|_| ApiError::new(ErrorCode::Unauthorized))?;
        if data.claims.exp <= now.timestamp() {
            return Err(ApiError::new(ErrorCode::Unauthorized).with_detail(Reason::TokenExpired));
        }
        if data.claims.scope != scope {
            return Err(ApiError::new(ErrorCode::Unauthorized));
        }
        Ok(data.claims)
    }
}

pub fn new_refresh_token() -> String {
    let mut bytes = [0u8; 32];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    URL_SAFE_NO_PAD.encode(bytes)
}

pub fn hash_refresh_token(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}
