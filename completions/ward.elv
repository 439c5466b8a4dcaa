
use builtin;
use str;

set edit:completion:arg-completer[ward] = {|@words|
    fn spaces {|n|
        builtin:repeat $n ' ' | str:join ''
    }
    fn cand {|text desc|
        edit:complex-candidate $text &display=$text' '(spaces (- 14 (wcswidth $text)))$desc
    }
    var command = 'ward'
    for word $words[1..-1] {
        if (str:has-prefix $word '-') {
            break
        }
        set command = $command';'$word
    }
    var completions = [
        &'ward'= {
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --json 'Same as `-o json`'
            cand -q 'Print only data and errors'
            cand --quiet 'Print only data and errors'
            cand -v 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --verbose 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --no-progress 'Never draw progress bars'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand configure 'Store API keys and tokens in the config file (mode 0600)'
            cand completions 'Print a shell completion script'
            cand project 'Tracked projects on the release tracker'
            cand release 'Releases and release notes of a tracked project'
            cand provider 'Providers projects can be tracked from'
            cand integration 'Notification integrations of the release tracker (chat channels, rooms, webhooks)'
            cand tag 'Tags for grouping tracked projects'
            cand key 'The release-tracker account''s API keys (signs in with e-mail and password)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;configure'= {
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --stdin 'Read the value from standard input (for scripts) instead of a prompt'
            cand --unset 'Remove the setting from the config file'
            cand --show 'Show which settings are stored (secrets are never printed) and where'
            cand --json 'Same as `-o json`'
            cand -q 'Print only data and errors'
            cand --quiet 'Print only data and errors'
            cand -v 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --verbose 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --no-progress 'Never draw progress bars'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'ward;completions'= {
            cand --dir 'Write the scripts for every supported shell into this directory'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --json 'Same as `-o json`'
            cand -q 'Print only data and errors'
            cand --quiet 'Print only data and errors'
            cand -v 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --verbose 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --no-progress 'Never draw progress bars'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'ward;project'= {
            cand --api-key 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --json 'Same as `-o json`'
            cand -q 'Print only data and errors'
            cand --quiet 'Print only data and errors'
            cand -v 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --verbose 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --no-progress 'Never draw progress bars'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand list 'List tracked projects, one page or all of them'
            cand search 'Search tracked projects by name'
            cand get 'Show one project and its settings'
            cand add 'Start tracking a project'
            cand update 'Change a project''s settings; settings not given keep their value'
            cand remove 'Stop tracking a project'
            cand export 'Write every tracked project with all its settings (TOML, or JSON with -o json), in the format `apply` and `import` read'
            cand apply 'Make the account match a file: add missing projects, update settings that differ and, with --prune, remove projects the file does not name'
            cand import 'Track the projects of a list that are not tracked yet; leave everything else alone'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;project;list'= {
            cand --page 'Show page N (starting at 1) instead of the first'
            cand --order 'Sort order'
            cand --tag 'Only projects with this tag (tag ID)'
            cand --provider 'Only projects of this provider (for example github, npm, pypi)'
            cand --api-key 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --all 'Fetch every page (concurrently, paced by the rate-limit budget)'
            cand --reverse 'Reverse the order'
            cand --json 'Same as `-o json`'
            cand -q 'Print only data and errors'
            cand --quiet 'Print only data and errors'
            cand -v 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --verbose 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --no-progress 'Never draw progress bars'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'ward;project;search'= {
            cand --provider 'Only projects of this provider'
            cand --api-key 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --json 'Same as `-o json`'
            cand -q 'Print only data and errors'
            cand --quiet 'Print only data and errors'
            cand -v 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --verbose 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --no-progress 'Never draw progress bars'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'ward;project;get'= {
            cand --api-key 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --json 'Same as `-o json`'
            cand -q 'Print only data and errors'
            cand --quiet 'Print only data and errors'
            cand -v 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --verbose 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --no-progress 'Never draw progress bars'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'ward;project;add'= {
            cand --email-notification 'How often to e-mail about new releases'
            cand --chat-a 'Notify this chat A channel (integration ID; repeat for several); replaces the list'
            cand --chat-b 'Notify this chat B chat (integration ID; repeat for several); replaces the list'
            cand --chat-c 'Notify this chat C channel (integration ID; repeat for several); replaces the list'
            cand --chat-d 'Notify this chat D webhook (integration ID; repeat for several); replaces the list'
            cand --chat-e 'Notify this chat E webhook (integration ID; repeat for several); replaces the list'
            cand --chat-f 'Notify this chat F webhook (integration ID; repeat for several); replaces the list'
            cand --chat-g 'Notify this chat G webhook (integration ID; repeat for several); replaces the list'
            cand --matrix 'Notify this matrix room (integration ID; repeat for several); replaces the list'
            cand --webhook 'Notify this generic webhook (integration ID; repeat for several); replaces the list'
            cand --exclude-regex 'Ignore versions matching this regular expression (repeat for several); replaces the project''s rules together with --include-regex'
            cand --include-regex 'Ignore versions NOT matching this regular expression (an inverse rule)'
            cand --exclude-prereleases 'Ignore pre-releases (`--exclude-prereleases=false` to stop)'
            cand --exclude-updated 'Ignore releases that were updated after publication (`--exclude-updated=false` to stop)'
            cand --note 'Free-text note (an empty string clears it)'
            cand --tag 'Tag ID (repeat for several); replaces the project''s tags'
            cand --api-key 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --json 'Same as `-o json`'
            cand -q 'Print only data and errors'
            cand --quiet 'Print only data and errors'
            cand -v 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --verbose 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --no-progress 'Never draw progress bars'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'ward;project;update'= {
            cand --email-notification 'How often to e-mail about new releases'
            cand --chat-a 'Notify this chat A channel (integration ID; repeat for several); replaces the list'
            cand --chat-b 'Notify this chat B chat (integration ID; repeat for several); replaces the list'
            cand --chat-c 'Notify this chat C channel (integration ID; repeat for several); replaces the list'
            cand --chat-d 'Notify this chat D webhook (integration ID; repeat for several); replaces the list'
            cand --chat-e 'Notify this chat E webhook (integration ID; repeat for several); replaces the list'
            cand --chat-f 'Notify this chat F webhook (integration ID; repeat for several); replaces the list'
            cand --chat-g 'Notify this chat G webhook (integration ID; repeat for several); replaces the list'
            cand --matrix 'Notify this matrix room (integration ID; repeat for several); replaces the list'
            cand --webhook 'Notify this generic webhook (integration ID; repeat for several); replaces the list'
            cand --exclude-regex 'Ignore versions matching this regular expression (repeat for several); replaces the project''s rules together with --include-regex'
            cand --include-regex 'Ignore versions NOT matching this regular expression (an inverse rule)'
            cand --exclude-prereleases 'Ignore pre-releases (`--exclude-prereleases=false` to stop)'
            cand --exclude-updated 'Ignore releases that were updated after publication (`--exclude-updated=false` to stop)'
            cand --note 'Free-text note (an empty string clears it)'
            cand --tag 'Tag ID (repeat for several); replaces the project''s tags'
            cand --add-chat-a 'Add a chat A channel to the project''s list, keeping the others'
            cand --remove-chat-a 'Remove a chat A channel from the project''s list, keeping the others'
            cand --add-chat-b 'Add a chat B chat to the project''s list, keeping the others'
            cand --remove-chat-b 'Remove a chat B chat from the project''s list, keeping the others'
            cand --add-chat-c 'Add a chat C channel to the project''s list, keeping the others'
            cand --remove-chat-c 'Remove a chat C channel from the project''s list, keeping the others'
            cand --add-chat-d 'Add a chat D webhook to the project''s list, keeping the others'
            cand --remove-chat-d 'Remove a chat D webhook from the project''s list, keeping the others'
            cand --add-chat-e 'Add a chat E webhook to the project''s list, keeping the others'
            cand --remove-chat-e 'Remove a chat E webhook from the project''s list, keeping the others'
            cand --add-chat-f 'Add a chat F webhook to the project''s list, keeping the others'
            cand --remove-chat-f 'Remove a chat F webhook from the project''s list, keeping the others'
            cand --add-chat-g 'Add a chat G webhook to the project''s list, keeping the others'
            cand --remove-chat-g 'Remove a chat G webhook from the project''s list, keeping the others'
            cand --add-matrix 'Add a matrix room to the project''s list, keeping the others'
            cand --remove-matrix 'Remove a matrix room from the project''s list, keeping the others'
            cand --add-webhook 'Add a generic webhook to the project''s list, keeping the others'
            cand --remove-webhook 'Remove a generic webhook from the project''s list, keeping the others'
            cand --add-tag 'Add a tag (tag ID), keeping the others'
            cand --remove-tag 'Remove a tag (tag ID), keeping the others'
            cand --add-exclude-regex 'Add an exclusion rule, keeping the others'
            cand --add-include-regex 'Add an inverse (inclusion) rule, keeping the others'
            cand --remove-regex 'Remove the rules with this regular expression, keeping the others'
            cand --api-key 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --clear-chat-a 'Empty the project''s list of chat A channels'
            cand --clear-chat-b 'Empty the project''s list of chat B chats'
            cand --clear-chat-c 'Empty the project''s list of chat C channels'
            cand --clear-chat-d 'Empty the project''s list of chat D webhooks'
            cand --clear-chat-e 'Empty the project''s list of chat E webhooks'
            cand --clear-chat-f 'Empty the project''s list of chat F webhooks'
            cand --clear-chat-g 'Empty the project''s list of chat G webhooks'
            cand --clear-matrix 'Empty the project''s list of matrix rooms'
            cand --clear-webhook 'Empty the project''s list of generic webhooks'
            cand --clear-tags 'Remove every tag from the project'
            cand --clear-regexes 'Remove every exclusion and inclusion rule'
            cand --json 'Same as `-o json`'
            cand -q 'Print only data and errors'
            cand --quiet 'Print only data and errors'
            cand -v 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --verbose 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --no-progress 'Never draw progress bars'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'ward;project;remove'= {
            cand --api-key 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --json 'Same as `-o json`'
            cand -q 'Print only data and errors'
            cand --quiet 'Print only data and errors'
            cand -v 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --verbose 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --no-progress 'Never draw progress bars'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'ward;project;export'= {
            cand --api-key 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --json 'Same as `-o json`'
            cand -q 'Print only data and errors'
            cand --quiet 'Print only data and errors'
            cand -v 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --verbose 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --no-progress 'Never draw progress bars'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'ward;project;apply'= {
            cand --api-key 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --prune 'Also remove tracked projects the file does not name'
            cand --dry-run 'Print the plan and change nothing'
            cand -y 'Do not ask for confirmation on a terminal'
            cand --yes 'Do not ask for confirmation on a terminal'
            cand --json 'Same as `-o json`'
            cand -q 'Print only data and errors'
            cand --quiet 'Print only data and errors'
            cand -v 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --verbose 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --no-progress 'Never draw progress bars'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'ward;project;import'= {
            cand --api-key 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --dry-run 'Print what would be added and change nothing'
            cand -y 'Do not ask for confirmation on a terminal'
            cand --yes 'Do not ask for confirmation on a terminal'
            cand --json 'Same as `-o json`'
            cand -q 'Print only data and errors'
            cand --quiet 'Print only data and errors'
            cand -v 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --verbose 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --no-progress 'Never draw progress bars'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'ward;project;help'= {
            cand list 'List tracked projects, one page or all of them'
            cand search 'Search tracked projects by name'
            cand get 'Show one project and its settings'
            cand add 'Start tracking a project'
            cand update 'Change a project''s settings; settings not given keep their value'
            cand remove 'Stop tracking a project'
            cand export 'Write every tracked project with all its settings (TOML, or JSON with -o json), in the format `apply` and `import` read'
            cand apply 'Make the account match a file: add missing projects, update settings that differ and, with --prune, remove projects the file does not name'
            cand import 'Track the projects of a list that are not tracked yet; leave everything else alone'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;project;help;list'= {
        }
        &'ward;project;help;search'= {
        }
        &'ward;project;help;get'= {
        }
        &'ward;project;help;add'= {
        }
        &'ward;project;help;update'= {
        }
        &'ward;project;help;remove'= {
        }
        &'ward;project;help;export'= {
        }
        &'ward;project;help;apply'= {
        }
        &'ward;project;help;import'= {
        }
        &'ward;project;help;help'= {
        }
        &'ward;release'= {
            cand --api-key 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --json 'Same as `-o json`'
            cand -q 'Print only data and errors'
            cand --quiet 'Print only data and errors'
            cand -v 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --verbose 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --no-progress 'Never draw progress bars'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand list 'List a project''s releases, newest first'
            cand get 'Show one release of a project'
            cand latest 'Show the latest release that is not excluded by the project''s filters'
            cand note 'Show a release note, rendered as text'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;release;list'= {
            cand --page 'Show page N (starting at 1) instead of the first'
            cand --api-key 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --all 'Fetch every page (concurrently, paced by the rate-limit budget)'
            cand --json 'Same as `-o json`'
            cand -q 'Print only data and errors'
            cand --quiet 'Print only data and errors'
            cand -v 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --verbose 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --no-progress 'Never draw progress bars'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'ward;release;get'= {
            cand --api-key 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --json 'Same as `-o json`'
            cand -q 'Print only data and errors'
            cand --quiet 'Print only data and errors'
            cand -v 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --verbose 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --no-progress 'Never draw progress bars'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'ward;release;latest'= {
            cand --api-key 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --json 'Same as `-o json`'
            cand -q 'Print only data and errors'
            cand --quiet 'Print only data and errors'
            cand -v 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --verbose 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --no-progress 'Never draw progress bars'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'ward;release;note'= {
            cand --api-key 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --json 'Same as `-o json`'
            cand -q 'Print only data and errors'
            cand --quiet 'Print only data and errors'
            cand -v 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --verbose 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --no-progress 'Never draw progress bars'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'ward;release;help'= {
            cand list 'List a project''s releases, newest first'
            cand get 'Show one release of a project'
            cand latest 'Show the latest release that is not excluded by the project''s filters'
            cand note 'Show a release note, rendered as text'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;release;help;list'= {
        }
        &'ward;release;help;get'= {
        }
        &'ward;release;help;latest'= {
        }
        &'ward;release;help;note'= {
        }
        &'ward;release;help;help'= {
        }
        &'ward;provider'= {
            cand --api-key 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --json 'Same as `-o json`'
            cand -q 'Print only data and errors'
            cand --quiet 'Print only data and errors'
            cand -v 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --verbose 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --no-progress 'Never draw progress bars'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand list 'List the providers projects can come from'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;provider;list'= {
            cand --api-key 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --added 'Only providers of projects you track'
            cand --json 'Same as `-o json`'
            cand -q 'Print only data and errors'
            cand --quiet 'Print only data and errors'
            cand -v 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --verbose 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --no-progress 'Never draw progress bars'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'ward;provider;help'= {
            cand list 'List the providers projects can come from'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;provider;help;list'= {
        }
        &'ward;provider;help;help'= {
        }
        &'ward;integration'= {
            cand --api-key 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --json 'Same as `-o json`'
            cand -q 'Print only data and errors'
            cand --quiet 'Print only data and errors'
            cand -v 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --verbose 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --no-progress 'Never draw progress bars'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand list 'List notification integrations (created on the service''s website), one kind or all'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;integration;list'= {
            cand --api-key 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --json 'Same as `-o json`'
            cand -q 'Print only data and errors'
            cand --quiet 'Print only data and errors'
            cand -v 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --verbose 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --no-progress 'Never draw progress bars'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'ward;integration;help'= {
            cand list 'List notification integrations (created on the service''s website), one kind or all'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;integration;help;list'= {
        }
        &'ward;integration;help;help'= {
        }
        &'ward;tag'= {
            cand --api-key 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --json 'Same as `-o json`'
            cand -q 'Print only data and errors'
            cand --quiet 'Print only data and errors'
            cand -v 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --verbose 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --no-progress 'Never draw progress bars'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand list 'List tags'
            cand get 'Show one tag'
            cand create 'Create a tag'
            cand rename 'Rename a tag'
            cand delete 'Delete a tag (projects keep tracking, without it)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;tag;list'= {
            cand --api-key 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --json 'Same as `-o json`'
            cand -q 'Print only data and errors'
            cand --quiet 'Print only data and errors'
            cand -v 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --verbose 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --no-progress 'Never draw progress bars'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'ward;tag;get'= {
            cand --api-key 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --json 'Same as `-o json`'
            cand -q 'Print only data and errors'
            cand --quiet 'Print only data and errors'
            cand -v 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --verbose 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --no-progress 'Never draw progress bars'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'ward;tag;create'= {
            cand --api-key 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --json 'Same as `-o json`'
            cand -q 'Print only data and errors'
            cand --quiet 'Print only data and errors'
            cand -v 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --verbose 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --no-progress 'Never draw progress bars'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'ward;tag;rename'= {
            cand --api-key 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --json 'Same as `-o json`'
            cand -q 'Print only data and errors'
            cand --quiet 'Print only data and errors'
            cand -v 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --verbose 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --no-progress 'Never draw progress bars'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'ward;tag;delete'= {
            cand --api-key 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --json 'Same as `-o json`'
            cand -q 'Print only data and errors'
            cand --quiet 'Print only data and errors'
            cand -v 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --verbose 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --no-progress 'Never draw progress bars'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'ward;tag;help'= {
            cand list 'List tags'
            cand get 'Show one tag'
            cand create 'Create a tag'
            cand rename 'Rename a tag'
            cand delete 'Delete a tag (projects keep tracking, without it)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;tag;help;list'= {
        }
        &'ward;tag;help;get'= {
        }
        &'ward;tag;help;create'= {
        }
        &'ward;tag;help;rename'= {
        }
        &'ward;tag;help;delete'= {
        }
        &'ward;tag;help;help'= {
        }
        &'ward;key'= {
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --json 'Same as `-o json`'
            cand -q 'Print only data and errors'
            cand --quiet 'Print only data and errors'
            cand -v 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --verbose 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --no-progress 'Never draw progress bars'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand list 'List the account''s API keys; signs in with e-mail and password, never an API key'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;key;list'= {
            cand --email 'Account e-mail (else WARD_RELEASES_EMAIL, then `ward configure releases-email`)'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --show-secrets 'Show the keys'' secrets in the table (JSON output always holds them)'
            cand --json 'Same as `-o json`'
            cand -q 'Print only data and errors'
            cand --quiet 'Print only data and errors'
            cand -v 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --verbose 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --no-progress 'Never draw progress bars'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'ward;key;help'= {
            cand list 'List the account''s API keys; signs in with e-mail and password, never an API key'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;key;help;list'= {
        }
        &'ward;key;help;help'= {
        }
        &'ward;help'= {
            cand configure 'Store API keys and tokens in the config file (mode 0600)'
            cand completions 'Print a shell completion script'
            cand project 'Tracked projects on the release tracker'
            cand release 'Releases and release notes of a tracked project'
            cand provider 'Providers projects can be tracked from'
            cand integration 'Notification integrations of the release tracker (chat channels, rooms, webhooks)'
            cand tag 'Tags for grouping tracked projects'
            cand key 'The release-tracker account''s API keys (signs in with e-mail and password)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;help;configure'= {
        }
        &'ward;help;completions'= {
        }
        &'ward;help;project'= {
            cand list 'List tracked projects, one page or all of them'
            cand search 'Search tracked projects by name'
            cand get 'Show one project and its settings'
            cand add 'Start tracking a project'
            cand update 'Change a project''s settings; settings not given keep their value'
            cand remove 'Stop tracking a project'
            cand export 'Write every tracked project with all its settings (TOML, or JSON with -o json), in the format `apply` and `import` read'
            cand apply 'Make the account match a file: add missing projects, update settings that differ and, with --prune, remove projects the file does not name'
            cand import 'Track the projects of a list that are not tracked yet; leave everything else alone'
        }
        &'ward;help;project;list'= {
        }
        &'ward;help;project;search'= {
        }
        &'ward;help;project;get'= {
        }
        &'ward;help;project;add'= {
        }
        &'ward;help;project;update'= {
        }
        &'ward;help;project;remove'= {
        }
        &'ward;help;project;export'= {
        }
        &'ward;help;project;apply'= {
        }
        &'ward;help;project;import'= {
        }
        &'ward;help;release'= {
            cand list 'List a project''s releases, newest first'
            cand get 'Show one release of a project'
            cand latest 'Show the latest release that is not excluded by the project''s filters'
            cand note 'Show a release note, rendered as text'
        }
        &'ward;help;release;list'= {
        }
        &'ward;help;release;get'= {
        }
        &'ward;help;release;latest'= {
        }
        &'ward;help;release;note'= {
        }
        &'ward;help;provider'= {
            cand list 'List the providers projects can come from'
        }
        &'ward;help;provider;list'= {
        }
        &'ward;help;integration'= {
            cand list 'List notification integrations (created on the service''s website), one kind or all'
        }
        &'ward;help;integration;list'= {
        }
        &'ward;help;tag'= {
            cand list 'List tags'
            cand get 'Show one tag'
            cand create 'Create a tag'
            cand rename 'Rename a tag'
            cand delete 'Delete a tag (projects keep tracking, without it)'
        }
        &'ward;help;tag;list'= {
        }
        &'ward;help;tag;get'= {
        }
        &'ward;help;tag;create'= {
        }
        &'ward;help;tag;rename'= {
        }
        &'ward;help;tag;delete'= {
        }
        &'ward;help;key'= {
            cand list 'List the account''s API keys; signs in with e-mail and password, never an API key'
        }
        &'ward;help;key;list'= {
        }
        &'ward;help;help'= {
        }
    ]
    $completions[$command]
}
