//! Secrets and personal data: keys per purpose, codes that leave no trace, redacted settings, security headers.

use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::{Value, json};

use entity::{mail_queue, one_time_code};

use crate::{
    accounts::registration,
    helpers::{Options, code_in, eventually, spawn_app, spawn_app_with},
};

const SECRET: &str = "a-server-secret-of-more-than-thirty-two-characters";

#[tokio::test]
async fn a_token_signed_with_the_server_secret_itself_is_refused() {
    let app = spawn_app_with(Options { secret: Some(SECRET.to_owned()), ..Options::default() }).await;
    let (_, signed) = app.signed_up().await;
    let token = signed["accessToken"].as_str().unwrap();
    assert_eq!(app.get_auth("/api/Account/Status", token).await.status(), 200);
    // The same claims, signed with the secret instead of the key derived for access tokens.
    let claims: Value =
        serde_json::from_slice(&URL_SAFE_NO_PAD.decode(token.split('.').nth(1).unwrap()).unwrap()).unwrap();
    let forged = jsonwebtoken::encode(
        &jsonwebtoken::Header::new(jsonwebtoken::Algorithm::HS256),
        &claims,
        &jsonwebtoken::EncodingKey::from_secret(SECRET.as_bytes()),
    )
    .unwrap();
    crate::helpers::problem(app.get_auth("/api/Account/Status", &forged).await, 401).await;
}

#[tokio::test]
async fn a_code_is_in_no_subject_and_no_stored_row_once_delivered() {
    let app = spawn_app().await;
    let reg = registration();
    app.post("/api/Account/Register", &reg).await;
    let email = reg["email"].as_str().unwrap();
    let delivered = app.delivered_to(email, 1).await;
    let code = code_in(&delivered[0]).expect("the code reached the member");
    let subject = delivered[0].lines().find(|l| l.starts_with("Subject:")).unwrap();
    assert!(!subject.contains(&code), "{subject}");
    // The worker records the delivery a moment after writing the message.
    let record = eventually("a delivery record", async || {
        let sent = mail_queue::Entity::find()
            .filter(mail_queue::Column::Recipient.eq(email))
            .filter(mail_queue::Column::SentAt.is_not_null())
            .one(&app.state.db)
            .await
            .unwrap();
        sent.ok_or("none sent")
    })
    .await;
    assert!(!record.subject.contains(&code));
    assert_eq!((record.text_body, record.html_body), (None, None), "without the message");
    let stored =
        one_time_code::Entity::find().filter(one_time_code::Column::Email.eq(email)).one(&app.state.db).await.unwrap();
    let stored = stored.unwrap();
    assert!(!stored.code_hash.contains(&code) && stored.code_hash.len() == 64);
    // Every e-mail links back to Sagpan.
    assert!(delivered[0].contains("https://sagpan.test"));
}

#[tokio::test]
async fn a_password_reset_is_followed_by_a_notice_to_the_member() {
    let app = spawn_app().await;
    let (reg, _) = app.signed_up().await;
    let email = reg["email"].as_str().unwrap();
    app.state.clock.advance(chrono::Duration::seconds(61));
    assert_eq!(app.post_query(&format!("/api/Account/ForgetPassword?email={email}")).await.status(), 200);
    let code = app.last_code(email).await;
    let reset =
        json!({"email": email, "otp": code, "newPassword": "nimbu-pani-77", "confirmNewPassword": "nimbu-pani-77"});
    assert_eq!(app.post("/api/Account/VerifyForgetPassword", &reset).await.status(), 200);
    let delivered = app.delivered_to(email, 3).await;
    assert_eq!(delivered.len(), 3, "confirmation, reset code, and the notice");
    let notice = mail_parser::MessageParser::default().parse(delivered[2].as_bytes()).unwrap();
    assert_eq!(notice.subject(), Some("Your password was changed"));
    assert!(notice.body_text(0).unwrap().contains("https://sagpan.test/auth/login"));
}

#[test]
fn settings_never_print_their_secrets() {
    let mut settings = sagpan::settings::Settings::load_from(None).unwrap();
    settings.secret = Some(SECRET.to_owned().into());
    settings.admin_password = Some("admin-password-value".to_owned().into());
    settings.s3_secret_key = Some("s3-secret-value".to_owned().into());
    settings.smtp_url = Some("smtp://user:smtp-password-value@mail.example:587".to_owned().into());
    settings.database_url = Some("postgres://u:db-password-value@db.example/sagpan".to_owned().into());
    let printed = format!("{settings:?}");
    for secret in [SECRET, "admin-password-value", "s3-secret-value", "smtp-password-value", "db-password-value"] {
        assert!(!printed.contains(secret), "{secret} in {printed}");
    }
    assert!(printed.contains("REDACTED"));
}

