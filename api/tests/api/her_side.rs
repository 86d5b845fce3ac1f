//! Her side first (rules 42, 47 and 47a): private mode hides a member from every list, search and quick search and
//! opens her detail only to members she showed interest in, at once and in cached lists too; visits made in private
//! mode or browsing invisibly are not shown; replies beyond yes and no, with a question and its answer; reminders
//! after 3 and 7 days and expiry after 14 days without a word, on the server's clock.

use chrono::Duration;
use sea_orm::{ActiveModelTrait, EntityTrait, Set};
use serde_json::{Value, json};

use crate::{
    helpers::{TestApp, problem},
    moderation::app,
    wizard::Member,
};

impl TestApp {
    async fn privacy(&self, m: &Member, private: bool, invisible: bool) {
        let r = self
            .client
            .put(self.url("/api/Account/Privacy"))
            .bearer_auth(&m.token)
            .json(&json!({"privateMode": private, "browseInvisibly": invisible}))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 200);
    }

    async fn privacy_of(&self, m: &Member) -> Value {
        let r = self.client.get(self.url("/api/Account/Privacy")).bearer_auth(&m.token).send().await.unwrap();
        assert_eq!(r.status(), 200);
        r.json().await.unwrap()
    }

    /// The member ids of a list's first page.
    async fn ids_in(&self, m: &Member, path: &str, body: Value) -> Vec<i64> {
        let r = self.match_post(m, path, &body).await;
        assert_eq!(r.status(), 200, "{path}");
        let page: Value = r.json().await.unwrap();
        page["result"].as_array().unwrap().iter().map(|c| c["memberId"].as_i64().unwrap()).collect()
    }

    /// Whether `her` shows anywhere `him` looks: each match list, search, quick search and the detail.
    async fn seen_by(&self, him: &Member, her: &Member, profile_id: &str) -> [bool; 5] {
        let page = json!({"pageIndex": 1, "pageSize": 50});
        let all = self.ids_in(him, "/api/Match", page.clone()).await.contains(&her.id);
        let new = self.ids_in(him, "/api/Match/New", page.clone()).await.contains(&her.id);
        let search = self.ids_in(him, "/api/Match/Get", page).await.contains(&her.id);
        let quick: i64 =
            self.match_post(him, "/api/Match/Search", &json!({"profileId": profile_id})).await.json().await.unwrap();
        let detail = self.match_get(him, &format!("/api/Match/MemberDetails/{}?visit=false", her.id)).await.status();
        assert!(detail == 200 || detail == 404, "{detail}");
        [all, new, search, quick == her.id, detail == 200]
    }

    async fn profile_id(&self, m: &Member) -> String {
        entity::member::Entity::find_by_id(m.id as i32).one(&self.state.db).await.unwrap().unwrap().profile_id
    }

    /// The connection a member's card or detail carries for `other`.
    async fn connection_with(&self, m: &Member, other: &Member) -> Value {
        let detail: Value = self
            .match_get(m, &format!("/api/Match/MemberDetails/{}?visit=false", other.id))
            .await
            .json()
            .await
            .unwrap();
        detail["connection"].clone()
    }

    pub(crate) async fn kinds_of(&self, m: &Member) -> Vec<String> {
        entity::notification::Entity::find()
            .all(&self.state.db)
            .await
            .unwrap()
            .into_iter()
            .filter(|n| i64::from(n.member_id) == m.id)
            .map(|n| n.kind.as_str().to_owned())
            .collect()
    }
}

/// Moves a request's sending time `by` into the past.
async fn age(app: &TestApp, id: i64, by: Duration) {
    let r = entity::connection_request::Entity::find_by_id(id as i32).one(&app.state.db).await.unwrap().unwrap();
    let created = r.created_at - by;
    let replied = r.replied_at.map(|at| at - by);
    let mut active: entity::connection_request::ActiveModel = r.into();
    active.created_at = Set(created);
    active.replied_at = Set(replied);
    active.update(&app.state.db).await.unwrap();
}

async fn request(app: &TestApp, id: i64) -> entity::connection_request::Model {
    entity::connection_request::Entity::find_by_id(id as i32).one(&app.state.db).await.unwrap().unwrap()
}

