//! The person's consent (rule 46): a profile her father created waits at the end of the wizard until she agrees with
//! the code sent to her own e-mail; she may take it over alone, and then only she signs in.

use reqwest::Method;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::{Value, json};
use shared::{ProfileCreator, ProfileStatus};

use entity::{family_consent, member};

use crate::{
    accounts::registration,
    helpers::{TestApp, problem},
    wizard::{Member, family, personal, png, professional},
};

impl TestApp {
    /// `m`'s person agrees with the code sent to `email` (taking the profile over with a password when `take_over`);
    /// the answer.
    pub(crate) async fn consent_for(&self, m: &Member, email: &str, take_over: bool) -> Value {
        let sent = self.delivered_to(email, 0).await.len();
        let r = self.call(Method::POST, "/api/Family/Consent/Code", m, Some(&json!({"email": email}))).await;
        assert_eq!(r.status(), 200, "{}", r.text().await.unwrap());
        let code = self.invitation_code(email, sent + 1).await;
        let mut body = json!({"email": email, "code": code});
        if take_over {
            body["takeOver"] = json!(true);
            body["password"] = json!("Her-own-pass-2026");
        }
        let r = self
            .client
            .post(self.url("/api/Family/Consent"))
            .header("Accept-Language", "en")
            .json(&body)
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 200);
        r.json().await.unwrap()
    }

    /// A profile her father registers and fills in to the last step.
    async fn by_her_father(&self) -> (Member, String) {
        let mut reg = registration();
        reg["createdBy"] = json!("father");
        assert_eq!(self.post("/api/Account/Register", &reg).await.status(), 200);
        let email = reg["email"].as_str().unwrap().to_owned();
        let code = self.last_code(&email).await;
        let answer: Value =
            self.post("/api/Account/VerifyOTP", &json!({"email": email, "otp": code})).await.json().await.unwrap();
        let m = Member::signed_in(&answer);
        assert_eq!(self.personal(&m, &personal()).await.status(), 200);
        assert_eq!(self.family(&m, &family()).await.status(), 200);
        assert_eq!(self.professional(&m, &professional()).await.status(), 200);
        (m, email)
    }

    async fn profile_status_of(&self, m: &Member) -> ProfileStatus {
        member::Entity::find_by_id(m.id as i32).one(&self.state.db).await.unwrap().unwrap().profile_status
    }
}

#[tokio::test]
async fn a_profile_her_father_created_waits_for_her_consent_then_goes_to_the_moderators() {
    let app = crate::helpers::spawn_app().await;
    let (father, fathers_email) = app.by_her_father().await;
    let consent: Value = app.call(Method::GET, "/api/Family/Consent", &father, None).await.json().await.unwrap();
    assert_eq!(consent, json!({"needed": true, "onPaper": false}));

    // The last step saves the photo, and the profile waits: it says what is missing.
    let r = app.upload(&father, vec![("p.png", png(300, 400))]).await;
    assert_eq!(r.status(), 200);
    let answer: Value = r.json().await.unwrap();
    assert_eq!(answer["user"]["profileStatus"], 0);
    assert!(answer["message"].as_str().unwrap().contains("agrees"), "{answer}");
    assert_eq!(app.profile_status_of(&father).await, ProfileStatus::Wizard);

    // The code goes to her own address, never the account's; not twice in a minute.
    let own = json!({"email": fathers_email});
    let r = app.call(Method::POST, "/api/Family/Consent/Code", &father, Some(&own)).await;
    assert_eq!(problem(r, 422).await["reason"], "consent_own_address");
    let hers = json!({"email": "Priya@Example.com"});
    let state: Value =
        app.call(Method::POST, "/api/Family/Consent/Code", &father, Some(&hers)).await.json().await.unwrap();
    assert_eq!(state["email"], "priya@example.com");
    assert!(state["codeValidUntil"].is_string());
    assert_eq!(app.call(Method::POST, "/api/Family/Consent/Code", &father, Some(&hers)).await.status(), 429);
    let code = app.invitation_code("priya@example.com", 1).await;

    // A wrong code, then hers: the profile goes to the moderators at once.
    let wrong = if code == "000000" { "111111" } else { "000000" };
    let give = |code: &str| json!({"email": "priya@example.com", "code": code});
    let post = |body: Value| {
        app.client.post(app.url("/api/Family/Consent")).header("Accept-Language", "en").json(&body).send()
    };
    assert_eq!(problem(post(give(wrong)).await.unwrap(), 422).await["reason"], "wrong_code");
    assert_eq!(app.profile_status_of(&father).await, ProfileStatus::Wizard);
    let r = post(give(&code)).await.unwrap();
    assert_eq!(r.status(), 200);
    let answer: Value = r.json().await.unwrap();
    assert!(answer.get("signIn").is_none());
    assert_eq!(app.profile_status_of(&father).await, ProfileStatus::Submitted);
    // Spent.
    assert_eq!(post(give(&code)).await.unwrap().status(), 422);
    let row = family_consent::Entity::find().one(&app.state.db).await.unwrap().unwrap();
    assert!(row.consented_at.is_some() && !row.took_over);
    let managers: Value = serde_json::from_str(row.managers.as_deref().unwrap()).unwrap();
    assert_eq!(managers, json!([{"relation": "father", "email": fathers_email}]));
    let consent: Value = app.call(Method::GET, "/api/Family/Consent", &father, None).await.json().await.unwrap();
    assert!(consent["consentedOn"].is_string());

    // A profile its person created needs none, and its last step submits as before.
    let own = app.submitted_member().await;
    assert_eq!(app.profile_status_of(&own).await, ProfileStatus::Submitted);
    let r = app.call(Method::POST, "/api/Family/Consent/Code", &own, Some(&hers)).await;
    assert_eq!(problem(r, 422).await["reason"], "consent_not_needed");
}

