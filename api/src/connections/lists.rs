//! The member lists of the inbox (sent, received, accepted, declined, blocked) and of the profile area (my
//! shortlist, who shortlisted me, who visited me): the ids in the list's order, the members the caller may see among
//! them, then a page of cards as every list shows them.

use std::collections::HashSet;

use chrono::{DateTime, Utc};
use sea_orm::{
    ColumnTrait, Condition, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect,
    sea_query::{Expr, ExprTrait},
};
use shared::RequestState;

use entity::{block, connection_request, match_row, member, shortlist, visit};

use crate::error::ApiError;
use crate::lang::Lang;
use crate::matching::model::MatchCard;
use crate::matching::model::MatchExplanation;
use crate::matching::model::MatchList;
use crate::matching::service::Private;
use crate::matching::service::Visits;
use crate::matching::service::cards;
use crate::matching::service::empty;
use crate::matching::service::me_and_blocked;
use crate::state::AppState;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Listed {
    /// Pending requests the caller sent, newest first.
    Sent,
    /// Pending requests the caller received, newest first.
    Received,
    /// Accepted connections, latest first.
    Accepted,
    /// Declined requests, either way, and expired ones (the inbox's "Deleted" tab), latest first.
    Declined,
    /// Members the caller blocked, latest first.
    Blocked,
    /// The caller's shortlist, latest first.
    Shortlisted,
    /// Members who shortlisted the caller, latest first.
    ShortlistedMe,
    /// Members who opened the caller's detail, the latest visit first.
    VisitedMe,
}

/// The ids of a connection list: the latest request of each pair (cancelled ones aside) decides where the pair is.
async fn connection_ids(db: &impl ConnectionTrait, me: i32, which: Listed) -> Result<Vec<i32>, ApiError> {
    let rows = connection_request::Entity::find()
        .filter(
            Condition::any()
                .add(connection_request::Column::SenderId.eq(me))
                .add(connection_request::Column::ReceiverId.eq(me)),
        )
        .filter(connection_request::Column::Status.ne(RequestState::Cancelled))
        .order_by_desc(connection_request::Column::Id)
        .all(db)
        .await?;
    let mut seen = HashSet::new();
    let mut listed: Vec<(DateTime<Utc>, i32)> = Vec::new();
    for r in rows {
        let sent = r.sender_id == me;
        let other = if sent { r.receiver_id } else { r.sender_id };
        if !seen.insert(other) {
            continue;
        }
        let wanted = match which {
            Listed::Sent => sent && r.status == RequestState::Pending,
            Listed::Received => !sent && r.status == RequestState::Pending,
            Listed::Accepted => r.status == RequestState::Accepted,
            // Declined either way, or closed without a reply (rule 42).
            Listed::Declined => matches!(r.status, RequestState::Declined | RequestState::Expired),
            _ => false,
        };
        if wanted {
            listed.push((r.decided_at.unwrap_or(r.created_at), other));
        }
    }
    listed.sort_by(|a, b| b.cmp(a));
    Ok(listed.into_iter().map(|(_, id)| id).collect())
}

/// The ids of a list, in its order (before visibility).
async fn ordered_ids(db: &impl ConnectionTrait, me: i32, which: Listed) -> Result<Vec<i32>, ApiError> {
    Ok(match which {
        Listed::Sent | Listed::Received | Listed::Accepted | Listed::Declined => connection_ids(db, me, which).await?,
        Listed::Blocked => {
            block::Entity::find()
                .select_only()
                .column(block::Column::BlockedId)
                .filter(block::Column::BlockerId.eq(me))
                .order_by_desc(block::Column::CreatedAt)
                .order_by_desc(block::Column::BlockedId)
                .into_tuple()
                .all(db)
                .await?
        }
        Listed::Shortlisted | Listed::ShortlistedMe => {
            let (mine, theirs) = if which == Listed::Shortlisted {
                (shortlist::Column::MemberId, shortlist::Column::ShortlistedId)
            } else {
                (shortlist::Column::ShortlistedId, shortlist::Column::MemberId)
            };
            shortlist::Entity::find()
                .select_only()
                .column(theirs)
                .filter(mine.eq(me))
                .order_by_desc(shortlist::Column::CreatedAt)
                .order_by_desc(theirs)
                .into_tuple()
                .all(db)
                .await?
        }
        Listed::VisitedMe => {
            visit::Entity::find()
                .select_only()
                .column(visit::Column::VisitorId)
                .filter(visit::Column::VisitedId.eq(me))
                // A visit made in private mode or browsing invisibly is not shown to the visited (rule 47).
                .filter(visit::Column::Unseen.eq(false))
                .order_by_desc(visit::Column::LastVisitedAt)
                .order_by_desc(visit::Column::VisitorId)
                .into_tuple()
                .all(db)
                .await?
        }
    })
}

