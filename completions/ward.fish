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
complete -c ward -n "__fish_ward_needs_command" -f -a "breach" -d 'Search breached accounts, breaches and data classes (breach API)'
complete -c ward -n "__fish_ward_needs_command" -f -a "paste" -d 'Search pastes holding an e-mail address (breach API)'
complete -c ward -n "__fish_ward_needs_command" -f -a "password" -d 'Check passwords by k-anonymity: only 5 hex characters of each hash are sent'
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
complete -c ward -n "__fish_ward_using_subcommand breach; and not __fish_seen_subcommand_from account list get dataclasses help" -l api-version -d 'API version: 2 (the default, no key) or 3 (a key is needed for account and paste searches) [env: WARD_BREACHES_API_VERSION, config: breaches.api_version]' -r -f -a "2\t''
3\t''"
complete -c ward -n "__fish_ward_using_subcommand breach; and not __fish_seen_subcommand_from account list get dataclasses help" -l version-via -d 'How version 2 is selected: in the URL (default), with the `api-version` header or by content negotiation (`Accept`) [env: WARD_BREACHES_VERSION_VIA, config: breaches.version_via]' -r -f -a "url\t'/api/v2/SERVICE/PARAMETER'
header\t'the `api-version: 2` header'
accept\t'`Accept: application/vnd.haveibeenpwned.v2+json`'"
complete -c ward -n "__fish_ward_using_subcommand breach; and not __fish_seen_subcommand_from account list get dataclasses help" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand breach; and not __fish_seen_subcommand_from account list get dataclasses help" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand breach; and not __fish_seen_subcommand_from account list get dataclasses help" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
complete -c ward -n "__fish_ward_using_subcommand breach; and not __fish_seen_subcommand_from account list get dataclasses help" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand breach; and not __fish_seen_subcommand_from account list get dataclasses help" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand breach; and not __fish_seen_subcommand_from account list get dataclasses help" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand breach; and not __fish_seen_subcommand_from account list get dataclasses help" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand breach; and not __fish_seen_subcommand_from account list get dataclasses help" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand breach; and not __fish_seen_subcommand_from account list get dataclasses help" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand breach; and not __fish_seen_subcommand_from account list get dataclasses help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c ward -n "__fish_ward_using_subcommand breach; and not __fish_seen_subcommand_from account list get dataclasses help" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand breach; and not __fish_seen_subcommand_from account list get dataclasses help" -f -a "account" -d 'Breaches an account (e-mail address or username) appears in; exit 10 when it does'
complete -c ward -n "__fish_ward_using_subcommand breach; and not __fish_seen_subcommand_from account list get dataclasses help" -f -a "list" -d 'Every breach in the system, sorted by title'
complete -c ward -n "__fish_ward_using_subcommand breach; and not __fish_seen_subcommand_from account list get dataclasses help" -f -a "get" -d 'One breach by its name (the Name field, e.g. Adobe)'
complete -c ward -n "__fish_ward_using_subcommand breach; and not __fish_seen_subcommand_from account list get dataclasses help" -f -a "dataclasses" -d 'Every data class (attribute of a compromised record), alphabetically'
complete -c ward -n "__fish_ward_using_subcommand breach; and not __fish_seen_subcommand_from account list get dataclasses help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from account" -s f -l file -d 'Read accounts from a file, one per line (`-` for standard input); blank lines are skipped' -r -F
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from account" -l domain -d 'Only breaches of this domain (e.g. adobe.com)' -r
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from account" -l api-version -d 'API version: 2 (the default, no key) or 3 (a key is needed for account and paste searches) [env: WARD_BREACHES_API_VERSION, config: breaches.api_version]' -r -f -a "2\t''
3\t''"
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from account" -l version-via -d 'How version 2 is selected: in the URL (default), with the `api-version` header or by content negotiation (`Accept`) [env: WARD_BREACHES_VERSION_VIA, config: breaches.version_via]' -r -f -a "url\t'/api/v2/SERVICE/PARAMETER'
header\t'the `api-version: 2` header'
accept\t'`Accept: application/vnd.haveibeenpwned.v2+json`'"
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from account" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from account" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from account" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from account" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from account" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from account" -l truncate -d 'Return only the name of each breach (a much smaller answer)'
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from account" -l include-unverified -d 'Include breaches flagged as unverified'
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from account" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from account" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from account" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from account" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from account" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from account" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from list" -l domain -d 'Only breaches of this domain (e.g. adobe.com)' -r
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from list" -l api-version -d 'API version: 2 (the default, no key) or 3 (a key is needed for account and paste searches) [env: WARD_BREACHES_API_VERSION, config: breaches.api_version]' -r -f -a "2\t''
3\t''"
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from list" -l version-via -d 'How version 2 is selected: in the URL (default), with the `api-version` header or by content negotiation (`Accept`) [env: WARD_BREACHES_VERSION_VIA, config: breaches.version_via]' -r -f -a "url\t'/api/v2/SERVICE/PARAMETER'
header\t'the `api-version: 2` header'
accept\t'`Accept: application/vnd.haveibeenpwned.v2+json`'"
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from list" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from list" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from list" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from list" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from list" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from list" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from list" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from list" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from get" -l api-version -d 'API version: 2 (the default, no key) or 3 (a key is needed for account and paste searches) [env: WARD_BREACHES_API_VERSION, config: breaches.api_version]' -r -f -a "2\t''
3\t''"
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from get" -l version-via -d 'How version 2 is selected: in the URL (default), with the `api-version` header or by content negotiation (`Accept`) [env: WARD_BREACHES_VERSION_VIA, config: breaches.version_via]' -r -f -a "url\t'/api/v2/SERVICE/PARAMETER'
header\t'the `api-version: 2` header'
accept\t'`Accept: application/vnd.haveibeenpwned.v2+json`'"
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from get" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from get" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from get" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from get" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from get" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from get" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from get" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from get" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from get" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from get" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from get" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from dataclasses" -l api-version -d 'API version: 2 (the default, no key) or 3 (a key is needed for account and paste searches) [env: WARD_BREACHES_API_VERSION, config: breaches.api_version]' -r -f -a "2\t''
3\t''"
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from dataclasses" -l version-via -d 'How version 2 is selected: in the URL (default), with the `api-version` header or by content negotiation (`Accept`) [env: WARD_BREACHES_VERSION_VIA, config: breaches.version_via]' -r -f -a "url\t'/api/v2/SERVICE/PARAMETER'
header\t'the `api-version: 2` header'
accept\t'`Accept: application/vnd.haveibeenpwned.v2+json`'"
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from dataclasses" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from dataclasses" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from dataclasses" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from dataclasses" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from dataclasses" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from dataclasses" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from dataclasses" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from dataclasses" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from dataclasses" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from dataclasses" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from dataclasses" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from help" -f -a "account" -d 'Breaches an account (e-mail address or username) appears in; exit 10 when it does'
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from help" -f -a "list" -d 'Every breach in the system, sorted by title'
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from help" -f -a "get" -d 'One breach by its name (the Name field, e.g. Adobe)'
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from help" -f -a "dataclasses" -d 'Every data class (attribute of a compromised record), alphabetically'
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c ward -n "__fish_ward_using_subcommand paste; and not __fish_seen_subcommand_from account help" -l api-version -d 'API version: 2 (the default, no key) or 3 (a key is needed for account and paste searches) [env: WARD_BREACHES_API_VERSION, config: breaches.api_version]' -r -f -a "2\t''
3\t''"
complete -c ward -n "__fish_ward_using_subcommand paste; and not __fish_seen_subcommand_from account help" -l version-via -d 'How version 2 is selected: in the URL (default), with the `api-version` header or by content negotiation (`Accept`) [env: WARD_BREACHES_VERSION_VIA, config: breaches.version_via]' -r -f -a "url\t'/api/v2/SERVICE/PARAMETER'
header\t'the `api-version: 2` header'
accept\t'`Accept: application/vnd.haveibeenpwned.v2+json`'"
complete -c ward -n "__fish_ward_using_subcommand paste; and not __fish_seen_subcommand_from account help" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand paste; and not __fish_seen_subcommand_from account help" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand paste; and not __fish_seen_subcommand_from account help" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
complete -c ward -n "__fish_ward_using_subcommand paste; and not __fish_seen_subcommand_from account help" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand paste; and not __fish_seen_subcommand_from account help" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand paste; and not __fish_seen_subcommand_from account help" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand paste; and not __fish_seen_subcommand_from account help" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand paste; and not __fish_seen_subcommand_from account help" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand paste; and not __fish_seen_subcommand_from account help" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand paste; and not __fish_seen_subcommand_from account help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c ward -n "__fish_ward_using_subcommand paste; and not __fish_seen_subcommand_from account help" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand paste; and not __fish_seen_subcommand_from account help" -f -a "account" -d 'Pastes an e-mail address appears in, newest first; exit 10 when there are any'
complete -c ward -n "__fish_ward_using_subcommand paste; and not __fish_seen_subcommand_from account help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c ward -n "__fish_ward_using_subcommand paste; and __fish_seen_subcommand_from account" -l api-version -d 'API version: 2 (the default, no key) or 3 (a key is needed for account and paste searches) [env: WARD_BREACHES_API_VERSION, config: breaches.api_version]' -r -f -a "2\t''
3\t''"
complete -c ward -n "__fish_ward_using_subcommand paste; and __fish_seen_subcommand_from account" -l version-via -d 'How version 2 is selected: in the URL (default), with the `api-version` header or by content negotiation (`Accept`) [env: WARD_BREACHES_VERSION_VIA, config: breaches.version_via]' -r -f -a "url\t'/api/v2/SERVICE/PARAMETER'
header\t'the `api-version: 2` header'
accept\t'`Accept: application/vnd.haveibeenpwned.v2+json`'"
complete -c ward -n "__fish_ward_using_subcommand paste; and __fish_seen_subcommand_from account" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand paste; and __fish_seen_subcommand_from account" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand paste; and __fish_seen_subcommand_from account" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
complete -c ward -n "__fish_ward_using_subcommand paste; and __fish_seen_subcommand_from account" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand paste; and __fish_seen_subcommand_from account" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand paste; and __fish_seen_subcommand_from account" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand paste; and __fish_seen_subcommand_from account" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand paste; and __fish_seen_subcommand_from account" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand paste; and __fish_seen_subcommand_from account" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand paste; and __fish_seen_subcommand_from account" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c ward -n "__fish_ward_using_subcommand paste; and __fish_seen_subcommand_from account" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand paste; and __fish_seen_subcommand_from help" -f -a "account" -d 'Pastes an e-mail address appears in, newest first; exit 10 when there are any'
complete -c ward -n "__fish_ward_using_subcommand paste; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c ward -n "__fish_ward_using_subcommand password; and not __fish_seen_subcommand_from check download export range help" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand password; and not __fish_seen_subcommand_from check download export range help" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand password; and not __fish_seen_subcommand_from check download export range help" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
complete -c ward -n "__fish_ward_using_subcommand password; and not __fish_seen_subcommand_from check download export range help" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand password; and not __fish_seen_subcommand_from check download export range help" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand password; and not __fish_seen_subcommand_from check download export range help" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand password; and not __fish_seen_subcommand_from check download export range help" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand password; and not __fish_seen_subcommand_from check download export range help" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand password; and not __fish_seen_subcommand_from check download export range help" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand password; and not __fish_seen_subcommand_from check download export range help" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand password; and not __fish_seen_subcommand_from check download export range help" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand password; and not __fish_seen_subcommand_from check download export range help" -f -a "check" -d 'Check passwords: hashed here, only the first 5 hex characters of each hash are sent'
complete -c ward -n "__fish_ward_using_subcommand password; and not __fish_seen_subcommand_from check download export range help" -f -a "download" -d 'Download every range (or a sub-range) into a local store for offline checks'
complete -c ward -n "__fish_ward_using_subcommand password; and not __fish_seen_subcommand_from check download export range help" -f -a "export" -d 'Write a downloaded store as one sorted HASH:COUNT file'
complete -c ward -n "__fish_ward_using_subcommand password; and not __fish_seen_subcommand_from check download export range help" -f -a "range" -d 'Print one range: every hash suffix under a 5-character prefix, with its count'
complete -c ward -n "__fish_ward_using_subcommand password; and not __fish_seen_subcommand_from check download export range help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from check" -l offline -d 'Answer from a store made by `ward password download DIR`, with no network at all' -r -F
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from check" -l hashes -d 'Read hashes instead of passwords, one per line (40 hex characters for SHA-1, 32 with --ntlm), from FILE or `-` for standard input' -r -F
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from check" -l min-count -d 'Count a password as pwned only when seen at least N times' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from check" -l concurrency -d 'Ranges fetched at once' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from check" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from check" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from check" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from check" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from check" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from check" -l stdin -d 'Read passwords from standard input, one per line, instead of prompting'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from check" -l ntlm -d 'Check NTLM hashes (MD4 of UTF-16LE) instead of SHA-1'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from check" -l no-padding -d 'Do not ask the server to pad answers with decoy rows (padding hides how large the answer for a prefix is from anyone watching the traffic)'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from check" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from check" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from check" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from check" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from check" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from check" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from download" -l range -d 'Only prefixes START to END, inclusive (e.g. 00000..0FFFF)' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from download" -l concurrency -d 'Ranges fetched at once' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from download" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from download" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from download" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from download" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from download" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from download" -l ntlm -d 'Download the NTLM corpus instead of the SHA-1 one'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from download" -l refresh -d 'Revalidate stored ranges with If-None-Match and rewrite those that changed'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from download" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from download" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from download" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from download" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from download" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from download" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from export" -s f -l file -d 'Write to FILE (atomically) instead of standard output' -r -F
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from export" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from export" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from export" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from export" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from export" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from export" -l ntlm -d 'Export the NTLM store instead of the SHA-1 one'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from export" -l crlf -d 'End lines with CRLF, like the service\'s own download format'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from export" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from export" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from export" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from export" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from export" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from export" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from range" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from range" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from range" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from range" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from range" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from range" -l ntlm -d 'Ask for the NTLM range instead of the SHA-1 one'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from range" -l no-padding -d 'Do not ask the server to pad the answer (padding rows are dropped either way)'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from range" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from range" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from range" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from range" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from range" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from range" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from help" -f -a "check" -d 'Check passwords: hashed here, only the first 5 hex characters of each hash are sent'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from help" -f -a "download" -d 'Download every range (or a sub-range) into a local store for offline checks'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from help" -f -a "export" -d 'Write a downloaded store as one sorted HASH:COUNT file'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from help" -f -a "range" -d 'Print one range: every hash suffix under a 5-character prefix, with its count'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c ward -n "__fish_ward_using_subcommand help; and not __fish_seen_subcommand_from configure completions breach paste password help" -f -a "configure" -d 'Store API keys and tokens in the config file (mode 0600)'
complete -c ward -n "__fish_ward_using_subcommand help; and not __fish_seen_subcommand_from configure completions breach paste password help" -f -a "completions" -d 'Print a shell completion script'
complete -c ward -n "__fish_ward_using_subcommand help; and not __fish_seen_subcommand_from configure completions breach paste password help" -f -a "breach" -d 'Search breached accounts, breaches and data classes (breach API)'
complete -c ward -n "__fish_ward_using_subcommand help; and not __fish_seen_subcommand_from configure completions breach paste password help" -f -a "paste" -d 'Search pastes holding an e-mail address (breach API)'
complete -c ward -n "__fish_ward_using_subcommand help; and not __fish_seen_subcommand_from configure completions breach paste password help" -f -a "password" -d 'Check passwords by k-anonymity: only 5 hex characters of each hash are sent'
complete -c ward -n "__fish_ward_using_subcommand help; and not __fish_seen_subcommand_from configure completions breach paste password help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from breach" -f -a "account" -d 'Breaches an account (e-mail address or username) appears in; exit 10 when it does'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from breach" -f -a "list" -d 'Every breach in the system, sorted by title'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from breach" -f -a "get" -d 'One breach by its name (the Name field, e.g. Adobe)'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from breach" -f -a "dataclasses" -d 'Every data class (attribute of a compromised record), alphabetically'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from paste" -f -a "account" -d 'Pastes an e-mail address appears in, newest first; exit 10 when there are any'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from password" -f -a "check" -d 'Check passwords: hashed here, only the first 5 hex characters of each hash are sent'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from password" -f -a "download" -d 'Download every range (or a sub-range) into a local store for offline checks'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from password" -f -a "export" -d 'Write a downloaded store as one sorted HASH:COUNT file'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from password" -f -a "range" -d 'Print one range: every hash suffix under a 5-character prefix, with its count'
