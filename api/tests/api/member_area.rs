//! The approved member's own side (rules 22, 26, 27, 31, A4): the profile tabs, edit requests, My Photos with
//! moderation, partner preferences and notification settings. Every limit on both sides; races that matter run
//! concurrently; another member's photos and preferences are not found.

use std::collections::HashSet;

use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::{Value, json};

use crate::{
    helpers::{TestApp, problem},
    moderation::app,
    wizard::{Member, birth_date_for_age, family, own_occupation, personal, png, professional},
};

impl TestApp {
    /// A member the moderator has approved (status 3).
    pub async fn approved_member(&self, moderator: &str) -> Member {
        let m = self.submitted_member().await;
        let r = self.admin_post(moderator, "/api/Admin/ApproveProfile", &json!({"memberId": m.id})).await;
        assert_eq!(r.status(), 200);
        m
    }

    pub(crate) async fn call(
        &self,
        method: reqwest::Method,
        path: &str,
        m: &Member,
        body: Option<&Value>,
    ) -> reqwest::Response {
        let mut request =
            self.client.request(method, self.url(path)).bearer_auth(&m.token).header("Accept-Language", "en");
        if let Some(body) = body {
            request = request.json(body);
        }
        request.send().await.unwrap()
    }

    pub async fn me(&self, m: &Member) -> Value {
        self.call(reqwest::Method::GET, "/api/Profile", m, None).await.json().await.unwrap()
    }

    pub(crate) async fn add_photo(&self, m: &Member, path: &str, bytes: Vec<u8>) -> reqwest::Response {
        let form = reqwest::multipart::Form::new()
            .part("ProfileImage", reqwest::multipart::Part::bytes(bytes).file_name("p.png"));
        self.client
            .put(self.url(path))
            .bearer_auth(&m.token)
            .header("Accept-Language", "en")
            .multipart(form)
            .send()
            .await
            .unwrap()
    }

    async fn stored_files(&self) -> usize {
        walk(&self.data_dir.join("photos"))
    }

    async fn notifications_of(&self, member_id: i64, kind: &str) -> u64 {
        entity::notification::Entity::find()
            .filter(entity::notification::Column::MemberId.eq(member_id as i32))
            .filter(entity::notification::Column::Kind.eq(shared::NotificationKind::parse(kind).unwrap()))
            .count(&self.state.db)
            .await
            .unwrap()
    }
}

fn walk(dir: &std::path::Path) -> usize {
    std::fs::read_dir(dir)
        .map(|entries| entries.flatten().map(|e| if e.path().is_dir() { walk(&e.path()) } else { 1 }).sum())
        .unwrap_or(0)
}

fn with(base: Value, extra: Value) -> Value {
    let mut base = base;
    for (k, v) in extra.as_object().unwrap() {
        base[k] = v.clone();
    }
    base
}

use reqwest::Method as M;

