//! Privacy under pressure (rules A1 to A3): the daily allowances that stop one account from copying the community's
//! profiles, a record of moderators' looks at a member, and photo URLs that live 15 minutes at most and only for whom
//! may see the photo at that moment.

use chrono::Duration;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
use serde_json::{Value, json};

use sagpan::allowance::Allowances;

use crate::{
    helpers::{Options, TestApp, problem, spawn_app_with},
    moderation::MODERATOR,
    wizard::Member,
};

impl TestApp {
    async fn match_put(&self, m: &Member, path: &str, body: &Value) -> reqwest::Response {
        let request = self.client.put(self.url(path)).bearer_auth(&m.token).header("Accept-Language", "en");
        request.json(body).send().await.unwrap()
    }

    /// The URL of the member's first photo, as their own profile gives it.
    async fn me_photo_url(&self, m: &Member) -> String {
        let me: Value = self.match_get(m, "/api/Profile").await.json().await.unwrap();
        me["photos"][0]["url"].as_str().unwrap().to_owned()
    }
}

async fn app_allowing(allowances: Allowances) -> TestApp {
    spawn_app_with(Options { admin: Some(MODERATOR), allowances, ..Options::default() }).await
}

/// The demo men the caller (a woman) may see, in id order.
async fn men(app: &TestApp) -> Vec<i64> {
    entity::match_row::Entity::find()
        .filter(entity::match_row::Column::Male.eq(true))
        .order_by_asc(entity::match_row::Column::MemberId)
        .all(&app.state.db)
        .await
        .unwrap()
        .into_iter()
        .map(|r| i64::from(r.member_id))
        .collect()
}

fn detail_path(id: i64) -> String {
    format!("/api/Match/MemberDetails/{id}")
}

/// Seconds of the answer's `Retry-After`.
fn retry_after(r: &reqwest::Response) -> i64 {
    r.headers()["retry-after"].to_str().unwrap().parse().unwrap()
}

/// Moves every counted use `by` (whole hours) into the past, as a day passing would (the access token would not
/// outlive a clock moved a day): hourly rows move to the hour they would have been counted in.
async fn age_uses(app: &TestApp, by: Duration) {
    use sea_orm::ActiveModelTrait;
    let rows = entity::allowance_use::Entity::find().all(&app.state.db).await.unwrap();
    entity::allowance_use::Entity::delete_many().exec(&app.state.db).await.unwrap();
    for row in rows {
        let hourly = row.kind != shared::Allowance::MemberDetails;
        entity::allowance_use::ActiveModel {
            key: sea_orm::Set(if hourly { row.key - by.num_hours() } else { row.key }),
            at: sea_orm::Set(row.at - by),
            ..row.into()
        }
        .insert(&app.state.db)
        .await
        .unwrap();
    }
}

/// The answers of calls sent at the same instant: how many passed (200) and how many were refused (429).
async fn at_once(
    calls: impl IntoIterator<Item = impl std::future::Future<Output = reqwest::Response>>,
) -> (usize, usize) {
    let answers = futures_util::future::join_all(calls).await;
    let statuses: Vec<u16> = answers.iter().map(|r| r.status().as_u16()).collect();
    let count = |code: u16| statuses.iter().filter(|s| **s == code).count();
    assert_eq!(count(200) + count(429), statuses.len(), "{statuses:?}");
    (count(200), count(429))
}

/// The member's own data and inbox stay open past every allowance.
async fn own_data_open(app: &TestApp, m: &Member) {
    assert_eq!(app.match_get(m, "/api/Profile").await.status(), 200);
    for path in ["/api/Inbox/ReceivedList", "/api/Inbox/SentList", "/api/Match/RecentList", "/api/Notification"] {
        let r = app.match_post(m, path, &json!({"pageIndex": 1, "pageSize": 50})).await;
        assert_eq!(r.status(), 200, "{path}");
    }
    assert_eq!(app.match_get(m, "/api/PVBioData/GetPVBioData").await.status(), 200, "her own bio-data");
}

#[test]
fn the_allowances_default_to_150_details_1000_cards_and_20_bio_data_and_come_from_settings() {
    let settings = sagpan::settings::Settings::load_from(None).unwrap();
    assert_eq!(settings.allowances(), Allowances { member_details: 150, cards: 1_000, bio_data: 20 });
    assert_eq!(Allowances::default(), settings.allowances());
}

