//! The perfect player of `geography::play`, checked against an exhaustive game-tree
//! search written here (memoized over the token's cell and the visited set, with
//! neighbours from coordinates, not the crate's board): the position's value after
//! any sequence of moves, the winning moves, the verdict on each move, that the
//! computer never loses a won position against random and exhaustive opponents, and
//! that undo restores the position exactly. Every move rule: rook and knight boards
//! (bipartite) and king and hex boards (odd cycles, where the player's searches are
//! blossom searches), with neighbours from the definitions.
//!
//! Source of the rule: with the token on `v` and the visited cells removed, the
//! player to move wins exactly when every maximum matching of what is left covers
//! `v` (the theorem of Luogu P4055 / BZOJ 1443 applied to the remaining graph).

#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::collections::HashMap;

use common::geography::{maximum_matching_brute, oracle_moves};
use gridplay::geography::play::{Game, Reason, Role, Verdict};
use gridplay::geography::{Algorithm, Board, Moves, Options, Run, generate};
use gridplay::rng::SplitMix64 as Rng;

/// Exhaustive search over positions of one board.
struct Oracle {
    cells: Vec<u32>,
    index: HashMap<u32, usize>,
    neighbours: Vec<Vec<usize>>,
    memo: HashMap<(usize, u32), bool>,
}

impl Oracle {
    fn new(board: &Board) -> Oracle {
        let cells: Vec<u32> = (0..board.len() as u32)
            .filter(|&c| board.is_free(c))
            .collect();
        assert!(
            cells.len() <= 20,
            "too many free cells for exhaustive search"
        );
        let index: HashMap<u32, usize> = cells.iter().enumerate().map(|(i, &c)| (c, i)).collect();
        let neighbours = cells
            .iter()
            .map(|&c| {
                let (r, col) = board.coords(c);
                oracle_moves(board.moves(), board.rows(), board.cols(), r, col)
                    .into_iter()
                    .filter_map(|(nr, nc)| index.get(&board.cell(nr, nc)).copied())
                    .collect()
            })
            .collect();
        Oracle {
            cells,
            index,
            neighbours,
            memo: HashMap::new(),
        }
    }

    /// True when the player to move from `token` (visited set `visited`, which holds
    /// the token) wins.
    fn wins(&mut self, token: usize, visited: u32) -> bool {
        if let Some(&w) = self.memo.get(&(token, visited)) {
            return w;
        }
        let moves: Vec<usize> = self.neighbours[token]
            .iter()
            .copied()
            .filter(|&n| visited & (1 << n) == 0)
            .collect();
        let w = moves.iter().any(|&n| !self.wins(n, visited | 1 << n));
        self.memo.insert((token, visited), w);
        w
    }

    /// The value of a game's position for the player to move, and its winning moves.
    fn position(&mut self, path: &[u32]) -> (bool, Vec<u32>) {
        let mut visited = 0u32;
        for c in path {
            visited |= 1 << self.index[c];
        }
        let options: Vec<usize> = match path.last() {
            None => (0..self.cells.len()).collect(),
            Some(t) => self.neighbours[self.index[t]]
                .iter()
                .copied()
                .filter(|&n| visited & (1 << n) == 0)
                .collect(),
        };
        let winning: Vec<u32> = options
            .into_iter()
            .filter(|&n| !self.wins(n, visited | 1 << n))
            .collect::<Vec<usize>>()
            .into_iter()
            .map(|n| self.cells[n])
            .collect();
        (!winning.is_empty(), winning)
    }
}

/// Boards of up to 5×5 with up to 16 free cells, the four move rules in turn.
fn small_boards(count: u64) -> impl Iterator<Item = Board> {
    (0..count).filter_map(|seed| {
        let rows = 1 + (seed % 5) as u32;
        let cols = 1 + (seed / 5 % 5) as u32;
        let density = [0.0, 0.15, 0.3][(seed / 25 % 3) as usize];
        let moves = [Moves::Rook, Moves::King, Moves::Knight, Moves::Hex][(seed / 75 % 4) as usize];
        let board = generate::random(rows, cols, density, seed).with_moves(moves);
        (board.free_count() > 0 && board.free_count() <= 16).then_some(board)
    })
}

