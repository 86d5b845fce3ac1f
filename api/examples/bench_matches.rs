#![allow(clippy::expect_used, clippy::unwrap_used, clippy::too_many_lines)]

//! `just bench-matches`: the latency of every list, the two searches and the member detail through the real server
//! (loopback HTTP, four members at once), against the very SQL the server ran for each request, replayed directly on
//! the same connection pool at the same concurrency, each member alternating the two. Run it on a database that
//! `sagpan demo-data` has filled; the settings come from the environment as for the server (`SAGPAN_DATA_DIR`,
//! `SAGPAN_DATABASE_URL`). `BENCH_SMALL=1` (CI's small runs, on a few thousand members) times 10 requests a row
//! instead of 60.
//!
//! How "its own SQL" is known: the connection's metric callback records the statements of one request per member and
//! page (with their parameters); the replay runs exactly those statements, in order, once per timed request. The
//! difference between the two columns is what the server adds: HTTP, the session check's Rust side, JSON, ranking and
//! the explanations.

use std::{
    sync::{
        Mutex,
        atomic::{AtomicBool, Ordering},
    },
    time::{Duration, Instant},
};

use entity::{match_row, member};
use sagpan::{clock::Clock, db, settings::Settings, startup};
use sea_orm::{
    ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect,
};
use serde_json::{Value, json};

/// Timed requests per member for each list, search and page.
fn requests() -> usize {
    if std::env::var_os("BENCH_SMALL").is_some() { 10 } else { 60 }
}
/// Members at once.
const CLIENTS: usize = 4;
const PAGE_SIZE: usize = 20;
/// Details opened per member: distinct members, so that page 20 of their recently viewed list is full afterwards.
const DETAILS: usize = 21 * PAGE_SIZE;

static RECORDING: AtomicBool = AtomicBool::new(false);
static RECORDED: Mutex<Vec<sea_orm::Statement>> = Mutex::new(Vec::new());

struct Client {
    token: String,
    male: bool,
    parent_community: Option<i32>,
}

/// One measured call: a path and a body (GET when the body is null).
#[derive(Clone)]
struct Call {
    path: String,
    body: Value,
}

