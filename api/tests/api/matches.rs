//! Matches and search (rules 3 to 6 and 26): the pool and its five lists, search, quick search and the member detail,
//! with the explanation both ways. Demo members (the generator of `sagpan demo-data`) fill the pool; the caller is a
//! member registered through the API. Every answer is scanned for other members' e-mail addresses and mobile numbers.

use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, Set};
use serde_json::{Value, json};

use crate::{
    helpers::{TestApp, problem},
    moderation::app,
    wizard::{Member, family, personal, png, professional},
};

impl TestApp {
    /// `n` demo members, written by the generator of `sagpan demo-data`.
    pub(crate) async fn demo(&self, n: usize) {
        let data = self.state.lookups.data().await.unwrap();
        sagpan::demo::fill(&self.state.db, &data, n, 7, "demo-password", self.state.clock.now()).await.unwrap();
    }

    /// An approved member whose personal step is `personal()` with `changes`.
    pub(crate) async fn approved_with(&self, moderator: &str, changes: Value) -> Member {
        let m = self.member().await;
        let mut body = personal();
        for (k, v) in changes.as_object().unwrap() {
            body[k] = v.clone();
        }
        let r = self.personal(&m, &body).await;
        assert_eq!(r.status(), 200, "{}", r.text().await.unwrap());
        assert_eq!(self.family(&m, &family()).await.status(), 200);
        let mut work = professional();
        if body["gender"] == true {
            work["annualIncomeId"] = json!(5); // required of men
        }
        assert_eq!(self.professional(&m, &work).await.status(), 200);
        assert_eq!(self.upload(&m, vec![("p.png", png(300, 400))]).await.status(), 200);
        // A profile someone else created waits for its person's consent (rule 46).
        if body.get("createdBy").is_some_and(|c| c != "self") {
            self.consent_for(&m, &format!("person-{}@example.com", m.id), false).await;
        }
        let r = self.admin_post(moderator, "/api/Admin/ApproveProfile", &json!({"memberId": m.id})).await;
        assert_eq!(r.status(), 200);
        m
    }

    pub(crate) async fn match_post(&self, m: &Member, path: &str, body: &Value) -> reqwest::Response {
        self.client
            .post(self.url(path))
            .bearer_auth(&m.token)
            .header("Accept-Language", "en")
            .json(body)
            .send()
            .await
            .unwrap()
    }

    pub(crate) async fn match_get(&self, m: &Member, path: &str) -> reqwest::Response {
        self.client.get(self.url(path)).bearer_auth(&m.token).header("Accept-Language", "en").send().await.unwrap()
    }

    /// Every id of a list, page by page, with the first page's answer.
    async fn whole_list(&self, m: &Member, path: &str, extra: Value, size: u64) -> (Vec<i64>, Value) {
        let mut ids = Vec::new();
        let mut first = Value::Null;
        for index in 1.. {
            let mut body = json!({"pageIndex": index, "pageSize": size});
            for (k, v) in extra.as_object().unwrap() {
                body[k] = v.clone();
            }
            let r = self.match_post(m, path, &body).await;
            assert_eq!(r.status(), 200, "{path} page {index}");
            let page: Value = r.json().await.unwrap();
            no_contacts(&page.to_string());
            ids.extend(page["result"].as_array().unwrap().iter().map(|c| c["memberId"].as_i64().unwrap()));
            if index == 1 {
                first = page.clone();
            }
            if !page["hasMore"].as_bool().unwrap() {
                break;
            }
        }
        (ids, first)
    }
}

/// No other member's e-mail address or mobile number: demo addresses end in example.invalid, demo mobiles are
/// 9 and nine digits, the parents' 98 and eight digits.
pub(crate) fn no_contacts(text: &str) {
    let email = regex::Regex::new(r"[\w.+-]+@[\w-]+\.[\w.]+").unwrap();
    assert!(!email.is_match(text), "an e-mail address in {text}");
    let digits = regex::Regex::new(r"\b9\d{9}\b").unwrap();
    assert!(!digits.is_match(text), "a mobile number in {text}");
}

