//! Typesetting for Sagpan's PDFs (the bio-data, rule 21; an event's booklet, rule 49): Gujarati and Latin text shaped
//! with rustybuzz (the same version krilla uses internally) and drawn with krilla's `draw_glyphs`, so the widths used
//! for line wrapping are exactly the widths drawn. Every string is split into runs: Gujarati characters go to Noto
//! Sans Gujarati, everything else to Noto Sans; script-neutral characters (spaces, digits, common punctuation, present
//! in both fonts) stay with the neighbouring run to keep runs long.

use std::sync::LazyLock;

use krilla::color::rgb;
use krilla::geom::{PathBuilder, Point, Rect};
use krilla::num::NormalizedF32;
use krilla::paint::{Fill, FillRule, Stroke};
use krilla::surface::Surface;
use krilla::text::{Font, GlyphId, KrillaGlyph};
use rustybuzz::{Direction, Script, ShapePlan, UnicodeBuffer};

/// A colour as red, green and blue.
pub type Rgb = [u8; 3];

// The palette of Sagpan's PDFs.
pub(crate) const MAROON: Rgb = [122, 28, 40];
pub(crate) const GOLD: Rgb = [190, 150, 72];
pub(crate) const INK: Rgb = [33, 30, 28];
pub(crate) const MUTED: Rgb = [112, 100, 92];
pub(crate) const CREAM: Rgb = [251, 246, 238];
pub(crate) const HAIRLINE: Rgb = [228, 218, 206];

/// A4 portrait, in points.
pub(crate) const A4_W: f32 = 595.28;
pub(crate) const A4_H: f32 = 841.89;

/// A PDF document with Sagpan's metadata (the title and language when given), and the settings of an A4 page.
pub(crate) fn a4_document(
    title: &str,
    language: &str,
) -> Result<(krilla::Document, krilla::page::PageSettings), String> {
    let mut document = krilla::Document::new();
    let mut metadata = krilla::metadata::Metadata::new().creator("Sagpan".to_string());
    if !title.is_empty() {
        metadata = metadata.title(title.to_owned());
    }
    if !language.is_empty() {
        metadata = metadata.language(language.to_owned());
    }
    document.set_metadata(metadata);
    let settings = krilla::page::PageSettings::from_wh(A4_W, A4_H).ok_or("invalid page size")?;
    Ok((document, settings))
}

/// Line height as a multiple of the font size: Gujarati needs room above (reph, matras)
/// and below (conjunct halves, u/uu signs) the Latin x-height band.
pub(crate) const LINE_FACTOR: f32 = 1.45;
/// Baseline position inside a line box, as a multiple of the font size.
pub(crate) const BASELINE_FACTOR: f32 = 1.07;

// The fonts (SIL OFL), embedded in the binary. The directory is relative to this file:
// api/assets/fonts, from api/src.
macro_rules! font_dir {
    () => {
        "../assets/fonts/"
    };
}
const NOTO_SANS_REGULAR: &[u8] = include_bytes!(concat!(font_dir!(), "NotoSans-Regular.ttf"));
const NOTO_SANS_BOLD: &[u8] = include_bytes!(concat!(font_dir!(), "NotoSans-Bold.ttf"));
const NOTO_GUJARATI_REGULAR: &[u8] = include_bytes!(concat!(font_dir!(), "NotoSansGujarati-Regular.ttf"));
const NOTO_GUJARATI_BOLD: &[u8] = include_bytes!(concat!(font_dir!(), "NotoSansGujarati-Bold.ttf"));

// ---------------------------------------------------------------------------------------
// Fonts, parsed once per process.

/// One font, ready both for shaping (rustybuzz) and for embedding (krilla).
pub(crate) struct FontFace {
    pub(crate) pdf: Font,
    pub(crate) shaper: rustybuzz::Face<'static>,
    /// Building a shaping plan is costly for Indic scripts, so it is built once.
    pub(crate) plan: ShapePlan,
    pub(crate) script: Script,
    pub(crate) units_per_em: f32,
}

