//! Web Push for closed tabs (rules 20, 31 and 39), against a local push service that does what a real
//! one does with a request: it checks the VAPID signature (ES256, audience = its own origin, a subject, not expired)
//! and decrypts the payload (RFC 8291) with the subscription's private key and auth secret, as the browser would.

use std::{
    collections::{HashMap, HashSet},
    sync::{Arc, Mutex},
};

use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};
use chrono::Duration;
use poem::{
    EndpointExt, Route, Server, handler,
    http::StatusCode,
    listener::{Acceptor, Listener, TcpListener},
    web::{Data, Path},
};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::{Value, json};
use web_push_native::{
    Auth,
    jwt_simple::{
        algorithms::{ECDSAP256PublicKeyLike, ES256PublicKey},
        claims::NoCustomClaims,
        common::VerificationOptions,
    },
    p256,
};

use crate::{
    helpers::{TestApp, eventually},
    moderation::app,
    wizard::Member,
};

/// What the push service received for one subscription.
#[derive(Debug, Clone)]
struct Received {
    /// The VAPID header was signed by the key it names, for this origin, with a subject.
    vapid_ok: bool,
    /// The `k=` key of the VAPID header.
    vapid_key: String,
    payload: Value,
}

/// One browser's subscription: its keys stay here, as in the browser.
struct Browser {
    secret: p256::SecretKey,
    auth: [u8; 16],
}

#[derive(Clone, Default)]
struct Service {
    origin: String,
    browsers: Arc<Mutex<HashMap<String, Browser>>>,
    received: Arc<Mutex<HashMap<String, Vec<Received>>>>,
    /// The status to answer per subscription (201 when not set).
    status: Arc<Mutex<HashMap<String, u16>>>,
}

#[handler]
async fn receive(
    Path(name): Path<String>,
    headers: &poem::http::HeaderMap,
    body: poem::Body,
    Data(service): Data<&Service>,
) -> StatusCode {
    let status = service.status.lock().unwrap().get(&name).copied().unwrap_or(201);
    let body = body.into_vec().await.unwrap();
    assert_eq!(headers.get("content-encoding").unwrap(), "aes128gcm");
    assert!(headers.get("ttl").is_some());
    let authorization = headers.get("authorization").unwrap().to_str().unwrap().to_owned();
    let (vapid_ok, vapid_key) = verify_vapid(&authorization, &service.origin);
    let payload = {
        let browsers = service.browsers.lock().unwrap();
        let browser = &browsers[&name];
        let clear = web_push_native::decrypt(body, &browser.secret, &Auth::from(browser.auth)).unwrap();
        serde_json::from_slice(&clear).unwrap()
    };
    service.received.lock().unwrap().entry(name).or_default().push(Received { vapid_ok, vapid_key, payload });
    StatusCode::from_u16(status).unwrap()
}

/// `vapid t=<JWT>, k=<public key>`: the token verifies with the key, for `origin`, and names a subject.
fn verify_vapid(header: &str, origin: &str) -> (bool, String) {
    let rest = header.strip_prefix("vapid ").unwrap();
    let mut token = "";
    let mut key = "";
    for part in rest.split(',').map(str::trim) {
        if let Some(t) = part.strip_prefix("t=") {
            token = t;
        } else if let Some(k) = part.strip_prefix("k=") {
            key = k;
        }
    }
    let public = ES256PublicKey::from_bytes(&URL_SAFE_NO_PAD.decode(key).unwrap()).unwrap();
    let options = VerificationOptions {
        allowed_audiences: Some(HashSet::from([origin.to_owned()])),
        ..VerificationOptions::default()
    };
    let ok = public
        .verify_token::<NoCustomClaims>(token, Some(options))
        .is_ok_and(|claims| claims.subject.as_deref() == Some("mailto:help@sagpan.test"));
    (ok, key.to_owned())
}

impl Service {
    async fn start() -> Self {
        let acceptor = TcpListener::bind("127.0.0.1:0").into_acceptor().await.unwrap();
        let port = acceptor.local_addr()[0].as_socket_addr().unwrap().port();
        let service = Service { origin: format!("http://127.0.0.1:{port}"), ..Service::default() };
        let app = Route::new().at("/push/:name", poem::post(receive)).data(service.clone());
        tokio::spawn(Server::new_with_acceptor(acceptor).run(app));
        service
    }

