//! Connections, shortlists, blocks and reports (rules 7 to 10 and 30): requests and their quota, one live request per
//! pair, the races that matter run really at once, blocks that hide both members everywhere, reports and the
//! moderators' queue, the inbox and profile lists, notifications updated in place, and the activity.

use chrono::Duration;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder};
use serde_json::{Value, json};
use shared::RequestState;

use crate::{
    helpers::{TestApp, problem},
    matches::no_contacts,
    moderation::app,
    wizard::Member,
};

const MAN: &str = r#"{"gender": true, "firstName": "Ravi", "lastName": "Patel"}"#;

impl TestApp {
    /// A woman (the wizard's default) and a man, both approved.
    pub(crate) async fn couple(&self, moderator: &str) -> (Member, Member) {
        let her = self.approved_with(moderator, json!({"firstName": "Priya"})).await;
        let him = self.approved_with(moderator, serde_json::from_str(MAN).unwrap()).await;
        (her, him)
    }

    /// A POST that must succeed; its answer, checked for contact details.
    pub(crate) async fn ok(&self, m: &Member, path: &str, body: Value) -> Value {
        let r = self.match_post(m, path, &body).await;
        assert_eq!(r.status(), 200, "{path} {body}");
        let text = r.text().await.unwrap();
        // Another member's e-mail and mobile are never shown (rule 10): no answer here carries one.
        no_contacts(&text);
        serde_json::from_str(&text).unwrap()
    }

    /// The member ids of a list's first page (up to 50).
    async fn listed(&self, m: &Member, path: &str) -> Vec<i64> {
        let page = self.ok(m, path, json!({"pageIndex": 1, "pageSize": 50})).await;
        no_contacts(&page.to_string());
        page["result"].as_array().unwrap().iter().map(|c| c["memberId"].as_i64().unwrap()).collect()
    }

    async fn notifications(&self, m: &Member) -> Vec<Value> {
        let page = self.ok(m, "/api/Notification", json!({"pageIndex": 1, "pageSize": 50})).await;
        page["result"].as_array().unwrap().clone()
    }

    async fn history(&self, m: &Member) -> Vec<Value> {
        let page = self.ok(m, "/api/History", json!({"pageIndex": 1, "pageSize": 50})).await;
        page["result"].as_array().unwrap().clone()
    }

    /// Ids of `n` approved demo men.
    pub(crate) async fn demo_men(&self, n: usize) -> Vec<i64> {
        // Half are men, give or take the seeded draw: a margin of 20.
        self.demo(n * 2 + 20).await;
        let men = entity::match_row::Entity::find()
            .filter(entity::match_row::Column::Male.eq(true))
            .order_by_asc(entity::match_row::Column::MemberId)
            .all(&self.state.db)
            .await
            .unwrap();
        assert!(men.len() >= n, "{} demo men", men.len());
        men.into_iter().take(n).map(|r| i64::from(r.member_id)).collect()
    }

    /// A POST in Gujarati.
    async fn post_gu(&self, m: &Member, path: &str, body: &Value) -> reqwest::Response {
        let request = self.client.post(self.url(path)).bearer_auth(&m.token).header("Accept-Language", "gu");
        request.json(body).send().await.unwrap()
    }

    pub(crate) async fn connect(&self, from: &Member, to: i64) -> reqwest::Response {
        self.match_post(from, "/api/Match/sendConnectRequest", &json!({"memberId": to})).await
    }
}

/// Moves every request's sending time `by` into the past (the access token would not outlive a clock moved a day).
async fn age_requests(app: &TestApp, by: Duration) {
    use sea_orm::{ActiveModelTrait, Set};
    for r in entity::connection_request::Entity::find().all(&app.state.db).await.unwrap() {
        let created = r.created_at - by;
        let mut active: entity::connection_request::ActiveModel = r.into();
        active.created_at = Set(created);
        active.update(&app.state.db).await.unwrap();
    }
}

/// Moves one request's sending time `by` into the past.
async fn age_request(app: &TestApp, id: i64, by: Duration) {
    use sea_orm::{ActiveModelTrait, Set};
    let r = entity::connection_request::Entity::find_by_id(id as i32).one(&app.state.db).await.unwrap().unwrap();
    let created = r.created_at - by;
    let mut active: entity::connection_request::ActiveModel = r.into();
    active.created_at = Set(created);
    active.update(&app.state.db).await.unwrap();
}

/// Moves every request's answer `by` into the past.
async fn age_decisions(app: &TestApp, by: Duration) {
    use sea_orm::{ActiveModelTrait, Set};
    for r in entity::connection_request::Entity::find().all(&app.state.db).await.unwrap() {
        let Some(decided) = r.decided_at else { continue };
        let mut active: entity::connection_request::ActiveModel = r.into();
        active.decided_at = Set(Some(decided - by));
        active.update(&app.state.db).await.unwrap();
    }
}