#[tokio::test]
async fn the_profile_tabs_save_every_field_and_refuse_identity_changes() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let waiting = app.submitted_member().await;
    let m = app.approved_member(&moderator).await;
    let before = app.me(&m).await;
    let completeness = before["completeness"].as_i64().unwrap();

    // Status 1 may not use the tabs.
    let r = app.call(M::POST, "/api/Profile/PersonalDetails", &waiting, Some(&personal())).await;
    assert_eq!(r.status(), 403);

    let extras = json!({"sunSign": 5, "bloodGroup": "B+", "motherTongue": 1, "hobbies": ["reading", "travel"]});
    let r = app.call(M::POST, "/api/Profile/PersonalDetails", &m, Some(&with(personal(), extras.clone()))).await;
    assert_eq!(r.status(), 200);
    let me = app.me(&m).await;
    assert_eq!(me["sunSign"], 5);
    assert_eq!(me["bloodGroup"], "B+");
    assert_eq!(me["hobbies"], json!(["reading", "travel"]));

    // Limits of the extras, both sides.
    for (extra, field) in [
        (json!({"sunSign": 13}), "sunSign"),
        (json!({"sunSign": 0}), "sunSign"),
        (json!({"motherTongue": 16}), "motherTongue"),
        (json!({"bloodGroup": "C+"}), "bloodGroup"),
        (json!({"hobbies": ["reading", "reading"]}), "hobbies"),
        (json!({"hobbies": ["juggling"]}), "hobbies"),
    ] {
        let r = app.call(M::POST, "/api/Profile/PersonalDetails", &m, Some(&with(personal(), extra.clone()))).await;
        let body = problem(r, 400).await;
        assert!(body["errors"][field].is_array(), "{extra}: {body}");
    }
    let r = app
        .call(
            M::POST,
            "/api/Profile/PersonalDetails",
            &m,
            Some(&with(personal(), json!({"sunSign": 12, "motherTongue": 15}))),
        )
        .await;
    assert_eq!(r.status(), 200);

    // Name, birth date and gender are not edited directly: refused, nothing changed.
    for (change, field) in [
        (json!({"firstName": "Riya"}), "firstName"),
        (json!({"lastName": "Shah"}), "lastName"),
        (json!({"birthDate": birth_date_for_age(30).to_string()}), "birthDate"),
        (json!({"gender": true}), "gender"),
    ] {
        let body = with(with(personal(), extras.clone()), json!({"sunSign": 1}));
        let r = app.call(M::POST, "/api/Profile/PersonalDetails", &m, Some(&with(body, change))).await;
        let body = problem(r, 422).await;
        assert_eq!(body["detail"].as_str().map(|d| d.contains("edit request")), Some(true), "{body}");
        assert!(body["errors"][field].is_array(), "{body}");
    }
    let me = app.me(&m).await;
    assert_eq!((me["firstName"].clone(), me["sunSign"].clone()), (json!("શ્રેયા"), json!(12)));

    // Married brothers: at most the number of brothers (1).
    let r =
        app.call(M::PUT, "/api/Profile/FamilyDetails", &m, Some(&with(family(), json!({"marriedBrothers": 2})))).await;
    assert_eq!(problem(r, 400).await["errors"]["marriedBrothers"][0], "Enter a value from 0 to 1.");
    let extras = json!({"marriedBrothers": 1, "marriedSisters": 0, "familyLocation": "અમદાવાદ", "familyName": "Patel"});
    let r = app.call(M::PUT, "/api/Profile/FamilyDetails", &m, Some(&with(family(), extras))).await;
    assert_eq!(r.status(), 200);
    let extras =
        json!({"college": "L. D. College", "workingAs": "Engineer", "employer": "ISRO", "expectation": "Kind"});
    let r = app.call(M::PUT, "/api/Profile/ProfessionalDetails", &m, Some(&with(professional(), extras))).await;
    assert_eq!(r.status(), 200);
    let r = app
        .call(
            M::PUT,
            "/api/Profile/ProfessionalDetails",
            &m,
            Some(&with(professional(), json!({"college": "x".repeat(201)}))),
        )
        .await;
    assert_eq!(problem(r, 400).await["errors"]["college"][0], "Enter at most 200 characters.");
    let me = app.me(&m).await;
    assert_eq!((me["marriedBrothers"].clone(), me["employer"].clone()), (json!(1), json!("ISRO")));
    assert!(me["completeness"].as_i64().unwrap() > completeness);
    // The wizard's own calls are closed at status 3.
    let r = app.personal(&m, &personal()).await;
    assert_eq!(r.status(), 403);
}