    /// A new browser subscription named `name`, as the JSON the browser's `PushSubscription.toJSON()` gives.
    fn subscribe(&self, name: &str) -> String {
        let secret = p256::SecretKey::random(&mut p256::elliptic_curve::rand_core::OsRng);
        let auth: [u8; 16] = rand::random();
        let json = json!({
            "endpoint": format!("{}/push/{name}", self.origin),
            "expirationTime": null,
            "keys": {
                "p256dh": URL_SAFE_NO_PAD.encode(secret.public_key().to_sec1_bytes()),
                "auth": URL_SAFE_NO_PAD.encode(auth),
            },
        });
        self.browsers.lock().unwrap().insert(name.to_owned(), Browser { secret, auth });
        json.to_string()
    }

    fn answer(&self, name: &str, status: u16) {
        self.status.lock().unwrap().insert(name.to_owned(), status);
    }

    fn received(&self, name: &str) -> Vec<Received> {
        self.received.lock().unwrap().get(name).cloned().unwrap_or_default()
    }

    /// The pushes to `name`, once there are at least `n`.
    async fn wait_for(&self, name: &str, n: usize) -> Vec<Received> {
        eventually(&format!("push {n} to {name}"), async || {
            let got = self.received(name);
            if got.len() >= n { Ok(got) } else { Err(got) }
        })
        .await
    }
}

impl TestApp {
    async fn save_subscription(&self, m: &Member, subscription: Option<&str>) -> reqwest::Response {
        self.client
            .post(self.url("/api/Notification/PushSubscription"))
            .bearer_auth(&m.token)
            .json(&json!({"fcmToken": subscription}))
            .send()
            .await
            .unwrap()
    }

    /// Moves the clock past the 10 minutes a request's announcement waits (rule 42) and lets the push worker look.
    async fn release_held(&self) {
        self.state.clock.advance(Duration::minutes(i64::from(shared::limits::CONNECT_GRACE_MINUTES)));
        self.state.workers.push.run_once().await;
    }

    async fn push_rows(&self) -> Vec<entity::push_queue::Model> {
        entity::push_queue::Entity::find().all(&self.state.db).await.unwrap()
    }

    /// The push rows once the worker has run a pass begun now (and ended the one under way): no push is waiting to
    /// be tried now.
    async fn pushes_settled(&self) -> Vec<entity::push_queue::Model> {
        self.state.workers.push.run_once().await;
        let rows = self.push_rows().await;
        let now = self.state.clock.now();
        // A row still claimed by the worker (due about a lease ahead; the back-offs here are seconds) has no outcome
        // written: it is not settled.
        let claimed =
            |r: &entity::push_queue::Model| r.next_attempt_at > now + sagpan::queue::LEASE - Duration::minutes(1);
        assert!(
            rows.iter().all(|r| r.done_at.is_some() || (r.next_attempt_at > now && !claimed(r))),
            "pushes still due: {rows:?}"
        );
        rows
    }
}

const MAN: &str = r#"{"gender": true, "firstName": "Ravi", "lastName": "Patel"}"#;

