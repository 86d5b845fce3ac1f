//! Moderation: the moderator role, the queue, decisions the member hears of at once, the audit log and the figures.

use chrono::Duration;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::{Value, json};

use entity::{mail_queue, member};

use crate::{
    helpers::{Options, TestApp, problem, read_stream, spawn_app_with},
    wizard::{Member, family, personal, professional},
};

pub const MODERATOR: (&str, &str) = ("moderator@sagpan.in", "moderate-with-care-7");

pub async fn app() -> TestApp {
    spawn_app_with(Options { admin: Some(MODERATOR), ..Options::default() }).await
}

impl TestApp {
    /// The member's live event stream, in English, asking for `encoding`.
    pub async fn open_stream(&self, token: &str, encoding: &str) -> reqwest::Response {
        let ticket: Value =
            self.admin_post(token, "/api/Notification/StreamTicket", &json!({})).await.json().await.unwrap();
        let path = format!("/api/Notification/Stream?ticket={}&lang=en", ticket["ticket"].as_str().unwrap());
        self.client.get(self.url(&path)).header("Accept-Encoding", encoding).send().await.unwrap()
    }

    pub async fn moderator_token(&self) -> String {
        let body: Value = self
            .post("/api/Account/Login", &json!({"username": MODERATOR.0, "password": MODERATOR.1}))
            .await
            .json()
            .await
            .unwrap();
        assert_eq!(body["user"]["role"], "moderator");
        body["accessToken"].as_str().unwrap().to_owned()
    }

    pub async fn admin_post(&self, token: &str, path: &str, body: &Value) -> reqwest::Response {
        self.client
            .post(self.url(path))
            .bearer_auth(token)
            .header("Accept-Language", "en")
            .json(body)
            .send()
            .await
            .unwrap()
    }

    async fn own_profile(&self, m: &Member) -> Value {
        self.client
            .get(self.url("/api/Profile"))
            .bearer_auth(&m.token)
            .header("Accept-Language", "en")
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap()
    }

    async fn status_of(&self, m: &Member) -> i64 {
        self.own_profile(m).await["profileStatus"].as_i64().unwrap()
    }
}

#[tokio::test]
async fn the_first_moderator_comes_from_settings_and_roles_never_cross() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let m = app.member().await;
    // Members never reach a moderator call; moderators never act as members.
    problem(app.get_auth("/api/Admin/Queue", &m.token).await, 403).await;
    problem(app.admin_post(&m.token, "/api/Admin/ApproveProfile", &json!({"memberId": m.id})).await, 403).await;
    problem(app.get_auth("/api/CreateProfile/MemberDetail", &moderator).await, 403).await;
    assert_eq!(app.get_auth("/api/Admin/Queue", &moderator).await.status(), 200);
    // Moderators are not members: not in the look-up, not in the queue.
    let found: Value = app.get_auth("/api/Admin/Members?query=sagpan.in", &moderator).await.json().await.unwrap();
    assert_eq!(found["totalCount"], 0);
    // A restart with the same settings does not create a second one.
    sagpan::moderation::moderators::ensure_first_moderator(
        &app.state.db,
        Some("other@sagpan.in"),
        Some("another-password-9"),
    )
    .await
    .unwrap();
    let moderators =
        member::Entity::find().filter(member::Column::Role.eq("moderator")).count(&app.state.db).await.unwrap();
    assert_eq!(moderators, 1);
}

#[tokio::test]
async fn the_queue_lists_waiting_profiles_oldest_first_with_figures() {
    let app = app().await;
    let first = app.submitted_member().await;
    app.state.clock.advance(Duration::hours(2));
    let second = app.submitted_member().await;
    let moderator = app.moderator_token().await;
    let queue: Value = app.get_auth("/api/Admin/Queue", &moderator).await.json().await.unwrap();
    assert_eq!(queue["totalCount"], 2);
    assert_eq!(queue["result"][0]["memberId"], first.id);
    assert_eq!(queue["result"][1]["memberId"], second.id);
    assert!(queue["result"][0]["photo"].is_string());
    let whole: Value = app.get_auth(&format!("/api/Admin/Member/{}", first.id), &moderator).await.json().await.unwrap();
    assert_eq!(whole["profile"]["nativeTaluko"], "ઊંઝા");
    assert_eq!(whole["photos"].as_array().unwrap().len(), 1);
    assert_eq!(whole["history"][0]["toStatus"], 1);
    // Decisions 2 h and 4 h after submission: the median is 3 h.
    app.state.clock.advance(Duration::hours(2));
    let moderator = app.moderator_token().await;
    app.admin_post(&moderator, "/api/Admin/ApproveProfile", &json!({"memberId": second.id})).await;
    app.admin_post(&moderator, "/api/Admin/ApproveProfile", &json!({"memberId": first.id})).await;
    let figures: Value = app.get_auth("/api/Admin/QueueFigures", &moderator).await.json().await.unwrap();
    assert_eq!(figures["pendingCount"], 0);
    assert_eq!(figures["decisionsLast30Days"], 2);
    assert_eq!(figures["medianDecisionHours"], 3.0);
    app.submitted_member().await;
    let figures: Value = app.get_auth("/api/Admin/QueueFigures", &moderator).await.json().await.unwrap();
    assert_eq!(figures["pendingCount"], 1);
    assert!(figures["oldestWaitingSince"].as_str().unwrap().ends_with('Z'));
}