fn new_game(board: &Board) -> Game {
    // The matching the CLI's computer plays from: the move rule's default algorithm.
    let options = Options {
        moves: board.moves(),
        algorithm: Algorithm::default_for(board.moves()),
        ..Options::default()
    };
    let mut run = Run::new(board.clone(), options);
    run.run_to_end();
    Game::new(run.board().clone(), run.matching().clone())
}

fn pick(rng: &mut Rng, cells: &[u32]) -> u32 {
    cells[rng.below(cells.len() as u64) as usize]
}

/// The board of the cells still in play (the token's included).
fn remaining(board: &Board, game: &Game) -> Board {
    let free: Vec<bool> = (0..board.len() as u32)
        .map(|c| board.is_free(c) && !game.is_left(c))
        .collect();
    Board::from_free(board.rows(), board.cols(), &free).with_moves(board.moves())
}

/// The game's matching is a maximum matching of the cells in play.
fn assert_maximum(board: &Board, game: &Game) {
    let rest = remaining(board, game);
    let mut pairs = 0;
    for c in 0..board.len() as u32 {
        if let Some(p) = game.partner(c) {
            assert!(
                rest.is_free(c) && rest.is_free(p),
                "partner off the board in play"
            );
            assert_eq!(game.partner(p), Some(c));
            let (r, col) = board.coords(c);
            assert!(
                oracle_moves(board.moves(), board.rows(), board.cols(), r, col)
                    .contains(&board.coords(p)),
                "a domino that is not a move"
            );
            pairs += 1;
        }
    }
    assert_eq!(pairs / 2, maximum_matching_brute(&rest));
}

#[test]
fn every_position_reached_by_random_play_is_valued_as_the_search_values_it() {
    let mut rng = Rng::new(7);
    let mut positions = 0;
    for board in small_boards(3000) {
        let mut oracle = Oracle::new(&board);
        for _ in 0..3 {
            let mut game = new_game(&board);
            loop {
                let (wins, mut winning) = oracle.position(game.path());
                assert_eq!(
                    game.to_move_wins(),
                    wins,
                    "path {:?} on\n{}",
                    game.path(),
                    board.to_judge_input()
                );
                let mut moves = game.moves();
                moves.sort();
                let mut ours = game.winning_moves();
                ours.sort();
                winning.sort();
                assert_eq!(ours, winning, "winning moves after {:?}", game.path());
                assert_maximum(&board, &game);
                positions += 1;
                if moves.is_empty() {
                    assert!(game.is_over());
                    assert_eq!(game.winner(), Some(game.to_move().other()));
                    break;
                }
                let cell = pick(&mut rng, &moves);
                let verdict = game.play(cell).unwrap();
                let (after, _) = oracle.position(game.path());
                match verdict {
                    Verdict::Kept => assert!(wins && !after),
                    Verdict::Blunder { better } => {
                        assert!(wins && after);
                        assert!(winning.contains(&better), "the better move wins");
                    }
                    Verdict::StillLosing => assert!(!wins && after),
                }
            }
        }
    }
    assert!(positions > 20_000, "only {positions} positions checked");
}

/// Plays a whole game: the computer (`computer` role) by `best_move`, the opponent by
/// `opponent`. Returns the winner.
fn play_out(board: &Board, computer: Role, mut opponent: impl FnMut(&mut Game) -> u32) -> Role {
    let mut game = new_game(board);
    while !game.is_over() {
        let cell = if game.to_move() == computer {
            let (cell, reason) = game.best_move().unwrap();
            check_reason(&game, cell, reason);
            cell
        } else {
            opponent(&mut game)
        };
        game.play(cell).unwrap();
    }
    game.winner().unwrap()
}

