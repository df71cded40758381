//! The neural network: KataGo's g170 network format (version 8) read into a [`Model`], the
//! input features of a position ([`Situation`]), and the forward pass ([`Network`]) that turns
//! them into a policy, a value, a score and ownership. No I/O: callers pass the bytes of a
//! weights file. The app ships the weights in its own compact format (16-bit floats).
//!
//! ```no_run
//! use weiqi_engine::nn::{GameSituation, Model, Network, Scratch};
//! use weiqi_engine::rules::{BoardSize, Game, Ruleset};
//! let bytes = std::fs::read("weights/g170-b6c96-s175395328-d26788732.bin.gz").unwrap();
//! let network = Network::new(&Model::from_bytes(&bytes).unwrap());
//! let game = Game::new(BoardSize::NINE, Ruleset::CHINESE);
//! let mut scratch = Scratch::new(&network, 9);
//! let inputs = GameSituation::of(&game, 7.5).situation().inputs();
//! let eval = network.evaluate(&inputs, game.ruleset().ko, &mut scratch);
//! assert!(eval.policy.iter().sum::<f32>() + eval.pass > 0.99);
//! ```

mod area;
mod compact;
mod conv;
mod features;
mod forward;
mod katago;
mod ladder;
pub mod math;
mod model;
mod winograd;

pub use features::{ko_point, GameSituation, Inputs, Situation, Snapshot, GLOBALS, PLANES};
pub use forward::{Evaluation, Network, Scratch};
pub use model::{Block, Conv, Dense, Model, Norm, PolicyHead, ValueHead};

/// Why a weights file cannot be used. Nothing that reads weights panics: every fault is one of
/// these.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// The file is empty.
    Empty,
    /// The file looks compressed but is not valid gzip data (damaged or cut short).
    Gzip,
    /// The file grows beyond any network this engine could run.
    TooLarge,
    /// The file ends inside `layer`.
    Truncated { layer: String },
    /// In `layer`, something else was found where `expected` should be.
    Syntax { layer: String, expected: &'static str },
    /// The model is of another format version than the one this engine implements (8).
    Version(i64),
    /// `layer` does not fit the layers around it.
    Shape { layer: String, expected: &'static str },
    /// `layer` holds a number that is not finite.
    NotFinite { layer: String },
    /// The trunk has a kind of block this engine does not implement.
    UnknownBlock(String),
}

impl std::error::Error for LoadError {}

impl Model {
    /// Reads a model from the bytes of a weights file: the app's compact format (see
    /// [`Model::to_compact`]), or KataGo's `.bin` or `.bin.gz`.
    ///
    /// # Errors
    /// A [`LoadError`] saying why the bytes are not a model this engine can run.
    pub fn from_bytes(bytes: &[u8]) -> Result<Model, LoadError> {
        if bytes.starts_with(compact::MAGIC) {
            compact::read(bytes)
        } else {
            katago::read(bytes)
        }
    }

    /// Reads a model in the app's compact format only (what the browser loads: it then carries
    /// no gzip reader and no reader of KataGo's format).
    ///
    /// # Errors
    /// A [`LoadError`] saying why the bytes are not such a model.
    pub fn from_compact(bytes: &[u8]) -> Result<Model, LoadError> {
        if bytes.is_empty() {
            return Err(LoadError::Empty);
        }
        if !bytes.starts_with(compact::MAGIC) {
            return Err(LoadError::Syntax { layer: "the header".to_string(), expected: "the app's compact format (WQNN)" });
        }
        compact::read(bytes)
    }
}
