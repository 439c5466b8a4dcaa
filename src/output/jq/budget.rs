//! The bounds a `--jq` expression runs within. jaq evaluates by recursion and has no limit
//! of its own, so an expression that never ends loops for ever, one that recurses without
//! end overflows the stack (an abort nothing can catch), and one that collects an endless
//! stream grows until memory runs out. jaq copies its evaluation context at every call,
//! pipe, comma and binding: that copy is where the steps are counted and the stack's depth
//! is measured, and a budget spent ends the evaluation by unwinding its thread.

use std::cell::Cell;
use std::panic::resume_unwind;

use jaq_core::data::HasLut;
use jaq_core::native::{run, v};
use jaq_core::{Cv, DataT, Exn, Lut, RunPtr, ValT, ValX, ValXs};
use jaq_json::Val;

/// Contexts made (and numbers `range` yields) before an expression is stopped: a few
/// seconds of work. Over 20,000 projects (a 2 MB document), a `select` took 235,000
/// steps and rewriting every project's fields as `key=value` text 2.6 million.
pub(super) const MAX_STEPS: u64 = 32_000_000;

/// How much the process may grow while an expression runs (Linux, where it is measured).
pub(super) const MAX_MEMORY_BYTES: u64 = 256 << 20;

/// Steps between two measures of the process's memory (a read of `/proc`, some µs).
const STEPS_PER_MEASURE: u64 = 1 << 16;

/// The evaluation thread's stack: address space reserved, not memory used.
pub(super) const STACK_BYTES: usize = 96 << 20;

/// How deep evaluation may go into that stack (what it touches is memory used); the rest
/// leaves room for the frames between two measures and for unwinding. Thousands of
/// levels of recursion in a debug build, more in a release one: far more than a document
/// of ward's (at most 128 levels deep) asks for.
const MAX_DEPTH_BYTES: usize = 64 << 20;

/// Why an evaluation was stopped; the payload its thread unwinds with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Exceeded {
    Steps,
    Depth,
    Memory,
}

/// What one evaluation has spent. Made on the evaluation's own thread, whose stack it
/// measures from.
#[derive(Debug)]
pub(super) struct Budget {
    steps: Cell<u64>,
    base: usize,
    resident: Option<u64>,
}

impl Budget {
    pub(super) fn new() -> Self {
        Self {
            steps: Cell::new(0),
            base: stack_address(),
            resident: resident_bytes(),
        }
    }

    fn spend(&self) {
        let steps = self.steps.get() + 1;
        self.steps.set(steps);
        if steps > MAX_STEPS {
            // Not `panic!`: the panic hook would print a message meant for a bug.
            resume_unwind(Box::new(Exceeded::Steps));
        }
        if self.base.saturating_sub(stack_address()) > MAX_DEPTH_BYTES {
            resume_unwind(Box::new(Exceeded::Depth));
        }
        if steps.is_multiple_of(STEPS_PER_MEASURE) {
            if let (Some(before), Some(now)) = (self.resident, resident_bytes()) {
                if now.saturating_sub(before) > MAX_MEMORY_BYTES {
                    resume_unwind(Box::new(Exceeded::Memory));
                }
            }
        }
    }
}

/// The process's resident memory, from `/proc/self/status`.
#[cfg(target_os = "linux")]
fn resident_bytes() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|line| line.starts_with("VmRSS:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

/// Elsewhere memory is not measured: the step budget alone bounds what a stream collects
/// (16 bytes a step).
#[cfg(not(target_os = "linux"))]
fn resident_bytes() -> Option<u64> {
    None
}

/// Where the stack is now (it grows down on every platform ward runs on).
#[inline(never)]
fn stack_address() -> usize {
    let marker = 0u8;
    std::ptr::from_ref(std::hint::black_box(&marker)).addr()
}

/// jaq's values, evaluated with a [`Budget`].
pub(super) struct Budgeted;

impl DataT for Budgeted {
    type V<'a> = Val;
    type Data<'a> = Spending<'a>;
}

/// The data jaq hands every context: its lookup table and the budget, spent on each copy.
pub(super) struct Spending<'a> {
    pub lut: &'a Lut<Budgeted>,
    pub budget: &'a Budget,
}

impl Clone for Spending<'_> {
    fn clone(&self) -> Self {
        self.budget.spend();
        Self {
            lut: self.lut,
            budget: self.budget,
        }
    }
}

impl<'a> HasLut<'a, Budgeted> for Spending<'a> {
    fn lut(&self) -> &'a Lut<Budgeted> {
        self.lut
    }
}

/// The native filters, `range/3` replaced by one that spends a step per number: jaq's own
/// yields numbers without making a context, so `[range(1e12)]` would spend nothing.
pub(super) fn funs() -> impl Iterator<Item = jaq_core::native::Fun<Budgeted>> {
    jaq_core::funs()
        .filter(|(name, arity, _)| !(*name == "range" && arity.len() == 3))
        .chain([run::<Budgeted>((
            "range",
            v(3),
            spending_range as RunPtr<Budgeted>,
        ))])
        .chain(jaq_std::funs())
        .chain(jaq_json::funs())
}

fn spending_range(mut cv: Cv<'_, Budgeted>) -> ValXs<'_, Val> {
    let by = cv.0.pop_var();
    let to = cv.0.pop_var();
    let from = cv.0.pop_var();
    let spending = cv.0.data().clone();
    Box::new(range(Ok(from), to, by).inspect(move |_| spending.budget.spend()))
}

/// `$from`, then `$by` added while short of `$to` (past it, for a negative `$by`), as
/// jaq's own `range/3`.
fn range<V: ValT>(mut from: ValX<V>, to: V, by: V) -> impl Iterator<Item = ValX<V>> {
    use std::cmp::Ordering::{Equal, Greater, Less};
    let direction = by.partial_cmp(&0.into()).unwrap_or(Equal);
    std::iter::from_fn(move || match from.clone() {
        Ok(x) => match direction {
            Greater => x < to,
            Less => x > to,
            Equal => x != to,
        }
        .then(|| std::mem::replace(&mut from, (x + by.clone()).map_err(Exn::from))),
        error @ Err(_) => {
            from = Ok(to.clone());
            Some(error)
        }
    })
}
