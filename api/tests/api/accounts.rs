//! Registration, codes, sign-in, sessions: every limit on both sides, and the attacks that rules 15 to 18 guard
//! against.

use chrono::Duration;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, Set};
use serde_json::{Value, json};
use shared::ProfileStatus;

use entity::{mail_queue, member};

use crate::helpers::{Options, TestApp, eventually, problem, spawn_app, spawn_app_with};

static SEQ: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(1);

/// A valid registration with a unique e-mail and phone.
pub fn registration() -> Value {
    let n = SEQ.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    json!({
        "firstName": "જયેશ", "lastName": "Patel",
        "email": format!("member{n}@example.com"), "countryCode": "+91",
        "phoneNumber": format!("98{:08}", n), "password": "kesar-keri-42", "confirmPassword": "kesar-keri-42",
        "termsAccepted": true, "language": "en",
    })
}

impl TestApp {
    pub async fn post(&self, path: &str, body: &Value) -> reqwest::Response {
        self.client.post(self.url(path)).header("Accept-Language", "en").json(body).send().await.unwrap()
    }

    pub async fn post_query(&self, path: &str) -> reqwest::Response {
        self.client.post(self.url(path)).header("Accept-Language", "en").send().await.unwrap()
    }

    pub async fn members(&self) -> u64 {
        member::Entity::find().count(&self.state.db).await.unwrap()
    }

    /// The code in the newest e-mail queued for `email`.
    /// The code of the newest message delivered to `email` (once every queued message to it has left).
    pub async fn last_code(&self, email: &str) -> String {
        let queued = self.mails_to(email).await as usize;
        let delivered = self.delivered_to(email, queued).await;
        let last = delivered.last().expect("an e-mail was delivered");
        crate::helpers::code_in(last).expect("a code in the e-mail")
    }

    pub async fn mails_to(&self, email: &str) -> u64 {
        mail_queue::Entity::find().filter(mail_queue::Column::Recipient.eq(email)).count(&self.state.db).await.unwrap()
    }

    /// Registers, confirms the e-mail and answers the sign-in body.
    pub async fn signed_up(&self) -> (Value, Value) {
        let reg = registration();
        assert_eq!(self.post("/api/Account/Register", &reg).await.status(), 200);
        let code = self.last_code(reg["email"].as_str().unwrap()).await;
        let answer = self.post("/api/Account/VerifyOTP", &json!({"email": reg["email"], "otp": code})).await;
        assert_eq!(answer.status(), 200);
        (reg, answer.json().await.unwrap())
    }

    pub async fn get_auth(&self, path: &str, token: &str) -> reqwest::Response {
        self.client.get(self.url(path)).bearer_auth(token).send().await.unwrap()
    }

    pub async fn set_status(&self, email: &str, status: ProfileStatus) {
        let m =
            member::Entity::find().filter(member::Column::Email.eq(email)).one(&self.state.db).await.unwrap().unwrap();
        let mut active: member::ActiveModel = m.into();
        active.profile_status = Set(status);
        active.update(&self.state.db).await.unwrap();
    }
}

#[tokio::test]
async fn registration_creates_an_unconfirmed_account_at_status_0_and_mails_a_code() {
    let app = spawn_app().await;
    let reg = registration();
    let response = app.post("/api/Account/Register", &reg).await;
    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["email"], reg["email"]);
    assert_eq!(body["emailConfirmed"], false);
    assert_eq!(body["message"], "OTP sent successfully to the entered e-mail.");
    let m = member::Entity::find().one(&app.state.db).await.unwrap().unwrap();
    assert_eq!(m.profile_status, ProfileStatus::Wizard);
    assert!(!m.email_confirmed);
    assert!(regex::Regex::new(r"^PT\d{6}$").unwrap().is_match(&m.profile_id));
    assert!(m.password_hash.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"));
    assert_eq!(m.first_name, "જયેશ");
    assert_eq!(app.last_code(reg["email"].as_str().unwrap()).await.len(), 6);
}

