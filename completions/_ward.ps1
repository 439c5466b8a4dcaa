
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
            [CompletionResult]::new('breach', 'breach', [CompletionResultType]::ParameterValue, 'Search breached accounts, breaches and data classes (breach API)')
            [CompletionResult]::new('paste', 'paste', [CompletionResultType]::ParameterValue, 'Search pastes holding an e-mail address (breach API)')
            [CompletionResult]::new('password', 'password', [CompletionResultType]::ParameterValue, 'Check passwords by k-anonymity: only 5 hex characters of each hash are sent')
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
        'ward;breach' {
            [CompletionResult]::new('--api-version', '--api-version', [CompletionResultType]::ParameterName, 'API version: 2 (the default, no key) or 3 (a key is needed for account and paste searches) [env: WARD_BREACHES_API_VERSION, config: breaches.api_version]')
            [CompletionResult]::new('--version-via', '--version-via', [CompletionResultType]::ParameterName, 'How version 2 is selected: in the URL (default), with the `api-version` header or by content negotiation (`Accept`) [env: WARD_BREACHES_VERSION_VIA, config: breaches.version_via]')
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
            [CompletionResult]::new('account', 'account', [CompletionResultType]::ParameterValue, 'Breaches an account (e-mail address or username) appears in; exit 10 when it does')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'Every breach in the system, sorted by title')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'One breach by its name (the Name field, e.g. Adobe)')
            [CompletionResult]::new('dataclasses', 'dataclasses', [CompletionResultType]::ParameterValue, 'Every data class (attribute of a compromised record), alphabetically')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;breach;account' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Read accounts from a file, one per line (`-` for standard input); blank lines are skipped')
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Read accounts from a file, one per line (`-` for standard input); blank lines are skipped')
            [CompletionResult]::new('--domain', '--domain', [CompletionResultType]::ParameterName, 'Only breaches of this domain (e.g. adobe.com)')
            [CompletionResult]::new('--api-version', '--api-version', [CompletionResultType]::ParameterName, 'API version: 2 (the default, no key) or 3 (a key is needed for account and paste searches) [env: WARD_BREACHES_API_VERSION, config: breaches.api_version]')
            [CompletionResult]::new('--version-via', '--version-via', [CompletionResultType]::ParameterName, 'How version 2 is selected: in the URL (default), with the `api-version` header or by content negotiation (`Accept`) [env: WARD_BREACHES_VERSION_VIA, config: breaches.version_via]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Config file to use instead of the default (<config dir>/ward/config.toml)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured with auto)')
            [CompletionResult]::new('--truncate', '--truncate', [CompletionResultType]::ParameterName, 'Return only the name of each breach (a much smaller answer)')
            [CompletionResult]::new('--include-unverified', '--include-unverified', [CompletionResultType]::ParameterName, 'Include breaches flagged as unverified')
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
        'ward;breach;list' {
            [CompletionResult]::new('--domain', '--domain', [CompletionResultType]::ParameterName, 'Only breaches of this domain (e.g. adobe.com)')
            [CompletionResult]::new('--api-version', '--api-version', [CompletionResultType]::ParameterName, 'API version: 2 (the default, no key) or 3 (a key is needed for account and paste searches) [env: WARD_BREACHES_API_VERSION, config: breaches.api_version]')
            [CompletionResult]::new('--version-via', '--version-via', [CompletionResultType]::ParameterName, 'How version 2 is selected: in the URL (default), with the `api-version` header or by content negotiation (`Accept`) [env: WARD_BREACHES_VERSION_VIA, config: breaches.version_via]')
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
        'ward;breach;get' {
            [CompletionResult]::new('--api-version', '--api-version', [CompletionResultType]::ParameterName, 'API version: 2 (the default, no key) or 3 (a key is needed for account and paste searches) [env: WARD_BREACHES_API_VERSION, config: breaches.api_version]')
            [CompletionResult]::new('--version-via', '--version-via', [CompletionResultType]::ParameterName, 'How version 2 is selected: in the URL (default), with the `api-version` header or by content negotiation (`Accept`) [env: WARD_BREACHES_VERSION_VIA, config: breaches.version_via]')
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
        'ward;breach;dataclasses' {
            [CompletionResult]::new('--api-version', '--api-version', [CompletionResultType]::ParameterName, 'API version: 2 (the default, no key) or 3 (a key is needed for account and paste searches) [env: WARD_BREACHES_API_VERSION, config: breaches.api_version]')
            [CompletionResult]::new('--version-via', '--version-via', [CompletionResultType]::ParameterName, 'How version 2 is selected: in the URL (default), with the `api-version` header or by content negotiation (`Accept`) [env: WARD_BREACHES_VERSION_VIA, config: breaches.version_via]')
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
        'ward;breach;help' {
            [CompletionResult]::new('account', 'account', [CompletionResultType]::ParameterValue, 'Breaches an account (e-mail address or username) appears in; exit 10 when it does')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'Every breach in the system, sorted by title')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'One breach by its name (the Name field, e.g. Adobe)')
            [CompletionResult]::new('dataclasses', 'dataclasses', [CompletionResultType]::ParameterValue, 'Every data class (attribute of a compromised record), alphabetically')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;breach;help;account' {
            break
        }
        'ward;breach;help;list' {
            break
        }
        'ward;breach;help;get' {
            break
        }
        'ward;breach;help;dataclasses' {
            break
        }
        'ward;breach;help;help' {
            break
        }
        'ward;paste' {
            [CompletionResult]::new('--api-version', '--api-version', [CompletionResultType]::ParameterName, 'API version: 2 (the default, no key) or 3 (a key is needed for account and paste searches) [env: WARD_BREACHES_API_VERSION, config: breaches.api_version]')
            [CompletionResult]::new('--version-via', '--version-via', [CompletionResultType]::ParameterName, 'How version 2 is selected: in the URL (default), with the `api-version` header or by content negotiation (`Accept`) [env: WARD_BREACHES_VERSION_VIA, config: breaches.version_via]')
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
            [CompletionResult]::new('account', 'account', [CompletionResultType]::ParameterValue, 'Pastes an e-mail address appears in, newest first; exit 10 when there are any')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;paste;account' {
            [CompletionResult]::new('--api-version', '--api-version', [CompletionResultType]::ParameterName, 'API version: 2 (the default, no key) or 3 (a key is needed for account and paste searches) [env: WARD_BREACHES_API_VERSION, config: breaches.api_version]')
            [CompletionResult]::new('--version-via', '--version-via', [CompletionResultType]::ParameterName, 'How version 2 is selected: in the URL (default), with the `api-version` header or by content negotiation (`Accept`) [env: WARD_BREACHES_VERSION_VIA, config: breaches.version_via]')
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
        'ward;paste;help' {
            [CompletionResult]::new('account', 'account', [CompletionResultType]::ParameterValue, 'Pastes an e-mail address appears in, newest first; exit 10 when there are any')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;paste;help;account' {
            break
        }
        'ward;paste;help;help' {
            break
        }
        'ward;password' {
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
            [CompletionResult]::new('check', 'check', [CompletionResultType]::ParameterValue, 'Check passwords: hashed here, only the first 5 hex characters of each hash are sent')
            [CompletionResult]::new('download', 'download', [CompletionResultType]::ParameterValue, 'Download every range (or a sub-range) into a local store for offline checks')
            [CompletionResult]::new('export', 'export', [CompletionResultType]::ParameterValue, 'Write a downloaded store as one sorted HASH:COUNT file')
            [CompletionResult]::new('range', 'range', [CompletionResultType]::ParameterValue, 'Print one range: every hash suffix under a 5-character prefix, with its count')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;password;check' {
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer from a store made by `ward password download DIR`, with no network at all')
            [CompletionResult]::new('--hashes', '--hashes', [CompletionResultType]::ParameterName, 'Read hashes instead of passwords, one per line (40 hex characters for SHA-1, 32 with --ntlm), from FILE or `-` for standard input')
            [CompletionResult]::new('--min-count', '--min-count', [CompletionResultType]::ParameterName, 'Count a password as pwned only when seen at least N times')
            [CompletionResult]::new('--concurrency', '--concurrency', [CompletionResultType]::ParameterName, 'Ranges fetched at once')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Config file to use instead of the default (<config dir>/ward/config.toml)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured with auto)')
            [CompletionResult]::new('--stdin', '--stdin', [CompletionResultType]::ParameterName, 'Read passwords from standard input, one per line, instead of prompting')
            [CompletionResult]::new('--ntlm', '--ntlm', [CompletionResultType]::ParameterName, 'Check NTLM hashes (MD4 of UTF-16LE) instead of SHA-1')
            [CompletionResult]::new('--no-padding', '--no-padding', [CompletionResultType]::ParameterName, 'Do not ask the server to pad answers with decoy rows (padding hides how large the answer for a prefix is from anyone watching the traffic)')
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
        'ward;password;download' {
            [CompletionResult]::new('--range', '--range', [CompletionResultType]::ParameterName, 'Only prefixes START to END, inclusive (e.g. 00000..0FFFF)')
            [CompletionResult]::new('--concurrency', '--concurrency', [CompletionResultType]::ParameterName, 'Ranges fetched at once')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Config file to use instead of the default (<config dir>/ward/config.toml)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured with auto)')
            [CompletionResult]::new('--ntlm', '--ntlm', [CompletionResultType]::ParameterName, 'Download the NTLM corpus instead of the SHA-1 one')
            [CompletionResult]::new('--refresh', '--refresh', [CompletionResultType]::ParameterName, 'Revalidate stored ranges with If-None-Match and rewrite those that changed')
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
        'ward;password;export' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Write to FILE (atomically) instead of standard output')
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Write to FILE (atomically) instead of standard output')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Config file to use instead of the default (<config dir>/ward/config.toml)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured with auto)')
            [CompletionResult]::new('--ntlm', '--ntlm', [CompletionResultType]::ParameterName, 'Export the NTLM store instead of the SHA-1 one')
            [CompletionResult]::new('--crlf', '--crlf', [CompletionResultType]::ParameterName, 'End lines with CRLF, like the service''s own download format')
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
        'ward;password;range' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Config file to use instead of the default (<config dir>/ward/config.toml)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured with auto)')
            [CompletionResult]::new('--ntlm', '--ntlm', [CompletionResultType]::ParameterName, 'Ask for the NTLM range instead of the SHA-1 one')
            [CompletionResult]::new('--no-padding', '--no-padding', [CompletionResultType]::ParameterName, 'Do not ask the server to pad the answer (padding rows are dropped either way)')
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
        'ward;password;help' {
            [CompletionResult]::new('check', 'check', [CompletionResultType]::ParameterValue, 'Check passwords: hashed here, only the first 5 hex characters of each hash are sent')
            [CompletionResult]::new('download', 'download', [CompletionResultType]::ParameterValue, 'Download every range (or a sub-range) into a local store for offline checks')
            [CompletionResult]::new('export', 'export', [CompletionResultType]::ParameterValue, 'Write a downloaded store as one sorted HASH:COUNT file')
            [CompletionResult]::new('range', 'range', [CompletionResultType]::ParameterValue, 'Print one range: every hash suffix under a 5-character prefix, with its count')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;password;help;check' {
            break
        }
        'ward;password;help;download' {
            break
        }
        'ward;password;help;export' {
            break
        }
        'ward;password;help;range' {
            break
        }
        'ward;password;help;help' {
            break
        }
        'ward;help' {
            [CompletionResult]::new('configure', 'configure', [CompletionResultType]::ParameterValue, 'Store API keys and tokens in the config file (mode 0600)')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Print a shell completion script')
            [CompletionResult]::new('breach', 'breach', [CompletionResultType]::ParameterValue, 'Search breached accounts, breaches and data classes (breach API)')
            [CompletionResult]::new('paste', 'paste', [CompletionResultType]::ParameterValue, 'Search pastes holding an e-mail address (breach API)')
            [CompletionResult]::new('password', 'password', [CompletionResultType]::ParameterValue, 'Check passwords by k-anonymity: only 5 hex characters of each hash are sent')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;help;configure' {
            break
        }
        'ward;help;completions' {
            break
        }
        'ward;help;breach' {
            [CompletionResult]::new('account', 'account', [CompletionResultType]::ParameterValue, 'Breaches an account (e-mail address or username) appears in; exit 10 when it does')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'Every breach in the system, sorted by title')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'One breach by its name (the Name field, e.g. Adobe)')
            [CompletionResult]::new('dataclasses', 'dataclasses', [CompletionResultType]::ParameterValue, 'Every data class (attribute of a compromised record), alphabetically')
            break
        }
        'ward;help;breach;account' {
            break
        }
        'ward;help;breach;list' {
            break
        }
        'ward;help;breach;get' {
            break
        }
        'ward;help;breach;dataclasses' {
            break
        }
        'ward;help;paste' {
            [CompletionResult]::new('account', 'account', [CompletionResultType]::ParameterValue, 'Pastes an e-mail address appears in, newest first; exit 10 when there are any')
            break
        }
        'ward;help;paste;account' {
            break
        }
        'ward;help;password' {
            [CompletionResult]::new('check', 'check', [CompletionResultType]::ParameterValue, 'Check passwords: hashed here, only the first 5 hex characters of each hash are sent')
            [CompletionResult]::new('download', 'download', [CompletionResultType]::ParameterValue, 'Download every range (or a sub-range) into a local store for offline checks')
            [CompletionResult]::new('export', 'export', [CompletionResultType]::ParameterValue, 'Write a downloaded store as one sorted HASH:COUNT file')
            [CompletionResult]::new('range', 'range', [CompletionResultType]::ParameterValue, 'Print one range: every hash suffix under a 5-character prefix, with its count')
            break
        }
        'ward;help;password;check' {
            break
        }
        'ward;help;password;download' {
            break
        }
        'ward;help;password;export' {
            break
        }
        'ward;help;password;range' {
            break
        }
        'ward;help;help' {
            break
        }
    })

    $completions.Where{ $_.CompletionText -like "$wordToComplete*" } |
        Sort-Object -Property ListItemText
}