#[tokio::test]
async fn changes_requested_then_resubmitted_then_approved_with_notifications_mail_and_audit() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let m = app.submitted_member().await;
    let empty = problem(
        app.admin_post(&moderator, "/api/Admin/RequestChanges", &json!({"memberId": m.id, "reason": "   "})).await,
        400,
    )
    .await;
    assert_eq!(empty["errors"]["reason"][0], "This field is required.");
    assert_eq!(app.status_of(&m).await, 1);
    let reason = "કૃપા કરીને એકલાનો, તાજેતરનો ફોટો મૂકો.";
    let decided: Value = app
        .admin_post(&moderator, "/api/Admin/RequestChanges", &json!({"memberId": m.id, "reason": reason}))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(decided["profileStatus"], 2);
    let own = app.own_profile(&m).await;
    assert_eq!(own["profileStatus"], 2);
    assert_eq!(own["statusReason"], reason);
    // At status 2 the member edits the wizard data and resubmits.
    let mut changed = personal();
    changed["firstName"] = json!("શ્રેયાબેન");
    assert_eq!(app.personal(&m, &changed).await.status(), 200);
    assert_eq!(app.family(&m, &family()).await.status(), 200);
    assert_eq!(app.professional(&m, &professional()).await.status(), 200);
    let resubmitted: Value = app.admin_post(&m.token, "/api/Profile/Resubmit", &json!({})).await.json().await.unwrap();
    assert_eq!(resubmitted["profileStatus"], 1);
    problem(app.admin_post(&m.token, "/api/Profile/Resubmit", &json!({})).await, 403).await;
    let approved: Value =
        app.admin_post(&moderator, "/api/Admin/ApproveProfile", &json!({"memberId": m.id})).await.json().await.unwrap();
    assert_eq!(approved["profileStatus"], 3);
    assert_eq!(app.own_profile(&m).await["firstName"], "શ્રેયાબેન");
    // The member heard of each change: notifications (newest first) and e-mails in their language.
    let notes: Value = app
        .admin_post(&m.token, "/api/Notification", &json!({"pageIndex": 1, "pageSize": 10}))
        .await
        .json()
        .await
        .unwrap();
    let titles: Vec<&str> = notes["result"].as_array().unwrap().iter().map(|n| n["title"].as_str().unwrap()).collect();
    assert_eq!(titles[0], "Your profile is approved");
    assert!(titles.contains(&"Changes requested to your profile"));
    assert!(notes["result"].as_array().unwrap().iter().any(|n| n["body"].as_str().unwrap().contains(reason)));
    let new: Value = app.get_auth("/api/Notification/New", &m.token).await.json().await.unwrap();
    assert_eq!(new["totalCount"], notes["totalCount"]);
    app.admin_post(&m.token, "/api/Notification/MarkAllRead", &json!({})).await;
    let new: Value = app.get_auth("/api/Notification/New", &m.token).await.json().await.unwrap();
    assert_eq!(new["totalCount"], 0);
    let approved_mail = mail_queue::Entity::find()
        .filter(mail_queue::Column::Subject.eq("Your profile is approved"))
        .count(&app.state.db)
        .await
        .unwrap();
    assert_eq!(approved_mail, 1);
    // Every moderator action is in the audit log with who, what, before and after.
    let audit: Value = app.get_auth("/api/Admin/AuditLog?pageSize=10", &moderator).await.json().await.unwrap();
    assert_eq!(audit["totalCount"], 2);
    assert_eq!(audit["result"][0]["action"], "approve");
    assert_eq!(audit["result"][0]["moderator"], MODERATOR.0);
    assert_eq!(audit["result"][0]["before"], r#"{"profileStatus":1}"#);
    assert_eq!(audit["result"][0]["after"], r#"{"profileStatus":3}"#);
    assert_eq!(audit["result"][1]["action"], "request_changes");
    assert_eq!(audit["result"][1]["reason"], reason);
}

#[tokio::test]
async fn a_decision_on_a_profile_not_awaiting_one_changes_nothing() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let m = app.member().await;
    let body =
        problem(app.admin_post(&moderator, "/api/Admin/ApproveProfile", &json!({"memberId": m.id})).await, 422).await;
    assert!(body["detail"].as_str().unwrap().contains("Nothing was changed"));
    assert_eq!(app.status_of(&m).await, 0);
    problem(app.admin_post(&moderator, "/api/Admin/LiftSuspension", &json!({"memberId": m.id})).await, 422).await;
    problem(app.admin_post(&moderator, "/api/Admin/ApproveProfile", &json!({"memberId": 424242})).await, 404).await;
    let audit: Value = app.get_auth("/api/Admin/AuditLog", &moderator).await.json().await.unwrap();
    assert_eq!(audit["totalCount"], 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn of_two_moderators_deciding_at_once_exactly_one_wins() {
    let app = std::sync::Arc::new(app().await);
    let first = app.moderator_token().await;
    let second = app.moderator_token().await;
    // Several rounds, each released by a barrier so both decisions are on their way at the same instant: a
    // read-then-write decision would let both through in some round.
    const ROUNDS: usize = 8;
    for round in 0..ROUNDS {
        let m = app.submitted_member().await;
        let barrier = std::sync::Arc::new(tokio::sync::Barrier::new(2));
        let decide = |token: String, path: &'static str, body: Value| {
            let (app, barrier) = (app.clone(), barrier.clone());
            tokio::spawn(async move {
                barrier.wait().await;
                app.admin_post(&token, path, &body).await.status().as_u16()
            })
        };
        let approve = decide(first.clone(), "/api/Admin/ApproveProfile", json!({"memberId": m.id}));
        let changes = decide(
            second.clone(),
            "/api/Admin/RequestChanges",
            json!({"memberId": m.id, "reason": "Please add a recent photo"}),
        );
        let mut statuses = [approve.await.unwrap(), changes.await.unwrap()];
        statuses.sort();
        assert_eq!(statuses, [200, 422], "round {round}");
        let status = app.status_of(&m).await;
        assert!(status == 3 || status == 2);
    }
    let audit: Value = app.get_auth("/api/Admin/AuditLog", &first).await.json().await.unwrap();
    assert_eq!(audit["totalCount"], ROUNDS, "one audit row per round");
}

#[tokio::test]
async fn suspension_with_a_reason_and_lifting_it() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let m = app.submitted_member().await;
    app.admin_post(&moderator, "/api/Admin/ApproveProfile", &json!({"memberId": m.id})).await;
    let suspended: Value = app
        .admin_post(&moderator, "/api/Admin/SuspendMember", &json!({"memberId": m.id, "reason": "Reported twice"}))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(suspended["profileStatus"], 5);
    assert_eq!(app.own_profile(&m).await["statusReason"], "Reported twice");
    problem(app.get_auth("/api/Account/LoginHistory", &m.token).await, 403).await;
    let lifted: Value =
        app.admin_post(&moderator, "/api/Admin/LiftSuspension", &json!({"memberId": m.id})).await.json().await.unwrap();
    assert_eq!(lifted["profileStatus"], 3);
    assert_eq!(app.get_auth("/api/Account/LoginHistory", &m.token).await.status(), 200);
}

