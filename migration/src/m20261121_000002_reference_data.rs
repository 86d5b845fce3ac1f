//! Seeds the reference lists from the embedded data files.

use sea_orm_migration::prelude::*;
use serde_json::Value;

use crate::reference::{LISTS, ReferenceList};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261121_000002_reference_data"
    }
}

/// Rows per INSERT: well under SQLite's 32766 bound parameters.
const BATCH: usize = 500;

fn value_of(json: &Value) -> Result<SimpleExpr, DbErr> {
    Ok(match json {
        Value::Null => SimpleExpr::Value(sea_orm_migration::sea_orm::Value::Int(None)),
        Value::Number(n) => match n.as_i64() {
            Some(i) => i.into(),
            None => return Err(DbErr::Custom(format!("not an integer: {n}"))),
        },
        Value::String(s) => s.as_str().into(),
        other => return Err(DbErr::Custom(format!("unexpected value {other}"))),
    })
}

/// Inserts the rows of `list`'s data file, in batches; with `on_conflict`, rows whose id exists are handled by it.
pub(crate) async fn insert_rows(
    manager: &SchemaManager<'_>,
    list: &ReferenceList,
    on_conflict: Option<OnConflict>,
) -> Result<(), DbErr> {
    let rows: Vec<serde_json::Map<String, Value>> =
        serde_json::from_str(list.json).map_err(|e| DbErr::Custom(format!("{}: {e}", list.table)))?;
    for chunk in rows.chunks(BATCH) {
        let mut insert = Query::insert();
        insert.into_table(Alias::new(list.table)).columns(
            std::iter::once(Alias::new("id")).chain(list.columns.iter().map(|(_, column)| Alias::new(*column))),
        );
        for row in chunk {
            let mut values = vec![value_of(row.get("id").unwrap_or(&Value::Null))?];
            for (key, _) in list.columns {
                values.push(value_of(row.get(*key).unwrap_or(&Value::Null))?);
            }
            insert.values(values).map_err(|e| DbErr::Custom(e.to_string()))?;
        }
        if let Some(on_conflict) = &on_conflict {
            insert.on_conflict(on_conflict.clone());
        }
        manager.exec_stmt(insert).await?;
    }
    Ok(())
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for list in LISTS {
            insert_rows(manager, list, None).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for list in LISTS.iter().rev() {
            manager.exec_stmt(Query::delete().from_table(Alias::new(list.table)).to_owned()).await?;
        }
        Ok(())
    }
}
