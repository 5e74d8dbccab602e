//! Playing mine: a position of the game (which cells are open, whose turn), its moves,
//! its value, and the computer's move with its reason.
//!
//! **Rules** (as [`super::solver`] and [`super::frame`] have them): the players take
//! turns clicking a face-down non-mine cell. A number opens alone; a blank opens its
//! whole 8-connected blank region and every face-down number around it. Xiemao moves
//! first; the player with no cell left to click loses. So a region is open or closed as
//! a whole, and a closed number borders only closed regions.
//!
//! **Value.** The position is the judge's sum of games on what is still closed: each
//! closed region with k closed bordering numbers is worth 1 (k even) or 2 (k odd),
//! each closed lone number 1, and the player to move wins when their XOR is not 0.
//! When closed numbers border two or more closed regions (the problem's promise
//! broken), the regions they join form clusters ([`exact::clusters`]) valued by the
//! exact search ([`ClusterGame`]), within `max_visits` visits per evaluation; past that
//! the value is unknown ([`Evaluation::value`] is `None`), never guessed. Cluster games
//! are kept between moves, so a cluster is searched once and its smaller positions
//! are already in its memo; a cluster whose search passed the cap with most of the
//! budget to itself is not searched again in this game (it stays unknown until a
//! move changes it), so moves elsewhere stay fast. Random 1000×1000 boards with 10%
//! mines have such a cluster (hundreds of regions joined by shared numbers): there
//! the computer plays [`Strategy::Unsure`] moves.
//!
//! **The computer's move** ([`MineGame::best_move`]): when the value is known and not 0,
//! a move to a position of value 0 ([`Strategy::ZeroXor`]): a lone number when the
//! XOR is 1, else a region (open it, or click one of its numbers) or a cluster move
//! whose value is the component's value XOR the total. Otherwise (value 0, or
//! unknown) the move that removes the fewest cells from play, to keep the game long
//! and the opponent's task hard: the first face-down number in row-major order, or
//! when there is none the smallest closed region ([`Strategy::Longest`] when the
//! position is lost, [`Strategy::Unsure`] when its value is unknown).
//!
//! The valuation and the computer's move are the search, in `perfect.rs` beside this
//! file; this file is the game's rules and state.
//!
//! **Undo** ([`MineGame::undo`]) takes back the last move from a log of the cells each
//! move opened (one `u32` per opened cell, no copies of the position).
//!
//! **Cost.** [`MineGame::new`]: O(N·M) time (one run of the judge's [`Solver`] for the
//! regions, one pass for their numbers); memory about 10 bytes per cell plus 4 per
//! number–region contact. A move: O(cells it opens). An evaluation: O(R + S) for R
//! regions and S numbers bordering two or more regions, plus the exact search of any
//! cluster not seen before (bounded by `max_visits`); cached until the next move. The
//! computer's move: one evaluation plus O(R + L) (L lone numbers) to find a winning
//! component, plus the option values of at most one cluster (from its memo); a losing
//! or unknown position scans the cells for a face-down number, O(N·M) at worst.
//! Nothing recurses: 1000×1000 boards are fine.
//!
//! ```
//! use gridplay::mine::board::Board;
//! use gridplay::mine::play::{MineGame, MoveKind, Strategy};
//! use gridplay::mine::solver::Player;
//!
//! // 1×5, mine in the middle: two regions {0} and {4}, each with one number: 2 ^ 2 = 0.
//! let board = Board::with_mines(1, 5, &[(0, 2)]);
//! let mut game = MineGame::new(board, 1_000_000);
//! assert_eq!(game.evaluation().value, Some(0));
//! // Xiemao opens the left region (blank and number): the XOR goes from 0 to 2.
//! let played = game.play(0).unwrap();
//! assert_eq!(played.kind, MoveKind::OpenRegion { region: 0, numbers: 1 });
//! assert_eq!((played.xor_before, played.xor_after), (Some(0), Some(2)));
//! assert_eq!(game.opened(), &[0, 1]);
//! // The computer answers in kind: it opens the other region and wins.
//! let reply = game.reply().unwrap();
//! assert_eq!(reply.strategy, Strategy::ZeroXor);
//! assert_eq!(reply.played.xor_after, Some(0));
//! assert!(game.is_over());
//! assert_eq!(game.winner(), Some(Player::Fanglaoshi));
//! assert!(game.undo() && game.undo());
//! assert_eq!(game.moves().count(), 4);
//! ```

