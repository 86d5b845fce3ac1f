//! Self-hosted ALTCHA proof of work (docs/rules.md item 17): no third party is ever called.
//!
//! Challenges are made and checked by `altcha-lib-rs`: `sha256(salt + n)` for a secret random `n` up to `maxnumber`,
//! signed with the captcha key; the salt carries its expiry as a delimited parameter (`<hex>?expires=<unix>&`). The
//! browser finds `n` and sends back the base64 JSON payload as `captchaResponse`.
//!
//! ALTCHA's salt-splitting advisory: with an undelimited salt, moving the number's first digit into the salt keeps the
//! hash and the signature valid and multiplies the expiry by ten, so solutions could be stockpiled for centuries. The
//! salt is therefore parsed strictly here ([`salt_expiry`]: exactly the form this server makes) before the library
//! checks the hash and the signature, and an expiry further ahead than a challenge lives is refused as well. A solved
//! challenge is accepted once, by any instance: the spent ones are kept in the database until their own (authentic)
//! expiry, after which the challenge itself is refused as expired.

use altcha_lib_rs::{ChallengeOptions, Payload, algorithm::AltchaAlgorithm};
use base64::{Engine, engine::general_purpose::STANDARD};
use chrono::{DateTime, Duration, Utc};
use poem_openapi::Object;
use serde::Serialize;

use entity::captcha_spent;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, Set, sea_query::OnConflict};

use crate::{error::ApiError, state::AppState, work::Work};

/// How long a challenge may be solved and used.
const LIFETIME_MINUTES: i64 = 10;

/// Random bytes of a salt (24 hex digits).
const SALT_BYTES: usize = 12;

/// The expiry of a salt in the only form this server makes, and so the only one it accepts: the random part in hex,
/// then the expiry as the one parameter, closed by its delimiter (`<24 hex>?expires=<unix seconds>&`).
fn salt_expiry(salt: &str) -> Option<i64> {
    let (random, parameters) = salt.split_once('?')?;
    let expires = parameters.strip_prefix("expires=")?.strip_suffix('&')?;
    let hex = |c: char| c.is_ascii_digit() || ('a'..='f').contains(&c);
    let well_formed = random.len() == 2 * SALT_BYTES
        && random.chars().all(hex)
        && (1..=12).contains(&expires.len())
        && expires.chars().all(|c| c.is_ascii_digit());
    if well_formed { expires.parse().ok() } else { None }
}

/// An ALTCHA challenge, as the widget expects it.
#[derive(Debug, Clone, Object, Serialize)]
pub struct Challenge {
    /// Always `SHA-256`.
    pub algorithm: String,
    /// Hex SHA-256 of `salt` followed by the secret number.
    pub challenge: String,
    /// The largest number to try.
    pub maxnumber: u64,
    /// Random salt with its expiry as a delimited parameter (`<hex>?expires=<unix seconds>&`).
    pub salt: String,
    /// Hex HMAC-SHA-256 of `challenge` with the server's captcha key.
    pub signature: String,
}

pub struct Captcha {
    /// The captcha key, as the library takes it (hex of the 32 bytes derived for captchas).
    key: String,
    max_number: u64,
    enabled: bool,
}

impl Captcha {
    pub fn new(secret: Vec<u8>, max_number: u64, enabled: bool) -> Self {
        Self { key: hex::encode(secret), max_number: max_number.max(1), enabled }
    }

    pub fn enabled(&self) -> bool {
        self.enabled
    }

    pub fn challenge(&self, now: DateTime<Utc>) -> Result<Challenge, ApiError> {
        let made = altcha_lib_rs::create_challenge(ChallengeOptions {
            algorithm: Some(AltchaAlgorithm::Sha256),
            max_number: Some(self.max_number),
            salt_length: Some(SALT_BYTES),
            hmac_key: &self.key,
            expires: Some(now + Duration::minutes(LIFETIME_MINUTES)),
            ..ChallengeOptions::default()
        })
        .map_err(|e| ApiError::internal(anyhow::anyhow!("captcha challenge: {e}")))?;
        Ok(Challenge {
            algorithm: made.algorithm.to_string(),
            challenge: made.challenge,
            maxnumber: made.maxnumber,
            salt: made.salt,
            signature: made.signature,
        })
    }

    /// The challenge and expiry of a solved, unexpired, correctly signed payload in this server's own salt form;
    /// `None` when the captcha is switched off.
    fn solved(&self, payload: Option<&str>, now: DateTime<Utc>) -> Result<Option<(String, i64)>, ApiError> {
        if !self.enabled {
            return Ok(None);
        }
        let refused = || ApiError::field("captchaResponse", "captcha_failed");
        let payload =
            payload.filter(|p| !p.trim().is_empty()).ok_or_else(|| ApiError::field("captchaResponse", "required"))?;
        let json = STANDARD.decode(payload.trim()).map_err(|_| refused())?;
        let solution: Payload = serde_json::from_slice(&json).map_err(|_| refused())?;
        if !matches!(solution.algorithm, AltchaAlgorithm::Sha256) {
            return Err(refused());
        }
        let expires = salt_expiry(&solution.salt).ok_or_else(refused)?;
        // Expired, or further ahead than any challenge this server makes lives (a minute's leeway for clocks).
        let latest = now + Duration::minutes(LIFETIME_MINUTES + 1);
        if expires <= now.timestamp() || expires > latest.timestamp() {
            return Err(refused());
        }
        // The expiry was checked above against the server's (injectable) clock; the library checks hash and signature.
        altcha_lib_rs::verify_solution(&solution, &self.key, false).map_err(|_| refused())?;
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
    let number = altcha_lib_rs::solve_challenge(
        &challenge.challenge,
        &challenge.salt,
        Some(AltchaAlgorithm::Sha256),
        Some(challenge.maxnumber),
        0,
    )
    .ok()?;
    Some(payload(challenge, &challenge.salt, number))
}

/// The base64 JSON answer the widget sends for `number` (with the salt it claims).
fn payload(challenge: &Challenge, salt: &str, number: u64) -> String {
    let json = serde_json::json!({
        "algorithm": challenge.algorithm, "challenge": challenge.challenge, "number": number,
        "salt": salt, "signature": challenge.signature,
    });
    STANDARD.encode(json.to_string())
}

#[cfg(test)]
mod tests {
    use hmac::{Hmac, Mac};
    use sha2::{Digest, Sha256};

