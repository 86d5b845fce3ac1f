//! The access matrix (rule 10): every operation of `openapi.json`, called as every kind of caller, on the caller's
//! own resources and on another member's, must answer what `api/tests/access-matrix.md` says. An operation of the
//! document without a row fails the test, so a new call cannot ship unmapped.
//!
//! The rows run in the table's order against one world (below); a row that changes it (a block, a status) is undone
//! before the next as far as statuses go. Besides the table, every answer is held to the rules of API.md and
//! rule 10: a refusal is a problem, never data; no answer to a member carries another member's e-mail or
//! mobile, nor the parents' phones of a member whose connection they have not accepted.
//!
//! `SAGPAN_ACCESS_MATRIX=record cargo test -p api --test api access_matrix` writes the answers seen into the table
//! instead of comparing; the rows are then read against the rules before they are committed.

use std::collections::{BTreeMap, HashMap};

use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, QueryOrder, Set};
use serde_json::{Value, json};
use shared::ProfileStatus;

use crate::{events::AITHOR, helpers::TestApp, moderation::app, wizard::png};

const TABLE_PATH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/access-matrix.md");

/// The callers, in the table's column order.
const CALLERS: [&str; 14] = [
    "anon",
    "s0",
    "s1",
    "s2",
    "s4",
    "s5",
    "approved",
    "blocker",
    "blocked",
    "manager",
    "viewer",
    "family",
    "moderator",
    "volunteer",
];

/// One row: an operation on one kind of resource, its request, and the status each caller gets.
#[derive(Debug, Clone)]
struct Row {
    operation: String,
    on: String,
    request: String,
    body: String,
    expected: Vec<u16>,
}

fn cells(line: &str) -> Vec<String> {
    line.trim().trim_matches('|').split('|').map(|c| c.trim().trim_matches('`').to_owned()).collect()
}

/// The rows of the table: the lines of its one table after the header and the separator.
fn rows(table: &str) -> Vec<Row> {
    table
        .lines()
        .filter(|l| l.starts_with('|'))
        .skip(2)
        .map(|line| {
            let c = cells(line);
            assert_eq!(c.len(), 4 + CALLERS.len(), "a row of {} cells: {line}", c.len());
            Row {
                operation: c[0].clone(),
                on: c[1].clone(),
                request: c[2].clone(),
                body: c[3].clone(),
                expected: c[4..].iter().map(|s| s.parse().unwrap_or(0)).collect(),
            }
        })
        .collect()
}

/// One caller and what their placeholders stand for.
struct Caller {
    name: &'static str,
    token: Option<String>,
    values: HashMap<&'static str, String>,
    status: Option<(i32, ProfileStatus)>,
}

/// The world the rows run in: the target member (an approved woman), a second approved woman for moderators'
/// decisions, and the callers (approved men at first, then moved to their statuses).
struct World {
    callers: Vec<Caller>,
    /// The target's e-mail, mobile and parents' phones: never in an answer to a member.
    secrets: Vec<String>,
}

async fn sign_in(app: &TestApp, email: &str) -> String {
    sign_in_with(app, email, "demo-password").await
}

async fn sign_in_with(app: &TestApp, email: &str, password: &str) -> String {
    let r = app.post("/api/Account/Login", &json!({"username": email, "password": password})).await;
    assert_eq!(r.status(), 200, "{email}");
    r.json::<Value>().await.unwrap()["accessToken"].as_str().unwrap().to_owned()
}

async fn member_of(app: &TestApp, id: i32) -> entity::member::Model {
    entity::member::Entity::find_by_id(id).one(&app.state.db).await.unwrap().unwrap()
}

/// A real photo, processed and stored, as the member's default.
async fn photo_of(app: &TestApp, member_id: i32) -> i32 {
    let stored = sagpan::photos::store(&app.state, member_id, png(300, 400)).await.unwrap();
    sagpan::photos::insert_default(&app.state.db, &app.state, member_id, &stored).await.unwrap().id
}

