//! One source for every word, held by tests: the server's texts come from the catalogs of `shared::catalog`
//! (`shared/locales/{gu,en}/*.ftl`). The tests read the code of both crates, without its tests and comments, and check
//! that every catalog id it names exists, that every id of the catalogs is named somewhere (no text is left unused),
//! and that no Gujarati letter (U+0A80 to U+0AFF) sits in a string literal outside the catalogs.
//!
//! An id is named as one whole string literal starting with its catalog's subject (`"activity-request-sent"`), so
//! the walk finds it; an id built from parts would be reported unused.

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::path::{Path, PathBuf};

    /// The items still allowed to hold Gujarati literals: `(file under the workspace, top-level item)`.
    /// None: every text is in the catalogs. An entry here would let one item keep Gujarati literals.
    const ALLOWED: [(&str, &str); 0] = [];

    /// A string literal of the code: its text (escapes left as written), its line, and the top-level item it is in.
    #[derive(Debug)]
    struct Literal {
        text: String,
        line: usize,
        item: String,
    }

    /// The string literals of a Rust source outside comments and outside items marked `#[cfg(test)]`.
    ///
    /// A small lexer: it knows comments (nested block comments too), strings, raw strings (`r#"..."#`), byte strings,
    /// character literals and lifetimes, and counts brackets to find where an item ends.
    fn literals(source: &str) -> Vec<Literal> {
        let chars: Vec<char> = source.chars().collect();
        let mut out = Vec::new();
        let (mut i, mut line, mut depth) = (0usize, 1usize, 0usize);
        // The depth of a `#[cfg(test)]` attribute, until the item it marks ends.
        let mut test_item: Option<usize> = None;
        let (mut item, mut want_name) = (String::new(), false);
        let at = |i: usize, s: &str| chars[i..].iter().take(s.chars().count()).copied().eq(s.chars());
        while i < chars.len() {
            let c = chars[i];
            if c == '\n' {
                line += 1;
                i += 1;
            } else if at(i, "//") {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
            } else if at(i, "/*") {
                let mut nesting = 0;
                while i < chars.len() {
                    if at(i, "/*") {
                        nesting += 1;
                        i += 2;
                    } else if at(i, "*/") {
                        nesting -= 1;
                        i += 2;
                        if nesting == 0 {
                            break;
                        }
                    } else {
                        line += usize::from(chars[i] == '\n');
                        i += 1;
                    }
                }
            } else if at(i, "#[cfg(test)]") {
                test_item = Some(depth);
                i += "#[cfg(test)]".len();
            } else if c == '"'
                || ((c == 'r' || c == 'b')
                    && !chars.get(i.wrapping_sub(1)).is_some_and(|p| p.is_alphanumeric() || *p == '_'))
                    && (at(i, "r\"") || at(i, "r#") || at(i, "b\"") || at(i, "br\"") || at(i, "br#"))
            {
                // A string: the prefix, the hashes of a raw string, then its text up to the closing quote.
                let start_line = line;
                let mut raw = false;
                while chars[i] != '"' && chars[i] != '#' {
                    raw |= chars[i] == 'r';
                    i += 1;
                }
                let mut hashes = 0;
                while chars[i] == '#' {
                    hashes += 1;
                    i += 1;
                }
                if chars.get(i) != Some(&'"') {
                    // `r#ident`, a raw identifier.
                    continue;
                }
                i += 1;
                let mut text = String::new();
                while i < chars.len() {
                    let d = chars[i];
                    if !raw && d == '\\' {
                        text.push(d);
                        text.push(chars[i + 1]);
                        line += usize::from(chars[i + 1] == '\n');
                        i += 2;
                        continue;
                    }
                    if d == '"' && chars[i + 1..].iter().take(hashes).all(|h| *h == '#') {
                        i += 1 + hashes;
                        break;
                    }
                    line += usize::from(d == '\n');
                    text.push(d);
                    i += 1;
                }
                if test_item.is_none() {
                    out.push(Literal { text, line: start_line, item: item.clone() });
                }
            } else if c == '\'' {
                // A character literal ('x', '\n', '\u{0A80}', '"') or a lifetime ('a).
                if chars.get(i + 1) == Some(&'\\') {
                    i += 3;
                    while i < chars.len() && chars[i] != '\'' {
                        i += 1;
                    }
                    i += 1;
                } else if chars.get(i + 2) == Some(&'\'') {
                    i += 3;
                } else {
                    // A lifetime: its name is no word of the code (`'static` names no item).
                    i += 1;
                    while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                        i += 1;
                    }
                }
            } else if c == '{' || c == '(' || c == '[' {
                depth += 1;
                i += 1;
            } else if c == '}' || c == ')' || c == ']' {
                depth = depth.saturating_sub(1);
                i += 1;
                if c == '}' {
                    if test_item == Some(depth) {
                        test_item = None;
                    }
                    if depth == 0 {
                        item.clear();
                    }
                }
            } else if c == ';' {
                if test_item == Some(depth) {
                    test_item = None;
                }
                if depth == 0 {
                    item.clear();
                }
                i += 1;
            } else if c.is_alphabetic() || c == '_' {
                let start = i;
                while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                    i += 1;
                }
                let word: String = chars[start..i].iter().collect();
                if depth == 0 {
                    if want_name {
                        item = word;
                        want_name = false;
                    } else if matches!(word.as_str(), "fn" | "const" | "static" | "struct" | "enum" | "mod" | "impl") {
                        want_name = true;
                    }
                }
            } else {
                i += 1;
            }
        }
        out
    }

    fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                sources(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }

    /// Every file of `api/src` and `shared/src` (by its path under the workspace) and its literals.
    fn code() -> Vec<(String, Vec<Literal>)> {
        let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
        let mut files = Vec::new();
        sources(&workspace.join("api/src"), &mut files);
        sources(&workspace.join("shared/src"), &mut files);
        assert!(files.len() > 100, "the walk found the sources");
        files
            .iter()
            .map(|f| {
                let name = f.strip_prefix(workspace).unwrap().to_string_lossy().replace('\\', "/");
                (name, literals(&std::fs::read_to_string(f).unwrap()))
            })
            .collect()
    }

    /// Literals in the shape of a catalog id that are something else: the key of a rate limit (`ratelimit.rs`) and the
    /// demo members' password (`demo.rs`).
    const NOT_IDS: [&str; 2] = ["satapeta-day", "demo-password"];

    /// The literals that name catalog ids: a whole literal in the shape of an id whose first part is a subject.
    fn named_ids() -> BTreeSet<String> {
        let subjects: Vec<&str> = shared::catalog::FILES.iter().map(|f| f.subject).collect();
        let shape = regex::Regex::new(r"^[a-z][a-z0-9]*(-[a-z0-9]+)+$").unwrap();
        code()
            .into_iter()
            .flat_map(|(_, literals)| literals)
            .map(|l| l.text)
            .filter(|t| shape.is_match(t) && t.split('-').next().is_some_and(|s| subjects.contains(&s)))
            .filter(|t| !NOT_IDS.contains(&t.as_str()))
            .collect()
    }

    #[test]
    fn every_id_the_code_names_is_in_the_catalogs() {
        let missing: Vec<String> = named_ids().into_iter().filter(|id| !shared::catalog::has(id)).collect();
        assert!(missing.is_empty(), "named by the code but in no catalog: {missing:?}");
    }

    #[test]
    fn every_id_of_the_catalogs_is_named_by_the_code() {
        let named = named_ids();
        let unused: Vec<&str> = shared::catalog::ids().into_iter().filter(|id| !named.contains(*id)).collect();
        assert!(unused.is_empty(), "in the catalogs but named nowhere in the code: {unused:?}");
    }

    /// Whether a literal (escapes as written) holds a Gujarati letter, written as is or as a `\u{...}` escape.
    fn gujarati(text: &str) -> bool {
        let letter = |c: char| ('\u{0A80}'..='\u{0AFF}').contains(&c);
        let escape = regex::Regex::new(r"\\u\{([0-9a-fA-F_]+)\}").unwrap();
        text.chars().any(letter)
            || escape.captures_iter(text).any(|c| {
                u32::from_str_radix(&c[1].replace('_', ""), 16).ok().and_then(char::from_u32).is_some_and(letter)
            })
    }

    #[test]
    fn no_gujarati_is_written_in_the_code() {
        let mut found = Vec::new();
        let mut allowed_seen = BTreeSet::new();
        for (file, literals) in code() {
            for l in literals.iter().filter(|l| gujarati(&l.text)) {
                if ALLOWED.contains(&(file.as_str(), l.item.as_str())) {
                    allowed_seen.insert((file.clone(), l.item.clone()));
                } else {
                    found.push(format!("{file}:{} ({}): {}", l.line, l.item, l.text));
                }
            }
        }
        assert!(
            found.is_empty(),
            "Gujarati belongs in shared/locales/gu/*.ftl, not in the code:\n{}",
            found.join("\n")
        );
        let stale: Vec<_> = ALLOWED
            .iter()
            .filter(|(file, item)| !allowed_seen.contains(&((*file).to_owned(), (*item).to_owned())))
            .collect();
        assert!(stale.is_empty(), "these allowed items hold no Gujarati any more; take them off the list: {stale:?}");
    }

    #[test]
    fn the_walk_reads_literals_outside_comments_and_tests() {
        let source = r##"
//! "doc-comment"
const A: [&str; 2] = ["one-id", "x{}y"]; // "line-comment"
/* "block /* nested */ comment" */
fn f<'a>(c: char) -> &'a str { let _ = ('"', '\'', '{'); r#"raw "quoted" {"# }
#[cfg(test)]
const SKIPPED: [&str; 1] = ["test-const"];
#[cfg(test)]
mod tests { fn g() { let _ = "test-mod"; let _ = "}"; } }
fn after() -> &'static str { "after-tests" }
"##;
        let found: Vec<(String, String)> = literals(source).into_iter().map(|l| (l.item, l.text)).collect();
        let expected = [("A", "one-id"), ("A", "x{}y"), ("f", "raw \"quoted\" {"), ("after", "after-tests")];
        assert_eq!(found, expected.map(|(a, b)| (a.to_owned(), b.to_owned())));
        assert_eq!(literals("\nlet x =\n\"two\";")[0].line, 3);
        assert!(gujarati("\u{0A95}") && gujarati(r"\u{a95}") && !gujarati(r"\u{2068}") && !gujarati("Sagpan"));
    }
}
