//! The day of an event and afterwards (rule 49): registrants mark event numbers on the day, a mark is seen by its
//! maker alone until it is mutual, both are told then, the organisers' desk sees mutual pairs, and two confirmations
//! make an accepted connection outside the daily quota, once however they arrive.

use chrono::Duration;
use reqwest::Method as M;
use sea_orm::EntityTrait;
use serde_json::{Value, json};

use crate::{
    events::event_body,
    helpers::{TestApp, problem},
    wizard::Member,
};

fn desk() -> Value {
    json!({"showPhoto": true, "contact": "desk", "showIncome": false})
}

impl TestApp {
    /// An event held tomorrow, its window open until then, with `members` registered in order (numbers 1, 2, ...).
    async fn event_tomorrow(&self, moderator: &str, members: &[&Member]) -> i64 {
        let day = shared::rules::india_date(self.state.clock.now());
        let mut body = event_body(self, "Tomorrow");
        body["heldOn"] = json!((day + Duration::days(1)).to_string());
        body["closesOn"] = json!((day + Duration::days(1)).to_string());
        let r =
            self.client.post(self.url("/api/Admin/Events")).bearer_auth(moderator).json(&body).send().await.unwrap();
        assert_eq!(r.status(), 200);
        let event = r.json::<Value>().await.unwrap()["eventId"].as_i64().unwrap();
        for m in members {
            let r = self.call(M::POST, &format!("/api/Event/{event}/Register"), m, Some(&desk())).await;
            assert_eq!(r.status(), 200, "{}", r.text().await.unwrap());
        }
        event
    }

    async fn day_call(&self, m: &Member, event: i64, what: &str, number: i64) -> reqwest::Response {
        let path = format!("/api/Event/{event}/Interest{what}");
        self.call(M::POST, &path, m, Some(&json!({"eventNumber": number}))).await
    }

    async fn day_ok(&self, m: &Member, event: i64, what: &str, number: i64) -> Value {
        let r = self.day_call(m, event, what, number).await;
        assert_eq!(r.status(), 200, "{}", r.text().await.unwrap());
        r.json().await.unwrap()
    }

    async fn day_of(&self, m: &Member, event: i64) -> Value {
        let r = self.call(M::GET, &format!("/api/Event/{event}/Interest"), m, None).await;
        assert_eq!(r.status(), 200);
        r.json().await.unwrap()
    }

    async fn desk_of(&self, moderator: &str, event: i64, what: &str) -> Value {
        let r = self
            .client
            .get(self.url(&format!("/api/Admin/Events/{event}{what}")))
            .bearer_auth(moderator)
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 200);
        r.json().await.unwrap()
    }

    /// How many notifications of `kind` the member has.
    async fn told(&self, m: &Member, kind: &str) -> usize {
        self.kinds_of(m).await.iter().filter(|k| *k == kind).count()
    }

    async fn quota_left(&self, m: &Member) -> i64 {
        let r = self.call(M::GET, "/api/Profile", m, None).await;
        r.json::<Value>().await.unwrap()["connectQuota"]["remaining"].as_i64().unwrap()
    }
}

fn numbers(day: &Value) -> Vec<(i64, bool, bool)> {
    day["marks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            (m["eventNumber"].as_i64().unwrap(), m["mutual"].as_bool().unwrap(), m["confirmed"].as_bool().unwrap())
        })
        .collect()
}

