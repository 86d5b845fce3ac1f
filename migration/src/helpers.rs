//! Small builders the schema migrations share.

use sea_orm_migration::prelude::*;

pub fn a(name: &str) -> Alias {
    Alias::new(name)
}

/// A foreign key `{table}.{column}` → `{parent}.id`, deleting the child rows with the parent.
pub fn cascade(table: &str, column: &str, parent: &str) -> ForeignKeyCreateStatement {
    ForeignKey::create()
        .name(format!("fk_{table}_{column}"))
        .from(a(table), a(column))
        .to(a(parent), a("id"))
        .on_delete(ForeignKeyAction::Cascade)
        .to_owned()
}
