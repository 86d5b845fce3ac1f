//! Family managers (rule 46): invited by e-mail with a code, each signs in with their own account and acts on the
//! profile with the rights its person gave, named on what they do; removed, their sign-in on it ends at once. One
//! account may look after several profiles and switch between them.

use reqwest::Method;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::{Value, json};

use entity::{family_manager, member};

use crate::{
    helpers::{TestApp, code_in, problem},
    wizard::Member,
};

const PASSWORD: &str = "Brother-pass-2026";

impl TestApp {
    pub(crate) async fn email_of(&self, m: &Member) -> String {
        member::Entity::find_by_id(m.id as i32).one(&self.state.db).await.unwrap().unwrap().email
    }

    /// `m` invites `email` with `rights`; answers the invitation.
    pub(crate) async fn invite(&self, m: &Member, email: &str, relation: &str, rights: &[&str]) -> reqwest::Response {
        let body = json!({"email": email, "relation": relation, "rights": rights});
        self.call(Method::POST, "/api/Family/Invite", m, Some(&body)).await
    }

    /// The code of the latest invitation to `email` (the `nth` message to it, from 1).
    pub(crate) async fn invitation_code(&self, email: &str, nth: usize) -> String {
        let mails = self.delivered_to(email, nth).await;
        code_in(&mails[nth - 1]).expect("a code in the invitation")
    }

    pub(crate) async fn accept(&self, body: &Value) -> reqwest::Response {
        self.client
            .post(self.url("/api/Family/Accept"))
            .header("Accept-Language", "en")
            .json(body)
            .send()
            .await
            .unwrap()
    }

    /// `m` invites `email` with `rights`, who accepts as a new account (or their existing one) and signs in acting
    /// for `m`'s profile.
    pub(crate) async fn manager_for(&self, m: &Member, email: &str, relation: &str, rights: &[&str]) -> Member {
        let sent = self.delivered_to(email, 0).await.len();
        assert_eq!(self.invite(m, email, relation, rights).await.status(), 200);
        let code = self.invitation_code(email, sent + 1).await;
        let r = self
            .accept(
                &json!({"email": email, "code": code, "password": PASSWORD, "firstName": "Amit", "lastName": "Patel"}),
            )
            .await;
        assert_eq!(r.status(), 200);
        let signed: Value = r.json().await.unwrap();
        assert_eq!(signed["user"]["memberId"].as_i64(), Some(m.id), "acting for the profile");
        Member { token: signed["accessToken"].as_str().unwrap().to_owned(), id: m.id }
    }
}

async fn reason(r: reqwest::Response, status: u16) -> String {
    problem(r, status).await["reason"].as_str().unwrap_or_default().to_owned()
}

fn page() -> Value {
    json!({"pageIndex": 1, "pageSize": 20})
}

/// The connection a list's card of `member` carries.
async fn connection_on(app: &TestApp, viewer: &Member, path: &str, member: i64, lang: &str) -> Value {
    let r = app
        .client
        .post(app.url(path))
        .bearer_auth(&viewer.token)
        .header("Accept-Language", lang)
        .json(&page())
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200, "{path}");
    let list: Value = r.json().await.unwrap();
    let card = list["result"].as_array().unwrap().iter().find(|c| c["memberId"].as_i64() == Some(member)).cloned();
    card.unwrap_or_else(|| panic!("{member} in {path}: {list}"))["connection"].clone()
}