/// Moves the unsent e-mails' due time `by` into the past.
async fn age_mails(app: &TestApp, by: Duration) {
    use sea_orm::{ActiveModelTrait, Set};
    for m in entity::mail_queue::Entity::find().all(&app.state.db).await.unwrap() {
        let due = m.next_attempt_at - by;
        let mut active: entity::mail_queue::ActiveModel = m.into();
        active.next_attempt_at = Set(due);
        active.update(&app.state.db).await.unwrap();
    }
}

/// The e-mail address of member `id`.
async fn email_of(app: &TestApp, id: i64) -> String {
    entity::member::Entity::find_by_id(id as i32).one(&app.state.db).await.unwrap().unwrap().email
}

/// How many e-mails to `email` are queued or sent, and how many of them were sent.
async fn mails_to(app: &TestApp, email: &str) -> (u64, u64) {
    let all = entity::mail_queue::Entity::find().filter(entity::mail_queue::Column::Recipient.eq(email));
    let sent = all.clone().filter(entity::mail_queue::Column::SentAt.is_not_null()).count(&app.state.db).await.unwrap();
    (all.count(&app.state.db).await.unwrap(), sent)
}

/// Moves every report `by` into the past.
async fn age_reports(app: &TestApp, by: Duration) {
    use sea_orm::{ActiveModelTrait, Set};
    for r in entity::report::Entity::find().all(&app.state.db).await.unwrap() {
        let created = r.created_at - by;
        let mut active: entity::report::ActiveModel = r.into();
        active.created_at = Set(created);
        active.update(&app.state.db).await.unwrap();
    }
}

async fn live_requests(app: &TestApp) -> u64 {
    entity::connection_request::Entity::find()
        .filter(entity::connection_request::Column::Status.is_in([RequestState::Pending, RequestState::Accepted]))
        .count(&app.state.db)
        .await
        .unwrap()
}

#[tokio::test]
async fn a_request_is_sent_answered_and_announced_in_place() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let (her, him) = app.couple(&moderator).await;

    let before = app.match_get(&him, "/api/Profile").await.json::<Value>().await.unwrap();
    assert_eq!(before["connectQuota"], json!({"remaining": 5, "nextFreeAt": null}));
    let sent = app.ok(&him, "/api/Match/sendConnectRequest", json!({"memberId": her.id})).await;
    assert_eq!(sent["remaining"], 4);
    let request_id = sent["requestId"].as_i64().unwrap();
    let after = app.match_get(&him, "/api/Profile").await.json::<Value>().await.unwrap();
    assert_eq!(after["connectQuota"]["remaining"], 4);
    assert_eq!(after["connectQuota"]["nextFreeAt"], sent["nextFreeAt"]);

    // Both see it where they should, as the card's connection.
    assert_eq!(app.listed(&him, "/api/Inbox/SentList").await, vec![her.id]);
    assert_eq!(app.listed(&her, "/api/Inbox/ReceivedList").await, vec![him.id]);
    assert!(app.listed(&her, "/api/Inbox/SentList").await.is_empty());
    let received = app.ok(&her, "/api/Inbox/ReceivedList", json!({})).await;
    assert_eq!(received["result"][0]["connection"]["status"], "received");
    assert_eq!(received["result"][0]["connection"]["requestId"], request_id);

    // One live request per pair, whoever asks.
    let again = problem(app.connect(&him, her.id).await, 409).await;
    assert_eq!(again["code"], "conflict");
    assert!(again["detail"].as_str().unwrap().contains("already sent"), "{again}");
    let back = problem(app.connect(&her, him.id).await, 409).await;
    assert!(back["detail"].as_str().unwrap().contains("Accept it"), "{back}");

    // She is told, and no parents' phones show yet.
    let told = app.notifications(&her).await;
    assert_eq!(told[0]["title"], "New connection request");
    assert!(told[0]["body"].as_str().unwrap().starts_with("Ravi Patel (PT"), "{}", told[0]);
    let detail: Value =
        app.match_get(&him, &format!("/api/Match/MemberDetails/{}", her.id)).await.json().await.unwrap();
    assert!(detail["profile"]["parentPhone1"].is_null());
    assert_eq!(detail["connection"]["status"], "sent");

    // A third member cannot touch their request.
    let other = app.approved_with(&moderator, json!({"firstName": "Meera"})).await;
    problem(app.match_post(&other, "/api/Match/AcceptConnectRequest", &json!({"requestId": request_id})).await, 404)
        .await;
    problem(app.match_post(&her, "/api/Match/CancelConnectRequest", &json!({"requestId": request_id})).await, 404)
        .await;
    problem(app.match_post(&him, "/api/Match/AcceptConnectRequest", &json!({"requestId": request_id})).await, 404)
        .await;

    app.ok(&her, "/api/Match/AcceptConnectRequest", json!({"requestId": request_id})).await;
    assert_eq!(app.listed(&her, "/api/Inbox/AcceptedList").await, vec![him.id]);
    assert_eq!(app.listed(&him, "/api/Inbox/AcceptedList").await, vec![her.id]);
    assert!(app.listed(&her, "/api/Inbox/ReceivedList").await.is_empty());
    let detail: Value =
        app.match_get(&him, &format!("/api/Match/MemberDetails/{}", her.id)).await.json().await.unwrap();
    assert_eq!(detail["connection"]["status"], "accepted");
    assert_eq!(detail["profile"]["parentPhone1"], "9825012345", "the parents' phones open to an accepted connection");
    let detail: Value =
        app.match_get(&her, &format!("/api/Match/MemberDetails/{}", him.id)).await.json().await.unwrap();
    assert!(detail["profile"]["parentPhone1"].is_string(), "both ways");

    // Her notification was updated in place; he was told.
    let told = app.notifications(&her).await;
    assert_eq!(told.iter().filter(|n| n["title"].as_str().unwrap().contains("connection request")).count(), 1);
    assert_eq!(told[0]["title"], "You accepted a connection request");
    assert!(told[0]["body"].as_str().unwrap().contains("Ravi Patel"));
    assert_eq!(app.notifications(&him).await[0]["title"], "Connection request accepted");

    // Answered already: nothing changes; connected: no new request.
    let late =
        problem(app.match_post(&her, "/api/Match/DeclineConnectRequest", &json!({"requestId": request_id})).await, 422)
            .await;
    assert!(late["detail"].as_str().unwrap().contains("no longer pending"));
    assert!(
        problem(app.connect(&him, her.id).await, 409).await["detail"].as_str().unwrap().contains("already connected")
    );

    // The activity of each.
    let his = app.history(&him).await;
    assert_eq!(his[0]["action"], "request_sent");
    assert_eq!(his[0]["title"], "Connection request sent");
    assert!(his[0]["body"].as_str().unwrap().starts_with("Priya"));
    assert_eq!(app.history(&her).await[0]["action"], "request_accepted");
}

