//! Paper forms (rule 49): a volunteer organising an event registers a family that is not online from the paper form
//! it filled. The profile is a managed profile (rule 46): its account is the family's address, with a password
//! nobody knows until the family chooses one; its creator is who in the family filled the form; the volunteer enters
//! the rest in the wizard, acting for it with the right to edit alone (a family manager with the relation
//! `volunteer`), until the person consents. Like every profile someone else created, it waits at the wizard's end for
//! its person's consent by code, then for the moderators; only an approved profile reaches the booklet.

use chrono::{DateTime, Utc};
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, Set, SqlErr};
use serde_json::json;

use entity::{event_registration, family_consent, family_manager, member, verification_check};
use shared::{
    AuditAction, CheckKind, FamilyRelation, Lang, ManagerStatus, PaperStage, ProfileCreator, ProfileStatus, catalog,
};

use super::{
    Organiser, fits_age_and_side, lock_event, model::PaperEntry, model::PaperFormAnswer, model::PaperFormRequest,
    next_number, organised, registered, rule,
};
use crate::{
    accounts::service::{NewAccount, new_profile_id, normalize_email},
    auth::password,
    error::{ApiError, ErrorCode, Reason, validated},
    mail::templates,
    moderation::moderators::{AuditEntry, audit},
    profiles::wizard::blank_profile,
    state::AppState,
    verification::checks,
    work::Work,
};

/// Where a paper registrant's profile stands: being entered, waiting for the person's consent (every step saved),
/// with the moderators, sent back, approved, or closed.
pub fn stage_of(member: &member::Model, wizard_step: i32) -> PaperStage {
    match member.profile_status {
        _ if member.deleted_at.is_some() => PaperStage::Closed,
        ProfileStatus::Wizard if wizard_step >= 4 => PaperStage::Consent,
        ProfileStatus::Wizard => PaperStage::Form,
        ProfileStatus::Submitted => PaperStage::Review,
        ProfileStatus::ChangesRequested => PaperStage::Changes,
        ProfileStatus::Approved => PaperStage::Approved,
        _ => PaperStage::Closed,
    }
}

/// What the organisers read of the paper forms among an event's registrations, for `account`.
pub struct Papers {
    /// The profiles `account` still enters as a volunteer (their standing with the relation `volunteer`).
    entering: Vec<i32>,
    consented: Vec<i32>,
    /// The latest check of a signed paper consent of each, newest first.
    checks: Vec<verification_check::Model>,
}

impl Papers {
    /// Reads them for the registrations `regs`, of which only those a volunteer entered count.
    pub async fn of(
        db: &impl ConnectionTrait,
        account: i32,
        regs: &[event_registration::Model],
    ) -> Result<Self, ApiError> {
        use sea_orm::{QueryOrder, QuerySelect};
        let ids: Vec<i32> = regs.iter().filter(|r| r.entered_by.is_some()).map(|r| r.member_id).collect();
        if ids.is_empty() {
            return Ok(Self { entering: vec![], consented: vec![], checks: vec![] });
        }
        let entering = family_manager::Entity::find()
            .select_only()
            .column(family_manager::Column::MemberId)
            .filter(family_manager::Column::ManagerId.eq(account))
            .filter(family_manager::Column::Relation.eq(FamilyRelation::Volunteer))
            .filter(family_manager::Column::Status.eq(ManagerStatus::Active))
            .filter(family_manager::Column::MemberId.is_in(ids.clone()))
            .into_tuple()
            .all(db)
            .await?;
        let consented = family_consent::Entity::find()
            .select_only()
            .column(family_consent::Column::MemberId)
            .filter(family_consent::Column::MemberId.is_in(ids.clone()))
            .filter(family_consent::Column::ConsentedAt.is_not_null())
            .into_tuple()
            .all(db)
            .await?;
        let checks = verification_check::Entity::find()
            .filter(verification_check::Column::MemberId.is_in(ids))
            .filter(verification_check::Column::Kind.eq(CheckKind::Consent))
            .order_by_desc(verification_check::Column::Id)
            .all(db)
            .await?;
        Ok(Self { entering, consented, checks })
    }

