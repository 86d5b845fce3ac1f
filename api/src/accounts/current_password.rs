//! The member's current password, asked before a change of their account (rules 16 and 23).

use entity::member;

use crate::{
    auth::password,
    error::{ApiError, ErrorCode, Reason},
    state::AppState,
};

fn wrong_password(field: &str) -> ApiError {
    let mut error = ApiError::new(ErrorCode::RuleViolated).with_detail(Reason::WrongPassword);
    error.errors.insert(field.to_owned(), vec!["wrong_password".into()]);
    error
}

/// Checks the member's current password. Wrong tries count against the account like failed sign-ins (429 after
/// them), so a stolen session cannot guess the password here.
pub async fn check_password(
    state: &AppState,
    member: &member::Model,
    given: String,
    field: &str,
) -> Result<(), ApiError> {
    let key = format!("member:{}", member.id);
    state.limits.sign_in_failures_per_account.check(state, &key).await?;
    if password::verify(given, Some(member.password_hash.clone())).await? {
        Ok(())
    } else {
        state.limits.sign_in_failures_per_account.record(state, &key).await?;
        Err(wrong_password(field))
    }
}