#[tokio::test]
async fn a_mark_is_the_markers_alone_until_mutual_and_two_confirmations_connect_outside_the_quota() {
    let app = crate::moderation::app().await;
    let moderator = app.moderator_token().await;
    let (her, him) = app.couple(&moderator).await;
    let sister = app.approved_with(&moderator, json!({"firstName": "Nisha"})).await;
    let outsider = app.approved_with(&moderator, json!({"gender": true, "firstName": "Kiran"})).await;
    // Numbers: her 1, him 2, Nisha 3.
    let event = app.event_tomorrow(&moderator, &[&her, &him, &sister]).await;

    // Not the day yet: no marks, no confirmations; the day page is there, closed.
    assert_eq!(problem(app.day_call(&her, event, "", 2).await, 422).await["reason"], "marking_closed");
    assert_eq!(problem(app.day_call(&her, event, "/Confirm", 2).await, 422).await["reason"], "confirming_closed");
    let before = app.day_of(&her, event).await;
    assert_eq!((before["eventNumber"].as_i64(), before["markingOpen"].as_bool()), (Some(1), Some(false)));
    // Someone not registered has no day page and marks nothing.
    assert_eq!(
        problem(app.call(M::GET, &format!("/api/Event/{event}/Interest"), &outsider, None).await, 422).await["reason"],
        "not_registered"
    );

    app.state.clock.advance(Duration::days(1));
    // A day on, the sessions are renewed (an access token lives 15 minutes).
    let (her, him, outsider) = (app.renewed(&her).await, app.renewed(&him).await, app.renewed(&outsider).await);
    let moderator = app.moderator_token().await;
    assert_eq!(app.day_of(&her, event).await["markingOpen"], true);
    assert_eq!(problem(app.day_call(&outsider, event, "", 1).await, 422).await["reason"], "not_registered");
    // Only a registrant of the other side: not herself, not another bride, not a number nobody holds; 1 to 99,999.
    for number in [1, 3, 4] {
        assert_eq!(problem(app.day_call(&her, event, "", number).await, 422).await["reason"], "not_a_candidate");
    }
    for number in [0, 100_000] {
        let refused = problem(app.day_call(&her, event, "", number).await, 400).await;
        assert!(refused["errors"]["eventNumber"].is_array(), "{refused}");
    }

    // She marks him (twice: no change). He sees nothing of it, nor does the desk; she cannot confirm yet.
    app.day_ok(&her, event, "", 2).await;
    let hers = app.day_ok(&her, event, "", 2).await;
    assert_eq!(numbers(&hers), vec![(2, false, false)]);
    assert_eq!(hers["marks"][0]["connectedMemberId"], Value::Null);
    assert_eq!(numbers(&app.day_of(&him, event).await), vec![]);
    assert_eq!(app.desk_of(&moderator, event, "/Mutual").await, json!([]));
    assert_eq!(problem(app.day_call(&her, event, "/Confirm", 2).await, 422).await["reason"], "not_mutual");
    assert_eq!(app.told(&him, "event_mutual").await, 0);

    // He marks her back: mutual for both, both told, and the desk sees the pair.
    let his = app.day_ok(&him, event, "", 1).await;
    assert_eq!(numbers(&his), vec![(1, true, false)]);
    assert_eq!(numbers(&app.day_of(&her, event).await), vec![(2, true, false)]);
    assert_eq!((app.told(&her, "event_mutual").await, app.told(&him, "event_mutual").await), (1, 1));
    let pairs = app.desk_of(&moderator, event, "/Mutual").await;
    assert_eq!(pairs.as_array().unwrap().len(), 1);
    assert_eq!(
        (pairs[0]["bride"]["eventNumber"].as_i64(), pairs[0]["groom"]["eventNumber"].as_i64()),
        (Some(1), Some(2))
    );
    assert_eq!(pairs[0]["connected"], false);

    // One confirmation is not a connection; a confirmed mark stays.
    let quota_before = app.quota_left(&him).await;
    assert_eq!(numbers(&app.day_ok(&her, event, "/Confirm", 2).await), vec![(2, true, true)]);
    assert_eq!(problem(app.day_call(&her, event, "/Remove", 2).await, 422).await["reason"], "already_confirmed");
    let requests = entity::connection_request::Entity::find().all(&app.state.db).await.unwrap();
    assert!(requests.is_empty());

    // His makes it: accepted, made at the event, outside his quota; both told; the desk counts it.
    let his = app.day_ok(&him, event, "/Confirm", 1).await;
    assert_eq!(his["marks"][0]["connectedMemberId"], her.id);
    assert_eq!(app.day_of(&her, event).await["marks"][0]["connectedMemberId"], him.id);
    let requests = entity::connection_request::Entity::find().all(&app.state.db).await.unwrap();
    assert_eq!(requests.len(), 1);
    assert_eq!(
        (requests[0].status, requests[0].event_id, requests[0].sender_id as i64),
        (shared::RequestState::Accepted, Some(event as i32), her.id)
    );
    assert_eq!(app.quota_left(&him).await, quota_before);
    assert_eq!(app.quota_left(&her).await, 5);
    let accepted = "connection_request_accepted";
    assert_eq!((app.told(&her, accepted).await, app.told(&him, accepted).await), (1, 1));
    let organised = app.desk_of(&moderator, event, "").await;
    assert_eq!((organised["registered"].as_u64(), organised["mutualPairs"].as_u64()), (Some(3), Some(1)));
    assert_eq!(organised["connections"], 1);
    assert_eq!(app.desk_of(&moderator, event, "/Mutual").await[0]["connected"], true);
    // Confirming again changes nothing.
    app.day_ok(&him, event, "/Confirm", 1).await;
    assert_eq!(entity::connection_request::Entity::find().all(&app.state.db).await.unwrap().len(), 1);

    // The day after, marks are closed; confirmations stay open for the week.
    app.state.clock.advance(Duration::days(1));
    let him = app.renewed(&him).await;
    assert_eq!(problem(app.day_call(&him, event, "", 3).await, 422).await["reason"], "marking_closed");
    let after = app.day_of(&him, event).await;
    assert_eq!((after["markingOpen"].as_bool(), after["confirmingOpen"].as_bool()), (Some(false), Some(true)));
}

