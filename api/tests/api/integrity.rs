//! One use case, one transaction; races that must have one winner; a schema that keeps its integrity.

use std::sync::Arc;

use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, Statement};
use serde_json::{Value, json};
use tokio::sync::Barrier;

use entity::{audit_log, member, notification, one_time_code, status_change};
use shared::ProfileStatus;

use crate::{
    accounts::registration,
    helpers::{on_postgres, problem, spawn_app},
    moderation,
};

/// Renames a table so that every write to it fails, and back: a stand-in for a failure in the middle of a use case.
async fn break_table(app: &crate::helpers::TestApp, table: &str, broken: bool) {
    let (from, to) =
        if broken { (table.to_owned(), format!("{table}_gone")) } else { (format!("{table}_gone"), table.to_owned()) };
    app.state.db.execute_unprepared(&format!("ALTER TABLE {from} RENAME TO {to}")).await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn twenty_wrong_codes_at_once_burn_the_code_after_exactly_five() {
    let app = Arc::new(spawn_app().await);
    let reg = registration();
    assert_eq!(app.post("/api/Account/Register", &reg).await.status(), 200);
    let email = reg["email"].as_str().unwrap().to_owned();
    let right = app.last_code(&email).await;
    let wrong = if right == "000000" { "111111" } else { "000000" };
    let barrier = Arc::new(Barrier::new(20));
    let tries: Vec<_> = (0..20)
        .map(|_| {
            let (app, barrier, email) = (app.clone(), barrier.clone(), email.clone());
            tokio::spawn(async move {
                barrier.wait().await;
                app.post("/api/Account/VerifyOTP", &json!({"email": email, "otp": wrong})).await.status().as_u16()
            })
        })
        .collect();
    for outcome in futures_util::future::join_all(tries).await {
        assert_eq!(outcome.unwrap(), 422, "every wrong code is refused the same way, never a 5xx");
    }
    let code = one_time_code::Entity::find()
        .filter(one_time_code::Column::Email.eq(email.clone()))
        .one(&app.state.db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(code.wrong_attempts, 5, "exactly five wrong tries were counted");
    assert!(code.consumed_at.is_some(), "the fifth burnt the code");
    problem(app.post("/api/Account/VerifyOTP", &json!({"email": email, "otp": right})).await, 422).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_right_code_sent_twice_at_once_signs_in_once() {
    let app = Arc::new(spawn_app().await);
    let reg = registration();
    app.post("/api/Account/Register", &reg).await;
    let email = reg["email"].as_str().unwrap().to_owned();
    let code = app.last_code(&email).await;
    let barrier = Arc::new(Barrier::new(2));
    let uses: Vec<_> = (0..2)
        .map(|_| {
            let (app, barrier, email, code) = (app.clone(), barrier.clone(), email.clone(), code.clone());
            tokio::spawn(async move {
                barrier.wait().await;
                app.post("/api/Account/VerifyOTP", &json!({"email": email, "otp": code})).await.status().as_u16()
            })
        })
        .collect();
    let mut statuses: Vec<u16> = futures_util::future::join_all(uses).await.into_iter().map(Result::unwrap).collect();
    statuses.sort_unstable();
    assert_eq!(statuses, [200, 422]);
}

#[tokio::test]
async fn a_status_change_writes_its_history_audit_notification_and_mail_together_or_not_at_all() {
    let app = moderation::app().await;
    let moderator = app.moderator_token().await;
    let m = app.submitted_member().await;
    let notifications_before = notification::Entity::find().count(&app.state.db).await.unwrap();
    // The e-mail cannot be queued: the decision must leave nothing behind.
    break_table(&app, "mail_queue", true).await;
    let failed = app.admin_post(&moderator, "/api/Admin/ApproveProfile", &json!({"memberId": m.id})).await;
    break_table(&app, "mail_queue", false).await;
    problem(failed, 500).await;
    let member = member::Entity::find_by_id(m.id as i32).one(&app.state.db).await.unwrap().unwrap();
    assert_eq!(member.profile_status, ProfileStatus::Submitted, "the status did not change");
    assert_eq!(audit_log::Entity::find().count(&app.state.db).await.unwrap(), 0);
    let approvals = status_change::Entity::find()
        .filter(status_change::Column::ToStatus.eq(ProfileStatus::Approved))
        .count(&app.state.db)
        .await
        .unwrap();
    assert_eq!(approvals, 0);
    assert_eq!(notification::Entity::find().count(&app.state.db).await.unwrap(), notifications_before);
    // With the queue back, the same decision goes through whole.
    assert_eq!(app.admin_post(&moderator, "/api/Admin/ApproveProfile", &json!({"memberId": m.id})).await.status(), 200);
    assert_eq!(audit_log::Entity::find().count(&app.state.db).await.unwrap(), 1);
}

#[tokio::test]
async fn a_registration_whose_code_cannot_be_mailed_leaves_no_account() {
    let app = spawn_app().await;
    let reg = registration();
    break_table(&app, "mail_queue", true).await;
    let failed = app.post("/api/Account/Register", &reg).await;
    break_table(&app, "mail_queue", false).await;
    problem(failed, 500).await;
    assert_eq!(app.members().await, 0);
    assert_eq!(one_time_code::Entity::find().count(&app.state.db).await.unwrap(), 0);
    // The address is free: registering again works.
    assert_eq!(app.post("/api/Account/Register", &reg).await.status(), 200);
}

#[tokio::test]
async fn every_foreign_key_and_every_filtered_column_leads_an_index() {
    let app = spawn_app().await;
    let db = &app.state.db;
    // (table, column) of every foreign key, and whether an index (or the primary key) starts with that column.
    let sql = if on_postgres() {
        "SELECT c.conrelid::regclass::text AS tbl, a.attname AS col,
                EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = c.conrelid AND i.indkey[0] = c.conkey[1]) AS indexed
         FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
         WHERE c.contype = 'f'"
    } else {
        "SELECT m.name AS tbl, f.\"from\" AS col,
                (EXISTS (SELECT 1 FROM pragma_index_list(m.name) il, pragma_index_info(il.name) ii
                         WHERE ii.seqno = 0 AND ii.name = f.\"from\")
                 OR EXISTS (SELECT 1 FROM pragma_table_info(m.name) t WHERE t.name = f.\"from\" AND t.pk = 1)) AS indexed
         FROM sqlite_master m, pragma_foreign_key_list(m.name) f WHERE m.type = 'table'"
    };
    let rows = db.query_all_raw(Statement::from_string(db.get_database_backend(), sql)).await.unwrap();
    assert!(rows.len() > 20, "the schema's foreign keys were read");
    let unindexed: Vec<String> = rows
        .iter()
        .filter(|r| !r.try_get::<bool>("", "indexed").unwrap())
        .map(|r| format!("{}.{}", r.try_get::<String>("", "tbl").unwrap(), r.try_get::<String>("", "col").unwrap()))
        .collect();
    assert!(unindexed.is_empty(), "foreign keys without an index: {unindexed:?}");
    // The columns the member area filters or joins on without a foreign key.
    for (table, column) in
        [("audit_log", "member_id"), ("audit_log", "moderator_id"), ("status_change", "moderator_id")]
    {
        let probe = if on_postgres() {
            format!(
                "SELECT COUNT(*) AS n FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[0]
                 WHERE i.indrelid = '{table}'::regclass AND a.attname = '{column}'"
            )
        } else {
            format!(
                "SELECT COUNT(*) AS n FROM pragma_index_list('{table}') il, pragma_index_info(il.name) ii
                 WHERE ii.seqno = 0 AND ii.name = '{column}'"
            )
        };
        let row = db.query_one_raw(Statement::from_string(db.get_database_backend(), probe)).await.unwrap().unwrap();
        assert!(row.try_get::<i64>("", "n").unwrap() > 0, "{table}.{column} leads no index");
    }
}

#[tokio::test]
async fn a_profile_cannot_name_a_reference_that_does_not_exist() {
    let app = spawn_app().await;
    let m = app.member().await;
    let db = &app.state.db;
    let insert = |column: &str, value: i64| {
        format!(
            "INSERT INTO profile (member_id, wizard_step, satapeta_accepted, updated_at, {column}) \
             VALUES ({}, 1, false, CURRENT_TIMESTAMP, {value})",
            m.id
        )
    };
    for column in
        ["community_id", "height_id", "occupation_id", "annual_income_id", "country_id", "state_id", "education_id"]
    {
        let refused = db.execute_unprepared(&insert(column, 999_999)).await;
        assert!(refused.is_err(), "{column} = 999999 was stored");
    }
    db.execute_unprepared(&insert("community_id", 3)).await.expect("an existing community is accepted");
}

#[tokio::test]
async fn the_audit_log_outlives_the_moderator_and_the_member_it_names() {
    let app = moderation::app().await;
    let moderator = app.moderator_token().await;
    let m = app.submitted_member().await;
    app.admin_post(&moderator, "/api/Admin/ApproveProfile", &json!({"memberId": m.id})).await;
    let moderator_id = member::Entity::find()
        .filter(member::Column::Email.eq(moderation::MODERATOR.0))
        .one(&app.state.db)
        .await
        .unwrap()
        .unwrap()
        .id;
    for id in [moderator_id, m.id as i32] {
        member::Entity::delete_by_id(id).exec(&app.state.db).await.expect("an account can be deleted");
    }
    let kept = audit_log::Entity::find().all(&app.state.db).await.unwrap();
    assert_eq!(kept.len(), 1, "the audit row survives both deletions");
    assert_eq!((kept[0].moderator_id, kept[0].member_id), (moderator_id, m.id as i32));
}

#[tokio::test]
async fn the_two_other_communities_are_named_apart_and_listed_last_in_their_parent() {
    let app = spawn_app().await;
    for lang in ["en", "gu"] {
        let list: Value = app.get_in("/api/Community/Name", lang).await.json().await.unwrap();
        let items = list["result"].as_array().unwrap();
        let names: Vec<&str> = items.iter().map(|c| c["name"].as_str().unwrap()).collect();
        let mut unique = names.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(unique.len(), names.len(), "{lang}: a name appears twice: {names:?}");
        assert_eq!((items[0]["id"].as_i64(), items[1]["id"].as_i64()), (Some(1), Some(2)), "{lang}: parents first");
        for parent in [1, 2] {
            let children: Vec<&Value> = items.iter().filter(|c| c["parentCommunityId"] == parent).collect();
            let last = children.last().unwrap();
            assert!(last["id"] == 8 || last["id"] == 16, "{lang}: Other is last among {parent}'s: {children:?}");
        }
    }
}
