//! The member's account (rules 11, 16, 23, 37, 38): password, phone and e-mail changes, deactivation, deletion and its
//! tombstone, the data export, satapeta and the bio-data PDF. Bad input changes nothing; limits on both sides.

use chrono::Duration;
use entity::member;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::{Value, json};
use shared::ProfileStatus;

use crate::{
    helpers::{TestApp, capture_logs, captured_logs, problem},
    moderation::app,
    wizard::Member,
};

pub(crate) const PASSWORD: &str = "kesar-keri-42";

impl TestApp {
    async fn account(&self, m: &Member, path: &str, body: Value) -> reqwest::Response {
        self.match_post(m, path, &body).await
    }

    async fn info(&self, m: &Member) -> Value {
        let r = self.match_get(m, "/api/Account/Info").await;
        assert_eq!(r.status(), 200);
        r.json().await.unwrap()
    }

    async fn put(&self, m: &Member, path: &str, body: Value) -> reqwest::Response {
        let request = self.client.put(self.url(path)).bearer_auth(&m.token).header("Accept-Language", "en");
        request.json(&body).send().await.unwrap()
    }

    pub(crate) async fn sign_in_as(&self, username: &str, password: &str) -> reqwest::Response {
        self.post("/api/Account/Login", &json!({"username": username, "password": password})).await
    }

    /// Her and him, approved, with an accepted connection.
    async fn connected(&self, moderator: &str) -> (Member, Member) {
        let her = self.approved_with(moderator, json!({"firstName": "Priya"})).await;
        let him =
            self.approved_with(moderator, json!({"gender": true, "firstName": "Ravi", "lastName": "Patel"})).await;
        let sent = self.match_post(&him, "/api/Match/sendConnectRequest", &json!({"memberId": her.id})).await;
        assert_eq!(sent.status(), 200);
        let accepted =
            self.match_post(&her, "/api/Match/AcceptConnectRequestByUserId", &json!({"memberId": him.id})).await;
        assert_eq!(accepted.status(), 200);
        (her, him)
    }
}

#[tokio::test]
async fn changing_the_password_needs_the_current_one_and_signs_out_every_other_sign_in() {
    let app = app().await;
    let m = app.member().await;
    let email = app.info(&m).await["email"].as_str().unwrap().to_owned();
    let other: Value = app.sign_in_as(&email, PASSWORD).await.json().await.unwrap();
    let other = Member { token: other["accessToken"].as_str().unwrap().to_owned(), id: m.id };

    // A wrong current password: 422 on its field, nothing changed.
    let wrong = app
        .account(
            &m,
            "/api/Account/ChangePassword",
            json!({"currentPassword": "not-it", "newPassword": "mango-lassi-7", "confirmPassword": "mango-lassi-7"}),
        )
        .await;
    assert_eq!(
        problem(wrong, 422).await["errors"]["currentPassword"][0],
        "The current password is not correct. Nothing was changed."
    );
    assert_eq!(app.sign_in_as(&email, PASSWORD).await.status(), 200);
    // The new password's limits: 5 characters refused, a mismatch refused.
    let short = app
        .account(
            &m,
            "/api/Account/ChangePassword",
            json!({"currentPassword": PASSWORD, "newPassword": "abcde", "confirmPassword": "abcde"}),
        )
        .await;
    assert!(problem(short, 400).await["errors"]["newPassword"].is_array());
    let mismatch = app
        .account(
            &m,
            "/api/Account/ChangePassword",
            json!({"currentPassword": PASSWORD, "newPassword": "abcdef", "confirmPassword": "abcdeg"}),
        )
        .await;
    problem(mismatch, 400).await;

    // Six characters are enough: this sign-in stays, the other one ends.
    let changed = app
        .account(
            &m,
            "/api/Account/ChangePassword",
            json!({"currentPassword": PASSWORD, "newPassword": "zq8!pk", "confirmPassword": "zq8!pk"}),
        )
        .await;
    assert_eq!(changed.status(), 200);
    assert_eq!(app.match_get(&m, "/api/Account/Info").await.status(), 200);
    assert_eq!(app.match_get(&other, "/api/Account/Info").await.status(), 401);
    problem(app.sign_in_as(&email, PASSWORD).await, 422).await;
    assert_eq!(app.sign_in_as(&email, "zq8!pk").await.status(), 200);
}

