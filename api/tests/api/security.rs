//! Secrets and personal data: keys per purpose, codes that leave no trace, redacted settings, security headers.

use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::{Value, json};

use entity::{mail_queue, one_time_code};

use crate::{
    accounts::registration,
    helpers::{Options, code_in, spawn_app, spawn_app_with},
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
    let mut record = None;
    for _ in 0..100 {
        record = mail_queue::Entity::find()
            .filter(mail_queue::Column::Recipient.eq(email))
            .filter(mail_queue::Column::SentAt.is_not_null())
            .one(&app.state.db)
            .await
            .unwrap();
        if record.is_some() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    let record = record.expect("a delivery record stays");
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
