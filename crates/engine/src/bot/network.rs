//! The engine with the neural network: the network's PUCT search for each level's move, its
//! ownership for the dead stones, and [`Engine::analyze`] for hints, warnings and reviews. Only
//! in builds with the `network` feature (the app's main bundle leaves it out: the network and
//! its code arrive when a game against the computer first needs them).

use std::sync::Arc;

use crate::nn::Network;
use crate::rules::{handicap_compensation, BoardSize, Color, Game, GameEnd, Move, Point, Rng};

use super::evaluator::NetEvaluator;
use super::hint::WorthReading;
use super::level::Style;
use super::playout::PASS;
use super::{prior, puct, review, tactics, Budget, Candidate, Engine, Ownership, Thought};

/// Visits of the network's search behind an ownership estimate.
const OWNERSHIP_VISITS: u32 = 8;

/// The network part of an [`Engine`]: the evaluator, the search kept between moves, and the
/// visits that replace the levels' own (GTP `--visits`).
#[derive(Default)]
pub(super) struct Net {
    eval: Option<NetEvaluator>,
    search: Option<puct::Puct>,
    visits: Option<u32>,
    /// The evaluations of the last analyses (a review looks at positions one move apart, and at
    /// some twice).
    analysis_cache: Option<puct::Cache>,
}

impl Net {
    /// Whether the network plays a game on `size`: it is loaded, and the size is one it was
    /// trained on (7×7 to 19×19; the Monte Carlo search plays the others).
    pub(super) fn plays(&self, size: BoardSize) -> bool {
        self.eval.is_some() && (7..=19).contains(&size.get())
    }

    pub(super) fn bytes(&self) -> usize {
        self.search.as_ref().map_or(0, puct::Puct::bytes) + self.analysis_cache.as_ref().map_or(0, puct::Cache::bytes) + self.eval.as_ref().map_or(0, NetEvaluator::scratch_bytes)
    }

    pub(super) fn forget_search(&mut self) {
        self.search = None;
    }
}

/// What the network's search says about a position (see [`Engine::analyze`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// Whose turn it is.
    pub to_move: Color,
    /// The side to move's chance of winning (0 to 1), and how many points it leads by.
    pub win_rate: f32,
    pub lead: f32,
    /// The moves looked at, most visited first, each with the line the search expects after it
    /// (the move itself first, at most ten moves).
    pub candidates: Vec<(Candidate, Vec<Move>)>,
    /// Who owns each point.
    pub ownership: Ownership,
    /// Visits the search ran.
    pub visits: u32,
}

impl Analysis {
    /// The position as a review reads it: Black's lead and chance, the first choice and its
    /// line, the ownership.
    pub fn view(&self) -> review::PositionView {
        let black = self.to_move == Color::Black;
        review::PositionView {
            black_lead: if black { self.lead } else { -self.lead },
            black_win: if black { self.win_rate } else { 1.0 - self.win_rate },
            best: self.candidates.first().map(|(c, line)| (c.point.map_or(Move::Pass, Move::Play), line.clone())),
            ownership: Some(self.ownership.clone()),
            visits: self.visits,
            instead: None,
        }
    }
}

impl Engine {
    /// Plays with `network` from now on, or with the Monte Carlo search when `None`.
    pub fn set_network(&mut self, network: Option<Arc<Network>>) {
        self.net.eval = network.map(NetEvaluator::new);
        self.net.search = None;
        self.net.analysis_cache = None;
    }

    /// Whether a network is loaded.
    pub fn has_network(&self) -> bool {
        self.net.eval.is_some()
    }

    /// Searches `visits` visits at every level (levels still choose how to pick among the
    /// candidates); `None` for each level's own.
    pub fn set_visits(&mut self, visits: Option<u32>) {
        self.net.visits = visits.map(|v| v.max(1));
    }

