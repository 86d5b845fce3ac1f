use serde_json::Value;

use crate::helpers::{problem, spawn_app};

const LISTS: [&str; 7] = [
    "/api/Community/Name",
    "/api/Height/Name",
    "/api/Occupation/Name",
    "/api/Country/Name",
    "/api/Education/Name",
    "/api/AnnualIncome/Name",
    "/api/NotificationType/Name",
];

async fn list(app: &crate::helpers::TestApp, path: &str, lang: &str) -> Vec<Value> {
    let response = app.get_in(path, lang).await;
    assert_eq!(response.status(), 200, "{path}");
    let body: Value = response.json().await.unwrap();
    let result = body["result"].as_array().unwrap().clone();
    assert_eq!(body["totalCount"].as_u64(), Some(result.len() as u64), "{path}");
    result
}

fn is_gujarati(text: &str) -> bool {
    text.chars().any(|c| ('\u{0A80}'..='\u{0AFF}').contains(&c))
}

#[tokio::test]
async fn every_list_answers_in_gujarati_by_default_and_in_english_when_asked() {
    let app = spawn_app().await;
    for path in LISTS.into_iter().chain(["/api/Request/Name", "/api/Village/Name"]) {
        let default: Value = app.get(path).await.json().await.unwrap();
        let gu = list(&app, path, "gu").await;
        let en = list(&app, path, "en-GB,en;q=0.9").await;
        assert!(!gu.is_empty(), "{path} is empty");
        assert_eq!(default["result"].as_array().unwrap(), &gu, "{path}: the default is not Gujarati");
        assert!(gu.iter().all(|item| is_gujarati(item["name"].as_str().unwrap())), "{path}: a gu name is not Gujarati");
        assert!(en.iter().all(|item| !is_gujarati(item["name"].as_str().unwrap())), "{path}: an en name is Gujarati");
    }
}

#[tokio::test]
async fn india_is_country_92_with_code_91_and_gujarat_is_among_its_states() {
    let app = spawn_app().await;
    let countries = list(&app, "/api/Country/Name", "en").await;
    let india = countries.iter().find(|c| c["id"] == 92).unwrap();
    assert_eq!(india["name"], "India");
    assert_eq!(india["code"], "+91");
    assert_eq!(india["shortName"], "IN");
    assert!(countries.len() > 200, "every country is listed: {}", countries.len());
    let gu_countries = list(&app, "/api/Country/Name", "gu").await;
    assert_eq!(gu_countries.iter().find(|c| c["id"] == 92).unwrap()["name"], "ભારત");

    let states = list(&app, "/api/State/Name?CountryId=92", "en").await;
    assert_eq!(states.len(), 36, "28 states and 8 union territories");
    let gujarat = states.iter().find(|s| s["name"] == "Gujarat").unwrap();
    assert_eq!(gujarat["countryId"], 92);
    let cities = list(&app, &format!("/api/City/Name?StateId={}", gujarat["id"]), "en").await;
    for city in ["Ahmedabad", "Surat", "Vadodara", "Rajkot", "Mehsana", "Anand"] {
        assert!(cities.iter().any(|c| c["name"] == city), "{city} missing");
    }
    let districts = list(&app, &format!("/api/District/Name?StateId={}", gujarat["id"]), "en").await;
    assert_eq!(districts.len(), 33, "Gujarat has 33 districts");
    let mehsana = districts.iter().find(|d| d["name"] == "Mehsana").unwrap();
    let talukas = list(&app, &format!("/api/Taluka/Name?DistrictId={}", mehsana["id"]), "en").await;
    let unjha = talukas.iter().find(|t| t["name"] == "Unjha").unwrap();
    let villages = list(&app, &format!("/api/Village/Name?TalukaId={}", unjha["id"]), "en").await;
    assert!(!villages.is_empty());
    assert!(villages.iter().all(|v| v["talukaId"] == unjha["id"]));
}

#[tokio::test]
async fn the_nri_countries_have_their_states() {
    let app = spawn_app().await;
    let countries = list(&app, "/api/Country/Name", "en").await;
    for (code, at_least) in [("US", 50), ("CA", 10), ("GB", 4), ("AU", 8), ("NZ", 10)] {
        let country = countries.iter().find(|c| c["shortName"] == code).unwrap();
        let states = list(&app, &format!("/api/State/Name?CountryId={}", country["id"]), "en").await;
        assert!(states.len() >= at_least, "{code}: {} states", states.len());
    }
}

#[tokio::test]
async fn heights_and_incomes_follow_the_decided_steps() {
    let app = spawn_app().await;
    let heights = list(&app, "/api/Height/Name", "en").await;
    assert_eq!(heights.len(), 32, "every inch from 4 ft 5 in to 7 ft");
    assert_eq!(heights.first().unwrap()["cm"], 134);
    assert_eq!(heights.last().unwrap()["cm"], 213);
    let incomes = list(&app, "/api/AnnualIncome/Name", "en").await;
    assert_eq!(incomes.len(), 10 + 18 + 1, "10 one-lakh steps, 18 five-lakh steps, then 1 crore and above");
    assert_eq!(incomes[0]["minRupees"], 0);
    assert_eq!(incomes[10]["minRupees"], 1_000_000);
    assert_eq!(incomes[10]["maxRupees"], 1_500_000);
    assert_eq!(incomes.last().unwrap()["minRupees"], 10_000_000);
    assert!(incomes.last().unwrap()["maxRupees"].is_null());
}