/// The opposite-gender rows, most recently approved first.
async fn pool_of(app: &TestApp, male: bool) -> Vec<entity::match_row::Model> {
    entity::match_row::Entity::find()
        .filter(entity::match_row::Column::Male.eq(!male))
        .order_by_desc(entity::match_row::Column::ApprovedAt)
        .order_by_desc(entity::match_row::Column::MemberId)
        .all(&app.state.db)
        .await
        .unwrap()
}

/// `ids` in the lists' order within a rank: members with a badge first (rule 44), each part in the order given.
fn verified_first(ids: Vec<i64>, pool: &[entity::match_row::Model]) -> Vec<i64> {
    let verified =
        |id: &i64| pool.iter().any(|r| i64::from(r.member_id) == *id && r.traits & shared::traits::BADGES.mask() != 0);
    let (mut first, rest): (Vec<i64>, Vec<i64>) = ids.into_iter().partition(verified);
    first.extend(rest);
    first
}

#[tokio::test]
async fn the_lists_answer_the_pool_in_order_page_by_page_without_gaps_or_repeats() {
    let app = app().await;
    app.demo(140).await;
    let moderator = app.moderator_token().await;
    let me = app.approved_with(&moderator, json!({})).await; // a woman of the Kadva community
    let r = app.match_post(&me, "/api/Profile/PartnerPreferenceAddEdit", &json!({"ageFrom": 24, "ageTo": 32})).await;
    assert_eq!(r.status(), 200);
    let pool = pool_of(&app, false).await;
    // Ranked by fit (rule 41): My matches' members (who pass the core preferences both ways) first, then the rest of
    // the list, each verified members first (rule 44), then most recently approved first.
    let (matched, _) = app.whole_list(&me, "/api/Match/MatchedList", json!({}), 50).await;
    let fit_first = |list: Vec<i64>| -> Vec<i64> {
        let (ranked, rest): (Vec<i64>, Vec<i64>) = list.into_iter().partition(|id| matched.contains(id));
        let mut ranked = verified_first(ranked, &pool);
        ranked.extend(verified_first(rest, &pool));
        ranked
    };
    let expected = fit_first(pool.iter().map(|r| i64::from(r.member_id)).collect());
    assert!(expected.len() > 40 && !matched.is_empty() && matched.len() < expected.len());

    let (all, first) = app.whole_list(&me, "/api/Match", json!({}), 7).await;
    assert_eq!(all, expected);
    // The cards after the fitting ones that miss one of my core preferences say so; the fitting ones never.
    let (_, everyone) = app.whole_list(&me, "/api/Match", json!({}), 50).await;
    let cards = everyone["result"].as_array().unwrap();
    for card in cards {
        let missed_core = card["match"]["mine"].as_array().unwrap().iter().any(|c| {
            ["age", "height", "maritalStatus", "community"].contains(&c["criterion"].as_str().unwrap())
                && c["met"] == json!(false)
        });
        assert_eq!(card["outsidePreferences"], json!(missed_core), "{card}");
        if matched.contains(&card["memberId"].as_i64().unwrap()) {
            assert_eq!(card["outsidePreferences"], json!(false));
        }
    }
    assert!(cards.iter().any(|c| c["outsidePreferences"] == json!(true)), "no card outside the preferences");
    assert_eq!(first["totalCount"], expected.len() as u64);
    assert_eq!(first["totalCountCapped"], false);
    let card = &first["result"][0];
    for field in [
        "memberId",
        "profileId",
        "firstName",
        "lastName",
        "age",
        "height",
        "city",
        "education",
        "occupation",
        "community",
        "maritalStatus",
        "isShortlisted",
        "match",
    ] {
        assert!(!card[field].is_null(), "{field} in {card}");
    }
    assert!(card.get("photoUrl").is_some() && card.get("connection").is_some());

    let (patidar, _) = app.whole_list(&me, "/api/Match", json!({"scope": "patidar"}), 50).await;
    let kadva: Vec<i64> =
        fit_first(pool.iter().filter(|r| r.parent_community_id == Some(1)).map(|r| i64::from(r.member_id)).collect());
    assert_eq!(patidar, kadva);
    assert!(!kadva.is_empty() && kadva.len() < expected.len());

    let now = app.state.clock.now();
    let fresh: Vec<i64> = fit_first(
        pool.iter()
            .filter(|r| r.approved_at >= now - chrono::Duration::days(30))
            .map(|r| i64::from(r.member_id))
            .collect(),
    );
    let (new, _) = app.whole_list(&me, "/api/Match/New", json!({}), 50).await;
    assert_eq!(new, fresh);

    // A page past the end is empty, not an error.
    let r = app.match_post(&me, "/api/Match", &json!({"pageIndex": 40, "pageSize": 50})).await;
    let page: Value = r.json().await.unwrap();
    assert_eq!(page["result"], json!([]));
    assert_eq!(page["hasMore"], false);
}