#[tokio::test]
async fn phone_and_email_changes_need_the_password_and_refuse_another_members() {
    let app = app().await;
    let (m, other) = (app.member().await, app.member().await);
    let theirs = app.info(&other).await;
    app.verified(&other, theirs["phoneNumber"].as_str().unwrap()).await;

    // The phone: another member's verified number is a 409, a wrong password a 422, a valid one is saved.
    let taken = app
        .account(
            &m,
            "/api/Account/ChangePhoneNumber",
            json!({"countryCode": "+91", "phoneNumber": theirs["phoneNumber"], "password": PASSWORD}),
        )
        .await;
    assert!(problem(taken, 409).await["errors"]["phoneNumber"].is_array());
    let wrong = app
        .account(
            &m,
            "/api/Account/ChangePhoneNumber",
            json!({"countryCode": "+91", "phoneNumber": "9123456780", "password": "nope-nope"}),
        )
        .await;
    problem(wrong, 422).await;
    // +91 needs ten digits: nine are refused.
    let nine = app
        .account(
            &m,
            "/api/Account/ChangePhoneNumber",
            json!({"countryCode": "+91", "phoneNumber": "912345678", "password": PASSWORD}),
        )
        .await;
    problem(nine, 400).await;
    let ok = app
        .account(
            &m,
            "/api/Account/ChangePhoneNumber",
            json!({"countryCode": "+91", "phoneNumber": "9123456780", "password": PASSWORD}),
        )
        .await;
    assert_eq!(ok.status(), 200);
    assert_eq!(app.info(&m).await["phoneNumber"], "9123456780");

    // The e-mail: another member's is a 409; a code goes to the new address and nothing changes until it comes back.
    let mine = app.info(&m).await["email"].as_str().unwrap().to_owned();
    let taken = app
        .account(&m, "/api/Account/ChangeEmailAddress", json!({"email": theirs["email"], "password": PASSWORD}))
        .await;
    assert!(problem(taken, 409).await["errors"]["email"].is_array());
    let new = "new.address@example.com";
    let wrong =
        app.account(&m, "/api/Account/ChangeEmailAddress", json!({"email": new, "password": "nope-nope"})).await;
    problem(wrong, 422).await;
    let asked = app.account(&m, "/api/Account/ChangeEmailAddress", json!({"email": new, "password": PASSWORD})).await;
    assert_eq!(asked.status(), 200);
    assert_eq!(app.info(&m).await["pendingEmail"], new);
    let code = app.last_code(new).await;
    let bad = if code == "000000" { "111111" } else { "000000" };
    problem(app.account(&m, "/api/Account/VerifyEmailAddress", json!({"email": new, "otp": bad})).await, 422).await;
    assert_eq!(app.info(&m).await["email"], mine.as_str());
    // Another member cannot spend the code.
    problem(app.account(&other, "/api/Account/VerifyEmailAddress", json!({"email": new, "otp": code})).await, 422)
        .await;
    let code = {
        app.state.clock.advance(Duration::seconds(61));
        assert_eq!(
            app.account(&m, "/api/Account/ChangeEmailAddress", json!({"email": new, "password": PASSWORD}))
                .await
                .status(),
            200
        );
        app.last_code(new).await
    };
    let verified = app.account(&m, "/api/Account/VerifyEmailAddress", json!({"email": new, "otp": code})).await;
    assert_eq!(verified.status(), 200);
    assert_eq!(app.info(&m).await["email"], new);
    assert_eq!(app.sign_in_as(new, PASSWORD).await.status(), 200);
    problem(app.sign_in_as(&mine, PASSWORD).await, 422).await;
    // The old address was told.
    assert!(app.mails_to(&mine).await >= 2);
}

#[tokio::test]
async fn deactivating_hides_the_member_at_once_and_reactivating_brings_them_back() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let her = app.approved_with(&moderator, json!({"firstName": "Priya"})).await;
    let him = app.approved_with(&moderator, json!({"gender": true, "firstName": "Ravi"})).await;
    let detail = format!("/api/Match/MemberDetails/{}", her.id);
    assert_eq!(app.match_get(&him, &detail).await.status(), 200);

    let off: Value = app.account(&her, "/api/Account/DeActiveAccount", json!(null)).await.json().await.unwrap();
    assert_eq!(off["profileStatus"], 4);
    problem(app.match_get(&him, &detail).await, 404).await;
    // Deactivated, she may not use the member area, but she may come back.
    problem(app.match_get(&her, &format!("/api/Match/MemberDetails/{}", him.id)).await, 403).await;
    problem(app.account(&her, "/api/Account/DeActiveAccount", json!(null)).await, 422).await;
    let on: Value = app.account(&her, "/api/Account/ActiveAccount", json!(null)).await.json().await.unwrap();
    assert_eq!(on["profileStatus"], 3);
    assert_eq!(app.match_get(&him, &detail).await.status(), 200);
    problem(app.account(&her, "/api/Account/ActiveAccount", json!(null)).await, 422).await;
}

