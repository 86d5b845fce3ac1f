//! The four-step wizard and the photo pipeline: every rule on both sides, the 18th birthday, step order, another
//! member's data, and every kind of bad photo.

use std::io::Cursor;

use chrono::{Datelike, Duration, FixedOffset, Utc};
use image::{DynamicImage, ImageFormat};
use sea_orm::{EntityTrait, PaginatorTrait};
use serde_json::{Value, json};

use crate::helpers::{TestApp, problem, spawn_app};

/// A field, a value, and the field and message of the expected error (none: accepted).
type FieldCase = (&'static str, Value, Option<(&'static str, &'static str)>);
/// Files, the expected status, and the expected message.
type PhotoCase = (Vec<(&'static str, Vec<u8>)>, u16, &'static str);

pub struct Member {
    pub token: String,
    pub id: i64,
}

impl Member {
    /// The member of a sign-in answer: its access token and member id.
    pub fn signed_in(signed: &Value) -> Self {
        Self {
            token: signed["accessToken"].as_str().unwrap().to_owned(),
            id: signed["user"]["memberId"].as_i64().unwrap(),
        }
    }
}

impl TestApp {
    pub async fn member(&self) -> Member {
        let (_, signed) = self.signed_up().await;
        Member::signed_in(&signed)
    }

    async fn send(&self, method: reqwest::Method, path: &str, m: &Member, body: &Value) -> reqwest::Response {
        self.client
            .request(method, self.url(path))
            .bearer_auth(&m.token)
            .header("Accept-Language", "en")
            .json(body)
            .send()
            .await
            .unwrap()
    }

    pub async fn personal(&self, m: &Member, body: &Value) -> reqwest::Response {
        self.send(reqwest::Method::POST, "/api/CreateProfile/PersonalDetails", m, body).await
    }

    pub async fn family(&self, m: &Member, body: &Value) -> reqwest::Response {
        self.send(reqwest::Method::PUT, "/api/CreateProfile/FamilyDetails", m, body).await
    }

    pub async fn professional(&self, m: &Member, body: &Value) -> reqwest::Response {
        self.send(reqwest::Method::PUT, "/api/CreateProfile/ProfessionalDetails", m, body).await
    }

    pub async fn upload(&self, m: &Member, files: Vec<(&str, Vec<u8>)>) -> reqwest::Response {
        let mut form = reqwest::multipart::Form::new().text("Id", m.id.to_string());
        for (name, bytes) in files {
            form = form.part("ProfileImage", reqwest::multipart::Part::bytes(bytes).file_name(name.to_owned()));
        }
        self.client
            .put(self.url("/api/CreateProfile/UploadPhoto"))
            .bearer_auth(&m.token)
            .header("Accept-Language", "en")
            .multipart(form)
            .send()
            .await
            .unwrap()
    }

    pub async fn detail(&self, m: &Member) -> Value {
        let response = self
            .client
            .get(self.url("/api/CreateProfile/MemberDetail"))
            .bearer_auth(&m.token)
            .header("Accept-Language", "en")
            .send()
            .await
            .unwrap();
        response.json().await.unwrap()
    }

    async fn photos(&self) -> u64 {
        entity::photo::Entity::find().count(&self.state.db).await.unwrap()
    }
}

fn today_in_india() -> chrono::NaiveDate {
    Utc::now().with_timezone(&FixedOffset::east_opt(19_800).unwrap()).date_naive()
}

pub fn birth_date_for_age(years: i32) -> chrono::NaiveDate {
    let today = today_in_india();
    today
        .with_year(today.year() - years)
        .unwrap_or_else(|| (today - Duration::days(1)).with_year(today.year() - years).unwrap())
}

pub fn personal() -> Value {
    json!({
        "firstName": "શ્રેયા", "lastName": "પટેલ", "communityId": 1, "maritalStatus": 1, "anyDisability": false,
        "heightId": 10, "weight": 55.5, "birthDate": birth_date_for_age(25).to_string(), "gender": false,
    })
}

pub fn family() -> Value {
    json!({
        "fatherName": "રમેશભાઈ", "fatherOccupationId": father_occupation(), "motherName": "", "motherOccupationId": null,
        "familyType": 1, "familyAnnualIncomeId": null, "noOfBrother": 1, "noOfSister": 0,
        "nativePlace": "ઐઠોર", "nativeDistrict": "મહેસાણા", "nativeTaluko": "ઊંઝા", "mosad": "વિસનગર",
        "parentPhone1Code": "+91", "parentPhone1": "9825012345", "parentPhone1IsWhatApps": true,
    })
}

pub fn professional() -> Value {
    json!({
        "isNRI": false, "stateId": 12, "city": "Ahmedabad", "educationId": 1, "educationDetails": "",
        "occupationId": own_occupation(), "about": "",
    })
}

/// Occupation ids by type, from the seeded data.
fn occupation_of(kind: i64) -> i64 {
    let data: Vec<Value> = serde_json::from_str(include_str!("../../../migration/data/occupations.json")).unwrap();
    data.iter().find(|o| o["occupationType"] == kind).unwrap()["id"].as_i64().unwrap()
}

pub fn own_occupation() -> i64 {
    occupation_of(1)
}

pub(crate) fn mother_occupation() -> i64 {
    occupation_of(2)
}

fn father_occupation() -> i64 {
    occupation_of(3)
}

fn jpeg(width: u32, height: u32) -> Vec<u8> {
    let mut out = Vec::new();
    DynamicImage::new_rgb8(width, height).write_to(&mut Cursor::new(&mut out), ImageFormat::Jpeg).unwrap();
    out
}

pub fn png(width: u32, height: u32) -> Vec<u8> {
    let mut out = Vec::new();
    DynamicImage::new_rgb8(width, height).write_to(&mut Cursor::new(&mut out), ImageFormat::Png).unwrap();
    out
}

/// A JPEG whose EXIF says "rotate 90° clockwise to view" (orientation 6).
pub fn jpeg_with_orientation_6(width: u32, height: u32) -> Vec<u8> {
    let plain = jpeg(width, height);
    let tiff: Vec<u8> = [
        b"II*\0".as_slice(),
        &8u32.to_le_bytes(),
        &1u16.to_le_bytes(),
        &0x0112u16.to_le_bytes(),
        &3u16.to_le_bytes(),
        &1u32.to_le_bytes(),
        &6u16.to_le_bytes(),
        &[0, 0],
        &0u32.to_le_bytes(),
    ]
    .concat();
    let payload = [b"Exif\0\0".as_slice(), &tiff].concat();
    let segment = [&[0xFF, 0xE1][..], &((payload.len() + 2) as u16).to_be_bytes(), &payload].concat();
    [&plain[..2], &segment, &plain[2..]].concat()
}

/// A PNG header claiming `width` × `height` with almost no data: a decompression bomb's shape.
fn png_claiming(width: u32, height: u32) -> Vec<u8> {
    let chunk = |kind: &[u8], data: &[u8]| {
        let mut crc = flate2::Crc::new();
        crc.update(kind);
        crc.update(data);
        [&(data.len() as u32).to_be_bytes()[..], kind, data, &crc.sum().to_be_bytes()].concat()
    };
    let ihdr = [&width.to_be_bytes()[..], &height.to_be_bytes(), &[8, 2, 0, 0, 0]].concat();
    [
        &[0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A][..],
        &chunk(b"IHDR", &ihdr),
        &chunk(b"IDAT", &[0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]),
        &chunk(b"IEND", &[]),
    ]
    .concat()
}

impl TestApp {
    /// A member who has completed the wizard: status 1, awaiting approval.
    pub async fn submitted_member(&self) -> Member {
        let m = self.member().await;
        assert_eq!(self.personal(&m, &personal()).await.status(), 200);
        assert_eq!(self.family(&m, &family()).await.status(), 200);
        assert_eq!(self.professional(&m, &professional()).await.status(), 200);
        assert_eq!(self.upload(&m, vec![("p.png", png(300, 400))]).await.status(), 200);
        m
    }
}

#[tokio::test]
async fn a_member_completes_the_wizard_and_the_profile_goes_to_status_1_with_its_photo() {
    let app = spawn_app().await;
    let m = app.member().await;
    assert_eq!(app.detail(&m).await["wizardStep"], 0);
    assert_eq!(app.personal(&m, &personal()).await.status(), 200);
    let detail = app.detail(&m).await;
    assert_eq!(detail["wizardStep"], 1);
    assert_eq!(detail["firstName"], "શ્રેયા");
    assert_eq!(detail["parentCommunityId"], 1);
    assert_eq!(app.family(&m, &family()).await.status(), 200);
    let detail = app.detail(&m).await;
    assert!(detail.get("motherName").is_none(), "an empty mother name is stored as nothing");
    assert_eq!(detail["parentPhone1IsWhatApps"], true);
    assert_eq!(app.professional(&m, &professional()).await.status(), 200);
    let detail = app.detail(&m).await;
    assert_eq!(detail["countryId"], 92, "India unless NRI");
    assert_eq!(detail["state"], "Gujarat");
    assert_eq!(detail["wizardStep"], 3);
    // A PNG named .jpg: accepted by its bytes.
    let response = app.upload(&m, vec![("photo.jpg", png(600, 800))]).await;
    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["user"]["profileStatus"], 1);
    assert!(body["message"].as_str().unwrap().starts_with("Profile Created!"));
    let url = body["user"]["profileImage"].as_str().unwrap();
    let photo = app.get(url).await;
    assert_eq!(photo.status(), 200);
    assert_eq!(photo.headers().get("content-type").unwrap(), "image/jpeg");
    let img = image::load_from_memory(&photo.bytes().await.unwrap()).unwrap();
    assert_eq!((img.width(), img.height()), (150, 200));
    // The profile area shows it all at the new status.
    let own: Value = app
        .client
        .get(app.url("/api/Profile"))
        .bearer_auth(&m.token)
        .header("Accept-Language", "en")
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(own["profileStatus"], 1);
    // Typed in Gujarati, picked from the list: read in English by an English page (rule 25).
    assert_eq!(own["nativeTaluko"], "Unjha");
    assert!(own["profileImage"].is_string());
    // The wizard is closed once submitted.
    problem(app.get_auth("/api/CreateProfile/MemberDetail", &m.token).await, 403).await;
    problem(app.personal(&m, &personal()).await, 403).await;
}

#[tokio::test]
async fn a_17_year_old_is_refused_and_an_18_year_old_accepted_on_the_day() {
    let app = spawn_app().await;
    let m = app.member().await;
    let eighteen = birth_date_for_age(18);
    let mut body = personal();
    body["birthDate"] = json!((eighteen + Duration::days(1)).to_string());
    let refused = problem(app.personal(&m, &body).await, 400).await;
    assert_eq!(refused["errors"]["birthDate"][0], "Age should be greater or equal to 18 year.");
    body["birthDate"] = json!(eighteen.to_string());
    assert_eq!(app.personal(&m, &body).await.status(), 200);
    body["birthDate"] = json!("2001-02-30");
    problem(app.personal(&m, &body).await, 400).await;
}

#[tokio::test]
async fn the_age_is_counted_on_the_servers_clock() {
    let app = spawn_app().await;
    let m = app.member().await;
    let mut body = personal();
    // Eighteen tomorrow: refused today, accepted once the server's clock has moved a day on.
    body["birthDate"] = json!((birth_date_for_age(18) + Duration::days(1)).to_string());
    problem(app.personal(&m, &body).await, 400).await;
    app.state.clock.advance(Duration::days(1));
    let m = app.member().await;
    assert_eq!(app.personal(&m, &body).await.status(), 200);
}

#[tokio::test]
async fn every_personal_rule_is_checked_on_both_sides() {
    let app = spawn_app().await;
    let m = app.member().await;
    let cases: Vec<FieldCase> = vec![
        ("firstName", json!("ક".repeat(30)), None),
        ("firstName", json!("ક".repeat(31)), Some(("firstName", "Enter at most 30 characters."))),
        ("weight", json!(30), None),
        ("weight", json!(29.9), Some(("weight", "Enter a value from 30 to 200."))),
        ("weight", json!(200), None),
        ("weight", json!(200.5), Some(("weight", "Enter a value from 30 to 200."))),
        ("weight", Value::Null, None),
        ("maritalStatus", json!(4), None),
        ("maritalStatus", json!(5), Some(("maritalStatus", "Choose one of the options."))),
        ("maritalStatus", Value::Null, Some(("maritalStatus", "This field is required."))),
        ("heightId", json!(999), Some(("heightId", "Choose one of the options."))),
        ("gender", Value::Null, Some(("gender", "This field is required."))),
        ("anyDisability", json!(true), Some(("disability", "This field is required."))),
        ("communityId", json!(9999), Some(("communityId", "Choose one of the options."))),
        ("communityId", Value::Null, Some(("parentCommunityId", "This field is required."))),
    ];
    for (field, value, expected) in cases {
        let mut body = personal();
        body[field] = value.clone();
        let response = app.personal(&m, &body).await;
        match expected {
            None => assert_eq!(response.status(), 200, "{field} = {value}"),
            Some((error_field, message)) => {
                let problem = problem(response, 400).await;
                assert_eq!(problem["errors"][error_field][0], message, "{field} = {value}");
            }
        }
    }
    let mut body = personal();
    body["communityId"] = Value::Null;
    body["parentCommunityId"] = json!(2);
    assert_eq!(app.personal(&m, &body).await.status(), 200);
    body["anyDisability"] = json!(true);
    body["disability"] = json!("Hearing aid");
    assert_eq!(app.personal(&m, &body).await.status(), 200);
    assert_eq!(app.detail(&m).await["disability"], "Hearing aid");
}

#[tokio::test]
async fn every_family_and_professional_rule_is_checked_on_both_sides() {
    let app = spawn_app().await;
    let m = app.member().await;
    problem(app.family(&m, &family()).await, 422).await;
    let mut male = personal();
    male["gender"] = json!(true);
    app.personal(&m, &male).await;
    let cases: Vec<FieldCase> = vec![
        ("fatherName", json!("ર".repeat(31)), Some(("fatherName", "Enter at most 30 characters."))),
        ("fatherOccupationId", json!(own_occupation()), Some(("fatherOccupationId", "Choose one of the options."))),
        ("motherOccupationId", json!(mother_occupation()), None),
        ("motherOccupationId", json!(father_occupation()), Some(("motherOccupationId", "Choose one of the options."))),
        ("noOfBrother", json!(9), None),
        ("noOfBrother", json!(10), Some(("noOfBrother", "Enter a value from 0 to 9."))),
        ("noOfSister", json!(-1), Some(("noOfSister", "Enter a value from 0 to 9."))),
        ("nativePlace", json!(""), Some(("nativePlace", "This field is required."))),
        ("parentPhone1", json!("982501234"), Some(("parentPhone1", "The number needs at least 10 digits."))),
        ("parentPhone1", json!("9825012345"), None),
        ("familyType", json!(3), Some(("familyType", "Choose one of the options."))),
    ];
    for (field, value, expected) in cases {
        let mut body = family();
        body[field] = value.clone();
        let response = app.family(&m, &body).await;
        match expected {
            None => assert_eq!(response.status(), 200, "{field} = {value}"),
            Some((error_field, message)) => {
                assert_eq!(problem(response, 400).await["errors"][error_field][0], message, "{field} = {value}")
            }
        }
    }
    let mut body = family();
    body["parentPhone2"] = json!("12345678");
    assert_eq!(
        problem(app.family(&m, &body).await, 400).await["errors"]["parentPhone2Code"][0],
        "This field is required."
    );
    body["parentPhone2Code"] = json!("+1");
    assert_eq!(app.family(&m, &body).await.status(), 200);

    // A male member must give his income; an NRI his country and visa.
    let body = professional();
    assert_eq!(
        problem(app.professional(&m, &body).await, 400).await["errors"]["annualIncomeId"][0],
        "This field is required."
    );
    let mut body = professional();
    body["annualIncomeId"] = json!(5);
    body["isNRI"] = json!(true);
    let refused = problem(app.professional(&m, &body).await, 400).await;
    assert_eq!(refused["errors"]["countryId"][0], "This field is required.");
    assert_eq!(refused["errors"]["visaType"][0], "This field is required.");
    let us_states: Value = app.get("/api/State/Name?CountryId=234").await.json().await.unwrap();
    body["countryId"] = json!(234);
    body["visaType"] = json!(3);
    problem(app.professional(&m, &body).await, 400).await;
    body["stateId"] = us_states["result"][0]["id"].clone();
    body["about"] = json!("a".repeat(4001));
    assert_eq!(
        problem(app.professional(&m, &body).await, 400).await["errors"]["about"][0],
        "Enter at most 4000 characters."
    );
    // A letter of 257 characters (the virama chain that broke the bio-data) and a direction override are refused
    // with their reasons; a letter of 30 characters is kept.
    body["about"] = json!(format!("ક{}", "્ક".repeat(128)));
    assert_eq!(
        problem(app.professional(&m, &body).await, 400).await["errors"]["about"][0],
        "One letter has too many signs joined to it; a letter can hold at most 30 characters with its signs."
    );
    body["about"] = json!("I live in \u{202E}dabademhA");
    assert_eq!(
        problem(app.professional(&m, &body).await, 400).await["errors"]["about"][0],
        "The text holds invisible characters that change its direction (often copied in with it); please remove them."
    );
    body["about"] = json!(format!("ક{}", "ા".repeat(29)));
    assert_eq!(app.professional(&m, &body).await.status(), 200);
    body["about"] = json!("a".repeat(4000));
    assert_eq!(app.professional(&m, &body).await.status(), 200);
    assert_eq!(app.detail(&m).await["visaType"], 3);
}

#[tokio::test]
async fn a_member_cannot_read_or_write_another_members_wizard() {
    let app = spawn_app().await;
    let a = app.member().await;
    let b = app.member().await;
    app.personal(&a, &personal()).await;
    let mut body = personal();
    body["id"] = json!(a.id);
    body["firstName"] = json!("Intruder");
    problem(app.personal(&b, &body).await, 403).await;
    assert_eq!(app.detail(&a).await["firstName"], "શ્રેયા");
    assert_eq!(app.detail(&b).await["wizardStep"], 0);
    problem(app.get("/api/CreateProfile/MemberDetail").await, 401).await;
}

#[tokio::test]
async fn bad_photos_get_clear_errors_and_nothing_is_stored() {
    let app = spawn_app().await;
    let m = app.member().await;
    app.personal(&m, &personal()).await;
    app.family(&m, &family()).await;
    app.professional(&m, &professional()).await;
    let truncated = {
        let full = jpeg(600, 800);
        full[..full.len() / 2].to_vec()
    };
    let cases: Vec<PhotoCase> = vec![
        (vec![("notes.png", b"this is not an image".to_vec())], 415, "Only JPEG or PNG photos are accepted."),
        (vec![("photo.jpg", truncated)], 422, "This photo could not be read; the file seems incomplete or damaged."),
        (
            vec![("bomb.png", png_claiming(20_000, 20_000))],
            422,
            "The photo has too many pixels. Choose a smaller photo.",
        ),
        (vec![("big.jpg", vec![0xFF; 11 * 1024 * 1024])], 413, ""),
        (vec![("a.jpg", jpeg(300, 400)), ("b.jpg", jpeg(300, 400))], 400, "Please select single image file to upload."),
        (vec![], 400, "This field is required."),
    ];
    for (files, status, message) in cases {
        let names: Vec<String> = files.iter().map(|(n, _)| n.to_string()).collect();
        let body = problem(app.upload(&m, files).await, status).await;
        if status == 400 {
            assert_eq!(body["errors"]["ProfileImage"][0], message, "{names:?}");
        } else if !message.is_empty() {
            assert_eq!(body["detail"], message, "{names:?}");
        }
        assert_eq!(app.photos().await, 0, "{names:?}");
        assert_eq!(app.detail(&m).await["profileStatus"], 0, "{names:?}");
    }
    assert!(
        !app.data_dir.join("photos").exists()
            || std::fs::read_dir(app.data_dir.join("photos")).unwrap().next().is_none()
    );
}

#[tokio::test]
async fn exif_orientation_is_applied_and_every_metadata_byte_is_gone() {
    let app = spawn_app().await;
    let m = app.member().await;
    app.personal(&m, &personal()).await;
    app.family(&m, &family()).await;
    app.professional(&m, &professional()).await;
    // Stored landscape, meant to be seen portrait.
    let body: Value = app.upload(&m, vec![("p.jpg", jpeg_with_orientation_6(400, 300))]).await.json().await.unwrap();
    let small = body["user"]["profileImage"].as_str().unwrap();
    let photo_id: i32 = small.trim_start_matches("/api/MemberImage/").split('?').next().unwrap().parse().unwrap();
    let large = sagpan::photos::signed_url(&app.state.keys, photo_id, "large", m.id as i32, app.state.clock.now());
    let bytes = app.get(&large).await.bytes().await.unwrap();
    let img = image::load_from_memory(&bytes).unwrap();
    assert_eq!((img.width(), img.height()), (300, 400), "rotated to portrait, not cropped from landscape");
    assert!(!bytes.windows(4).any(|w| w == b"Exif"), "no EXIF left");
}

#[tokio::test]
async fn a_photo_url_with_a_wrong_or_expired_signature_is_a_404() {
    let app = spawn_app().await;
    let m = app.member().await;
    app.personal(&m, &personal()).await;
    app.family(&m, &family()).await;
    app.professional(&m, &professional()).await;
    let body: Value = app.upload(&m, vec![("p.png", png(300, 400))]).await.json().await.unwrap();
    let url = body["user"]["profileImage"].as_str().unwrap().to_owned();
    assert_eq!(app.get(&url).await.status(), 200);
    problem(app.get(&url.replace("size=small", "size=large")).await, 404).await;
    problem(app.get(&format!("{}0", url)).await, 404).await;
    problem(app.get("/api/MemberImage/1?size=small&viewer=1&expires=0&signature=x").await, 404).await;
    app.state.clock.advance(Duration::hours(3));
    problem(app.get(&url).await, 404).await;
}
