//! Events of the samaj (rule 49): moderators, and volunteers for the villages they serve, organise a parichay
//! sammelan; approved members the event is for register while its window is open, choose what the booklet shows, and
//! get an event number that is never given twice; places are counted one registration at a time.

use chrono::Duration;
use reqwest::Method as M;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::{Value, json};

use crate::{
    helpers::{TestApp, problem},
    wizard::Member,
};

/// The village every test member's family step names (ઐઠોર, Aithor), and another of the list.
pub(crate) const AITHOR: i64 = 24;
const OTHER_VILLAGE: i64 = 1;

fn today(app: &TestApp) -> chrono::NaiveDate {
    shared::rules::india_date(app.state.clock.now())
}

/// An event for brides and grooms of any community, open from yesterday to the day before it, ten days on.
pub(crate) fn event_body(app: &TestApp, name: &str) -> Value {
    let day = today(app);
    json!({
        "nameGu": format!("પરિચય સંમેલન {name}"), "nameEn": format!("Parichay sammelan {name}"),
        "heldOn": (day + Duration::days(10)).to_string(), "venue": "Umiya Mataji Temple hall, Unjha",
        "committee": [{"name": "Rameshbhai Patel", "role": "President"}],
        "opensOn": (day - Duration::days(1)).to_string(), "closesOn": (day + Duration::days(9)).to_string(),
        "openTo": "both", "communityIds": [], "golIds": [], "maritalStatuses": [], "capacity": 100,
        "feeNote": "₹500 a family, at the desk", "contact": "Rameshbhai Patel, 98250 12345",
    })
}

impl TestApp {
    async fn organise(&self, token: &str, body: &Value) -> reqwest::Response {
        self.client
            .post(self.url("/api/Admin/Events"))
            .bearer_auth(token)
            .header("Accept-Language", "en")
            .json(body)
            .send()
            .await
            .unwrap()
    }

    async fn event_id(&self, token: &str, body: &Value) -> i64 {
        let r = self.organise(token, body).await;
        assert_eq!(r.status(), 200, "{}", r.text().await.unwrap());
        r.json::<Value>().await.unwrap()["eventId"].as_i64().unwrap()
    }

    async fn register(&self, m: &Member, event: i64, body: Value) -> reqwest::Response {
        self.call(M::POST, &format!("/api/Event/{event}/Register"), m, Some(&body)).await
    }

    async fn events_of(&self, m: &Member) -> Vec<Value> {
        let r = self.call(M::GET, "/api/Event", m, None).await;
        assert_eq!(r.status(), 200);
        r.json().await.unwrap()
    }
}

fn desk() -> Value {
    json!({"showPhoto": true, "contact": "desk", "showIncome": false})
}