impl FontFace {
    pub(crate) fn load(name: &str, data: &'static [u8], script: Script) -> Result<Self, String> {
        let pdf = Font::new(data.into(), 0).ok_or_else(|| format!("cannot read font {name}"))?;
        let shaper =
            rustybuzz::Face::from_slice(data, 0).ok_or_else(|| format!("cannot read font {name} for shaping"))?;
        let plan = ShapePlan::new(&shaper, Direction::LeftToRight, Some(script), None, &[]);
        let units_per_em = shaper.units_per_em() as f32;
        Ok(Self { pdf, shaper, plan, script, units_per_em })
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum FontKey {
    Latin,
    LatinBold,
    Gujarati,
    GujaratiBold,
}

pub(crate) struct Fonts {
    pub(crate) latin: FontFace,
    pub(crate) latin_bold: FontFace,
    pub(crate) gujarati: FontFace,
    pub(crate) gujarati_bold: FontFace,
}

impl Fonts {
    pub(crate) fn load() -> Result<Self, String> {
        Ok(Self {
            latin: FontFace::load("NotoSans-Regular", NOTO_SANS_REGULAR, rustybuzz::script::LATIN)?,
            latin_bold: FontFace::load("NotoSans-Bold", NOTO_SANS_BOLD, rustybuzz::script::LATIN)?,
            gujarati: FontFace::load("NotoSansGujarati-Regular", NOTO_GUJARATI_REGULAR, rustybuzz::script::GUJARATI)?,
            gujarati_bold: FontFace::load("NotoSansGujarati-Bold", NOTO_GUJARATI_BOLD, rustybuzz::script::GUJARATI)?,
        })
    }

    pub(crate) fn get(&self, key: FontKey) -> &FontFace {
        match key {
            FontKey::Latin => &self.latin,
            FontKey::LatinBold => &self.latin_bold,
            FontKey::Gujarati => &self.gujarati,
            FontKey::GujaratiBold => &self.gujarati_bold,
        }
    }
}

pub(crate) static FONTS: LazyLock<Result<Fonts, String>> = LazyLock::new(Fonts::load);

// ---------------------------------------------------------------------------------------
// Script runs and shaping.

#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum CharClass {
    Gujarati,
    Latin,
    /// Present in both fonts and script-neutral: stays with the neighbouring run.
    Neutral,
}

pub(crate) fn classify(c: char) -> CharClass {
    match c {
        // Gujarati block, the Devanagari dandas and stress signs used in Gujarati text,
        // and the North Indic fraction signs: only Noto Sans Gujarati has them.
        '\u{0A80}'..='\u{0AFF}' | '\u{0964}' | '\u{0965}' | '\u{0951}' | '\u{0952}' | '\u{A830}'..='\u{A839}' => {
            CharClass::Gujarati
        }
        // Spaces, digits and punctuation that Noto Sans Gujarati also carries, plus the
        // joiners (ZWNJ/ZWJ), which must stay inside the Gujarati cluster they shape.
        ' ' | '!' | '"' | '#' | '%' | '\''..='?' | '['..='_' | '{'..='~' => CharClass::Neutral,
        '\u{00A0}' | '\u{00AD}' | '\u{00D7}' | '\u{00F7}' | '\u{200B}'..='\u{200D}' => CharClass::Neutral,
        '\u{2010}' | '\u{2013}' | '\u{2014}' | '\u{2018}' | '\u{2019}' | '\u{201C}' | '\u{201D}' | '\u{2026}'
        | '\u{20B9}' | '\u{2212}' | '\u{25CC}' => CharClass::Neutral,
        _ => CharClass::Latin,
    }
}

/// The font of every char of `text` (in char order). Neutral characters take the font of
/// the preceding strong character, or of the first strong one at the start.
pub(crate) fn assign_fonts(text: &str, bold: bool) -> Vec<FontKey> {
    let (latin, gujarati) =
        if bold { (FontKey::LatinBold, FontKey::GujaratiBold) } else { (FontKey::Latin, FontKey::Gujarati) };
    let strong = |c: char| match classify(c) {
        CharClass::Gujarati => Some(gujarati),
        CharClass::Latin => Some(latin),
        CharClass::Neutral => None,
    };
    let mut current = text.chars().find_map(strong).unwrap_or(latin);
    text.chars()
        .map(|c| {
            if let Some(font) = strong(c) {
                current = font;
            }
            current
        })
        .collect()
}

/// A shaped piece of text in one font. Advances are in em (multiply by the font size).
#[derive(Clone, Debug)]
pub(crate) struct Run {
    pub(crate) font: FontKey,
    pub(crate) text: String,
    pub(crate) glyphs: Vec<KrillaGlyph>,
    pub(crate) width: f32,
}

impl Run {
    /// Appends `other` (same font) by concatenating text and glyphs.
    pub(crate) fn append(&mut self, other: Run) {
        let offset = self.text.len();
        self.text.push_str(&other.text);
        self.glyphs.extend(other.glyphs.into_iter().map(|mut g| {
            g.text_range = g.text_range.start + offset..g.text_range.end + offset;
            g
        }));
        self.width += other.width;
    }

