//! `gridplay`: the judges' exact output for both games, and event traces.

mod cli;

/// Big arrays on huge pages: the searches read them at random ([`gridplay::huge_pages`]).
#[cfg(target_os = "linux")]
#[global_allocator]
static ALLOCATOR: gridplay::huge_pages::HugePages = gridplay::huge_pages::HugePages;

fn main() {
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    std::process::exit(cli::main(&args));
}
