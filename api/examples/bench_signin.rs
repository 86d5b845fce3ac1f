#![allow(clippy::expect_used, clippy::unwrap_used)]

//! Sign-ins per second through the real server (SQLite, loopback HTTP, four clients at once) against the bare argon2id
//! verification rate on the same two cores: sign-in cost is the password hash, so the two should be close.

use std::{
    sync::Arc,
    time::{Duration, Instant},
};

use sagpan::{clock::Clock, db, settings::Settings, startup};
use serde_json::{Value, json};

const SECONDS: u64 = 10;
const CLIENTS: usize = 4;

#[tokio::main]
async fn main() {
    let hash = sagpan::auth::password::hash("bench-password-1".into()).await.expect("hash");
    let threads = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1);
    let bare = bare_rate(&hash, threads);
    println!("bare argon2id verify: {bare:.1}/s on {threads} threads");

    let temp = tempfile::tempdir().expect("temp");
    let settings = Settings {
        listen: "127.0.0.1:0".into(),
        data_dir: temp.path().to_owned(),
        database_url: None,
        database_connections: None,
        database_statement_cache: 100,
        public_url: None,
        web_dir: None,
        log_format: "text".into(),
        smtp_url: None,
        mail_from: "Sagpan <no-reply@sagpan.in>".into(),
        captcha: "off".into(),
        captcha_max_number: 1,
        secret: None,
        geoip_db: None,
        trusted_proxies: String::new(),
        s3_endpoint: None,
        s3_bucket: None,
        s3_region: "us-east-1".into(),
        s3_access_key: None,
        s3_secret_key: None,
        support_email: None,
        vapid_private_key: None,
        vapid_subject: None,
        push_allow_insecure: false,
        admin_email: None,
        admin_password: None,
    };
    let conn = db::connect_and_migrate(&settings).await.expect("db");
    let state = startup::build_state(&settings, conn, Clock::system()).await.expect("state");
    let app = startup::Application::build(&settings, state.clone()).await.expect("app");
    let base = format!("http://127.0.0.1:{}", app.port());
    tokio::spawn(app.run_until_stopped());
    let client = reqwest::Client::new();
    let email = "bench@example.com";
    let reg = json!({"firstName": "Bench", "lastName": "Patel", "email": email, "countryCode": "+91",
        "phoneNumber": "9800000001", "password": "bench-password-1", "termsAccepted": true});
    client.post(format!("{base}/api/Account/Register")).json(&reg).send().await.expect("register");
    let code = outbox_code(&temp.path().join("outbox")).await;
    client
        .post(format!("{base}/api/Account/VerifyOTP"))
        .json(&json!({"email": email, "otp": code}))
        .send()
        .await
        .expect("verify");

    let done = Arc::new(std::sync::atomic::AtomicU64::new(0));
    let deadline = Instant::now() + Duration::from_secs(SECONDS);
    let mut tasks = Vec::new();
    for _ in 0..CLIENTS {
        let (client, base, done) = (client.clone(), base.clone(), done.clone());
        tasks.push(tokio::spawn(async move {
            while Instant::now() < deadline {
                let r = client
                    .post(format!("{base}/api/Account/Login"))
                    .json(&json!({"username": email, "password": "bench-password-1"}))
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
    let rate = done.load(std::sync::atomic::Ordering::Relaxed) as f64 / SECONDS as f64;
    println!(
        "sign-ins through the server: {rate:.1}/s with {CLIENTS} clients ({:.0}% of the bare hashing rate)",
        rate / bare * 100.0
    );
}

fn bare_rate(hash: &str, threads: usize) -> f64 {
    let deadline = Instant::now() + Duration::from_secs(5);
    let start = Instant::now();
    let done = std::sync::atomic::AtomicU64::new(0);
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| {
                while Instant::now() < deadline {
                    assert!(sagpan::auth::password::verify_blocking("bench-password-1", hash));
                    done.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                }
            });
        }
    });
    done.load(std::sync::atomic::Ordering::Relaxed) as f64 / start.elapsed().as_secs_f64()
}

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