#[tokio::test]
async fn a_scraper_walking_member_ids_is_stopped_at_150_details_a_day() {
    let app = app_allowing(Allowances::default()).await;
    let moderator = app.moderator_token().await;
    app.demo(340).await;
    let her = app.approved_with(&moderator, json!({"firstName": "Priya"})).await;
    let visible = men(&app).await;
    assert!(visible.len() > 151, "{} men", visible.len());
    let last_id = *visible.last().unwrap();

    // Walks every id from 1: the hidden ones are not found, 150 others are shown, then every new one is refused.
    let (mut shown, mut refused, mut first_refusal) = (Vec::new(), 0, None);
    for id in 1..=last_id {
        let r = app.match_get(&her, &detail_path(id)).await;
        match r.status().as_u16() {
            200 => {
                assert!(refused == 0, "a detail after a refusal");
                shown.push(id);
            }
            404 => {
                if visible.contains(&id) {
                    panic!("{id} not found: {}", r.text().await.unwrap());
                }
            }
            429 => {
                refused += 1;
                if first_refusal.is_none() {
                    let wait = retry_after(&r);
                    let body = problem(r, 429).await;
                    first_refusal = Some((wait, body));
                }
            }
            other => panic!("{other} for {id}: {}", r.text().await.unwrap()),
        }
    }
    assert_eq!(shown.len(), 150, "exactly the allowance: {first_refusal:?}");
    assert_eq!(refused, visible.len() - 150);
    let (wait, body) = first_refusal.unwrap();
    assert!(wait > 86_000 && wait <= 86_400, "until the first detail stops counting: {wait}");
    assert_eq!(body["code"], "too_many_requests");
    assert!(body["detail"].as_str().unwrap().contains("You can open new ones after"), "{body}");
    assert!(body["nextFreeAt"].is_string());

    // A member already opened today opens again, and does not count again; her own data and inbox stay open.
    assert_eq!(app.match_get(&her, &detail_path(shown[0])).await.status(), 200);
    assert_eq!(app.match_get(&her, &detail_path(shown[149])).await.status(), 200);
    own_data_open(&app, &her).await;

    // A day later the allowance is whole again.
    age_uses(&app, Duration::hours(24)).await;
    let next = visible.iter().find(|id| !shown.contains(id)).unwrap();
    assert_eq!(app.match_get(&her, &detail_path(*next)).await.status(), 200);

    // The moderators see who reached it, on how many days, and how many requests were refused.
    let reached: Value = app.get_auth("/api/Admin/Allowances", &moderator).await.json().await.unwrap();
    assert_eq!(reached["totalCount"], 1);
    assert_eq!(reached["memberDetailsPerDay"], 150);
    let item = &reached["result"][0];
    assert_eq!(item["memberId"], her.id);
    assert_eq!(item["kind"], "member_details");
    assert_eq!(item["times"], 1);
    assert_eq!(item["refused"], refused as u64);
    problem(app.get_auth("/api/Admin/Allowances", &her.token).await, 403).await;
}

#[tokio::test]
async fn quick_search_counts_a_member_found_against_the_allowance_of_details() {
    let app = app_allowing(Allowances { member_details: 2, ..Allowances::default() }).await;
    let moderator = app.moderator_token().await;
    let her = app.approved_with(&moderator, json!({"firstName": "Priya"})).await;
    let mut profile_ids = Vec::new();
    for name in ["Ravi", "Amit", "Kiran"] {
        let him = app.approved_with(&moderator, json!({"gender": true, "firstName": name})).await;
        let row = entity::member::Entity::find_by_id(him.id as i32).one(&app.state.db).await.unwrap().unwrap();
        profile_ids.push((him.id, row.profile_id));
    }
    let search = |pid: &str| {
        let body = json!({"profileId": pid});
        let (app, her) = (&app, &her);
        async move { app.match_post(her, "/api/Match/Search", &body).await }
    };
    // Two members found (one of them twice: a member counts once a day), and his details open without counting again.
    for (id, pid) in [&profile_ids[0], &profile_ids[0], &profile_ids[1]] {
        assert_eq!(search(pid).await.text().await.unwrap(), id.to_string());
    }
    assert_eq!(app.match_get(&her, &detail_path(profile_ids[0].0)).await.status(), 200);
    // A profile id that names nobody counts nothing; the third member found is one too many today.
    assert_eq!(search("PT000001").await.text().await.unwrap(), "0");
    let refused = search(&profile_ids[2].1).await;
    assert!(refused.headers().contains_key("retry-after"));
    problem(refused, 429).await;
}

