//! The page's side of the computer opponent: the engine's Web Worker started when a game
//! against the computer comes on the page (its network downloads meanwhile),
//! one request at a time, thinking cancelled (the worker ended) on undo, a new game or leaving
//! the page, and a worker that fails to start or dies reported once, so the game can go on
//! between two players.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};
use yew::prelude::*;

use crate::json::ToJson;
use crate::play::computer::{Reply, Request, Task, WeightsProblem};
use crate::play::{Action, PlayState, SavedGame};

/// How long the worker may take to start before it counts as failed.
const START_MILLIS: u32 = 20_000;

/// How long the worker may stay silent while it works on a request before it counts as
/// stopped (every answer is a search of a few seconds at most; the weights' download reports
/// its progress as it goes).
const SILENT_MILLIS: u32 = 45_000;

/// What the engine is doing, for the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Nothing asked.
    Idle,
    /// Working on a request.
    Thinking(Task),
    /// The worker could not start or stopped.
    Failed,
}

/// Where the network's weights stand in the worker, for the page's one line about them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Network {
    /// The worker has not started, or has not begun the download.
    NotYet,
    /// On its way: `loaded` of `total` bytes (`total` 0 when unknown).
    Loading { loaded: u64, total: u64 },
    /// Loaded: the computer plays with it.
    Ready,
    /// Loaded, and just now kept on this device for offline games (said once, until the
    /// next question to the computer).
    Kept,
    /// Not to be had: the Monte Carlo engine plays.
    Failed(WeightsProblem),
}

/// The worker and the request in flight.
struct Link {
    worker: Option<Worker>,
    /// Kept alive while the worker lives.
    handlers: Vec<Closure<dyn FnMut(web_sys::Event)>>,
    watchdog: Option<Timeout>,
    /// Says the worker failed (for the watchdog).
    fail: Option<Rc<dyn Fn()>>,
    next_id: u32,
    pending: Option<(u32, Task)>,
    /// The network has loaded in a worker of this page once (a worker started again loads it
    /// from the offline copy).
    network_ready: bool,
    /// Whether the page has said the weights are kept for offline games.
    kept_said: bool,
}

impl Link {
    fn stop(&mut self) {
        if let Some(worker) = self.worker.take() {
            worker.terminate();
        }
        self.handlers.clear();
        self.watchdog = None;
        self.fail = None;
        self.pending = None;
    }

    /// Counts the worker as stopped if it stays silent for `millis`.
    fn watch(&mut self, millis: u32) {
        self.watchdog = self.fail.clone().map(|fail| Timeout::new(millis, move || fail()));
    }
}

impl Drop for Link {
    fn drop(&mut self) {
        self.stop();
    }
}

/// The app's two files as the build named them, "<js> <wasm>", then the network's files and the
/// weights' size, "<weights> <network js> <network wasm> <bytes>": the engine's worker runs the
/// same WebAssembly as the page. They ride in the address of the page's start script
/// (`boot.js?js=…&wasm=…`, see Trunk.toml); the worker's name carries them to its start script
/// (static/engine.js).
fn engine_files() -> Option<String> {
    let script = web_sys::window()?.document()?.query_selector(r#"script[type="module"][src*="boot.js?"]"#).ok()??;
    let address = script.get_attribute("src")?;
    let (_, query) = address.split_once('?')?;
    let file = |key: &str| crate::address::query_value(query, key);
    let [net_js, net_wasm] = crate::play::computer::NETWORK_FILES;
    // The weights as the build named them, by their content (the worker checks it), and their
    // size in bytes (0 when the build does not say).
    let weights = file("weights").unwrap_or(crate::play::computer::WEIGHTS_FILE);
    let size = file("weights-size").filter(|s| s.bytes().all(|b| b.is_ascii_digit())).unwrap_or("0");
    Some(format!("{} {} {weights} {net_js} {net_wasm} {size}", file("js")?, file("wasm")?))
}

/// A handle to ask the engine things and to cancel.
#[derive(Clone)]
pub struct Engine {
    link: Rc<RefCell<Link>>,
    status: UseStateHandle<Status>,
    network: UseStateHandle<Network>,
    on_reply: Callback<Reply>,
}

impl PartialEq for Engine {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.link, &other.link) && *self.status == *other.status && *self.network == *other.network
    }
}

