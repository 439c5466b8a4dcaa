
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
            cand webhook 'Manage the hub''s webhooks, and receive them with `ward webhook serve`'
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
        &'ward;webhook'= {
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
            cand list 'List the webhooks of the token''s account'
            cand get 'Show one webhook'
            cand create 'Create a webhook that watches users, organizations or repositories'
            cand update 'Change a webhook; options left out keep their current value'
            cand enable 'Enable a disabled or suspended webhook'
            cand disable 'Disable a webhook (it is kept, not deleted)'
            cand delete 'Delete a webhook for good (asks first on a terminal)'
            cand serve 'Receive webhooks and run a command per route'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;webhook;list'= {
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
        &'ward;webhook;get'= {
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
        &'ward;webhook;create'= {
            cand --url 'Where the hub sends the payloads'
            cand --watch 'What to watch, TYPE:NAME with TYPE user, org, model, dataset or space (repeatable)'
            cand --domain 'Which events to send (repeatable; both when omitted)'
            cand --secret-file 'Read the secret from this file (''-'' for standard input)'
            cand --secret-env 'Read the secret from this environment variable (for example WEBHOOK_SECRET)'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --ask-secret 'Ask for the secret without echo'
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
        &'ward;webhook;update'= {
            cand --url 'New target URL'
            cand --watch 'Replace the watched list, TYPE:NAME (repeatable)'
            cand --add-watch 'Add to the watched list, TYPE:NAME (repeatable)'
            cand --remove-watch 'Remove from the watched list, TYPE:NAME (repeatable)'
            cand --domain 'Replace the domains (repeatable)'
            cand --secret-file 'Read the secret from this file (''-'' for standard input)'
            cand --secret-env 'Read the secret from this environment variable (for example WEBHOOK_SECRET)'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --ask-secret 'Ask for the secret without echo'
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
        &'ward;webhook;enable'= {
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
        &'ward;webhook;disable'= {
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
        &'ward;webhook;delete'= {
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand -y 'Do not ask for confirmation'
            cand --yes 'Do not ask for confirmation'
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
        &'ward;webhook;serve'= {
            cand --route 'A route: NAME=COMMAND serves POST /webhooks/NAME and runs COMMAND; NAME alone only accepts and logs (repeatable)'
            cand --routes 'TOML file of routes with per-route filters, timeout and concurrency'
            cand --host 'Address to listen on'
            cand --port 'Port to listen on (0 picks a free one)'
            cand --secret-file 'File holding the webhook secret (instead of WEBHOOK_SECRET)'
            cand --command-timeout 'Seconds a command may run before it is stopped (routes may set their own)'
            cand --concurrency 'Commands one route may run at the same time (routes may set their own)'
            cand --queue 'Deliveries one route may hold waiting for a free slot before answering 503'
            cand --max-body 'Largest request body accepted, in bytes (larger ones get 413)'
            cand --shutdown-timeout 'Seconds to let running commands finish after SIGINT or SIGTERM'
            cand --page 'HTML file served at / instead of the built-in landing page'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --shell 'Run --route commands through `sh -c` instead of splitting them into arguments'
            cand --wait 'Answer when the command has finished, with its exit status (default: 202 at once)'
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
        &'ward;webhook;help'= {
            cand list 'List the webhooks of the token''s account'
            cand get 'Show one webhook'
            cand create 'Create a webhook that watches users, organizations or repositories'
            cand update 'Change a webhook; options left out keep their current value'
            cand enable 'Enable a disabled or suspended webhook'
            cand disable 'Disable a webhook (it is kept, not deleted)'
            cand delete 'Delete a webhook for good (asks first on a terminal)'
            cand serve 'Receive webhooks and run a command per route'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;webhook;help;list'= {
        }
        &'ward;webhook;help;get'= {
        }
        &'ward;webhook;help;create'= {
        }
        &'ward;webhook;help;update'= {
        }
        &'ward;webhook;help;enable'= {
        }
        &'ward;webhook;help;disable'= {
        }
        &'ward;webhook;help;delete'= {
        }
        &'ward;webhook;help;serve'= {
        }
        &'ward;webhook;help;help'= {
        }
        &'ward;help'= {
            cand configure 'Store API keys and tokens in the config file (mode 0600)'
            cand completions 'Print a shell completion script'
            cand webhook 'Manage the hub''s webhooks, and receive them with `ward webhook serve`'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;help;configure'= {
        }
        &'ward;help;completions'= {
        }
        &'ward;help;webhook'= {
            cand list 'List the webhooks of the token''s account'
            cand get 'Show one webhook'
            cand create 'Create a webhook that watches users, organizations or repositories'
            cand update 'Change a webhook; options left out keep their current value'
            cand enable 'Enable a disabled or suspended webhook'
            cand disable 'Disable a webhook (it is kept, not deleted)'
            cand delete 'Delete a webhook for good (asks first on a terminal)'
            cand serve 'Receive webhooks and run a command per route'
        }
        &'ward;help;webhook;list'= {
        }
        &'ward;help;webhook;get'= {
        }
        &'ward;help;webhook;create'= {
        }
        &'ward;help;webhook;update'= {
        }
        &'ward;help;webhook;enable'= {
        }
        &'ward;help;webhook;disable'= {
        }
        &'ward;help;webhook;delete'= {
        }
        &'ward;help;webhook;serve'= {
        }
        &'ward;help;help'= {
        }
    ]
    $completions[$command]
}