#[tokio::test]
async fn a_brother_accepts_with_a_code_answers_a_request_for_her_and_is_named_then_removed() {
    let app = crate::moderation::app().await;
    let moderator = app.moderator_token().await;
    let her = app.approved_with(&moderator, json!({"firstName": "Priya"})).await;
    let him = app.approved_with(&moderator, json!({"gender": true, "firstName": "Ravi"})).await;

    // What an invitation refuses, changing nothing.
    let own = app.email_of(&her).await;
    assert_eq!(reason(app.invite(&her, &own, "brother", &["view"]).await, 422).await, "invite_self");
    assert_eq!(app.invite(&her, "bhai@example.com", "brother", &[]).await.status(), 400);
    assert_eq!(app.invite(&her, "bhai@example.com", "uncle", &["view"]).await.status(), 400);
    assert_eq!(app.invite(&her, "bhai@example.com", "brother", &["admin"]).await.status(), 400);
    assert_eq!(app.invite(&her, "not-an-address", "brother", &["view"]).await.status(), 400);
    assert_eq!(family_manager::Entity::find().all(&app.state.db).await.unwrap().len(), 0);

    // The invitation: `requests` brings `view`; a code by e-mail, good for 7 days.
    let r = app.invite(&her, "Bhai@Example.com", "brother", &["requests"]).await;
    assert_eq!(r.status(), 200);
    let invited: Value = r.json().await.unwrap();
    assert_eq!(invited["email"], "bhai@example.com");
    assert_eq!(invited["status"], "invited");
    assert_eq!(invited["rights"], json!(["view", "requests"]));
    assert!(invited["codeValidUntil"].is_string());
    // Again within a minute: too soon.
    assert_eq!(app.invite(&her, "bhai@example.com", "brother", &["requests"]).await.status(), 429);
    let code = app.invitation_code("bhai@example.com", 1).await;

    // Accepting: a wrong code, missing names for a new account, a common password.
    let wrong = if code == "000000" { "111111" } else { "000000" };
    let mut body = json!({"email": "bhai@example.com", "code": wrong, "password": PASSWORD,
        "firstName": "Amit", "lastName": "Patel"});
    assert_eq!(reason(app.accept(&body).await, 422).await, "wrong_code");
    body["code"] = json!(code);
    let nameless = json!({"email": "bhai@example.com", "code": code, "password": PASSWORD});
    let refused = problem(app.accept(&nameless).await, 400).await;
    assert!(refused["errors"]["firstName"].is_array() && refused["errors"]["lastName"].is_array(), "{refused}");
    let mut digits = body.clone();
    digits["lastName"] = json!("Patel7");
    assert!(problem(app.accept(&digits).await, 400).await["errors"]["lastName"].is_array());
    let mut common = body.clone();
    common["password"] = json!("password");
    assert_eq!(app.accept(&common).await.status(), 400);
    assert!(
        member::Entity::find()
            .filter(member::Column::Email.eq("bhai@example.com"))
            .one(&app.state.db)
            .await
            .unwrap()
            .is_none()
    );

    let r = app.accept(&body).await;
    assert_eq!(r.status(), 200);
    let signed: Value = r.json().await.unwrap();
    assert_eq!(signed["user"]["memberId"].as_i64(), Some(her.id));
    assert_eq!(signed["user"]["firstName"], "Priya");
    assert_eq!(signed["user"]["manager"]["relation"], "brother");
    assert_eq!(signed["user"]["manager"]["firstName"], "Amit");
    assert_eq!(signed["user"]["manager"]["rights"], json!(["view", "requests"]));
    let brother = Member { token: signed["accessToken"].as_str().unwrap().to_owned(), id: her.id };
    // The code is spent.
    assert_eq!(reason(app.accept(&body).await, 422).await, "wrong_code");
    // His own account only looks after profiles.
    let account = member::Entity::find().filter(member::Column::Email.eq("bhai@example.com")).one(&app.state.db).await;
    assert_eq!(account.unwrap().unwrap().role, shared::Role::Family);

    // He sees her profile and her inbox; a request to her, he accepts.
    assert_eq!(app.call(Method::GET, "/api/Profile", &brother, None).await.status(), 200);
    let r = app.connect(&him, her.id).await;
    assert_eq!(r.status(), 200);
    let request = r.json::<Value>().await.unwrap()["requestId"].as_i64().unwrap();
    let inbox = connection_on(&app, &brother, "/api/Inbox/ReceivedList", him.id, "en").await;
    assert_eq!(inbox["requestId"].as_i64(), Some(request));
    let accept = json!({"requestId": request});
    assert_eq!(app.call(Method::POST, "/api/Match/AcceptConnectRequest", &brother, Some(&accept)).await.status(), 200);

    // The sender reads who answered, in his language; she reads it too, as hers.
    let seen = connection_on(&app, &him, "/api/Inbox/AcceptedList", her.id, "en").await;
    assert_eq!(seen["answeredBy"], "Answered by her brother", "{seen}");
    assert!(seen.get("sentBy").is_none());
    let seen = connection_on(&app, &him, "/api/Inbox/AcceptedList", her.id, "gu").await;
    assert_eq!(seen["answeredBy"], "તેમના ભાઈ દ્વારા જવાબ અપાયો");
    let hers = connection_on(&app, &her, "/api/Inbox/AcceptedList", him.id, "en").await;
    assert_eq!(hers["answeredBy"], "Answered by your brother");
    let history: Value = app.call(Method::POST, "/api/History", &her, Some(&page())).await.json().await.unwrap();
    let entry = history["result"].as_array().unwrap().iter().find(|e| e["action"] == "request_accepted").unwrap();
    assert_eq!(entry["by"], "By your brother");

    // What he may not do: her account, her settings, her family, editing without the right.
    for (method, path, body) in [
        (
            Method::POST,
            "/api/Account/ChangePassword",
            json!({"currentPassword": PASSWORD, "newPassword": "Another-pass-99", "confirmPassword": "Another-pass-99"}),
        ),
        (Method::GET, "/api/Account/Info", Value::Null),
        (Method::GET, "/api/Account/Export", Value::Null),
        (Method::POST, "/api/Account/DeleteAccount", json!({"password": PASSWORD})),
        (
            Method::POST,
            "/api/Family/Invite",
            json!({"email": "kaka@example.com", "relation": "relative", "rights": ["view"]}),
        ),
        (Method::GET, "/api/Verification", Value::Null),
        (Method::POST, "/api/Ticket/Get", json!({"pageIndex": 1, "pageSize": 10})),
        (Method::POST, "/api/Profile/PersonalDetails", crate::wizard::personal()),
    ] {
        let body = (!body.is_null()).then_some(&body);
        let r = app.call(method.clone(), path, &brother, body).await;
        assert_eq!(r.status(), 403, "{method} {path}");
        assert_eq!(reason(r, 403).await, "manager_forbids", "{method} {path}");
    }

    // She changes his rights: viewing and editing, no requests; it counts at his next call.
    let family: Value = app.call(Method::GET, "/api/Family", &her, None).await.json().await.unwrap();
    assert_eq!(family["managers"][0]["status"], "active");
    assert_eq!(family["managers"][0]["name"], "Amit Patel");
    let manager_id = family["managers"][0]["managerId"].as_i64().unwrap();
    let path = format!("/api/Family/{manager_id}");
    let rights = json!({"relation": "brother", "rights": ["view", "edit"]});
    assert_eq!(app.call(Method::PUT, &path, &her, Some(&rights)).await.status(), 200);
    let block = json!({"memberId": him.id});
    let r = app.call(Method::POST, "/api/Match/BlockMember", &brother, Some(&block)).await;
    assert_eq!(reason(r, 403).await, "manager_forbids");
    let r = app.call(Method::POST, "/api/Profile/PersonalDetails", &brother, Some(&crate::wizard::personal())).await;
    assert_ne!(r.status(), 403);
    // Another member's manager is not hers to change.
    assert_eq!(app.call(Method::PUT, &path, &him, Some(&rights)).await.status(), 404);
    assert_eq!(app.call(Method::DELETE, &path, &him, None).await.status(), 404);

    // She removes him: his sign-in on her profile ends at once, and his open stream hears it.
    let stream = app.open_stream(&brother.token, "identity").await;
    assert_eq!(stream.status(), 200, "a manager's tab keeps the profile's live stream");
    let mut body = stream.bytes_stream();
    assert_eq!(app.call(Method::DELETE, &path, &her, None).await.status(), 200);
    let seen = crate::helpers::read_stream(&mut body, Some("Logout"), "his stream hears the removal").await;
    assert!(seen.contains("Logout"), "{seen}");
    assert_eq!(app.call(Method::GET, "/api/Profile", &brother, None).await.status(), 401);
    let family: Value = app.call(Method::GET, "/api/Family", &her, None).await.json().await.unwrap();
    assert_eq!(family["managers"], json!([]));
    // He signs in as himself: an account with no profile of its own and nobody to look after.
    let r = app.post("/api/Account/Login", &json!({"username": "bhai@example.com", "password": PASSWORD})).await;
    let own: Value = r.json().await.unwrap();
    assert_eq!(own["user"]["role"], "family");
    let himself = Member {
        token: own["accessToken"].as_str().unwrap().to_owned(),
        id: own["user"]["memberId"].as_i64().unwrap(),
    };
    let family: Value = app.call(Method::GET, "/api/Family", &himself, None).await.json().await.unwrap();
    assert_eq!(family, json!({"hasOwnProfile": false, "managers": [], "profiles": []}));
    assert_eq!(app.call(Method::POST, "/api/Match/New", &himself, Some(&page())).await.status(), 403);
}

