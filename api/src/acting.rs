//! Who takes the actions of this request for the member (rule 46), what a family manager may do, and how a text names
//! them ("Answered by her brother").
//!
//! Who acts is the member themselves, or one of their family managers, named by their relation to the member. The
//! guard sets it when a manager's sign-in acts for the profile ([`crate::auth::guard::current`]); the activity log and
//! the connection requests read it, so that every action a manager takes says who took it without each use case being
//! told. It lives for one request: the middleware opens a fresh scope around every call
//! ([`crate::middleware::problems`]); outside one (workers, tests calling a use case directly) nobody acts for anyone.

use std::cell::Cell;

use entity::family_manager;
use shared::{FamilyRelation, FamilyRight, Lang, catalog};

tokio::task_local! {
    static ACTOR: Cell<Option<FamilyRelation>>;
}

/// Runs `call` in a scope of its own, where nobody acts for the member until the guard says otherwise.
pub async fn scope<F: std::future::Future>(call: F) -> F::Output {
    ACTOR.scope(Cell::new(None), call).await
}

/// The request's caller is the member's family manager with this relation.
pub fn set(relation: FamilyRelation) {
    let _ = ACTOR.try_with(|actor| actor.set(Some(relation)));
}

/// The family manager who acts in this request, if one does.
pub fn current() -> Option<FamilyRelation> {
    ACTOR.try_with(Cell::get).ok().flatten()
}

/// Whether a manager's standing gives `right`: `requests` includes viewing (answering needs the inbox).
pub fn has_right(link: &family_manager::Model, right: FamilyRight) -> bool {
    match right {
        FamilyRight::View => link.may_view || link.may_request,
        FamilyRight::Requests => link.may_request,
        FamilyRight::Edit => link.may_edit,
    }
}

/// The rights a standing gives, in their order.
pub fn rights_of(link: &family_manager::Model) -> Vec<FamilyRight> {
    FamilyRight::ALL.iter().copied().filter(|r| has_right(link, *r)).collect()
}

/// Whose family member a text names: the reader's own (`Your`), or the other member's, by their gender.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Whose {
    Her,
    His,
    Your,
}

impl Whose {
    /// The other member's, by their gender.
    pub fn of(male: bool) -> Self {
        if male { Self::His } else { Self::Her }
    }
}

/// "her father", "your brother", "a relative", in `lang`.
pub fn who(relation: FamilyRelation, whose: Whose, lang: Lang) -> String {
    use FamilyRelation as R;
    use Whose::*;
    let id = match (relation, whose) {
        (R::Father, Her) => "family-who-her-father",
        (R::Father, His) => "family-who-his-father",
        (R::Father, Your) => "family-who-your-father",
        (R::Mother, Her) => "family-who-her-mother",
        (R::Mother, His) => "family-who-his-mother",
        (R::Mother, Your) => "family-who-your-mother",
        (R::Brother, Her) => "family-who-her-brother",
        (R::Brother, His) => "family-who-his-brother",
        (R::Brother, Your) => "family-who-your-brother",
        (R::Sister, Her) => "family-who-her-sister",
        (R::Sister, His) => "family-who-his-sister",
        (R::Sister, Your) => "family-who-your-sister",
        (R::Relative, _) => "family-who-relative",
        (R::Friend, _) => "family-who-friend",
        (R::Volunteer, _) => "family-who-volunteer",
    };
    catalog::text(lang, id, &[])
}

/// What a connection request says of the family manager who took it: "Sent by her father", "Answered by your
/// brother".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Deed {
    Sent,
    Answered,
    /// An entry of the member's own activity: "By your brother".
    Done,
}

pub fn deed(deed: Deed, relation: FamilyRelation, whose: Whose, lang: Lang) -> String {
    let id = match deed {
        Deed::Sent => "family-sent-by",
        Deed::Answered => "family-answered-by",
        Deed::Done => "family-done-by",
    };
    catalog::text(lang, id, &[("who", &who(relation, whose, lang))])
}

/// The standing of `account` on `profile` while they look after it (an accepted invitation), or none.
pub async fn standing(
    db: &impl sea_orm::ConnectionTrait,
    account: i32,
    profile: i32,
) -> Result<Option<family_manager::Model>, crate::error::ApiError> {
    use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
    Ok(family_manager::Entity::find()
        .filter(family_manager::Column::ManagerId.eq(account))
        .filter(family_manager::Column::MemberId.eq(profile))
        .filter(family_manager::Column::Status.eq(shared::ManagerStatus::Active))
        .one(db)
        .await?)
}

/// Whether a profile someone else created still waits for its person's consent (rule 46): until they agree with the
/// code sent to their own e-mail, its first submission does not reach the moderators.
pub async fn consent_missing(
    db: &impl sea_orm::ConnectionTrait,
    member: &entity::member::Model,
) -> Result<bool, crate::error::ApiError> {
    use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
    if member.created_by == shared::ProfileCreator::Own {
        return Ok(false);
    }
    let given = entity::family_consent::Entity::find()
        .filter(entity::family_consent::Column::MemberId.eq(member.id))
        .filter(entity::family_consent::Column::ConsentedAt.is_not_null())
        .count(db)
        .await?;
    Ok(given == 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_scope_starts_empty_and_ends_with_its_request() {
        assert_eq!(current(), None);
        set(FamilyRelation::Father);
        assert_eq!(current(), None, "outside a scope nothing is kept");
        let inner = scope(async {
            assert_eq!(current(), None);
            set(FamilyRelation::Brother);
            tokio::task::yield_now().await;
            current()
        })
        .await;
        assert_eq!(inner, Some(FamilyRelation::Brother));
        assert_eq!(scope(async { current() }).await, None, "each request starts afresh");
    }
}
