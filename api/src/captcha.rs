//! Self-hosted ALTCHA proof of work (DECISIONS.md item 17): no third party is ever called.
//!
//! A challenge is `sha256(salt + n)` for a secret random `n` up to `maxnumber`, signed with the server secret; the
//! salt carries its expiry. The browser finds `n` and sends back the base64 JSON payload as `captchaResponse`. A solved
//! challenge is accepted once, by any instance: the spent ones are kept in the database until they expire.

use base64::{Engine, engine::general_purpose::STANDARD};
use chrono::{DateTime, Duration, Utc};
use hmac::{Hmac, Mac};
use poem_openapi::Object;
use rand::{Rng, RngCore};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use entity::captcha_spent;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, Set, sea_query::OnConflict};

use crate::{error::ApiError, state::AppState, work::Work};

/// How long a challenge may be solved and used.
const LIFETIME_MINUTES: i64 = 10;

/// An ALTCHA challenge, as the widget expects it.
#[derive(Debug, Clone, Object, Serialize)]
pub struct Challenge {
    /// Always `SHA-256`.
    pub algorithm: String,
    /// Hex SHA-256 of `salt` followed by the secret number.
    pub challenge: String,
    /// The largest number to try.
    pub maxnumber: u64,
    /// Random salt with its expiry (`?expires=<unix seconds>`).
    pub salt: String,
    /// Hex HMAC-SHA-256 of `challenge` with the server secret.
    pub signature: String,
}

#[derive(Debug, Deserialize)]
struct Solution {
    algorithm: String,
    challenge: String,
    number: u64,
    salt: String,
    signature: String,
}

pub struct Captcha {
    secret: Vec<u8>,
    max_number: u64,
    enabled: bool,
}

fn sha256_hex(data: &str) -> String {
    hex::encode(Sha256::digest(data.as_bytes()))
}

impl Captcha {
    pub fn new(secret: Vec<u8>, max_number: u64, enabled: bool) -> Self {
        Self { secret, max_number: max_number.max(1), enabled }
    }

    pub fn enabled(&self) -> bool {
        self.enabled
    }

    fn sign(&self, challenge: &str) -> String {
        let mut mac = match Hmac::<Sha256>::new_from_slice(&self.secret) {
            Ok(mac) => mac,
            Err(_) => return String::new(),
        };
        mac.update(challenge.as_bytes());
        hex::encode(mac.finalize().into_bytes())
    }

    pub fn challenge(&self, now: DateTime<Utc>) -> Challenge {
        let mut salt_bytes = [0u8; 12];
        rand::rngs::OsRng.fill_bytes(&mut salt_bytes);
        let expires = (now + Duration::minutes(LIFETIME_MINUTES)).timestamp();
        let salt = format!("{}?expires={expires}", hex::encode(salt_bytes));
        let number = rand::rngs::OsRng.gen_range(0..=self.max_number);
        let challenge = sha256_hex(&format!("{salt}{number}"));
        Challenge {
            algorithm: "SHA-256".to_owned(),
            signature: self.sign(&challenge),
            challenge,
            maxnumber: self.max_number,
            salt,
        }
    }

    /// The challenge of a solved, unexpired, correctly signed payload; `None` when the captcha is switched off.
    fn solved(&self, payload: Option<&str>, now: DateTime<Utc>) -> Result<Option<(String, i64)>, ApiError> {
        if !self.enabled {
            return Ok(None);
        }
        let refused = || ApiError::field("captchaResponse", "captcha_failed");
        let payload =
            payload.filter(|p| !p.trim().is_empty()).ok_or_else(|| ApiError::field("captchaResponse", "required"))?;
        let json = STANDARD.decode(payload.trim()).map_err(|_| refused())?;
        let solution: Solution = serde_json::from_slice(&json).map_err(|_| refused())?;
        let expires = solution
            .salt
            .split_once("?expires=")
            .and_then(|(_, e)| e.split('&').next())
            .and_then(|e| e.parse::<i64>().ok())
            .ok_or_else(refused)?;
        let valid = solution.algorithm == "SHA-256"
            && expires > now.timestamp()
            && sha256_hex(&format!("{}{}", solution.salt, solution.number)) == solution.challenge
            && crate::auth::keys::same_mac(self.sign(&solution.challenge).as_bytes(), solution.signature.as_bytes());
        if !valid {
            return Err(refused());
        }
        Ok(Some((solution.challenge, expires)))
    }

    /// Accepts a solved, unexpired, correctly signed challenge once, whichever instance sees it: the challenge is
    /// spent in the database. Always accepts when the captcha is switched off.
    pub async fn verify(&self, state: &AppState, payload: Option<&str>) -> Result<(), ApiError> {
        let now = state.clock.now();
        let Some((challenge, expires)) = self.solved(payload, now)? else { return Ok(()) };
        let expires_at = DateTime::from_timestamp(expires, 0).unwrap_or(now + Duration::minutes(LIFETIME_MINUTES));
        let work = Work::begin(state).await?;
        let spent = captcha_spent::Entity::insert(captcha_spent::ActiveModel {
            challenge: Set(challenge),
            expires_at: Set(expires_at),
        })
        .on_conflict(OnConflict::column(captcha_spent::Column::Challenge).do_nothing().to_owned())
        .exec_without_returning(&*work)
        .await?;
        work.commit(state).await?;
        if spent == 1 { Ok(()) } else { Err(ApiError::field("captchaResponse", "captcha_failed")) }
    }
}

/// Deletes the spent challenges that have expired: an expired challenge is refused before it is looked up.
pub async fn sweep(db: &impl sea_orm::ConnectionTrait, now: DateTime<Utc>) -> Result<u64, sea_orm::DbErr> {
    Ok(captcha_spent::Entity::delete_many()
        .filter(captcha_spent::Column::ExpiresAt.lte(now))
        .exec(db)
        .await?
        .rows_affected)
}

/// Solves a challenge by brute force, as the browser widget does (tests and tools).
pub fn solve(challenge: &Challenge) -> Option<String> {
    (0..=challenge.maxnumber).find(|n| sha256_hex(&format!("{}{n}", challenge.salt)) == challenge.challenge).map(
        |number| {
            let json = serde_json::json!({
                "algorithm": challenge.algorithm, "challenge": challenge.challenge, "number": number,
                "salt": challenge.salt, "signature": challenge.signature,
            });
            STANDARD.encode(json.to_string())
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_solved_fresh_challenge_signed_by_this_server_is_accepted_and_a_forged_one_never() {
        let captcha = Captcha::new(vec![7; 32], 500, true);
        let now = Utc::now();
        let challenge = captcha.challenge(now);
        let payload = solve(&challenge).unwrap();
        let (solved, expires) = captcha.solved(Some(&payload), now).unwrap().unwrap();
        assert_eq!(solved, challenge.challenge);
        assert_eq!(expires, (now + Duration::minutes(LIFETIME_MINUTES)).timestamp());
        let other = Captcha::new(vec![8; 32], 500, true);
        let forged = solve(&other.challenge(now)).unwrap();
        assert!(captcha.solved(Some(&forged), now).is_err(), "signed by another secret");
        let late = captcha.challenge(now);
        assert!(captcha.solved(solve(&late).as_deref(), now + Duration::minutes(11)).is_err(), "expired");
        assert!(captcha.solved(Some("not base64!"), now).is_err());
        assert!(captcha.solved(None, now).is_err());
        assert!(Captcha::new(vec![7; 32], 500, false).solved(None, now).unwrap().is_none(), "switched off");
    }
}
