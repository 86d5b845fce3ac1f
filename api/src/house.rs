//! The layering rule of `docs/architecture.md`, held by a test: the HTTP layer (`routes/`, and the files that assemble
//! and serve it) sits on top; nothing below it imports it. Domain areas and infrastructure never name `routes`, so a
//! use case can be called from a worker, a command or a test without an HTTP request.

/// The files of the HTTP layer outside `routes/`: they build the routes into a server and may name them.
#[cfg(test)]
const HTTP_LAYER: [&str; 7] = ["main.rs", "startup.rs", "document.rs", "middleware.rs", "serve.rs", "web.rs", "lib.rs"];

#[cfg(test)]
mod tests {
    use std::path::{Path, PathBuf};

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

    /// The code of a file without its comments (`//` to the end of the line), so that a comment may name a route.
    fn code_of(text: &str) -> String {
        text.lines().map(|l| l.split("//").next().unwrap_or("")).collect::<Vec<_>>().join("\n")
    }

    #[test]
    fn nothing_below_the_http_layer_imports_it() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut files = Vec::new();
        sources(&root, &mut files);
        let mut upward = Vec::new();
        for file in &files {
            let relative = file.strip_prefix(&root).unwrap().to_string_lossy().replace('\\', "/");
            if relative.starts_with("routes/")
                || super::HTTP_LAYER.contains(&relative.as_str())
                || relative == "house.rs"
            {
                continue;
            }
            let code = code_of(&std::fs::read_to_string(file).unwrap());
            for (n, line) in code.lines().enumerate() {
                if line.contains("routes::") || line.contains("mod routes") {
                    upward.push(format!("{relative}:{}: {}", n + 1, line.trim()));
                }
            }
        }
        assert!(files.len() > 50, "the walk found the sources");
        assert!(upward.is_empty(), "below the HTTP layer, these name it:\n{}", upward.join("\n"));
    }

    #[test]
    fn the_rule_sees_an_upward_import() {
        let code =
            code_of("use crate::{error::ApiError, routes::account::dto::MessageAnswer}; // routes:: in a comment");
        assert!(code.contains("routes::"));
        assert!(!code_of("// routes::account").contains("routes::"));
    }
}