#[tokio::main]
async fn main() {
    let password = std::env::var("BENCH_PASSWORD").unwrap_or_else(|_| "demo-password".into());
    let mut settings = Settings::load().expect("settings");
    settings.listen = "127.0.0.1:0".into();
    settings.captcha = "off".into();
    // One member asks thousands of times: the daily allowances (rule A1) are lifted, and what they cost is measured.
    settings.allowance_member_details = u32::MAX;
    settings.allowance_cards = u32::MAX;
    settings.log_format = "text".into();
    let mut conn = db::connect_and_migrate(&settings).await.expect("db");
    conn.set_metric_callback(|info| {
        if RECORDING.load(Ordering::Relaxed) {
            RECORDED.lock().unwrap().push(info.statement.clone());
        }
    });
    let members = match_row::Entity::find().count(&conn).await.expect("count");
    let backend = format!("{:?}", conn.get_database_backend());
    let state = startup::build_state(&settings, conn.clone(), Clock::system()).await.expect("state");
    let data = state.lookups.data().await.expect("lookups");
    let app = startup::Application::build(&settings, state.clone()).await.expect("app");
    let base = format!("http://127.0.0.1:{}", app.port());
    tokio::spawn(app.run_until_stopped());
    let http = reqwest::Client::new();

    // Two men and two women who state preferences: the demo members with the lowest ids.
    let mut clients = Vec::new();
    for male in [true, false] {
        let rows = match_row::Entity::find()
            .filter(match_row::Column::Male.eq(male))
            .filter(match_row::Column::PrefAgeFrom.is_not_null())
            .order_by_asc(match_row::Column::MemberId)
            .limit(2)
            .all(&conn)
            .await
            .expect("rows");
        for row in rows {
            let m = member::Entity::find_by_id(row.member_id).one(&conn).await.expect("member").expect("member");
            let answer: Value = http
                .post(format!("{base}/api/Account/Login"))
                .json(&json!({"username": m.email, "password": password}))
                .send()
                .await
                .expect("login")
                .json()
                .await
                .expect("json");
            let token =
                answer["accessToken"].as_str().unwrap_or_else(|| panic!("sign-in refused: {answer}")).to_owned();
            clients.push(Client { token, male, parent_community: row.parent_community_id });
        }
    }
    assert_eq!(clients.len(), CLIENTS, "the database needs demo members of both genders (sagpan demo-data)");
    println!(
        "{backend}: {members} search rows; {CLIENTS} members at once, {} requests each per row of the table",
        requests()
    );

    let id_of = |en: &str, items: Vec<(i32, String)>| {
        items.into_iter().find(|(_, name)| name == en).unwrap_or_else(|| panic!("no {en}")).0
    };
    let gujarat = id_of("Gujarat", data.states.iter().map(|s| (s.id, s.name_en.clone())).collect());
    let mut incomes: Vec<(i64, i32)> = data.annual_incomes.iter().map(|a| (a.min_rupees, a.id)).collect();
    incomes.sort();
    let mut heights: Vec<(i32, i32)> = data.heights.iter().map(|h| (h.cm, h.id)).collect();
    heights.sort();
    let height_at = |cm: i32| heights.iter().find(|(h, _)| *h >= cm).map(|(_, id)| *id).expect("height");
    let educations: Vec<i32> = data.educations.iter().map(|e| e.id).step_by(2).collect();
    let basic = |c: &Client| {
        let (from, to) = if c.male { (21, 30) } else { (25, 34) };
        json!({"ageFrom": from, "ageTo": to, "maritalStatuses": [1],
               "communityIds": c.parent_community.map(|p| vec![p]).unwrap_or_default()})
    };
    let advanced = |c: &Client| {
        let mut body = basic(c);
        let extra = json!({
            "heightFrom": height_at(if c.male { 150 } else { 165 }),
            "annualIncomeFrom": if c.male { incomes[0].1 } else { incomes[2].1 },
            "educationIds": educations,
            "stateIds": [gujarat],
            "isNRI": false,
        });
        body.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
        body
    };
    // What families ask about (rule 52): diet, smoking, drinking and the gol, on top of the basic filters.
    let family = |c: &Client| {
        let mut body = basic(c);
        let gols: Vec<i32> = data
            .gols
            .iter()
            .filter(|g| g.parent_id.is_some() && g.parent_id == c.parent_community)
            .map(|g| g.id)
            .take(3)
            .collect();
        let extra = json!({"diets": [1, 2], "smoking": [1], "drinking": [1, 2], "golIds": gols});
        body.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
        body
    };

    // The members each client opens: distinct, from their All list.
    let mut opened: Vec<Vec<i32>> = Vec::new();
    for c in &clients {
        let mut ids = Vec::new();
        for page in 1..=DETAILS / PAGE_SIZE {
            let list = send(&http, &base, c, &list_call("/api/Match", page, json!({"scope": "all"}))).await;
            ids.extend(list["result"].as_array().unwrap().iter().map(|card| card["memberId"].as_i64().unwrap() as i32));
        }
        assert_eq!(ids.len(), DETAILS, "the pool is too small for the benchmark");
        opened.push(ids);
    }

    println!();
    println!(
        "{:<34} {:>9} {:>9} {:>9} {:>9} {:>7} {:>7}",
        "request", "HTTP p50", "SQL p50", "HTTP p99", "SQL p99", "p50 ×", "p99 ×"
    );
    let mut worst_p99 = Duration::ZERO;
    let mut worst_ratio = 0.0_f64;
    let mut report = |name: &str, http_times: Vec<Duration>, sql_times: Vec<Duration>| {
        let (h50, h99) = percentiles(http_times);
        let (s50, s99) = percentiles(sql_times);
        let ratio = |a: Duration, b: Duration| a.as_secs_f64() / b.as_secs_f64().max(1e-9);
        println!(
            "{name:<34} {:>9} {:>9} {:>9} {:>9} {:>7.2} {:>7.2}",
            ms(h50),
            ms(s50),
            ms(h99),
            ms(s99),
            ratio(h50, s50),
            ratio(h99, s99)
        );
        worst_p99 = worst_p99.max(h99);
        worst_ratio = worst_ratio.max(ratio(h99, s99));
    };

    // The detail first: the visits it records fill each member's recently viewed list.
    let details: Vec<Vec<Call>> = opened
        .iter()
        .map(|ids| {
            ids.iter().map(|id| Call { path: format!("/api/Match/MemberDetails/{id}"), body: Value::Null }).collect()
        })
        .collect();
    let recorded = record(&http, &base, &clients, &details.iter().map(|d| d[0].clone()).collect::<Vec<_>>()).await;
    let (http_times, sql_times) = timed(&http, &base, &conn, &clients, details, &recorded).await;
    report("member detail", http_times, sql_times);

    type Body<'a> = Box<dyn Fn(&Client) -> Value + 'a>;
    let scenarios: Vec<(&str, &str, Body<'_>)> = vec![
        ("all matches", "/api/Match", Box::new(|_| json!({"scope": "all"}))),
        ("Patidar matches", "/api/Match", Box::new(|_| json!({"scope": "patidar"}))),
        ("new matches", "/api/Match/New", Box::new(|_| json!({}))),
        ("my matches", "/api/Match/MatchedList", Box::new(|_| json!({}))),
        ("recently viewed", "/api/Match/RecentList", Box::new(|_| json!({}))),
        ("search, basic filters", "/api/Match/Get", Box::new(|c: &Client| basic(c))),
        ("search, 5 advanced filters", "/api/Match/Get", Box::new(|c: &Client| advanced(c))),
        ("search, family filters", "/api/Match/Get", Box::new(|c: &Client| family(c))),
    ];
    for (name, path, body) in &scenarios {
        for page in [1, 20] {
            let calls: Vec<Call> = clients.iter().map(|c| list_call(path, page, body(c))).collect();
            // Page 20 reads the positions page 1 cached; each member asks for page 1 first, as a member would.
            for (c, call) in clients.iter().zip(&calls) {
                send(&http, &base, c, &list_call(path, 1, body(c))).await;
                let answer = send(&http, &base, c, call).await;
                assert!(answer["result"].is_array(), "{name}: {answer}");
            }
            let recorded = record(&http, &base, &clients, &calls).await;
            if std::env::var_os("BENCH_SHOW_SQL").is_some() {
                for statement in &recorded[0] {
                    println!("-- {name}, page {page}:\n{statement}");
                }
            }
            let repeated = calls.iter().map(|c| vec![c.clone(); requests()]).collect();
            let (http_times, sql_times) = timed(&http, &base, &conn, &clients, repeated, &recorded).await;
            let total = send(&http, &base, &clients[0], &calls[0]).await["totalCount"].as_u64().unwrap_or(0);
            report(&format!("{name}, page {page} ({total})"), http_times, sql_times);
        }
    }
    println!();
    println!(
        "worst HTTP p99: {} (target ≤ 25 ms); worst p99 ratio to its own SQL: {worst_ratio:.2} (target ≤ 1.5)",
        ms(worst_p99)
    );
    println!("(n) after a list is its totalCount for the first member; 1000 means 1000 or more.");
}