    /// [`Engine::genmove`] with the network: the level's search and way of choosing.
    pub(super) fn genmove_net(&mut self, game: &Game, budget: Budget, now: &dyn Fn() -> f64) -> Thought {
        let size = game.size();
        let style = self.level.style(size.get());
        let visits = self.net.visits.unwrap_or(style.visits);
        let komi = white_komi(game);
        let mut search = match self.net.search.take() {
            Some(mut s) => {
                s.advance(game, komi);
                s
            }
            None => puct::Puct::new(game, komi, puct::Params::default()),
        };
        let start = budget.millis.map(|_| now());
        let mut stop = || matches!((budget.millis, start), (Some(limit), Some(t0)) if now() - t0 >= limit);
        let net = self.net.eval.as_mut().expect("genmove_net runs with a network");
        let playouts = search.run(net, visits, &mut stop);
        let candidates = search.candidates();
        let (win_rate, lead) = search.root_value();
        let ownership = ownership_of(&search, size);
        let legal: Vec<usize> = size
            .points()
            .filter(|&p| game.is_legal(p) && !game.board().is_own_eye(game.to_move(), p.index()))
            .map(Point::index)
            .collect();
        let chosen = self.choose(game, &candidates, style, visits > 1);
        self.net.search = Some(search);
        let (mv, end) = self.decide(game, chosen, &legal, &ownership, win_rate);
        Thought { mv, win_rate, playouts, ownership, end, lead, candidates }
    }

    /// The level's pick among the search's candidates (a padded index or [`PASS`]).
    fn choose(&mut self, game: &Game, candidates: &[Candidate], style: Style, searched: bool) -> usize {
        let index = |c: &Candidate| c.point.map_or(PASS, Point::index);
        // After the opponent's pass the game may be over: no slip and no sampling, but the
        // network's first choice, as a person thinks twice before playing on (a sampled idea
        // here is often a stone thrown into the other side's area, then another).
        let opponent_passed = matches!(game.moves().last(), Some(m) if m.mv == Move::Pass);
        if style.slip > 0.0 && !opponent_passed && self.rng.below(1000) < (style.slip * 1000.0) as u32 {
            if let Some(slip) = slip_move(game, &mut self.rng) {
                return slip;
            }
        }
        let mut ranked: Vec<&Candidate> = candidates.iter().collect();
        if !searched {
            crate::sort::sort_by(&mut ranked, |a, b| b.prior.total_cmp(&a.prior));
        }
        let Some(best) = ranked.first() else { return PASS };
        if style.temperature <= 0.0 || ranked.len() == 1 || opponent_passed {
            return index(best);
        }
        // While the board is mostly empty, the first two lines are left to the network's own
        // first choice and to captures: a person's opening takes corners and sides.
        let opening = prior::is_opening(game.board());
        let n = game.size().get();
        let low = |c: &Candidate| c.point.is_some_and(|p| p.col().min(p.row()).min(n - 1 - p.col()).min(n - 1 - p.row()) < 2);
        let captures = |c: &Candidate| c.point.is_some_and(|p| tactics::shape_of_move(game.board(), game.to_move(), p.index()).captures > 0);
        let top: Vec<&Candidate> = ranked
            .iter()
            .take(style.top)
            .enumerate()
            .filter(|(i, c)| *i == 0 || !opening || !low(c) || captures(c))
            .map(|(_, c)| *c)
            .collect();
        let weight = |c: &Candidate| {
            let w = if searched { c.visits as f32 } else { c.prior };
            w.max(1e-9).powf(1.0 / style.temperature)
        };
        let total: f32 = top.iter().map(|c| weight(c)).sum();
        let mut r = self.rng.below(1 << 24) as f32 / (1 << 24) as f32 * total;
        for c in &top {
            r -= weight(c);
            if r <= 0.0 {
                return index(c);
            }
        }
        index(best)
    }