#[tokio::test]
async fn an_event_takes_its_limits_both_sides_and_refuses_a_window_after_its_day_or_a_day_passed() {
    let app = crate::moderation::app().await;
    let moderator = app.moderator_token().await;
    let with = |changes: Value| {
        let mut body = event_body(&app, "Unjha");
        for (k, v) in changes.as_object().unwrap() {
            body[k] = v.clone();
        }
        body
    };
    let refused = async |changes: Value| -> Value {
        let r = app.organise(&moderator, &with(changes)).await;
        let status = r.status().as_u16();
        let body: Value = r.json().await.unwrap();
        json!({"status": status, "body": body})
    };
    let k = "ક";
    for (changes, field, code) in [
        (json!({"nameGu": k.repeat(121)}), "nameGu", "Enter at most 120 characters."),
        (json!({"nameEn": "ab"}), "nameEn", "Enter at least 3 characters."),
        (json!({"venue": k.repeat(301)}), "venue", "Enter at most 300 characters."),
        (json!({"capacity": 0}), "capacity", "Enter a value from 1 to 2000."),
        (json!({"capacity": 2001}), "capacity", "Enter a value from 1 to 2000."),
    ] {
        let seen = refused(changes.clone()).await;
        assert_eq!(seen["status"], 400, "{changes}: {seen}");
        assert_eq!(seen["body"]["errors"][field][0], code, "{seen}");
    }
    let thirteen: Vec<Value> = (0..13).map(|i| json!({"name": format!("Member {i}"), "role": "Volunteer"})).collect();
    assert_eq!(refused(json!({"committee": thirteen})).await["status"], 400);
    let day = today(&app);
    let late = json!({"closesOn": (day + Duration::days(11)).to_string()});
    assert_eq!(
        refused(late).await["body"]["errors"]["closesOn"][0],
        "The “to” value cannot be lower than the “from” value."
    );
    let backwards =
        json!({"opensOn": (day + Duration::days(5)).to_string(), "closesOn": (day + Duration::days(4)).to_string()});
    assert_eq!(refused(backwards).await["status"], 400);
    let past = json!({"heldOn": (day - Duration::days(1)).to_string(), "opensOn": (day - Duration::days(3)).to_string(),
        "closesOn": (day - Duration::days(2)).to_string()});
    assert_eq!(refused(past).await["body"]["reason"], "event_date_passed");
    assert_eq!(
        refused(json!({"villageId": 999_999})).await["body"]["errors"]["villageId"][0],
        "Choose one of the options."
    );
    assert_eq!(entity::event::Entity::find().count(&app.state.db).await.unwrap(), 0, "nothing was saved");

    // At the limits: kept, with every text as given (trimmed).
    let twelve: Vec<Value> = (0..12).map(|i| json!({"name": format!("Member {i}"), "role": "Volunteer"})).collect();
    let body = with(json!({"nameGu": k.repeat(120), "venue": k.repeat(300), "capacity": 2000, "committee": twelve,
        "closesOn": (day + Duration::days(10)).to_string(), "heldOn": (day + Duration::days(10)).to_string()}));
    let r = app.organise(&moderator, &body).await;
    assert_eq!(r.status(), 200);
    let saved: Value = r.json().await.unwrap();
    assert_eq!((saved["capacity"].as_i64(), saved["committee"].as_array().map(Vec::len)), (Some(2000), Some(12)));
    assert_eq!((saved["standing"].as_str(), saved["registered"].as_u64()), (Some("open"), Some(0)));
    assert_eq!(app.audited(shared::AuditAction::CreateEvent).await, 1);
    // A member is no organiser.
    let member = app.approved_with(&moderator, json!({})).await;
    let r = app.call(M::POST, "/api/Admin/Events", &member, Some(&event_body(&app, "x"))).await;
    assert_eq!(problem(r, 403).await["reason"], "not_volunteer");
}