#[tokio::test]
async fn moderators_find_members_by_profile_id_email_phone_or_name_with_their_history() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let m = app.submitted_member().await;
    let row = member::Entity::find_by_id(m.id as i32).one(&app.state.db).await.unwrap().unwrap();
    for query in [row.profile_id.to_lowercase(), row.email.clone(), row.phone[2..].to_owned(), "શ્રેયા".to_owned()]
    {
        let found: Value = app
            .get_auth(&format!("/api/Admin/Members?query={}", urlencode(&query)), &moderator)
            .await
            .json()
            .await
            .unwrap();
        assert!(found["result"].as_array().unwrap().iter().any(|r| r["memberId"] == m.id), "{query}");
    }
    problem(app.get_auth("/api/Admin/Members?query=a", &moderator).await, 400).await;
}

#[tokio::test]
async fn the_look_up_takes_percent_and_underscore_as_they_are() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let mut ids = Vec::new();
    for email in ["under_score@example.com", "underxscore@example.com", "fifty%off@example.com"] {
        let m = app.submitted_member().await;
        let row = member::Entity::find_by_id(m.id as i32).one(&app.state.db).await.unwrap().unwrap();
        let mut active: member::ActiveModel = row.into();
        active.email = sea_orm::Set(email.to_owned());
        sea_orm::ActiveModelTrait::update(active, &app.state.db).await.unwrap();
        ids.push(m.id);
    }
    let found = |query: &str| {
        let path = format!("/api/Admin/Members?query={}", urlencode(query));
        let (app, moderator) = (&app, &moderator);
        async move {
            let body: Value = app.get_auth(&path, moderator).await.json().await.unwrap();
            body["result"].as_array().unwrap().iter().map(|r| r["memberId"].as_i64().unwrap()).collect::<Vec<_>>()
        }
    };
    assert_eq!(found("under_score").await, vec![ids[0]], "_ is an underscore, not any character");
    assert_eq!(found("fifty%off").await, vec![ids[2]]);
    assert_eq!(found("%%").await, Vec::<i64>::new(), "% matches only a percent sign");
    assert_eq!(found("__").await, Vec::<i64>::new());
}

