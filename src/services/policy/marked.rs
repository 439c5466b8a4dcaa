//! A YAML document as a tree that remembers the line of every node, so that a hand-written
//! baseline or rules file can be refused naming the line at fault. Anchors and aliases are
//! refused: they are not needed for a list of bindings, and an alias can make a small file
//! expand without bound.

use yaml_rust2::parser::{Event, MarkedEventReceiver, Parser};
use yaml_rust2::scanner::Marker;

/// One node and the line it starts on (1-based).
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Node {
    Scalar(String, usize),
    List(Vec<Node>, usize),
    Map(Vec<(String, usize, Node)>, usize),
}

impl Node {
    pub(crate) fn line(&self) -> usize {
        match self {
            Self::Scalar(_, line) | Self::List(_, line) | Self::Map(_, line) => *line,
        }
    }

    /// What kind of node this is, for messages.
    pub(crate) fn kind(&self) -> &'static str {
        match self {
            Self::Scalar(..) => "a single value",
            Self::List(..) => "a list",
            Self::Map(..) => "a mapping",
        }
    }
}

/// Containers still open, innermost last; a map keeps its next key until its value comes.
enum Open {
    List(Vec<Node>, usize),
    Map(Vec<(String, usize, Node)>, usize, Option<(String, usize)>),
}

#[derive(Default)]
struct Builder {
    stack: Vec<Open>,
    root: Option<Node>,
    error: Option<String>,
}

impl Builder {
    fn fail(&mut self, line: usize, message: &str) {
        if self.error.is_none() {
            self.error = Some(format!("line {line}: {message}"));
        }
    }

    /// A finished node goes into the container around it, or becomes the document.
    fn place(&mut self, node: Node) {
        match self.stack.last_mut() {
            None => self.root = Some(node),
            Some(Open::List(items, _)) => items.push(node),
            Some(Open::Map(entries, _, key)) => match key.take() {
                Some((key, line)) => entries.push((key, line, node)),
                None => match node {
                    Node::Scalar(text, line) => *key = Some((text, line)),
                    other => {
                        let line = other.line();
                        self.fail(line, "a key must be a plain value, not a list or mapping");
                    }
                },
            },
        }
    }
}

impl MarkedEventReceiver for Builder {
    fn on_event(&mut self, event: Event, mark: Marker) {
        let line = mark.line();
        match event {
            Event::Scalar(text, _, 0, _) => self.place(Node::Scalar(text, line)),
            Event::SequenceStart(0, _) => {
                self.stack.push(Open::List(Vec::new(), line));
            }
            Event::MappingStart(0, _) => {
                self.stack.push(Open::Map(Vec::new(), line, None));
            }
            Event::SequenceEnd | Event::MappingEnd => match self.stack.pop() {
                Some(Open::List(items, start)) => self.place(Node::List(items, start)),
                Some(Open::Map(entries, start, _)) => self.place(Node::Map(entries, start)),
                None => self.fail(line, "a list or mapping ends that never began"),
            },
            Event::Alias(_)
            | Event::Scalar(..)
            | Event::SequenceStart(..)
            | Event::MappingStart(..) => {
                self.fail(
                    line,
                    "anchors and aliases (& and *) are not accepted; write the values out",
                );
            }
            Event::DocumentStart => {
                if self.root.is_some() {
                    self.fail(
                        line,
                        "only one YAML document is accepted (remove the second ---)",
                    );
                }
            }
            Event::Nothing | Event::StreamStart | Event::StreamEnd | Event::DocumentEnd => {}
        }
    }
}

/// The tree of `text`, or a message naming the line at fault; an empty document is an
/// empty mapping.
pub(crate) fn parse(text: &str) -> Result<Node, String> {
    let mut builder = Builder::default();
    Parser::new_from_str(text)
        .load(&mut builder, true)
        .map_err(|error| format!("line {}: {}", error.marker().line(), error.info()))?;
    if let Some(error) = builder.error {
        return Err(error);
    }
    Ok(builder.root.unwrap_or(Node::Map(Vec::new(), 1)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nodes_know_their_lines() {
        let node =
            parse("resource: projects/x\nbindings:\n  - role: roles/viewer\n    members: [a, b]\n")
                .unwrap();
        let Node::Map(entries, 1) = node else {
            panic!("{node:?}")
        };
        assert_eq!(entries[0].0, "resource");
        let Node::List(items, _) = &entries[1].2 else {
            panic!()
        };
        assert_eq!(items[0].line(), 3);
    }

    #[test]
    fn aliases_and_broken_files_name_a_line() {
        let error = parse("a: &x [1]\nb: *x\n").unwrap_err();
        assert!(error.starts_with("line 1:"), "{error}");
        let error = parse("a: [1,\nb: 2\n").unwrap_err();
        assert!(error.starts_with("line "), "{error}");
        assert_eq!(parse("").unwrap(), Node::Map(Vec::new(), 1));
    }
}