#[tokio::test]
async fn members_the_event_is_for_register_with_numbers_never_given_twice_and_withdraw_within_the_window() {
    let app = crate::moderation::app().await;
    let moderator = app.moderator_token().await;
    let (her, him) = app.couple(&moderator).await;
    let event = app.event_id(&moderator, &event_body(&app, "Unjha")).await;
    // Only grooms of 30 and over: she is 25, so it is not for her (nor listed to her).
    let mut grooms = event_body(&app, "Grooms");
    grooms["openTo"] = json!("grooms");
    let for_grooms = app.event_id(&moderator, &grooms).await;
    let mut older = event_body(&app, "Thirty");
    older["minAge"] = json!(30);
    let for_older = app.event_id(&moderator, &older).await;

    let listed = |events: Vec<Value>| events.iter().map(|e| e["eventId"].as_i64().unwrap()).collect::<Vec<_>>();
    assert_eq!(listed(app.events_of(&her).await), vec![event]);
    let r = app.call(M::GET, &format!("/api/Event/{for_grooms}"), &her, None).await;
    assert_eq!(r.json::<Value>().await.unwrap()["standing"], "not_eligible");
    assert_eq!(problem(app.register(&her, for_grooms, desk()).await, 422).await["reason"], "not_eligible");
    assert_eq!(problem(app.register(&her, for_older, desk()).await, 422).await["reason"], "not_eligible");

    // She registers first: number 1, her choices kept; he is number 2.
    let mine: Value = app.register(&her, event, desk()).await.json().await.unwrap();
    assert_eq!(
        (mine["standing"].as_str(), mine["registration"]["eventNumber"].as_i64()),
        (Some("registered"), Some(1))
    );
    assert_eq!(mine["registration"]["contact"], "desk");
    let his: Value = app
        .register(&him, event, json!({"showPhoto": false, "contact": "family", "showIncome": true}))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!((his["registration"]["eventNumber"].as_i64(), his["registered"].as_u64()), (Some(2), Some(2)));
    // Registering again changes the choices, not the number.
    let again: Value = app
        .register(&her, event, json!({"showPhoto": false, "contact": "family", "showIncome": false}))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        (again["registration"]["eventNumber"].as_i64(), again["registration"]["contact"].as_str()),
        (Some(1), Some("family"))
    );
    // She withdraws: the place is free, the number stays hers when she comes back.
    let out: Value = app.call(M::POST, &format!("/api/Event/{event}/Withdraw"), &her, None).await.json().await.unwrap();
    assert_eq!((out["standing"].as_str(), out["registered"].as_u64()), (Some("open"), Some(1)));
    let r = app.call(M::POST, &format!("/api/Event/{event}/Withdraw"), &her, None).await;
    assert_eq!(problem(r, 422).await["reason"], "not_registered");
    let back: Value = app.register(&her, event, desk()).await.json().await.unwrap();
    assert_eq!(back["registration"]["eventNumber"], 1);

    // The organisers' desk: by number, names and choices, never a photo or a contact.
    let r = app.get_auth(&format!("/api/Admin/Events/{event}/Registrations"), &moderator).await;
    let desk_list: Vec<Value> = r.json().await.unwrap();
    assert_eq!(desk_list.iter().map(|r| r["eventNumber"].as_i64().unwrap()).collect::<Vec<_>>(), vec![1, 2]);
    assert_eq!((desk_list[0]["bride"].as_bool(), desk_list[0]["age"].as_i64()), (Some(true), Some(25)));
    let text = serde_json::to_string(&desk_list).unwrap();
    assert!(!text.contains("photo\"") && !text.contains("@") && !text.contains("phone"), "{text}");
    // The capacity never falls below the registrations.
    let mut smaller = event_body(&app, "Unjha");
    smaller["capacity"] = json!(1);
    let r =
        app.client.put(app.url(&format!("/api/Admin/Events/{event}"))).bearer_auth(&moderator).json(&smaller).send();
    assert_eq!(problem(r.await.unwrap(), 422).await["reason"], "capacity_below_registrations");

    // Her export lists it; deleting her account takes her entry out of the event.
    let export: Value = app.match_get(&her, "/api/Account/Export").await.json().await.unwrap();
    assert_eq!(export["eventRegistrations"][0]["eventNumber"], 1);
    let path = format!("/api/Account/DeleteAccount?password={}", crate::account::PASSWORD);
    assert_eq!(app.match_post(&her, &path, &Value::Null).await.status(), 200);
    let left = entity::event_registration::Entity::find()
        .filter(entity::event_registration::Column::EventId.eq(event as i32))
        .count(&app.state.db)
        .await
        .unwrap();
    assert_eq!(left, 1);
}

#[tokio::test]
async fn registration_keeps_to_its_window() {
    let app = crate::moderation::app().await;
    let moderator = app.moderator_token().await;
    let her = app.approved_with(&moderator, json!({})).await;
    let day = today(&app);
    // Not yet open (opens tomorrow), then closed (closed yesterday, the event tomorrow).
    let mut later = event_body(&app, "Later");
    later["opensOn"] = json!((day + Duration::days(1)).to_string());
    let later = app.event_id(&moderator, &later).await;
    let mut closed = event_body(&app, "Closed");
    closed["opensOn"] = json!((day - Duration::days(5)).to_string());
    closed["closesOn"] = json!((day - Duration::days(1)).to_string());
    closed["heldOn"] = json!((day + Duration::days(1)).to_string());
    let closed = app.event_id(&moderator, &closed).await;
    let seen: Value = app.call(M::GET, &format!("/api/Event/{later}"), &her, None).await.json().await.unwrap();
    assert_eq!(seen["standing"], "not_yet_open");
    assert_eq!(problem(app.register(&her, later, desk()).await, 422).await["reason"], "registration_closed");
    assert_eq!(problem(app.register(&her, closed, desk()).await, 422).await["reason"], "registration_closed");
    // A closed event she is not registered for is not listed; the one to come is.
    let listed: Vec<i64> = app.events_of(&her).await.iter().map(|e| e["eventId"].as_i64().unwrap()).collect();
    assert_eq!(listed, vec![later]);
    assert_eq!(app.call(M::GET, "/api/Event/999999", &her, None).await.status(), 404);
}

