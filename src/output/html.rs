//! HTML (release notes, breach descriptions) rendered to readable text.

/// Convert an HTML fragment to plain text: block elements become line breaks, list items
/// bullets, links keep their target, entities are decoded and other tags are dropped.
pub fn html_to_text(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    let mut pending_href: Vec<Option<String>> = Vec::new();
    while let Some(start) = rest.find('<') {
        push_text(&mut out, &rest[..start]);
        let Some(end) = rest[start..].find('>') else {
            push_text(&mut out, &rest[start..]);
            rest = "";
            break;
        };
        let tag = &rest[start + 1..start + end];
        rest = &rest[start + end + 1..];
        let closing = tag.starts_with('/');
        let name: String = tag
            .trim_start_matches('/')
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric())
            .collect::<String>()
            .to_ascii_lowercase();
        match (name.as_str(), closing) {
            ("br", _) => out.push('\n'),
            (
                "p" | "div" | "h1" | "h2" | "h3" | "h4" | "h5" | "h6" | "ul" | "ol" | "pre"
                | "blockquote" | "table" | "tr",
                _,
            ) => ensure_blank_line(&mut out, !closing),
            ("li", false) => {
                ensure_line_start(&mut out);
                out.push_str("- ");
            }
            ("td" | "th", false) => out.push(' '),
            ("a", false) => pending_href.push(attribute(tag, "href")),
            ("a", true) => {
                if let Some(Some(href)) = pending_href.pop() {
                    if !out.trim_end().ends_with(href.as_str()) {
                        out.push_str(" (");
                        out.push_str(&href);
                        out.push(')');
                    }
                }
            }
            ("script" | "style", false) => {
                // Searched in place: lowercasing the rest of the document at every script
                // tag made many small scripts quadratic.
                let close = format!("</{name}");
                rest = find_ignore_ascii_case(rest, &close).map_or("", |pos| &rest[pos..]);
            }
            _ => {}
        }
    }
    push_text(&mut out, rest);
    tidy(&out)
}

/// Byte offset of the first `needle` (ASCII, lowercase) in `haystack`, ignoring ASCII case.
fn find_ignore_ascii_case(haystack: &str, needle: &str) -> Option<usize> {
    let hay = haystack.as_bytes();
    let needle = needle.as_bytes();
    let first = *needle.first()?;
    let mut from = 0;
    while let Some(offset) = hay[from..].iter().position(|byte| *byte == first) {
        let pos = from + offset;
        if hay
            .get(pos..pos + needle.len())
            .is_some_and(|window| window.eq_ignore_ascii_case(needle))
        {
            return Some(pos);
        }
        from = pos + 1;
    }
    None
}

fn push_text(out: &mut String, raw: &str) {
    let decoded = decode_entities(raw);
    for c in decoded.chars() {
        if c.is_whitespace() {
            if !out.ends_with([' ', '\n']) && !out.is_empty() {
                out.push(' ');
            }
        } else {
            out.push(c);
        }
    }
}

fn ensure_line_start(out: &mut String) {
    while out.ends_with(' ') {
        out.pop();
    }
    if !out.is_empty() && !out.ends_with('\n') {
        out.push('\n');
    }
}

fn ensure_blank_line(out: &mut String, _opening: bool) {
    ensure_line_start(out);
    if !out.is_empty() && !out.ends_with("\n\n") {
        out.push('\n');
    }
}

fn attribute(tag: &str, name: &str) -> Option<String> {
    let lower = tag.to_ascii_lowercase();
    let pos = lower.find(&format!("{name}="))?;
    let value = &tag[pos + name.len() + 1..];
    let value = match value.chars().next()? {
        quote @ ('"' | '\'') => value[1..].split(quote).next()?,
        _ => value.split_whitespace().next()?,
    };
    Some(decode_entities(value))
}

fn decode_entities(text: &str) -> String {
    if !text.contains('&') {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(amp) = rest.find('&') {
        out.push_str(&rest[..amp]);
        let after = &rest[amp..];
        // Only the first few bytes can hold an entity: scanning the whole rest for `;` at
        // every `&` would be quadratic in a text of many bare ampersands.
        let end = after.bytes().take(11).position(|byte| byte == b';');
        let decoded = end.and_then(|end| {
            let entity = &after[1..end];
            let c = match entity {
                "amp" => Some('&'),
                "lt" => Some('<'),
                "gt" => Some('>'),
                "quot" => Some('"'),
                "apos" | "#39" => Some('\''),
                "nbsp" => Some(' '),
                _ => entity
                    .strip_prefix("#x")
                    .or_else(|| entity.strip_prefix("#X"))
                    .and_then(|hex| u32::from_str_radix(hex, 16).ok())
                    .or_else(|| entity.strip_prefix('#').and_then(|dec| dec.parse().ok()))
                    .and_then(char::from_u32),
            }?;
            Some((c, end))
        });
        match decoded {
            Some((c, end)) => {
                out.push(c);
                rest = &after[end + 1..];
            }
            None => {
                out.push('&');
                rest = &after[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

fn tidy(text: &str) -> String {
    let mut lines: Vec<&str> = Vec::new();
    for line in text.lines().map(str::trim) {
        if line.is_empty() && lines.last().is_none_or(|last| last.is_empty()) {
            continue;
        }
        lines.push(line);
    }
    while lines.last().is_some_and(|line| line.is_empty()) {
        lines.pop();
    }
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::html_to_text;

    #[test]
    fn renders_paragraphs_lists_links_and_entities() {
        let html = "<p>In 2019, <a href=\"https://example.com/x\">Example</a> was breached &amp; \
                    leaked:</p><ul><li>emails</li><li>passwords</li></ul>";
        assert_eq!(
            html_to_text(html),
            "In 2019, Example (https://example.com/x) was breached & leaked:\n\n- emails\n- passwords"
        );
    }

    #[test]
    fn scripts_and_styles_are_dropped_whatever_their_case() {
        assert_eq!(
            html_to_text("a<script>x()</SCRIPT>b<Style>p{}</style >c<script>never closed"),
            "abc"
        );
        assert_eq!(html_to_text("<script></script>".repeat(3).as_str()), "");
    }

    #[test]
    fn entities_are_decoded_and_bare_ampersands_kept() {
        assert_eq!(html_to_text("&#27;]0;t&#x7;"), "\u{1b}]0;t\u{7}");
        assert_eq!(html_to_text("a && b &amp; c"), "a && b & c");
    }

    #[test]
    fn plain_text_is_unchanged() {
        assert_eq!(html_to_text("just text"), "just text");
    }

    #[test]
    fn unterminated_tags_do_not_panic() {
        assert_eq!(html_to_text("a < b"), "a < b");
        assert_eq!(html_to_text("&#x41;&#66;&bogus;"), "AB&bogus;");
    }
}