#[tokio::test]
async fn deactivating_is_no_way_round_the_changes_a_moderator_asked_for() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let m = app.submitted_member().await;
    let reason = "Please add a recent photo of you alone.";
    let ask = json!({"memberId": m.id, "reason": reason});
    assert_eq!(app.admin_post(&moderator, "/api/Admin/RequestChanges", &ask).await.status(), 200);
    let off: Value = app.account(&m, "/api/Account/DeActiveAccount", json!(null)).await.json().await.unwrap();
    assert_eq!(off["profileStatus"], 4);
    // Back where she left, with the moderator's reason: not in the queue as if the changes were made.
    let on: Value = app.account(&m, "/api/Account/ActiveAccount", json!(null)).await.json().await.unwrap();
    assert_eq!(on["profileStatus"], 2);
    let own: Value = app.match_get(&m, "/api/Profile").await.json().await.unwrap();
    assert_eq!(own["statusReason"], reason);
    let queue: Value = app.get_auth("/api/Admin/Queue", &moderator).await.json().await.unwrap();
    assert!(!queue["result"].as_array().unwrap().iter().any(|q| q["memberId"] == m.id));
    // A moderator has no profile to deactivate: refused for the role.
    let r = app.client.post(app.url("/api/Account/DeActiveAccount")).bearer_auth(&moderator).send().await.unwrap();
    problem(r, 403).await;
}

#[tokio::test]
async fn deleting_the_account_erases_it_and_others_see_a_deleted_member() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let (her, him) = app.connected(&moderator).await;
    let info = app.info(&her).await;
    let (email, phone) = (info["email"].as_str().unwrap().to_owned(), info["phoneNumber"].as_str().unwrap().to_owned());
    let her_id = her.id as i32;

    // Every line the server logs meanwhile, at every level: the password in the query string must be in none.
    capture_logs();

    // A wrong password erases nothing.
    let wrong = app
        .client
        .post(app.url("/api/Account/DeleteAccount?password=not-my-password"))
        .bearer_auth(&her.token)
        .send()
        .await
        .unwrap();
    problem(wrong, 422).await;
    assert!(entity::profile::Entity::find_by_id(her_id).one(&app.state.db).await.unwrap().is_some());
    problem(app.account(&her, "/api/Account/DeleteAccount", json!(null)).await, 400).await;

    // The password in the query string, as document 001's client sends it.
    let deleted = app
        .client
        .post(app.url(&format!("/api/Account/DeleteAccount?password={PASSWORD}")))
        .bearer_auth(&her.token)
        .send()
        .await
        .unwrap();
    assert_eq!(deleted.status(), 200);
    let logged = captured_logs();
    assert!(logged.contains("account deleted"), "the capture holds the server's own lines: {logged}");
    assert!(!logged.contains(PASSWORD) && !logged.contains("not-my-password"), "a password reached the log");
    assert_eq!(app.match_get(&her, "/api/Account/Info").await.status(), 401);
    problem(app.sign_in_as(&email, PASSWORD).await, 422).await;
    let db = &app.state.db;
    assert!(entity::profile::Entity::find_by_id(her_id).one(db).await.unwrap().is_none());
    assert_eq!(
        entity::photo::Entity::find().filter(entity::photo::Column::MemberId.eq(her_id)).count(db).await.unwrap(),
        0
    );
    assert_eq!(
        entity::sign_in::Entity::find().filter(entity::sign_in::Column::MemberId.eq(her_id)).count(db).await.unwrap(),
        0
    );
    assert_eq!(
        entity::login_history::Entity::find()
            .filter(entity::login_history::Column::MemberId.eq(her_id))
            .count(db)
            .await
            .unwrap(),
        0
    );
    let tomb = entity::member::Entity::find_by_id(her_id).one(db).await.unwrap().unwrap();
    assert!(tomb.deleted_at.is_some() && tomb.first_name.is_empty() && tomb.email != email);

    // His inbox keeps the connection as "Deleted member"; his notifications and activity no longer name her.
    let accepted: Value = app
        .match_post(&him, "/api/Inbox/AcceptedList", &json!({"pageIndex": 1, "pageSize": 10}))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(accepted["result"][0]["firstName"], "Deleted member");
    assert_eq!(accepted["result"][0]["deleted"], true);
    assert_eq!(accepted["result"][0]["profileId"], "");
    let notes: Value =
        app.match_post(&him, "/api/Notification", &json!({"pageIndex": 1, "pageSize": 50})).await.json().await.unwrap();
    let text = notes.to_string();
    assert!(!text.contains("Priya") && text.contains("Deleted member"), "{text}");
    let history: Value =
        app.match_post(&him, "/api/History", &json!({"pageIndex": 1, "pageSize": 50})).await.json().await.unwrap();
    assert!(history.to_string().contains("Deleted member"));
    problem(app.match_get(&him, &format!("/api/Match/MemberDetails/{}", her.id)).await, 404).await;

    // The e-mail and phone are free again.
    let mut again = crate::accounts::registration();
    again["email"] = json!(email);
    again["phoneNumber"] = json!(phone);
    assert_eq!(app.post("/api/Account/Register", &again).await.status(), 200);
}

