
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
            cand breach 'Search breached accounts, breaches and data classes (breach API)'
            cand paste 'Search pastes holding an e-mail address (breach API)'
            cand password 'Check passwords by k-anonymity: only 5 hex characters of each hash are sent'
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
        &'ward;breach'= {
            cand --api-version 'API version: 2 (the default, no key) or 3 (a key is needed for account and paste searches) [env: WARD_BREACHES_API_VERSION, config: breaches.api_version]'
            cand --version-via 'How version 2 is selected: in the URL (default), with the `api-version` header or by content negotiation (`Accept`) [env: WARD_BREACHES_VERSION_VIA, config: breaches.version_via]'
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
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
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
        &'ward;breach;get'= {
            cand --api-version 'API version: 2 (the default, no key) or 3 (a key is needed for account and paste searches) [env: WARD_BREACHES_API_VERSION, config: breaches.api_version]'
            cand --version-via 'How version 2 is selected: in the URL (default), with the `api-version` header or by content negotiation (`Accept`) [env: WARD_BREACHES_VERSION_VIA, config: breaches.version_via]'
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
        &'ward;breach;dataclasses'= {
            cand --api-version 'API version: 2 (the default, no key) or 3 (a key is needed for account and paste searches) [env: WARD_BREACHES_API_VERSION, config: breaches.api_version]'
            cand --version-via 'How version 2 is selected: in the URL (default), with the `api-version` header or by content negotiation (`Accept`) [env: WARD_BREACHES_VERSION_VIA, config: breaches.version_via]'
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
            cand account 'Pastes an e-mail address appears in, newest first; exit 10 when there are any'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;paste;account'= {
            cand --api-version 'API version: 2 (the default, no key) or 3 (a key is needed for account and paste searches) [env: WARD_BREACHES_API_VERSION, config: breaches.api_version]'
            cand --version-via 'How version 2 is selected: in the URL (default), with the `api-version` header or by content negotiation (`Accept`) [env: WARD_BREACHES_VERSION_VIA, config: breaches.version_via]'
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
        &'ward;paste;help'= {
            cand account 'Pastes an e-mail address appears in, newest first; exit 10 when there are any'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;paste;help;account'= {
        }
        &'ward;paste;help;help'= {
        }
        &'ward;password'= {
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
            cand check 'Check passwords: hashed here, only the first 5 hex characters of each hash are sent'
            cand download 'Download every range (or a sub-range) into a local store for offline checks'
            cand export 'Write a downloaded store as one sorted HASH:COUNT file'
            cand range 'Print one range: every hash suffix under a 5-character prefix, with its count'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;password;check'= {
            cand --offline 'Answer from a store made by `ward password download DIR`, with no network at all'
            cand --hashes 'Read hashes instead of passwords, one per line (40 hex characters for SHA-1, 32 with --ntlm), from FILE or `-` for standard input'
            cand --min-count 'Count a password as pwned only when seen at least N times'
            cand --concurrency 'Ranges fetched at once'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
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
        &'ward;password;download'= {
            cand --range 'Only prefixes START to END, inclusive (e.g. 00000..0FFFF)'
            cand --concurrency 'Ranges fetched at once'
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
            cand --config 'Config file to use instead of the default (<config dir>/ward/config.toml)'
            cand --color 'When to use colour (NO_COLOR is honoured with auto)'
            cand --ntlm 'Download the NTLM corpus instead of the SHA-1 one'
            cand --refresh 'Revalidate stored ranges with If-None-Match and rewrite those that changed'
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
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
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
        &'ward;password;range'= {
            cand -o 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --output 'Output format: table for people, json for scripts, ndjson for one object per line'
            cand --timeout 'Seconds one HTTP request may take, connection included'
            cand --retries 'How many times a failed request is retried (connection errors, 429, 502-504)'
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
            cand download 'Download every range (or a sub-range) into a local store for offline checks'
            cand export 'Write a downloaded store as one sorted HASH:COUNT file'
            cand range 'Print one range: every hash suffix under a 5-character prefix, with its count'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;password;help;check'= {
        }
        &'ward;password;help;download'= {
        }
        &'ward;password;help;export'= {
        }
        &'ward;password;help;range'= {
        }
        &'ward;password;help;help'= {
        }
        &'ward;help'= {
            cand configure 'Store API keys and tokens in the config file (mode 0600)'
            cand completions 'Print a shell completion script'
            cand breach 'Search breached accounts, breaches and data classes (breach API)'
            cand paste 'Search pastes holding an e-mail address (breach API)'
            cand password 'Check passwords by k-anonymity: only 5 hex characters of each hash are sent'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'ward;help;configure'= {
        }
        &'ward;help;completions'= {
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
            cand download 'Download every range (or a sub-range) into a local store for offline checks'
            cand export 'Write a downloaded store as one sorted HASH:COUNT file'
            cand range 'Print one range: every hash suffix under a 5-character prefix, with its count'
        }
        &'ward;help;password;check'= {
        }
        &'ward;help;password;download'= {
        }
        &'ward;help;password;export'= {
        }
        &'ward;help;password;range'= {
        }
        &'ward;help;help'= {
        }
    ]
    $completions[$command]
}
