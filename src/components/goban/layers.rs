//! The drawing of a board: geometry, the static parts (wood, lines, star points, coordinates,
//! hit areas) and one memoised cell per point, so a move redraws only the points it changes.

use std::rc::Rc;

use yew::prelude::*;

use crate::board_view::{BoardView, Highlight, Marker, Region, Shade};
use crate::rules::{BoardSize, Color, Owner, Point};

/// Distance between two lines, in SVG units.
pub const STEP: i32 = 100;

/// Where lines, stones and coordinates go for a board. Every point is where it is on the
/// whole board; a board cropped to a region ([`Geometry::frame`]) only shows less of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Geometry {
    /// Space from the edge of the wood to the first line.
    pub pad: i32,
    /// The part of the board drawn.
    pub region: Region,
}

/// How far the lines run on past the region's last line at a cut side: half a line, short of
/// the coordinates.
const RUN_OFF: i32 = 55;

impl Geometry {
    /// The geometry of a board of `size`, with room for coordinates if they are drawn.
    pub fn new(size: BoardSize, coordinates: bool) -> Geometry {
        Geometry {
            pad: if coordinates { 125 } else { 60 },
            region: Region::whole(size),
        }
    }

    /// The geometry of `view`: its size, coordinates and region.
    pub fn of(view: &BoardView) -> Geometry {
        Geometry { region: view.region, ..Geometry::new(view.size, view.coordinates) }
    }

    /// The rectangle drawn, `(x, y, width, height)`: the region's lines with the same wood
    /// around them as the whole board has (room for the coordinates).
    pub fn frame(self) -> (i32, i32, i32, i32) {
        let r = self.region;
        (
            i32::from(r.left) * STEP,
            i32::from(r.top) * STEP,
            i32::from(r.columns() - 1) * STEP + 2 * self.pad,
            i32::from(r.rows() - 1) * STEP + 2 * self.pad,
        )
    }

    /// The frame as an SVG `viewBox`.
    pub fn view_box(self) -> String {
        let (x, y, w, h) = self.frame();
        format!("{x} {y} {w} {h}")
    }

    /// The centre of `p`.
    pub fn xy(self, p: Point) -> (i32, i32) {
        (
            self.pad + i32::from(p.col()) * STEP,
            self.pad + i32::from(p.row()) * STEP,
        )
    }

    /// Where the line at `at` ends: on the region's last line where that is the board's edge,
    /// else [`RUN_OFF`] beyond it (the board goes on).
    fn line_end(self, at: i32, edge: bool, outwards: i32) -> i32 {
        if edge {
            at
        } else {
            at + outwards * RUN_OFF.min(self.pad)
        }
    }
}

/// The id prefix of one board's gradients and patterns (unique in the page).
pub fn def_id(prefix: &str, name: &str) -> String {
    format!("{prefix}-{name}")
}

/// Gradients for shaded stones and the hatching of problem points, defined once per board. (A
/// function, not a component: a handful of fixed elements, and a component costs its own code.)
pub fn defs(prefix: &str) -> Html {
    let id = |name| def_id(prefix, name);
    html! {
        <defs>
            <radialGradient id={id("b")} cx="0.35" cy="0.3" r="0.75">
                <stop offset="0" class="goban__stop goban__stop--b0" />
                <stop offset="0.55" class="goban__stop goban__stop--b1" />
                <stop offset="1" class="goban__stop goban__stop--b2" />
            </radialGradient>
            <radialGradient id={id("w")} cx="0.35" cy="0.3" r="0.8">
                <stop offset="0" class="goban__stop goban__stop--w0" />
                <stop offset="0.7" class="goban__stop goban__stop--w1" />
                <stop offset="1" class="goban__stop goban__stop--w2" />
            </radialGradient>
            <pattern id={id("hatch")} width="16" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                <rect width="7" height="16" class="goban__hatch" />
            </pattern>
        </defs>
    }
}

/// Props of [`Grid`].
#[derive(Properties, PartialEq)]
pub struct GridProps {
    pub size: BoardSize,
    pub coordinates: bool,
    /// The part of the board drawn.
    pub region: Region,
}