#[tokio::test]
async fn edit_requests_are_checked_decided_and_told() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let m = app.approved_member(&moderator).await;
    let send = |body: Value| {
        let app = &app;
        let m = &m;
        async move { app.call(M::POST, "/api/MemberRequest", m, Some(&body)).await }
    };
    // Bad input: 400, nothing stored.
    let r = send(json!({"requestTypeId": 1, "note": "Spelling"})).await;
    assert_eq!(problem(r, 400).await["errors"]["newValue"][0], "This field is required.");
    let r = send(json!({"requestTypeId": 1, "newValue": "Riya", "note": ""})).await;
    assert!(problem(r, 400).await["errors"]["note"].is_array());
    let r = send(json!({"requestTypeId": 99, "newValue": "Riya", "note": "n"})).await;
    assert!(problem(r, 400).await["errors"]["requestTypeId"].is_array());
    let r = send(json!({"requestTypeId": 1, "newValue": "R1ya", "note": "n"})).await;
    assert!(problem(r, 400).await["errors"]["newValue"].is_array());
    let r = send(json!({"requestTypeId": 4, "newValue": "other", "note": "n"})).await;
    assert!(problem(r, 400).await["errors"]["newValue"].is_array());
    let under_18 = (birth_date_for_age(18) + chrono::Duration::days(1)).to_string();
    let r = send(json!({"requestTypeId": 3, "newValue": under_18, "note": "n"})).await;
    assert_eq!(problem(r, 400).await["errors"]["newValue"][0], "Age should be greater or equal to 18 year.");
    let r = send(json!({"requestTypeId": 1, "newValue": "x".repeat(101), "note": "n"})).await;
    assert_eq!(problem(r, 400).await["errors"]["newValue"][0], "Enter at most 100 characters.");
    let r = send(json!({"requestTypeId": 1, "newValue": "શ્રેયા", "note": "n"})).await;
    assert_eq!(problem(r, 422).await["code"], "rule_violated");
    assert_eq!(entity::edit_request::Entity::find().count(&app.state.db).await.unwrap(), 0);

    // Exactly 18 today is accepted; a second request for the same detail is a conflict.
    let r = send(json!({"requestTypeId": 3, "newValue": birth_date_for_age(18).to_string(), "note": "Typo"})).await;
    assert_eq!(r.status(), 200);
    let r = send(json!({"requestTypeId": 3, "newValue": birth_date_for_age(19).to_string(), "note": "Typo"})).await;
    assert_eq!(problem(r, 409).await["code"], "conflict");
    let r =
        send(json!({"requestTypeId": 1, "currentValue": "anything", "newValue": "Shreya", "note": "English spelling"}))
            .await;
    assert_eq!(r.status(), 200);

    let queue: Value = app.get_auth("/api/Admin/EditRequests", &moderator).await.json().await.unwrap();
    assert_eq!(queue["totalCount"], 2);
    let name = queue["result"].as_array().unwrap().iter().find(|r| r["requestTypeId"] == 1).unwrap().clone();
    assert_eq!(name["currentValue"], "શ્રેયા", "the server's value, not the client's");
    let birth = queue["result"].as_array().unwrap().iter().find(|r| r["requestTypeId"] == 3).unwrap().clone();

    // A member cannot decide; a decline needs a reason.
    let r =
        app.call(M::POST, "/api/Admin/EditRequest/Approve", &m, Some(&json!({"requestId": name["requestId"]}))).await;
    assert_eq!(r.status(), 403);
    let r = app
        .admin_post(&moderator, "/api/Admin/EditRequest/Decline", &json!({"id": birth["requestId"], "reason": " "}))
        .await;
    assert_eq!(r.status(), 400);

    let r =
        app.admin_post(&moderator, "/api/Admin/EditRequest/Approve", &json!({"requestId": name["requestId"]})).await;
    assert_eq!(r.status(), 200);
    let r =
        app.admin_post(&moderator, "/api/Admin/EditRequest/Approve", &json!({"requestId": name["requestId"]})).await;
    assert_eq!(problem(r, 422).await["code"], "rule_violated", "decided once");
    let r = app
        .admin_post(
            &moderator,
            "/api/Admin/EditRequest/Decline",
            &json!({"id": birth["requestId"], "reason": "Send a certificate"}),
        )
        .await;
    assert_eq!(r.status(), 200);

    let me = app.me(&m).await;
    assert_eq!(me["firstName"], "Shreya");
    assert_ne!(me["birthDate"], birth["newValue"]);
    let states: HashSet<String> =
        me["editRequests"].as_array().unwrap().iter().map(|r| r["state"].as_str().unwrap().to_owned()).collect();
    assert_eq!(states, HashSet::from(["approved".to_owned(), "declined".to_owned()]));
    assert_eq!(app.notifications_of(m.id, "edit_request_decided").await, 2);
    let audit: Value = app.get_auth("/api/Admin/AuditLog", &moderator).await.json().await.unwrap();
    let actions: Vec<&str> =
        audit["result"].as_array().unwrap().iter().map(|a| a["action"].as_str().unwrap()).collect();
    assert!(actions.contains(&"approve_edit_request") && actions.contains(&"decline_edit_request"), "{actions:?}");
}

