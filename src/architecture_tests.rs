//! The layer rules of `ARCHITECTURE.md`, checked from the source itself: every
//! `crate::`, `super::` and `self::` path in `src/` is resolved to the file that defines
//! it, and the resulting graph of files must have no cycle, and nothing below the commands
//! may reach up into them or name the command-line parser.
//!
//! What counts as an import: a path in a `use` line or in code, and a parent's `mod`
//! declaration of its children (a parent re-exports and calls them). A path to one's own
//! ancestor module is the module tree, not an import, and is left out. Test code
//! (`#[cfg(test)]` modules, inline or in files of their own) is left out too.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A module path below the crate root: `["output", "terminal"]`; the root is `[]`.
type Module = Vec<String>;

/// What the commands layer is made of: nothing outside it may use these.
const COMMAND_LAYER: &[&str] = &["cli", "commands", "run"];

/// Items of the crate root that belong to the commands layer: the run's context.
const COMMAND_ITEMS: &[&str] = &["Ctx", "Io"];

/// Crates only the commands layer may name: the command-line parser. Below it, a flag's
/// values arrive as plain values, so no type there implements a parser's trait.
const COMMAND_CRATES: &[&str] = &["clap"];

/// The floors below the commands, top first (ARCHITECTURE.md, "Layer rules"): a module
/// imports from its own floor and the floors under it, never from one above.
const FLOORS: &[(&str, &[&str])] = &[
    // What commands print and how errors read.
    ("what commands print", &["views", "explain"]),
    // The servers, each in a folder named for what it serves.
    (
        "the servers",
        &["webhook_server", "password_server", "auth_server"],
    ),
    // The services and engines the commands and servers build on.
    (
        "services and engines",
        &["services", "auth", "cloud", "store", "passwords"],
    ),
    // The kit every server is made of, knowing none of them.
    ("the server kit", &["serve"]),
    // The ground floor: what every run and every floor uses.
    (
        "the ground",
        &[
            "config",
            "prompt",
            "input",
            "output",
            "error",
            "environment",
            "interrupt",
            "runtimes",
            "version",
        ],
    ),
];

/// Modules of one floor that never import each other: one server is never built from
/// another (what two share goes into the kit).
const APART: &[&str] = &["webhook_server", "password_server", "auth_server"];

/// One file of the crate: its module path, and the code that counts for imports.
struct Source {
    module: Module,
    code: String,
}

/// The graph of a crate: each module file and the module files it imports.
struct Graph {
    edges: BTreeMap<Module, BTreeSet<Module>>,
    /// Each import into the commands layer from below it: (importer, path it names).
    violations: Vec<(Module, Vec<String>)>,
}

fn graph(sources: &[Source]) -> Graph {
    let modules: BTreeSet<Module> = sources.iter().map(|s| s.module.clone()).collect();
    let mut edges = BTreeMap::new();
    let mut violations = Vec::new();
    for source in sources {
        let mut targets = BTreeSet::new();
        let (paths, children) = paths_in(&source.module, &source.code);
        for child in children {
            let mut module = source.module.clone();
            module.push(child);
            if modules.contains(&module) {
                targets.insert(module);
            }
        }
        for path in paths {
            if below_commands(&source.module) && names_command_layer(&path) {
                violations.push((source.module.clone(), path.clone()));
            }
            // A path into another crate names no file of this one.
            if path
                .first()
                .is_some_and(|top| COMMAND_CRATES.contains(&top.as_str()))
            {
                continue;
            }
            let Some(target) = resolve(&modules, &path) else {
                continue;
            };
            let ancestor = source.module.starts_with(&target);
            if !ancestor {
                targets.insert(target);
            }
        }
        edges.insert(source.module.clone(), targets);
    }
    Graph { edges, violations }
}

