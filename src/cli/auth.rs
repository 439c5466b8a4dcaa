use std::collections::BTreeMap;
use std::path::PathBuf;

use clap::{Arg, ArgAction, ArgMatches, Args, Command, FromArgMatches, Subcommand};

use crate::auth::ci::Ci;
use crate::auth::raw::{Input, Kind};

#[derive(Debug, Args)]
#[command(args_conflicts_with_subcommands = true)]
pub struct AuthArgs {
    #[command(subcommand)]
    pub command: Option<AuthCommand>,

    #[command(flatten)]
    pub login: AuthLoginArgs,
}

#[derive(Debug, Subcommand)]
pub enum AuthCommand {
    /// Remove the credentials file an earlier `ward auth` created (the action's post step)
    #[command(after_help = examples!(
        "ward auth cleanup                      # the file recorded in $STATE_credentials_path",
        "ward auth cleanup --credentials-file \"$SERVICE_CI_CREDS_PATH\"",
    ))]
    Cleanup(AuthCleanupArgs),
    /// Print an access token from the cloud credential chain (as `ward policy` finds it), for scripts
    #[command(after_help = examples!(
        "TOKEN=$(ward auth print-access-token)",
        "curl -H \"Authorization: Bearer $TOKEN\" \"$API_URL\"",
        "ward auth print-access-token -o json    # an object: access_token, source",
    ))]
    PrintAccessToken,
    /// Print an ID token for AUDIENCE from the cloud credential chain, for scripts
    #[command(after_help = examples!(
        "TOKEN=$(ward auth print-identity-token --audience https://svc.example.run.app)",
        "curl -H \"Authorization: Bearer $TOKEN\" https://svc.example.run.app/",
    ))]
    PrintIdentityToken {
        /// The token's `aud`: the receiving service's URL or client ID
        #[arg(long)]
        audience: String,
    },

    /// Print the CI system's identity token in the executable-sourced credential format
    /// (what the credentials file runs on every refresh)
    #[command(name = "subject-token", after_help = examples!(
        "ward auth subject-token --ci gitlab",
        "ward auth subject-token --ci buildkite --audience https://iam.googleapis.com/projects/123/locations/global/workloadIdentityPools/ci/providers/bk",
        "ward auth subject-token --ci generic -- vault read -field=token auth/jwt/token",
    ))]
    SubjectToken(AuthSubjectTokenArgs),

    /// Serve the job's processes cloud tokens as a metadata server on loopback, instead of
    /// a credentials file
    #[command(after_help = examples!(
        "ward auth serve --detach --export --workload-identity-provider \"$PROVIDER\" --service-account ci@p.iam.gserviceaccount.com",
        "ward auth serve --detach --credentials-json @key.json --identity other@p.iam.gserviceaccount.com",
        "ward auth serve --detach ... --identity deploy@q.iam.gserviceaccount.com=key:@deploy.json",
        "ward auth serve --stop                 # the server started with --detach",
    ))]
    Serve(AuthServeArgs),
}

#[derive(Debug, Args)]
pub struct AuthServeArgs {
    /// The default identity, as for `ward auth`
    #[command(flatten)]
    pub inputs: ServeInputArgs,

    #[command(flatten)]
    pub source: CiSourceArgs,

    #[command(flatten)]
    pub serve: AuthServeOptions,
}

// The export flags are `ward auth`'s, worded here for the server's variables.
#[derive(Debug, Args)]
#[command(
    next_help_heading = "Server",
    mut_arg("github_action", |arg| arg.help(
        "Run as a CI step: read INPUT_* variables, write $GITHUB_ENV and $GITHUB_STATE"
    )),
    mut_arg("print_env", |arg| arg.help(
        "Print the variables that point client libraries at the server as \
         `export NAME='value'` lines (for eval; with --detach)"
    )),
    mut_arg("env_file", |arg| arg.help("Also write those variables to FILE as a dotenv file")),
)]
pub struct AuthServeOptions {
    /// Another service account to answer for (repeatable): EMAIL (impersonated with the
    /// default identity's credentials), EMAIL=key:@FILE (its own key), or
    /// EMAIL=provider:PROVIDER (its own workload identity provider, same CI token source)
    #[arg(long = "identity", value_name = "EMAIL[=SOURCE]")]
    pub identities: Vec<String>,

    /// Loopback address to listen on; port 0 picks a free one
    #[arg(long, value_name = "HOST:PORT", default_value = "127.0.0.1:0")]
    pub listen: String,

    /// The project number `project/numeric-project-id` answers (404 without it)
    #[arg(long, value_name = "NUMBER")]
    pub project_number: Option<String>,

    /// Start the server in the background, export its variables and return; its process
    /// ID goes to the step's state and to $WARD_AUTH_SERVE_PID
    #[arg(long)]
    pub detach: bool,