impl Engine {
    /// What the engine is doing.
    pub fn status(&self) -> Status {
        *self.status
    }

    /// Where the network's weights stand.
    pub fn network(&self) -> Network {
        *self.network
    }

    /// Asks the worker to fetch the weights again after a failure.
    pub fn retry_network(&self) {
        let link = self.link.borrow();
        match &link.worker {
            Some(worker) if worker.post_message(&"retry-weights".into()).is_ok() => self.network.set(Network::Loading { loaded: 0, total: 0 }),
            // No worker now: the next one fetches the weights anyway.
            _ => self.network.set(Network::NotYet),
        }
    }

    /// Asks the engine to work out `task` for `state`'s game; a request in flight is
    /// cancelled first.
    pub fn ask(&self, state: &PlayState, task: Task) {
        if *self.status == Status::Failed {
            return;
        }
        if *self.network == Network::Kept {
            // Said until the next question to the computer.
            self.network.set(Network::Ready);
        }
        self.cancel();
        let mut link = self.link.borrow_mut();
        if link.worker.is_none() && !self.start(&mut link) {
            drop(link);
            self.status.set(Status::Failed);
            return;
        }
        link.next_id = link.next_id.wrapping_add(1);
        let id = link.next_id;
        let request = Request { id, game: SavedGame::of(state), task };
        let message = JsValue::from_str(&request.to_json_text());
        if let Some(worker) = &link.worker {
            if worker.post_message(&message).is_ok() {
                link.pending = Some((id, task));
                if link.watchdog.is_none() {
                    // (While the worker starts, its start-up watchdog runs instead.)
                    link.watch(SILENT_MILLIS);
                }
                drop(link);
                self.status.set(Status::Thinking(task));
            }
        }
    }

    /// Starts the worker ahead of the first question, so that the network's download runs
    /// while the learner thinks (the worker fetches it first thing).
    pub fn warm_up(&self) {
        if *self.status == Status::Failed {
            return;
        }
        let mut link = self.link.borrow_mut();
        if link.worker.is_none() && !self.start(&mut link) {
            drop(link);
            self.status.set(Status::Failed);
        }
    }

    /// Stops the thinking in flight, if any (the worker is ended and started again on the
    /// next request, which is the only way to stop a search that is running).
    pub fn cancel(&self) {
        let mut link = self.link.borrow_mut();
        if let Some((_, Task::Ownership | Task::Analyze { .. })) = link.pending {
            // Short: its late reply is ignored, and the worker (with its network) is kept.
            link.pending = None;
            link.watchdog = None;
            drop(link);
            if *self.status != Status::Failed {
                self.status.set(Status::Idle);
            }
        } else if link.pending.is_some() {
            link.stop();
            drop(link);
            if *self.status != Status::Failed {
                self.status.set(Status::Idle);
            }
        }
    }

    /// Tries again after a failure.
    pub fn retry(&self) {
        self.link.borrow_mut().stop();
        self.status.set(Status::Idle);
    }

