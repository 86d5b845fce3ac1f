use std::path::PathBuf;

use sagpan::{
    clock::Clock,
    db,
    settings::Settings,
    startup::{self, Application},
};
use sea_orm::{ConnectionTrait, Database};

/// The PostgreSQL server the suite creates its databases on.
pub fn postgres_admin_url() -> String {
    std::env::var("SAGPAN_TEST_POSTGRES_URL").unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".to_owned())
}

pub fn on_postgres() -> bool {
    std::env::var("SAGPAN_TEST_DB").is_ok_and(|v| v == "postgres")
}

/// Creates an empty PostgreSQL database for one test and answers its URL.
pub async fn fresh_postgres_database() -> String {
    let admin = postgres_admin_url();
    let name = format!("sagpan_test_{}", uuid::Uuid::new_v4().simple());
    let conn = Database::connect(admin.as_str()).await.expect("PostgreSQL for tests is not reachable");
    conn.execute_unprepared(&format!("CREATE DATABASE {name}")).await.expect("create test database");
    let base = admin.rsplit_once('/').map(|(base, _)| base).unwrap_or(&admin).to_owned();
    format!("{base}/{name}")
}

/// A migrated database that each test's database is copied from, made once per test process: migrating a database
/// for every test was most of a short test's time. On PostgreSQL the template is a database of its own and a test's
/// database is `CREATE DATABASE … TEMPLATE` of it; on SQLite it is a file, copied. Made on a thread of its own with its
/// own runtime, as the tests' runtimes come and go.
fn migrated_template() -> &'static str {
    static TEMPLATE: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    TEMPLATE.get_or_init(|| {
        std::thread::spawn(|| {
            let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("runtime");
            runtime.block_on(async {
                let dir = std::env::temp_dir().join(format!("sagpan-test-template-{}", std::process::id()));
                let _ = std::fs::remove_dir_all(&dir);
                let mut settings = Settings::load_from(None).expect("settings");
                settings.data_dir = dir.clone();
                settings.database_url = None;
                let template = if on_postgres() {
                    let url = fresh_postgres_database().await;
                    settings.database_url = Some(url.clone().into());
                    url.rsplit_once('/').map(|(_, name)| name.to_owned()).expect("a database name")
                } else {
                    dir.join("sagpan.db").display().to_string()
                };
                let db = db::connect_and_migrate(&settings).await.expect("migrate the template database");
                if !on_postgres() {
                    db.execute_unprepared("PRAGMA wal_checkpoint(TRUNCATE)").await.expect("checkpoint");
                }
                db.close().await.expect("close the template database");
                template
            })
        })
        .join()
        .expect("the template database")
    })
}

/// A migrated PostgreSQL database for one test, copied from the template.
async fn migrated_postgres_database() -> String {
    let admin = postgres_admin_url();
    let name = format!("sagpan_test_{}", uuid::Uuid::new_v4().simple());
    let conn = Database::connect(admin.as_str()).await.expect("PostgreSQL for tests is not reachable");
    let template = migrated_template();
    conn.execute_unprepared(&format!("CREATE DATABASE {name} TEMPLATE {template}"))
        .await
        .expect("create test database");
    let _ = conn.close().await;
    let base = admin.rsplit_once('/').map(|(base, _)| base).unwrap_or(&admin).to_owned();
    format!("{base}/{name}")
}

pub struct TestApp {
    pub address: String,
    pub client: reqwest::Client,
    pub state: sagpan::state::AppState,
    pub data_dir: PathBuf,
    _temp: tempfile::TempDir,
}

impl TestApp {
    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.address)
    }

    pub async fn get(&self, path: &str) -> reqwest::Response {
        self.client.get(self.url(path)).send().await.expect("request failed")
    }

    pub async fn get_in(&self, path: &str, lang: &str) -> reqwest::Response {
        self.client.get(self.url(path)).header("Accept-Language", lang).send().await.expect("request failed")
    }
}

