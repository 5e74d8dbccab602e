//! `gridplay play slide FILE`: 兔兔与蛋蛋游戏 against the perfect player of
//! `slide::play`, in the terminal. Moves are read from standard input.

use std::io::{self, BufRead, Write};

use gridplay::slide::play::{Play, Played};
use gridplay::slide::{Game, Piece, Player};

use super::{Args, input_error, print_help, usage_error};

const HELP: &str = "\
gridplay play slide: play 兔兔与蛋蛋游戏 (NOI 2011, Luogu P1971) against the computer.

The board has black pieces X, white pieces O and one empty cell. 兔兔 moves first
and slides a white piece next to the empty cell into it; 蛋蛋 slides a black piece
likewise. Whoever cannot move loses. The computer plays perfectly and says why;
your mistakes (you could force a win before the move, the computer can after it)
are named.

USAGE:
    gridplay play slide [--you tutu|dandan] FILE

FILE holds 'N M' and the rows, as in the judge input (a recorded game after the
board is read too, and ignored: the game starts from the board).

OPTIONS:
    --you tutu|dandan    your side (default tutu, 兔兔, who moves first)
    -h, --help           this help

Type a move as 'ROW COL' (1-based): the piece that slides into the empty cell.
Other commands: 'hint' (the winning move, if any), 'quit'.

EXIT CODES: 0 when the game ended or you quit; 2 bad input or usage.
";

/// Runs `gridplay play slide …`; returns the exit code.
pub fn main(words: &[&str]) -> i32 {
    let mut args = Args::new(words);
    if args.help() {
        return print_help(HELP);
    }
    let parsed = (|| {
        let you = match args.value("--you", &["tutu", "dandan"])? {
            Some("dandan") => Player::Dandan,
            _ => Player::Tutu,
        };
        let path = args
            .input_path()?
            .filter(|&p| p != "-")
            .ok_or("play needs the board in a FILE: the moves are read from standard input")?;
        Ok::<_, String>((you, path))
    })();
    let (you, path) = match parsed {
        Ok(parsed) => parsed,
        Err(message) => return usage_error(&message),
    };
    let text = match std::fs::read(path) {
        Ok(text) if text.len() <= 1 << 20 => text,
        Ok(_) => return usage_error(&format!("{path} is longer than any board needs")),
        Err(e) => return usage_error(&format!("cannot read {path}: {e}")),
    };
    let game = match Game::parse(&text).or_else(|_| Game::parse_board(&text)) {
        Ok(game) => game,
        Err(error) => return input_error(path, &error),
    };
    let mut play = Play::new(&game);
    let stdin = io::stdin();
    let stdout = io::stdout();
    match session(&mut play, you, &mut stdin.lock(), &mut stdout.lock()) {
        Ok(()) => 0,
        Err(_) => super::EXIT_OUTPUT,
    }
}

fn session(
    play: &mut Play,
    you: Player,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> io::Result<()> {
    let computer = other(you);
    let start = if (play.winning_move().is_some()) == (you == Player::Tutu) {
        "With perfect play you win."
    } else {
        "With perfect play the computer wins: make it work for it."
    };
    writeln!(out, "You are {}. {start}", you.name())?;
    let mut line = String::new();
    loop {
        if play.is_over() {
            write!(out, "{}", board(play))?;
            let loser = play.to_move();
            writeln!(
                out,
                "{} cannot move: {} won.",
                if loser == you { "You" } else { "The computer" },
                if loser == you { "the computer" } else { "you" }
            )?;
            return Ok(());
        }
        if play.to_move() == computer {
            let cell = play.best_move().expect("not over");
            let wins = play.winning_move().is_some();
            play.play(cell).expect("legal");
            let why = if wins {
                "the empty cell is in every maximum matching of the cells it can still \
                 enter, so sliding its partner wins"
            } else {
                "I cannot force a win: some maximum matching leaves the empty cell out, so \
                 every move of mine has an answer"
            };
            writeln!(
                out,
                "Computer ({}) slides the piece at {}: {why}.",
                computer.name(),
                at(play, cell)
            )?;
            continue;
        }
        write!(out, "{}", board(play))?;
        write!(out, "Your move (ROW COL, hint, quit): ")?;
        out.flush()?;
        line.clear();
        if input.read_line(&mut line)? == 0 {
            writeln!(out)?;
            return Ok(());
        }
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            [] => {}
            ["quit" | "q"] => return Ok(()),
            ["hint" | "h"] => match play.winning_move() {
                Some(cell) => writeln!(out, "Winning move: {}", at(play, cell))?,
                None => writeln!(out, "No move wins from here against perfect play.")?,
            },
            [row, col] => your_move(play, row, col, out)?,
            _ => writeln!(out, "Type ROW COL (for example '2 3'), hint or quit.")?,
        }
    }
}

fn your_move(play: &mut Play, row: &str, col: &str, out: &mut dyn Write) -> io::Result<()> {
    let (rows, cols) = (play.game().rows(), play.game().cols());
    let number = |s: &str, max: u32| s.parse::<u32>().ok().filter(|&n| n >= 1 && n <= max);
    let (Some(r), Some(c)) = (number(row, rows), number(col, cols)) else {
        return writeln!(out, "Rows go from 1 to {rows}, columns from 1 to {cols}.");
    };
    let better = play.winning_move();
    match play.play((r - 1) * cols + c - 1) {
        Err(error) => writeln!(out, "Not allowed: {error}."),
        Ok(Played { mistake: true, .. }) => writeln!(
            out,
            "A mistake: you could force a win before it, and the computer can now. \
             The winning move was {}.",
            at(play, better.expect("a mistake had a winning move"))
        ),
        Ok(Played {
            wins_before: true, ..
        }) => writeln!(out, "Good: you are still winning."),
        Ok(_) => Ok(()),
    }
}

fn other(player: Player) -> Player {
    match player {
        Player::Tutu => Player::Dandan,
        Player::Dandan => Player::Tutu,
    }
}

fn at(play: &Play, cell: u32) -> String {
    let (r, c) = play.game().coords(cell);
    format!("({},{})", r + 1, c + 1)
}

/// The board with row numbers: X, O and the empty cell `.`.
fn board(play: &Play) -> String {
    let cols = play.game().cols() as usize;
    let mut out = String::new();
    for (r, row) in play.board().chunks(cols).enumerate() {
        out += &format!("{:>3} ", r + 1);
        out.extend(row.iter().map(|&p: &Piece| p.symbol()));
        out.push('\n');
    }
    out
}