#[tokio::test]
async fn a_declined_sender_is_told_gently_and_waits_ninety_days() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let (her, him) = app.couple(&moderator).await;

    // Declined by member id: the Declined tab of both, and he is told gently, with the tab as the link.
    app.ok(&him, "/api/Match/sendConnectRequest", json!({"memberId": her.id})).await;
    app.ok(&her, "/api/Match/DeclineConnectRequestByUserId", json!({"memberId": him.id})).await;
    assert_eq!(app.listed(&her, "/api/Inbox/DeclinedList").await, vec![him.id]);
    assert_eq!(app.listed(&him, "/api/Inbox/DeclinedList").await, vec![her.id]);
    let told = &app.notifications(&him).await[0];
    assert_eq!(told["title"], "Your request was not taken forward");
    assert_eq!(told["link"], "/inbox?tab=declined");
    assert_eq!(app.notifications(&her).await[0]["title"], "You declined a connection request");
    problem(app.match_post(&her, "/api/Match/AcceptConnectRequestByUserId", &json!({"memberId": him.id})).await, 422)
        .await;

    // His card of her offers no Connect for 90 days after her answer; hers of him does (she may ask him).
    let decided = app.state.clock.now();
    let again_on = (decided + Duration::days(90)).to_rfc3339_opts(chrono::SecondsFormat::Secs, true);
    let detail: Value =
        app.match_get(&him, &format!("/api/Match/MemberDetails/{}", her.id)).await.json().await.unwrap();
    assert_eq!(detail["connection"]["status"], "declined");
    assert_eq!(detail["connection"]["sent"], true);
    assert_eq!(detail["connection"]["connectAgainOn"], again_on);
    let hers: Value = app.match_get(&her, &format!("/api/Match/MemberDetails/{}", him.id)).await.json().await.unwrap();
    assert_eq!(hers["connection"]["sent"], false);
    assert!(hers["connection"].get("connectAgainOn").is_none(), "{hers}");

    // A second request within the 90 days: refused with the day, and nothing is counted.
    let refused = problem(app.connect(&him, her.id).await, 422).await;
    assert_eq!(refused["reason"], "recently_declined");
    assert_eq!(refused["nextFreeAt"], again_on);
    assert!(refused["detail"].as_str().unwrap().contains("not take your last request forward"), "{refused}");
    let gu = problem(app.post_gu(&him, "/api/Match/sendConnectRequest", &json!({"memberId": her.id})).await, 422).await;
    assert!(gu["detail"].as_str().unwrap().contains("આગળ વધારી નથી"), "{gu}");
    let quota = app.match_get(&him, "/api/Profile").await.json::<Value>().await.unwrap()["connectQuota"].clone();
    assert_eq!(quota["remaining"], 4);

    // One second before the 90 days: still refused; at the instant: allowed.
    let now = app.state.clock.now();
    age_decisions(&app, Duration::days(90) - Duration::seconds(1) - (now - decided)).await;
    problem(app.connect(&him, her.id).await, 422).await;
    age_decisions(&app, Duration::seconds(1)).await;
    app.ok(&him, "/api/Match/sendConnectRequest", json!({"memberId": her.id})).await;
    assert_eq!(app.listed(&her, "/api/Inbox/ReceivedList").await, vec![him.id]);
}