#[derive(Default)]
pub struct Options {
    pub database_url: Option<String>,
    pub web_dir: Option<PathBuf>,
    pub captcha: bool,
    pub smtp_url: Option<String>,
    /// The SMS provider: `SAGPAN_SMS_URL`, `SAGPAN_SMS_AUTHORIZATION`, `SAGPAN_SMS_FORMAT` and `SAGPAN_SMS_BODY`;
    /// the SMS outbox folder when absent.
    pub sms: Option<SmsProvider>,
    /// The first moderator's e-mail and password.
    pub admin: Option<(&'static str, &'static str)>,
    /// S3-compatible photo storage: endpoint and bucket.
    pub s3: Option<(String, String)>,
    /// `SAGPAN_SECRET`; generated into the data folder when absent.
    pub secret: Option<String>,
    /// `SAGPAN_PUBLIC_URL`; `https://sagpan.test` when absent.
    pub public_url: Option<String>,
    /// `SAGPAN_SUPPORT_EMAIL`.
    pub support_email: Option<String>,
    /// The grievance officer's name, e-mail and phone.
    pub grievance: Option<(&'static str, &'static str, &'static str)>,
    /// The data folder; a new temporary one when absent (instances of one cluster share theirs: the outbox).
    pub data_dir: Option<PathBuf>,
    /// The daily allowances; the defaults when absent.
    pub allowances: sagpan::allowance::Allowances,
    /// Push as in production (https push services only, never a non-public address), with these extra push hosts;
    /// when absent, pushes go to the local push service of the tests (`SAGPAN_PUSH_ALLOW_INSECURE`).
    pub push_secure: Option<&'static str>,
    /// The connection limits; the defaults when absent.
    pub connections: Connections,
    /// `SAGPAN_PHOTO_MEMORY_MB`; the default (128) when absent.
    pub photo_memory_mb: Option<u64>,
    /// HTTPS with the tests' own certificate (`api/tests/tls/`): the address is `https://`, and the client trusts that
    /// certificate alone and offers HTTP/2 as a browser does.
    pub tls: bool,
}

/// The tests' certificate for 127.0.0.1 and its key (`api/tests/tls/`).
pub const TEST_CERT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/tls/cert.pem");
pub const TEST_KEY: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/tls/key.pem");

/// A client that trusts the tests' certificate alone.
pub fn trusting_the_test_certificate(builder: reqwest::ClientBuilder) -> reqwest::ClientBuilder {
    let pem = std::fs::read(TEST_CERT).expect("test certificate");
    builder
        .tls_built_in_root_certs(false)
        .add_root_certificate(reqwest::Certificate::from_pem(&pem).expect("certificate"))
}

/// An SMS provider's HTTP API, as the settings name it.
pub struct SmsProvider {
    pub url: String,
    pub authorization: Option<String>,
    pub format: &'static str,
    pub body: &'static str,
}

/// `SAGPAN_HEADER_TIMEOUT_SECS`, `SAGPAN_BODY_STALL_SECS` and `SAGPAN_MAX_CONNECTIONS_PER_ADDRESS`.
pub struct Connections {
    pub header_timeout_secs: u64,
    pub body_stall_secs: u64,
    pub per_address: usize,
}

impl Default for Connections {
    fn default() -> Self {
        Self { header_timeout_secs: 15, body_stall_secs: 20, per_address: 128 }
    }
}

pub async fn spawn_app() -> TestApp {
    spawn_app_with(Options::default()).await
}

/// Whether `capture_logs` is on: then every line logged, at every level and from every thread, is also kept.
static CAPTURING: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);
static CAPTURED: std::sync::Mutex<Vec<u8>> = std::sync::Mutex::new(Vec::new());

struct CaptureWriter;

