//! One declaration per game's events: [`event_table!`] makes the enum and the
//! tables the page's protocol is built from (names, codes, operand names and
//! values), so the four cannot fall out of step.

/// An event field as a record operand: a number is itself, `true` is 1.
pub(crate) trait Operand: Copy {
    /// The field's value in the flat record.
    fn operand(self) -> u32;
}

impl Operand for u32 {
    #[inline]
    fn operand(self) -> u32 {
        self
    }
}

impl Operand for u8 {
    #[inline]
    fn operand(self) -> u32 {
        u32::from(self)
    }
}

impl Operand for bool {
    #[inline]
    fn operand(self) -> u32 {
        u32::from(self)
    }
}

/// Operands in a record (the wasm protocol's record is the code, then these).
pub(crate) const OPERANDS: usize = 5;

/// `values` padded with 0 to a record's operands; more than [`OPERANDS`] fails the
/// build.
#[inline]
pub(crate) const fn record<const N: usize>(values: [u32; N]) -> [u32; OPERANDS] {
    const { assert!(N <= OPERANDS, "an event has at most five operands") };
    let mut record = [0; OPERANDS];
    let mut i = 0;
    while i < N {
        record[i] = values[i];
        i += 1;
    }
    record
}

/// Declares an event enum from one list of its kinds, each with its name after
/// `as` (as in traces and on the page) and its fields in record order (a field's
/// operand name is its own, or the one after `as`), and derives from it `NAMES`, `code()`,
/// `name()`, `OPERANDS` and `operands()`. The code of a kind is its place in the
/// list. Cost: the tables are constants; `code()` and `operands()` are one match.
///
/// ```ignore
/// event_table! {
///     #[derive(Debug, Clone, Copy, PartialEq, Eq)]
///     pub enum Event {
///         /// A region opens.
///         RegionStarted as "region_started" {
///             /// Its id.
///             region: u32,
///             /// Its first blank.
///             first_cell: u32 as "firstCell",
///         },
///     }
/// }
/// assert_eq!(Event::OPERANDS[0], ["region", "firstCell"]);
/// ```
macro_rules! event_table {
    (@operand $field:ident) => {
        stringify!($field)
    };
    (@operand $field:ident $operand:literal) => {
        $operand
    };
    (
        $(#[$meta:meta])*
        $vis:vis enum $Event:ident {
            $(
                $(#[$kind_meta:meta])*
                $Kind:ident as $name:literal {
                    $(
                        $(#[$field_meta:meta])*
                        $field:ident : $ty:ty $(as $operand:literal)?
                    ),+ $(,)?
                }
            ),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        $vis enum $Event {
            $(
                $(#[$kind_meta])*
                $Kind {
                    $( $(#[$field_meta])* $field: $ty, )+
                },
            )+
        }

        impl $Event {
            /// Event names by [`code`](Self::code), as in traces and on the page.
            pub const NAMES: [&'static str; [$($name),+].len()] = [$($name),+];

            /// Operand names by [`code`](Self::code), in the order of
            /// [`operands`](Self::operands).
            pub const OPERANDS: [&'static [&'static str]; [$($name),+].len()] = [
                $( &[ $( $crate::event_table::event_table!(@operand $field $($operand)?) ),+ ], )+
            ];

            /// A small number per kind: the index in [`NAMES`](Self::NAMES).
            #[inline]
            pub fn code(&self) -> u8 {
                #[repr(u8)]
                enum Code {
                    $( $Kind, )+
                }
                match self {
                    $( Self::$Kind { .. } => Code::$Kind as u8, )+
                }
            }

            /// The event's name in snake case (`"edge_tried"`, …).
            pub fn name(&self) -> &'static str {
                Self::NAMES[self.code() as usize]
            }

            /// The event's fields as numbers in declaration order, padded with 0
            /// (`true` is 1): with [`code`](Self::code), the flat record the page
            /// reads; names in [`OPERANDS`](Self::OPERANDS).
            #[inline]
            pub fn operands(&self) -> [u32; $crate::event_table::OPERANDS] {
                use $crate::event_table::Operand;
                match *self {
                    $(
                        Self::$Kind { $($field),+ } => {
                            $crate::event_table::record([$($field.operand()),+])
                        }
                    )+
                }
            }
        }
    };
}

pub(crate) use event_table;

/// Declares an event enum by [`event_table!`] with the alternating-path search's
/// four kinds (`edge_tried`, `match_followed`, `backtracked`, `path_found`) between
/// the kinds listed before `then` and after it: the games that search for a path
/// (the token game's Kuhn and Hopcroft–Karp, slide's check before each turn) share
/// their names, fields and meaning. Each list ends with a comma.
///
/// ```ignore
/// with_path_search! {
///     #[derive(Debug, Clone, Copy)]
///     pub enum Event {
///         SearchStarted as "search_started" { root: u32 },
///     }
///     then {
///         Augmented as "augmented" { size: u32 },
///     }
/// }
/// assert_eq!(Event::NAMES[1], "edge_tried");
/// ```
macro_rules! with_path_search {
    (
        $(#[$meta:meta])*
        $vis:vis enum $Event:ident { $($before:tt)* }
        then { $($after:tt)* }
    ) => {
        $crate::event_table::event_table! {
            $(#[$meta])*
            $vis enum $Event {
                $($before)*
                /// The search looks along the edge from `from` (the top of its path,
                /// on the root's side: a left cell in the token game) to its
                /// neighbour `to`.
                EdgeTried as "edge_tried" {
                    /// The cell at the top of the search path.
                    from: u32,
                    /// The neighbour tried.
                    to: u32,
                    /// True when `to` leads nowhere new: reached before in this
                    /// search (Kuhn, slide), or not on the next BFS layer
                    /// (Hopcroft–Karp).
                    skipped: bool,
                },
                /// `from` (on the other side) is matched: the path goes on through
                /// the matching edge to its partner `to`.
                MatchFollowed as "match_followed" {
                    /// The cell reached.
                    from: u32,
                    /// Its partner, pushed on the search path.
                    to: u32,
                },
                /// Every edge of `cell` is tried: the search backs up from it.
                Backtracked as "backtracked" {
                    /// The cell given up.
                    cell: u32,
                },
                /// The search reached the unmatched cell `end`: a path of `len` cells
                /// from `root`, alternating between edges out of and in the matching
                /// (the search path plus `end`).
                PathFound as "path_found" {
                    /// Where the path starts.
                    root: u32,
                    /// The unmatched cell where it ends.
                    end: u32,
                    /// Number of cells on the path (even).
                    len: u32,
                },
                $($after)*
            }
        }
    };
}

pub(crate) use with_path_search;