/// Ranked by fit at the cap (rule 41): All holds the very members it held by recency, its 1,000 most recently
/// approved, in the new order; a fitting member older than those is in My matches, not pulled into All.
#[tokio::test]
async fn a_list_ranked_by_fit_reorders_its_newest_thousand_and_pulls_in_no_older_member() {
    // Two whole lists of up to 1,000 cards each: more than a day's allowance of cards (rule A1).
    let allowances = sagpan::allowance::Allowances { cards: 10_000, ..Default::default() };
    let app = crate::helpers::spawn_app_with(crate::helpers::Options {
        admin: Some(crate::moderation::MODERATOR),
        allowances,
        ..crate::helpers::Options::default()
    })
    .await;
    app.demo(2300).await;
    let moderator = app.moderator_token().await;
    let me = app.approved_with(&moderator, json!({})).await; // a woman of the Kadva community
    let r = app.match_post(&me, "/api/Profile/PartnerPreferenceAddEdit", &json!({"ageFrom": 22, "ageTo": 40})).await;
    assert_eq!(r.status(), 200);
    let rows = pool_of(&app, false).await;
    let pool: Vec<i64> = rows.iter().map(|r| i64::from(r.member_id)).collect();
    assert!(pool.len() > 1001, "{} men", pool.len());
    let newest = &pool[..1001];
    let (matched, _) = app.whole_list(&me, "/api/Match/MatchedList", json!({}), 50).await;
    let (fit, rest): (Vec<i64>, Vec<i64>) = newest.iter().copied().partition(|id| matched.contains(id));
    let mut expected = verified_first(fit, &rows);
    expected.extend(verified_first(rest, &rows));
    expected.truncate(1000);

    let (all, first) = app.whole_list(&me, "/api/Match", json!({}), 50).await;
    assert_eq!(all, expected);
    assert_eq!((&first["totalCount"], &first["totalCountCapped"]), (&json!(1000), &json!(true)));
    let older: Vec<i64> = matched.iter().copied().filter(|id| !newest.contains(id)).collect();
    assert!(!older.is_empty(), "a fitting member older than the newest 1,001");
    assert!(older.iter().all(|id| !all.contains(id)));
}

#[tokio::test]
async fn paging_and_filters_are_checked_on_both_sides_of_each_limit() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let me = app.approved_with(&moderator, json!({})).await;
    for (body, ok) in [
        (json!({"pageIndex": 1, "pageSize": 0}), false),
        (json!({"pageIndex": 1, "pageSize": 1}), true),
        (json!({"pageIndex": 1, "pageSize": 50}), true),
        (json!({"pageIndex": 1, "pageSize": 51}), false),
        (json!({"pageIndex": 0, "pageSize": 20}), false),
    ] {
        for path in
            ["/api/Match", "/api/Match/New", "/api/Match/MatchedList", "/api/Match/RecentList", "/api/Match/Get"]
        {
            let r = app.match_post(&me, path, &body).await;
            assert_eq!(r.status(), if ok { 200 } else { 400 }, "{path} {body}");
        }
    }
    let r = app.match_post(&me, "/api/Match/Get", &json!({"ageFrom": 30, "ageTo": 29})).await;
    assert_eq!(
        problem(r, 400).await["errors"]["ageTo"],
        json!(["The “to” value cannot be lower than the “from” value."])
    );
    let r = app.match_post(&me, "/api/Match/Get", &json!({"ageFrom": 17})).await;
    assert_eq!(r.status(), 400);
    assert_eq!(app.match_post(&me, "/api/Match/Get", &json!({"ageFrom": 18, "ageTo": 100})).await.status(), 200);
    let r = app.match_post(&me, "/api/Match/Get", &json!({"communityIds": [999_999]})).await;
    assert_eq!(problem(r, 400).await["errors"]["communityIds"], json!(["Choose one of the options."]));
    let r = app.match_post(&me, "/api/Match/Get", &json!({"heightFrom": 20, "heightTo": 10})).await;
    assert_eq!(
        problem(r, 400).await["errors"]["heightTo"],
        json!(["The “to” value cannot be lower than the “from” value."])
    );
    for (id, status) in [("", 400), ("PT12345", 400), ("XY123456", 400), ("PT1234567", 400), (" pt000001 ", 200)] {
        let r = app.match_post(&me, "/api/Match/Search", &json!({"profileId": id})).await;
        assert_eq!(r.status(), status, "{id:?}");
    }
    let r = app.match_post(&me, "/api/Match/Search", &json!({"profileId": ""})).await;
    let answer = problem(r, 400).await;
    assert_eq!(answer["errors"]["profileId"], json!(["This field is required."]), "{answer}");
}