/// A ticket of the member, with a PNG attached; its id and the attachment's id.
async fn ticket_of(app: &TestApp, token: &str) -> (i64, i32) {
    let form = reqwest::multipart::Form::new()
        .text("topic", "Photo question")
        .text("message", "Which photo is shown first?")
        .part(
            "attachments",
            reqwest::multipart::Part::bytes(png(40, 40)).file_name("a.png").mime_str("image/png").unwrap(),
        );
    let r = app
        .client
        .post(app.url("/api/Ticket/NewTicket"))
        .bearer_auth(token)
        .header("Accept-Language", "en")
        .multipart(form)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
    let ticket: Value = r.json().await.unwrap();
    let attachment = ticket["messages"][0]["attachments"][0]["attachmentId"].as_i64().unwrap() as i32;
    (ticket["ticketId"].as_i64().unwrap(), attachment)
}

/// An identity document of the member waiting for a moderator, with its image stored; its id.
async fn check_of(app: &TestApp, member_id: i32) -> i32 {
    let key = format!("checks/{member_id}/matrix.jpg");
    app.state.storage.put(&key, &png(40, 40)).await.unwrap();
    entity::verification_check::ActiveModel {
        member_id: Set(member_id),
        kind: Set(shared::CheckKind::Id),
        document_type: Set(Some(shared::DocumentType::Passport)),
        storage_key: Set(Some(key)),
        status: Set(shared::CheckStatus::Pending),
        submitted_at: Set(app.state.clock.now()),
        ..Default::default()
    }
    .insert(&app.state.db)
    .await
    .unwrap()
    .id
}

/// A photo and a support ticket of member `id` (opened with `token`, their own sign-in), as the placeholders of the
/// caller's own resources: `{myPhoto}`, `{myTicket}`, and their URLs made for `id`.
async fn own_resources(app: &TestApp, id: i32, token: &str) -> HashMap<&'static str, String> {
    let (keys, now) = (&app.state.keys, app.state.clock.now());
    let photo = photo_of(app, id).await;
    let (ticket, attachment) = ticket_of(app, token).await;
    HashMap::from([
        ("myPhoto", photo.to_string()),
        ("myTicket", ticket.to_string()),
        (
            "myAttachmentUrl",
            sagpan::support::attachments::signed_url(keys, attachment, id, now).trim_start_matches("/api").to_owned(),
        ),
        ("myPhotoUrl", sagpan::photos::signed_url(keys, photo, "large", id, now).trim_start_matches("/api").to_owned()),
    ])
}

