//! The OpenAPI document: served, committed, fresh, and every operation up to API.md's bar.

use serde_json::Value;

use crate::helpers::spawn_app;

fn committed() -> Value {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../openapi.json");
    serde_json::from_str(&std::fs::read_to_string(path).expect("openapi.json is committed")).unwrap()
}

#[tokio::test]
async fn the_committed_document_equals_the_served_one() {
    let app = spawn_app().await;
    let served: Value = app.get("/api/openapi.json").await.json().await.unwrap();
    let generated: Value = serde_json::from_str(&sagpan::startup::openapi_json()).unwrap();
    assert_eq!(served, generated);
    assert!(
        committed() == generated,
        "openapi.json is stale: run `just openapi` (cargo run -p api -- openapi > openapi.json) and commit it"
    );
}

#[tokio::test]
async fn the_interactive_reader_is_served() {
    let app = spawn_app().await;
    let response = app.get("/api/docs").await;
    assert_eq!(response.status(), 200);
    assert!(response.text().await.unwrap().contains("swagger"));
}

#[test]
fn every_operation_has_an_id_a_tag_a_summary_and_documented_answers() {
    let doc: Value = serde_json::from_str(&sagpan::startup::openapi_json()).unwrap();
    let mut ids = std::collections::HashSet::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        assert!(path.starts_with("/api/"), "{path}");
        for (method, op) in item.as_object().unwrap() {
            let name = format!("{method} {path}");
            let id = op["operationId"].as_str().unwrap_or_else(|| panic!("{name}: no operationId"));
            assert!(ids.insert(id.to_owned()), "{name}: duplicate operationId {id}");
            assert!(op["tags"].as_array().is_some_and(|t| !t.is_empty()), "{name}: no tag");
            assert!(op["summary"].as_str().is_some_and(|s| !s.is_empty()), "{name}: no summary");
            let responses = op["responses"].as_object().unwrap();
            assert!(responses.contains_key("200"), "{name}: no 200");
            assert!(responses.keys().any(|s| s.starts_with('5')), "{name}: no 5xx documented");
            for (status, response) in responses {
                if status.starts_with('4') || status.starts_with('5') {
                    assert!(
                        response["content"]["application/problem+json"]["schema"].is_object(),
                        "{name} {status}: not a problem body"
                    );
                }
            }
            if let Some(params) = op["parameters"].as_array()
                && params.iter().any(|p| p["in"] == "query")
            {
                assert!(responses.contains_key("400"), "{name}: takes a query but documents no 400");
            }
        }
    }
}
