//! Renders a member's bio-data as an A4 PDF (Gujarati or English), with the text set by [`crate::typeset`].
//!
//! Layout happens in a first pass that produces a list of drawing operations per page;
//! the second pass draws them and adds the footer with "N / M", now that M is known.

use krilla::geom::{PathBuilder, Size, Transform};
use krilla::image::Image;
use krilla::surface::Surface;

use crate::typeset::*;

/// One section of the bio-data: a heading and label/value rows (values already in the reader's language).
pub struct Section {
    pub heading: String,
    pub rows: Vec<(String, String)>,
}

pub struct BioData {
    /// e.g. "બાયોડેટા" or "Bio-data"
    pub title: String,
    /// "Priya Patel"
    pub name: String,
    /// e.g. "Profile id PT104233" / "પ્રોફાઇલ આઈડી PT104233"
    pub subtitle: String,
    /// A JPEG (3:4 portrait, e.g. 600x800); None: no photo box.
    pub photo_jpeg: Option<Vec<u8>>,
    pub sections: Vec<Section>,
    /// e.g. "Downloaded by Raj Patel (PT222333) on 23 November 2026, 14:05 (India time)"
    pub footer: String,
    /// PDF metadata title.
    pub document_title: String,
    /// "gu" or "en": PDF metadata language.
    pub language: String,
}

// ---------------------------------------------------------------------------------------
// Page geometry and style (points; krilla's origin is the top-left corner, y grows down).

const PAGE_W: f32 = A4_W;
const PAGE_H: f32 = A4_H;
const MARGIN: f32 = 40.0;
const CONTENT_W: f32 = PAGE_W - 2.0 * MARGIN;

const TITLE_SIZE: f32 = 11.0;
const NAME_SIZE: f32 = 22.0;
const SUBTITLE_SIZE: f32 = 10.0;
const HEADING_SIZE: f32 = 12.0;
const BODY_SIZE: f32 = 10.0;
const FOOTER_SIZE: f32 = 7.5;

const HEADER_PAD: f32 = 11.0;
const PHOTO_W: f32 = 87.0;
const PHOTO_H: f32 = 116.0; // 3:4
const COL_GUTTER: f32 = 12.0;
/// Two short rows side by side (a row whose label and value each take one line there): one half of the body, and
/// its label column. A typical profile then fits one page.
const HALF_W: f32 = (CONTENT_W - 2.0 * COL_GUTTER) / 2.0;
const HALF_LABEL_W: f32 = HALF_W * 0.46;
/// A whole-width row's label column: as wide as a pair's, so that every value starts at one line down the page.
const LABEL_COL_W: f32 = HALF_LABEL_W;
const ROW_PAD: f32 = 2.25;
const SECTION_GAP: f32 = 13.0;
const PAGE_NUMBER_RESERVE: f32 = 70.0;

const FOOTER_INK: Rgb = [120, 116, 112];
const WHITE: Rgb = [255, 255, 255];

// ---------------------------------------------------------------------------------------
// Layout pass.

/// A drawing operation, in page coordinates.
enum Op {
    Text { x: f32, baseline: f32, size: f32, color: Rgb, line: Line },
    Fill { x: f32, y: f32, w: f32, h: f32, color: Rgb },
    Frame { x: f32, y: f32, w: f32, h: f32, width: f32, color: Rgb },
    HLine { x1: f32, x2: f32, y: f32, width: f32, color: Rgb },
    Photo { x: f32, y: f32, w: f32, h: f32 },
}

/// A row of a section as laid out: a label and value across the whole width, or two short ones side by side.
enum Row {
    Full(Vec<Line>, Vec<Line>),
    Pair((Vec<Line>, Vec<Line>), (Vec<Line>, Vec<Line>)),
}

struct Layout<'a> {
    fonts: &'a Fonts,
    pages: Vec<Vec<Op>>,
    /// Current vertical position on the last page.
    y: f32,
    /// Lowest y the body may reach (above the footer).
    bottom: f32,
}