    /// What the organisers' list says of a registration a volunteer entered: its stage, whether the person
    /// consented and the signed consent's check, and for that volunteer the profile to act for while they still may.
    pub fn entry(
        &self,
        reg: &event_registration::Model,
        member: &member::Model,
        wizard_step: i32,
    ) -> Option<PaperEntry> {
        reg.entered_by?;
        Some(PaperEntry {
            stage: stage_of(member, wizard_step),
            member_id: self.entering.contains(&member.id).then_some(member.id),
            consented: self.consented.contains(&member.id),
            consent_check: self.checks.iter().find(|c| c.member_id == member.id).cloned().map(checks::state_of),
        })
    }
}

fn conflict(field: &str, code: &str) -> ApiError {
    let mut error = ApiError::new(ErrorCode::Conflict).with_detail(Reason::AccountExists);
    error.errors.insert(field.into(), vec![code.into()]);
    error
}

/// Enters a paper form for event `id`: the family's account and the person's managed profile (gender and birth
/// date), the volunteer's standing to edit it, and the registration with the event's next number and the booklet's
/// choices, in one transaction with the audit entry and the e-mail telling the family's address. Only a volunteer
/// organising the event (403 `not_volunteer` for anyone else, 404 for another's event), while its window is open,
/// for a person of the side and age it is for, while a place is left.
pub async fn enter(
    state: &AppState,
    account: &member::Model,
    id: i32,
    req: PaperFormRequest,
    lang: Lang,
) -> Result<PaperFormAnswer, ApiError> {
    // Only a volunteer enters paper forms (moderators check the profiles they become): asked before the body.
    let organiser = Organiser::volunteer(&state.db, account).await?;
    validated(&req)?;
    let now: DateTime<Utc> = state.clock.now();
    let today = shared::rules::india_date(now);
    shared::rules::check_birth_date(req.birth_date.as_str(), today)
        .map_err(|m| ApiError::field("birthDate", m.code()))?;
    if req.created_by == ProfileCreator::Own {
        return Err(ApiError::field("createdBy", "invalid_choice"));
    }
    let birth = req.birth_date.date().ok_or_else(|| ApiError::field("birthDate", "invalid_date"))?;
    let email = normalize_email(req.email.as_str());
    let code = req.country_code.as_str().to_owned();
    let phone = req.phone_number.as_str().to_owned();
    if member::Entity::find().filter(member::Column::Email.eq(email.clone())).one(&state.db).await?.is_some() {
        return Err(conflict("email", "email_taken"));
    }
    if crate::verification::phone::verified_by_another(state, None, &code, &phone).await? {
        return Err(conflict("phoneNumber", "phone_taken"));
    }
    let hash = password::unknown().await?;
    let profile_id = new_profile_id(state).await?;
    let language = req.language.as_ref().map_or(lang.code(), |l| l.0.as_str()).to_owned();

    let mut work = Work::begin(state).await?;
    lock_event(&work, id).await?;
    let event = organised(&*work, &organiser, id).await?;
    if event.cancelled_at.is_some() {
        return Err(rule(Reason::EventCancelled));
    }
    if today < event.opens_on || today > event.closes_on {
        return Err(rule(Reason::RegistrationClosed));
    }
    if !fits_age_and_side(&event, Some(birth), Some(req.gender)) {
        return Err(rule(Reason::NotEligible));
    }
    if registered(&*work, id).await? >= event.capacity.max(0) as u64 {
        return Err(rule(Reason::EventFull));
    }
    let person = NewAccount {
        profile_id,
        email: email.clone(),
        country_code: code,
        phone,
        password_hash: hash,
        first_name: req.first_name.as_str(),
        last_name: req.last_name.as_str(),
        language,
        created_by: req.created_by,
    }
    .row(now)
    .insert(&*work)
    .await
    .map_err(|e| match e.sql_err() {
        // The same address entered twice at once: the second is told as if it came later.
        Some(SqlErr::UniqueConstraintViolation(_)) => conflict("email", "email_taken"),
        _ => ApiError::from(e),
    })?;
    let mut profile = blank_profile(person.id, now);
    profile.gender = Set(Some(req.gender));
    profile.birth_date = Set(Some(birth));
    profile.insert(&*work).await?;
    family_manager::ActiveModel {
        member_id: Set(person.id),
        email: Set(account.email.clone()),
        relation: Set(FamilyRelation::Volunteer),
        may_view: Set(false),
        may_request: Set(false),
        may_edit: Set(true),
        status: Set(ManagerStatus::Active),
        manager_id: Set(Some(account.id)),
        wrong_attempts: Set(0),
        invited_at: Set(now),
        accepted_at: Set(Some(now)),
        ..Default::default()
    }
    .insert(&*work)
    .await?;
    let number = next_number(&*work, id).await?;
    event_registration::ActiveModel {
        event_id: Set(id),
        member_id: Set(person.id),
        event_number: Set(number),
        show_photo: Set(req.booklet.show_photo),
        contact: Set(req.booklet.contact),
        show_income: Set(req.booklet.show_income),
        registered_at: Set(now),
        withdrawn_at: Set(None),
        entered_by: Set(Some(account.id)),
        ..Default::default()
    }
    .insert(&*work)
    .await?;
    audit(
        &*work,
        state,
        AuditEntry {
            moderator_id: account.id,
            action: AuditAction::EnterPaperForm,
            member_id: Some(person.id),
            before: json!({}),
            after: json!({"eventId": id, "eventNumber": number, "createdBy": req.created_by.as_str()}),
            reason: None,
        },
    )
    .await?;
    // The family's address learns that an account holds it, and how to take it up.
    let theirs = crate::lang::of_member(&person);
    let name = format!("{} {}", person.first_name, person.last_name);
    let event_name = if theirs == Lang::Gu { &event.name_gu } else { &event.name_en };
    let mail = {
        let args: [(&str, &dyn std::fmt::Display); 3] =
            [("name", &name), ("event", event_name), ("volunteer", &account.first_name)];
        templates::notice(
            theirs,
            "",
            &catalog::text(theirs, "events-paper-mail-title", &[("name", &name)]),
            &catalog::text(theirs, "events-paper-mail-body", &args),
            templates::Link {
                label: &catalog::text(theirs, "events-paper-mail-button", &[]),
                url: templates::page(&state.public_url, "/auth/forgot-password"),
            },
            &state.public_url,
        )
    };
    work.queue_mail(state, &email, mail).await?;
    work.commit(state).await?;
    Ok(PaperFormAnswer { member_id: person.id, profile_id: person.profile_id, event_number: number })
}