#[tokio::test]
async fn concurrent_edit_requests_for_one_detail_leave_one() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let m = app.approved_member(&moderator).await;
    let body = json!({"requestTypeId": 2, "newValue": "Shah", "note": "Married name"});
    let answers =
        futures_util::future::join_all((0..6).map(|_| app.call(M::POST, "/api/MemberRequest", &m, Some(&body)))).await;
    let mut statuses: Vec<u16> = answers.iter().map(|r| r.status().as_u16()).collect();
    statuses.sort_unstable();
    assert_eq!(statuses, vec![200, 409, 409, 409, 409, 409]);
    assert_eq!(entity::edit_request::Entity::find().count(&app.state.db).await.unwrap(), 1);
}

#[tokio::test]
async fn my_photos_hold_six_wait_for_a_moderator_and_stay_the_owners() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let other = app.approved_member(&moderator).await;
    let m = app.approved_member(&moderator).await;
    let first = app.me(&m).await["photos"][0].clone();
    assert_eq!((first["status"].clone(), first["isDefault"].clone()), (json!("approved"), json!(true)));

    // Five more: pending, never the default, not yet seen by others.
    let mut added = Vec::new();
    for _ in 0..5 {
        let r = app.add_photo(&m, "/api/MemberImage/UploadPhoto", png(300, 400)).await;
        assert_eq!(r.status(), 200);
        let photo: Value = r.json().await.unwrap();
        assert_eq!((photo["status"].clone(), photo["isDefault"].clone()), (json!("pending"), json!(false)));
        added.push(photo["photoId"].as_i64().unwrap());
    }
    let files = app.stored_files().await;
    // The 7th: refused, nothing stored.
    let r = app.add_photo(&m, "/api/MemberImage/UploadPhoto", png(300, 400)).await;
    assert_eq!(problem(r, 422).await["detail"], "You can keep at most 6 photos. Delete one before adding another.");
    assert_eq!(app.stored_files().await, files);
    // Not an image.
    let r = app.add_photo(&other, "/api/MemberImage/UploadPhoto", b"GIF89a not a photo".to_vec()).await;
    assert_eq!(r.status(), 415);

    // A pending photo cannot be the default; another member's photo is not found.
    let r = app.call(M::PUT, "/api/MemberImage/Default", &m, Some(&json!({"photoId": added[0]}))).await;
    assert_eq!(problem(r, 422).await["code"], "rule_violated");
    let r = app.call(M::PUT, "/api/MemberImage/Default", &other, Some(&json!({"photoId": added[0]}))).await;
    assert_eq!(r.status(), 404);
    let r = app.call(M::DELETE, &format!("/api/MemberImage/{}", added[0]), &other, None).await;
    assert_eq!(r.status(), 404);

    // The moderator's queue: approve one, decline one (its files go, the member is told why).
    let queue: Value = app.get_auth("/api/Admin/Photos", &moderator).await.json().await.unwrap();
    assert_eq!(queue["totalCount"], 5);
    let r = app.admin_post(&moderator, "/api/Admin/Photo/Approve", &json!({"photoId": added[0]})).await;
    assert_eq!(r.status(), 200);
    let r =
        app.admin_post(&moderator, "/api/Admin/Photo/Decline", &json!({"id": added[1], "reason": "Sunglasses"})).await;
    assert_eq!(r.status(), 200);
    let r = app.admin_post(&moderator, "/api/Admin/Photo/Approve", &json!({"photoId": added[1]})).await;
    assert_eq!(r.status(), 404, "a declined photo is gone");
    assert_eq!(app.stored_files().await, files - 4, "the four sizes of the declined photo");
    assert_eq!(app.notifications_of(m.id, "photo_decided").await, 2);

    // The approved photo becomes the default; deleting the default hands it to the newest other approved photo.
    let r = app.call(M::PUT, "/api/MemberImage/Default", &m, Some(&json!({"photoId": added[0]}))).await;
    assert_eq!(r.status(), 200);
    let me = app.me(&m).await;
    assert_eq!(me["photos"][0]["photoId"], added[0]);
    assert_eq!(me["photos"][0]["isDefault"], true);
    let r = app.call(M::DELETE, &format!("/api/MemberImage/{}", added[0]), &m, None).await;
    assert_eq!(r.status(), 200);
    let me = app.me(&m).await;
    assert_eq!(me["photos"][0]["photoId"], first["photoId"]);
    assert_eq!(me["photos"][0]["isDefault"], true);
    // The only approved photo stays.
    let r = app.call(M::DELETE, &format!("/api/MemberImage/{}", first["photoId"]), &m, None).await;
    assert_eq!(problem(r, 422).await["code"], "rule_violated");
    // A pending one can go.
    let r = app.call(M::DELETE, &format!("/api/MemberImage/{}", added[2]), &m, None).await;
    assert_eq!(r.status(), 200);
    assert_eq!(app.me(&m).await["photos"].as_array().unwrap().len(), 3);
}