use std::collections::{HashMap, HashSet};
use std::fmt;

use super::board::{Board, MINE};
use super::exact::{self, ClusterGame};
use super::solver::{Player, Solver};

mod perfect;

/// The other player.
fn opponent(player: Player) -> Player {
    match player {
        Player::Xiemao => Player::Fanglaoshi,
        Player::Fanglaoshi => Player::Xiemao,
    }
}

/// Region id of a cell that is not a blank.
pub const NO_REGION: u32 = u32::MAX;

/// Why a click was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlayError {
    /// The cell index is not on the board.
    OffBoard {
        /// The index given.
        cell: u32,
    },
    /// The cell is a mine: it can never be clicked.
    Mine {
        /// The cell.
        cell: u32,
    },
    /// The cell is already open.
    Open {
        /// The cell.
        cell: u32,
    },
    /// The game is over: no face-down cell is left.
    Over,
}

impl PlayError {
    /// One of each kind (cells 0), for the list of codes the page words.
    pub const KINDS: [PlayError; 4] = [
        PlayError::OffBoard { cell: 0 },
        PlayError::Mine { cell: 0 },
        PlayError::Open { cell: 0 },
        PlayError::Over,
    ];

    /// A stable name: `off-board`, `mine`, `open` or `over`.
    pub fn code(&self) -> &'static str {
        match self {
            PlayError::OffBoard { .. } => "off-board",
            PlayError::Mine { .. } => "mine",
            PlayError::Open { .. } => "open",
            PlayError::Over => "over",
        }
    }

    /// The cell refused, if any.
    pub fn cell(&self) -> Option<u32> {
        match *self {
            PlayError::OffBoard { cell } | PlayError::Mine { cell } | PlayError::Open { cell } => {
                Some(cell)
            }
            PlayError::Over => None,
        }
    }
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::OffBoard { cell } => write!(f, "cell {cell} is not on the board"),
            PlayError::Mine { cell } => write!(f, "cell {cell} is a mine"),
            PlayError::Open { cell } => write!(f, "cell {cell} is already open"),
            PlayError::Over => write!(f, "the game is over"),
        }
    }
}

impl std::error::Error for PlayError {}

/// What a click opened.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoveKind {
    /// A blank: its region opened, with `numbers` face-down numbers around it.
    OpenRegion {
        /// The region.
        region: u32,
        /// Numbers opened with it.
        numbers: u32,
    },
    /// A number bordering no blank (worth 1).
    LoneNumber,
    /// A number bordering one region: that region has one closed number fewer.
    RegionNumber {
        /// The region.
        region: u32,
    },
    /// A number bordering two or more regions (the promise broken).
    SharedNumber {
        /// The regions, ascending.
        regions: Vec<u32>,
    },
}

/// One move as played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Played {
    /// Who clicked.
    pub player: Player,
    /// The cell clicked.
    pub cell: u32,
    /// What it opened.
    pub kind: MoveKind,
    /// The value (XOR) of the position before the move, `None` when unknown.
    pub xor_before: Option<u32>,
    /// The value after it, for the other player to move.
    pub xor_after: Option<u32>,
}

/// How the computer chose its move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Strategy {
    /// The position was won: the move leaves XOR 0.
    ZeroXor,
    /// The position was lost (XOR 0): the move removes the fewest cells from play.
    Longest,
    /// The value is unknown (search cap): the move removes the fewest cells from play.
    Unsure,
}

/// The computer's move and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reason {
    /// The move.
    pub played: Played,
    /// How it was chosen.
    pub strategy: Strategy,
    /// True when both values around the move are known.
    pub sure: bool,
}

/// A cluster of closed regions joined by closed shared numbers, and its value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClusterValue {
    /// Its regions, ascending.
    pub regions: Vec<u32>,
    /// Its Grundy value, `None` past the search cap.
    pub value: Option<u32>,
    key: Key,
}

/// The value of a position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Evaluation {
    /// The XOR of every component's value (the Grundy value of the position): the
    /// player to move wins when it is not 0. `None` when a cluster passed the cap.
    pub value: Option<u32>,
    /// The clusters (empty while the position keeps the promise).
    pub clusters: Vec<ClusterValue>,
    /// `(region, cluster index)` for every region in a cluster, sorted.
    in_cluster: Vec<(u32, u32)>,
}

