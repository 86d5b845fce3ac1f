//! Verification (rule 44): a mobile number verified by a code texted to it. Only a verified number is unique and signs
//! in; an unverified claim keeps nobody out. Texts leave through the SMS outbox, or over HTTP to a provider (a local
//! sink here, which checks each request).

use std::sync::{Arc, Mutex};

use chrono::Duration;
use entity::sms_queue;
use sea_orm::EntityTrait;
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use crate::{
    accounts::registration,
    helpers::{Options, SmsProvider, TestApp, problem, spawn_app, spawn_app_with},
    wizard::Member,
};

/// A member signed up (e-mail confirmed), with the number they registered.
async fn joined(app: &TestApp) -> (Member, String) {
    let (reg, signed) = app.signed_up().await;
    let member = Member::signed_in(&signed);
    (member, reg["phoneNumber"].as_str().unwrap().to_owned())
}

/// Another member signed up with `phone` (nobody has verified it), and their registration.
async fn claiming(app: &TestApp, phone: &str) -> (Member, Value) {
    let mut reg = registration();
    reg["phoneNumber"] = json!(phone);
    assert_eq!(app.post("/api/Account/Register", &reg).await.status(), 200);
    let email = reg["email"].as_str().unwrap();
    let code = app.last_code(email).await;
    let signed: Value =
        app.post("/api/Account/VerifyOTP", &json!({"email": email, "otp": code})).await.json().await.unwrap();
    let member = Member::signed_in(&signed);
    (member, reg)
}

/// The six-digit code of the newest text to `+91{phone}`.
async fn texted_code(app: &TestApp, phone: &str, count: usize) -> String {
    let texts = app.texted_to(&format!("+91{phone}"), count).await;
    code_of(texts.last().expect("a text"))
}

/// The six-digit code in a text message.
fn code_of(text: &str) -> String {
    let re = regex::Regex::new(r"\b(\d{6})\b").unwrap();
    re.captures(text).map(|c| c[1].to_owned()).expect("a code in the text")
}

impl TestApp {
    async fn send_phone_code(&self, m: &Member, phone: &str, password: Option<&str>) -> reqwest::Response {
        let mut body = json!({"countryCode": "+91", "phoneNumber": phone});
        if let Some(password) = password {
            body["password"] = json!(password);
        }
        self.match_post(m, "/api/Verification/Phone/SendCode", &body).await
    }

    async fn verify_phone(&self, m: &Member, phone: &str, otp: &str) -> reqwest::Response {
        let body = json!({"countryCode": "+91", "phoneNumber": phone, "otp": otp});
        self.match_post(m, "/api/Verification/Phone/Verify", &body).await
    }

    async fn verification(&self, m: &Member) -> Value {
        let answer = self.match_get(m, "/api/Verification").await;
        assert_eq!(answer.status(), 200);
        answer.json().await.unwrap()
    }

    /// [`TestApp::signed_up`], with the registered number verified (so that it signs in).
    pub(crate) async fn signed_up_verified(&self) -> (Value, Value) {
        let (reg, signed) = self.signed_up().await;
        let member = Member::signed_in(&signed);
        self.verified(&member, reg["phoneNumber"].as_str().unwrap()).await;
        (reg, signed)
    }

    /// Sends the code to the member's number and verifies it.
    pub(crate) async fn verified(&self, m: &Member, phone: &str) {
        assert_eq!(self.send_phone_code(m, phone, None).await.status(), 200);
        let code = texted_code(self, phone, 1).await;
        assert_eq!(self.verify_phone(m, phone, &code).await.status(), 200);
    }
}

