//! The OpenAPI document as Sagpan serves it: poem-openapi's, finished with what the server does for every operation
//! of a kind, which the derive macros cannot say operation by operation:
//! - every operation that takes a body may answer 413 (a body over the limit) and 415 (a body of another type);
//! - a multipart body refuses fields it does not name (`additionalProperties: false`);
//! - an optional field may also be `null` (`nullable: true`): in a request body the server reads it as absent (the web
//!   client sends `null` for a field left empty); in an answer it says "none" (a card without a photo, a quota with no
//!   request counting).
//!
//! The same finished document is committed as `openapi.json`, served at `/api/openapi.json`, shown by `/api/docs`,
//! and read by [`allowed_methods`] to answer 405 with the `Allow` header RFC 9110 requires.

use std::{collections::BTreeSet, sync::LazyLock};

use serde_json::{Value, json};

use crate::error::problem_response;

/// A problem response as the document writes it.
fn problem(status: u16) -> Value {
    let meta = problem_response(status);
    json!({
        "description": meta.description,
        "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}},
        "headers": {"X-Request-Id": {
            "description": "The id of this request.", "required": true, "deprecated": false, "schema": {"type": "string"}
        }},
    })
}

/// Finishes poem-openapi's document (a JSON string) as described above.
pub fn finish(spec: &str) -> String {
    let Ok(mut doc) = serde_json::from_str::<Value>(spec) else { return spec.to_owned() };
    if let Some(paths) = doc.get_mut("paths").and_then(Value::as_object_mut) {
        for operation in paths.values_mut().filter_map(Value::as_object_mut).flat_map(|p| p.values_mut()) {
            if operation.get("requestBody").is_none() {
                continue;
            }
            if let Some(responses) = operation.get_mut("responses").and_then(Value::as_object_mut) {
                for status in [413, 415] {
                    responses.entry(status.to_string()).or_insert_with(|| problem(status));
                }
                let mut sorted: Vec<(String, Value)> = std::mem::take(responses).into_iter().collect();
                sorted.sort_by(|a, b| a.0.cmp(&b.0));
                responses.extend(sorted);
            }
            if let Some(schema) = operation
                .get_mut("requestBody")
                .and_then(|b| b.pointer_mut("/content/multipart~1form-data/schema"))
                .and_then(Value::as_object_mut)
            {
                schema.insert("additionalProperties".to_owned(), Value::Bool(false));
            }
        }
    }
    let every_schema: BTreeSet<String> = doc
        .pointer("/components/schemas")
        .and_then(Value::as_object)
        .map(|schemas| schemas.keys().cloned().collect())
        .unwrap_or_default();
    mark_nullable(&mut doc, every_schema);
    describe_reasons(&mut doc);
    serde_json::to_string_pretty(&doc).unwrap_or_else(|_| spec.to_owned())
}

/// The `Reason` enum of every problem, with a description of each value (in the schema's description, and as
/// `x-enum-descriptions` for generators that read it): the English text a member is shown for it.
fn describe_reasons(doc: &mut Value) {
    use crate::{error::Reason, lang::Lang, messages};
    let Some(schema) = doc.pointer_mut("/components/schemas/Reason").and_then(Value::as_object_mut) else { return };
    let mut description = String::from(
        "Why a request was refused, on every problem. A client branches on this value, never on the texts. \
         Each value and what the member is told:\n",
    );
    let mut each = Vec::new();
    for reason in Reason::ALL {
        let text = messages::detail(reason, Lang::En, "{time}");
        description.push_str(&format!("\n- `{}`: {text}", reason.as_str()));
        each.push(Value::String(text));
    }
    schema.insert("description".to_owned(), Value::String(description));
    schema.insert("x-enum-descriptions".to_owned(), Value::Array(each));
}

/// The component schemas `value` refers to, directly or through each other.
fn collect_refs(value: &Value, into: &mut BTreeSet<String>) {
    match value {
        Value::Object(map) => {
            if let Some(name) =
                map.get("$ref").and_then(Value::as_str).and_then(|r| r.strip_prefix("#/components/schemas/"))
            {
                into.insert(name.to_owned());
            }
            map.values().for_each(|v| collect_refs(v, into));
        }
        Value::Array(items) => items.iter().for_each(|v| collect_refs(v, into)),
        _ => {}
    }
}

