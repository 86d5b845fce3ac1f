//! Identity documents and verification photos (rule 44): checked by a moderator beside the profile, never kept. The
//! image is gone from the store after each decision, after 14 days undecided, and with the account; only the type or
//! pose, the outcome, who decided and when stay.

use chrono::Duration;
use reqwest::Method as M;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::{Value, json};

use crate::{
    helpers::{TestApp, problem},
    wizard::{Member, jpeg_with_orientation_6, png},
};

impl TestApp {
    pub(crate) async fn send_check(
        &self,
        m: &Member,
        path: &str,
        document_type: Option<&str>,
        bytes: Vec<u8>,
    ) -> reqwest::Response {
        let mut form = reqwest::multipart::Form::new();
        if let Some(t) = document_type {
            form = form.text("documentType", t.to_owned());
        }
        form = form.part("image", reqwest::multipart::Part::bytes(bytes).file_name("id.jpg"));
        self.client
            .put(self.url(path))
            .bearer_auth(&m.token)
            .header("Accept-Language", "en")
            .multipart(form)
            .send()
            .await
            .unwrap()
    }

    pub(crate) async fn send_document(&self, m: &Member) -> reqwest::Response {
        self.send_check(m, "/api/Verification/Document", Some("aadhaar"), jpeg_with_orientation_6(1200, 800)).await
    }

    /// The member signed in again (their access token lives 15 minutes of the test clock).
    pub(crate) async fn renewed(&self, m: &Member) -> Member {
        let email = entity::member::Entity::find_by_id(m.id as i32).one(&self.state.db).await.unwrap().unwrap().email;
        let signed: Value = self.sign_in_as(&email, crate::account::PASSWORD).await.json().await.unwrap();
        Member::signed_in(&signed)
    }

    async fn check_queue(&self, moderator: &str) -> Vec<Value> {
        let queue: Value = self.get_auth("/api/Admin/Checks", moderator).await.json().await.unwrap();
        queue["result"].as_array().unwrap().clone()
    }

    async fn own_state(&self, m: &Member) -> Value {
        let r = self.call(M::GET, "/api/Verification", m, None).await;
        assert_eq!(r.status(), 200);
        r.json().await.unwrap()
    }

    /// The verification images in the local store.
    fn check_files(&self) -> usize {
        count_files(&self.data_dir.join("photos").join("checks"))
    }

    async fn verification_notices(&self, m: &Member) -> u64 {
        entity::notification::Entity::find()
            .filter(entity::notification::Column::MemberId.eq(m.id as i32))
            .filter(entity::notification::Column::Kind.eq(shared::NotificationKind::VerificationDecided))
            .count(&self.state.db)
            .await
            .unwrap()
    }
}

fn count_files(dir: &std::path::Path) -> usize {
    std::fs::read_dir(dir)
        .map(|entries| entries.flatten().map(|e| if e.path().is_dir() { count_files(&e.path()) } else { 1 }).sum())
        .unwrap_or(0)
}

