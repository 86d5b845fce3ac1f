//! Password hashing with argon2id at OWASP's parameters (19 MiB, 2 passes, 1 lane), always off the async threads:
//! on threads of their own, one per core, each with its own 19 MiB of argon2 memory kept from one hash to the next.
//!
//! Why threads of their own (`just bench-signin`, target Q5): on tokio's blocking threads, behind a semaphore of one
//! permit per core, a sign-in reached 84% of the bare hashing rate. The hash was 92% of the server's CPU, but a core
//! sat idle 5% of the time (a finished hash handed its permit on through two task wake-ups before the next hash
//! started), and the 19 MiB came as fresh pages on whichever thread ran it (the kernel zeroing them each time).
//! Here a hashing thread takes the next waiting job as soon as it finishes one, in memory it already holds.

use std::{
    cell::RefCell,
    sync::{LazyLock, Mutex, mpsc},
};

use argon2::{
    Algorithm, Argon2, Block, Params, PasswordHash, PasswordHasher, Version,
    password_hash::{Output, SaltString},
};

use crate::error::ApiError;

/// A hash to run on a hashing thread, with that thread's argon2 memory.
type Job = Box<dyn FnOnce(&mut Vec<Block>) + Send>;

/// The queue of the hashing threads, started on first use: one per core, so that hashes never take more than the
/// cores (a burst of sign-ins waits here, each holding only its password) and argon2's memory stays at 19 MiB a core.
/// Unbounded, the soak's 200 sign-ins in its first 20 seconds ran about ten at a time on 2 cores, none faster for it,
/// and left the allocator holding some 200 MiB (`just soak`, target Q1).
static HASHERS: LazyLock<Option<mpsc::Sender<Job>>> = LazyLock::new(|| {
    let (sender, receiver) = mpsc::channel::<Job>();
    let receiver = std::sync::Arc::new(Mutex::new(receiver));
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
    let mut started = 0;
    for n in 0..cores {
        let receiver = receiver.clone();
        let thread = std::thread::Builder::new().name(format!("argon2-{n}")).spawn(move || {
            let mut memory = Vec::new();
            loop {
                // The lock is held while waiting, never while hashing: the next idle thread waits behind it.
                let job = match receiver.lock() {
                    Ok(queue) => queue.recv(),
                    Err(_) => return,
                };
                let Ok(job) = job else { return };
                // A panicking job loses its answer (the caller sees an internal error), not this thread.
                let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| job(&mut memory)));
            }
        });
        started += usize::from(thread.is_ok());
    }
    (started > 0).then_some(sender)
});

/// Runs `work` on a hashing thread, after the hashes queued before it.
async fn hashing<T: Send + 'static>(
    work: impl FnOnce(&mut Vec<Block>) -> Result<T, ApiError> + Send + 'static,
) -> Result<T, ApiError> {
    let (answer, answered) = tokio::sync::oneshot::channel();
    let job: Job = Box::new(move |memory| {
        let _ = answer.send(work(memory));
    });
    let queue = HASHERS.as_ref().ok_or_else(|| ApiError::internal(anyhow::anyhow!("no hashing thread started")))?;
    queue.send(job).map_err(|_| ApiError::internal(anyhow::anyhow!("the hashing threads have stopped")))?;
    answered.await.map_err(|_| ApiError::internal(anyhow::anyhow!("a hash panicked")))?
}

fn argon2() -> Result<Argon2<'static>, ApiError> {
    let params = Params::new(19 * 1024, 2, 1, None).map_err(|e| ApiError::internal(anyhow::anyhow!("{e}")))?;
    Ok(Argon2::new(Algorithm::Argon2id, Version::V0x13, params))
}

/// The hash of a password nobody knows, for an account made for someone else (a volunteer's, a family's from a paper
/// form): its holder chooses their own through "Forgot password".
pub async fn unknown() -> Result<String, ApiError> {
    use rand::Rng;
    let secret: String =
        rand::thread_rng().sample_iter(&rand::distributions::Alphanumeric).take(40).map(char::from).collect();
    hash(secret).await
}