/// Marks the optional properties of the schemas `pending` (and of the schemas they refer to) as nullable.
fn mark_nullable(doc: &mut Value, mut pending: BTreeSet<String>) {
    let mut done = BTreeSet::new();
    while let Some(name) = pending.pop_first() {
        if !done.insert(name.clone()) {
            continue;
        }
        let Some(schema) = doc.pointer_mut(&format!("/components/schemas/{name}")) else { continue };
        collect_refs(schema, &mut pending);
        let required: BTreeSet<String> = schema
            .get("required")
            .and_then(Value::as_array)
            .map(|r| r.iter().filter_map(Value::as_str).map(str::to_owned).collect())
            .unwrap_or_default();
        let Some(properties) = schema.get_mut("properties").and_then(Value::as_object_mut) else { continue };
        for (_, property) in properties.iter_mut().filter(|(field, _)| !required.contains(*field)) {
            let Some(object) = property.as_object_mut() else { continue };
            if object.contains_key("$ref") {
                // OpenAPI 3.0 ignores siblings of `$ref`: wrap it.
                let reference = std::mem::take(object);
                object.insert("allOf".to_owned(), Value::Array(vec![Value::Object(reference)]));
            }
            object.insert("nullable".to_owned(), Value::Bool(true));
        }
    }
}

/// Every path of the document as a pattern and its methods, for 405's `Allow` header.
static ROUTES: LazyLock<Vec<(regex::Regex, String)>> = LazyLock::new(|| {
    let doc: Value = serde_json::from_str(&crate::startup::openapi_json()).unwrap_or_default();
    let Some(paths) = doc.get("paths").and_then(Value::as_object) else { return Vec::new() };
    // Literal paths first: `/api/MemberImage/Default` is its own path, not an `{id}` of `/api/MemberImage/{id}`.
    let mut paths: Vec<_> = paths.iter().collect();
    paths.sort_by_key(|(path, _)| path.contains('{'));
    paths
        .into_iter()
        .filter_map(|(path, operations)| {
            let pattern = regex::escape(path).replace("\\{", "{").replace("\\}", "}");
            let pattern = regex::Regex::new(&format!("^{}$", pattern_of(&pattern))).ok()?;
            let mut methods: Vec<String> = operations.as_object()?.keys().map(|m| m.to_ascii_uppercase()).collect();
            if methods.iter().any(|m| m == "GET") {
                methods.push("HEAD".to_owned());
            }
            methods.sort();
            Some((pattern, methods.join(", ")))
        })
        .collect()
});

/// `{id}` segments match any one segment.
fn pattern_of(escaped: &str) -> String {
    let mut out = String::new();
    let mut rest = escaped;
    while let Some(start) = rest.find('{') {
        out.push_str(&rest[..start]);
        match rest[start..].find('}') {
            Some(end) => {
                out.push_str("[^/]+");
                rest = &rest[start + end + 1..];
            }
            None => {
                out.push_str(&rest[start..]);
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out
}

/// The methods an API path takes (`"GET, HEAD"`), when it is one of the document's.
pub fn allowed_methods(path: &str) -> Option<&'static str> {
    ROUTES.iter().find(|(pattern, _)| pattern.is_match(path)).map(|(_, methods)| methods.as_str())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_with_parameters_match_one_segment() {
        assert_eq!(pattern_of("/api/MemberImage/{id}"), "/api/MemberImage/[^/]+");
        assert_eq!(allowed_methods("/api/MemberImage/12"), Some("DELETE, GET, HEAD"));
        assert_eq!(allowed_methods("/api/MemberImage/Default"), Some("PUT"));
        assert_eq!(allowed_methods("/api/Account/Login"), Some("POST"));
        assert_eq!(allowed_methods("/api/MemberImage/12/x"), None);
        assert_eq!(allowed_methods("/api/Nothing"), None);
    }

    #[test]
    fn body_operations_document_413_and_415() {
        let doc: Value = serde_json::from_str(&crate::startup::openapi_json()).unwrap_or_default();
        let login = &doc["paths"]["/api/Account/Login"]["post"]["responses"];
        assert!(login["413"].is_object() && login["415"].is_object());
        let health = &doc["paths"]["/api/health"]["get"]["responses"];
        assert!(health["415"].is_null());
        let upload = &doc["paths"]["/api/CreateProfile/UploadPhoto"]["put"]["requestBody"]["content"];
        assert_eq!(upload["multipart/form-data"]["schema"]["additionalProperties"], false);
    }
}