    use super::*;

    #[test]
    fn a_solved_fresh_challenge_signed_by_this_server_is_accepted_and_a_forged_one_never() {
        let captcha = Captcha::new(vec![7; 32], 500, true);
        let now = Utc::now();
        let challenge = captcha.challenge(now).unwrap();
        assert!(salt_expiry(&challenge.salt).is_some(), "{}", challenge.salt);
        let payload = solve(&challenge).unwrap();
        let (solved, expires) = captcha.solved(Some(&payload), now).unwrap().unwrap();
        assert_eq!(solved, challenge.challenge);
        assert_eq!(expires, (now + Duration::minutes(LIFETIME_MINUTES)).timestamp());
        let other = Captcha::new(vec![8; 32], 500, true);
        let forged = solve(&other.challenge(now).unwrap()).unwrap();
        assert!(captcha.solved(Some(&forged), now).is_err(), "signed by another secret");
        let late = captcha.challenge(now).unwrap();
        assert!(captcha.solved(solve(&late).as_deref(), now + Duration::minutes(11)).is_err(), "expired");
        assert!(captcha.solved(Some("not base64!"), now).is_err());
        assert!(captcha.solved(None, now).is_err());
        assert!(Captcha::new(vec![7; 32], 500, false).solved(None, now).unwrap().is_none(), "switched off");
    }

    fn sha256_hex(text: &str) -> String {
        hex::encode(Sha256::digest(text.as_bytes()))
    }

    /// ALTCHA's salt-splitting advisory: `sha256(salt + number)` is the same when the number's first digits move into
    /// the salt, and the signature covers only the hash. Neither the stretched expiry of an undelimited salt nor a
    /// digit appended after the delimiter passes.
    #[test]
    fn moving_digits_of_the_number_into_the_salt_is_refused() {
        let captcha = Captcha::new(vec![7; 32], 100_000, true);
        let now = Utc::now();
        // A solution whose number has at least two digits, so one can move.
        let (challenge, number) = loop {
            let challenge = captcha.challenge(now).unwrap();
            let payload = solve(&challenge).unwrap();
            let json: serde_json::Value = serde_json::from_slice(&STANDARD.decode(payload).unwrap()).unwrap();
            let number = json["number"].as_u64().unwrap();
            if number >= 10 {
                break (challenge, number);
            }
        };
        let digits = number.to_string();
        let (first, rest) = digits.split_at(1);
        let moved = format!("{}{first}", challenge.salt);
        assert_eq!(sha256_hex(&format!("{moved}{rest}")), challenge.challenge, "the hash still matches");
        let split = payload(&challenge, &moved, rest.parse().unwrap());
        assert!(captcha.solved(Some(&split), now).is_err(), "a digit after the delimiter");
        assert!(
            altcha_lib_rs::verify_solution(
                &serde_json::from_slice(&STANDARD.decode(&split).unwrap()).unwrap(),
                &captcha.key,
                false
            )
            .is_err(),
            "the library refuses it on its own too"
        );

        // The form this server used to make: the expiry at the end of the salt, undelimited, signed with the key.
        let expires = (now + Duration::minutes(LIFETIME_MINUTES)).timestamp();
        let old_salt = format!("{}?expires={expires}", "ab".repeat(12));
        let old_challenge = sha256_hex(&format!("{old_salt}{number}"));
        let mut mac = Hmac::<Sha256>::new_from_slice(captcha.key.as_bytes()).unwrap();
        mac.update(old_challenge.as_bytes());
        let signed = Challenge {
            algorithm: "SHA-256".into(),
            challenge: old_challenge,
            maxnumber: 100_000,
            salt: old_salt.clone(),
            signature: hex::encode(mac.finalize().into_bytes()),
        };
        let stretched_salt = format!("{old_salt}{first}");
        let stretched = payload(&signed, &stretched_salt, rest.parse().unwrap());
        assert!(captcha.solved(Some(&stretched), now).is_err(), "an expiry stretched tenfold");
        assert!(captcha.solved(Some(&payload(&signed, &old_salt, number)), now).is_err(), "an undelimited salt");
    }

    #[test]
    fn an_expiry_further_ahead_than_a_challenge_lives_is_refused() {
        let captcha = Captcha::new(vec![7; 32], 500, true);
        let now = Utc::now();
        // Made an hour from now, so its expiry lies 70 minutes ahead of the server's clock.
        let challenge = captcha.challenge(now + Duration::hours(1)).unwrap();
        let payload = solve(&challenge).unwrap();
        assert!(captcha.solved(Some(&payload), now).is_err());
        assert!(captcha.solved(Some(&payload), now + Duration::hours(1)).is_ok());
    }
}