impl Evaluation {
    /// The cluster (index in [`Evaluation::clusters`]) that `region` belongs to.
    pub fn cluster_of(&self, region: u32) -> Option<usize> {
        let at = self.in_cluster.binary_search_by_key(&region, |p| p.0);
        at.ok().map(|i| self.in_cluster[i].1 as usize)
    }
}

/// The live label of a closed region.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RegionLabel {
    /// The region.
    pub region: u32,
    /// Its first blank (lowest index).
    pub cell: u32,
    /// Its face-down bordering numbers.
    pub numbers: u32,
    /// Its value, 1 (even `numbers`) or 2 (odd); `None` in a cluster.
    pub value: Option<u32>,
    /// Its cluster, if a closed shared number joins it to another region.
    pub cluster: Option<usize>,
}

/// Why a closed region is worth what it is: the data behind the sentence.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RegionExplanation {
    /// The label (value, count, cluster).
    pub label: RegionLabel,
    /// Its blanks.
    pub blanks: u32,
    /// Its face-down bordering numbers, ascending.
    pub numbers: Vec<u32>,
    /// Those of them that also border another closed region.
    pub shared: Vec<u32>,
    /// The value after clicking one of its numbers, k − 1 left (1 + (k − 1) mod 2);
    /// `None` when it has no face-down number. Opening the region is worth 0, so the
    /// region's value is mex{0, this}: 1 for even k, 2 for odd k.
    pub after_number: Option<u32>,
}

/// A cluster game as [`exact::Cluster::key`] gives it: equal keys, equal games.
type Key = (usize, Vec<Vec<u32>>);

/// Lists per index, stored flat.
#[derive(Debug, Clone, Default)]
struct Lists {
    starts: Vec<u32>,
    items: Vec<u32>,
}

impl Lists {
    /// Lists from `(index, item)` pairs, `count` lists.
    fn from_pairs(count: usize, pairs: &[(u32, u32)]) -> Lists {
        let mut starts = vec![0u32; count + 1];
        for &(i, _) in pairs {
            starts[i as usize + 1] += 1;
        }
        for i in 0..count {
            starts[i + 1] += starts[i];
        }
        let mut fill = starts.clone();
        let mut items = vec![0; pairs.len()];
        for &(i, item) in pairs {
            items[fill[i as usize] as usize] = item;
            fill[i as usize] += 1;
        }
        Lists { starts, items }
    }

    fn get(&self, i: u32) -> &[u32] {
        &self.items[self.starts[i as usize] as usize..self.starts[i as usize + 1] as usize]
    }
}

/// The distinct regions (up to 4) around a number, ascending.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Around {
    ids: [u32; 8],
    len: usize,
}

impl Around {
    fn as_slice(&self) -> &[u32] {
        &self.ids[..self.len]
    }
}

/// A mine game being played.
#[derive(Debug, Clone)]
pub struct MineGame {
    board: Board,
    /// Per cell: the region of a blank, else [`NO_REGION`].
    region_of: Vec<u32>,
    region_blanks: Lists,
    region_numbers: Lists,
    lone: Vec<u32>,
    shared: Vec<u32>,
    /// The regions around each of `shared`, in the same order.
    shared_sets: Lists,
    open: Vec<bool>,
    region_open: Vec<bool>,
    /// Per region: face-down numbers around it, and those bordering only it.
    closed_numbers: Vec<u32>,
    private_closed: Vec<u32>,
    lone_closed: u32,
    closed_cells: u32,
    /// XOR over closed regions of 1 + (private_closed & 1), and 1 per closed lone number.
    base_xor: u32,
    /// Per move: the cell clicked and where its opened cells start in `opened`.
    log: Vec<(u32, u32)>,
    opened: Vec<u32>,
    max_visits: u64,
    games: HashMap<Key, ClusterGame>,
    /// Cluster games whose search passed the cap: not searched again.
    failed: HashSet<Key>,
    /// Values of the cluster games searched so far.
    values: HashMap<Key, u32>,
    evaluation: Option<Evaluation>,
}

