//! Checks every vector of `shared/vectors.json` against garde (verdict and code). The web app's
//! `src/api/rules.test.ts` checks the same file against the generated zod rules.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use serde::Deserialize;
use serde_json::Value;
use shared::types::*;
use shared::{rules, validate_ordered};

#[derive(Debug, Deserialize)]
struct Vector {
    rule: String,
    input: Value,
    valid: bool,
    code: Option<String>,
    path: Option<String>,
}

#[derive(garde::Validate)]
struct Terms {
    #[garde(custom(rules::terms_accepted))]
    accepted: bool,
}

/// A preference's age range, as `PartnerPreferenceRequest` checks it.
#[derive(serde::Deserialize, garde::Validate)]
#[serde(rename_all = "camelCase")]
struct AgeRange {
    #[garde(dive)]
    age_from: Option<PreferenceAge>,
    #[garde(dive, custom(rules::not_before(&self.age_from)))]
    age_to: Option<PreferenceAge>,
}

/// The ordered `(field, code)` failures of garde for one vector.
fn garde_failures(rule: &str, input: &Value) -> Vec<(String, String)> {
    fn run<T: garde::Validate<Context = ()> + serde::de::DeserializeOwned>(input: &Value) -> Vec<(String, String)> {
        let value: T = serde_json::from_value(input.clone()).expect("the input fits the rule's type");
        validate_ordered(&value).err().unwrap_or_default()
    }
    match rule {
        "person_name" => run::<PersonName>(input),
        "email" => run::<Email>(input),
        "login_id" => run::<LoginId>(input),
        "password" => run::<Password>(input),
        "current_password" => run::<CurrentPassword>(input),
        "country_code" => run::<CountryCode>(input),
        "phone" => run::<Phone>(input),
        "otp" => run::<Otp>(input),
        "about" => run::<About>(input),
        "place" => run::<Place>(input),
        "details" => run::<Details>(input),
        "topic" => run::<Topic>(input),
        "message" => run::<MessageText>(input),
        "report" => run::<ReportText>(input),
        "vouch_words" => run::<VouchWords>(input),
        "event_name" => run::<EventName>(input),
        "event_text" => run::<EventText>(input),
        "event_capacity" => run::<EventCapacity>(input),
        "event_number" => run::<EventNumber>(input),
        "note" => run::<Note>(input),
        "edit_value" => run::<EditValue>(input),
        "profile_id" => run::<ProfileId>(input),
        "birth_date" => run::<BirthDate>(input),
        "birth_time" => run::<BirthTime>(input),
        "search_query" => run::<SearchQuery>(input),
        "search_text" => run::<SearchText>(input),
        "button_text" => run::<ButtonText>(input),
        "popup_body" => run::<PopupBody>(input),
        "https_url" => run::<HttpsUrl>(input),
        "weight" => run::<Option<Weight>>(input),
        "siblings" => run::<Siblings>(input),
        "page_size" => run::<PageSize>(input),
        "page_index" => run::<PageIndex>(input),
        "language" => run::<Language>(input),
        "blood_group" => run::<BloodGroup>(input),
        "hobby" => run::<Hobby>(input),
        "preference_age" => run::<PreferenceAge>(input),
        "range_order" => run::<AgeRange>(input),
        "phone_with_code" => run::<PhoneWithCode>(input),
        "password_confirmation" => run::<PasswordConfirmation>(input),
        "terms" => {
            let terms = Terms { accepted: input.as_bool().expect("a boolean") };
            validate_ordered(&terms).err().unwrap_or_default().into_iter().map(|(_, c)| (String::new(), c)).collect()
        }
        "birth_date_age" => {
            let birth: BirthDate = serde_json::from_value(input["birthDate"].clone()).unwrap();
            let today = rules::parse_date(input["today"].as_str().unwrap()).expect("today is a date");
            // Exactly what a DTO field `#[garde(dive, custom(rules::adult_on(today)))] birth_date: BirthDate` runs.
            #[derive(garde::Validate)]
            struct Dto {
                #[garde(dive, custom(rules::adult_on(self.today)))]
                birth_date: BirthDate,
                #[garde(skip)]
                today: chrono::NaiveDate,
            }
            validate_ordered(&Dto { birth_date: birth, today }).err().unwrap_or_default()
        }
        other => panic!("vectors.json names an unknown rule {other}"),
    }
}

#[test]
fn every_vector_gives_the_same_verdict_and_code_in_garde() {
    let vectors: Vec<Vector> = serde_json::from_str(include_str!("../vectors.json")).unwrap();
    assert!(vectors.len() > 200);
    let mut wrong = Vec::new();
    for (i, v) in vectors.iter().enumerate() {
        let failures = garde_failures(&v.rule, &v.input);
        let got_valid = failures.is_empty();
        let first = failures.first().cloned();
        let ok = if v.valid {
            got_valid
        } else {
            match &first {
                Some((path, code)) => Some(code) == v.code.as_ref() && v.path.as_ref().is_none_or(|p| p == path),
                None => false,
            }
        };
        if !ok {
            wrong.push(format!(
                "#{i} {} {}: expected valid={} code={:?} path={:?}, got {failures:?}",
                v.rule, v.input, v.valid, v.code, v.path
            ));
        }
        // Every code is one of the documented message codes.
        for (_, code) in &failures {
            assert!(shared::Message::parse(code).is_some(), "undocumented code {code}");
        }
    }
    assert!(wrong.is_empty(), "{} vector(s) disagree:\n{}", wrong.len(), wrong.join("\n"));
}

#[test]
fn every_rule_has_vectors_on_both_sides() {
    let vectors: Vec<Vector> = serde_json::from_str(include_str!("../vectors.json")).unwrap();
    let mut ids: Vec<&str> = rules::TEXT_RULES.iter().map(|r| r.id).collect();
    ids.extend(rules::NUMBER_RULES.iter().map(|r| r.id));
    ids.extend(rules::CHOICE_RULES.iter().map(|r| r.id));
    ids.extend(rules::CROSS_RULES);
    for id in ids {
        assert!(vectors.iter().any(|v| v.rule == id && v.valid), "no accepted vector for {id}");
        assert!(vectors.iter().any(|v| v.rule == id && !v.valid), "no refused vector for {id}");
    }
    for r in rules::TEXT_RULES.iter().filter(|r| r.length_codes == rules::LengthCodes::Generic) {
        let at_max =
            vectors.iter().any(|v| v.rule == r.id && v.input.as_str().is_some_and(|s| rules::char_len(s) == r.max));
        let over =
            vectors.iter().any(|v| v.rule == r.id && v.input.as_str().is_some_and(|s| rules::char_len(s) == r.max + 1));
        assert!(at_max && over, "{}: no vector at max and max+1", r.id);
    }
}
