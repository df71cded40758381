#![cfg(not(target_arch = "wasm32"))]
//! The raw SGF layer: reading every legal spelling of a file, and writing it back.

use weiqi_sgf::{
    parse, parse_bytes, write, write_tree, GameTree, Node, PropValue, Property, SgfError,
};

fn idents(tree: &GameTree) -> Vec<String> {
    tree.preorder()
        .flat_map(|id| {
            tree.get(id)
                .unwrap()
                .props
                .iter()
                .map(|p| p.ident().to_string())
        })
        .collect()
}

fn raw_values(node: &Node, ident: &str) -> Vec<String> {
    node.get(ident)
        .unwrap()
        .values()
        .iter()
        .map(|v| v.raw().to_string())
        .collect()
}

#[test]
fn byte_order_mark_and_line_endings_are_accepted() {
    let lf = "(;GM[1]SZ[9]\n;B[ee]\n;W[cc])\n";
    let crlf = lf.replace('\n', "\r\n");
    let cr = lf.replace('\n', "\r");
    let bom = format!("\u{feff}{crlf}");
    let want = parse(lf).unwrap();
    for text in [&crlf, &cr, &bom] {
        assert_eq!(parse(text).unwrap(), want, "{text:?}");
    }
    assert_eq!(parse_bytes(bom.as_bytes()).unwrap(), want);
    // Errors count lines the same way whatever the line ending.
    let broken = "(;GM[1]\r\n;B[ee]\r\n;W[cc\r\n";
    assert!(parse(broken)
        .unwrap_err()
        .to_string()
        .ends_with("(line 3)."));
    assert!(parse(&broken.replace("\r\n", "\r"))
        .unwrap_err()
        .to_string()
        .ends_with("(line 3)."));
}

#[test]
fn white_space_may_stand_between_any_tokens() {
    let spaced = " \t(\n ; GM [1]\tSZ\n[9]  AB [aa]\n [bb] ( ; B [ee] ) \r\n( ;W[cc] ; B[dd] ) )  ";
    let tight = "(;GM[1]SZ[9]AB[aa][bb](;B[ee])(;W[cc];B[dd]))";
    assert_eq!(parse(spaced).unwrap(), parse(tight).unwrap());
}

#[test]
fn text_around_games_is_ignored() {
    let text = "From: a friend\nSubject: our game (the one from Tuesday)\n\n(;GM[1];B[aa])\ntrailing words";
    let games = parse(text).unwrap();
    assert_eq!(games.trees.len(), 1);
    assert_eq!(games.trees[0].len(), 2);
}

#[test]
fn escapes_are_kept_raw_and_decoded_on_request() {
    let games = parse(r"(;C[a \] b \\ c \: d]LB[dd:x\:y]XX[\]\\])").unwrap();
    let node = games.trees[0].root_data();
    let c = node.get("C").unwrap().value();
    assert_eq!(c.raw(), r"a \] b \\ c \: d");
    assert_eq!(c.text(), r"a ] b \ c : d");
    let (point, label) = node.get("LB").unwrap().value().split_compose().unwrap();
    assert_eq!(point.raw(), "dd");
    assert_eq!(label.simple_text(), "x:y");
    assert_eq!(raw_values(node, "XX"), [r"\]\\"]);
}

#[test]
fn soft_line_breaks_vanish_from_text() {
    for nl in ["\n", "\r\n", "\r"] {
        let text = format!("(;C[one \\{nl}two{nl}three])");
        let games = parse(&text).unwrap();
        assert_eq!(
            games.trees[0].root_data().get("C").unwrap().value().text(),
            "one two\nthree"
        );
    }
}

#[test]
fn old_identifiers_keep_their_capitals() {
    let games =
        parse("(;GaMe[1]AddBlack[aa][bb]AddWhite[cc]Comment[hi];Black[dd];White[ee])").unwrap();
    assert_eq!(idents(&games.trees[0]), ["GM", "AB", "AW", "C", "B", "W"]);
    assert!(matches!(
        parse("(;add[aa])"),
        Err(SgfError::BadIdentifier { .. })
    ));
}

