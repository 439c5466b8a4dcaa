
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
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
            cand project 'Tracked projects on the release tracker'
            cand release 'Releases and release notes of a tracked project'
            cand provider 'Providers projects can be tracked from'
            cand integration 'Notification integrations of the release tracker (chat channels, rooms, webhooks)'
            cand tag 'Tags for grouping tracked projects'
            cand key 'The release-tracker account''s API keys (signs in with e-mail and password)'
            cand breach 'Search breached accounts, breaches and data classes (breach API)'
            cand paste 'Search pastes holding an e-mail address (breach API)'
            cand password 'Check passwords by k-anonymity: only 5 hex characters of each hash are sent'
            cand auth 'Authenticate CI steps to the cloud: OIDC federation or a key, tokens, credentials file'
            cand policy 'Read an organization''s IAM policy with the standard credential chain'
            cand webhook 'Manage the hub''s webhooks, and receive them with `ward webhook serve`'
            cand configure 'Store API keys and tokens in the config file (mode 0600)'
            cand man 'Write the manual pages (man(1) format)'
            cand completions 'Print a shell completion script'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;project'= {
            cand --api-key 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand -y 'Do not ask for confirmation (needed without a terminal)'
            cand --yes 'Do not ask for confirmation (needed without a terminal)'
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
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
            cand watch 'Run a command once for every new release of the tracked projects (poll; the tracker''s pushes go to `ward webhook serve --verify newreleases`)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;release;list'= {
            cand --page 'Show page N (starting at 1) instead of the first'
            cand --api-key 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
        &'ward;release;watch'= {
            cand --project 'Only this project (ID or PROVIDER/NAME; repeat for several)'
            cand --tag 'Only the projects with this tag (name or ID; repeat for several)'
            cand --exec 'Command run once per new release (through the shell); without it, events are printed as NDJSON'
            cand --since 'On the first run, run the releases published since this date (2024-05-01) or time (RFC 3339) instead of only recording what exists'
            cand --version 'Only versions in this range, such as ''>=2, <3'' (semver where the version parses; a version that does not parse is outside every range)'
            cand --match 'Only projects whose name matches this regular expression'
            cand --state-dir 'Directory of the state and the job queue, shared with `ward webhook serve --state-dir` for exactly-once across push and poll (default: the platform''s state directory, e.g. ~/.local/state/ward/webhook on Linux)'
            cand --route 'The receiver''s route that takes the tracker''s pushes: jobs are queued under it'
            cand --min-interval 'Seconds between passes at least, however large the budget (60 to 86400)'
            cand --retries 'Further attempts of a failed --exec (0 to 100), as the receiver retries'
            cand --backoff 'Seconds before the first retry, doubled for each further one (1 to 86400)'
            cand --command-timeout 'Seconds one --exec may run before it is stopped (1 to 604800)'
            cand --api-key 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --once 'Make one pass and exit (for cron and scheduled CI); with --exec, after the pass''s commands have ended'
            cand --cve 'Only releases that name a CVE'
            cand --no-prerelease 'Leave out prereleases'
            cand --allow-shared-state-dir 'Use a state directory other users may write to, with a warning, instead of refusing it'
            cand --json 'Same as `-o json`'
            cand -q 'Print only data and errors'
            cand --quiet 'Print only data and errors'
            cand -v 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --verbose 'Log requests (method, URL, status, time, rate-limit budget) to stderr; -vv for more'
            cand --no-progress 'Never draw progress bars'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'ward;release;help'= {
            cand list 'List a project''s releases, newest first'
            cand get 'Show one release of a project'
            cand latest 'Show the latest release that is not excluded by the project''s filters'
            cand note 'Show a release note, rendered as text'
            cand watch 'Run a command once for every new release of the tracked projects (poll; the tracker''s pushes go to `ward webhook serve --verify newreleases`)'
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
        &'ward;release;help;watch'= {
        }
        &'ward;release;help;help'= {
        }
        &'ward;provider'= {
            cand --api-key 'Release-tracker API key (discouraged: prefer WARD_RELEASES_KEY or `ward configure releases-key`, which keep it out of shell history)'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand -y 'Do not ask for confirmation (needed without a terminal)'
            cand --yes 'Do not ask for confirmation (needed without a terminal)'
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
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
        &'ward;breach'= {
            cand --api-version 'API version: 2 (the default, no key) or 3 (a key is needed for account and paste searches) [env: WARD_BREACHES_API_VERSION, config: breaches.api_version]'
            cand --version-via 'How version 2 is selected: in the URL (default), with the `api-version` header or by content negotiation (`Accept`) [env: WARD_BREACHES_VERSION_VIA, config: breaches.version_via]'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
            cand account 'Breaches an account (e-mail address or username) appears in; exit 10 when it does'
            cand list 'Every breach in the system, sorted by title'
            cand get 'One breach by its name (the Name field, e.g. Adobe)'
            cand dataclasses 'Every data class (attribute of a compromised record), alphabetically'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;breach;account'= {
            cand -f 'Read accounts from a file, one per line (`-` for standard input); blank lines are skipped'
            cand --file 'Read accounts from a file, one per line (`-` for standard input); blank lines are skipped'
            cand --domain 'Only breaches of this domain (e.g. adobe.com)'
            cand --api-version 'API version: 2 (the default, no key) or 3 (a key is needed for account and paste searches) [env: WARD_BREACHES_API_VERSION, config: breaches.api_version]'
            cand --version-via 'How version 2 is selected: in the URL (default), with the `api-version` header or by content negotiation (`Accept`) [env: WARD_BREACHES_VERSION_VIA, config: breaches.version_via]'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --truncate 'Return only the name of each breach (a much smaller answer)'
            cand --include-unverified 'Include breaches flagged as unverified'
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
        &'ward;breach;list'= {
            cand --domain 'Only breaches of this domain (e.g. adobe.com)'
            cand --api-version 'API version: 2 (the default, no key) or 3 (a key is needed for account and paste searches) [env: WARD_BREACHES_API_VERSION, config: breaches.api_version]'
            cand --version-via 'How version 2 is selected: in the URL (default), with the `api-version` header or by content negotiation (`Accept`) [env: WARD_BREACHES_VERSION_VIA, config: breaches.version_via]'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
        &'ward;breach;get'= {
            cand --api-version 'API version: 2 (the default, no key) or 3 (a key is needed for account and paste searches) [env: WARD_BREACHES_API_VERSION, config: breaches.api_version]'
            cand --version-via 'How version 2 is selected: in the URL (default), with the `api-version` header or by content negotiation (`Accept`) [env: WARD_BREACHES_VERSION_VIA, config: breaches.version_via]'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
        &'ward;breach;dataclasses'= {
            cand --api-version 'API version: 2 (the default, no key) or 3 (a key is needed for account and paste searches) [env: WARD_BREACHES_API_VERSION, config: breaches.api_version]'
            cand --version-via 'How version 2 is selected: in the URL (default), with the `api-version` header or by content negotiation (`Accept`) [env: WARD_BREACHES_VERSION_VIA, config: breaches.version_via]'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
        &'ward;breach;help'= {
            cand account 'Breaches an account (e-mail address or username) appears in; exit 10 when it does'
            cand list 'Every breach in the system, sorted by title'
            cand get 'One breach by its name (the Name field, e.g. Adobe)'
            cand dataclasses 'Every data class (attribute of a compromised record), alphabetically'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;breach;help;account'= {
        }
        &'ward;breach;help;list'= {
        }
        &'ward;breach;help;get'= {
        }
        &'ward;breach;help;dataclasses'= {
        }
        &'ward;breach;help;help'= {
        }
        &'ward;paste'= {
            cand --api-version 'API version: 2 (the default, no key) or 3 (a key is needed for account and paste searches) [env: WARD_BREACHES_API_VERSION, config: breaches.api_version]'
            cand --version-via 'How version 2 is selected: in the URL (default), with the `api-version` header or by content negotiation (`Accept`) [env: WARD_BREACHES_VERSION_VIA, config: breaches.version_via]'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
            cand account 'Pastes an e-mail address appears in, newest first; exit 10 when there are any'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;paste;account'= {
            cand --api-version 'API version: 2 (the default, no key) or 3 (a key is needed for account and paste searches) [env: WARD_BREACHES_API_VERSION, config: breaches.api_version]'
            cand --version-via 'How version 2 is selected: in the URL (default), with the `api-version` header or by content negotiation (`Accept`) [env: WARD_BREACHES_VERSION_VIA, config: breaches.version_via]'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
        &'ward;paste;help'= {
            cand account 'Pastes an e-mail address appears in, newest first; exit 10 when there are any'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;paste;help;account'= {
        }
        &'ward;paste;help;help'= {
        }
        &'ward;password'= {
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
            cand check 'Check passwords: hashed here, only the first 5 hex characters of each hash are sent'
            cand audit 'Audit a directory''s password hashes: pwned accounts, reused passwords, what a refresh changed'
            cand download 'Download every range (or a sub-range) into a local store for offline checks'
            cand export 'Write a downloaded store as one sorted HASH:COUNT file'
            cand verify 'Check every range of a downloaded store against its checksum and list the damaged'
            cand serve 'Serve the range API from a downloaded store, for clients that take a range URL'
            cand range 'Print one range: every hash suffix under a 5-character prefix, with its count'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;password;check'= {
            cand --offline 'Answer from a store made by `ward password download DIR`, with no network at all'
            cand --hashes 'Read hashes instead of passwords, one per line (40 hex characters for SHA-1, 32 with --ntlm), from FILE or `-` for standard input'
            cand --min-count 'Count a password as pwned only when seen at least N times'
            cand --concurrency 'Ranges fetched at once'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --stdin 'Read passwords from standard input, one per line, instead of prompting'
            cand --ntlm 'Check NTLM hashes (MD4 of UTF-16LE) instead of SHA-1'
            cand --no-padding 'Do not ask the server to pad answers with decoy rows (padding hides how large the answer for a prefix is from anyone watching the traffic)'
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
        &'ward;password;audit'= {
            cand --offline 'Answer from a store made by `ward password download DIR`, with no network at all'
            cand --input-format 'The input''s layout, instead of telling it from the first line'
            cand --min-count 'Count an account as pwned only when its password was seen at least N times'
            cand --state 'Keep what this audit found in DIR and report accounts newly pwned since the previous one'
            cand --concurrency 'Ranges fetched at once'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --strict 'Stop at the first malformed line instead of reporting it and going on'
            cand --since-refresh 'Look up only accounts whose range the store''s last refresh changed (or, with --state, every refresh since the previous audit) and accounts whose hash is new'
            cand --show-hashes 'Print each account''s hash too (the output then holds every hash of the input)'
            cand --no-padding 'Do not ask the server to pad answers with decoy rows'
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
        &'ward;password;download'= {
            cand --range 'Only prefixes START to END, inclusive (e.g. 00000..0FFFF)'
            cand --concurrency 'Ranges fetched at once'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --ntlm 'Download the NTLM corpus instead of the SHA-1 one'
            cand --refresh 'Revalidate stored ranges with If-None-Match and rewrite those that changed'
            cand --filter 'Also build DIR/<mode>/filter: a compact membership filter (about 2.25 bytes per hash, no false negatives) that `check --offline` uses where no shard files are'
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
        &'ward;password;export'= {
            cand -f 'Write to FILE (atomically) instead of standard output'
            cand --file 'Write to FILE (atomically) instead of standard output'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --ntlm 'Export the NTLM store instead of the SHA-1 one'
            cand --crlf 'End lines with CRLF, like the service''s own download format'
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
        &'ward;password;verify'= {
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --ntlm 'Verify the NTLM store instead of the SHA-1 one'
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
        &'ward;password;serve'= {
            cand --listen 'Address and port to listen on (port 0 picks a free one; [::]:PORT for IPv6)'
            cand --max-age 'Seconds clients and caches may keep a range (Cache-Control max-age; 0 to 31536000)'
            cand --retry-after 'Seconds a client is asked to wait (Retry-After) before asking again for a range the store lacks or holds damaged (1 to 86400)'
            cand --recheck-ms 'Milliseconds between looks for a shard file that a download put in place, so a refresh is served within this time (0 looks on every request; 0 to 60000)'
            cand --max-connections 'Open connections at most; more are answered 503 at once (1 to 100000)'
            cand --header-timeout 'Seconds for a request''s headers (and a TLS handshake) to arrive; also how long an idle keep-alive connection stays open, and a client has to take an answer (1 to 3600)'
            cand --tls-cert 'Serve HTTPS with this certificate chain (PEM: the server''s certificate first)'
            cand --tls-key 'The private key of --tls-cert (PEM: PKCS#8, PKCS#1 RSA or SEC1 EC)'
            cand --shutdown-timeout 'Seconds the requests in flight may take to finish once asked to stop (0 to 3600)'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --log-prefixes 'Write each request''s prefix to the access log (left out by default: a prefix narrows a password down to about one in a million)'
            cand --no-access-log 'Log no requests (warnings still go to stderr)'
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
        &'ward;password;range'= {
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --ntlm 'Ask for the NTLM range instead of the SHA-1 one'
            cand --no-padding 'Do not ask the server to pad the answer (padding rows are dropped either way)'
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
        &'ward;password;help'= {
            cand check 'Check passwords: hashed here, only the first 5 hex characters of each hash are sent'
            cand audit 'Audit a directory''s password hashes: pwned accounts, reused passwords, what a refresh changed'
            cand download 'Download every range (or a sub-range) into a local store for offline checks'
            cand export 'Write a downloaded store as one sorted HASH:COUNT file'
            cand verify 'Check every range of a downloaded store against its checksum and list the damaged'
            cand serve 'Serve the range API from a downloaded store, for clients that take a range URL'
            cand range 'Print one range: every hash suffix under a 5-character prefix, with its count'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;password;help;check'= {
        }
        &'ward;password;help;audit'= {
        }
        &'ward;password;help;download'= {
        }
        &'ward;password;help;export'= {
        }
        &'ward;password;help;verify'= {
        }
        &'ward;password;help;serve'= {
        }
        &'ward;password;help;range'= {
        }
        &'ward;password;help;help'= {
        }
        &'ward;auth'= {
            cand --workload-identity-provider 'Federation: the provider''s full name, projects/NUMBER/locations/global/workloadIdentityPools/POOL/providers/PROVIDER'
            cand --service-account 'Service account e-mail or unique ID to act as (federation; in key mode the key''s own)'
            cand --audience '`aud` of the workflow identity token [default: https://iam.googleapis.com/PROVIDER]'
            cand --credentials-json 'Key mode: @FILE reads a service account key file, - reads stdin (env WARD_CREDENTIALS_JSON); the JSON itself, raw or base64, is discouraged (the process list shows it)'
            cand --token-format 'Token to mint as an output: access_token or id_token [default: none]'
            cand --access-token-lifetime 'Access token lifetime: seconds with a trailing s, or h/m/s parts [default: 3600s]'
            cand --access-token-scopes 'Access token scopes, comma- or newline-separated [default: https://www.googleapis.com/auth/cloud-platform]'
            cand --access-token-subject 'User e-mail to impersonate with domain-wide delegation (access_token only)'
            cand --id-token-audience 'Audience of the ID token (required with --token-format id_token)'
            cand --id-token-include-email 'Put email and email_verified claims into the ID token [default: false]'
            cand --project-id 'Project ID to use and export [default: from the service account e-mail or the key]'
            cand --create-credentials-file 'Write a credentials file for later steps [default: true]'
            cand --export-environment-variables 'Export environment variables (project and credentials file) [default: true]'
            cand --delegates 'Extra service accounts in the impersonation chain, comma- or newline-separated'
            cand --cleanup-credentials 'Let the post step (`ward auth cleanup`) remove the credentials file [default: true]'
            cand --credentials-dir 'Directory for the credentials file [default: the job''s checkout: $GITHUB_WORKSPACE, $CI_PROJECT_DIR, $CIRCLE_WORKING_DIRECTORY, $BUILDKITE_BUILD_CHECKOUT_PATH, $BITBUCKET_CLONE_DIR; on Azure $AGENT_TEMPDIRECTORY]'
            cand --env-file 'Also write the variables to FILE as a dotenv file (GitLab''s artifacts:reports:dotenv); tokens are left out'
            cand --ci 'CI system; auto checks each one''s marker variable (GITHUB_ACTIONS, GITLAB_CI, CIRCLECI, BUILDKITE, BITBUCKET_BUILD_NUMBER, TF_BUILD, in this order)'
            cand --oidc-token-env 'Variable holding the token (GitLab: the id_tokens: entry) [default on GitLab: GITLAB_OIDC_TOKEN]'
            cand --oidc-token-file 'File holding the token, read again on every refresh (generic)'
            cand --oidc-token-command 'Command printing the token, split like a shell would but run without one (generic)'
            cand --azure-service-connection-id 'Azure Pipelines service connection ID [default: $AZURESUBSCRIPTION_SERVICE_CONNECTION_ID]'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --github-action 'Run as a CI step: read INPUT_* variables, write $GITHUB_OUTPUT, $GITHUB_ENV and $GITHUB_STATE, mask tokens in the log'
            cand --export 'Print the environment variables as shell-quoted `export NAME=''value''` lines (for eval) instead of the outputs'
            cand --print-env 'Print the environment variables as shell-quoted `export NAME=''value''` lines (for eval) instead of the outputs'
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
            cand cleanup 'Remove the credentials file an earlier `ward auth` created (the action''s post step)'
            cand print-access-token 'Print an access token from the cloud credential chain (as `ward policy` finds it), for scripts'
            cand print-identity-token 'Print an ID token for AUDIENCE from the cloud credential chain, for scripts'
            cand subject-token 'Print the CI system''s identity token in the executable-sourced credential format (what the credentials file runs on every refresh)'
            cand serve 'Serve the job''s processes cloud tokens as a metadata server on loopback, instead of a credentials file'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;auth;cleanup'= {
            cand --credentials-file 'The file to remove, only if it is a ci-creds-*.json file ward wrote [default: $STATE_credentials_path, then $SERVICE_CI_CREDS_PATH]'
            cand --file 'The file to remove, only if it is a ci-creds-*.json file ward wrote [default: $STATE_credentials_path, then $SERVICE_CI_CREDS_PATH]'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
        &'ward;auth;print-access-token'= {
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
        &'ward;auth;print-identity-token'= {
            cand --audience 'The token''s `aud`: the receiving service''s URL or client ID'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
        &'ward;auth;subject-token'= {
            cand --ci 'CI system; auto checks each one''s marker variable (GITHUB_ACTIONS, GITLAB_CI, CIRCLECI, BUILDKITE, BITBUCKET_BUILD_NUMBER, TF_BUILD, in this order)'
            cand --oidc-token-env 'Variable holding the token (GitLab: the id_tokens: entry) [default on GitLab: GITLAB_OIDC_TOKEN]'
            cand --oidc-token-file 'File holding the token, read again on every refresh (generic)'
            cand --oidc-token-command 'Command printing the token, split like a shell would but run without one (generic)'
            cand --azure-service-connection-id 'Azure Pipelines service connection ID [default: $AZURESUBSCRIPTION_SERVICE_CONNECTION_ID]'
            cand --audience '`aud` to ask for, where the CI lets ward choose (GitHub, Buildkite) [default: from $GOOGLE_EXTERNAL_ACCOUNT_AUDIENCE, which client libraries set]'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
        &'ward;auth;serve'= {
            cand --workload-identity-provider 'Federation: the provider''s full name, projects/NUMBER/locations/global/workloadIdentityPools/POOL/providers/PROVIDER'
            cand --service-account 'Service account e-mail or unique ID to act as (federation; in key mode the key''s own)'
            cand --audience '`aud` of the workflow identity token [default: https://iam.googleapis.com/PROVIDER]'
            cand --credentials-json 'Key mode: @FILE reads a service account key file, - reads stdin (env WARD_CREDENTIALS_JSON); the JSON itself, raw or base64, is discouraged (the process list shows it)'
            cand --access-token-lifetime 'Access token lifetime: seconds with a trailing s, or h/m/s parts [default: 3600s]'
            cand --access-token-scopes 'Access token scopes, comma- or newline-separated [default: https://www.googleapis.com/auth/cloud-platform]'
            cand --access-token-subject 'User e-mail to impersonate with domain-wide delegation (access_token only)'
            cand --project-id 'Project ID to use and export [default: from the service account e-mail or the key]'
            cand --delegates 'Extra service accounts in the impersonation chain, comma- or newline-separated'
            cand --ci 'CI system; auto checks each one''s marker variable (GITHUB_ACTIONS, GITLAB_CI, CIRCLECI, BUILDKITE, BITBUCKET_BUILD_NUMBER, TF_BUILD, in this order)'
            cand --oidc-token-env 'Variable holding the token (GitLab: the id_tokens: entry) [default on GitLab: GITLAB_OIDC_TOKEN]'
            cand --oidc-token-file 'File holding the token, read again on every refresh (generic)'
            cand --oidc-token-command 'Command printing the token, split like a shell would but run without one (generic)'
            cand --azure-service-connection-id 'Azure Pipelines service connection ID [default: $AZURESUBSCRIPTION_SERVICE_CONNECTION_ID]'
            cand --identity 'Another service account to answer for (repeatable): EMAIL (impersonated with the default identity''s credentials), EMAIL=key:@FILE (its own key), or EMAIL=provider:PROVIDER (its own workload identity provider, same CI token source)'
            cand --listen 'Loopback address to listen on; port 0 picks a free one'
            cand --project-number 'The project number `project/numeric-project-id` answers (404 without it)'
            cand --log-file 'With --detach: append the server''s log (requests, refresh failures) to FILE'
            cand --pid 'With --stop: the server''s process ID'
            cand --env-file 'Also write those variables to FILE as a dotenv file'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --detach 'Start the server in the background, export its variables and return; its process ID goes to the step''s state and to $WARD_AUTH_SERVE_PID'
            cand --stop 'Stop a server started with --detach [process ID: --pid, else $STATE_serve_pid, else $WARD_AUTH_SERVE_PID]'
            cand --no-access-log 'Do not log requests (they are logged without their query, never with a token)'
            cand --github-action 'Run as a CI step: read INPUT_* variables, write $GITHUB_ENV and $GITHUB_STATE'
            cand --export 'Print the variables that point client libraries at the server as `export NAME=''value''` lines (for eval; with --detach)'
            cand --print-env 'Print the variables that point client libraries at the server as `export NAME=''value''` lines (for eval; with --detach)'
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
        &'ward;auth;help'= {
            cand cleanup 'Remove the credentials file an earlier `ward auth` created (the action''s post step)'
            cand print-access-token 'Print an access token from the cloud credential chain (as `ward policy` finds it), for scripts'
            cand print-identity-token 'Print an ID token for AUDIENCE from the cloud credential chain, for scripts'
            cand subject-token 'Print the CI system''s identity token in the executable-sourced credential format (what the credentials file runs on every refresh)'
            cand serve 'Serve the job''s processes cloud tokens as a metadata server on loopback, instead of a credentials file'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;auth;help;cleanup'= {
        }
        &'ward;auth;help;print-access-token'= {
        }
        &'ward;auth;help;print-identity-token'= {
        }
        &'ward;auth;help;subject-token'= {
        }
        &'ward;auth;help;serve'= {
        }
        &'ward;auth;help;help'= {
        }
        &'ward;policy'= {
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
            cand get 'Read the IAM policy of an organization, folder or project'
            cand diff 'Compare live IAM policies with a baseline (exit 10 on drift)'
            cand check 'Find grants that break rules (exit 10 when any rule is broken)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;policy;get'= {
            cand --policy-version 'Highest policy version to return (policies with conditional bindings need 3)'
            cand --role 'Show only bindings of this role (for example roles/owner)'
            cand --member 'Show only this member (user:alice@example.com, or just alice@example.com)'
            cand --quota-project 'Project billed for the request, sent as x-goog-user-project (env WARD_QUOTA_PROJECT)'
            cand --access-token 'Access token to use (discouraged on the command line; prefer WARD_ACCESS_TOKEN)'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
        &'ward;policy;diff'= {
            cand --resources 'Read the resources from FILE, one a line (# starts a comment)'
            cand --jobs 'Policies read at once (the resource manager''s read quota is per minute)'
            cand --baseline 'The baseline file (.json, .toml, .yaml), or a folder of them for several resources'
            cand --quota-project 'Project billed for the request, sent as x-goog-user-project (env WARD_QUOTA_PROJECT)'
            cand --access-token 'Access token to use (discouraged on the command line; prefer WARD_ACCESS_TOKEN)'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --no-cache 'Compare every resource, even one whose etag is unchanged since the last run'
            cand --write-baseline 'Record the live policies as the new baseline (JSON) after reporting the drift'
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
        &'ward;policy;check'= {
            cand --resources 'Read the resources from FILE, one a line (# starts a comment)'
            cand --jobs 'Policies read at once (the resource manager''s read quota is per minute)'
            cand --rules 'The rules file (TOML)'
            cand --preset 'A built-in set of rules: public-members, service-account-basic-roles, recommended'
            cand --quota-project 'Project billed for the request, sent as x-goog-user-project (env WARD_QUOTA_PROJECT)'
            cand --access-token 'Access token to use (discouraged on the command line; prefer WARD_ACCESS_TOKEN)'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --no-cache 'Compare every resource, even one whose etag is unchanged since the last run'
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
        &'ward;policy;help'= {
            cand get 'Read the IAM policy of an organization, folder or project'
            cand diff 'Compare live IAM policies with a baseline (exit 10 on drift)'
            cand check 'Find grants that break rules (exit 10 when any rule is broken)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;policy;help;get'= {
        }
        &'ward;policy;help;diff'= {
        }
        &'ward;policy;help;check'= {
        }
        &'ward;policy;help;help'= {
        }
        &'ward;webhook'= {
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
            cand list 'List the webhooks of the token''s account'
            cand get 'Show one webhook'
            cand create 'Create a webhook that watches users, organizations or repositories'
            cand update 'Change a webhook; options left out keep their current value'
            cand enable 'Enable a disabled or suspended webhook'
            cand disable 'Disable a webhook (it is kept, not deleted)'
            cand delete 'Delete a webhook for good (asks first on a terminal)'
            cand serve 'Receive webhooks and run a command per route'
            cand sign 'Sign a test delivery as a sender would: the body on stdin, the headers on stdout'
            cand jobs 'Read and manage the receiver''s job queue'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;webhook;list'= {
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
        &'ward;webhook;get'= {
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
        &'ward;webhook;create'= {
            cand --url 'Where the hub sends the payloads'
            cand --watch 'What to watch, TYPE:NAME with TYPE user, org, model, dataset or space (repeatable)'
            cand --domain 'Which events to send (repeatable; both when omitted)'
            cand --secret-file 'Read the secret from this file (''-'' for standard input)'
            cand --secret-env 'Read the secret from this environment variable (for example WEBHOOK_SECRET)'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --ask-secret 'Ask for the secret without echo'
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
        &'ward;webhook;update'= {
            cand --url 'New target URL'
            cand --watch 'Replace the watched list, TYPE:NAME (repeatable)'
            cand --add-watch 'Add to the watched list, TYPE:NAME (repeatable)'
            cand --remove-watch 'Remove from the watched list, TYPE:NAME (repeatable)'
            cand --domain 'Replace the domains (repeatable)'
            cand --secret-file 'Read the secret from this file (''-'' for standard input)'
            cand --secret-env 'Read the secret from this environment variable (for example WEBHOOK_SECRET)'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --ask-secret 'Ask for the secret without echo'
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
        &'ward;webhook;enable'= {
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
        &'ward;webhook;disable'= {
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
        &'ward;webhook;delete'= {
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand -y 'Do not ask for confirmation'
            cand --yes 'Do not ask for confirmation'
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
        &'ward;webhook;serve'= {
            cand --route 'A route: NAME=COMMAND serves POST /webhooks/NAME and runs COMMAND; NAME alone only accepts and logs (repeatable)'
            cand --routes 'TOML file of routes with per-route filters, timeout and concurrency'
            cand --host 'Address to listen on'
            cand --port 'Port to listen on (0 picks a free one)'
            cand --tls-cert 'Serve HTTPS with this certificate chain (PEM: the server''s certificate first); it is read again when the file changes or on SIGHUP'
            cand --tls-key 'The private key of --tls-cert (PEM: PKCS#8, PKCS#1 RSA or SEC1 EC)'
            cand --admin-listen 'Serve /metrics (Prometheus), /healthz and a status page with retry buttons on this address, apart from the public one: ADDR:PORT, or PORT alone for 127.0.0.1'
            cand --secret-file 'File holding the webhook secret (instead of WEBHOOK_SECRET)'
            cand --command-timeout 'Seconds a command may run before it is stopped (routes may set their own; 1 to 604800)'
            cand --concurrency 'Commands one route may run at the same time (routes may set their own; 1 to 256; default: four per available core)'
            cand --queue 'Unfinished jobs one route may hold beyond its running ones before answering 503 (0 to 1000000; the default takes a sender''s burst); or a Redis URL (redis://HOST:PORT/DB) to share the queue between several receivers, with the same default count'
            cand --queue-file 'File holding the Redis URL of a shared queue, so its password is not in the arguments every local user can list (the variable WARD_QUEUE_URL also works)'
            cand --visibility-timeout 'With a Redis queue: seconds a job may go unrefreshed before another receiver takes it over (5 to 86400)'
            cand --dedup-retention 'Seconds a delivery''s ID is remembered per route: a repeat within them is answered 202 with the first job''s ID and runs nothing (0 remembers none; routes may set their own; 0 to 2592000)'
            cand --retries 'Further attempts for a job whose command failed (routes may set their own; 0 to 100)'
            cand --backoff 'Seconds before the first retry, doubled for each further one, at most an hour (1 to 86400)'
            cand --max-body 'Largest request body accepted, in bytes (larger ones get 413; 1 to 67108864)'
            cand --body-budget 'Bytes of request bodies read at once over all connections; more get 503 (1048576 to 4294967295, at least --max-body)'
            cand --max-connections 'Open connections at most; more are answered 503 at once (1 to 100000)'
            cand --header-timeout 'Seconds for a request''s headers to arrive; also how long an idle keep-alive connection stays open (1 to 3600)'
            cand --body-timeout 'Seconds for a request''s body to arrive (1 to 3600)'
            cand --env-max 'Largest payload value passed to a command as an environment variable; deliveries with a larger one get 413 (64 to 131046 bytes: the kernel''s 131072 per variable, less the longest name, `=` and the closing NUL)'
            cand --hide-env 'Remove this variable from the commands'' environment, like the secret (repeatable)'
            cand --shutdown-timeout 'Seconds to let running commands finish after SIGINT or SIGTERM (0 to 86400)'
            cand --state-dir 'Directory of the job queue (default: the platform''s state directory, e.g. ~/.local/state/ward/webhook on Linux)'
            cand --page 'HTML file served at / instead of the built-in landing page'
            cand --verify 'How deliveries are verified, for every route that does not say: hub is the X-Webhook-Secret header; see "Verifying senders" in docs/webhook-serve.md'
            cand --tolerance 'Seconds a signature''s timestamp may be off from this machine''s clock, either way; older or newer deliveries are refused as replays (1 to 86400)'
            cand --signature-header 'Header that carries the signature'
            cand --algorithm 'Hash of the HMAC [default: sha256]'
            cand --encoding 'How the signature is written [default: hex]'
            cand --signature-prefix 'Text before the signature in its header, such as sha512='
            cand --timestamp-header 'Header that carries the time of signing in Unix seconds'
            cand --signed 'What is signed: {body}, and {timestamp} with a timestamp header [default: {body}, or {timestamp}.{body} with a timestamp header]'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --reload 'Tell the receiver running on --state-dir to read its routes and secrets again (as SIGHUP does), then exit: 0 once the new routes are in use, 2 when they are refused and the old ones stay'
            cand --admin-allow-remote 'Let --admin-listen take an address other than loopback (put a firewall or an authenticating proxy in front of it)'
            cand --shell 'Run --route commands through `sh -c` instead of splitting them into arguments'
            cand --wait 'Answer when the command has finished, with its exit status (default: 202 at once)'
            cand --allow-shared-state-dir 'Use a state directory other users may write to (group- or world-writable, or another user''s), with a warning, instead of refusing it'
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
        &'ward;webhook;sign'= {
            cand --scheme 'The sender''s scheme, as a route''s `verify`'
            cand --secret-env 'Variable holding the secret'
            cand --secret-file 'File whose first line is the secret, instead of the variable'
            cand --timestamp 'Time of signing, in Unix seconds [default: now]'
            cand --id 'The delivery''s ID, for schemes that sign one (standard) [default: a random msg_ ID]'
            cand --curl 'Print a curl command line that posts the body to URL, instead of the headers'
            cand --signature-header 'Header that carries the signature'
            cand --algorithm 'Hash of the HMAC [default: sha256]'
            cand --encoding 'How the signature is written [default: hex]'
            cand --signature-prefix 'Text before the signature in its header, such as sha512='
            cand --timestamp-header 'Header that carries the time of signing in Unix seconds'
            cand --signed 'What is signed: {body}, and {timestamp} with a timestamp header [default: {body}, or {timestamp}.{body} with a timestamp header]'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
        &'ward;webhook;jobs'= {
            cand --state-dir 'Directory of the job queue (as given to `ward webhook serve --state-dir`)'
            cand --queue 'The receivers'' shared Redis queue (redis://HOST:PORT/DB, as given to `ward webhook serve --queue`) instead of the embedded queue in the state directory'
            cand --queue-file 'File holding the receivers'' Redis URL; it wins over --queue and WARD_QUEUE_URL'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
            cand list 'List jobs, newest first'
            cand show 'Show one job with its payload'
            cand retry 'Queue a finished, failed or dead job again (a running server picks it up)'
            cand purge 'Remove succeeded and dead jobs older than a given age'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;webhook;jobs;list'= {
            cand --state 'Only jobs in this state'
            cand --route 'Only jobs of this route'
            cand --limit 'Show at most this many (1 to 100000)'
            cand --state-dir 'Directory of the job queue (as given to `ward webhook serve --state-dir`)'
            cand --queue 'The receivers'' shared Redis queue (redis://HOST:PORT/DB, as given to `ward webhook serve --queue`) instead of the embedded queue in the state directory'
            cand --queue-file 'File holding the receivers'' Redis URL; it wins over --queue and WARD_QUEUE_URL'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
        &'ward;webhook;jobs;show'= {
            cand --state-dir 'Directory of the job queue (as given to `ward webhook serve --state-dir`)'
            cand --queue 'The receivers'' shared Redis queue (redis://HOST:PORT/DB, as given to `ward webhook serve --queue`) instead of the embedded queue in the state directory'
            cand --queue-file 'File holding the receivers'' Redis URL; it wins over --queue and WARD_QUEUE_URL'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
        &'ward;webhook;jobs;retry'= {
            cand --state-dir 'Directory of the job queue (as given to `ward webhook serve --state-dir`)'
            cand --queue 'The receivers'' shared Redis queue (redis://HOST:PORT/DB, as given to `ward webhook serve --queue`) instead of the embedded queue in the state directory'
            cand --queue-file 'File holding the receivers'' Redis URL; it wins over --queue and WARD_QUEUE_URL'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
        &'ward;webhook;jobs;purge'= {
            cand --older-than 'Age such as 30m, 12h, 7d (or an RFC 3339 time)'
            cand --state-dir 'Directory of the job queue (as given to `ward webhook serve --state-dir`)'
            cand --queue 'The receivers'' shared Redis queue (redis://HOST:PORT/DB, as given to `ward webhook serve --queue`) instead of the embedded queue in the state directory'
            cand --queue-file 'File holding the receivers'' Redis URL; it wins over --queue and WARD_QUEUE_URL'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
        &'ward;webhook;jobs;help'= {
            cand list 'List jobs, newest first'
            cand show 'Show one job with its payload'
            cand retry 'Queue a finished, failed or dead job again (a running server picks it up)'
            cand purge 'Remove succeeded and dead jobs older than a given age'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;webhook;jobs;help;list'= {
        }
        &'ward;webhook;jobs;help;show'= {
        }
        &'ward;webhook;jobs;help;retry'= {
        }
        &'ward;webhook;jobs;help;purge'= {
        }
        &'ward;webhook;jobs;help;help'= {
        }
        &'ward;webhook;help'= {
            cand list 'List the webhooks of the token''s account'
            cand get 'Show one webhook'
            cand create 'Create a webhook that watches users, organizations or repositories'
            cand update 'Change a webhook; options left out keep their current value'
            cand enable 'Enable a disabled or suspended webhook'
            cand disable 'Disable a webhook (it is kept, not deleted)'
            cand delete 'Delete a webhook for good (asks first on a terminal)'
            cand serve 'Receive webhooks and run a command per route'
            cand sign 'Sign a test delivery as a sender would: the body on stdin, the headers on stdout'
            cand jobs 'Read and manage the receiver''s job queue'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;webhook;help;list'= {
        }
        &'ward;webhook;help;get'= {
        }
        &'ward;webhook;help;create'= {
        }
        &'ward;webhook;help;update'= {
        }
        &'ward;webhook;help;enable'= {
        }
        &'ward;webhook;help;disable'= {
        }
        &'ward;webhook;help;delete'= {
        }
        &'ward;webhook;help;serve'= {
        }
        &'ward;webhook;help;sign'= {
        }
        &'ward;webhook;help;jobs'= {
            cand list 'List jobs, newest first'
            cand show 'Show one job with its payload'
            cand retry 'Queue a finished, failed or dead job again (a running server picks it up)'
            cand purge 'Remove succeeded and dead jobs older than a given age'
        }
        &'ward;webhook;help;jobs;list'= {
        }
        &'ward;webhook;help;jobs;show'= {
        }
        &'ward;webhook;help;jobs;retry'= {
        }
        &'ward;webhook;help;jobs;purge'= {
        }
        &'ward;webhook;help;help'= {
        }
        &'ward;configure'= {
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --stdin 'Read the value from standard input (for scripts) instead of a prompt'
            cand --unset 'Remove the setting from the config file'
            cand --show 'Show which settings are stored (secrets are never printed) and where, and each service''s base URL with its source'
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
        &'ward;man'= {
            cand --dir 'Write `ward.1` and one page per subcommand (`ward-project-list.1`, ...) into this directory instead of printing `ward.1`'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
        &'ward;completions'= {
            cand --dir 'Write the scripts for every supported shell into this directory'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line (`project export` writes toml, json or ndjson)'
            cand --jq 'Apply a jq expression to the JSON output (each line of NDJSON); strings print raw'
            cand --timeout 'Seconds one HTTP request may take, connection included (more than 0, at most 86400)'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504; 0 to 10)'
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
        &'ward;help'= {
            cand project 'Tracked projects on the release tracker'
            cand release 'Releases and release notes of a tracked project'
            cand provider 'Providers projects can be tracked from'
            cand integration 'Notification integrations of the release tracker (chat channels, rooms, webhooks)'
            cand tag 'Tags for grouping tracked projects'
            cand key 'The release-tracker account''s API keys (signs in with e-mail and password)'
            cand breach 'Search breached accounts, breaches and data classes (breach API)'
            cand paste 'Search pastes holding an e-mail address (breach API)'
            cand password 'Check passwords by k-anonymity: only 5 hex characters of each hash are sent'
            cand auth 'Authenticate CI steps to the cloud: OIDC federation or a key, tokens, credentials file'
            cand policy 'Read an organization''s IAM policy with the standard credential chain'
            cand webhook 'Manage the hub''s webhooks, and receive them with `ward webhook serve`'
            cand configure 'Store API keys and tokens in the config file (mode 0600)'
            cand man 'Write the manual pages (man(1) format)'
            cand completions 'Print a shell completion script'
            cand help 'Print this message or the help of the given subcommand(s)'
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
            cand watch 'Run a command once for every new release of the tracked projects (poll; the tracker''s pushes go to `ward webhook serve --verify newreleases`)'
        }
        &'ward;help;release;list'= {
        }
        &'ward;help;release;get'= {
        }
        &'ward;help;release;latest'= {
        }
        &'ward;help;release;note'= {
        }
        &'ward;help;release;watch'= {
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
        &'ward;help;breach'= {
            cand account 'Breaches an account (e-mail address or username) appears in; exit 10 when it does'
            cand list 'Every breach in the system, sorted by title'
            cand get 'One breach by its name (the Name field, e.g. Adobe)'
            cand dataclasses 'Every data class (attribute of a compromised record), alphabetically'
        }
        &'ward;help;breach;account'= {
        }
        &'ward;help;breach;list'= {
        }
        &'ward;help;breach;get'= {
        }
        &'ward;help;breach;dataclasses'= {
        }
        &'ward;help;paste'= {
            cand account 'Pastes an e-mail address appears in, newest first; exit 10 when there are any'
        }
        &'ward;help;paste;account'= {
        }
        &'ward;help;password'= {
            cand check 'Check passwords: hashed here, only the first 5 hex characters of each hash are sent'
            cand audit 'Audit a directory''s password hashes: pwned accounts, reused passwords, what a refresh changed'
            cand download 'Download every range (or a sub-range) into a local store for offline checks'
            cand export 'Write a downloaded store as one sorted HASH:COUNT file'
            cand verify 'Check every range of a downloaded store against its checksum and list the damaged'
            cand serve 'Serve the range API from a downloaded store, for clients that take a range URL'
            cand range 'Print one range: every hash suffix under a 5-character prefix, with its count'
        }
        &'ward;help;password;check'= {
        }
        &'ward;help;password;audit'= {
        }
        &'ward;help;password;download'= {
        }
        &'ward;help;password;export'= {
        }
        &'ward;help;password;verify'= {
        }
        &'ward;help;password;serve'= {
        }
        &'ward;help;password;range'= {
        }
        &'ward;help;auth'= {
            cand cleanup 'Remove the credentials file an earlier `ward auth` created (the action''s post step)'
            cand print-access-token 'Print an access token from the cloud credential chain (as `ward policy` finds it), for scripts'
            cand print-identity-token 'Print an ID token for AUDIENCE from the cloud credential chain, for scripts'
            cand subject-token 'Print the CI system''s identity token in the executable-sourced credential format (what the credentials file runs on every refresh)'
            cand serve 'Serve the job''s processes cloud tokens as a metadata server on loopback, instead of a credentials file'
        }
        &'ward;help;auth;cleanup'= {
        }
        &'ward;help;auth;print-access-token'= {
        }
        &'ward;help;auth;print-identity-token'= {
        }
        &'ward;help;auth;subject-token'= {
        }
        &'ward;help;auth;serve'= {
        }
        &'ward;help;policy'= {
            cand get 'Read the IAM policy of an organization, folder or project'
            cand diff 'Compare live IAM policies with a baseline (exit 10 on drift)'
            cand check 'Find grants that break rules (exit 10 when any rule is broken)'
        }
        &'ward;help;policy;get'= {
        }
        &'ward;help;policy;diff'= {
        }
        &'ward;help;policy;check'= {
        }
        &'ward;help;webhook'= {
            cand list 'List the webhooks of the token''s account'
            cand get 'Show one webhook'
            cand create 'Create a webhook that watches users, organizations or repositories'
            cand update 'Change a webhook; options left out keep their current value'
            cand enable 'Enable a disabled or suspended webhook'
            cand disable 'Disable a webhook (it is kept, not deleted)'
            cand delete 'Delete a webhook for good (asks first on a terminal)'
            cand serve 'Receive webhooks and run a command per route'
            cand sign 'Sign a test delivery as a sender would: the body on stdin, the headers on stdout'
            cand jobs 'Read and manage the receiver''s job queue'
        }
        &'ward;help;webhook;list'= {
        }
        &'ward;help;webhook;get'= {
        }
        &'ward;help;webhook;create'= {
        }
        &'ward;help;webhook;update'= {
        }
        &'ward;help;webhook;enable'= {
        }
        &'ward;help;webhook;disable'= {
        }
        &'ward;help;webhook;delete'= {
        }
        &'ward;help;webhook;serve'= {
        }
        &'ward;help;webhook;sign'= {
        }
        &'ward;help;webhook;jobs'= {
            cand list 'List jobs, newest first'
            cand show 'Show one job with its payload'
            cand retry 'Queue a finished, failed or dead job again (a running server picks it up)'
            cand purge 'Remove succeeded and dead jobs older than a given age'
        }
        &'ward;help;webhook;jobs;list'= {
        }
        &'ward;help;webhook;jobs;show'= {
        }
        &'ward;help;webhook;jobs;retry'= {
        }
        &'ward;help;webhook;jobs;purge'= {
        }
        &'ward;help;configure'= {
        }
        &'ward;help;man'= {
        }
        &'ward;help;completions'= {
        }
        &'ward;help;help'= {
        }
    ]
    $completions[$command]
}
