//! The report queue (rule 30): reported members, most-reported first (distinct reporters in 30 days), and
//! the moderator's decision on their open reports: dismiss, warn or suspend. Each decision is in the audit log; the
//! reporters are told that their report was handled, not how.

use crate::error::Reason;
use std::collections::{BTreeMap, HashMap, HashSet};

use chrono::Duration;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set, sea_query::Expr};
use serde_json::json;
use shared::{AuditAction, ModeratorAction, NotificationKind, ReportOutcome, limits::REPORT_REPEAT_DAYS};

use entity::{audit_log, member, report};

use crate::{
    error::{ApiError, ErrorCode},
    notifications::{self as notify, Notice},
    state::AppState,
    status::{self, Change},
    work::Work,
};

use super::model::{ReportItem, ReportQueueItem, ReportQueueList};

pub async fn queue(state: &AppState) -> Result<ReportQueueList, ApiError> {
    let db = &state.db;
    let open = report::Entity::find()
        .filter(report::Column::HandledAt.is_null())
        .order_by_asc(report::Column::CreatedAt)
        .order_by_asc(report::Column::Id)
        .all(db)
        .await?;
    let reported: Vec<i32> = open.iter().map(|r| r.reported_id).collect::<HashSet<_>>().into_iter().collect();
    if reported.is_empty() {
        return Ok(ReportQueueList { result: Vec::new(), total_count: 0 });
    }
    // Distinct reporters of each reported member over 30 days, handled reports included.
    let since = state.clock.now() - Duration::days(i64::from(REPORT_REPEAT_DAYS));
    let recent: Vec<(i32, i32)> = report::Entity::find()
        .select_only()
        .column(report::Column::ReportedId)
        .column(report::Column::ReporterId)
        .filter(report::Column::ReportedId.is_in(reported.clone()))
        .filter(report::Column::CreatedAt.gt(since))
        .distinct()
        .into_tuple()
        .all(db)
        .await?;
    let mut reporters: HashMap<i32, u64> = HashMap::new();
    for (reported_id, _) in recent {
        *reporters.entry(reported_id).or_default() += 1;
    }
    let mut ids: Vec<i32> = reported.clone();
    ids.extend(open.iter().map(|r| r.reporter_id));
    let members: HashMap<i32, member::Model> = member::Entity::find()
        .filter(member::Column::Id.is_in(ids))
        .all(db)
        .await?
        .into_iter()
        .map(|m| (m.id, m))
        .collect();
    let mut by_member: BTreeMap<i32, Vec<report::Model>> = BTreeMap::new();
    for r in open {
        by_member.entry(r.reported_id).or_default().push(r);
    }
    let mut result: Vec<ReportQueueItem> = by_member
        .into_iter()
        .filter_map(|(member_id, reports)| {
            let m = members.get(&member_id)?;
            let open_reports = reports
                .into_iter()
                .map(|r| {
                    let reporter = members.get(&r.reporter_id);
                    ReportItem {
                        report_id: r.id,
                        reporter_id: r.reporter_id,
                        reporter_profile_id: reporter.map(|x| x.profile_id.clone()).unwrap_or_default(),
                        reporter_name: reporter
                            .map(|x| format!("{} {}", x.first_name, x.last_name))
                            .unwrap_or_default(),
                        category: r.category.unwrap_or(shared::ReportCategory::Other),
                        reason: r.reason,
                        created_on: r.created_at.into(),
                    }
                })
                .collect::<Vec<ReportItem>>();
            Some(ReportQueueItem {
                urgent: open_reports.iter().any(|r| r.category.urgent()),
                member_id,
                profile_id: m.profile_id.clone(),
                first_name: m.first_name.clone(),
                last_name: m.last_name.clone(),
                profile_status: m.profile_status,
                reporters: reporters.get(&member_id).copied().unwrap_or(0),
                open_reports,
                can_suspend: ModeratorAction::Suspend.from().contains(&m.profile_status),
            })
        })
        .collect();
    // A fake profile or a request for money first; then most reporters; then the longest waiting.
    result.sort_by(|a, b| {
        b.urgent.cmp(&a.urgent).then_with(|| b.reporters.cmp(&a.reporters)).then_with(|| {
            let first = |i: &ReportQueueItem| i.open_reports.first().map(|r| r.created_on.0);
            first(a).cmp(&first(b))
        })
    });
    let total_count = result.len() as u64;
    Ok(ReportQueueList { result, total_count })
}