    /// Splits at byte `cut`, which must be a cluster boundary.
    pub(crate) fn split_at(self, cut: usize) -> (Run, Run) {
        let (head_glyphs, tail_glyphs): (Vec<_>, Vec<_>) =
            self.glyphs.into_iter().partition(|g| g.text_range.start < cut);
        let head_width = head_glyphs.iter().map(|g| g.x_advance).sum::<f32>();
        let tail_glyphs = tail_glyphs
            .into_iter()
            .map(|mut g| {
                g.text_range = g.text_range.start - cut..g.text_range.end - cut;
                g
            })
            .collect();
        let head = Run { font: self.font, text: self.text[..cut].to_string(), glyphs: head_glyphs, width: head_width };
        let tail = Run {
            font: self.font,
            text: self.text[cut..].to_string(),
            glyphs: tail_glyphs,
            width: self.width - head_width,
        };
        (head, tail)
    }
}

/// Shapes `text` with one font, like krilla's own `draw_text` does, but keeps the result
/// so that the same glyphs are measured and drawn. Text the shaper cannot take (it panics on
/// a cluster of 256 characters or more) is drawn plainly instead: no text a member can save
/// may break a bio-data.
pub(crate) fn shape(fonts: &Fonts, key: FontKey, text: &str) -> Run {
    let face = fonts.get(key);
    let mut buffer = UnicodeBuffer::new();
    buffer.push_str(text);
    // Fixed direction and script so that the cached plan applies.
    buffer.set_direction(Direction::LeftToRight);
    buffer.set_script(face.script);
    let shaped = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        rustybuzz::shape_with_plan(&face.shaper, &face.plan, buffer)
    }));
    let Ok(output) = shaped else {
        tracing::warn!(chars = text.chars().count(), "text the shaper could not take; drawn unshaped");
        return unshaped(face, key, text);
    };
    let infos = output.glyph_infos();
    let positions = output.glyph_positions();
    let upem = face.units_per_em;

    let mut glyphs = Vec::with_capacity(infos.len());
    let mut width = 0.0;
    for (i, (info, pos)) in infos.iter().zip(positions).enumerate() {
        let start = info.cluster as usize;
        // A cluster spans up to the next glyph with another cluster (LTR: clusters are
        // monotonic); krilla maps that text to the glyph for copy/paste and search.
        let end = infos[i + 1..]
            .iter()
            .find(|next| next.cluster != info.cluster)
            .map_or(text.len(), |next| next.cluster as usize);
        let advance = pos.x_advance as f32 / upem;
        width += advance;
        glyphs.push(KrillaGlyph::new(
            GlyphId::new(info.glyph_id),
            advance,
            pos.x_offset as f32 / upem,
            pos.y_offset as f32 / upem,
            pos.y_advance as f32 / upem,
            start..end,
            None,
        ));
    }
    Run { font: key, text: text.to_string(), glyphs, width }
}

/// `text` drawn plainly: each character its font's glyph (or the missing-glyph box), one cluster each, with the
/// glyph's own advance.
pub(crate) fn unshaped(face: &FontFace, key: FontKey, text: &str) -> Run {
    let upem = face.units_per_em;
    let mut glyphs = Vec::with_capacity(text.len());
    let mut width = 0.0;
    for (start, c) in text.char_indices() {
        let glyph = face.shaper.glyph_index(c).unwrap_or(rustybuzz::ttf_parser::GlyphId(0));
        let advance = f32::from(face.shaper.glyph_hor_advance(glyph).unwrap_or(0)) / upem;
        width += advance;
        glyphs.push(KrillaGlyph::new(
            GlyphId::new(u32::from(glyph.0)),
            advance,
            0.0,
            0.0,
            0.0,
            start..start + c.len_utf8(),
            None,
        ));
    }
    Run { font: key, text: text.to_string(), glyphs, width }
}