#[tokio::test]
async fn a_parent_looks_after_two_children_and_switches_between_them() {
    let app = crate::moderation::app().await;
    let moderator = app.moderator_token().await;
    let daughter = app.approved_with(&moderator, json!({"firstName": "Priya"})).await;
    let son = app.approved_with(&moderator, json!({"gender": true, "firstName": "Ravi"})).await;
    let for_daughter = app.manager_for(&daughter, "papa@example.com", "father", &["view"]).await;
    // The son's invitation: the same address, so the account it has signs in with its password, no names.
    assert_eq!(app.invite(&son, "papa@example.com", "father", &["view", "edit"]).await.status(), 200);
    let code = app.invitation_code("papa@example.com", 2).await;
    let wrong = json!({"email": "papa@example.com", "code": code, "password": "Not-his-password-1"});
    assert_eq!(reason(app.accept(&wrong).await, 422).await, "wrong_credentials");
    let r = app.accept(&json!({"email": "papa@example.com", "code": code, "password": PASSWORD})).await;
    assert_eq!(r.status(), 200);
    let signed: Value = r.json().await.unwrap();
    assert_eq!(signed["user"]["memberId"].as_i64(), Some(son.id));
    let parent = Member { token: signed["accessToken"].as_str().unwrap().to_owned(), id: son.id };

    let family: Value = app.call(Method::GET, "/api/Family", &parent, None).await.json().await.unwrap();
    let profiles = family["profiles"].as_array().unwrap();
    assert_eq!(profiles.len(), 2);
    assert_eq!(profiles.iter().filter(|p| p["acting"] == true).count(), 1);
    assert_eq!(profiles.iter().find(|p| p["acting"] == true).unwrap()["memberId"].as_i64(), Some(son.id));
    assert_eq!(family["managers"], json!([]), "a manager does not see the profile's other managers");

    // Switching: the sign-in acts for the daughter from the next call, with her rights only.
    let to_daughter = json!({"memberId": daughter.id});
    let user: Value =
        app.call(Method::POST, "/api/Family/Switch", &parent, Some(&to_daughter)).await.json().await.unwrap();
    assert_eq!(user["memberId"].as_i64(), Some(daughter.id));
    assert_eq!(user["manager"]["rights"], json!(["view"]));
    assert_eq!(app.me(&parent).await["firstName"], "Priya");
    let r = app.call(Method::POST, "/api/Profile/PersonalDetails", &parent, Some(&crate::wizard::personal())).await;
    assert_eq!(reason(r, 403).await, "manager_forbids");
    // Lists stay per profile: the daughter's list holds men.
    let list: Value = app
        .call(Method::POST, "/api/Match/New", &parent, Some(&json!({"pageIndex": 1, "pageSize": 20})))
        .await
        .json()
        .await
        .unwrap();
    assert!(list["result"].as_array().unwrap().iter().any(|c| c["memberId"].as_i64() == Some(son.id)), "{list}");
    // A profile he does not look after; then his own account.
    let stranger = json!({"memberId": daughter.id + son.id + 100});
    assert_eq!(app.call(Method::POST, "/api/Family/Switch", &parent, Some(&stranger)).await.status(), 404);
    let user: Value =
        app.call(Method::POST, "/api/Family/Switch", &parent, Some(&json!({}))).await.json().await.unwrap();
    assert_eq!(user["role"], "family");
    assert!(user.get("manager").is_none());
    // The first sign-in still acts for the daughter.
    assert_eq!(app.me(&for_daughter).await["firstName"], "Priya");

    // Her export lists him. Deleting her account (her own password, never a manager's) ends his sign-in acting
    // for her and every tie to her.
    let export: Value = app.call(Method::GET, "/api/Account/Export", &daughter, None).await.json().await.unwrap();
    assert_eq!(export["familyManagers"][0]["email"], "papa@example.com");
    assert_eq!(export["familyManagers"][0]["relation"], "father");
    let gone = json!({"password": "kesar-keri-42"});
    assert_eq!(app.call(Method::POST, "/api/Account/DeleteAccount", &daughter, Some(&gone)).await.status(), 200);
    assert_eq!(app.call(Method::GET, "/api/Profile", &for_daughter, None).await.status(), 401);
    let ties = family_manager::Entity::find()
        .filter(family_manager::Column::MemberId.eq(daughter.id as i32))
        .all(&app.state.db)
        .await;
    assert!(ties.unwrap().is_empty());
}

