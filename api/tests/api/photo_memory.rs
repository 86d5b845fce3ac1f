//! The photo pipeline's memory bound, measured on the server process itself (the release of the probe: a 105 KB PNG of
//! one colour at 6000 × 6000 cost 120 MB while processed, and eight at once took the server to 1 GB).

use std::{
    process::{Command, Stdio},
    time::Duration,
};

use serde_json::{Value, json};

const PASSWORD: &str = "demo-password-7";
const MB: u64 = 1_000_000;

/// The probe's picture: 6000 × 6000 of one colour.
fn one_colour_png() -> Vec<u8> {
    use image::ImageEncoder;
    let pixels = vec![180u8; 6000 * 6000 * 3];
    let mut out = Vec::new();
    use image::codecs::png::{CompressionType, FilterType, PngEncoder};
    PngEncoder::new_with_quality(&mut out, CompressionType::Best, FilterType::Up)
        .write_image(&pixels, 6000, 6000, image::ExtendedColorType::Rgb8)
        .unwrap();
    out
}

/// The peak resident memory of a process so far (`VmHWM`), in bytes.
fn peak_memory(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let line = status.lines().find(|l| l.starts_with("VmHWM:")).unwrap();
    line.split_whitespace().nth(1).unwrap().parse::<u64>().unwrap() * 1024
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn eight_large_uploads_at_once_stay_under_300_mb_of_server_memory() {
    // The pipeline does not depend on the database: this runs in the SQLite pass only.
    if crate::helpers::on_postgres() {
        return;
    }
    let data = tempfile::tempdir().unwrap();
    let sagpan = || {
        let mut command = Command::new(env!("CARGO_BIN_EXE_sagpan"));
        command.env_remove("SAGPAN_DATABASE_URL").env("SAGPAN_DATA_DIR", data.path()).env("RUST_LOG", "warn");
        command
    };
    let made = sagpan().args(["demo-data", "--profiles", "8", "--password", PASSWORD]).output().unwrap();
    assert!(made.status.success(), "{}", String::from_utf8_lossy(&made.stderr));
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let mut server = sagpan()
        .env("SAGPAN_LISTEN", format!("127.0.0.1:{port}"))
        .env("SAGPAN_CAPTCHA", "off")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let base = format!("http://127.0.0.1:{port}");
    let client = reqwest::Client::new();
    crate::helpers::eventually_within(Duration::from_secs(30), "the server to start", async || {
        match client.get(format!("{base}/api/health")).send().await {
            Ok(answer) if answer.status().is_success() => Ok(()),
            Ok(answer) => Err(answer.status().to_string()),
            Err(error) => Err(error.to_string()),
        }
    })
    .await;

    let mut tokens = Vec::new();
    for n in 1..=8 {
        let body = json!({"username": format!("demo{n}@example.invalid"), "password": PASSWORD});
        let answer: Value =
            client.post(format!("{base}/api/Account/Login")).json(&body).send().await.unwrap().json().await.unwrap();
        tokens.push(answer["accessToken"].as_str().unwrap_or_else(|| panic!("{answer}")).to_owned());
    }
    let picture = one_colour_png();
    assert!(picture.len() < 200_000, "{} bytes", picture.len());
    let before = peak_memory(server.id());
    let uploads = tokens.iter().map(|token| {
        let form = reqwest::multipart::Form::new().part(
            "ProfileImage",
            reqwest::multipart::Part::bytes(picture.clone()).file_name("big.png").mime_str("image/png").unwrap(),
        );
        client.put(format!("{base}/api/MemberImage/UploadPhoto")).bearer_auth(token).multipart(form).send()
    });
    let answers = futures_util::future::join_all(uploads).await;
    let statuses: Vec<u16> = answers.into_iter().map(|r| r.unwrap().status().as_u16()).collect();
    let peak = peak_memory(server.id());
    let _ = server.kill();
    let _ = server.wait();
    assert!(statuses.iter().all(|s| *s == 200), "{statuses:?}");
    eprintln!("server memory: {} MB before the uploads, {} MB at its peak", before / MB, peak / MB);
    assert!(peak < 300 * MB, "the server reached {} MB", peak / MB);
}
