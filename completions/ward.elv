
use builtin;
use str;

set edit:completion:arg-completer[ward] = {|@words|
    fn spaces {|n|
        builtin:repeat $n ' ' | str:join ''
    }
    fn cand {|text desc|
        edit:complex-candidate $text &display=$text' '(spaces (- 14 (wcswidth $text)))$desc
    }
    var command = 'ward'
    for word $words[1..-1] {
        if (str:has-prefix $word '-') {
            break
        }
        set command = $command';'$word
    }
    var completions = [
        &'ward'= {
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --json 'Same as `-o json`'
            cand -q 'Print only data and errors'
            cand --quiet 'Print only data and errors'
            cand -v 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --verbose 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --no-progress 'Never draw progress bars'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand configure 'Store API keys and tokens in the config file (mode 0600)'
            cand completions 'Print a shell completion script'
            cand auth 'Authenticate CI steps to the cloud: OIDC federation or a key, tokens, credentials file'
            cand policy 'Read an organization''s IAM policy with the standard credential chain'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;configure'= {
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --stdin 'Read the value from standard input (for scripts) instead of a prompt'
            cand --unset 'Remove the setting from the config file'
            cand --show 'Show which settings are stored (secrets are never printed) and where'
            cand --json 'Same as `-o json`'
            cand -q 'Print only data and errors'
            cand --quiet 'Print only data and errors'
            cand -v 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --verbose 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --no-progress 'Never draw progress bars'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'ward;completions'= {
            cand --dir 'Write the scripts for every supported shell into this directory'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --json 'Same as `-o json`'
            cand -q 'Print only data and errors'
            cand --quiet 'Print only data and errors'
            cand -v 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --verbose 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --no-progress 'Never draw progress bars'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'ward;auth'= {
            cand --workload-identity-provider 'Federation: the provider''s full name, projects/NUMBER/locations/global/workloadIdentityPools/POOL/providers/PROVIDER'
            cand --service-account 'Service account e-mail or unique ID to act as (federation; in key mode the key''s own)'
            cand --audience '`aud` of the workflow identity token [default: https://iam.googleapis.com/PROVIDER]'
            cand --credentials-json 'Key mode: service account key JSON, raw or base64; @FILE reads a file, - reads stdin (env WARD_CREDENTIALS_JSON)'
            cand --token-format 'Token to mint as an output: access_token or id_token [default: none]'
            cand --access-token-lifetime 'Access token lifetime: seconds with a trailing s, or h/m/s parts [default: 3600s]'
            cand --access-token-scopes 'Access token scopes, comma- or newline-separated [default: https://www.googleapis.com/auth/cloud-platform]'
            cand --access-token-subject 'User e-mail to impersonate with domain-wide delegation (access_token only)'
            cand --id-token-audience 'Audience of the ID token (required with --token-format id_token)'
            cand --id-token-include-email 'Put email and email_verified claims into the ID token [default: false]'
            cand --project-id 'Project ID to use and export [default: from the service account e-mail or the key]'
            cand --create-credentials-file 'Write a credentials file for later steps [default: true]'
            cand --export-environment-variables 'Export environment variables (project and credentials file) [default: true]'
            cand --delegates 'Extra service accounts in the impersonation chain, comma- or newline-separated'
            cand --cleanup-credentials 'Let the post step (`ward auth cleanup`) remove the credentials file [default: true]'
            cand --credentials-dir 'Directory for the credentials file [default: $GITHUB_WORKSPACE]'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --github-action 'Run as a CI step: read INPUT_* variables, write $GITHUB_OUTPUT, $GITHUB_ENV and $GITHUB_STATE, mask tokens in the log'
            cand --print-env 'Print the environment variables as `export NAME=''value''` lines instead of the outputs'
            cand --json 'Same as `-o json`'
            cand -q 'Print only data and errors'
            cand --quiet 'Print only data and errors'
            cand -v 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --verbose 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --no-progress 'Never draw progress bars'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand cleanup 'Remove the credentials file an earlier `ward auth` created (the action''s post step)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;auth;cleanup'= {
            cand --credentials-file 'The file to remove [default: $STATE_credentials_path, then $SERVICE_CI_CREDS_PATH]'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --json 'Same as `-o json`'
            cand -q 'Print only data and errors'
            cand --quiet 'Print only data and errors'
            cand -v 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --verbose 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --no-progress 'Never draw progress bars'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'ward;auth;help'= {
            cand cleanup 'Remove the credentials file an earlier `ward auth` created (the action''s post step)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;auth;help;cleanup'= {
        }
        &'ward;auth;help;help'= {
        }
        &'ward;policy'= {
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --json 'Same as `-o json`'
            cand -q 'Print only data and errors'
            cand --quiet 'Print only data and errors'
            cand -v 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --verbose 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --no-progress 'Never draw progress bars'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand get 'Read an organization''s IAM policy'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;policy;get'= {
            cand --policy-version 'Highest policy version to return (policies with conditional bindings need 3)'
            cand --role 'Show only bindings of this role (for example roles/owner)'
            cand --member 'Show only this member (user:alice@example.com, or just alice@example.com)'
            cand --quota-project 'Project billed for the request, sent as x-goog-user-project (env WARD_QUOTA_PROJECT)'
            cand --access-token 'Access token to use (discouraged on the command line; prefer WARD_ACCESS_TOKEN)'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --json 'Same as `-o json`'
            cand -q 'Print only data and errors'
            cand --quiet 'Print only data and errors'
            cand -v 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --verbose 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --no-progress 'Never draw progress bars'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'ward;policy;help'= {
            cand get 'Read an organization''s IAM policy'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;policy;help;get'= {
        }
        &'ward;policy;help;help'= {
        }
        &'ward;help'= {
            cand configure 'Store API keys and tokens in the config file (mode 0600)'
            cand completions 'Print a shell completion script'
            cand auth 'Authenticate CI steps to the cloud: OIDC federation or a key, tokens, credentials file'
            cand policy 'Read an organization''s IAM policy with the standard credential chain'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;help;configure'= {
        }
        &'ward;help;completions'= {
        }
        &'ward;help;auth'= {
            cand cleanup 'Remove the credentials file an earlier `ward auth` created (the action''s post step)'
        }
        &'ward;help;auth;cleanup'= {
        }
        &'ward;help;policy'= {
            cand get 'Read an organization''s IAM policy'
        }
        &'ward;help;policy;get'= {
        }
        &'ward;help;help'= {
        }
    ]
    $completions[$command]
}
