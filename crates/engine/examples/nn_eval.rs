//! Prints the network's raw outputs for a position given as GTP moves, in the layout of
//! KataGo's `kata-raw-nn 0`: `cargo run -p weiqi-engine --example nn_eval -- 9 7.5 b:E5 w:C3`.

use weiqi_engine::nn::{GameSituation, Model, Network, Scratch};
use weiqi_engine::rules::{BoardSize, Color, Game, Move, Point, Ruleset};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let size = BoardSize::new(args[0].parse().unwrap()).unwrap();
    let komi: f32 = args[1].parse().unwrap();
    let mut game = Game::new(size, Ruleset::CHINESE);
    for m in &args[2..] {
        let (c, v) = m.split_once(':').unwrap();
        let color = if c == "b" { Color::Black } else { Color::White };
        let mv = if v == "pass" { Move::Pass } else { Move::Play(Point::parse_gtp(v, size).unwrap()) };
        game.play_as(color, mv).unwrap();
    }
    let bytes = include_bytes!("../../../weights/g170-b6c96-s175395328-d26788732.bin.gz");
    let network = Network::new(&Model::from_bytes(bytes).unwrap());
    let n = size.get() as usize;
    let mut scratch = Scratch::new(&network, n);
    let gs = GameSituation::of(&game, komi);
    let mut sit = gs.situation();
    if std::env::var("HIDE").is_ok() { sit.hide_history = true; }
    let mut x = sit.inputs();
    if let Ok(g) = std::env::var("ZERO_GLOBAL") { x.global[g.parse::<usize>().unwrap()] = 0.0; }
    let e = network.evaluate(&x, game.ruleset().ko, &mut scratch);
    let white = game.to_move() == Color::White;
    let flip = |v: f32| if white { v } else { -v };
    println!("whiteWin {:.6}\nwhiteLead {:.3}\nwhiteScoreSelfplay {:.3}", if white { e.win } else { e.loss }, flip(e.lead), flip(e.score));
    println!("policy");
    for r in 0..n {
        println!("{}", (0..n).map(|c| if x.legal[r * n + c] { format!("{:.6}", e.policy[r * n + c]) } else { "NAN".into() }).collect::<Vec<_>>().join(" "));
    }
    println!("policyPass {:.6}\nwhiteOwnership", e.pass);
    for r in 0..n {
        println!("{}", (0..n).map(|c| format!("{:.7}", flip(e.ownership[r * n + c]))).collect::<Vec<_>>().join(" "));
    }
    if std::env::var("PLANES").is_ok() {
        for k in 0..22 {
            let ones: Vec<String> = (0..n * n).filter(|&i| x.spatial[i * 22 + k] != 0.0).map(|i| Point::new((i % n) as u8, (i / n) as u8).unwrap().to_gtp(size)).collect();
            if k > 0 && !ones.is_empty() { println!("plane {k}: {}", ones.join(" ")); }
        }
        println!("globals {:?}", x.global);
    }
}
