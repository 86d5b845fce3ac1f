//! Samaj volunteers (rule 45): appointed by a moderator for villages or a gol, they see the members of those villages
//! as a member would (less), give their word for a family they know, which the member accepts before it shows as the
//! `samaj` badge with its village; withdrawing a volunteer withdraws their words. Every step is audited.

use reqwest::Method as M;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, Set};
use serde_json::{Value, json};

use crate::{
    helpers::{TestApp, problem},
    wizard::Member,
};

/// The village every test member's family step names (ઐઠોર, Aithor), in the reference list.
const AITHOR: i64 = 24;
/// Another village of the list.
const OTHER_VILLAGE: i64 = 1;

const WORDS: &str = "I have known her father for twenty years through the village mandal.";

impl TestApp {
    pub(crate) async fn profile_id_of(&self, m: &Member) -> String {
        entity::member::Entity::find_by_id(m.id as i32).one(&self.state.db).await.unwrap().unwrap().profile_id
    }

    pub(crate) async fn appoint(&self, moderator: &str, body: Value) -> reqwest::Response {
        self.admin_post(moderator, "/api/Admin/Volunteer/Appoint", &body).await
    }

    async fn village_members(&self, m: &Member, query: &str) -> reqwest::Response {
        self.call(M::GET, &format!("/api/Volunteer/Members{query}"), m, None).await
    }

    async fn vouch(&self, volunteer: &Member, member_id: i64, words: &str) -> reqwest::Response {
        let body = json!({"memberId": member_id, "relation": "neighbour", "words": words});
        self.call(M::POST, "/api/Volunteer/Vouch", volunteer, Some(&body)).await
    }

    async fn verification_of(&self, m: &Member) -> Value {
        let r = self.call(M::GET, "/api/Verification", m, None).await;
        assert_eq!(r.status(), 200);
        r.json().await.unwrap()
    }

    pub(crate) async fn audited(&self, action: shared::AuditAction) -> u64 {
        entity::audit_log::Entity::find()
            .filter(entity::audit_log::Column::Action.eq(action))
            .count(&self.state.db)
            .await
            .unwrap()
    }

    /// Sets a member's native village (the family step names one village for every test member).
    async fn move_to_village(&self, m: &Member, village: i64) {
        let p = entity::profile::Entity::find_by_id(m.id as i32).one(&self.state.db).await.unwrap().unwrap();
        let mut p: entity::profile::ActiveModel = p.into();
        p.native_village_id = Set(Some(village as i32));
        p.update(&self.state.db).await.unwrap();
    }
}

async fn card_of(app: &TestApp, viewer: &Member, of: &Member) -> Value {
    let list: Value =
        app.match_post(viewer, "/api/Match", &json!({"pageIndex": 1, "pageSize": 20})).await.json().await.unwrap();
    list["result"].as_array().unwrap().iter().find(|c| c["memberId"] == of.id).cloned().expect("the card")
}