#[tokio::test]
async fn a_request_withdrawn_within_ten_minutes_is_as_if_never_sent() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let (her, him) = app.couple(&moderator).await;
    let email = email_of(&app, her.id).await;
    let (before, _) = mails_to(&app, &email).await;

    // Sent: she sees it in the app at once; its e-mail waits out the 10 minutes, tied to the request.
    let sent = app.ok(&him, "/api/Match/sendConnectRequest", json!({"memberId": her.id})).await;
    assert_eq!(sent["remaining"], 4);
    let told = app.notifications(&her).await;
    assert_eq!(told[0]["title"], "New connection request");
    assert_eq!(told[0]["link"], "/inbox?tab=received");
    let held = entity::mail_queue::Entity::find()
        .filter(entity::mail_queue::Column::Recipient.eq(email.clone()))
        .order_by_desc(entity::mail_queue::Column::Id)
        .one(&app.state.db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(held.request_id, Some(sent["requestId"].as_i64().unwrap() as i32));
    assert_eq!(held.next_attempt_at, held.created_at + Duration::minutes(10));
    app.state.workers.mail.run_once().await;
    assert_eq!(mails_to(&app, &email).await, (before + 1, before), "nothing leaves before the 10 minutes");

    // Withdrawn 9 minutes 59 seconds later: the e-mail is deleted unsent, her notification goes, his quota is whole.
    app.state.clock.advance(Duration::minutes(10) - Duration::seconds(1));
    app.ok(&him, "/api/Match/CancelConnectRequest", json!({"requestId": sent["requestId"]})).await;
    assert_eq!(mails_to(&app, &email).await, (before, before));
    assert!(app.notifications(&her).await.iter().all(|n| n["title"] != "New connection request"));
    assert!(app.notifications(&her).await.iter().all(|n| n["title"] != "Connection request withdrawn"));
    let quota = app.match_get(&him, "/api/Profile").await.json::<Value>().await.unwrap()["connectQuota"].clone();
    assert_eq!(quota, json!({"remaining": 5, "nextFreeAt": null}));
    assert!(app.listed(&her, "/api/Inbox/ReceivedList").await.is_empty());

    // Sent again and withdrawn after 10 minutes: its e-mail has left, the withdrawal is said in place, it still counts.
    let sent = app.ok(&him, "/api/Match/sendConnectRequest", json!({"memberId": her.id})).await;
    age_request(&app, sent["requestId"].as_i64().unwrap(), Duration::minutes(10)).await;
    age_mails(&app, Duration::minutes(10)).await;
    app.state.workers.mail.run_once().await;
    assert_eq!(mails_to(&app, &email).await, (before + 1, before + 1), "it left once the 10 minutes were over");
    app.ok(&him, "/api/Match/CancelConnectRequest", json!({"requestId": sent["requestId"]})).await;
    assert_eq!(app.notifications(&her).await[0]["title"], "Connection request withdrawn");
    let quota = app.match_get(&him, "/api/Profile").await.json::<Value>().await.unwrap()["connectQuota"].clone();
    assert_eq!(quota["remaining"], 4);

    // Accepting the request cancelled a moment before: refused, nothing changed.
    let refused =
        app.match_post(&her, "/api/Match/AcceptConnectRequest", &json!({"requestId": sent["requestId"]})).await;
    problem(refused, 422).await;
    let row = entity::connection_request::Entity::find_by_id(sent["requestId"].as_i64().unwrap() as i32)
        .one(&app.state.db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(row.status, RequestState::Cancelled);
    assert!(app.listed(&her, "/api/Inbox/AcceptedList").await.is_empty());

    // Nobody it is not about, and no one of one's own gender.
    let other = app.approved_with(&moderator, json!({"firstName": "Meera"})).await;
    problem(app.connect(&her, other.id).await, 404).await;
    problem(app.connect(&her, 999_999).await, 404).await;
    problem(app.connect(&her, her.id).await, 404).await;
}

#[tokio::test]
async fn an_accepted_connections_family_is_one_call_away_and_no_one_elses() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let (her, him) = app.couple(&moderator).await;
    let path = |id: i64| format!("/api/Match/FamilyContacts/{id}");

    // Not connected (nothing, pending, declined), one's own, or nobody: 404, as for a member that does not exist.
    problem(app.match_get(&him, &path(her.id)).await, 404).await;
    let sent = app.ok(&him, "/api/Match/sendConnectRequest", json!({"memberId": her.id})).await;
    problem(app.match_get(&him, &path(her.id)).await, 404).await;
    problem(app.match_get(&her, &path(him.id)).await, 404).await;
    problem(app.match_get(&him, &path(him.id)).await, 404).await;
    problem(app.match_get(&him, &path(999_999)).await, 404).await;

    // Accepted: both ways, the parents' names and phones with their WhatsApp flags.
    app.ok(&her, "/api/Match/AcceptConnectRequest", json!({"requestId": sent["requestId"]})).await;
    let r = app.match_get(&him, &path(her.id)).await;
    assert_eq!(r.status(), 200);
    let text = r.text().await.unwrap();
    // The parents' phones, never her own mobile or e-mail.
    let her_row = entity::member::Entity::find_by_id(her.id as i32).one(&app.state.db).await.unwrap().unwrap();
    assert!(!text.contains(&her_row.phone) && !text.contains(&her_row.email), "{text}");
    let family: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(family["memberId"], her.id);
    assert_eq!(family["firstName"], "Priya");
    assert_eq!(family["phones"][0]["phoneNumber"], "9825012345");
    assert_eq!(family["phones"][0]["countryCode"], "+91");
    assert!(family["phones"][0]["isWhatsapp"].is_boolean());
    assert_eq!(app.match_get(&her, &path(him.id)).await.status(), 200);
    // The accepted notification opens his side's profile of her.
    assert_eq!(app.notifications(&him).await[0]["link"], format!("/matches/detail/{}", her.id));

    // Blocked: gone at once.
    app.ok(&her, "/api/Match/BlockMember", json!({"memberId": him.id})).await;
    problem(app.match_get(&him, &path(her.id)).await, 404).await;
    problem(app.match_get(&her, &path(him.id)).await, 404).await;
}