/// Handles the open reports on `member_id` with `outcome`; `reason` (already checked) is what a warned or suspended
/// member is told.
pub async fn decide(
    state: &AppState,
    moderator_id: i32,
    member_id: i32,
    outcome: ReportOutcome,
    reason: Option<String>,
) -> Result<(), ApiError> {
    let now = state.clock.now();
    let mut work = Work::begin(state).await?;
    // The open reports, locked (PostgreSQL): of two moderators deciding at once, the second finds none.
    let open = report::Entity::find()
        .filter(report::Column::ReportedId.eq(member_id))
        .filter(report::Column::HandledAt.is_null())
        .lock_exclusive()
        .all(&*work)
        .await?;
    if open.is_empty() {
        let known = member::Entity::find_by_id(member_id).one(&*work).await?.is_some();
        return Err(if known {
            ApiError::new(ErrorCode::RuleViolated).with_detail(Reason::NoOpenReports)
        } else {
            ApiError::not_found()
        });
    }
    let ids: Vec<i32> = open.iter().map(|r| r.id).collect();
    report::Entity::update_many()
        .col_expr(report::Column::Outcome, Expr::value(outcome))
        .col_expr(report::Column::ModeratorId, Expr::value(moderator_id))
        .col_expr(report::Column::HandledAt, Expr::value(now))
        .filter(report::Column::Id.is_in(ids.clone()))
        .exec(&*work)
        .await?;
    let reported = member::Entity::find_by_id(member_id).one(&*work).await?.ok_or_else(ApiError::not_found)?;
    match outcome {
        ReportOutcome::Suspend => {
            // The status change writes its own audit entry and tells the member.
            status::change_in(
                state,
                &mut work,
                Change::decision(reported.id, moderator_id, ModeratorAction::Suspend, reason.as_deref()),
            )
            .await?;
        }
        ReportOutcome::Warn | ReportOutcome::Dismiss => {
            let action =
                if outcome == ReportOutcome::Warn { AuditAction::WarnMember } else { AuditAction::DismissReports };
            audit_log::ActiveModel {
                moderator_id: Set(moderator_id),
                action: Set(action),
                member_id: Set(reported.id),
                before: Set(json!({"openReports": ids}).to_string()),
                after: Set(json!({"outcome": outcome}).to_string()),
                reason: Set(reason.clone()),
                at: Set(now),
                ..Default::default()
            }
            .insert(&*work)
            .await?;
            if outcome == ReportOutcome::Warn {
                let why = reason.clone().unwrap_or_default();
                let notice = Notice {
                    kind: NotificationKind::ModeratorWarning,
                    title: notify::both("reports-warning-title", &[]),
                    body: notify::with_reason(notify::both("reports-warning-body", &[]), &why),
                    page: "/notification/list".into(),
                    button: notify::both("reports-button-notifications", &[]),
                    request_id: None,
                    hold: None,
                };
                notify::tell(state, &mut work, &reported, notice).await?;
            }
        }
    }
    // Each reporter is told once that their report was handled, not how.
    let reporters: HashSet<i32> = open.iter().map(|r| r.reporter_id).collect();
    let name = format!("{} {} ({})", reported.first_name, reported.last_name, reported.profile_id);
    for reporter in member::Entity::find().filter(member::Column::Id.is_in(reporters)).all(&*work).await? {
        let notice = Notice {
            kind: NotificationKind::ReportHandled,
            title: notify::both("reports-handled-title", &[]),
            body: notify::both("reports-handled-body", &[("name", &name)]),
            page: "/notification/list".into(),
            button: notify::both("reports-button-notifications", &[]),
            request_id: None,
            hold: None,
        };
        notify::tell(state, &mut work, &reporter, notice).await?;
    }
    work.commit(state).await
}