#[tokio::test]
async fn search_finds_exactly_the_members_who_meet_every_filter() {
    let app = app().await;
    app.demo(160).await;
    let moderator = app.moderator_token().await;
    let me = app.approved_with(&moderator, json!({})).await;
    let today = shared::rules::india_date(app.state.clock.now());
    let pool = pool_of(&app, false).await;
    let filters = json!({"ageFrom": 26, "ageTo": 31, "maritalStatuses": [1], "communityIds": [2]});
    let expected: Vec<i64> = pool
        .iter()
        .filter(|r| {
            let age = sagpan::matching::explain::age(r.birth_date, today);
            (26..=31).contains(&age)
                && r.marital_status == Some(1)
                && (r.community_id == Some(2) || r.parent_community_id == Some(2))
        })
        .map(|r| i64::from(r.member_id))
        .collect();
    assert!(!expected.is_empty());
    let (found, first) = app.whole_list(&me, "/api/Match/Get", filters, 9).await;
    assert_eq!(found, expected);
    assert_eq!(first["totalCount"], expected.len() as u64);
    // The member's own filters read on the cards: every age within.
    for card in first["result"].as_array().unwrap() {
        let age = card["age"].as_i64().unwrap();
        assert!((26..=31).contains(&age));
    }
}

#[tokio::test]
async fn my_matches_apply_the_core_preferences_both_ways_rank_by_score_and_suggest_when_few() {
    let app = app().await;
    app.demo(200).await;
    let moderator = app.moderator_token().await;
    let me = app.approved_with(&moderator, json!({})).await; // 25, never married, Kadva
    let r = app
        .match_post(
            &me,
            "/api/Profile/PartnerPreferenceAddEdit",
            &json!({"ageFrom": 24, "ageTo": 34, "maritalStatuses": [1]}),
        )
        .await;
    assert_eq!(r.status(), 200);
    let today = shared::rules::india_date(app.state.clock.now());
    let mine = entity::match_row::Entity::find_by_id(me.id as i32).one(&app.state.db).await.unwrap().unwrap();
    let pool = pool_of(&app, false).await;
    let passes = |r: &entity::match_row::Model| {
        let age = sagpan::matching::explain::age(r.birth_date, today);
        let my_age = sagpan::matching::explain::age(mine.birth_date, today);
        let list_has = |list: &Option<String>, v: Option<i32>| {
            list.is_none() || v.is_some_and(|v| list.as_deref().unwrap().contains(&format!(",{v},")))
        };
        (24..=34).contains(&age)
            && r.marital_status.is_none_or(|m| m == 1)
            && r.pref_age_from.is_none_or(|f| my_age >= f)
            && r.pref_age_to.is_none_or(|t| my_age <= t)
            && mine
                .height_cm
                .is_none_or(|h| r.pref_height_from.is_none_or(|f| h >= f) && r.pref_height_to.is_none_or(|t| h <= t))
            && list_has(&r.pref_marital, mine.marital_status)
            && (list_has(&r.pref_communities, mine.community_id)
                || list_has(&r.pref_communities, mine.parent_community_id))
    };
    let expected: std::collections::HashSet<i64> =
        pool.iter().filter(|r| passes(r)).map(|r| i64::from(r.member_id)).collect();
    let (found, first) = app.whole_list(&me, "/api/Match/MatchedList", json!({}), 10).await;
    assert_eq!(found.iter().copied().collect::<std::collections::HashSet<_>>(), expected);
    assert_eq!(found.len(), expected.len());
    // Best score first; each card explains both ways.
    let mut scores = Vec::new();
    for index in 1..=found.len().div_ceil(50) {
        let page: Value = app
            .match_post(&me, "/api/Match/MatchedList", &json!({"pageIndex": index, "pageSize": 50}))
            .await
            .json()
            .await
            .unwrap();
        for card in page["result"].as_array().unwrap() {
            scores.push(card["match"]["score"].as_i64().unwrap());
            let age = card["match"]["mine"].as_array().unwrap().iter().find(|c| c["criterion"] == "age").unwrap();
            assert_eq!(age["met"], true);
            assert!(age["label"].as_str().unwrap().starts_with("Age"));
        }
    }
    assert!(scores.windows(2).all(|w| w[0] >= w[1]), "{scores:?}");
    if expected.len() >= 10 {
        assert!(first.get("suggestion").is_none());
    }

    // Preferences that let few through bring a suggestion naming the preference to loosen.
    let r = app
        .match_post(
            &me,
            "/api/Profile/PartnerPreferenceAddEdit",
            &json!({"ageFrom": 40, "ageTo": 41, "maritalStatuses": [1]}),
        )
        .await;
    assert_eq!(r.status(), 200);
    let page: Value = app
        .match_post(&me, "/api/Match/MatchedList", &json!({"pageIndex": 1, "pageSize": 20}))
        .await
        .json()
        .await
        .unwrap();
    assert!(page["totalCount"].as_u64().unwrap() < 10);
    assert_eq!(page["suggestion"]["criterion"], "age");
    assert!(page["suggestion"]["additional"].as_u64().unwrap() > 0);
}

