//! Reading a raw game tree into a typed [`GameRecord`], checking every point against the
//! board.

use weiqi_engine::rules::{BoardSize, Color};

use super::error::{Place, PointUse};
use super::points::Site;
use super::typed::{GameInfo, GameNode, GameRecord};
use super::value::{Node, Property};
use super::{parse_komi, GameTree, NodeId, SgfError};

/// Game-information properties read from the first node (`GM`, `FF` and `CA` are checked
/// or dropped: the text is already decoded, and they are written afresh).
const ROOT_INFO: [&str; 15] = [
    "GM", "FF", "CA", "AP", "SZ", "KM", "HA", "RU", "PB", "PW", "BR", "WR", "RE", "DT", "GN",
];

impl GameRecord {
    /// Reads a raw game tree.
    ///
    /// The first node's game information is read into [`GameInfo`] (`SZ` defaults to 19);
    /// every node's move, setup, player to move, comment and marks are checked against the
    /// board; other properties are kept raw in [`GameNode::extra`]. Compressed point lists
    /// (`AB[aa:cc]`) are expanded; `B[tt]` is a pass on boards up to 19×19.
    ///
    /// # Errors
    /// [`SgfError::NotGo`], a board size error, a komi or handicap error, or an error
    /// naming the node (and move number) with a bad point, a second move or a bad `PL`.
    ///
    /// # Examples
    /// ```
    /// use weiqi_sgf::{parse, GameRecord};
    /// let games = parse("(;SZ[9]AB[cc:dd];W[ee];B[tt])").unwrap();
    /// let r = GameRecord::from_tree(&games.trees[0]).unwrap();
    /// assert_eq!(r.root().setup.black.len(), 4);
    /// assert!(r.main_moves()[1].is_pass());
    ///
    /// let games = parse("(;SZ[9];B[ee];W[jj])").unwrap();
    /// let err = GameRecord::from_tree(&games.trees[0]).unwrap_err();
    /// assert_eq!(err.to_string(), "Move 2 (W[jj]) is off the 9×9 board.");
    /// ```
    pub fn from_tree(tree: &GameTree) -> Result<GameRecord, SgfError> {
        let info = read_info(tree.root_data())?;
        let size = info.size;
        let mut move_numbers: Vec<u32> = Vec::with_capacity(tree.len());
        let typed = tree.try_map(|id, node| {
            let before = tree
                .parent(id)
                .and_then(|p| move_numbers.get(p.index()).copied())
                .unwrap_or(0);
            let moves = node
                .props
                .iter()
                .filter(|p| matches!(p.ident(), "B" | "W"))
                .count();
            let move_number = before.saturating_add(moves.min(1) as u32);
            move_numbers.push(move_number);
            let place = Place {
                node: id.index(),
                move_number,
            };
            read_node(node, id == NodeId::ROOT, size, place)
        })?;
        Ok(GameRecord {
            info,
            tree: typed,
            more_games: 0,
        })
    }
}

fn read_info(root: &Node) -> Result<GameInfo, SgfError> {
    let text = |ident: &str| {
        root.get(ident)
            .map(|p| p.value().simple_text().trim().to_string())
    };
    if let Some(game) = text("GM") {
        if !game.is_empty() && game != "1" {
            return Err(SgfError::NotGo { game });
        }
    }
    let mut info = GameInfo::new(match text("SZ") {
        Some(sz) if !sz.is_empty() => read_size(&sz)?,
        _ => BoardSize::NINETEEN,
    });
    if let Some(km) = text("KM").filter(|k| !k.is_empty()) {
        info.komi_half_points = Some(parse_komi(&km)?);
    }
    if let Some(ha) = text("HA").filter(|h| !h.is_empty()) {
        info.handicap = ha
            .parse::<u16>()
            .ok()
            .filter(|&n| u32::from(n) <= info.size.area())
            .ok_or(SgfError::BadHandicap { value: ha })?;
    }
    info.rules = text("RU");
    info.black = text("PB");
    info.white = text("PW");
    info.black_rank = text("BR");
    info.white_rank = text("WR");
    info.result = text("RE");
    info.date = text("DT");
    info.game_name = text("GN");
    info.application = root.get("AP").map(|p| p.value().raw().trim().to_string());
    Ok(info)
}

