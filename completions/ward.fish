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
complete -c ward -n "__fish_ward_needs_command" -f -a "auth" -d 'Authenticate CI steps to the cloud: OIDC federation or a key, tokens, credentials file'
complete -c ward -n "__fish_ward_needs_command" -f -a "policy" -d 'Read an organization\'s IAM policy with the standard credential chain'
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
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup help" -l workload-identity-provider -d 'Federation: the provider\'s full name, projects/NUMBER/locations/global/workloadIdentityPools/POOL/providers/PROVIDER' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup help" -l service-account -d 'Service account e-mail or unique ID to act as (federation; in key mode the key\'s own)' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup help" -l audience -d '`aud` of the workflow identity token [default: https://iam.googleapis.com/PROVIDER]' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup help" -l credentials-json -d 'Key mode: service account key JSON, raw or base64; @FILE reads a file, - reads stdin (env WARD_CREDENTIALS_JSON)' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup help" -l token-format -d 'Token to mint as an output: access_token or id_token [default: none]' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup help" -l access-token-lifetime -d 'Access token lifetime: seconds with a trailing s, or h/m/s parts [default: 3600s]' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup help" -l access-token-scopes -d 'Access token scopes, comma- or newline-separated [default: https://www.googleapis.com/auth/cloud-platform]' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup help" -l access-token-subject -d 'User e-mail to impersonate with domain-wide delegation (access_token only)' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup help" -l id-token-audience -d 'Audience of the ID token (required with --token-format id_token)' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup help" -l id-token-include-email -d 'Put email and email_verified claims into the ID token [default: false]' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup help" -l project-id -d 'Project ID to use and export [default: from the service account e-mail or the key]' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup help" -l create-credentials-file -d 'Write a credentials file for later steps [default: true]' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup help" -l export-environment-variables -d 'Export environment variables (project and credentials file) [default: true]' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup help" -l delegates -d 'Extra service accounts in the impersonation chain, comma- or newline-separated' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup help" -l cleanup-credentials -d 'Let the post step (`ward auth cleanup`) remove the credentials file [default: true]' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup help" -l credentials-dir -d 'Directory for the credentials file [default: $GITHUB_WORKSPACE]' -r -F
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup help" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup help" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup help" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup help" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup help" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup help" -l github-action -d 'Run as a CI step: read INPUT_* variables, write $GITHUB_OUTPUT, $GITHUB_ENV and $GITHUB_STATE, mask tokens in the log'
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup help" -l print-env -d 'Print the environment variables as `export NAME=\'value\'` lines instead of the outputs'
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup help" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup help" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup help" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup help" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup help" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup help" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup help" -f -a "cleanup" -d 'Remove the credentials file an earlier `ward auth` created (the action\'s post step)'
complete -c ward -n "__fish_ward_using_subcommand auth; and not __fish_seen_subcommand_from cleanup help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from cleanup" -l credentials-file -d 'The file to remove [default: $STATE_credentials_path, then $SERVICE_CI_CREDS_PATH]' -r -F
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from cleanup" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from cleanup" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from cleanup" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
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
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from help" -f -a "cleanup" -d 'Remove the credentials file an earlier `ward auth` created (the action\'s post step)'
complete -c ward -n "__fish_ward_using_subcommand auth; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c ward -n "__fish_ward_using_subcommand policy; and not __fish_seen_subcommand_from get help" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand policy; and not __fish_seen_subcommand_from get help" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand policy; and not __fish_seen_subcommand_from get help" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
complete -c ward -n "__fish_ward_using_subcommand policy; and not __fish_seen_subcommand_from get help" -l config -d 'Config file to use instead of the default (<config dir>/ward/config.toml)' -r -F
complete -c ward -n "__fish_ward_using_subcommand policy; and not __fish_seen_subcommand_from get help" -l color -d 'When to use colour (NO_COLOR is honoured with auto)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c ward -n "__fish_ward_using_subcommand policy; and not __fish_seen_subcommand_from get help" -l json -d 'Same as `-o json`'
complete -c ward -n "__fish_ward_using_subcommand policy; and not __fish_seen_subcommand_from get help" -s q -l quiet -d 'Print only data and errors'
complete -c ward -n "__fish_ward_using_subcommand policy; and not __fish_seen_subcommand_from get help" -s v -l verbose -d 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
complete -c ward -n "__fish_ward_using_subcommand policy; and not __fish_seen_subcommand_from get help" -l no-progress -d 'Never draw progress bars'
complete -c ward -n "__fish_ward_using_subcommand policy; and not __fish_seen_subcommand_from get help" -s h -l help -d 'Print help'
complete -c ward -n "__fish_ward_using_subcommand policy; and not __fish_seen_subcommand_from get help" -s V -l version -d 'Print version'
complete -c ward -n "__fish_ward_using_subcommand policy; and not __fish_seen_subcommand_from get help" -f -a "get" -d 'Read an organization\'s IAM policy'
complete -c ward -n "__fish_ward_using_subcommand policy; and not __fish_seen_subcommand_from get help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from get" -l policy-version -d 'Highest policy version to return (policies with conditional bindings need 3)' -r -f -a "0\t''
1\t''
3\t''"
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from get" -l role -d 'Show only bindings of this role (for example roles/owner)' -r
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from get" -l member -d 'Show only this member (user:alice@example.com, or just alice@example.com)' -r
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from get" -l quota-project -d 'Project billed for the request, sent as x-goog-user-project (env WARD_QUOTA_PROJECT)' -r
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from get" -l access-token -d 'Access token to use (discouraged on the command line; prefer WARD_ACCESS_TOKEN)' -r
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from get" -s o -l output -d 'Output format: table for people, json for scripts, ndjson for one object per line' -r -f -a "table\t''
json\t''
ndjson\t''"
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from get" -l timeout -d 'Seconds one HTTP request may take, connection included' -r
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from get" -l retries -d 'How many times a failed request is retried (connection errors, 429, 502-504)' -r
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
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from help" -f -a "get" -d 'Read an organization\'s IAM policy'
complete -c ward -n "__fish_ward_using_subcommand policy; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c ward -n "__fish_ward_using_subcommand help; and not __fish_seen_subcommand_from configure completions auth policy help" -f -a "configure" -d 'Store API keys and tokens in the config file (mode 0600)'
complete -c ward -n "__fish_ward_using_subcommand help; and not __fish_seen_subcommand_from configure completions auth policy help" -f -a "completions" -d 'Print a shell completion script'
complete -c ward -n "__fish_ward_using_subcommand help; and not __fish_seen_subcommand_from configure completions auth policy help" -f -a "auth" -d 'Authenticate CI steps to the cloud: OIDC federation or a key, tokens, credentials file'
complete -c ward -n "__fish_ward_using_subcommand help; and not __fish_seen_subcommand_from configure completions auth policy help" -f -a "policy" -d 'Read an organization\'s IAM policy with the standard credential chain'
complete -c ward -n "__fish_ward_using_subcommand help; and not __fish_seen_subcommand_from configure completions auth policy help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from auth" -f -a "cleanup" -d 'Remove the credentials file an earlier `ward auth` created (the action\'s post step)'
complete -c ward -n "__fish_ward_using_subcommand help; and __fish_seen_subcommand_from policy" -f -a "get" -d 'Read an organization\'s IAM policy'
