
using namespace System.Management.Automation
using namespace System.Management.Automation.Language

Register-ArgumentCompleter -Native -CommandName 'ward' -ScriptBlock {
    param($wordToComplete, $commandAst, $cursorPosition)

    $commandElements = $commandAst.CommandElements
    $command = @(
        'ward'
        for ($i = 1; $i -lt $commandElements.Count; $i++) {
            $element = $commandElements[$i]
            if ($element -isnot [StringConstantExpressionAst] -or
                $element.StringConstantType -ne [StringConstantType]::BareWord -or
                $element.Value.StartsWith('-') -or
                $element.Value -eq $wordToComplete) {
                break
        }
        $element.Value
    }) -join ';'

    $completions = @(switch ($command) {
        'ward' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Config file to use instead of the default (<config dir>/ward/config.toml)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured with auto)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as `-o json`')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only data and errors')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only data and errors')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more')
            [CompletionResult]::new('--no-progress', '--no-progress', [CompletionResultType]::ParameterName, 'Never draw progress bars')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('configure', 'configure', [CompletionResultType]::ParameterValue, 'Store API keys and tokens in the config file (mode 0600)')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Print a shell completion script')
            [CompletionResult]::new('auth', 'auth', [CompletionResultType]::ParameterValue, 'Authenticate CI steps to the cloud: OIDC federation or a key, tokens, credentials file')
            [CompletionResult]::new('policy', 'policy', [CompletionResultType]::ParameterValue, 'Read an organization''s IAM policy with the standard credential chain')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;configure' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Config file to use instead of the default (<config dir>/ward/config.toml)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured with auto)')
            [CompletionResult]::new('--stdin', '--stdin', [CompletionResultType]::ParameterName, 'Read the value from standard input (for scripts) instead of a prompt')
            [CompletionResult]::new('--unset', '--unset', [CompletionResultType]::ParameterName, 'Remove the setting from the config file')
            [CompletionResult]::new('--show', '--show', [CompletionResultType]::ParameterName, 'Show which settings are stored (secrets are never printed) and where')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as `-o json`')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only data and errors')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only data and errors')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more')
            [CompletionResult]::new('--no-progress', '--no-progress', [CompletionResultType]::ParameterName, 'Never draw progress bars')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'ward;completions' {
            [CompletionResult]::new('--dir', '--dir', [CompletionResultType]::ParameterName, 'Write the scripts for every supported shell into this directory')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Config file to use instead of the default (<config dir>/ward/config.toml)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured with auto)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as `-o json`')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only data and errors')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only data and errors')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more')
            [CompletionResult]::new('--no-progress', '--no-progress', [CompletionResultType]::ParameterName, 'Never draw progress bars')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'ward;auth' {
            [CompletionResult]::new('--workload-identity-provider', '--workload-identity-provider', [CompletionResultType]::ParameterName, 'Federation: the provider''s full name, projects/NUMBER/locations/global/workloadIdentityPools/POOL/providers/PROVIDER')
            [CompletionResult]::new('--service-account', '--service-account', [CompletionResultType]::ParameterName, 'Service account e-mail or unique ID to act as (federation; in key mode the key''s own)')
            [CompletionResult]::new('--audience', '--audience', [CompletionResultType]::ParameterName, '`aud` of the workflow identity token [default: https://iam.googleapis.com/PROVIDER]')
            [CompletionResult]::new('--credentials-json', '--credentials-json', [CompletionResultType]::ParameterName, 'Key mode: service account key JSON, raw or base64; @FILE reads a file, - reads stdin (env WARD_CREDENTIALS_JSON)')
            [CompletionResult]::new('--token-format', '--token-format', [CompletionResultType]::ParameterName, 'Token to mint as an output: access_token or id_token [default: none]')
            [CompletionResult]::new('--access-token-lifetime', '--access-token-lifetime', [CompletionResultType]::ParameterName, 'Access token lifetime: seconds with a trailing s, or h/m/s parts [default: 3600s]')
            [CompletionResult]::new('--access-token-scopes', '--access-token-scopes', [CompletionResultType]::ParameterName, 'Access token scopes, comma- or newline-separated [default: https://www.googleapis.com/auth/cloud-platform]')
            [CompletionResult]::new('--access-token-subject', '--access-token-subject', [CompletionResultType]::ParameterName, 'User e-mail to impersonate with domain-wide delegation (access_token only)')
            [CompletionResult]::new('--id-token-audience', '--id-token-audience', [CompletionResultType]::ParameterName, 'Audience of the ID token (required with --token-format id_token)')
            [CompletionResult]::new('--id-token-include-email', '--id-token-include-email', [CompletionResultType]::ParameterName, 'Put email and email_verified claims into the ID token [default: false]')
            [CompletionResult]::new('--project-id', '--project-id', [CompletionResultType]::ParameterName, 'Project ID to use and export [default: from the service account e-mail or the key]')
            [CompletionResult]::new('--create-credentials-file', '--create-credentials-file', [CompletionResultType]::ParameterName, 'Write a credentials file for later steps [default: true]')
            [CompletionResult]::new('--export-environment-variables', '--export-environment-variables', [CompletionResultType]::ParameterName, 'Export environment variables (project and credentials file) [default: true]')
            [CompletionResult]::new('--delegates', '--delegates', [CompletionResultType]::ParameterName, 'Extra service accounts in the impersonation chain, comma- or newline-separated')
            [CompletionResult]::new('--cleanup-credentials', '--cleanup-credentials', [CompletionResultType]::ParameterName, 'Let the post step (`ward auth cleanup`) remove the credentials file [default: true]')
            [CompletionResult]::new('--credentials-dir', '--credentials-dir', [CompletionResultType]::ParameterName, 'Directory for the credentials file [default: $GITHUB_WORKSPACE]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Config file to use instead of the default (<config dir>/ward/config.toml)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured with auto)')
            [CompletionResult]::new('--github-action', '--github-action', [CompletionResultType]::ParameterName, 'Run as a CI step: read INPUT_* variables, write $GITHUB_OUTPUT, $GITHUB_ENV and $GITHUB_STATE, mask tokens in the log')
            [CompletionResult]::new('--print-env', '--print-env', [CompletionResultType]::ParameterName, 'Print the environment variables as `export NAME=''value''` lines instead of the outputs')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as `-o json`')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only data and errors')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only data and errors')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more')
            [CompletionResult]::new('--no-progress', '--no-progress', [CompletionResultType]::ParameterName, 'Never draw progress bars')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('cleanup', 'cleanup', [CompletionResultType]::ParameterValue, 'Remove the credentials file an earlier `ward auth` created (the action''s post step)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;auth;cleanup' {
            [CompletionResult]::new('--credentials-file', '--credentials-file', [CompletionResultType]::ParameterName, 'The file to remove [default: $STATE_credentials_path, then $SERVICE_CI_CREDS_PATH]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Config file to use instead of the default (<config dir>/ward/config.toml)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured with auto)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as `-o json`')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only data and errors')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only data and errors')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more')
            [CompletionResult]::new('--no-progress', '--no-progress', [CompletionResultType]::ParameterName, 'Never draw progress bars')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'ward;auth;help' {
            [CompletionResult]::new('cleanup', 'cleanup', [CompletionResultType]::ParameterValue, 'Remove the credentials file an earlier `ward auth` created (the action''s post step)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;auth;help;cleanup' {
            break
        }
        'ward;auth;help;help' {
            break
        }
        'ward;policy' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Config file to use instead of the default (<config dir>/ward/config.toml)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured with auto)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as `-o json`')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only data and errors')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only data and errors')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more')
            [CompletionResult]::new('--no-progress', '--no-progress', [CompletionResultType]::ParameterName, 'Never draw progress bars')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Read an organization''s IAM policy')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;policy;get' {
            [CompletionResult]::new('--policy-version', '--policy-version', [CompletionResultType]::ParameterName, 'Highest policy version to return (policies with conditional bindings need 3)')
            [CompletionResult]::new('--role', '--role', [CompletionResultType]::ParameterName, 'Show only bindings of this role (for example roles/owner)')
            [CompletionResult]::new('--member', '--member', [CompletionResultType]::ParameterName, 'Show only this member (user:alice@example.com, or just alice@example.com)')
            [CompletionResult]::new('--quota-project', '--quota-project', [CompletionResultType]::ParameterName, 'Project billed for the request, sent as x-goog-user-project (env WARD_QUOTA_PROJECT)')
            [CompletionResult]::new('--access-token', '--access-token', [CompletionResultType]::ParameterName, 'Access token to use (discouraged on the command line; prefer WARD_ACCESS_TOKEN)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Config file to use instead of the default (<config dir>/ward/config.toml)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured with auto)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as `-o json`')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only data and errors')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only data and errors')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more')
            [CompletionResult]::new('--no-progress', '--no-progress', [CompletionResultType]::ParameterName, 'Never draw progress bars')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'ward;policy;help' {
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Read an organization''s IAM policy')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;policy;help;get' {
            break
        }
        'ward;policy;help;help' {
            break
        }
        'ward;help' {
            [CompletionResult]::new('configure', 'configure', [CompletionResultType]::ParameterValue, 'Store API keys and tokens in the config file (mode 0600)')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Print a shell completion script')
            [CompletionResult]::new('auth', 'auth', [CompletionResultType]::ParameterValue, 'Authenticate CI steps to the cloud: OIDC federation or a key, tokens, credentials file')
            [CompletionResult]::new('policy', 'policy', [CompletionResultType]::ParameterValue, 'Read an organization''s IAM policy with the standard credential chain')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;help;configure' {
            break
        }
        'ward;help;completions' {
            break
        }
        'ward;help;auth' {
            [CompletionResult]::new('cleanup', 'cleanup', [CompletionResultType]::ParameterValue, 'Remove the credentials file an earlier `ward auth` created (the action''s post step)')
            break
        }
        'ward;help;auth;cleanup' {
            break
        }
        'ward;help;policy' {
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Read an organization''s IAM policy')
            break
        }
        'ward;help;policy;get' {
            break
        }
        'ward;help;help' {
            break
        }
    })

    $completions.Where{ $_.CompletionText -like "$wordToComplete*" } |
        Sort-Object -Property ListItemText
}
