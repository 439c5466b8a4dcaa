# Print an optspec for argparse to handle cmd's options that are independent of any subcommand.
function __fish_ward_global_optspecs
    string join \n o/output= json jq= q/quiet v/verbose timeout= retries= no-progress config= color= h/help V/version
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

complete -c ward -n "__fish_ward_needs_command" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_needs_command" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_needs_command" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_needs_command" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
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
complete -c ward -n "__fish_ward_needs_command" -f -a "project" -d 'Tracked projects on the release tracker'
complete -c ward -n "__fish_ward_needs_command" -f -a "release" -d 'Releases and release notes of a tracked project'
complete -c ward -n "__fish_ward_needs_command" -f -a "provider" -d 'Providers projects can be tracked from'
complete -c ward -n "__fish_ward_needs_command" -f -a "integration" -d 'Notification integrations of the release tracker (chat channels, rooms, webhooks)'
complete -c ward -n "__fish_ward_needs_command" -f -a "tag" -d 'Tags for grouping tracked projects'
complete -c ward -n "__fish_ward_needs_command" -f -a "key" -d 'The release-tracker account\'s API keys (signs in with e-mail and password)'
complete -c ward -n "__fish_ward_needs_command" -f -a "breach" -d 'Search breached accounts, breaches and data classes (breach API)'
complete -c ward -n "__fish_ward_needs_command" -f -a "paste" -d 'Search pastes holding an e-mail address (breach API)'
complete -c ward -n "__fish_ward_needs_command" -f -a "password" -d 'Check passwords by k-anonymity: only 5 hex characters of each hash are sent'
complete -c ward -n "__fish_ward_needs_command" -f -a "auth" -d 'Authenticate CI steps to the cloud: OIDC federation or a key, tokens, credentials file'
complete -c ward -n "__fish_ward_needs_command" -f -a "policy" -d 'Read an organization\'s IAM policy with the standard credential chain'
complete -c ward -n "__fish_ward_needs_command" -f -a "webhook" -d 'Manage the hub\'s webhooks, and receive them with `ward webhook serve`'
complete -c ward -n "__fish_ward_needs_command" -f -a "configure" -d 'Store API keys and tokens in the config file (mode 0600)'
complete -c ward -n "__fish_ward_needs_command" -f -a "man" -d 'Write the manual pages (man(1) format)'
complete -c ward -n "__fish_ward_needs_command" -f -a "completions" -d 'Print a shell completion script'
complete -c ward -n "__fish_ward_needs_command" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c ward -n "__fish_ward_using_subcommand project; and not __fish_seen_subcommand_from list search get add update remove export apply import help" -l api-key -d 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)' -r
complete -c ward -n "__fish_ward_using_subcommand project; and not __fish_seen_subcommand_from list search get add update remove export apply import help" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand project; and not __fish_seen_subcommand_from list search get add update remove export apply import help" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand project; and not __fish_seen_subcommand_from list search get add update remove export apply import help" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand project; and not __fish_seen_subcommand_from list search get add update remove export apply import help" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand project; and not __fish_seen_subcommand_from list search get add update remove export apply import help" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand project; and not __fish_seen_subcommand_from list search get add update remove export apply import help" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand project; and not __fish_seen_subcommand_from list search get add update remove export apply import help" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand project; and not __fish_seen_subcommand_from list search get add update remove export apply import help" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand project; and not __fish_seen_subcommand_from list search get add update remove export apply import help" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand project; and not __fish_seen_subcommand_from list search get add update remove export apply import help" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand project; and not __fish_seen_subcommand_from list search get add update remove export apply import help" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand project; and not __fish_seen_subcommand_from list search get add update remove export apply import help" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand project; and not __fish_seen_subcommand_from list search get add update remove export apply import help" -f -a "list" -d 'List tracked projects, one page or all of them'
complete -c ward -n "__fish_ward_using_subcommand project; and not __fish_seen_subcommand_from list search get add update remove export apply import help" -f -a "search" -d 'Search tracked projects by name'
complete -c ward -n "__fish_ward_using_subcommand project; and not __fish_seen_subcommand_from list search get add update remove export apply import help" -f -a "get" -d 'Show one project and its settings'
complete -c ward -n "__fish_ward_using_subcommand project; and not __fish_seen_subcommand_from list search get add update remove export apply import help" -f -a "add" -d 'Start tracking a project'
complete -c ward -n "__fish_ward_using_subcommand project; and not __fish_seen_subcommand_from list search get add update remove export apply import help" -f -a "update" -d 'Change a project\'s settings; settings not given keep their value'
complete -c ward -n "__fish_ward_using_subcommand project; and not __fish_seen_subcommand_from list search get add update remove export apply import help" -f -a "remove" -d 'Stop tracking a project'
complete -c ward -n "__fish_ward_using_subcommand project; and not __fish_seen_subcommand_from list search get add update remove export apply import help" -f -a "export" -d 'Write every tracked project with all its settings (TOML, or JSON with -o json), in the format `apply` and `import` read'
complete -c ward -n "__fish_ward_using_subcommand project; and not __fish_seen_subcommand_from list search get add update remove export apply import help" -f -a "apply" -d 'Make the account match a file: add missing projects, update settings that differ and, with --prune, remove projects the file does not name'
complete -c ward -n "__fish_ward_using_subcommand project; and not __fish_seen_subcommand_from list search get add update remove export apply import help" -f -a "import" -d 'Track the projects of a list that are not tracked yet; leave everything else alone'
complete -c ward -n "__fish_ward_using_subcommand project; and not __fish_seen_subcommand_from list search get add update remove export apply import help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from list" -l page -d 'Show page N (starting at 1) instead of the first' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from list" -l order -d 'Sort order' -r -f -a "updated\t'Most recently updated first (the service\'s default)'
added\t'Most recently added first'
name\t'By name'"
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from list" -l tag -d 'Only projects with this tag (tag ID)' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from list" -l provider -d 'Only projects of this provider (for example github, npm, pypi)' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from list" -l api-key -d 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from list" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from list" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from list" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from list" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from list" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from list" -l all -d 'Fetch every page (concurrently, paced by the rate-limit budget)'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from list" -l reverse -d 'Reverse the order'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from list" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from list" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from list" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from list" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from search" -l provider -d 'Only projects of this provider' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from search" -l api-key -d 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from search" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from search" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from search" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from search" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from search" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from search" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from search" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from search" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from search" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from search" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from search" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from search" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from get" -l api-key -d 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from get" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from get" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from get" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from get" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from get" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from get" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from get" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from get" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from get" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from get" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from get" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from get" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from add" -l email-notification -d 'How often to e-mail about new releases' -r -f -a "none\t''
instant\t''
hourly\t''
daily\t''
weekly\t''
default\t'The account\'s default schedule'"
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from add" -l chat-a -d 'Notify this chat A channel (integration ID; repeat for several); replaces the list' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from add" -l chat-b -d 'Notify this chat B chat (integration ID; repeat for several); replaces the list' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from add" -l chat-c -d 'Notify this chat C channel (integration ID; repeat for several); replaces the list' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from add" -l chat-d -d 'Notify this chat D webhook (integration ID; repeat for several); replaces the list' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from add" -l chat-e -d 'Notify this chat E webhook (integration ID; repeat for several); replaces the list' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from add" -l chat-f -d 'Notify this chat F webhook (integration ID; repeat for several); replaces the list' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from add" -l chat-g -d 'Notify this chat G webhook (integration ID; repeat for several); replaces the list' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from add" -l matrix -d 'Notify this matrix room (integration ID; repeat for several); replaces the list' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from add" -l webhook -d 'Notify this generic webhook (integration ID; repeat for several); replaces the list' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from add" -l exclude-regex -d 'Ignore versions matching this regular expression (repeat for several); replaces the project\'s rules together with --include-regex' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from add" -l include-regex -d 'Ignore versions NOT matching this regular expression (an inverse rule)' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from add" -l exclude-prereleases -d 'Ignore pre-releases (`--exclude-prereleases=false` to stop)' -r -f -a "true\t''
false\t''"
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from add" -l exclude-updated -d 'Ignore releases that were updated after publication (`--exclude-updated=false` to stop)' -r -f -a "true\t''
false\t''"
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from add" -l note -d 'Free-text note (an empty string clears it)' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from add" -l tag -d 'Tag ID (repeat for several); replaces the project\'s tags' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from add" -l api-key -d 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from add" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from add" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from add" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from add" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from add" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from add" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from add" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from add" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from add" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from add" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from add" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from add" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l email-notification -d 'How often to e-mail about new releases' -r -f -a "none\t''
instant\t''
hourly\t''
daily\t''
weekly\t''
default\t'The account\'s default schedule'"
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l chat-a -d 'Notify this chat A channel (integration ID; repeat for several); replaces the list' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l chat-b -d 'Notify this chat B chat (integration ID; repeat for several); replaces the list' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l chat-c -d 'Notify this chat C channel (integration ID; repeat for several); replaces the list' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l chat-d -d 'Notify this chat D webhook (integration ID; repeat for several); replaces the list' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l chat-e -d 'Notify this chat E webhook (integration ID; repeat for several); replaces the list' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l chat-f -d 'Notify this chat F webhook (integration ID; repeat for several); replaces the list' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l chat-g -d 'Notify this chat G webhook (integration ID; repeat for several); replaces the list' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l matrix -d 'Notify this matrix room (integration ID; repeat for several); replaces the list' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l webhook -d 'Notify this generic webhook (integration ID; repeat for several); replaces the list' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l exclude-regex -d 'Ignore versions matching this regular expression (repeat for several); replaces the project\'s rules together with --include-regex' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l include-regex -d 'Ignore versions NOT matching this regular expression (an inverse rule)' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l exclude-prereleases -d 'Ignore pre-releases (`--exclude-prereleases=false` to stop)' -r -f -a "true\t''
false\t''"
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l exclude-updated -d 'Ignore releases that were updated after publication (`--exclude-updated=false` to stop)' -r -f -a "true\t''
false\t''"
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l note -d 'Free-text note (an empty string clears it)' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l tag -d 'Tag ID (repeat for several); replaces the project\'s tags' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l add-chat-a -d 'Add a chat A channel to the project\'s list, keeping the others' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l remove-chat-a -d 'Remove a chat A channel from the project\'s list, keeping the others' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l add-chat-b -d 'Add a chat B chat to the project\'s list, keeping the others' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l remove-chat-b -d 'Remove a chat B chat from the project\'s list, keeping the others' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l add-chat-c -d 'Add a chat C channel to the project\'s list, keeping the others' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l remove-chat-c -d 'Remove a chat C channel from the project\'s list, keeping the others' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l add-chat-d -d 'Add a chat D webhook to the project\'s list, keeping the others' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l remove-chat-d -d 'Remove a chat D webhook from the project\'s list, keeping the others' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l add-chat-e -d 'Add a chat E webhook to the project\'s list, keeping the others' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l remove-chat-e -d 'Remove a chat E webhook from the project\'s list, keeping the others' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l add-chat-f -d 'Add a chat F webhook to the project\'s list, keeping the others' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l remove-chat-f -d 'Remove a chat F webhook from the project\'s list, keeping the others' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l add-chat-g -d 'Add a chat G webhook to the project\'s list, keeping the others' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l remove-chat-g -d 'Remove a chat G webhook from the project\'s list, keeping the others' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l add-matrix -d 'Add a matrix room to the project\'s list, keeping the others' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l remove-matrix -d 'Remove a matrix room from the project\'s list, keeping the others' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l add-webhook -d 'Add a generic webhook to the project\'s list, keeping the others' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l remove-webhook -d 'Remove a generic webhook from the project\'s list, keeping the others' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l add-tag -d 'Add a tag (tag ID), keeping the others' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l remove-tag -d 'Remove a tag (tag ID), keeping the others' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l add-exclude-regex -d 'Add an exclusion rule, keeping the others' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l add-include-regex -d 'Add an inverse (inclusion) rule, keeping the others' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l remove-regex -d 'Remove the rules with this regular expression, keeping the others' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l api-key -d 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l clear-chat-a -d 'Empty the project\'s list of chat A channels'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l clear-chat-b -d 'Empty the project\'s list of chat B chats'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l clear-chat-c -d 'Empty the project\'s list of chat C channels'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l clear-chat-d -d 'Empty the project\'s list of chat D webhooks'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l clear-chat-e -d 'Empty the project\'s list of chat E webhooks'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l clear-chat-f -d 'Empty the project\'s list of chat F webhooks'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l clear-chat-g -d 'Empty the project\'s list of chat G webhooks'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l clear-matrix -d 'Empty the project\'s list of matrix rooms'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l clear-webhook -d 'Empty the project\'s list of generic webhooks'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l clear-tags -d 'Remove every tag from the project'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l clear-regexes -d 'Remove every exclusion and inclusion rule'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from remove" -l api-key -d 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from remove" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from remove" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from remove" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from remove" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from remove" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from remove" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from remove" -s y -l yes -d 'Do not ask for confirmation (needed without a terminal)'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from remove" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from remove" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from remove" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from remove" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from remove" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from remove" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from export" -l api-key -d 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from export" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from export" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from export" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from export" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from export" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from export" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from export" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from export" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from export" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from export" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from export" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from export" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from apply" -l api-key -d 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from apply" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from apply" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from apply" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from apply" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from apply" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from apply" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from apply" -l prune -d 'Also remove tracked projects the file does not name'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from apply" -l dry-run -d 'Print the plan and change nothing'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from apply" -s y -l yes -d 'Do not ask for confirmation on a terminal'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from apply" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from apply" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from apply" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from apply" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from apply" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from apply" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from import" -l api-key -d 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from import" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from import" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from import" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from import" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from import" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from import" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from import" -l dry-run -d 'Print what would be added and change nothing'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from import" -s y -l yes -d 'Do not ask for confirmation on a terminal'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from import" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from import" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from import" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from import" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from import" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from import" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from help" -f -a "list" -d 'List tracked projects, one page or all of them'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from help" -f -a "search" -d 'Search tracked projects by name'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from help" -f -a "get" -d 'Show one project and its settings'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from help" -f -a "add" -d 'Start tracking a project'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from help" -f -a "update" -d 'Change a project\'s settings; settings not given keep their value'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from help" -f -a "remove" -d 'Stop tracking a project'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from help" -f -a "export" -d 'Write every tracked project with all its settings (TOML, or JSON with -o json), in the format `apply` and `import` read'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from help" -f -a "apply" -d 'Make the account match a file: add missing projects, update settings that differ and, with --prune, remove projects the file does not name'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from help" -f -a "import" -d 'Track the projects of a list that are not tracked yet; leave everything else alone'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c ward -n "__fish_ward_using_subcommand release; and not __fish_seen_subcommand_from list get latest note watch help" -l api-key -d 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)' -r
complete -c ward -n "__fish_ward_using_subcommand release; and not __fish_seen_subcommand_from list get latest note watch help" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand release; and not __fish_seen_subcommand_from list get latest note watch help" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand release; and not __fish_seen_subcommand_from list get latest note watch help" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand release; and not __fish_seen_subcommand_from list get latest note watch help" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand release; and not __fish_seen_subcommand_from list get latest note watch help" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand release; and not __fish_seen_subcommand_from list get latest note watch help" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand release; and not __fish_seen_subcommand_from list get latest note watch help" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand release; and not __fish_seen_subcommand_from list get latest note watch help" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand release; and not __fish_seen_subcommand_from list get latest note watch help" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand release; and not __fish_seen_subcommand_from list get latest note watch help" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand release; and not __fish_seen_subcommand_from list get latest note watch help" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand release; and not __fish_seen_subcommand_from list get latest note watch help" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand release; and not __fish_seen_subcommand_from list get latest note watch help" -f -a "list" -d 'List a project\'s releases, newest first'
complete -c ward -n "__fish_ward_using_subcommand release; and not __fish_seen_subcommand_from list get latest note watch help" -f -a "get" -d 'Show one release of a project'
complete -c ward -n "__fish_ward_using_subcommand release; and not __fish_seen_subcommand_from list get latest note watch help" -f -a "latest" -d 'Show the latest release that is not excluded by the project\'s filters'
complete -c ward -n "__fish_ward_using_subcommand release; and not __fish_seen_subcommand_from list get latest note watch help" -f -a "note" -d 'Show a release note, rendered as text'
complete -c ward -n "__fish_ward_using_subcommand release; and not __fish_seen_subcommand_from list get latest note watch help" -f -a "watch" -d 'Run a command once for every new release of the tracked projects (poll; the tracker\'s pushes go to `ward webhook serve --verify newreleases`)'
complete -c ward -n "__fish_ward_using_subcommand release; and not __fish_seen_subcommand_from list get latest note watch help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from list" -l page -d 'Show page N (starting at 1) instead of the first' -r
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from list" -l api-key -d 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)' -r
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from list" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from list" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from list" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from list" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from list" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from list" -l all -d 'Fetch every page (concurrently, paced by the rate-limit budget)'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from list" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from list" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from list" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from list" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from get" -l api-key -d 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)' -r
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from get" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from get" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from get" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from get" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from get" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from get" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from get" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from get" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from get" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from get" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from get" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from get" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from latest" -l api-key -d 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)' -r
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from latest" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from latest" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from latest" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from latest" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from latest" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from latest" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from latest" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from latest" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from latest" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from latest" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from latest" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from latest" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from note" -l api-key -d 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)' -r
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from note" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from note" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from note" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from note" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from note" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from note" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from note" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from note" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from note" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from note" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from note" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from note" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from watch" -l project -d 'Only this project (ID or PROVIDER/NAME; repeat for several)' -r
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from watch" -l tag -d 'Only the projects with this tag (name or ID; repeat for several)' -r
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from watch" -l exec -d 'Command run once per new release (through the shell); without it, events are printed as NDJSON' -r
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from watch" -l since -d 'On the first run, run the releases published since this date (2024-05-01) or time (RFC 3339) instead of only recording what exists' -r
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from watch" -l version -d 'Only versions in this range, such as \'>=2, <3\' (semver where the version parses; a version that does not parse is outside every range)' -r
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from watch" -l match -d 'Only projects whose name matches this regular expression' -r
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from watch" -l state-dir -d 'Directory of the state and the job queue, shared with `ward webhook serve --state-dir` for exactly-once across push and poll (default: the platform\'s state directory, e.g. ~/.local/state/ward/webhook on Linux)' -r -F
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from watch" -l route -d 'The receiver\'s route that takes the tracker\'s pushes: jobs are queued under it' -r
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from watch" -l min-interval -d 'Seconds between passes at least, however large the budget (60 to 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from watch" -l retries -d 'Further attempts of a failed --exec (0 to 100), as the receiver retries' -r
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from watch" -l backoff -d 'Seconds before the first retry, doubled for each further one (1 to 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from watch" -l command-timeout -d 'Seconds one --exec may run before it is stopped (1 to 604800)' -r
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from watch" -l api-key -d 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)' -r
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from watch" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from watch" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from watch" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from watch" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from watch" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from watch" -l once -d 'Make one pass and exit (for cron and scheduled CI); with --exec, after the pass\'s commands have ended'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from watch" -l cve -d 'Only releases that name a CVE'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from watch" -l no-prerelease -d 'Leave out prereleases'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from watch" -l allow-shared-state-dir -d 'Use a state directory other users may write to, with a warning, instead of refusing it'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from watch" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from watch" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from watch" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from watch" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from watch" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from help" -f -a "list" -d 'List a project\'s releases, newest first'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from help" -f -a "get" -d 'Show one release of a project'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from help" -f -a "latest" -d 'Show the latest release that is not excluded by the project\'s filters'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from help" -f -a "note" -d 'Show a release note, rendered as text'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from help" -f -a "watch" -d 'Run a command once for every new release of the tracked projects (poll; the tracker\'s pushes go to `ward webhook serve --verify newreleases`)'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c ward -n "__fish_ward_using_subcommand provider; and not __fish_seen_subcommand_from list help" -l api-key -d 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)' -r
complete -c ward -n "__fish_ward_using_subcommand provider; and not __fish_seen_subcommand_from list help" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand provider; and not __fish_seen_subcommand_from list help" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand provider; and not __fish_seen_subcommand_from list help" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand provider; and not __fish_seen_subcommand_from list help" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand provider; and not __fish_seen_subcommand_from list help" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand provider; and not __fish_seen_subcommand_from list help" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand provider; and not __fish_seen_subcommand_from list help" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand provider; and not __fish_seen_subcommand_from list help" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand provider; and not __fish_seen_subcommand_from list help" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand provider; and not __fish_seen_subcommand_from list help" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand provider; and not __fish_seen_subcommand_from list help" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand provider; and not __fish_seen_subcommand_from list help" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand provider; and not __fish_seen_subcommand_from list help" -f -a "list" -d 'List the providers projects can come from'
complete -c ward -n "__fish_ward_using_subcommand provider; and not __fish_seen_subcommand_from list help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c ward -n "__fish_ward_using_subcommand provider; and __fish_seen_subcommand_from list" -l api-key -d 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)' -r
complete -c ward -n "__fish_ward_using_subcommand provider; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand provider; and __fish_seen_subcommand_from list" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand provider; and __fish_seen_subcommand_from list" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand provider; and __fish_seen_subcommand_from list" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand provider; and __fish_seen_subcommand_from list" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand provider; and __fish_seen_subcommand_from list" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand provider; and __fish_seen_subcommand_from list" -l added -d 'Only providers of projects you track'
complete -c ward -n "__fish_ward_using_subcommand provider; and __fish_seen_subcommand_from list" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand provider; and __fish_seen_subcommand_from list" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand provider; and __fish_seen_subcommand_from list" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand provider; and __fish_seen_subcommand_from list" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand provider; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand provider; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand provider; and __fish_seen_subcommand_from help" -f -a "list" -d 'List the providers projects can come from'
complete -c ward -n "__fish_ward_using_subcommand provider; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c ward -n "__fish_ward_using_subcommand integration; and not __fish_seen_subcommand_from list help" -l api-key -d 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)' -r
complete -c ward -n "__fish_ward_using_subcommand integration; and not __fish_seen_subcommand_from list help" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand integration; and not __fish_seen_subcommand_from list help" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand integration; and not __fish_seen_subcommand_from list help" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand integration; and not __fish_seen_subcommand_from list help" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand integration; and not __fish_seen_subcommand_from list help" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand integration; and not __fish_seen_subcommand_from list help" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand integration; and not __fish_seen_subcommand_from list help" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand integration; and not __fish_seen_subcommand_from list help" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand integration; and not __fish_seen_subcommand_from list help" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand integration; and not __fish_seen_subcommand_from list help" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand integration; and not __fish_seen_subcommand_from list help" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand integration; and not __fish_seen_subcommand_from list help" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand integration; and not __fish_seen_subcommand_from list help" -f -a "list" -d 'List notification integrations (created on the service\'s website), one kind or all'
complete -c ward -n "__fish_ward_using_subcommand integration; and not __fish_seen_subcommand_from list help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c ward -n "__fish_ward_using_subcommand integration; and __fish_seen_subcommand_from list" -l api-key -d 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)' -r
complete -c ward -n "__fish_ward_using_subcommand integration; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand integration; and __fish_seen_subcommand_from list" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand integration; and __fish_seen_subcommand_from list" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand integration; and __fish_seen_subcommand_from list" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand integration; and __fish_seen_subcommand_from list" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand integration; and __fish_seen_subcommand_from list" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand integration; and __fish_seen_subcommand_from list" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand integration; and __fish_seen_subcommand_from list" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand integration; and __fish_seen_subcommand_from list" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand integration; and __fish_seen_subcommand_from list" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand integration; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c ward -n "__fish_ward_using_subcommand integration; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand integration; and __fish_seen_subcommand_from help" -f -a "list" -d 'List notification integrations (created on the service\'s website), one kind or all'
complete -c ward -n "__fish_ward_using_subcommand integration; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c ward -n "__fish_ward_using_subcommand tag; and not __fish_seen_subcommand_from list get create rename delete help" -l api-key -d 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)' -r
complete -c ward -n "__fish_ward_using_subcommand tag; and not __fish_seen_subcommand_from list get create rename delete help" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand tag; and not __fish_seen_subcommand_from list get create rename delete help" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand tag; and not __fish_seen_subcommand_from list get create rename delete help" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand tag; and not __fish_seen_subcommand_from list get create rename delete help" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand tag; and not __fish_seen_subcommand_from list get create rename delete help" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand tag; and not __fish_seen_subcommand_from list get create rename delete help" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand tag; and not __fish_seen_subcommand_from list get create rename delete help" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand tag; and not __fish_seen_subcommand_from list get create rename delete help" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand tag; and not __fish_seen_subcommand_from list get create rename delete help" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand tag; and not __fish_seen_subcommand_from list get create rename delete help" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand tag; and not __fish_seen_subcommand_from list get create rename delete help" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand tag; and not __fish_seen_subcommand_from list get create rename delete help" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand tag; and not __fish_seen_subcommand_from list get create rename delete help" -f -a "list" -d 'List tags'
complete -c ward -n "__fish_ward_using_subcommand tag; and not __fish_seen_subcommand_from list get create rename delete help" -f -a "get" -d 'Show one tag'
complete -c ward -n "__fish_ward_using_subcommand tag; and not __fish_seen_subcommand_from list get create rename delete help" -f -a "create" -d 'Create a tag'
complete -c ward -n "__fish_ward_using_subcommand tag; and not __fish_seen_subcommand_from list get create rename delete help" -f -a "rename" -d 'Rename a tag'
complete -c ward -n "__fish_ward_using_subcommand tag; and not __fish_seen_subcommand_from list get create rename delete help" -f -a "delete" -d 'Delete a tag (projects keep tracking, without it)'
complete -c ward -n "__fish_ward_using_subcommand tag; and not __fish_seen_subcommand_from list get create rename delete help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from list" -l api-key -d 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)' -r
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from list" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from list" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from list" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from list" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from list" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from list" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from list" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from list" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from list" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from get" -l api-key -d 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)' -r
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from get" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from get" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from get" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from get" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from get" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from get" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from get" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from get" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from get" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from get" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from get" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from get" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from create" -l api-key -d 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)' -r
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from create" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from create" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from create" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from create" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from create" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from create" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from create" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from create" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from create" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from create" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from create" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from create" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from rename" -l api-key -d 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)' -r
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from rename" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from rename" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from rename" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from rename" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from rename" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from rename" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from rename" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from rename" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from rename" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from rename" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from rename" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from rename" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from delete" -l api-key -d 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)' -r
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from delete" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from delete" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from delete" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from delete" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from delete" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from delete" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from delete" -s y -l yes -d 'Do not ask for confirmation (needed without a terminal)'
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from delete" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from delete" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from delete" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from delete" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from delete" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from delete" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from help" -f -a "list" -d 'List tags'
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from help" -f -a "get" -d 'Show one tag'
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from help" -f -a "create" -d 'Create a tag'
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from help" -f -a "rename" -d 'Rename a tag'
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from help" -f -a "delete" -d 'Delete a tag (projects keep tracking, without it)'
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c ward -n "__fish_ward_using_subcommand key; and not __fish_seen_subcommand_from list help" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand key; and not __fish_seen_subcommand_from list help" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand key; and not __fish_seen_subcommand_from list help" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand key; and not __fish_seen_subcommand_from list help" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand key; and not __fish_seen_subcommand_from list help" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand key; and not __fish_seen_subcommand_from list help" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand key; and not __fish_seen_subcommand_from list help" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand key; and not __fish_seen_subcommand_from list help" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand key; and not __fish_seen_subcommand_from list help" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand key; and not __fish_seen_subcommand_from list help" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand key; and not __fish_seen_subcommand_from list help" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand key; and not __fish_seen_subcommand_from list help" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand key; and not __fish_seen_subcommand_from list help" -f -a "list" -d 'List the account\'s API keys; signs in with e-mail and password, never an API key'
complete -c ward -n "__fish_ward_using_subcommand key; and not __fish_seen_subcommand_from list help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c ward -n "__fish_ward_using_subcommand key; and __fish_seen_subcommand_from list" -l email -d 'Account e-mail (else WARD_RELEASES_EMAIL, then `ward configure releases-email`)' -r
complete -c ward -n "__fish_ward_using_subcommand key; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand key; and __fish_seen_subcommand_from list" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand key; and __fish_seen_subcommand_from list" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand key; and __fish_seen_subcommand_from list" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand key; and __fish_seen_subcommand_from list" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand key; and __fish_seen_subcommand_from list" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand key; and __fish_seen_subcommand_from list" -l show-secrets -d 'Show the keys\' secrets in the table (JSON output always holds them)'
complete -c ward -n "__fish_ward_using_subcommand key; and __fish_seen_subcommand_from list" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand key; and __fish_seen_subcommand_from list" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand key; and __fish_seen_subcommand_from list" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand key; and __fish_seen_subcommand_from list" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand key; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand key; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand key; and __fish_seen_subcommand_from help" -f -a "list" -d 'List the account\'s API keys; signs in with e-mail and password, never an API key'
complete -c ward -n "__fish_ward_using_subcommand key; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c ward -n "__fish_ward_using_subcommand breach; and not __fish_seen_subcommand_from account list get dataclasses help" -l api-version -d 'API version: 2 (the default, no key) or 3 (a key is needed for account and paste searches) [env: WARD_BREACHES_API_VERSION, config: breaches.api_version]' -r -f -a "2\t''
3\t''"
complete -c ward -n "__fish_ward_using_subcommand breach; and not __fish_seen_subcommand_from account list get dataclasses help" -l version-via -d 'How version 2 is selected: in the URL (default), with the `api-version` header or by content negotiation (`Accept`) [env: WARD_BREACHES_VERSION_VIA, config: breaches.version_via]' -r -f -a "url\t'/api/v2/SERVICE/PARAMETER'
header\t'the `api-version: 2` header'
accept\t'`Accept: application/vnd.haveibeenpwned.v2+json`'"
complete -c ward -n "__fish_ward_using_subcommand breach; and not __fish_seen_subcommand_from account list get dataclasses help" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand breach; and not __fish_seen_subcommand_from account list get dataclasses help" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand breach; and not __fish_seen_subcommand_from account list get dataclasses help" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand breach; and not __fish_seen_subcommand_from account list get dataclasses help" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
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
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from account" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from account" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from account" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from account" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
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
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from list" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from list" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from list" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
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
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from get" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from get" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from get" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from get" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
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
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from dataclasses" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from dataclasses" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from dataclasses" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand breach; and __fish_seen_subcommand_from dataclasses" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
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
complete -c ward -n "__fish_ward_using_subcommand paste; and not __fish_seen_subcommand_from account help" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand paste; and not __fish_seen_subcommand_from account help" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand paste; and not __fish_seen_subcommand_from account help" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand paste; and not __fish_seen_subcommand_from account help" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
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
complete -c ward -n "__fish_ward_using_subcommand paste; and __fish_seen_subcommand_from account" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand paste; and __fish_seen_subcommand_from account" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand paste; and __fish_seen_subcommand_from account" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand paste; and __fish_seen_subcommand_from account" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
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
complete -c ward -n "__fish_ward_using_subcommand password; and not __fish_seen_subcommand_from check audit download export verify serve range help" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand password; and not __fish_seen_subcommand_from check audit download export verify serve range help" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand password; and not __fish_seen_subcommand_from check audit download export verify serve range help" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand password; and not __fish_seen_subcommand_from check audit download export verify serve range help" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand password; and not __fish_seen_subcommand_from check audit download export verify serve range help" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand password; and not __fish_seen_subcommand_from check audit download export verify serve range help" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand password; and not __fish_seen_subcommand_from check audit download export verify serve range help" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand password; and not __fish_seen_subcommand_from check audit download export verify serve range help" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand password; and not __fish_seen_subcommand_from check audit download export verify serve range help" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand password; and not __fish_seen_subcommand_from check audit download export verify serve range help" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand password; and not __fish_seen_subcommand_from check audit download export verify serve range help" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand password; and not __fish_seen_subcommand_from check audit download export verify serve range help" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand password; and not __fish_seen_subcommand_from check audit download export verify serve range help" -f -a "check" -d 'Check passwords: hashed here, only the first 5 hex characters of each hash are sent'
complete -c ward -n "__fish_ward_using_subcommand password; and not __fish_seen_subcommand_from check audit download export verify serve range help" -f -a "audit" -d 'Audit a directory\'s password hashes: pwned accounts, reused passwords, what a refresh changed'
complete -c ward -n "__fish_ward_using_subcommand password; and not __fish_seen_subcommand_from check audit download export verify serve range help" -f -a "download" -d 'Download every range (or a sub-range) into a local store for offline checks'
complete -c ward -n "__fish_ward_using_subcommand password; and not __fish_seen_subcommand_from check audit download export verify serve range help" -f -a "export" -d 'Write a downloaded store as one sorted HASH:COUNT file'
complete -c ward -n "__fish_ward_using_subcommand password; and not __fish_seen_subcommand_from check audit download export verify serve range help" -f -a "verify" -d 'Check every range of a downloaded store against its checksum and list the damaged'
complete -c ward -n "__fish_ward_using_subcommand password; and not __fish_seen_subcommand_from check audit download export verify serve range help" -f -a "serve" -d 'Serve the range API from a downloaded store, for clients that take a range URL'
complete -c ward -n "__fish_ward_using_subcommand password; and not __fish_seen_subcommand_from check audit download export verify serve range help" -f -a "range" -d 'Print one range: every hash suffix under a 5-character prefix, with its count'
complete -c ward -n "__fish_ward_using_subcommand password; and not __fish_seen_subcommand_from check audit download export verify serve range help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from check" -l offline -d 'Answer from a store made by `ward password download DIR`, with no network at all' -r -F
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from check" -l hashes -d 'Read hashes instead of passwords, one per line (40 hex characters for SHA-1, 32 with --ntlm), from FILE or `-` for standard input' -r -F
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from check" -l min-count -d 'Count a password as pwned only when seen at least N times' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from check" -l concurrency -d 'Ranges fetched at once' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from check" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from check" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from check" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from check" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
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
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from audit" -l offline -d 'Answer from a store made by `ward password download DIR`, with no network at all' -r -F
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from audit" -l input-format -d 'The input\'s layout, instead of telling it from the first line' -r -f -a "pwdump\t'DOMAIN\\user:RID:LMHASH:NTHASH::: (pwdump, secretsdump)'
user-hash\t'user:hash'
hash\t'One bare hash per line'"
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from audit" -l min-count -d 'Count an account as pwned only when its password was seen at least N times' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from audit" -l state -d 'Keep what this audit found in DIR and report accounts newly pwned since the previous one' -r -F
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from audit" -l concurrency -d 'Ranges fetched at once' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from audit" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from audit" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from audit" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from audit" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from audit" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from audit" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from audit" -l strict -d 'Stop at the first malformed line instead of reporting it and going on'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from audit" -l since-refresh -d 'Look up only accounts whose range the store\'s last refresh changed (or, with --state, every refresh since the previous audit) and accounts whose hash is new'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from audit" -l show-hashes -d 'Print each account\'s hash too (the output then holds every hash of the input)'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from audit" -l no-padding -d 'Do not ask the server to pad answers with decoy rows'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from audit" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from audit" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from audit" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from audit" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from audit" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from audit" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from download" -l range -d 'Only prefixes START to END, inclusive (e.g. 00000..0FFFF)' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from download" -l concurrency -d 'Ranges fetched at once' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from download" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from download" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from download" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from download" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from download" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from download" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from download" -l ntlm -d 'Download the NTLM corpus instead of the SHA-1 one'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from download" -l refresh -d 'Revalidate stored ranges with If-None-Match and rewrite those that changed'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from download" -l filter -d 'Also build DIR/<mode>/filter: a compact membership filter (about 2.25 bytes per hash, no false negatives) that `check --offline` uses where no shard files are'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from download" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from download" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from download" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from download" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from download" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from download" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from export" -s f -l file -d 'Write to FILE (atomically) instead of standard output' -r -F
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from export" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from export" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from export" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from export" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
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
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from verify" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from verify" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from verify" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from verify" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from verify" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from verify" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from verify" -l ntlm -d 'Verify the NTLM store instead of the SHA-1 one'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from verify" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from verify" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from verify" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from verify" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from verify" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from verify" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from serve" -l listen -d 'Address and port to listen on (port 0 picks a free one; [::]:PORT for IPv6)' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from serve" -l max-age -d 'Seconds clients and caches may keep a range (Cache-Control max-age; 0 to 31536000)' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from serve" -l retry-after -d 'Seconds a client is asked to wait (Retry-After) before asking again for a range the store lacks or holds damaged (1 to 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from serve" -l recheck-ms -d 'Milliseconds between looks for a shard file that a download put in place, so a refresh is served within this time (0 looks on every request; 0 to 60000)' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from serve" -l max-connections -d 'Open connections at most; more are answered 503 at once (1 to 100000)' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from serve" -l header-timeout -d 'Seconds for a request\'s headers (and a TLS handshake) to arrive; also how long an idle keep-alive connection stays open, and a client has to take an answer (1 to 3600)' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from serve" -l tls-cert -d 'Serve HTTPS with this certificate chain (PEM: the server\'s certificate first)' -r -F
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from serve" -l tls-key -d 'The private key of --tls-cert (PEM: PKCS#8, PKCS#1 RSA or SEC1 EC)' -r -F
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from serve" -l shutdown-timeout -d 'Seconds the requests in flight may take to finish once asked to stop (0 to 3600)' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from serve" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from serve" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from serve" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from serve" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from serve" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from serve" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from serve" -l log-prefixes -d 'Write each request\'s prefix to the access log (left out by default: a prefix narrows a password down to about one in a million)'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from serve" -l no-access-log -d 'Log no requests (warnings still go to stderr)'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from serve" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from serve" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from serve" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from serve" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from serve" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from serve" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from range" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from range" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from range" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from range" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
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
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from help" -f -a "audit" -d 'Audit a directory\'s password hashes: pwned accounts, reused passwords, what a refresh changed'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from help" -f -a "download" -d 'Download every range (or a sub-range) into a local store for offline checks'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from help" -f -a "export" -d 'Write a downloaded store as one sorted HASH:COUNT file'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from help" -f -a "verify" -d 'Check every range of a downloaded store against its checksum and list the damaged'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from help" -f -a "serve" -d 'Serve the range API from a downloaded store, for clients that take a range URL'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from help" -f -a "range" -d 'Print one range: every hash suffix under a 5-character prefix, with its count'
complete -c ward -n "__fish_ward_using_subcommand password; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup print-access-token print-identity-token subject-token serve help" -l workload-identity-provider -d 'Federation: the provider\'s full name, projects/NUMBER/locations/global/workloadIdentityPools/POOL/providers/PROVIDER' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup print-access-token print-identity-token subject-token serve help" -l service-account -d 'Service account e-mail or unique ID to act as (federation; in key mode the key\'s own)' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup print-access-token print-identity-token subject-token serve help" -l audience -d '`aud` of the workflow identity token [default: https://iam.googleapis.com/PROVIDER]' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup print-access-token print-identity-token subject-token serve help" -l credentials-json -d 'Key mode: @FILE reads a service account key file, - reads stdin (env WARD_CREDENTIALS_JSON); the JSON itself, raw or base64, is discouraged (the process list shows it)' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup print-access-token print-identity-token subject-token serve help" -l token-format -d 'Token to mint as an output: access_token or id_token [default: none]' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup print-access-token print-identity-token subject-token serve help" -l access-token-lifetime -d 'Access token lifetime: seconds with a trailing s, or h/m/s parts [default: 3600s]' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup print-access-token print-identity-token subject-token serve help" -l access-token-scopes -d 'Access token scopes, comma- or newline-separated [default: https://www.googleapis.com/auth/cloud-platform]' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup print-access-token print-identity-token subject-token serve help" -l access-token-subject -d 'User e-mail to impersonate with domain-wide delegation (access_token only)' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup print-access-token print-identity-token subject-token serve help" -l id-token-audience -d 'Audience of the ID token (required with --token-format id_token)' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup print-access-token print-identity-token subject-token serve help" -l id-token-include-email -d 'Put email and email_verified claims into the ID token [default: false]' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup print-access-token print-identity-token subject-token serve help" -l project-id -d 'Project ID to use and export [default: from the service account e-mail or the key]' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup print-access-token print-identity-token subject-token serve help" -l create-credentials-file -d 'Write a credentials file for later steps [default: true]' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup print-access-token print-identity-token subject-token serve help" -l export-environment-variables -d 'Export environment variables (project and credentials file) [default: true]' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup print-access-token print-identity-token subject-token serve help" -l delegates -d 'Extra service accounts in the impersonation chain, comma- or newline-separated' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup print-access-token print-identity-token subject-token serve help" -l cleanup-credentials -d 'Let the post step (`ward auth cleanup`) remove the credentials file [default: true]' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup print-access-token print-identity-token subject-token serve help" -l credentials-dir -d 'Directory for the credentials file [default: the job\'s checkout: $GITHUB_WORKSPACE, $CI_PROJECT_DIR, $CIRCLE_WORKING_DIRECTORY, $BUILDKITE_BUILD_CHECKOUT_PATH, $BITBUCKET_CLONE_DIR; on Azure $AGENT_TEMPDIRECTORY]' -r -F
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup print-access-token print-identity-token subject-token serve help" -l env-file -d 'Also write the variables to FILE as a dotenv file (GitLab\'s artifacts:reports:dotenv); tokens are left out' -r -F
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup print-access-token print-identity-token subject-token serve help" -l ci -d 'CI system; auto checks each one\'s marker variable (GITHUB_ACTIONS, GITLAB_CI, CIRCLECI, BUILDKITE, BITBUCKET_BUILD_NUMBER, TF_BUILD, in this order)' -r -f -a "auto\t''
github\t''
gitlab\t''
circleci\t''
buildkite\t''
bitbucket\t''
azure\t''
generic\t''"
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup print-access-token print-identity-token subject-token serve help" -l oidc-token-env -d 'Variable holding the token (GitLab: the id_tokens: entry) [default on GitLab: GITLAB_OIDC_TOKEN]' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup print-access-token print-identity-token subject-token serve help" -l oidc-token-file -d 'File holding the token, read again on every refresh (generic)' -r -F
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup print-access-token print-identity-token subject-token serve help" -l oidc-token-command -d 'Command printing the token, split like a shell would but run without one (generic)' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup print-access-token print-identity-token subject-token serve help" -l azure-service-connection-id -d 'Azure Pipelines service connection ID [default: $AZURESUBSCRIPTION_SERVICE_CONNECTION_ID]' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup print-access-token print-identity-token subject-token serve help" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup print-access-token print-identity-token subject-token serve help" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup print-access-token print-identity-token subject-token serve help" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup print-access-token print-identity-token subject-token serve help" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup print-access-token print-identity-token subject-token serve help" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup print-access-token print-identity-token subject-token serve help" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup print-access-token print-identity-token subject-token serve help" -l github-action -d 'Run as a CI step: read INPUT_* variables, write $GITHUB_OUTPUT, $GITHUB_ENV and $GITHUB_STATE, mask tokens in the log'
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup print-access-token print-identity-token subject-token serve help" -l export -l print-env -d 'Print the environment variables as shell-quoted `export NAME=\'value\'` lines (for eval) instead of the outputs'
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup print-access-token print-identity-token subject-token serve help" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup print-access-token print-identity-token subject-token serve help" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup print-access-token print-identity-token subject-token serve help" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup print-access-token print-identity-token subject-token serve help" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup print-access-token print-identity-token subject-token serve help" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup print-access-token print-identity-token subject-token serve help" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup print-access-token print-identity-token subject-token serve help" -f -a "cleanup" -d 'Remove the credentials file an earlier `ward auth` created (the action\'s post step)'
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup print-access-token print-identity-token subject-token serve help" -f -a "print-access-token" -d 'Print an access token from the cloud credential chain (as `ward policy` finds it), for scripts'
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup print-access-token print-identity-token subject-token serve help" -f -a "print-identity-token" -d 'Print an ID token for AUDIENCE from the cloud credential chain, for scripts'
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup print-access-token print-identity-token subject-token serve help" -f -a "subject-token" -d 'Print the CI system\'s identity token in the executable-sourced credential format (what the credentials file runs on every refresh)'
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup print-access-token print-identity-token subject-token serve help" -f -a "serve" -d 'Serve the job\'s processes cloud tokens as a metadata server on loopback, instead of a credentials file'
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup print-access-token print-identity-token subject-token serve help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from cleanup" -l credentials-file -l file -d 'The file to remove, only if it is a ci-creds-*.json file ward wrote [default: $STATE_credentials_path, then $SERVICE_CI_CREDS_PATH]' -r -F
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from cleanup" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from cleanup" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from cleanup" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from cleanup" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from cleanup" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from cleanup" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from cleanup" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from cleanup" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from cleanup" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from cleanup" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from cleanup" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from cleanup" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from print-access-token" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from print-access-token" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from print-access-token" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from print-access-token" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from print-access-token" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from print-access-token" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from print-access-token" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from print-access-token" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from print-access-token" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from print-access-token" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from print-access-token" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from print-access-token" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from print-identity-token" -l audience -d 'The token\'s `aud`: the receiving service\'s URL or client ID' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from print-identity-token" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from print-identity-token" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from print-identity-token" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from print-identity-token" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from print-identity-token" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from print-identity-token" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from print-identity-token" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from print-identity-token" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from print-identity-token" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from print-identity-token" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from print-identity-token" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from print-identity-token" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from subject-token" -l ci -d 'CI system; auto checks each one\'s marker variable (GITHUB_ACTIONS, GITLAB_CI, CIRCLECI, BUILDKITE, BITBUCKET_BUILD_NUMBER, TF_BUILD, in this order)' -r -f -a "auto\t''
github\t''
gitlab\t''
circleci\t''
buildkite\t''
bitbucket\t''
azure\t''
generic\t''"
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from subject-token" -l oidc-token-env -d 'Variable holding the token (GitLab: the id_tokens: entry) [default on GitLab: GITLAB_OIDC_TOKEN]' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from subject-token" -l oidc-token-file -d 'File holding the token, read again on every refresh (generic)' -r -F
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from subject-token" -l oidc-token-command -d 'Command printing the token, split like a shell would but run without one (generic)' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from subject-token" -l azure-service-connection-id -d 'Azure Pipelines service connection ID [default: $AZURESUBSCRIPTION_SERVICE_CONNECTION_ID]' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from subject-token" -l audience -d '`aud` to ask for, where the CI lets ward choose (GitHub, Buildkite) [default: from $GOOGLE_EXTERNAL_ACCOUNT_AUDIENCE, which client libraries set]' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from subject-token" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from subject-token" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from subject-token" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from subject-token" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from subject-token" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from subject-token" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from subject-token" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from subject-token" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from subject-token" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from subject-token" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from subject-token" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from subject-token" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from serve" -l workload-identity-provider -d 'Federation: the provider\'s full name, projects/NUMBER/locations/global/workloadIdentityPools/POOL/providers/PROVIDER' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from serve" -l service-account -d 'Service account e-mail or unique ID to act as (federation; in key mode the key\'s own)' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from serve" -l audience -d '`aud` of the workflow identity token [default: https://iam.googleapis.com/PROVIDER]' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from serve" -l credentials-json -d 'Key mode: @FILE reads a service account key file, - reads stdin (env WARD_CREDENTIALS_JSON); the JSON itself, raw or base64, is discouraged (the process list shows it)' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from serve" -l access-token-lifetime -d 'Access token lifetime: seconds with a trailing s, or h/m/s parts [default: 3600s]' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from serve" -l access-token-scopes -d 'Access token scopes, comma- or newline-separated [default: https://www.googleapis.com/auth/cloud-platform]' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from serve" -l access-token-subject -d 'User e-mail to impersonate with domain-wide delegation (access_token only)' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from serve" -l project-id -d 'Project ID to use and export [default: from the service account e-mail or the key]' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from serve" -l delegates -d 'Extra service accounts in the impersonation chain, comma- or newline-separated' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from serve" -l ci -d 'CI system; auto checks each one\'s marker variable (GITHUB_ACTIONS, GITLAB_CI, CIRCLECI, BUILDKITE, BITBUCKET_BUILD_NUMBER, TF_BUILD, in this order)' -r -f -a "auto\t''
github\t''
gitlab\t''
circleci\t''
buildkite\t''
bitbucket\t''
azure\t''
generic\t''"
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from serve" -l oidc-token-env -d 'Variable holding the token (GitLab: the id_tokens: entry) [default on GitLab: GITLAB_OIDC_TOKEN]' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from serve" -l oidc-token-file -d 'File holding the token, read again on every refresh (generic)' -r -F
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from serve" -l oidc-token-command -d 'Command printing the token, split like a shell would but run without one (generic)' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from serve" -l azure-service-connection-id -d 'Azure Pipelines service connection ID [default: $AZURESUBSCRIPTION_SERVICE_CONNECTION_ID]' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from serve" -l identity -d 'Another service account to answer for (repeatable): EMAIL (impersonated with the default identity\'s credentials), EMAIL=key:@FILE (its own key), or EMAIL=provider:PROVIDER (its own workload identity provider, same CI token source)' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from serve" -l listen -d 'Loopback address to listen on; port 0 picks a free one' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from serve" -l project-number -d 'The project number `project/numeric-project-id` answers (404 without it)' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from serve" -l log-file -d 'With --detach: append the server\'s log (requests, refresh failures) to FILE' -r -F
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from serve" -l pid -d 'With --stop: the server\'s process ID' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from serve" -l env-file -d 'Also write those variables to FILE as a dotenv file' -r -F
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from serve" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from serve" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from serve" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from serve" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from serve" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from serve" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from serve" -l detach -d 'Start the server in the background, export its variables and return; its process ID goes to the step\'s state and to $WARD_AUTH_SERVE_PID'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from serve" -l stop -d 'Stop a server started with --detach [process ID: --pid, else $STATE_serve_pid, else $WARD_AUTH_SERVE_PID]'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from serve" -l no-access-log -d 'Do not log requests (they are logged without their query, never with a token)'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from serve" -l github-action -d 'Run as a CI step: read INPUT_* variables, write $GITHUB_ENV and $GITHUB_STATE'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from serve" -l export -l print-env -d 'Print the variables that point client libraries at the server as `export NAME=\'value\'` lines (for eval; with --detach)'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from serve" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from serve" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from serve" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from serve" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from serve" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from serve" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from help" -f -a "cleanup" -d 'Remove the credentials file an earlier `ward auth` created (the action\'s post step)'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from help" -f -a "print-access-token" -d 'Print an access token from the cloud credential chain (as `ward policy` finds it), for scripts'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from help" -f -a "print-identity-token" -d 'Print an ID token for AUDIENCE from the cloud credential chain, for scripts'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from help" -f -a "subject-token" -d 'Print the CI system\'s identity token in the executable-sourced credential format (what the credentials file runs on every refresh)'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from help" -f -a "serve" -d 'Serve the job\'s processes cloud tokens as a metadata server on loopback, instead of a credentials file'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c ward -n "__fish_ward_using_subcommand policy; and not __fish_seen_subcommand_from get diff check help" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand policy; and not __fish_seen_subcommand_from get diff check help" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand policy; and not __fish_seen_subcommand_from get diff check help" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand policy; and not __fish_seen_subcommand_from get diff check help" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand policy; and not __fish_seen_subcommand_from get diff check help" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand policy; and not __fish_seen_subcommand_from get diff check help" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand policy; and not __fish_seen_subcommand_from get diff check help" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand policy; and not __fish_seen_subcommand_from get diff check help" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand policy; and not __fish_seen_subcommand_from get diff check help" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand policy; and not __fish_seen_subcommand_from get diff check help" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand policy; and not __fish_seen_subcommand_from get diff check help" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand policy; and not __fish_seen_subcommand_from get diff check help" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand policy; and not __fish_seen_subcommand_from get diff check help" -f -a "get" -d 'Read the IAM policy of an organization, folder or project'
complete -c ward -n "__fish_ward_using_subcommand policy; and not __fish_seen_subcommand_from get diff check help" -f -a "diff" -d 'Compare live IAM policies with a baseline (exit 10 on drift)'
complete -c ward -n "__fish_ward_using_subcommand policy; and not __fish_seen_subcommand_from get diff check help" -f -a "check" -d 'Find grants that break rules (exit 10 when any rule is broken)'
complete -c ward -n "__fish_ward_using_subcommand policy; and not __fish_seen_subcommand_from get diff check help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from get" -l policy-version -d 'Highest policy version to return (policies with conditional bindings need 3)' -r -f -a "0\t''
1\t''
3\t''"
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from get" -l role -d 'Show only bindings of this role (for example roles/owner)' -r
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from get" -l member -d 'Show only this member (user:alice@example.com, or just alice@example.com)' -r
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from get" -l quota-project -d 'Project billed for the request, sent as x-goog-user-project (env WARD_QUOTA_PROJECT)' -r
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from get" -l access-token -d 'Access token to use (discouraged on the command line; prefer WARD_ACCESS_TOKEN)' -r
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from get" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from get" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from get" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from get" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from get" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from get" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from get" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from get" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from get" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from get" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from get" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from get" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from diff" -l resources -d 'Read the resources from FILE, one a line (# starts a comment)' -r -F
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from diff" -l jobs -d 'Policies read at once (the resource manager\'s read quota is per minute)' -r
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from diff" -l baseline -d 'The baseline file (.json, .toml, .yaml), or a folder of them for several resources' -r -F
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from diff" -l quota-project -d 'Project billed for the request, sent as x-goog-user-project (env WARD_QUOTA_PROJECT)' -r
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from diff" -l access-token -d 'Access token to use (discouraged on the command line; prefer WARD_ACCESS_TOKEN)' -r
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from diff" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from diff" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from diff" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from diff" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from diff" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from diff" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from diff" -l no-cache -d 'Compare every resource, even one whose etag is unchanged since the last run'
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from diff" -l write-baseline -d 'Record the live policies as the new baseline (JSON) after reporting the drift'
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from diff" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from diff" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from diff" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from diff" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from diff" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from diff" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from check" -l resources -d 'Read the resources from FILE, one a line (# starts a comment)' -r -F
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from check" -l jobs -d 'Policies read at once (the resource manager\'s read quota is per minute)' -r
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from check" -l rules -d 'The rules file (TOML)' -r -F
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from check" -l preset -d 'A built-in set of rules: public-members, service-account-basic-roles, recommended' -r
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from check" -l quota-project -d 'Project billed for the request, sent as x-goog-user-project (env WARD_QUOTA_PROJECT)' -r
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from check" -l access-token -d 'Access token to use (discouraged on the command line; prefer WARD_ACCESS_TOKEN)' -r
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from check" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from check" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from check" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from check" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from check" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from check" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from check" -l no-cache -d 'Compare every resource, even one whose etag is unchanged since the last run'
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from check" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from check" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from check" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from check" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from check" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from check" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from help" -f -a "get" -d 'Read the IAM policy of an organization, folder or project'
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from help" -f -a "diff" -d 'Compare live IAM policies with a baseline (exit 10 on drift)'
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from help" -f -a "check" -d 'Find grants that break rules (exit 10 when any rule is broken)'
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve sign jobs help" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve sign jobs help" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve sign jobs help" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve sign jobs help" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve sign jobs help" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve sign jobs help" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve sign jobs help" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve sign jobs help" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve sign jobs help" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve sign jobs help" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve sign jobs help" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve sign jobs help" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve sign jobs help" -f -a "list" -d 'List the webhooks of the token\'s account'
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve sign jobs help" -f -a "get" -d 'Show one webhook'
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve sign jobs help" -f -a "create" -d 'Create a webhook that watches users, organizations or repositories'
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve sign jobs help" -f -a "update" -d 'Change a webhook; options left out keep their current value'
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve sign jobs help" -f -a "enable" -d 'Enable a disabled or suspended webhook'
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve sign jobs help" -f -a "disable" -d 'Disable a webhook (it is kept, not deleted)'
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve sign jobs help" -f -a "delete" -d 'Delete a webhook for good (asks first on a terminal)'
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve sign jobs help" -f -a "serve" -d 'Receive webhooks and run a command per route'
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve sign jobs help" -f -a "sign" -d 'Sign a test delivery as a sender would: the body on stdin, the headers on stdout'
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve sign jobs help" -f -a "jobs" -d 'Read and manage the receiver\'s job queue'
complete -c ward -n "__fish_ward_using_subcommand webhook; and not __fish_seen_subcommand_from list get create update enable disable delete serve sign jobs help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from list" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from list" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from list" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
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
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from get" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from get" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from get" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from get" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
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
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from create" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from create" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from create" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from create" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
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
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from update" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from update" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from update" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from update" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
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
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from enable" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from enable" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from enable" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from enable" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
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
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from disable" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from disable" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from disable" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from disable" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
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
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from delete" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from delete" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from delete" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from delete" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
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
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l tls-cert -d 'Serve HTTPS with this certificate chain (PEM: the server\'s certificate first); it is read again when the file changes or on SIGHUP' -r -F
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l tls-key -d 'The private key of --tls-cert (PEM: PKCS#8, PKCS#1 RSA or SEC1 EC)' -r -F
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l admin-listen -d 'Serve /metrics (Prometheus), /healthz and a status page with retry buttons on this address, apart from the public one: ADDR:PORT, or PORT alone for 127.0.0.1' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l secret-file -d 'File holding the webhook secret (instead of WEBHOOK_SECRET)' -r -F
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l command-timeout -d 'Seconds a command may run before it is stopped (routes may set their own; 1 to 604800)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l concurrency -d 'Commands one route may run at the same time (routes may set their own; 1 to 256; default: four per available core)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l queue -d 'Unfinished jobs one route may hold beyond its running ones before answering 503 (0 to 1000000; the default takes a sender\'s burst); or a Redis URL (redis://HOST:PORT/DB) to share the queue between several receivers, with the same default count' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l queue-file -d 'File holding the Redis URL of a shared queue, so its password is not in the arguments every local user can list (the variable WARD_QUEUE_URL also works)' -r -F
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l visibility-timeout -d 'With a Redis queue: seconds a job may go unrefreshed before another receiver takes it over (5 to 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l dedup-retention -d 'Seconds a delivery\'s ID is remembered per route: a repeat within them is answered 202 with the first job\'s ID and runs nothing (0 remembers none; routes may set their own; 0 to 2592000)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l retries -d 'Further attempts for a job whose command failed (routes may set their own; 0 to 100)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l backoff -d 'Seconds before the first retry, doubled for each further one, at most an hour (1 to 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l max-body -d 'Largest request body accepted, in bytes (larger ones get 413; 1 to 67108864)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l body-budget -d 'Bytes of request bodies read at once over all connections; more get 503 (1048576 to 4294967295, at least --max-body)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l max-connections -d 'Open connections at most; more are answered 503 at once (1 to 100000)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l header-timeout -d 'Seconds for a request\'s headers to arrive; also how long an idle keep-alive connection stays open (1 to 3600)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l body-timeout -d 'Seconds for a request\'s body to arrive (1 to 3600)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l env-max -d 'Largest payload value passed to a command as an environment variable; deliveries with a larger one get 413 (64 to 131046 bytes: the kernel\'s 131072 per variable, less the longest name, `=` and the closing NUL)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l hide-env -d 'Remove this variable from the commands\' environment, like the secret (repeatable)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l shutdown-timeout -d 'Seconds to let running commands finish after SIGINT or SIGTERM (0 to 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l state-dir -d 'Directory of the job queue (default: the platform\'s state directory, e.g. ~/.local/state/ward/webhook on Linux)' -r -F
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l page -d 'HTML file served at / instead of the built-in landing page' -r -F
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l verify -d 'How deliveries are verified, for every route that does not say: hub is the X-Webhook-Secret header; see "Verifying senders" in docs/webhook-serve.md' -r -f -a "hub\t''
github\t''
standard\t''
stripe\t''
slack\t''
gitlab\t''
newreleases\t''
hmac\t''"
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l tolerance -d 'Seconds a signature\'s timestamp may be off from this machine\'s clock, either way; older or newer deliveries are refused as replays (1 to 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l signature-header -d 'Header that carries the signature' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l algorithm -d 'Hash of the HMAC [default: sha256]' -r -f -a "sha1\t''
sha256\t''
sha512\t''"
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l encoding -d 'How the signature is written [default: hex]' -r -f -a "hex\t''
base64\t''"
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l signature-prefix -d 'Text before the signature in its header, such as sha512=' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l timestamp-header -d 'Header that carries the time of signing in Unix seconds' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l signed -d 'What is signed: {body}, and {timestamp} with a timestamp header [default: {body}, or {timestamp}.{body} with a timestamp header]' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l reload -d 'Tell the receiver running on --state-dir to read its routes and secrets again (as SIGHUP does), then exit: 0 once the new routes are in use, 2 when they are refused and the old ones stay'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l admin-allow-remote -d 'Let --admin-listen take an address other than loopback (put a firewall or an authenticating proxy in front of it)'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l shell -d 'Run --route commands through `sh -c` instead of splitting them into arguments'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l wait -d 'Answer when the command has finished, with its exit status (default: 202 at once)'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l allow-shared-state-dir -d 'Use a state directory other users may write to (group- or world-writable, or another user\'s), with a warning, instead of refusing it'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from serve" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from sign" -l scheme -d 'The sender\'s scheme, as a route\'s `verify`' -r -f -a "hub\t''
github\t''
standard\t''
stripe\t''
slack\t''
gitlab\t''
newreleases\t''
hmac\t''"
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from sign" -l secret-env -d 'Variable holding the secret' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from sign" -l secret-file -d 'File whose first line is the secret, instead of the variable' -r -F
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from sign" -l timestamp -d 'Time of signing, in Unix seconds [default: now]' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from sign" -l id -d 'The delivery\'s ID, for schemes that sign one (standard) [default: a random msg_ ID]' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from sign" -l curl -d 'Print a curl command line that posts the body to URL, instead of the headers' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from sign" -l signature-header -d 'Header that carries the signature' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from sign" -l algorithm -d 'Hash of the HMAC [default: sha256]' -r -f -a "sha1\t''
sha256\t''
sha512\t''"
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from sign" -l encoding -d 'How the signature is written [default: hex]' -r -f -a "hex\t''
base64\t''"
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from sign" -l signature-prefix -d 'Text before the signature in its header, such as sha512=' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from sign" -l timestamp-header -d 'Header that carries the time of signing in Unix seconds' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from sign" -l signed -d 'What is signed: {body}, and {timestamp} with a timestamp header [default: {body}, or {timestamp}.{body} with a timestamp header]' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from sign" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from sign" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from sign" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from sign" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from sign" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from sign" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from sign" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from sign" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from sign" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from sign" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from sign" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from sign" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from jobs" -l state-dir -d 'Directory of the job queue (as given to `ward webhook serve --state-dir`)' -r -F
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from jobs" -l queue -d 'The receivers\' shared Redis queue (redis://HOST:PORT/DB, as given to `ward webhook serve --queue`) instead of the embedded queue in the state directory' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from jobs" -l queue-file -d 'File holding the receivers\' Redis URL; it wins over --queue and WARD_QUEUE_URL' -r -F
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from jobs" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from jobs" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from jobs" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from jobs" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from jobs" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from jobs" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from jobs" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from jobs" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from jobs" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from jobs" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from jobs" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from jobs" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from jobs" -f -a "list" -d 'List jobs, newest first'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from jobs" -f -a "show" -d 'Show one job with its payload'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from jobs" -f -a "retry" -d 'Queue a finished, failed or dead job again (a running server picks it up)'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from jobs" -f -a "purge" -d 'Remove succeeded and dead jobs older than a given age'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from jobs" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from help" -f -a "list" -d 'List the webhooks of the token\'s account'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from help" -f -a "get" -d 'Show one webhook'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from help" -f -a "create" -d 'Create a webhook that watches users, organizations or repositories'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from help" -f -a "update" -d 'Change a webhook; options left out keep their current value'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from help" -f -a "enable" -d 'Enable a disabled or suspended webhook'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from help" -f -a "disable" -d 'Disable a webhook (it is kept, not deleted)'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from help" -f -a "delete" -d 'Delete a webhook for good (asks first on a terminal)'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from help" -f -a "serve" -d 'Receive webhooks and run a command per route'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from help" -f -a "sign" -d 'Sign a test delivery as a sender would: the body on stdin, the headers on stdout'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from help" -f -a "jobs" -d 'Read and manage the receiver\'s job queue'
complete -c ward -n "__fish_ward_using_subcommand webhook; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c ward -n "__fish_ward_using_subcommand configure" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand configure" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand configure" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand configure" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand configure" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand configure" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand configure" -l stdin -d 'Read the value from standard input (for scripts) instead of a prompt'
complete -c ward -n "__fish_ward_using_subcommand configure" -l unset -d 'Remove the setting from the config file'
complete -c ward -n "__fish_ward_using_subcommand configure" -l show -d 'Show which settings are stored (secrets are never printed) and where, and each service\'s base URL with its source'
complete -c ward -n "__fish_ward_using_subcommand configure" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand configure" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand configure" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand configure" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand configure" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c ward -n "__fish_ward_using_subcommand configure" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand man" -l dir -d 'Write `ward.1` and one page per subcommand (`ward-project-list.1`, ...) into this directory instead of printing `ward.1`' -r -F
complete -c ward -n "__fish_ward_using_subcommand man" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand man" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand man" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand man" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
complete -c ward -n "__fish_ward_using_subcommand man" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand man" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand man" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand man" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand man" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand man" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand man" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand man" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand completions" -l dir -d 'Write the scripts for every supported shell into this directory' -r -F
complete -c ward -n "__fish_ward_using_subcommand completions" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand completions" -l jq -d 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw' -r
complete -c ward -n "__fish_ward_using_subcommand completions" -l timeout -d 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)' -r
complete -c ward -n "__fish_ward_using_subcommand completions" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)' -r
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
complete -c ward -n "__fish_ward_using_subcommand help; and not __fish_seen_subcommand_from project release provider integration tag key breach paste password auth policy webhook configure man completions help" -f -a "project" -d 'Tracked projects on the release tracker'
complete -c ward -n "__fish_ward_using_subcommand help; and not __fish_seen_subcommand_from project release provider integration tag key breach paste password auth policy webhook configure man completions help" -f -a "release" -d 'Releases and release notes of a tracked project'
complete -c ward -n "__fish_ward_using_subcommand help; and not __fish_seen_subcommand_from project release provider integration tag key breach paste password auth policy webhook configure man completions help" -f -a "provider" -d 'Providers projects can be tracked from'
complete -c ward -n "__fish_ward_using_subcommand help; and not __fish_seen_subcommand_from project release provider integration tag key breach paste password auth policy webhook configure man completions help" -f -a "integration" -d 'Notification integrations of the release tracker (chat channels, rooms, webhooks)'
complete -c ward -n "__fish_ward_using_subcommand help; and not __fish_seen_subcommand_from project release provider integration tag key breach paste password auth policy webhook configure man completions help" -f -a "tag" -d 'Tags for grouping tracked projects'
complete -c ward -n "__fish_ward_using_subcommand help; and not __fish_seen_subcommand_from project release provider integration tag key breach paste password auth policy webhook configure man completions help" -f -a "key" -d 'The release-tracker account\'s API keys (signs in with e-mail and password)'
complete -c ward -n "__fish_ward_using_subcommand help; and not __fish_seen_subcommand_from project release provider integration tag key breach paste password auth policy webhook configure man completions help" -f -a "breach" -d 'Search breached accounts, breaches and data classes (breach API)'
complete -c ward -n "__fish_ward_using_subcommand help; and not __fish_seen_subcommand_from project release provider integration tag key breach paste password auth policy webhook configure man completions help" -f -a "paste" -d 'Search pastes holding an e-mail address (breach API)'
complete -c ward -n "__fish_ward_using_subcommand help; and not __fish_seen_subcommand_from project release provider integration tag key breach paste password auth policy webhook configure man completions help" -f -a "password" -d 'Check passwords by k-anonymity: only 5 hex characters of each hash are sent'
complete -c ward -n "__fish_ward_using_subcommand help; and not __fish_seen_subcommand_from project release provider integration tag key breach paste password auth policy webhook configure man completions help" -f -a "auth" -d 'Authenticate CI steps to the cloud: OIDC federation or a key, tokens, credentials file'
complete -c ward -n "__fish_ward_using_subcommand help; and not __fish_seen_subcommand_from project release provider integration tag key breach paste password auth policy webhook configure man completions help" -f -a "policy" -d 'Read an organization\'s IAM policy with the standard credential chain'
complete -c ward -n "__fish_ward_using_subcommand help; and not __fish_seen_subcommand_from project release provider integration tag key breach paste password auth policy webhook configure man completions help" -f -a "webhook" -d 'Manage the hub\'s webhooks, and receive them with `ward webhook serve`'
complete -c ward -n "__fish_ward_using_subcommand help; and not __fish_seen_subcommand_from project release provider integration tag key breach paste password auth policy webhook configure man completions help" -f -a "configure" -d 'Store API keys and tokens in the config file (mode 0600)'
complete -c ward -n "__fish_ward_using_subcommand help; and not __fish_seen_subcommand_from project release provider integration tag key breach paste password auth policy webhook configure man completions help" -f -a "man" -d 'Write the manual pages (man(1) format)'
complete -c ward -n "__fish_ward_using_subcommand help; and not __fish_seen_subcommand_from project release provider integration tag key breach paste password auth policy webhook configure man completions help" -f -a "completions" -d 'Print a shell completion script'
complete -c ward -n "__fish_ward_using_subcommand help; and not __fish_seen_subcommand_from project release provider integration tag key breach paste password auth policy webhook configure man completions help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from project" -f -a "list" -d 'List tracked projects, one page or all of them'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from project" -f -a "search" -d 'Search tracked projects by name'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from project" -f -a "get" -d 'Show one project and its settings'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from project" -f -a "add" -d 'Start tracking a project'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from project" -f -a "update" -d 'Change a project\'s settings; settings not given keep their value'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from project" -f -a "remove" -d 'Stop tracking a project'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from project" -f -a "export" -d 'Write every tracked project with all its settings (TOML, or JSON with -o json), in the format `apply` and `import` read'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from project" -f -a "apply" -d 'Make the account match a file: add missing projects, update settings that differ and, with --prune, remove projects the file does not name'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from project" -f -a "import" -d 'Track the projects of a list that are not tracked yet; leave everything else alone'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from release" -f -a "list" -d 'List a project\'s releases, newest first'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from release" -f -a "get" -d 'Show one release of a project'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from release" -f -a "latest" -d 'Show the latest release that is not excluded by the project\'s filters'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from release" -f -a "note" -d 'Show a release note, rendered as text'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from release" -f -a "watch" -d 'Run a command once for every new release of the tracked projects (poll; the tracker\'s pushes go to `ward webhook serve --verify newreleases`)'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from provider" -f -a "list" -d 'List the providers projects can come from'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from integration" -f -a "list" -d 'List notification integrations (created on the service\'s website), one kind or all'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from tag" -f -a "list" -d 'List tags'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from tag" -f -a "get" -d 'Show one tag'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from tag" -f -a "create" -d 'Create a tag'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from tag" -f -a "rename" -d 'Rename a tag'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from tag" -f -a "delete" -d 'Delete a tag (projects keep tracking, without it)'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from key" -f -a "list" -d 'List the account\'s API keys; signs in with e-mail and password, never an API key'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from breach" -f -a "account" -d 'Breaches an account (e-mail address or username) appears in; exit 10 when it does'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from breach" -f -a "list" -d 'Every breach in the system, sorted by title'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from breach" -f -a "get" -d 'One breach by its name (the Name field, e.g. Adobe)'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from breach" -f -a "dataclasses" -d 'Every data class (attribute of a compromised record), alphabetically'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from paste" -f -a "account" -d 'Pastes an e-mail address appears in, newest first; exit 10 when there are any'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from password" -f -a "check" -d 'Check passwords: hashed here, only the first 5 hex characters of each hash are sent'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from password" -f -a "audit" -d 'Audit a directory\'s password hashes: pwned accounts, reused passwords, what a refresh changed'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from password" -f -a "download" -d 'Download every range (or a sub-range) into a local store for offline checks'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from password" -f -a "export" -d 'Write a downloaded store as one sorted HASH:COUNT file'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from password" -f -a "verify" -d 'Check every range of a downloaded store against its checksum and list the damaged'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from password" -f -a "serve" -d 'Serve the range API from a downloaded store, for clients that take a range URL'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from password" -f -a "range" -d 'Print one range: every hash suffix under a 5-character prefix, with its count'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from auth" -f -a "cleanup" -d 'Remove the credentials file an earlier `ward auth` created (the action\'s post step)'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from auth" -f -a "print-access-token" -d 'Print an access token from the cloud credential chain (as `ward policy` finds it), for scripts'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from auth" -f -a "print-identity-token" -d 'Print an ID token for AUDIENCE from the cloud credential chain, for scripts'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from auth" -f -a "subject-token" -d 'Print the CI system\'s identity token in the executable-sourced credential format (what the credentials file runs on every refresh)'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from auth" -f -a "serve" -d 'Serve the job\'s processes cloud tokens as a metadata server on loopback, instead of a credentials file'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from policy" -f -a "get" -d 'Read the IAM policy of an organization, folder or project'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from policy" -f -a "diff" -d 'Compare live IAM policies with a baseline (exit 10 on drift)'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from policy" -f -a "check" -d 'Find grants that break rules (exit 10 when any rule is broken)'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from webhook" -f -a "list" -d 'List the webhooks of the token\'s account'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from webhook" -f -a "get" -d 'Show one webhook'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from webhook" -f -a "create" -d 'Create a webhook that watches users, organizations or repositories'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from webhook" -f -a "update" -d 'Change a webhook; options left out keep their current value'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from webhook" -f -a "enable" -d 'Enable a disabled or suspended webhook'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from webhook" -f -a "disable" -d 'Disable a webhook (it is kept, not deleted)'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from webhook" -f -a "delete" -d 'Delete a webhook for good (asks first on a terminal)'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from webhook" -f -a "serve" -d 'Receive webhooks and run a command per route'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from webhook" -f -a "sign" -d 'Sign a test delivery as a sender would: the body on stdin, the headers on stdout'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from webhook" -f -a "jobs" -d 'Read and manage the receiver\'s job queue'
