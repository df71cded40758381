//! A review in the game's SGF record, so it goes with the game and opens again without being
//! worked out again: on the node of each position, `V` (Black's lead in points, the FF[4]
//! value other programs graph) and `SBKV` (Black's chance of winning in percent, as Sabaki
//! writes it), and this app's own `WQV` (visits), `WQL` (the best move and the line after it),
//! `WQO` (ownership, where a mistake's reason needs it) and `WQI` (Black's lead after the best
//! move instead, where the review looked at it); on each mistake's move, a comment in the
//! learner's words.

use super::review::{GameReview, Look};
use crate::bot::review::Mistake;
use crate::decimal::parse_decimal;
use crate::rules::{Game, Move, Point};
use crate::sgf::{GameNode, GameRecord, PropValue, Property};

/// The properties a review writes on a node.
const OWN: [&str; 6] = ["V", "SBKV", "WQV", "WQL", "WQO", "WQI"];

/// Writes `review` of `game` into `record` (made from the same game by
/// [`crate::record::save_game`]): its looks on the positions' nodes, and `comment(mistake)` on
/// each mistake's move, after any comment already there.
pub fn write_review(record: &mut GameRecord, game: &Game, review: &GameReview, comment: impl Fn(&Mistake) -> String) {
    if !review.is_of(game) {
        return;
    }
    let ids = position_nodes(record);
    if ids.len() != review.looks.len() {
        return;
    }
    let mistakes = review.mistakes(game);
    for (k, (&id, look)) in ids.iter().zip(&review.looks).enumerate() {
        let Some(node) = record.tree.get_mut(id) else { continue };
        node.extra.retain(|p| !OWN.contains(&p.ident()));
        if let Some(look) = look {
            let mut add = |ident: &str, values: Vec<PropValue>| {
                if let Ok(p) = Property::new(ident, values) {
                    node.extra.push(p);
                }
            };
            add("V", vec![PropValue::from_text(&tenths(look.lead))]);
            add("SBKV", vec![PropValue::from_text(&tenths(i32::from(look.win)))]);
            add("WQV", vec![PropValue::from_text(&look.visits.to_string())]);
            if !look.line.is_empty() {
                add("WQL", look.line.iter().map(|m| PropValue::from_text(&move_text(*m))).collect());
            }
            if !look.owner.is_empty() {
                add("WQO", vec![PropValue::from_text(&owner_text(&look.owner))]);
            }
            if let Some(instead) = look.instead {
                add("WQI", vec![PropValue::from_text(&tenths(instead))]);
            }
        }
        // The mistake made by the move that leads away from this position is said on that
        // move's node, the next one.
        for mistake in mistakes.iter().filter(|m| m.move_index + 1 == k) {
            let said = comment(mistake);
            node.comment = Some(match node.comment.take().filter(|c| !c.trim().is_empty()) {
                Some(before) => format!("{before}\n\n{said}"),
                None => said,
            });
        }
    }
}

/// The review a record carries for `game` (the game read from that record), if it has one.
pub fn read_review(record: &GameRecord, game: &Game) -> Option<GameReview> {
    let ids = position_nodes(record);
    if ids.len() != game.move_number() + 1 {
        return None;
    }
    let size = game.size();
    let area = size.area() as usize;
    let looks = ids
        .iter()
        .map(|&id| {
            let node = record.tree.get(id)?;
            let value = |ident: &str| node.extra.iter().find(|p| p.ident() == ident);
            let number = |ident: &str| value(ident).and_then(|p| parse_decimal(p.value().simple_text().trim()));
            let lead = number("V").filter(|v| v.abs() < 1000.0)?;
            let win = number("SBKV").filter(|v| (0.0..=100.0).contains(v)).unwrap_or(50.0);
            let visits = value("WQV").and_then(|p| p.value().simple_text().trim().parse().ok()).unwrap_or(u32::MAX);
            let line = value("WQL").map_or_else(Vec::new, |p| p.values().iter().map_while(|v| read_move(&v.simple_text(), size)).collect());
            let owner = value("WQO").and_then(|p| read_owner(&p.value().simple_text(), area)).unwrap_or_default();
            let instead = number("WQI").filter(|v| v.abs() < 1000.0).map(|v| (v * 10.0).round() as i32);
            Some(Look { visits, lead: (lead * 10.0).round() as i32, win: (win * 10.0).round() as u16, line, owner, instead })
        })
        .collect();
    GameReview::from_looks(game, looks, &[])
}

/// The node of each position of the record's main line: the last node before the first move
/// (the start), then each move's node.
fn position_nodes(record: &GameRecord) -> Vec<crate::sgf::NodeId> {
    let mut ids = Vec::new();
    let mut at = Some(record.tree.root());
    let mut start = record.tree.root();
    while let Some(id) = at {
        let node: &GameNode = match record.tree.get(id) {
            Some(node) => node,
            None => break,
        };
        if node.play.is_some() {
            if ids.is_empty() {
                ids.push(start);
            }
            ids.push(id);
        } else if ids.is_empty() {
            start = id;
        }
        at = record.tree.children(id).first().copied();
    }
    if ids.is_empty() {
        ids.push(start);
    }
    ids
}

