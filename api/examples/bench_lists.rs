#![allow(clippy::expect_used, clippy::unwrap_used)]

//! `just bench-lists`: a member-area list of 20 cards (My matches, page 2) and a reference list, each through the
//! whole server with its authentication, against a bare poem handler answering the very same bytes on the same port,
//! at 16 connections (wrk, from Debian). The bound: the server serves each at 80% of the bare handler's rate or more.
//!
//! The database is SQLite in a temporary folder with 2,000 demo members (`sagpan demo-data`'s generator).
//! `just bench-lists matches` or `just bench-lists lookup` measures one of the two. `BENCH_SMALL=1` (CI's small runs)
//! loads 500 members and times 1 s a side instead of 4. In a debug build the ratio is printed but not held to its
//! bound: the bare handler is almost all poem and hyper, built optimised as dependencies, while the server's own code
//! is not optimised there; every answer must still be a 2xx.

use std::{
    process::Command,
    sync::{Arc, OnceLock},
    time::Duration,
};

use bytes::Bytes;
use poem::{Request, Response, endpoint::make};
use sagpan::{clock::Clock, db, settings::Settings, startup};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
use serde_json::{Value, json};

const CONNECTIONS: u32 = 16;
/// Seconds of each timed wrk run.
fn seconds() -> u32 {
    if small() { 1 } else { 4 }
}

/// Whether the bound is held: in an optimised build, what it is about.
fn held() -> bool {
    !cfg!(debug_assertions)
}

fn small() -> bool {
    std::env::var_os("BENCH_SMALL").is_some()
}
/// Rounds of (server, bare), each ratio taken within its round: the machine's speed drifts by more than the
/// difference measured (the bare rate moved from 57,000 to 71,000 req/s between two runs here).
const ROUNDS: usize = 3;
const BOUND: f64 = 0.80;
const PASSWORD: &str = "bench-password-1";

/// One call measured through the server and bare.
struct Target {
    /// The argument that runs this call alone (`just bench-lists matches`).
    key: &'static str,
    name: &'static str,
    path: String,
    method: &'static str,
    body: Option<String>,
    bytes: Arc<OnceLock<Bytes>>,
    bare_path: &'static str,
}