/// `SZ[19]` or `SZ[19:19]`, square and 2..=25.
fn read_size(text: &str) -> Result<BoardSize, SgfError> {
    let number = |s: &str| -> Result<u32, SgfError> {
        let s = s.trim();
        if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
            return Err(SgfError::BadSize {
                value: text.to_string(),
            });
        }
        Ok(s.parse::<u32>().unwrap_or(u32::MAX))
    };
    let (cols, rows) = match text.split_once(':') {
        Some((c, r)) => (number(c)?, number(r)?),
        None => {
            let n = number(text)?;
            (n, n)
        }
    };
    if cols != rows {
        return Err(SgfError::NotSquare { cols, rows });
    }
    BoardSize::new(cols).map_err(|_| SgfError::SizeOutOfRange { lines: cols })
}

fn read_node(
    node: &Node,
    is_root: bool,
    size: BoardSize,
    place: Place,
) -> Result<GameNode, SgfError> {
    let mut out = GameNode::default();
    for prop in &node.props {
        let ident = prop.ident();
        let site = Site { ident, size, place };
        let values = prop.values();
        match ident {
            _ if is_root && ROOT_INFO.contains(&ident) => {}
            "B" | "W" => {
                if out.play.is_some() || values.len() > 1 {
                    return Err(SgfError::TwoMoves { place });
                }
                let color = if ident == "B" {
                    Color::Black
                } else {
                    Color::White
                };
                out.play = Some(super::Move {
                    color,
                    point: site.read_move(prop.value())?,
                });
            }
            "AB" => site.read_list(values, PointUse::Setup, &mut out.setup.black)?,
            "AW" => site.read_list(values, PointUse::Setup, &mut out.setup.white)?,
            "AE" => site.read_list(values, PointUse::Setup, &mut out.setup.empty)?,
            "TR" => site.read_list(values, PointUse::Markup, &mut out.markup.triangles)?,
            "SQ" => site.read_list(values, PointUse::Markup, &mut out.markup.squares)?,
            "CR" => site.read_list(values, PointUse::Markup, &mut out.markup.circles)?,
            "MA" => site.read_list(values, PointUse::Markup, &mut out.markup.crosses)?,
            "LB" => site.read_labels(values, &mut out.markup.labels)?,
            "PL" => out.to_play = Some(read_player(prop, place)?),
            "C" => {
                let text = prop.value().text();
                out.comment = Some(match out.comment.take() {
                    Some(before) => format!("{before}\n\n{text}"),
                    None => text,
                });
            }
            _ => out.extra.push(prop.clone()),
        }
    }
    Ok(out)
}

fn read_player(prop: &Property, place: Place) -> Result<Color, SgfError> {
    let value = prop.value().simple_text();
    match value.trim() {
        "B" | "b" | "1" => Ok(Color::Black),
        "W" | "w" | "2" => Ok(Color::White),
        _ => Err(SgfError::BadPlayer { value, place }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(text: &str) -> String {
        GameRecord::parse(text).unwrap_err().to_string()
    }

    #[test]
    fn sizes_outside_the_app_are_refused_plainly() {
        assert_eq!(
            err("(;SZ[52])"),
            "This app plays on boards from 2×2 to 25×25; this record is 52×52."
        );
        assert_eq!(
            err("(;SZ[0])"),
            "This app plays on boards from 2×2 to 25×25; this record is 0×0."
        );
        assert_eq!(
            err("(;SZ[19:13])"),
            "This app plays only on square boards; this record is 19×13."
        );
        assert_eq!(err("(;SZ[big])"), "The board size SZ[big] is not a number.");
        assert_eq!(
            GameRecord::parse("(;SZ[13:13])").unwrap().info.size.get(),
            13
        );
        assert_eq!(GameRecord::parse("(;C[x])").unwrap().info.size.get(), 19);
    }

    #[test]
    fn node_errors_name_the_node() {
        assert_eq!(
            err("(;GM[2])"),
            "This record is for another game (GM[2]), not Go."
        );
        assert_eq!(
            err("(;SZ[9];B[aa]W[bb])"),
            "Node 1 (after move 1) has more than one move in it."
        );
        assert_eq!(
            err("(;SZ[9];B[aa];PL[x])"),
            "Node 2 (after move 1) says PL[x] for the player to move; it should be B or W."
        );
        assert_eq!(
            err("(;SZ[9];B[aa];W[b])"),
            "Node 2 (after move 2) has W[b], which is not a point."
        );
        assert_eq!(
            err("(;SZ[9]LB[jj:A])"),
            "The first node marks jj (LB), which is off the 9×9 board."
        );
        assert_eq!(
            err("(;SZ[9]HA[100])"),
            "The handicap HA[100] is not a number of stones that fits on the board."
        );
        assert_eq!(err("(;KM[abc])"), "The komi KM[abc] is not a number.");
    }
}