/// The reason names the move made and agrees with the position.
fn check_reason(game: &Game, cell: u32, reason: Reason) {
    match reason {
        Reason::PlaceUnmatched { cell: c } => {
            assert_eq!(c, cell);
            assert!(game.to_move_wins() && game.partner(c).is_none());
        }
        Reason::PlaceLosing { cell: c } => assert!(c == cell && !game.to_move_wins()),
        Reason::FollowDomino { from, to } => {
            assert_eq!((Some(from), to), (game.token(), cell));
            assert_eq!(game.partner(from), Some(to));
            assert!(game.to_move_wins());
        }
        Reason::Losing { from, to, .. } => {
            assert_eq!((Some(from), to), (game.token(), cell));
            assert!(!game.to_move_wins());
        }
    }
}

#[test]
fn the_computer_never_loses_a_won_position_against_random_or_perfect_opponents() {
    let mut rng = Rng::new(11);
    let mut won = 0;
    for board in small_boards(3000) {
        let mut oracle = Oracle::new(&board);
        let (placer_wins, _) = oracle.position(&[]);
        for computer in [Role::Placer, Role::Mover] {
            let should_win = placer_wins == (computer == Role::Placer);
            let random = play_out(&board, computer, |g| pick(&mut rng, &g.moves()));
            // The exhaustive opponent plays a winning move when it has one.
            let perfect = play_out(&board, computer, |g| {
                let (_, winning) = oracle.position(g.path());
                if winning.is_empty() {
                    pick(&mut rng, &g.moves())
                } else {
                    pick(&mut rng, &winning)
                }
            });
            if should_win {
                assert_eq!(
                    random,
                    computer,
                    "lost a won game on\n{}",
                    board.to_judge_input()
                );
                assert_eq!(perfect, computer);
                won += 1;
            } else {
                assert_eq!(
                    perfect,
                    computer.other(),
                    "the search says the computer loses"
                );
            }
        }
    }
    assert!(won > 1000, "only {won} won games");
}

#[test]
fn undo_restores_the_position_exactly() {
    let mut rng = Rng::new(3);
    for board in small_boards(1200) {
        let mut game = new_game(&board);
        let start = (game.to_move_wins(), game.moves());
        let mut history = Vec::new();
        while !game.is_over() {
            history.push((
                game.path().to_vec(),
                game.to_move_wins(),
                (0..board.len() as u32)
                    .map(|c| game.partner(c))
                    .collect::<Vec<_>>(),
            ));
            let cell = pick(&mut rng, &game.moves());
            game.play(cell).unwrap();
        }
        while let Some((path, wins, partners)) = history.pop() {
            assert!(game.undo());
            assert_eq!(game.path(), &path[..]);
            assert_eq!(game.to_move_wins(), wins);
            let now: Vec<_> = (0..board.len() as u32).map(|c| game.partner(c)).collect();
            assert_eq!(now, partners);
        }
        assert!(!game.undo());
        assert_eq!((game.to_move_wins(), game.moves()), start);
    }
}

#[test]
fn illegal_moves_are_refused_and_change_nothing() {
    let board = Board::from_rows(&["..#", "...", "#.."]);
    let mut game = new_game(&board);
    assert!(game.play(2).is_err(), "a wall");
    assert!(game.play(99).is_err(), "off the board");
    game.play(0).unwrap();
    assert!(game.play(0).is_err(), "the token's own cell");
    assert!(game.play(4).is_err(), "not a neighbour");
    game.play(1).unwrap();
    assert!(game.play(0).is_err(), "visited");
    assert_eq!(game.path(), &[0, 1]);
}