async fn world(app: &TestApp) -> World {
    let moderator = app.moderator_token().await;
    app.demo(60).await;
    let rows = entity::match_row::Entity::find()
        .order_by_asc(entity::match_row::Column::MemberId)
        .all(&app.state.db)
        .await
        .unwrap();
    // The other member and the spare are women others may see; the private one (rule 47) a woman in private mode
    // whom nobody has blocked, visited or asked.
    let private = |r: &&entity::match_row::Model| r.traits & shared::traits::PRIVATE != 0;
    let women: Vec<i32> = rows.iter().filter(|r| !r.male && !private(r)).map(|r| r.member_id).collect();
    let men: Vec<i32> = rows.iter().filter(|r| r.male).map(|r| r.member_id).collect();
    let (target, spare) = (women[0], women[1]);
    let blocks = entity::block::Entity::find().all(&app.state.db).await.unwrap();
    let hidden = rows
        .iter()
        .filter(|r| !r.male && private(r))
        .map(|r| r.member_id)
        .find(|w| !blocks.iter().any(|b| b.blocker_id == *w || b.blocked_id == *w))
        .expect("a private woman in the demo data");
    let hidden_profile_id = member_of(app, hidden).await.profile_id;
    let target_row = member_of(app, target).await;
    let target_token = sign_in(app, &target_row.email).await;
    let target_photo = photo_of(app, target).await;
    photo_of(app, spare).await;
    let (target_ticket, target_attachment) = ticket_of(app, &target_token).await;
    let target_check = check_of(app, target).await;
    let profile = entity::profile::Entity::find_by_id(target).one(&app.state.db).await.unwrap().unwrap();
    let mut secrets = vec![target_row.email.clone(), target_row.phone.clone()];
    secrets.extend(profile.parent_phone1.clone().into_iter().filter(|p| !p.is_empty()));
    secrets.extend(profile.parent_phone2.clone().into_iter().filter(|p| !p.is_empty()));

    let now = app.state.clock.now();
    let keys = &app.state.keys;
    let common = |me: i32, token: Option<&str>| {
        let mut v: HashMap<&'static str, String> = HashMap::new();
        v.insert("me", me.to_string());
        v.insert("other", target.to_string());
        v.insert("spare", spare.to_string());
        v.insert("otherPhoto", target_photo.to_string());
        v.insert("otherTicket", target_ticket.to_string());
        v.insert(
            "otherAttachmentUrl",
            sagpan::support::attachments::signed_url(keys, target_attachment, me, now)
                .trim_start_matches("/api")
                .to_owned(),
        );
        v.insert("otherCheck", target_check.to_string());
        v.insert(
            "otherCheckImageUrl",
            sagpan::verification::checks::signed_url(keys, target_check, me, now).trim_start_matches("/api").to_owned(),
        );
        v.insert("otherProfileId", target_row.profile_id.clone());
        v.insert("private", hidden.to_string());
        v.insert("privateProfileId", hidden_profile_id.clone());
        v.insert(
            "otherPhotoUrl",
            sagpan::photos::signed_url(keys, target_photo, "large", me, now).trim_start_matches("/api").to_owned(),
        );
        v.insert("token", token.unwrap_or("none").to_owned());
        v
    };

    let mut callers = Vec::new();
    let anon = common(0, None);
    callers.push(Caller { name: "anon", token: None, values: anon, status: None });
    let statuses = [
        ("s0", ProfileStatus::Wizard),
        ("s1", ProfileStatus::Submitted),
        ("s2", ProfileStatus::ChangesRequested),
        ("s4", ProfileStatus::Deactivated),
        ("s5", ProfileStatus::Suspended),
        ("approved", ProfileStatus::Approved),
        ("blocker", ProfileStatus::Approved),
        ("blocked", ProfileStatus::Approved),
    ];
    for (i, (name, status)) in statuses.into_iter().enumerate() {
        let id = men[i];
        let row = member_of(app, id).await;
        let token = sign_in(app, &row.email).await;
        let mut values = common(id, Some(&token));
        values.extend(own_resources(app, id, &token).await);
        callers.push(Caller { name, token: Some(token), values, status: Some((id, status)) });
    }
    // Family managers (rule 46): one with every right and one who may only look, each acting for an approved man
    // of their own; and the second's account signed in as itself, which looks after profiles and has none.
    // The demo data blocks some pairs: the two men are ones who see the target, as the approved caller does.
    let unblocked: Vec<i32> = men[8..]
        .iter()
        .copied()
        .filter(|m| {
            !blocks
                .iter()
                .any(|b| (b.blocker_id, b.blocked_id) == (*m, target) || (b.blocker_id, b.blocked_id) == (target, *m))
        })
        .collect();
    let managed =
        [("manager", unblocked[0], &["view", "requests", "edit"][..]), ("viewer", unblocked[1], &["view"][..])];
    for (name, id, rights) in managed {
        let row = member_of(app, id).await;
        let own_token = sign_in(app, &row.email).await;
        let profile = crate::wizard::Member { token: own_token.clone(), id: id.into() };
        let email = format!("matrix-{name}@example.invalid");
        let acting = app.manager_for(&profile, &email, "brother", rights).await;
        let mut values = common(id, Some(&acting.token));
        // The profile's own photo and ticket: the ticket is the person's, opened with their own sign-in.
        values.extend(own_resources(app, id, &own_token).await);
        callers.push(Caller { name, token: Some(acting.token), values, status: Some((id, ProfileStatus::Approved)) });
    }
    let family_token = sign_in_with(app, "matrix-viewer@example.invalid", "Brother-pass-2026").await;
    let family_id = entity::member::Entity::find()
        .filter(entity::member::Column::Email.eq("matrix-viewer@example.invalid"))
        .one(&app.state.db)
        .await
        .unwrap()
        .unwrap()
        .id;
    let values = common(family_id, Some(&family_token));
    callers.push(Caller { name: "family", token: Some(family_token), values, status: None });
    let moderator_id: i32 = entity::member::Entity::find()
        .filter(entity::member::Column::Role.eq(shared::Role::Moderator))
        .one(&app.state.db)
        .await
        .unwrap()
        .unwrap()
        .id;
    let values = common(moderator_id, Some(&moderator));
    callers.push(Caller { name: "moderator", token: Some(moderator.clone()), values, status: None });
    // A samaj volunteer (rule 45), an account of its own serving the target's village, who chose its password
    // through "Forgot password".
    let email = "matrix-volunteer@example.invalid";
    let appointed = app
        .admin_post(
            &moderator,
            "/api/Admin/Volunteer/Appoint",
            &json!({"email": email, "firstName": "Kantibhai", "lastName": "Patel", "villageIds": [AITHOR]}),
        )
        .await;
    assert_eq!(appointed.status(), 200);
    assert_eq!(app.post_query(&format!("/api/Account/ForgetPassword?email={email}")).await.status(), 200);
    let code = app.last_code(email).await;
    let reset =
        json!({"email": email, "otp": code, "newPassword": "gam-no-vadil-7", "confirmNewPassword": "gam-no-vadil-7"});
    assert_eq!(app.post("/api/Account/VerifyForgetPassword", &reset).await.status(), 200);
    let volunteer_token = sign_in_with(app, email, "gam-no-vadil-7").await;
    let volunteer_id = entity::member::Entity::find()
        .filter(entity::member::Column::Email.eq(email))
        .one(&app.state.db)
        .await
        .unwrap()
        .unwrap()
        .id;
    let values = common(volunteer_id, Some(&volunteer_token));
    callers.push(Caller { name: "volunteer", token: Some(volunteer_token), values, status: None });
    // Anonymous and the moderator own nothing: their own photo and file are the other member's, made for them.
    for c in &mut callers {
        for key in ["myPhoto", "myTicket"] {
            c.values.entry(key).or_insert_with(|| "0".into());
        }
        let own_url = c.values["otherPhotoUrl"].clone();
        c.values.entry("myPhotoUrl").or_insert(own_url);
        let own_file = c.values["otherAttachmentUrl"].clone();
        c.values.entry("myAttachmentUrl").or_insert(own_file);
    }

    // The blocks: "blocker" blocked the target; the target blocked "blocked". Then a request of the target to the
    // approved caller, waiting for an answer.
    let by_name = |n: &str| callers.iter().find(|c| c.name == n).unwrap();
    let block = |token: &str, member: &str| {
        let body = json!({"memberId": member.parse::<i64>().unwrap()});
        app.client.post(app.url("/api/Match/BlockMember")).bearer_auth(token.to_owned()).json(&body).send()
    };
    let blocker = by_name("blocker");
    assert_eq!(block(blocker.token.as_deref().unwrap(), &target.to_string()).await.unwrap().status(), 200);
    assert_eq!(block(&target_token, &by_name("blocked").values["me"]).await.unwrap().status(), 200);
    // An invitation of the approved caller, and one of the target: `{myManager}`, `{otherManager}`.
    let invite = |token: &str, email: &str| {
        let body = json!({"email": email, "relation": "father", "rights": ["view"]});
        app.client.post(app.url("/api/Family/Invite")).bearer_auth(token.to_owned()).json(&body).send()
    };
    let mine = invite(by_name("approved").token.as_deref().unwrap(), "matrix-father@example.invalid").await.unwrap();
    let my_manager = mine.json::<Value>().await.unwrap()["managerId"].as_i64().unwrap().to_string();
    let theirs = invite(&target_token, "matrix-her-father@example.invalid").await.unwrap();
    let other_manager = theirs.json::<Value>().await.unwrap()["managerId"].as_i64().unwrap().to_string();
    let approved_id: i64 = by_name("approved").values["me"].parse().unwrap();
    let sent = app
        .client
        .post(app.url("/api/Match/sendConnectRequest"))
        .bearer_auth(&target_token)
        .json(&json!({"memberId": approved_id}))
        .send()
        .await
        .unwrap();
    assert_eq!(sent.status(), 200);
    let request_id = sent.json::<Value>().await.unwrap()["requestId"].as_i64().unwrap().to_string();
    // An event of the whole samaj, open for registration today (rule 49): `{event}`.
    let event = app
        .client
        .post(app.url("/api/Admin/Events"))
        .bearer_auth(&moderator)
        .json(&crate::events::event_body(app, "whole samaj"))
        .send()
        .await
        .unwrap();
    assert_eq!(event.status(), 200);
    let event_id = event.json::<Value>().await.unwrap()["eventId"].as_i64().unwrap().to_string();
    // The volunteer's `{event}` is one of their village, which they organise (rule 49).
    let mut own_event = crate::events::event_body(app, "Aithor");
    own_event["villageId"] = json!(AITHOR);
    let volunteer = callers.iter().find(|c| c.name == "volunteer").unwrap();
    let r = app
        .client
        .post(app.url("/api/Admin/Events"))
        .bearer_auth(volunteer.token.as_deref().unwrap())
        .json(&own_event)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
    let volunteer_event = r.json::<Value>().await.unwrap()["eventId"].as_i64().unwrap().to_string();
    for c in &mut callers {
        let event = if c.name == "volunteer" { &volunteer_event } else { &event_id };
        c.values.insert("event", event.clone());
        c.values.insert("request", request_id.clone());
        let mine = if c.name == "approved" { my_manager.clone() } else { "0".to_owned() };
        c.values.insert("myManager", mine);
        c.values.insert("otherManager", other_manager.clone());
    }
    restore(app, &callers).await;
    World { callers, secrets }
}

