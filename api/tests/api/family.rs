//! The family in the room (rule 46): who created and looks after a profile, asked at registration, changed in the
//! personal details, said on cards and the detail, and a search filter and partner preference.

use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::{Value, json};
use shared::ProfileCreator;

use entity::member;

use crate::{accounts::registration, helpers::TestApp, wizard::personal};

impl TestApp {
    /// A list call in `lang`.
    async fn list_in(&self, m: &crate::wizard::Member, path: &str, body: &Value, lang: &str) -> Value {
        let r = self
            .client
            .post(self.url(path))
            .bearer_auth(&m.token)
            .header("Accept-Language", lang)
            .json(body)
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 200, "{path}");
        r.json().await.unwrap()
    }
}

/// Each card's member id and what it says of who looks after the profile.
fn managed(list: &Value) -> Vec<(i64, Value, Value)> {
    list["result"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| (c["memberId"].as_i64().unwrap(), c["createdBy"].clone(), c["managedBy"].clone()))
        .collect()
}

#[tokio::test]
async fn registration_records_who_creates_the_profile_and_refuses_an_unknown_one() {
    let app = crate::helpers::spawn_app().await;
    // Absent: the person themselves.
    let own = registration();
    assert_eq!(app.post("/api/Account/Register", &own).await.status(), 200);
    let of = async |email: &Value| {
        member::Entity::find()
            .filter(member::Column::Email.eq(email.as_str().unwrap()))
            .one(&app.state.db)
            .await
            .unwrap()
            .map(|m| m.created_by)
    };
    assert_eq!(of(&own["email"]).await, Some(ProfileCreator::Own));

    let mut by_mother = registration();
    by_mother["createdBy"] = json!("mother");
    assert_eq!(app.post("/api/Account/Register", &by_mother).await.status(), 200);
    assert_eq!(of(&by_mother["email"]).await, Some(ProfileCreator::Mother));

    // Not one of the seven: refused, naming the field, and nothing is created.
    for wrong in [json!("uncle"), json!(""), json!(2), json!("Father")] {
        let mut body = registration();
        body["createdBy"] = wrong.clone();
        let r = app.post("/api/Account/Register", &body).await;
        assert_eq!(r.status(), 400, "{wrong}");
        assert_eq!(of(&body["email"]).await, None, "{wrong}");
    }
}

