//! Writes a weights file in the app's compact format:
//! `cargo run -p weiqi-engine --example compact_weights -- IN.bin.gz OUT.wqnn`.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [input, output] = &args[..] else {
        eprintln!("usage: compact_weights IN.bin.gz OUT.wqnn");
        std::process::exit(2);
    };
    let bytes = std::fs::read(input).unwrap_or_else(|e| panic!("{input}: {e}"));
    let model = weiqi_engine::nn::Model::from_bytes(&bytes).unwrap_or_else(|e| panic!("{input}: {e}"));
    std::fs::write(output, model.to_compact()).unwrap_or_else(|e| panic!("{output}: {e}"));
    eprintln!("{output}: {} parameters", model.parameters());
}
