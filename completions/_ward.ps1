
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
            [CompletionResult]::new('project', 'project', [CompletionResultType]::ParameterValue, 'Tracked projects on the release tracker')
            [CompletionResult]::new('release', 'release', [CompletionResultType]::ParameterValue, 'Releases and release notes of a tracked project')
            [CompletionResult]::new('provider', 'provider', [CompletionResultType]::ParameterValue, 'Providers projects can be tracked from')
            [CompletionResult]::new('integration', 'integration', [CompletionResultType]::ParameterValue, 'Notification integrations of the release tracker (chat channels, rooms, webhooks)')
            [CompletionResult]::new('tag', 'tag', [CompletionResultType]::ParameterValue, 'Tags for grouping tracked projects')
            [CompletionResult]::new('key', 'key', [CompletionResultType]::ParameterValue, 'The release-tracker account''s API keys (signs in with e-mail and password)')
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
        'ward;project' {
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)')
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
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504)')
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
        'ward;project;get' {
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)')
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
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504)')
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
        'ward;project;export' {
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)')
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
        'ward;project;apply' {
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504)')
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
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504)')
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
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List a project''s releases, newest first')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one release of a project')
            [CompletionResult]::new('latest', 'latest', [CompletionResultType]::ParameterValue, 'Show the latest release that is not excluded by the project''s filters')
            [CompletionResult]::new('note', 'note', [CompletionResultType]::ParameterValue, 'Show a release note, rendered as text')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;release;list' {
            [CompletionResult]::new('--page', '--page', [CompletionResultType]::ParameterName, 'Show page N (starting at 1) instead of the first')
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504)')
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
        'ward;release;latest' {
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)')
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
        'ward;release;note' {
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)')
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
        'ward;release;help' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List a project''s releases, newest first')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one release of a project')
            [CompletionResult]::new('latest', 'latest', [CompletionResultType]::ParameterValue, 'Show the latest release that is not excluded by the project''s filters')
            [CompletionResult]::new('note', 'note', [CompletionResultType]::ParameterValue, 'Show a release note, rendered as text')
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
        'ward;release;help;help' {
            break
        }
        'ward;provider' {
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)')
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
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the providers projects can come from')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;provider;list' {
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504)')
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
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List notification integrations (created on the service''s website), one kind or all')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;integration;list' {
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)')
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
        'ward;tag;get' {
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)')
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
        'ward;tag;create' {
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)')
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
        'ward;tag;rename' {
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)')
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
        'ward;tag;delete' {
            [CompletionResult]::new('--api-key', '--api-key', [CompletionResultType]::ParameterName, 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)')
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
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the account''s API keys; signs in with e-mail and password, never an API key')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;key;list' {
            [CompletionResult]::new('--email', '--email', [CompletionResultType]::ParameterName, 'Account e-mail (else WARD_RELEASES_EMAIL, then `ward configure releases-email`)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: table for people, json for scripts, ndjson for one object per line')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one HTTP request may take, connection included')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'How many times a failed request is retried (connection errors, 429, 502-504)')
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
        'ward;help' {
            [CompletionResult]::new('configure', 'configure', [CompletionResultType]::ParameterValue, 'Store API keys and tokens in the config file (mode 0600)')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Print a shell completion script')
            [CompletionResult]::new('project', 'project', [CompletionResultType]::ParameterValue, 'Tracked projects on the release tracker')
            [CompletionResult]::new('release', 'release', [CompletionResultType]::ParameterValue, 'Releases and release notes of a tracked project')
            [CompletionResult]::new('provider', 'provider', [CompletionResultType]::ParameterValue, 'Providers projects can be tracked from')
            [CompletionResult]::new('integration', 'integration', [CompletionResultType]::ParameterValue, 'Notification integrations of the release tracker (chat channels, rooms, webhooks)')
            [CompletionResult]::new('tag', 'tag', [CompletionResultType]::ParameterValue, 'Tags for grouping tracked projects')
            [CompletionResult]::new('key', 'key', [CompletionResultType]::ParameterValue, 'The release-tracker account''s API keys (signs in with e-mail and password)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'ward;help;configure' {
            break
        }
        'ward;help;completions' {
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
        'ward;help;help' {
            break
        }
    })

    $completions.Where{ $_.CompletionText -like "$wordToComplete*" } |
        Sort-Object -Property ListItemText
}
