//! A record opened and saved again keeps what it had: its game information, comments, marks,
//! other properties and variations, with the moves played since added to it.

use crate::{GameNode, GameRecord, NodeId};

/// `original` (a record as it was opened) with the game `played` (the record the app writes
/// of that game, see [`save_game`](super::save_game)). Where the played moves follow the
/// original's main line, the original's nodes stay as they were (what `played` adds to a
/// node, such as a review's properties or a comment where there was none, is added to them);
/// the moves played past its end, or away from it, are added from `played` as the main line
/// from there, the original's own continuation staying beside them as a variation. The game
/// information is the original's, with `played`'s result when it has one.
///
/// # Examples
/// ```
/// use weiqi_sgf::record::graft;
/// use weiqi_sgf::GameRecord;
/// let original = GameRecord::parse("(;GM[1]FF[4]SZ[9]GN[Lesson]C[Hello];B[ee]C[Centre](;W[cc]LB[dd:a])(;W[gg]))").unwrap();
/// let played = GameRecord::parse("(;GM[1]FF[4]SZ[9]RE[W+R];B[ee];W[cc];B[dc])").unwrap();
/// let text = graft(&original, &played).to_sgf();
/// assert!(text.contains("GN[Lesson]") && text.contains("C[Hello]") && text.contains("C[Centre]"));
/// assert!(text.contains("LB[dd:a]") && text.contains("W[gg]") && text.contains("RE[W+R]"));
/// assert!(text.contains("W[cc]LB[dd:a];B[dc]"));
/// ```
pub fn graft(original: &GameRecord, played: &GameRecord) -> GameRecord {
    let mut out = original.clone();
    if played.info.result.is_some() {
        out.info.result.clone_from(&played.info.result);
    }
    add_missing(&mut out, NodeId::ROOT, played.root());
    let moves: Vec<&GameNode> = played.main_line().skip(1).filter(|node| node.play.is_some()).collect();
    let mut at = NodeId::ROOT;
    let mut next = 0;
    // Along the original's main line while it plays the same moves (nodes without a move,
    // such as comments or later setup, are passed).
    while let Some(&child) = out.tree.children(at).first() {
        let Some(node) = out.tree.get(child) else { break };
        match node.play {
            None => at = child,
            Some(mv) if moves.get(next).is_some_and(|played| played.play == Some(mv)) => {
                add_missing(&mut out, child, moves[next]);
                next += 1;
                at = child;
            }
            Some(_) => break,
        }
    }
    // The rest of the game: the main line from here, the original's continuation beside it.
    let mut first = true;
    for node in &moves[next..] {
        let Some(child) = out.tree.add_child(at, (*node).clone()) else { break };
        if first {
            out.tree.make_first(child);
            first = false;
        }
        at = child;
    }
    out
}

/// Adds to the node `id` of `out` what `from` has and it lacks: a comment, and properties it
/// does not have (by name).
fn add_missing(out: &mut GameRecord, id: NodeId, from: &GameNode) {
    let Some(node) = out.tree.get_mut(id) else { return };
    if node.comment.is_none() {
        node.comment.clone_from(&from.comment);
    }
    for property in &from.extra {
        if !node.extra.iter().any(|p| p.ident() == property.ident()) {
            node.extra.push(property.clone());
        }
    }
}