#[tokio::test]
async fn communities_start_with_kadva_and_leva_and_occupations_filter_by_type() {
    let app = spawn_app().await;
    let communities = list(&app, "/api/Community/Name", "en").await;
    assert_eq!(communities[0]["id"], 1);
    assert_eq!(communities[0]["name"], "Kadva Patidar");
    assert_eq!(communities[1]["id"], 2);
    assert_eq!(communities[1]["name"], "Leva Patidar");
    assert!(communities[2..].iter().all(|c| c["parentCommunityId"] == 1 || c["parentCommunityId"] == 2));
    for kind in 1..=3 {
        let occupations = list(&app, &format!("/api/Occupation/Name?OccupationType={kind}"), "en").await;
        assert!(!occupations.is_empty());
        assert!(occupations.iter().all(|o| o["occupationType"] == kind));
    }
    problem(app.get("/api/Occupation/Name?OccupationType=4").await, 400).await;
    problem(app.get("/api/Occupation/Name?OccupationType=0").await, 400).await;
}

#[tokio::test]
async fn a_current_etag_gets_304_and_a_stale_one_the_list() {
    let app = spawn_app().await;
    let first = app.get_in("/api/Country/Name", "en").await;
    let etag = first.headers().get("etag").unwrap().to_str().unwrap().to_owned();
    assert!(first.headers().get("cache-control").unwrap().to_str().unwrap().contains("public"));
    let again = app
        .client
        .get(app.url("/api/Country/Name"))
        .header("Accept-Language", "en")
        .header("If-None-Match", &etag)
        .send()
        .await
        .unwrap();
    assert_eq!(again.status(), 304);
    assert_eq!(again.headers().get("etag").unwrap().to_str().unwrap(), etag);
    // The Gujarati list is a different representation with its own tag.
    let gu = app
        .client
        .get(app.url("/api/Country/Name"))
        .header("Accept-Language", "gu")
        .header("If-None-Match", &etag)
        .send()
        .await
        .unwrap();
    assert_eq!(gu.status(), 200);
    let stale = app.client.get(app.url("/api/Country/Name")).header("If-None-Match", "\"stale\"").send().await.unwrap();
    assert_eq!(stale.status(), 200);
}

#[tokio::test]
async fn malformed_missing_and_unknown_parent_ids_get_problems_not_5xx() {
    let app = spawn_app().await;
    let body = problem(app.get_in("/api/State/Name?CountryId=abc", "en").await, 400).await;
    assert_eq!(body["code"], "validation_failed");
    assert_eq!(body["errors"]["CountryId"][0], "Enter a whole number.");
    let body = problem(app.get_in("/api/State/Name", "gu").await, 400).await;
    assert_eq!(body["errors"]["CountryId"][0], "આ માહિતી જરૂરી છે.");
    problem(app.get("/api/State/Name?CountryId=99999999999").await, 400).await;
    let body = problem(app.get_in("/api/State/Name?CountryId=9999", "en").await, 404).await;
    assert_eq!(body["detail"], "This country is not in our list.");
    problem(app.get("/api/City/Name?StateId=-1").await, 404).await;
    problem(app.get("/api/City/Name?StateId=1.5").await, 400).await;
    problem(app.get("/api/District/Name?StateId=0").await, 404).await;
    problem(app.get("/api/Taluka/Name?DistrictId=424242").await, 404).await;
    problem(app.get("/api/Village/Name?TalukaId=x").await, 400).await;
}

#[tokio::test]
async fn every_notification_kind_is_a_notification_type_and_back() {
    let app = spawn_app().await;
    let list: serde_json::Value = app.get_in("/api/NotificationType/Name", "en").await.json().await.unwrap();
    let mut keys: Vec<String> =
        list["result"].as_array().unwrap().iter().map(|t| t["key"].as_str().unwrap().to_owned()).collect();
    let mut kinds: Vec<String> = shared::NotificationKind::ALL.iter().map(|k| k.as_str().to_owned()).collect();
    keys.sort();
    kinds.sort();
    assert_eq!(keys, kinds);
}

#[tokio::test]
async fn every_item_names_itself_in_both_languages_and_lists_come_as_people_look() {
    let app = spawn_app().await;
    for path in LISTS.into_iter().chain(["/api/Village/Name"]) {
        for item in list(&app, path, "gu").await {
            assert!(!is_gujarati(item["otherName"].as_str().unwrap()), "{path}: {item}");
        }
        for item in list(&app, path, "en").await {
            assert!(is_gujarati(item["otherName"].as_str().unwrap()), "{path}: {item}");
        }
    }
    // Educations by level: school first, the doctorates near the end, "Other" last.
    let educations = list(&app, "/api/Education/Name", "en").await;
    let names: Vec<&str> = educations.iter().map(|e| e["name"].as_str().unwrap()).collect();
    assert_eq!(&names[..3], ["Below SSC", "SSC (10th)", "HSC (12th)"]);
    let at = |name: &str| names.iter().position(|n| *n == name).unwrap();
    assert!(at("B.Com.") < at("M.Com.") && at("M.Com.") < at("Ph.D."), "{names:?}");
    assert_eq!(names.last(), Some(&"Other"));
    // Countries: India, then the diaspora's main countries, then the rest by name, in either language.
    for lang in ["en", "gu"] {
        let countries = list(&app, "/api/Country/Name", lang).await;
        let codes: Vec<&str> = countries.iter().map(|c| c["shortName"].as_str().unwrap()).collect();
        assert_eq!(&codes[..4], ["IN", "US", "GB", "CA"], "{lang}");
        let rest: Vec<&str> = countries[11..].iter().map(|c| c["name"].as_str().unwrap()).collect();
        assert!(rest.windows(2).all(|w| w[0] <= w[1]), "{lang}: the rest by name");
    }
    // Occupations by name, "Other" last.
    let occupations = list(&app, "/api/Occupation/Name?OccupationType=1", "en").await;
    assert_eq!(occupations.last().unwrap()["name"], "Other", "{occupations:?}");
}
