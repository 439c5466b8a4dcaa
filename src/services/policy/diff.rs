//! The comparison of a live policy with its baseline, over (role, member, condition)
//! triples: a set difference each way.

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

use super::Grant;

/// Which side a grant is on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum Kind {
    /// In the baseline, no longer in the live policy.
    Removed,
    /// In the live policy, not in the baseline.
    Added,
}

impl Kind {
    pub(crate) fn word(self) -> &'static str {
        match self {
            Self::Removed => "removed",
            Self::Added => "added",
        }
    }
}

/// One grant that differs.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub(crate) struct Change {
    #[serde(flatten)]
    pub grant: Grant,
    #[serde(rename = "change")]
    pub kind: Kind,
}

/// What `live` adds to `baseline` and what it lost, ordered by role, member, condition
/// (the sets' own order), so the same drift always reads the same way.
pub(crate) fn diff(baseline: &BTreeSet<Grant>, live: &BTreeSet<Grant>) -> Vec<Change> {
    // Both sets are sorted, so one merge walk over each finds the difference both ways.
    let mut changes = Vec::new();
    let mut old = baseline.iter().peekable();
    let mut new = live.iter().peekable();
    loop {
        let (grant, kind) = match (old.peek(), new.peek()) {
            (Some(a), Some(b)) if a == b => {
                old.next();
                new.next();
                continue;
            }
            (Some(a), Some(b)) if a < b => (*a, Kind::Removed),
            (Some(_), Some(b)) => (*b, Kind::Added),
            (Some(a), None) => (*a, Kind::Removed),
            (None, Some(b)) => (*b, Kind::Added),
            (None, None) => break,
        };
        match kind {
            Kind::Removed => old.next(),
            Kind::Added => new.next(),
        };
        changes.push(Change {
            grant: grant.clone(),
            kind,
        });
    }
    changes
}

#[cfg(test)]
mod tests {
    use super::super::{grants_of, Condition};
    use super::*;
    use serde_json::{json, Value};
    use std::collections::HashSet;

    /// How many changes of each kind (added, removed).
    fn counts(changes: &[Change]) -> (usize, usize) {
        let added = changes.iter().filter(|c| c.kind == Kind::Added).count();
        (added, changes.len() - added)
    }

