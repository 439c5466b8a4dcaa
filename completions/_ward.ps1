
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
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
            [CompletionResult]::new('project', 'project', [CompletionResultType]::ParameterValue, 'Tracked projects on the release tracker')
            [CompletionResult]::new('release', 'release', [CompletionResultType]::ParameterValue, 'Releases and release notes of a tracked project')
            [CompletionResult]::new('provider', 'provider', [CompletionResultType]::ParameterValue, 'Providers projects can be tracked from')
            [CompletionResult]::new('integration', 'integration', [CompletionResultType]::ParameterValue, 'Notification integrations of the release tracker (chat channels, rooms, webhooks)')
            [CompletionResult]::new('tag', 'tag', [CompletionResultType]::ParameterValue, 'Tags for grouping tracked projects')
            [CompletionResult]::new('key', 'key', [CompletionResultType]::ParameterValue, 'The release-tracker account''s API keys (signs in with e-mail and password)')
            [CompletionResult]::new('breach', 'breach', [CompletionResultType]::ParameterValue, 'Search breached accounts, breaches and data classes (breach API)')
            [CompletionResult]::new('paste', 'paste', [CompletionResultType]::ParameterValue, 'Search pastes holding an e-mail address (breach API)')
            [CompletionResult]::new('password', 'password', [CompletionResultType]::ParameterValue, 'Check passwords by k-anonymity: only 5 hex characters of each hash are sent')
            [CompletionResult]::new('auth', 'auth', [CompletionResultType]::ParameterValue, 'Authenticate CI steps to the cloud: OIDC federation or a key, tokens, credentials file')
            [CompletionResult]::new('policy', 'policy', [CompletionResultType]::ParameterValue, 'Read an organization''s IAM policy with the standard credential chain')
            [CompletionResult]::new('webhook', 'webhook', [CompletionResultType]::ParameterValue, 'Manage the hub''s webhooks, and receive them with `ward webhook serve`')
            [CompletionResult]::new('configure', 'configure', [CompletionResultType]::ParameterValue, 'Store API keys and tokens in the config file (mode 0600)')
            [CompletionResult]::new('man', 'man', [CompletionResultType]::ParameterValue, 'Write the manual pages (man(1) format)')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Print a shell completion script')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;project' {
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List tracked projects, one page or all of them')
            [CompletionResult]::new('search', 'search', [CompletionResultType]::ParameterValue, 'Search tracked projects by name')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one project and its settings')
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Start tracking a project')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change a project''s settings; settings not given keep their value')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Stop tracking a project')
            [CompletionResult]::new('export', 'export', [CompletionResultType]::ParameterValue, 'Write every tracked project with all its settings (TOML, or JSON with -o json), in the format `apply` and `import` read')
            [CompletionResult]::new('apply', 'apply', [CompletionResultType]::ParameterValue, 'Make the account match a file: add missing projects, update settings that differ and, with --prune, remove projects the file does not name')
            [CompletionResult]::new('import', 'import', [CompletionResultType]::ParameterValue, 'Track the projects of a list that are not tracked yet; leave everything else alone')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;project;list' {
            [CompletionResult]::new('--page', '--page', [CompletionResultType]::ParameterName, 'Show page N (starting at 1) instead of the first')
            [CompletionResult]::new('--order', '--order', [CompletionResultType]::ParameterName, 'Sort order')
            [CompletionResult]::new('--tag', '--tag', [CompletionResultType]::ParameterName, 'Only projects with this tag (tag ID)')
            [CompletionResult]::new('--provider', '--provider', [CompletionResultType]::ParameterName, 'Only projects of this provider (for example github, npm, pypi)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Config file to use instead of the default (<config dir>/ward/config.toml)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured with auto)')
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Fetch every page (concurrently, paced by the rate-limit budget)')
            [CompletionResult]::new('--reverse', '--reverse', [CompletionResultType]::ParameterName, 'Reverse the order')
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
        'ward;project;search' {
            [CompletionResult]::new('--provider', '--provider', [CompletionResultType]::ParameterName, 'Only projects of this provider')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
        'ward;project;get' {
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
        'ward;project;add' {
            [CompletionResult]::new('--email-notification', '--email-notification', [CompletionResultType]::ParameterName, 'How often to e-mail about new releases')
            [CompletionResult]::new('--chat-a', '--chat-a', [CompletionResultType]::ParameterName, 'Notify this chat A channel (integration ID; repeat for several); replaces the list')
            [CompletionResult]::new('--chat-b', '--chat-b', [CompletionResultType]::ParameterName, 'Notify this chat B chat (integration ID; repeat for several); replaces the list')
            [CompletionResult]::new('--chat-c', '--chat-c', [CompletionResultType]::ParameterName, 'Notify this chat C channel (integration ID; repeat for several); replaces the list')
            [CompletionResult]::new('--chat-d', '--chat-d', [CompletionResultType]::ParameterName, 'Notify this chat D webhook (integration ID; repeat for several); replaces the list')
            [CompletionResult]::new('--chat-e', '--chat-e', [CompletionResultType]::ParameterName, 'Notify this chat E webhook (integration ID; repeat for several); replaces the list')
            [CompletionResult]::new('--chat-f', '--chat-f', [CompletionResultType]::ParameterName, 'Notify this chat F webhook (integration ID; repeat for several); replaces the list')
            [CompletionResult]::new('--chat-g', '--chat-g', [CompletionResultType]::ParameterName, 'Notify this chat G webhook (integration ID; repeat for several); replaces the list')
            [CompletionResult]::new('--matrix', '--matrix', [CompletionResultType]::ParameterName, 'Notify this matrix room (integration ID; repeat for several); replaces the list')
            [CompletionResult]::new('--webhook', '--webhook', [CompletionResultType]::ParameterName, 'Notify this generic webhook (integration ID; repeat for several); replaces the list')
            [CompletionResult]::new('--exclude-regex', '--exclude-regex', [CompletionResultType]::ParameterName, 'Ignore versions matching this regular expression (repeat for several); replaces the project''s rules together with --include-regex')
            [CompletionResult]::new('--include-regex', '--include-regex', [CompletionResultType]::ParameterName, 'Ignore versions NOT matching this regular expression (an inverse rule)')
            [CompletionResult]::new('--exclude-prereleases', '--exclude-prereleases', [CompletionResultType]::ParameterName, 'Ignore pre-releases (`--exclude-prereleases=false` to stop)')
            [CompletionResult]::new('--exclude-updated', '--exclude-updated', [CompletionResultType]::ParameterName, 'Ignore releases that were updated after publication (`--exclude-updated=false` to stop)')
            [CompletionResult]::new('--note', '--note', [CompletionResultType]::ParameterName, 'Free-text note (an empty string clears it)')
            [CompletionResult]::new('--tag', '--tag', [CompletionResultType]::ParameterName, 'Tag ID (repeat for several); replaces the project''s tags')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
        'ward;project;update' {
            [CompletionResult]::new('--email-notification', '--email-notification', [CompletionResultType]::ParameterName, 'How often to e-mail about new releases')
            [CompletionResult]::new('--chat-a', '--chat-a', [CompletionResultType]::ParameterName, 'Notify this chat A channel (integration ID; repeat for several); replaces the list')
            [CompletionResult]::new('--chat-b', '--chat-b', [CompletionResultType]::ParameterName, 'Notify this chat B chat (integration ID; repeat for several); replaces the list')
            [CompletionResult]::new('--chat-c', '--chat-c', [CompletionResultType]::ParameterName, 'Notify this chat C channel (integration ID; repeat for several); replaces the list')
            [CompletionResult]::new('--chat-d', '--chat-d', [CompletionResultType]::ParameterName, 'Notify this chat D webhook (integration ID; repeat for several); replaces the list')
            [CompletionResult]::new('--chat-e', '--chat-e', [CompletionResultType]::ParameterName, 'Notify this chat E webhook (integration ID; repeat for several); replaces the list')
            [CompletionResult]::new('--chat-f', '--chat-f', [CompletionResultType]::ParameterName, 'Notify this chat F webhook (integration ID; repeat for several); replaces the list')
            [CompletionResult]::new('--chat-g', '--chat-g', [CompletionResultType]::ParameterName, 'Notify this chat G webhook (integration ID; repeat for several); replaces the list')
            [CompletionResult]::new('--matrix', '--matrix', [CompletionResultType]::ParameterName, 'Notify this matrix room (integration ID; repeat for several); replaces the list')
            [CompletionResult]::new('--webhook', '--webhook', [CompletionResultType]::ParameterName, 'Notify this generic webhook (integration ID; repeat for several); replaces the list')
            [CompletionResult]::new('--exclude-regex', '--exclude-regex', [CompletionResultType]::ParameterName, 'Ignore versions matching this regular expression (repeat for several); replaces the project''s rules together with --include-regex')
            [CompletionResult]::new('--include-regex', '--include-regex', [CompletionResultType]::ParameterName, 'Ignore versions NOT matching this regular expression (an inverse rule)')
            [CompletionResult]::new('--exclude-prereleases', '--exclude-prereleases', [CompletionResultType]::ParameterName, 'Ignore pre-releases (`--exclude-prereleases=false` to stop)')
            [CompletionResult]::new('--exclude-updated', '--exclude-updated', [CompletionResultType]::ParameterName, 'Ignore releases that were updated after publication (`--exclude-updated=false` to stop)')
            [CompletionResult]::new('--note', '--note', [CompletionResultType]::ParameterName, 'Free-text note (an empty string clears it)')
            [CompletionResult]::new('--tag', '--tag', [CompletionResultType]::ParameterName, 'Tag ID (repeat for several); replaces the project''s tags')
            [CompletionResult]::new('--add-chat-a', '--add-chat-a', [CompletionResultType]::ParameterName, 'Add a chat A channel to the project''s list, keeping the others')
            [CompletionResult]::new('--remove-chat-a', '--remove-chat-a', [CompletionResultType]::ParameterName, 'Remove a chat A channel from the project''s list, keeping the others')
            [CompletionResult]::new('--add-chat-b', '--add-chat-b', [CompletionResultType]::ParameterName, 'Add a chat B chat to the project''s list, keeping the others')
            [CompletionResult]::new('--remove-chat-b', '--remove-chat-b', [CompletionResultType]::ParameterName, 'Remove a chat B chat from the project''s list, keeping the others')
            [CompletionResult]::new('--add-chat-c', '--add-chat-c', [CompletionResultType]::ParameterName, 'Add a chat C channel to the project''s list, keeping the others')
            [CompletionResult]::new('--remove-chat-c', '--remove-chat-c', [CompletionResultType]::ParameterName, 'Remove a chat C channel from the project''s list, keeping the others')
            [CompletionResult]::new('--add-chat-d', '--add-chat-d', [CompletionResultType]::ParameterName, 'Add a chat D webhook to the project''s list, keeping the others')
            [CompletionResult]::new('--remove-chat-d', '--remove-chat-d', [CompletionResultType]::ParameterName, 'Remove a chat D webhook from the project''s list, keeping the others')
            [CompletionResult]::new('--add-chat-e', '--add-chat-e', [CompletionResultType]::ParameterName, 'Add a chat E webhook to the project''s list, keeping the others')
            [CompletionResult]::new('--remove-chat-e', '--remove-chat-e', [CompletionResultType]::ParameterName, 'Remove a chat E webhook from the project''s list, keeping the others')
            [CompletionResult]::new('--add-chat-f', '--add-chat-f', [CompletionResultType]::ParameterName, 'Add a chat F webhook to the project''s list, keeping the others')
            [CompletionResult]::new('--remove-chat-f', '--remove-chat-f', [CompletionResultType]::ParameterName, 'Remove a chat F webhook from the project''s list, keeping the others')
            [CompletionResult]::new('--add-chat-g', '--add-chat-g', [CompletionResultType]::ParameterName, 'Add a chat G webhook to the project''s list, keeping the others')
            [CompletionResult]::new('--remove-chat-g', '--remove-chat-g', [CompletionResultType]::ParameterName, 'Remove a chat G webhook from the project''s list, keeping the others')
            [CompletionResult]::new('--add-matrix', '--add-matrix', [CompletionResultType]::ParameterName, 'Add a matrix room to the project''s list, keeping the others')
            [CompletionResult]::new('--remove-matrix', '--remove-matrix', [CompletionResultType]::ParameterName, 'Remove a matrix room from the project''s list, keeping the others')
            [CompletionResult]::new('--add-webhook', '--add-webhook', [CompletionResultType]::ParameterName, 'Add a generic webhook to the project''s list, keeping the others')
            [CompletionResult]::new('--remove-webhook', '--remove-webhook', [CompletionResultType]::ParameterName, 'Remove a generic webhook from the project''s list, keeping the others')
            [CompletionResult]::new('--add-tag', '--add-tag', [CompletionResultType]::ParameterName, 'Add a tag (tag ID), keeping the others')
            [CompletionResult]::new('--remove-tag', '--remove-tag', [CompletionResultType]::ParameterName, 'Remove a tag (tag ID), keeping the others')
            [CompletionResult]::new('--add-exclude-regex', '--add-exclude-regex', [CompletionResultType]::ParameterName, 'Add an exclusion rule, keeping the others')
            [CompletionResult]::new('--add-include-regex', '--add-include-regex', [CompletionResultType]::ParameterName, 'Add an inverse (inclusion) rule, keeping the others')
            [CompletionResult]::new('--remove-regex', '--remove-regex', [CompletionResultType]::ParameterName, 'Remove the rules with this regular expression, keeping the others')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Config file to use instead of the default (<config dir>/ward/config.toml)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured with auto)')
            [CompletionResult]::new('--clear-chat-a', '--clear-chat-a', [CompletionResultType]::ParameterName, 'Empty the project''s list of chat A channels')
            [CompletionResult]::new('--clear-chat-b', '--clear-chat-b', [CompletionResultType]::ParameterName, 'Empty the project''s list of chat B chats')
            [CompletionResult]::new('--clear-chat-c', '--clear-chat-c', [CompletionResultType]::ParameterName, 'Empty the project''s list of chat C channels')
            [CompletionResult]::new('--clear-chat-d', '--clear-chat-d', [CompletionResultType]::ParameterName, 'Empty the project''s list of chat D webhooks')
            [CompletionResult]::new('--clear-chat-e', '--clear-chat-e', [CompletionResultType]::ParameterName, 'Empty the project''s list of chat E webhooks')
            [CompletionResult]::new('--clear-chat-f', '--clear-chat-f', [CompletionResultType]::ParameterName, 'Empty the project''s list of chat F webhooks')
            [CompletionResult]::new('--clear-chat-g', '--clear-chat-g', [CompletionResultType]::ParameterName, 'Empty the project''s list of chat G webhooks')
            [CompletionResult]::new('--clear-matrix', '--clear-matrix', [CompletionResultType]::ParameterName, 'Empty the project''s list of matrix rooms')
            [CompletionResult]::new('--clear-webhook', '--clear-webhook', [CompletionResultType]::ParameterName, 'Empty the project''s list of generic webhooks')
            [CompletionResult]::new('--clear-tags', '--clear-tags', [CompletionResultType]::ParameterName, 'Remove every tag from the project')
            [CompletionResult]::new('--clear-regexes', '--clear-regexes', [CompletionResultType]::ParameterName, 'Remove every exclusion and inclusion rule')
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
        'ward;project;remove' {
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Config file to use instead of the default (<config dir>/ward/config.toml)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured with auto)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Do not ask for confirmation (needed without a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Do not ask for confirmation (needed without a terminal)')
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
        'ward;project;export' {
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
        'ward;project;apply' {
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Config file to use instead of the default (<config dir>/ward/config.toml)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured with auto)')
            [CompletionResult]::new('--prune', '--prune', [CompletionResultType]::ParameterName, 'Also remove tracked projects the file does not name')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the plan and change nothing')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Do not ask for confirmation on a terminal')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Do not ask for confirmation on a terminal')
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
        'ward;project;import' {
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Config file to use instead of the default (<config dir>/ward/config.toml)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured with auto)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print what would be added and change nothing')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Do not ask for confirmation on a terminal')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Do not ask for confirmation on a terminal')
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
        'ward;project;help' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List tracked projects, one page or all of them')
            [CompletionResult]::new('search', 'search', [CompletionResultType]::ParameterValue, 'Search tracked projects by name')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one project and its settings')
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Start tracking a project')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change a project''s settings; settings not given keep their value')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Stop tracking a project')
            [CompletionResult]::new('export', 'export', [CompletionResultType]::ParameterValue, 'Write every tracked project with all its settings (TOML, or JSON with -o json), in the format `apply` and `import` read')
            [CompletionResult]::new('apply', 'apply', [CompletionResultType]::ParameterValue, 'Make the account match a file: add missing projects, update settings that differ and, with --prune, remove projects the file does not name')
            [CompletionResult]::new('import', 'import', [CompletionResultType]::ParameterValue, 'Track the projects of a list that are not tracked yet; leave everything else alone')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;project;help;list' {
            break
        }
        'ward;project;help;search' {
            break
        }
        'ward;project;help;get' {
            break
        }
        'ward;project;help;add' {
            break
        }
        'ward;project;help;update' {
            break
        }
        'ward;project;help;remove' {
            break
        }
        'ward;project;help;export' {
            break
        }
        'ward;project;help;apply' {
            break
        }
        'ward;project;help;import' {
            break
        }
        'ward;project;help;help' {
            break
        }
        'ward;release' {
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List a project''s releases, newest first')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one release of a project')
            [CompletionResult]::new('latest', 'latest', [CompletionResultType]::ParameterValue, 'Show the latest release that is not excluded by the project''s filters')
            [CompletionResult]::new('note', 'note', [CompletionResultType]::ParameterValue, 'Show a release note, rendered as text')
            [CompletionResult]::new('watch', 'watch', [CompletionResultType]::ParameterValue, 'Run a command once for every new release of the tracked projects (poll; the tracker''s pushes go to `ward webhook serve --verify newreleases`)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;release;list' {
            [CompletionResult]::new('--page', '--page', [CompletionResultType]::ParameterName, 'Show page N (starting at 1) instead of the first')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Config file to use instead of the default (<config dir>/ward/config.toml)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured with auto)')
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Fetch every page (concurrently, paced by the rate-limit budget)')
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
        'ward;release;get' {
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
        'ward;release;latest' {
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
        'ward;release;note' {
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
        'ward;release;watch' {
            [CompletionResult]::new('--project', '--project', [CompletionResultType]::ParameterName, 'Only this project (ID or PROVIDER/NAME; repeat for several)')
            [CompletionResult]::new('--tag', '--tag', [CompletionResultType]::ParameterName, 'Only the projects with this tag (name or ID; repeat for several)')
            [CompletionResult]::new('--exec', '--exec', [CompletionResultType]::ParameterName, 'Command run once per new release (through the shell); without it, events are printed as NDJSON')
            [CompletionResult]::new('--since', '--since', [CompletionResultType]::ParameterName, 'On the first run, run the releases published since this date (2024-05-01) or time (RFC 3339) instead of only recording what exists')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Only versions in this range, such as ''>=2, <3'' (semver where the version parses; a version that does not parse is outside every range)')
            [CompletionResult]::new('--match', '--match', [CompletionResultType]::ParameterName, 'Only projects whose name matches this regular expression')
            [CompletionResult]::new('--state-dir', '--state-dir', [CompletionResultType]::ParameterName, 'Directory of the state and the job queue, shared with `ward webhook serve --state-dir` for exactly-once across push and poll (default: the platform''s state directory, e.g. ~/.local/state/ward/webhook on Linux)')
            [CompletionResult]::new('--route', '--route', [CompletionResultType]::ParameterName, 'The receiver''s route that takes the tracker''s pushes: jobs are queued under it')
            [CompletionResult]::new('--min-interval', '--min-interval', [CompletionResultType]::ParameterName, 'Seconds between passes at least, however large the budget (60 to 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Further attempts of a failed --exec (0 to 100), as the receiver retries')
            [CompletionResult]::new('--backoff', '--backoff', [CompletionResultType]::ParameterName, 'Seconds before the first retry, doubled for each further one (1 to 86400)')
            [CompletionResult]::new('--command-timeout', '--command-timeout', [CompletionResultType]::ParameterName, 'Seconds one --exec may run before it is stopped (1 to 604800)')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Config file to use instead of the default (<config dir>/ward/config.toml)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured with auto)')
            [CompletionResult]::new('--once', '--once', [CompletionResultType]::ParameterName, 'Make one pass and exit (for cron and scheduled CI); with --exec, after the pass''s commands have ended')
            [CompletionResult]::new('--cve', '--cve', [CompletionResultType]::ParameterName, 'Only releases that name a CVE')
            [CompletionResult]::new('--no-prerelease', '--no-prerelease', [CompletionResultType]::ParameterName, 'Leave out prereleases')
            [CompletionResult]::new('--allow-shared-state-dir', '--allow-shared-state-dir', [CompletionResultType]::ParameterName, 'Use a state directory other users may write to, with a warning, instead of refusing it')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as `-o json`')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only data and errors')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only data and errors')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more')
            [CompletionResult]::new('--no-progress', '--no-progress', [CompletionResultType]::ParameterName, 'Never draw progress bars')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'ward;release;help' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List a project''s releases, newest first')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one release of a project')
            [CompletionResult]::new('latest', 'latest', [CompletionResultType]::ParameterValue, 'Show the latest release that is not excluded by the project''s filters')
            [CompletionResult]::new('note', 'note', [CompletionResultType]::ParameterValue, 'Show a release note, rendered as text')
            [CompletionResult]::new('watch', 'watch', [CompletionResultType]::ParameterValue, 'Run a command once for every new release of the tracked projects (poll; the tracker''s pushes go to `ward webhook serve --verify newreleases`)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;release;help;list' {
            break
        }
        'ward;release;help;get' {
            break
        }
        'ward;release;help;latest' {
            break
        }
        'ward;release;help;note' {
            break
        }
        'ward;release;help;watch' {
            break
        }
        'ward;release;help;help' {
            break
        }
        'ward;provider' {
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the providers projects can come from')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;provider;list' {
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Config file to use instead of the default (<config dir>/ward/config.toml)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured with auto)')
            [CompletionResult]::new('--added', '--added', [CompletionResultType]::ParameterName, 'Only providers of projects you track')
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
        'ward;provider;help' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the providers projects can come from')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;provider;help;list' {
            break
        }
        'ward;provider;help;help' {
            break
        }
        'ward;integration' {
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List notification integrations (created on the service''s website), one kind or all')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;integration;list' {
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
        'ward;integration;help' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List notification integrations (created on the service''s website), one kind or all')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;integration;help;list' {
            break
        }
        'ward;integration;help;help' {
            break
        }
        'ward;tag' {
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List tags')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one tag')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a tag')
            [CompletionResult]::new('rename', 'rename', [CompletionResultType]::ParameterValue, 'Rename a tag')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a tag (projects keep tracking, without it)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;tag;list' {
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
        'ward;tag;get' {
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
        'ward;tag;create' {
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
        'ward;tag;rename' {
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
        'ward;tag;delete' {
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Config file to use instead of the default (<config dir>/ward/config.toml)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured with auto)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Do not ask for confirmation (needed without a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Do not ask for confirmation (needed without a terminal)')
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
        'ward;tag;help' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List tags')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one tag')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a tag')
            [CompletionResult]::new('rename', 'rename', [CompletionResultType]::ParameterValue, 'Rename a tag')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a tag (projects keep tracking, without it)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;tag;help;list' {
            break
        }
        'ward;tag;help;get' {
            break
        }
        'ward;tag;help;create' {
            break
        }
        'ward;tag;help;rename' {
            break
        }
        'ward;tag;help;delete' {
            break
        }
        'ward;tag;help;help' {
            break
        }
        'ward;key' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the account''s API keys; signs in with e-mail and password, never an API key')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;key;list' {
            [CompletionResult]::new('--email', '--email', [CompletionResultType]::ParameterName, 'Account e-mail (else WARD_RELEASES_EMAIL, then `ward configure releases-email`)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Config file to use instead of the default (<config dir>/ward/config.toml)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured with auto)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Show the keys'' secrets in the table (JSON output always holds them)')
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
        'ward;key;help' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the account''s API keys; signs in with e-mail and password, never an API key')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;key;help;list' {
            break
        }
        'ward;key;help;help' {
            break
        }
        'ward;breach' {
            [CompletionResult]::new('--api-version', '--api-version', [CompletionResultType]::ParameterName, 'API version: 2 (the default, no key) or 3 (a key is needed for account and paste searches) [env: WARD_BREACHES_API_VERSION, config: breaches.api_version]')
            [CompletionResult]::new('--version-via', '--version-via', [CompletionResultType]::ParameterName, 'How version 2 is selected: in the URL (default), with the `api-version` header or by content negotiation (`Accept`) [env: WARD_BREACHES_VERSION_VIA, config: breaches.version_via]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
            [CompletionResult]::new('audit', 'audit', [CompletionResultType]::ParameterValue, 'Audit a directory''s password hashes: pwned accounts, reused passwords, what a refresh changed')
            [CompletionResult]::new('download', 'download', [CompletionResultType]::ParameterValue, 'Download every range (or a sub-range) into a local store for offline checks')
            [CompletionResult]::new('export', 'export', [CompletionResultType]::ParameterValue, 'Write a downloaded store as one sorted HASH:COUNT file')
            [CompletionResult]::new('verify', 'verify', [CompletionResultType]::ParameterValue, 'Check every range of a downloaded store against its checksum and list the damaged')
            [CompletionResult]::new('serve', 'serve', [CompletionResultType]::ParameterValue, 'Serve the range API from a downloaded store, for clients that take a range URL')
            [CompletionResult]::new('range', 'range', [CompletionResultType]::ParameterValue, 'Print one range: every hash suffix under a 5-character prefix, with its count')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;password;check' {
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer from a store made by `ward password download DIR`, with no network at all')
            [CompletionResult]::new('--hashes', '--hashes', [CompletionResultType]::ParameterName, 'Read hashes instead of passwords, one per line (40 hex characters for SHA-1, 32 with --ntlm), from FILE or `-` for standard input')
            [CompletionResult]::new('--min-count', '--min-count', [CompletionResultType]::ParameterName, 'Count a password as pwned only when seen at least N times')
            [CompletionResult]::new('--concurrency', '--concurrency', [CompletionResultType]::ParameterName, 'Ranges fetched at once')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
        'ward;password;audit' {
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer from a store made by `ward password download DIR`, with no network at all')
            [CompletionResult]::new('--input-format', '--input-format', [CompletionResultType]::ParameterName, 'The input''s layout, instead of telling it from the first line')
            [CompletionResult]::new('--min-count', '--min-count', [CompletionResultType]::ParameterName, 'Count an account as pwned only when its password was seen at least N times')
            [CompletionResult]::new('--state', '--state', [CompletionResultType]::ParameterName, 'Keep what this audit found in DIR and report accounts newly pwned since the previous one')
            [CompletionResult]::new('--concurrency', '--concurrency', [CompletionResultType]::ParameterName, 'Ranges fetched at once')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Config file to use instead of the default (<config dir>/ward/config.toml)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured with auto)')
            [CompletionResult]::new('--strict', '--strict', [CompletionResultType]::ParameterName, 'Stop at the first malformed line instead of reporting it and going on')
            [CompletionResult]::new('--since-refresh', '--since-refresh', [CompletionResultType]::ParameterName, 'Look up only accounts whose range the store''s last refresh changed (or, with --state, every refresh since the previous audit) and accounts whose hash is new')
            [CompletionResult]::new('--show-hashes', '--show-hashes', [CompletionResultType]::ParameterName, 'Print each account''s hash too (the output then holds every hash of the input)')
            [CompletionResult]::new('--no-padding', '--no-padding', [CompletionResultType]::ParameterName, 'Do not ask the server to pad answers with decoy rows')
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
        'ward;password;download' {
            [CompletionResult]::new('--range', '--range', [CompletionResultType]::ParameterName, 'Only prefixes START to END, inclusive (e.g. 00000..0FFFF)')
            [CompletionResult]::new('--concurrency', '--concurrency', [CompletionResultType]::ParameterName, 'Ranges fetched at once')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Config file to use instead of the default (<config dir>/ward/config.toml)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured with auto)')
            [CompletionResult]::new('--ntlm', '--ntlm', [CompletionResultType]::ParameterName, 'Download the NTLM corpus instead of the SHA-1 one')
            [CompletionResult]::new('--refresh', '--refresh', [CompletionResultType]::ParameterName, 'Revalidate stored ranges with If-None-Match and rewrite those that changed')
            [CompletionResult]::new('--filter', '--filter', [CompletionResultType]::ParameterName, 'Also build DIR/<mode>/filter: a compact membership filter (about 2.25 bytes per hash, no false negatives) that `check --offline` uses where no shard files are')
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
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
        'ward;password;verify' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Config file to use instead of the default (<config dir>/ward/config.toml)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured with auto)')
            [CompletionResult]::new('--ntlm', '--ntlm', [CompletionResultType]::ParameterName, 'Verify the NTLM store instead of the SHA-1 one')
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
        'ward;password;serve' {
            [CompletionResult]::new('--listen', '--listen', [CompletionResultType]::ParameterName, 'Address and port to listen on (port 0 picks a free one; [::]:PORT for IPv6)')
            [CompletionResult]::new('--max-age', '--max-age', [CompletionResultType]::ParameterName, 'Seconds clients and caches may keep a range (Cache-Control max-age; 0 to 31536000)')
            [CompletionResult]::new('--retry-after', '--retry-after', [CompletionResultType]::ParameterName, 'Seconds a client is asked to wait (Retry-After) before asking again for a range the store lacks or holds damaged (1 to 86400)')
            [CompletionResult]::new('--recheck-ms', '--recheck-ms', [CompletionResultType]::ParameterName, 'Milliseconds between looks for a shard file that a download put in place, so a refresh is served within this time (0 looks on every request; 0 to 60000)')
            [CompletionResult]::new('--max-connections', '--max-connections', [CompletionResultType]::ParameterName, 'Open connections at most; more are answered 503 at once (1 to 100000)')
            [CompletionResult]::new('--header-timeout', '--header-timeout', [CompletionResultType]::ParameterName, 'Seconds for a request''s headers (and a TLS handshake) to arrive; also how long an idle keep-alive connection stays open, and a client has to take an answer (1 to 3600)')
            [CompletionResult]::new('--tls-cert', '--tls-cert', [CompletionResultType]::ParameterName, 'Serve HTTPS with this certificate chain (PEM: the server''s certificate first)')
            [CompletionResult]::new('--tls-key', '--tls-key', [CompletionResultType]::ParameterName, 'The private key of --tls-cert (PEM: PKCS#8, PKCS#1 RSA or SEC1 EC)')
            [CompletionResult]::new('--shutdown-timeout', '--shutdown-timeout', [CompletionResultType]::ParameterName, 'Seconds the requests in flight may take to finish once asked to stop (0 to 3600)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Config file to use instead of the default (<config dir>/ward/config.toml)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured with auto)')
            [CompletionResult]::new('--log-prefixes', '--log-prefixes', [CompletionResultType]::ParameterName, 'Write each request''s prefix to the access log (left out by default: a prefix narrows a password down to about one in a million)')
            [CompletionResult]::new('--no-access-log', '--no-access-log', [CompletionResultType]::ParameterName, 'Log no requests (warnings still go to stderr)')
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
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
            [CompletionResult]::new('audit', 'audit', [CompletionResultType]::ParameterValue, 'Audit a directory''s password hashes: pwned accounts, reused passwords, what a refresh changed')
            [CompletionResult]::new('download', 'download', [CompletionResultType]::ParameterValue, 'Download every range (or a sub-range) into a local store for offline checks')
            [CompletionResult]::new('export', 'export', [CompletionResultType]::ParameterValue, 'Write a downloaded store as one sorted HASH:COUNT file')
            [CompletionResult]::new('verify', 'verify', [CompletionResultType]::ParameterValue, 'Check every range of a downloaded store against its checksum and list the damaged')
            [CompletionResult]::new('serve', 'serve', [CompletionResultType]::ParameterValue, 'Serve the range API from a downloaded store, for clients that take a range URL')
            [CompletionResult]::new('range', 'range', [CompletionResultType]::ParameterValue, 'Print one range: every hash suffix under a 5-character prefix, with its count')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;password;help;check' {
            break
        }
        'ward;password;help;audit' {
            break
        }
        'ward;password;help;download' {
            break
        }
        'ward;password;help;export' {
            break
        }
        'ward;password;help;verify' {
            break
        }
        'ward;password;help;serve' {
            break
        }
        'ward;password;help;range' {
            break
        }
        'ward;password;help;help' {
            break
        }
        'ward;auth' {
            [CompletionResult]::new('--workload-identity-provider', '--workload-identity-provider', [CompletionResultType]::ParameterName, 'Federation: the provider''s full name, projects/NUMBER/locations/global/workloadIdentityPools/POOL/providers/PROVIDER')
            [CompletionResult]::new('--service-account', '--service-account', [CompletionResultType]::ParameterName, 'Service account e-mail or unique ID to act as (federation; in key mode the key''s own)')
            [CompletionResult]::new('--audience', '--audience', [CompletionResultType]::ParameterName, '`aud` of the workflow identity token [default: https://iam.googleapis.com/PROVIDER]')
            [CompletionResult]::new('--credentials-json', '--credentials-json', [CompletionResultType]::ParameterName, 'Key mode: @FILE reads a service account key file, - reads stdin (env WARD_CREDENTIALS_JSON); the JSON itself, raw or base64, is discouraged (the process list shows it)')
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
            [CompletionResult]::new('--credentials-dir', '--credentials-dir', [CompletionResultType]::ParameterName, 'Directory for the credentials file [default: the job''s checkout: $GITHUB_WORKSPACE, $CI_PROJECT_DIR, $CIRCLE_WORKING_DIRECTORY, $BUILDKITE_BUILD_CHECKOUT_PATH, $BITBUCKET_CLONE_DIR; on Azure $AGENT_TEMPDIRECTORY]')
            [CompletionResult]::new('--env-file', '--env-file', [CompletionResultType]::ParameterName, 'Also write the variables to FILE as a dotenv file (GitLab''s artifacts:reports:dotenv); tokens are left out')
            [CompletionResult]::new('--ci', '--ci', [CompletionResultType]::ParameterName, 'CI system; auto checks each one''s marker variable (GITHUB_ACTIONS, GITLAB_CI, CIRCLECI, BUILDKITE, BITBUCKET_BUILD_NUMBER, TF_BUILD, in this order)')
            [CompletionResult]::new('--oidc-token-env', '--oidc-token-env', [CompletionResultType]::ParameterName, 'Variable holding the token (GitLab: the id_tokens: entry) [default on GitLab: GITLAB_OIDC_TOKEN]')
            [CompletionResult]::new('--oidc-token-file', '--oidc-token-file', [CompletionResultType]::ParameterName, 'File holding the token, read again on every refresh (generic)')
            [CompletionResult]::new('--oidc-token-command', '--oidc-token-command', [CompletionResultType]::ParameterName, 'Command printing the token, split like a shell would but run without one (generic)')
            [CompletionResult]::new('--azure-service-connection-id', '--azure-service-connection-id', [CompletionResultType]::ParameterName, 'Azure Pipelines service connection ID [default: $AZURESUBSCRIPTION_SERVICE_CONNECTION_ID]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Config file to use instead of the default (<config dir>/ward/config.toml)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured with auto)')
            [CompletionResult]::new('--github-action', '--github-action', [CompletionResultType]::ParameterName, 'Run as a CI step: read INPUT_* variables, write $GITHUB_OUTPUT, $GITHUB_ENV and $GITHUB_STATE, mask tokens in the log')
            [CompletionResult]::new('--export', '--export', [CompletionResultType]::ParameterName, 'Print the environment variables as shell-quoted `export NAME=''value''` lines (for eval) instead of the outputs')
            [CompletionResult]::new('--print-env', '--print-env', [CompletionResultType]::ParameterName, 'Print the environment variables as shell-quoted `export NAME=''value''` lines (for eval) instead of the outputs')
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
            [CompletionResult]::new('print-access-token', 'print-access-token', [CompletionResultType]::ParameterValue, 'Print an access token from the cloud credential chain (as `ward policy` finds it), for scripts')
            [CompletionResult]::new('print-identity-token', 'print-identity-token', [CompletionResultType]::ParameterValue, 'Print an ID token for AUDIENCE from the cloud credential chain, for scripts')
            [CompletionResult]::new('subject-token', 'subject-token', [CompletionResultType]::ParameterValue, 'Print the CI system''s identity token in the executable-sourced credential format (what the credentials file runs on every refresh)')
            [CompletionResult]::new('serve', 'serve', [CompletionResultType]::ParameterValue, 'Serve the job''s processes cloud tokens as a metadata server on loopback, instead of a credentials file')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;auth;cleanup' {
            [CompletionResult]::new('--credentials-file', '--credentials-file', [CompletionResultType]::ParameterName, 'The file to remove, only if it is a ci-creds-*.json file ward wrote [default: $STATE_credentials_path, then $SERVICE_CI_CREDS_PATH]')
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'The file to remove, only if it is a ci-creds-*.json file ward wrote [default: $STATE_credentials_path, then $SERVICE_CI_CREDS_PATH]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
        'ward;auth;print-access-token' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
        'ward;auth;print-identity-token' {
            [CompletionResult]::new('--audience', '--audience', [CompletionResultType]::ParameterName, 'The token''s `aud`: the receiving service''s URL or client ID')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
        'ward;auth;subject-token' {
            [CompletionResult]::new('--ci', '--ci', [CompletionResultType]::ParameterName, 'CI system; auto checks each one''s marker variable (GITHUB_ACTIONS, GITLAB_CI, CIRCLECI, BUILDKITE, BITBUCKET_BUILD_NUMBER, TF_BUILD, in this order)')
            [CompletionResult]::new('--oidc-token-env', '--oidc-token-env', [CompletionResultType]::ParameterName, 'Variable holding the token (GitLab: the id_tokens: entry) [default on GitLab: GITLAB_OIDC_TOKEN]')
            [CompletionResult]::new('--oidc-token-file', '--oidc-token-file', [CompletionResultType]::ParameterName, 'File holding the token, read again on every refresh (generic)')
            [CompletionResult]::new('--oidc-token-command', '--oidc-token-command', [CompletionResultType]::ParameterName, 'Command printing the token, split like a shell would but run without one (generic)')
            [CompletionResult]::new('--azure-service-connection-id', '--azure-service-connection-id', [CompletionResultType]::ParameterName, 'Azure Pipelines service connection ID [default: $AZURESUBSCRIPTION_SERVICE_CONNECTION_ID]')
            [CompletionResult]::new('--audience', '--audience', [CompletionResultType]::ParameterName, '`aud` to ask for, where the CI lets ward choose (GitHub, Buildkite) [default: from $GOOGLE_EXTERNAL_ACCOUNT_AUDIENCE, which client libraries set]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
        'ward;auth;serve' {
            [CompletionResult]::new('--workload-identity-provider', '--workload-identity-provider', [CompletionResultType]::ParameterName, 'Federation: the provider''s full name, projects/NUMBER/locations/global/workloadIdentityPools/POOL/providers/PROVIDER')
            [CompletionResult]::new('--service-account', '--service-account', [CompletionResultType]::ParameterName, 'Service account e-mail or unique ID to act as (federation; in key mode the key''s own)')
            [CompletionResult]::new('--audience', '--audience', [CompletionResultType]::ParameterName, '`aud` of the workflow identity token [default: https://iam.googleapis.com/PROVIDER]')
            [CompletionResult]::new('--credentials-json', '--credentials-json', [CompletionResultType]::ParameterName, 'Key mode: @FILE reads a service account key file, - reads stdin (env WARD_CREDENTIALS_JSON); the JSON itself, raw or base64, is discouraged (the process list shows it)')
            [CompletionResult]::new('--access-token-lifetime', '--access-token-lifetime', [CompletionResultType]::ParameterName, 'Access token lifetime: seconds with a trailing s, or h/m/s parts [default: 3600s]')
            [CompletionResult]::new('--access-token-scopes', '--access-token-scopes', [CompletionResultType]::ParameterName, 'Access token scopes, comma- or newline-separated [default: https://www.googleapis.com/auth/cloud-platform]')
            [CompletionResult]::new('--access-token-subject', '--access-token-subject', [CompletionResultType]::ParameterName, 'User e-mail to impersonate with domain-wide delegation (access_token only)')
            [CompletionResult]::new('--project-id', '--project-id', [CompletionResultType]::ParameterName, 'Project ID to use and export [default: from the service account e-mail or the key]')
            [CompletionResult]::new('--delegates', '--delegates', [CompletionResultType]::ParameterName, 'Extra service accounts in the impersonation chain, comma- or newline-separated')
            [CompletionResult]::new('--ci', '--ci', [CompletionResultType]::ParameterName, 'CI system; auto checks each one''s marker variable (GITHUB_ACTIONS, GITLAB_CI, CIRCLECI, BUILDKITE, BITBUCKET_BUILD_NUMBER, TF_BUILD, in this order)')
            [CompletionResult]::new('--oidc-token-env', '--oidc-token-env', [CompletionResultType]::ParameterName, 'Variable holding the token (GitLab: the id_tokens: entry) [default on GitLab: GITLAB_OIDC_TOKEN]')
            [CompletionResult]::new('--oidc-token-file', '--oidc-token-file', [CompletionResultType]::ParameterName, 'File holding the token, read again on every refresh (generic)')
            [CompletionResult]::new('--oidc-token-command', '--oidc-token-command', [CompletionResultType]::ParameterName, 'Command printing the token, split like a shell would but run without one (generic)')
            [CompletionResult]::new('--azure-service-connection-id', '--azure-service-connection-id', [CompletionResultType]::ParameterName, 'Azure Pipelines service connection ID [default: $AZURESUBSCRIPTION_SERVICE_CONNECTION_ID]')
            [CompletionResult]::new('--identity', '--identity', [CompletionResultType]::ParameterName, 'Another service account to answer for (repeatable): EMAIL (impersonated with the default identity''s credentials), EMAIL=key:@FILE (its own key), or EMAIL=provider:PROVIDER (its own workload identity provider, same CI token source)')
            [CompletionResult]::new('--listen', '--listen', [CompletionResultType]::ParameterName, 'Loopback address to listen on; port 0 picks a free one')
            [CompletionResult]::new('--project-number', '--project-number', [CompletionResultType]::ParameterName, 'The project number `project/numeric-project-id` answers (404 without it)')
            [CompletionResult]::new('--log-file', '--log-file', [CompletionResultType]::ParameterName, 'With --detach: append the server''s log (requests, refresh failures) to FILE')
            [CompletionResult]::new('--pid', '--pid', [CompletionResultType]::ParameterName, 'With --stop: the server''s process ID')
            [CompletionResult]::new('--env-file', '--env-file', [CompletionResultType]::ParameterName, 'Also write those variables to FILE as a dotenv file')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Config file to use instead of the default (<config dir>/ward/config.toml)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured with auto)')
            [CompletionResult]::new('--detach', '--detach', [CompletionResultType]::ParameterName, 'Start the server in the background, export its variables and return; its process ID goes to the step''s state and to $WARD_AUTH_SERVE_PID')
            [CompletionResult]::new('--stop', '--stop', [CompletionResultType]::ParameterName, 'Stop a server started with --detach [process ID: --pid, else $STATE_serve_pid, else $WARD_AUTH_SERVE_PID]')
            [CompletionResult]::new('--no-access-log', '--no-access-log', [CompletionResultType]::ParameterName, 'Do not log requests (they are logged without their query, never with a token)')
            [CompletionResult]::new('--github-action', '--github-action', [CompletionResultType]::ParameterName, 'Run as a CI step: read INPUT_* variables, write $GITHUB_ENV and $GITHUB_STATE')
            [CompletionResult]::new('--export', '--export', [CompletionResultType]::ParameterName, 'Print the variables that point client libraries at the server as `export NAME=''value''` lines (for eval; with --detach)')
            [CompletionResult]::new('--print-env', '--print-env', [CompletionResultType]::ParameterName, 'Print the variables that point client libraries at the server as `export NAME=''value''` lines (for eval; with --detach)')
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
            [CompletionResult]::new('print-access-token', 'print-access-token', [CompletionResultType]::ParameterValue, 'Print an access token from the cloud credential chain (as `ward policy` finds it), for scripts')
            [CompletionResult]::new('print-identity-token', 'print-identity-token', [CompletionResultType]::ParameterValue, 'Print an ID token for AUDIENCE from the cloud credential chain, for scripts')
            [CompletionResult]::new('subject-token', 'subject-token', [CompletionResultType]::ParameterValue, 'Print the CI system''s identity token in the executable-sourced credential format (what the credentials file runs on every refresh)')
            [CompletionResult]::new('serve', 'serve', [CompletionResultType]::ParameterValue, 'Serve the job''s processes cloud tokens as a metadata server on loopback, instead of a credentials file')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;auth;help;cleanup' {
            break
        }
        'ward;auth;help;print-access-token' {
            break
        }
        'ward;auth;help;print-identity-token' {
            break
        }
        'ward;auth;help;subject-token' {
            break
        }
        'ward;auth;help;serve' {
            break
        }
        'ward;auth;help;help' {
            break
        }
        'ward;policy' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Read the IAM policy of an organization, folder or project')
            [CompletionResult]::new('diff', 'diff', [CompletionResultType]::ParameterValue, 'Compare live IAM policies with a baseline (exit 10 on drift)')
            [CompletionResult]::new('check', 'check', [CompletionResultType]::ParameterValue, 'Find grants that break rules (exit 10 when any rule is broken)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;policy;get' {
            [CompletionResult]::new('--policy-version', '--policy-version', [CompletionResultType]::ParameterName, 'Highest policy version to return (policies with conditional bindings need 3)')
            [CompletionResult]::new('--role', '--role', [CompletionResultType]::ParameterName, 'Show only bindings of this role (for example roles/owner)')
            [CompletionResult]::new('--member', '--member', [CompletionResultType]::ParameterName, 'Show only this member (user:alice@example.com, or just alice@example.com)')
            [CompletionResult]::new('--quota-project', '--quota-project', [CompletionResultType]::ParameterName, 'Project billed for the request, sent as x-goog-user-project (env WARD_QUOTA_PROJECT)')
            [CompletionResult]::new('--access-token', '--access-token', [CompletionResultType]::ParameterName, 'Access token to use (discouraged on the command line; prefer WARD_ACCESS_TOKEN)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
        'ward;policy;diff' {
            [CompletionResult]::new('--resources', '--resources', [CompletionResultType]::ParameterName, 'Read the resources from FILE, one a line (# starts a comment)')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'Policies read at once (the resource manager''s read quota is per minute)')
            [CompletionResult]::new('--baseline', '--baseline', [CompletionResultType]::ParameterName, 'The baseline file (.json, .toml, .yaml), or a folder of them for several resources')
            [CompletionResult]::new('--quota-project', '--quota-project', [CompletionResultType]::ParameterName, 'Project billed for the request, sent as x-goog-user-project (env WARD_QUOTA_PROJECT)')
            [CompletionResult]::new('--access-token', '--access-token', [CompletionResultType]::ParameterName, 'Access token to use (discouraged on the command line; prefer WARD_ACCESS_TOKEN)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Config file to use instead of the default (<config dir>/ward/config.toml)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured with auto)')
            [CompletionResult]::new('--no-cache', '--no-cache', [CompletionResultType]::ParameterName, 'Compare every resource, even one whose etag is unchanged since the last run')
            [CompletionResult]::new('--write-baseline', '--write-baseline', [CompletionResultType]::ParameterName, 'Record the live policies as the new baseline (JSON) after reporting the drift')
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
        'ward;policy;check' {
            [CompletionResult]::new('--resources', '--resources', [CompletionResultType]::ParameterName, 'Read the resources from FILE, one a line (# starts a comment)')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'Policies read at once (the resource manager''s read quota is per minute)')
            [CompletionResult]::new('--rules', '--rules', [CompletionResultType]::ParameterName, 'The rules file (TOML)')
            [CompletionResult]::new('--preset', '--preset', [CompletionResultType]::ParameterName, 'A built-in set of rules: public-members, service-account-basic-roles, recommended')
            [CompletionResult]::new('--quota-project', '--quota-project', [CompletionResultType]::ParameterName, 'Project billed for the request, sent as x-goog-user-project (env WARD_QUOTA_PROJECT)')
            [CompletionResult]::new('--access-token', '--access-token', [CompletionResultType]::ParameterName, 'Access token to use (discouraged on the command line; prefer WARD_ACCESS_TOKEN)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Config file to use instead of the default (<config dir>/ward/config.toml)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured with auto)')
            [CompletionResult]::new('--no-cache', '--no-cache', [CompletionResultType]::ParameterName, 'Compare every resource, even one whose etag is unchanged since the last run')
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
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Read the IAM policy of an organization, folder or project')
            [CompletionResult]::new('diff', 'diff', [CompletionResultType]::ParameterValue, 'Compare live IAM policies with a baseline (exit 10 on drift)')
            [CompletionResult]::new('check', 'check', [CompletionResultType]::ParameterValue, 'Find grants that break rules (exit 10 when any rule is broken)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;policy;help;get' {
            break
        }
        'ward;policy;help;diff' {
            break
        }
        'ward;policy;help;check' {
            break
        }
        'ward;policy;help;help' {
            break
        }
        'ward;webhook' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
            [CompletionResult]::new('sign', 'sign', [CompletionResultType]::ParameterValue, 'Sign a test delivery as a sender would: the body on stdin, the headers on stdout')
            [CompletionResult]::new('jobs', 'jobs', [CompletionResultType]::ParameterValue, 'Read and manage the receiver''s job queue')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;webhook;list' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
            [CompletionResult]::new('--tls-cert', '--tls-cert', [CompletionResultType]::ParameterName, 'Serve HTTPS with this certificate chain (PEM: the server''s certificate first); it is read again when the file changes or on SIGHUP')
            [CompletionResult]::new('--tls-key', '--tls-key', [CompletionResultType]::ParameterName, 'The private key of --tls-cert (PEM: PKCS#8, PKCS#1 RSA or SEC1 EC)')
            [CompletionResult]::new('--admin-listen', '--admin-listen', [CompletionResultType]::ParameterName, 'Serve /metrics (Prometheus), /healthz and a status page with retry buttons on this address, apart from the public one: ADDR:PORT, or PORT alone for 127.0.0.1')
            [CompletionResult]::new('--secret-file', '--secret-file', [CompletionResultType]::ParameterName, 'File holding the webhook secret (instead of WEBHOOK_SECRET)')
            [CompletionResult]::new('--command-timeout', '--command-timeout', [CompletionResultType]::ParameterName, 'Seconds a command may run before it is stopped (routes may set their own; 1 to 604800)')
            [CompletionResult]::new('--concurrency', '--concurrency', [CompletionResultType]::ParameterName, 'Commands one route may run at the same time (routes may set their own; 1 to 256; default: four per available core)')
            [CompletionResult]::new('--queue', '--queue', [CompletionResultType]::ParameterName, 'Unfinished jobs one route may hold beyond its running ones before answering 503 (0 to 1000000; the default takes a sender''s burst); or a Redis URL (redis://HOST:PORT/DB) to share the queue between several receivers, with the same default count')
            [CompletionResult]::new('--queue-file', '--queue-file', [CompletionResultType]::ParameterName, 'File holding the Redis URL of a shared queue, so its password is not in the arguments every local user can list (the variable WARD_QUEUE_URL also works)')
            [CompletionResult]::new('--visibility-timeout', '--visibility-timeout', [CompletionResultType]::ParameterName, 'With a Redis queue: seconds a job may go unrefreshed before another receiver takes it over (5 to 86400)')
            [CompletionResult]::new('--dedup-retention', '--dedup-retention', [CompletionResultType]::ParameterName, 'Seconds a delivery''s ID is remembered per route: a repeat within them is answered 202 with the first job''s ID and runs nothing (0 remembers none; routes may set their own; 0 to 2592000)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Further attempts for a job whose command failed (routes may set their own; 0 to 100)')
            [CompletionResult]::new('--backoff', '--backoff', [CompletionResultType]::ParameterName, 'Seconds before the first retry, doubled for each further one, at most an hour (1 to 86400)')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest request body accepted, in bytes (larger ones get 413; 1 to 67108864)')
            [CompletionResult]::new('--body-budget', '--body-budget', [CompletionResultType]::ParameterName, 'Bytes of request bodies read at once over all connections; more get 503 (1048576 to 4294967295, at least --max-body)')
            [CompletionResult]::new('--max-connections', '--max-connections', [CompletionResultType]::ParameterName, 'Open connections at most; more are answered 503 at once (1 to 100000)')
            [CompletionResult]::new('--header-timeout', '--header-timeout', [CompletionResultType]::ParameterName, 'Seconds for a request''s headers to arrive; also how long an idle keep-alive connection stays open (1 to 3600)')
            [CompletionResult]::new('--body-timeout', '--body-timeout', [CompletionResultType]::ParameterName, 'Seconds for a request''s body to arrive (1 to 3600)')
            [CompletionResult]::new('--env-max', '--env-max', [CompletionResultType]::ParameterName, 'Largest payload value passed to a command as an environment variable; deliveries with a larger one get 413 (64 to 131046 bytes: the kernel''s 131072 per variable, less the longest name, `=` and the closing NUL)')
            [CompletionResult]::new('--hide-env', '--hide-env', [CompletionResultType]::ParameterName, 'Remove this variable from the commands'' environment, like the secret (repeatable)')
            [CompletionResult]::new('--shutdown-timeout', '--shutdown-timeout', [CompletionResultType]::ParameterName, 'Seconds to let running commands finish after SIGINT or SIGTERM (0 to 86400)')
            [CompletionResult]::new('--state-dir', '--state-dir', [CompletionResultType]::ParameterName, 'Directory of the job queue (default: the platform''s state directory, e.g. ~/.local/state/ward/webhook on Linux)')
            [CompletionResult]::new('--page', '--page', [CompletionResultType]::ParameterName, 'HTML file served at / instead of the built-in landing page')
            [CompletionResult]::new('--verify', '--verify', [CompletionResultType]::ParameterName, 'How deliveries are verified, for every route that does not say: hub is the X-Webhook-Secret header; see "Verifying senders" in docs/webhook-serve.md')
            [CompletionResult]::new('--tolerance', '--tolerance', [CompletionResultType]::ParameterName, 'Seconds a signature''s timestamp may be off from this machine''s clock, either way; older or newer deliveries are refused as replays (1 to 86400)')
            [CompletionResult]::new('--signature-header', '--signature-header', [CompletionResultType]::ParameterName, 'Header that carries the signature')
            [CompletionResult]::new('--algorithm', '--algorithm', [CompletionResultType]::ParameterName, 'Hash of the HMAC [default: sha256]')
            [CompletionResult]::new('--encoding', '--encoding', [CompletionResultType]::ParameterName, 'How the signature is written [default: hex]')
            [CompletionResult]::new('--signature-prefix', '--signature-prefix', [CompletionResultType]::ParameterName, 'Text before the signature in its header, such as sha512=')
            [CompletionResult]::new('--timestamp-header', '--timestamp-header', [CompletionResultType]::ParameterName, 'Header that carries the time of signing in Unix seconds')
            [CompletionResult]::new('--signed', '--signed', [CompletionResultType]::ParameterName, 'What is signed: {body}, and {timestamp} with a timestamp header [default: {body}, or {timestamp}.{body} with a timestamp header]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Config file to use instead of the default (<config dir>/ward/config.toml)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured with auto)')
            [CompletionResult]::new('--reload', '--reload', [CompletionResultType]::ParameterName, 'Tell the receiver running on --state-dir to read its routes and secrets again (as SIGHUP does), then exit: 0 once the new routes are in use, 2 when they are refused and the old ones stay')
            [CompletionResult]::new('--admin-allow-remote', '--admin-allow-remote', [CompletionResultType]::ParameterName, 'Let --admin-listen take an address other than loopback (put a firewall or an authenticating proxy in front of it)')
            [CompletionResult]::new('--shell', '--shell', [CompletionResultType]::ParameterName, 'Run --route commands through `sh -c` instead of splitting them into arguments')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'Answer when the command has finished, with its exit status (default: 202 at once)')
            [CompletionResult]::new('--allow-shared-state-dir', '--allow-shared-state-dir', [CompletionResultType]::ParameterName, 'Use a state directory other users may write to (group- or world-writable, or another user''s), with a warning, instead of refusing it')
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
        'ward;webhook;sign' {
            [CompletionResult]::new('--scheme', '--scheme', [CompletionResultType]::ParameterName, 'The sender''s scheme, as a route''s `verify`')
            [CompletionResult]::new('--secret-env', '--secret-env', [CompletionResultType]::ParameterName, 'Variable holding the secret')
            [CompletionResult]::new('--secret-file', '--secret-file', [CompletionResultType]::ParameterName, 'File whose first line is the secret, instead of the variable')
            [CompletionResult]::new('--timestamp', '--timestamp', [CompletionResultType]::ParameterName, 'Time of signing, in Unix seconds [default: now]')
            [CompletionResult]::new('--id', '--id', [CompletionResultType]::ParameterName, 'The delivery''s ID, for schemes that sign one (standard) [default: a random msg_ ID]')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print a curl command line that posts the body to URL, instead of the headers')
            [CompletionResult]::new('--signature-header', '--signature-header', [CompletionResultType]::ParameterName, 'Header that carries the signature')
            [CompletionResult]::new('--algorithm', '--algorithm', [CompletionResultType]::ParameterName, 'Hash of the HMAC [default: sha256]')
            [CompletionResult]::new('--encoding', '--encoding', [CompletionResultType]::ParameterName, 'How the signature is written [default: hex]')
            [CompletionResult]::new('--signature-prefix', '--signature-prefix', [CompletionResultType]::ParameterName, 'Text before the signature in its header, such as sha512=')
            [CompletionResult]::new('--timestamp-header', '--timestamp-header', [CompletionResultType]::ParameterName, 'Header that carries the time of signing in Unix seconds')
            [CompletionResult]::new('--signed', '--signed', [CompletionResultType]::ParameterName, 'What is signed: {body}, and {timestamp} with a timestamp header [default: {body}, or {timestamp}.{body} with a timestamp header]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
        'ward;webhook;jobs' {
            [CompletionResult]::new('--state-dir', '--state-dir', [CompletionResultType]::ParameterName, 'Directory of the job queue (as given to `ward webhook serve --state-dir`)')
            [CompletionResult]::new('--queue', '--queue', [CompletionResultType]::ParameterName, 'The receivers'' shared Redis queue (redis://HOST:PORT/DB, as given to `ward webhook serve --queue`) instead of the embedded queue in the state directory')
            [CompletionResult]::new('--queue-file', '--queue-file', [CompletionResultType]::ParameterName, 'File holding the receivers'' Redis URL; it wins over --queue and WARD_QUEUE_URL')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List jobs, newest first')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show one job with its payload')
            [CompletionResult]::new('retry', 'retry', [CompletionResultType]::ParameterValue, 'Queue a finished, failed or dead job again (a running server picks it up)')
            [CompletionResult]::new('purge', 'purge', [CompletionResultType]::ParameterValue, 'Remove succeeded and dead jobs older than a given age')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;webhook;jobs;list' {
            [CompletionResult]::new('--state', '--state', [CompletionResultType]::ParameterName, 'Only jobs in this state')
            [CompletionResult]::new('--route', '--route', [CompletionResultType]::ParameterName, 'Only jobs of this route')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'Show at most this many (1 to 100000)')
            [CompletionResult]::new('--state-dir', '--state-dir', [CompletionResultType]::ParameterName, 'Directory of the job queue (as given to `ward webhook serve --state-dir`)')
            [CompletionResult]::new('--queue', '--queue', [CompletionResultType]::ParameterName, 'The receivers'' shared Redis queue (redis://HOST:PORT/DB, as given to `ward webhook serve --queue`) instead of the embedded queue in the state directory')
            [CompletionResult]::new('--queue-file', '--queue-file', [CompletionResultType]::ParameterName, 'File holding the receivers'' Redis URL; it wins over --queue and WARD_QUEUE_URL')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
        'ward;webhook;jobs;show' {
            [CompletionResult]::new('--state-dir', '--state-dir', [CompletionResultType]::ParameterName, 'Directory of the job queue (as given to `ward webhook serve --state-dir`)')
            [CompletionResult]::new('--queue', '--queue', [CompletionResultType]::ParameterName, 'The receivers'' shared Redis queue (redis://HOST:PORT/DB, as given to `ward webhook serve --queue`) instead of the embedded queue in the state directory')
            [CompletionResult]::new('--queue-file', '--queue-file', [CompletionResultType]::ParameterName, 'File holding the receivers'' Redis URL; it wins over --queue and WARD_QUEUE_URL')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
        'ward;webhook;jobs;retry' {
            [CompletionResult]::new('--state-dir', '--state-dir', [CompletionResultType]::ParameterName, 'Directory of the job queue (as given to `ward webhook serve --state-dir`)')
            [CompletionResult]::new('--queue', '--queue', [CompletionResultType]::ParameterName, 'The receivers'' shared Redis queue (redis://HOST:PORT/DB, as given to `ward webhook serve --queue`) instead of the embedded queue in the state directory')
            [CompletionResult]::new('--queue-file', '--queue-file', [CompletionResultType]::ParameterName, 'File holding the receivers'' Redis URL; it wins over --queue and WARD_QUEUE_URL')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
        'ward;webhook;jobs;purge' {
            [CompletionResult]::new('--older-than', '--older-than', [CompletionResultType]::ParameterName, 'Age such as 30m, 12h, 7d (or an RFC 3339 time)')
            [CompletionResult]::new('--state-dir', '--state-dir', [CompletionResultType]::ParameterName, 'Directory of the job queue (as given to `ward webhook serve --state-dir`)')
            [CompletionResult]::new('--queue', '--queue', [CompletionResultType]::ParameterName, 'The receivers'' shared Redis queue (redis://HOST:PORT/DB, as given to `ward webhook serve --queue`) instead of the embedded queue in the state directory')
            [CompletionResult]::new('--queue-file', '--queue-file', [CompletionResultType]::ParameterName, 'File holding the receivers'' Redis URL; it wins over --queue and WARD_QUEUE_URL')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
        'ward;webhook;jobs;help' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List jobs, newest first')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show one job with its payload')
            [CompletionResult]::new('retry', 'retry', [CompletionResultType]::ParameterValue, 'Queue a finished, failed or dead job again (a running server picks it up)')
            [CompletionResult]::new('purge', 'purge', [CompletionResultType]::ParameterValue, 'Remove succeeded and dead jobs older than a given age')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;webhook;jobs;help;list' {
            break
        }
        'ward;webhook;jobs;help;show' {
            break
        }
        'ward;webhook;jobs;help;retry' {
            break
        }
        'ward;webhook;jobs;help;purge' {
            break
        }
        'ward;webhook;jobs;help;help' {
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
            [CompletionResult]::new('sign', 'sign', [CompletionResultType]::ParameterValue, 'Sign a test delivery as a sender would: the body on stdin, the headers on stdout')
            [CompletionResult]::new('jobs', 'jobs', [CompletionResultType]::ParameterValue, 'Read and manage the receiver''s job queue')
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
        'ward;webhook;help;sign' {
            break
        }
        'ward;webhook;help;jobs' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List jobs, newest first')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show one job with its payload')
            [CompletionResult]::new('retry', 'retry', [CompletionResultType]::ParameterValue, 'Queue a finished, failed or dead job again (a running server picks it up)')
            [CompletionResult]::new('purge', 'purge', [CompletionResultType]::ParameterValue, 'Remove succeeded and dead jobs older than a given age')
            break
        }
        'ward;webhook;help;jobs;list' {
            break
        }
        'ward;webhook;help;jobs;show' {
            break
        }
        'ward;webhook;help;jobs;retry' {
            break
        }
        'ward;webhook;help;jobs;purge' {
            break
        }
        'ward;webhook;help;help' {
            break
        }
        'ward;configure' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Config file to use instead of the default (<config dir>/ward/config.toml)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured with auto)')
            [CompletionResult]::new('--stdin', '--stdin', [CompletionResultType]::ParameterName, 'Read the value from standard input (for scripts) instead of a prompt')
            [CompletionResult]::new('--unset', '--unset', [CompletionResultType]::ParameterName, 'Remove the setting from the config file')
            [CompletionResult]::new('--show', '--show', [CompletionResultType]::ParameterName, 'Show which settings are stored (secrets are never printed) and where, and each service''s base URL with its source')
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
        'ward;man' {
            [CompletionResult]::new('--dir', '--dir', [CompletionResultType]::ParameterName, 'Write `ward.1` and one page per subcommand (`ward-project-list.1`, ...) into this directory instead of printing `ward.1`')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
        'ward;completions' {
            [CompletionResult]::new('--dir', '--dir', [CompletionResultType]::ParameterName, 'Write the scripts for every supported shell into this directory')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)')
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
        'ward;help' {
            [CompletionResult]::new('project', 'project', [CompletionResultType]::ParameterValue, 'Tracked projects on the release tracker')
            [CompletionResult]::new('release', 'release', [CompletionResultType]::ParameterValue, 'Releases and release notes of a tracked project')
            [CompletionResult]::new('provider', 'provider', [CompletionResultType]::ParameterValue, 'Providers projects can be tracked from')
            [CompletionResult]::new('integration', 'integration', [CompletionResultType]::ParameterValue, 'Notification integrations of the release tracker (chat channels, rooms, webhooks)')
            [CompletionResult]::new('tag', 'tag', [CompletionResultType]::ParameterValue, 'Tags for grouping tracked projects')
            [CompletionResult]::new('key', 'key', [CompletionResultType]::ParameterValue, 'The release-tracker account''s API keys (signs in with e-mail and password)')
            [CompletionResult]::new('breach', 'breach', [CompletionResultType]::ParameterValue, 'Search breached accounts, breaches and data classes (breach API)')
            [CompletionResult]::new('paste', 'paste', [CompletionResultType]::ParameterValue, 'Search pastes holding an e-mail address (breach API)')
            [CompletionResult]::new('password', 'password', [CompletionResultType]::ParameterValue, 'Check passwords by k-anonymity: only 5 hex characters of each hash are sent')
            [CompletionResult]::new('auth', 'auth', [CompletionResultType]::ParameterValue, 'Authenticate CI steps to the cloud: OIDC federation or a key, tokens, credentials file')
            [CompletionResult]::new('policy', 'policy', [CompletionResultType]::ParameterValue, 'Read an organization''s IAM policy with the standard credential chain')
            [CompletionResult]::new('webhook', 'webhook', [CompletionResultType]::ParameterValue, 'Manage the hub''s webhooks, and receive them with `ward webhook serve`')
            [CompletionResult]::new('configure', 'configure', [CompletionResultType]::ParameterValue, 'Store API keys and tokens in the config file (mode 0600)')
            [CompletionResult]::new('man', 'man', [CompletionResultType]::ParameterValue, 'Write the manual pages (man(1) format)')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Print a shell completion script')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;help;project' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List tracked projects, one page or all of them')
            [CompletionResult]::new('search', 'search', [CompletionResultType]::ParameterValue, 'Search tracked projects by name')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one project and its settings')
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Start tracking a project')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change a project''s settings; settings not given keep their value')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Stop tracking a project')
            [CompletionResult]::new('export', 'export', [CompletionResultType]::ParameterValue, 'Write every tracked project with all its settings (TOML, or JSON with -o json), in the format `apply` and `import` read')
            [CompletionResult]::new('apply', 'apply', [CompletionResultType]::ParameterValue, 'Make the account match a file: add missing projects, update settings that differ and, with --prune, remove projects the file does not name')
            [CompletionResult]::new('import', 'import', [CompletionResultType]::ParameterValue, 'Track the projects of a list that are not tracked yet; leave everything else alone')
            break
        }
        'ward;help;project;list' {
            break
        }
        'ward;help;project;search' {
            break
        }
        'ward;help;project;get' {
            break
        }
        'ward;help;project;add' {
            break
        }
        'ward;help;project;update' {
            break
        }
        'ward;help;project;remove' {
            break
        }
        'ward;help;project;export' {
            break
        }
        'ward;help;project;apply' {
            break
        }
        'ward;help;project;import' {
            break
        }
        'ward;help;release' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List a project''s releases, newest first')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one release of a project')
            [CompletionResult]::new('latest', 'latest', [CompletionResultType]::ParameterValue, 'Show the latest release that is not excluded by the project''s filters')
            [CompletionResult]::new('note', 'note', [CompletionResultType]::ParameterValue, 'Show a release note, rendered as text')
            [CompletionResult]::new('watch', 'watch', [CompletionResultType]::ParameterValue, 'Run a command once for every new release of the tracked projects (poll; the tracker''s pushes go to `ward webhook serve --verify newreleases`)')
            break
        }
        'ward;help;release;list' {
            break
        }
        'ward;help;release;get' {
            break
        }
        'ward;help;release;latest' {
            break
        }
        'ward;help;release;note' {
            break
        }
        'ward;help;release;watch' {
            break
        }
        'ward;help;provider' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the providers projects can come from')
            break
        }
        'ward;help;provider;list' {
            break
        }
        'ward;help;integration' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List notification integrations (created on the service''s website), one kind or all')
            break
        }
        'ward;help;integration;list' {
            break
        }
        'ward;help;tag' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List tags')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one tag')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a tag')
            [CompletionResult]::new('rename', 'rename', [CompletionResultType]::ParameterValue, 'Rename a tag')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a tag (projects keep tracking, without it)')
            break
        }
        'ward;help;tag;list' {
            break
        }
        'ward;help;tag;get' {
            break
        }
        'ward;help;tag;create' {
            break
        }
        'ward;help;tag;rename' {
            break
        }
        'ward;help;tag;delete' {
            break
        }
        'ward;help;key' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the account''s API keys; signs in with e-mail and password, never an API key')
            break
        }
        'ward;help;key;list' {
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
            [CompletionResult]::new('audit', 'audit', [CompletionResultType]::ParameterValue, 'Audit a directory''s password hashes: pwned accounts, reused passwords, what a refresh changed')
            [CompletionResult]::new('download', 'download', [CompletionResultType]::ParameterValue, 'Download every range (or a sub-range) into a local store for offline checks')
            [CompletionResult]::new('export', 'export', [CompletionResultType]::ParameterValue, 'Write a downloaded store as one sorted HASH:COUNT file')
            [CompletionResult]::new('verify', 'verify', [CompletionResultType]::ParameterValue, 'Check every range of a downloaded store against its checksum and list the damaged')
            [CompletionResult]::new('serve', 'serve', [CompletionResultType]::ParameterValue, 'Serve the range API from a downloaded store, for clients that take a range URL')
            [CompletionResult]::new('range', 'range', [CompletionResultType]::ParameterValue, 'Print one range: every hash suffix under a 5-character prefix, with its count')
            break
        }
        'ward;help;password;check' {
            break
        }
        'ward;help;password;audit' {
            break
        }
        'ward;help;password;download' {
            break
        }
        'ward;help;password;export' {
            break
        }
        'ward;help;password;verify' {
            break
        }
        'ward;help;password;serve' {
            break
        }
        'ward;help;password;range' {
            break
        }
        'ward;help;auth' {
            [CompletionResult]::new('cleanup', 'cleanup', [CompletionResultType]::ParameterValue, 'Remove the credentials file an earlier `ward auth` created (the action''s post step)')
            [CompletionResult]::new('print-access-token', 'print-access-token', [CompletionResultType]::ParameterValue, 'Print an access token from the cloud credential chain (as `ward policy` finds it), for scripts')
            [CompletionResult]::new('print-identity-token', 'print-identity-token', [CompletionResultType]::ParameterValue, 'Print an ID token for AUDIENCE from the cloud credential chain, for scripts')
            [CompletionResult]::new('subject-token', 'subject-token', [CompletionResultType]::ParameterValue, 'Print the CI system''s identity token in the executable-sourced credential format (what the credentials file runs on every refresh)')
            [CompletionResult]::new('serve', 'serve', [CompletionResultType]::ParameterValue, 'Serve the job''s processes cloud tokens as a metadata server on loopback, instead of a credentials file')
            break
        }
        'ward;help;auth;cleanup' {
            break
        }
        'ward;help;auth;print-access-token' {
            break
        }
        'ward;help;auth;print-identity-token' {
            break
        }
        'ward;help;auth;subject-token' {
            break
        }
        'ward;help;auth;serve' {
            break
        }
        'ward;help;policy' {
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Read the IAM policy of an organization, folder or project')
            [CompletionResult]::new('diff', 'diff', [CompletionResultType]::ParameterValue, 'Compare live IAM policies with a baseline (exit 10 on drift)')
            [CompletionResult]::new('check', 'check', [CompletionResultType]::ParameterValue, 'Find grants that break rules (exit 10 when any rule is broken)')
            break
        }
        'ward;help;policy;get' {
            break
        }
        'ward;help;policy;diff' {
            break
        }
        'ward;help;policy;check' {
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
            [CompletionResult]::new('sign', 'sign', [CompletionResultType]::ParameterValue, 'Sign a test delivery as a sender would: the body on stdin, the headers on stdout')
            [CompletionResult]::new('jobs', 'jobs', [CompletionResultType]::ParameterValue, 'Read and manage the receiver''s job queue')
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
        'ward;help;webhook;sign' {
            break
        }
        'ward;help;webhook;jobs' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List jobs, newest first')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show one job with its payload')
            [CompletionResult]::new('retry', 'retry', [CompletionResultType]::ParameterValue, 'Queue a finished, failed or dead job again (a running server picks it up)')
            [CompletionResult]::new('purge', 'purge', [CompletionResultType]::ParameterValue, 'Remove succeeded and dead jobs older than a given age')
            break
        }
        'ward;help;webhook;jobs;list' {
            break
        }
        'ward;help;webhook;jobs;show' {
            break
        }
        'ward;help;webhook;jobs;retry' {
            break
        }
        'ward;help;webhook;jobs;purge' {
            break
        }
        'ward;help;configure' {
            break
        }
        'ward;help;man' {
            break
        }
        'ward;help;completions' {
            break
        }
        'ward;help;help' {
            break
        }
    })

    $completions.Where{ $_.CompletionText -like "$wordToComplete*" } |
        Sort-Object -Property ListItemText
}