#[tokio::test]
async fn a_private_member_is_seen_only_by_those_she_showed_interest_in_at_once_and_in_cached_lists() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let (her, him) = app.couple(&moderator).await;
    let other = app.approved_with(&moderator, json!({"gender": true, "firstName": "Amit"})).await;
    let pid = app.profile_id(&her).await;

    // An approved woman who has not chosen is offered private mode; a man is not.
    assert_eq!(app.privacy_of(&her).await["offerPrivateMode"], true);
    assert_eq!(app.privacy_of(&him).await["offerPrivateMode"], false);
    assert_eq!(app.seen_by(&him, &her, &pid).await, [true; 5]);

    // Private: gone from his lists (the first page was cached a moment ago), search, quick search and detail.
    app.privacy(&her, true, false).await;
    let privacy = app.privacy_of(&her).await;
    assert_eq!((privacy["privateMode"].clone(), privacy["offerPrivateMode"].clone()), (json!(true), json!(false)));
    assert_eq!(app.seen_by(&him, &her, &pid).await, [false; 5]);
    // He cannot act on her either.
    assert_eq!(app.connect(&him, her.id).await.status(), 404);

    // She browses as usual, and her visit does not show in his visitors.
    assert_eq!(app.ids_in(&her, "/api/Match", json!({})).await.len(), 2);
    assert_eq!(app.match_get(&her, &format!("/api/Match/MemberDetails/{}", him.id)).await.status(), 200);
    assert!(app.ids_in(&him, "/api/Profile/VisitedMe", json!({})).await.is_empty());

    // She sends him a request: her detail opens to him, and only to him; she stays out of the lists.
    assert_eq!(app.connect(&her, him.id).await.status(), 200);
    assert_eq!(app.seen_by(&him, &her, &pid).await, [false, false, false, true, true]);
    assert_eq!(app.seen_by(&other, &her, &pid).await, [false; 5]);
    assert!(app.ids_in(&him, "/api/Inbox/ReceivedList", json!({})).await.contains(&her.id));

    // Private mode off: back in every list at once, the cached pages included.
    app.privacy(&her, false, false).await;
    assert_eq!(app.seen_by(&other, &her, &pid).await, [true; 5]);
}

#[tokio::test]
async fn browsing_invisibly_hides_visits_from_the_visited_and_only_while_chosen() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let (her, him) = app.couple(&moderator).await;
    app.privacy(&him, false, true).await;
    assert_eq!(app.match_get(&him, &format!("/api/Match/MemberDetails/{}", her.id)).await.status(), 200);
    assert!(app.ids_in(&her, "/api/Profile/VisitedMe", json!({})).await.is_empty());
    // His own recently viewed list keeps the visit.
    assert_eq!(app.ids_in(&him, "/api/Match/RecentList", json!({})).await, vec![her.id]);
    // Visible again, his next visit shows.
    app.privacy(&him, false, false).await;
    assert_eq!(app.match_get(&him, &format!("/api/Match/MemberDetails/{}", her.id)).await.status(), 200);
    assert_eq!(app.ids_in(&her, "/api/Profile/VisitedMe", json!({})).await, vec![him.id]);
}