impl std::io::Write for CaptureWriter {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        CAPTURED.lock().unwrap_or_else(|e| e.into_inner()).extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// The server's error log (a 5xx and its cause) goes to the test's captured output: a failing test shows why. A
/// second layer keeps everything while `capture_logs` is on, for tests of what must never be logged.
fn log_errors_to_the_test() {
    use tracing_subscriber::{Layer, filter::filter_fn, layer::SubscriberExt, util::SubscriberInitExt};
    static INIT: std::sync::Once = std::sync::Once::new();
    INIT.call_once(|| {
        let errors = tracing_subscriber::fmt::layer()
            .with_test_writer()
            .with_filter(tracing_subscriber::EnvFilter::new("error"));
        let capture = tracing_subscriber::fmt::layer()
            .with_writer(|| CaptureWriter)
            .with_filter(filter_fn(|_| CAPTURING.load(std::sync::atomic::Ordering::Relaxed)));
        let _ = tracing_subscriber::registry().with(errors).with(capture).try_init();
    });
}

/// Starts keeping every log line, at every level (the SQL statements included), from every test running meanwhile.
pub fn capture_logs() {
    log_errors_to_the_test();
    CAPTURED.lock().unwrap_or_else(|e| e.into_inner()).clear();
    CAPTURING.store(true, std::sync::atomic::Ordering::SeqCst);
}

/// Stops keeping log lines; answers those kept since `capture_logs`.
pub fn captured_logs() -> String {
    CAPTURING.store(false, std::sync::atomic::Ordering::SeqCst);
    String::from_utf8_lossy(&CAPTURED.lock().unwrap_or_else(|e| e.into_inner())).into_owned()
}

pub async fn spawn_app_with(options: Options) -> TestApp {
    log_errors_to_the_test();
    let temp = tempfile::tempdir().expect("temp dir");
    // A test's own new database starts as a copy of the migrated template; one named by the test is left as it is.
    let from_template = options.database_url.is_none() && options.data_dir.is_none();
    let database_url = match options.database_url {
        Some(url) => Some(url),
        None if on_postgres() => Some(migrated_postgres_database().await),
        None => None,
    };
    let settings = Settings {
        listen: "127.0.0.1:0".to_owned(),
        tls_cert: options.tls.then(|| PathBuf::from(TEST_CERT)),
        tls_key: options.tls.then(|| PathBuf::from(TEST_KEY)),
        data_dir: options.data_dir.unwrap_or_else(|| temp.path().join("data")),
        database_url: database_url.map(Into::into),
        database_connections: None,
        database_statement_cache: 100,
        public_url: Some(options.public_url.unwrap_or_else(|| "https://sagpan.test".to_owned())),
        web_dir: options.web_dir,
        log_format: "text".to_owned(),
        smtp_url: options.smtp_url.map(Into::into),
        mail_from: "Sagpan <no-reply@sagpan.in>".to_owned(),
        sms_url: options.sms.as_ref().map(|s| s.url.clone().into()),
        sms_authorization: options.sms.as_ref().and_then(|s| s.authorization.clone()).map(Into::into),
        sms_format: options.sms.as_ref().map_or("json", |s| s.format).to_owned(),
        sms_body: options.sms.as_ref().map_or(sagpan::settings::DEFAULT_SMS_BODY, |s| s.body).to_owned(),
        sms_from: "SAGPAN".to_owned(),
        captcha: if options.captcha { "on" } else { "off" }.to_owned(),
        captcha_max_number: 2_000,
        secret: options.secret.map(Into::into),
        geoip_db: None,
        trusted_proxies: String::new(),
        s3_endpoint: options.s3.as_ref().map(|s| s.0.clone()),
        s3_bucket: options.s3.as_ref().map(|s| s.1.clone()),
        s3_region: "us-east-1".into(),
        s3_access_key: Some("sagpan-test".into()),
        s3_secret_key: Some("sagpan-test-secret".to_owned().into()),
        support_email: options.support_email,
        grievance_officer: options.grievance.map(|g| g.0.to_owned()),
        grievance_email: options.grievance.map(|g| g.1.to_owned()),
        grievance_phone: options.grievance.map(|g| g.2.to_owned()),
        vapid_private_key: None,
        vapid_subject: Some("mailto:help@sagpan.test".into()),
        push_allow_insecure: options.push_secure.is_none(),
        push_hosts: options.push_secure.unwrap_or_default().to_owned(),
        header_timeout_secs: options.connections.header_timeout_secs,
        body_stall_secs: options.connections.body_stall_secs,
        max_connections_per_address: options.connections.per_address,
        photo_memory_mb: options.photo_memory_mb.unwrap_or(128),
        admin_email: options.admin.as_ref().map(|a| a.0.to_owned()),
        admin_password: options.admin.as_ref().map(|a| a.1.to_owned().into()),
        allowance_member_details: options.allowances.member_details,
        allowance_cards: options.allowances.cards,
        allowance_bio_data: options.allowances.bio_data,
        request_first_reminder_days: 3,
        request_second_reminder_days: 7,
        request_expiry_days: 14,
        request_resend_days: 30,
        request_worker_secs: 3600,
    };
    if from_template && !on_postgres() {
        std::fs::create_dir_all(&settings.data_dir).expect("data dir");
        std::fs::copy(migrated_template(), settings.data_dir.join("sagpan.db")).expect("copy the template database");
    }
    let db = db::connect_and_migrate(&settings).await.expect("database");
    // A manual clock starting now: tests move it across code lifetimes and rate-limit windows.
    let state = startup::build_state(&settings, db, Clock::manual(chrono::Utc::now())).await.expect("state");
    let app = Application::build(&settings, state.clone()).await.expect("build");
    let port = app.port();
    tokio::spawn(app.run_until_stopped());
    let client = if options.tls {
        trusting_the_test_certificate(reqwest::Client::builder())
    } else {
        reqwest::Client::builder()
    }
    .build();
    TestApp {
        address: format!("{}://127.0.0.1:{port}", if options.tls { "https" } else { "http" }),
        client: client.expect("client"),
        state,
        data_dir: settings.data_dir,
        _temp: temp,
    }
}

/// Reads a problem body and checks the parts every problem has.
pub async fn problem(response: reqwest::Response, status: u16) -> serde_json::Value {
    assert_eq!(response.status().as_u16(), status, "unexpected status");
    assert_eq!(response.headers().get("content-type").and_then(|v| v.to_str().ok()), Some("application/problem+json"));
    let request_id = response.headers().get("x-request-id").and_then(|v| v.to_str().ok()).map(str::to_owned);
    let body: serde_json::Value = response.json().await.expect("problem json");
    assert_eq!(body["status"], status);
    assert!(body["code"].as_str().is_some_and(|c| !c.is_empty()));
    assert!(body["title"].as_str().is_some_and(|t| !t.is_empty()));
    assert!(body["detail"].as_str().is_some_and(|t| !t.is_empty()));
    assert_eq!(body["requestId"].as_str(), request_id.as_deref());
    body
}

/// The six-digit code in the text of a delivered message (as sent over SMTP or written to the outbox).
pub fn code_in(raw_message: &str) -> Option<String> {
    let message = mail_parser::MessageParser::default().parse(raw_message.as_bytes())?;
    let text = message.body_text(0)?;
    let re = regex::Regex::new(r"(?m)^\s+(\d{6})\s*$").ok()?;
    re.captures(&text).map(|c| c[1].to_owned())
}

impl TestApp {
    /// The text messages written to the SMS outbox for `to` (`+` and digits), oldest first, once there are at least
    /// `at_least`.
    pub async fn texted_to(&self, to: &str, at_least: usize) -> Vec<String> {
        let outbox = self.data_dir.join("sms-outbox");
        let line = format!("To: {to}");
        eventually(&format!("{at_least} texts to {to} in the SMS outbox"), async || {
            let mut files: Vec<_> =
                std::fs::read_dir(&outbox).map(|d| d.flatten().map(|e| e.path()).collect()).unwrap_or_default();
            files.sort();
            let found: Vec<String> = files
                .iter()
                .filter_map(|f| std::fs::read_to_string(f).ok())
                .filter(|m| m.lines().next() == Some(line.as_str()))
                .collect();
            if found.len() >= at_least { Ok(found) } else { Err(format!("{} of them", found.len())) }
        })
        .await
    }

