//! Preset games: the problem's samples, a random board with a random recorded game,
//! and a snake whose empty cell walks over the whole board. Seeded, so a preset is
//! the same natively and on a page. Every game generated keeps the input's promise
//! (legal moves, 兔兔 stuck at the end): it is built, then read back by the parser.
//!
//! ```
//! use gridplay::slide::generate;
//!
//! let game = generate::random(8, 9, 0.9, 3);
//! assert_eq!((game.rows(), game.cols()), (8, 9));
//! assert_eq!(game, generate::random(8, 9, 0.9, 3));
//! assert_eq!(generate::snake(40, 40).rounds(), 799);
//! ```

use super::{Game, MAX_SIDE, Piece, Player, Position};
use crate::limits::{DENSITY, Preset, SEED, SIZE};
use crate::rng::SplitMix64;

/// The preset kinds [`preset`] takes, with the settings each reads: the page's form,
/// links and the protocol's `presets` list them from here.
pub const PRESETS: [Preset; 4] = [
    Preset::new("sample3", &[]).up_to(MAX_SIDE as u32),
    Preset::new("sample1", &[]).up_to(MAX_SIDE as u32),
    Preset::new("random", &[SIZE, DENSITY, SEED]).up_to(MAX_SIDE as u32),
    Preset::new("snake", &[SIZE]).up_to(MAX_SIDE as u32),
];

/// The page's preset `kind`: `sample1`, `sample3` (the problem's samples, whatever the
/// size), `random` (`density`: the chance a cell has the colour the empty cell could
/// enter, long games near 1; at least 3 cells) or `snake` (the longest game the board
/// allows; at least 3 cells). Sides 1 to [`MAX_SIDE`]. Errors name the unknown kind
/// or the size.
pub fn preset(kind: &str, rows: u32, cols: u32, density: f64, seed: u64) -> Result<Game, String> {
    let sized = |least: u32| {
        let side = 1..=MAX_SIDE as u32;
        if side.contains(&rows) && side.contains(&cols) && rows * cols >= least {
            Ok(())
        } else {
            Err(format!(
                "a {kind} board needs 1 to {MAX_SIDE} rows and columns and at least {least} \
                 cells, not {rows}×{cols}"
            ))
        }
    };
    Ok(match kind {
        "sample1" => sample_1(),
        "sample3" => sample_3(),
        "random" => {
            sized(3)?;
            random(rows, cols, density.clamp(0.0, 1.0), seed)
        }
        "snake" => {
            sized(3)?;
            snake(rows, cols)
        }
        _ => return Err(format!("unknown preset \"{kind}\"")),
    })
}

/// The problem's sample 1: one mistake, move 1.
pub fn sample_1() -> Game {
    Game::parse(b"1 6\nXO.OXO\n1\n1 2\n1 1\n").expect("the sample is valid")
}

/// The problem's sample 3: two mistakes, moves 1 and 2.
pub fn sample_3() -> Game {
    Game::parse(b"4 4\nOOXX\nOXXO\nOO.O\nXXXO\n2\n3 2\n2 2\n1 2\n1 3\n")
        .expect("the sample is valid")
}

/// A board whose empty cell starts in the top-left corner and can walk row by row
/// (left to right, then right to left, …) over every cell: the longest game a
/// board allows, `rows · cols − 1` turns or one fewer, all of them checked. Needs
/// at least 3 cells.
pub fn snake(rows: u32, cols: u32) -> Game {
    let path: Vec<u32> = (0..rows)
        .flat_map(|r| {
            let row: Vec<u32> = if r % 2 == 0 {
                (0..cols).collect()
            } else {
                (0..cols).rev().collect()
            };
            row.into_iter().map(move |c| r * cols + c)
        })
        .collect();
    let pieces = enterable_everywhere(rows, cols, 0);
    // The walk's even length, at most 2 · 1000 moves.
    let turns = ((path.len() - 1) & !1).min(2 * super::parse::MAX_MOVES as usize);
    finish(Game {
        rows,
        cols,
        start: Position { pieces, empty: 0 },
        moves: path[1..=turns].to_vec(),
    })
}

/// Draws [`random`] makes before it settles for a one-round game.
const DRAWS: u32 = 64;