#[tokio::test]
async fn two_confirmations_at_the_same_instant_make_one_connection_and_a_block_parts_a_pair() {
    let app = crate::moderation::app().await;
    let moderator = app.moderator_token().await;
    let (her, him) = app.couple(&moderator).await;
    let other = app.approved_with(&moderator, json!({"gender": true, "firstName": "Kiran"})).await;
    // Numbers: her 1, him 2, Kiran 3.
    let event = app.event_tomorrow(&moderator, &[&her, &him, &other]).await;
    app.state.clock.advance(Duration::days(1));
    let (her, him, other) = (app.renewed(&her).await, app.renewed(&him).await, app.renewed(&other).await);
    let moderator = app.moderator_token().await;
    app.day_ok(&her, event, "", 2).await;
    app.day_ok(&him, event, "", 1).await;
    let (a, b) = tokio::join!(app.day_call(&her, event, "/Confirm", 2), app.day_call(&him, event, "/Confirm", 1));
    assert_eq!((a.status().as_u16(), b.status().as_u16()), (200, 200));
    let requests = entity::connection_request::Entity::find().all(&app.state.db).await.unwrap();
    assert_eq!(requests.len(), 1);
    assert_eq!(requests[0].status, shared::RequestState::Accepted);
    assert_eq!(app.day_of(&her, event).await["marks"][0]["connectedMemberId"], him.id);
    assert_eq!(app.day_of(&him, event).await["marks"][0]["connectedMemberId"], her.id);

    // Kiran and she mark each other, and she blocks him: never mutual for either, not at the desk, not confirmed.
    app.day_ok(&other, event, "", 1).await;
    let r = app.call(M::POST, "/api/Match/BlockMember", &her, Some(&json!({"memberId": other.id}))).await;
    assert_eq!(r.status(), 200);
    app.day_ok(&her, event, "", 3).await;
    assert_eq!(numbers(&app.day_of(&other, event).await), vec![(1, false, false)]);
    assert!(numbers(&app.day_of(&her, event).await).contains(&(3, false, false)));
    assert_eq!(app.told(&other, "event_mutual").await, 0);
    assert_eq!(problem(app.day_call(&other, event, "/Confirm", 1).await, 422).await["reason"], "not_mutual");
    assert_eq!(app.desk_of(&moderator, event, "/Mutual").await.as_array().unwrap().len(), 1);
    // Taking a mark back on the day leaves the day page without it.
    let taken = app.day_ok(&other, event, "/Remove", 1).await;
    assert_eq!(numbers(&taken), vec![]);
}