/// The floor of a module's top-level module, counted from the top; None for the commands
/// layer and the crate root, which may use every floor.
fn floor(module: &Module) -> Option<usize> {
    let top = module.first()?;
    FLOORS
        .iter()
        .position(|(_, modules)| modules.contains(&top.as_str()))
}

/// Each import that goes up a floor or across between modules kept apart, and each
/// top-level module below the commands that has no floor: "importer -> imported".
fn floor_violations(graph: &Graph) -> Vec<String> {
    let mut found = Vec::new();
    for (from, targets) in &graph.edges {
        if !below_commands(from) {
            continue;
        }
        let Some(here) = floor(from) else {
            found.push(format!("{} has no floor in FLOORS", show(from)));
            continue;
        };
        for to in targets {
            let (Some(there), Some(a), Some(b)) = (floor(to), from.first(), to.first()) else {
                continue;
            };
            let across = a != b && APART.contains(&a.as_str()) && APART.contains(&b.as_str());
            if there < here || across {
                found.push(format!("{} -> {}", show(from), show(to)));
            }
        }
    }
    found.sort();
    found.dedup();
    found
}

/// The imports between top-level modules, each importer's targets: what
/// `docs/imports.md` draws. The crate root is left out: it only declares the modules
/// (`the_crate_root_only_declares_modules`).
fn top_level_edges(graph: &Graph) -> BTreeMap<&str, BTreeSet<&str>> {
    let mut edges: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
    for (from, targets) in &graph.edges {
        let Some(from) = from.first() else { continue };
        let targets = targets.iter().filter_map(|to| to.first());
        let entry = edges.entry(from.as_str()).or_default();
        entry.extend(targets.map(String::as_str).filter(|to| to != from));
    }
    edges
}