#[tokio::test]
async fn five_requests_a_day_the_sixth_names_when_the_next_frees_up() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let men = app.demo_men(7).await;
    let her = app.approved_with(&moderator, json!({})).await;
    let first = app.state.clock.now();
    for (i, man) in men.iter().take(5).enumerate() {
        let sent = app.ok(&her, "/api/Match/sendConnectRequest", json!({"memberId": man})).await;
        assert_eq!(sent["remaining"], 4 - i as i64);
        app.state.clock.advance(Duration::minutes(1));
    }
    let refused = problem(app.connect(&her, men[5]).await, 422).await;
    let frees = (first + Duration::hours(24)).to_rfc3339_opts(chrono::SecondsFormat::Secs, true);
    assert_eq!(refused["nextFreeAt"], frees);
    assert!(refused["detail"].as_str().unwrap().contains("India time"), "{refused}");
    let quota = app.match_get(&her, "/api/Profile").await.json::<Value>().await.unwrap()["connectQuota"].clone();
    assert_eq!(quota, json!({"remaining": 0, "nextFreeAt": frees}));

    // One second before the first request leaves the window: still refused; at the instant: allowed.
    let now = app.state.clock.now();
    age_requests(&app, first + Duration::hours(24) - now - Duration::seconds(1)).await;
    problem(app.connect(&her, men[5]).await, 422).await;
    age_requests(&app, Duration::seconds(1)).await;
    let sent = app.ok(&her, "/api/Match/sendConnectRequest", json!({"memberId": men[5]})).await;
    assert_eq!(sent["remaining"], 0);
    problem(app.connect(&her, men[6]).await, 422).await;
}

#[tokio::test]
async fn six_requests_at_the_same_instant_exactly_five_pass() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let men = app.demo_men(6).await;
    let her = app.approved_with(&moderator, json!({})).await;
    let answers = futures_util::future::join_all(men.iter().map(|m| app.connect(&her, *m))).await;
    let mut statuses: Vec<u16> = answers.iter().map(|r| r.status().as_u16()).collect();
    statuses.sort_unstable();
    assert_eq!(statuses, vec![200, 200, 200, 200, 200, 422]);
    assert_eq!(live_requests(&app).await, 5);
}

/// Twenty requests from four members at the same instant all pass: on SQLite the writers wait their turn in the
/// process (`work::WriterGate`), not in SQLite's busy handler holding the pool's connections, which ended in
/// "database is locked" and a 503 (found by `just faults`).
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn twenty_requests_from_four_members_at_once_all_pass() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let men = app.demo_men(5).await;
    let mut women = Vec::new();
    for name in ["Priya", "Asha", "Nisha", "Hetal"] {
        women.push(app.approved_with(&moderator, json!({ "firstName": name })).await);
    }
    let sends = women.iter().flat_map(|w| men.iter().map(|m| app.connect(w, *m)));
    let answers = futures_util::future::join_all(sends).await;
    let statuses: Vec<u16> = answers.iter().map(|r| r.status().as_u16()).collect();
    assert_eq!(statuses, vec![200; 20]);
    assert_eq!(live_requests(&app).await, 20);
}

#[tokio::test]
async fn two_members_asking_each_other_at_once_make_one_live_request() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let (her, him) = app.couple(&moderator).await;
    let (a, b) = tokio::join!(app.connect(&her, him.id), app.connect(&him, her.id));
    let mut statuses = [a.status().as_u16(), b.status().as_u16()];
    let bodies = [a.text().await.unwrap(), b.text().await.unwrap()];
    statuses.sort_unstable();
    assert_eq!(statuses, [200, 409], "{bodies:?}");
    assert_eq!(live_requests(&app).await, 1);
}