#[tokio::test]
async fn replies_beyond_yes_and_no_carry_a_question_and_its_answer_and_keep_the_reason_private() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let (her, him) = app.couple(&moderator).await;
    let sent: Value = app.connect(&him, her.id).await.json().await.unwrap();
    let id = sent["requestId"].as_i64().unwrap();
    let reply = async |body: Value| app.match_post(&her, "/api/Match/ReplyConnectRequest", &body).await;

    // Need more information without a question, or with one over 500 characters: refused, nothing changes.
    let r = reply(json!({"requestId": id, "reply": "need_info"})).await;
    assert_eq!(problem(r, 400).await["errors"]["question"][0], "This field is required.");
    let r = reply(json!({"requestId": id, "reply": "need_info", "question": "q".repeat(501)})).await;
    assert!(problem(r, 400).await["errors"]["question"][0].as_str().unwrap().contains("500"));
    assert!(request(&app, id).await.reply.is_none());
    // No question yet: nothing to answer.
    let answer = async |body: Value| app.match_post(&him, "/api/Match/AnswerConnectRequestQuestion", &body).await;
    assert_eq!(problem(answer(json!({"requestId": id, "answer": "Yes"})).await, 422).await["reason"], "no_question");

    // A question of 500 characters is kept; he sees it and answers; she sees the answer.
    let question = format!("Where does the family live now? {}", "q".repeat(500 - 32));
    assert_eq!(question.chars().count(), 500);
    assert_eq!(reply(json!({"requestId": id, "reply": "need_info", "question": question})).await.status(), 200);
    let seen = app.connection_with(&him, &her).await;
    assert_eq!((seen["status"].as_str(), seen["reply"].as_str()), (Some("sent"), Some("need_info")));
    assert_eq!(seen["question"], question.as_str());
    assert!(app.kinds_of(&him).await.contains(&"request_replied".to_owned()));
    // Only the sender answers, and only his own request.
    let body = json!({"requestId": id, "answer": "x"});
    assert_eq!(app.match_post(&her, "/api/Match/AnswerConnectRequestQuestion", &body).await.status(), 404);
    assert_eq!(answer(json!({"requestId": id, "answer": "In Surat, near the river."})).await.status(), 200);
    let seen = app.connection_with(&her, &him).await;
    assert_eq!(seen["answer"], "In Surat, near the river.");
    assert!(app.kinds_of(&her).await.contains(&"question_answered".to_owned()));

    // Need time leaves it open; then not interested with a reason the sender never sees.
    assert_eq!(reply(json!({"requestId": id, "reply": "need_time"})).await.status(), 200);
    assert_eq!(app.connection_with(&him, &her).await["reply"], "need_time");
    let r = reply(json!({"requestId": id, "reply": "not_interested", "reason": "location"})).await;
    assert_eq!(r.status(), 200);
    let his = app.connection_with(&him, &her).await;
    assert_eq!((his["status"].as_str(), his["reply"].as_str()), (Some("declined"), Some("not_interested")));
    assert!(his.get("declineReason").is_none(), "{his}");
    assert_eq!(app.connection_with(&her, &him).await["declineReason"], "location");
    // Each export carries the reply, the question and its answer; only hers the reason.
    let export = async |m: &Member| -> Value {
        let all: Value = app.match_get(m, "/api/Account/Export").await.json().await.unwrap();
        all["connectionRequests"][0].clone()
    };
    let (hers, his) = (export(&her).await, export(&him).await);
    for r in [&hers, &his] {
        assert_eq!((r["reply"].as_str(), r["question"].as_str()), (Some("not_interested"), Some(question.as_str())));
        assert_eq!(r["answer"], "In Surat, near the river.");
    }
    assert_eq!(hers["declineReason"], "location");
    assert!(his["declineReason"].is_null(), "{his}");
    // Decided: no further reply.
    assert_eq!(
        problem(reply(json!({"requestId": id, "reply": "need_time"})).await, 422).await["reason"],
        "request_not_pending"
    );
}

#[tokio::test]
async fn a_reply_and_a_withdrawal_at_the_same_instant_one_wins_whole() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let (her, him) = app.couple(&moderator).await;
    for round in 0..3 {
        let sent: Value = app.connect(&him, her.id).await.json().await.unwrap();
        let id = sent["requestId"].as_i64().unwrap();
        let (reply, cancel) = (json!({"requestId": id, "reply": "need_time"}), json!({"requestId": id}));
        let (replied, cancelled) = tokio::join!(
            app.match_post(&her, "/api/Match/ReplyConnectRequest", &reply),
            app.match_post(&him, "/api/Match/CancelConnectRequest", &cancel),
        );
        let r = request(&app, id).await;
        assert_eq!(r.status, shared::RequestState::Cancelled, "round {round}");
        assert_eq!(cancelled.status(), 200);
        // The reply either came first (and the request was still withdrawn) or found it withdrawn and changed nothing.
        match replied.status().as_u16() {
            200 => assert_eq!(r.reply, Some(shared::RequestReply::NeedTime)),
            422 | 404 => assert!(r.reply.is_none()),
            other => panic!("{other}"),
        }
        // The quota: a withdrawal in the grace period gives the place back, so the rounds never run out.
    }
}