#[tokio::test]
async fn the_detail_explains_records_each_visit_and_shows_the_parents_phones_only_to_an_accepted_connection() {
    let app = app().await;
    app.demo(40).await;
    let moderator = app.moderator_token().await;
    let me = app.approved_with(&moderator, json!({})).await;
    let other = pool_of(&app, false).await[3].member_id;
    let path = format!("/api/Match/MemberDetails/{other}");
    let r = app.match_get(&me, &path).await;
    assert_eq!(r.status(), 200);
    let detail: Value = r.json().await.unwrap();
    let text = detail.to_string();
    no_contacts(&text);
    assert!(detail["profile"]["parentPhone1"].is_null());
    assert_eq!(detail["memberId"], other);
    assert!(detail["match"]["score"].is_i64());

    // Opened from eight tabs at once: eight visits, one row.
    let opens: Vec<_> = (0..8).map(|_| app.match_get(&me, &path)).collect();
    for r in futures_util::future::join_all(opens).await {
        assert_eq!(r.status(), 200);
    }
    let visit = entity::visit::Entity::find_by_id((me.id as i32, other)).one(&app.state.db).await.unwrap().unwrap();
    assert_eq!(visit.visit_count, 9);
    let recent: Value = app.match_post(&me, "/api/Match/RecentList", &json!({})).await.json().await.unwrap();
    assert_eq!(recent["result"][0]["memberId"], other);
    assert_eq!(recent["result"][0]["visitCount"], 9);
    let (new, _) = app.whole_list(&me, "/api/Match/New", json!({}), 50).await;
    assert!(!new.contains(&i64::from(other)));

    entity::connection_request::ActiveModel {
        sender_id: Set(me.id as i32),
        receiver_id: Set(other),
        status: Set(shared::RequestState::Accepted),
        created_at: Set(app.state.clock.now()),
        decided_at: Set(Some(app.state.clock.now())),
        ..Default::default()
    }
    .insert(&app.state.db)
    .await
    .unwrap();
    let detail: Value = app.match_get(&me, &path).await.json().await.unwrap();
    assert!(detail["profile"]["parentPhone1"].as_str().unwrap().starts_with("98"));
    assert_eq!(detail["connection"]["status"], "accepted");
    assert!(!detail.to_string().contains("example.invalid"));
}