#[tokio::test]
async fn she_takes_her_profile_over_alone_and_only_she_signs_in() {
    let app = crate::moderation::app().await;
    let (father, _) = app.by_her_father().await;
    // Her brother looks after it too.
    let brother = app.manager_for(&father, "bhai@example.com", "brother", &["view"]).await;
    assert_eq!(app.call(Method::GET, "/api/Profile", &brother, None).await.status(), 200);

    // Taking over needs a password.
    let sent =
        app.call(Method::POST, "/api/Family/Consent/Code", &father, Some(&json!({"email": "priya@example.com"}))).await;
    assert_eq!(sent.status(), 200);
    let code = app.invitation_code("priya@example.com", 1).await;
    let post = |body: Value| {
        app.client.post(app.url("/api/Family/Consent")).header("Accept-Language", "en").json(&body).send()
    };
    let r = post(json!({"email": "priya@example.com", "code": code, "takeOver": true})).await.unwrap();
    assert_eq!(r.status(), 400);
    let r =
        post(json!({"email": "priya@example.com", "code": code, "takeOver": true, "password": "Her-own-pass-2026"}))
            .await
            .unwrap();
    assert_eq!(r.status(), 200);
    let answer: Value = r.json().await.unwrap();
    assert_eq!(answer["signIn"]["user"]["memberId"].as_i64(), Some(father.id));
    assert_eq!(answer["signIn"]["user"]["email"], "priya@example.com");

    // The old sign-in and her brother's end; the profile is hers, with nobody looking after it.
    assert_eq!(app.call(Method::GET, "/api/Profile", &father, None).await.status(), 401);
    assert_eq!(app.call(Method::GET, "/api/Profile", &brother, None).await.status(), 401);
    let row = member::Entity::find_by_id(father.id as i32).one(&app.state.db).await.unwrap().unwrap();
    assert_eq!(row.created_by, ProfileCreator::Own);
    assert_eq!(row.email, "priya@example.com");
    let signed = app
        .post("/api/Account/Login", &json!({"username": "priya@example.com", "password": "Her-own-pass-2026"}))
        .await;
    assert_eq!(signed.status(), 200);
    let her = Member::signed_in(&signed.json().await.unwrap());
    let family: Value = app.call(Method::GET, "/api/Family", &her, None).await.json().await.unwrap();
    assert_eq!(family["managers"], json!([]));
    assert!(
        entity::family_manager::Entity::find()
            .filter(entity::family_manager::Column::MemberId.eq(her.id as i32))
            .all(&app.state.db)
            .await
            .unwrap()
            .is_empty()
    );
    // Her profile is not finished: it stays in the wizard until she saves its last step, which submits it.
    assert_eq!(app.profile_status_of(&her).await, ProfileStatus::Wizard);
    assert_eq!(app.upload(&her, vec![("p.png", png(300, 400))]).await.status(), 200);
    assert_eq!(app.profile_status_of(&her).await, ProfileStatus::Submitted);
}

#[tokio::test]
async fn a_consent_code_is_good_for_seven_days_and_no_longer() {
    let app = crate::helpers::spawn_app().await;
    let (father, email) = app.by_her_father().await;
    let hers = json!({"email": "priya@example.com"});
    let days = chrono::Duration::days(shared::limits::FAMILY_CONSENT_DAYS);
    let post = |body: Value| {
        app.client.post(app.url("/api/Family/Consent")).header("Accept-Language", "en").json(&body).send()
    };

    assert_eq!(app.call(Method::POST, "/api/Family/Consent/Code", &father, Some(&hers)).await.status(), 200);
    let old = app.invitation_code("priya@example.com", 1).await;
    app.state.clock.advance(days + chrono::Duration::minutes(1));
    let r = post(json!({"email": "priya@example.com", "code": old})).await.unwrap();
    assert_eq!(problem(r, 422).await["reason"], "wrong_code");
    let row = family_consent::Entity::find().one(&app.state.db).await.unwrap().unwrap();
    assert!(row.consented_at.is_none());

    // A week on, he signs in again and sends a new code.
    let signed = app.post("/api/Account/Login", &json!({"username": email, "password": "kesar-keri-42"})).await;
    let father = Member::signed_in(&signed.json().await.unwrap());
    assert_eq!(app.call(Method::POST, "/api/Family/Consent/Code", &father, Some(&hers)).await.status(), 200);
    let fresh = app.invitation_code("priya@example.com", 2).await;
    app.state.clock.advance(days - chrono::Duration::minutes(1));
    assert_eq!(post(json!({"email": "priya@example.com", "code": fresh})).await.unwrap().status(), 200);
}