/// Puts every caller back at their status (a row may have changed one).
async fn restore(app: &TestApp, callers: &[Caller]) {
    for c in callers {
        let Some((id, status)) = c.status else { continue };
        let m = member_of(app, id).await;
        if m.profile_status != status {
            let mut active: entity::member::ActiveModel = m.into();
            active.profile_status = Set(status);
            active.update(&app.state.db).await.unwrap();
        }
    }
}

fn fill(text: &str, values: &HashMap<&'static str, String>) -> String {
    let mut out = text.to_owned();
    for (k, v) in values {
        out = out.replace(&format!("{{{k}}}"), v);
    }
    // A placeholder left is a name in braces (JSON's braces hold quotes, colons or nothing).
    let left = out.split('{').skip(1).filter_map(|rest| rest.split_once('}')).map(|(name, _)| name);
    let unknown: Vec<&str> = left.filter(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_alphabetic())).collect();
    assert!(unknown.is_empty(), "unknown placeholders {unknown:?} in {text}");
    out
}

/// Sends the row's request as the caller; the status and the body as text.
async fn call(app: &TestApp, row: &Row, caller: &Caller) -> (u16, String, String, String) {
    let request = fill(&row.request, &caller.values);
    let (method, path) = request.split_once(' ').unwrap();
    let method: reqwest::Method = method.parse().unwrap();
    let mut builder = app.client.request(method, app.url(&format!("/api{path}"))).header("Accept-Language", "en");
    if let Some(token) = &caller.token {
        builder = builder.bearer_auth(token);
    }
    let body = fill(&row.body, &caller.values);
    if let Some(form) = body.strip_prefix("multipart:") {
        let mut parts = reqwest::multipart::Form::new();
        for field in form.split(',').map(str::trim).filter(|f| !f.is_empty()) {
            let (name, value) = field.split_once('=').unwrap();
            parts = if value == "@png" {
                let file = reqwest::multipart::Part::bytes(png(300, 400)).file_name("p.png");
                parts.part(name.to_owned(), file.mime_str("image/png").unwrap())
            } else {
                parts.text(name.to_owned(), value.to_owned())
            };
        }
        builder = builder.multipart(parts);
    } else if !body.is_empty() && body != "-" {
        let json: Value = serde_json::from_str(&body).unwrap_or_else(|e| panic!("{}: {e}: {body}", row.operation));
        builder = builder.json(&json);
    }
    let r = builder.send().await.unwrap();
    let status = r.status().as_u16();
    let header = |name: &str| r.headers().get(name).and_then(|v| v.to_str().ok()).unwrap_or_default().to_owned();
    let (content_type, cache_control) = (header("content-type"), header("cache-control"));
    let text = String::from_utf8_lossy(&r.bytes().await.unwrap()).into_owned();
    (status, content_type, cache_control, text)
}