#[tokio::test]
async fn every_registration_limit_is_checked_on_both_sides_and_a_refusal_stores_nothing() {
    let app = spawn_app().await;
    let cases: Vec<(&str, Value, Option<&str>)> = vec![
        ("firstName", json!("અ".repeat(30)), None),
        ("firstName", json!("અ".repeat(31)), Some("Enter at most 30 characters.")),
        ("lastName", json!("Patel2"), Some("Use letters only, without digits or symbols.")),
        ("lastName", json!(""), Some("This field is required.")),
        ("email", json!(format!("{}@example.com", "a".repeat(244))), None),
        ("email", json!(format!("{}@example.com", "a".repeat(245))), Some("Enter at most 256 characters.")),
        ("email", json!("not-an-email"), Some("Enter a valid e-mail address.")),
        ("phoneNumber", json!("987654321"), Some("The number needs at least 10 digits.")),
        ("phoneNumber", json!("9876543210123456"), Some("The number can have at most 15 digits.")),
        ("phoneNumber", json!("98765-43210"), Some("Enter the mobile number in digits only.")),
        ("password", json!("abcde"), Some("Enter at least 6 characters.")),
        ("password", json!("x".repeat(101)), Some("Enter at most 100 characters.")),
        ("password", json!("password123"), Some("This password is too common; choose another.")),
        ("termsAccepted", json!(false), Some("Please accept the terms and conditions.")),
    ];
    for (field, value, expected) in cases {
        let mut reg = registration();
        reg[field] = value.clone();
        if field == "password" {
            reg["confirmPassword"] = value.clone();
        }
        let response = app.post("/api/Account/Register", &reg).await;
        match expected {
            None => assert_eq!(response.status(), 200, "{field} = {value} should pass"),
            Some(message) => {
                let before = app.members().await;
                let body = problem(response, 400).await;
                assert_eq!(body["errors"][field][0], message, "{field} = {value}");
                assert_eq!(app.members().await, before);
            }
        }
    }
    // Other dialing codes: 6 digits is enough outside India, 5 is not.
    let mut reg = registration();
    reg["countryCode"] = json!("+44");
    reg["phoneNumber"] = json!("123456");
    assert_eq!(app.post("/api/Account/Register", &reg).await.status(), 200);
    reg = registration();
    reg["countryCode"] = json!("+44");
    reg["phoneNumber"] = json!("12345");
    problem(app.post("/api/Account/Register", &reg).await, 400).await;
    // The confirmation, when sent, must match.
    reg = registration();
    reg["confirmPassword"] = json!("something-else-7");
    let body = problem(app.post("/api/Account/Register", &reg).await, 400).await;
    assert_eq!(body["errors"]["confirmPassword"][0], "The passwords do not match.");
}

#[tokio::test]
async fn missing_fields_are_reported_as_required_in_the_request_language() {
    let app = spawn_app().await;
    let response =
        app.client.post(app.url("/api/Account/Register")).json(&json!({"termsAccepted": true})).send().await.unwrap();
    let body = problem(response, 400).await;
    for field in ["firstName", "lastName", "email", "countryCode", "phoneNumber", "password"] {
        assert_eq!(body["errors"][field][0], "આ માહિતી જરૂરી છે.", "{field}");
    }
    let malformed = app
        .client
        .post(app.url("/api/Account/Register"))
        .header("content-type", "application/json")
        .body("{")
        .send()
        .await
        .unwrap();
    problem(malformed, 400).await;
    assert_eq!(app.members().await, 0);
}

#[tokio::test]
async fn a_duplicate_email_is_refused_with_a_clear_message_and_an_unverified_number_keeps_nobody_out() {
    let app = spawn_app().await;
    let reg = registration();
    assert_eq!(app.post("/api/Account/Register", &reg).await.status(), 200);
    let mut same_email = registration();
    same_email["email"] = json!(reg["email"].as_str().unwrap().to_uppercase());
    let body = problem(app.post("/api/Account/Register", &same_email).await, 409).await;
    assert_eq!(body["errors"]["email"][0], "An account with this e-mail already exists.");
    assert_eq!(app.members().await, 1);
    // Nobody verified the number yet (rule 44): its owner may register with it (verification.rs holds the rest).
    let mut same_phone = registration();
    same_phone["phoneNumber"] = reg["phoneNumber"].clone();
    assert_eq!(app.post("/api/Account/Register", &same_phone).await.status(), 200);
    assert_eq!(app.members().await, 2);
}

#[tokio::test]
async fn an_unconfirmed_sign_in_gets_a_code_and_no_tokens_and_confirming_signs_in() {
    let app = spawn_app().await;
    let reg = registration();
    app.post("/api/Account/Register", &reg).await;
    let email = reg["email"].as_str().unwrap();
    app.state.clock.advance(Duration::seconds(61));
    let response = app.post("/api/Account/Login", &json!({"username": email, "password": reg["password"]})).await;
    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["user"]["emailConfirmed"], false);
    assert!(body.get("accessToken").is_none());
    assert!(body["verificationToken"].is_string());
    assert_eq!(app.mails_to(email).await, 2);
    let code = app.last_code(email).await;
    let signed: Value =
        app.post("/api/Account/VerifyOTP", &json!({"email": email, "otp": code})).await.json().await.unwrap();
    assert_eq!(signed["user"]["emailConfirmed"], true);
    assert_eq!(signed["user"]["profileStatus"], 0);
    let token = signed["accessToken"].as_str().unwrap();
    let status: Value = app.get_auth("/api/Account/Status", token).await.json().await.unwrap();
    assert_eq!(status["profileStatus"], 0);
    // The same code is single use.
    problem(app.post("/api/Account/VerifyOTP", &json!({"email": email, "otp": code})).await, 422).await;
}