#[tokio::test]
async fn the_last_place_goes_to_one_of_two_who_register_at_the_same_instant() {
    let app = crate::moderation::app().await;
    let moderator = app.moderator_token().await;
    let (her, him) = app.couple(&moderator).await;
    let mut body = event_body(&app, "Small");
    body["capacity"] = json!(1);
    let event = app.event_id(&moderator, &body).await;
    let (a, b) = tokio::join!(app.register(&her, event, desk()), app.register(&him, event, desk()));
    let mut statuses = [a.status().as_u16(), b.status().as_u16()];
    statuses.sort_unstable();
    assert_eq!(statuses, [200, 422]);
    let loser = if a.status() == 422 { a } else { b };
    assert_eq!(problem(loser, 422).await["reason"], "event_full");
    let rows = entity::event_registration::Entity::find().all(&app.state.db).await.unwrap();
    assert_eq!((rows.len(), rows[0].event_number), (1, 1));
}

#[tokio::test]
async fn a_volunteer_organises_events_for_the_villages_they_serve_only() {
    let app = crate::moderation::app().await;
    let moderator = app.moderator_token().await;
    let volunteer = app.approved_with(&moderator, json!({"gender": true, "firstName": "Jayantibhai"})).await;
    let other = app.approved_with(&moderator, json!({"gender": true, "firstName": "Maganbhai"})).await;
    for (m, village) in [(&volunteer, AITHOR), (&other, OTHER_VILLAGE)] {
        let appoint = json!({"profileId": app.profile_id_of(m).await, "villageIds": [village]});
        assert_eq!(app.appoint(&moderator, appoint).await.status(), 200);
    }
    let mut ours = event_body(&app, "Aithor");
    ours["villageId"] = json!(AITHOR);
    // Not for a village they do not serve, nor for the whole samaj.
    let mut elsewhere = ours.clone();
    elsewhere["villageId"] = json!(OTHER_VILLAGE);
    let r = app.call(M::POST, "/api/Admin/Events", &volunteer, Some(&elsewhere)).await;
    assert_eq!(problem(r, 422).await["reason"], "event_not_your_village");
    let mut whole = ours.clone();
    whole["villageId"] = Value::Null;
    let r = app.call(M::POST, "/api/Admin/Events", &volunteer, Some(&whole)).await;
    assert_eq!(problem(r, 422).await["reason"], "event_not_your_village");
    let r = app.call(M::POST, "/api/Admin/Events", &volunteer, Some(&ours)).await;
    assert_eq!(r.status(), 200);
    let event: Value = r.json().await.unwrap();
    let id = event["eventId"].as_i64().unwrap();
    assert_eq!(event["place"], "Aithor");
    // The moderator's own event is not the volunteer's; the volunteer's is not the other volunteer's.
    app.event_id(&moderator, &event_body(&app, "Whole samaj")).await;
    let theirs: Value = app.call(M::GET, "/api/Admin/Events", &volunteer, None).await.json().await.unwrap();
    assert_eq!((theirs["totalCount"].as_u64(), theirs["result"][0]["eventId"].as_i64()), (Some(1), Some(id)));
    let all: Value = app.get_auth("/api/Admin/Events", &moderator).await.json().await.unwrap();
    assert_eq!(all["totalCount"], 2);
    for path in [format!("/api/Admin/Events/{id}"), format!("/api/Admin/Events/{id}/Registrations")] {
        assert_eq!(app.call(M::GET, &path, &other, None).await.status(), 404, "{path}");
        assert_eq!(app.call(M::GET, &path, &volunteer, None).await.status(), 200, "{path}");
    }
    // The volunteer changes it: audited with what it was.
    let mut changed = ours.clone();
    changed["capacity"] = json!(50);
    let r = app.call(M::PUT, &format!("/api/Admin/Events/{id}"), &volunteer, Some(&changed)).await;
    assert_eq!(r.json::<Value>().await.unwrap()["capacity"], 50);
    assert_eq!(app.audited(shared::AuditAction::UpdateEvent).await, 1);
    let r = app.call(M::PUT, &format!("/api/Admin/Events/{id}"), &other, Some(&changed)).await;
    assert_eq!(r.status(), 404);
    // Withdrawn, they organise nothing.
    let r = app.admin_post(&moderator, "/api/Admin/Volunteer/Withdraw", &json!({"accountId": volunteer.id})).await;
    assert_eq!(r.status(), 200);
    assert_eq!(app.call(M::GET, "/api/Admin/Events", &volunteer, None).await.status(), 403);
}