/// `docs/imports.md`: the top-level modules floor by floor, top first, and an arrow for
/// each import between two of them, as a Mermaid drawing and as a list.
fn drawing(graph: &Graph) -> String {
    let edges = top_level_edges(graph);
    let mut groups: Vec<(&str, Vec<&str>)> = vec![("the commands", COMMAND_LAYER.to_vec())];
    groups.extend(
        FLOORS
            .iter()
            .map(|(name, modules)| (*name, modules.to_vec())),
    );
    let mut out = String::from(DRAWING_HEAD);
    out.push_str("```mermaid\nflowchart TB\n");
    for (index, (name, modules)) in groups.iter().enumerate() {
        out.push_str(&format!("  subgraph floor{index}[\"{name}\"]\n"));
        for module in modules {
            out.push_str(&format!("    {module}\n"));
        }
        out.push_str("  end\n");
    }
    for (from, targets) in &edges {
        for to in targets {
            out.push_str(&format!("  {from} --> {to}\n"));
        }
    }
    out.push_str("```\n\nThe same arrows as a list, by importer:\n\n");
    for (name, modules) in &groups {
        out.push_str(&format!("- {name}\n"));
        for module in modules {
            let targets = edges.get(module).map(|targets| {
                targets
                    .iter()
                    .map(|to| format!("`{to}`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            });
            let targets = targets.filter(|t| !t.is_empty());
            out.push_str(&format!(
                "  - `{module}` imports {}\n",
                targets.as_deref().unwrap_or("nothing of the crate")
            ));
        }
    }
    out
}

const DRAWING_HEAD: &str = "# Imports between ward's top-level modules

Generated from the source by `src/architecture_tests.rs` (the graph the layer test
checks, test code left out); `UPDATE_SNAPSHOTS=1 cargo test --lib architecture` rewrites
it. Each box is a floor of [ARCHITECTURE.md](../ARCHITECTURE.md)'s layer rules, top first;
an arrow goes from the importing module to the imported one. No arrow goes up a floor,
none goes between two servers. The crate root (`lib.rs`) is not drawn: it declares the
modules and imports nothing (a test keeps it so).

";

/// Whether `module` sits below the commands: anything but the root and the command layer.
fn below_commands(module: &Module) -> bool {
    module
        .first()
        .is_some_and(|top| !COMMAND_LAYER.contains(&top.as_str()))
}

fn names_command_layer(path: &[String]) -> bool {
    match path {
        [top, ..] if COMMAND_LAYER.contains(&top.as_str()) => true,
        [top, ..] if COMMAND_CRATES.contains(&top.as_str()) => true,
        [item] => COMMAND_ITEMS.contains(&item.as_str()),
        _ => false,
    }
}

/// The deepest module file that `path` names or reaches into.
fn resolve(modules: &BTreeSet<Module>, path: &[String]) -> Option<Module> {
    (0..=path.len())
        .rev()
        .map(|len| path[..len].to_vec())
        .find(|module| modules.contains(module))
}

/// Every absolute path the code names (each `crate::`, `super::` or `self::` path, and
/// each path into a crate of [`COMMAND_CRATES`], braces expanded), and the children it
/// declares with `mod name;`.
fn paths_in(module: &Module, code: &str) -> (Vec<Vec<String>>, Vec<String>) {
    let tokens = tokens(code);
    let mut paths = Vec::new();
    let mut children = Vec::new();
    let mut index = 0;
    while index < tokens.len() {
        let token = tokens[index].as_str();
        let starts_path = tokens.get(index + 1).is_some_and(|next| next == "::")
            && (index == 0 || tokens[index - 1] != "::");
        if starts_path && COMMAND_CRATES.contains(&token) {
            let (found, next) = path_tree(&tokens, index);
            paths.extend(found);
            index = next;
            continue;
        }
        if starts_path && matches!(token, "crate" | "super" | "self") {
            let (found, next) = path_tree(&tokens, index);
            for path in found {
                if let Some(path) = absolute(module, &path) {
                    paths.push(path);
                }
            }
            index = next;
            continue;
        }
        let declares = token == "mod"
            && tokens.get(index + 2).is_some_and(|end| end == ";")
            && tokens.get(index + 1).is_some_and(|name| is_ident(name));
        if declares {
            children.push(tokens[index + 1].clone());
        }
        index += 1;
    }
    (paths, children)
}

/// The paths of a use tree starting at `start` (`a::b::{c, d::e}` gives `a::b::c` and
/// `a::b::d::e`), and the index after it.
fn path_tree(tokens: &[String], start: usize) -> (Vec<Vec<String>>, usize) {
    let mut prefix = Vec::new();
    let mut index = start;
    loop {
        match tokens.get(index).map(String::as_str) {
            Some("{") => {
                let mut found = Vec::new();
                index += 1;
                loop {
                    match tokens.get(index).map(String::as_str) {
                        Some("}") | None => return (found, index + 1),
                        Some(",") => index += 1,
                        Some(_) => {
                            let (inner, next) = path_tree(tokens, index);
                            found.extend(inner.into_iter().map(|rest| {
                                let mut path = prefix.clone();
                                path.extend(rest);
                                path
                            }));
                            index = next;
                        }
                    }
                }
            }
            Some(name) if is_ident(name) => {
                prefix.push(name.to_string());
                index += 1;
                if tokens.get(index).map(String::as_str) == Some("::") {
                    index += 1;
                } else {
                    return (vec![prefix], index);
                }
            }
            _ => return (vec![prefix], index),
        }
    }
}

/// `path` from the crate root, seen from `module`; `None` when it climbs above the root.
fn absolute(module: &Module, path: &[String]) -> Option<Vec<String>> {
    let mut base = module.clone();
    let mut rest = path;
    match rest.first().map(String::as_str) {
        Some("crate") => {
            base.clear();
            rest = &rest[1..];
        }
        Some("self") => rest = &rest[1..],
        _ => {}
    }
    while rest.first().map(String::as_str) == Some("super") {
        base.pop()?;
        rest = &rest[1..];
    }
    base.extend(rest.iter().cloned());
    Some(base)
}

fn is_ident(token: &str) -> bool {
    token
        .chars()
        .next()
        .is_some_and(|c| c.is_alphabetic() || c == '_')
}

/// The code as identifiers, `::` and single punctuation, with comments, strings and
/// characters left out and `#[cfg(test)]` modules cut.
fn tokens(code: &str) -> Vec<String> {
    let chars: Vec<char> = code.chars().collect();
    let mut tokens = Vec::new();
    let mut index = 0;
    while index < chars.len() {
        let c = chars[index];
        let next = chars.get(index + 1).copied();
        if c == '/' && next == Some('/') {
            while index < chars.len() && chars[index] != '\n' {
                index += 1;
            }
        } else if c == '/' && next == Some('*') {
            index = skip_block_comment(&chars, index);
        } else if c == '"' {
            index = skip_string(&chars, index + 1);
        } else if (c == 'r' || c == 'b')
            && (index == 0 || !is_ident_char(chars[index - 1]))
            && raw_string_start(&chars, index).is_some()
        {
            index = raw_string_start(&chars, index).map_or(index + 1, |(hashes, body)| {
                skip_raw_string(&chars, body, hashes)
            });
        } else if c == '\'' {
            index = skip_char_or_lifetime(&chars, index);
        } else if is_ident_char(c) {
            let start = index;
            while index < chars.len() && is_ident_char(chars[index]) {
                index += 1;
            }
            tokens.push(chars[start..index].iter().collect());
        } else if c == ':' && next == Some(':') {
            tokens.push("::".to_string());
            index += 2;
        } else {
            if !c.is_whitespace() {
                tokens.push(c.to_string());
            }
            index += 1;
        }
    }
    without_test_modules(tokens)
}

fn is_ident_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

fn skip_block_comment(chars: &[char], start: usize) -> usize {
    let mut depth = 0;
    let mut index = start;
    while index + 1 < chars.len() {
        match (chars[index], chars[index + 1]) {
            ('/', '*') => {
                depth += 1;
                index += 2;
            }
            ('*', '/') => {
                depth -= 1;
                index += 2;
                if depth == 0 {
                    return index;
                }
            }
            _ => index += 1,
        }
    }
    chars.len()
}

/// The index after a string whose body starts at `index`.
fn skip_string(chars: &[char], mut index: usize) -> usize {
    while index < chars.len() {
        match chars[index] {
            '\\' => index += 2,
            '"' => return index + 1,
            _ => index += 1,
        }
    }
    chars.len()
}

/// For `r"`, `r#"`, `br"` …: the number of `#` and where the body starts.
fn raw_string_start(chars: &[char], index: usize) -> Option<(usize, usize)> {
    let mut at = index;
    if chars.get(at) == Some(&'b') {
        at += 1;
        if chars.get(at) == Some(&'"') {
            return Some((usize::MAX, at + 1));
        }
    }
    if chars.get(at) != Some(&'r') {
        return None;
    }
    at += 1;
    let hashes = chars[at..].iter().take_while(|c| **c == '#').count();
    at += hashes;
    (chars.get(at) == Some(&'"')).then_some((hashes, at + 1))
}

/// The index after a raw string with `hashes` `#`s (`usize::MAX`: a plain byte string).
fn skip_raw_string(chars: &[char], body: usize, hashes: usize) -> usize {
    if hashes == usize::MAX {
        return skip_string(chars, body);
    }
    let mut index = body;
    while index < chars.len() {
        let closes = chars[index] == '"'
            && chars[index + 1..]
                .iter()
                .take(hashes)
                .filter(|c| **c == '#')
                .count()
                == hashes;
        if closes {
            return index + 1 + hashes;
        }
        index += 1;
    }
    chars.len()
}

/// The index after a character literal (`'a'`, `'\n'`, `'\u{1b}'`) or a lifetime's quote.
fn skip_char_or_lifetime(chars: &[char], index: usize) -> usize {
    match (chars.get(index + 1), chars.get(index + 2)) {
        (Some('\\'), _) => {
            let mut at = index + 2;
            while at < chars.len() && chars[at] != '\'' {
                at += 1;
            }
            at + 1
        }
        (Some(_), Some('\'')) => index + 3,
        _ => index + 1,
    }
}

/// `tokens` without the items marked `#[cfg(test)]`: an inline `mod name { … }` is cut
/// whole, and `mod name;` is cut so the file it names is not taken as an import.
fn without_test_modules(tokens: Vec<String>) -> Vec<String> {
    const MARK: [&str; 7] = ["#", "[", "cfg", "(", "test", ")", "]"];
    let mut kept = Vec::with_capacity(tokens.len());
    let mut index = 0;
    while index < tokens.len() {
        let marked = tokens.len() >= index + MARK.len()
            && tokens[index..index + MARK.len()]
                .iter()
                .zip(MARK)
                .all(|(token, mark)| token == mark);
        if !marked {
            kept.push(tokens[index].clone());
            index += 1;
            continue;
        }
        let mut at = index + MARK.len();
        while tokens.get(at).map(String::as_str) == Some("#") {
            while at < tokens.len() && tokens[at] != "]" {
                at += 1;
            }
            at += 1;
        }
        if tokens.get(at).map(String::as_str) == Some("pub") {
            at += 1;
        }
        if tokens.get(at).map(String::as_str) != Some("mod") {
            kept.push(tokens[index].clone());
            index += 1;
            continue;
        }
        at += 2;
        match tokens.get(at).map(String::as_str) {
            Some(";") => index = at + 1,
            Some("{") => {
                let mut depth = 0;
                while at < tokens.len() {
                    match tokens[at].as_str() {
                        "{" => depth += 1,
                        "}" => {
                            depth -= 1;
                            if depth == 0 {
                                break;
                            }
                        }
                        _ => {}
                    }
                    at += 1;
                }
                index = at + 1;
            }
            _ => {
                kept.push(tokens[index].clone());
                index += 1;
            }
        }
    }
    kept
}

/// Every cycle among the modules of `graph`, each once, as the modules along it.
fn cycles(graph: &Graph) -> Vec<Vec<Module>> {
    // Tarjan's strongly connected components: each component of more than one module,
    // or one module importing itself, holds a cycle.
    struct State<'a> {
        graph: &'a Graph,
        index: BTreeMap<&'a Module, usize>,
        low: BTreeMap<&'a Module, usize>,
        stack: Vec<&'a Module>,
        on_stack: BTreeSet<&'a Module>,
        found: Vec<Vec<Module>>,
    }
    fn visit<'a>(state: &mut State<'a>, module: &'a Module) {
        let number = state.index.len();
        state.index.insert(module, number);
        state.low.insert(module, number);
        state.stack.push(module);
        state.on_stack.insert(module);
        let graph = state.graph;
        for target in graph.edges.get(module).into_iter().flatten() {
            let Some((target, _)) = graph.edges.get_key_value(target) else {
                continue;
            };
            if !state.index.contains_key(target) {
                visit(state, target);
                let low = state.low[module].min(state.low[target]);
                state.low.insert(module, low);
            } else if state.on_stack.contains(target) {
                let low = state.low[module].min(state.index[target]);
                state.low.insert(module, low);
            }
        }
        if state.low[module] == state.index[module] {
            let mut component = Vec::new();
            while let Some(member) = state.stack.pop() {
                state.on_stack.remove(member);
                component.push(member.clone());
                if member == module {
                    break;
                }
            }
            let imports_itself = graph.edges.get(module).is_some_and(|t| t.contains(module));
            if component.len() > 1 || imports_itself {
                component.sort();
                state.found.push(component);
            }
        }
    }
    let mut state = State {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        found: Vec::new(),
    };
    for module in graph.edges.keys() {
        if !state.index.contains_key(module) {
            visit(&mut state, module);
        }
    }
    state.found
}

/// The library's files: everything under `src/` but the binary's `main.rs`, without the
/// files that only `#[cfg(test)]` declarations bring in.
fn crate_sources() -> Vec<Source> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    assert!(root.is_dir(), "no source folder at {}", root.display());
    let mut files = Vec::new();
    collect(&root, &mut files);
    let mut sources: Vec<Source> = files
        .into_iter()
        .filter(|file| file != &root.join("main.rs"))
        .map(|file| {
            let code = std::fs::read_to_string(&file)
                .unwrap_or_else(|error| panic!("{}: {error}", file.display()));
            Source {
                module: module_of(&root, &file),
                code,
            }
        })
        .collect();
    let test_only: BTreeSet<Module> = sources
        .iter()
        .flat_map(|source| {
            test_declarations(&source.code)
                .into_iter()
                .map(|child| {
                    let mut module = source.module.clone();
                    module.push(child);
                    module
                })
                .collect::<Vec<_>>()
        })
        .collect();
    sources.retain(|source| !test_only.contains(&source.module));
    assert!(sources.len() > 50, "too few source files found");
    sources
}

/// The children declared `#[cfg(test)] mod name;`, by the module their file holds (a
/// `#[path = "name.rs"]` attribute names a sibling file).
fn test_declarations(code: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut lines = code.lines().map(str::trim);
    while let Some(line) = lines.next() {
        if line != "#[cfg(test)]" {
            continue;
        }
        let mut path = None;
        for line in lines.by_ref() {
            if let Some(file) = line
                .strip_prefix("#[path = \"")
                .and_then(|rest| rest.strip_suffix("\"]"))
            {
                path = file.strip_suffix(".rs").map(str::to_string);
            } else if line.starts_with("#[") {
                continue;
            } else {
                let line = line.strip_prefix("pub ").unwrap_or(line);
                if let Some(name) = line.strip_prefix("mod ").and_then(|l| l.strip_suffix(';')) {
                    found.push(path.take().unwrap_or_else(|| name.to_string()));
                }
                break;
            }
        }
    }
    found
}

fn collect(dir: &Path, files: &mut Vec<PathBuf>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|error| panic!("{error}"));
    for entry in entries {
        let path = entry.unwrap_or_else(|error| panic!("{error}")).path();
        if path.is_dir() {
            collect(&path, files);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            files.push(path);
        }
    }
}