use sea_orm::ActiveModelTrait;

#[tokio::test]
async fn members_the_caller_may_not_see_are_not_found_and_other_statuses_are_refused() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let me = app.approved_with(&moderator, json!({})).await;
    let man = app.approved_with(&moderator, json!({"gender": true, "birthDate": "1995-01-01"})).await;
    let woman = app.approved_with(&moderator, json!({})).await;
    let profile_of = |id: i64| {
        let db = app.state.db.clone();
        async move { entity::member::Entity::find_by_id(id as i32).one(&db).await.unwrap().unwrap().profile_id }
    };
    let quick = |id: String| {
        let body = json!({"profileId": id});
        let (app, me) = (&app, &me);
        async move { app.match_post(me, "/api/Match/Search", &body).await }
    };
    let detail = |id: i64| {
        let (app, me) = (&app, &me);
        async move { app.match_get(me, &format!("/api/Match/MemberDetails/{id}")).await }
    };

    assert_eq!(quick(profile_of(man.id).await).await.json::<i64>().await.unwrap(), man.id);
    assert_eq!(detail(man.id).await.status(), 200);
    // The same gender, a missing id.
    assert_eq!(quick(profile_of(woman.id).await).await.json::<i64>().await.unwrap(), 0);
    assert_eq!(detail(woman.id).await.status(), 404);
    assert_eq!(detail(999_999).await.status(), 404);
    assert_eq!(quick("PT999999".into()).await.json::<i64>().await.unwrap(), 0);

    // Blocked either way.
    for (blocker, blocked) in [(man.id, me.id), (me.id, man.id)] {
        let row = entity::block::ActiveModel {
            blocker_id: Set(blocker as i32),
            blocked_id: Set(blocked as i32),
            created_at: Set(app.state.clock.now()),
        }
        .insert(&app.state.db)
        .await
        .unwrap();
        assert_eq!(detail(man.id).await.status(), 404);
        assert_eq!(quick(profile_of(man.id).await).await.json::<i64>().await.unwrap(), 0);
        let all: Value = app.match_post(&me, "/api/Match", &json!({})).await.json().await.unwrap();
        assert_eq!(all["totalCount"], 0);
        entity::block::Entity::delete_by_id((row.blocker_id, row.blocked_id)).exec(&app.state.db).await.unwrap();
    }

    // Suspended: gone from every list and not found.
    let r = app
        .admin_post(
            &moderator,
            "/api/Admin/SuspendMember",
            &json!({"memberId": man.id, "reason": "Fake profile details"}),
        )
        .await;
    assert_eq!(r.status(), 200);
    assert_eq!(detail(man.id).await.status(), 404);
    let all: Value = app.match_post(&me, "/api/Match", &json!({})).await.json().await.unwrap();
    assert_eq!(all["totalCount"], 0);

    // Not approved: a submitted member is not found; and may call nothing here.
    let submitted = app.submitted_member().await;
    assert_eq!(detail(submitted.id).await.status(), 404);
    for path in [
        "/api/Match",
        "/api/Match/New",
        "/api/Match/MatchedList",
        "/api/Match/RecentList",
        "/api/Match/Get",
        "/api/Match/Search",
    ] {
        let r = app.match_post(&submitted, path, &json!({"profileId": "PT000001"})).await;
        assert_eq!(r.status(), 403, "{path}");
    }
    assert_eq!(app.match_get(&submitted, &format!("/api/Match/MemberDetails/{}", me.id)).await.status(), 403);
}