#[tokio::main]
async fn main() {
    let temp = tempfile::tempdir().expect("temp");
    let mut settings = Settings::load().expect("settings");
    settings.listen = "127.0.0.1:0".into();
    settings.data_dir = temp.path().to_owned();
    settings.database_url = None;
    settings.captcha = "off".into();
    // One member asks thousands of times: the daily allowances (rule A1) are lifted, and what they cost is measured.
    settings.allowance_member_details = u32::MAX;
    settings.allowance_cards = u32::MAX;
    let conn = db::connect_and_migrate(&settings).await.expect("db");
    let state = startup::build_state(&settings, conn.clone(), Clock::system()).await.expect("state");
    let data = state.lookups.data().await.expect("lookups");
    sagpan::demo::fill(&conn, &data, if small() { 500 } else { 2_000 }, 7, PASSWORD, chrono::Utc::now())
        .await
        .expect("demo members");

    let list = Arc::new(OnceLock::<Bytes>::new());
    let lookup = Arc::new(OnceLock::<Bytes>::new());
    let bare = |bytes: Arc<OnceLock<Bytes>>| {
        make(move |req: Request| {
            let bytes = bytes.clone();
            async move {
                // Reads the request's body as the real handler does.
                let _ = req.into_body().into_bytes().await;
                Response::builder()
                    .content_type("application/json; charset=utf-8")
                    .body(bytes.get().cloned().unwrap_or_default())
            }
        })
    };
    let app = startup::Application::build(&settings, state.clone())
        .await
        .expect("app")
        .beside("/bench/bare-list", bare(list.clone()))
        .beside("/bench/bare-lookup", bare(lookup.clone()));
    let base = format!("http://127.0.0.1:{}", app.port());
    tokio::spawn(app.run_until_stopped());

    // A demo man who states his preferences: My matches has pages for him.
    let row = entity::match_row::Entity::find()
        .filter(entity::match_row::Column::Male.eq(true))
        .filter(entity::match_row::Column::PrefAgeFrom.is_not_null())
        .order_by_asc(entity::match_row::Column::MemberId)
        .one(&conn)
        .await
        .expect("row")
        .expect("a demo man with preferences");
    let member = entity::member::Entity::find_by_id(row.member_id).one(&conn).await.expect("member").expect("member");
    let http = reqwest::Client::new();
    let signed_in: Value = http
        .post(format!("{base}/api/Account/Login"))
        .json(&json!({"username": member.email, "password": PASSWORD}))
        .send()
        .await
        .expect("login")
        .json()
        .await
        .expect("json");
    let token = signed_in["accessToken"].as_str().expect("a token").to_owned();

    let page = json!({"pageIndex": 2, "pageSize": 20}).to_string();
    let targets = [
        Target {
            key: "matches",
            name: "My matches, page 2 (20 cards)",
            path: "/api/Match/MatchedList".into(),
            method: "POST",
            body: Some(page),
            bytes: list,
            bare_path: "/bench/bare-list",
        },
        Target {
            key: "lookup",
            name: "occupations (a reference list)",
            path: "/api/Occupation/Name".into(),
            method: "GET",
            body: None,
            bytes: lookup,
            bare_path: "/bench/bare-lookup",
        },
    ];
    for target in &targets {
        let mut request = http
            .request(target.method.parse().expect("method"), format!("{base}{}", target.path))
            .bearer_auth(&token)
            .header("Accept-Language", "gu");
        if let Some(body) = &target.body {
            request = request.header("Content-Type", "application/json").body(body.clone());
        }
        let answer = request.send().await.expect("call");
        assert!(answer.status().is_success(), "{}: {}", target.path, answer.status());
        let bytes = answer.bytes().await.expect("body");
        if target.bare_path == "/bench/bare-list" {
            let parsed: Value = serde_json::from_slice(&bytes).expect("json");
            assert_eq!(parsed["result"].as_array().map(Vec::len), Some(20), "a full page");
        }
        target.bytes.set(bytes).expect("once");
    }

    let dir = temp.path();
    let only = std::env::args().nth(1);
    println!(
        "wrk: {CONNECTIONS} connections; {ROUNDS} rounds of the server then the bare handler, {} s each after a \
         1 s warm-up; the median ratio counts; bound: {:.0}%{}",
        seconds(),
        BOUND * 100.0,
        if held() { "" } else { " (a debug build: printed, not held)" }
    );
    let mut met = true;
    for target in targets.iter().filter(|t| only.as_deref().is_none_or(|o| t.key == o)) {
        let script = dir.join(format!("{}.lua", target.key));
        let mut lua = format!(
            "wrk.method = \"{}\"\nwrk.headers[\"Authorization\"] = \"Bearer {token}\"\n\
             wrk.headers[\"Accept-Language\"] = \"gu\"\n",
            target.method
        );
        if let Some(body) = &target.body {
            lua.push_str(&format!("wrk.headers[\"Content-Type\"] = \"application/json\"\nwrk.body = '{body}'\n"));
        }
        std::fs::write(&script, lua).expect("script");
        println!("{} ({} bytes):", target.name, target.bytes.get().map_or(0, Bytes::len));
        let mut ratios = Vec::new();
        for round in 1..=ROUNDS {
            let server = wrk(&script, &format!("{base}{}", target.path));
            let bare = wrk(&script, &format!("{base}{}", target.bare_path));
            ratios.push(server / bare);
            println!(
                "  round {round}: server {server:>8.0} req/s, bare {bare:>8.0} req/s: {:.0}%",
                server / bare * 100.0
            );
        }
        ratios.sort_by(f64::total_cmp);
        let ratio = ratios[ROUNDS / 2];
        met &= ratio >= BOUND || !held();
        println!(
            "  median {:.0}% of the bare handler (bound {:.0}%: {})",
            ratio * 100.0,
            BOUND * 100.0,
            match (held(), ratio >= BOUND) {
                (false, _) => "not held in a debug build",
                (true, true) => "met",
                (true, false) => "MISSED",
            }
        );
    }
    if !met {
        std::process::exit(1);
    }
}

/// Requests per second that wrk reaches on `url` (after a warm-up run); every answer must be a 2xx.
fn wrk(script: &std::path::Path, url: &str) -> f64 {
    let run = |seconds: u32| {
        let out = Command::new("wrk")
            .args(["-t2", &format!("-c{CONNECTIONS}"), &format!("-d{seconds}s"), "-s"])
            .arg(script)
            .arg(url)
            .output()
            .expect("wrk (just bench-lists installs it)");
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        assert!(out.status.success() && !text.contains("Non-2xx"), "wrk on {url}:\n{text}");
        text
    };
    run(1);
    std::thread::sleep(Duration::from_millis(200));
    let text = run(seconds());
    text.lines()
        .find_map(|l| l.strip_prefix("Requests/sec:"))
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or_else(|| panic!("no rate in wrk's output:\n{text}"))
}
