#![allow(clippy::expect_used, clippy::unwrap_used)]

//! `just bench-signin`: sign-ins per second through the real server (loopback HTTP, four clients at once) against
//! the bare argon2id verification rate on the same cores, on SQLite and on PostgreSQL. The bound: 90% of the bare rate
//! (the hash is the only heavy work of a sign-in).
//!
//! The two are measured side by side in three rounds (the ratio of each round; the median counts), since this
//! machine's speed drifts by several percent within a minute. `bench_signin sqlite` runs one database;
//! `BENCH_CLIENTS` changes the four clients; `BENCH_SMALL=1` (CI's small runs) times 1 s of hashing and 2 s of sign-ins
//! a round instead of 3 s and 5 s. In a debug build the ratio is printed but not held: measured there it swung from 85 %
//! to 241 % between rounds and databases, so it tells nothing of the release build's bound; every sign-in must still
//! answer a token.
//!
//! Where the rest goes: the mean wall time of each phase of a sign-in (its tracing spans `sign_in.*`), the CPU this
//! process used per sign-in against one bare verification, and how idle the machine was meanwhile (time no core hashed
//! because every sign-in was waiting on something else).

use std::{
    collections::BTreeMap,
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use sagpan::{clock::Clock, db, settings::Settings, startup};
use sea_orm::ConnectionTrait;
use serde_json::{Value, json};
use tracing::span;
use tracing_subscriber::{Layer, layer::SubscriberExt, registry::LookupSpan};

/// Rounds of (bare hashing, then sign-ins through the server), each ratio taken within its round; the median counts.
/// This machine's speed drifts by several percent within a minute, so the two are measured side by side, often.
const ROUNDS: usize = 3;
/// Seconds of bare hashing and of sign-ins through the server in a round.
fn seconds() -> (u64, u64) {
    if std::env::var_os("BENCH_SMALL").is_some() { (1, 2) } else { (3, 5) }
}
const BOUND: f64 = 0.90;
const PASSWORD: &str = "bench-password-1";
const POSTGRES: &str = "postgres://postgres@127.0.0.1:5432";

/// Total wall time and count of each `sign_in.*` span.
type Phases = Arc<Mutex<BTreeMap<&'static str, (Duration, u64)>>>;

struct PhaseLayer(Phases);

struct Started(Instant);

impl<S: tracing::Subscriber + for<'a> LookupSpan<'a>> Layer<S> for PhaseLayer {
    fn on_new_span(&self, attrs: &span::Attributes<'_>, id: &span::Id, ctx: tracing_subscriber::layer::Context<'_, S>) {
        if attrs.metadata().name().starts_with("sign_in.")
            && let Some(span) = ctx.span(id)
        {
            span.extensions_mut().insert(Started(Instant::now()));
        }
    }

    fn on_close(&self, id: span::Id, ctx: tracing_subscriber::layer::Context<'_, S>) {
        let Some(span) = ctx.span(&id) else { return };
        let Some(started) = span.extensions().get::<Started>().map(|s| s.0) else { return };
        let mut phases = self.0.lock().unwrap();
        let entry = phases.entry(span.metadata().name()).or_default();
        entry.0 += started.elapsed();
        entry.1 += 1;
    }
}

#[tokio::main]
async fn main() {
    let phases: Phases = Arc::default();
    // The server's own filter (telemetry.rs), and the sign-in's phases: nothing else is recorded.
    let filter = tracing_subscriber::EnvFilter::new(
        "info,sqlx=warn,sea_orm=warn,sea_orm_migration=warn,sagpan::accounts::service=debug",
    );
    tracing::subscriber::set_global_default(
        tracing_subscriber::registry().with(PhaseLayer(phases.clone()).with_filter(filter)),
    )
    .expect("subscriber");
    let hash = sagpan::auth::password::hash(PASSWORD.into()).await.expect("hash");
    let threads = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1);
    let mut met = true;
    // `bench_signin sqlite` or `bench_signin postgresql` runs one database.
    let only = std::env::args().nth(1).map(|a| a.to_lowercase());
    for database in ["SQLite", "PostgreSQL"] {
        if only.as_deref().is_some_and(|o| o != database.to_lowercase()) {
            continue;
        }
        met &= run(database, &hash, threads, &phases).await;
    }
    if !met {
        std::process::exit(1);
    }
}