/// The free cells of `board` one move (under its rule, from [`oracle_moves`]) from
/// `cell`, and not in `visited`: the legal moves, worked out here from coordinates.
fn oracle_open(board: &Board, cell: u32, visited: &[bool]) -> Vec<u32> {
    let (r, c) = board.coords(cell);
    let mut open: Vec<u32> = oracle_moves(board.moves(), board.rows(), board.cols(), r, c)
        .into_iter()
        .map(|(nr, nc)| board.cell(nr, nc))
        .filter(|&n| board.is_free(n) && !visited[n as usize])
        .collect();
    open.sort_unstable();
    open
}

/// Plays `cell` for the player to move after checking, from coordinates, that it is
/// legal (a free cell to place on; then an unvisited neighbour of the token) and that
/// the game offers exactly the moves worked out here.
fn play_checked(board: &Board, game: &mut Game, visited: &mut [bool], cell: u32) {
    let mut offered = game.moves();
    offered.sort_unstable();
    match game.token() {
        None => assert!(board.is_free(cell), "placed on a wall: {cell}"),
        Some(token) => {
            let open = oracle_open(board, token, visited);
            assert_eq!(offered, open, "moves from {token}");
            assert!(open.contains(&cell), "illegal move {token} -> {cell}");
        }
    }
    game.play(cell).unwrap();
    game.take_changed();
    visited[cell as usize] = true;
}

/// Plays up to `cap` moves on a 1000×1000 maze under `moves`: the placer perfectly,
/// the mover at random, every move checked legal from coordinates. A game that ends
/// ends when, by coordinates, the token has no unvisited neighbour, and its winner is
/// the one the run's verdict named for the perfect placer.
fn play_big_maze(moves: Moves, cap: u32) {
    let board = generate::maze(1000, 1000, 5).with_moves(moves);
    let mut game = new_game(&board);
    let mut visited = vec![false; board.len()];
    let mut rng = Rng::new(1);
    for _ in 0..cap {
        if let Some(token) = game.token() {
            let stuck = oracle_open(&board, token, &visited).is_empty();
            assert_eq!(game.is_over(), stuck, "game over at {token}");
            if stuck {
                break;
            }
        }
        let cell = if game.to_move() == Role::Placer {
            game.best_move().unwrap().0
        } else {
            pick(&mut rng, &game.moves())
        };
        play_checked(&board, &mut game, &mut visited, cell);
    }
    if game.is_over() {
        // The placer played perfectly; it wins exactly when the start won. The
        // winner is the player who made the last move.
        let options = Options {
            moves,
            ..Options::default()
        };
        let mut run = Run::new(board, options);
        run.run_to_end();
        let placer_wins = run.winning().unwrap().count() > 0;
        let last = if game.path().len() % 2 == 1 {
            Role::Placer
        } else {
            Role::Mover
        };
        assert_eq!(game.winner(), Some(last));
        assert_eq!(game.winner() == Some(Role::Placer), placer_wins);
    }
}

/// The player to move on a corridor (a path of `len` cells, numbered along it) where
/// the visited cells are `lo..=hi` and the token is on one end of them: it may step
/// off either end the token is on, into a run of cells it must then walk to its end
/// with the opponent, so it wins exactly when some run it can enter is odd.
fn corridor_to_move_wins(len: usize, lo: usize, hi: usize, token: usize) -> bool {
    let left = token == lo && lo > 0 && lo % 2 == 1;
    let right = token == hi && hi + 1 < len && (len - 1 - hi) % 2 == 1;
    left || right
}

/// Before the token is placed: the placer wins on a corridor of `len` cells exactly
/// when some cell leaves the mover two even runs, i.e. when `len` is odd.
fn corridor_placer_wins(len: usize) -> bool {
    (0..len).any(|i| !corridor_to_move_wins(len, i, i, i))
}

