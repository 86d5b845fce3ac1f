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
    /// Fill the configured database with N approved demo members (a database of their own: one holding members
    /// who are not demo members is refused).
    DemoData {
        #[arg(long)]
        profiles: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The password every demo member signs in with.
        #[arg(long, default_value = "demo-password")]
        password: String,
        /// Also a demo parichay sammelan with this many of the demo members registered (rule 49).
        #[arg(long, default_value_t = 0)]
        event_registrants: usize,
    },
    /// Moderator accounts.
    Admin {
        #[command(subcommand)]
        command: AdminCommand,
    },
}

#[derive(Subcommand)]
enum AdminCommand {
    /// Create a moderator account (the password is read from SAGPAN_NEW_ADMIN_PASSWORD or asked for on stdin).
    Create {
        #[arg(long)]
        email: String,
        #[arg(long, default_value = "Sagpan")]
        first_name: String,
        #[arg(long, default_value = "Moderator")]
        last_name: String,
    },
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
    if let Some(Command::Admin { command: AdminCommand::Create { email, first_name, last_name } }) = cli.command {
        let password = match std::env::var("SAGPAN_NEW_ADMIN_PASSWORD") {
            Ok(p) => p,
            Err(_) => {
                eprint!("password for {email}: ");
                let mut line = String::new();
                std::io::stdin().read_line(&mut line)?;
                line.trim_end_matches(['\r', '\n']).to_owned()
            }
        };
        let moderator =
            sagpan::moderation::moderators::create_moderator(&db, &email, &password, &first_name, &last_name).await?;
        println!("moderator {} created ({})", moderator.email, moderator.profile_id);
        return Ok(());
    }
    if let Some(Command::DemoData { profiles, seed, password, event_registrants }) = cli.command {
        let started = std::time::Instant::now();
        let lookups = sagpan::reference::service::Lookups::new(db.clone());
        let data = lookups.data().await.map_err(|e| anyhow::anyhow!("{e:?}"))?;
        let summary = sagpan::demo::fill(&db, &data, profiles, seed, &password, chrono::Utc::now()).await?;
        println!(
            "{} demo members, {} visits, {} shortlists, {} blocks in {:.1} s (e-mail demo1@example.invalid to demo{}@example.invalid)",
            summary.members,
            summary.visits,
            summary.shortlists,
            summary.blocks,
            started.elapsed().as_secs_f64(),
            summary.members
        );
        if event_registrants > 0 {
            let id = sagpan::demo::event(&db, event_registrants, chrono::Utc::now()).await?;
            println!("a demo event (id {id}) with {event_registrants} registrants");
        }
        return Ok(());
    }
    let state = startup::build_state(&settings, db, sagpan::clock::Clock::system()).await?;
    let app = Application::build(&settings, state).await?;
    tracing::info!(port = app.port(), data_dir = %settings.data_dir.display(), "Sagpan is listening");
    app.run_until_stopped().await?;
    Ok(())
}
