//! What clap does not word the project's way: the value parsers of the options (a
//! choice among a core `ALL`, a whole number, text) and the usage messages made from
//! clap's errors. Every value arrives as an `OsStr`, so a value that is not UTF-8 is
//! named with its bytes escaped, never replaced; a word clap quotes lossily is found
//! again among the command-line words to show its real bytes.
//!
//! ```text
//! gridplay geography --algo x    → gridplay: --algo must be one of kuhn, hopcroft-karp, blossom, not "x"
//! gridplay mine --max-cases=\xff → gridplay: --max-cases needs text, not "\xff" (not UTF-8)
//! gridplay geography --bogus     → gridplay: unknown option "--bogus"
//! ```

use std::ffi::OsStr;

use clap::builder::{PossibleValue, TypedValueParser};
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Arg, Command};

use gridplay::parse::escaped;

use super::shown;

/// A choice among named values, parsed from its name: `choice(&Moves::ALL,
/// Moves::name)` takes `rook`, `king`, `knight` or `hex`, lists them in the help
/// (`[possible values: …]`) and refuses any other word with the list. The names come
/// from the core's `ALL`, so a value added there is taken with no edit here.
#[derive(Clone)]
pub struct Choice<T: 'static> {
    names: Vec<(&'static str, T)>,
}

/// [`Choice`] over `all`, each named by `name`.
pub fn choice<T: Copy>(all: &[T], name: fn(T) -> &'static str) -> Choice<T> {
    Choice {
        names: all.iter().map(|&value| (name(value), value)).collect(),
    }
}

/// [`Choice`] over words the CLI gives its own values (`--you first|second`).
pub fn named<T: Copy>(names: &[(&'static str, T)]) -> Choice<T> {
    Choice {
        names: names.to_vec(),
    }
}

impl<T: Clone + Send + Sync + 'static> TypedValueParser for Choice<T> {
    type Value = T;

    fn parse_ref(&self, _: &Command, arg: Option<&Arg>, value: &OsStr) -> Result<T, clap::Error> {
        let text = text(arg, value)?;
        match self.names.iter().find(|(name, _)| *name == text) {
            Some((_, value)) => Ok(value.clone()),
            None => {
                let names: Vec<&str> = self.names.iter().map(|(name, _)| *name).collect();
                Err(refused(format!(
                    "{} must be one of {}, not \"{}\"",
                    option(arg),
                    names.join(", "),
                    escaped(text.as_bytes())
                )))
            }
        }
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(
            self.names.iter().map(|(name, _)| PossibleValue::new(*name)),
        ))
    }
}

/// A whole number from 0, read as `scanf("%d")` reads one into an unsigned (a `+`
/// sign is taken): `--max-cells 1000`.
#[derive(Clone)]
pub struct Number;

impl TypedValueParser for Number {
    type Value = u64;

    fn parse_ref(&self, _: &Command, arg: Option<&Arg>, value: &OsStr) -> Result<u64, clap::Error> {
        let text = text(arg, value)?;
        text.parse().map_err(|_| {
            refused(format!(
                "{} needs a whole number, not \"{}\"",
                option(arg),
                escaped(text.as_bytes())
            ))
        })
    }
}

/// A start cell `ROW,COL`, both whole numbers from 1 (`--cell 2,3`).
#[derive(Clone)]
pub struct Cell;

impl TypedValueParser for Cell {
    type Value = (u64, u64);

    fn parse_ref(
        &self,
        _: &Command,
        arg: Option<&Arg>,
        value: &OsStr,
    ) -> Result<(u64, u64), clap::Error> {
        let text = text(arg, value)?;
        let bad = || {
            refused(format!(
                "{} needs ROW,COL with whole numbers from 1, not \"{}\"",
                option(arg),
                escaped(text.as_bytes())
            ))
        };
        let (row, col) = text.split_once(',').ok_or_else(bad)?;
        let number = |s: &str| s.trim().parse::<u64>().ok().filter(|&n| n >= 1);
        Ok((number(row).ok_or_else(bad)?, number(col).ok_or_else(bad)?))
    }
}

/// The value as text, or the message naming its bytes: `--algo needs text, not
/// "\xff" (not UTF-8)`.
fn text<'v>(arg: Option<&Arg>, value: &'v OsStr) -> Result<&'v str, clap::Error> {
    value.to_str().ok_or_else(|| {
        refused(format!(
            "{} needs text, not \"{}\" (not UTF-8)",
            option(arg),
            shown(value)
        ))
    })
}

/// `--name` of the option a value was given to.
fn option(arg: Option<&Arg>) -> String {
    match arg.and_then(Arg::get_long) {
        Some(long) => format!("--{long}"),
        None => "the value".to_string(),
    }
}

/// A refused value: the message goes out as it is ([`message`]).
fn refused(message: String) -> clap::Error {
    let mut error = clap::Error::new(ErrorKind::ValueValidation);
    error.insert(ContextKind::Custom, ContextValue::String(message));
    error
}