#[tokio::test]
async fn an_accept_and_a_cancel_at_the_same_instant_one_wins() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let (her, him) = app.couple(&moderator).await;
    let sent = app.ok(&him, "/api/Match/sendConnectRequest", json!({"memberId": her.id})).await;
    let body = json!({"requestId": sent["requestId"]});
    let (accept, cancel) = tokio::join!(
        app.match_post(&her, "/api/Match/AcceptConnectRequest", &body),
        app.match_post(&him, "/api/Match/CancelConnectRequest", &body)
    );
    let (accepted, cancelled) = (accept.status().as_u16(), cancel.status().as_u16());
    assert!(matches!((accepted, cancelled), (200, 422) | (422, 200)), "{accepted} {cancelled}");
    let row = entity::connection_request::Entity::find().one(&app.state.db).await.unwrap().unwrap();
    let expected = if accepted == 200 { RequestState::Accepted } else { RequestState::Cancelled };
    assert_eq!(row.status, expected);
}

#[tokio::test]
async fn a_block_hides_both_everywhere_and_cancels_pending_requests() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let (her, him) = app.couple(&moderator).await;
    app.ok(&him, "/api/Match/AddMemberToShortlist", json!({"memberId": her.id})).await;
    app.ok(&her, "/api/Match/AddMemberToShortlist", json!({"memberId": him.id})).await;
    app.match_get(&him, &format!("/api/Match/MemberDetails/{}", her.id)).await;
    app.ok(&him, "/api/Match/sendConnectRequest", json!({"memberId": her.id})).await;
    assert_eq!(app.listed(&her, "/api/Profile/ShortListedMe").await, vec![him.id]);
    assert_eq!(app.listed(&her, "/api/Profile/VisitedMe").await, vec![him.id]);
    assert!(app.listed(&him, "/api/Match").await.contains(&her.id));

    app.ok(&her, "/api/Match/BlockMember", json!({"memberId": him.id})).await;
    assert_eq!(live_requests(&app).await, 0, "the pending request is cancelled");
    for (who, other) in [(&her, him.id), (&him, her.id)] {
        for path in [
            "/api/Match",
            "/api/Match/Get",
            "/api/Inbox/SentList",
            "/api/Inbox/ReceivedList",
            "/api/Profile/ShortListed",
            "/api/Profile/ShortListedMe",
            "/api/Profile/VisitedMe",
        ] {
            assert!(!app.listed(who, path).await.contains(&other), "{path}");
        }
        problem(app.match_get(who, &format!("/api/Match/MemberDetails/{other}")).await, 404).await;
        for path in ["/api/Match/sendConnectRequest", "/api/Match/AddMemberToShortlist", "/api/Match/BlockMember"] {
            problem(app.match_post(who, path, &json!({"memberId": other})).await, 404).await;
        }
        let report = json!({"memberId": other, "reason": "Rude messages"});
        problem(app.match_post(who, "/api/Match/ReportUserToAdmin", &report).await, 404).await;
    }
    assert_eq!(app.listed(&her, "/api/Inbox/BlockedList").await, vec![him.id]);
    assert!(app.listed(&him, "/api/Inbox/BlockedList").await.is_empty(), "who blocked one is never shown");
    problem(app.match_post(&him, "/api/Match/UnblockMember", &json!({"memberId": her.id})).await, 404).await;

    app.ok(&her, "/api/Match/UnblockMember", json!({"memberId": him.id})).await;
    assert!(app.listed(&him, "/api/Match").await.contains(&her.id));
    assert_eq!(app.listed(&her, "/api/Profile/ShortListedMe").await, vec![him.id], "the shortlists come back");
    assert_eq!(app.history(&her).await[0]["action"], "unblocked");
}

#[tokio::test]
async fn at_most_twenty_blocked_at_a_time() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let men = app.demo_men(21).await;
    let her = app.approved_with(&moderator, json!({})).await;
    for man in &men[..20] {
        app.ok(&her, "/api/Match/BlockMember", json!({"memberId": man})).await;
    }
    let refused =
        problem(app.match_post(&her, "/api/Match/BlockMember", &json!({"memberId": men[20]})).await, 422).await;
    assert!(refused["detail"].as_str().unwrap().contains("at most 20"));
    assert_eq!(app.listed(&her, "/api/Inbox/BlockedList").await.len(), 20);
    app.ok(&her, "/api/Match/UnblockMember", json!({"memberId": men[0]})).await;
    app.ok(&her, "/api/Match/BlockMember", json!({"memberId": men[20]})).await;
}

