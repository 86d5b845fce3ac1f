//! Lays out an event's booklet (parichay pustika, rule 49) as an A4 PDF: a cover (the event, its day, venue and
//! committee), an index of the registrants (brides, then grooms, each by age, with their event numbers and pages),
//! then two registrants a page; every page carries the organisers' contact and its number. Text is set by
//! [`crate::typeset`], so Gujarati is shaped as the bio-data's is. Every value arrives already in the reader's
//! language, and only what each registrant chose to show.

use krilla::geom::{Size, Transform};
use krilla::image::Image;
use krilla::surface::Surface;

use crate::typeset::*;

/// One registrant's entry.
pub struct Entry {
    pub number: i32,
    pub name: String,
    /// Age on the day, or "" when unknown.
    pub age: String,
    /// Village, else gol, or "".
    pub place: String,
    /// Label and value rows, in order; rows without a value are already left out.
    pub rows: Vec<(String, String)>,
    /// A JPEG of the profile's photo, when the registrant chose to show it and has one.
    pub photo_jpeg: Option<Vec<u8>>,
}

/// The booklet, every text in the reader's language.
pub struct Booklet {
    /// "પરિચય પુસ્તિકા" / "Introduction booklet"
    pub kind: String,
    pub event_name: String,
    /// The day, the venue and the place, a line each.
    pub facts: Vec<String>,
    pub committee_heading: String,
    /// "Name · role" lines.
    pub committee: Vec<String>,
    /// e.g. "120 brides and 134 grooms"
    pub counts: String,
    pub index_heading: String,
    /// Column headings: number, name, age, place, page.
    pub columns: [String; 5],
    pub brides_heading: String,
    pub grooms_heading: String,
    /// Brides by age then number, grooms likewise: the order of the index and of the pages.
    pub brides: Vec<Entry>,
    pub grooms: Vec<Entry>,
    /// Under a registrant without a photo shown.
    pub no_photo: String,
    /// "Event number"
    pub number_label: String,
    /// The organisers' contact, on every page.
    pub footer: String,
    pub document_title: String,
    pub language: String,
}

const PAGE_W: f32 = A4_W;
const PAGE_H: f32 = A4_H;
const MARGIN: f32 = 36.0;
const CONTENT_W: f32 = PAGE_W - 2.0 * MARGIN;
const FOOTER_SIZE: f32 = 8.0;
/// The body ends above the footer's rule.
const BODY_BOTTOM: f32 = PAGE_H - 46.0;
const INDEX_SIZE: f32 = 9.0;
const INDEX_ROW: f32 = 15.5;
const ENTRY_GAP: f32 = 14.0;
const PHOTO_W: f32 = 120.0;
const PHOTO_H: f32 = 160.0;
const BODY_SIZE: f32 = 9.5;
const LABEL_W: f32 = 118.0;

/// What one page draws.
enum Page<'a> {
    Cover,
    /// Rows of the index from..to.
    Index(std::ops::Range<usize>),
    /// One or two entries.
    Entries(Vec<&'a Entry>),
}