#[tokio::test]
async fn concurrent_uploads_never_pass_six() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let m = app.approved_member(&moderator).await;
    for _ in 0..4 {
        assert_eq!(app.add_photo(&m, "/api/MemberImage/UploadPhoto", png(300, 400)).await.status(), 200);
    }
    let answers = futures_util::future::join_all(
        (0..4).map(|_| app.add_photo(&m, "/api/MemberImage/UploadPhoto", png(300, 400))),
    )
    .await;
    let ok = answers.iter().filter(|r| r.status() == 200).count();
    assert_eq!(ok, 1, "{:?}", answers.iter().map(|r| r.status()).collect::<Vec<_>>());
    let count = entity::photo::Entity::find()
        .filter(entity::photo::Column::MemberId.eq(m.id as i32))
        .count(&app.state.db)
        .await
        .unwrap();
    assert_eq!(count, 6);
}

#[tokio::test]
async fn the_profile_photo_tab_replaces_the_default_once_approved() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let m = app.approved_member(&moderator).await;
    let old_default = app.me(&m).await["photos"][0]["photoId"].clone();
    let r = app.add_photo(&m, "/api/Profile/UploadPhoto", png(600, 800)).await;
    assert_eq!(r.status(), 200);
    let photo: Value = r.json().await.unwrap();
    assert_eq!((photo["pendingDefault"].clone(), photo["isDefault"].clone()), (json!(true), json!(false)));
    assert_eq!(app.me(&m).await["photos"][0]["photoId"], old_default, "the old one until approval");
    let r = app.admin_post(&moderator, "/api/Admin/Photo/Approve", &json!({"photoId": photo["photoId"]})).await;
    assert_eq!(r.status(), 200);
    let me = app.me(&m).await;
    assert_eq!(me["photos"][0]["photoId"], photo["photoId"]);
    assert_eq!(me["photos"][0]["isDefault"], true);
}

#[tokio::test]
async fn photo_visibility_is_kept_and_the_blurred_size_is_made_by_the_server() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let m = app.approved_member(&moderator).await;
    assert_eq!(app.me(&m).await["photoVisibility"], "all");
    let r = app.call(M::PUT, "/api/MemberImage/Visibility", &m, Some(&json!({"photoVisibility": "everyone"}))).await;
    assert_eq!(r.status(), 400);
    let r = app.call(M::PUT, "/api/MemberImage/Visibility", &m, Some(&json!({"photoVisibility": "connections"}))).await;
    assert_eq!(r.status(), 200);
    assert_eq!(app.me(&m).await["photoVisibility"], "connections");

    let photo_id = app.me(&m).await["photos"][0]["photoId"].as_i64().unwrap() as i32;
    let url = sagpan::photos::signed_url(&app.state.keys, photo_id, "blurred", m.id as i32, app.state.clock.now());
    let r = app.client.get(app.url(&url)).send().await.unwrap();
    assert_eq!(r.status(), 200);
    let image = image::load_from_memory(&r.bytes().await.unwrap()).unwrap();
    assert_eq!((image.width(), image.height()), (240, 320));
}