#[tokio::test]
async fn a_number_is_verified_by_the_code_texted_to_it_in_the_members_language() {
    let app = spawn_app().await;
    let (m, phone) = joined(&app).await;
    let before = app.verification(&m).await;
    assert_eq!(before["badges"], json!([]));
    assert_eq!(before["next"], json!(["phone", "id", "photo"]));
    assert_eq!(before["phone"]["phoneNumber"], phone.as_str());
    assert!(before["phone"].get("verifiedAt").is_none_or(Value::is_null));

    let sent = app.send_phone_code(&m, &phone, None).await;
    assert_eq!(sent.status(), 200);
    let sent: Value = sent.json().await.unwrap();
    assert_eq!(sent["message"], "A code has been sent by SMS to this number. Enter it to verify the number.");
    let texts = app.texted_to(&format!("+91{phone}"), 1).await;
    // The registration chose English: the text is in English.
    assert!(texts[0].contains("is your code to verify this mobile number"), "{}", texts[0]);
    let code = texted_code(&app, &phone, 1).await;

    // A wrong code changes nothing.
    let wrong = if code == "000000" { "111111" } else { "000000" };
    let refused = problem(app.verify_phone(&m, &phone, wrong).await, 422).await;
    assert_eq!(refused["reason"], "wrong_code");
    assert_eq!(app.verification(&m).await["badges"], json!([]));

    let verified = app.verify_phone(&m, &phone, &code).await;
    assert_eq!(verified.status(), 200);
    let verified: Value = verified.json().await.unwrap();
    assert_eq!(verified["badges"], json!(["phone"]));
    assert_eq!(verified["next"], json!(["id", "photo"]));
    assert!(verified["phone"]["verifiedAt"].as_str().is_some_and(|t| t.ends_with('Z')));
    assert_eq!(app.verification(&m).await, verified);
    // The code is single use, and a verified number gets no new one.
    problem(app.verify_phone(&m, &phone, &code).await, 422).await;
    app.state.clock.advance(Duration::seconds(61));
    let again = problem(app.send_phone_code(&m, &phone, None).await, 422).await;
    assert_eq!(again["reason"], "phone_already_verified");
    assert_eq!(again["detail"], "Your mobile number is already verified.");
    // What left is a delivery record without the code.
    app.state.workers.sms.run_once().await;
    let rows = sms_queue::Entity::find().all(&app.state.db).await.unwrap();
    assert_eq!(rows.len(), 1);
    assert!(rows[0].sent_at.is_some() && rows[0].body.is_none());
}

#[tokio::test]
async fn sign_in_by_phone_needs_a_verified_number() {
    let app = spawn_app().await;
    let (reg, signed) = app.signed_up().await;
    let m = Member::signed_in(&signed);
    let phone = reg["phoneNumber"].as_str().unwrap().to_owned();
    let by_phone = json!({"username": format!("+91 {phone}"), "password": reg["password"]});
    let refused = problem(app.post("/api/Account/Login", &by_phone).await, 422).await;
    assert_eq!(refused["reason"], "wrong_credentials");
    app.verified(&m, &phone).await;
    assert_eq!(app.post("/api/Account/Login", &by_phone).await.status(), 200);
    let digits = json!({"username": phone, "password": reg["password"]});
    assert_eq!(app.post("/api/Account/Login", &digits).await.status(), 200);
}

#[tokio::test]
async fn an_unverified_claim_keeps_nobody_out_and_a_verified_number_is_unique() {
    let app = spawn_app().await;
    let (claimant, phone) = joined(&app).await;
    // The number's owner registers with it although someone claimed it first, and verifies it.
    let (owner, owner_reg) = claiming(&app, &phone).await;
    app.verified(&owner, &phone).await;

    // Now the number is the owner's: the claimant gets no code for it, nobody registers with it, and it signs the
    // owner in.
    let taken = problem(app.send_phone_code(&claimant, &phone, None).await, 409).await;
    assert_eq!(taken["errors"]["phoneNumber"][0], "An account with this mobile number already exists.");
    let mut third = registration();
    third["phoneNumber"] = json!(phone);
    let refused = problem(app.post("/api/Account/Register", &third).await, 409).await;
    assert_eq!(refused["errors"]["phoneNumber"][0], "An account with this mobile number already exists.");
    let signed_in: Value = app
        .post("/api/Account/Login", &json!({"username": phone, "password": owner_reg["password"]}))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(signed_in["userName"], owner_reg["email"]);
    assert_eq!(app.verification(&claimant).await["badges"], json!([]));
}