#[tokio::test]
async fn the_export_holds_everything_stored_about_the_member() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let (her, him) = app.connected(&moderator).await;
    let report = app
        .match_post(&her, "/api/Match/ReportUserToAdmin", &json!({"memberId": him.id, "reason": "Rude messages"}))
        .await;
    assert_eq!(report.status(), 200);
    let r = app.match_get(&her, "/api/Account/Export").await;
    assert_eq!(r.status(), 200);
    let disposition = r.headers()["content-disposition"].to_str().unwrap().to_owned();
    let export: Value = r.json().await.unwrap();
    assert_eq!(
        disposition,
        format!("attachment; filename=\"sagpan-{}.json\"", export["account"]["profileId"].as_str().unwrap())
    );
    assert_eq!(export["account"]["email"], app.info(&her).await["email"]);
    assert_eq!(export["connectionRequests"][0]["direction"], "received");
    assert_eq!(export["connectionRequests"][0]["status"], "accepted");
    assert_eq!(export["reportsMade"][0]["reason"], "Rude messages");
    assert!(!export["notifications"].as_array().unwrap().is_empty());
    assert!(!export["loginHistory"].as_array().unwrap().is_empty());
    assert_eq!(export["profile"]["firstName"], "Priya");
    assert_eq!(export["satapeta"]["status"], "off");
    // Other members appear by profile id (her own notifications name him as they did); never with their contacts.
    let text = export.to_string();
    assert!(!text.contains(app.info(&him).await["email"].as_str().unwrap()));
}