/// The operations of the document: operationId → ("METHOD path", whether it needs a bearer token).
fn operations() -> BTreeMap<String, (String, bool)> {
    let doc: Value = serde_json::from_str(&sagpan::startup::openapi_json()).unwrap();
    let mut out = BTreeMap::new();
    for (path, ops) in doc["paths"].as_object().unwrap() {
        for (method, op) in ops.as_object().unwrap() {
            let bearer = op["security"].as_array().is_some_and(|s| !s.is_empty());
            out.insert(
                op["operationId"].as_str().unwrap().to_owned(),
                (format!("{} {path}", method.to_uppercase()), bearer),
            );
        }
    }
    out
}

/// The rules every row must keep, whatever a recording wrote: a call that needs a token answers 401 without one; a
/// moderators' call answers 403 to every member; and only a moderator and approved members who neither blocked nor
/// were blocked ever reach another member (an `other` row's 2xx).
fn rules_broken(row: &Row, bearer: bool) -> Vec<String> {
    let mut broken = Vec::new();
    let col = |name: &str| row.expected[CALLERS.iter().position(|c| *c == name).unwrap()];
    let at = format!("{} ({})", row.operation, row.on);
    if bearer && col("anon") != 401 {
        broken.push(format!("{at}: anonymous must be 401"));
    }
    if row.request.contains(" /Admin/") {
        for member in CALLERS.iter().filter(|c| !matches!(**c, "anon" | "moderator" | "volunteer")) {
            if col(member) != 403 {
                broken.push(format!("{at}: {member} must be 403 at a moderators' call"));
            }
        }
        // A volunteer organises the events of their villages (rule 49), and nothing else of the moderators' area.
        if !row.request.contains(" /Admin/Events") && col("volunteer") != 403 {
            broken.push(format!("{at}: volunteer must be 403 at a moderators' call"));
        }
    }
    if row.on == "other" {
        // Who blocked a member may unblock them (and block them again); quick search answers 0 to those who may not
        // see the member (checked on the answer itself).
        let own_block = matches!(row.operation.as_str(), "blockMember" | "unblockMember");
        for caller in ["anon", "s0", "s1", "s2", "s4", "s5", "blocker", "blocked", "family", "volunteer"] {
            let exempt = row.operation == "quickSearch" || (own_block && caller == "blocker");
            if (200..300).contains(&col(caller)) && !exempt {
                broken.push(format!("{at}: {caller} must not be shown another member"));
            }
        }
    }
    broken
}