fn list_call(path: &str, page: usize, mut body: Value) -> Call {
    body["pageIndex"] = json!(page);
    body["pageSize"] = json!(PAGE_SIZE);
    Call { path: path.to_owned(), body }
}

/// The answer's bytes, once the whole of it has arrived (what a timed request measures: parsing the JSON is the
/// client's work, not the server's).
async fn fetch(http: &reqwest::Client, base: &str, client: &Client, call: &Call) -> bytes::Bytes {
    let request = if call.body.is_null() {
        http.get(format!("{base}{}", call.path))
    } else {
        http.post(format!("{base}{}", call.path)).json(&call.body)
    };
    let response = request.bearer_auth(&client.token).header("Accept-Language", "gu").send().await.expect("send");
    let status = response.status();
    let body = response.bytes().await.expect("body");
    assert!(status.is_success(), "{} answered {status}: {}", call.path, String::from_utf8_lossy(&body));
    body
}

async fn send(http: &reqwest::Client, base: &str, client: &Client, call: &Call) -> Value {
    serde_json::from_slice(&fetch(http, base, client, call).await).expect("json")
}

/// The statements of one request of each client, made one at a time.
async fn record(
    http: &reqwest::Client,
    base: &str,
    clients: &[Client],
    calls: &[Call],
) -> Vec<Vec<sea_orm::Statement>> {
    let mut out = Vec::new();
    for (c, call) in clients.iter().zip(calls) {
        RECORDED.lock().unwrap().clear();
        RECORDING.store(true, Ordering::SeqCst);
        send(http, base, c, call).await;
        RECORDING.store(false, Ordering::SeqCst);
        out.push(std::mem::take(&mut *RECORDED.lock().unwrap()));
    }
    out
}

/// Each client alternates its calls through HTTP with replays of its recorded statements, all clients at once; the
/// time of every call and of every replay. Alternating puts a background pause of the database (autovacuum after the
/// detail's visits, a checkpoint) on both columns alike, where timing one column after the other put it on one.
async fn timed(
    http: &reqwest::Client,
    base: &str,
    conn: &DatabaseConnection,
    clients: &[Client],
    calls: Vec<Vec<Call>>,
    recorded: &[Vec<sea_orm::Statement>],
) -> (Vec<Duration>, Vec<Duration>) {
    let mut tasks = Vec::new();
    for ((c, calls), statements) in clients.iter().zip(calls).zip(recorded.iter().cloned()) {
        let (http, base, conn) = (http.clone(), base.to_owned(), conn.clone());
        let client = Client { token: c.token.clone(), ..*c };
        tasks.push(tokio::spawn(async move {
            let (mut http_times, mut sql_times) = (Vec::with_capacity(calls.len()), Vec::with_capacity(calls.len()));
            for call in calls {
                let started = Instant::now();
                fetch(&http, &base, &client, &call).await;
                http_times.push(started.elapsed());
                let started = Instant::now();
                for statement in &statements {
                    conn.query_all_raw(statement.clone()).await.expect("replay");
                }
                sql_times.push(started.elapsed());
            }
            (http_times, sql_times)
        }));
    }
    let (mut http_all, mut sql_all) = (Vec::new(), Vec::new());
    for t in tasks {
        let (h, s) = t.await.expect("task");
        http_all.extend(h);
        sql_all.extend(s);
    }
    (http_all, sql_all)
}

fn percentiles(mut times: Vec<Duration>) -> (Duration, Duration) {
    times.sort();
    let at = |p: f64| times[((times.len() as f64 * p).ceil() as usize).clamp(1, times.len()) - 1];
    (at(0.50), at(0.99))
}

fn ms(d: Duration) -> String {
    format!("{:.2} ms", d.as_secs_f64() * 1000.0)
}