/// The wood, the lines, the star points and the coordinates of the region drawn. At the
/// region's cut sides the lines run on a little (the board goes on) instead of ending on an
/// edge; the coordinates name the whole board's columns and rows. Redrawn only when the
/// size, the coordinates or the region change.
#[component]
pub fn Grid(props: &GridProps) -> Html {
    let g = Geometry { region: props.region, ..Geometry::new(props.size, props.coordinates) };
    let r = props.region;
    let [left_edge, top_edge, right_edge, bottom_edge] = r.edges(props.size);
    let at = |line: u8| g.pad + i32::from(line) * STEP;
    let (x1, x2) = (g.line_end(at(r.left), left_edge, -1), g.line_end(at(r.right), right_edge, 1));
    let (y1, y2) = (g.line_end(at(r.top), top_edge, -1), g.line_end(at(r.bottom), bottom_edge, 1));
    let (fx, fy, fw, fh) = g.frame();
    // Flat lists of keyed elements (no fragments): another region changes how many there are.
    let columns = (r.left..=r.right).map(|c| {
        let x = at(c).to_string();
        html! { <line key={format!("c{c}")} x1={x.clone()} y1={y1.to_string()} x2={x} y2={y2.to_string()} /> }
    });
    let rows = (r.top..=r.bottom).map(|row| {
        let y = at(row).to_string();
        html! { <line key={format!("r{row}")} x1={x1.to_string()} y1={y.clone()} x2={x2.to_string()} y2={y} /> }
    });
    let stars = props.size.star_points().into_iter().filter(|&p| r.contains(p)).map(|p| {
        let (x, y) = g.xy(p);
        html! { <circle key={format!("{}-{}", p.col(), p.row())} cx={x.to_string()} cy={y.to_string()} r="11" /> }
    });
    let coords = props.coordinates.then(|| {
        let size = props.size;
        // The point (i, i) names column i by its letter and row i by its number.
        let name = move |i: u8| Point::new(i, i).map(|p| p.to_gtp(size)).unwrap_or_default();
        let (near_x, far_x) = (at(r.left) - 80, at(r.right) + 80);
        let (near_y, far_y) = (at(r.top) - 80, at(r.bottom) + 80);
        let mut texts = Vec::new();
        for c in r.left..=r.right {
            let name = name(c);
            let letter = name[..name.len().min(1)].to_string();
            let x = at(c).to_string();
            texts.push(html! { <text key={format!("t{c}")} x={x.clone()} y={near_y.to_string()}>{ letter.clone() }</text> });
            texts.push(html! { <text key={format!("b{c}")} {x} y={far_y.to_string()}>{ letter }</text> });
        }
        for row in r.top..=r.bottom {
            let name = name(row);
            let number = name[name.len().min(1)..].to_string();
            let y = at(row).to_string();
            texts.push(html! { <text key={format!("l{row}")} x={near_x.to_string()} y={y.clone()}>{ number.clone() }</text> });
            texts.push(html! { <text key={format!("r{row}")} x={far_x.to_string()} {y}>{ number }</text> });
        }
        texts
    });
    let cropped = (!r.is_whole(props.size)).then_some("goban__grid--cropped");
    html! {
        <g class={classes!("goban__grid", cropped)}>
            <rect class="goban__wood" x={fx.to_string()} y={fy.to_string()} width={fw.to_string()} height={fh.to_string()} rx="18" />
            <g class="goban__lines">{ for columns.chain(rows) }</g>
            <g class="goban__stars">{ for stars }</g>
            if let Some(coords) = coords {
                <g class="goban__coords">{ for coords }</g>
            }
        </g>
    }
}

/// Props of [`HitAreas`].
#[derive(Properties, PartialEq)]
pub struct HitAreasProps {
    pub size: BoardSize,
    pub coordinates: bool,
    /// The part of the board drawn: only its points can be chosen.
    pub region: Region,
}