impl Listed {
    /// Which private members (rule 47) the list shows: the inbox holds requests the two already share; the
    /// shortlists and visitors show a private member only once they showed the caller interest.
    fn private(self) -> Private {
        match self {
            Self::Shortlisted | Self::ShortlistedMe | Self::VisitedMe => Private::InterestedInMe,
            _ => Private::Shown,
        }
    }
}

/// Of `ids`, the members with a search row (approved) of the other gender than `me`, as `private` lets the list show
/// them.
async fn approved_of_other_gender(
    db: &impl ConnectionTrait,
    me: &match_row::Model,
    ids: &[i32],
    private: Private,
) -> Result<HashSet<i32>, ApiError> {
    if ids.is_empty() {
        return Ok(HashSet::new());
    }
    let mut query = match_row::Entity::find()
        .select_only()
        .column(match_row::Column::MemberId)
        .filter(crate::db::among(db.get_database_backend(), match_row::Column::MemberId.into_expr(), ids))
        .filter(match_row::Column::Male.eq(!me.male));
    if private == Private::InterestedInMe {
        query = query.filter(
            Condition::any()
                .add(Expr::col(match_row::Column::Traits).bit_and(shared::traits::PRIVATE).eq(0))
                .add(crate::connections::between::interested_in(me.member_id)),
        );
    }
    let found: Vec<i32> = query.into_tuple().all(db).await?;
    Ok(found.into_iter().collect())
}

/// Of `ids`, the members who deleted their account.
async fn deleted_among(db: &impl ConnectionTrait, ids: &[i32]) -> Result<HashSet<i32>, ApiError> {
    if ids.is_empty() {
        return Ok(HashSet::new());
    }
    let found: Vec<i32> = member::Entity::find()
        .select_only()
        .column(member::Column::Id)
        .filter(crate::db::among(db.get_database_backend(), member::Column::Id.into_expr(), ids))
        .filter(member::Column::DeletedAt.is_not_null())
        .into_tuple()
        .all(db)
        .await?;
    Ok(found.into_iter().collect())
}

/// The card of a deleted member: the name "Deleted member" and nothing else.
fn tombstone(member_id: i32, lang: Lang) -> MatchCard {
    MatchCard {
        member_id,
        profile_id: String::new(),
        first_name: crate::messages::deleted_member(lang),
        last_name: String::new(),
        age: 0,
        height: None,
        city: None,
        education: None,
        occupation: None,
        community: None,
        marital_status: None,
        photo_url: None,
        photo_blurred: false,
        badges: Vec::new(),
        samaj_place: None,
        created_by: shared::ProfileCreator::Own,
        managed_by: None,
        is_shortlisted: false,
        connection: None,
        match_: MatchExplanation { score: 0, mine: Vec::new(), theirs: Vec::new() },
        outside_preferences: false,
        last_visited_on: None,
        visit_count: None,
        last_active: None,
        reply_rate: None,
        deleted: true,
    }
}

/// A page of one of the lists: only members the caller may see (for the blocked list: the members they blocked who
/// are still approved).
pub async fn page(
    state: &AppState,
    member: &member::Model,
    which: Listed,
    (index, size): (u64, u64),
    lang: Lang,
) -> Result<MatchList, ApiError> {
    let Some((me, blocked)) = me_and_blocked(state, member.id).await? else { return Ok(empty()) };
    let ids = ordered_ids(&state.db, member.id, which).await?;
    let approved = approved_of_other_gender(&state.db, &me, &ids, which.private()).await?;
    // The inbox keeps a connection with a member who deleted their account, as "Deleted member" (rule 37).
    let deleted = if matches!(which, Listed::Accepted | Listed::Declined) {
        deleted_among(&state.db, &ids).await?
    } else {
        HashSet::new()
    };
    // The blocked list shows exactly the members the caller blocked; every other list hides blocks either way.
    let hidden: &[i32] = if which == Listed::Blocked { &[] } else { &blocked };
    let visible: Vec<i32> =
        ids.into_iter().filter(|id| (approved.contains(id) && !hidden.contains(id)) || deleted.contains(id)).collect();
    let total = visible.len() as u64;
    let start = Ord::min((index - 1) * size, total) as usize;
    let end = Ord::min(index * size, total) as usize;
    let data = state.lookups.data().await?;
    let visits = if which == Listed::VisitedMe { Visits::OfMe } else { Visits::None };
    let shown = &visible[start..end];
    let live: Vec<i32> = shown.iter().copied().filter(|id| !deleted.contains(id)).collect();
    let mut live_cards = cards(state, &data, &me, hidden, &live, lang, (visits, which.private())).await?.into_iter();
    let result = shown
        .iter()
        .filter_map(|id| if deleted.contains(id) { Some(tombstone(*id, lang)) } else { live_cards.next() })
        .collect();
    Ok(MatchList {
        result,
        total_count: total,
        total_count_capped: false,
        has_more: (end as u64) < total,
        suggestion: None,
    })
}