#[tokio::test]
async fn of_two_acceptances_at_once_one_wins_and_a_fourth_invitation_at_once_is_refused() {
    let app = crate::moderation::app().await;
    let moderator = app.moderator_token().await;
    let her = app.approved_with(&moderator, json!({"firstName": "Priya"})).await;
    assert_eq!(app.invite(&her, "kaka@example.com", "relative", &["view"]).await.status(), 200);
    let code = app.invitation_code("kaka@example.com", 1).await;
    let body = json!({"email": "kaka@example.com", "code": code, "password": PASSWORD, "firstName": "Mahesh", "lastName": "Patel"});
    let (a, b) = tokio::join!(app.accept(&body), app.accept(&body));
    let mut statuses = [a.status().as_u16(), b.status().as_u16()];
    statuses.sort();
    assert_eq!(statuses[0], 200, "{statuses:?}");
    assert_ne!(statuses[1], 200, "{statuses:?}");
    assert_eq!(
        member::Entity::find()
            .filter(member::Column::Email.eq("kaka@example.com"))
            .all(&app.state.db)
            .await
            .unwrap()
            .len(),
        1
    );

    // Three more at once, with one taken already: two get in.
    let invites = ["a@example.com", "b@example.com", "c@example.com"].map(|e| app.invite(&her, e, "friend", &["view"]));
    let answers = futures_util::future::join_all(invites).await;
    let ok = answers.iter().filter(|r| r.status() == 200).count();
    assert_eq!(ok, 2, "{:?}", answers.iter().map(|r| r.status()).collect::<Vec<_>>());
    let refused = answers.into_iter().find(|r| r.status() != 200).unwrap();
    assert_eq!(reason(refused, 422).await, "family_limit");
    let rows = family_manager::Entity::find()
        .filter(family_manager::Column::MemberId.eq(her.id as i32))
        .all(&app.state.db)
        .await;
    assert_eq!(rows.unwrap().len(), 3);
}