#[tokio::test]
async fn partner_preferences_keep_their_limits_and_their_owner() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let other = app.approved_member(&moderator).await;
    let m = app.approved_member(&moderator).await;
    let save = |body: Value| {
        let app = &app;
        let m = &m;
        async move { app.call(M::POST, "/api/Profile/PartnerPreferenceAddEdit", m, Some(&body)).await }
    };
    for (body, field, message) in [
        (json!({"ageFrom": 30, "ageTo": 25}), "ageTo", "The “to” value cannot be lower than the “from” value."),
        (json!({"ageFrom": 17}), "ageFrom", "Enter a value from 18 to 100."),
        (json!({"ageTo": 101}), "ageTo", "Enter a value from 18 to 100."),
        (
            json!({"heightFrom": 20, "heightTo": 10}),
            "heightTo",
            "The “to” value cannot be lower than the “from” value.",
        ),
        (json!({"heightFrom": 9999}), "heightFrom", "Choose one of the options."),
        (json!({"communityIds": [1, 99999]}), "communityIds", "Choose one of the options."),
        (json!({"maritalStatuses": [5]}), "maritalStatuses", "Choose one of the options."),
        (json!({"educationIds": [1, 1]}), "educationIds", "The same option is chosen twice."),
        (json!({"cityIds": (1..=51).collect::<Vec<i32>>()}), "cityIds", "Choose at most 50 options."),
        (
            json!({"occupationIds": [crate::wizard::own_occupation() + 100000]}),
            "occupationIds",
            "Choose one of the options.",
        ),
    ] {
        let r = save(body.clone()).await;
        assert_eq!(problem(r, 400).await["errors"][field][0], message, "{body}");
    }
    assert_eq!(entity::partner_preference::Entity::find().count(&app.state.db).await.unwrap(), 0, "nothing stored");

    let body = json!({
        "ageFrom": 18, "ageTo": 100, "heightFrom": 10, "heightTo": 20, "communityIds": [1, 3],
        "maritalStatuses": [1], "educationIds": [], "occupationIds": [own_occupation()], "isNRI": false,
        "cityIds": (1..=50).collect::<Vec<i32>>(),
    });
    let r = save(body).await;
    assert_eq!(r.status(), 200);
    let saved: Value = r.json().await.unwrap();
    assert_eq!(saved["message"], "Your partner preferences have been saved.");
    let r = app.call(M::GET, &format!("/api/Profile/PartnerPreference/{}", m.id), &m, None).await;
    let read: Value = r.json().await.unwrap();
    assert_eq!((read["ageFrom"].clone(), read["ageTo"].clone()), (json!(18), json!(100)));
    assert_eq!(read["communityIds"], json!([1, 3]));
    assert_eq!(read["educationIds"], Value::Null, "an empty list is any");
    assert_eq!(read["isNRI"], false);
    assert_eq!(read["cityIds"].as_array().unwrap().len(), 50);
    // Another member's preferences: not found, like an id that does not exist.
    let r = app.call(M::GET, &format!("/api/Profile/PartnerPreference/{}", m.id), &other, None).await;
    assert_eq!(r.status(), 404);
    let r = app.call(M::GET, "/api/Profile/PartnerPreference/999999", &other, None).await;
    assert_eq!(r.status(), 404);
    // Saving again replaces.
    assert_eq!(save(json!({})).await.status(), 200);
    let read: Value =
        app.call(M::GET, &format!("/api/Profile/PartnerPreference/{}", m.id), &m, None).await.json().await.unwrap();
    assert_eq!(read["ageFrom"], Value::Null);
}

