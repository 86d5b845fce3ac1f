//! Password hashing with argon2id at OWASP's parameters (19 MiB, 2 passes, 1 lane), always off the async threads.

use argon2::{
    Algorithm, Argon2, Params, PasswordHash, PasswordHasher, PasswordVerifier, Version, password_hash::SaltString,
};
use std::sync::LazyLock;

use tokio::sync::Semaphore;

use crate::error::ApiError;

/// Hashes at once, at most one per core. Each holds 19 MiB while it runs: unbounded, the soak's 200 sign-ins in its
/// first 20 seconds ran about ten at a time on 2 cores, none faster for it, and left the allocator holding some
/// 200 MiB it had needed once (`just soak`, issue 14); a burst of a thousand would have asked for 19 GiB. A hash
/// waits its turn here, before it takes a blocking thread.
static HASHING: LazyLock<Semaphore> =
    LazyLock::new(|| Semaphore::new(std::thread::available_parallelism().map_or(1, std::num::NonZero::get)));

/// Runs `work` on a blocking thread once a core is free for it.
async fn hashing<T: Send + 'static>(
    work: impl FnOnce() -> Result<T, ApiError> + Send + 'static,
) -> Result<T, ApiError> {
    let _turn = HASHING.acquire().await.map_err(ApiError::internal)?;
    tokio::task::spawn_blocking(work).await.map_err(ApiError::internal)?
}

fn argon2() -> Result<Argon2<'static>, ApiError> {
    let params = Params::new(19 * 1024, 2, 1, None).map_err(|e| ApiError::internal(anyhow::anyhow!("{e}")))?;
    Ok(Argon2::new(Algorithm::Argon2id, Version::V0x13, params))
}

pub async fn hash(password: String) -> Result<String, ApiError> {
    hashing(move || {
        let salt = SaltString::generate(&mut rand::rngs::OsRng);
        argon2()?
            .hash_password(password.as_bytes(), &salt)
            .map(|h| h.to_string())
            .map_err(|e| ApiError::internal(anyhow::anyhow!("{e}")))
    })
    .await
}

/// A hash of a password nobody has, verified when an account does not exist so that both answers take as long.
static DUMMY: LazyLock<Option<String>> = LazyLock::new(|| {
    let salt = SaltString::generate(&mut rand::rngs::OsRng);
    argon2().ok()?.hash_password(b"no account has this password", &salt).ok().map(|h| h.to_string())
});

/// Whether `password` matches `hash`; with `hash` absent, spends the same time and answers false.
pub async fn verify(password: String, hash: Option<String>) -> Result<bool, ApiError> {
    hashing(move || {
        let (stored, real) = match hash {
            Some(hash) => (hash, true),
            None => (DUMMY.clone().unwrap_or_default(), false),
        };
        let parsed = PasswordHash::new(&stored).map_err(|e| ApiError::internal(anyhow::anyhow!("{e}")))?;
        Ok(argon2()?.verify_password(password.as_bytes(), &parsed).is_ok() && real)
    })
    .await
}

/// Verifies synchronously: for the benchmark comparing sign-in throughput with bare hashing.
pub fn verify_blocking(password: &str, hash: &str) -> bool {
    match (PasswordHash::new(hash), argon2()) {
        (Ok(parsed), Ok(argon2)) => argon2.verify_password(password.as_bytes(), &parsed).is_ok(),
        _ => false,
    }
}