#[tokio::test]
async fn satapeta_links_siblings_with_the_code_and_either_side_turns_it_off() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let her = app.approved_with(&moderator, json!({"firstName": "Priya"})).await;
    let sister = app.approved_with(&moderator, json!({"firstName": "Meera"})).await;
    let him = app.approved_with(&moderator, json!({"gender": true, "firstName": "Ravi"})).await;
    let own: Value = app.match_get(&sister, "/api/Profile").await.json().await.unwrap();
    let (sister_pid, sister_birth) =
        (own["profileId"].as_str().unwrap().to_owned(), own["birthDate"].as_str().unwrap().to_owned());
    let mine: Value = app.match_get(&her, "/api/Profile").await.json().await.unwrap();
    let send = |pid: &str, birth: &str| json!({"siblingProfileId": pid, "siblingBirthDate": birth});

    // Each refusal says why, and changes nothing; a profile id that names nobody and a birth date that does not match
    // are answered alike.
    let unknown =
        problem(app.put(&her, "/api/Profile/SendSatapetaSetting", send("PT000001", &sister_birth)).await, 422).await;
    assert!(unknown["detail"].as_str().unwrap().starts_with("No member was found with this profile id and birth date"));
    let own_id = problem(
        app.put(&her, "/api/Profile/SendSatapetaSetting", send(mine["profileId"].as_str().unwrap(), &sister_birth))
            .await,
        422,
    )
    .await;
    assert!(own_id["detail"].as_str().unwrap().contains("your own profile id"));
    let mismatch =
        problem(app.put(&her, "/api/Profile/SendSatapetaSetting", send(&sister_pid, "1990-01-01")).await, 422).await;
    assert_eq!(mismatch["detail"], unknown["detail"]);
    // 18 or more: a birth date of someone 17 is refused as a field.
    let today = shared::rules::india_date(app.state.clock.now());
    let seventeen = today.checked_sub_months(chrono::Months::new(17 * 12)).unwrap().to_string();
    assert!(problem(app.put(&her, "/api/Profile/SendSatapetaSetting", send(&sister_pid, &seventeen)).await, 400).await["errors"]["siblingBirthDate"].is_array());
    problem(app.put(&her, "/api/Profile/SendSatapetaSetting", send("PT12", &sister_birth)).await, 400).await;
    let state: Value = app.match_get(&her, &format!("/api/Profile/Satapeta/{}", her.id)).await.json().await.unwrap();
    assert_eq!(state["status"], "off");
    problem(app.match_get(&her, &format!("/api/Profile/Satapeta/{}", sister.id)).await, 404).await;

    // The code goes to the sister (e-mail and in-app); five wrong codes burn it. (Her confirmation code at
    // registration was under a minute ago: one code a minute per address.)
    app.state.clock.advance(Duration::seconds(61));
    let pending: Value =
        app.put(&her, "/api/Profile/SendSatapetaSetting", send(&sister_pid, &sister_birth)).await.json().await.unwrap();
    assert_eq!(pending["status"], "pending");
    assert_eq!(pending["sibling"]["profileId"], sister_pid.as_str());
    // No name before the code proves the link: only the id she typed.
    for answer in [
        pending.clone(),
        app.match_get(&her, &format!("/api/Profile/Satapeta/{}", her.id)).await.json::<Value>().await.unwrap(),
    ] {
        assert!(!answer.to_string().contains("Meera"), "{answer}");
        assert_eq!(answer["sibling"]["firstName"], Value::Null);
        assert_eq!(answer["sibling"]["memberId"], Value::Null);
    }
    let sister_email = app.info(&sister).await["email"].as_str().unwrap().to_owned();
    let code = app.last_code(&sister_email).await;
    let notes: Value = app
        .match_post(&sister, "/api/Notification", &json!({"pageIndex": 1, "pageSize": 5}))
        .await
        .json()
        .await
        .unwrap();
    assert!(notes["result"][0]["body"].as_str().unwrap().contains(&code));
    let bad = if code == "000000" { "111111" } else { "000000" };
    for _ in 0..5 {
        problem(app.put(&her, "/api/Profile/VerifySatapetaSetting", json!({"otp": bad})).await, 422).await;
    }
    problem(app.put(&her, "/api/Profile/VerifySatapetaSetting", json!({"otp": code})).await, 422).await;

    // A new code links both profiles; a man's satapeta search then finds them.
    app.state.clock.advance(Duration::seconds(61));
    assert_eq!(app.put(&her, "/api/Profile/SendSatapetaSetting", send(&sister_pid, &sister_birth)).await.status(), 200);
    let code = app.last_code(&sister_email).await;
    let linked: Value =
        app.put(&her, "/api/Profile/VerifySatapetaSetting", json!({"otp": code})).await.json().await.unwrap();
    assert_eq!(linked["status"], "linked");
    assert_eq!(linked["sibling"]["firstName"], "Meera", "named once linked");
    let seen: Value =
        app.match_get(&sister, &format!("/api/Profile/Satapeta/{}", sister.id)).await.json().await.unwrap();
    assert_eq!(seen["status"], "linked");
    assert_eq!(seen["sibling"]["memberId"], her.id);
    let found: Value = app
        .match_post(&him, "/api/Match/Get", &json!({"pageIndex": 1, "pageSize": 50, "satapeta": true}))
        .await
        .json()
        .await
        .unwrap();
    let ids: Vec<i64> = found["result"].as_array().unwrap().iter().map(|c| c["memberId"].as_i64().unwrap()).collect();
    assert!(ids.contains(&her.id) && ids.contains(&sister.id), "{ids:?}");
    problem(app.put(&her, "/api/Profile/SendSatapetaSetting", send(&sister_pid, &sister_birth)).await, 422).await;

    // The sister turns it off: both are unlinked.
    let off: Value = app.put(&sister, "/api/Profile/DisableSatapetaSetting", json!(null)).await.json().await.unwrap();
    assert_eq!(off["status"], "off");
    let mine: Value = app.match_get(&her, &format!("/api/Profile/Satapeta/{}", her.id)).await.json().await.unwrap();
    assert_eq!(mine["status"], "off");
    problem(app.put(&her, "/api/Profile/DisableSatapetaSetting", json!(null)).await, 422).await;
}