#[tokio::test]
async fn every_answer_carries_the_security_headers() {
    let app = spawn_app().await;
    // JSON answers (data and problems) may load nothing as a page; the web app's files get the page policy.
    let json = ["/api/health", "/api/Country/Name", "/api/No/Such", "/api/openapi.json"];
    for path in json.into_iter().chain(["/", "/sw.js"]) {
        let response = app.get(path).await;
        let headers = response.headers();
        let csp = headers.get("content-security-policy").and_then(|v| v.to_str().ok()).unwrap_or_default();
        if json.contains(&path) {
            assert_eq!(csp, "default-src 'none'; frame-ancestors 'none'", "{path}");
        } else {
            assert!(csp.contains("script-src 'self'") && !csp.contains("'unsafe-inline' 'self'"), "{path}: {csp}");
            assert!(
                !csp.split(';').any(|d| d.trim().starts_with("script-src") && d.contains("unsafe")),
                "{path}: {csp}"
            );
        }
        assert!(csp.contains("frame-ancestors 'none'"), "{path}");
        assert_eq!(headers.get("x-content-type-options").unwrap(), "nosniff", "{path}");
        assert_eq!(headers.get("referrer-policy").unwrap(), "no-referrer", "{path}");
        // The test server's public address is https.
        assert!(headers.get("strict-transport-security").is_some(), "{path}");
    }
    // The API reader admits its own inline scripts by hash, and nothing else inline.
    let docs = app.get("/api/docs").await;
    let csp = docs.headers().get("content-security-policy").unwrap().to_str().unwrap().to_owned();
    assert!(csp.contains("'sha256-") && !csp.contains("unsafe-inline' 'sha"), "{csp}");
    assert!(docs.text().await.unwrap().contains("SwaggerUIBundle"));
}

#[tokio::test]
async fn hsts_is_sent_only_when_the_public_address_is_https() {
    let app = spawn_app_with(Options { public_url: Some("http://127.0.0.1:8080".into()), ..Options::default() }).await;
    let response = app.get("/api/health").await;
    assert!(response.headers().get("strict-transport-security").is_none());
    assert!(response.headers().get("content-security-policy").is_some());
}

/// What a raw connection reads until the server closes it or `within` passes: the bytes, and whether it closed.
async fn read_until_closed(stream: &mut tokio::net::TcpStream, within: std::time::Duration) -> (String, bool) {
    use tokio::io::AsyncReadExt;
    let mut seen = Vec::new();
    let deadline = tokio::time::Instant::now() + within;
    loop {
        let mut buffer = [0u8; 4096];
        match tokio::time::timeout_at(deadline, stream.read(&mut buffer)).await {
            Ok(Ok(0) | Err(_)) => return (String::from_utf8_lossy(&seen).into_owned(), true),
            Ok(Ok(n)) => seen.extend_from_slice(&buffer[..n]),
            Err(_) => return (String::from_utf8_lossy(&seen).into_owned(), false),
        }
    }
}

fn connections(header_timeout_secs: u64, body_stall_secs: u64, per_address: usize) -> Options {
    Options {
        connections: crate::helpers::Connections { header_timeout_secs, body_stall_secs, per_address },
        ..Options::default()
    }
}