/// Two perfect players on a 999×1000 serpentine corridor (one path of 500 499
/// cells; 99×100 in debug builds), on a thread with a 256 KiB stack so that no
/// search may recurse. The corridor is walked here from coordinates; on it the
/// game's value is plain arithmetic ([`corridor_to_move_wins`]). Every move is
/// checked legal, the winning starts and every position's value against the
/// arithmetic, every move of the player who was winning keeps the opponent losing,
/// the game lasts at least half the corridor, and it ends with the winner named
/// before the first move.
#[test]
fn a_thousand_by_thousand_serpentine_is_played_to_the_end_by_two_perfect_players() {
    let (rows, cols) = if cfg!(debug_assertions) {
        (99, 100)
    } else {
        (999, 1000)
    };
    let handle = std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(move || {
            let board = generate::serpentine(rows, cols);
            // The corridor in order, from its corner start, by coordinates.
            let mut order = vec![0u32];
            let mut visited = vec![false; board.len()];
            visited[0] = true;
            while let Some(&next) = oracle_open(&board, *order.last().unwrap(), &visited).first() {
                visited[next as usize] = true;
                order.push(next);
            }
            assert_eq!(order.len(), board.free_count(), "one corridor");
            let len = order.len();
            let mut at = vec![usize::MAX; board.len()];
            for (i, &c) in order.iter().enumerate() {
                at[c as usize] = i;
            }

            let named = if corridor_placer_wins(len) {
                Role::Placer
            } else {
                Role::Mover
            };
            let mut game = new_game(&board);
            assert_eq!(game.perfect_winner(), named, "the verdict before play");
            // Every winning start: the cells that leave the mover two even runs.
            let mut starts = game.winning_moves();
            starts.sort_unstable();
            let mut expected: Vec<u32> = (0..len)
                .filter(|&i| !corridor_to_move_wins(len, i, i, i))
                .map(|i| order[i])
                .collect();
            expected.sort_unstable();
            assert_eq!(starts, expected, "the winning starts");
            let mut visited = vec![false; board.len()];
            let (mut lo, mut hi) = (usize::MAX, 0);
            while !game.is_over() {
                let was_winning = game.to_move_wins();
                let (cell, _) = game.best_move().expect("a move while not over");
                play_checked(&board, &mut game, &mut visited, cell);
                let i = at[cell as usize];
                if lo == usize::MAX {
                    (lo, hi) = (i, i);
                } else {
                    (lo, hi) = (lo.min(i), hi.max(i));
                }
                let opponent_wins = corridor_to_move_wins(len, lo, hi, i);
                assert_eq!(game.to_move_wins(), opponent_wins, "value after {cell}");
                if was_winning {
                    assert!(
                        !opponent_wins,
                        "the winning player let the win go at {cell}"
                    );
                }
            }
            let token = game.token().unwrap();
            assert!(
                oracle_open(&board, token, &visited).is_empty(),
                "over with a move left at {token}"
            );
            assert!(
                game.path().len() >= len / 2,
                "a long game: {} moves",
                game.path().len()
            );
            let last = if game.path().len() % 2 == 1 {
                Role::Placer
            } else {
                Role::Mover
            };
            assert_eq!(game.winner(), Some(last));
            assert_eq!(game.winner(), Some(named));
            game.path().len()
        })
        .unwrap();
    let moves = handle.join().unwrap();
    eprintln!("serpentine {rows}×{cols}: {moves} moves");
}

#[test]
fn a_thousand_by_thousand_maze_is_played_without_recursion() {
    // A maze is one long corridor system: the placer's searches run deep, the stack
    // is explicit. The random mover soon walks into a dead end.
    play_big_maze(Moves::Rook, 20_000);
}

#[test]
fn big_king_and_hex_boards_are_played_with_blossom_searches_without_recursion() {
    // Under king and hex moves the maze's walls leak: one big graph full of
    // triangles, where every search is a blossom search over much of the board.
    play_big_maze(Moves::King, 2_000);
    play_big_maze(Moves::Hex, 2_000);
}