/// One laid-out line: runs drawn one after another on the same baseline.
#[derive(Clone, Debug, Default)]
pub(crate) struct Line {
    pub(crate) runs: Vec<Run>,
    /// Width in em without trailing spaces (what must fit).
    pub(crate) width: f32,
    /// Width in em including trailing spaces (where the next word starts).
    pub(crate) advance: f32,
}

impl Line {
    pub(crate) fn push(&mut self, token: Token) {
        self.width = self.advance + token.width;
        self.advance += token.advance;
        for run in token.runs {
            match self.runs.last_mut() {
                Some(last) if last.font == run.font => last.append(run),
                _ => self.runs.push(run),
            }
        }
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.runs.is_empty()
    }
}

/// A word with its trailing spaces, the unit of line breaking.
pub(crate) struct Token {
    pub(crate) runs: Vec<Run>,
    pub(crate) width: f32,
    pub(crate) advance: f32,
}

impl Token {
    /// Splits off the longest head (at least one cluster) that fits in `max_em`.
    pub(crate) fn split_to_fit(self, max_em: f32) -> (Token, Token) {
        let mut head = Vec::new();
        let mut used = 0.0;
        let mut runs = self.runs.into_iter();
        let mut tail = Vec::new();
        while let Some(run) = runs.next() {
            // Find the first cluster of this run that no longer fits.
            let mut cut = None;
            let mut run_used = 0.0;
            let mut i = 0;
            while i < run.glyphs.len() {
                let cluster = run.glyphs[i].text_range.start;
                let mut cluster_width = 0.0;
                let mut j = i;
                while j < run.glyphs.len() && run.glyphs[j].text_range.start == cluster {
                    cluster_width += run.glyphs[j].x_advance;
                    j += 1;
                }
                let nothing_taken_yet = head.is_empty() && i == 0;
                if used + run_used + cluster_width > max_em && !nothing_taken_yet {
                    cut = Some(cluster);
                    break;
                }
                run_used += cluster_width;
                i = j;
            }
            match cut {
                Some(0) => tail.push(run),
                Some(cut) => {
                    let (h, t) = run.split_at(cut);
                    head.push(h);
                    tail.push(t);
                }
                None => {
                    used += run.width;
                    head.push(run);
                    continue;
                }
            }
            tail.extend(runs);
            break;
        }
        let measure = |runs: Vec<Run>| {
            let advance = runs.iter().map(|r| r.width).sum::<f32>();
            let width = advance - trailing_space_width(&runs);
            Token { runs, width, advance }
        };
        (measure(head), measure(tail))
    }
}

/// A space where a line may break (not the no-break spaces).
pub(crate) fn is_break_space(c: char) -> bool {
    c.is_whitespace() && !matches!(c, '\u{00A0}' | '\u{2007}' | '\u{202F}')
}

/// Width in em of the spaces at the end of `runs`.
pub(crate) fn trailing_space_width(runs: &[Run]) -> f32 {
    let Some(last) = runs.last() else { return 0.0 };
    let visible_end = last.text.trim_end_matches(is_break_space).len();
    last.glyphs.iter().filter(|g| g.text_range.start >= visible_end).map(|g| g.x_advance).sum()
}