#[tokio::test]
async fn satapeta_tells_nothing_of_members_others_cannot_see_and_limits_guesses_per_day() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let her = app.approved_with(&moderator, json!({"firstName": "Priya"})).await;
    let her_email = app.info(&her).await["email"].as_str().unwrap().to_owned();
    let send = |pid: &str, birth: &str| json!({"siblingProfileId": pid, "siblingBirthDate": birth});
    // A member awaiting approval, one deactivated and one suspended: with the right birth date, each is answered as
    // a profile id that names nobody, with no name and no code sent.
    let waiting = app.submitted_member().await;
    let mut hidden = vec![waiting];
    for status in [ProfileStatus::Deactivated, ProfileStatus::Suspended] {
        let m = app.approved_with(&moderator, json!({"firstName": "Hidden"})).await;
        let row = member::Entity::find_by_id(m.id as i32).one(&app.state.db).await.unwrap().unwrap();
        let mut active: member::ActiveModel = row.into();
        active.profile_status = sea_orm::Set(status);
        sea_orm::ActiveModelTrait::update(active, &app.state.db).await.unwrap();
        hidden.push(m);
    }
    let nobody =
        problem(app.put(&her, "/api/Profile/SendSatapetaSetting", send("PT000001", "1995-01-01")).await, 422).await;
    for m in &hidden {
        let row = member::Entity::find_by_id(m.id as i32).one(&app.state.db).await.unwrap().unwrap();
        let birth = entity::profile::Entity::find_by_id(m.id as i32)
            .one(&app.state.db)
            .await
            .unwrap()
            .unwrap()
            .birth_date
            .unwrap();
        let mails_before = app.mails_to(&row.email).await;
        let answer = app.put(&her, "/api/Profile/SendSatapetaSetting", send(&row.profile_id, &birth.to_string())).await;
        let body = problem(answer, 422).await;
        assert_eq!(body["detail"], nobody["detail"], "{}", row.profile_status as i32);
        assert!(!body.to_string().contains(&row.first_name));
        assert_eq!(app.mails_to(&row.email).await, mails_before, "no code went out");
    }
    // Four guesses so far; ten a day (the 15-minute limit alone would allow thirty).
    for _ in 0..6 {
        problem(app.put(&her, "/api/Profile/SendSatapetaSetting", send("PT000002", "1995-01-01")).await, 422).await;
    }
    let limited = app.put(&her, "/api/Profile/SendSatapetaSetting", send("PT000003", "1995-01-01")).await;
    assert!(limited.headers().contains_key("retry-after"));
    problem(limited, 429).await;
    // Two hours later, the 15 minutes long passed, still refused: a guess comes back every 2.4 hours (signed in
    // again: tokens live 15 minutes).
    app.state.clock.advance(Duration::hours(2));
    let again: Value = app.sign_in_as(&her_email, "kesar-keri-42").await.json().await.unwrap();
    let her = Member { token: again["accessToken"].as_str().unwrap().to_owned(), id: her.id };
    problem(app.put(&her, "/api/Profile/SendSatapetaSetting", send("PT000003", "1995-01-01")).await, 429).await;
}

/// The text a PDF's pages draw, through lopdf.
pub(crate) fn pdf_pages(bytes: &[u8]) -> (lopdf::Document, Vec<u32>) {
    let doc = lopdf::Document::load_mem(bytes).expect("a PDF");
    let pages = doc.get_pages().keys().copied().collect();
    (doc, pages)
}

/// The names of the fonts a PDF embeds.
pub(crate) fn pdf_fonts(doc: &lopdf::Document) -> Vec<String> {
    doc.objects
        .values()
        .filter_map(|o| o.as_dict().ok())
        .filter_map(|d| d.get(b"BaseFont").ok())
        .filter_map(|n| n.as_name().ok())
        .map(|n| String::from_utf8_lossy(n).into_owned())
        .collect()
}