#[tokio::test]
async fn a_connection_request_reaches_a_closed_tab_as_an_encrypted_signed_push() {
    let app = app().await;
    let service = Service::start().await;
    let moderator = app.moderator_token().await;
    let her = app.approved_with(&moderator, json!({"firstName": "Priya"})).await;
    let him = app.approved_with(&moderator, serde_json::from_str(MAN).unwrap()).await;

    let key: Value = app
        .client
        .get(app.url("/api/Notification/PushKey"))
        .bearer_auth(&him.token)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let key = key["publicKey"].as_str().unwrap().to_owned();
    assert_eq!(URL_SAFE_NO_PAD.decode(&key).unwrap().len(), 65);

    // A subscription the server will not send to is refused on its field; a real one is kept on the sign-in.
    let bad = app.save_subscription(&him, Some(r#"{"endpoint": "https://push.example/x", "keys": {}}"#)).await;
    assert_eq!(crate::helpers::problem(bad, 400).await["errors"]["fcmToken"].as_array().unwrap().len(), 1);
    assert_eq!(app.save_subscription(&him, Some(&service.subscribe("him"))).await.status(), 200);

    let sent = app.match_post(&her, "/api/Match/sendConnectRequest", &json!({"memberId": him.id})).await;
    assert_eq!(sent.status(), 200);
    // The announcement of a request waits out the 10 minutes in which it may be withdrawn unannounced (rule 42).
    app.state.workers.push.run_once().await;
    assert!(service.received("him").is_empty(), "nothing before the 10 minutes");
    app.release_held().await;
    let got = service.wait_for("him", 1).await;
    assert!(got[0].vapid_ok, "the VAPID signature verifies for the push service's origin");
    assert_eq!(got[0].vapid_key, key, "signed with the key browsers subscribe with");
    let payload = &got[0].payload;
    assert_eq!(payload["notifyType"], "Notification");
    assert_eq!(payload["title"], "New connection request", "in his language");
    assert!(payload["body"].as_str().unwrap().contains("Priya"), "{payload}");
    assert!(payload["url"].as_str().unwrap().starts_with('/'));
    let rows = app.pushes_settled().await;
    assert!(rows.iter().all(|r| r.done_at.is_some() && r.payload.is_none()), "a sent push keeps no text");

    // Her push service has forgotten her subscription (410 Gone): it is dropped and nothing is retried.
    service.answer("her", 410);
    assert_eq!(app.save_subscription(&her, Some(&service.subscribe("her"))).await.status(), 200);
    let accepted = app.match_post(&him, "/api/Match/AcceptConnectRequestByUserId", &json!({"memberId": her.id})).await;
    assert_eq!(accepted.status(), 200);
    service.wait_for("her", 1).await;
    app.pushes_settled().await;
    let signed: Vec<entity::sign_in::Model> = entity::sign_in::Entity::find()
        .filter(entity::sign_in::Column::MemberId.eq(her.id as i32))
        .all(&app.state.db)
        .await
        .unwrap();
    assert!(signed.iter().all(|s| s.push_subscription.is_none()), "the gone subscription is dropped");
    app.state.clock.advance(Duration::minutes(10));
    app.state.workers.push.run_once().await;
    assert_eq!(service.received("her").len(), 1, "nothing retried");
}

#[tokio::test]
async fn a_push_service_that_fails_is_tried_again_and_the_push_channel_is_honoured() {
    let app = app().await;
    let service = Service::start().await;
    let moderator = app.moderator_token().await;
    let her = app.approved_with(&moderator, json!({"firstName": "Priya"})).await;
    let him = app.approved_with(&moderator, serde_json::from_str(MAN).unwrap()).await;
    assert_eq!(app.save_subscription(&him, Some(&service.subscribe("him"))).await.status(), 200);

    // The push service is down for a moment: the push is kept and tried again after its back-off.
    service.answer("him", 503);
    assert_eq!(app.match_post(&her, "/api/Match/sendConnectRequest", &json!({"memberId": him.id})).await.status(), 200);
    app.release_held().await;
    service.wait_for("him", 1).await;
    let rows = app.pushes_settled().await;
    assert_eq!((rows[0].attempts, rows[0].done_at), (1, None));
    assert!(rows[0].payload.is_some());
    service.answer("him", 201);
    app.state.clock.advance(Duration::seconds(3));
    app.state.workers.push.run_once().await;
    let got = service.wait_for("him", 2).await;
    assert_eq!(got[1].payload, got[0].payload);
    let rows = app.pushes_settled().await;
    assert!(rows[0].done_at.is_some());

    // With the push channel of requests received off, the next request is not pushed (the app still lists it).
    let types: Value = app.get_in("/api/NotificationType/Name", "en").await.json().await.unwrap();
    let received_id =
        types["result"].as_array().unwrap().iter().find(|t| t["key"] == "connection_request_received").unwrap()["id"]
            .clone();
    let off = json!({"result": [{"notificationTypeId": received_id, "email": true, "app": true, "push": false}]});
    let saved = app.match_post(&him, "/api/NotificationSetting", &off).await;
    assert_eq!(saved.status(), 200);
    let other = app.approved_with(&moderator, json!({"firstName": "Asha"})).await;
    assert_eq!(
        app.match_post(&other, "/api/Match/sendConnectRequest", &json!({"memberId": him.id})).await.status(),
        200
    );
    app.state.workers.push.run_once().await;
    assert_eq!(service.received("him").len(), 2, "no push for a channel that is off");
    assert_eq!(app.push_rows().await.len(), 1);
}

#[tokio::test]
async fn a_password_change_pushes_logout_to_the_other_signed_in_browsers() {
    let app = app().await;
    let service = Service::start().await;
    let m = app.member().await;
    let info: Value =
        app.client.get(app.url("/api/Account/Info")).bearer_auth(&m.token).send().await.unwrap().json().await.unwrap();
    let email = info["email"].as_str().unwrap().to_owned();
    let other: Value = app.sign_in_as(&email, "kesar-keri-42").await.json().await.unwrap();
    let other = Member { token: other["accessToken"].as_str().unwrap().to_owned(), id: m.id };
    assert_eq!(app.save_subscription(&other, Some(&service.subscribe("phone"))).await.status(), 200);
    assert_eq!(app.save_subscription(&m, Some(&service.subscribe("laptop"))).await.status(), 200);

    let changed = app
        .match_post(
            &m,
            "/api/Account/ChangePassword",
            &json!({"currentPassword": "kesar-keri-42", "newPassword": "mango-lassi-7", "confirmPassword": "mango-lassi-7"}),
        )
        .await;
    assert_eq!(changed.status(), 200);
    let got = service.wait_for("phone", 1).await;
    assert_eq!(got[0].payload["notifyType"], "Logout");
    assert_eq!(
        got[0].payload["title"], "You have been signed out",
        "in the member's language (English at registration)"
    );
    app.state.workers.push.run_once().await;
    assert!(service.received("laptop").is_empty(), "the browser that changed it stays signed in");
    // Forgetting the subscription: nothing more reaches that browser.
    assert_eq!(app.save_subscription(&m, None).await.status(), 200);
}

/// A subscription like a browser's, to `endpoint`.
fn subscription_to(endpoint: &str) -> String {
    let secret = p256::SecretKey::random(&mut p256::elliptic_curve::rand_core::OsRng);
    json!({
        "endpoint": endpoint,
        "expirationTime": null,
        "keys": {
            "p256dh": URL_SAFE_NO_PAD.encode(secret.public_key().to_sec1_bytes()),
            "auth": URL_SAFE_NO_PAD.encode([7u8; 16]),
        },
    })
    .to_string()
}

#[tokio::test]
async fn a_subscription_to_an_internal_host_in_any_spelling_is_refused() {
    // As in production: https push services only.
    let app =
        crate::helpers::spawn_app_with(crate::helpers::Options { push_secure: Some(""), ..Default::default() }).await;
    let m = app.member().await;
    let spellings = [
        "https://127.0.0.1:8443/push",
        "https://2130706433:8443/push",
        "https://0x7f000001:8443/push",
        "https://0177.0.0.1:8443/push",
        "https://127.1:8443/push",
        "https://LOCALHOST:8443/push",
        "https://localhost.:8443/push",
        "https://localhost/push",
        "https://[::1]:8443/push",
        "https://[::ffff:127.0.0.1]/push",
        "https://[::ffff:7f00:1]/push",
        "https://10.0.0.5/push",
        "https://169.254.169.254/latest/meta-data",
        "https://localtest.me/push",
        "https://push.example/x",
        "https://fcm.googleapis.com.evil.example/fcm/send/x",
        "https://evilfcm.googleapis.com.example/x",
        "http://fcm.googleapis.com/fcm/send/x",
    ];
    for endpoint in spellings {
        let refused = app.save_subscription(&m, Some(&subscription_to(endpoint))).await;
        let body = crate::helpers::problem(refused, 400).await;
        assert!(body["errors"]["fcmToken"].is_array(), "{endpoint}: {body}");
    }
    for endpoint in [
        "https://fcm.googleapis.com/fcm/send/abc:def",
        "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
        "https://web.push.apple.com/QGx5",
        "https://wns2-par02p.notify.windows.com/w/?token=BQYAAA",
    ] {
        assert_eq!(app.save_subscription(&m, Some(&subscription_to(endpoint))).await.status(), 200, "{endpoint}");
    }
    let rows: Vec<entity::sign_in::Model> = entity::sign_in::Entity::find().all(&app.state.db).await.unwrap();
    assert!(rows.iter().all(|r| r.push_subscription.as_deref().is_none_or(|s| s.contains("notify.windows.com"))));
}

#[tokio::test]
async fn a_push_host_that_resolves_to_loopback_gets_no_connection() {
    // `localhost` is added to the push hosts, as an operator might add a host of their own; it resolves to loopback.
    let app = crate::helpers::spawn_app_with(crate::helpers::Options {
        admin: Some(crate::moderation::MODERATOR),
        push_secure: Some("localhost"),
        ..Default::default()
    })
    .await;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let connections = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    tokio::spawn({
        let connections = connections.clone();
        async move {
            while listener.accept().await.is_ok() {
                connections.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            }
        }
    });
    let moderator = app.moderator_token().await;
    let her = app.approved_with(&moderator, json!({"firstName": "Priya"})).await;
    let him = app.approved_with(&moderator, serde_json::from_str(MAN).unwrap()).await;
    for host in ["localhost", "LOCALHOST", "localhost."] {
        let endpoint = format!("https://{host}:{port}/push");
        assert_eq!(app.save_subscription(&him, Some(&subscription_to(&endpoint))).await.status(), 200, "{host}");
    }
    assert_eq!(app.match_post(&her, "/api/Match/sendConnectRequest", &json!({"memberId": him.id})).await.status(), 200);
    app.release_held().await;
    // The worker has provably tried: the row is settled, given up for good.
    let rows = app.pushes_settled().await;
    assert_eq!(rows.len(), 1);
    assert!(rows[0].done_at.is_some(), "given up, not retried: {rows:?}");
    assert!(rows[0].last_error.as_deref().unwrap_or_default().contains("no public address"), "{rows:?}");
    assert_eq!(connections.load(std::sync::atomic::Ordering::SeqCst), 0, "nothing connected to the loopback listener");
}

/// The plain text and subject of a message as delivered over SMTP.
fn text_of(raw: &str) -> (String, String) {
    let message = mail_parser::MessageParser::default().parse(raw.as_bytes()).expect("a message");
    (message.subject().unwrap_or_default().to_owned(), message.body_text(0).unwrap_or_default().into_owned())
}

/// The weekly digest (rule 54): once a week at most, over real SMTP and the local push service, in the member's
/// language, naming the new members who fit both ways and whom she has not opened; nothing when there is nothing new;
/// off in one click from the e-mail.
#[tokio::test]
async fn the_weekly_digest_names_new_members_who_fit_both_ways_and_stops_in_one_click() {
    use crate::smtp_sink::SmtpSink;
    let sink = SmtpSink::start().await;
    let app = crate::helpers::spawn_app_with(crate::helpers::Options {
        admin: Some(crate::moderation::MODERATOR),
        smtp_url: Some(format!("smtp://127.0.0.1:{}", sink.port)),
        ..crate::helpers::Options::default()
    })
    .await;
    // Codes of sign-ups reach the helpers as if from the outbox.
    sink.mirror_to(app.data_dir.join("outbox"));
    let service = Service::start().await;
    let moderator = app.moderator_token().await;
    let her = app.approved_with(&moderator, json!({"firstName": "Priya"})).await; // 25, Kadva
    let r = app.match_post(&her, "/api/Profile/PartnerPreferenceAddEdit", &json!({"ageFrom": 24, "ageTo": 32})).await;
    assert_eq!(r.status(), 200);
    assert_eq!(app.save_subscription(&her, Some(&service.subscribe("her"))).await.status(), 200);
    let r = app.call(reqwest::Method::PUT, "/api/Account/Language", &her, Some(&json!({"language": "en"}))).await;
    assert_eq!(r.status(), 200);
    let email = entity::member::Entity::find_by_id(her.id as i32).one(&app.state.db).await.unwrap().unwrap().email;
    let to_her = |sink: &SmtpSink| -> Vec<(String, String)> {
        // Her digests (her other messages, the sign-up code and the approval, are not).
        sink.messages()
            .iter()
            .filter(|m| m.contains(&email))
            .map(|m| text_of(m))
            .filter(|(_, text)| text.contains("unsubscribe?digest="))
            .collect()
    };
    // First seen: her first digest is a week away.
    app.state.workers.digest.run_once().await;
    let row = entity::digest::Entity::find_by_id(her.id as i32).one(&app.state.db).await.unwrap().unwrap();
    assert_eq!(row.sent_at, None);

    app.state.clock.advance(Duration::minutes(1));
    let man = |name: &str, age: i32| {
        json!({"gender": true, "firstName": name, "lastName": "Patel",
               "birthDate": crate::wizard::birth_date_for_age(age).to_string()})
    };
    let fits = app.approved_with(&moderator, man("Ravi", 28)).await;
    let too_old = app.approved_with(&moderator, man("Mahesh", 45)).await;
    let opened = app.approved_with(&moderator, man("Kiran", 27)).await;
    let r = app.match_get(&her, &format!("/api/Match/MemberDetails/{}", opened.id)).await;
    assert_eq!(r.status(), 200);
    let ids: std::collections::HashMap<i64, String> = entity::member::Entity::find()
        .all(&app.state.db)
        .await
        .unwrap()
        .into_iter()
        .map(|m| (i64::from(m.id), m.profile_id))
        .collect();

    // A day early: nothing.
    app.state.clock.advance(Duration::days(6) - Duration::minutes(1));
    app.state.workers.digest.run_once().await;
    app.state.workers.mail.run_once().await;
    assert!(to_her(&sink).is_empty(), "no digest before the week is out");

    app.state.clock.advance(Duration::days(1));
    app.state.workers.digest.run_once().await;
    app.state.workers.mail.run_once().await;
    let mails = eventually("her digest at the sink", async || {
        let mails = to_her(&sink);
        if mails.is_empty() { Err("none") } else { Ok(mails) }
    })
    .await;
    assert_eq!(mails.len(), 1);
    let (subject, text) = &mails[0];
    assert_eq!(subject, "A new member fits your preferences", "in her language (English)");
    assert!(text.contains("Ravi") && text.contains(&ids[&fits.id]), "{text}");
    assert!(!text.contains(&ids[&too_old.id]) && !text.contains(&ids[&opened.id]), "{text}");
    assert!(text.contains("/matches/new"), "{text}");
    let push = service.wait_for("her", 1).await;
    assert!(push[0].vapid_ok);
    assert_eq!(push[0].payload["title"], "A new member fits your preferences");
    assert_eq!(push[0].payload["url"], "/matches/new");

    // At most once a week, and nothing when there is nothing new.
    app.state.clock.advance(Duration::days(3));
    app.state.workers.digest.run_once().await;
    app.state.clock.advance(Duration::days(5));
    app.state.workers.digest.run_once().await;
    app.state.workers.mail.run_once().await;
    assert_eq!(to_her(&sink).len(), 1, "nothing new, nothing sent");

    // The e-mail's one-click link turns it off; a wrong token changes nothing.
    let link = regex::Regex::new(r"unsubscribe\?digest=(\d+)&token=([0-9a-f]+)").unwrap();
    let found = link.captures(text).expect("the off link");
    let (member_id, token) = (found[1].parse::<i64>().unwrap(), found[2].to_owned());
    assert_eq!(member_id, her.id);
    let off = |id: i64, token: &str| {
        app.client
            .post(app.url("/api/Home/DigestOff"))
            .header("Accept-Language", "en")
            .json(&json!({"memberId": id, "token": token}))
            .send()
    };
    assert_eq!(off(fits.id, &token).await.unwrap().status(), 404, "another member's link");
    assert_eq!(off(her.id, "00").await.unwrap().status(), 404);
    for _ in 0..2 {
        let r = off(her.id, &token).await.unwrap();
        assert_eq!(r.status(), 200);
        let answer: Value = r.json().await.unwrap();
        assert!(answer["message"].as_str().unwrap().contains("weekly digest is off"), "{answer}");
    }
    let moderator = app.moderator_token().await;
    app.approved_with(&moderator, man("Nilesh", 29)).await;
    app.state.clock.advance(Duration::days(8));
    app.state.workers.digest.run_once().await;
    app.state.workers.mail.run_once().await;
    assert_eq!(to_her(&sink).len(), 1, "off is off");
    assert_eq!(service.received("her").len(), 1);
}

/// A pass of the digest worker looks at every member who is due, not only its first batch: 250 demo members are each
/// given their first digest's date, then each looked at once the week is out.
#[tokio::test]
async fn a_digest_pass_looks_at_every_due_member_batch_after_batch() {
    let app = crate::moderation::app().await;
    app.demo(250).await;
    let members = entity::match_row::Entity::find().all(&app.state.db).await.unwrap().len();
    assert!(members > 200, "{members} approved demo members");
    app.state.workers.digest.run_once().await;
    let rows = entity::digest::Entity::find().all(&app.state.db).await.unwrap();
    assert_eq!(rows.len(), members, "each approved member has a first digest's date");
    let first = app.state.clock.now() + Duration::days(7);
    assert!(rows.iter().all(|r| (r.next_at - first).num_seconds().abs() < 1 && r.sent_at.is_none()));

    app.state.clock.advance(Duration::days(7) + Duration::hours(1));
    app.state.workers.digest.run_once().await;
    let now = app.state.clock.now();
    let due = entity::digest::Entity::find()
        .filter(entity::digest::Column::NextAt.lte(now))
        .all(&app.state.db)
        .await
        .unwrap();
    assert!(due.is_empty(), "{} of {members} members still due after one pass", due.len());
}