#[tokio::test]
async fn an_identity_document_is_checked_beside_the_profile_and_deleted_when_decided() {
    let app = crate::moderation::app().await;
    let moderator = app.moderator_token().await;
    let m = app.approved_member(&moderator).await;

    let r = app.send_document(&m).await;
    assert_eq!(r.status(), 200);
    let state: Value = r.json().await.unwrap();
    assert_eq!(state["document"]["status"], "pending");
    assert_eq!(state["document"]["documentType"], "aadhaar");
    assert_eq!(state["badges"], json!([]));
    assert_eq!(app.check_files(), 1);
    // One waits at a time.
    let r = app.send_document(&m).await;
    assert_eq!(problem(r, 422).await["code"], "rule_violated");
    assert_eq!(app.check_files(), 1);

    // The moderator sees it beside the name, birth date and photos; the image is for them alone, upright, no EXIF.
    let queue = app.check_queue(&moderator).await;
    let item = queue.iter().find(|i| i["memberId"] == m.id).expect("in the queue").clone();
    assert_eq!((item["kind"].clone(), item["documentType"].clone()), (json!("id"), json!("aadhaar")));
    assert!(item["birthDate"].as_str().is_some_and(|d| d.len() == 10), "{item}");
    assert!(!item["photos"].as_array().unwrap().is_empty());
    let url = item["imageUrl"].as_str().unwrap().to_owned();
    let image = app.get(&url).await;
    assert_eq!(image.status(), 200);
    assert_eq!(image.headers()["cache-control"], "no-store");
    let bytes = image.bytes().await.unwrap();
    let decoded = image::load_from_memory(&bytes).unwrap();
    assert_eq!((decoded.width(), decoded.height()), (800, 1200), "the orientation applied");
    assert!(!bytes.windows(4).any(|w| w == b"Exif"), "no metadata kept");
    // For another viewer, the same signature fails.
    assert_eq!(app.get(&url.replacen("viewer=", "viewer=9", 1)).await.status(), 404);
    // A member cannot read the queue.
    assert_eq!(app.call(M::GET, "/api/Admin/Checks", &m, None).await.status(), 403);

    // Refused with a reason: the image goes, the member is told and may send another.
    let r = app
        .admin_post(
            &moderator,
            "/api/Admin/Check/Refuse",
            &json!({"id": item["checkId"], "reason": "The photo is blurred."}),
        )
        .await;
    assert_eq!(r.status(), 200);
    assert_eq!(app.check_files(), 0);
    assert_eq!(app.get(&url).await.status(), 404);
    let state = app.own_state(&m).await;
    assert_eq!(state["document"]["status"], "refused");
    assert_eq!(state["document"]["reason"], "The photo is blurred.");
    assert_eq!(app.verification_notices(&m).await, 1);
    // A decided check is decided: a second decision is refused and changes nothing.
    let r = app.admin_post(&moderator, "/api/Admin/Check/Approve", &json!({"checkId": item["checkId"]})).await;
    assert_eq!(problem(r, 422).await["code"], "rule_violated");

    // Sent again and approved: the badge, on the member's state and on a card; the image is gone.
    assert_eq!(app.send_check(&m, "/api/Verification/Document", Some("pan"), png(900, 600)).await.status(), 200);
    let item = app.check_queue(&moderator).await.into_iter().find(|i| i["memberId"] == m.id).unwrap();
    let r = app.admin_post(&moderator, "/api/Admin/Check/Approve", &json!({"checkId": item["checkId"]})).await;
    assert_eq!(r.status(), 200);
    assert_eq!(app.check_files(), 0);
    let state = app.own_state(&m).await;
    assert_eq!(state["badges"], json!(["id"]));
    assert_eq!(state["next"], json!(["phone", "photo"]));
    assert_eq!(state["document"]["status"], "approved");
    assert_eq!(app.verification_notices(&m).await, 2);
    // What stays: the type, the outcome, who and when, in the audit log; no key of an image.
    let row = entity::verification_check::Entity::find_by_id(item["checkId"].as_i64().unwrap() as i32)
        .one(&app.state.db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!((row.storage_key, row.document_type), (None, Some(shared::DocumentType::Pan)));
    assert!(row.decided_by.is_some() && row.decided_at.is_some());
    let audits = entity::audit_log::Entity::find()
        .filter(entity::audit_log::Column::MemberId.eq(m.id as i32))
        .filter(
            entity::audit_log::Column::Action
                .is_in([shared::AuditAction::ApproveCheck, shared::AuditAction::RefuseCheck]),
        )
        .count(&app.state.db)
        .await
        .unwrap();
    assert_eq!(audits, 2);
    // Earned once: not checked again.
    let r = app.send_document(&m).await;
    assert_eq!(problem(r, 422).await["detail"], "This is already verified.");
}

#[tokio::test]
async fn bad_uploads_are_refused_with_their_reason_and_store_nothing() {
    let app = crate::moderation::app().await;
    let moderator = app.moderator_token().await;
    let m = app.approved_member(&moderator).await;
    let path = "/api/Verification/Document";
    let r = app.send_check(&m, path, Some("aadhaar"), b"GIF89a not a picture".to_vec()).await;
    assert_eq!(r.status(), 415);
    let r = app.send_check(&m, path, None, png(300, 400)).await;
    assert_eq!(r.status(), 400);
    let r = app.send_check(&m, path, Some("ration_card"), png(300, 400)).await;
    assert_eq!(r.status(), 400);
    let mut too_large = png(300, 400);
    too_large.resize(shared::limits::PHOTO_MAX_BYTES + 1, 0);
    assert_eq!(app.send_check(&m, path, Some("aadhaar"), too_large).await.status(), 413);
    let form = reqwest::multipart::Form::new().text("documentType", "aadhaar");
    let r = app.client.put(app.url(path)).bearer_auth(&m.token).multipart(form).send().await.unwrap();
    assert_eq!(r.status(), 400);
    assert_eq!(app.check_files(), 0);
    assert_eq!(entity::verification_check::Entity::find().count(&app.state.db).await.unwrap(), 0);
    // Only approved members send; a moderator has nothing to verify.
    let fresh = app.submitted_member().await;
    assert_eq!(app.send_document(&fresh).await.status(), 403);
    let moderator_member = Member { token: moderator.clone(), id: 0 };
    assert_eq!(app.send_document(&moderator_member).await.status(), 403);
    assert_eq!(app.call(M::GET, "/api/Verification/Selfie", &fresh, None).await.status(), 403);
}

#[tokio::test]
async fn a_verification_photo_is_taken_in_the_pose_given_and_a_photo_added_later_asks_again() {
    let app = crate::moderation::app().await;
    let moderator = app.moderator_token().await;
    let m = app.approved_member(&moderator).await;
    let selfie = "/api/Verification/Selfie";
    // No pose asked: refused.
    let r = app.send_check(&m, selfie, None, png(600, 800)).await;
    assert_eq!(
        problem(r, 422).await["detail"],
        "The pose was asked too long ago or was already used. Ask for a new pose and take the photo again."
    );
    let pose = |r: Value| r["pose"].as_str().unwrap().to_owned();
    let first = pose(app.call(M::GET, selfie, &m, None).await.json().await.unwrap());
    assert!(shared::SelfiePose::parse(&first).is_some());
    // The same pose within its 30 minutes, another after them.
    app.state.clock.advance(Duration::minutes(29));
    let m = app.renewed(&m).await;
    assert_eq!(pose(app.call(M::GET, selfie, &m, None).await.json().await.unwrap()), first);
    app.state.clock.advance(Duration::minutes(2));
    let moderator = app.moderator_token().await;
    let second = pose(app.call(M::GET, selfie, &m, None).await.json().await.unwrap());
    assert_ne!(second, first);
    let r = app.send_check(&m, selfie, None, png(600, 800)).await;
    assert_eq!(r.status(), 200);
    let state: Value = r.json().await.unwrap();
    assert_eq!((state["selfie"]["status"].clone(), state["selfie"]["pose"].clone()), (json!("pending"), json!(second)));
    // The pose is spent: a second photo needs a new one.
    let r = app.send_check(&m, selfie, None, png(600, 800)).await;
    assert_eq!(problem(r, 422).await["code"], "rule_violated");

    let item = app.check_queue(&moderator).await.into_iter().find(|i| i["memberId"] == m.id).unwrap();
    assert_eq!((item["kind"].clone(), item["pose"].clone()), (json!("photo"), json!(second)));
    let r = app.admin_post(&moderator, "/api/Admin/Check/Approve", &json!({"checkId": item["checkId"]})).await;
    assert_eq!(r.status(), 200);
    assert_eq!(app.own_state(&m).await["badges"], json!(["photo"]));
    assert_eq!(app.check_files(), 0);
    // A photo added later: the badge goes, until a new verification photo is approved.
    assert_eq!(app.add_photo(&m, "/api/MemberImage/UploadPhoto", png(300, 400)).await.status(), 200);
    let state = app.own_state(&m).await;
    assert_eq!(state["badges"], json!([]));
    assert_eq!(state["next"], json!(["phone", "id", "photo"]));
}

#[tokio::test]
async fn a_check_left_undecided_for_14_days_expires_and_its_image_goes() {
    let app = crate::moderation::app().await;
    let moderator = app.moderator_token().await;
    let m = app.approved_member(&moderator).await;
    assert_eq!(app.send_document(&m).await.status(), 200);
    app.state.clock.advance(Duration::days(14) - Duration::minutes(1));
    app.state.workers.checks.run_once().await;
    let (m, moderator) = (app.renewed(&m).await, app.moderator_token().await);
    assert_eq!(app.own_state(&m).await["document"]["status"], "pending");
    assert_eq!(app.check_files(), 1);
    app.state.clock.advance(Duration::minutes(1));
    app.state.workers.checks.run_once().await;
    let state = app.own_state(&m).await;
    assert_eq!(state["document"]["status"], "expired");
    assert_eq!(app.check_files(), 0);
    assert_eq!(app.verification_notices(&m).await, 1);
    assert!(app.check_queue(&moderator).await.iter().all(|i| i["memberId"] != m.id));
    // It may be sent again.
    assert_eq!(app.send_document(&m).await.status(), 200);
}

#[tokio::test]
async fn of_two_moderators_deciding_at_once_one_decides() {
    let app = crate::moderation::app().await;
    let moderator = app.moderator_token().await;
    let m = app.approved_member(&moderator).await;
    assert_eq!(app.send_document(&m).await.status(), 200);
    let item = app.check_queue(&moderator).await.into_iter().find(|i| i["memberId"] == m.id).unwrap();
    let (yes, no) = (json!({"checkId": item["checkId"]}), json!({"id": item["checkId"], "reason": "Unreadable."}));
    let (approve, refuse) = tokio::join!(
        app.admin_post(&moderator, "/api/Admin/Check/Approve", &yes),
        app.admin_post(&moderator, "/api/Admin/Check/Refuse", &no),
    );
    let mut statuses = [approve.status().as_u16(), refuse.status().as_u16()];
    statuses.sort_unstable();
    assert_eq!(statuses, [200, 422]);
    assert_eq!(app.verification_notices(&m).await, 1);
    assert_eq!(app.check_files(), 0);
}

#[tokio::test]
async fn the_export_lists_checks_without_images_and_the_deletion_removes_a_waiting_image_at_once() {
    let app = crate::moderation::app().await;
    let moderator = app.moderator_token().await;
    let m = app.approved_member(&moderator).await;
    assert_eq!(app.send_document(&m).await.status(), 200);
    let export: Value = app.match_get(&m, "/api/Account/Export").await.json().await.unwrap();
    let checks = export["verificationChecks"].as_array().unwrap();
    assert_eq!(checks.len(), 1);
    assert_eq!((checks[0]["status"].clone(), checks[0]["documentType"].clone()), (json!("pending"), json!("aadhaar")));
    assert!(!export.to_string().contains("CheckImage") && !export.to_string().contains("checks/"));
    assert_eq!(app.check_files(), 1);
    let r = app.match_post(&m, "/api/Account/DeleteAccount", &json!({"password": crate::account::PASSWORD})).await;
    assert_eq!(r.status(), 200);
    assert_eq!(app.check_files(), 0);
    assert_eq!(entity::verification_check::Entity::find().count(&app.state.db).await.unwrap(), 0);
}