    /// Starts the worker; `false` when it cannot be created at all.
    fn start(&self, link: &mut Link) -> bool {
        let Some(files) = engine_files() else { return false };
        let options = WorkerOptions::new();
        options.set_type(WorkerType::Module);
        options.set_name(&files);
        let Ok(worker) = Worker::new_with_options("engine.js", &options) else { return false };
        let weak = Rc::downgrade(&self.link);
        let (status, network, on_reply) = (self.status.clone(), self.network.clone(), self.on_reply.clone());
        let fail = {
            let (weak, status) = (weak.clone(), status.clone());
            move || {
                status.set(Status::Failed);
                // Ended after this handler returns: the handler itself belongs to the link.
                let weak = weak.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    if let Some(link) = weak.upgrade() {
                        link.borrow_mut().stop();
                    }
                });
            }
        };
        let on_message = {
            let (weak, status, fail) = (weak.clone(), status.clone(), fail.clone());
            Closure::<dyn FnMut(web_sys::Event)>::new(move |event: web_sys::Event| {
                let Some(event) = event.dyn_ref::<MessageEvent>() else { return };
                let Some(reply) = event.data().as_string().and_then(|text| crate::json::from_text::<Reply>(&text).ok()) else { return };
                let Some(link) = weak.upgrade() else { return };
                let id = match &reply {
                    Reply::Ready => {
                        let mut link = link.borrow_mut();
                        link.watchdog = None;
                        if link.pending.is_some() {
                            link.watch(SILENT_MILLIS);
                        }
                        return;
                    }
                    // A worker started again after a cancel loads the kept weights once more:
                    // the page goes on saying they are ready.
                    Reply::WeightsProgress { loaded, total } => {
                        if link.borrow().pending.is_some() {
                            link.borrow_mut().watch(SILENT_MILLIS);
                        }
                        if !link.borrow().network_ready {
                            network.set(Network::Loading { loaded: *loaded, total: *total });
                        }
                        return;
                    }
                    Reply::WeightsReady => {
                        let mut link = link.borrow_mut();
                        link.network_ready = true;
                        if link.pending.is_some() {
                            link.watch(SILENT_MILLIS);
                        }
                        drop(link);
                        network.set(Network::Ready);
                        return;
                    }
                    Reply::WeightsKept => {
                        if !std::mem::replace(&mut link.borrow_mut().kept_said, true) {
                            network.set(Network::Kept);
                        }
                        return;
                    }
                    Reply::WeightsFailed { problem } => {
                        if link.borrow().pending.is_some() {
                            link.borrow_mut().watch(SILENT_MILLIS);
                        }
                        network.set(Network::Failed(*problem));
                        return;
                    }
                    Reply::Move { id, .. }
                    | Reply::Hint { id, .. }
                    | Reply::DeadStones { id, .. }
                    | Reply::Ownership { id, .. }
                    | Reply::Analysis { id, .. }
                    | Reply::Unreadable { id } => *id,
                };
                {
                    let mut link = link.borrow_mut();
                    if link.pending.map(|(p, _)| p) != Some(id) {
                        return;
                    }
                    link.pending = None;
                    link.watchdog = None;
                }
                if matches!(reply, Reply::Unreadable { .. }) {
                    // The worker could not rebuild the game: say so, as for a worker that died,
                    // rather than wait for a move that will not come.
                    fail();
                    return;
                }
                status.set(Status::Idle);
                on_reply.emit(reply);
            })
        };
        let on_error = {
            let fail = fail.clone();
            Closure::<dyn FnMut(web_sys::Event)>::new(move |event: web_sys::Event| {
                event.prevent_default();
                fail();
            })
        };
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        let fail: Rc<dyn Fn()> = Rc::new(fail);
        link.fail = Some(fail.clone());
        link.watchdog = Some(Timeout::new(START_MILLIS, move || fail()));
        if !link.network_ready && matches!(*self.network, Network::NotYet) {
            // The worker fetches the weights first thing: say so from the start.
            self.network.set(Network::Loading { loaded: 0, total: 0 });
        }
        link.handlers = vec![on_message, on_error];
        link.worker = Some(worker);
        true
    }
}