#[tokio::test]
async fn notification_settings_are_honoured() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let m = app.approved_member(&moderator).await;
    let email = entity::member::Entity::find_by_id(m.id as i32).one(&app.state.db).await.unwrap().unwrap().email;
    let settings: Value = app.call(M::GET, "/api/NotificationSetting", &m, None).await.json().await.unwrap();
    let ids: Vec<i64> =
        settings["result"].as_array().unwrap().iter().map(|s| s["notificationTypeId"].as_i64().unwrap()).collect();
    assert!(settings["result"].as_array().unwrap().iter().all(|s| s["email"] == true && s["app"] == true));
    assert!(!ids.contains(&9) && !ids.contains(&10), "visits and shortlists are never sent");
    assert!(!ids.contains(&12), "a satapeta code always goes out");

    for (body, field) in [
        (
            json!({"result": [{"notificationTypeId": 9999, "app": true, "email": true, "push": true}]}),
            "result[0].notificationTypeId",
        ),
        (
            json!({"result": [{"notificationTypeId": 10, "app": true, "email": true, "push": true}]}),
            "result[0].notificationTypeId",
        ),
        (
            json!({"result": [
                {"notificationTypeId": 14, "app": true, "email": false, "push": true},
                {"notificationTypeId": 14, "app": true, "email": true, "push": true}]}),
            "result[1].notificationTypeId",
        ),
    ] {
        let r = app.call(M::POST, "/api/NotificationSetting", &m, Some(&body)).await;
        assert!(problem(r, 400).await["errors"][field].is_array());
    }
    // Edit requests decided: in the app, not by e-mail. Photos decided: neither.
    let body = json!({"result": [
        {"notificationTypeId": 14, "app": true, "email": false, "push": false},
        {"notificationTypeId": 17, "app": false, "email": false, "push": false}]});
    let r = app.call(M::POST, "/api/NotificationSetting", &m, Some(&body)).await;
    assert_eq!(r.status(), 200);
    let saved: Value = r.json().await.unwrap();
    assert_eq!(saved["result"].as_array().unwrap().len(), ids.len());

    let mails = app.mails_to(&email).await;
    let r = app
        .call(M::POST, "/api/MemberRequest", &m, Some(&json!({"requestTypeId": 2, "newValue": "Shah", "note": "n"})))
        .await;
    assert_eq!(r.status(), 200);
    let queue: Value = app.get_auth("/api/Admin/EditRequests", &moderator).await.json().await.unwrap();
    let r = app
        .admin_post(
            &moderator,
            "/api/Admin/EditRequest/Approve",
            &json!({"requestId": queue["result"][0]["requestId"]}),
        )
        .await;
    assert_eq!(r.status(), 200);
    let photo: Value = app.add_photo(&m, "/api/MemberImage/UploadPhoto", png(300, 400)).await.json().await.unwrap();
    let r = app.admin_post(&moderator, "/api/Admin/Photo/Approve", &json!({"photoId": photo["photoId"]})).await;
    assert_eq!(r.status(), 200);
    assert_eq!(app.mails_to(&email).await, mails, "no e-mail for either");
    assert_eq!(app.notifications_of(m.id, "edit_request_decided").await, 1);
    assert_eq!(app.notifications_of(m.id, "photo_decided").await, 0);

    // Turned back on, the e-mail goes.
    let body = json!({"result": [{"notificationTypeId": 17, "app": true, "email": true, "push": true}]});
    assert_eq!(app.call(M::POST, "/api/NotificationSetting", &m, Some(&body)).await.status(), 200);
    let photo: Value = app.add_photo(&m, "/api/MemberImage/UploadPhoto", png(300, 400)).await.json().await.unwrap();
    let r = app
        .admin_post(&moderator, "/api/Admin/Photo/Decline", &json!({"id": photo["photoId"], "reason": "Blurry"}))
        .await;
    assert_eq!(r.status(), 200);
    assert_eq!(app.mails_to(&email).await, mails + 1);
    assert_eq!(app.notifications_of(m.id, "photo_decided").await, 1);
}

#[tokio::test]
async fn the_sign_in_answer_carries_the_profile_photo() {
    let app = app().await;
    let (reg, signed) = app.signed_up().await;
    assert!(signed["user"]["profileImage"].is_null(), "no photo yet");
    let m = Member::signed_in(&signed);
    assert_eq!(app.personal(&m, &personal()).await.status(), 200);
    assert_eq!(app.family(&m, &family()).await.status(), 200);
    assert_eq!(app.professional(&m, &professional()).await.status(), 200);
    assert_eq!(app.upload(&m, vec![("p.png", png(300, 400))]).await.status(), 200);
    let answer: Value = app
        .post("/api/Account/Login", &json!({"username": reg["email"], "password": reg["password"]}))
        .await
        .json()
        .await
        .unwrap();
    let url = answer["user"]["profileImage"].as_str().unwrap();
    let r = app.client.get(app.url(url)).send().await.unwrap();
    assert_eq!(r.status(), 200);
    assert_eq!(r.headers()["content-type"], "image/jpeg");
}