#[tokio::test]
async fn a_volunteer_vouches_for_a_family_of_their_village_and_it_shows_once_the_member_accepts() {
    let app = crate::moderation::app().await;
    let moderator = app.moderator_token().await;
    let her = app.approved_with(&moderator, json!({"firstName": "Priya"})).await;
    let him = app.approved_with(&moderator, json!({"gender": true, "firstName": "Ravi"})).await;
    let volunteer = app.approved_with(&moderator, json!({"gender": true, "firstName": "Jayantibhai"})).await;

    // Not yet a volunteer; a member cannot appoint.
    let r = app.village_members(&volunteer, "").await;
    assert_eq!(problem(r, 403).await["detail"], "Only a samaj volunteer appointed by the moderators can do this.");
    let appoint = json!({"profileId": app.profile_id_of(&volunteer).await, "villageIds": [AITHOR]});
    assert_eq!(app.call(M::POST, "/api/Admin/Volunteer/Appoint", &her, Some(&appoint)).await.status(), 403);
    // Bad appointments change nothing.
    let ids: Vec<i64> = (1..=41).collect();
    for bad in [
        json!({"profileId": app.profile_id_of(&volunteer).await, "villageIds": []}),
        json!({"profileId": app.profile_id_of(&volunteer).await, "villageIds": [999_999]}),
        json!({"profileId": app.profile_id_of(&volunteer).await, "villageIds": [], "golId": 999}),
        json!({"profileId": app.profile_id_of(&volunteer).await, "villageIds": ids}),
        json!({"villageIds": [AITHOR]}),
    ] {
        assert_eq!(app.appoint(&moderator, bad.clone()).await.status(), 400, "{bad}");
    }
    let forty: Vec<i64> = (1..=40).collect();
    let r = app.appoint(&moderator, json!({"profileId": "PT999999", "villageIds": forty})).await;
    assert_eq!(r.status(), 404, "forty villages pass validation; the profile id is unknown");
    assert_eq!(entity::volunteer::Entity::find().count(&app.state.db).await.unwrap(), 0);

    let r = app.appoint(&moderator, appoint).await;
    assert_eq!(r.status(), 200);
    let entry: Value = r.json().await.unwrap();
    assert_eq!(entry["isMember"], true);
    assert_eq!(entry["villages"], json!([{"id": AITHOR, "name": "Aithor"}]));
    assert_eq!(app.audited(shared::AuditAction::AppointVolunteer).await, 1);
    // They are told by e-mail.
    let email =
        entity::member::Entity::find_by_id(volunteer.id as i32).one(&app.state.db).await.unwrap().unwrap().email;
    let mails = entity::mail_queue::Entity::find()
        .filter(entity::mail_queue::Column::Recipient.eq(&email))
        .count(&app.state.db)
        .await
        .unwrap();
    assert!(mails >= 1);
    // Their verification page links the volunteer page.
    assert_eq!(app.verification_of(&volunteer).await["isVolunteer"], true);
    assert_eq!(app.verification_of(&her).await["isVolunteer"], false);

    // The members of their village, as a member sees them and less: never themselves, no contact, no photo.
    let list: Value = app.village_members(&volunteer, "").await.json().await.unwrap();
    assert_eq!(list["places"], json!(["Aithor"]));
    let listed: Vec<i64> = list["result"].as_array().unwrap().iter().map(|m| m["memberId"].as_i64().unwrap()).collect();
    assert!(listed.contains(&her.id) && listed.contains(&him.id) && !listed.contains(&volunteer.id), "{list}");
    let row = list["result"].as_array().unwrap().iter().find(|m| m["memberId"] == her.id).unwrap().clone();
    assert_eq!((row["fatherName"].clone(), row["place"].clone()), (json!("રમેશભાઈ"), json!("Aithor")));
    assert_eq!(row["male"], false);
    assert!(row["myVouch"].is_null());
    let text = list.to_string();
    assert!(!text.contains("9825012345") && !text.contains("@") && !text.contains("photo"), "{text}");
    let found: Value = app.village_members(&volunteer, "?q=priya").await.json().await.unwrap();
    assert_eq!(found["result"].as_array().unwrap().len(), 1);
    assert_eq!(app.village_members(&volunteer, "?pageIndex=0").await.status(), 400);

    // Words of 10 to 500 characters.
    assert_eq!(app.vouch(&volunteer, her.id, "ઓળખું છું").await.status(), 400);
    let r = app.vouch(&volunteer, her.id, &format!("  {}  ", " ".repeat(10))).await;
    assert_eq!(problem(r, 400).await["errors"]["words"][0], "Enter at least 10 characters.", "spaces say nothing");
    assert_eq!(app.vouch(&volunteer, her.id, &"ક".repeat(501)).await.status(), 400);
    assert_eq!(app.vouch(&volunteer, her.id, "Neighbours").await.status(), 200);
    let r = app.vouch(&volunteer, her.id, WORDS).await;
    assert_eq!(problem(r, 422).await["detail"], "You have already vouched for this member.");
    let r = app.vouch(&volunteer, volunteer.id, WORDS).await;
    assert_eq!(problem(r, 422).await["detail"], "This is your own profile; a volunteer vouches for other families.");
    assert_eq!(app.vouch(&volunteer, 999_999, WORDS).await.status(), 404);
    // A member who blocked the volunteer (a member too) is out of their list, and no word reaches her.
    let other = app.approved_with(&moderator, json!({"firstName": "Riya"})).await;
    app.ok(&other, "/api/Match/BlockMember", json!({"memberId": volunteer.id})).await;
    let list: Value = app.village_members(&volunteer, "").await.json().await.unwrap();
    assert!(!list["result"].as_array().unwrap().iter().any(|m| m["memberId"] == other.id), "{list}");
    assert_eq!(app.vouch(&volunteer, other.id, WORDS).await.status(), 404);
    assert_eq!(app.audited(shared::AuditAction::Vouch).await, 1);

    // Offered: she is told, and nothing shows yet.
    let state = app.verification_of(&her).await;
    let offer = state["vouches"][0].clone();
    assert_eq!(offer["status"], "offered");
    assert_eq!(offer["volunteerName"].as_str().unwrap().split(' ').next(), Some("Jayantibhai"));
    assert_eq!((offer["place"].clone(), offer["relation"].clone()), (json!("Aithor"), json!("neighbour")));
    assert_eq!(state["badges"], json!([]));
    assert!(!state["next"].as_array().unwrap().contains(&json!("samaj")), "a volunteer gives it; nobody asks");
    let told = entity::notification::Entity::find()
        .filter(entity::notification::Column::MemberId.eq(her.id as i32))
        .filter(entity::notification::Column::Kind.eq(shared::NotificationKind::VouchOffered))
        .count(&app.state.db)
        .await
        .unwrap();
    assert_eq!(told, 1);
    assert_eq!(card_of(&app, &him, &her).await["badges"], json!([]));

    // Only she answers; once.
    let vouch_id = offer["vouchId"].clone();
    let answer = json!({"vouchId": vouch_id});
    assert_eq!(app.call(M::POST, "/api/Verification/Vouch/Accept", &him, Some(&answer)).await.status(), 404);
    let r = app.call(M::POST, "/api/Verification/Vouch/Accept", &her, Some(&answer)).await;
    assert_eq!(r.status(), 200);
    let state: Value = r.json().await.unwrap();
    assert_eq!((state["badges"].clone(), state["samajPlace"].clone()), (json!(["samaj"]), json!("Aithor")));
    let r = app.call(M::POST, "/api/Verification/Vouch/Decline", &her, Some(&answer)).await;
    assert_eq!(problem(r, 422).await["code"], "rule_violated");

    // Cards, detail and search show it with the village; "verified only" can ask for it.
    let card = card_of(&app, &him, &her).await;
    assert_eq!((card["badges"].clone(), card["samajPlace"].clone()), (json!(["samaj"]), json!("Aithor")));
    let detail: Value =
        app.match_get(&him, &format!("/api/Match/MemberDetails/{}", her.id)).await.json().await.unwrap();
    assert_eq!((detail["badges"].clone(), detail["samajPlace"].clone()), (json!(["samaj"]), json!("Aithor")));
    let search = json!({"pageIndex": 1, "pageSize": 20, "verifiedOnly": ["samaj"]});
    let found: Value = app.match_post(&him, "/api/Match/Get", &search).await.json().await.unwrap();
    let ids: Vec<i64> = found["result"].as_array().unwrap().iter().map(|c| c["memberId"].as_i64().unwrap()).collect();
    assert_eq!(ids, vec![her.id]);
    // Her bio-data says it, in her language (English here).
    let own = app.match_get(&her, "/api/PVBioData/GetPVBioData").await;
    let (doc, pages) = crate::account::pdf_pages(&own.bytes().await.unwrap());
    let text = doc.extract_text(&pages).unwrap();
    assert!(text.contains("Known to the samaj of Aithor"), "{text}");
    let list: Value = app.village_members(&volunteer, "?q=priya").await.json().await.unwrap();
    assert_eq!(list["result"][0]["myVouch"], "accepted");

    // The moderators see the volunteer with the word that stands; withdrawing them takes it away.
    let volunteers: Value = app.get_auth("/api/Admin/Volunteers", &moderator).await.json().await.unwrap();
    assert_eq!(volunteers["result"][0]["acceptedVouches"], 1);
    let withdraw = json!({"accountId": volunteer.id});
    assert_eq!(app.call(M::POST, "/api/Admin/Volunteer/Withdraw", &her, Some(&withdraw)).await.status(), 403);
    assert_eq!(app.admin_post(&moderator, "/api/Admin/Volunteer/Withdraw", &withdraw).await.status(), 200);
    let r = app.admin_post(&moderator, "/api/Admin/Volunteer/Withdraw", &withdraw).await;
    assert_eq!(problem(r, 422).await["code"], "rule_violated");
    assert_eq!(
        app.admin_post(&moderator, "/api/Admin/Volunteer/Withdraw", &json!({"accountId": him.id})).await.status(),
        404
    );
    let state = app.verification_of(&her).await;
    assert_eq!((state["badges"].clone(), state["samajPlace"].clone()), (json!([]), Value::Null));
    assert_eq!(state["vouches"], json!([]));
    assert_eq!(card_of(&app, &him, &her).await["badges"], json!([]));
    let found: Value = app.match_post(&him, "/api/Match/Get", &search).await.json().await.unwrap();
    assert_eq!(found["result"], json!([]));
    assert_eq!(app.village_members(&volunteer, "").await.status(), 403);
    assert_eq!(app.vouch(&volunteer, him.id, WORDS).await.status(), 403);
    assert_eq!(app.audited(shared::AuditAction::WithdrawVolunteer).await, 1);
    let volunteers: Value = app.get_auth("/api/Admin/Volunteers", &moderator).await.json().await.unwrap();
    assert!(volunteers["result"][0]["withdrawnOn"].is_string());

    // Her export keeps the word and what became of it.
    let export: Value = app.match_get(&her, "/api/Account/Export").await.json().await.unwrap();
    assert_eq!(export["vouchesReceived"][0]["status"], "withdrawn", "{}", export["vouchesReceived"]);
    let export: Value = app.match_get(&volunteer, "/api/Account/Export").await.json().await.unwrap();
    assert_eq!(export["vouchesGiven"][0]["profileId"], json!(app.profile_id_of(&her).await));
}