#[tokio::test]
async fn a_report_names_its_reason_from_the_list_may_block_in_the_same_step_and_fake_or_money_comes_first() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let men = app.demo_men(23).await;
    let her = app.approved_with(&moderator, json!({})).await;
    let report = |man: i64, body: Value| {
        let mut body = body;
        body["memberId"] = json!(man);
        body
    };
    // "Other" and no category need words; another category does not.
    let refused = problem(
        app.match_post(&her, "/api/Match/ReportUserToAdmin", &report(men[0], json!({"category": "other"}))).await,
        400,
    )
    .await;
    assert!(refused["errors"]["reason"].is_array(), "{refused}");
    problem(
        app.match_post(&her, "/api/Match/ReportUserToAdmin", &report(men[0], json!({"category": "rude"}))).await,
        400,
    )
    .await;
    app.ok(&her, "/api/Match/ReportUserToAdmin", report(men[0], json!({"category": "married_already"}))).await;
    app.ok(&her, "/api/Match/ReportUserToAdmin", report(men[1], json!({"category": "abusive", "reason": "  "}))).await;
    // Reported with a block: gone from her lists at once, in the Blocked tab.
    app.ok(&her, "/api/Match/ReportUserToAdmin", report(men[2], json!({"category": "asks_for_money", "block": true})))
        .await;
    assert_eq!(app.listed(&her, "/api/Inbox/BlockedList").await, vec![men[2]]);
    problem(app.match_get(&her, &format!("/api/Match/MemberDetails/{}", men[2])).await, 404).await;
    assert_eq!(app.history(&her).await[0]["action"], "blocked");

    // The queue: the request for money first, then the others by reporters and age; each report with its category.
    let queue: Value = app.get_auth("/api/Admin/Reports", &moderator).await.json().await.unwrap();
    let order: Vec<i64> = queue["result"].as_array().unwrap().iter().map(|i| i["memberId"].as_i64().unwrap()).collect();
    assert_eq!(order, vec![men[2], men[0], men[1]]);
    assert_eq!(queue["result"][0]["urgent"], true);
    assert_eq!(queue["result"][1]["urgent"], false);
    assert_eq!(queue["result"][0]["openReports"][0]["category"], "asks_for_money");
    assert_eq!(queue["result"][2]["openReports"][0]["reason"], "");

    // At the block limit, a report that asks to block saves nothing: neither the report nor the block.
    for man in &men[3..22] {
        app.ok(&her, "/api/Match/BlockMember", json!({"memberId": man})).await;
    }
    let body = report(men[22], json!({"category": "fake_profile", "block": true}));
    let refused = problem(app.match_post(&her, "/api/Match/ReportUserToAdmin", &body).await, 422).await;
    assert_eq!(refused["reason"], "block_limit_reached");
    let queue: Value = app.get_auth("/api/Admin/Reports", &moderator).await.json().await.unwrap();
    assert!(queue["result"].as_array().unwrap().iter().all(|i| i["memberId"] != men[22]));
    // Without the block it goes, and a fake profile comes first too.
    app.ok(&her, "/api/Match/ReportUserToAdmin", report(men[22], json!({"category": "fake_profile"}))).await;
    let queue: Value = app.get_auth("/api/Admin/Reports", &moderator).await.json().await.unwrap();
    let urgent: Vec<i64> = queue["result"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|i| i["urgent"] == true)
        .map(|i| i["memberId"].as_i64().unwrap())
        .collect();
    assert_eq!(urgent, vec![men[2], men[22]]);
    assert_eq!(queue["result"][2]["urgent"], false);
}

#[tokio::test]
async fn shortlists_and_visitors_are_listed_both_ways() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let (her, him) = app.couple(&moderator).await;
    app.ok(&him, "/api/Match/AddMemberToShortlist", json!({"memberId": her.id})).await;
    app.ok(&him, "/api/Match/AddMemberToShortlist", json!({"memberId": her.id})).await;
    let mine = app.ok(&him, "/api/Profile/ShortListed", json!({})).await;
    assert_eq!(mine["totalCount"], 1);
    assert_eq!(mine["result"][0]["isShortlisted"], true);
    assert_eq!(app.listed(&her, "/api/Profile/ShortListedMe").await, vec![him.id]);
    assert!(app.notifications(&her).await.iter().all(|n| !n["title"].as_str().unwrap().contains("hortlist")));

    for _ in 0..2 {
        app.match_get(&him, &format!("/api/Match/MemberDetails/{}", her.id)).await;
    }
    // The open page reading itself again after an action is not another visit.
    let again = app.match_get(&him, &format!("/api/Match/MemberDetails/{}?visit=false", her.id)).await;
    assert_eq!(again.status(), 200);
    let visitors = app.ok(&her, "/api/Profile/VisitedMe", json!({})).await;
    assert_eq!(visitors["result"][0]["memberId"], him.id);
    assert_eq!(visitors["result"][0]["visitCount"], 2);
    assert!(visitors["result"][0]["lastVisitedOn"].is_string());

    app.ok(&him, "/api/Match/RemoveMemberFromShortlist", json!({"memberId": her.id})).await;
    assert!(app.listed(&her, "/api/Profile/ShortListedMe").await.is_empty());
    let actions: Vec<String> =
        app.history(&him).await.iter().map(|h| h["action"].as_str().unwrap().to_owned()).collect();
    assert_eq!(actions[..2], ["unshortlisted".to_owned(), "shortlisted".to_owned()], "added once");
}