impl MineGame {
    /// The start of the game on `board` (every cell face down, Xiemao to move); the
    /// exact search may spend `max_visits` visits per evaluation.
    pub fn new(board: Board, max_visits: u64) -> MineGame {
        let mut solver = Solver::new(board);
        solver.run();
        let regions = solver.regions() as usize;
        let len = solver.board().len();
        let region_of: Vec<u32> = (0..len)
            .map(|c| match solver.board().value(c) {
                0 => solver.region_of(c).expect("every blank is in a region"),
                _ => NO_REGION,
            })
            .collect();
        let board = solver.into_board();
        let blanks: Vec<(u32, u32)> = (0..len)
            .filter(|&c| region_of[c as usize] != NO_REGION)
            .map(|c| (region_of[c as usize], c))
            .collect();
        let mut game = MineGame {
            region_blanks: Lists::from_pairs(regions, &blanks),
            region_numbers: Lists::default(),
            lone: Vec::new(),
            shared: Vec::new(),
            shared_sets: Lists::default(),
            open: vec![false; len as usize],
            region_open: vec![false; regions],
            closed_numbers: vec![0; regions],
            private_closed: vec![0; regions],
            lone_closed: 0,
            closed_cells: len - board.mines(),
            base_xor: 0,
            log: Vec::new(),
            opened: Vec::new(),
            max_visits,
            games: HashMap::new(),
            failed: HashSet::new(),
            values: HashMap::new(),
            evaluation: None,
            region_of,
            board,
        };
        let mut contacts = Vec::new();
        let mut shared_contacts = Vec::new();
        for cell in 0..len {
            if matches!(game.board.value(cell), 0 | MINE) {
                continue;
            }
            let around = game.around(cell);
            match around.len {
                0 => game.lone.push(cell),
                1 => game.private_closed[around.ids[0] as usize] += 1,
                _ => {
                    for &region in around.as_slice() {
                        shared_contacts.push((game.shared.len() as u32, region));
                    }
                    game.shared.push(cell);
                }
            }
            for &region in around.as_slice() {
                game.closed_numbers[region as usize] += 1;
                contacts.push((region, cell));
            }
        }
        game.region_numbers = Lists::from_pairs(regions, &contacts);
        game.shared_sets = Lists::from_pairs(game.shared.len(), &shared_contacts);
        game.lone_closed = game.lone.len() as u32;
        game.base_xor = game.lone_closed & 1;
        for region in 0..regions as u32 {
            game.base_xor ^= game.contribution(region);
        }
        game
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Number of blank regions (ids `0..regions`, as the judge's solver numbers them).
    pub fn regions(&self) -> u32 {
        self.region_open.len() as u32
    }

    /// The region of a blank cell, else [`NO_REGION`].
    pub fn region_of(&self, cell: u32) -> u32 {
        self.region_of[cell as usize]
    }

    /// The regions around a number cell, ascending (empty for a lone number; the
    /// region itself for a blank).
    pub fn regions_around(&self, cell: u32) -> Vec<u32> {
        match self.region_of[cell as usize] {
            NO_REGION => self.around(cell).as_slice().to_vec(),
            region => vec![region],
        }
    }

    /// True when `cell` is open.
    pub fn is_open(&self, cell: u32) -> bool {
        self.open[cell as usize]
    }

    /// Per cell, true when open.
    pub fn open_cells(&self) -> &[bool] {
        &self.open
    }

    /// True when `region` is open.
    pub fn is_region_open(&self, region: u32) -> bool {
        self.region_open[region as usize]
    }

    /// The player to move.
    pub fn to_move(&self) -> Player {
        if self.log.len() % 2 == 0 {
            Player::Xiemao
        } else {
            Player::Fanglaoshi
        }
    }

    /// Who wins from the current position when both sides play perfectly: the
    /// player to move when the value is not 0, else the other; `None` when the value
    /// is past the search cap (never guessed). Costs one evaluation (cached).
    ///
    /// ```
    /// use gridplay::mine::board::Board;
    /// use gridplay::mine::play::MineGame;
    /// use gridplay::mine::solver::Player;
    ///
    /// // 1×5, mine in the middle: 2 ^ 2 = 0, so the first player (Xiemao) loses.
    /// let mut game = MineGame::new(Board::with_mines(1, 5, &[(0, 2)]), 1_000_000);
    /// assert_eq!(game.perfect_winner(), Some(Player::Fanglaoshi));
    /// assert_eq!(game.perfect_for(Player::Xiemao), Some(false));
    /// ```
    pub fn perfect_winner(&mut self) -> Option<Player> {
        let to_move = self.to_move();
        let value = self.evaluation().value?;
        Some(if value != 0 {
            to_move
        } else {
            opponent(to_move)
        })
    }

    /// True when `you` win from the current position with perfect play by both;
    /// `None` when the exact search cannot tell within its cap.
    pub fn perfect_for(&mut self, you: Player) -> Option<bool> {
        self.perfect_winner().map(|winner| winner == you)
    }

    /// Moves played so far.
    pub fn moves_played(&self) -> usize {
        self.log.len()
    }

    /// True when no face-down non-mine cell is left.
    pub fn is_over(&self) -> bool {
        self.closed_cells == 0
    }

    /// Once over, the winner: the player who is not to move (who cannot click).
    pub fn winner(&self) -> Option<Player> {
        self.is_over().then(|| opponent(self.to_move()))
    }

    /// The cells the player to move may click, ascending.
    pub fn moves(&self) -> impl Iterator<Item = u32> + '_ {
        (0..self.board.len()).filter(|&c| !self.open[c as usize] && !self.board.is_mine(c))
    }

    /// Face-down non-mine cells left.
    pub fn closed_cells(&self) -> u32 {
        self.closed_cells
    }

    /// The cells the last move opened, in the order opened (blanks, then numbers).
    pub fn opened(&self) -> &[u32] {
        match self.log.last() {
            Some(&(_, start)) => &self.opened[start as usize..],
            None => &[],
        }
    }

    /// The cells clicked so far, in order.
    pub fn history(&self) -> impl Iterator<Item = u32> + '_ {
        self.log.iter().map(|&(cell, _)| cell)
    }