/// One transparent square per point of the region, a full line-spacing wide, on top of
/// everything: the targets of clicks and taps. Each carries its point's index on the whole
/// board in `data-i` and its name in `data-point` ("D4").
#[component]
pub fn HitAreas(props: &HitAreasProps) -> Html {
    let g = Geometry::new(props.size, props.coordinates);
    let half = STEP / 2;
    let size = props.size;
    let region = props.region;
    let rects = size.points().enumerate().filter(|&(_, p)| region.contains(p)).map(|(i, p)| {
        let (x, y) = g.xy(p);
        html! {
            <rect key={i} data-i={i.to_string()} data-point={p.to_gtp(size)}
                x={(x - half).to_string()} y={(y - half).to_string()}
                width={STEP.to_string()} height={STEP.to_string()} />
        }
    });
    html! { <g class="goban__hits">{ for rects }</g> }
}

/// Props of [`Layers`].
#[derive(Properties, PartialEq)]
pub struct LayersProps {
    pub view: Rc<BoardView>,
    pub prefix: AttrValue,
}

/// Every point's cell (of the region drawn). Each cell is a component with plain props, so
/// after a move only the cells whose props changed are drawn again.
#[component]
pub fn Layers(props: &LayersProps) -> Html {
    let view = &props.view;
    let g = Geometry::new(view.size, view.coordinates);
    let n = view.size.area() as usize;
    let mut markers: Vec<Option<Marker>> = vec![None; n];
    let mut labels: Vec<Option<AttrValue>> = vec![None; n];
    let mut highlights: Vec<Option<Highlight>> = vec![None; n];
    let mut dimmed = vec![false; n];
    for (p, m) in &view.markers {
        if let Some(i) = view.index(*p) {
            markers[i] = Some(*m);
        }
    }
    for (p, l) in &view.labels {
        if let Some(i) = view.index(*p) {
            labels[i] = Some(AttrValue::from(l.clone()));
        }
    }
    for (p, h) in &view.highlights {
        if let Some(i) = view.index(*p) {
            highlights[i] = Some(*h);
        }
    }
    for p in &view.dimmed {
        if let Some(i) = view.index(*p) {
            dimmed[i] = true;
        }
    }
    let last = view.last_move.and_then(|p| view.index(p));
    let region = view.region;
    let cells = view.size.points().enumerate().filter(|&(_, p)| region.contains(p)).map(|(i, p)| {
        let (x, y) = g.xy(p);
        html! {
            <Cell key={i} {x} {y}
                stone={view.stones.get(i).copied().flatten()}
                dimmed={dimmed[i]}
                last={last == Some(i)}
                marker={markers[i]}
                label={labels[i].clone()}
                highlight={highlights[i]}
                owner={view.owners.as_ref().and_then(|o| o.get(i).copied())}
                estimate={view.estimate.as_ref().and_then(|o| o.get(i).copied()).flatten()}
                prefix={props.prefix.clone()} />
        }
    });
    html! { <g class="goban__cells">{ for cells }</g> }
}

/// Props of [`Cell`]: everything drawn on one point.
#[derive(Properties, PartialEq)]
pub struct CellProps {
    pub x: i32,
    pub y: i32,
    pub stone: Option<Color>,
    pub dimmed: bool,
    pub last: bool,
    pub marker: Option<Marker>,
    pub label: Option<AttrValue>,
    pub highlight: Option<Highlight>,
    pub owner: Option<Owner>,
    /// Who the engine thinks owns the point (shown on empty points and captured-looking stones).
    pub estimate: Option<Shade>,
    pub prefix: AttrValue,
}

/// Radius of a stone.
const STONE_R: i32 = 47;