    /// With --detach: append the server's log (requests, refresh failures) to FILE
    #[arg(long, value_name = "FILE", requires = "detach")]
    pub log_file: Option<PathBuf>,

    /// Stop a server started with --detach [process ID: --pid, else $STATE_serve_pid, else
    /// $WARD_AUTH_SERVE_PID]
    #[arg(long, conflicts_with_all = ["detach", "listen", "identities", "env_file", "print_env"])]
    pub stop: bool,

    /// With --stop: the server's process ID
    #[arg(long, value_name = "PID", requires = "stop")]
    pub pid: Option<u32>,

    #[command(flatten)]
    pub export: ExportArgs,

    /// Do not log requests (they are logged without their query, never with a token)
    #[arg(long)]
    pub no_access_log: bool,
}

/// `--ci`: `auto` (detect the system from its marker variable) or one system by name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum CiArg {
    #[default]
    Auto,
    System(Ci),
}

impl CiArg {
    /// The system named, `None` for `auto`: what the layers below take.
    pub fn system(self) -> Option<Ci> {
        match self {
            Self::Auto => None,
            Self::System(ci) => Some(ci),
        }
    }

    /// `auto`, then every system in [`Ci::ALL`] order: the flag's values as help lists them.
    const VALUES: [Self; Ci::ALL.len() + 1] = {
        let mut values = [Self::Auto; Ci::ALL.len() + 1];
        let mut index = 0;
        while index < Ci::ALL.len() {
            values[index + 1] = Self::System(Ci::ALL[index]);
            index += 1;
        }
        values
    };
}

impl clap::ValueEnum for CiArg {
    fn value_variants<'a>() -> &'a [Self] {
        &Self::VALUES
    }

    fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
        let name = match self {
            Self::Auto => "auto",
            Self::System(ci) => ci.name(),
        };
        Some(clap::builder::PossibleValue::new(name))
    }
}

/// Which CI system runs the job and where its identity token comes from.
#[derive(Debug, Clone, Default, Args)]
#[command(next_help_heading = "Identity token source")]
pub struct CiSourceArgs {
    /// CI system; auto checks each one's marker variable (GITHUB_ACTIONS, GITLAB_CI,
    /// CIRCLECI, BUILDKITE, BITBUCKET_BUILD_NUMBER, TF_BUILD, in this order)
    #[arg(long, value_enum, default_value_t = CiArg::Auto, value_name = "SYSTEM")]
    pub ci: CiArg,

    /// Variable holding the token (GitLab: the id_tokens: entry) [default on GitLab:
    /// GITLAB_OIDC_TOKEN]
    #[arg(long, value_name = "VAR")]
    pub oidc_token_env: Option<String>,

    /// File holding the token, read again on every refresh (generic)
    #[arg(long, value_name = "PATH", conflicts_with_all = ["oidc_token_env", "oidc_token_command"])]
    pub oidc_token_file: Option<PathBuf>,

    /// Command printing the token, split like a shell would but run without one (generic)
    #[arg(long, value_name = "'CMD ARGS'", conflicts_with = "oidc_token_env")]
    pub oidc_token_command: Option<String>,

    /// Azure Pipelines service connection ID [default: $AZURESUBSCRIPTION_SERVICE_CONNECTION_ID]
    #[arg(long, value_name = "ID")]
    pub azure_service_connection_id: Option<String>,
}

#[derive(Debug, Args)]
pub struct AuthSubjectTokenArgs {
    #[command(flatten)]
    pub source: CiSourceArgs,

    /// `aud` to ask for, where the CI lets ward choose (GitHub, Buildkite) [default: from
    /// $GOOGLE_EXTERNAL_ACCOUNT_AUDIENCE, which client libraries set]
    #[arg(long)]
    pub audience: Option<String>,

    /// The token command as separate arguments (generic; instead of --oidc-token-command)
    #[arg(last = true, value_name = "CMD ARGS")]
    pub command: Vec<String>,
}

/// The action's inputs as flags. Booleans take true/false (1/0, t/f); a bare boolean flag
/// means true.
#[derive(Debug, Args)]
#[command(next_help_heading = "Action inputs")]
pub struct AuthLoginArgs {
    #[command(flatten)]
    pub inputs: AuthInputArgs,

    #[command(flatten)]
    pub results: AuthResultArgs,

    #[command(flatten)]
    pub source: CiSourceArgs,
}

/// One flag per action input, made from the inputs' own table (names, placeholders, help),
/// so an input is declared once for the workflow and the command line alike.
#[derive(Debug, Default)]
pub struct AuthInputArgs {
    given: BTreeMap<Input, String>,
}