#[tokio::test]
async fn reports_need_a_reason_once_a_month_and_reach_the_moderators_queue() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let (her, him) = app.couple(&moderator).await;
    let another = app.approved_with(&moderator, json!({"firstName": "Meera"})).await;
    let report = |reason: Value| json!({"memberId": him.id, "reason": reason});

    for blank in [json!(""), json!("   ")] {
        let refused = problem(app.match_post(&her, "/api/Match/ReportUserToAdmin", &report(blank)).await, 400).await;
        assert!(refused["errors"]["reason"].is_array(), "{refused}");
    }
    let long = "x".repeat(shared::limits::REPORT_MAX + 1);
    problem(app.match_post(&her, "/api/Match/ReportUserToAdmin", &report(json!(long))).await, 400).await;
    let longest = "x".repeat(shared::limits::REPORT_MAX);
    app.ok(&her, "/api/Match/ReportUserToAdmin", report(json!(longest))).await;
    let again = problem(app.match_post(&her, "/api/Match/ReportUserToAdmin", &report(json!("Again"))).await, 422).await;
    assert!(again["detail"].as_str().unwrap().contains("30 days"));
    app.ok(&another, "/api/Match/ReportUserToAdmin", report(json!("Asked for money"))).await;

    let queue: Value = app.get_auth("/api/Admin/Reports", &moderator).await.json().await.unwrap();
    assert_eq!(queue["result"][0]["memberId"], him.id);
    assert_eq!(queue["result"][0]["reporters"], 2);
    assert_eq!(queue["result"][0]["openReports"].as_array().unwrap().len(), 2);
    problem(app.get_auth("/api/Admin/Reports", &her.token).await, 403).await;

    // A warning needs its reason; then the member is warned, the reporters told, the audit log written.
    let warn = |reason: Value| json!({"memberId": him.id, "reason": reason});
    problem(app.admin_post(&moderator, "/api/Admin/Report/Warn", &json!({"memberId": him.id})).await, 400).await;
    problem(app.admin_post(&moderator, "/api/Admin/Report/Warn", &warn(json!(" "))).await, 400).await;
    let r = app.admin_post(&moderator, "/api/Admin/Report/Warn", &warn(json!("Be courteous"))).await;
    assert_eq!(r.status(), 200);
    let warned = app.notifications(&him).await;
    assert_eq!(warned[0]["title"], "A warning from the moderators");
    assert!(warned[0]["body"].as_str().unwrap().contains("Be courteous"));
    for reporter in [&her, &another] {
        let told = app.notifications(reporter).await;
        assert_eq!(told[0]["title"], "Your report has been handled");
        assert!(!told[0]["body"].as_str().unwrap().contains("warn"), "not how");
    }
    let audit: Value = app.get_auth("/api/Admin/AuditLog", &moderator).await.json().await.unwrap();
    assert_eq!(audit["result"][0]["action"], "warn_member");
    let queue: Value = app.get_auth("/api/Admin/Reports", &moderator).await.json().await.unwrap();
    assert_eq!(queue["totalCount"], 0);
    let handled = app.admin_post(&moderator, "/api/Admin/Report/Warn", &warn(json!("Twice"))).await;
    problem(handled, 422).await;
    let dismiss = json!({"memberId": him.id});
    problem(app.admin_post(&moderator, "/api/Admin/Report/Dismiss", &dismiss).await, 422).await;
    problem(app.admin_post(&moderator, "/api/Admin/Report/Dismiss", &json!({"memberId": 999_999})).await, 404).await;

    // A second short of 30 days she may not report him again; at 30 days she may. A suspension hides him at once.
    age_reports(&app, Duration::days(30) - Duration::seconds(1)).await;
    problem(app.match_post(&her, "/api/Match/ReportUserToAdmin", &report(json!("Still rude"))).await, 422).await;
    age_reports(&app, Duration::seconds(1)).await;
    app.ok(&her, "/api/Match/ReportUserToAdmin", report(json!("Still rude"))).await;
    let suspend = json!({"memberId": him.id, "reason": "Repeated reports"});
    assert_eq!(app.admin_post(&moderator, "/api/Admin/Report/Suspend", &suspend).await.status(), 200);
    problem(app.match_get(&her, &format!("/api/Match/MemberDetails/{}", him.id)).await, 404).await;
    let audit: Value = app.get_auth("/api/Admin/AuditLog", &moderator).await.json().await.unwrap();
    assert_eq!(audit["result"][0]["action"], "suspend");
    assert_eq!(app.history(&her).await[0]["action"], "reported");
}

#[tokio::test]
async fn the_inbox_and_lists_answer_in_gujarati() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let (her, him) = app.couple(&moderator).await;
    let send = json!({"memberId": her.id});
    assert_eq!(app.post_gu(&him, "/api/Match/sendConnectRequest", &send).await.status(), 200);
    let refused = problem(app.post_gu(&him, "/api/Match/sendConnectRequest", &send).await, 409).await;
    assert!(refused["detail"].as_str().unwrap().contains("વિનંતી"), "{refused}");
    let told: Value = app.post_gu(&her, "/api/Notification", &json!({})).await.json().await.unwrap();
    assert_eq!(told["result"][0]["title"], "નવી જોડાણ વિનંતી");
}