    /// The reference the property test compares [`diff`] with: two hash sets, two
    /// differences.
    fn brute_force<'a>(old: &HashSet<&'a Grant>, live: &'a [Grant]) -> HashSet<(Kind, &'a Grant)> {
        let new: HashSet<&Grant> = live.iter().collect();
        old.difference(&new)
            .map(|grant| (Kind::Removed, *grant))
            .chain(new.difference(old).map(|grant| (Kind::Added, *grant)))
            .collect()
    }

    const ROLES: [&str; 6] = [
        "roles/owner",
        "roles/editor",
        "roles/viewer",
        "roles/storage.admin",
        "roles/iam.serviceAccountUser",
        "projects/p/roles/custom",
    ];

    fn member(rng: &mut fastrand::Rng) -> String {
        let n = rng.u32(0..400);
        match rng.u8(0..6) {
            0 => format!("user:u{n}@example.com"),
            1 => format!("serviceAccount:sa{n}@p.iam.gserviceaccount.com"),
            2 => format!("group:g{n}@example.com"),
            3 => format!("deleted:user:u{n}@example.com?uid={}", 100_000 + n),
            4 => format!("domain:d{n}.example.com"),
            _ => "allUsers".to_string(),
        }
    }

    fn condition(rng: &mut fastrand::Rng) -> Option<Value> {
        match rng.u8(0..4) {
            0 => Some(
                json!({"title": "expirable access", "expression": format!("request.time < timestamp('20{}-01-01T00:00:00Z')", rng.u8(30..40))}),
            ),
            1 => Some(json!({"title": "t", "description": "d", "expression": "true"})),
            _ => None,
        }
    }

    fn binding(rng: &mut fastrand::Rng) -> Value {
        let members: Vec<String> = (0..rng.usize(1..4)).map(|_| member(rng)).collect();
        let mut binding = json!({"role": ROLES[rng.usize(..ROLES.len())], "members": members});
        if let Some(condition) = condition(rng) {
            binding["condition"] = condition;
        }
        binding
    }

    /// The triples of a document, brute force: every binding, every member, in order.
    fn triples(document: &Value) -> Vec<Grant> {
        let mut out = Vec::new();
        for binding in document["bindings"].as_array().unwrap() {
            let condition = binding.get("condition").map(|c| Condition {
                title: c["title"].as_str().unwrap_or_default().to_string(),
                description: c
                    .get("description")
                    .and_then(Value::as_str)
                    .unwrap_or_default()
                    .to_string(),
                expression: c["expression"].as_str().unwrap_or_default().to_string(),
            });
            for member in binding["members"].as_array().unwrap() {
                out.push(Grant {
                    role: binding["role"].as_str().unwrap().to_string(),
                    member: member.as_str().unwrap().to_string(),
                    condition: condition.clone(),
                });
            }
        }
        out
    }

    /// One random change to a policy: a binding added or dropped, a member added, dropped or
    /// turned into its `deleted:` form, a condition added, changed or dropped, or the
    /// bindings and members shuffled (which must change nothing).
    fn mutate(rng: &mut fastrand::Rng, document: &mut Value) {
        let bindings = document["bindings"].as_array_mut().unwrap();
        let at = rng.usize(..bindings.len());
        match rng.u8(0..8) {
            0 => bindings.push(binding(rng)),
            1 if bindings.len() > 1 => {
                bindings.remove(at);
            }
            2 => {
                let extra = member(rng);
                bindings[at]["members"]
                    .as_array_mut()
                    .unwrap()
                    .push(json!(extra));
            }
            3 => {
                let members = bindings[at]["members"].as_array_mut().unwrap();
                if members.len() > 1 {
                    let which = rng.usize(..members.len());
                    members.remove(which);
                }
            }
            4 => {
                let members = bindings[at]["members"].as_array_mut().unwrap();
                let which = rng.usize(..members.len());
                let plain = members[which].as_str().unwrap().to_string();
                if !plain.starts_with("deleted:") && plain.contains(':') {
                    members[which] = json!(format!("deleted:{plain}?uid=42"));
                }
            }
            5 => match condition(rng) {
                Some(condition) => bindings[at]["condition"] = condition,
                None => {
                    bindings[at].as_object_mut().unwrap().remove("condition");
                }
            },
            6 => {
                rng.shuffle(bindings);
                for binding in bindings.iter_mut() {
                    rng.shuffle(binding["members"].as_array_mut().unwrap());
                }
            }
            _ => {
                let role = ROLES[rng.usize(..ROLES.len())];
                bindings[at]["role"] = json!(role);
            }
        }
    }

    #[test]
    fn diff_equals_a_brute_force_set_difference_over_random_mutations() {
        let mut rng = fastrand::Rng::with_seed(0x5eed_d1ff);
        let bindings: Vec<Value> = (0..5_000).map(|_| binding(&mut rng)).collect();
        let baseline = json!({"version": 3, "bindings": bindings});
        let baseline_grants = grants_of(&baseline, "baseline").unwrap().grants;
        let baseline_triples = triples(&baseline);
        let old: HashSet<&Grant> = baseline_triples.iter().collect();
        let mut live = baseline.clone();
        let mut drifted = 0;
        for round in 0..10_000 {
            // Mostly one step from the last state, now and then from the baseline again,
            // so both small and accumulated drifts are compared.
            if round % 500 == 0 {
                live = baseline.clone();
            }
            mutate(&mut rng, &mut live);
            // Compared after every twentieth mutation, with the drift accumulated since the
            // last reset: every mutation is inside a compared policy, and the test stays
            // within seconds in a debug build (the brute force is the slow side).
            if round % 20 != 19 {
                continue;
            }
            let live_grants = grants_of(&live, "live").unwrap().grants;
            let changes = diff(&baseline_grants, &live_grants);
            let got: HashSet<(Kind, &Grant)> = changes
                .iter()
                .map(|change| (change.kind, &change.grant))
                .collect();
            assert_eq!(
                got.len(),
                changes.len(),
                "round {round}: a change reported twice"
            );
            let live_triples = triples(&live);
            assert_eq!(got, brute_force(&old, &live_triples), "round {round}");
            drifted += usize::from(!changes.is_empty());
        }
        assert!(drifted > 450, "the mutations must drift: {drifted}");
    }

    #[test]
    fn order_never_matters_and_a_condition_makes_another_grant() {
        let a = json!({"bindings": [
            {"role": "roles/viewer", "members": ["user:a@x.com", "group:g@x.com"]},
            {"role": "roles/owner", "members": ["user:o@x.com"]},
        ]});
        let b = json!({"bindings": [
            {"role": "roles/owner", "members": ["user:o@x.com"]},
            {"role": "roles/viewer", "members": ["group:g@x.com", "user:a@x.com"]},
        ]});
        let grants = |v: &Value| grants_of(v, "p").unwrap().grants;
        assert!(diff(&grants(&a), &grants(&b)).is_empty());
        let c = json!({"bindings": [
            {"role": "roles/owner", "members": ["user:o@x.com"]},
            {"role": "roles/viewer", "members": ["group:g@x.com", "user:a@x.com"], "condition": {"title": "t", "expression": "true"}},
        ]});
        let changes = diff(&grants(&a), &grants(&c));
        assert_eq!(counts(&changes), (2, 2));
    }
}