impl Layout<'_> {
    fn ops(&mut self) -> &mut Vec<Op> {
        if self.pages.is_empty() {
            self.pages.push(Vec::new());
        }
        let last = self.pages.len() - 1;
        &mut self.pages[last]
    }

    fn new_page(&mut self) {
        self.pages.push(Vec::new());
        self.y = MARGIN;
    }

    fn at_page_top(&self) -> bool {
        self.y <= MARGIN
    }

    fn room(&self) -> f32 {
        self.bottom - self.y
    }

    fn text(&mut self, x: f32, top: f32, size: f32, color: Rgb, line: Line) {
        let baseline = baseline_in_line(top, size);
        self.ops().push(Op::Text { x, baseline, size, color, line });
    }

    /// Page 1 header band: title, name, subtitle, and the photo at the right.
    fn header(&mut self, data: &BioData, has_photo: bool) {
        let fonts = self.fonts;
        let text_x = MARGIN + HEADER_PAD;
        let photo_space = if has_photo { PHOTO_W + HEADER_PAD } else { 0.0 };
        let text_w = CONTENT_W - 2.0 * HEADER_PAD - photo_space;

        // The header is not paginated: a few lines per field at most keep it on page 1.
        let lines = |text: &str, bold: bool, size: f32| {
            let mut lines = wrap(fonts, text, bold, size, text_w);
            lines.truncate(3);
            lines
        };
        let title = lines(&data.title, true, TITLE_SIZE);
        let name = lines(&data.name, true, NAME_SIZE);
        let subtitle = lines(&data.subtitle, false, SUBTITLE_SIZE);
        let title_h = title.len() as f32 * line_height(TITLE_SIZE);
        let name_h = name.len() as f32 * NAME_SIZE * 1.4;
        let subtitle_h = subtitle.len() as f32 * line_height(SUBTITLE_SIZE);
        let ornament_gap = 8.0;
        let text_h = title_h + ornament_gap + name_h + subtitle_h;
        let inner_h = if has_photo { text_h.max(PHOTO_H) } else { text_h };
        let band_top = MARGIN;
        let band_h = inner_h + 2.0 * HEADER_PAD;

        self.ops().push(Op::Fill { x: MARGIN, y: band_top, w: CONTENT_W, h: band_h, color: CREAM });
        // A maroon edge above and a gold one below: the wedding-card touch, kept thin.
        self.ops().push(Op::Fill { x: MARGIN, y: band_top, w: CONTENT_W, h: 3.0, color: MAROON });
        self.ops().push(Op::HLine {
            x1: MARGIN,
            x2: MARGIN + CONTENT_W,
            y: band_top + band_h,
            width: 0.8,
            color: GOLD,
        });

        // Text block centred vertically against the photo.
        let mut y = band_top + HEADER_PAD + (inner_h - text_h) / 2.0;
        for line in title {
            self.text(text_x, y, TITLE_SIZE, MAROON, line);
            y += line_height(TITLE_SIZE);
        }
        self.ops().push(Op::HLine {
            x1: text_x,
            x2: text_x + 36.0,
            y: y + ornament_gap / 2.0 - 1.0,
            width: 1.2,
            color: GOLD,
        });
        y += ornament_gap;
        for line in name {
            let baseline = y + NAME_SIZE * 1.1;
            self.ops().push(Op::Text { x: text_x, baseline, size: NAME_SIZE, color: INK, line });
            y += NAME_SIZE * 1.4;
        }
        for line in subtitle {
            self.text(text_x, y, SUBTITLE_SIZE, MUTED, line);
            y += line_height(SUBTITLE_SIZE);
        }

        if has_photo {
            let x = MARGIN + CONTENT_W - HEADER_PAD - PHOTO_W;
            let y = band_top + HEADER_PAD + (inner_h - PHOTO_H) / 2.0;
            self.ops().push(Op::Fill { x, y, w: PHOTO_W, h: PHOTO_H, color: WHITE });
            self.ops().push(Op::Photo { x, y, w: PHOTO_W, h: PHOTO_H });
            self.ops().push(Op::Frame { x, y, w: PHOTO_W, h: PHOTO_H, width: 0.8, color: GOLD });
        }
        self.y = band_top + band_h;
    }

    fn section(&mut self, section: &Section) {
        let fonts = self.fonts;
        let heading = wrap(fonts, &section.heading, true, HEADING_SIZE, CONTENT_W);
        let heading_h = heading.len() as f32 * line_height(HEADING_SIZE) + 5.0;
        let label_w = LABEL_COL_W - COL_GUTTER;
        let value_w = CONTENT_W - LABEL_COL_W;
        let full = |label: &str, value: &str| {
            (wrap(fonts, label, false, BODY_SIZE, label_w), wrap(fonts, value, false, BODY_SIZE, value_w))
        };
        // A row short enough for half the width: its label and value on one line each there.
        let half = |label: &str, value: &str| {
            let label = wrap(fonts, label, false, BODY_SIZE, HALF_LABEL_W - COL_GUTTER);
            let value = wrap(fonts, value, false, BODY_SIZE, HALF_W - HALF_LABEL_W);
            (label.len() == 1 && value.len() == 1).then_some((label, value))
        };
        // Two short rows in a row share a line, in reading order; any other row takes the whole width.
        let mut rows: Vec<Row> = Vec::new();
        let mut i = 0;
        while i < section.rows.len() {
            let (label, value) = &section.rows[i];
            let next = section.rows.get(i + 1);
            if let (Some(left), Some(right)) = (half(label, value), next.and_then(|(l, v)| half(l, v))) {
                rows.push(Row::Pair(left, right));
                i += 2;
            } else {
                let (label, value) = full(label, value);
                rows.push(Row::Full(label, value));
                i += 1;
            }
        }

        // Keep the heading with (the start of) its first row.
        let first_row_lines = rows.first().map_or(0, |row| match row {
            Row::Full(l, v) => l.len().max(v.len()).min(2),
            Row::Pair(..) => 1,
        });
        let keep_h = heading_h + 2.0 * ROW_PAD + first_row_lines as f32 * line_height(BODY_SIZE);
        if !self.at_page_top() {
            if SECTION_GAP + keep_h > self.room() {
                self.new_page();
            } else {
                self.y += SECTION_GAP;
            }
        }

        for line in heading {
            let y = self.y;
            self.text(MARGIN, y, HEADING_SIZE, MAROON, line);
            self.y += line_height(HEADING_SIZE);
        }
        let rule_y = self.y + 1.0;
        self.ops().push(Op::HLine { x1: MARGIN, x2: MARGIN + CONTENT_W, y: rule_y, width: 0.9, color: MAROON });
        self.y += 5.0;

        let count = rows.len();
        for (i, row) in rows.into_iter().enumerate() {
            match row {
                Row::Full(label, value) => self.row(label, value, i + 1 < count),
                Row::Pair(left, right) => self.pair(left, right, i + 1 < count),
            }
        }
    }

    /// Two short rows side by side, one line high; on the next page when this one has no room for it.
    fn pair(&mut self, left: (Vec<Line>, Vec<Line>), right: (Vec<Line>, Vec<Line>), separator: bool) {
        let lh = line_height(BODY_SIZE);
        if self.room() < lh + 2.0 * ROW_PAD && !self.at_page_top() {
            self.new_page();
        }
        let top = self.y + ROW_PAD;
        for (x, (label, value)) in [(MARGIN, left), (MARGIN + HALF_W + 2.0 * COL_GUTTER, right)] {
            if let Some(line) = label.into_iter().next() {
                self.text(x, top, BODY_SIZE, MUTED, line);
            }
            if let Some(line) = value.into_iter().next() {
                self.text(x + HALF_LABEL_W, top, BODY_SIZE, INK, line);
            }
        }
        self.y = top + lh + ROW_PAD;
        if separator {
            let y = self.y;
            self.ops().push(Op::HLine { x1: MARGIN, x2: MARGIN + CONTENT_W, y, width: 0.4, color: HAIRLINE });
        }
    }

    /// A label/value row; continues on the next page line by line when it must.
    fn row(&mut self, label: Vec<Line>, value: Vec<Line>, separator: bool) {
        let lh = line_height(BODY_SIZE);
        let n = label.len().max(value.len()).max(1);
        let mut done = 0;
        while done < n {
            let remaining = n - done;
            let fit = ((self.room() - 2.0 * ROW_PAD) / lh).floor().max(0.0) as usize;
            let mut take = fit.min(remaining);
            if take < remaining {
                // No lone first line at a page bottom, no lone last line on the next page.
                if take < 2 {
                    take = 0;
                } else if remaining - take == 1 && take >= 3 {
                    take -= 1;
                }
            }
            if take == 0 {
                if self.at_page_top() {
                    take = remaining.min(fit.max(1)); // cannot do better on an empty page
                } else {
                    self.new_page();
                    continue;
                }
            }
            let mut top = self.y + ROW_PAD;
            for i in done..done + take {
                // A row continued on a new page repeats its label, so the text is not orphaned.
                let repeat = i == done && i > 0 && i >= label.len();
                let label_line = if repeat { label.first() } else { label.get(i) };
                if let Some(line) = label_line {
                    self.text(MARGIN, top, BODY_SIZE, MUTED, line.clone());
                }
                if let Some(line) = value.get(i) {
                    self.text(MARGIN + LABEL_COL_W, top, BODY_SIZE, INK, line.clone());
                }
                top += lh;
            }
            self.y = top + ROW_PAD;
            done += take;
            if done < n {
                self.new_page();
            }
        }
        if separator {
            let y = self.y;
            self.ops().push(Op::HLine { x1: MARGIN, x2: MARGIN + CONTENT_W, y, width: 0.4, color: HAIRLINE });
        }
    }
}

