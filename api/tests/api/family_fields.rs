//! What a Patidar family asks about (rules 50, 52 and 53): lifestyle, the gol and the mosal, the optional horoscope
//! and who sees it, income for everyone, the search filters and preferences on them, and the completeness meter's
//! next steps.

use serde_json::{Value, json};

use crate::{
    helpers::{TestApp, problem},
    moderation::app,
    wizard::{Member, family, personal, professional},
};

/// The gols of the reference data: Kadva's named circles are 1 to 6 and 7 its "other"; Leva's 8 to 10 and 11; 12 "no
/// gol", 13 "don't know".
const KADVA_42: i64 = 2;
const LEVA_27: i64 = 9;
const DONT_KNOW: i64 = 13;

impl TestApp {
    async fn profile_tab(&self, m: &Member, path: &str, method: reqwest::Method, body: &Value) -> reqwest::Response {
        self.client
            .request(method, self.url(path))
            .bearer_auth(&m.token)
            .header("Accept-Language", "en")
            .json(body)
            .send()
            .await
            .unwrap()
    }

    async fn own_profile_in(&self, m: &Member, lang: &str) -> Value {
        let r = self.client.get(self.url("/api/Profile")).bearer_auth(&m.token).header("Accept-Language", lang);
        r.send().await.unwrap().json().await.unwrap()
    }

    async fn detail_of(&self, viewer: &Member, id: i64) -> Value {
        let r = self.match_get(viewer, &format!("/api/Match/MemberDetails/{id}?visit=false")).await;
        assert_eq!(r.status(), 200);
        r.json().await.unwrap()
    }
}

fn with(mut base: Value, changes: Value) -> Value {
    for (k, v) in changes.as_object().unwrap() {
        base[k] = v.clone();
    }
    base
}

