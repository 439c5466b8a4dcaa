//! The visitors behind [`Fields::parse`](super::Fields::parse): they walk a JSON document
//! as it is read, keep the values of [`FIELDS`](super::FIELDS) and skip everything else
//! without keeping it.

use std::fmt;

use serde::de::{DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};

use super::{Fields, FIELDS};

/// The document: true when it is an object, whose fields are then in `.0`.
pub(super) struct Top<'f>(pub &'f mut Fields);

impl<'de> Visitor<'de> for Top<'_> {
    type Value = bool;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<bool, A::Error> {
        while let Some(group) = map.next_key_seed(Key::groups())? {
            match group {
                Some(group) => {
                    // A later key of the same name replaces the whole value, fields and all.
                    for index in in_group(group) {
                        self.0.values[index] = None;
                    }
                    map.next_value_seed(Group {
                        fields: &mut *self.0,
                        group,
                    })?;
                }
                None => {
                    map.next_value::<IgnoredAny>()?;
                }
            }
        }
        Ok(true)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<bool, A::Error> {
        IgnoredAny.visit_seq(seq).map(|_| false)
    }

    fn visit_bool<E>(self, _: bool) -> Result<bool, E> {
        Ok(false)
    }

    fn visit_i64<E>(self, _: i64) -> Result<bool, E> {
        Ok(false)
    }

    fn visit_u64<E>(self, _: u64) -> Result<bool, E> {
        Ok(false)
    }

    fn visit_f64<E>(self, _: f64) -> Result<bool, E> {
        Ok(false)
    }

    fn visit_str<E>(self, _: &str) -> Result<bool, E> {
        Ok(false)
    }

    fn visit_unit<E>(self) -> Result<bool, E> {
        Ok(false)
    }
}

/// The first part of a field's place (`repo` of `repo.name`), and the rest.
fn split(place: &str) -> (&str, &str) {
    place.split_once('.').unwrap_or((place, ""))
}

/// The fields whose place starts with the group at `FIELDS[group]`.
fn in_group(group: usize) -> impl Iterator<Item = usize> {
    let name = split(FIELDS[group].0).0;
    (0..FIELDS.len()).filter(move |&index| split(FIELDS[index].0).0 == name)
}

/// A key, matched against names without being kept: the index in [`FIELDS`] of the first
/// field it names (by the place's first part, or the rest within a group).
struct Key {
    group: Option<usize>,
}

impl Key {
    fn groups() -> Self {
        Self { group: None }
    }
}

impl<'de> DeserializeSeed<'de> for Key {
    type Value = Option<usize>;

    fn deserialize<D: Deserializer<'de>>(self, reader: D) -> Result<Option<usize>, D::Error> {
        reader.deserialize_str(self)
    }
}

impl Visitor<'_> for Key {
    type Value = Option<usize>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a key")
    }

    fn visit_str<E>(self, key: &str) -> Result<Option<usize>, E> {
        Ok(match self.group {
            None => (0..FIELDS.len()).find(|&index| split(FIELDS[index].0).0 == key),
            Some(group) => in_group(group).find(|&index| split(FIELDS[index].0).1 == key),
        })
    }
}

/// The value of a group's key (`repo`): its fields when it is an object.
struct Group<'f> {
    fields: &'f mut Fields,
    group: usize,
}

impl<'de> DeserializeSeed<'de> for Group<'_> {
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, reader: D) -> Result<(), D::Error> {
        reader.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Group<'_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        let key = || Key {
            group: Some(self.group),
        };
        while let Some(field) = map.next_key_seed(key())? {
            match field {
                Some(index) => self.fields.values[index] = map.next_value_seed(Leaf)?,
                None => {
                    map.next_value::<IgnoredAny>()?;
                }
            }
        }
        Ok(())
    }

    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<(), A::Error> {
        IgnoredAny.visit_seq(seq).map(drop)
    }

    fn visit_bool<E>(self, _: bool) -> Result<(), E> {
        Ok(())
    }

    fn visit_i64<E>(self, _: i64) -> Result<(), E> {
        Ok(())
    }

    fn visit_u64<E>(self, _: u64) -> Result<(), E> {
        Ok(())
    }

    fn visit_f64<E>(self, _: f64) -> Result<(), E> {
        Ok(())
    }

    fn visit_str<E>(self, _: &str) -> Result<(), E> {
        Ok(())
    }

    fn visit_unit<E>(self) -> Result<(), E> {
        Ok(())
    }
}

/// A field's value as text, when it is a string, number or boolean; written as a parsed
/// document writes it.
struct Leaf;

impl<'de> DeserializeSeed<'de> for Leaf {
    type Value = Option<String>;

    fn deserialize<D: Deserializer<'de>>(self, reader: D) -> Result<Option<String>, D::Error> {
        reader.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Leaf {
    type Value = Option<String>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_str<E>(self, text: &str) -> Result<Option<String>, E> {
        Ok(Some(text.to_string()))
    }

    fn visit_bool<E>(self, flag: bool) -> Result<Option<String>, E> {
        Ok(Some(flag.to_string()))
    }

    fn visit_i64<E>(self, number: i64) -> Result<Option<String>, E> {
        Ok(Some(serde_json::Number::from(number).to_string()))
    }

    fn visit_u64<E>(self, number: u64) -> Result<Option<String>, E> {
        Ok(Some(serde_json::Number::from(number).to_string()))
    }

    fn visit_f64<E>(self, number: f64) -> Result<Option<String>, E> {
        Ok(serde_json::Number::from_f64(number).map(|number| number.to_string()))
    }

    fn visit_unit<E>(self) -> Result<Option<String>, E> {
        Ok(None)
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Option<String>, A::Error> {
        IgnoredAny.visit_map(map).map(|_| None)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Option<String>, A::Error> {
        IgnoredAny.visit_seq(seq).map(|_| None)
    }
}