pub async fn hash(password: String) -> Result<String, ApiError> {
    hashing(move |_| {
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
    hashing(move |memory| {
        let (stored, real) = match hash {
            Some(hash) => (hash, true),
            None => (DUMMY.clone().unwrap_or_default(), false),
        };
        Ok(verify_in(memory, &password, &stored) && real)
    })
    .await
}

thread_local! {
    /// argon2's memory for [`verify_blocking`], kept per thread as the hashing threads keep theirs.
    static MEMORY: RefCell<Vec<Block>> = const { RefCell::new(Vec::new()) };
}

/// Verifies on the calling thread: the bare rate `just bench-signin` compares sign-ins with.
pub fn verify_blocking(password: &str, hash: &str) -> bool {
    MEMORY.with_borrow_mut(|memory| verify_in(memory, password, hash))
}

/// Whether `password` matches the PHC string `hash` (any argon2 variant and parameters it names), computed in
/// `memory` (grown when too small) and compared in constant time; false for a hash that cannot be read.
fn verify_in(memory: &mut Vec<Block>, password: &str, hash: &str) -> bool {
    let Ok(parsed) = PasswordHash::new(hash) else { return false };
    let (Some(salt), Some(expected)) = (parsed.salt, parsed.hash) else { return false };
    let (Ok(algorithm), Ok(params)) = (Algorithm::try_from(parsed.algorithm), Params::try_from(&parsed)) else {
        return false;
    };
    let Ok(version) = parsed.version.map_or(Ok(Version::default()), Version::try_from) else { return false };
    let mut salt_bytes = [0u8; 64];
    let Ok(salt) = salt.decode_b64(&mut salt_bytes) else { return false };
    let blocks = params.block_count();
    if memory.len() < blocks {
        memory.resize(blocks, Block::default());
    }
    let mut out = vec![0u8; expected.len()];
    let computed = Argon2::new(algorithm, version, params).hash_password_into_with_memory(
        password.as_bytes(),
        salt,
        &mut out,
        &mut memory[..blocks],
    );
    // Output's equality is constant-time.
    computed.is_ok() && Output::new(&out).is_ok_and(|out| out == expected)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A PHC string made by argon2's own `hash_password`, with other parameters and variant than ours.
    fn hashed_by_the_library(password: &str, algorithm: Algorithm, params: Params) -> String {
        let salt = SaltString::generate(&mut rand::rngs::OsRng);
        Argon2::new(algorithm, Version::V0x13, params).hash_password(password.as_bytes(), &salt).unwrap().to_string()
    }

    #[tokio::test]
    async fn the_right_password_is_accepted_and_any_other_refused() {
        let stored = hash("correct horse".into()).await.unwrap();
        assert!(verify("correct horse".into(), Some(stored.clone())).await.unwrap());
        assert!(!verify("correct hors".into(), Some(stored.clone())).await.unwrap());
        assert!(!verify("correct horse".into(), None).await.unwrap(), "no account: false, after the same work");
        // Pooled memory keeps no trace of the previous hash: the same answers again, in any order.
        assert!(!verify("correct horse ".into(), Some(stored.clone())).await.unwrap());
        assert!(verify("correct horse".into(), Some(stored)).await.unwrap());
    }

    #[test]
    fn hashes_of_other_parameters_and_variants_verify_as_the_library_does() {
        for (algorithm, params) in [
            (Algorithm::Argon2id, Params::new(8 * 1024, 1, 1, None).unwrap()),
            (Algorithm::Argon2i, Params::new(4 * 1024, 3, 2, Some(16)).unwrap()),
            (Algorithm::Argon2d, Params::new(40 * 1024, 1, 1, Some(64)).unwrap()),
        ] {
            let stored = hashed_by_the_library("pa55word", algorithm, params);
            assert!(verify_blocking("pa55word", &stored), "{stored}");
            assert!(!verify_blocking("pa55wore", &stored), "{stored}");
        }
        assert!(!verify_blocking("pa55word", "not a hash"));
        assert!(!verify_blocking("pa55word", "$argon2id$v=19$m=8192,t=1,p=1$c2FsdHNhbHQ"), "no hash part");
    }
}