/// Sign-ins through a fresh server on `database`; whether the bound is met.
async fn run(database: &str, hash: &str, threads: usize, phases: &Phases) -> bool {
    let temp = tempfile::tempdir().expect("temp");
    let mut settings = Settings::load().expect("settings");
    settings.listen = "127.0.0.1:0".into();
    settings.data_dir = temp.path().to_owned();
    settings.captcha = "off".into();
    settings.database_url = None;
    if database == "PostgreSQL" {
        let admin =
            sea_orm::Database::connect(format!("{POSTGRES}/test")).await.expect("PostgreSQL (just postgres-up)");
        admin.execute_unprepared("DROP DATABASE IF EXISTS sagpan_bench_signin").await.expect("drop");
        admin.execute_unprepared("CREATE DATABASE sagpan_bench_signin").await.expect("create");
        settings.database_url = Some(format!("{POSTGRES}/sagpan_bench_signin").into());
    }
    let conn = db::connect_and_migrate(&settings).await.expect("db");
    let state = startup::build_state(&settings, conn, Clock::system()).await.expect("state");
    let app = startup::Application::build(&settings, state.clone()).await.expect("app");
    let base = format!("http://127.0.0.1:{}", app.port());
    tokio::spawn(app.run_until_stopped());
    let client = reqwest::Client::new();
    let email = "bench@example.com";
    let reg = json!({"firstName": "Bench", "lastName": "Patel", "email": email, "countryCode": "+91",
        "phoneNumber": "9800000001", "password": PASSWORD, "termsAccepted": true});
    client.post(format!("{base}/api/Account/Register")).json(&reg).send().await.expect("register");
    let code = outbox_code(&temp.path().join("outbox")).await;
    client
        .post(format!("{base}/api/Account/VerifyOTP"))
        .json(&json!({"email": email, "otp": code}))
        .send()
        .await
        .expect("verify");

    let clients: usize = std::env::var("BENCH_CLIENTS").ok().and_then(|c| c.parse().ok()).unwrap_or(4);
    let mut ratios = Vec::new();
    for round in 1..=ROUNDS {
        let machine_before = machine_ticks();
        let bare = bare_rate(hash, threads);
        let bare_idle = idle_share(machine_before, machine_ticks());
        let bare_cpu_ms = threads as f64 / bare * 1000.0;
        phases.lock().unwrap().clear();
        let done = Arc::new(std::sync::atomic::AtomicU64::new(0));
        let (cpu_before, machine_before) = (process_cpu_ticks(), machine_ticks());
        let started = Instant::now();
        let deadline = started + Duration::from_secs(seconds().1);
        let mut tasks = Vec::new();
        for _ in 0..clients {
            let (client, base, done) = (client.clone(), base.clone(), done.clone());
            tasks.push(tokio::spawn(async move {
                while Instant::now() < deadline {
                    let r = client
                        .post(format!("{base}/api/Account/Login"))
                        .json(&json!({"username": email, "password": PASSWORD}))
                        .send()
                        .await
                        .expect("login");
                    let body: Value = r.json().await.expect("json");
                    assert!(body["accessToken"].is_string(), "{body}");
                    done.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                }
            }));
        }
        for t in tasks {
            t.await.expect("task");
        }
        let elapsed = started.elapsed().as_secs_f64();
        let (cpu_after, machine_after) = (process_cpu_ticks(), machine_ticks());
        let count = done.load(std::sync::atomic::Ordering::Relaxed);
        let rate = count as f64 / elapsed;
        ratios.push(rate / bare);
        let cpu_ms = (cpu_after - cpu_before) as f64 / USER_HZ * 1000.0 / count as f64;
        println!(
            "{database}, round {round}: bare argon2id {bare:.1}/s on {threads} threads (idle {bare_idle:.1}%), \
             sign-ins {rate:.1}/s with {clients} clients (idle {:.1}%): {:.0}%",
            idle_share(machine_before, machine_after),
            rate / bare * 100.0
        );
        let phases = std::mem::take(&mut *phases.lock().unwrap());
        let line: Vec<String> = phases
            .iter()
            .map(|(name, (total, n))| format!("{name} {:.2} ms", total.as_secs_f64() * 1000.0 / (*n).max(1) as f64))
            .collect();
        println!(
            "  CPU of this process per sign-in {cpu_ms:.2} ms against {bare_cpu_ms:.2} ms for one bare verification \
             (the client's requests included); mean wall time: {}",
            line.join(", ")
        );
    }
    ratios.sort_by(f64::total_cmp);
    let ratio = ratios[ROUNDS / 2];
    let held = !cfg!(debug_assertions);
    println!(
        "{database}: median {:.0}% of the bare hashing rate (bound {:.0}%: {})",
        ratio * 100.0,
        BOUND * 100.0,
        match (held, ratio >= BOUND) {
            (false, _) => "not held in a debug build",
            (true, true) => "met",
            (true, false) => "MISSED",
        }
    );
    state.db.clone().close().await.ok();
    ratio >= BOUND || !held
}

