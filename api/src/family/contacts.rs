//! Family contacts (docs/rules.md rule 46): up to five people of the family a connected member may call, each shown
//! once connected, once the member approves that member's request, or never. Nobody who is not connected with the
//! member ever sees one (rule 10): the connected member's view is `connections::contacts::family_contacts`.

use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, QueryOrder, Set, SqlErr, sea_query::Expr};

use entity::{contact_ask, family_contact, member};
use shared::ContactAskState;

use super::model::{AnswerAskRequest, AskRequest, ContactAsk, ContactsRequest, FamilyContact, OwnContacts};
use crate::{
    connections::{between::accepted_between, service::visible},
    error::{ApiError, ErrorCode, Reason, validated},
    events::Event,
    state::AppState,
    work::Work,
};

/// The member's contacts, in order, and the requests to see those kept until asked, newest first.
pub async fn own(db: &impl sea_orm::ConnectionTrait, member_id: i32) -> Result<OwnContacts, ApiError> {
    let (rows, asks) = (
        family_contact::Entity::find()
            .filter(family_contact::Column::MemberId.eq(member_id))
            .order_by_asc(family_contact::Column::Position)
            .all(db)
            .await?,
        contact_ask::Entity::find()
            .filter(contact_ask::Column::MemberId.eq(member_id))
            .order_by_desc(contact_ask::Column::AskedAt)
            .order_by_desc(contact_ask::Column::Id)
            .all(db)
            .await?,
    );
    let askers = member::Entity::find()
        .filter(member::Column::Id.is_in(asks.iter().map(|a| a.asker_id)))
        .filter(member::Column::DeletedAt.is_null())
        .all(db)
        .await?;
    let contacts = rows
        .into_iter()
        .map(|c| FamilyContact {
            relation: c.relation,
            name: shared::types::PersonName::from(c.name),
            country_code: shared::types::CountryCode::from(c.country_code),
            phone_number: shared::types::Phone::from(c.phone),
            is_whatsapp: c.whatsapp,
            visibility: c.visibility,
        })
        .collect();
    let asks = asks
        .into_iter()
        .filter_map(|a| {
            let asker = askers.iter().find(|m| m.id == a.asker_id)?;
            Some(ContactAsk {
                ask_id: a.id,
                member_id: asker.id,
                profile_id: asker.profile_id.clone(),
                first_name: asker.first_name.clone(),
                last_name: asker.last_name.clone(),
                status: a.status,
                asked_on: a.asked_at.into(),
            })
        })
        .collect();
    Ok(OwnContacts { contacts, asks })
}

/// Replaces the member's contacts with `req`'s, in its order (at most 5), in one transaction.
pub async fn save(state: &AppState, member: &member::Model, req: ContactsRequest) -> Result<OwnContacts, ApiError> {
    validated(&req)?;
    let work = Work::begin(state).await?;
    work.lock_member(member.id).await?;
    family_contact::Entity::delete_many().filter(family_contact::Column::MemberId.eq(member.id)).exec(&*work).await?;
    for (position, c) in req.contacts.into_iter().enumerate() {
        family_contact::ActiveModel {
            member_id: Set(member.id),
            position: Set(position as i32),
            relation: Set(c.relation),
            name: Set(c.name.as_str().trim().to_owned()),
            country_code: Set(c.country_code.as_str().to_owned()),
            phone: Set(c.phone_number.as_str().to_owned()),
            whatsapp: Set(c.is_whatsapp),
            visibility: Set(c.visibility),
            ..Default::default()
        }
        .insert(&*work)
        .await?;
    }
    let answer = own(&*work, member.id).await?;
    work.commit(state).await?;
    Ok(answer)
}

/// A connected member asks to see the contacts `req.member_id` keeps until asked: 404 unless their connection was
/// accepted (as for a member that does not exist); asking again keeps the first request and its answer.
pub async fn ask(state: &AppState, caller: &member::Model, req: AskRequest) -> Result<ContactAskState, ApiError> {
    let db = &state.db;
    let me = crate::matching::lists::row_of(db, caller.id).await?.ok_or_else(ApiError::not_found)?;
    let other = visible(db, &me, req.member_id).await?;
    if !accepted_between(db, caller.id, other.id).await? {
        return Err(ApiError::not_found());
    }
    let mut work = Work::begin(state).await?;
    let existing = contact_ask::Entity::find()
        .filter(contact_ask::Column::MemberId.eq(other.id))
        .filter(contact_ask::Column::AskerId.eq(caller.id))
        .one(&*work)
        .await?;
    if let Some(existing) = existing {
        return Ok(existing.status);
    }
    let inserted = contact_ask::ActiveModel {
        member_id: Set(other.id),
        asker_id: Set(caller.id),
        status: Set(ContactAskState::Pending),
        asked_at: Set(state.clock.now()),
        answered_at: Set(None),
        ..Default::default()
    }
    .insert(&*work)
    .await;
    match inserted {
        Ok(_) => {}
        // The same request sent twice at once: the first stands.
        Err(e) if matches!(e.sql_err(), Some(SqlErr::UniqueConstraintViolation(_))) => {
            return Ok(ContactAskState::Pending);
        }
        Err(e) => return Err(e.into()),
    }
    // The member's open tabs refresh what waits for them.
    work.publish(Event::Connections { member_id: other.id });
    work.commit(state).await?;
    Ok(ContactAskState::Pending)
}

/// The member approves or declines a request to see their contacts kept until asked: 404 for another member's, 422
/// `request_not_pending` once answered (of two answers at once, one counts).
pub async fn answer(state: &AppState, member: &member::Model, req: AnswerAskRequest) -> Result<OwnContacts, ApiError> {
    let mut work = Work::begin(state).await?;
    let row = contact_ask::Entity::find_by_id(req.ask_id)
        .filter(contact_ask::Column::MemberId.eq(member.id))
        .one(&*work)
        .await?
        .ok_or_else(ApiError::not_found)?;
    let to = if req.approve { ContactAskState::Approved } else { ContactAskState::Declined };
    let moved = contact_ask::Entity::update_many()
        .col_expr(contact_ask::Column::Status, Expr::value(to))
        .col_expr(contact_ask::Column::AnsweredAt, Expr::value(state.clock.now()))
        .filter(contact_ask::Column::Id.eq(row.id))
        .filter(contact_ask::Column::Status.eq(ContactAskState::Pending))
        .exec(&*work)
        .await?
        .rows_affected;
    if moved != 1 {
        return Err(ApiError::new(ErrorCode::RuleViolated).with_detail(Reason::RequestNotPending));
    }
    work.publish(Event::Connections { member_id: row.asker_id });
    let answer = own(&*work, member.id).await?;
    work.commit(state).await?;
    Ok(answer)
}