/// Footer lines and the body's lower limit that leaves room for them.
fn footer_layout(fonts: &Fonts, footer: &str) -> (Vec<Line>, f32, f32) {
    let lines = wrap(fonts, footer, false, FOOTER_SIZE, CONTENT_W - PAGE_NUMBER_RESERVE);
    let lh = line_height(FOOTER_SIZE);
    let last_baseline = PAGE_H - 22.0;
    let first_top = last_baseline - FOOTER_SIZE * BASELINE_FACTOR - (lines.len() as f32 - 1.0) * lh;
    let rule_y = first_top - 5.0;
    (lines, first_top, rule_y - 8.0)
}

// ---------------------------------------------------------------------------------------
// Drawing pass.

fn draw_op(surface: &mut Surface, fonts: &Fonts, photo: Option<&Image>, op: &Op) {
    match op {
        Op::Text { x, baseline, size, color, line } => {
            draw_line(surface, fonts, *x, *baseline, *size, *color, line);
        }
        Op::Fill { x, y, w, h, color } => {
            if let Some(path) = rect_path(*x, *y, *w, *h) {
                set_fill(surface, *color);
                surface.draw_path(&path);
            }
        }
        Op::Frame { x, y, w, h, width, color } => {
            if let Some(path) = rect_path(*x, *y, *w, *h) {
                set_stroke(surface, *color, *width);
                surface.draw_path(&path);
            }
        }
        Op::HLine { x1, x2, y, width, color } => {
            let mut pb = PathBuilder::new();
            pb.move_to(*x1, *y);
            pb.line_to(*x2, *y);
            if let Some(path) = pb.finish() {
                set_stroke(surface, *color, *width);
                surface.draw_path(&path);
            }
        }
        Op::Photo { x, y, w, h } => {
            let Some(image) = photo else { return };
            // Fit inside the box, aspect ratio kept, centred.
            let (iw, ih) = image.size();
            if iw == 0 || ih == 0 {
                return;
            }
            let scale = (w / iw as f32).min(h / ih as f32);
            let (dw, dh) = (iw as f32 * scale, ih as f32 * scale);
            if let Some(size) = Size::from_wh(dw, dh) {
                surface.push_transform(&Transform::from_translate(x + (w - dw) / 2.0, y + (h - dh) / 2.0));
                surface.draw_image(image.clone(), size);
                surface.pop();
            }
        }
    }
}

