//! Paper forms (rule 49): a volunteer organising an event registers a family that is not online from its paper form.
//! The profile is one someone else created: the volunteer enters it in the wizard acting for it with the right to
//! edit alone, and it reaches the moderators, and so the booklet, only with the person's consent: by the code sent to
//! their own e-mail, or on a signed paper form whose photo a moderator accepts.

use reqwest::Method as M;
use serde_json::{Value, json};
use shared::ProfileStatus;

use crate::{
    events::{AITHOR, event_body},
    helpers::{TestApp, problem},
    wizard::{Member, family, personal, png, professional},
};

const FAMILY_EMAIL: &str = "patel.family.aithor@example.com";

/// The paper form of Priya, a bride of 24, filled by her father.
fn paper_form(email: &str) -> Value {
    json!({
        "firstName": "Priya", "lastName": "Patel", "gender": false,
        "birthDate": crate::wizard::birth_date_for_age(24).to_string(), "createdBy": "father",
        "email": email, "countryCode": "+91", "phoneNumber": "9825012345", "language": "gu",
        "booklet": {"showPhoto": true, "contact": "desk", "showIncome": false},
    })
}

struct Scene {
    moderator: String,
    volunteer: Member,
    other: Member,
    event: i64,
}

impl TestApp {
    /// A volunteer for Aithor with an event of Aithor, another volunteer for another village, and the moderator.
    async fn paper_scene(&self) -> Scene {
        let moderator = self.moderator_token().await;
        let volunteer = self.approved_with(&moderator, json!({"gender": true, "firstName": "Jayantibhai"})).await;
        let other = self.approved_with(&moderator, json!({"gender": true, "firstName": "Maganbhai"})).await;
        for (m, village) in [(&volunteer, AITHOR), (&other, 1)] {
            let appoint = json!({"profileId": self.profile_id_of(m).await, "villageIds": [village]});
            assert_eq!(self.appoint(&moderator, appoint).await.status(), 200);
        }
        let mut body = event_body(self, "Aithor");
        body["villageId"] = json!(AITHOR);
        let r = self.call(M::POST, "/api/Admin/Events", &volunteer, Some(&body)).await;
        assert_eq!(r.status(), 200);
        let event = r.json::<Value>().await.unwrap()["eventId"].as_i64().unwrap();
        Scene { moderator, volunteer, other, event }
    }

    /// The volunteer enters Priya's form, switches to her profile and fills the wizard to its last step.
    async fn entered_and_filled(&self, s: &Scene) -> i64 {
        let path = format!("/api/Admin/Events/{}/PaperForms", s.event);
        let r = self.call(M::POST, &path, &s.volunteer, Some(&paper_form(FAMILY_EMAIL))).await;
        assert_eq!(r.status(), 200, "{}", r.text().await.unwrap());
        let person = r.json::<Value>().await.unwrap()["memberId"].as_i64().unwrap();
        let user: Value = self
            .call(M::POST, "/api/Family/Switch", &s.volunteer, Some(&json!({"memberId": person})))
            .await
            .json()
            .await
            .unwrap();
        assert_eq!(
            (user["manager"]["relation"].as_str(), user["profileStatus"].as_i64()),
            (Some("volunteer"), Some(0))
        );
        assert_eq!(user["manager"]["rights"], json!(["edit"]));
        let mut hers = personal();
        hers["gender"] = json!(false);
        hers["firstName"] = json!("Priya");
        assert_eq!(self.personal(&s.volunteer, &hers).await.status(), 200);
        assert_eq!(self.family(&s.volunteer, &family()).await.status(), 200);
        assert_eq!(self.professional(&s.volunteer, &professional()).await.status(), 200);
        // The wizard's photo step names the profile it acts for.
        let acting = Member { token: s.volunteer.token.clone(), id: person };
        let r = self.upload(&acting, vec![("ProfileImage", png(600, 800))]).await;
        assert_eq!(r.status(), 200, "{}", r.text().await.unwrap());
        person
    }