fn module_of(root: &Path, file: &Path) -> Module {
    let relative = file.strip_prefix(root).unwrap_or(file);
    let mut module: Module = relative
        .with_extension("")
        .components()
        .map(|part| part.as_os_str().to_string_lossy().into_owned())
        .collect();
    if matches!(module.last().map(String::as_str), Some("mod" | "lib")) {
        module.pop();
    }
    module
}

fn show(module: &Module) -> String {
    if module.is_empty() {
        "crate".to_string()
    } else {
        module.join("::")
    }
}

#[test]
fn no_two_files_import_each_other_even_through_others() {
    let found = cycles(&graph(&crate_sources()));
    let shown: Vec<String> = found
        .iter()
        .map(|cycle| cycle.iter().map(show).collect::<Vec<_>>().join(" <-> "))
        .collect();
    assert!(shown.is_empty(), "import cycles:\n{}", shown.join("\n"));
}

#[test]
fn nothing_below_the_commands_uses_them_or_their_context() {
    let graph = graph(&crate_sources());
    let shown: Vec<String> = graph
        .violations
        .iter()
        .map(|(module, path)| format!("{} uses crate::{}", show(module), path.join("::")))
        .collect();
    assert!(
        shown.is_empty(),
        "layer violations (see ARCHITECTURE.md):\n{}",
        shown.join("\n")
    );
}

