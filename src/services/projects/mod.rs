//! The project file and the plan that brings an account in line with it: parsing and
//! writing the file, comparing settings, and what would change, field by field. Nothing
//! here prints or prompts; `ward project apply`, `import` and `export` do.

pub(crate) mod compare;
pub(crate) mod file;
pub(crate) mod plan;