/// Cuts one paragraph (no '\n') into tokens, each shaped run by run.
pub(crate) fn tokenize(fonts: &Fonts, paragraph: &str, bold: bool) -> Vec<Token> {
    let keys = assign_fonts(paragraph, bold);
    let chars: Vec<(usize, char)> = paragraph.char_indices().collect();
    let mut tokens = Vec::new();
    let mut start = 0; // index into `chars`
    while start < chars.len() {
        // A token is non-spaces followed by spaces.
        let mut end = start;
        while end < chars.len() && !is_break_space(chars[end].1) {
            end += 1;
        }
        while end < chars.len() && is_break_space(chars[end].1) {
            end += 1;
        }
        let mut runs = Vec::new();
        let mut run_start = start;
        for i in start + 1..=end {
            if i == end || keys[i] != keys[run_start] {
                let from = chars[run_start].0;
                let to = chars.get(i).map_or(paragraph.len(), |c| c.0);
                runs.push(shape(fonts, keys[run_start], &paragraph[from..to]));
                run_start = i;
            }
        }
        let advance = runs.iter().map(|r| r.width).sum::<f32>();
        let width = advance - trailing_space_width(&runs);
        tokens.push(Token { runs, width, advance });
        start = end;
    }
    tokens
}

/// Keeps printable characters; tabs become spaces, other control characters go.
pub(crate) fn clean(text: &str) -> String {
    text.replace("\r\n", "\n")
        .chars()
        .map(|c| if c == '\t' || c == '\r' { ' ' } else { c })
        .filter(|c| *c == '\n' || !c.is_control())
        .collect()
}

/// Wraps `text` into lines at most `max_width` points wide: breaks at spaces, honours
/// '\n', and breaks a word that alone is wider than the line between clusters.
pub(crate) fn wrap(fonts: &Fonts, text: &str, bold: bool, size: f32, max_width: f32) -> Vec<Line> {
    let text = clean(text);
    let max_em = max_width / size;
    let mut lines = Vec::new();
    for paragraph in text.trim_end().split('\n') {
        let mut line = Line::default();
        for mut token in tokenize(fonts, paragraph.trim_end(), bold) {
            if !line.is_empty() && line.advance + token.width > max_em {
                lines.push(std::mem::take(&mut line));
            }
            // A word too wide for a whole line: cut it, clusters kept whole.
            while line.is_empty() && token.width > max_em {
                let (head, tail) = token.split_to_fit(max_em);
                if tail.runs.is_empty() {
                    token = head;
                    break;
                }
                let mut cut = Line::default();
                cut.push(head);
                lines.push(cut);
                token = tail;
            }
            line.push(token);
        }
        // An empty paragraph still takes a line: blank lines in the text are kept.
        lines.push(line);
    }
    lines
}

/// Shapes a short text on a single line (no wrapping).
pub(crate) fn single_line(fonts: &Fonts, text: &str, bold: bool, size: f32) -> Line {
    let mut lines = wrap(fonts, &text.replace('\n', " "), bold, size, f32::INFINITY);
    lines.pop().unwrap_or_default()
}

pub(crate) fn line_height(size: f32) -> f32 {
    size * LINE_FACTOR
}

pub(crate) fn baseline_in_line(top: f32, size: f32) -> f32 {
    top + size * BASELINE_FACTOR
}

pub(crate) fn color(c: Rgb) -> rgb::Color {
    rgb::Color::new(c[0], c[1], c[2])
}

pub(crate) fn set_fill(surface: &mut Surface, c: Rgb) {
    surface.set_stroke(None);
    surface.set_fill(Some(Fill { paint: color(c).into(), opacity: NormalizedF32::ONE, rule: FillRule::NonZero }));
}

pub(crate) fn set_stroke(surface: &mut Surface, c: Rgb, width: f32) {
    surface.set_fill(None);
    surface.set_stroke(Some(Stroke { paint: color(c).into(), width, ..Default::default() }));
}

pub(crate) fn rect_path(x: f32, y: f32, w: f32, h: f32) -> Option<krilla::geom::Path> {
    let mut pb = PathBuilder::new();
    pb.push_rect(Rect::from_xywh(x, y, w, h)?);
    pb.finish()
}

pub(crate) fn draw_line(surface: &mut Surface, fonts: &Fonts, x: f32, baseline: f32, size: f32, c: Rgb, line: &Line) {
    set_fill(surface, c);
    let mut x = x;
    for run in &line.runs {
        if !run.glyphs.is_empty() {
            let font = fonts.get(run.font).pdf.clone();
            surface.draw_glyphs(Point::from_xy(x, baseline), &run.glyphs, font, &run.text, size, false);
        }
        x += run.width * size;
    }
}