/// My matches are ranked by the database (`matching::score`), the cards' scores by the explanation in Rust: on every
/// pair of a varied pool, both ways, the two give the same score. The pool is the demo members with some of their
/// values removed and more preferences stated, so that every criterion is met, missed and unknown somewhere.
#[tokio::test]
async fn the_sql_score_is_the_explanations_score() {
    use rand::{Rng, SeedableRng, rngs::StdRng};
    use sagpan::matching::{explain::Context, row::id_list, score};
    use sea_orm::{
        ActiveModelTrait, ConnectionTrait, IntoActiveModel,
        sea_query::{ExprTrait, Query},
    };

    let app = app().await;
    app.demo(160).await;
    let db = &app.state.db;
    let data = app.state.lookups.data().await.unwrap();
    let today = shared::rules::india_date(app.state.clock.now());
    let mut rng = StdRng::seed_from_u64(26);
    let rows = entity::match_row::Entity::find().all(db).await.unwrap();
    let mut varied = Vec::new();
    for row in rows {
        let mut r = row.clone();
        let pick = |rng: &mut StdRng, from: &[i32]| -> Option<String> {
            rng.gen_bool(0.4)
                .then(|| id_list(&[from[rng.gen_range(0..from.len())], from[rng.gen_range(0..from.len())]]))?
        };
        let some = |rng: &mut StdRng, v: Option<i32>| if rng.gen_bool(0.2) { None } else { v };
        r.education_id = some(&mut rng, r.education_id);
        r.occupation_id = some(&mut rng, r.occupation_id);
        r.city_id = some(&mut rng, r.city_id);
        r.state_id = some(&mut rng, r.state_id);
        r.income_min = if rng.gen_bool(0.2) { None } else { r.income_min };
        // The bits (`shared::traits`): a group of the member's values unset now and then (unknown), and any value of
        // each group; preferences of one or two values.
        use shared::traits::{ALL as GROUPS, SATAPETA};
        for group in GROUPS {
            if group != SATAPETA && rng.gen_bool(0.3) {
                r.traits &= !group.mask();
                if rng.gen_bool(0.6) {
                    r.traits |= group.bit(rng.gen_range(1..=group.values as i32));
                }
            }
            if rng.gen_bool(0.25) {
                r.pref_traits &= !group.mask();
                r.pref_traits |= group.bit(rng.gen_range(1..=group.values as i32));
                if rng.gen_bool(0.4) {
                    r.pref_traits |= group.bit(rng.gen_range(1..=group.values as i32));
                }
            }
        }
        r.gol_id = if rng.gen_bool(0.3) { None } else { Some(rng.gen_range(1..=13)) };
        r.pref_gols = pick(&mut rng, &[1, 2, 3, 8, 9, 12]).or(r.pref_gols);
        let cities: Vec<i32> = data.cities.iter().map(|c| c.id).take(6).collect();
        let states: Vec<i32> = data.states.iter().map(|s| s.id).take(4).collect();
        let educations: Vec<i32> = data.educations.iter().map(|e| e.id).take(6).collect();
        let occupations: Vec<i32> = data.occupations.iter().map(|o| o.id).take(6).collect();
        r.pref_cities = pick(&mut rng, &cities).or(r.pref_cities);
        r.pref_states = pick(&mut rng, &states).or(r.pref_states);
        r.pref_countries = pick(&mut rng, &[92, 92, 40]).or(r.pref_countries);
        r.pref_educations = pick(&mut rng, &educations).or(r.pref_educations);
        r.pref_occupations = pick(&mut rng, &occupations).or(r.pref_occupations);
        r.pref_income_to = if rng.gen_bool(0.3) { Some(rng.gen_range(300_000..3_000_000)) } else { r.pref_income_to };
        r.pref_height_from = if rng.gen_bool(0.3) { Some(rng.gen_range(150..175)) } else { r.pref_height_from };
        if r != row {
            r.clone().into_active_model().reset_all().update(db).await.unwrap();
        }
        varied.push(r);
    }
    let context = Context { data: &data, lang: sagpan::lang::Lang::En, today };
    let backend = db.get_database_backend();
    let mut compared = 0;
    for me in varied.iter().step_by(4) {
        let mut q = Query::select();
        q.column(entity::match_row::Column::MemberId)
            .expr(score::expression(backend, me, today))
            .from(entity::match_row::Entity)
            .and_where(sea_orm::sea_query::Expr::col(entity::match_row::Column::MemberId).ne(me.member_id));
        for answer in db.query_all_raw(backend.build(&q)).await.unwrap() {
            let id: i32 = answer.try_get_by_index(0).unwrap();
            let sql: i32 = answer.try_get_by_index(1).unwrap();
            let them = varied.iter().find(|r| r.member_id == id).unwrap();
            assert_eq!(sql, context.explain(me, them).score, "the score of {me:?} and {them:?}");
            compared += 1;
        }
    }
    assert!(compared > 5_000, "{compared} pairs compared");
}