    /// The network's search of `visits` visits from `game`'s position, for hints, warnings and
    /// reviews; `None` without a network (or on a board it does not play). The kept tree is not
    /// touched.
    pub fn analyze(&mut self, game: &Game, visits: u32) -> Option<Analysis> {
        let mut game = game.clone();
        if game.end() == Some(GameEnd::BothPassed) {
            game.resume();
        }
        if !self.net.plays(game.size()) {
            return None;
        }
        let net = self.net.eval.as_mut()?;
        let params = puct::Params { lead_around_root: true, skips_self_atari: false, turns_board: true, ..puct::Params::default() };
        let cache = self.net.analysis_cache.take().unwrap_or_else(|| puct::Cache::new(params.cache_entries));
        let mut search = puct::Puct::with_cache(&game, white_komi(&game), params, cache);
        let visits = search.run(net, visits.max(1), &mut || false);
        let (win_rate, lead) = search.root_value();
        let ownership = ownership_of(&search, game.size());
        let candidates = search.candidates().into_iter().map(|c| (c, search.line_after(c.point, 10))).collect();
        self.net.analysis_cache = Some(search.into_cache());
        Some(Analysis { to_move: game.to_move(), win_rate, lead, candidates, ownership, visits })
    }

    /// What playing `best`, a candidate of [`Engine::analyze`]'s search of `game` (the hint's
    /// first choice), rather than elsewhere is worth, in points, when the app may say it: the
    /// [`WorthReading`] of [`Engine::worth_reading`] with a search of [`WORTH_VISITS`] after
    /// the pass, if it is settled. `None` without a network, for a pass, if the move is
    /// illegal, or when the search and the network's first look disagree (the hint then says
    /// no number).
    pub fn worth_of(&mut self, game: &Game, best: &Candidate) -> Option<u32> {
        self.worth_reading(game, best, WORTH_VISITS)?.stated()
    }

    /// [`Engine::worth_of`] without its check, with a search of `visits` visits after the pass
    /// (for measuring the choice of [`WORTH_VISITS`]).
    pub fn worth_with(&mut self, game: &Game, best: &Candidate, visits: u32) -> Option<u32> {
        Some(self.worth_reading(game, best, visits)?.points())
    }

    /// What a hint's worth rests on: the opponent's lead after a pass, by a search of `visits`,
    /// against their lead after the move, by the search that found it; and the same two leads
    /// by the network's first look at each position, without a search. The first looks are
    /// the searches' own first evaluations, kept in the analyses' cache: they cost no new
    /// evaluation. `None` without a network, for a pass, or if the move is illegal.
    pub fn worth_reading(&mut self, game: &Game, best: &Candidate, visits: u32) -> Option<WorthReading> {
        let point = best.point?;
        let mut passed = game.clone();
        passed.play(Move::Pass).ok()?;
        let mut moved = game.clone();
        moved.play(Move::Play(point)).ok()?;
        let opponent_lead = self.analyze(&passed, visits)?.lead;
        let opponent_glance = self.analyze(&passed, 1)?.lead;
        let moved_glance = -self.analyze(&moved, 1)?.lead;
        Some(WorthReading { searched: opponent_lead + best.lead, glance: opponent_glance + moved_glance })
    }

    /// One look of a review that follows `plan`: the search of `game`'s position with `visits`
    /// visits, and with the plan's third look also the better move's own look (the position
    /// after the search's first choice, searched as deep). `None` without a network.
    pub fn review_look(&mut self, game: &Game, visits: u32, plan: review::Plan) -> Option<review::PositionView> {
        let mut view = self.analyze(game, visits)?.view();
        if visits >= plan.confirm {
            if let Some((better, _)) = &view.best {
                let mut instead = game.clone();
                if instead.play(*better).is_ok() {
                    view.instead = Some(self.analyze(&instead, visits)?.view().black_lead);
                }
            }
        }
        Some(view)
    }