#[tokio::test]
async fn lifestyle_gol_mosal_and_horoscope_round_trip_and_the_horoscope_is_shown_as_its_owner_allows() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let her = app.approved_with(&moderator, json!({"firstName": "Priya"})).await; // Kadva
    let him = app.approved_with(&moderator, json!({"gender": true, "firstName": "Ravi"})).await;
    let put = reqwest::Method::PUT;
    let post = reqwest::Method::POST;

    // The family tab: lifestyle, a gol of her community, a mosal named as the village list names it.
    let body = with(family(), json!({"diet": 2, "smoking": 1, "drinking": 1, "golId": KADVA_42, "mosad": "Aithor"}));
    assert_eq!(app.profile_tab(&her, "/api/Profile/FamilyDetails", put.clone(), &body).await.status(), 200);
    // A Leva gol is not hers; each option list is refused one past either end.
    for (field, value) in [
        ("golId", json!(LEVA_27)),
        ("golId", json!(999)),
        ("diet", json!(0)),
        ("diet", json!(5)),
        ("smoking", json!(4)),
        ("drinking", json!(0)),
    ] {
        let r = app
            .profile_tab(&her, "/api/Profile/FamilyDetails", put.clone(), &with(body.clone(), json!({field: value})))
            .await;
        let answer = problem(r, 400).await;
        assert_eq!(answer["errors"][field], json!(["Choose one of the options."]), "{field} {value}: {answer}");
    }
    for (field, value) in [("diet", 4), ("smoking", 3), ("drinking", 3), ("golId", DONT_KNOW)] {
        let r = app
            .profile_tab(&her, "/api/Profile/FamilyDetails", put.clone(), &with(body.clone(), json!({field: value})))
            .await;
        assert_eq!(r.status(), 200, "{field} {value}");
    }
    assert_eq!(app.profile_tab(&her, "/api/Profile/FamilyDetails", put.clone(), &body).await.status(), 200);

    // The personal tab: the horoscope, seen by accepted connections only.
    let personal_tab = with(
        personal(),
        json!({"firstName": "Priya", "birthTime": "06:45", "birthPlace": "Unjha", "moonSign": 5, "nakshatra": 27,
               "manglik": 2, "horoscopeVisibility": "connections"}),
    );
    let r = app.profile_tab(&her, "/api/Profile/PersonalDetails", post.clone(), &personal_tab).await;
    assert_eq!(r.status(), 200, "{}", r.text().await.unwrap());
    for (field, value, message) in [
        ("birthTime", json!("24:00"), "Enter the time as hours and minutes, such as 06:45."),
        ("birthTime", json!("6:45"), "Enter the time as hours and minutes, such as 06:45."),
        ("moonSign", json!(13), "Choose one of the options."),
        ("nakshatra", json!(28), "Choose one of the options."),
        ("manglik", json!(5), "Choose one of the options."),
        ("manglik", json!(0), "Choose one of the options."),
    ] {
        let r = app
            .profile_tab(
                &her,
                "/api/Profile/PersonalDetails",
                post.clone(),
                &with(personal_tab.clone(), json!({field: value})),
            )
            .await;
        assert_eq!(problem(r, 400).await["errors"][field], json!([message]), "{field} {value}");
    }
    for (field, value) in [("birthTime", json!("00:00")), ("birthTime", json!("23:59")), ("moonSign", json!(12))] {
        let r = app
            .profile_tab(
                &her,
                "/api/Profile/PersonalDetails",
                post.clone(),
                &with(personal_tab.clone(), json!({field: value})),
            )
            .await;
        assert_eq!(r.status(), 200, "{field} {value}");
    }
    assert_eq!(app.profile_tab(&her, "/api/Profile/PersonalDetails", post.clone(), &personal_tab).await.status(), 200);

    let own = app.own_profile_in(&her, "gu").await;
    assert_eq!(
        (&own["diet"], &own["smoking"], &own["golId"], &own["gol"], &own["mosad"]),
        (&json!(2), &json!(1), &json!(KADVA_42), &json!("બેતાલીસ ગામનો ગોળ"), &json!("ઐઠોર")),
        "the gol and the mosal in her language: {own}"
    );
    assert_eq!(
        (&own["birthTime"], &own["moonSign"], &own["nakshatra"], &own["manglik"], &own["horoscopeVisibility"]),
        (&json!("06:45"), &json!(5), &json!(27), &json!(2), &json!("connections"))
    );

    // He sees her lifestyle and gol, not her horoscope, nor whom she shows it to; once connected, he sees it.
    let seen = app.detail_of(&him, her.id).await;
    let p = &seen["profile"];
    assert_eq!((&p["diet"], &p["gol"], &p["mosad"]), (&json!(2), &json!("42 Gam gol"), &json!("Aithor")));
    for field in ["birthTime", "birthPlace", "moonSign", "nakshatra", "manglik", "horoscopeVisibility"] {
        assert!(p.get(field).is_none(), "{field} shown: {p}");
    }
    let r = app.match_post(&him, "/api/Match/sendConnectRequest", &json!({"memberId": her.id})).await;
    assert_eq!(r.status(), 200);
    let r = app.match_post(&her, "/api/Match/AcceptConnectRequestByUserId", &json!({"memberId": him.id})).await;
    assert_eq!(r.status(), 200);
    let p = app.detail_of(&him, her.id).await["profile"].clone();
    assert_eq!((&p["birthTime"], &p["nakshatra"], &p["manglik"]), (&json!("06:45"), &json!(27), &json!(2)));
    assert!(p.get("horoscopeVisibility").is_none());

    // Her export holds every new field; the bio-data shows them, hers and his copy of it alike, the horoscope last.
    let export: Value = app.match_get(&her, "/api/Account/Export").await.json().await.unwrap();
    let own = &export["profile"];
    assert_eq!(
        (&own["diet"], &own["drinking"], &own["gol"], &own["mosad"], &own["birthTime"], &own["horoscopeVisibility"]),
        (&json!(2), &json!(1), &json!("42 Gam gol"), &json!("Aithor"), &json!("06:45"), &json!("connections")),
        "{own}"
    );
    for (reader, path) in [
        (&her, "/api/PVBioData/GetPVBioData".to_owned()),
        (&him, format!("/api/PVBioData/GetPVBioData?memberId={}", her.id)),
    ] {
        let r = app.match_get(reader, &path).await;
        assert_eq!(r.status(), 200);
        let (doc, pages) = crate::account::pdf_pages(&r.bytes().await.unwrap());
        let text = doc.extract_text(&pages).unwrap();
        for shown in ["Jain", "42 Gam gol", "Aithor", "Horoscope", "06:45", "Unjha"] {
            assert!(text.contains(shown), "{shown} not in the bio-data: {text}");
        }
        let horoscope = text.find("Horoscope").unwrap();
        assert!(text.find("Jain").unwrap() < horoscope, "the horoscope comes last: {text}");
    }

    // Her hidden manglik is not searchable: a manglik filter leaves her out however she answered.
    let other = app.approved_with(&moderator, json!({"gender": true, "firstName": "Kiran"})).await;
    let found = |body: Value| {
        let app = &app;
        let other = &other;
        async move {
            let r = app.match_post(other, "/api/Match/Get", &with(json!({"pageIndex": 1, "pageSize": 50}), body)).await;
            assert_eq!(r.status(), 200);
            let page: Value = r.json().await.unwrap();
            page["result"].as_array().unwrap().iter().map(|c| c["memberId"].as_i64().unwrap()).collect::<Vec<_>>()
        }
    };
    assert!(found(json!({"mangliks": [2]})).await.is_empty());
    let open = with(personal_tab.clone(), json!({"horoscopeVisibility": "all"}));
    assert_eq!(app.profile_tab(&her, "/api/Profile/PersonalDetails", post.clone(), &open).await.status(), 200);
    assert_eq!(found(json!({"mangliks": [2]})).await, vec![her.id]);
    assert!(found(json!({"mangliks": [1, 3]})).await.is_empty());

    // The family filters: any of the values; her gol; refused codes.
    assert_eq!(found(json!({"diets": [1, 2], "smoking": [1], "drinking": [1, 2]})).await, vec![her.id]);
    assert!(found(json!({"diets": [4]})).await.is_empty());
    assert_eq!(found(json!({"golIds": [KADVA_42, LEVA_27]})).await, vec![her.id]);
    assert!(found(json!({"golIds": [LEVA_27]})).await.is_empty());
    for (field, value) in
        [("diets", json!([5])), ("smoking", json!([0])), ("golIds", json!([99])), ("mangliks", json!([5]))]
    {
        let r = app.match_post(&other, "/api/Match/Get", &json!({field: value})).await;
        assert_eq!(problem(r, 400).await["errors"][field], json!(["Choose one of the options."]), "{field}");
    }

    // "Within my gol" is her own gol; the explanation names it like any preference.
    let kiran_family = with(family(), json!({"golId": KADVA_42}));
    assert_eq!(app.profile_tab(&other, "/api/Profile/FamilyDetails", put.clone(), &kiran_family).await.status(), 200);
    let prefs = json!({"withinMyGol": true, "diets": [2]});
    assert_eq!(app.match_post(&other, "/api/Profile/PartnerPreferenceAddEdit", &prefs).await.status(), 200);
    let seen = app.detail_of(&other, her.id).await;
    let mine = seen["match"]["mine"].as_array().unwrap();
    let label = |criterion: &str| mine.iter().find(|c| c["criterion"] == criterion).cloned().unwrap_or(Value::Null);
    assert_eq!(label("gol"), json!({"criterion": "gol", "label": "Gol: 42 Gam gol", "met": true}));
    assert_eq!(label("diet"), json!({"criterion": "diet", "label": "Diet: Jain", "met": true}));
}