#[tokio::test]
async fn a_new_number_needs_the_password_and_changes_only_once_its_code_comes_back() {
    let app = spawn_app().await;
    let (m, old) = joined(&app).await;
    let new = "9725012345";
    let missing = problem(app.send_phone_code(&m, new, None).await, 400).await;
    assert_eq!(missing["errors"]["password"][0], "This field is required.");
    let wrong = problem(app.send_phone_code(&m, new, Some("not-it")).await, 422).await;
    assert_eq!(wrong["reason"], "wrong_password");
    // Bad numbers on both sides of the limits: 9 digits for +91 refused, 10 taken.
    problem(app.send_phone_code(&m, "972501234", Some("kesar-keri-42")).await, 400).await;
    assert_eq!(app.send_phone_code(&m, new, Some("kesar-keri-42")).await.status(), 200);
    assert_eq!(app.verification(&m).await["phone"]["phoneNumber"], old.as_str());

    let code = texted_code(&app, new, 1).await;
    // The code is the new number's: it does not verify the old one.
    problem(app.verify_phone(&m, &old, &code).await, 422).await;
    let state: Value = app.verify_phone(&m, new, &code).await.json().await.unwrap();
    assert_eq!(state["phone"]["phoneNumber"], new);
    assert_eq!(state["badges"], json!(["phone"]));
}

#[tokio::test]
async fn changing_the_number_without_a_code_leaves_it_unverified() {
    let app = spawn_app().await;
    let (m, phone) = joined(&app).await;
    app.verified(&m, &phone).await;
    let changed = app
        .match_post(
            &m,
            "/api/Account/ChangePhoneNumber",
            &json!({"countryCode": "+91", "phoneNumber": "9725054321", "password": "kesar-keri-42"}),
        )
        .await;
    assert_eq!(changed.status(), 200);
    let state = app.verification(&m).await;
    assert_eq!(state["phone"]["phoneNumber"], "9725054321");
    assert_eq!(state["badges"], json!([]));
}

#[tokio::test]
async fn two_members_verifying_one_number_at_once_one_of_them_gets_it() {
    let app = spawn_app().await;
    let (first, phone) = joined(&app).await;
    let second = claiming(&app, &phone).await.0;
    assert_eq!(app.send_phone_code(&first, &phone, None).await.status(), 200);
    let first_code = texted_code(&app, &phone, 1).await;
    assert_eq!(app.send_phone_code(&second, &phone, None).await.status(), 200);
    let second_code = texted_code(&app, &phone, 2).await;

    let (a, b) =
        tokio::join!(app.verify_phone(&first, &phone, &first_code), app.verify_phone(&second, &phone, &second_code));
    let mut statuses = [a.status().as_u16(), b.status().as_u16()];
    statuses.sort_unstable();
    assert_eq!(statuses, [200, 409]);
    let verified = [app.verification(&first).await, app.verification(&second).await]
        .iter()
        .filter(|s| s["badges"] == json!(["phone"]))
        .count();
    assert_eq!(verified, 1);
}

#[tokio::test]
async fn codes_for_a_number_are_one_a_minute_for_a_member_and_five_an_hour_in_all() {
    let app = spawn_app().await;
    let (first, phone) = joined(&app).await;
    let second = claiming(&app, &phone).await.0;
    assert_eq!(app.send_phone_code(&first, &phone, None).await.status(), 200);
    let soon = app.send_phone_code(&first, &phone, None).await;
    assert_eq!(soon.headers().get("retry-after").unwrap(), "60");
    problem(soon, 429).await;
    // Five in the hour, from both members together; the sixth waits.
    for m in [&second, &first, &second, &first] {
        app.state.clock.advance(Duration::seconds(61));
        assert_eq!(app.send_phone_code(m, &phone, None).await.status(), 200);
    }
    app.state.clock.advance(Duration::seconds(61));
    let sixth = app.send_phone_code(&second, &phone, None).await;
    assert!(sixth.headers().get("retry-after").is_some());
    problem(sixth, 429).await;
    assert_eq!(app.texted_to(&format!("+91{phone}"), 5).await.len(), 5);
}