#[tokio::test]
async fn a_request_reminds_after_3_and_7_days_and_expires_after_14_without_a_word() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let (her, him) = app.couple(&moderator).await;
    let sent: Value = app.connect(&him, her.id).await.json().await.unwrap();
    let id = sent["requestId"].as_i64().unwrap();
    let reminders = async |app: &TestApp| app.kinds_of(&her).await.iter().filter(|k| *k == "request_reminder").count();

    // A minute short of three days: nothing; at three days, one reminder, and a second pass sends no other.
    age(&app, id, Duration::days(3) - Duration::minutes(1)).await;
    app.state.workers.requests.run_once().await;
    assert_eq!(reminders(&app).await, 0);
    age(&app, id, Duration::minutes(1)).await;
    app.state.workers.requests.run_once().await;
    app.state.workers.requests.run_once().await;
    assert_eq!(reminders(&app).await, 1);
    age(&app, id, Duration::days(4)).await;
    app.state.workers.requests.run_once().await;
    assert_eq!(reminders(&app).await, 2);

    // A minute short of 14 days: still pending; at 14 days, expired, and the sender is told.
    age(&app, id, Duration::days(7) - Duration::minutes(1)).await;
    app.state.workers.requests.run_once().await;
    assert_eq!(request(&app, id).await.status, shared::RequestState::Pending);
    age(&app, id, Duration::minutes(1)).await;
    app.state.workers.requests.run_once().await;
    assert_eq!(request(&app, id).await.status, shared::RequestState::Expired);
    assert!(app.kinds_of(&him).await.contains(&"request_expired".to_owned()));
    assert_eq!(reminders(&app).await, 2);
    let seen = app.connection_with(&him, &her).await;
    assert_eq!(seen["status"], "expired");
    assert!(seen["connectAgainOn"].is_string());
    assert!(app.ids_in(&him, "/api/Inbox/DeclinedList", json!({})).await.contains(&her.id));
    // The pair may not try again for 30 days, and the quota keeps the request.
    let r = app.connect(&him, her.id).await;
    assert_eq!(problem(r, 422).await["reason"], "recently_expired");
    let quota = entity::connection_request::Entity::find().all(&app.state.db).await.unwrap().len();
    assert_eq!(quota, 1);
}

#[tokio::test]
async fn a_reply_that_leaves_a_request_open_stops_the_reminders_and_restarts_the_fourteen_days() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let (her, him) = app.couple(&moderator).await;
    let sent: Value = app.connect(&him, her.id).await.json().await.unwrap();
    let id = sent["requestId"].as_i64().unwrap();
    age(&app, id, Duration::days(10)).await;
    let body = json!({"requestId": id, "reply": "talking_elsewhere"});
    assert_eq!(app.match_post(&her, "/api/Match/ReplyConnectRequest", &body).await.status(), 200);
    // Sent 20 days ago, replied 10 days ago: open, and no reminder.
    age(&app, id, Duration::days(10)).await;
    app.state.workers.requests.run_once().await;
    let r = request(&app, id).await;
    assert_eq!((r.status, r.reminders), (shared::RequestState::Pending, 0));
    assert!(!app.kinds_of(&her).await.contains(&"request_reminder".to_owned()));
    // Fourteen days after the reply: expired.
    age(&app, id, Duration::days(4)).await;
    app.state.workers.requests.run_once().await;
    assert_eq!(request(&app, id).await.status, shared::RequestState::Expired);
}

