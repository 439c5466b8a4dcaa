//! `ward-fakes SERVICE [--port N]`: run one fake server in the foreground, for benchmarks,
//! the action's Node tests and manual exploration.

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(
    name = "ward-fakes",
    about = "Run one of ward's fake servers on loopback"
)]
struct Args {
    /// Address to listen on
    #[arg(long, default_value = "127.0.0.1", global = true)]
    host: String,
    /// Port to listen on (0 picks a free one)
    #[arg(long, default_value_t = 0, global = true)]
    port: u16,
    #[command(subcommand)]
    service: Service,
}

#[derive(Subcommand)]
enum Service {
    /// The hub's webhook management API (bearer token: --token)
    Hub {
        /// The token the fake accepts
        #[arg(long, default_value = ward_fakes::hub::TOKEN)]
        token: String,
    },
}

fn main() {
    let args = Args::parse();
    let address = format!("{}:{}", args.host, args.port);
    let router = match args.service {
        Service::Hub { token } => ward_fakes::hub::Hub::new(&token).router(),
    };
    let running = ward_fakes::spawn_on(&address, router);
    // The first line on stdout is the URL, so scripts can read where the fake listens.
    println!("{}", running.url);
    wait_for_signal();
}

fn wait_for_signal() {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("start a runtime");
    runtime.block_on(async {
        let _ = tokio::signal::ctrl_c().await;
    });
}
