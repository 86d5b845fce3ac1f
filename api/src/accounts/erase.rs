//! Deleting an account (rules 23 and 37), in one transaction: the personal data, every photo, codes and
//! sign-ins are erased for good; the member row stays as a tombstone without personal data (`deleted_at`), so other
//! members' inboxes and activity show "Deleted member" and the profile id is never given again. The e-mail and the
//! phone are free for a new account at once. Photo files go after the commit (a leftover file is unreachable: its
//! row is gone).

use sea_orm::{
    ColumnTrait, Condition, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect, QueryTrait,
    sea_query::{Alias, Expr, Func, SimpleExpr},
};

use entity::{
    activity, attachment, block, connection_request, edit_request, login_history, mail_queue, match_row, member,
    notification, notification_setting, one_time_code, partner_preference, photo, profile, push_queue, refresh_token,
    report, shortlist, sign_in, sms_queue, status_change, subscriber, ticket, ticket_message, visit,
};
use shared::{ProfileStatus, RequestState};

use super::{current_password::check_password, model::MessageAnswer};
use crate::{
    connections::service::named,
    error::{ApiError, ErrorCode},
    events::Event,
    lang::Lang,
    messages,
    state::AppState,
    work::Work,
};

/// Deletes the caller's account once the password is right; a wrong password erases nothing.
pub async fn delete_account(
    state: &AppState,
    member: &member::Model,
    password: String,
    lang: Lang,
) -> Result<MessageAnswer, ApiError> {
    check_password(state, member, password, "password").await?;
    let mut work = Work::begin(state).await?;
    let (storage_keys, single_files) = erase(state, &*work, member).await?;
    work.publish(Event::Logout { member_id: member.id, only: None, except: None });
    work.publish(Event::Connections { member_id: member.id });
    work.publish(Event::Lists { member_id: member.id });
    work.commit(state).await?;
    for key in storage_keys {
        crate::photos::remove_files(state, &key).await;
    }
    // Attachments and verification images: one file each.
    for key in single_files {
        crate::support::attachments::remove_file(state, &key).await;
    }
    tracing::info!(member = member.id, "account deleted");
    Ok(MessageAnswer { message: messages::text("account_deleted", lang) })
}

fn pair_with(id: i32, first: impl ColumnTrait, second: impl ColumnTrait) -> Condition {
    Condition::any().add(first.eq(id)).add(second.eq(id))
}

/// `REPLACE(column, from, to)`, on both databases.
fn replace(column: impl sea_orm::sea_query::IntoColumnRef, from: &str, to: &str) -> SimpleExpr {
    Func::cust(Alias::new("REPLACE")).arg(Expr::col(column)).arg(from.to_owned()).arg(to.to_owned()).into()
}