#[tokio::test]
async fn cards_say_when_a_member_was_last_active_and_how_often_they_reply_once_enough_requests_tell() {
    let app = app().await;
    app.demo(30).await;
    let moderator = app.moderator_token().await;
    let (her, him) = app.couple(&moderator).await;
    let now = app.state.clock.now();
    let detail = async |app: &TestApp| -> Value {
        app.match_get(&him, &format!("/api/Match/MemberDetails/{}?visit=false", her.id)).await.json().await.unwrap()
    };
    // Signed in today.
    assert_eq!(detail(&app).await["lastActive"], "today");
    let card = app.match_post(&him, "/api/Match", &json!({"pageIndex": 1, "pageSize": 50})).await;
    let page: Value = card.json().await.unwrap();
    let mine = page["result"].as_array().unwrap().iter().find(|c| c["memberId"] == her.id).unwrap().clone();
    assert_eq!(mine["lastActive"], "today");
    assert!(mine.get("replyRate").is_none(), "{mine}");

    // Four requests received a week ago, three of them answered: too few to tell. A fifth, unanswered: 60%.
    let men: Vec<i32> = entity::match_row::Entity::find()
        .all(&app.state.db)
        .await
        .unwrap()
        .into_iter()
        .filter(|r| r.male && i64::from(r.member_id) != him.id)
        .map(|r| r.member_id)
        .take(5)
        .collect();
    let ask = async |sender: i32, status: shared::RequestState| {
        entity::connection_request::ActiveModel {
            sender_id: Set(sender),
            receiver_id: Set(her.id as i32),
            status: Set(status),
            created_at: Set(now - Duration::days(7)),
            decided_at: Set((status != shared::RequestState::Pending).then_some(now - Duration::days(6))),
            ..Default::default()
        }
        .insert(&app.state.db)
        .await
        .unwrap();
    };
    use shared::RequestState::{Accepted, Declined, Pending};
    for (sender, status) in men.iter().zip([Accepted, Declined, Declined, Pending]) {
        ask(*sender, status).await;
    }
    assert!(detail(&app).await.get("replyRate").is_none());
    ask(men[4], Pending).await;
    assert_eq!(detail(&app).await["replyRate"], 60);

    // Absent three months: not shown; and a member may hide it.
    let mut active: entity::member::ActiveModel =
        entity::member::Entity::find_by_id(her.id as i32).one(&app.state.db).await.unwrap().unwrap().into();
    active.last_active_at = Set(Some(now - Duration::days(89)));
    active.update(&app.state.db).await.unwrap();
    assert_eq!(detail(&app).await["lastActive"], "earlier");
    let mut active: entity::member::ActiveModel =
        entity::member::Entity::find_by_id(her.id as i32).one(&app.state.db).await.unwrap().unwrap().into();
    active.last_active_at = Set(Some(now - Duration::days(90)));
    active.update(&app.state.db).await.unwrap();
    assert!(detail(&app).await.get("lastActive").is_none());
    let r = app
        .client
        .put(app.url("/api/Account/Privacy"))
        .bearer_auth(&her.token)
        .json(&json!({"privateMode": false, "browseInvisibly": false, "hideLastActive": true}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
    assert_eq!(app.privacy_of(&her).await["hideLastActive"], true);
}

/// Moves a request's acceptance `by` into the past.
async fn age_acceptance(app: &TestApp, id: i64, by: Duration) {
    let r = request(app, id).await;
    let decided = r.decided_at.map(|at| at - by);
    let mut active: entity::connection_request::ActiveModel = r.into();
    active.decided_at = Set(decided);
    active.update(&app.state.db).await.unwrap();
}

#[tokio::test]
async fn how_it_went_is_asked_after_14_days_kept_private_and_both_engaged_hides_both_profiles() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let (her, him) = app.couple(&moderator).await;
    let third = app.approved_with(&moderator, json!({"gender": true, "firstName": "Amit"})).await;
    let sent: Value = app.connect(&him, her.id).await.json().await.unwrap();
    let id = sent["requestId"].as_i64().unwrap();
    let accept = json!({"requestId": id});
    assert_eq!(app.match_post(&her, "/api/Match/AcceptConnectRequest", &accept).await.status(), 200);
    let say = async |m: &Member, outcome: &str| {
        app.match_post(m, "/api/Match/Outcome", &json!({"requestId": id, "outcome": outcome})).await
    };
    let asked = async |m: &Member| app.kinds_of(m).await.iter().filter(|k| *k == "outcome_asked").count();

    // Before 14 days: not asked, and an answer is refused.
    age_acceptance(&app, id, Duration::days(14) - Duration::minutes(1)).await;
    app.state.workers.requests.run_once().await;
    assert_eq!((asked(&her).await, asked(&him).await), (0, 0));
    assert_eq!(problem(say(&her, "engaged").await, 422).await["reason"], "outcome_too_early");
    // At 14 days both are asked, once.
    age_acceptance(&app, id, Duration::minutes(1)).await;
    app.state.workers.requests.run_once().await;
    app.state.workers.requests.run_once().await;
    assert_eq!((asked(&her).await, asked(&him).await), (1, 1));

    // Her answer is hers alone: his list carries only his own.
    assert_eq!(say(&her, "engaged").await.status(), 200);
    let his: Value = app.match_get(&him, "/api/Match/Outcomes").await.json().await.unwrap();
    assert_eq!(his["result"][0]["memberId"], her.id);
    assert!(his["result"][0].get("outcome").is_none(), "{his}");
    assert_eq!(his["engaged"], false);
    let hers: Value = app.match_get(&her, "/api/Match/Outcomes").await.json().await.unwrap();
    assert_eq!((hers["result"][0]["outcome"].as_str(), hers["engaged"].as_bool()), (Some("engaged"), Some(false)));
    // A third member still sees her.
    let detail = format!("/api/Match/MemberDetails/{}?visit=false", her.id);
    assert_eq!(app.match_get(&third, &detail).await.status(), 200);

    // He says engaged too: both are marked, congratulated, and gone from every list.
    let r = say(&him, "engaged").await;
    assert_eq!(r.status(), 200);
    assert_eq!(r.json::<Value>().await.unwrap()["engaged"], true);
    assert!(app.kinds_of(&her).await.contains(&"engaged".to_owned()));
    assert_eq!(app.match_get(&third, &detail).await.status(), 404);
    let listed: Value = app.match_post(&third, "/api/Match", &json!({})).await.json().await.unwrap();
    assert!(!listed.to_string().contains(&format!("\"memberId\":{}", her.id)));
    assert_eq!(app.privacy_of(&her).await["privateMode"], false);
    let figures: Value = app.get_auth("/api/Admin/QueueFigures", &moderator).await.json().await.unwrap();
    // Over the six months (the acceptance, moved 14 days back, may fall in the month before): counts only.
    let months = figures["outcomes"].as_array().unwrap();
    assert_eq!(months.len(), 6);
    let sum = |key: &str| months.iter().map(|m| m[key].as_u64().unwrap()).sum::<u64>();
    assert_eq!((sum("connections"), sum("meetings"), sum("engagements")), (1, 1, 1));
    assert!(!figures.to_string().contains("Priya"));

    // She changes her answer: both come back.
    assert_eq!(say(&her, "still_talking").await.status(), 200);
    assert_eq!(app.match_get(&third, &detail).await.status(), 200);
}

/// Priya and Ravi, approved, her acceptance of his request moved 15 days back: the request's id.
async fn connected_two_weeks_ago(app: &TestApp, moderator: &str) -> (Member, Member, i64) {
    let (her, him) = app.couple(moderator).await;
    let sent: Value = app.connect(&him, her.id).await.json().await.unwrap();
    let id = sent["requestId"].as_i64().unwrap();
    assert_eq!(app.match_post(&her, "/api/Match/AcceptConnectRequest", &json!({"requestId": id})).await.status(), 200);
    age_acceptance(app, id, Duration::days(15)).await;
    (her, him, id)
}

#[tokio::test]
async fn two_engaged_answers_at_the_same_instant_mark_both() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let (her, him, id) = connected_two_weeks_ago(&app, &moderator).await;
    let body = json!({"requestId": id, "outcome": "engaged"});
    let (a, b) = tokio::join!(
        app.match_post(&her, "/api/Match/Outcome", &body),
        app.match_post(&him, "/api/Match/Outcome", &body)
    );
    assert_eq!((a.status(), b.status()), (reqwest::StatusCode::OK, reqwest::StatusCode::OK));
    for m in [&her, &him] {
        let member = entity::member::Entity::find_by_id(m.id as i32).one(&app.state.db).await.unwrap().unwrap();
        assert!(member.engaged_at.is_some());
        assert!(entity::match_row::Entity::find_by_id(m.id as i32).one(&app.state.db).await.unwrap().is_none());
    }
}