/// A row of the index: a group's heading, or an entry with its page.
enum IndexRow<'a> {
    Heading(&'a str),
    Entry(&'a Entry, usize),
}

fn text(surface: &mut Surface, fonts: &Fonts, (x, top): (f32, f32), size: f32, bold: bool, c: Rgb, s: &str) -> f32 {
    let line = single_line(fonts, s, bold, size);
    draw_line(surface, fonts, x, baseline_in_line(top, size), size, c, &line);
    line.width * size
}

/// Draws `s` wrapped to `width` from `top`; answers the height it took.
fn paragraph(
    surface: &mut Surface,
    fonts: &Fonts,
    (x, top): (f32, f32),
    width: f32,
    style: (f32, bool, Rgb),
    s: &str,
) -> f32 {
    let (size, bold, c) = style;
    let mut y = top;
    for line in wrap(fonts, s, bold, size, width) {
        draw_line(surface, fonts, x, baseline_in_line(y, size), size, c, &line);
        y += line_height(size);
    }
    y - top
}

fn fill(surface: &mut Surface, (x, y, w, h): (f32, f32, f32, f32), c: Rgb) {
    if let Some(path) = rect_path(x, y, w, h) {
        set_fill(surface, c);
        surface.draw_path(&path);
    }
}

fn frame(surface: &mut Surface, (x, y, w, h): (f32, f32, f32, f32), c: Rgb, width: f32) {
    if let Some(path) = rect_path(x, y, w, h) {
        set_stroke(surface, c, width);
        surface.draw_path(&path);
    }
}

fn cover(surface: &mut Surface, fonts: &Fonts, b: &Booklet) {
    fill(surface, (0.0, 0.0, PAGE_W, 250.0), CREAM);
    fill(surface, (0.0, 250.0, PAGE_W, 3.0), GOLD);
    let mut y = 70.0;
    text(surface, fonts, (MARGIN, y), 13.0, true, GOLD, &b.kind);
    y += 26.0;
    y += paragraph(surface, fonts, (MARGIN, y), CONTENT_W, (26.0, true, MAROON), &b.event_name);
    y += 6.0;
    for fact in &b.facts {
        y += paragraph(surface, fonts, (MARGIN, y), CONTENT_W, (12.0, false, INK), fact);
    }
    y = y.max(280.0);
    text(surface, fonts, (MARGIN, y), 11.0, false, MUTED, &b.counts);
    y += 34.0;
    if !b.committee.is_empty() {
        text(surface, fonts, (MARGIN, y), 13.0, true, MAROON, &b.committee_heading);
        y += 24.0;
        for member in &b.committee {
            y += paragraph(surface, fonts, (MARGIN, y), CONTENT_W, (11.0, false, INK), member);
            if y > BODY_BOTTOM - 20.0 {
                break;
            }
        }
    }
}

/// The columns of the index: their left edges.
const INDEX_X: [f32; 5] = [MARGIN, MARGIN + 52.0, MARGIN + 270.0, MARGIN + 318.0, MARGIN + CONTENT_W - 40.0];

fn index_page(surface: &mut Surface, fonts: &Fonts, b: &Booklet, rows: &[IndexRow<'_>], first: bool) {
    let mut y = MARGIN;
    if first {
        text(surface, fonts, (MARGIN, y), 18.0, true, MAROON, &b.index_heading);
        y += 32.0;
    }
    for (x, heading) in INDEX_X.iter().zip(&b.columns) {
        text(surface, fonts, (*x, y), INDEX_SIZE, true, MUTED, heading);
    }
    y += INDEX_ROW;
    fill(surface, (MARGIN, y - 3.0, CONTENT_W, 0.8), HAIRLINE);
    for row in rows {
        match row {
            IndexRow::Heading(h) => {
                y += 4.0;
                text(surface, fonts, (MARGIN, y), 11.0, true, MAROON, h);
            }
            IndexRow::Entry(e, page) => {
                text(surface, fonts, (INDEX_X[0], y), INDEX_SIZE, true, INK, &e.number.to_string());
                let name = fit(fonts, &e.name, INDEX_SIZE, INDEX_X[2] - INDEX_X[1] - 8.0);
                text(surface, fonts, (INDEX_X[1], y), INDEX_SIZE, false, INK, &name);
                text(surface, fonts, (INDEX_X[2], y), INDEX_SIZE, false, INK, &e.age);
                let place = fit(fonts, &e.place, INDEX_SIZE, INDEX_X[4] - INDEX_X[3] - 8.0);
                text(surface, fonts, (INDEX_X[3], y), INDEX_SIZE, false, INK, &place);
                text(surface, fonts, (INDEX_X[4], y), INDEX_SIZE, false, INK, &page.to_string());
            }
        }
        y += INDEX_ROW;
    }
}

/// `s` cut with "…" to fit `width` on one line.
fn fit(fonts: &Fonts, s: &str, size: f32, width: f32) -> String {
    if single_line(fonts, s, false, size).width * size <= width {
        return s.to_owned();
    }
    let mut chars: Vec<char> = s.chars().collect();
    while !chars.is_empty() {
        chars.pop();
        let cut: String = chars.iter().collect::<String>() + "…";
        if single_line(fonts, &cut, false, size).width * size <= width {
            return cut;
        }
    }
    String::new()
}

/// One entry in the half page from `top` to `bottom`.
fn entry(surface: &mut Surface, fonts: &Fonts, b: &Booklet, e: &Entry, top: f32, bottom: f32) {
    frame(surface, (MARGIN, top, CONTENT_W, bottom - top), HAIRLINE, 0.8);
    let inner = MARGIN + 12.0;
    let photo_box = (inner, top + 12.0, PHOTO_W, PHOTO_H);
    fill(surface, photo_box, CREAM);
    let image = e.photo_jpeg.as_ref().and_then(|jpeg| Image::from_jpeg(jpeg.clone().into(), true).ok());
    match image {
        Some(image) => {
            let (iw, ih) = image.size();
            if iw > 0 && ih > 0 {
                let scale = (PHOTO_W / iw as f32).min(PHOTO_H / ih as f32);
                let (dw, dh) = (iw as f32 * scale, ih as f32 * scale);
                if let Some(size) = Size::from_wh(dw, dh) {
                    let (x, y) = (photo_box.0 + (PHOTO_W - dw) / 2.0, photo_box.1 + (PHOTO_H - dh) / 2.0);
                    surface.push_transform(&Transform::from_translate(x, y));
                    surface.draw_image(image, size);
                    surface.pop();
                }
            }
        }
        None => {
            paragraph(
                surface,
                fonts,
                (inner + 10.0, top + 12.0 + PHOTO_H / 2.0 - 8.0),
                PHOTO_W - 20.0,
                (8.5, false, MUTED),
                &b.no_photo,
            );
        }
    }
    // The number, large, under the photo.
    let number_top = top + 12.0 + PHOTO_H + 10.0;
    text(surface, fonts, (inner, number_top), 8.5, false, MUTED, &b.number_label);
    text(surface, fonts, (inner, number_top + 13.0), 26.0, true, MAROON, &e.number.to_string());

    let x = inner + PHOTO_W + 16.0;
    let width = MARGIN + CONTENT_W - 12.0 - x;
    let mut y = top + 12.0;
    y += paragraph(surface, fonts, (x, y), width, (16.0, true, INK), &e.name);
    y += 6.0;
    for (label, value) in &e.rows {
        let label_lines = wrap(fonts, label, false, BODY_SIZE, LABEL_W - 8.0);
        let value_lines = wrap(fonts, value, false, BODY_SIZE, width - LABEL_W);
        let rows = label_lines.len().max(value_lines.len()) as f32;
        if y + rows * line_height(BODY_SIZE) > bottom - 8.0 {
            break;
        }
        let mut ly = y;
        for line in &label_lines {
            draw_line(surface, fonts, x, baseline_in_line(ly, BODY_SIZE), BODY_SIZE, MUTED, line);
            ly += line_height(BODY_SIZE);
        }
        let mut vy = y;
        for line in &value_lines {
            draw_line(surface, fonts, x + LABEL_W, baseline_in_line(vy, BODY_SIZE), BODY_SIZE, INK, line);
            vy += line_height(BODY_SIZE);
        }
        y += rows * line_height(BODY_SIZE) + 2.0;
    }
}

fn footer(surface: &mut Surface, fonts: &Fonts, b: &Booklet, page: usize, total: usize) {
    let rule = BODY_BOTTOM + 12.0;
    fill(surface, (MARGIN, rule, CONTENT_W, 0.6), HAIRLINE);
    let number = format!("{page} / {total}");
    let number_w = single_line(fonts, &number, false, FOOTER_SIZE).width * FOOTER_SIZE;
    let contact = fit(fonts, &b.footer, FOOTER_SIZE, CONTENT_W - number_w - 16.0);
    text(surface, fonts, (MARGIN, rule + 6.0), FOOTER_SIZE, false, MUTED, &contact);
    text(surface, fonts, (MARGIN + CONTENT_W - number_w, rule + 6.0), FOOTER_SIZE, false, MUTED, &number);
}

/// The PDF bytes.
pub fn render(b: &Booklet) -> Result<Vec<u8>, String> {
    let fonts = FONTS.as_ref().map_err(|e| e.clone())?;
    // Pages: the cover, the index (the first page has its heading), then two entries a page.
    let entries: Vec<&Entry> = b.brides.iter().chain(&b.grooms).collect();
    let rows_first = ((BODY_BOTTOM - MARGIN - 32.0 - INDEX_ROW) / INDEX_ROW).floor() as usize;
    let rows_next = ((BODY_BOTTOM - MARGIN - INDEX_ROW) / INDEX_ROW).floor() as usize;
    let headings = usize::from(!b.brides.is_empty()) + usize::from(!b.grooms.is_empty());
    let row_count = entries.len() + headings;
    let index_pages = if row_count <= rows_first { 1 } else { 1 + (row_count - rows_first).div_ceil(rows_next) };
    let first_entry_page = 2 + index_pages;
    let mut rows: Vec<IndexRow<'_>> = Vec::with_capacity(row_count);
    let mut n = 0;
    for (heading, group) in [(&b.brides_heading, &b.brides), (&b.grooms_heading, &b.grooms)] {
        if group.is_empty() {
            continue;
        }
        rows.push(IndexRow::Heading(heading));
        for e in group {
            rows.push(IndexRow::Entry(e, first_entry_page + n / 2));
            n += 1;
        }
    }
    let mut pages = vec![Page::Cover];
    let mut from = 0;
    for i in 0..index_pages {
        let take = if i == 0 { rows_first } else { rows_next };
        let to = (from + take).min(rows.len());
        pages.push(Page::Index(from..to));
        from = to;
    }
    for pair in entries.chunks(2) {
        pages.push(Page::Entries(pair.to_vec()));
    }
    let total = pages.len();

    let (mut document, settings) = a4_document(&b.document_title, &b.language)?;
    let half = (BODY_BOTTOM - MARGIN - ENTRY_GAP) / 2.0;
    for (i, page) in pages.iter().enumerate() {
        let mut pdf_page = document.start_page_with(settings.clone());
        let mut surface = pdf_page.surface();
        match page {
            Page::Cover => cover(&mut surface, fonts, b),
            Page::Index(range) => index_page(&mut surface, fonts, b, &rows[range.clone()], range.start == 0),
            Page::Entries(pair) => {
                for (k, e) in pair.iter().enumerate() {
                    let top = MARGIN + k as f32 * (half + ENTRY_GAP);
                    entry(&mut surface, fonts, b, e, top, top + half);
                }
            }
        }
        footer(&mut surface, fonts, b, i + 1, total);
        surface.finish();
        pdf_page.finish();
    }
    document.finish().map_err(|e| format!("cannot write the PDF: {e:?}"))
}
