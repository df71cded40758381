//! Reading weights files: the project's network loads with the expected shape, and every kind
//! of bad file is refused with an error, never a panic.

use weiqi_engine::nn::{Block, Model};

const WEIGHTS: &[u8] = include_bytes!("../../../weights/g170-b6c96-s175395328-d26788732.bin.gz");

#[test]
fn the_project_network_loads_with_six_blocks_of_96_channels() {
    let model = Model::from_bytes(WEIGHTS).unwrap();
    assert_eq!(model.version, 8);
    assert_eq!((model.spatial_inputs, model.global_inputs), (22, 19));
    assert_eq!(model.trunk_channels(), 96);
    assert_eq!(model.blocks.len(), 6);
    let pooled = model.blocks.iter().filter(|b| matches!(b, Block::Pooled { .. })).count();
    assert_eq!(pooled, 2);
    eprintln!("{} parameters, initial {}x{}", model.parameters(), model.initial.size, model.initial.size);
}