/// The usage message for a clap error, in the project's words: what was wrong, the
/// word that was wrong as typed (bytes escaped), and what is allowed. `cli` is the
/// command tree that was parsed, `words` the command line after the program name.
pub fn message(error: &clap::Error, cli: &Command, words: &[&OsStr]) -> String {
    let context = |kind| match error.get(kind) {
        Some(ContextValue::String(text)) => text.clone(),
        Some(ContextValue::Strings(texts)) => texts.join(" and "),
        _ => String::new(),
    };
    let suggested = match error.get(ContextKind::SuggestedArg) {
        Some(ContextValue::String(arg)) => format!(" (did you mean {arg}?)"),
        _ => match error.get(ContextKind::SuggestedSubcommand) {
            Some(ContextValue::String(name)) => format!(" (did you mean {name}?)"),
            // Clap lists its guesses from the least to the most alike: the last one.
            Some(ContextValue::Strings(names)) if !names.is_empty() => {
                format!(" (did you mean {}?)", names[names.len() - 1])
            }
            _ => String::new(),
        },
    };
    let (path, command) = command_at(cli, words);
    match error.kind() {
        ErrorKind::ValueValidation => context(ContextKind::Custom),
        ErrorKind::UnknownArgument => {
            let invalid = context(ContextKind::InvalidArg);
            let (at, word) = typed(words, &invalid);
            if !word.starts_with('-') || word == "-" {
                format!("unexpected extra argument \"{word}\"")
            } else if !path.is_empty() && at == path.len() && command.has_subcommands() {
                let name = command.get_name();
                format!(
                    "{name} needs a game before its options: 'gridplay {name} GAME {word} …', \
                     GAME {}",
                    list(&names(command), "or")
                )
            } else {
                format!("unknown option \"{word}\"{suggested}")
            }
        }
        ErrorKind::InvalidSubcommand => {
            let (_, word) = typed(words, &context(ContextKind::InvalidSubcommand));
            let is_top = path.is_empty() || path == ["help"];
            if is_top {
                format!(
                    "unknown command \"{word}\"{suggested}; the commands are {}",
                    list(&names(cli), "and")
                )
            } else if cli.find_subcommand(&word).is_some() {
                // A game, but not one this command has: `explain mine`.
                format!(
                    "{} knows the games {}, not \"{word}\"",
                    path.join(" "),
                    list(&names(command), "and")
                )
            } else {
                format!(
                    "{}: unknown game \"{word}\"{suggested}; the games are {}",
                    path.join(" "),
                    list(&names(command), "and")
                )
            }
        }
        ErrorKind::MissingSubcommand => format!(
            "{} needs a game: {}",
            path.join(" "),
            list(&names(command), "or")
        ),
        ErrorKind::ArgumentConflict => {
            let arg = name_of(&context(ContextKind::InvalidArg));
            let prior = name_of(&context(ContextKind::PriorArg));
            if arg == prior {
                format!("{arg} is given more than once; give it once")
            } else {
                // In the order they were typed.
                let at = |name: &str| words.iter().position(|w| w.to_string_lossy() == name);
                let (first, second) = if at(&arg) < at(&prior) {
                    (arg, prior)
                } else {
                    (prior, arg)
                };
                format!("use {first} or {second}, not both")
            }
        }
        ErrorKind::MissingRequiredArgument => format!(
            "{} needs {}",
            path.join(" "),
            context(ContextKind::InvalidArg)
        ),
        ErrorKind::InvalidValue | ErrorKind::NoEquals => {
            format!(
                "{} needs a value",
                name_of(&context(ContextKind::InvalidArg))
            )
        }
        ErrorKind::InvalidUtf8 => match words.iter().find(|w| w.to_str().is_none()) {
            Some(word) => format!("\"{}\" is not UTF-8 text", shown(word)),
            None => first_line(error),
        },
        _ => first_line(error),
    }
}

/// The subcommands that `words` name from the top (`["trace", "mine"]`) and the command
/// they reach.
fn command_at<'c>(cli: &'c Command, words: &[&OsStr]) -> (Vec<String>, &'c Command) {
    let mut path = Vec::new();
    let mut command = cli;
    for word in words {
        let Some(name) = word.to_str() else { break };
        match command.find_subcommand(name) {
            Some(sub) => {
                path.push(sub.get_name().to_string());
                command = sub;
            }
            None => break,
        }
    }
    (path, command)
}

/// The names of a command's subcommands, without clap's `help`.
fn names(command: &Command) -> Vec<String> {
    command
        .get_subcommands()
        .map(|sub| sub.get_name().to_string())
        .filter(|name| name != "help")
        .collect()
}

/// "a, b and c" (`last_joint` "and"), "a, b or c" ("or").
fn list(names: &[String], last_joint: &str) -> String {
    match names.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} {last_joint} {last}", rest.join(", ")),
        None => String::new(),
    }
}

/// The word clap quotes as `lossy`, as typed (control characters and bytes that are
/// not UTF-8 escaped), and its place among `words`: `--cell=\xff` for `--cell`,
/// `-game.txt` for `-g`.
fn typed(words: &[&OsStr], lossy: &str) -> (usize, String) {
    // Clap names `--name=VALUE` by its `--name`, and a word of short flags by the
    // first it does not know: `-game.txt` by `-g`.
    let short = lossy.strip_prefix('-').filter(|c| !c.starts_with('-'));
    let is = |word: &&OsStr| {
        let word = word.to_string_lossy();
        word == lossy
            || word
                .strip_prefix(lossy)
                .is_some_and(|rest| rest.starts_with('='))
            || short.is_some_and(|c| {
                word.strip_prefix('-')
                    .is_some_and(|flags| !flags.starts_with('-') && flags.contains(c))
            })
    };
    match words.iter().position(is) {
        Some(at) => (at, shown(words[at])),
        None => (words.len(), escaped(lossy.as_bytes())),
    }
}

/// The option's name in clap's `--format <FORMAT>`: `--format`.
fn name_of(arg: &str) -> String {
    arg.split(' ').next().unwrap_or(arg).to_string()
}

/// Clap's own message, without its `error: ` and usage lines (a kind the project
/// does not word itself).
fn first_line(error: &clap::Error) -> String {
    let text = error.render().to_string();
    let line = text.lines().next().unwrap_or("");
    line.strip_prefix("error: ").unwrap_or(line).to_string()
}