impl AuthInputArgs {
    /// The flag's value, when the flag was given.
    pub fn get(&self, input: Input) -> Option<&str> {
        self.given.get(&input).map(String::as_str)
    }

    fn flag(input: Input) -> Arg {
        let arg = Arg::new(input.input_name())
            .long(input.flag_name())
            .help(input.help())
            .value_parser(clap::value_parser!(String))
            .action(ArgAction::Set);
        match input.kind() {
            Kind::Text(placeholder) => arg.value_name(placeholder),
            Kind::Boolean => arg
                .value_name("BOOL")
                .num_args(0..=1)
                .default_missing_value("true"),
        }
    }
}

impl Args for AuthInputArgs {
    fn augment_args(command: Command) -> Command {
        command.args(Input::ALL.map(Self::flag))
    }

    fn augment_args_for_update(command: Command) -> Command {
        Self::augment_args(command)
    }
}

impl FromArgMatches for AuthInputArgs {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        let mut args = Self::default();
        args.update_from_arg_matches(matches)?;
        Ok(args)
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        for input in Input::ALL {
            if let Some(value) = matches.get_one::<String>(input.input_name()) {
                self.given.insert(input, value.clone());
            }
        }
        Ok(())
    }
}

/// The inputs that say who `ward auth serve` answers as; those that shape one output
/// token or the credentials file do not apply to it.
pub const SERVE_INPUTS: [Input; 9] = [
    Input::WorkloadIdentityProvider,
    Input::ServiceAccount,
    Input::Audience,
    Input::CredentialsJson,
    Input::AccessTokenLifetime,
    Input::AccessTokenScopes,
    Input::AccessTokenSubject,
    Input::ProjectId,
    Input::Delegates,
];

/// [`SERVE_INPUTS`] as flags, read into the same values as `ward auth`'s.
#[derive(Debug, Default)]
pub struct ServeInputArgs(pub AuthInputArgs);

impl Args for ServeInputArgs {
    fn augment_args(command: Command) -> Command {
        command.args(SERVE_INPUTS.map(AuthInputArgs::flag))
    }

    fn augment_args_for_update(command: Command) -> Command {
        Self::augment_args(command)
    }
}

impl FromArgMatches for ServeInputArgs {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        let mut args = Self::default();
        args.update_from_arg_matches(matches)?;
        Ok(args)
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        for input in SERVE_INPUTS {
            if let Some(value) = matches.get_one::<String>(input.input_name()) {
                self.0.given.insert(input, value.clone());
            }
        }
        Ok(())
    }
}

/// Where `ward auth` puts what it made, besides its outputs.
#[derive(Debug, Args)]
#[command(next_help_heading = "Where results go")]
pub struct AuthResultArgs {
    /// Directory for the credentials file [default: the job's checkout: $GITHUB_WORKSPACE,
    /// $CI_PROJECT_DIR, $CIRCLE_WORKING_DIRECTORY, $BUILDKITE_BUILD_CHECKOUT_PATH,
    /// $BITBUCKET_CLONE_DIR; on Azure $AGENT_TEMPDIRECTORY]
    #[arg(long, value_name = "DIR")]
    pub credentials_dir: Option<PathBuf>,

    #[command(flatten)]
    pub export: ExportArgs,
}

/// How a run hands its variables on besides its own output: to the CI step's files, as
/// export lines, or to a dotenv file. `ward auth serve` rewords the help for its server.
#[derive(Debug, Args)]
pub struct ExportArgs {
    /// Run as a CI step: read INPUT_* variables, write $GITHUB_OUTPUT, $GITHUB_ENV and
    /// $GITHUB_STATE, mask tokens in the log
    #[arg(long)]
    pub github_action: bool,

    /// Print the environment variables as shell-quoted `export NAME='value'` lines (for
    /// eval) instead of the outputs
    #[arg(
        long = "export",
        visible_alias = "print-env",
        conflicts_with = "github_action"
    )]
    pub print_env: bool,

    /// Also write the variables to FILE as a dotenv file (GitLab's artifacts:reports:dotenv);
    /// tokens are left out
    #[arg(long, value_name = "FILE", conflicts_with = "github_action")]
    pub env_file: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub struct AuthCleanupArgs {
    /// The file to remove, only if it is a ci-creds-*.json file ward wrote [default:
    /// $STATE_credentials_path, then $SERVICE_CI_CREDS_PATH]
    // An empty value is accepted and names nothing: `--file "$(sed ...)"` after a failed run.
    #[arg(
        long,
        visible_alias = "file",
        value_name = "FILE",
        value_parser = clap::builder::TypedValueParser::map(clap::builder::OsStringValueParser::new(), PathBuf::from)
    )]
    pub credentials_file: Option<PathBuf>,
}