#[tokio::test]
async fn an_account_of_its_own_serves_a_gol_sees_no_member_area_and_only_its_members() {
    let app = crate::moderation::app().await;
    let moderator = app.moderator_token().await;
    let her = app.approved_with(&moderator, json!({"firstName": "Priya"})).await;
    let other = app.approved_with(&moderator, json!({"firstName": "Riya"})).await;
    // Her family in the 12 villages' gol; the other's in another village and no gol.
    let p = entity::profile::Entity::find_by_id(her.id as i32).one(&app.state.db).await.unwrap().unwrap();
    let mut p: entity::profile::ActiveModel = p.into();
    p.gol_id = Set(Some(1));
    p.update(&app.state.db).await.unwrap();
    app.move_to_village(&other, OTHER_VILLAGE).await;

    // A member's address cannot become an account of its own.
    let taken = entity::member::Entity::find_by_id(her.id as i32).one(&app.state.db).await.unwrap().unwrap().email;
    let body = json!({"email": taken, "firstName": "Kanti", "lastName": "Patel", "villageIds": [], "golId": 1});
    assert_eq!(app.appoint(&moderator, body).await.status(), 409);

    let email = "kantibhai.elder@example.com";
    let body = json!({"email": email, "firstName": "Kantibhai", "lastName": "Patel", "villageIds": [], "golId": 1});
    let r = app.appoint(&moderator, body).await;
    assert_eq!(r.status(), 200);
    let entry: Value = r.json().await.unwrap();
    assert_eq!((entry["isMember"].clone(), entry["gol"]["name"].clone()), (json!(false), json!("12 Gam gol")));
    // The holder chooses a password through "Forgot password", then signs in as a volunteer.
    assert_eq!(app.post_query(&format!("/api/Account/ForgetPassword?email={email}")).await.status(), 200);
    let code = app.last_code(email).await;
    let reset =
        json!({"email": email, "otp": code, "newPassword": "gam-no-vadil-7", "confirmNewPassword": "gam-no-vadil-7"});
    assert_eq!(app.post("/api/Account/VerifyForgetPassword", &reset).await.status(), 200);
    let signed: Value = app.sign_in_as(email, "gam-no-vadil-7").await.json().await.unwrap();
    assert_eq!(signed["user"]["role"], "volunteer");
    let elder = Member::signed_in(&signed);

    // The members of the gol only; nothing of the member area.
    let list: Value = app.village_members(&elder, "").await.json().await.unwrap();
    let listed: Vec<i64> = list["result"].as_array().unwrap().iter().map(|m| m["memberId"].as_i64().unwrap()).collect();
    assert_eq!(listed, vec![her.id]);
    assert_eq!(list["result"][0]["place"], "Aithor", "the village when the profile names one");
    for path in ["/api/Verification", "/api/Match/MatchedList", "/api/Match", "/api/Match/Get"] {
        let lists = path.starts_with("/api/Match");
        let method = if lists { M::POST } else { M::GET };
        let body = lists.then(|| json!({"pageIndex": 1, "pageSize": 20}));
        assert_eq!(app.call(method, path, &elder, body.as_ref()).await.status(), 403, "{path}");
    }
    let r = app.vouch(&elder, other.id, WORDS).await;
    assert_eq!(
        problem(r, 422).await["detail"],
        "This member is not from the villages or the gol you serve as a volunteer."
    );

    // Two words for one member at once: one is given, the other refused.
    let (a, b) = tokio::join!(app.vouch(&elder, her.id, WORDS), app.vouch(&elder, her.id, WORDS));
    let mut statuses = [a.status().as_u16(), b.status().as_u16()];
    statuses.sort_unstable();
    assert_eq!(statuses, [200, 422]);
    let given = entity::vouch::Entity::find().count(&app.state.db).await.unwrap();
    assert_eq!(given, 1);
    // Given in the gol (her village is not the volunteer's); she declines it: nothing shows.
    let state = app.verification_of(&her).await;
    assert_eq!(state["vouches"][0]["place"], "12 Gam gol");
    let answer = json!({"vouchId": state["vouches"][0]["vouchId"]});
    let r = app.call(M::POST, "/api/Verification/Vouch/Decline", &her, Some(&answer)).await;
    assert_eq!(r.status(), 200);
    let state: Value = r.json().await.unwrap();
    assert_eq!((state["badges"].clone(), state["vouches"].clone()), (json!([]), json!([])));
    let list: Value = app.village_members(&elder, "").await.json().await.unwrap();
    assert_eq!(list["result"][0]["myVouch"], "declined");
}