#[tokio::test]
async fn every_member_may_state_an_income_and_men_must() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let her = app.approved_with(&moderator, json!({})).await;
    let put = reqwest::Method::PUT;
    let with_income = with(professional(), json!({"annualIncomeId": 7}));
    assert_eq!(
        app.profile_tab(&her, "/api/Profile/ProfessionalDetails", put.clone(), &with_income).await.status(),
        200
    );
    assert_eq!(app.own_profile_in(&her, "en").await["annualIncomeId"], 7);
    let him = app.approved_with(&moderator, json!({"gender": true})).await;
    let r = app.profile_tab(&him, "/api/Profile/ProfessionalDetails", put, &professional()).await;
    assert_eq!(problem(r, 400).await["errors"]["annualIncomeId"], json!(["This field is required."]));
}

#[tokio::test]
async fn the_completeness_meter_names_what_families_look_at_first() {
    let app = app().await;
    let moderator = app.moderator_token().await;
    let her = app.approved_with(&moderator, json!({})).await;
    let own = app.own_profile_in(&her, "en").await;
    // The fixture has a photo, a native place and a mosal, and no education details, mother, gol, lifestyle or
    // preferences: the first three of those, in the families' order.
    assert_eq!(own["completenessGaps"], json!(["education", "family", "gol"]));
    let body = with(family(), json!({"motherName": "Gitaben", "motherOccupationId": null}));
    assert_eq!(app.profile_tab(&her, "/api/Profile/FamilyDetails", reqwest::Method::PUT, &body).await.status(), 200);
    let before = own["completeness"].as_i64().unwrap();
    let full = with(
        family(),
        json!({"golId": KADVA_42, "diet": 1, "smoking": 1, "drinking": 1, "motherName": "Gitaben",
               "motherOccupationId": crate::wizard::mother_occupation(), "familyName": "Patel"}),
    );
    assert_eq!(app.profile_tab(&her, "/api/Profile/FamilyDetails", reqwest::Method::PUT, &full).await.status(), 200);
    let own = app.own_profile_in(&her, "en").await;
    assert!(own["completeness"].as_i64().unwrap() > before);
    let gaps = own["completenessGaps"].as_array().unwrap();
    assert!(!gaps.contains(&json!("gol")) && !gaps.contains(&json!("lifestyle")), "{gaps:?}");
    assert!(gaps.len() <= 3 && gaps.contains(&json!("education")), "{gaps:?}");
}