#[tokio::test]
async fn the_booklet_shows_each_registrant_only_as_they_chose_to_its_organisers_and_registrants() {
    let app = crate::moderation::app().await;
    let moderator = app.moderator_token().await;
    let her = app.approved_with(&moderator, json!({"firstName": "Priya", "lastName": "Patel"})).await;
    let him = app.approved_with(&moderator, json!({"gender": true, "firstName": "Ravi", "lastName": "Shah"})).await;
    let left = app.approved_with(&moderator, json!({"firstName": "Nisha"})).await;
    let outsider = app.approved_with(&moderator, json!({"gender": true, "firstName": "Kiran"})).await;
    let event = app.event_id(&moderator, &event_body(&app, "Unjha")).await;
    // She shows her photo and only the desk; he no photo, his family's phone and his income; Nisha withdraws.
    let chosen = [
        (&her, json!({"showPhoto": true, "contact": "desk", "showIncome": false})),
        (&him, json!({"showPhoto": false, "contact": "family", "showIncome": true})),
        (&left, desk()),
    ];
    for (m, choice) in chosen {
        assert_eq!(app.register(m, event, choice).await.status(), 200);
    }
    assert_eq!(app.call(M::POST, &format!("/api/Event/{event}/Withdraw"), &left, None).await.status(), 200);
    // Their families' phones differ, so that each can be looked for.
    let his_phone = "9876543210";
    let his_profile = entity::profile::Entity::find_by_id(him.id as i32).one(&app.state.db).await.unwrap().unwrap();
    let mut changed: entity::profile::ActiveModel = his_profile.into();
    changed.parent_phone1 = sea_orm::Set(Some(his_phone.to_owned()));
    sea_orm::ActiveModelTrait::update(changed, &app.state.db).await.unwrap();
    let her_profile = entity::profile::Entity::find_by_id(her.id as i32).one(&app.state.db).await.unwrap().unwrap();
    let her_phone = her_profile.parent_phone1.clone().expect("the family step gives a parent's phone");
    assert_ne!(her_phone, his_phone);

    let path = format!("/api/Event/{event}/Booklet?lang=en");
    let r = app.get_auth(&path, &moderator).await;
    assert_eq!(r.status(), 200);
    assert_eq!(r.headers()["content-type"], "application/pdf");
    assert_eq!(
        r.headers()["content-disposition"].to_str().unwrap(),
        format!("attachment; filename=\"booklet-{event}-en.pdf\"")
    );
    let (doc, pages) = crate::account::pdf_pages(&r.bytes().await.unwrap());
    // The cover, one page of index, and one page for the two who stand.
    assert_eq!(pages.len(), 3);
    let page = |n: u32| doc.extract_text(&[n]).unwrap();
    let cover = page(1);
    assert!(cover.contains("Parichay sammelan Unjha") && cover.contains("Rameshbhai Patel · President"), "{cover}");
    assert!(cover.contains("1 brides and 1 grooms"), "{cover}");
    let index = page(2);
    assert!(index.contains("Priya Patel") && index.contains("Ravi Shah") && !index.contains("Nisha"), "{index}");
    let entries = page(3);
    assert!(entries.contains("Through the organisers' desk") && entries.contains(his_phone), "{entries}");
    assert!(!entries.contains(&her_phone), "her family's phone is not in the booklet: {entries}");
    assert!(entries.contains("Annual income"), "his income, as he chose: {entries}");
    assert_eq!(entries.matches("Annual income").count(), 1, "hers is not shown: {entries}");
    // Every page names the organisers' contact and its number.
    for n in 1..=3 {
        assert!(page(n).contains("Rameshbhai Patel, 98250 12345") && page(n).contains(&format!("{n} / 3")));
    }
    // One photo: hers.
    let images = doc
        .objects
        .values()
        .filter_map(|o| o.as_stream().ok())
        .filter(|s| s.dict.get(b"Subtype").and_then(|o| o.as_name()).ok() == Some(b"Image"))
        .count();
    assert_eq!(images, 1);

    // A registrant may download it, in Gujarati (a Gujarati font embedded); nobody else; a language of the list only.
    let gu = app.call(M::GET, &format!("/api/Event/{event}/Booklet?lang=gu"), &him, None).await;
    assert_eq!(gu.status(), 200);
    let (doc, _) = crate::account::pdf_pages(&gu.bytes().await.unwrap());
    let fonts = crate::account::pdf_fonts(&doc);
    assert!(fonts.iter().any(|f| f.contains("NotoSansGujarati")), "{fonts:?}");
    for m in [&outsider, &left] {
        assert_eq!(app.call(M::GET, &path, m, None).await.status(), 404);
    }
    let r = app.call(M::GET, &format!("/api/Event/{event}/Booklet?lang=fr"), &him, None).await;
    assert_eq!(problem(r, 400).await["errors"]["lang"][0], "Choose one of the options.");

    // The desk's spreadsheet: the same people and fields, by number, each only as they chose.
    let sheet = |lang: &str| format!("/api/Admin/Events/{event}/Spreadsheet?lang={lang}");
    let r = app.get_auth(&sheet("en"), &moderator).await;
    assert_eq!(r.status(), 200);
    assert_eq!(r.headers()["content-type"], "text/csv; charset=utf-8");
    assert_eq!(
        r.headers()["content-disposition"].to_str().unwrap(),
        format!("attachment; filename=\"registrants-{event}-en.csv\"")
    );
    let bytes = r.bytes().await.unwrap();
    assert!(bytes.starts_with(b"\xEF\xBB\xBF"), "a byte order mark for spreadsheet programs");
    let text = std::str::from_utf8(&bytes[3..]).unwrap();
    assert!(!text.contains(&her_phone), "her family's phone is not in the spreadsheet: {text}");
    let mut reader = csv::Reader::from_reader(text.as_bytes());
    let header: Vec<String> = reader.headers().unwrap().iter().map(str::to_owned).collect();
    let column = |name: &str| header.iter().position(|h| h == name).unwrap_or_else(|| panic!("{name} in {header:?}"));
    let rows: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
    let cells = |row: usize, name: &str| rows[row][column(name)].to_owned();
    assert_eq!(rows.len(), 2, "Nisha withdrew: {text}");
    assert_eq!(
        (cells(0, "No."), cells(0, "Name"), cells(0, "Bride or groom")),
        ("1".into(), "Priya Patel".into(), "Bride".into())
    );
    assert_eq!((cells(1, "No."), cells(1, "Bride or groom")), ("2".into(), "Groom".into()));
    assert_eq!(
        (cells(0, "Contact"), cells(1, "Contact").contains(his_phone)),
        ("Through the organisers' desk".into(), true)
    );
    assert_eq!((cells(0, "Annual income").is_empty(), cells(1, "Annual income").is_empty()), (true, false));
    assert_eq!((cells(0, "Photo in the booklet"), cells(1, "Photo in the booklet")), ("Yes".into(), "No".into()));
    let gu = app.get_auth(&sheet("gu"), &moderator).await;
    let gu = String::from_utf8(gu.bytes().await.unwrap().to_vec()).unwrap();
    assert!(gu.contains("કન્યા કે વર") && gu.contains("આયોજકોના ટેબલ મારફતે"), "{gu}");
    // For organisers only: not a registrant; a language of the list only.
    assert_eq!(problem(app.call(M::GET, &sheet("en"), &him, None).await, 403).await["reason"], "not_volunteer");
    assert_eq!(app.get_auth(&sheet("fr"), &moderator).await.status(), 400);
}