/// Erases everything of `member` in `db` and turns the row into a tombstone; answers the storage keys of the photos
/// and of the support tickets' files to remove once committed.
async fn erase(
    state: &AppState,
    db: &impl ConnectionTrait,
    member: &member::Model,
) -> Result<(Vec<String>, Vec<String>), ApiError> {
    let id = member.id;
    let now = state.clock.now();
    // The tombstone first: it takes the row's lock, so of two deletions at once the second finds it gone.
    let tombstoned = member::Entity::update_many()
        .col_expr(member::Column::Email, Expr::value(format!("deleted-{id}@deleted.invalid")))
        .col_expr(member::Column::EmailConfirmed, Expr::value(false))
        .col_expr(member::Column::CountryCode, Expr::value(""))
        .col_expr(member::Column::Phone, Expr::value(format!("d{id}")))
        .col_expr(member::Column::PhoneVerifiedAt, Expr::value(Option::<chrono::DateTime<chrono::Utc>>::None))
        .col_expr(member::Column::IdVerifiedAt, Expr::value(Option::<chrono::DateTime<chrono::Utc>>::None))
        .col_expr(member::Column::PhotoVerifiedAt, Expr::value(Option::<chrono::DateTime<chrono::Utc>>::None))
        .col_expr(member::Column::SelfiePose, Expr::value(Option::<shared::SelfiePose>::None))
        .col_expr(member::Column::SelfiePoseAt, Expr::value(Option::<chrono::DateTime<chrono::Utc>>::None))
        .col_expr(member::Column::CreatedIp, Expr::value(Option::<String>::None))
        .col_expr(member::Column::SamajAt, Expr::value(Option::<chrono::DateTime<chrono::Utc>>::None))
        .col_expr(member::Column::SamajVillageId, Expr::value(Option::<i32>::None))
        .col_expr(member::Column::SamajGolId, Expr::value(Option::<i32>::None))
        // Not a hash: no password ever matches it, and sign-in never looks at a deleted account.
        .col_expr(member::Column::PasswordHash, Expr::value("!"))
        .col_expr(member::Column::FirstName, Expr::value(""))
        .col_expr(member::Column::LastName, Expr::value(""))
        .col_expr(member::Column::ProfileStatus, Expr::value(ProfileStatus::Deactivated))
        .col_expr(member::Column::UpdatedAt, Expr::value(now))
        .col_expr(member::Column::DeletedAt, Expr::value(now))
        .filter(member::Column::Id.eq(id))
        .filter(member::Column::DeletedAt.is_null())
        .exec(db)
        .await?
        .rows_affected;
    if tombstoned != 1 {
        return Err(ApiError::new(ErrorCode::Unauthorized));
    }

    let sibling = profile::Entity::find_by_id(id).one(db).await?.and_then(|p| p.satapeta_member_id);
    let photos = photo::Entity::find().filter(photo::Column::MemberId.eq(id)).all(db).await?;
    photo::Entity::delete_many().filter(photo::Column::MemberId.eq(id)).exec(db).await?;
    match_row::Entity::delete_many().filter(match_row::Column::MemberId.eq(id)).exec(db).await?;
    profile::Entity::delete_many().filter(profile::Column::MemberId.eq(id)).exec(db).await?;
    partner_preference::Entity::delete_many().filter(partner_preference::Column::MemberId.eq(id)).exec(db).await?;
    notification::Entity::delete_many().filter(notification::Column::MemberId.eq(id)).exec(db).await?;
    notification_setting::Entity::delete_many().filter(notification_setting::Column::MemberId.eq(id)).exec(db).await?;
    one_time_code::Entity::delete_many()
        .filter(
            Condition::any()
                .add(one_time_code::Column::MemberId.eq(id))
                .add(one_time_code::Column::Email.eq(&member.email)),
        )
        .exec(db)
        .await?;
    // Support tickets with their messages and files, and the address's news subscription.
    let tickets = ticket::Entity::find()
        .select_only()
        .column(ticket::Column::Id)
        .filter(ticket::Column::MemberId.eq(id))
        .into_query();
    let messages = ticket_message::Entity::find()
        .select_only()
        .column(ticket_message::Column::Id)
        .filter(ticket_message::Column::TicketId.in_subquery(tickets.clone()))
        .into_query();
    let files = attachment::Entity::find()
        .filter(attachment::Column::TicketMessageId.in_subquery(messages.clone()))
        .all(db)
        .await?;
    attachment::Entity::delete_many()
        .filter(attachment::Column::TicketMessageId.in_subquery(messages))
        .exec(db)
        .await?;
    ticket_message::Entity::delete_many()
        .filter(ticket_message::Column::TicketId.in_subquery(tickets))
        .exec(db)
        .await?;
    ticket::Entity::delete_many().filter(ticket::Column::MemberId.eq(id)).exec(db).await?;
    subscriber::Entity::delete_many()
        .filter(subscriber::Column::Email.eq(member.email.to_lowercase()))
        .exec(db)
        .await?;
    // Unsent mail to the address goes too (a sent one is no longer held).
    mail_queue::Entity::delete_many().filter(mail_queue::Column::Recipient.eq(&member.email)).exec(db).await?;
    // The texts to the member's number (the codes that verified it), as the e-mails above.
    let number = crate::sms::international(&member.country_code, &member.phone);
    sms_queue::Entity::delete_many().filter(sms_queue::Column::Recipient.eq(number)).exec(db).await?;
    // Identity documents and verification photos (rule 44): the rows, and any image still waiting, at once.
    let check_images = crate::verification::checks::erase(db, id).await?;
    // Samaj volunteers' words about the member, and the member's own as a volunteer (rule 45).
    crate::verification::volunteers::erase(state, db, id).await?;
    // Who looked after the profile, and whose profiles the account looked after (rule 46).
    crate::family::erase(db, id, now).await?;
    // The member's own word on how each connection went, and the success stories of their connections: a story
    // names both of a pair, and one of them is gone (rule 48).
    entity::connection_outcome::Entity::delete_many()
        .filter(entity::connection_outcome::Column::MemberId.eq(id))
        .exec(db)
        .await?;
    let requests = connection_request::Entity::find()
        .select_only()
        .column(connection_request::Column::Id)
        .filter(pair_with(id, connection_request::Column::SenderId, connection_request::Column::ReceiverId))
        .into_query();
    entity::success_story::Entity::delete_many()
        .filter(entity::success_story::Column::RequestId.in_subquery(requests))
        .exec(db)
        .await?;
    // The member's marks at events, and those made on them, then their registrations: their entries leave every
    // booklet (rule 49).
    entity::event_interest::Entity::delete_many()
        .filter(
            sea_orm::Condition::any()
                .add(entity::event_interest::Column::MemberId.eq(id))
                .add(entity::event_interest::Column::OtherId.eq(id)),
        )
        .exec(db)
        .await?;
    entity::event_registration::Entity::delete_many()
        .filter(entity::event_registration::Column::MemberId.eq(id))
        .exec(db)
        .await?;
    // The paper forms a volunteer entered stay the families' own; only who entered them is forgotten.
    entity::event_registration::Entity::update_many()
        .col_expr(entity::event_registration::Column::EnteredBy, Expr::value(Option::<i32>::None))
        .filter(entity::event_registration::Column::EnteredBy.eq(id))
        .exec(db)
        .await?;
    let sign_ins = sign_in::Entity::find()
        .select_only()
        .column(sign_in::Column::Id)
        .filter(sign_in::Column::MemberId.eq(id))
        .into_query();
    refresh_token::Entity::delete_many()
        .filter(refresh_token::Column::SignInId.in_subquery(sign_ins.clone()))
        .exec(db)
        .await?;
    push_queue::Entity::delete_many().filter(push_queue::Column::SignInId.in_subquery(sign_ins)).exec(db).await?;
    sign_in::Entity::delete_many().filter(sign_in::Column::MemberId.eq(id)).exec(db).await?;
    login_history::Entity::delete_many().filter(login_history::Column::MemberId.eq(id)).exec(db).await?;
    edit_request::Entity::delete_many().filter(edit_request::Column::MemberId.eq(id)).exec(db).await?;
    status_change::Entity::delete_many().filter(status_change::Column::MemberId.eq(id)).exec(db).await?;
    activity::Entity::delete_many().filter(activity::Column::MemberId.eq(id)).exec(db).await?;
    entity::allowance_use::Entity::delete_many()
        .filter(entity::allowance_use::Column::MemberId.eq(id))
        .exec(db)
        .await?;
    entity::allowance_reached::Entity::delete_many()
        .filter(entity::allowance_reached::Column::MemberId.eq(id))
        .exec(db)
        .await?;
    visit::Entity::delete_many()
        .filter(pair_with(id, visit::Column::VisitorId, visit::Column::VisitedId))
        .exec(db)
        .await?;
    shortlist::Entity::delete_many()
        .filter(pair_with(id, shortlist::Column::MemberId, shortlist::Column::ShortlistedId))
        .exec(db)
        .await?;
    block::Entity::delete_many()
        .filter(pair_with(id, block::Column::BlockerId, block::Column::BlockedId))
        .exec(db)
        .await?;
    report::Entity::delete_many()
        .filter(pair_with(id, report::Column::ReporterId, report::Column::ReportedId))
        .exec(db)
        .await?;
    // A request still pending can never be answered now: it is withdrawn. Accepted and declined ones stay, so the
    // other member's inbox keeps its history with "Deleted member".
    connection_request::Entity::update_many()
        .col_expr(connection_request::Column::Status, Expr::value(RequestState::Cancelled))
        .col_expr(connection_request::Column::DecidedAt, Expr::value(now))
        .filter(pair_with(id, connection_request::Column::SenderId, connection_request::Column::ReceiverId))
        .filter(connection_request::Column::Status.eq(RequestState::Pending))
        .exec(db)
        .await?;
    // Satapeta: the sibling is unlinked.
    profile::Entity::update_many()
        .col_expr(profile::Column::SatapetaAccepted, Expr::value(false))
        .col_expr(profile::Column::SatapetaMemberId, Expr::value(Option::<i32>::None))
        .filter(profile::Column::SatapetaMemberId.eq(id))
        .exec(db)
        .await?;
    // Others' notifications named the member ("Priya Patel (PT104233)"): they now say "Deleted member".
    let name = named(member);
    let pattern = format!("%({})%", member.profile_id);
    let (gu, en) = (messages::deleted_member(Lang::Gu), messages::deleted_member(Lang::En));
    notification::Entity::update_many()
        .col_expr(notification::Column::TitleGu, replace(notification::Column::TitleGu, &name, &gu))
        .col_expr(notification::Column::TitleEn, replace(notification::Column::TitleEn, &name, &en))
        .col_expr(notification::Column::BodyGu, replace(notification::Column::BodyGu, &name, &gu))
        .col_expr(notification::Column::BodyEn, replace(notification::Column::BodyEn, &name, &en))
        .filter(
            Condition::any()
                .add(notification::Column::TitleGu.like(&pattern))
                .add(notification::Column::TitleEn.like(&pattern))
                .add(notification::Column::BodyGu.like(&pattern))
                .add(notification::Column::BodyEn.like(&pattern)),
        )
        .exec(db)
        .await?;
    // The sibling whose satapeta pointed here has a new search row (satapeta off).
    if let Some(sibling) = sibling {
        crate::matching::row::refresh(state, db, sibling).await?;
    }
    let single_files = files.into_iter().map(|f| f.storage_key).chain(check_images).collect();
    Ok((photos.into_iter().map(|p| p.storage_key).collect(), single_files))
}