#[tokio::test]
async fn a_confirmed_member_signs_in_by_email_or_a_verified_phone() {
    let app = spawn_app().await;
    let (reg, _) = app.signed_up_verified().await;
    for username in [
        reg["email"].clone(),
        reg["phoneNumber"].clone(),
        json!(format!("+91 {}", reg["phoneNumber"].as_str().unwrap())),
    ] {
        let response =
            app.post("/api/Account/Login", &json!({"username": username, "password": reg["password"]})).await;
        assert_eq!(response.status(), 200, "{username}");
        let body: Value = response.json().await.unwrap();
        assert!(body["accessToken"].is_string());
        assert!(body["refreshToken"].is_string());
        assert!(body["accessTokenExpirationTime"].as_str().unwrap().ends_with('Z'));
        assert_eq!(body["userName"], reg["email"]);
    }
}

#[tokio::test]
async fn five_wrong_codes_burn_the_code_so_the_right_one_is_then_refused() {
    let app = spawn_app().await;
    let reg = registration();
    app.post("/api/Account/Register", &reg).await;
    let email = reg["email"].as_str().unwrap();
    let code = app.last_code(email).await;
    let wrong = if code == "000000" { "111111" } else { "000000" };
    for _ in 0..5 {
        let body = problem(app.post("/api/Account/VerifyOTP", &json!({"email": email, "otp": wrong})).await, 422).await;
        assert_eq!(body["detail"], "The code is wrong or has expired. Ask for a new code.");
    }
    problem(app.post("/api/Account/VerifyOTP", &json!({"email": email, "otp": code})).await, 422).await;
}

#[tokio::test]
async fn a_code_is_accepted_just_before_ten_minutes_and_refused_just_after() {
    let app = spawn_app().await;
    let first = registration();
    app.post("/api/Account/Register", &first).await;
    let second = registration();
    app.post("/api/Account/Register", &second).await;
    let (a, b) = (first["email"].as_str().unwrap(), second["email"].as_str().unwrap());
    let (code_a, code_b) = (app.last_code(a).await, app.last_code(b).await);
    app.state.clock.advance(Duration::seconds(599));
    assert_eq!(app.post("/api/Account/VerifyOTP", &json!({"email": a, "otp": code_a})).await.status(), 200);
    app.state.clock.advance(Duration::seconds(2));
    problem(app.post("/api/Account/VerifyOTP", &json!({"email": b, "otp": code_b})).await, 422).await;
}

#[tokio::test]
async fn codes_are_at_most_one_a_minute_and_five_an_hour_per_address() {
    let app = spawn_app().await;
    let reg = registration();
    app.post("/api/Account/Register", &reg).await;
    let send = format!("/api/Account/SendOTP?Email={}", reg["email"].as_str().unwrap());
    let response = app.post_query(&send).await;
    assert_eq!(response.headers().get("retry-after").unwrap(), "60");
    problem(response, 429).await;
    for _ in 0..4 {
        app.state.clock.advance(Duration::seconds(61));
        assert_eq!(app.post_query(&send).await.status(), 200);
    }
    app.state.clock.advance(Duration::seconds(61));
    let sixth = app.post_query(&send).await;
    let wait: i64 = sixth.headers().get("retry-after").unwrap().to_str().unwrap().parse().unwrap();
    assert!(wait > 3000 && wait <= 3600, "{wait}");
    problem(sixth, 429).await;
    assert_eq!(app.mails_to(reg["email"].as_str().unwrap()).await, 5);
    app.state.clock.advance(Duration::seconds(wait));
    assert_eq!(app.post_query(&send).await.status(), 200);
}

#[tokio::test]
async fn unknown_accounts_are_answered_exactly_like_known_ones() {
    let app = spawn_app().await;
    let (known, _) = app.signed_up().await;
    let unconfirmed = registration();
    app.post("/api/Account/Register", &unconfirmed).await;
    app.state.clock.advance(Duration::seconds(61));
    let strip = |mut v: Value| {
        v.as_object_mut().unwrap().remove("requestId");
        v
    };
    for path in
        ["/api/Account/SendOTP?Email=", "/api/Account/SendRequestOTP?Email=", "/api/Account/ForgetPassword?email="]
    {
        app.state.clock.advance(Duration::seconds(61));
        let a = app.post_query(&format!("{path}{}", known["email"].as_str().unwrap())).await;
        let b = app
            .post_query(&format!("{path}nobody-{}@example.com", SEQ.fetch_add(1, std::sync::atomic::Ordering::SeqCst)))
            .await;
        assert_eq!(a.status(), b.status(), "{path}");
        assert_eq!(a.json::<Value>().await.unwrap(), b.json::<Value>().await.unwrap(), "{path}");
    }
    let wrong =
        app.post("/api/Account/Login", &json!({"username": known["email"], "password": "not-the-password"})).await;
    let unknown = app
        .post("/api/Account/Login", &json!({"username": "nobody@example.com", "password": "not-the-password"}))
        .await;
    assert_eq!(wrong.status(), unknown.status());
    assert_eq!(strip(problem(wrong, 422).await), strip(problem(unknown, 422).await));
    let wrong = app.post("/api/Account/VerifyRequestOTP", &json!({"email": known["email"], "otp": "123456"})).await;
    let unknown =
        app.post("/api/Account/VerifyRequestOTP", &json!({"email": "nobody@example.com", "otp": "123456"})).await;
    assert_eq!(strip(problem(wrong, 422).await), strip(problem(unknown, 422).await));
}