#[test]
fn the_terminal_game_ends_with_the_winner_the_search_predicts() {
    use common::cli::gridplay;
    let dir = std::env::temp_dir().join(format!("gridplay-play-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut rng = Rng::new(5);
    let mut checked = 0;
    // Every 20th board of 1200 seeds: ten of each move rule.
    for (i, board) in small_boards(1200)
        .filter(|b| b.free_count() >= 3)
        .step_by(20)
        .take(40)
        .enumerate()
    {
        let path = dir.join(format!("board{i}.txt"));
        std::fs::write(&path, board.to_judge_input()).unwrap();
        let mut oracle = Oracle::new(&board);
        for you in [Role::Placer, Role::Mover] {
            // The computer is deterministic: replay it here to script your moves, a
            // winning one whenever the search has one.
            let mut game = new_game(&board);
            let mut script = String::new();
            while !game.is_over() {
                if game.to_move() == you {
                    let (_, winning) = oracle.position(game.path());
                    let cell = if winning.is_empty() {
                        pick(&mut rng, &game.moves())
                    } else {
                        winning[0]
                    };
                    script.push_str(&format!(
                        "{} {}\n",
                        cell / board.cols() + 1,
                        cell % board.cols() + 1
                    ));
                    game.play(cell).unwrap();
                } else {
                    let (cell, _) = game.best_move().unwrap();
                    game.play(cell).unwrap();
                }
            }
            let (placer_wins, _) = oracle.position(&[]);
            let you_win = placer_wins == (you == Role::Placer);
            let run = gridplay(
                &[
                    "play",
                    "geography",
                    "--you",
                    you.name(),
                    "--moves",
                    board.moves().name(),
                    path.to_str().unwrap(),
                ],
                script.as_bytes(),
            );
            assert_eq!(run.code, 0, "{}", run.stderr);
            let last = run.stdout.lines().last().unwrap_or_default().to_string();
            let expected = if you_win {
                "you won."
            } else {
                "the computer won."
            };
            assert!(
                last.ends_with(expected),
                "{last:?}, script {script:?}, board\n{}",
                board.to_judge_input()
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 80);
    let bad = gridplay(&["play", "geography", "-"], b"1 1\n.\n");
    assert_eq!(bad.code, 2, "the board must come from a file");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Who wins with perfect play from the position after `path`, by the search: the
/// player to move (the placer on an even path length) when it has a winning move.
fn perfect_by_search(oracle: &mut Oracle, path: &[u32]) -> Role {
    let to_move = if path.len() % 2 == 0 {
        Role::Placer
    } else {
        Role::Mover
    };
    let (wins, _) = oracle.position(path);
    if wins { to_move } else { to_move.other() }
}

#[test]
fn perfect_names_the_winner_the_search_finds_for_every_role() {
    let mut rng = Rng::new(26);
    let (mut placer_wins, mut placer_loses, mut positions) = (0, 0, 0);
    for board in small_boards(3000) {
        let mut oracle = Oracle::new(&board);
        match perfect_by_search(&mut oracle, &[]) {
            Role::Placer => placer_wins += 1,
            Role::Mover => placer_loses += 1,
        }
        for you in [Role::Placer, Role::Mover] {
            let mut game = new_game(&board);
            loop {
                let winner = perfect_by_search(&mut oracle, game.path());
                assert_eq!(
                    game.perfect_winner() == you,
                    winner == you,
                    "you {you:?}, path {:?} on\n{}",
                    game.path(),
                    board.to_judge_input()
                );
                assert_eq!(game.perfect_winner(), winner);
                positions += 1;
                let moves = game.moves();
                if moves.is_empty() {
                    break;
                }
                game.play(pick(&mut rng, &moves)).unwrap();
            }
        }
    }
    assert!(
        placer_wins > 200 && placer_loses > 100,
        "boards the placer wins: {placer_wins}, loses: {placer_loses}"
    );
    assert!(positions > 5_000, "only {positions} positions checked");
}
