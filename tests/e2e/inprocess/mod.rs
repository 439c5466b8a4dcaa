//! Commands run in-process against the fakes, with a captured terminal and a fixed
//! environment: what each printed is read back without starting a `ward` process.

mod breaches;
mod cloud;
mod local;
mod prompts;
mod report;
mod webhook_serve;
