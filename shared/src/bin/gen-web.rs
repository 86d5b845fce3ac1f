//! `cargo run -p shared --bin gen-web`: writes the web app's zod rules and TypeScript types from `shared`.

fn main() -> std::process::ExitCode {
    let root = shared::generate::workspace_root();
    match shared::generate::write_all(&root) {
        Ok(paths) => {
            for p in paths {
                println!("wrote {}", p.display());
            }
            std::process::ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("gen-web: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}
