//! `gridplay`: the judges' exact output for every game, event traces, explain and play.
//!
//! The CLI is native only (its argument parser, clap, is a native dependency); on
//! wasm32, which `wasm-pack test` builds every target for, the binary does nothing.

#[cfg(not(target_arch = "wasm32"))]
mod cli;

/// Big arrays on huge pages: the searches read them at random ([`gridplay::huge_pages`]).
#[cfg(target_os = "linux")]
#[global_allocator]
static ALLOCATOR: gridplay::huge_pages::HugePages = gridplay::huge_pages::HugePages;

fn main() {
    #[cfg(not(target_arch = "wasm32"))]
    {
        let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
        std::process::exit(cli::main(&args));
    }
}
