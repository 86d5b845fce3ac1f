//! An event's registrants as a spreadsheet for its organisers' desk (rule 49,
//! `GET /api/Admin/Events/{eventId}/Spreadsheet`): one row per registrant in the booklet, by event number, with the
//! booklet's fields in columns, each as the registrant chose to show it (the income and the family's phone are empty
//! when not chosen). CSV in UTF-8 with a byte order mark, so that spreadsheet programs read Gujarati as it is.

use shared::catalog;

use entity::member;

use super::{Organiser, booklet, organised};
use crate::{error::ApiError, lang::Lang, state::AppState};

/// A cell as written: text a spreadsheet program would read as a formula (a leading `=`, `+`, `-`, `@`, tab or
/// carriage return, as in a free-text occupation or a phone number with its `+`) is kept as text by a leading `'`,
/// as OWASP advises against formula injection, so that nothing a member typed runs on the organiser's computer.
fn cell(text: String) -> String {
    if text.starts_with(['=', '+', '-', '@', '\t', '\r']) { format!("'{text}") } else { text }
}

/// A rendered spreadsheet: its file name and bytes.
pub struct SpreadsheetFile {
    pub file_name: String,
    pub bytes: Vec<u8>,
}

/// The spreadsheet of `event_id` for one of its organisers, in `lang`.
pub async fn spreadsheet(
    state: &AppState,
    account: &member::Model,
    event_id: i32,
    lang: Lang,
) -> Result<SpreadsheetFile, ApiError> {
    let organiser = Organiser::of(&state.db, account).await?;
    let row = organised(&state.db, &organiser, event_id).await?;
    let candidates = booklet::candidates(state, &row, lang, false).await?;
    let t = |id: &str| catalog::text(lang, id, &[]);
    let mut out = csv::Writer::from_writer(b"\xEF\xBB\xBF".to_vec());
    let mut header = vec![t("booklet-col-number"), t("booklet-col-name"), t("booklet-col-side")];
    if let Some(first) = candidates.first() {
        header.extend(first.fields.iter().map(|(label, _)| label.clone()));
    }
    header.push(t("booklet-col-photo"));
    out.write_record(&header).map_err(ApiError::internal)?;
    for c in &candidates {
        let side = t(if c.bride { "booklet-bride" } else { "booklet-groom" });
        let mut record = vec![c.number.to_string(), cell(c.name.clone()), side];
        record.extend(c.fields.iter().map(|(_, value)| cell(value.clone().unwrap_or_default())));
        record.push(t(if c.show_photo { "booklet-yes" } else { "booklet-no" }));
        out.write_record(&record).map_err(ApiError::internal)?;
    }
    let bytes = out.into_inner().map_err(|e| ApiError::internal(anyhow::anyhow!(e.to_string())))?;
    Ok(SpreadsheetFile { file_name: format!("registrants-{event_id}-{}.csv", lang.code()), bytes })
}

#[cfg(test)]
mod tests {
    use super::cell;

    #[test]
    fn a_cell_a_spreadsheet_would_run_is_kept_as_text() {
        for formula in ["=HYPERLINK(\"http://x\")", "+91 98250 12345", "-1+1", "@SUM(A1)", "\tx", "\rx"] {
            assert_eq!(cell(formula.to_owned()), format!("'{formula}"));
        }
        for text in ["Priya Patel", "B.E. Computer", "31 years", "આયોજકોના ટેબલ મારફતે", ""]
        {
            assert_eq!(cell(text.to_owned()), text);
        }
    }
}
