//! Small builders the schema migrations share.

use sea_orm_migration::prelude::*;

pub fn a(name: &str) -> Alias {
    Alias::new(name)
}

/// A foreign key `fk_{table}_{column}`: `{table}.{column}` → `{parent}.id`, doing `on_delete` when the parent goes.
pub fn foreign_key(table: &str, column: &str, parent: &str, on_delete: ForeignKeyAction) -> ForeignKeyCreateStatement {
    ForeignKey::create()
        .name(format!("fk_{table}_{column}"))
        .from(a(table), a(column))
        .to(a(parent), a("id"))
        .on_delete(on_delete)
        .to_owned()
}

/// A foreign key deleting the child rows with the parent.
pub fn cascade(table: &str, column: &str, parent: &str) -> ForeignKeyCreateStatement {
    foreign_key(table, column, parent, ForeignKeyAction::Cascade)
}

/// An index `name` on `table`'s `columns`, in order.
pub fn index(name: &str, table: &str, columns: &[&str]) -> IndexCreateStatement {
    let mut index = Index::create();
    index.name(name).table(a(table));
    for column in columns {
        index.col(a(column));
    }
    index.to_owned()
}