#[tokio::test]
async fn five_wrong_codes_burn_an_invitation() {
    let app = crate::moderation::app().await;
    let moderator = app.moderator_token().await;
    let her = app.approved_with(&moderator, json!({"firstName": "Priya"})).await;
    assert_eq!(app.invite(&her, "masi@example.com", "relative", &["view"]).await.status(), 200);
    let code = app.invitation_code("masi@example.com", 1).await;
    let wrong = if code == "000000" { "111111" } else { "000000" };
    let body = |code: &str| json!({"email": "masi@example.com", "code": code, "password": PASSWORD, "firstName": "Asha", "lastName": "Patel"});
    for _ in 0..5 {
        assert_eq!(reason(app.accept(&body(wrong)).await, 422).await, "wrong_code");
    }
    assert_eq!(reason(app.accept(&body(&code)).await, 422).await, "wrong_code");
    let family: Value = app.call(Method::GET, "/api/Family", &her, None).await.json().await.unwrap();
    assert_eq!(family["managers"][0]["status"], "invited");
    assert!(family["managers"][0].get("codeValidUntil").is_none(), "burnt: invite again");
}

#[tokio::test]
async fn family_contacts_reach_only_a_connected_member_as_she_chose() {
    let app = crate::moderation::app().await;
    let moderator = app.moderator_token().await;
    let her = app.approved_with(&moderator, json!({"firstName": "Priya"})).await;
    let him = app.approved_with(&moderator, json!({"gender": true, "firstName": "Ravi"})).await;
    let stranger = app.approved_with(&moderator, json!({"gender": true, "firstName": "Kiran"})).await;
    let contact = |relation: &str, name: &str, phone: &str, visibility: &str| {
        json!({"relation": relation, "name": name, "countryCode": "+91", "phoneNumber": phone, "isWhatsapp": true,
            "visibility": visibility})
    };
    let three = json!({"contacts": [
        contact("uncle", "Mahesh Patel", "9825011111", "accepted"),
        contact("brother", "Amit Patel", "9825022222", "on_request"),
        contact("aunt", "Geeta Patel", "9825033333", "never"),
    ]});
    let r = app.call(Method::PUT, "/api/Family/Contacts", &her, Some(&three)).await;
    assert_eq!(r.status(), 200);
    let own: Value = r.json().await.unwrap();
    let names: Vec<&str> = own["contacts"].as_array().unwrap().iter().map(|c| c["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["Mahesh Patel", "Amit Patel", "Geeta Patel"]);

    // Five are kept; six, a short number, a number too short for +91 are refused, and what was kept stays.
    let five = json!({"contacts": vec![contact("uncle", "Mahesh Patel", "9825011111", "accepted"); 5]});
    assert_eq!(app.call(Method::PUT, "/api/Family/Contacts", &her, Some(&five)).await.status(), 200);
    let six = json!({"contacts": vec![contact("uncle", "Mahesh Patel", "9825011111", "accepted"); 6]});
    assert_eq!(app.call(Method::PUT, "/api/Family/Contacts", &her, Some(&six)).await.status(), 400);
    assert_eq!(app.call(Method::PUT, "/api/Family/Contacts", &her, Some(&three)).await.status(), 200);
    for phone in ["12", "982501111"] {
        let body = json!({"contacts": [contact("uncle", "Mahesh Patel", phone, "accepted")]});
        assert_eq!(app.call(Method::PUT, "/api/Family/Contacts", &her, Some(&body)).await.status(), 400, "{phone}");
    }
    let own: Value = app.call(Method::GET, "/api/Family/Contacts", &her, None).await.json().await.unwrap();
    assert_eq!(own["contacts"].as_array().unwrap().len(), 3);

    // Not connected: nothing, as for a member that does not exist.
    let path = format!("/api/Match/FamilyContacts/{}", her.id);
    assert_eq!(app.match_get(&him, &path).await.status(), 404);
    let ask = json!({"memberId": her.id});
    assert_eq!(app.call(Method::POST, "/api/Family/Contacts/Ask", &him, Some(&ask)).await.status(), 404);

    // Connected: the one shown once connected; one more kept until asked; never the third.
    let request = app.connect(&him, her.id).await.json::<Value>().await.unwrap()["requestId"].clone();
    let accept = json!({"requestId": request});
    assert_eq!(app.call(Method::POST, "/api/Match/AcceptConnectRequest", &her, Some(&accept)).await.status(), 200);
    let r = app.match_get(&him, &path).await;
    assert_eq!(r.status(), 200);
    let text = r.text().await.unwrap();
    assert!(!text.contains("9825033333") && !text.contains("9825022222"), "{text}");
    let seen: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(seen["contacts"].as_array().unwrap().len(), 1);
    assert_eq!(seen["contacts"][0]["relation"], "uncle");
    assert_eq!(seen["onRequest"], 1);
    assert!(seen.get("ask").is_none());

    // He asks (twice: one request); she sees it; a stranger cannot answer it; she approves, once.
    for _ in 0..2 {
        let r = app.call(Method::POST, "/api/Family/Contacts/Ask", &him, Some(&ask)).await;
        assert_eq!(r.json::<Value>().await.unwrap(), json!("pending"));
    }
    let own: Value = app.call(Method::GET, "/api/Family/Contacts", &her, None).await.json().await.unwrap();
    assert_eq!(own["asks"].as_array().unwrap().len(), 1);
    assert_eq!(own["asks"][0]["memberId"].as_i64(), Some(him.id));
    let answer = json!({"askId": own["asks"][0]["askId"], "approve": true});
    assert_eq!(app.call(Method::POST, "/api/Family/Contacts/Answer", &stranger, Some(&answer)).await.status(), 404);
    assert_eq!(app.call(Method::POST, "/api/Family/Contacts/Answer", &her, Some(&answer)).await.status(), 200);
    let r = app.call(Method::POST, "/api/Family/Contacts/Answer", &her, Some(&answer)).await;
    assert_eq!(problem(r, 422).await["reason"], "request_not_pending");
    let text = app.match_get(&him, &path).await.text().await.unwrap();
    assert!(!text.contains("9825033333"), "never is never: {text}");
    let seen: Value = serde_json::from_str(&text).unwrap();
    let relations: Vec<&str> =
        seen["contacts"].as_array().unwrap().iter().map(|c| c["relation"].as_str().unwrap()).collect();
    assert_eq!(relations, ["uncle", "brother"]);
    assert_eq!((seen["onRequest"].clone(), seen["ask"].clone()), (json!(0), json!("approved")));
    // The stranger still sees nothing.
    assert_eq!(app.match_get(&stranger, &path).await.status(), 404);

    // A manager who may only look reads them and cannot change them.
    let viewer = app.manager_for(&her, "kaka@example.com", "relative", &["view"]).await;
    assert_eq!(app.call(Method::GET, "/api/Family/Contacts", &viewer, None).await.status(), 200);
    let r = app.call(Method::PUT, "/api/Family/Contacts", &viewer, Some(&three)).await;
    assert_eq!(reason(r, 403).await, "manager_forbids");
}

#[tokio::test]
async fn an_invitation_code_is_good_for_seven_days_and_no_longer() {
    let app = crate::moderation::app().await;
    let moderator = app.moderator_token().await;
    let her = app.approved_with(&moderator, json!({"firstName": "Priya"})).await;
    assert_eq!(app.invite(&her, "early@example.com", "brother", &["view"]).await.status(), 200);
    assert_eq!(app.invite(&her, "late@example.com", "sister", &["view"]).await.status(), 200);
    let early = app.invitation_code("early@example.com", 1).await;
    let late = app.invitation_code("late@example.com", 1).await;
    let body = |email: &str, code: &str| json!({"email": email, "code": code, "password": PASSWORD, "firstName": "Amit", "lastName": "Patel"});
    let days = chrono::Duration::days(shared::limits::FAMILY_INVITE_DAYS);
    app.state.clock.advance(days - chrono::Duration::minutes(1));
    assert_eq!(app.accept(&body("early@example.com", &early)).await.status(), 200);
    app.state.clock.advance(chrono::Duration::minutes(2));
    assert_eq!(reason(app.accept(&body("late@example.com", &late)).await, 422).await, "wrong_code");
    assert!(
        member::Entity::find()
            .filter(member::Column::Email.eq("late@example.com"))
            .one(&app.state.db)
            .await
            .unwrap()
            .is_none()
    );
}