#[test]
fn every_floor_imports_only_its_own_and_those_under_it() {
    let shown = floor_violations(&graph(&crate_sources()));
    assert!(
        shown.is_empty(),
        "imports against the floors (see ARCHITECTURE.md, \"Layer rules\"):\n{}",
        shown.join("\n")
    );
}

#[test]
fn the_floor_check_fails_on_an_import_upwards_or_between_servers() {
    let source = |module: &str, code: &str| Source {
        module: module.split("::").map(str::to_string).collect(),
        code: code.to_string(),
    };
    let sources = [
        source("serve", "use crate::webhook_server::App;\n"),
        source("webhook_server", "use crate::serve::listen;\n"),
        source("password_server", "use crate::webhook_server::App;\n"),
        source("store", "use crate::error::Error;\n"),
        source("error", "use crate::store::Store;\n"),
        source("newcomer", "use crate::error::Error;\n"),
    ];
    assert_eq!(
        floor_violations(&graph(&sources)),
        [
            "error -> store",
            "newcomer has no floor in FLOORS",
            "password_server -> webhook_server",
            "serve -> webhook_server",
        ]
    );
}

#[test]
fn the_checks_fail_on_a_made_up_cycle_and_violation() {
    let source = |module: &str, code: &str| Source {
        module: module.split("::").map(str::to_string).collect(),
        code: code.to_string(),
    };
    let sources = [
        source("a", "use crate::b::{Thing, other::More};\n"),
        source(
            "b",
            "mod other;\n// use crate::a::Nope;\nfn f() { let _ = \"crate::a\"; }\n",
        ),
        source("b::other", "use super::super::c::Thing;\n"),
        source(
            "c",
            "pub fn g(ctx: &crate::run::Ctx) { crate::a::h(ctx); }\n\
             #[cfg(test)]\nmod tests {\n    use crate::cli::Cli;\n}\n",
        ),
        source("d", "use crate::commands::x;\n"),
        source("e", "impl clap::ValueEnum for X {}\n"),
        source("commands", "use crate::{Ctx, a::h};\n"),
    ];
    let graph = graph(&sources);
    let cycle: Vec<String> = ["a", "b", "b::other", "c"].map(String::from).to_vec();
    let found: Vec<Vec<String>> = cycles(&graph)
        .iter()
        .map(|cycle| cycle.iter().map(show).collect())
        .collect();
    assert_eq!(found, vec![cycle]);
    let violations: Vec<String> = graph
        .violations
        .iter()
        .map(|(module, path)| format!("{} {}", show(module), path.join("::")))
        .collect();
    assert_eq!(
        violations,
        ["c run::Ctx", "d commands::x", "e clap::ValueEnum"]
    );
}