#[tokio::test]
async fn a_success_story_reaches_the_moderators_only_with_both_consents_and_the_home_page_only_when_published() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let (her, him, id) = connected_two_weeks_ago(&app, &moderator).await;
    let story = async |m: &Member, body: Value| app.match_post(m, "/api/Match/SuccessStory", &body).await;
    let waiting = async || -> Vec<Value> {
        let r = app.get_auth("/api/Admin/SuccessStories", &moderator).await;
        r.json::<Vec<Value>>().await.unwrap()
    };
    let home = async || -> Vec<Value> {
        app.client.get(app.url("/api/Home/SuccessStories")).send().await.unwrap().json().await.unwrap()
    };

    // Not before both said engaged.
    let words = "We met on Sagpan in the spring; our families met at Diwali.";
    let r = story(&her, json!({"requestId": id, "words": words, "consent": true})).await;
    assert_eq!(problem(r, 422).await["reason"], "story_needs_engagement");
    for m in [&her, &him] {
        let body = json!({"requestId": id, "outcome": "engaged"});
        assert_eq!(app.match_post(m, "/api/Match/Outcome", &body).await.status(), 200);
    }
    // Words over 500 characters: refused.
    let r = story(&her, json!({"requestId": id, "words": "w".repeat(501), "consent": true})).await;
    assert_eq!(problem(r, 400).await["status"], 400);

    // She writes and agrees: drafting until he agrees too; nothing reaches the moderators.
    let mine: Value =
        story(&her, json!({"requestId": id, "words": words, "consent": true})).await.json().await.unwrap();
    assert_eq!((mine["status"].as_str(), mine["myConsent"].as_bool()), (Some("drafting"), Some(true)));
    let his: Value = app.match_get(&him, &format!("/api/Match/SuccessStory/{id}")).await.json().await.unwrap();
    assert_eq!(
        (his["words"].as_str(), his["theirConsent"].as_bool(), his["myConsent"].as_bool()),
        (Some(words), Some(true), Some(false))
    );
    assert!(waiting().await.is_empty());
    // He changes the words: she is asked again.
    let other = "Our families met at Diwali, and we are to marry in the spring.";
    let his: Value = story(&him, json!({"requestId": id, "words": other, "consent": true})).await.json().await.unwrap();
    assert_eq!((his["status"].as_str(), his["theirConsent"].as_bool()), (Some("drafting"), Some(false)));
    assert!(waiting().await.is_empty());
    // She agrees to his words: with the moderators, not yet on the home page.
    let mine: Value = story(&her, json!({"requestId": id, "consent": true})).await.json().await.unwrap();
    assert_eq!(mine["status"], "submitted");
    let queue = waiting().await;
    assert_eq!((queue.len(), queue[0]["names"].as_str()), (1, Some("Priya & Ravi")));
    assert!(home().await.is_empty());

    // Published: on the home page, names and words only.
    let decision = json!({"storyId": queue[0]["storyId"], "publish": true});
    let r = app
        .client
        .post(app.url("/api/Admin/SuccessStories/Decision"))
        .bearer_auth(&moderator)
        .json(&decision)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
    let shown = home().await;
    assert_eq!(
        (shown.len(), shown[0]["names"].as_str(), shown[0]["words"].as_str()),
        (1, Some("Priya & Ravi"), Some(other))
    );
    assert!(!serde_json::to_string(&shown).unwrap().contains("PT"));
    // Each export carries the member's own answer and the story: his words, both consents, published.
    for (m, wrote) in [(&her, false), (&him, true)] {
        let export: Value = app.match_get(m, "/api/Account/Export").await.json().await.unwrap();
        assert_eq!(export["outcomes"].as_array().map(Vec::len), Some(1));
        assert_eq!(export["outcomes"][0]["outcome"], "engaged");
        let kept = &export["successStories"][0];
        assert_eq!((kept["words"].as_str(), kept["writtenByMe"].as_bool()), (Some(other), Some(wrote)), "{kept}");
        assert!(kept["myConsentOn"].is_string() && kept["theirConsentOn"].is_string());
        assert_eq!(kept["status"], "published");
        assert!(export["account"]["engagedOn"].is_string());
        assert_eq!(export["privacy"]["privateMode"], false);
    }
    // Decided: not changed any more.
    let r = story(&her, json!({"requestId": id, "consent": false})).await;
    assert_eq!(problem(r, 422).await["reason"], "story_decided");
}
