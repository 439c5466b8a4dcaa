
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
            [CompletionResult]::new('webhook', 'webhook', [CompletionResultType]::ParameterValue, 'Manage the hub''s webhooks, and receive them with `ward webhook serve`')
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
        'ward;webhook' {
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
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the webhooks of the token''s account')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one webhook')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a webhook that watches users, organizations or repositories')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change a webhook; options left out keep their current value')
            [CompletionResult]::new('enable', 'enable', [CompletionResultType]::ParameterValue, 'Enable a disabled or suspended webhook')
            [CompletionResult]::new('disable', 'disable', [CompletionResultType]::ParameterValue, 'Disable a webhook (it is kept, not deleted)')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a webhook for good (asks first on a terminal)')
            [CompletionResult]::new('serve', 'serve', [CompletionResultType]::ParameterValue, 'Receive webhooks and run a command per route')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;webhook;list' {
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
        'ward;webhook;get' {
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
        'ward;webhook;create' {
            [CompletionResult]::new('--url', '--url', [CompletionResultType]::ParameterName, 'Where the hub sends the payloads')
            [CompletionResult]::new('--watch', '--watch', [CompletionResultType]::ParameterName, 'What to watch, TYPE:NAME with TYPE user, org, model, dataset or space (repeatable)')
            [CompletionResult]::new('--domain', '--domain', [CompletionResultType]::ParameterName, 'Which events to send (repeatable; both when omitted)')
            [CompletionResult]::new('--secret-file', '--secret-file', [CompletionResultType]::ParameterName, 'Read the secret from this file (''-'' for standard input)')
            [CompletionResult]::new('--secret-env', '--secret-env', [CompletionResultType]::ParameterName, 'Read the secret from this environment variable (for example WEBHOOK_SECRET)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Config file to use instead of the default (<config dir>/ward/config.toml)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured with auto)')
            [CompletionResult]::new('--ask-secret', '--ask-secret', [CompletionResultType]::ParameterName, 'Ask for the secret without echo')
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
        'ward;webhook;update' {
            [CompletionResult]::new('--url', '--url', [CompletionResultType]::ParameterName, 'New target URL')
            [CompletionResult]::new('--watch', '--watch', [CompletionResultType]::ParameterName, 'Replace the watched list, TYPE:NAME (repeatable)')
            [CompletionResult]::new('--add-watch', '--add-watch', [CompletionResultType]::ParameterName, 'Add to the watched list, TYPE:NAME (repeatable)')
            [CompletionResult]::new('--remove-watch', '--remove-watch', [CompletionResultType]::ParameterName, 'Remove from the watched list, TYPE:NAME (repeatable)')
            [CompletionResult]::new('--domain', '--domain', [CompletionResultType]::ParameterName, 'Replace the domains (repeatable)')
            [CompletionResult]::new('--secret-file', '--secret-file', [CompletionResultType]::ParameterName, 'Read the secret from this file (''-'' for standard input)')
            [CompletionResult]::new('--secret-env', '--secret-env', [CompletionResultType]::ParameterName, 'Read the secret from this environment variable (for example WEBHOOK_SECRET)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Config file to use instead of the default (<config dir>/ward/config.toml)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured with auto)')
            [CompletionResult]::new('--ask-secret', '--ask-secret', [CompletionResultType]::ParameterName, 'Ask for the secret without echo')
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
        'ward;webhook;enable' {
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
        'ward;webhook;disable' {
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
        'ward;webhook;delete' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Config file to use instead of the default (<config dir>/ward/config.toml)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured with auto)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Do not ask for confirmation')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Do not ask for confirmation')
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
        'ward;webhook;serve' {
            [CompletionResult]::new('--route', '--route', [CompletionResultType]::ParameterName, 'A route: NAME=COMMAND serves POST /webhooks/NAME and runs COMMAND; NAME alone only accepts and logs (repeatable)')
            [CompletionResult]::new('--routes', '--routes', [CompletionResultType]::ParameterName, 'TOML file of routes with per-route filters, timeout and concurrency')
            [CompletionResult]::new('--host', '--host', [CompletionResultType]::ParameterName, 'Address to listen on')
            [CompletionResult]::new('--port', '--port', [CompletionResultType]::ParameterName, 'Port to listen on (0 picks a free one)')
            [CompletionResult]::new('--secret-file', '--secret-file', [CompletionResultType]::ParameterName, 'File holding the webhook secret (instead of WEBHOOK_SECRET)')
            [CompletionResult]::new('--command-timeout', '--command-timeout', [CompletionResultType]::ParameterName, 'Seconds a command may run before it is stopped (routes may set their own)')
            [CompletionResult]::new('--concurrency', '--concurrency', [CompletionResultType]::ParameterName, 'Commands one route may run at the same time (routes may set their own)')
            [CompletionResult]::new('--queue', '--queue', [CompletionResultType]::ParameterName, 'Deliveries one route may hold waiting for a free slot before answering 503')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest request body accepted, in bytes (larger ones get 413)')
            [CompletionResult]::new('--shutdown-timeout', '--shutdown-timeout', [CompletionResultType]::ParameterName, 'Seconds to let running commands finish after SIGINT or SIGTERM')
            [CompletionResult]::new('--page', '--page', [CompletionResultType]::ParameterName, 'HTML file served at / instead of the built-in landing page')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Config file to use instead of the default (<config dir>/ward/config.toml)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured with auto)')
            [CompletionResult]::new('--shell', '--shell', [CompletionResultType]::ParameterName, 'Run --route commands through `sh -c` instead of splitting them into arguments')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'Answer when the command has finished, with its exit status (default: 202 at once)')
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
        'ward;webhook;help' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the webhooks of the token''s account')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one webhook')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a webhook that watches users, organizations or repositories')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change a webhook; options left out keep their current value')
            [CompletionResult]::new('enable', 'enable', [CompletionResultType]::ParameterValue, 'Enable a disabled or suspended webhook')
            [CompletionResult]::new('disable', 'disable', [CompletionResultType]::ParameterValue, 'Disable a webhook (it is kept, not deleted)')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a webhook for good (asks first on a terminal)')
            [CompletionResult]::new('serve', 'serve', [CompletionResultType]::ParameterValue, 'Receive webhooks and run a command per route')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;webhook;help;list' {
            break
        }
        'ward;webhook;help;get' {
            break
        }
        'ward;webhook;help;create' {
            break
        }
        'ward;webhook;help;update' {
            break
        }
        'ward;webhook;help;enable' {
            break
        }
        'ward;webhook;help;disable' {
            break
        }
        'ward;webhook;help;delete' {
            break
        }
        'ward;webhook;help;serve' {
            break
        }
        'ward;webhook;help;help' {
            break
        }
        'ward;help' {
            [CompletionResult]::new('configure', 'configure', [CompletionResultType]::ParameterValue, 'Store API keys and tokens in the config file (mode 0600)')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Print a shell completion script')
            [CompletionResult]::new('webhook', 'webhook', [CompletionResultType]::ParameterValue, 'Manage the hub''s webhooks, and receive them with `ward webhook serve`')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;help;configure' {
            break
        }
        'ward;help;completions' {
            break
        }
        'ward;help;webhook' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the webhooks of the token''s account')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one webhook')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a webhook that watches users, organizations or repositories')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change a webhook; options left out keep their current value')
            [CompletionResult]::new('enable', 'enable', [CompletionResultType]::ParameterValue, 'Enable a disabled or suspended webhook')
            [CompletionResult]::new('disable', 'disable', [CompletionResultType]::ParameterValue, 'Disable a webhook (it is kept, not deleted)')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a webhook for good (asks first on a terminal)')
            [CompletionResult]::new('serve', 'serve', [CompletionResultType]::ParameterValue, 'Receive webhooks and run a command per route')
            break
        }
        'ward;help;webhook;list' {
            break
        }
        'ward;help;webhook;get' {
            break
        }
        'ward;help;webhook;create' {
            break
        }
        'ward;help;webhook;update' {
            break
        }
        'ward;help;webhook;enable' {
            break
        }
        'ward;help;webhook;disable' {
            break
        }
        'ward;help;webhook;delete' {
            break
        }
        'ward;help;webhook;serve' {
            break
        }
        'ward;help;help' {
            break
        }
    })

    $completions.Where{ $_.CompletionText -like "$wordToComplete*" } |
        Sort-Object -Property ListItemText
}