fn urlencode(text: &str) -> String {
    text.bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || b"-_.@".contains(&b) {
                (b as char).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

#[tokio::test]
async fn an_event_stream_outlives_the_header_timeout() {
    // Headers must come within a second here, and idle connections close after one; a stream is an answer being
    // written, and stays.
    let app = spawn_app_with(Options {
        admin: Some(MODERATOR),
        connections: crate::helpers::Connections { header_timeout_secs: 1, ..Default::default() },
        ..Options::default()
    })
    .await;
    let moderator = app.moderator_token().await;
    let m = app.submitted_member().await;
    let mut body = app.open_stream(&m.token, "identity").await.bytes_stream();
    // The stimulus, not a wait for a result: 2.5 seconds of real time, the server's 1-second timeout long past.
    tokio::time::sleep(std::time::Duration::from_millis(2500)).await;
    app.admin_post(&moderator, "/api/Admin/ApproveProfile", &json!({"memberId": m.id})).await;
    let seen = read_stream(&mut body, Some("ProfileStatus"), "the status event, 2.5 seconds on").await;
    assert!(seen.contains(r#""profileStatus":3"#), "{seen}");
}

#[tokio::test]
async fn an_open_stream_hears_the_status_change_and_the_logout() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let m = app.submitted_member().await;
    problem(app.get("/api/Notification/Stream?ticket=forged").await, 401).await;
    let response = app.open_stream(&m.token, "gzip").await;
    assert_eq!(response.status(), 200);
    assert!(response.headers().get("content-encoding").is_none(), "the stream is never compressed");
    let mut body = response.bytes_stream();
    app.admin_post(&moderator, "/api/Admin/ApproveProfile", &json!({"memberId": m.id})).await;
    let seen = read_stream(&mut body, Some("ProfileStatus"), "status event").await;
    assert!(seen.contains(r#""profileStatus":3"#), "{seen}");
    assert!(seen.contains("Your profile is approved"), "{seen}");
    // Another sign-in's logout leaves this stream open; revoking every sign-in (a password reset) ends it.
    let other: Value = app
        .post("/api/Account/Login", &json!({"username": member_email(&app, m.id).await, "password": "kesar-keri-42"}))
        .await
        .json()
        .await
        .unwrap();
    app.post("/api/Account/Logout", &json!({"refreshToken": other["refreshToken"]})).await;
    let mut work = sagpan::work::Work::begin(&app.state).await.unwrap();
    sagpan::accounts::service::revoke_all(&app.state, &mut work, m.id as i32, None).await.unwrap();
    work.commit(&app.state).await.unwrap();
    let rest = read_stream(&mut body, None, "stream ends").await;
    assert_eq!(rest.matches("Logout").count(), 1, "{rest}");
}

async fn member_email(app: &TestApp, id: i64) -> String {
    member::Entity::find_by_id(id as i32).one(&app.state.db).await.unwrap().unwrap().email
}

#[test]
fn sagpan_admin_create_makes_a_moderator_from_the_command_line() {
    let data = tempfile::tempdir().unwrap();
    let run = |email: &str| {
        std::process::Command::new(env!("CARGO_BIN_EXE_sagpan"))
            .args(["admin", "create", "--email", email])
            .env("SAGPAN_DATA_DIR", data.path())
            .env_remove("SAGPAN_DATABASE_URL")
            .env("SAGPAN_NEW_ADMIN_PASSWORD", "a-long-moderator-password")
            .output()
            .unwrap()
    };
    let created = run("second@sagpan.in");
    assert!(created.status.success(), "{}", String::from_utf8_lossy(&created.stderr));
    assert!(String::from_utf8_lossy(&created.stdout).contains("moderator second@sagpan.in created"));
    // Moderators have no phone: a second one does not clash with the first.
    assert!(run("third@sagpan.in").status.success());
    let again = run("second@sagpan.in");
    assert!(!again.status.success());
    assert!(String::from_utf8_lossy(&again.stderr).contains("exists already"));
}
