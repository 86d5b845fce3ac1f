use clap::{Parser, Subcommand};
use sagpan::{
    db,
    settings::Settings,
    startup::{self, Application},
    telemetry,
};

/// Sagpan: the matrimonial service of the Patidar community.
#[derive(Parser)]
#[command(version)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Run the server (the default).
    Serve,
    /// Print the OpenAPI document.
    Openapi,
}

#[tokio::main]
async fn main() -> std::process::ExitCode {
    match run().await {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("sagpan: {err:#}");
            std::process::ExitCode::FAILURE
        }
    }
}

async fn run() -> anyhow::Result<()> {
    let cli = Cli::parse();
    if let Some(Command::Openapi) = cli.command {
        println!("{}", startup::openapi_json());
        return Ok(());
    }
    let settings = Settings::load().map_err(|e| anyhow::anyhow!("invalid settings: {e}"))?;
    telemetry::init(&settings.log_format);
    let db = db::connect_and_migrate(&settings).await?;
    let state = startup::build_state(&settings, db, sagpan::clock::Clock::system())?;
    let app = Application::build(&settings, state).await?;
    tracing::info!(port = app.port(), data_dir = %settings.data_dir.display(), "Sagpan is listening");
    app.run_until_stopped().await?;
    Ok(())
}