    /// The network's view of every position of `game` (before each move and after the last),
    /// each looked at as the review's `plan` says: a quick look at all, a deeper one at both
    /// ends of the biggest drops. The app's review runs the same plan a look at a time.
    /// `None` without a network.
    pub fn review_views(&mut self, game: &Game, plan: review::Plan) -> Option<Vec<review::PositionView>> {
        let movers: Vec<Color> = game.moves().iter().map(|m| m.color).collect();
        let mut looked: Vec<(u32, f32)> = vec![(0, 0.0); movers.len() + 1];
        let mut views: Vec<Option<review::PositionView>> = vec![None; movers.len() + 1];
        while let Some((k, visits)) = plan.next(&movers, &looked) {
            let view = self.review_look(&game.replayed(k), visits, plan)?;
            looked[k] = (visits, view.black_lead);
            views[k] = Some(view);
        }
        views.into_iter().collect()
    }

    /// Who owns each point of `game` by the network: its ownership averaged over a small search.
    pub(super) fn net_ownership(&mut self, game: &Game) -> Ownership {
        let net = self.net.eval.as_mut().expect("net_ownership runs with a network");
        let mut search = puct::Puct::new(game, white_komi(game), puct::Params::default());
        search.run(net, OWNERSHIP_VISITS, &mut || false);
        ownership_of(&search, game.size())
    }

    /// The ownership of a finished game by the network: averaged over both sides to move.
    pub(super) fn net_final_ownership(&mut self, game: &Game) -> Ownership {
        let size = game.size();
        let mut sum = vec![0f32; size.area() as usize];
        for first in Color::ALL {
            let Ok(position) = Game::from_setup(game.board().clone(), first, game.ruleset()) else { continue };
            for (s, o) in sum.iter_mut().zip(self.net_ownership(&position).values()) {
                *s += o / 2.0;
            }
        }
        Ownership::from_values(size, sum).expect("one value a point")
    }
}

/// The search's ownership estimate, or an even one before any evaluation.
fn ownership_of(search: &puct::Puct, size: BoardSize) -> Ownership {
    let values = search.ownership().unwrap_or_else(|| vec![0.0; size.area() as usize]);
    Ownership::from_values(size, values).expect("one value a point")
}

/// Visits of the look after a pass behind a hint's worth ([`Engine::worth_of`]; the lead after
/// the move is the hint's own search's). On the claims corpus (156 worths, KataGo at 200
/// visits each side), within 25 % or 2 points of KataGo's, before [`WorthReading::settled`]
/// checked them: 137 this way, 132 with 16 visits, 139 with 64; 127 with two looks of 8 visits
/// (after the move and after a pass, each), which overstated it on 19×19; 138 with two of 32,
/// twice the evaluations. One evaluation each side overstated it more (22 points where KataGo
/// finds 17, 21 where it finds 10).
pub const WORTH_VISITS: u32 = 32;

/// White's komi in points, with the handicap's compensation.
fn white_komi(game: &Game) -> f32 {
    (game.ruleset().komi.quarters().points() + handicap_compensation(game.handicap()).points()) as f32
}

/// A slip: a plain move near the last ones (within two lines of either side's last stone),
/// legal and not absurd, and off the first two lines while the board is mostly empty.
fn slip_move(game: &Game, rng: &mut Rng) -> Option<usize> {
    let board = game.board();
    let color = game.to_move();
    let n = game.size().get();
    let recent: Vec<Point> = game
        .moves()
        .iter()
        .rev()
        .take(2)
        .filter_map(|m| match m.mv {
            Move::Play(p) => Some(p),
            Move::Pass => None,
        })
        .collect();
    let opening = prior::is_opening(board);
    let near = |p: Point| recent.iter().any(|q| p.col().abs_diff(q.col()) <= 2 && p.row().abs_diff(q.row()) <= 2);
    let edge = |p: Point| p.col().min(p.row()).min(n - 1 - p.col()).min(n - 1 - p.row()) < 2;
    let moves: Vec<usize> = game
        .size()
        .points()
        .filter(|&p| near(p) && !(opening && edge(p)) && game.is_legal(p))
        .map(Point::index)
        .filter(|&i| !board.is_own_eye(color, i) && !tactics::shape_of_move(board, color, i).is_self_atari())
        .collect();
    (!moves.is_empty()).then(|| moves[rng.below(moves.len() as u32) as usize])
}