#[tokio::test]
async fn the_bio_data_is_the_members_own_or_an_accepted_connections() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let her = app.approved_with(&moderator, json!({"firstName": "Priya"})).await;
    let him = app.approved_with(&moderator, json!({"gender": true, "firstName": "Ravi", "lastName": "Shah"})).await;
    let profile_id = app.info(&her).await["profileId"].as_str().unwrap().to_owned();

    // Her own, in English: A4, her name and the footer with who downloaded it.
    let own = app.match_get(&her, "/api/PVBioData/GetPVBioData").await;
    assert_eq!(own.status(), 200);
    assert_eq!(own.headers()["content-type"], "application/pdf");
    assert_eq!(
        own.headers()["content-disposition"].to_str().unwrap(),
        format!("attachment; filename=\"{profile_id}.pdf\"")
    );
    let bytes = own.bytes().await.unwrap();
    let (doc, pages) = pdf_pages(&bytes);
    let first = doc.get_pages()[&pages[0]];
    let media = doc.get_dictionary(first).unwrap().get(b"MediaBox").unwrap().as_array().unwrap().clone();
    let size: Vec<f32> = media.iter().map(|v| v.as_float().unwrap()).collect();
    assert!((size[2] - 595.28).abs() < 1.0 && (size[3] - 841.89).abs() < 1.0, "{size:?}");
    let text = doc.extract_text(&pages).unwrap();
    assert!(text.contains("Priya") && text.contains(&profile_id) && text.contains("Downloaded by"), "{text}");

    // His, without a connection: not found; once accepted, hers names him as the one who downloaded it.
    let path = format!("/api/PVBioData/GetPVBioData?memberId={}", her.id);
    problem(app.match_get(&him, &path).await, 404).await;
    problem(app.match_get(&him, "/api/PVBioData/GetPVBioData?memberId=999999").await, 404).await;
    app.match_post(&him, "/api/Match/sendConnectRequest", &json!({"memberId": her.id})).await;
    problem(app.match_get(&him, &path).await, 404).await;
    app.match_post(&her, "/api/Match/AcceptConnectRequestByUserId", &json!({"memberId": him.id})).await;
    let theirs = app.match_get(&him, &path).await;
    assert_eq!(theirs.status(), 200);
    let (doc, pages) = pdf_pages(&theirs.bytes().await.unwrap());
    let text = doc.extract_text(&pages).unwrap();
    assert!(text.contains("Ravi Shah"), "{text}");

    // Each one's activity names whose bio-data it was: her own is hers (not a "deleted member"), his names her.
    let download = async |m: &crate::wizard::Member| {
        let page: serde_json::Value =
            app.match_post(m, "/api/History", &json!({"pageIndex": 1, "pageSize": 10})).await.json().await.unwrap();
        let entries = page["result"].as_array().unwrap().clone();
        entries.into_iter().find(|e| e["action"] == "bio_data_downloaded").unwrap()
    };
    let hers = download(&her).await;
    assert_eq!(hers["action"], "bio_data_downloaded");
    assert_eq!(hers["body"], "My own bio-data");
    let his = download(&him).await;
    assert_eq!(his["action"], "bio_data_downloaded");
    assert!(his["body"].as_str().unwrap().starts_with("Priya"), "{his}");

    // In Gujarati: a Gujarati font is embedded.
    let gu = app
        .client
        .get(app.url("/api/PVBioData/GetPVBioData"))
        .bearer_auth(&her.token)
        .header("Accept-Language", "gu")
        .send()
        .await
        .unwrap();
    assert_eq!(gu.status(), 200);
    let (doc, pages) = pdf_pages(&gu.bytes().await.unwrap());
    // One page, and one kind of digits: the height's name, written with Gujarati digits in the list (૫ ફૂટ ૨ ઇંચ
    // (૧૫૭ સે.મી.)), has them as 0 to 9 beside the weight's. (lopdf reads the Latin runs of a Gujarati line back, not
    // its Gujarati ones: the Gujarati unit is checked by the renderer's own tests.)
    assert_eq!(pages.len(), 1);
    let text = doc.extract_text(&pages).unwrap();
    assert!(text.contains("157") && text.contains("55.5"), "{text}");
    let fonts = pdf_fonts(&doc);
    assert!(fonts.iter().any(|f| f.contains("NotoSansGujarati")), "{fonts:?}");
}