/// The engine for a game on the page: asks for the computer's move whenever it is the
/// computer's turn, and for its dead stones after two passes; cancels when the position
/// changes under a request or the page goes away. Replies become [`Action`]s.
#[hook]
pub fn use_engine(state: &Rc<PlayState>, act: Callback<Action>, want_estimate: bool) -> Engine {
    let link = use_mut_ref(|| Link { worker: None, handlers: Vec::new(), watchdog: None, fail: None, next_id: 0, pending: None, network_ready: false, kept_said: false });
    let status = use_state_eq(|| Status::Idle);
    let on_reply = Callback::from(move |reply: Reply| match reply {
        Reply::Move { mv, end, loss, .. } => {
            act.emit(Action::Computer(mv, end));
            if let Some(loss) = loss {
                act.emit(Action::Judged(loss));
            }
        }
        Reply::Hint { answer, .. } => act.emit(Action::Hint(answer)),
        Reply::DeadStones { groups, .. } => act.emit(Action::Propose(groups)),
        Reply::Ownership { estimate, .. } => act.emit(Action::Estimate(estimate)),
        Reply::Analysis { at, look, .. } => act.emit(Action::Analysed { at: at as usize, look }),
        Reply::Ready | Reply::Unreadable { .. } => {}
        Reply::WeightsProgress { .. } | Reply::WeightsReady | Reply::WeightsKept | Reply::WeightsFailed { .. } => {}
    });
    let network = use_state_eq(|| Network::NotYet);
    let engine = Engine { link: link.clone(), status, network, on_reply };
    {
        // Weights that could not be downloaded are fetched again when the connection is back.
        let engine = engine.clone();
        use_effect_with(*engine.network == Network::Failed(WeightsProblem::Download), move |failed| {
            let listener = failed.then(|| Closure::<dyn FnMut()>::new(move || engine.retry_network()));
            let window = web_sys::window().filter(|_| listener.is_some());
            if let (Some(window), Some(listener)) = (&window, &listener) {
                let _ = window.add_event_listener_with_callback("online", listener.as_ref().unchecked_ref());
            }
            move || {
                if let (Some(window), Some(listener)) = (window, listener) {
                    let _ = window.remove_event_listener_with_callback("online", listener.as_ref().unchecked_ref());
                }
            }
        });
    }
    {
        // The position (and what is wanted of the engine there) decides the request. The
        // estimate is asked for on the learner's turn (the computer's own move comes first).
        let estimate_due = want_estimate
            && state.phase() == crate::play::Phase::Playing
            && !state.computer_to_move()
            && !state.reviewing()
            && state.estimate().and_then(|e| e.shading(state.game())).is_none();
        let key = (
            crate::play::state::Estimate::key_of(state.game()),
            state.game().move_number(),
            state.game().moves().last().map(|m| (m.color, m.mv)),
            state.computer_to_move(),
            state.proposal_due(),
            state.computer(),
            *engine.status == Status::Failed,
            estimate_due,
            state.analysis_due(),
        );
        let (engine, state) = (engine.clone(), state.clone());
        use_effect_with(key, move |_| {
            engine.cancel();
            match state.computer() {
                Some((level, _)) if state.computer_to_move() => engine.ask(&state, Task::Move(level)),
                Some(_) if state.proposal_due() => engine.ask(&state, Task::DeadStones),
                _ if estimate_due => engine.ask(&state, Task::Ownership),
                _ => {
                    if let Some((at, visits)) = state.analysis_due() {
                        engine.ask(&state, Task::Analyze { at: at as u32, visits });
                    }
                }
            }
        });
    }
    {
        // A game against the computer starts the worker when it comes on the page, not at the
        // first question: the network's download (a few seconds on a slow connection) runs
        // while the learner thinks.
        let engine = engine.clone();
        use_effect_with(state.computer().is_some(), move |&against| {
            if against {
                engine.warm_up();
            }
        });
    }
    {
        // Leaving the page ends the worker.
        use_effect_with((), move |_| move || link.borrow_mut().stop());
    }
    engine
}

/// The one line about the network's weights: their download with a bar, or why the computer
/// plays without them, with "try again"; nothing once they are loaded or while the worker is
/// down (that has its own notice).
pub fn network_line(engine: &Engine) -> Html {
    use crate::text::Msg;
    match engine.network() {
        Network::Loading { loaded, total } if engine.status() != Status::Failed => {
            let words = if total > 0 {
                Msg::new("play-network-loading")
                    .arg("loaded", crate::sgf::megabyte_figure(loaded as usize))
                    .arg("total", crate::sgf::megabyte_figure(total as usize))
            } else {
                Msg::new("play-network-starting")
            };
            html! {
                <div class="play__network" role="status">
                    <p>{ words.text() }</p>
                    <progress max={total.max(1).to_string()} value={loaded.min(total).to_string()} aria-hidden="true"></progress>
                </div>
            }
        }
        Network::Kept => html! {
            <div class="play__network" role="status">
                <p>{ Msg::new("play-network-kept").text() }</p>
            </div>
        },
        Network::Failed(problem) if engine.status() != Status::Failed => {
            let retry = { let engine = engine.clone(); Callback::from(move |_: MouseEvent| engine.retry_network()) };
            let words = match problem {
                WeightsProblem::Download => Msg::new("play-network-failed-download"),
                WeightsProblem::Damaged => Msg::new("play-network-failed-damaged"),
            };
            html! {
                <div class="play__network" role="status">
                    <p>{ words.text() }</p>
                    <button type="button" class="btn" onclick={retry}>{ Msg::words("play-network-retry") }</button>
                </div>
            }
        }
        _ => html! {},
    }
}