#[tokio::test]
async fn headers_that_trickle_in_and_idle_connections_are_closed() {
    use tokio::io::AsyncWriteExt;
    let app = spawn_app_with(connections(1, 20, 128)).await;
    let address = app.address.trim_start_matches("http://").to_owned();
    // A header line every 300 ms keeps bytes coming, but the headers never end: closed once a second has passed.
    let mut slow = tokio::net::TcpStream::connect(&address).await.unwrap();
    slow.write_all(b"GET /api/health HTTP/1.1\r\nHost: sagpan.test\r\n").await.unwrap();
    let started = std::time::Instant::now();
    let mut closed = false;
    for n in 0..20 {
        // The stimulus, not a wait for a result: a header line every 300 ms of real time.
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
        if slow.write_all(format!("X-Slow-{n}: a\r\n").as_bytes()).await.is_err() {
            closed = true;
            break;
        }
        let (_, ended) = read_until_closed(&mut slow, std::time::Duration::from_millis(1)).await;
        if ended {
            closed = true;
            break;
        }
    }
    assert!(closed, "a trickling client still holds its connection");
    assert!(started.elapsed() < std::time::Duration::from_secs(3), "{:?}", started.elapsed());

    // A keep-alive connection that answered one request and then says nothing is closed after the same second.
    let mut idle = tokio::net::TcpStream::connect(&address).await.unwrap();
    idle.write_all(b"GET /api/health HTTP/1.1\r\nHost: sagpan.test\r\n\r\n").await.unwrap();
    let (answer, ended) = read_until_closed(&mut idle, std::time::Duration::from_secs(3)).await;
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    assert!(ended, "an idle connection stays open");
}

#[tokio::test]
async fn a_body_that_stops_arriving_is_answered_408_and_its_connection_closed() {
    use tokio::io::AsyncWriteExt;
    let app = spawn_app_with(connections(15, 1, 128)).await;
    let address = app.address.trim_start_matches("http://").to_owned();
    let mut stalled = tokio::net::TcpStream::connect(&address).await.unwrap();
    let head = "POST /api/Account/Login HTTP/1.1\r\nHost: sagpan.test\r\nContent-Type: application/json\r\n\
                Accept-Language: en\r\nContent-Length: 100\r\n\r\n{\"username\":";
    stalled.write_all(head.as_bytes()).await.unwrap();
    let started = std::time::Instant::now();
    let (answer, ended) = read_until_closed(&mut stalled, std::time::Duration::from_secs(5)).await;
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert!(answer.to_ascii_lowercase().contains("connection: close"), "{answer}");
    assert!(answer.contains("stopped arriving"), "{answer}");
    assert!(ended, "the connection is closed");
    assert!(started.elapsed() < std::time::Duration::from_secs(3), "{:?}", started.elapsed());
    // A body that arrives slowly but steadily is read whole.
    let mut steady = tokio::net::TcpStream::connect(&address).await.unwrap();
    let body = r#"{"username": "nobody@example.com", "password": "wrong-password"}"#;
    let head = format!(
        "POST /api/Account/Login HTTP/1.1\r\nHost: sagpan.test\r\nContent-Type: application/json\r\n\
         Accept-Language: en\r\nConnection: close\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );
    steady.write_all(head.as_bytes()).await.unwrap();
    for piece in body.as_bytes().chunks(body.len() / 3 + 1) {
        // The stimulus, not a wait for a result: a piece every 600 ms of real time, under the 1-second stall.
        tokio::time::sleep(std::time::Duration::from_millis(600)).await;
        steady.write_all(piece).await.unwrap();
    }
    let (answer, _) = read_until_closed(&mut steady, std::time::Duration::from_secs(5)).await;
    assert!(answer.starts_with("HTTP/1.1 422"), "wrong credentials, read whole: {answer}");
}

#[tokio::test]
async fn one_address_holds_a_bounded_number_of_connections() {
    use tokio::io::AsyncWriteExt;
    let app = spawn_app_with(connections(15, 20, 3)).await;
    let address = app.address.trim_start_matches("http://").to_owned();
    let mut held = Vec::new();
    for _ in 0..3 {
        held.push(tokio::net::TcpStream::connect(&address).await.unwrap());
    }
    // The fourth is closed at once, without an answer.
    let mut fourth = tokio::net::TcpStream::connect(&address).await.unwrap();
    let _ = fourth.write_all(b"GET /api/health HTTP/1.1\r\nHost: sagpan.test\r\n\r\n").await;
    let (answer, ended) = read_until_closed(&mut fourth, std::time::Duration::from_secs(2)).await;
    assert!(ended && answer.is_empty(), "{answer}");
    // The held ones still work, and once one is gone another may connect.
    held[0].write_all(b"GET /api/health HTTP/1.1\r\nHost: sagpan.test\r\nConnection: close\r\n\r\n").await.unwrap();
    let (answer, _) = read_until_closed(&mut held[0], std::time::Duration::from_secs(2)).await;
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    drop(held.remove(0));
    // The server frees the place once it has read the close.
    let answer =
        eventually("an answer through the freed place", async || app.client.get(app.url("/api/health")).send().await)
            .await;
    assert_eq!(answer.status(), 200);
}