/// A provider's HTTP API on a free local port: answers each request with the next status of `statuses` (then 200),
/// and keeps each request's head and body.
async fn provider_sink(statuses: Vec<u16>) -> (String, Arc<Mutex<Vec<(String, String)>>>) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}/v1/messages", listener.local_addr().unwrap());
    let seen = Arc::new(Mutex::new(Vec::new()));
    let kept = seen.clone();
    tokio::spawn(async move {
        let mut statuses = statuses.into_iter();
        loop {
            let Ok((mut socket, _)) = listener.accept().await else { return };
            let mut buffer = Vec::new();
            let mut chunk = [0u8; 4096];
            // The head, then as many body bytes as it announces.
            let (head, body) = loop {
                let n = socket.read(&mut chunk).await.unwrap_or(0);
                if n == 0 {
                    break (String::new(), String::new());
                }
                buffer.extend_from_slice(&chunk[..n]);
                let text = String::from_utf8_lossy(&buffer).to_string();
                if let Some(end) = text.find("\r\n\r\n") {
                    let head = text[..end].to_owned();
                    let length: usize = head
                        .lines()
                        .find_map(|l| l.to_lowercase().strip_prefix("content-length:").map(|v| v.trim().to_owned()))
                        .and_then(|v| v.parse().ok())
                        .unwrap_or(0);
                    if buffer.len() >= end + 4 + length {
                        break (head, String::from_utf8_lossy(&buffer[end + 4..end + 4 + length]).to_string());
                    }
                }
            };
            let status = statuses.next().unwrap_or(200);
            kept.lock().unwrap().push((head, body));
            let answer = format!("HTTP/1.1 {status} X\r\ncontent-length: 2\r\nconnection: close\r\n\r\nok");
            let _ = socket.write_all(answer.as_bytes()).await;
        }
    });
    (url, seen)
}

#[tokio::test]
async fn texts_go_to_the_providers_http_api_and_wait_in_the_queue_while_it_fails() {
    let (url, seen) = provider_sink(vec![503]).await;
    let app = spawn_app_with(Options {
        sms: Some(SmsProvider {
            url,
            authorization: Some("Bearer sms-test-key".into()),
            format: "json",
            body: r#"{"recipient":"{to}","sender":"{from}","message":"{text}"}"#,
        }),
        ..Options::default()
    })
    .await;
    let (m, phone) = joined(&app).await;
    assert_eq!(app.send_phone_code(&m, &phone, None).await.status(), 200);
    // The provider answered 503 the first time: the text waits, with its code, for the next try.
    crate::helpers::eventually("the first try", async || {
        if seen.lock().unwrap().is_empty() { Err("no request yet") } else { Ok(()) }
    })
    .await;
    app.state.workers.sms.run_once().await;
    let row = sms_queue::Entity::find().one(&app.state.db).await.unwrap().unwrap();
    assert!(row.sent_at.is_none() && row.body.is_some() && row.last_error.as_deref().unwrap_or("").contains("503"));
    app.state.clock.advance(Duration::seconds(3));
    app.state.workers.sms.run_once().await;
    let row = sms_queue::Entity::find().one(&app.state.db).await.unwrap().unwrap();
    assert!(row.sent_at.is_some() && row.body.is_none());
    assert!(!app.data_dir.join("sms-outbox").exists());

    let requests = seen.lock().unwrap().clone();
    assert_eq!(requests.len(), 2);
    let (head, body) = &requests[1];
    assert!(head.starts_with("POST /v1/messages HTTP/1.1"), "{head}");
    let head = head.to_lowercase();
    assert!(head.contains("authorization: bearer sms-test-key"), "{head}");
    assert!(head.contains("content-type: application/json"), "{head}");
    let body: Value = serde_json::from_str(body).unwrap();
    assert_eq!(body["recipient"], format!("+91{phone}"));
    assert_eq!(body["sender"], "SAGPAN");
    let code = code_of(body["message"].as_str().unwrap());
    assert_eq!(app.verify_phone(&m, &phone, &code).await.status(), 200);
}

#[tokio::test]
async fn moderators_have_no_number_to_verify() {
    let app = crate::moderation::app().await;
    let token = app.moderator_token().await;
    let moderator = Member { token, id: 0 };
    problem(app.match_get(&moderator, "/api/Verification").await, 403).await;
}

