// The page's worker: its own Pyodide, islands_rules and app.py / viewer.py. Every call of the
// page (a click, a take-back, a record to read) is a message; the bot thinks in short steps,
// so that a message waiting between two steps (a take-back, a new game) is answered at once.
// Nothing here knows a rule of any game.
import { loadPyodide } from "./pyodide/pyodide.mjs";

const STEP_MS = 60; // one step of the bot's search; the page hears its analysis after each
let app = null;
let viewer = null;
let thinking = 0; // the number of the current search; a new call makes older ones stop

function progress(text, done) { postMessage({ event: "progress", text, done }); }

async function boot() {
  progress("loading the Python runtime", 0.1);
  const pyodide = await loadPyodide({
    indexURL: new URL("pyodide/", location.href).href,
    lockFileURL: new URL("pyodide/pyodide-lock.json", location.href).href,
  });
  progress("loading islands_rules", 0.6);
  const wheels = await (await fetch("wheels/wheels.json")).json();
  for (const wheel of wheels) {
    const data = await (await fetch("wheels/" + wheel)).arrayBuffer();
    pyodide.unpackArchive(data, "wheel");
  }
  for (const name of ["app.py", "viewer.py"]) {
    pyodide.FS.writeFile("/home/pyodide/" + name, await (await fetch(name)).text());
  }
  progress("starting the games", 0.85);
  app = pyodide.pyimport("app");
  viewer = pyodide.pyimport("viewer");
  postMessage({ event: "ready" });
}

async function think() {
  const mine = ++thinking;
  if (!app.think_start()) return;
  postMessage({ event: "thinking", analysis: [] });
  while (mine === thinking) {
    const step = JSON.parse(app.think_step(STEP_MS));
    if (mine !== thinking) return; // a message between two steps started something else
    if (!step.thinking) {
      postMessage({ event: "view", view: step.view });
      if (step.view.bot_to_move) think(); // the bot moves again (more players, or a tile discarded)
      return;
    }
    postMessage({ event: "thinking", analysis: step.analysis });
    await new Promise((resolve) => setTimeout(resolve, 0)); // answer waiting messages
  }
}

const CALLS = {
  start: (a) => app.start(a.game, a.person, a.seed, a.board, a.players),
  click: (a) => app.click(a.input),
  undo: () => app.undo(),
  view: () => app.view(),
  options: () => app.options(),
  record: () => app.record(),
  client_view: () => app.client_view(),
  snapshot: () => app.snapshot(),
  open_record: (a) => viewer.open_record(a.text),
  record_step: (a) => viewer.record_step(a.step),
};

const ready = boot();
ready.catch((error) => postMessage({ event: "failed", text: String(error) }));

onmessage = async (message) => {
  const { id, call, args } = message.data;
  await ready;
  let reply;
  try {
    if (["start", "click", "undo"].includes(call)) thinking++; // a bot's search in progress stops
    reply = { id, result: CALLS[call](args || {}) };
  } catch (error) {
    reply = { id, error: String(error) };
  }
  postMessage(reply);
  if (["start", "click", "undo"].includes(call) && reply.result) think();
};