#[tokio::test]
async fn sign_in_with_a_code_works_only_for_confirmed_addresses() {
    let app = spawn_app().await;
    let (reg, _) = app.signed_up().await;
    let email = reg["email"].as_str().unwrap();
    app.state.clock.advance(Duration::seconds(61));
    assert_eq!(app.post_query(&format!("/api/Account/SendRequestOTP?Email={email}")).await.status(), 200);
    let code = app.last_code(email).await;
    // A confirmation code is not a sign-in code.
    problem(app.post("/api/Account/VerifyOTP", &json!({"email": email, "otp": code})).await, 422).await;
    let body: Value =
        app.post("/api/Account/VerifyRequestOTP", &json!({"email": email, "otp": code})).await.json().await.unwrap();
    assert!(body["accessToken"].is_string());
}

#[tokio::test]
async fn refresh_rotates_and_a_replayed_token_revokes_the_whole_sign_in() {
    let app = spawn_app().await;
    let (_, signed) = app.signed_up().await;
    let first = signed["refreshToken"].as_str().unwrap();
    let rotated: Value = app.post("/api/Account/Refresh", &json!({"refreshToken": first})).await.json().await.unwrap();
    let second = rotated["refreshToken"].as_str().unwrap();
    assert_ne!(first, second);
    let access = rotated["accessToken"].as_str().unwrap();
    assert_eq!(app.get_auth("/api/Account/Status", access).await.status(), 200);
    // The first token comes back after its grace: someone holds a copy; the sign-in ends for everyone.
    app.state.clock.advance(sagpan::accounts::service::REFRESH_GRACE + Duration::seconds(1));
    problem(app.post("/api/Account/Refresh", &json!({"refreshToken": first})).await, 401).await;
    problem(app.post("/api/Account/Refresh", &json!({"refreshToken": second})).await, 401).await;
    problem(app.get_auth("/api/Account/Status", access).await, 401).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn tabs_refreshing_with_one_token_at_once_all_get_the_same_pair_and_stay_signed_in() {
    let app = std::sync::Arc::new(spawn_app().await);
    let (_, signed) = app.signed_up().await;
    let first = signed["refreshToken"].as_str().unwrap().to_owned();
    let barrier = std::sync::Arc::new(tokio::sync::Barrier::new(8));
    let tabs: Vec<_> = (0..8)
        .map(|_| {
            let (app, barrier, first) = (app.clone(), barrier.clone(), first.clone());
            tokio::spawn(async move {
                barrier.wait().await;
                let answer = app.post("/api/Account/Refresh", &json!({"refreshToken": first})).await;
                (answer.status().as_u16(), answer.json::<Value>().await.unwrap())
            })
        })
        .collect();
    let answers: Vec<(u16, Value)> =
        futures_util::future::join_all(tabs).await.into_iter().map(Result::unwrap).collect();
    assert!(answers.iter().all(|(status, _)| *status == 200), "{answers:?}");
    let pair = |v: &Value| (v["refreshToken"].clone(), v["accessToken"].clone());
    assert!(answers.iter().all(|(_, body)| pair(body) == pair(&answers[0].1)), "one pair for all: {answers:?}");
    let second = answers[0].1["refreshToken"].as_str().unwrap().to_owned();
    assert_ne!(second, first);
    let access = answers[0].1["accessToken"].as_str().unwrap();
    assert_eq!(app.get_auth("/api/Account/Status", access).await.status(), 200, "still signed in");
    let rows = entity::refresh_token::Entity::find().all(&app.state.db).await.unwrap();
    assert_eq!(rows.len(), 2, "one rotation: the first token and its one successor");

    // The successor rotates on as usual; the first token, presented again later, ends the sign-in.
    let third: Value = app.post("/api/Account/Refresh", &json!({"refreshToken": second})).await.json().await.unwrap();
    let third_access = third["accessToken"].as_str().unwrap();
    app.state.clock.advance(sagpan::accounts::service::REFRESH_GRACE + Duration::seconds(1));
    problem(app.post("/api/Account/Refresh", &json!({"refreshToken": first})).await, 401).await;
    problem(app.get_auth("/api/Account/Status", third_access).await, 401).await;
}

#[tokio::test]
async fn a_repeat_within_the_grace_gets_nothing_once_the_successor_was_used() {
    let app = spawn_app().await;
    let (_, signed) = app.signed_up().await;
    let first = signed["refreshToken"].as_str().unwrap();
    let second: Value = app.post("/api/Account/Refresh", &json!({"refreshToken": first})).await.json().await.unwrap();
    let again: Value = app.post("/api/Account/Refresh", &json!({"refreshToken": first})).await.json().await.unwrap();
    assert_eq!(again["refreshToken"], second["refreshToken"], "within the grace: the same pair");
    let third: Value =
        app.post("/api/Account/Refresh", &json!({"refreshToken": second["refreshToken"]})).await.json().await.unwrap();
    // The first token once more, still within its grace, but its successor has been used: a copy is in other hands.
    problem(app.post("/api/Account/Refresh", &json!({"refreshToken": first})).await, 401).await;
    problem(app.get_auth("/api/Account/Status", third["accessToken"].as_str().unwrap()).await, 401).await;
}

#[tokio::test]
async fn logout_revokes_the_sign_in() {
    let app = spawn_app().await;
    let (_, signed) = app.signed_up().await;
    let access = signed["accessToken"].as_str().unwrap();
    assert_eq!(app.post("/api/Account/Logout", &json!({"refreshToken": signed["refreshToken"]})).await.status(), 200);
    problem(app.get_auth("/api/Account/Status", access).await, 401).await;
    problem(app.post("/api/Account/Refresh", &json!({"refreshToken": signed["refreshToken"]})).await, 401).await;
}

#[tokio::test]
async fn tampered_expired_foreign_and_alg_none_tokens_are_refused() {
    use base64::Engine;
    let app = spawn_app().await;
    let (_, signed) = app.signed_up().await;
    let token = signed["accessToken"].as_str().unwrap().to_owned();
    assert_eq!(app.get_auth("/api/Account/Status", &token).await.status(), 200);
    let parts: Vec<&str> = token.split('.').collect();
    let b64 = base64::engine::general_purpose::URL_SAFE_NO_PAD;
    let mut claims: Value = serde_json::from_slice(&b64.decode(parts[1]).unwrap()).unwrap();
    claims["sub"] = json!("999");
    let tampered = format!("{}.{}.{}", parts[0], b64.encode(claims.to_string()), parts[2]);
    problem(app.get_auth("/api/Account/Status", &tampered).await, 401).await;
    let none = format!("{}.{}.", b64.encode(r#"{"alg":"none","typ":"JWT"}"#), parts[1]);
    problem(app.get_auth("/api/Account/Status", &none).await, 401).await;
    let foreign = jsonwebtoken::encode(
        &jsonwebtoken::Header::default(),
        &serde_json::from_slice::<Value>(&b64.decode(parts[1]).unwrap()).unwrap(),
        &jsonwebtoken::EncodingKey::from_secret(b"someone else's secret, 32 bytes long"),
    )
    .unwrap();
    problem(app.get_auth("/api/Account/Status", &foreign).await, 401).await;
    problem(app.get_auth("/api/Account/Status", "garbage").await, 401).await;
    problem(app.get("/api/Account/Status").await, 401).await;
    app.state.clock.advance(Duration::minutes(15));
    problem(app.get_auth("/api/Account/Status", &token).await, 401).await;
}

#[tokio::test]
async fn a_password_reset_changes_the_password_and_ends_every_sign_in() {
    let app = spawn_app().await;
    let (reg, signed) = app.signed_up().await;
    let email = reg["email"].as_str().unwrap();
    app.state.clock.advance(Duration::seconds(61));
    assert_eq!(app.post_query(&format!("/api/Account/ForgetPassword?email={email}")).await.status(), 200);
    let code = app.last_code(email).await;
    let mismatch = json!({"email": email, "otp": code, "newPassword": "naya-password-9", "confirmNewPassword": "other-password-9"});
    problem(app.post("/api/Account/VerifyForgetPassword", &mismatch).await, 400).await;
    let reset =
        json!({"email": email, "otp": code, "newPassword": "naya-password-9", "confirmNewPassword": "naya-password-9"});
    assert_eq!(app.post("/api/Account/VerifyForgetPassword", &reset).await.status(), 200);
    problem(app.get_auth("/api/Account/Status", signed["accessToken"].as_str().unwrap()).await, 401).await;
    problem(app.post("/api/Account/Login", &json!({"username": email, "password": reg["password"]})).await, 422).await;
    assert_eq!(
        app.post("/api/Account/Login", &json!({"username": email, "password": "naya-password-9"})).await.status(),
        200
    );
}

#[tokio::test]
async fn an_unconfirmed_email_can_be_changed_with_the_verification_token_only() {
    let app = spawn_app().await;
    let reg = registration();
    let answer: Value = app.post("/api/Account/Register", &reg).await.json().await.unwrap();
    let old = reg["email"].as_str().unwrap();
    let new = format!("corrected-{old}");
    let change = json!({"emailAddress": old, "newEmailAddress": new, "verificationToken": "forged"});
    problem(app.post("/api/Account/ChangeEmailAddressOTP", &change).await, 401).await;
    app.state.clock.advance(Duration::seconds(61));
    let change = json!({"emailAddress": old, "newEmailAddress": new, "verificationToken": answer["verificationToken"]});
    let body: Value = app.post("/api/Account/ChangeEmailAddressOTP", &change).await.json().await.unwrap();
    assert_eq!(body["email"], new);
    let old_code = app.last_code(old).await;
    problem(app.post("/api/Account/VerifyOTP", &json!({"email": old, "otp": old_code})).await, 422).await;
    let code = app.last_code(&new).await;
    assert_eq!(app.post("/api/Account/VerifyOTP", &json!({"email": new, "otp": code})).await.status(), 200);
    // A taken address is answered like a free one (nothing tells which addresses have accounts): nothing changes,
    // no code goes out, and the address's owner is told.
    let other = registration();
    let other_answer: Value = app.post("/api/Account/Register", &other).await.json().await.unwrap();
    let clash = json!({"emailAddress": other["email"], "newEmailAddress": new, "verificationToken": other_answer["verificationToken"]});
    let answer = app.post("/api/Account/ChangeEmailAddressOTP", &clash).await;
    assert_eq!(answer.status(), 200);
    assert_eq!(answer.json::<Value>().await.unwrap()["email"], new);
    let owner_mail = app.delivered_to(&new, 2).await;
    assert_eq!(owner_mail.len(), 2, "the code it was confirmed with, and the notice");
    assert!(owner_mail[1].contains("Someone tried to use your e-mail address"));
    assert!(crate::helpers::code_in(&owner_mail[1]).is_none(), "no code");
    let unchanged = member::Entity::find()
        .filter(member::Column::Email.eq(other["email"].as_str().unwrap()))
        .count(&app.state.db)
        .await
        .unwrap();
    assert_eq!(unchanged, 1, "the other account keeps its address");
}

#[tokio::test]
async fn changing_an_unconfirmed_address_is_limited_as_registrations_are() {
    let app = spawn_app().await;
    let reg = registration();
    let answer: Value = app.post("/api/Account/Register", &reg).await.json().await.unwrap();
    let token = answer["verificationToken"].clone();
    // The registration took one of the address's ten an hour; nine more tries (a different address each), then 429.
    for n in 0..9 {
        let current = if n == 0 { reg["email"].clone() } else { json!(format!("probe{}@example.com", n - 1)) };
        let change = json!({"emailAddress": current, "newEmailAddress": format!("probe{n}@example.com"), "verificationToken": token});
        assert_eq!(app.post("/api/Account/ChangeEmailAddressOTP", &change).await.status(), 200, "try {n}");
    }
    let change = json!({"emailAddress": "probe8@example.com", "newEmailAddress": "probe9@example.com", "verificationToken": token});
    let limited = app.post("/api/Account/ChangeEmailAddressOTP", &change).await;
    assert!(limited.headers().contains_key("retry-after"));
    problem(limited, 429).await;
}

#[tokio::test]
async fn login_history_is_for_approved_members_and_keeps_client_claims_apart() {
    let app = spawn_app().await;
    let (reg, _) = app.signed_up().await;
    let email = reg["email"].as_str().unwrap();
    let login = json!({"username": email, "password": reg["password"], "ip": "203.0.113.9", "location": "Unjha", "geoLocation": "23.8,72.4"});
    let signed: Value = app
        .client
        .post(app.url("/api/Account/Login"))
        .header("User-Agent", "SagpanTest/1.0")
        .json(&login)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let token = signed["accessToken"].as_str().unwrap();
    problem(app.get_auth("/api/Account/LoginHistory", token).await, 403).await;
    app.set_status(email, ProfileStatus::Approved).await;
    let history: Value =
        app.get_auth("/api/Account/LoginHistory?pageIndex=1&pageSize=1", token).await.json().await.unwrap();
    assert_eq!(history["totalCount"], 2);
    let newest = &history["result"][0];
    assert_eq!(newest["method"], "password");
    assert_eq!(newest["ip"], "127.0.0.1");
    assert_eq!(newest["clientIp"], "203.0.113.9");
    assert_eq!(newest["clientLocation"], "Unjha");
    assert_eq!(newest["userAgent"], "SagpanTest/1.0");
    problem(app.get_auth("/api/Account/LoginHistory?pageSize=51", token).await, 400).await;
    problem(app.get_auth("/api/Account/LoginHistory?pageIndex=0", token).await, 400).await;
    assert_eq!(app.get_auth("/api/Account/LoginHistory?pageSize=50", token).await.status(), 200);
}

#[tokio::test]
async fn repeated_wrong_passwords_are_rate_limited_with_retry_after() {
    let app = spawn_app().await;
    let (reg, _) = app.signed_up().await;
    let wrong = json!({"username": reg["email"], "password": "wrong-password"});
    for _ in 0..10 {
        problem(app.post("/api/Account/Login", &wrong).await, 422).await;
    }
    let limited = app.post("/api/Account/Login", &json!({"username": reg["email"], "password": reg["password"]})).await;
    assert!(limited.headers().contains_key("retry-after"));
    problem(limited, 429).await;
    app.state.clock.advance(Duration::minutes(16));
    assert_eq!(
        app.post("/api/Account/Login", &json!({"username": reg["email"], "password": reg["password"]})).await.status(),
        200
    );
}

#[tokio::test]
async fn every_spelling_of_one_account_counts_against_the_same_limit() {
    let app = spawn_app().await;
    // Verified, so that its number names the account (rule 44).
    let (reg, _) = app.signed_up_verified().await;
    let phone = reg["phoneNumber"].as_str().unwrap();
    let email = reg["email"].as_str().unwrap();
    let spellings = [
        format!("+91 {phone}"),
        phone.to_owned(),
        format!("91{phone}"),
        format!("{} {}-{}", &phone[..2], &phone[2..6], &phone[6..]),
        format!("{phone}\u{200B}"),
        format!(" {} ", email.to_uppercase()),
        format!("+91-{phone}"),
        format!("0{phone}"),
        format!("{email}\u{200B}"),
        format!("(+91) {phone}"),
    ];
    for typed in &spellings {
        let wrong = app.post("/api/Account/Login", &json!({"username": typed, "password": "wrong-password"})).await;
        problem(wrong, 422).await;
    }
    // The eleventh try, by yet another spelling and with the right password, meets the account's limit.
    let right = json!({"username": format!("+91 {} {}", &phone[..5], &phone[5..]), "password": reg["password"]});
    let limited = app.post("/api/Account/Login", &right).await;
    assert!(limited.headers().contains_key("retry-after"));
    problem(limited, 429).await;

    // An identifier that names no account is counted in its normal form too.
    for n in 0..10 {
        let typed = if n % 2 == 0 { "+91 90000 00035".to_owned() } else { format!("91-9000-000035{}", "\u{200B}") };
        problem(app.post("/api/Account/Login", &json!({"username": typed, "password": "x-wrong-1"})).await, 422).await;
    }
    problem(app.post("/api/Account/Login", &json!({"username": "9000000035", "password": "x-wrong-1"})).await, 429)
        .await;
}

#[tokio::test]
async fn an_address_past_its_limit_slows_failures_but_not_a_right_password() {
    let app = spawn_app().await;
    // The second's number verified, so that it names the account (rule 44).
    let members = [app.signed_up().await.0, app.signed_up_verified().await.0, app.signed_up().await.0];
    // Thirty failures from this address, each on an unknown account (so no account meets its own limit).
    for n in 0..30 {
        let wrong = json!({"username": format!("nobody{n}@example.com"), "password": "wrong-password"});
        problem(app.post("/api/Account/Login", &wrong).await, 422).await;
    }
    // Now a failed try and an unknown account are refused alike, with Retry-After.
    let unknown = app.post("/api/Account/Login", &json!({"username": "nobody99@example.com", "password": "x-1"})).await;
    assert!(unknown.headers().contains_key("retry-after"));
    problem(unknown, 429).await;
    let wrong = json!({"username": members[0]["email"], "password": "wrong-password"});
    problem(app.post("/api/Account/Login", &wrong).await, 429).await;
    // Right passwords of members behind the same address still sign in.
    for reg in &members {
        let right = json!({"username": reg["email"], "password": reg["password"]});
        let answer = app.post("/api/Account/Login", &right).await;
        assert_eq!(answer.status(), 200, "{reg}");
    }
    // But not for an account that has met its own limit.
    for _ in 0..10 {
        let wrong = json!({"username": members[1]["phoneNumber"], "password": "wrong-password"});
        app.post("/api/Account/Login", &wrong).await;
    }
    let right = json!({"username": members[1]["email"], "password": members[1]["password"]});
    problem(app.post("/api/Account/Login", &right).await, 429).await;
}

#[tokio::test]
async fn with_the_captcha_on_only_a_solved_fresh_challenge_passes() {
    let app = spawn_app_with(Options { captcha: true, ..Options::default() }).await;
    let mut reg = registration();
    let body = problem(app.post("/api/Account/Register", &reg).await, 400).await;
    assert_eq!(body["errors"]["captchaResponse"][0], "This field is required.");
    let challenge: sagpan::captcha::Challenge = {
        let v: Value = app.get("/api/Captcha/Challenge").await.json().await.unwrap();
        sagpan::captcha::Challenge {
            algorithm: v["algorithm"].as_str().unwrap().into(),
            challenge: v["challenge"].as_str().unwrap().into(),
            maxnumber: v["maxnumber"].as_u64().unwrap(),
            salt: v["salt"].as_str().unwrap().into(),
            signature: v["signature"].as_str().unwrap().into(),
        }
    };
    let solved = sagpan::captcha::solve(&challenge).unwrap();
    reg["captchaResponse"] = json!(solved);
    assert_eq!(app.post("/api/Account/Register", &reg).await.status(), 200);
    let mut again = registration();
    again["captchaResponse"] = json!(solved);
    problem(app.post("/api/Account/Register", &again).await, 400).await;
}

/// A solved challenge from the server, as the widget sends it back.
async fn solved_captcha(app: &TestApp) -> String {
    let v: Value = app.get("/api/Captcha/Challenge").await.json().await.unwrap();
    let challenge = sagpan::captcha::Challenge {
        algorithm: v["algorithm"].as_str().unwrap().into(),
        challenge: v["challenge"].as_str().unwrap().into(),
        maxnumber: v["maxnumber"].as_u64().unwrap(),
        salt: v["salt"].as_str().unwrap().into(),
        signature: v["signature"].as_str().unwrap().into(),
    };
    assert!(challenge.salt.ends_with('&'), "the expiry is a delimited parameter: {}", challenge.salt);
    sagpan::captcha::solve(&challenge).unwrap()
}

#[tokio::test]
async fn a_spent_captcha_is_kept_until_its_own_expiry_and_refused_after_it() {
    let app = spawn_app_with(Options { captcha: true, ..Options::default() }).await;
    let solved = solved_captcha(&app).await;
    let mut reg = registration();
    reg["captchaResponse"] = json!(solved);
    assert_eq!(app.post("/api/Account/Register", &reg).await.status(), 200);
    // The sweep keeps it while it could still be used. The application's sweeper looks now too and then rests ten
    // minutes on this clock, past the end of the test: the sweeps counted here are the test's own.
    app.state.clock.advance(Duration::minutes(9));
    app.state.workers.sweep.run_once().await;
    assert_eq!(sagpan::captcha::sweep(&app.state.db, app.state.clock.now()).await.unwrap(), 0);
    let mut again = registration();
    again["captchaResponse"] = json!(solved);
    problem(app.post("/api/Account/Register", &again).await, 400).await;
    // Once expired it is swept, and the challenge itself is refused.
    app.state.clock.advance(Duration::minutes(2));
    assert_eq!(sagpan::captcha::sweep(&app.state.db, app.state.clock.now()).await.unwrap(), 1);
    let body = problem(app.post("/api/Account/Register", &again).await, 400).await;
    assert!(body["errors"]["captchaResponse"].is_array(), "{body}");
    assert_eq!(app.members().await, 1);
}

#[tokio::test]
async fn mail_leaves_over_smtp_and_waits_in_the_queue_while_the_server_is_down() {
    let sink = crate::smtp_sink::SmtpSink::start().await;
    let app =
        spawn_app_with(Options { smtp_url: Some(format!("smtp://127.0.0.1:{}", sink.port)), ..Options::default() })
            .await;
    let reg = registration();
    app.post("/api/Account/Register", &reg).await;
    let delivered = eventually("a message at the sink", async || {
        let delivered = sink.messages();
        if delivered.is_empty() { Err("none") } else { Ok(delivered) }
    })
    .await;
    assert_eq!(delivered.len(), 1);
    let code = crate::helpers::code_in(&delivered[0]).expect("the code is in the delivered message");
    assert_eq!(code.len(), 6);

    // The mail server goes away: a new message waits in the queue and leaves once it is back.
    let port = sink.stop();
    let other = registration();
    app.post("/api/Account/Register", &other).await;
    // The worker has tried it: a pass begun after the registration's commit has ended.
    app.state.workers.mail.run_once().await;
    let waiting =
        mail_queue::Entity::find().filter(mail_queue::Column::SentAt.is_null()).all(&app.state.db).await.unwrap();
    assert_eq!(waiting.len(), 1);
    assert!(waiting[0].attempts >= 1 && waiting[0].last_error.is_some());
    let sink = crate::smtp_sink::SmtpSink::start_on(port).await;
    app.state.clock.advance(Duration::minutes(10));
    app.state.workers.mail.run_once().await;
    assert_eq!(sink.messages().len(), 1);
    assert!(crate::helpers::code_in(&sink.messages()[0]).is_some(), "the waiting message left with its code");
}

#[tokio::test]
async fn without_smtp_mail_is_written_to_the_outbox_folder() {
    let app = spawn_app().await;
    let reg = registration();
    app.post("/api/Account/Register", &reg).await;
    let outbox = app.data_dir.join("outbox");
    let files: Vec<std::path::PathBuf> = eventually("a file in the outbox", async || {
        let files: Vec<_> =
            std::fs::read_dir(&outbox).map(|d| d.flatten().map(|e| e.path()).collect()).unwrap_or_default();
        if files.is_empty() { Err("none") } else { Ok(files) }
    })
    .await;
    assert_eq!(files.len(), 1);
    assert_eq!(files[0].extension().unwrap(), "eml");
    let eml = std::fs::read_to_string(&files[0]).unwrap();
    assert!(eml.contains(&format!("To: {}", reg["email"].as_str().unwrap())));
    assert!(eml.contains("multipart/alternative"));
}

#[tokio::test]
async fn the_address_an_account_was_created_from_is_kept_one_year_and_then_cleared() {
    let app = spawn_app().await;
    let (reg, signed) = app.signed_up().await;
    let me = crate::wizard::Member::signed_in(&signed);
    let created_ip =
        async || entity::member::Entity::find_by_id(me.id as i32).one(&app.state.db).await.unwrap().unwrap().created_ip;
    assert_eq!(created_ip().await.as_deref(), Some("127.0.0.1"));
    // The member's export says so.
    let export: Value = app.match_get(&me, "/api/Account/Export").await.json().await.unwrap();
    assert_eq!(export["account"]["createdFromAddress"], "127.0.0.1", "{}", reg["email"]);
    // A day short of a year it stays; at a year the sweep clears it.
    let now = app.state.clock.now();
    let sweep = |at| sagpan::accounts::service::forget_creation_addresses(&app.state.db, at);
    assert_eq!(sweep(now + Duration::days(364)).await.unwrap(), 0);
    assert!(created_ip().await.is_some());
    assert_eq!(sweep(now + Duration::days(365)).await.unwrap(), 1);
    assert_eq!(created_ip().await, None);
}