/// The volunteer entering a paper registrant sends the photo of the paper form on which the person signed their
/// consent (`member_id`, registered for event `id` by them): a moderator checks it in the verification queue, and
/// accepting it records the consent ([`crate::family::consent::on_paper`]). 404 unless the volunteer entered that
/// registration of an event they organise; 422 `consent_not_needed` once the person consented, `check_pending`
/// while a photo waits. Answers the registrant's paper entry.
pub async fn send_consent(
    state: &AppState,
    account: &member::Model,
    id: i32,
    member_id: i32,
    bytes: Vec<u8>,
) -> Result<PaperEntry, ApiError> {
    let organiser = Organiser::volunteer(&state.db, account).await?;
    organised(&state.db, &organiser, id).await?;
    let reg = event_registration::Entity::find()
        .filter(event_registration::Column::EventId.eq(id))
        .filter(event_registration::Column::MemberId.eq(member_id))
        .filter(event_registration::Column::EnteredBy.eq(account.id))
        .one(&state.db)
        .await?
        .ok_or_else(ApiError::not_found)?;
    let person = member::Entity::find_by_id(member_id)
        .filter(member::Column::DeletedAt.is_null())
        .one(&state.db)
        .await?
        .ok_or_else(ApiError::not_found)?;
    checks::submit(state, &person, checks::Sent::Consent, bytes).await?;
    let step = entity::profile::Entity::find_by_id(member_id).one(&state.db).await?.map_or(0, |p| p.wizard_step);
    let papers = Papers::of(&state.db, account.id, std::slice::from_ref(&reg)).await?;
    papers.entry(&reg, &person, step).ok_or_else(ApiError::not_found)
}