#[tokio::test]
async fn an_organiser_cancels_an_event_with_a_reason_and_every_registrant_is_told() {
    let app = crate::moderation::app().await;
    let moderator = app.moderator_token().await;
    let (her, him) = app.couple(&moderator).await;
    let left = app.approved_with(&moderator, json!({"firstName": "Nisha"})).await;
    let outsider = app.approved_with(&moderator, json!({"gender": true, "firstName": "Kiran"})).await;
    let event = app.event_id(&moderator, &event_body(&app, "Unjha")).await;
    for m in [&her, &him, &left] {
        assert_eq!(app.register(m, event, desk()).await.status(), 200);
    }
    assert_eq!(app.call(M::POST, &format!("/api/Event/{event}/Withdraw"), &left, None).await.status(), 200);
    let cancel = async |reason: String| {
        let url = app.url(&format!("/api/Admin/Events/{event}/Cancel"));
        app.client.post(url).bearer_auth(&moderator).json(&json!({ "reason": reason })).send().await.unwrap()
    };
    // The reason: 1 to 300 characters, refused on both sides with nothing changed.
    for reason in [String::new(), "ક".repeat(301)] {
        assert_eq!(cancel(reason).await.status(), 400);
    }
    assert_eq!(app.events_of(&her).await[0]["standing"], "registered");
    let reason = "The hall is being repaired; a new date will follow.";
    let r = cancel(format!("  {reason} ")).await;
    assert_eq!(r.status(), 200);
    let cancelled: Value = r.json().await.unwrap();
    assert_eq!((cancelled["standing"].clone(), cancelled["cancelReason"].clone()), (json!("cancelled"), json!(reason)));
    assert_eq!(problem(cancel("Again".into()).await, 422).await["reason"], "event_cancelled");
    assert_eq!(app.audited(shared::AuditAction::CancelEvent).await, 1);

    // The two registered are told, in their language; the one who withdrew is not.
    let told = async |m: &Member| app.kinds_of(m).await.iter().filter(|k| *k == "event_cancelled").count();
    assert_eq!((told(&her).await, told(&him).await, told(&left).await), (1, 1, 0));
    let notice = entity::notification::Entity::find()
        .filter(entity::notification::Column::MemberId.eq(her.id as i32))
        .filter(entity::notification::Column::Kind.eq(shared::NotificationKind::EventCancelled))
        .one(&app.state.db)
        .await
        .unwrap()
        .unwrap();
    assert!(notice.body_en.contains(reason) && notice.body_gu.contains("રદ"), "{notice:?}");
    // Registered members still see it, cancelled with the reason; nobody else sees it listed. Nothing more changes.
    let listed = app.events_of(&her).await;
    assert_eq!((listed[0]["standing"].clone(), listed[0]["cancelReason"].clone()), (json!("cancelled"), json!(reason)));
    assert!(app.events_of(&outsider).await.is_empty());
    assert!(app.events_of(&left).await.is_empty());
    for (m, path) in [(&outsider, "Register"), (&left, "Register"), (&her, "Withdraw")] {
        let body = (path == "Register").then(desk);
        let r = app.call(M::POST, &format!("/api/Event/{event}/{path}"), m, body.as_ref()).await;
        assert_eq!(problem(r, 422).await["reason"], "event_cancelled", "{path}");
    }
    let r = app.call(M::POST, &format!("/api/Event/{event}/Interest"), &her, Some(&json!({"eventNumber": 2}))).await;
    assert_eq!(problem(r, 422).await["reason"], "event_cancelled");
    let r = app
        .client
        .put(app.url(&format!("/api/Admin/Events/{event}")))
        .bearer_auth(&moderator)
        .json(&event_body(&app, "Unjha again"))
        .send()
        .await
        .unwrap();
    assert_eq!(problem(r, 422).await["reason"], "event_cancelled");

    // An event whose day has passed is not cancelled any more.
    let mut today = event_body(&app, "Today");
    let day = shared::rules::india_date(app.state.clock.now());
    today["heldOn"] = json!(day.to_string());
    today["closesOn"] = json!(day.to_string());
    let held = app.event_id(&moderator, &today).await;
    app.state.clock.advance(Duration::days(1));
    let moderator = app.moderator_token().await;
    let r = app
        .client
        .post(app.url(&format!("/api/Admin/Events/{held}/Cancel")))
        .bearer_auth(&moderator)
        .json(&json!({"reason": "Too late"}))
        .send()
        .await
        .unwrap();
    assert_eq!(problem(r, 422).await["reason"], "event_date_passed");
}
