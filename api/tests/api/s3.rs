//! Photos in S3-compatible storage, against a local S3 server (moto's server mode, installed by `just test-rust` into
//! `.tools/moto`; `SAGPAN_TEST_MOTO` names another folder).

use std::{
    process::{Child, Command, Stdio},
    time::Duration,
};

use crate::helpers::{Options, eventually_within, spawn_app_with};

pub(crate) struct S3Server {
    child: Child,
    pub(crate) endpoint: String,
}

impl Drop for S3Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

pub(crate) async fn s3_server() -> S3Server {
    let moto = std::env::var("SAGPAN_TEST_MOTO")
        .unwrap_or_else(|_| concat!(env!("CARGO_MANIFEST_DIR"), "/../.tools/moto").to_owned());
    assert!(
        std::path::Path::new(&moto).join("moto").exists(),
        "no S3 server for the tests in {moto}: run `just s3-server-deps`"
    );
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let child = Command::new("python3")
        .args(["-m", "moto.server", "-H", "127.0.0.1", "-p", &port.to_string()])
        .env("PYTHONPATH", &moto)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("start the S3 server");
    // In the guard at once, so the process is reaped even if it never answers.
    let server = S3Server { child, endpoint: format!("http://127.0.0.1:{port}") };
    let client = reqwest::Client::new();
    eventually_within(Duration::from_secs(10), "the S3 server to start", async || {
        match client.put(format!("{}/sagpan-photos", server.endpoint)).send().await {
            Ok(answer) if answer.status().is_success() => Ok(()),
            Ok(answer) => Err(answer.status().to_string()),
            Err(error) => Err(error.to_string()),
        }
    })
    .await;
    server
}

#[tokio::test]
async fn photos_go_to_s3_compatible_storage_when_configured() {
    let s3 = s3_server().await;
    let app = spawn_app_with(Options {
        s3: Some((s3.endpoint.clone(), "sagpan-photos".into())),
        admin: Some(crate::moderation::MODERATOR),
        ..Options::default()
    })
    .await;
    let moderator = app.moderator_token().await;
    let m = app.approved_member(&moderator).await;
    let profile: serde_json::Value = app.get_auth("/api/Profile", &m.token).await.json().await.unwrap();
    let url = profile["profileImage"].as_str().unwrap();
    let photo = app.get(url).await;
    assert_eq!(photo.status(), 200);
    let img = image::load_from_memory(&photo.bytes().await.unwrap()).unwrap();
    assert_eq!((img.width(), img.height()), (300, 400));
    // The objects are in the bucket, under server-chosen names, and nothing went to the data folder.
    let listing = reqwest::get(format!("{}/sagpan-photos", s3.endpoint)).await.unwrap().text().await.unwrap();
    let objects = || async {
        reqwest::get(format!("{}/sagpan-photos", s3.endpoint))
            .await
            .unwrap()
            .text()
            .await
            .unwrap()
            .matches("<Key>")
            .count()
    };
    let sizes = sagpan::photos::process::SIZES.len();
    assert_eq!(listing.matches("<Key>").count(), sizes, "{listing}");
    assert!(listing.contains(&format!("<Key>{}/", m.id)), "{listing}");
    assert!(!app.data_dir.join("photos").exists());
    // A deleted photo's objects go with it.
    let form = reqwest::multipart::Form::new()
        .part("ProfileImage", reqwest::multipart::Part::bytes(crate::wizard::png(300, 400)).file_name("p.png"));
    let added: serde_json::Value = app
        .client
        .put(app.url("/api/MemberImage/UploadPhoto"))
        .bearer_auth(&m.token)
        .multipart(form)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(objects().await, 2 * sizes);
    let deleted = app
        .client
        .delete(app.url(&format!("/api/MemberImage/{}", added["photoId"])))
        .bearer_auth(&m.token)
        .send()
        .await
        .unwrap();
    assert_eq!(deleted.status(), 200);
    assert_eq!(objects().await, sizes);
}

#[tokio::test]
async fn identity_documents_go_to_the_bucket_and_leave_it_when_decided() {
    let s3 = s3_server().await;
    let app = spawn_app_with(Options {
        s3: Some((s3.endpoint.clone(), "sagpan-photos".into())),
        admin: Some(crate::moderation::MODERATOR),
        ..Options::default()
    })
    .await;
    let moderator = app.moderator_token().await;
    let m = app.approved_member(&moderator).await;
    let listing =
        || async { reqwest::get(format!("{}/sagpan-photos", s3.endpoint)).await.unwrap().text().await.unwrap() };
    assert_eq!(app.send_document(&m).await.status(), 200);
    let held = listing().await;
    assert!(held.contains(&format!("<Key>checks/{}/", m.id)), "{held}");
    let queue: serde_json::Value = app.get_auth("/api/Admin/Checks", &moderator).await.json().await.unwrap();
    let check = queue["result"][0]["checkId"].clone();
    let r = app.admin_post(&moderator, "/api/Admin/Check/Approve", &serde_json::json!({"checkId": check})).await;
    assert_eq!(r.status(), 200);
    let after = listing().await;
    assert!(!after.contains("<Key>checks/"), "{after}");
    assert!(!app.data_dir.join("photos").exists());
}
