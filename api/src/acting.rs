//! Who takes the actions of this request for the member (rule 46): the member themselves, or one of their family
//! managers, named by their relation to the member. The guard sets it when a manager's sign-in acts for the profile
//! ([`crate::auth::guard::current`]); the activity log and the connection requests read it, so that every action a
//! manager takes says who took it without each use case being told. It lives for one request: the middleware opens a
//! fresh scope around every call ([`crate::middleware::problems`]); outside one (workers, tests calling a use case
//! directly) nobody acts for anyone.

use std::cell::Cell;

use shared::FamilyRelation;

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
