// Loads Pyodide and the wheels from this folder (nothing from the network), then forwards
// clicks to web_game.py and draws what it returns. No rule of any game is written here.
import { loadPyodide } from "./pyodide/pyodide.mjs";

const $ = (id) => document.getElementById(id);
let game = null; // web_game, the Python module
let busy = false;

async function boot() {
  const pyodide = await loadPyodide({
    indexURL: new URL("./pyodide/", location.href).href,
    lockFileURL: new URL("./pyodide/pyodide-lock.json", location.href).href,
  });
  const wheels = await (await fetch("wheels/wheels.json")).json();
  for (const name of wheels) {
    const data = await (await fetch(`wheels/${name}`)).arrayBuffer();
    pyodide.unpackArchive(data, "wheel");
  }
  const source = await (await fetch("web_game.py")).text();
  pyodide.FS.writeFile("/home/pyodide/web_game.py", source);
  game = pyodide.pyimport("web_game");
  window.irPage = {
    // For tests and the curious: the library's client_view and the record, as text.
    clientView: () => game.client_view(),
    record: () => game.record(),
    page: () => JSON.parse(game.page_json()),
    busy: () => busy,
  };
  newGame();
}

function call(name, ...args) {
  const proxy = game[name](...args);
  const view = proxy.toJs({ dict_converter: Object.fromEntries });
  proxy.destroy();
  return view;
}

function draw(view) {
  $("board").innerHTML = view.svg;
  // Python's None arrives as undefined.
  const who = view.to_move == null ? "the game is over" : `move ${view.ply + 1}, ${view.to_move} to move`;
  $("status").textContent = `${view.title}: ${who}${view.bot_to_move ? " (the bot thinks…)" : ""}`;
  $("chosen").textContent = view.chosen.join(" ") || "nothing yet";
  $("last").textContent = view.last_move ?? "none";
  $("message").textContent = view.message;
  $("result").textContent = view.result ? `Result: ${view.result}` : "";
  $("buttons").replaceChildren(...view.buttons.map((text) => {
    const button = document.createElement("button");
    button.textContent = text;
    button.dataset.input = text;
    button.addEventListener("click", () => act("click", text));
    return button;
  }));
  const rows = Object.entries(view.scores).map(([player, figures]) =>
    `<tr><th>${player}</th><td>${Object.entries(figures).map(([k, v]) => `${k} ${v}`).join(", ")}</td></tr>`);
  $("scores").innerHTML = rows.join("");
  document.body.dataset.ply = view.ply;
  if (view.bot_to_move) {
    busy = true;
    // Let the browser paint the person's move before the bot's search blocks the page.
    setTimeout(() => { busy = false; act("bot_move"); }, 30);
  }
}

function act(name, ...args) {
  if (game === null || busy) return;
  draw(call(name, ...args));
}

function newGame() {
  act("start", $("game").value, $("opponent").value);
}

$("board").addEventListener("click", (event) => {
  // The cell under the pointer: the topmost element there that names one (a tile's icon
  // or a bridge may lie on top of its cell without naming it).
  const under = document.elementsFromPoint(event.clientX, event.clientY);
  const cell = under.find((element) => element.closest("#board") && element.dataset.cell);
  if (cell) act("click", `cell:${cell.dataset.cell}`);
});
$("new").addEventListener("click", newGame);
$("back").addEventListener("click", () => act("back"));
$("undo").addEventListener("click", () => act("undo"));
$("download").addEventListener("click", () => {
  if (game === null) return;
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([game.record()], { type: "text/plain" }));
  link.download = `${$("game").value}.txt`;
  link.click();
  URL.revokeObjectURL(link.href);
});

boot().catch((error) => { $("board").textContent = `Could not start: ${error}`; });