    async fn paper_entry(&self, s: &Scene, person: i64) -> Value {
        let path = format!("/api/Admin/Events/{}/Registrations", s.event);
        let list: Value = self.call(M::GET, &path, &s.volunteer, None).await.json().await.unwrap();
        let regs = list.as_array().unwrap();
        let profile_id = self.profile_id_of(&Member { token: String::new(), id: person }).await;
        regs.iter().find(|r| r["profileId"] == profile_id.as_str()).expect("the paper registrant")["paper"].clone()
    }

    async fn paper_status(&self, id: i64) -> ProfileStatus {
        use sea_orm::EntityTrait;
        entity::member::Entity::find_by_id(id as i32).one(&self.state.db).await.unwrap().unwrap().profile_status
    }

    async fn send_paper_consent(&self, m: &Member, event: i64, person: i64) -> reqwest::Response {
        let form = reqwest::multipart::Form::new()
            .part("image", reqwest::multipart::Part::bytes(png(900, 1200)).file_name("consent.png"));
        self.client
            .post(self.url(&format!("/api/Admin/Events/{event}/PaperForms/{person}/Consent")))
            .bearer_auth(&m.token)
            .header("Accept-Language", "en")
            .multipart(form)
            .send()
            .await
            .unwrap()
    }
}

#[tokio::test]
async fn a_volunteer_enters_a_paper_form_fills_its_profile_and_the_person_consents_by_code() {
    let app = crate::moderation::app().await;
    let s = app.paper_scene().await;
    let path = format!("/api/Admin/Events/{}/PaperForms", s.event);

    // Refused, changing nothing: a moderator, another village's volunteer, a form by the person themselves, under
    // 18, a groom for an event of brides, an address already an account's.
    let r = app.client.post(app.url(&path)).bearer_auth(&s.moderator).json(&paper_form(FAMILY_EMAIL)).send().await;
    assert_eq!(problem(r.unwrap(), 403).await["reason"], "not_volunteer");
    assert_eq!(app.call(M::POST, &path, &s.other, Some(&paper_form(FAMILY_EMAIL))).await.status(), 404);
    let mut own = paper_form(FAMILY_EMAIL);
    own["createdBy"] = json!("self");
    let r = app.call(M::POST, &path, &s.volunteer, Some(&own)).await;
    assert_eq!(problem(r, 400).await["errors"]["createdBy"][0], "Choose one of the options.");
    let mut young = paper_form(FAMILY_EMAIL);
    young["birthDate"] = json!(crate::wizard::birth_date_for_age(17).to_string());
    let r = app.call(M::POST, &path, &s.volunteer, Some(&young)).await;
    assert_eq!(problem(r, 400).await["errors"]["birthDate"][0], "Age should be greater or equal to 18 year.");
    let mut brides = event_body(&app, "Brides");
    brides["villageId"] = json!(AITHOR);
    brides["openTo"] = json!("brides");
    let r = app.call(M::POST, "/api/Admin/Events", &s.volunteer, Some(&brides)).await;
    let brides_only = r.json::<Value>().await.unwrap()["eventId"].as_i64().unwrap();
    let mut groom = paper_form(FAMILY_EMAIL);
    groom["gender"] = json!(true);
    let r = app.call(M::POST, &format!("/api/Admin/Events/{brides_only}/PaperForms"), &s.volunteer, Some(&groom)).await;
    assert_eq!(problem(r, 422).await["reason"], "not_eligible");
    let taken = app.email_of(&s.other).await;
    let r = app.call(M::POST, &path, &s.volunteer, Some(&paper_form(&taken))).await;
    assert_eq!(problem(r, 409).await["errors"]["email"][0], "An account with this e-mail already exists.");
    assert_eq!(app.audited(shared::AuditAction::EnterPaperForm).await, 0);

    // Entered and filled in: the wizard is done, and the profile waits for Priya herself. The volunteer only edits:
    // nothing of what the profile may see, nor the family's own calls.
    let person = app.entered_and_filled(&s).await;
    assert_eq!(app.paper_status(person).await, ProfileStatus::Wizard);
    let r = app.call(M::GET, "/api/Family/Contacts", &s.volunteer, None).await;
    assert_eq!(problem(r, 403).await["reason"], "manager_forbids");
    let r = app
        .call(
            M::POST,
            "/api/Family/Invite",
            &s.volunteer,
            Some(&json!({"email": "a@example.com",
        "relation": "father", "rights": ["view"]})),
        )
        .await;
    assert_eq!(problem(r, 403).await["reason"], "manager_forbids");
    let back: Value =
        app.call(M::POST, "/api/Family/Switch", &s.volunteer, Some(&json!({}))).await.json().await.unwrap();
    assert!(back.get("manager").is_none());

    // The family's address is told, in its language, how to take the account up; the registrant has the event's
    // number and waits for consent.
    let mails = app.delivered_to(FAMILY_EMAIL, 1).await;
    let mail = mail_parser::MessageParser::default().parse(mails[0].as_bytes()).unwrap();
    let text = mail.body_text(0).unwrap().into_owned();
    assert!(mail.subject().unwrap().starts_with("Priya Patelનું"), "{:?}", mail.subject());
    assert!(text.contains("Jayantibhai") && text.contains("/auth/forgot-password"), "{text}");
    assert_eq!(app.audited(shared::AuditAction::EnterPaperForm).await, 1);
    let paper = app.paper_entry(&s, person).await;
    assert_eq!(
        (paper["stage"].as_str(), paper["memberId"].as_i64(), paper["consented"].as_bool()),
        (Some("consent"), Some(person), Some(false))
    );
    // An invitation never makes another volunteer: the invitation's relations leave it out.
    let invite = json!({"email": "uncle@example.com", "relation": "volunteer", "rights": ["view"]});
    let r = app.call(M::POST, "/api/Family/Invite", &s.other, Some(&invite)).await;
    assert_eq!(r.status(), 400);

    // The family, once it chose a password (here set directly), sees the volunteer among those looking after the
    // profile, may remove them, and may not change what they may do.
    {
        use sea_orm::{ActiveModelTrait, EntityTrait, Set};
        let row = entity::member::Entity::find_by_id(person as i32).one(&app.state.db).await.unwrap().unwrap();
        let mut active: entity::member::ActiveModel = row.into();
        active.password_hash = Set(sagpan::auth::password::hash("Family-pass-2026".into()).await.unwrap());
        active.email_confirmed = Set(true);
        active.update(&app.state.db).await.unwrap();
    }
    let signed: Value = app.sign_in_as(FAMILY_EMAIL, "Family-pass-2026").await.json().await.unwrap();
    let family_account = Member::signed_in(&signed);
    let managers: Value = app.call(M::GET, "/api/Family", &family_account, None).await.json().await.unwrap();
    let standing = managers["managers"].as_array().unwrap().iter().find(|m| m["relation"] == "volunteer").unwrap();
    assert_eq!(standing["rights"], json!(["edit"]));
    let path = format!("/api/Family/{}", standing["managerId"]);
    let r = app.call(M::PUT, &path, &family_account, Some(&json!({"relation": "father", "rights": ["view"]}))).await;
    assert_eq!(problem(r, 422).await["reason"], "volunteer_standing");

    // Acting again, the volunteer sends Priya the code; her consent sends the profile to the moderators and ends the
    // volunteer's standing: their sign-in acts for their own account again.
    app.call(M::POST, "/api/Family/Switch", &s.volunteer, Some(&json!({"memberId": person}))).await;
    app.consent_for(&s.volunteer, "priya.patel@example.com", false).await;
    assert_eq!(app.paper_status(person).await, ProfileStatus::Submitted);
    assert_eq!(app.me(&s.volunteer).await["firstName"], "Jayantibhai");
    let paper = app.paper_entry(&s, person).await;
    assert_eq!(
        (paper["stage"].as_str(), paper["memberId"].as_i64(), paper["consented"].as_bool()),
        (Some("review"), None, Some(true))
    );
    let r = app.call(M::POST, "/api/Family/Switch", &s.volunteer, Some(&json!({"memberId": person}))).await;
    assert_eq!(r.status(), 404);

    // Approved, Priya is in the booklet's spreadsheet with her number, as her form chose.
    let r = app.admin_post(&s.moderator, "/api/Admin/ApproveProfile", &json!({"memberId": person})).await;
    assert_eq!(r.status(), 200);
    assert_eq!(app.paper_entry(&s, person).await["stage"], "approved");
    let sheet =
        app.call(M::GET, &format!("/api/Admin/Events/{}/Spreadsheet?lang=en", s.event), &s.volunteer, None).await;
    let text = sheet.text().await.unwrap();
    assert!(text.lines().any(|l| l.starts_with("1,Priya ") && l.contains(",Bride,")), "{text}");
}