#[tokio::test]
async fn notifications_lead_to_their_subject_and_are_read_as_shown() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let m = app.approved_member(&moderator).await;
    let list = async |app: &TestApp| -> Value {
        app.call(reqwest::Method::POST, "/api/Notification", &m, Some(&json!({"pageIndex": 1, "pageSize": 10})))
            .await
            .json()
            .await
            .unwrap()
    };
    let unread = async |app: &TestApp| -> i64 {
        let new: Value = app.call(reqwest::Method::GET, "/api/Notification/New", &m, None).await.json().await.unwrap();
        new["totalCount"].as_i64().unwrap()
    };
    // Submitted, then approved: each opens its page.
    let notes = list(&app).await;
    let result = notes["result"].as_array().unwrap();
    assert_eq!(result.len(), 2, "{notes}");
    assert_eq!(result[0]["link"], "/matches", "the approval opens the matches");
    assert_eq!(result[1]["link"], "/profile", "the submission opens the profile");
    assert_eq!(unread(&app).await, 2);

    // Marking what a page showed: only those, only one's own; 100 at most, 101 refused and nothing changed.
    let first = result[0]["id"].as_i64().unwrap();
    let mark = async |ids: Value| {
        app.call(reqwest::Method::POST, "/api/Notification/MarkRead", &m, Some(&json!({"ids": ids}))).await
    };
    let too_many: Vec<i64> = (0..=100).map(|i| first + i).collect();
    let refused = problem(mark(json!(too_many)).await, 400).await;
    assert!(refused["errors"]["ids"][0].as_str().unwrap().contains("100"), "{refused}");
    assert_eq!(unread(&app).await, 2);
    let hundred: Vec<i64> = (0..100).map(|i| first + i).collect();
    assert_eq!(mark(json!(hundred)).await.status(), 200);
    assert_eq!(unread(&app).await, 1);
    assert_eq!(mark(json!([])).await.status(), 200);
    let other = app.approved_member(&moderator).await;
    let theirs: Value = app
        .call(reqwest::Method::POST, "/api/Notification", &other, Some(&json!({"pageIndex": 1, "pageSize": 10})))
        .await
        .json()
        .await
        .unwrap();
    let their_id = theirs["result"][0]["id"].as_i64().unwrap();
    assert_eq!(mark(json!([their_id])).await.status(), 200);
    let theirs_new: Value =
        app.call(reqwest::Method::GET, "/api/Notification/New", &other, None).await.json().await.unwrap();
    assert_eq!(theirs_new["totalCount"], 2, "another member's notification stays unread");
    let listed = list(&app).await;
    assert_eq!(listed["result"][0]["read"], true);
    assert_eq!(listed["result"][1]["read"], false);
}

#[tokio::test]
async fn the_members_language_is_chosen_in_the_app_and_used_for_what_is_sent() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let m = app.approved_member(&moderator).await;
    let info = async |app: &TestApp| -> Value {
        app.call(reqwest::Method::GET, "/api/Account/Info", &m, None).await.json().await.unwrap()
    };
    let before = info(&app).await["language"].as_str().unwrap().to_owned();
    let set = async |language: &str| {
        app.call(reqwest::Method::PUT, "/api/Account/Language", &m, Some(&json!({"language": language}))).await
    };

    // Only gu or en; anything else changes nothing.
    for wrong in ["fr", ""] {
        problem(set(wrong).await, 400).await;
        assert_eq!(info(&app).await["language"], before);
    }
    // Gujarati: the answer and from then on the e-mails are in Gujarati.
    let r = set("gu").await;
    assert_eq!(r.status(), 200);
    assert!(r.json::<Value>().await.unwrap()["message"].as_str().unwrap().contains("ગુજરાતી"));
    assert_eq!(info(&app).await["language"], "gu");
    let email = entity::member::Entity::find_by_id(m.id as i32).one(&app.state.db).await.unwrap().unwrap().email;
    // An e-mail the server writes on its own goes in the member's language: the suspension notice.
    let r =
        app.admin_post(&moderator, "/api/Admin/SuspendMember", &json!({"memberId": m.id, "reason": "ફોટા બદલો"})).await;
    assert_eq!(r.status(), 200);
    let subjects: Vec<String> = entity::mail_queue::Entity::find()
        .filter(entity::mail_queue::Column::Recipient.eq(email))
        .all(&app.state.db)
        .await
        .unwrap()
        .into_iter()
        .map(|mail| mail.subject)
        .collect();
    let last = subjects.last().unwrap();
    assert!(last.chars().any(|c| ('\u{0A80}'..='\u{0AFF}').contains(&c)), "a Gujarati subject: {subjects:?}");
    // Back to English, and saying it twice changes nothing more.
    assert_eq!(set("en").await.status(), 200);
    assert_eq!(set("en").await.status(), 200);
    assert_eq!(info(&app).await["language"], "en");
}
