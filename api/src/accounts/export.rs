//! The member's data export (rule 37, `GET /api/Account/Export`): everything stored about the member, as one
//! JSON document. Other members appear by their public profile id only: their names and details are theirs.

use crate::notifications::settings::ChannelSetting;
use std::collections::HashMap;

use poem_openapi::Object;
use sea_orm::{ColumnTrait, Condition, EntityTrait, QueryFilter, QueryOrder, QuerySelect, QueryTrait};

use entity::{
    activity, block, connection_request, login_history, member, notification, report, shortlist, status_change, visit,
};
use shared::{ActivityAction, AuditAction, NotificationKind, ProfileStatus, ReportOutcome, RequestState};

use super::model::LoginHistoryItem;
use crate::error::ApiError;
use crate::instant::Instant;
use crate::lang::Lang;
use crate::profiles::model::MemberDetail;
use crate::profiles::preferences::PartnerPreference;
use crate::state::AppState;

/// Everything Sagpan stores about the member.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct AccountExport {
    pub exported_on: Instant,
    pub account: ExportAccount,
    /// The profile as the member's own profile page reads it (lookup ids; photos as short-lived URLs).
    pub profile: Option<MemberDetail>,
    pub partner_preferences: Option<PartnerPreference>,
    pub notification_settings: Vec<ChannelSetting>,
    pub satapeta: crate::profiles::satapeta::SatapetaState,
    pub connection_requests: Vec<ExportRequest>,
    pub shortlisted: Vec<ExportListed>,
    pub blocked: Vec<ExportListed>,
    pub visits_made: Vec<ExportVisit>,
    /// How many members opened the member's profile, and how many times in all.
    pub visitors: u64,
    pub visits_received: u64,
    pub reports_made: Vec<ExportReport>,
    pub notifications: Vec<ExportNotification>,
    pub login_history: Vec<LoginHistoryItem>,
    pub activity: Vec<ExportActivity>,
    pub status_history: Vec<ExportStatusChange>,
    /// The member's support tickets, each with its whole thread (files as short-lived URLs).
    pub tickets: Vec<crate::support::model::Ticket>,
    /// Whether the account's address receives the news (the footer's subscription).
    pub subscribed_to_news: bool,
    /// Each time a moderator opened the member's whole profile and contacts, newest first.
    pub moderator_views: Vec<ExportModeratorView>,
    /// Every identity document and verification photo sent (rule 44), oldest first: what was shown and decided,
    /// never the image, which is deleted once decided.
    pub verification_checks: Vec<crate::verification::model::CheckState>,
    /// Samaj volunteers' words for the member (rule 45), whatever became of them, newest first.
    pub vouches_received: Vec<crate::verification::model::VouchOffer>,
    /// As a samaj volunteer: the words the member gave, oldest first.
    pub vouches_given: Vec<crate::verification::model::VouchGiven>,
    /// The family members invited to look after the profile, or looking after it, with their rights (rule 46).
    pub family_managers: Vec<crate::family::model::FamilyManager>,
    /// The profiles the account looks after as a family manager.
    pub profiles_managed: Vec<crate::family::model::ManagedProfile>,
    /// The person's consent to the profile, when someone else created it: where the code went and when they agreed.
    pub person_consent: Option<crate::family::model::ConsentState>,
    /// The family's contacts, and the requests of connected members to see those kept until asked (rule 46).
    pub family_contacts: crate::family::model::OwnContacts,
    /// Private mode, browsing invisibly and hiding last active (rule 47), as the member chose them.
    pub privacy: super::model::PrivacySettings,
    /// The member's own answers to "how did it go" (rule 48), one per accepted connection; never the other side's.
    pub outcomes: Vec<ExportOutcome>,
    /// The success stories of the member's engaged connections (rule 48): the words, and who agreed to them.
    pub success_stories: Vec<ExportStory>,
    /// The events the member registered for (rule 49), with their number and what the booklet may show.
    pub event_registrations: Vec<ExportEventRegistration>,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct ExportEventRegistration {
    pub event_id: i32,
    pub event_name: String,
    pub held_on: chrono::NaiveDate,
    pub event_number: i32,
    pub show_photo: bool,
    pub contact: shared::BookletContact,
    pub show_income: bool,
    pub registered_on: Instant,
    pub withdrawn_on: Option<Instant>,
    /// The event numbers the member marked on the day, and those of them the member confirmed (rule 49); never the
    /// marks others made.
    pub marked: Vec<i32>,
    pub confirmed: Vec<i32>,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct ExportOutcome {
    pub request_id: i32,
    pub other_profile_id: String,
    pub outcome: shared::ConnectionOutcome,
    pub answered_on: Instant,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct ExportStory {
    pub request_id: i32,
    pub words: String,
    /// Whether the member wrote the words as they stand.
    pub written_by_me: bool,
    pub my_consent_on: Option<Instant>,
    pub their_consent_on: Option<Instant>,
    pub status: shared::StoryStatus,
    pub decided_on: Option<Instant>,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct ExportModeratorView {
    /// What the moderator looked at: `view_member`, the whole profile with the contacts.
    pub action: AuditAction,
    pub at: Instant,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct ExportAccount {
    pub member_id: i32,
    pub profile_id: String,
    pub email: String,
    pub email_confirmed: bool,
    pub country_code: String,
    pub phone_number: String,
    /// When the number was verified by a code texted to it (rule 44); absent while it is not.
    pub phone_verified_at: Option<Instant>,
    /// When a moderator checked an identity document (rule 44).
    pub id_verified_at: Option<Instant>,
    /// When a moderator verified a photo in a given pose (rule 44).
    pub photo_verified_at: Option<Instant>,
    /// The network address the account was created from, for its first year (rule 44).
    pub created_from_address: Option<String>,
    pub first_name: String,
    pub last_name: String,
    /// Who created and looks after the profile (rule 46).
    pub created_by: shared::ProfileCreator,
    pub profile_status: ProfileStatus,
    /// When both sides of a connection said they are engaged (rule 48); absent otherwise.
    pub engaged_on: Option<Instant>,
    /// When the member was last active (rule 47b), to the hour.
    pub last_active_on: Option<Instant>,
    pub language: String,
    pub created_on: Instant,
    pub updated_on: Instant,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct ExportRequest {
    pub request_id: i32,
    /// `sent` or `received`.
    pub direction: String,
    pub other_profile_id: String,
    pub status: RequestState,
    pub created_on: Instant,
    pub decided_on: Option<Instant>,
    /// The receiver's reply (rule 47a) and when.
    pub reply: Option<shared::RequestReply>,
    pub replied_on: Option<Instant>,
    /// The private reason of a decline: only in the receiver's export, as only the receiver ever sees it.
    pub decline_reason: Option<shared::DeclineReason>,
    /// The receiver's question and the sender's answer.
    pub question: Option<String>,
    pub answer: Option<String>,
    pub answered_on: Option<Instant>,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct ExportListed {
    pub other_profile_id: String,
    pub since: Instant,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct ExportVisit {
    pub other_profile_id: String,
    pub last_visited_on: Instant,
    pub visit_count: i32,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct ExportReport {
    pub reported_profile_id: String,
    /// Why, from the list; absent for a report made without one.
    pub category: Option<shared::ReportCategory>,
    pub reason: String,
    pub created_on: Instant,
    /// What the moderators did, once handled.
    pub outcome: Option<ReportOutcome>,
    pub handled_on: Option<Instant>,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct ExportNotification {
    pub kind: NotificationKind,
    pub title_gu: String,
    pub title_en: String,
    pub body_gu: String,
    pub body_en: String,
    pub created_on: Instant,
    pub read_on: Option<Instant>,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct ExportActivity {
    pub action: ActivityAction,
    pub other_profile_id: Option<String>,
    pub detail: Option<String>,
    pub created_on: Instant,
}

#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct ExportStatusChange {
    pub from_status: ProfileStatus,
    pub to_status: ProfileStatus,
    pub reason: Option<String>,
    pub at: Instant,
}

/// The export of `m`, in `lang` where the stored data has a language (lookup names of the profile).
pub async fn export(state: &AppState, m: &member::Model, lang: Lang) -> Result<AccountExport, ApiError> {
    let db = &state.db;
    let id = m.id;
    let ticket_ids: Vec<i32> = entity::ticket::Entity::find()
        .filter(entity::ticket::Column::MemberId.eq(id))
        .order_by_asc(entity::ticket::Column::Id)
        .all(db)
        .await?
        .into_iter()
        .map(|t| t.id)
        .collect();
    let mut tickets = Vec::with_capacity(ticket_ids.len());
    for ticket_id in ticket_ids {
        let reader = crate::support::tickets::Reader::Member(id);
        tickets.push(crate::support::tickets::thread(state, db, reader, ticket_id, None).await?);
    }
    let subscribed_to_news = entity::subscriber::Entity::find()
        .filter(entity::subscriber::Column::Email.eq(m.email.to_lowercase()))
        .filter(entity::subscriber::Column::UnsubscribedAt.is_null())
        .one(db)
        .await?
        .is_some();
    let requests = connection_request::Entity::find()
        .filter(
            Condition::any()
                .add(connection_request::Column::SenderId.eq(id))
                .add(connection_request::Column::ReceiverId.eq(id)),
        )
        .order_by_asc(connection_request::Column::Id)
        .all(db)
        .await?;
    let shortlists = shortlist::Entity::find()
        .filter(shortlist::Column::MemberId.eq(id))
        .order_by_asc(shortlist::Column::CreatedAt)
        .all(db)
        .await?;
    let blocks = block::Entity::find()
        .filter(block::Column::BlockerId.eq(id))
        .order_by_asc(block::Column::CreatedAt)
        .all(db)
        .await?;
    let visits_made = visit::Entity::find()
        .filter(visit::Column::VisitorId.eq(id))
        .order_by_desc(visit::Column::LastVisitedAt)
        .all(db)
        .await?;
    let visits_in = visit::Entity::find().filter(visit::Column::VisitedId.eq(id)).all(db).await?;
    let reports = report::Entity::find()
        .filter(report::Column::ReporterId.eq(id))
        .order_by_asc(report::Column::CreatedAt)
        .all(db)
        .await?;
    let notifications = notification::Entity::find()
        .filter(notification::Column::MemberId.eq(id))
        .order_by_desc(notification::Column::CreatedAt)
        .all(db)
        .await?;
    let logins = login_history::Entity::find()
        .filter(login_history::Column::MemberId.eq(id))
        .order_by_desc(login_history::Column::At)
        .all(db)
        .await?;
    let activities = activity::Entity::find()
        .filter(activity::Column::MemberId.eq(id))
        .order_by_desc(activity::Column::CreatedAt)
        .all(db)
        .await?;
    let statuses = status_change::Entity::find()
        .filter(status_change::Column::MemberId.eq(id))
        .order_by_asc(status_change::Column::At)
        .all(db)
        .await?;

    let moderator_views = entity::audit_log::Entity::find()
        .filter(entity::audit_log::Column::MemberId.eq(id))
        .filter(entity::audit_log::Column::Action.eq(AuditAction::ViewMember))
        .order_by_desc(entity::audit_log::Column::At)
        .order_by_desc(entity::audit_log::Column::Id)
        .all(db)
        .await?;

    let checks = crate::verification::checks::history(db, id).await?;
    let vouches_received = crate::verification::volunteers::history(state, db, id, lang).await?;
    let vouches_given = crate::verification::volunteers::given(db, id).await?;
    let (family_managers, profiles_managed) = crate::family::export(db, id, state.clock.now()).await?;
    let person_consent = crate::family::consent::of(db, m, state.clock.now()).await?;
    let family_contacts = crate::family::contacts::own(db, id).await?;
    let privacy = super::privacy::settings(state, m).await?;
    let outcomes = entity::connection_outcome::Entity::find()
        .filter(entity::connection_outcome::Column::MemberId.eq(id))
        .order_by_asc(entity::connection_outcome::Column::RequestId)
        .all(db)
        .await?;
    let own_requests = connection_request::Entity::find()
        .select_only()
        .column(connection_request::Column::Id)
        .filter(
            Condition::any()
                .add(connection_request::Column::SenderId.eq(id))
                .add(connection_request::Column::ReceiverId.eq(id)),
        )
        .into_query();
    let stories = entity::success_story::Entity::find()
        .filter(entity::success_story::Column::RequestId.in_subquery(own_requests))
        .order_by_asc(entity::success_story::Column::RequestId)
        .all(db)
        .await?;
    let requests_by_id: HashMap<i32, &connection_request::Model> = requests.iter().map(|r| (r.id, r)).collect();
    let registrations = entity::event_registration::Entity::find()
        .filter(entity::event_registration::Column::MemberId.eq(id))
        .order_by_asc(entity::event_registration::Column::Id)
        .find_also_related(entity::event::Entity)
        .all(db)
        .await?;
    let marks =
        entity::event_interest::Entity::find().filter(entity::event_interest::Column::MemberId.eq(id)).all(db).await?;
    let marked_numbers = entity::event_registration::Entity::find()
        .filter(entity::event_registration::Column::MemberId.is_in(marks.iter().map(|m| m.other_id)))
        .filter(entity::event_registration::Column::EventId.is_in(marks.iter().map(|m| m.event_id)))
        .all(db)
        .await?;
    // The numbers the member marked at `event_id`, all of them or the confirmed ones.
    let numbers_marked = |event_id: i32, confirmed_only: bool| -> Vec<i32> {
        let mut list: Vec<i32> = marks
            .iter()
            .filter(|m| m.event_id == event_id && (!confirmed_only || m.confirmed_at.is_some()))
            .filter_map(|m| marked_numbers.iter().find(|r| r.event_id == event_id && r.member_id == m.other_id))
            .map(|r| r.event_number)
            .collect();
        list.sort_unstable();
        list
    };

    // The other members' public ids, read once.
    let mut others: Vec<i32> = Vec::new();
    others.extend(requests.iter().map(|r| if r.sender_id == id { r.receiver_id } else { r.sender_id }));
    others.extend(shortlists.iter().map(|s| s.shortlisted_id));
    others.extend(blocks.iter().map(|b| b.blocked_id));
    others.extend(visits_made.iter().map(|v| v.visited_id));
    others.extend(reports.iter().map(|r| r.reported_id));
    others.extend(activities.iter().filter_map(|a| a.other_id));
    others.sort_unstable();
    others.dedup();
    let mut profile_ids: HashMap<i32, String> = HashMap::new();
    for chunk in others.chunks(500) {
        for other in member::Entity::find().filter(member::Column::Id.is_in(chunk.to_vec())).all(db).await? {
            profile_ids.insert(other.id, other.profile_id);
        }
    }
    let pid = |other: i32| profile_ids.get(&other).cloned().unwrap_or_default();

    let has_profile = entity::profile::Entity::find_by_id(id).one(db).await?.is_some();
    let profile = if has_profile { Some(crate::profiles::own::profile(state, m, lang).await?) } else { None };
    let partner_preferences =
        if has_profile { Some(crate::profiles::preferences::get(state, id).await?) } else { None };

    Ok(AccountExport {
        exported_on: state.clock.now().into(),
        account: ExportAccount {
            member_id: m.id,
            profile_id: m.profile_id.clone(),
            email: m.email.clone(),
            email_confirmed: m.email_confirmed,
            country_code: m.country_code.clone(),
            phone_number: m.phone.clone(),
            phone_verified_at: m.phone_verified_at.map(Into::into),
            id_verified_at: m.id_verified_at.map(Into::into),
            photo_verified_at: m.photo_verified_at.map(Into::into),
            created_from_address: m.created_ip.clone(),
            first_name: m.first_name.clone(),
            last_name: m.last_name.clone(),
            created_by: m.created_by,
            profile_status: m.profile_status,
            engaged_on: m.engaged_at.map(Into::into),
            last_active_on: m.last_active_at.map(Into::into),
            language: m.language.clone(),
            created_on: m.created_at.into(),
            updated_on: m.updated_at.into(),
        },
        profile,
        partner_preferences,
        notification_settings: crate::notifications::settings::read(state, id).await?,
        satapeta: crate::profiles::satapeta::state_of(state, m, lang).await?,
        connection_requests: requests
            .iter()
            .map(|r| {
                let sent = r.sender_id == id;
                ExportRequest {
                    request_id: r.id,
                    direction: if sent { "sent" } else { "received" }.to_owned(),
                    other_profile_id: pid(if sent { r.receiver_id } else { r.sender_id }),
                    status: r.status,
                    created_on: r.created_at.into(),
                    decided_on: r.decided_at.map(Into::into),
                    reply: r.reply,
                    replied_on: r.replied_at.map(Into::into),
                    decline_reason: if sent { None } else { r.decline_reason },
                    question: r.question.clone(),
                    answer: r.answer.clone(),
                    answered_on: r.answered_at.map(Into::into),
                }
            })
            .collect(),
        shortlisted: shortlists
            .iter()
            .map(|s| ExportListed { other_profile_id: pid(s.shortlisted_id), since: s.created_at.into() })
            .collect(),
        blocked: blocks
            .iter()
            .map(|b| ExportListed { other_profile_id: pid(b.blocked_id), since: b.created_at.into() })
            .collect(),
        visits_made: visits_made
            .iter()
            .map(|v| ExportVisit {
                other_profile_id: pid(v.visited_id),
                last_visited_on: v.last_visited_at.into(),
                visit_count: v.visit_count,
            })
            .collect(),
        visitors: visits_in.len() as u64,
        visits_received: visits_in.iter().map(|v| v.visit_count.max(0) as u64).sum(),
        reports_made: reports
            .iter()
            .map(|r| ExportReport {
                reported_profile_id: pid(r.reported_id),
                category: r.category,
                reason: r.reason.clone(),
                created_on: r.created_at.into(),
                outcome: r.outcome,
                handled_on: r.handled_at.map(Into::into),
            })
            .collect(),
        notifications: notifications
            .into_iter()
            .map(|n| ExportNotification {
                kind: n.kind,
                title_gu: n.title_gu,
                title_en: n.title_en,
                body_gu: n.body_gu,
                body_en: n.body_en,
                created_on: n.created_at.into(),
                read_on: n.read_at.map(Into::into),
            })
            .collect(),
        login_history: logins.into_iter().map(LoginHistoryItem::from).collect(),
        activity: activities
            .into_iter()
            .map(|a| ExportActivity {
                action: a.action,
                other_profile_id: a.other_id.map(pid),
                detail: a.detail,
                created_on: a.created_at.into(),
            })
            .collect(),
        tickets,
        subscribed_to_news,
        moderator_views: moderator_views
            .into_iter()
            .map(|v| ExportModeratorView { action: v.action, at: v.at.into() })
            .collect(),
        verification_checks: checks.into_iter().map(crate::verification::checks::state_of).collect(),
        vouches_received,
        vouches_given,
        family_managers,
        profiles_managed,
        person_consent,
        family_contacts,
        privacy,
        outcomes: outcomes
            .into_iter()
            .filter_map(|o| {
                let r = requests_by_id.get(&o.request_id)?;
                let other = if r.sender_id == id { r.receiver_id } else { r.sender_id };
                Some(ExportOutcome {
                    request_id: o.request_id,
                    other_profile_id: pid(other),
                    outcome: o.outcome,
                    answered_on: o.answered_at.into(),
                })
            })
            .collect(),
        success_stories: stories
            .into_iter()
            .filter_map(|s| {
                let sent = requests_by_id.get(&s.request_id)?.sender_id == id;
                let (mine, theirs) = if sent {
                    (s.sender_consent_at, s.receiver_consent_at)
                } else {
                    (s.receiver_consent_at, s.sender_consent_at)
                };
                Some(ExportStory {
                    request_id: s.request_id,
                    words: s.words,
                    written_by_me: s.written_by == id,
                    my_consent_on: mine.map(Into::into),
                    their_consent_on: theirs.map(Into::into),
                    status: s.status,
                    decided_on: s.decided_at.map(Into::into),
                })
            })
            .collect(),
        event_registrations: registrations
            .into_iter()
            .filter_map(|(r, e)| {
                let e = e?;
                Some(ExportEventRegistration {
                    event_id: e.id,
                    event_name: crate::reference::data::name(lang, &e.name_gu, &e.name_en),
                    held_on: e.held_on,
                    event_number: r.event_number,
                    show_photo: r.show_photo,
                    contact: r.contact,
                    show_income: r.show_income,
                    registered_on: r.registered_at.into(),
                    withdrawn_on: r.withdrawn_at.map(Into::into),
                    marked: numbers_marked(e.id, false),
                    confirmed: numbers_marked(e.id, true),
                })
            })
            .collect(),
        status_history: statuses
            .into_iter()
            .map(|s| ExportStatusChange {
                from_status: s.from_status,
                to_status: s.to_status,
                reason: s.reason,
                at: s.at.into(),
            })
            .collect(),
    })
}