    /// Checks that `cell` may be clicked now.
    pub fn check(&self, cell: u32) -> Result<(), PlayError> {
        if cell >= self.board.len() {
            Err(PlayError::OffBoard { cell })
        } else if self.board.is_mine(cell) {
            Err(PlayError::Mine { cell })
        } else if self.open[cell as usize] {
            Err(PlayError::Open { cell })
        } else if self.is_over() {
            Err(PlayError::Over)
        } else {
            Ok(())
        }
    }

    /// Clicks `cell` for the player to move; the values around the move are evaluated.
    pub fn play(&mut self, cell: u32) -> Result<Played, PlayError> {
        self.check(cell)?;
        let player = self.to_move();
        let xor_before = self.evaluation().value;
        let kind = self.click(cell);
        let xor_after = self.evaluation().value;
        Ok(Played {
            player,
            cell,
            kind,
            xor_before,
            xor_after,
        })
    }

    /// Clicks `cell` without evaluating (for searches); the cell must be legal.
    pub fn click(&mut self, cell: u32) -> MoveKind {
        debug_assert!(self.check(cell).is_ok());
        self.evaluation = None;
        self.log.push((cell, self.opened.len() as u32));
        let region = self.region_of[cell as usize];
        if region != NO_REGION {
            return self.open_region(region);
        }
        self.set_number_open(cell, true);
        self.opened.push(cell);
        let around = self.around(cell);
        match around.len {
            0 => MoveKind::LoneNumber,
            1 => MoveKind::RegionNumber {
                region: around.ids[0],
            },
            _ => MoveKind::SharedNumber {
                regions: around.as_slice().to_vec(),
            },
        }
    }

    /// Takes back the last move; false when there is none.
    pub fn undo(&mut self) -> bool {
        let Some((cell, start)) = self.log.pop() else {
            return false;
        };
        self.evaluation = None;
        let region = self.region_of[cell as usize];
        if region != NO_REGION {
            self.set_region_open(region, false);
        }
        for i in (start as usize..self.opened.len()).rev() {
            let opened = self.opened[i];
            if self.region_of[opened as usize] == NO_REGION {
                self.set_number_open(opened, false);
            } else {
                self.open[opened as usize] = false;
                self.closed_cells += 1;
            }
        }
        self.opened.truncate(start as usize);
        true
    }

    /// The value of the position (computed once per position).
    pub fn evaluation(&mut self) -> &Evaluation {
        if self.evaluation.is_none() {
            self.evaluation = Some(self.evaluate());
        }
        self.evaluation.as_ref().expect("just computed")
    }

    /// The live label of `region`; `None` when it is open or not a region.
    pub fn label(&mut self, region: u32) -> Option<RegionLabel> {
        if region as usize >= self.region_open.len() || self.region_open[region as usize] {
            return None;
        }
        let cluster = self.evaluation().cluster_of(region);
        Some(RegionLabel {
            region,
            cell: self.region_blanks.get(region)[0],
            numbers: self.closed_numbers[region as usize],
            value: cluster
                .is_none()
                .then(|| 1 + (self.closed_numbers[region as usize] & 1)),
            cluster,
        })
    }

