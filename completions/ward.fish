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
complete -c ward -n "__fish_ward_needs_command" -f -a "project" -d 'Tracked projects on the release tracker'
complete -c ward -n "__fish_ward_needs_command" -f -a "release" -d 'Releases and release notes of a tracked project'
complete -c ward -n "__fish_ward_needs_command" -f -a "provider" -d 'Providers projects can be tracked from'
complete -c ward -n "__fish_ward_needs_command" -f -a "integration" -d 'Notification integrations of the release tracker (chat channels, rooms, webhooks)'
complete -c ward -n "__fish_ward_needs_command" -f -a "tag" -d 'Tags for grouping tracked projects'
complete -c ward -n "__fish_ward_needs_command" -f -a "key" -d 'The release-tracker account\'s API keys (signs in with e-mail and password)'
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
complete -c ward -n "__fish_ward_using_subcommand project; and not __fish_seen_subcommand_from list search get add update remove export apply import help" -l api-key -d 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)' -r
complete -c ward -n "__fish_ward_using_subcommand project; and not __fish_seen_subcommand_from list search get add update remove export apply import help" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand project; and not __fish_seen_subcommand_from list search get add update remove export apply import help" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand project; and not __fish_seen_subcommand_from list search get add update remove export apply import help" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
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
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from list" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from list" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
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
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from search" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from search" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from search" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
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
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from get" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from get" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from get" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
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
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from add" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from add" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from add" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
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
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from update" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
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
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from remove" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from remove" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from remove" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from remove" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from remove" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from remove" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from remove" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from remove" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from remove" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from remove" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from remove" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from export" -l api-key -d 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from export" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from export" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from export" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
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
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from apply" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from apply" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from apply" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
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
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from import" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from import" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand project; and __fish_seen_subcommand_from import" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
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
complete -c ward -n "__fish_ward_using_subcommand release; and not __fish_seen_subcommand_from list get latest note help" -l api-key -d 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)' -r
complete -c ward -n "__fish_ward_using_subcommand release; and not __fish_seen_subcommand_from list get latest note help" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand release; and not __fish_seen_subcommand_from list get latest note help" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand release; and not __fish_seen_subcommand_from list get latest note help" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
complete -c ward -n "__fish_ward_using_subcommand release; and not __fish_seen_subcommand_from list get latest note help" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand release; and not __fish_seen_subcommand_from list get latest note help" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand release; and not __fish_seen_subcommand_from list get latest note help" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand release; and not __fish_seen_subcommand_from list get latest note help" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand release; and not __fish_seen_subcommand_from list get latest note help" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand release; and not __fish_seen_subcommand_from list get latest note help" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand release; and not __fish_seen_subcommand_from list get latest note help" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand release; and not __fish_seen_subcommand_from list get latest note help" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand release; and not __fish_seen_subcommand_from list get latest note help" -f -a "list" -d 'List a project\'s releases, newest first'
complete -c ward -n "__fish_ward_using_subcommand release; and not __fish_seen_subcommand_from list get latest note help" -f -a "get" -d 'Show one release of a project'
complete -c ward -n "__fish_ward_using_subcommand release; and not __fish_seen_subcommand_from list get latest note help" -f -a "latest" -d 'Show the latest release that is not excluded by the project\'s filters'
complete -c ward -n "__fish_ward_using_subcommand release; and not __fish_seen_subcommand_from list get latest note help" -f -a "note" -d 'Show a release note, rendered as text'
complete -c ward -n "__fish_ward_using_subcommand release; and not __fish_seen_subcommand_from list get latest note help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from list" -l page -d 'Show page N (starting at 1) instead of the first' -r
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from list" -l api-key -d 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)' -r
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from list" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from list" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
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
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from get" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from get" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from get" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
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
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from latest" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from latest" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from latest" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
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
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from note" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from note" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from note" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
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
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from help" -f -a "list" -d 'List a project\'s releases, newest first'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from help" -f -a "get" -d 'Show one release of a project'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from help" -f -a "latest" -d 'Show the latest release that is not excluded by the project\'s filters'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from help" -f -a "note" -d 'Show a release note, rendered as text'
complete -c ward -n "__fish_ward_using_subcommand release; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c ward -n "__fish_ward_using_subcommand provider; and not __fish_seen_subcommand_from list help" -l api-key -d 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)' -r
complete -c ward -n "__fish_ward_using_subcommand provider; and not __fish_seen_subcommand_from list help" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand provider; and not __fish_seen_subcommand_from list help" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand provider; and not __fish_seen_subcommand_from list help" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
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
complete -c ward -n "__fish_ward_using_subcommand provider; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand provider; and __fish_seen_subcommand_from list" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand provider; and __fish_seen_subcommand_from list" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
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
complete -c ward -n "__fish_ward_using_subcommand integration; and not __fish_seen_subcommand_from list help" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand integration; and not __fish_seen_subcommand_from list help" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand integration; and not __fish_seen_subcommand_from list help" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
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
complete -c ward -n "__fish_ward_using_subcommand integration; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand integration; and __fish_seen_subcommand_from list" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand integration; and __fish_seen_subcommand_from list" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
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
complete -c ward -n "__fish_ward_using_subcommand tag; and not __fish_seen_subcommand_from list get create rename delete help" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand tag; and not __fish_seen_subcommand_from list get create rename delete help" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand tag; and not __fish_seen_subcommand_from list get create rename delete help" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
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
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from list" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from list" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
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
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from get" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from get" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from get" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
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
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from create" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from create" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from create" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
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
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from rename" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from rename" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from rename" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
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
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from delete" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from delete" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from delete" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from delete" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand tag; and __fish_seen_subcommand_from delete" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
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
complete -c ward -n "__fish_ward_using_subcommand key; and not __fish_seen_subcommand_from list help" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand key; and not __fish_seen_subcommand_from list help" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand key; and not __fish_seen_subcommand_from list help" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
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
complete -c ward -n "__fish_ward_using_subcommand key; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand key; and __fish_seen_subcommand_from list" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand key; and __fish_seen_subcommand_from list" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
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
complete -c ward -n "__fish_ward_using_subcommand help; and not __fish_seen_subcommand_from configure completions project release provider integration tag key help" -f -a "configure" -d 'Store API keys and tokens in the config file (mode 0600)'
complete -c ward -n "__fish_ward_using_subcommand help; and not __fish_seen_subcommand_from configure completions project release provider integration tag key help" -f -a "completions" -d 'Print a shell completion script'
complete -c ward -n "__fish_ward_using_subcommand help; and not __fish_seen_subcommand_from configure completions project release provider integration tag key help" -f -a "project" -d 'Tracked projects on the release tracker'
complete -c ward -n "__fish_ward_using_subcommand help; and not __fish_seen_subcommand_from configure completions project release provider integration tag key help" -f -a "release" -d 'Releases and release notes of a tracked project'
complete -c ward -n "__fish_ward_using_subcommand help; and not __fish_seen_subcommand_from configure completions project release provider integration tag key help" -f -a "provider" -d 'Providers projects can be tracked from'
complete -c ward -n "__fish_ward_using_subcommand help; and not __fish_seen_subcommand_from configure completions project release provider integration tag key help" -f -a "integration" -d 'Notification integrations of the release tracker (chat channels, rooms, webhooks)'
complete -c ward -n "__fish_ward_using_subcommand help; and not __fish_seen_subcommand_from configure completions project release provider integration tag key help" -f -a "tag" -d 'Tags for grouping tracked projects'
complete -c ward -n "__fish_ward_using_subcommand help; and not __fish_seen_subcommand_from configure completions project release provider integration tag key help" -f -a "key" -d 'The release-tracker account\'s API keys (signs in with e-mail and password)'
complete -c ward -n "__fish_ward_using_subcommand help; and not __fish_seen_subcommand_from configure completions project release provider integration tag key help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
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
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from provider" -f -a "list" -d 'List the providers projects can come from'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from integration" -f -a "list" -d 'List notification integrations (created on the service\'s website), one kind or all'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from tag" -f -a "list" -d 'List tags'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from tag" -f -a "get" -d 'Show one tag'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from tag" -f -a "create" -d 'Create a tag'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from tag" -f -a "rename" -d 'Rename a tag'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from tag" -f -a "delete" -d 'Delete a tag (projects keep tracking, without it)'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from key" -f -a "list" -d 'List the account\'s API keys; signs in with e-mail and password, never an API key'