#[tokio::test]
async fn every_operation_answers_every_caller_as_the_access_matrix_says() {
    let table = std::fs::read_to_string(TABLE_PATH).unwrap();
    let rows = rows(&table);
    let operations = operations();
    // Every operation has a row, and every row an operation, at its method and path.
    for (operation, (at, _)) in &operations {
        let mine: Vec<&Row> = rows.iter().filter(|r| &r.operation == operation).collect();
        assert!(!mine.is_empty(), "{operation} ({at}) has no row in access-matrix.md");
        for row in mine {
            let (method, path) = row.request.split_once(' ').unwrap();
            let (want_method, want_path) = at.split_once(' ').unwrap();
            let shape =
                |p: &str| p.split('?').next().unwrap().split('/').map(|s| s.starts_with('{')).collect::<Vec<_>>();
            assert_eq!(method, want_method, "{operation}");
            // A signed URL as the server hands it out stands for its whole path.
            if path.starts_with('{') {
                continue;
            }
            assert_eq!(shape(path).len(), shape(want_path.trim_start_matches("/api")).len(), "{operation}: {path}");
        }
    }
    let mut broken = Vec::new();
    for row in &rows {
        let Some((_, bearer)) = operations.get(&row.operation) else {
            panic!("{} is in the table but not in openapi.json", row.operation);
        };
        broken.extend(rules_broken(row, *bearer));
    }

    let app = app().await;
    let world = world(&app).await;
    let record = std::env::var("SAGPAN_ACCESS_MATRIX").is_ok_and(|v| v == "record");
    let mut seen: Vec<Vec<u16>> = Vec::new();
    let mut wrong = Vec::new();
    for row in &rows {
        let mut statuses = Vec::new();
        for (i, caller) in world.callers.iter().enumerate() {
            let (status, content_type, cache_control, text) = call(&app, row, caller).await;
            let at = format!("{} ({}) as {}", row.operation, row.on, caller.name);
            // No answer to a signed-in caller may be kept by a browser or proxy, but a photo or file privately until
            // its URL expires, and the public reference lists.
            if caller.token.is_some() {
                let bearer = operations[&row.operation].1;
                let kept_privately = matches!(row.operation.as_str(), "getMemberImage" | "getAttachment");
                let allowed = cache_control == "no-store"
                    || (kept_privately && status == 200 && cache_control.starts_with("private, max-age="))
                    || (!bearer && !kept_privately && cache_control.starts_with("public"));
                assert!(allowed, "{at}: Cache-Control {cache_control:?}");
            }
            assert!(status < 500, "{at}: {status} {text}");
            if matches!(status, 401 | 403 | 404) {
                assert_eq!(content_type, "application/problem+json", "{at}: a refusal is a problem, never data");
            }
            if caller.name != "moderator" {
                for secret in &world.secrets {
                    assert!(!text.contains(secret.as_str()), "{at}: the target's contact {secret} in {text}");
                }
            }
            // Quick search answers a bare number: the member's id when the caller may see them, else 0.
            if row.operation == "quickSearch" && status == 200 {
                // Members and family managers acting for one who may see the target.
                // Nobody finds the private member (rule 47).
                let sees = matches!(caller.name, "approved" | "manager" | "viewer") && row.on == "other";
                let seen = if sees { caller.values["other"].as_str() } else { "0" };
                assert_eq!(text, seen, "{at}");
            }
            if !record && status != row.expected[i] {
                wrong.push(format!("{at}: {status}, the table says {} ({text:.200})", row.expected[i]));
            }
            statuses.push(status);
        }
        restore(&app, &world.callers).await;
        seen.push(statuses);
    }
    if record {
        let mut lines = table.lines().map(str::to_owned).collect::<Vec<_>>();
        let (mut table_lines, mut at) = (0, 0);
        for line in lines.iter_mut().filter(|l| l.starts_with('|')) {
            table_lines += 1;
            if table_lines <= 2 {
                continue;
            }
            let c = cells(line);
            let codes: Vec<String> = seen[at].iter().map(u16::to_string).collect();
            *line = format!("| {} | {} | `{}` | `{}` | {} |", c[0], c[1], c[2], c[3], codes.join(" | "));
            at += 1;
        }
        std::fs::write(TABLE_PATH, lines.join("\n") + "\n").unwrap();
        return;
    }
    assert!(wrong.is_empty(), "{} answers differ from access-matrix.md:\n{}", wrong.len(), wrong.join("\n"));
    assert!(broken.is_empty(), "the table breaks the access rules:\n{}", broken.join("\n"));
    eprintln!("access matrix: {} rows × {} callers = {} calls", rows.len(), CALLERS.len(), rows.len() * CALLERS.len());
}