#[tokio::test]
async fn where_texts_reach_phones_a_sibling_with_a_verified_number_gets_the_satapeta_code_by_sms_too() {
    let (url, seen) = provider_sink(Vec::new()).await;
    let app = spawn_app_with(Options {
        admin: Some(crate::moderation::MODERATOR),
        sms: Some(SmsProvider { url, authorization: None, format: "form", body: "To={to}&From={from}&Body={text}" }),
        ..Options::default()
    })
    .await;
    let moderator = app.moderator_token().await;
    let her = app.approved_with(&moderator, json!({"firstName": "Priya"})).await;
    let sister = app.approved_with(&moderator, json!({"firstName": "Meera"})).await;
    let info: Value = app.match_get(&sister, "/api/Account/Info").await.json().await.unwrap();
    let phone = info["phoneNumber"].as_str().unwrap().to_owned();
    assert_eq!(app.send_phone_code(&sister, &phone, None).await.status(), 200);
    let form = crate::helpers::eventually("the verification text", async || {
        seen.lock().unwrap().first().map(|(_, body)| body.clone()).ok_or("none yet")
    })
    .await;
    let fields: std::collections::HashMap<String, String> =
        form_urlencoded::parse(form.as_bytes()).into_owned().collect();
    assert_eq!(fields["To"], format!("+91{phone}"));
    assert_eq!(fields["From"], "SAGPAN");
    let code = code_of(&fields["Body"]);
    assert_eq!(app.verify_phone(&sister, &phone, &code).await.status(), 200);

    // Her sister's address had its confirmation code less than a minute ago (one code a minute per address).
    app.state.clock.advance(Duration::seconds(61));
    let own: Value = app.match_get(&sister, "/api/Profile").await.json().await.unwrap();
    let send = json!({"siblingProfileId": own["profileId"], "siblingBirthDate": own["birthDate"]});
    let sent = app
        .client
        .put(app.url("/api/Profile/SendSatapetaSetting"))
        .bearer_auth(&her.token)
        .header("Accept-Language", "en")
        .json(&send)
        .send()
        .await
        .unwrap();
    assert_eq!(sent.status(), 200);
    let text = crate::helpers::eventually("the satapeta text", async || {
        seen.lock().unwrap().get(1).map(|(_, body)| body.clone()).ok_or("none yet")
    })
    .await;
    let fields: std::collections::HashMap<String, String> =
        form_urlencoded::parse(text.as_bytes()).into_owned().collect();
    assert_eq!(fields["To"], format!("+91{phone}"));
    assert!(fields["Body"].contains("Priya") && fields["Body"].contains("satapeta"), "{}", fields["Body"]);
    // The same code as the e-mail to her sister carries.
    let emailed = app.last_code(info["email"].as_str().unwrap()).await;
    assert!(fields["Body"].contains(&emailed), "{}", fields["Body"]);
}

#[tokio::test]
async fn cards_and_the_detail_say_what_a_member_verified_and_never_the_number() {
    let app = crate::moderation::app().await;
    let moderator = app.moderator_token().await;
    let her = app.approved_with(&moderator, json!({"firstName": "Priya"})).await;
    let him = app.approved_with(&moderator, json!({"gender": true, "firstName": "Ravi"})).await;
    let card_of_her = async || -> Value {
        let list: Value =
            app.match_post(&him, "/api/Match", &json!({"pageIndex": 1, "pageSize": 20})).await.json().await.unwrap();
        list["result"].as_array().unwrap().iter().find(|c| c["memberId"] == her.id).cloned().expect("her card")
    };
    let detail_of_her = async || -> Value {
        app.match_get(&him, &format!("/api/Match/MemberDetails/{}", her.id)).await.json().await.unwrap()
    };
    assert_eq!(card_of_her().await["badges"], json!([]));
    assert_eq!(detail_of_her().await["badges"], json!([]));

    let info: Value = app.match_get(&her, "/api/Account/Info").await.json().await.unwrap();
    let phone = info["phoneNumber"].as_str().unwrap().to_owned();
    app.verified(&her, &phone).await;
    let card = card_of_her().await;
    let detail = detail_of_her().await;
    assert_eq!(card["badges"], json!(["phone"]));
    assert_eq!(detail["badges"], json!(["phone"]));
    assert!(!card.to_string().contains(&phone) && !detail.to_string().contains(&phone));
    // Her bio-data says it too, after her profile id (in English, her language).
    let own = app.match_get(&her, "/api/PVBioData/GetPVBioData").await;
    let (doc, pages) = crate::account::pdf_pages(&own.bytes().await.unwrap());
    let text = doc.extract_text(&pages).unwrap();
    assert!(text.contains("Mobile number verified"), "{text}");
    assert!(!text.contains(&phone), "{text}");
}