/// Tenths as a decimal number with one digit after the point (`-25` is `-2.5`), written
/// without the float formatter, which would grow the app's download.
fn tenths(n: i32) -> String {
    let sign = if n < 0 { "-" } else { "" };
    format!("{sign}{}.{}", n.unsigned_abs() / 10, n.unsigned_abs() % 10)
}

/// A move as an SGF point (`""` for a pass).
fn move_text(mv: Move) -> String {
    match mv {
        Move::Play(p) => p.to_sgf(),
        Move::Pass => String::new(),
    }
}

fn read_move(text: &str, size: crate::rules::BoardSize) -> Option<Move> {
    if text.is_empty() {
        return Some(Move::Pass);
    }
    Point::parse_sgf(text, size).ok().map(Move::Play)
}

/// Ownership as one letter a point: `a` surely White's … `k` even … `u` surely Black's.
fn owner_text(owner: &[i8]) -> String {
    owner.iter().map(|&o| char::from(b'a' + ((i16::from(o) + 100 + 5) / 10).clamp(0, 20) as u8)).collect()
}

fn read_owner(text: &str, area: usize) -> Option<Vec<i8>> {
    let owner: Vec<i8> = text.bytes().map_while(|b| (b'a'..=b'u').contains(&b).then(|| (i16::from(b - b'a') * 10 - 100) as i8)).collect();
    (owner.len() == area).then_some(owner)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::review::GameReview;
    use crate::record::{save_game, SaveInfo};
    use crate::rules::{BoardSize, Ruleset};

    fn game(moves: &[&str]) -> Game {
        let mut game = Game::new(BoardSize::NINE, Ruleset::CHINESE);
        for m in moves {
            game.play(Move::Play(Point::parse_gtp(m, BoardSize::NINE).unwrap())).unwrap();
        }
        game
    }

    fn reviewed(game: &Game) -> GameReview {
        let mut review = GameReview::new(game, &[]);
        let e5 = Move::Play(Point::parse_gtp("E5", BoardSize::NINE).unwrap());
        while let Some((at, visits)) = review.next(game) {
            // White's A1 (move 1) loses 8 points.
            let lead = if at >= 2 { 13.0 } else { 5.0 };
            // Every point's ownership as the lead says (20 % of 81 points: 16.2 points).
            let owner = if at >= 2 { 20 } else { 10 };
            let look = Look { visits, lead: lead as i32 * 10, win: 620, line: vec![e5, Move::Pass], owner: vec![owner; 81], instead: Some(lead as i32 * 10 + 30) };
            review.record(game, at, look);
        }
        review
    }

    #[test]
    fn a_review_written_into_the_record_reads_back_the_same() {
        let game = game(&["E5", "A1", "C3"]);
        let review = reviewed(&game);
        let mut record = save_game(&game, &SaveInfo::default());
        write_review(&mut record, &game, &review, |m| format!("mistake by {:?}", m.color));
        let text = record.to_sgf();
        assert!(text.contains("V[5.0]SBKV[62.0]WQV["), "{text}");
        assert!(text.contains("W[ai]C[mistake by White]"), "the comment on White's move A1: {text}");
        let again = GameRecord::parse(&text).unwrap();
        let read = read_review(&again, &game).expect("the review is in the record");
        assert!(read.complete(&game), "nothing to work out again");
        assert_eq!(read.leads(), review.leads());
        assert_eq!(read.mistakes(&game), review.mistakes(&game));
        assert_eq!(read.looks[1].as_ref().unwrap().owner, vec![10; 81], "the mistake's ownership");
        assert_eq!(read.looks[1].as_ref().unwrap().instead, Some(80), "the better move's own look");
    }

    #[test]
    fn a_record_without_a_review_or_of_another_game_has_none() {
        let game = game(&["E5", "A1"]);
        let record = save_game(&game, &SaveInfo::default());
        assert!(read_review(&record, &game).is_none());
        let longer = super::tests::game(&["E5", "A1", "C3"]);
        let mut record = save_game(&longer, &SaveInfo::default());
        write_review(&mut record, &longer, &reviewed(&longer), |_| String::new());
        assert!(read_review(&record, &game).is_none(), "three moves of looks, two moves of game");
        assert!(read_review(&GameRecord::parse("(;SZ[9];B[ee]V[nan];W[ai]V[x])").unwrap(), &game).is_none(), "no value read");
        let partial = read_review(&GameRecord::parse("(;SZ[9];B[ee]V[nan];W[ai]V[-2.5])").unwrap(), &game).unwrap();
        assert_eq!(partial.leads(), [None, None, Some(-2.5)], "a partial review goes on where it stopped");
    }
}
