# Print an optspec for argparse to handle cmd's options that are independent of any subcommand.
function __fish_ward_global_optspecs
    string join \n o/output= json q/quiet v/verbose timeout= retries= no-progress config= color= h/help V/version
end

function __fish_ward_needs_command
    # Figure out if the current invocation already has a command.
    set -l cmd (commandline -opc)
    set -e cmd[1]
    argparse -s (__fish_ward_global_optspecs) -- $cmd 2>/dev/null
    or return
    if set -q argv[1]
        # Also print the command, so this can be used to figure out what it is.
        echo $argv[1]
        return 1
    end
    return 0
end

function __fish_ward_using_subcommand
    set -l cmd (__fish_ward_needs_command)
    test -z "$cmd"
    and return 1
    contains -- $cmd[1] $argv
end

complete -c ward -n "__fish_ward_needs_command" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_needs_command" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_needs_command" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
complete -c ward -n "__fish_ward_needs_command" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_needs_command" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_needs_command" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_needs_command" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_needs_command" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_needs_command" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_needs_command" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c ward -n "__fish_ward_needs_command" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_needs_command" -f -a "configure" -d 'Store API keys and tokens in the config file (mode 0600)'
complete -c ward -n "__fish_ward_needs_command" -f -a "completions" -d 'Print a shell completion script'
complete -c ward -n "__fish_ward_needs_command" -f -a "webhook" -d 'Manage the hub\'s webhooks, and receive them with `ward webhook serve`'
complete -c ward -n "__fish_ward_needs_command" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c ward -n "__fish_ward_using_subcommand configure" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand configure" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand configure" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
complete -c ward -n "__fish_ward_using_subcommand configure" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand configure" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand configure" -l stdin -d 'Read the value from standard input (for scripts) instead of a prompt'
complete -c ward -n "__fish_ward_using_subcommand configure" -l unset -d 'Remove the setting from the config file'
complete -c ward -n "__fish_ward_using_subcommand configure" -l show -d 'Show which settings are stored (secrets are never printed) and where'
complete -c ward -n "__fish_ward_using_subcommand configure" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand configure" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand configure" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand configure" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand configure" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c ward -n "__fish_ward_using_subcommand configure" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand completions" -l dir -d 'Write the scripts for every supported shell into this directory' -r -F
complete -c ward -n "__fish_ward_using_subcommand completions" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand completions" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand completions" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
complete -c ward -n "__fish_ward_using_subcommand completions" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand completions" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand completions" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand completions" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand completions" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand completions" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand completions" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand completions" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve help" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve help" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve help" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve help" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve help" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve help" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve help" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve help" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve help" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve help" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve help" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve help" -f -a "list" -d 'List the webhooks of the token\'s account'
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve help" -f -a "get" -d 'Show one webhook'
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve help" -f -a "create" -d 'Create a webhook that watches users, organizations or repositories'
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve help" -f -a "update" -d 'Change a webhook; options left out keep their current value'
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve help" -f -a "enable" -d 'Enable a disabled or suspended webhook'
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve help" -f -a "disable" -d 'Disable a webhook (it is kept, not deleted)'
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve help" -f -a "delete" -d 'Delete a webhook for good (asks first on a terminal)'
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve help" -f -a "serve" -d 'Receive webhooks and run a command per route'
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from list" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from list" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from list" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from list" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from list" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from list" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from list" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from list" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from get" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from get" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from get" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from get" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from get" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from get" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from get" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from get" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from get" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from get" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from get" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from create" -l url -d 'Where the hub sends the payloads' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from create" -l watch -d 'What to watch, TYPE:NAME with TYPE user, org, model, dataset or space (repeatable)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from create" -l domain -d 'Which events to send (repeatable; both when omitted)' -r -f -a "repo\t'Repository changes: commits, tags, settings, creation, deletion, moves'
discussion\t'Discussions, pull requests and their comments'"
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from create" -l secret-file -d 'Read the secret from this file (\'-\' for standard input)' -r -F
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from create" -l secret-env -d 'Read the secret from this environment variable (for example WEBHOOK_SECRET)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from create" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from create" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from create" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from create" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from create" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from create" -l ask-secret -d 'Ask for the secret without echo'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from create" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from create" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from create" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from create" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from create" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from create" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from update" -l url -d 'New target URL' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from update" -l watch -d 'Replace the watched list, TYPE:NAME (repeatable)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from update" -l add-watch -d 'Add to the watched list, TYPE:NAME (repeatable)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from update" -l remove-watch -d 'Remove from the watched list, TYPE:NAME (repeatable)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from update" -l domain -d 'Replace the domains (repeatable)' -r -f -a "repo\t'Repository changes: commits, tags, settings, creation, deletion, moves'
discussion\t'Discussions, pull requests and their comments'"
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from update" -l secret-file -d 'Read the secret from this file (\'-\' for standard input)' -r -F
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from update" -l secret-env -d 'Read the secret from this environment variable (for example WEBHOOK_SECRET)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from update" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from update" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from update" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from update" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from update" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from update" -l ask-secret -d 'Ask for the secret without echo'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from update" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from update" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from update" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from update" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from update" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from update" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from enable" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from enable" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from enable" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from enable" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from enable" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from enable" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from enable" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from enable" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from enable" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from enable" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from enable" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from disable" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from disable" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from disable" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from disable" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from disable" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from disable" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from disable" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from disable" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from disable" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from disable" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from disable" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from delete" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from delete" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from delete" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from delete" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from delete" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from delete" -s y -l yes -d 'Do not ask for confirmation'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from delete" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from delete" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from delete" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from delete" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from delete" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from delete" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l route -d 'A route: NAME=COMMAND serves POST /webhooks/NAME and runs COMMAND; NAME alone only accepts and logs (repeatable)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l routes -d 'TOML file of routes with per-route filters, timeout and concurrency' -r -F
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l host -d 'Address to listen on' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l port -d 'Port to listen on (0 picks a free one)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l secret-file -d 'File holding the webhook secret (instead of WEBHOOK_SECRET)' -r -F
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l command-timeout -d 'Seconds a command may run before it is stopped (routes may set their own)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l concurrency -d 'Commands one route may run at the same time (routes may set their own)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l queue -d 'Deliveries one route may hold waiting for a free slot before answering 503' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l max-body -d 'Largest request body accepted, in bytes (larger ones get 413)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l shutdown-timeout -d 'Seconds to let running commands finish after SIGINT or SIGTERM' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l page -d 'HTML file served at / instead of the built-in landing page' -r -F
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l shell -d 'Run --route commands through `sh -c` instead of splitting them into arguments'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l wait -d 'Answer when the command has finished, with its exit status (default: 202 at once)'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from help" -f -a "list" -d 'List the webhooks of the token\'s account'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from help" -f -a "get" -d 'Show one webhook'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from help" -f -a "create" -d 'Create a webhook that watches users, organizations or repositories'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from help" -f -a "update" -d 'Change a webhook; options left out keep their current value'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from help" -f -a "enable" -d 'Enable a disabled or suspended webhook'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from help" -f -a "disable" -d 'Disable a webhook (it is kept, not deleted)'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from help" -f -a "delete" -d 'Delete a webhook for good (asks first on a terminal)'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from help" -f -a "serve" -d 'Receive webhooks and run a command per route'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c ward -n "__fish_ward_using_subcommand help; and not __fish_seen_subcommand_from configure completions webhook help" -f -a "configure" -d 'Store API keys and tokens in the config file (mode 0600)'
complete -c ward -n "__fish_ward_using_subcommand help; and not __fish_seen_subcommand_from configure completions webhook help" -f -a "completions" -d 'Print a shell completion script'
complete -c ward -n "__fish_ward_using_subcommand help; and not __fish_seen_subcommand_from configure completions webhook help" -f -a "webhook" -d 'Manage the hub\'s webhooks, and receive them with `ward webhook serve`'
complete -c ward -n "__fish_ward_using_subcommand help; and not __fish_seen_subcommand_from configure completions webhook help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from webhook" -f -a "list" -d 'List the webhooks of the token\'s account'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from webhook" -f -a "get" -d 'Show one webhook'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from webhook" -f -a "create" -d 'Create a webhook that watches users, organizations or repositories'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from webhook" -f -a "update" -d 'Change a webhook; options left out keep their current value'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from webhook" -f -a "enable" -d 'Enable a disabled or suspended webhook'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from webhook" -f -a "disable" -d 'Disable a webhook (it is kept, not deleted)'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from webhook" -f -a "delete" -d 'Delete a webhook for good (asks first on a terminal)'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from webhook" -f -a "serve" -d 'Receive webhooks and run a command per route'