    /// The messages written to the outbox for `email`, oldest first, once there are at least `at_least`.
    pub async fn delivered_to(&self, email: &str, at_least: usize) -> Vec<String> {
        let outbox = self.data_dir.join("outbox");
        let to = format!("To: {email}");
        eventually(&format!("{at_least} messages to {email} in the outbox"), async || {
            let mut files: Vec<_> =
                std::fs::read_dir(&outbox).map(|d| d.flatten().map(|e| e.path()).collect()).unwrap_or_default();
            files.sort();
            let found: Vec<String> = files
                .iter()
                .filter_map(|f| std::fs::read_to_string(f).ok())
                .filter(|m| m.lines().any(|l| l == to))
                .collect();
            if found.len() >= at_least { Ok(found) } else { Err(format!("{} of them", found.len())) }
        })
        .await
    }
}

/// How long [`eventually`] waits for its condition.
const PATIENCE: std::time::Duration = std::time::Duration::from_secs(10);

/// Waits for something another task does (a server, a worker, a process): runs `check` every 20 ms until it answers
/// `Ok`, and answers what it held. Panics after 10 seconds, saying what was awaited (`what`) and what the last check
/// saw instead (its `Err`).
///
/// Not for asserting that something did not happen: run the worker's pass instead (`state.workers.*.run_once`),
/// which returns once the worker has looked.
pub async fn eventually<T, E: std::fmt::Debug>(what: &str, check: impl AsyncFnMut() -> Result<T, E>) -> T {
    eventually_within(PATIENCE, what, check).await
}

/// [`eventually`], waiting up to `within` (a process that starts slowly).
pub async fn eventually_within<T, E: std::fmt::Debug>(
    within: std::time::Duration,
    what: &str,
    mut check: impl AsyncFnMut() -> Result<T, E>,
) -> T {
    let deadline = tokio::time::Instant::now() + within;
    loop {
        let seen = match check().await {
            Ok(value) => return value,
            Err(seen) => seen,
        };
        assert!(tokio::time::Instant::now() < deadline, "waited {within:?} for {what}; the last look saw {seen:?}");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

/// What an event stream sends within 5 seconds: up to the chunk that holds `until`, or to its end when `until` is
/// `None`. Panics with `what` when that takes longer.
pub async fn read_stream<B: AsRef<[u8]>>(
    body: &mut (impl futures_util::Stream<Item = reqwest::Result<B>> + Unpin),
    until: Option<&str>,
    what: &str,
) -> String {
    use futures_util::StreamExt;
    let mut seen = String::new();
    let read = async {
        while let Some(chunk) = body.next().await {
            seen.push_str(&String::from_utf8_lossy(chunk.unwrap().as_ref()));
            if until.is_some_and(|until| seen.contains(until)) {
                break;
            }
        }
    };
    tokio::time::timeout(std::time::Duration::from_secs(5), read).await.expect(what);
    seen
}