fn bare_rate(hash: &str, threads: usize) -> f64 {
    let deadline = Instant::now() + Duration::from_secs(seconds().0);
    let start = Instant::now();
    let done = std::sync::atomic::AtomicU64::new(0);
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| {
                while Instant::now() < deadline {
                    assert!(sagpan::auth::password::verify_blocking(PASSWORD, hash));
                    done.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                }
            });
        }
    });
    done.load(std::sync::atomic::Ordering::Relaxed) as f64 / start.elapsed().as_secs_f64()
}

/// User and system CPU time of this process, in clock ticks (`/proc/self/stat`, fields 14 and 15).
fn process_cpu_ticks() -> u64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let after_name = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
    // After the name: the state (field 3), then fields 4 to 52; utime and stime are fields 14 and 15.
    let fields: Vec<&str> = after_name.split_whitespace().collect();
    let field = |n: usize| fields.get(n - 3).and_then(|f| f.parse::<u64>().ok()).unwrap_or(0);
    field(14) + field(15)
}

/// (busy, total) clock ticks of the whole machine (`/proc/stat`, first line; idle and iowait count as not busy).
fn machine_ticks() -> (u64, u64) {
    let stat = std::fs::read_to_string("/proc/stat").unwrap_or_default();
    let numbers: Vec<u64> =
        stat.lines().next().unwrap_or("").split_whitespace().skip(1).filter_map(|f| f.parse().ok()).collect();
    let total: u64 = numbers.iter().take(8).sum();
    let idle = numbers.get(3).copied().unwrap_or(0) + numbers.get(4).copied().unwrap_or(0);
    (total - idle, total)
}

/// The machine's idle share between two readings of [`machine_ticks`], in percent.
fn idle_share(before: (u64, u64), after: (u64, u64)) -> f64 {
    let (busy, total) = (after.0 - before.0, after.1 - before.1);
    100.0 * (total - busy) as f64 / total.max(1) as f64
}

/// Linux's USER_HZ, the unit of `/proc`'s CPU times: 100 on every architecture Debian builds for.
const USER_HZ: f64 = 100.0;

/// The code of the one message in the outbox, once the mail worker has written it.
async fn outbox_code(outbox: &std::path::Path) -> String {
    let re = regex::Regex::new(r"(?m)^\s+(\d{6})\s*$").expect("re");
    for _ in 0..200 {
        let message = std::fs::read_dir(outbox)
            .ok()
            .and_then(|mut d| d.next())
            .and_then(|e| e.ok())
            .and_then(|e| std::fs::read_to_string(e.path()).ok());
        if let Some(parsed) = message.as_deref().and_then(|m| mail_parser::MessageParser::default().parse(m.as_bytes()))
            && let Some(text) = parsed.body_text(0)
            && let Some(found) = re.captures(&text)
        {
            return found[1].to_owned();
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("no code in the outbox")
}