/// A random `rows × cols` board (at least 3 cells, fewer allow no round): the empty
/// cell somewhere, each other cell the colour the empty cell could enter there with
/// probability `friendly` (long games), else the other; then a game where each
/// player slides a random piece (half the time the one that leaves the empty cell
/// the fewest onward moves, which makes long walks) until someone is stuck. A board
/// where 兔兔 cannot move twice is drawn again, up to [`DRAWS`] times; after that
/// (`friendly` near 0 leaves 兔兔 almost never a first move) the last draw's
/// colours get one round forced into them ([`one_round`]), so the call always ends.
/// Cost: O(cells) a move, O(cells · moves) a draw.
///
/// # Panics
/// On a board of fewer than 3 cells ([`preset`] says so instead).
pub fn random(rows: u32, cols: u32, friendly: f64, seed: u64) -> Game {
    let mut rng = SplitMix64::new(seed);
    let mut last = Game {
        rows,
        cols,
        start: Position {
            pieces: Vec::new(),
            empty: 0,
        },
        moves: Vec::new(),
    };
    for _ in 0..DRAWS {
        last = draw(rows, cols, friendly, &mut rng);
        let mut position = last.start();
        let mut moves = Vec::new();
        while moves.len() < 2 * super::parse::MAX_MOVES as usize {
            let player = Player::of_turn(moves.len() as u32 + 1);
            let options: Vec<u32> = last.legal_moves(&position, player).collect();
            if options.is_empty() {
                break;
            }
            let cell = if rng.below(2) == 0 {
                let fewest = fewest_onward(&last, &position, &options, player);
                fewest[rng.below(fewest.len() as u64) as usize]
            } else {
                options[rng.below(options.len() as u64) as usize]
            };
            position.slide(cell);
            moves.push(cell);
        }
        moves.truncate(moves.len() & !1);
        if !moves.is_empty() {
            return finish(Game { moves, ..last });
        }
    }
    one_round(last)
}

/// A board of [`random`]'s: the empty cell somewhere, the colours drawn.
fn draw(rows: u32, cols: u32, friendly: f64, rng: &mut SplitMix64) -> Game {
    let empty = rng.below(u64::from(rows * cols)) as u32;
    let mut pieces = enterable_everywhere(rows, cols, empty);
    for (cell, piece) in pieces.iter_mut().enumerate() {
        if cell as u32 != empty && rng.next_f64() >= friendly {
            *piece = if *piece == Piece::Black {
                Piece::White
            } else {
                Piece::Black
            };
        }
    }
    Game {
        rows,
        cols,
        start: Position { pieces, empty },
        moves: Vec::new(),
    }
}

/// Of `options` (`player`'s moves in `position`), those after which the other
/// player has the fewest moves.
fn fewest_onward(game: &Game, position: &Position, options: &[u32], player: Player) -> Vec<u32> {
    let other = player.other();
    let (mut after, at) = (position.clone(), position.empty());
    let onward: Vec<usize> = options
        .iter()
        .map(|&cell| {
            after.slide(cell);
            let count = game.legal_moves(&after, other).count();
            after.slide(at);
            count
        })
        .collect();
    let fewest = onward.iter().min().copied();
    options
        .iter()
        .zip(&onward)
        .filter(|&(_, &n)| Some(n) == fewest)
        .map(|(&c, _)| c)
        .collect()
}

/// `game`'s board with one round forced into it: the first cells `a` next to the
/// empty cell `e` and `b` next to `a` (row-major, from `e` on, wrapping) turn
/// white and black, and 兔兔 slides `a`, 蛋蛋 `b`. Every board of 3 cells or more
/// has such a pair for some `e`.
fn one_round(mut game: Game) -> Game {
    let cells = game.rows * game.cols;
    let from = game.empty();
    for e in (from..cells).chain(0..from) {
        let pair = game.neighbours(e).find_map(|a| {
            let b = game.neighbours(a).find(|&b| b != e)?;
            Some((a, b))
        });
        if let Some((a, b)) = pair {
            let pieces = &mut game.start.pieces;
            pieces.swap(from as usize, e as usize);
            pieces[a as usize] = Piece::White;
            pieces[b as usize] = Piece::Black;
            game.start.empty = e;
            game.moves = vec![a, b];
            return finish(game);
        }
    }
    panic!(
        "a {}×{} board has no round: random needs 3 cells",
        game.rows, game.cols
    )
}

/// Pieces on every cell the colour the empty cell (at `empty`) could enter there.
fn enterable_everywhere(rows: u32, cols: u32, empty: u32) -> Vec<Piece> {
    let (er, ec) = (empty / cols, empty % cols);
    (0..rows * cols)
        .map(|cell| {
            let (r, c) = (cell / cols, cell % cols);
            if cell == empty {
                Piece::Empty
            } else if (r + c) % 2 == (er + ec) % 2 {
                Piece::Black
            } else {
                Piece::White
            }
        })
        .collect()
}

/// `game` (its recorded moves legal) with every cell next to the final empty cell
/// that it never entered turned black, so that 兔兔 is stuck at the end (the
/// input's promise); read back by the parser, which checks every move.
fn finish(mut game: Game) -> Game {
    let last = *game.moves.last().expect("at least one round");
    let empty = game.empty();
    let visited = |cell: u32| cell == empty || game.moves.contains(&cell);
    let blacken: Vec<u32> = game.neighbours(last).filter(|&n| !visited(n)).collect();
    for n in blacken {
        game.start.pieces[n as usize] = Piece::Black;
    }
    Game::parse(game.to_judge_input().as_bytes()).expect("a generated game is valid")
}
