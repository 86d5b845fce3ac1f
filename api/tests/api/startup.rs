//! The binary itself: a database it cannot reach is one clear line and a non-zero exit.

use std::process::Command;

#[test]
fn an_unreachable_database_at_start_is_one_line_and_a_non_zero_exit() {
    let data = tempfile::tempdir().unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_sagpan"))
        .env("SAGPAN_DATABASE_URL", "postgres://nobody@127.0.0.1:1/nowhere")
        .env("SAGPAN_LISTEN", "127.0.0.1:0")
        .env("SAGPAN_DATA_DIR", data.path())
        .output()
        .unwrap();
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    let lines: Vec<&str> = stderr.lines().filter(|l| !l.trim().is_empty()).collect();
    assert_eq!(lines.len(), 1, "{stderr}");
    assert!(
        lines[0].starts_with("sagpan: cannot connect to the database at postgres://nobody@127.0.0.1:1/nowhere"),
        "{stderr}"
    );
}

#[test]
fn a_data_folder_that_cannot_be_created_is_one_line_and_a_non_zero_exit() {
    let data = tempfile::tempdir().unwrap();
    let file = data.path().join("not-a-folder");
    std::fs::write(&file, "x").unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_sagpan"))
        .env_remove("SAGPAN_DATABASE_URL")
        .env("SAGPAN_LISTEN", "127.0.0.1:0")
        .env("SAGPAN_DATA_DIR", file.join("inside"))
        .output()
        .unwrap();
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.starts_with("sagpan: cannot create data folder"), "{stderr}");
}