/// The layout pass: the drawing operations of every page, footer excepted.
fn layout_pages(fonts: &Fonts, data: &BioData, has_photo: bool, body_bottom: f32) -> Vec<Vec<Op>> {
    let mut layout = Layout { fonts, pages: vec![Vec::new()], y: MARGIN, bottom: body_bottom };
    layout.header(data, has_photo);
    for section in &data.sections {
        layout.section(section);
    }
    layout.pages
}

/// The PDF bytes: A4 portrait, as many pages as the content needs.
pub fn render(data: &BioData) -> Result<Vec<u8>, String> {
    let fonts = FONTS.as_ref().map_err(|e| e.clone())?;
    let photo = match &data.photo_jpeg {
        // krilla embeds the JPEG bytes as they are (DCTDecode); it only reads the header here.
        Some(jpeg) => {
            Some(Image::from_jpeg(jpeg.clone().into(), true).map_err(|e| format!("photo is not a usable JPEG: {e}"))?)
        }
        None => None,
    };

    let (footer_lines, footer_top, body_bottom) = footer_layout(fonts, &data.footer);
    let pages = layout_pages(fonts, data, photo.is_some(), body_bottom);
    let total = pages.len();

    // Drawing pass.
    let (mut document, settings) = a4_document(&data.document_title, &data.language)?;
    let footer_lh = line_height(FOOTER_SIZE);
    for (index, ops) in pages.iter().enumerate() {
        let mut page = document.start_page_with(settings.clone());
        let mut surface = page.surface();
        for op in ops {
            draw_op(&mut surface, fonts, photo.as_ref(), op);
        }

        // Footer: a hairline, the footer text at the left, "N / M" at the right.
        set_stroke(&mut surface, HAIRLINE, 0.6);
        let mut pb = PathBuilder::new();
        pb.move_to(MARGIN, footer_top - 5.0);
        pb.line_to(MARGIN + CONTENT_W, footer_top - 5.0);
        if let Some(path) = pb.finish() {
            surface.draw_path(&path);
        }
        let mut top = footer_top;
        for line in &footer_lines {
            draw_line(&mut surface, fonts, MARGIN, baseline_in_line(top, FOOTER_SIZE), FOOTER_SIZE, FOOTER_INK, line);
            top += footer_lh;
        }
        let number = single_line(fonts, &format!("{} / {}", index + 1, total), false, FOOTER_SIZE);
        let x = MARGIN + CONTENT_W - number.width * FOOTER_SIZE;
        let baseline = baseline_in_line(top - footer_lh, FOOTER_SIZE);
        draw_line(&mut surface, fonts, x, baseline, FOOTER_SIZE, FOOTER_INK, &number);

        surface.finish();
        page.finish();
    }
    document.finish().map_err(|e| format!("cannot write the PDF: {e:?}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::biodata::sample::{about_gu, english as sample_en, gujarati as sample_gu};

    /// A 600 × 800 portrait.
    fn sample_jpeg() -> Vec<u8> {
        crate::biodata::sample::portrait_jpeg(600).expect("encodes")
    }

    // ----- reading the PDF back ------------------------------------------------------

    fn load(pdf: &[u8]) -> lopdf::Document {
        lopdf::Document::load_mem(pdf).expect("PDF parses")
    }

    fn page_ids(doc: &lopdf::Document) -> Vec<lopdf::ObjectId> {
        doc.get_pages().values().copied().collect()
    }

    /// The text of one page, as a reader's copy/paste would give it.
    ///
    /// lopdf's `extract_text` decodes through the ToUnicode CMaps but ignores the
    /// `/Span <</ActualText …>> BDC … EMC` spans that krilla writes around shaped
    /// clusters whose glyphs don't map one-to-one to characters (most Gujarati
    /// syllables), so it garbles Gujarati. This decoder takes the ActualText of such a
    /// span and the ToUnicode mapping everywhere else.
    fn page_text(doc: &lopdf::Document, page: u32) -> String {
        let page_id = doc.get_pages()[&page];
        let encodings: std::collections::BTreeMap<Vec<u8>, lopdf::Encoding> = doc
            .get_page_fonts(page_id)
            .expect("fonts")
            .into_iter()
            .map(|(name, font)| (name, font.get_font_encoding(doc).expect("encoding")))
            .collect();
        let content = lopdf::content::Content::decode(&doc.get_page_content(page_id)).expect("content");
        let mut text = String::new();
        let mut encoding = None;
        let mut depth = 0usize; // marked-content nesting
        let mut span_depth = None; // depth of the ActualText span we are in
        let mut last_y = None;
        let mut in_text_object = false;
        let mut pending: Option<String> = None; // ActualText not yet written out
        for op in &content.operations {
            match op.operator.as_str() {
                "Tf" => {
                    let name = op.operands[0].as_name().expect("font name");
                    encoding = encodings.get(name);
                }
                "BMC" => depth += 1,
                "BDC" => {
                    depth += 1;
                    let actual =
                        op.operands.get(1).and_then(|o| o.as_dict().ok()).and_then(|d| d.get(b"ActualText").ok());
                    if let (None, Some(actual)) = (span_depth, actual) {
                        // Written out at the span's first glyphs, after its Tm.
                        pending = Some(lopdf::decode_text_string(actual).expect("ActualText"));
                        span_depth = Some(depth);
                    }
                }
                "EMC" => {
                    if span_depth == Some(depth) {
                        span_depth = None;
                        text.extend(pending.take());
                    }
                    depth = depth.saturating_sub(1);
                }
                "Tj" | "TJ" if span_depth.is_some() => text.extend(pending.take()),
                "Tj" | "TJ" => {
                    let encoding = encoding.expect("a font is set");
                    let strings: Vec<&lopdf::Object> = match op.operands[0].as_array() {
                        Ok(array) => array.iter().collect(),
                        Err(_) => vec![&op.operands[0]],
                    };
                    for s in strings {
                        if let Ok(bytes) = s.as_str() {
                            text.push_str(&lopdf::Document::decode_text(encoding, bytes).expect("decode"));
                        }
                    }
                }
                "BT" => in_text_object = false,
                // The first Tm of a text object is the baseline of a run (later ones
                // position glyphs within it); a new baseline starts a new line.
                "Tm" if !in_text_object => {
                    in_text_object = true;
                    let y = op.operands[5].as_float().expect("number");
                    if last_y.is_some_and(|last: f32| (last - y).abs() > 0.1) {
                        text.push('\n');
                    }
                    last_y = Some(y);
                }
                _ => {}
            }
        }
        text
    }

    fn all_text(doc: &lopdf::Document) -> String {
        (1..=doc.get_pages().len() as u32).map(|p| page_text(doc, p)).collect()
    }

    /// BaseFont names of all fonts used on the pages.
    fn font_names(doc: &lopdf::Document) -> Vec<String> {
        let mut names = Vec::new();
        for id in page_ids(doc) {
            for font in doc.get_page_fonts(id).expect("fonts").values() {
                let name = font.get(b"BaseFont").and_then(|o| o.as_name()).expect("BaseFont");
                names.push(String::from_utf8_lossy(name).into_owned());
            }
        }
        names.sort();
        names.dedup();
        names
    }

    /// (width, height, filter) of every image XObject in the file.
    fn images(doc: &lopdf::Document) -> Vec<(i64, i64, String)> {
        doc.objects
            .values()
            .filter_map(|o| o.as_stream().ok())
            .filter(|s| s.dict.get(b"Subtype").and_then(|o| o.as_name()).ok() == Some(b"Image"))
            .map(|s| {
                let int = |k: &[u8]| s.dict.get(k).and_then(|o| o.as_i64()).unwrap_or(0);
                let filter = match s.dict.get(b"Filter") {
                    Ok(lopdf::Object::Name(n)) => String::from_utf8_lossy(n).into_owned(),
                    Ok(lopdf::Object::Array(a)) => a
                        .iter()
                        .filter_map(|o| o.as_name().ok())
                        .map(|n| String::from_utf8_lossy(n).into_owned())
                        .collect::<Vec<_>>()
                        .join(","),
                    _ => String::new(),
                };
                (int(b"Width"), int(b"Height"), filter)
            })
            .collect()
    }

    fn media_box(doc: &lopdf::Document, page: lopdf::ObjectId) -> Vec<f32> {
        let dict = doc.get_dictionary(page).expect("page dict");
        dict.get(b"MediaBox")
            .and_then(|o| o.as_array())
            .expect("MediaBox")
            .iter()
            .map(|o| o.as_float().expect("number"))
            .collect()
    }

    // ----- tests -------------------------------------------------------------------------

    #[test]
    fn gujarati_with_photo() {
        let pdf = render(&sample_gu(Some(sample_jpeg()))).expect("renders");
        let doc = load(&pdf);
        let pages = page_ids(&doc);
        assert!(!pages.is_empty());
        let mb = media_box(&doc, pages[0]);
        assert_eq!(mb.len(), 4);
        assert!(mb[0].abs() < 0.01 && mb[1].abs() < 0.01);
        assert!((mb[2] - 595.28).abs() < 0.05 && (mb[3] - 841.89).abs() < 0.05, "{mb:?}");

        let lang = doc.catalog().and_then(|c| c.get(b"Lang")).and_then(lopdf::decode_text_string);
        assert_eq!(lang.ok().as_deref(), Some("gu"));
        let info = doc.trailer.get(b"Info").and_then(|o| o.as_reference()).and_then(|id| doc.get_dictionary(id));
        let title = info.and_then(|d| d.get(b"Title")).and_then(lopdf::decode_text_string);
        assert_eq!(title.ok().as_deref(), Some("બાયોડેટા – Priya Patel (PT104233)"));

        let fonts = font_names(&doc);
        let subset = |family: &str| {
            fonts.iter().any(|n| {
                n.len() > 7
                    && n.as_bytes()[6] == b'+'
                    && n[..6].bytes().all(|b| b.is_ascii_uppercase())
                    && n[7..].starts_with(family)
            })
        };
        assert!(subset("NotoSansGujarati-Regular"), "{fonts:?}");
        assert!(subset("NotoSansGujarati-Bold"), "{fonts:?}");
        assert!(subset("NotoSans-Regular"), "{fonts:?}");
        assert!(subset("NotoSans-Bold"), "{fonts:?}");

        let imgs = images(&doc);
        assert!(imgs.iter().any(|(w, h, f)| *w == 600 && *h == 800 && f.contains("DCTDecode")), "{imgs:?}");

        let text = all_text(&doc);
        for expected in ["વ્યવસાય", "પ્રોફાઇલ", "શ્રી", "શિક્ષણ", "Priya Patel", "PT104233", "+91 98250 12345 (WhatsApp)"]
        {
            assert!(text.contains(expected), "missing {expected:?} in {text}");
        }
        assert!(text.contains(&sample_gu(None).footer), "footer missing in {text}");
    }

    #[test]
    fn english_without_photo() {
        let data = sample_en(None);
        let pdf = render(&data).expect("renders");
        let doc = load(&pdf);
        assert_eq!(doc.get_pages().len(), 1);
        assert!(images(&doc).is_empty());
        let text = all_text(&doc);
        for section in &data.sections {
            assert!(text.contains(&section.heading), "missing {:?}", section.heading);
            for (label, _) in &section.rows {
                // A label may wrap onto a second line, below its value's first: each of its words is there.
                assert!(label.split_whitespace().all(|word| text.contains(word)), "missing {label:?} in {text}");
            }
        }
        assert!(text.contains("5 ft 4 in (162 cm)"));
        assert!(text.contains("કડવા પાટીદાર"), "{text}");
        assert!(text.contains(&data.footer));
        assert!(text.contains("1 / 1"));
    }

    /// The Gujarati sample with a ~4000-character "about" and 30 more rows.
    fn sample_long() -> BioData {
        let mut data = sample_gu(Some(sample_jpeg()));
        let mut about = String::new();
        while about.chars().count() < 3600 {
            about.push_str(&about_gu());
            about.push('\n');
        }
        // A "word" far wider than the value column must be broken, not overflow.
        about.push_str("https://example.com/a/very/long/link/that/someone/pasted/into/their/profile/text");
        assert!((3600..=4000).contains(&about.chars().count()), "{}", about.chars().count());
        data.sections[2].rows[4].1 = about;
        data.sections.push(Section {
            heading: "અન્ય માહિતી".into(),
            rows: (1..=30).map(|i| (format!("વિગત {i}"), format!("કિંમત નંબર {i}: ક્ષત્રિય, શ્રીમંત"))).collect(),
        });
        data
    }

    #[test]
    fn long_content_flows_over_pages() {
        let data = sample_long();
        let pdf = render(&data).expect("renders");
        let doc = load(&pdf);
        let total = doc.get_pages().len() as u32;
        assert!(total >= 2, "{total} pages");
        for page in 1..=total {
            let text = page_text(&doc, page);
            assert!(text.contains(&data.footer), "page {page}: footer missing");
            assert!(text.contains(&format!("{page} / {total}")), "page {page}: number missing");
        }
        let text = all_text(&doc);
        assert!(text.contains("વિગત 30"));
    }

    #[test]
    fn wrapping_respects_the_width() {
        let fonts = FONTS.as_ref().expect("fonts");
        let text = format!(
            "{}\n\nAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\nવ્યવસાયવ્યવસાયવ્યવસાયવ્યવસાયવ્યવસાયવ્યવસાયવ્યવસાયવ્યવસાયવ્યવસાય",
            about_gu()
        );
        let lines = wrap(fonts, &text, false, 10.0, 120.0);
        assert!(lines.len() > 10);
        for line in &lines {
            assert!(line.width * 10.0 <= 120.01, "line too wide: {}", line.width * 10.0);
        }
        // The blank line is kept and nothing is lost: joining the lines gives the text back.
        assert!(lines.iter().any(|l| l.is_empty()));
        let joined: String = lines.iter().flat_map(|l| l.runs.iter().map(|r| r.text.as_str())).collect();
        let original: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        let joined: String = joined.chars().filter(|c| !c.is_whitespace()).collect();
        assert_eq!(joined, original);
    }

    #[test]
    fn runs_split_by_script() {
        let fonts = FONTS.as_ref().expect("fonts");
        let line = single_line(fonts, "પ્રોફાઇલ આઈડી PT104233 (ક્ષ)", false, 10.0);
        let runs: Vec<(FontKey, &str)> = line.runs.iter().map(|r| (r.font, r.text.as_str())).collect();
        assert_eq!(
            runs,
            vec![(FontKey::Gujarati, "પ્રોફાઇલ આઈડી "), (FontKey::Latin, "PT104233 ("), (FontKey::Gujarati, "ક્ષ)"),]
        );
        // Shaping happened: "ક્ષ" is a single ligature glyph, not three.
        assert_eq!(line.runs[2].glyphs.len(), 2);
    }

    /// A typical profile (the samples: every section filled, a paragraph about oneself, the partner expectations) is
    /// one page in either language: the short rows go two to a line.
    #[test]
    fn a_typical_profile_fits_one_page() {
        for data in [sample_gu(Some(sample_jpeg())), sample_en(None), sample_en(Some(sample_jpeg()))] {
            let pdf = render(&data).expect("renders");
            assert_eq!(page_ids(&load(&pdf)).len(), 1, "{}", data.language);
        }
    }

    #[test]
    fn headings_are_kept_with_their_rows_and_nothing_overflows() {
        let fonts = FONTS.as_ref().expect("fonts");
        let (_, _, bottom) = footer_layout(fonts, "footer");
        // Vary the first section's length so the second heading lands at every height.
        let variants = (0..30).map(|extra| {
            let mut data = sample_gu(None);
            data.sections[0].rows.extend((0..extra).map(|i| (format!("વધારાની વિગત {i}"), "હા".to_string())));
            (extra, data)
        });
        for (extra, data) in variants.chain([(99, sample_long())]) {
            let pages = layout_pages(fonts, &data, data.photo_jpeg.is_some(), bottom);
            for (n, page) in pages.iter().enumerate() {
                let texts: Vec<(f32, f32, f32, &Line)> = page
                    .iter()
                    .filter_map(|op| match op {
                        Op::Text { x, baseline, size, line, .. } => Some((*x, *baseline, *size, line)),
                        _ => None,
                    })
                    .collect();
                let last = texts.last().expect("a page has text");
                assert!(last.2 != HEADING_SIZE, "extra {extra}: page {n} ends with a heading");
                for (x, baseline, size, line) in texts {
                    assert!(x >= MARGIN && x + line.width * size <= MARGIN + CONTENT_W + 0.01);
                    assert!(baseline - size >= MARGIN && baseline <= bottom, "extra {extra}: {baseline}");
                }
            }
        }
    }

    #[test]
    fn sample_text_has_no_missing_glyphs_or_dotted_circles() {
        let fonts = FONTS.as_ref().expect("fonts");
        let data = sample_gu(None);
        let mut texts = vec![data.title.clone(), data.name.clone(), data.subtitle.clone(), data.footer.clone()];
        for section in &data.sections {
            texts.push(section.heading.clone());
            texts.extend(section.rows.iter().flat_map(|(l, v)| [l.clone(), v.clone()]));
        }
        texts.push("ક્ષ શ્રી કિ પ્રોફાઇલ વ્યવસાય બ્રાહ્મણ".into());
        // The check itself works: a vowel sign with no consonant gets a dotted circle.
        let lone = shape(fonts, FontKey::Gujarati, "\u{0ABF}");
        let dotted = fonts.gujarati.shaper.glyph_index('\u{25CC}').map(|g| u32::from(g.0));
        assert!(lone.glyphs.iter().any(|g| Some(g.glyph_id.to_u32()) == dotted));
        for text in &texts {
            for bold in [false, true] {
                for line in wrap(fonts, text, bold, 10.0, 300.0) {
                    for run in &line.runs {
                        let face = &fonts.get(run.font).shaper;
                        let dotted_circle = face.glyph_index('\u{25CC}').map(|g| u32::from(g.0));
                        for glyph in &run.glyphs {
                            let id = glyph.glyph_id.to_u32();
                            assert_ne!(id, 0, "missing glyph in {:?}", run.text);
                            assert_ne!(Some(id), dotted_circle, "dotted circle in {:?}", run.text);
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn no_break_spaces_do_not_break() {
        let fonts = FONTS.as_ref().expect("fonts");
        let lines = wrap(
            fonts,
            "aaaa bbbb\u{00A0}cccc",
            false,
            10.0,
            single_line(fonts, "aaaa bbbb", false, 10.0).width * 10.0 + 1.0,
        );
        let texts: Vec<String> = lines.iter().map(|l| l.runs.iter().map(|r| r.text.as_str()).collect()).collect();
        assert_eq!(texts, vec!["aaaa ".to_string(), "bbbb\u{00A0}cccc".to_string()]);
    }

    #[test]
    fn a_bad_photo_is_an_error() {
        let err = render(&sample_en(Some(b"not a jpeg".to_vec()))).err();
        assert!(err.is_some_and(|e| e.contains("JPEG")));
    }

    /// Writes /tmp/biodata-gu.pdf and /tmp/biodata-en.pdf for looking at (pdftoppm).
    #[test]
    #[ignore]
    fn write_samples() {
        let gu = render(&sample_gu(Some(sample_jpeg()))).expect("renders");
        let en = render(&sample_en(None)).expect("renders");
        std::fs::write("/tmp/biodata-gu.pdf", &gu).expect("write");
        std::fs::write("/tmp/biodata-en.pdf", &en).expect("write");
        // A landscape photo: letterboxed inside the portrait box, aspect ratio kept.
        let landscape = image::RgbImage::from_fn(800, 450, |x, _| image::Rgb([(x / 4) as u8, 90, 60]));
        let mut jpeg = Vec::new();
        landscape
            .write_with_encoder(image::codecs::jpeg::JpegEncoder::new_with_quality(&mut jpeg, 80))
            .expect("encode");
        let en_landscape = render(&sample_en(Some(jpeg))).expect("renders");
        std::fs::write("/tmp/biodata-en-landscape.pdf", en_landscape).expect("write");
        std::fs::write("/tmp/biodata-long.pdf", render(&sample_long()).expect("renders")).expect("write");
        println!("gu {} bytes, en {} bytes", gu.len(), en.len());
    }
}

#[cfg(test)]
mod hostile_text {
    use super::*;
    use crate::biodata::sample::gujarati as sample_gu;

    /// Text no member can save any more (a letter over 30 characters is refused), but older profiles may hold, and
    /// whatever else reaches the PDF: it renders, the shaper's failure drawn plainly.
    #[test]
    fn long_clusters_and_mixed_scripts_never_break_the_pdf() {
        let hostile = [
            format!("ક{}", "્ક".repeat(128)),
            format!("ક{}", "્ક".repeat(400)),
            format!("ક{}", "ા".repeat(300)),
            format!("ક{}", "઼".repeat(300)),
            format!("a{} ક{} z", "\u{301}".repeat(300), "્ષ".repeat(200)),
            format!("Patel ઉમિયા {} 😀 ज्ञ{}", "\u{200D}".repeat(300), "्क".repeat(200)),
        ];
        for text in hostile {
            let mut data = sample_gu(None);
            data.sections[2].rows[4].1 = text.clone();
            data.name = text.chars().take(400).collect();
            let pdf = render(&data).unwrap_or_else(|e| panic!("{e}"));
            let doc = lopdf::Document::load_mem(&pdf).expect("a readable PDF");
            assert!(!doc.get_pages().is_empty());
        }
    }
}