#[tokio::test]
async fn details_opened_at_the_same_instant_never_pass_the_allowance() {
    let app = app_allowing(Allowances { member_details: 3, ..Allowances::default() }).await;
    let moderator = app.moderator_token().await;
    app.demo(40).await;
    let her = app.approved_with(&moderator, json!({"firstName": "Priya"})).await;
    let visible = men(&app).await;
    let paths: Vec<String> = visible.iter().take(10).map(|id| detail_path(*id)).collect();
    assert_eq!(at_once(paths.iter().map(|p| app.match_get(&her, p))).await, (3, 7));
}

#[tokio::test]
async fn cards_stop_at_1000_a_day_across_lists_and_searches() {
    let app = app_allowing(Allowances::default()).await;
    let moderator = app.moderator_token().await;
    app.demo(340).await;
    let her = app.approved_with(&moderator, json!({"firstName": "Priya"})).await;

    // Walks All, then searches, page after page, until refused: a page begun under the allowance is shown whole.
    let mut served = 0usize;
    let mut last_page = 0usize;
    let refusal = 'walk: loop {
        for path in ["/api/Match", "/api/Match/Get"] {
            for index in 1..=20 {
                let r = app.match_post(&her, path, &json!({"pageIndex": index, "pageSize": 50})).await;
                if r.status() == 429 {
                    break 'walk r;
                }
                assert_eq!(r.status(), 200, "{path} page {index}");
                let page: Value = r.json().await.unwrap();
                last_page = page["result"].as_array().unwrap().len();
                served += last_page;
                if !page["hasMore"].as_bool().unwrap() {
                    break;
                }
            }
        }
        assert!(served < 2_000, "never refused after {served} cards");
    };
    assert!(served >= 1_000 && served - last_page < 1_000, "{served} cards, the last page {last_page}");
    let wait = retry_after(&refusal);
    assert!(wait > 0 && wait <= 86_400, "{wait}");
    let body = problem(refusal, 429).await;
    assert!(body["detail"].as_str().unwrap().contains("lists and searches"), "{body}");
    // Every counted list is refused now; recently viewed, the inbox and her own data are not.
    for path in ["/api/Match/New", "/api/Match/MatchedList", "/api/Match/Get"] {
        problem(app.match_post(&her, path, &json!({"pageIndex": 1, "pageSize": 10})).await, 429).await;
    }
    own_data_open(&app, &her).await;
    age_uses(&app, Duration::hours(24)).await;
    assert_eq!(app.match_post(&her, "/api/Match", &json!({"pageIndex": 1, "pageSize": 10})).await.status(), 200);
}

#[tokio::test]
async fn bio_data_of_others_stop_at_the_allowance_and_her_own_never_counts() {
    let app = app_allowing(Allowances { bio_data: 2, ..Allowances::default() }).await;
    let moderator = app.moderator_token().await;
    let him = app.approved_with(&moderator, json!({"gender": true, "firstName": "Ravi", "lastName": "Shah"})).await;
    let mut women = Vec::new();
    for name in ["Priya", "Asha", "Mira"] {
        let her = app.approved_with(&moderator, json!({"firstName": name})).await;
        assert_eq!(app.connect(&him, her.id).await.status(), 200);
        let r = app.match_post(&her, "/api/Match/AcceptConnectRequestByUserId", &json!({"memberId": him.id})).await;
        assert_eq!(r.status(), 200);
        women.push(her);
    }
    let path = |m: &Member| format!("/api/PVBioData/GetPVBioData?memberId={}", m.id);
    for _ in 0..3 {
        assert_eq!(app.match_get(&him, "/api/PVBioData/GetPVBioData").await.status(), 200, "his own");
    }
    assert_eq!(app.match_get(&him, &path(&women[0])).await.status(), 200);
    assert_eq!(app.match_get(&him, &path(&women[1])).await.status(), 200);
    let refused = app.match_get(&him, &path(&women[2])).await;
    assert!(retry_after(&refused) > 0);
    let body = problem(refused, 429).await;
    assert!(body["detail"].as_str().unwrap().contains("bio-data"), "{body}");
    // Not a way to learn anything: a member without an accepted connection is still not found.
    problem(app.match_get(&him, "/api/PVBioData/GetPVBioData?memberId=999999").await, 404).await;
    assert_eq!(app.match_get(&him, "/api/PVBioData/GetPVBioData").await.status(), 200, "his own, still");
    let reached: Value = app.get_auth("/api/Admin/Allowances", &moderator).await.json().await.unwrap();
    assert_eq!(reached["result"][0]["kind"], "bio_data");
    assert_eq!(reached["result"][0]["memberId"], him.id);

    // A day later, six downloads at the same instant: exactly the allowance passes.
    age_uses(&app, Duration::hours(24)).await;
    let paths: Vec<String> = (0..6).map(|i| path(&women[i % 3])).collect();
    assert_eq!(at_once(paths.iter().map(|p| app.match_get(&him, p))).await, (2, 4));
}