#[test]
fn compressed_point_lists_stay_as_written() {
    let games = parse("(;AB[aa:cc][ee]AE[bb:bc])").unwrap();
    let node = games.trees[0].root_data();
    assert_eq!(raw_values(node, "AB"), ["aa:cc", "ee"]);
    assert!(write(&games).contains("AB[aa:cc][ee]AE[bb:bc]"));
}

#[test]
fn several_game_trees_are_read_in_order() {
    let games = parse("(;GN[first];B[aa])\n(;GN[second])\n\n(;GN[third](;B[bb])(;B[cc]))").unwrap();
    let names: Vec<String> = games
        .trees
        .iter()
        .map(|t| t.root_data().get("GN").unwrap().value().text())
        .collect();
    assert_eq!(names, ["first", "second", "third"]);
    let again = parse(&write(&games)).unwrap();
    assert_eq!(again, games);
}

#[test]
fn variations_keep_their_order_and_nesting() {
    let games = parse("(;B[aa](;W[ba];B[ca](;W[da])(;W[db]))(;W[bb])(;W[bc](;B[cc])))").unwrap();
    let t = &games.trees[0];
    assert_eq!(t.len(), 8);
    let order: Vec<&str> = t
        .preorder()
        .map(|id| t.get(id).unwrap().props[0].value().raw())
        .collect();
    assert_eq!(order, ["aa", "ba", "ca", "da", "db", "bb", "bc", "cc"]);
    let main: Vec<usize> = t.main_line().map(|id| id.index()).collect();
    assert_eq!(main, [0, 1, 2, 3]);
    let root_kids = t.children(t.root());
    assert_eq!(root_kids.len(), 3);
    assert_eq!(t.parent(root_kids[2]), Some(t.root()));
    assert_eq!(t.path_to(t.children(root_kids[2])[0]).len(), 3);
}

#[test]
fn nested_single_variations_are_one_line() {
    let nested = parse("(;B[aa](;W[bb](;B[cc])))").unwrap();
    let flat = parse("(;B[aa];W[bb];B[cc])").unwrap();
    assert_eq!(nested, flat);
    assert_eq!(write(&nested), "(;B[aa]\n;W[bb];B[cc])\n");
}

#[test]
fn writing_is_canonical_and_escapes_values() {
    let mut root = Node::new(vec![
        Property::text("GM", "1").unwrap(),
        Property::text("C", "a ] b \\ c").unwrap(),
    ]);
    root.props.push(
        Property::new(
            "AB",
            vec![PropValue::from_text("aa"), PropValue::from_text("bb")],
        )
        .unwrap(),
    );
    let mut tree = GameTree::new(root);
    let b = tree
        .add_child(
            tree.root(),
            Node::new(vec![Property::text("B", "cc").unwrap()]),
        )
        .unwrap();
    tree.add_child(b, Node::new(vec![Property::text("W", "dd").unwrap()]))
        .unwrap();
    tree.add_child(
        b,
        Node::new(vec![
            Property::text("W", "ee").unwrap(),
            Property::text("N", "x").unwrap(),
        ]),
    )
    .unwrap();
    let text = write_tree(&tree);
    assert_eq!(
        text,
        "(;GM[1]C[a \\] b \\\\ c]AB[aa][bb]\n;B[cc]\n(;W[dd])\n(;W[ee]N[x]))\n"
    );
    let back = parse(&text).unwrap();
    assert_eq!(back.trees, vec![tree]);
}

#[test]
fn unknown_properties_round_trip_byte_for_byte() {
    let text = "(;GM[1]FF[4]XZ[odd \\] value\\\\]MULTIGOGM[1]\n;B[aa]WEIRD[a:b\\:c][][\u{00e9}t\u{00e9}]TB[aa:bb])\n";
    let games = parse(text).unwrap();
    assert_eq!(write(&games), text);
}

#[test]
fn values_cannot_break_out_of_their_brackets() {
    assert!(PropValue::from_raw("a]b").is_err());
    assert!(PropValue::from_raw("ends in \\").is_err());
    assert_eq!(PropValue::from_raw("a\\]b").unwrap().text(), "a]b");
    assert!(Property::new("B1", vec![PropValue::empty()]).is_err());
}
