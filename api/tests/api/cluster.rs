//! Several instances behind one address (target Q6): three servers, each with its own pool, event hub, caches and
//! workers, on one PostgreSQL database and one data folder (the outbox) or S3 server, as `just cluster` runs them.
//! SQLite runs one instance only, so these tests run on PostgreSQL (`SAGPAN_TEST_DB=postgres`, as `just test-rust`
//! does) and pass over SQLite with a line saying so.

use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::{Value, json};

use crate::{
    helpers::{
        Options, TestApp, eventually, fresh_postgres_database, on_postgres, problem, read_stream, spawn_app_with,
    },
    moderation::MODERATOR,
    smtp_sink::SmtpSink,
};

struct Cluster {
    apps: Vec<TestApp>,
    _data: tempfile::TempDir,
}

/// Whether the tests run on PostgreSQL; says so when they do not.
fn postgres() -> bool {
    let on = on_postgres();
    if !on {
        eprintln!("several instances need PostgreSQL: run with SAGPAN_TEST_DB=postgres");
    }
    on
}

/// Three instances on one new database, started one after another (the first migrates and creates the moderator);
/// `None` on SQLite.
async fn cluster(options: impl Fn() -> Options) -> Option<Cluster> {
    if !postgres() {
        return None;
    }
    let url = fresh_postgres_database().await;
    let data = tempfile::tempdir().unwrap();
    let mut apps = Vec::new();
    for _ in 0..3 {
        let app = spawn_app_with(Options {
            database_url: Some(url.clone()),
            admin: Some(MODERATOR),
            data_dir: Some(data.path().join("data")),
            ..options()
        })
        .await;
        apps.push(app);
    }
    Some(Cluster { apps, _data: data })
}