#[tokio::test]
async fn a_consent_signed_on_paper_counts_once_a_moderator_accepts_its_photo() {
    let app = crate::moderation::app().await;
    let s = app.paper_scene().await;
    let person = app.entered_and_filled(&s).await;
    app.call(M::POST, "/api/Family/Switch", &s.volunteer, Some(&json!({}))).await;

    // Only the volunteer who entered it sends it, and one photo waits at a time.
    assert_eq!(app.send_paper_consent(&s.other, s.event, person).await.status(), 404);
    let r = app.send_paper_consent(&s.volunteer, s.event, person).await;
    assert_eq!(r.status(), 200, "{}", r.text().await.unwrap());
    assert_eq!(r.json::<Value>().await.unwrap()["consentCheck"]["status"], "pending");
    let r = app.send_paper_consent(&s.volunteer, s.event, person).await;
    assert_eq!(problem(r, 422).await["reason"], "check_pending");

    // The moderators see it beside the profile; a refusal gives its reason to the volunteer and changes nothing.
    let queue: Value = app.get_auth("/api/Admin/Checks", &s.moderator).await.json().await.unwrap();
    let item = queue["result"].as_array().unwrap().iter().find(|c| c["memberId"] == person).unwrap().clone();
    assert_eq!((item["kind"].as_str(), item["firstName"].as_str()), (Some("consent"), Some("Priya")));
    let refuse = json!({"id": item["checkId"], "reason": "The signature is cut off."});
    assert_eq!(app.admin_post(&s.moderator, "/api/Admin/Check/Refuse", &refuse).await.status(), 200);
    let paper = app.paper_entry(&s, person).await;
    assert_eq!(
        (paper["consentCheck"]["status"].as_str(), paper["consentCheck"]["reason"].as_str()),
        (Some("refused"), Some("The signature is cut off."))
    );
    assert_eq!(app.paper_status(person).await, ProfileStatus::Wizard);

    // Sent again and accepted: the consent is recorded on paper, the profile goes for approval, the standing ends.
    assert_eq!(app.send_paper_consent(&s.volunteer, s.event, person).await.status(), 200);
    let queue: Value = app.get_auth("/api/Admin/Checks", &s.moderator).await.json().await.unwrap();
    let item = queue["result"].as_array().unwrap().iter().find(|c| c["memberId"] == person).unwrap().clone();
    let r = app.admin_post(&s.moderator, "/api/Admin/Check/Approve", &json!({"checkId": item["checkId"]})).await;
    assert_eq!(r.status(), 200);
    assert_eq!(app.paper_status(person).await, ProfileStatus::Submitted);
    let paper = app.paper_entry(&s, person).await;
    assert_eq!((paper["consented"].as_bool(), paper["memberId"].as_i64()), (Some(true), None));
    let r = app.send_paper_consent(&s.volunteer, s.event, person).await;
    assert_eq!(problem(r, 422).await["reason"], "consent_not_needed");
    let consent: entity::family_consent::Model = {
        use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
        entity::family_consent::Entity::find()
            .filter(entity::family_consent::Column::MemberId.eq(person as i32))
            .one(&app.state.db)
            .await
            .unwrap()
            .unwrap()
    };
    assert!(consent.paper_check_id.is_some() && consent.consented_at.is_some());
}