#[test]
#[allow(
    clippy::disallowed_methods,
    reason = "a test reads its own process's switch to rewrite what it pins"
)]
fn the_import_drawing_is_fresh() {
    let fresh = drawing(&graph(&crate_sources()));
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/imports.md");
    if std::env::var_os("UPDATE_SNAPSHOTS").is_some() {
        std::fs::write(&path, &fresh).unwrap_or_else(|error| panic!("{error}"));
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == fresh,
        "docs/imports.md is stale; run `UPDATE_SNAPSHOTS=1 cargo test --lib architecture`"
    );
}

#[test]
fn the_crate_root_only_declares_modules() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/lib.rs");
    let code = std::fs::read_to_string(root).unwrap_or_else(|error| panic!("{error}"));
    let others: Vec<&str> = code
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with("//") && !line.starts_with("#"))
        .filter(|line| {
            let line = line
                .strip_prefix("pub(crate) ")
                .or_else(|| line.strip_prefix("pub "))
                .unwrap_or(line);
            let name = line.strip_prefix("mod ").and_then(|l| l.strip_suffix(';'));
            !name.is_some_and(|name| name.chars().all(is_ident_char))
        })
        .collect();
    assert!(
        others.is_empty(),
        "src/lib.rs holds more than module declarations: {others:?}"
    );
}
