//! Reading weights files: the project's network loads with the expected shape, the shipped
//! compact file is exactly the conversion of KataGo's, and every kind of bad file is refused
//! with an error, never a panic.

use weiqi_engine::nn::{Block, LoadError, Model};

const WEIGHTS: &[u8] = include_bytes!("../../../weights/g170-b6c96-s175395328-d26788732.bin.gz");
const SHIPPED: &[u8] = include_bytes!("../../../weights/g170-b6c96.wqnn");

#[test]
fn the_project_network_loads_with_six_blocks_of_96_channels() {
    let model = Model::from_bytes(WEIGHTS).unwrap();
    assert_eq!(model.version, 8);
    assert_eq!((model.spatial_inputs, model.global_inputs), (22, 19));
    assert_eq!(model.trunk_channels(), 96);
    assert_eq!(model.blocks.len(), 6);
    let pooled = model.blocks.iter().filter(|b| matches!(b, Block::Pooled { .. })).count();
    assert_eq!(pooled, 2);
    assert_eq!(model.parameters(), 1_028_743);
    assert_eq!(model.initial.size, 5);
}

#[test]
fn the_shipped_compact_file_is_the_conversion_of_katago_s_file() {
    let model = Model::from_bytes(WEIGHTS).unwrap();
    assert!(model.to_compact() == SHIPPED, "weights/g170-b6c96.wqnn is out of date: regenerate it with examples/compact_weights.rs");
    let compact = Model::from_bytes(SHIPPED).unwrap();
    assert_eq!(compact.to_compact(), SHIPPED, "reading and writing the compact format loses nothing more");
    assert_eq!(compact.name, model.name);
}

fn refused(bytes: &[u8]) -> LoadError {
    match Model::from_bytes(bytes) {
        Ok(_) => panic!("a bad file of {} bytes was read as a model", bytes.len()),
        Err(e) => e,
    }
}

#[test]
fn a_cut_short_file_is_refused_wherever_it_ends() {
    let raw = {
        use std::io::Read;
        let mut out = Vec::new();
        flate2::read::GzDecoder::new(WEIGHTS).read_to_end(&mut out).unwrap();
        out
    };
    for cut in [0, 10, 100, 1000, raw.len() / 2, raw.len() - 5] {
        let err = refused(&raw[..cut]);
        assert!(matches!(err, LoadError::Empty | LoadError::Truncated { .. } | LoadError::Syntax { .. }), "cut at {cut}: {err:?}");
    }
    for cut in [4, 100, SHIPPED.len() / 3, SHIPPED.len() - 1] {
        assert!(matches!(refused(&SHIPPED[..cut]), LoadError::Truncated { .. }), "compact cut at {cut}");
    }
    assert_eq!(refused(&WEIGHTS[..WEIGHTS.len() / 2]), LoadError::Gzip, "half a gzip file");
}

#[test]
fn another_version_random_bytes_and_damage_are_refused() {
    assert_eq!(refused(b"mynet 9 22 19 trunk"), LoadError::Version(9));
    assert_eq!(refused(b""), LoadError::Empty);
    let mut noise = vec![0u8; 4096];
    let mut s = 12345u32;
    for b in &mut noise {
        s = s.wrapping_mul(1_103_515_245).wrapping_add(12_345);
        *b = (s >> 16) as u8;
    }
    refused(&noise);
    noise[..2].copy_from_slice(&[0x1f, 0x8b]);
    assert_eq!(refused(&noise), LoadError::Gzip, "random bytes after a gzip header");
    let mut damaged = WEIGHTS.to_vec();
    let middle = damaged.len() / 2;
    for b in &mut damaged[middle..middle + 64] {
        *b ^= 0x5a;
    }
    assert_eq!(refused(&damaged), LoadError::Gzip, "gzip's checksum catches damage");
    let mut compact = SHIPPED.to_vec();
    compact[4] = 7;
    assert!(matches!(refused(&compact), LoadError::Syntax { .. }), "an unknown compact format");
}
