//! The Practice section of the app (the problem sets), a bundle of its own that the shell
//! loads the first time the learner opens it (see `weiqi::sections`).

#[cfg(target_arch = "wasm32")]
mod section {
    use wasm_bindgen::prelude::wasm_bindgen;

    /// Shows the section's pages inside `root`.
    #[wasm_bindgen]
    pub fn mount(root: web_sys::Element) {
        weiqi::sections::mount(root, weiqi::sections::practice_pages);
    }

    /// Removes the section's pages.
    #[wasm_bindgen]
    pub fn unmount() {
        weiqi::sections::unmount();
    }
}

fn main() {}