#[tokio::test]
async fn list_pages_asked_at_the_same_instant_never_pass_the_allowance_of_cards() {
    let app = app_allowing(Allowances { cards: 25, ..Allowances::default() }).await;
    let moderator = app.moderator_token().await;
    app.demo(80).await;
    let her = app.approved_with(&moderator, json!({"firstName": "Priya"})).await;
    // Eight pages of 10 at once: a page begun under the allowance is whole, so 3 pages pass (0, 10, 20 counted
    // before each), never a fourth.
    let bodies: Vec<Value> = (1..=8).map(|i| json!({"pageIndex": 1 + i % 2, "pageSize": 10})).collect();
    assert_eq!(at_once(bodies.iter().map(|b| app.match_post(&her, "/api/Match", b))).await, (3, 5));
    let used: i32 = entity::allowance_use::Entity::find()
        .all(&app.state.db)
        .await
        .unwrap()
        .iter()
        .filter(|u| u.kind == shared::Allowance::Cards)
        .map(|u| u.amount)
        .sum();
    assert_eq!(used, 30);
}

/// The query parameter `name` of a URL.
fn param(url: &str, name: &str) -> String {
    url.split(['?', '&']).find_map(|p| p.strip_prefix(&format!("{name}="))).unwrap().to_owned()
}

#[tokio::test]
async fn a_photo_url_lives_15_minutes_for_its_viewer_only_and_stops_working_after_a_block() {
    let app = app_allowing(Allowances::default()).await;
    let moderator = app.moderator_token().await;
    let her = app.approved_with(&moderator, json!({"firstName": "Priya"})).await;
    let him = app.approved_with(&moderator, json!({"gender": true, "firstName": "Ravi"})).await;
    let detail: Value = app.match_get(&him, &detail_path(her.id)).await.json().await.unwrap();
    let url = detail["photos"][0]["url"].as_str().unwrap().to_owned();
    assert_eq!(param(&url, "viewer"), him.id.to_string(), "made for him");
    let life = param(&url, "expires").parse::<i64>().unwrap() - app.state.clock.now().timestamp();
    assert!(life > 600 && life <= 900, "{life} s");
    let loaded = app.get(&url).await;
    assert_eq!(loaded.status(), 200);
    let cache = loaded.headers()["cache-control"].to_str().unwrap().to_owned();
    let max_age: i64 = cache.strip_prefix("private, max-age=").unwrap().parse().unwrap();
    assert!(max_age <= life, "the browser keeps it no longer than it works: {cache}");

    // Handed to someone else, it is his, not theirs: another viewer breaks the signature.
    problem(app.get(&url.replace(&format!("viewer={}", him.id), &format!("viewer={}", her.id))).await, 404).await;

    // She blocks him: the URL he holds stops working at once; unblocked, it works again until it expires.
    app.match_post(&her, "/api/Match/BlockMember", &json!({"memberId": him.id})).await;
    problem(app.get(&url).await, 404).await;
    let blurred = url.replace("size=large", "size=blurred");
    problem(app.get(&blurred).await, 404).await;
    app.match_post(&her, "/api/Match/UnblockMember", &json!({"memberId": him.id})).await;
    assert_eq!(app.get(&url).await.status(), 200);

    // She shows her photos to accepted connections only: his real-size URL stops; the blurred one he now gets works.
    let r = app.match_put(&her, "/api/MemberImage/Visibility", &json!({"photoVisibility": "connections"})).await;
    assert_eq!(r.status(), 200);
    problem(app.get(&url).await, 404).await;
    let detail: Value = app.match_get(&him, &detail_path(her.id)).await.json().await.unwrap();
    let now_url = detail["photos"][0]["url"].as_str().unwrap().to_owned();
    assert_eq!(param(&now_url, "size"), "blurred");
    assert_eq!(app.get(&now_url).await.status(), 200);

    // Her own URL works for her whatever the choice; none works past 15 minutes.
    let own = app.me_photo_url(&her).await;
    assert_eq!(app.get(&own).await.status(), 200);
    app.state.clock.advance(Duration::minutes(15));
    problem(app.get(&own).await, 404).await;
    problem(app.get(&now_url).await, 404).await;
}