/// A member approved before search rows existed gets one when the server starts (the backfill), and only they do.
#[tokio::test]
async fn the_backfill_writes_the_missing_rows_only() {
    let app = app().await;
    app.demo(20).await;
    let moderator = app.moderator_token().await;
    let m = app.approved_with(&moderator, json!({})).await;
    let db = &app.state.db;
    let before = entity::match_row::Entity::find().all(db).await.unwrap();
    entity::match_row::Entity::delete_by_id(m.id as i32).exec(db).await.unwrap();
    sagpan::matching::row::backfill(db, &app.state.lookups, app.state.clock.now()).await.unwrap();
    let after = entity::match_row::Entity::find().all(db).await.unwrap();
    assert_eq!(after, before);
}

#[tokio::test]
async fn places_picked_from_the_lists_read_in_the_readers_language_and_typed_ones_as_typed() {
    let app = crate::moderation::app().await;
    let moderator = app.moderator_token().await;
    // Her family step names her native place in Gujarati, her city in English (the wizard's fixtures).
    let her = app.approved_with(&moderator, json!({"firstName": "Priya"})).await;
    let him = app.approved_with(&moderator, json!({"gender": true, "firstName": "Ravi"})).await;
    let detail = async |lang: &str| -> Value {
        let path = format!("/api/Match/MemberDetails/{}?visit=false", her.id);
        let r = app.client.get(app.url(&path)).bearer_auth(&him.token).header("Accept-Language", lang).send().await;
        r.unwrap().json().await.unwrap()
    };
    let en = detail("en").await;
    assert_eq!(
        (&en["profile"]["nativePlace"], &en["profile"]["nativeTaluko"], &en["profile"]["nativeDistrict"]),
        (&json!("Aithor"), &json!("Unjha"), &json!("Mehsana"))
    );
    assert_eq!(en["profile"]["city"], "Ahmedabad");
    let gu = detail("gu").await;
    assert_eq!(
        (&gu["profile"]["nativePlace"], &gu["profile"]["nativeTaluko"], &gu["profile"]["nativeDistrict"]),
        (&json!("ઐઠોર"), &json!("ઊંઝા"), &json!("મહેસાણા"))
    );
    assert_eq!(gu["profile"]["city"], "અમદાવાદ");
    // The cards too.
    let cards: Value = app
        .client
        .post(app.url("/api/Match"))
        .bearer_auth(&him.token)
        .header("Accept-Language", "gu")
        .json(&json!({"pageIndex": 1, "pageSize": 50}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let card = cards["result"].as_array().unwrap().iter().find(|c| c["memberId"] == her.id).unwrap().clone();
    assert_eq!(card["city"], "અમદાવાદ");

    // A village not in the list stays as typed, in either language; its taluka and district are still the list's.
    let mut family = crate::wizard::family();
    family["nativePlace"] = json!("Navagam (near the river)");
    let save = async |body: &Value| {
        let r = app.client.put(app.url("/api/Profile/FamilyDetails")).bearer_auth(&her.token).json(body).send().await;
        r.unwrap().status()
    };
    assert_eq!(save(&family).await, 200);
    for lang in ["en", "gu"] {
        let d = detail(lang).await;
        assert_eq!(d["profile"]["nativePlace"], "Navagam (near the river)", "{lang}");
    }
    assert_eq!(detail("en").await["profile"]["nativeDistrict"], "Mehsana");
    // A taluka of another district is not the list's there: kept as typed, and so is the village below it.
    family["nativeTaluko"] = json!("Gondal");
    family["nativePlace"] = json!("Aithor");
    assert_eq!(save(&family).await, 200);
    let gu = detail("gu").await;
    assert_eq!((&gu["profile"]["nativeTaluko"], &gu["profile"]["nativePlace"]), (&json!("Gondal"), &json!("Aithor")));
}