#[tokio::test]
async fn a_status_change_made_through_one_instance_reaches_a_stream_held_by_another() {
    let Some(cluster) = cluster(Options::default).await else { return };
    let [a, b, c] = &cluster.apps[..] else { unreachable!() };
    let m = a.submitted_member().await;
    let ticket: Value =
        a.admin_post(&m.token, "/api/Notification/StreamTicket", &json!({})).await.json().await.unwrap();
    let response = b
        .client
        .get(b.url(&format!("/api/Notification/Stream?ticket={}&lang=en", ticket["ticket"].as_str().unwrap())))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    let mut body = response.bytes_stream();
    let moderator = c.moderator_token().await;
    assert_eq!(c.admin_post(&moderator, "/api/Admin/ApproveProfile", &json!({"memberId": m.id})).await.status(), 200);
    let seen = read_stream(&mut body, Some("ProfileStatus"), "the status event, through PostgreSQL").await;
    assert!(seen.contains(r#""profileStatus":3"#), "{seen}");
    assert!(seen.contains("Your profile is approved"), "{seen}");
    assert_eq!(seen.matches("ProfileStatus").count(), 1, "delivered once: {seen}");

    // A sign-out through a third instance ends the stream.
    let mut work = sagpan::work::Work::begin(&a.state).await.unwrap();
    sagpan::accounts::service::revoke_all(&a.state, &mut work, m.id as i32, None).await.unwrap();
    work.commit(&a.state).await.unwrap();
    let rest = read_stream(&mut body, None, "the stream ends").await;
    assert_eq!(rest.matches("Logout").count(), 1, "{rest}");

    // A change that makes a member's cached list positions stale drops them on every instance.
    let positions = || sagpan::matching::cache::Positions::new(vec![1, 2, 3], false, None);
    b.state.lists.put(m.id as i32, "all".into(), positions());
    c.state.lists.put(m.id as i32, "all".into(), positions());
    let event = sagpan::events::Event::Lists { member_id: m.id as i32 };
    a.state.events.publish_now(&a.state.db, event).await.unwrap();
    eventually("the other instances to drop the positions", async || {
        let kept = [b, c].map(|app| app.state.lists.get(m.id as i32, "all").is_some());
        if kept == [false, false] { Ok(()) } else { Err(kept) }
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_hundred_queued_mails_leave_exactly_once_with_three_workers() {
    let sink = SmtpSink::start().await;
    let smtp = format!("smtp://127.0.0.1:{}", sink.port);
    let Some(cluster) = cluster(|| Options { smtp_url: Some(smtp.clone()), ..Options::default() }).await else {
        return;
    };
    let first = &cluster.apps[0];
    let txn = sea_orm::TransactionTrait::begin(&first.state.db).await.unwrap();
    for i in 0..100 {
        let mail =
            sagpan::mail::Mail { subject: format!("Mail {i}"), text: format!("Body {i}"), html: format!("<p>{i}") };
        first.state.mailer.queue(&txn, &format!("member{i}@sagpan.test"), mail).await.unwrap();
    }
    txn.commit().await.unwrap();
    // All three workers at once, a pass each, round after round: a pass sends a batch (20) at most, and a worker
    // looks again 2 seconds later on its clock, which stands still here. A round ends when all three passes have
    // ended, so by the last one a message claimed twice has been sent twice.
    eventually("a hundred messages at the sink", async || {
        futures_util::future::join_all(cluster.apps.iter().map(|app| app.state.workers.mail.run_once())).await;
        let received = sink.messages().len();
        if received >= 100 { Ok(()) } else { Err(received) }
    })
    .await;
    let messages = sink.messages();
    let mut subjects: Vec<String> = messages
        .iter()
        .filter_map(|m| m.lines().find_map(|l| l.strip_prefix("Subject: ").map(str::to_owned)))
        .collect();
    assert_eq!(subjects.len(), 100, "{} messages", messages.len());
    subjects.sort();
    subjects.dedup();
    assert_eq!(subjects.len(), 100, "each once");
    let rows = entity::mail_queue::Entity::find().all(&first.state.db).await.unwrap();
    assert!(rows.iter().all(|r| r.sent_at.is_some() && r.attempts == 1), "sent, each in one attempt");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn six_connection_requests_at_once_through_three_instances_let_exactly_five_through() {
    let Some(cluster) = cluster(Options::default).await else { return };
    let a = &cluster.apps[0];
    let moderator = a.moderator_token().await;
    let men = a.demo_men(6).await;
    let her = a.approved_with(&moderator, json!({})).await;
    let sends = men.iter().enumerate().map(|(i, man)| cluster.apps[i % 3].connect(&her, *man));
    let answers = futures_util::future::join_all(sends).await;
    let mut statuses: Vec<u16> = answers.iter().map(|r| r.status().as_u16()).collect();
    statuses.sort_unstable();
    assert_eq!(statuses, vec![200, 200, 200, 200, 200, 422]);
    let live = entity::connection_request::Entity::find()
        .filter(entity::connection_request::Column::SenderId.eq(her.id as i32))
        .count(&a.state.db)
        .await
        .unwrap();
    assert_eq!(live, 5);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn codes_and_sign_in_failures_are_counted_once_for_all_instances() {
    let Some(cluster) = cluster(Options::default).await else { return };
    // Six code requests for one address at once, two through each instance: one code (a new one at most every
    // minute), five refusals.
    let email = "asha@sagpan.test";
    let path = format!("/api/Account/SendOTP?Email={email}");
    let asks = (0..6).map(|i| cluster.apps[i % 3].post_query(&path));
    let answers = futures_util::future::join_all(asks).await;
    let mut statuses: Vec<u16> = answers.iter().map(|r| r.status().as_u16()).collect();
    statuses.sort_unstable();
    assert_eq!(statuses, vec![200, 429, 429, 429, 429, 429]);
    let codes = entity::one_time_code::Entity::find()
        .filter(entity::one_time_code::Column::Email.eq(email))
        .count(&cluster.apps[0].state.db)
        .await
        .unwrap();
    assert_eq!(codes, 1);

    // Ten wrong passwords for one account, spread over the instances, and the account is locked on all three.
    let (reg, _) = cluster.apps[0].signed_up().await;
    let wrong = json!({"username": reg["email"], "password": "wrong-password"});
    for i in 0..10 {
        problem(cluster.apps[i % 3].post("/api/Account/Login", &wrong).await, 422).await;
    }
    let right = json!({"username": reg["email"], "password": reg["password"]});
    for app in &cluster.apps {
        problem(app.post("/api/Account/Login", &right).await, 429).await;
    }
}

#[tokio::test]
async fn a_photo_uploaded_through_one_instance_is_served_by_the_others() {
    if !postgres() {
        return;
    }
    let s3 = crate::s3::s3_server().await;
    let endpoint = s3.endpoint.clone();
    let options = || Options { s3: Some((endpoint.clone(), "sagpan-photos".into())), ..Options::default() };
    let Some(cluster) = cluster(options).await else { return };
    let a = &cluster.apps[0];
    let moderator = a.moderator_token().await;
    let m = a.approved_member(&moderator).await;
    let profile: Value = a.get_auth("/api/Profile", &m.token).await.json().await.unwrap();
    let url = profile["profileImage"].as_str().unwrap();
    for app in &cluster.apps[1..] {
        let photo = app.get(url).await;
        assert_eq!(photo.status(), 200);
        let img = image::load_from_memory(&photo.bytes().await.unwrap()).unwrap();
        assert_eq!((img.width(), img.height()), (300, 400));
    }
}

#[tokio::test]
async fn reference_data_changed_by_a_migration_is_served_by_every_instance_within_seconds() {
    use sea_orm::ConnectionTrait;
    let Some(cluster) = cluster(Options::default).await else { return };
    let india = |body: Value| {
        body["result"].as_array().unwrap().iter().find(|c| c["id"] == 92).map(|c| c["name"].clone()).unwrap()
    };
    for app in &cluster.apps {
        assert_eq!(india(app.get_in("/api/Country/Name", "en").await.json().await.unwrap()), "India");
    }
    // What a newer instance's migration does during a rolling upgrade: a reference row changes, and a newer
    // migration is recorded.
    let db = &cluster.apps[0].state.db;
    db.execute_unprepared("UPDATE country SET name_en = 'India (Bharat)' WHERE id = 92").await.unwrap();
    db.execute_unprepared("INSERT INTO seaql_migrations (version, applied_at) VALUES ('m29991231_000001_test', 0)")
        .await
        .unwrap();
    // Each instance looks every five seconds; here each is made to look once.
    for app in &cluster.apps {
        app.state.workers.migrations.run_once().await;
        let name = india(app.get_in("/api/Country/Name", "en").await.json().await.unwrap());
        assert_eq!(name, "India (Bharat)", "still {name}");
    }
}