    /// Labels of every closed region, by id.
    pub fn labels(&mut self) -> Vec<RegionLabel> {
        (0..self.regions()).filter_map(|r| self.label(r)).collect()
    }

    /// Face-down lone numbers left (each worth 1).
    pub fn lone_closed(&self) -> u32 {
        self.lone_closed
    }

    /// Why closed `region` is worth what it is; `None` when it is open or not a region.
    pub fn explain(&mut self, region: u32) -> Option<RegionExplanation> {
        let label = self.label(region)?;
        let numbers: Vec<u32> = self
            .region_numbers
            .get(region)
            .iter()
            .copied()
            .filter(|&n| !self.open[n as usize])
            .collect();
        let shared = numbers
            .iter()
            .copied()
            .filter(|&n| self.around(n).len > 1)
            .collect();
        let after_number =
            (label.numbers > 0 && label.cluster.is_none()).then(|| 1 + ((label.numbers - 1) & 1));
        Some(RegionExplanation {
            label,
            blanks: self.region_blanks.get(region).len() as u32,
            numbers,
            shared,
            after_number,
        })
    }

    /// The regions around number `cell`.
    fn around(&self, cell: u32) -> Around {
        let mut around = Around {
            ids: [0; 8],
            len: 0,
        };
        let (rows, cols) = (self.board.rows(), self.board.cols());
        let (row, col) = (cell / cols, cell % cols);
        for r in row.saturating_sub(1)..=(row + 1).min(rows - 1) {
            for c in col.saturating_sub(1)..=(col + 1).min(cols - 1) {
                let region = self.region_of[(r * cols + c) as usize];
                if region != NO_REGION && !around.as_slice().contains(&region) {
                    around.ids[around.len] = region;
                    around.len += 1;
                }
            }
        }
        around.ids[..around.len].sort_unstable();
        around
    }

    /// A closed region's term in `base_xor`: 1 + (private closed numbers mod 2); 0 when
    /// open.
    fn contribution(&self, region: u32) -> u32 {
        if self.region_open[region as usize] {
            0
        } else {
            1 + (self.private_closed[region as usize] & 1)
        }
    }

    fn set_region_open(&mut self, region: u32, open: bool) {
        self.base_xor ^= self.contribution(region);
        self.region_open[region as usize] = open;
        self.base_xor ^= self.contribution(region);
    }

    fn set_number_open(&mut self, cell: u32, open: bool) {
        let around = self.around(cell);
        for &region in around.as_slice() {
            let r = region as usize;
            self.base_xor ^= self.contribution(region);
            if open {
                self.closed_numbers[r] -= 1;
                self.private_closed[r] -= u32::from(around.len == 1);
            } else {
                self.closed_numbers[r] += 1;
                self.private_closed[r] += u32::from(around.len == 1);
            }
            self.base_xor ^= self.contribution(region);
        }
        if around.len == 0 {
            self.base_xor ^= 1;
            if open {
                self.lone_closed -= 1;
            } else {
                self.lone_closed += 1;
            }
        }
        self.open[cell as usize] = open;
        if open {
            self.closed_cells -= 1;
        } else {
            self.closed_cells += 1;
        }
    }

    /// Opens `region`: its blanks, then its face-down numbers.
    fn open_region(&mut self, region: u32) -> MoveKind {
        let (from, to) = (
            self.region_blanks.starts[region as usize] as usize,
            self.region_blanks.starts[region as usize + 1] as usize,
        );
        for i in from..to {
            let blank = self.region_blanks.items[i];
            self.open[blank as usize] = true;
            self.opened.push(blank);
        }
        self.closed_cells -= (to - from) as u32;
        let (from, to) = (
            self.region_numbers.starts[region as usize] as usize,
            self.region_numbers.starts[region as usize + 1] as usize,
        );
        let mut numbers = 0;
        for i in from..to {
            let number = self.region_numbers.items[i];
            if !self.open[number as usize] {
                self.set_number_open(number, true);
                self.opened.push(number);
                numbers += 1;
            }
        }
        self.set_region_open(region, true);
        MoveKind::OpenRegion { region, numbers }
    }
}