/// One point: area shading, stone, last-move mark, marker, label and highlight.
#[component]
pub fn Cell(props: &CellProps) -> Html {
    let (x, y) = (props.x, props.y);
    let (xs, ys) = (x.to_string(), y.to_string());
    // Contrast class for symbols drawn on this point.
    let on = match props.stone {
        Some(Color::Black) => "on-black",
        Some(Color::White) => "on-white",
        None => "on-wood",
    };
    let stone = props.stone.map(|c| {
        let (fill, class) = match c {
            Color::Black => (def_id(&props.prefix, "b"), "goban__stone goban__stone--black"),
            Color::White => (def_id(&props.prefix, "w"), "goban__stone goban__stone--white"),
        };
        html! {
            <circle class={classes!(class, props.dimmed.then_some("goban__stone--dimmed"))}
                cx={xs.clone()} cy={ys.clone()} r={STONE_R.to_string()} fill={format!("url(#{fill})")} />
        }
    });
    // Area shading shows on empty points and on stones that count for the other side.
    let owner = props.owner.filter(|o| match (o, props.stone) {
        (_, None) => true,
        (Owner::Shared, Some(_)) => false,
        (o, Some(c)) => props.dimmed || o.color() != Some(c),
    });
    let owner = owner.map(|o| match o {
        Owner::Black | Owner::White => {
            let class = if o == Owner::Black { "goban__area goban__area--black" } else { "goban__area goban__area--white" };
            html! { <rect class={class} x={(x - 17).to_string()} y={(y - 17).to_string()} width="34" height="34" /> }
        }
        Owner::Shared => html! {
            <path class="goban__area goban__area--shared" d={format!("M{x} {}l15 15l-15 15l-15 -15z", y - 15)} />
        },
    });
    // The engine's estimate: a smaller square than a count's, on empty points and on stones
    // it expects the other side to capture.
    // A sure owner gets a square twice the width of a likely one: the size tells how sure,
    // not the colour alone.
    let estimate = props.estimate.filter(|s| props.stone != Some(s.owner)).map(|s| {
        let class = match s.owner {
            Color::Black => "goban__estimate goban__estimate--black",
            Color::White => "goban__estimate goban__estimate--white",
        };
        let half = if s.sure { 11 } else { 6 };
        let side = (2 * half).to_string();
        html! { <rect class={class} x={(x - half).to_string()} y={(y - half).to_string()} width={side.clone()} height={side} /> }
    });
    let last = props.last.then(|| {
        html! {
            <circle class={classes!("goban__last", on)} cx={xs.clone()} cy={ys.clone()} r="18" />
        }
    });
    let marker = props.marker.map(|m| {
        let d = match m {
            Marker::Triangle => format!("M{x} {}l24 42h-48z", y - 28),
            Marker::Square => format!("M{} {}h40v40h-40z", x - 20, y - 20),
            Marker::Circle => format!("M{} {y}a22 22 0 1 0 44 0a22 22 0 1 0 -44 0", x - 22),
            Marker::Cross => format!("M{} {}l40 40m0 -40l-40 40", x - 20, y - 20),
        };
        html! { <path class={classes!("goban__marker", on)} {d} /> }
    });
    // Three digits (a count above 100) get smaller type, so neighbouring labels never touch.
    let long = props
        .label
        .as_ref()
        .is_some_and(|t| t.chars().count() >= 3)
        .then_some("goban__label--long");
    let label = props.label.clone().map(|text| html! {
        <>
            if props.stone.is_none() {
                <circle class="goban__label-bg" cx={xs.clone()} cy={ys.clone()} r="30" />
            }
            <text class={classes!("goban__label", on, long)} x={xs.clone()} y={ys.clone()}>{ text }</text>
        </>
    });
    let highlight = props.highlight.map(|h| match h {
        Highlight::Liberty => html! {
            <circle class="goban__hl goban__hl--liberty" cx={xs.clone()} cy={ys.clone()} r="16" />
        },
        // On a stone, a ring inside its edge, so that its colour still shows ("there is a
        // white stone on C3" is seen to be true); on an empty point, a hatched disc.
        Highlight::Problem if props.stone.is_some() => html! {
            <circle class="goban__hl goban__hl--problem" cx={xs.clone()} cy={ys.clone()} r="36" fill="none" />
        },
        Highlight::Problem => html! {
            <circle class="goban__hl goban__hl--problem" cx={xs.clone()} cy={ys.clone()} r="44"
                fill={format!("url(#{})", def_id(&props.prefix, "hatch"))} />
        },
        Highlight::Hint => html! {
            <circle class="goban__hl goban__hl--hint" cx={xs.clone()} cy={ys.clone()} r="40" />
        },
        Highlight::Good => html! {
            <path class="goban__hl goban__hl--good" d={format!("M{} {}l14 16l26 -32", x - 22, y + 2)} />
        },
    });
    if props.stone.is_none()
        && owner.is_none()
        && estimate.is_none()
        && label.is_none()
        && marker.is_none()
        && highlight.is_none()
    {
        return html! {};
    }
    html! {
        <g>
            { stone }
            { owner }
            { estimate }
            { last }
            { highlight }
            { marker }
            { label }
        </g>
    }
}