/// The ids of a list's cards, in order.
async fn ids_in(app: &TestApp, m: &Member, path: &str, body: Value) -> Vec<i64> {
    let list: Value = app.match_post(m, path, &body).await.json().await.unwrap();
    list["result"].as_array().unwrap().iter().map(|c| c["memberId"].as_i64().unwrap()).collect()
}

#[tokio::test]
async fn verified_only_filters_search_and_my_matches_and_verified_members_come_first_among_equals() {
    let app = crate::moderation::app().await;
    let moderator = app.moderator_token().await;
    // Two women alike in every way the score reads; the first approved is verified, the second is not.
    let first = app.approved_with(&moderator, json!({"firstName": "Priya"})).await;
    let second = app.approved_with(&moderator, json!({"firstName": "Riya"})).await;
    let him = app.approved_with(&moderator, json!({"gender": true, "firstName": "Ravi"})).await;
    let page = json!({"pageIndex": 1, "pageSize": 20});
    // Unverified both: the most recently approved first.
    assert_eq!(ids_in(&app, &him, "/api/Match/MatchedList", page.clone()).await, vec![second.id, first.id]);

    let info: Value = app.match_get(&first, "/api/Account/Info").await.json().await.unwrap();
    app.verified(&first, info["phoneNumber"].as_str().unwrap()).await;
    // Among equal scores, the verified member first.
    assert_eq!(ids_in(&app, &him, "/api/Match/MatchedList", page.clone()).await, vec![first.id, second.id]);
    assert_eq!(ids_in(&app, &him, "/api/Match", page.clone()).await, vec![first.id, second.id]);

    // Search: verified members only, every badge asked for.
    let search = |badges: Value| json!({"pageIndex": 1, "pageSize": 20, "verifiedOnly": badges});
    assert_eq!(ids_in(&app, &him, "/api/Match/Get", search(json!([]))).await.len(), 2);
    assert_eq!(ids_in(&app, &him, "/api/Match/Get", search(json!(["phone"]))).await, vec![first.id]);
    assert_eq!(ids_in(&app, &him, "/api/Match/Get", search(json!(["phone", "id"]))).await, Vec::<i64>::new());
    let r = app.match_post(&him, "/api/Match/Get", &search(json!(["passport"]))).await;
    assert_eq!(r.status(), 400);

    // Partner preferences: kept, and My matches holds only who has the badges.
    let r = app.match_post(&him, "/api/Profile/PartnerPreferenceAddEdit", &json!({"verifiedOnly": ["phone"]})).await;
    assert_eq!(r.status(), 200);
    let saved: Value =
        app.match_get(&him, &format!("/api/Profile/PartnerPreference/{}", him.id)).await.json().await.unwrap();
    assert_eq!(saved["verifiedOnly"], json!(["phone"]));
    assert_eq!(ids_in(&app, &him, "/api/Match/MatchedList", page.clone()).await, vec![first.id]);
    // A badge lost (a new, unverified number) leaves the list at once.
    let r = app
        .match_post(
            &first,
            "/api/Account/ChangePhoneNumber",
            &json!({"countryCode": "+91", "phoneNumber": "9825077777", "password": "kesar-keri-42"}),
        )
        .await;
    assert_eq!(r.status(), 200);
    let r = app.match_post(&him, "/api/Profile/PartnerPreferenceAddEdit", &json!({"verifiedOnly": ["phone"]})).await;
    // Another member's cached list follows within its 10 minutes; saving the preferences computes it anew now.
    assert_eq!(r.status(), 200);
    assert_eq!(ids_in(&app, &him, "/api/Match/MatchedList", page.clone()).await, Vec::<i64>::new());
    // Cleared: any member again.
    let r = app.match_post(&him, "/api/Profile/PartnerPreferenceAddEdit", &json!({"verifiedOnly": []})).await;
    assert_eq!(r.status(), 200);
    let saved: Value =
        app.match_get(&him, &format!("/api/Profile/PartnerPreference/{}", him.id)).await.json().await.unwrap();
    assert!(saved.get("verifiedOnly").is_none_or(Value::is_null), "{saved}");
    assert_eq!(ids_in(&app, &him, "/api/Match/MatchedList", page).await.len(), 2);
}