#[tokio::test]
async fn who_looks_after_a_profile_is_said_on_cards_and_detail_and_can_be_searched_for() {
    let app = crate::moderation::app().await;
    let moderator = app.moderator_token().await;
    let by_father = app.approved_with(&moderator, json!({"firstName": "Priya", "createdBy": "father"})).await;
    let by_sister = app.approved_with(&moderator, json!({"firstName": "Riya", "createdBy": "sister"})).await;
    let herself = app.approved_with(&moderator, json!({"firstName": "Nisha"})).await;
    let him = app.approved_with(&moderator, json!({"gender": true, "firstName": "Ravi", "createdBy": "friend"})).await;
    let page = json!({"pageIndex": 1, "pageSize": 20});

    // The cards, in English and in Gujarati.
    let mut cards = managed(&app.list_in(&him, "/api/Match", &page, "en").await);
    cards.sort_by_key(|c| c.0);
    assert_eq!(
        cards,
        vec![
            (by_father.id, json!("father"), json!("Profile managed by her father")),
            (by_sister.id, json!("sister"), json!("Profile managed by her sister")),
            (herself.id, json!("self"), Value::Null),
        ]
    );
    let gu = managed(&app.list_in(&him, "/api/Match", &page, "gu").await);
    assert!(gu.contains(&(by_father.id, json!("father"), json!("આ પ્રોફાઇલ તેમના પિતા સંભાળે છે"))), "{gu:?}");
    // His, as the women see it.
    let his = managed(&app.list_in(&herself, "/api/Match", &page, "en").await);
    assert_eq!(his, vec![(him.id, json!("friend"), json!("Profile managed by a friend"))]);

    // The detail.
    let detail: Value =
        app.match_get(&him, &format!("/api/Match/MemberDetails/{}", by_father.id)).await.json().await.unwrap();
    assert_eq!(detail["managedBy"], "Profile managed by her father");
    assert_eq!(detail["profile"]["createdBy"], "father");
    let detail: Value =
        app.match_get(&him, &format!("/api/Match/MemberDetails/{}", herself.id)).await.json().await.unwrap();
    assert!(detail["managedBy"].is_null(), "{detail}");
    // The member's own profile says it too.
    let own: Value = app.match_get(&by_father, "/api/Profile").await.json().await.unwrap();
    assert_eq!(own["createdBy"], "father");
    // Her bio-data says it under her name; the one of a profile its person looks after does not.
    let pdf = app.match_get(&by_father, "/api/PVBioData/GetPVBioData").await.bytes().await.unwrap();
    let (doc, pages) = crate::account::pdf_pages(&pdf);
    let text = doc.extract_text(&pages).unwrap();
    assert!(text.contains("Profile managed by her father"), "{text}");
    let pdf = app.match_get(&herself, "/api/PVBioData/GetPVBioData").await.bytes().await.unwrap();
    let (doc, pages) = crate::account::pdf_pages(&pdf);
    assert!(!doc.extract_text(&pages).unwrap().contains("managed by"));

    // Search: any of those asked for; an unknown one is refused.
    let search = |creators: Value| json!({"pageIndex": 1, "pageSize": 20, "createdBy": creators});
    let ids = async |body: Value| {
        let mut ids: Vec<i64> =
            managed(&app.list_in(&him, "/api/Match/Get", &body, "en").await).iter().map(|c| c.0).collect();
        ids.sort_unstable();
        ids
    };
    assert_eq!(ids(search(json!(["father", "mother"]))).await, vec![by_father.id]);
    assert_eq!(ids(search(json!(["father", "sister"]))).await, vec![by_father.id, by_sister.id]);
    assert_eq!(ids(search(json!(["self"]))).await, vec![herself.id]);
    assert_eq!(ids(search(json!([]))).await.len(), 3);
    let r = app.match_post(&him, "/api/Match/Get", &search(json!(["uncle"]))).await;
    assert_eq!(r.status(), 400);

    // A partner preference: kept, and My matches holds only those it accepts.
    let r = app
        .match_post(&him, "/api/Profile/PartnerPreferenceAddEdit", &json!({"createdBy": ["mother", "father"]}))
        .await;
    assert_eq!(r.status(), 200);
    let saved: Value =
        app.match_get(&him, &format!("/api/Profile/PartnerPreference/{}", him.id)).await.json().await.unwrap();
    assert_eq!(saved["createdBy"], json!(["father", "mother"]));
    let matched = managed(&app.list_in(&him, "/api/Match/MatchedList", &page, "en").await);
    assert_eq!(matched.iter().map(|c| c.0).collect::<Vec<_>>(), vec![by_father.id]);

    // She takes the profile over: her card says nothing more, at once, and the preference no longer finds her.
    let mut body = personal();
    body["firstName"] = json!("Priya");
    body["createdBy"] = json!("self");
    let r = app.match_post(&by_father, "/api/Profile/PersonalDetails", &body).await;
    assert_eq!(r.status(), 200, "{}", r.text().await.unwrap());
    let cards = managed(&app.list_in(&him, "/api/Match", &page, "en").await);
    assert!(cards.contains(&(by_father.id, json!("self"), Value::Null)), "{cards:?}");
    let r = app.match_post(&him, "/api/Profile/PartnerPreferenceAddEdit", &json!({"createdBy": ["father"]})).await;
    assert_eq!(r.status(), 200);
    assert!(managed(&app.list_in(&him, "/api/Match/MatchedList", &page, "en").await).is_empty());
    // Left out of the personal details, it stays as it was.
    let mut body = personal();
    body["firstName"] = json!("Riya");
    let r = app.match_post(&by_sister, "/api/Profile/PersonalDetails", &body).await;
    assert_eq!(r.status(), 200);
    let own: Value = app.match_get(&by_sister, "/api/Profile").await.json().await.unwrap();
    assert_eq!(own["createdBy"], "sister");
}