#[tokio::test]
async fn a_suspended_owner_or_viewer_ends_the_url_and_moderators_see_every_photo() {
    let app = app_allowing(Allowances::default()).await;
    let moderator = app.moderator_token().await;
    let her = app.approved_with(&moderator, json!({"firstName": "Priya"})).await;
    let him = app.approved_with(&moderator, json!({"gender": true, "firstName": "Ravi"})).await;
    let detail: Value = app.match_get(&him, &detail_path(her.id)).await.json().await.unwrap();
    let url = detail["photos"][0]["url"].as_str().unwrap().to_owned();
    assert_eq!(app.get(&url).await.status(), 200);
    let whole: Value = app.get_auth(&format!("/api/Admin/Member/{}", her.id), &moderator).await.json().await.unwrap();
    let moderators_url = whole["photos"][0].as_str().unwrap().to_owned();
    assert_eq!(app.get(&moderators_url).await.status(), 200);

    let suspend = json!({"memberId": her.id, "reason": "Checking the photos"});
    assert_eq!(app.admin_post(&moderator, "/api/Admin/SuspendMember", &suspend).await.status(), 200);
    problem(app.get(&url).await, 404).await;
    assert_eq!(app.get(&moderators_url).await.status(), 200, "moderators see a suspended member's photos");
    assert_eq!(
        app.admin_post(&moderator, "/api/Admin/LiftSuspension", &json!({"memberId": her.id})).await.status(),
        200
    );
    assert_eq!(app.get(&url).await.status(), 200);
    let suspend = json!({"memberId": him.id, "reason": "Checking the account"});
    assert_eq!(app.admin_post(&moderator, "/api/Admin/SuspendMember", &suspend).await.status(), 200);
    problem(app.get(&url).await, 404).await;
}

#[tokio::test]
async fn every_moderator_look_at_a_whole_member_is_audited_and_in_the_members_export() {
    let app = app_allowing(Allowances::default()).await;
    let moderator = app.moderator_token().await;
    let her = app.approved_with(&moderator, json!({"firstName": "Priya"})).await;
    let row = entity::member::Entity::find_by_id(her.id as i32).one(&app.state.db).await.unwrap().unwrap();

    // The look-up shows contacts masked: the whole of them is on the member's page.
    let found: Value =
        app.get_auth(&format!("/api/Admin/Members?query={}", row.profile_id), &moderator).await.json().await.unwrap();
    let item = &found["result"][0];
    assert_eq!(item["memberId"], her.id);
    let (name, domain) = row.email.split_once('@').unwrap();
    assert_eq!(item["email"], format!("{}•••@{domain}", &name[..2]));
    assert!(!found.to_string().contains(&row.email) && !found.to_string().contains(&row.phone));
    assert!(item["phone"].as_str().unwrap().ends_with(&row.phone[row.phone.len() - 4..]));

    let before: Value = app.match_get(&her, "/api/Account/Export").await.json().await.unwrap();
    assert_eq!(before["moderatorViews"], json!([]));
    for _ in 0..2 {
        let whole: Value =
            app.get_auth(&format!("/api/Admin/Member/{}", her.id), &moderator).await.json().await.unwrap();
        assert_eq!(whole["email"], row.email);
        app.state.clock.advance(Duration::minutes(1));
    }
    let audit: Value = app.get_auth("/api/Admin/AuditLog", &moderator).await.json().await.unwrap();
    let views: Vec<&Value> =
        audit["result"].as_array().unwrap().iter().filter(|e| e["action"] == "view_member").collect();
    assert_eq!(views.len(), 2);
    assert!(views.iter().all(|v| v["memberId"] == her.id && v["moderator"] == MODERATOR.0));
    let after: Value = app.match_get(&her, "/api/Account/Export").await.json().await.unwrap();
    let listed = after["moderatorViews"].as_array().unwrap();
    assert_eq!(listed.len(), 2);
    assert!(listed.iter().all(|v| v["action"] == "view_member"));
    assert!(listed[0]["at"].as_str().unwrap() > listed[1]["at"].as_str().unwrap(), "newest first");
    assert!(!after["moderatorViews"].to_string().contains(MODERATOR.0), "the moderator is not named");
    // Looks at a member who is not there are not found and not recorded.
    problem(app.get_auth("/api/Admin/Member/999999", &moderator).await, 404).await;
    let audit: Value = app.get_auth("/api/Admin/AuditLog", &moderator).await.json().await.unwrap();
    assert_eq!(audit["result"].as_array().unwrap().iter().filter(|e| e["action"] == "view_member").count(), 2);
}
