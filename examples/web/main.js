// The page: it draws what the worker's Python returns and forwards clicks to it. Python
// (Pyodide, islands_rules, app.py, viewer.py) runs in worker.mjs, never on this thread, so the
// page answers clicks while the bot thinks. No rule of any game is written here.
"use strict";

const $ = (id) => document.getElementById(id);
const MAX_RECORD_BYTES = 4_000_000; // the viewer's cap (viewer.py refuses a longer text too)
const MIN_CELL_PX = 32; // a board is never drawn with cells smaller than this: it scrolls instead
const MAX_CELL_PX = 90; // nor larger (the first tiles of a growing map)

const worker = new Worker("worker.mjs", { type: "module" });
const waiting = new Map();
let nextId = 0;
let gameOptions = {};
let view = null; // the last view of the game being played
let zoom = 1;
window.islandsTimings = {};

/** Call app.py / viewer.py in the worker: a promise of the string it returns. */
function call(name, args = {}) {
  return new Promise((resolve, reject) => {
    const id = ++nextId;
    waiting.set(id, { resolve, reject });
    worker.postMessage({ id, call: name, args });
  });
}
// The browser test reads the library's own view of the page's game through this.
window.islandsApp = { call };

worker.onmessage = (message) => {
  const data = message.data;
  if (data.id) {
    const promise = waiting.get(data.id);
    waiting.delete(data.id);
    if (data.error) promise.reject(new Error(data.error)); else promise.resolve(data.result);
    return;
  }
  if (data.event === "progress") {
    $("loading-text").textContent = data.text + "…";
    $("loading-bar").value = data.done;
  } else if (data.event === "ready") {
    $("loading-bar").value = 1;
    call("options").then((text) => { gameOptions = JSON.parse(text); offerOptions(); newGame(); });
  } else if (data.event === "failed") {
    $("loading-text").textContent = "could not start: " + data.text;
  } else if (data.event === "thinking") {
    view.analysis = data.analysis;
    drawAnalysis();
  } else if (data.event === "view") {
    draw(data.view);
  }
};

// ---------------------------------------------------------------- the game
function offerOptions() {
  const options = gameOptions[$("game").value] || { boards: [""], players: [2] };
  $("board-option").hidden = options.boards.length < 2;
  const players = $("players");
  const before = Number(players.value) || 2;
  players.replaceChildren(...options.players.map((count) => new Option(String(count), String(count))));
  players.value = options.players.includes(before) ? String(before) : String(options.players[0]);
  $("players-option").hidden = options.players.length < 2;
}

function newGame(event) {
  if (event) event.preventDefault();
  const args = {
    game: $("game").value,
    person: Number($("opponent").value),
    seed: Math.floor(Math.random() * 1e9),
    board: $("board-option").hidden ? "" : $("board-size").value,
    players: Number($("players").value) || 2,
  };
  zoom = 1;
  forward("start", args);
}

async function forward(name, args) {
  try {
    draw(JSON.parse(await call(name, args)));
  } catch (error) {
    $("message").textContent = String(error);
  }
}

function capital(text) { return text.charAt(0).toUpperCase() + text.slice(1); }

function draw(next) {
  const began = performance.now();
  view = next;
  place($("board"), $("board-scroll"), view.svg, view.cell_units);
  $("message").textContent = view.message;
  let turn;
  if (view.result) turn = "Game over.";
  else if (view.bot_to_move) turn = `${capital(view.to_move)} is thinking…`;
  else if (view.to_move.startsWith("you (")) turn = `Your turn ${view.to_move.slice(4)}.`;
  else turn = `${capital(view.to_move)} to move.`;
  if (view.chosen.length) turn += " Chosen: " + view.chosen.map((c) => c.slice(c.indexOf(":") + 1)).join(" ");
  $("turn-text").textContent = turn;
  drawChoices();
  const rows = Object.entries(view.scores).map(([seat, figures]) => {
    const row = document.createElement("tr");
    const name = document.createElement("th");
    name.textContent = seat;
    const points = document.createElement("td");
    points.textContent = `${figures.points} point${figures.points === 1 ? "" : "s"}`;
    row.append(name, points);
    return row;
  });
  $("scores").replaceChildren(...rows);
  listItems($("lines"), view.lines);
  listItems($("effects"), view.effects); // what the last move did, as the viewer says it
  $("effects-head").hidden = !view.effects.length;
  $("drawn").hidden = !view.drawn;
  $("drawn-tile").innerHTML = view.drawn || ""; // the library's picture of the drawn tile
  $("result").textContent = view.result || "";
  $("undo").disabled = $("download").disabled = false;
  $("start").disabled = false;
  drawAnalysis();
  document.body.dataset.draws = Number(document.body.dataset.draws || 0) + 1;
  document.body.dataset.game = view.game;
  document.body.dataset.plies = view.plies;
  document.body.dataset.state = view.bot_to_move ? "bot" : view.result ? "over" : "ready";
  const took = performance.now() - began;
  window.islandsTimings.longestDraw = Math.max(window.islandsTimings.longestDraw || 0, took);
  if (!window.islandsTimings.firstBoard) {
    window.islandsTimings.firstBoard = performance.now();
    $("loading").hidden = true;
  }
}

function drawChoices() {
  const buttons = view.choices.map((choice) => {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "choice";
    button.dataset.input = choice;
    button.title = choice;
    const picture = view.pictures && view.pictures[choice];
    if (picture) button.innerHTML = picture; // the library's picture of the tile
    const label = document.createElement("span");
    label.textContent = choice.slice(choice.indexOf(":") + 1);
    button.append(label);
    return button;
  });
  $("choices").replaceChildren(...buttons);
}

/** The bot's top moves: a list in the panel and, on the board, each move's share on its cells. */
function drawAnalysis() {
  const shown = $("show-analysis").checked && view && view.analysis ? view.analysis : [];
  $("analysis").replaceChildren(...shown.map((entry) => {
    const item = document.createElement("li");
    item.textContent = `${entry.move}: ${Math.round(entry.share * 100)}% of the search`;
    return item;
  }));
  const svg = $("board").querySelector("svg");
  if (!svg) return;
  svg.querySelectorAll(".page-analysis").forEach((mark) => mark.remove());
  const done = new Set();
  shown.forEach((entry, rank) => {
    for (const cell of entry.cells) {
      const target = svg.querySelector(`[data-cell="${CSS.escape(cell)}"]`);
      if (!target || done.has(cell)) continue;
      done.add(cell);
      const box = target.getBBox();
      const size = Math.min(box.width, box.height);
      const ns = "http://www.w3.org/2000/svg";
      const group = document.createElementNS(ns, "g");
      group.setAttribute("class", "page-analysis");
      group.setAttribute("pointer-events", "none");
      const badge = document.createElementNS(ns, "rect");
      const [w, h] = [size * 0.9, size * 0.42];
      badge.setAttribute("x", box.x + (box.width - w) / 2);
      badge.setAttribute("y", box.y + (box.height - h) / 2);
      badge.setAttribute("width", w);
      badge.setAttribute("height", h);
      badge.setAttribute("rx", h / 3);
      badge.setAttribute("fill", rank === 0 ? "#6a1b9a" : "#37474f");
      badge.setAttribute("opacity", "0.88");
      const text = document.createElementNS(ns, "text");
      text.setAttribute("x", box.x + box.width / 2);
      text.setAttribute("y", box.y + box.height / 2 + size * 0.11);
      text.setAttribute("text-anchor", "middle");
      text.setAttribute("font-size", size * 0.3);
      text.setAttribute("fill", "#fff");
      text.textContent = `${Math.round(entry.share * 100)}%`;
      group.append(badge, text);
      svg.append(group);
    }
  });
}

/** Put a picture in its place, as wide as its column and no taller than the window leaves
 * room for, but never with cells under MIN_CELL_PX (then it scrolls) nor over MAX_CELL_PX.
 * The room is measured before the new picture goes in, and the cell's size comes from the
 * library (svg_grid), so that drawing a board forces no extra layout of the page. */
function place(holder, scroll, svgText, cellUnits) {
  const width = scroll.clientWidth;
  const room = window.innerHeight - scroll.getBoundingClientRect().top - 12;
  if (svgText !== undefined) holder.innerHTML = svgText; // the library's own picture
  if (cellUnits !== undefined) holder.dataset.cellUnits = cellUnits;
  const svg = holder.querySelector("svg");
  if (!svg || !svg.viewBox.baseVal) return;
  svg.removeAttribute("width");
  svg.removeAttribute("height");
  const box = svg.viewBox.baseVal;
  const unit = Number(holder.dataset.cellUnits) || 40;
  const fits = Math.min(width, (Math.max(room, 200) * box.width) / box.height, (box.width * MAX_CELL_PX) / unit);
  const wanted = Math.max(fits, (box.width * MIN_CELL_PX) / unit) * (holder === $("board") ? zoom : 1);
  svg.style.width = `${Math.round(wanted)}px`;
  svg.style.height = "auto";
}

$("board").addEventListener("click", (event) => {
  const cell = event.target.closest("[data-cell]");
  if (cell && view) forward("click", { input: "cell:" + cell.dataset.cell });
});
$("choices").addEventListener("click", (event) => {
  const button = event.target.closest("button[data-input]");
  if (button) forward("click", { input: button.dataset.input });
});
$("new-game").addEventListener("submit", newGame);
$("game").addEventListener("change", offerOptions);
$("undo").addEventListener("click", () => forward("undo"));
$("show-analysis").addEventListener("change", drawAnalysis);
$("zoom-in").addEventListener("click", () => { zoom *= 1.25; place($("board"), $("board-scroll")); drawAnalysis(); });
$("zoom-out").addEventListener("click", () => { zoom /= 1.25; place($("board"), $("board-scroll")); drawAnalysis(); });
$("zoom-fit").addEventListener("click", () => { zoom = 1; place($("board"), $("board-scroll")); });
window.addEventListener("resize", () => { place($("board"), $("board-scroll")); place($("viewer-board"), $("viewer-scroll")); });
$("download").addEventListener("click", async () => {
  const text = await call("record");
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
  link.download = `${view.game}.txt`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
});

// ---------------------------------------------------------------- the record viewer
let steps = 0;
let step = 0;

function showTab(name) {
  $("play").hidden = name !== "play";
  $("view").hidden = name !== "view";
  $("tab-play").setAttribute("aria-pressed", String(name === "play"));
  $("tab-view").setAttribute("aria-pressed", String(name === "view"));
  document.body.dataset.tab = name;
}
$("tab-play").addEventListener("click", () => showTab("play"));
$("tab-view").addEventListener("click", () => showTab("view"));

function listItems(list, texts, className = "") {
  list.replaceChildren(...texts.map((text) => {
    const item = document.createElement("li");
    item.textContent = text; // a record's text is shown as text, never as markup
    if (className) item.className = className;
    return item;
  }));
}

async function openRecord(text) {
  showTab("view");
  $("viewer-error").textContent = "";
  document.body.dataset.viewer = "reading";
  if (text.length > MAX_RECORD_BYTES) {
    $("viewer-error").textContent = `the record holds ${text.length.toLocaleString("en")} characters: ` +
      `the viewer reads at most ${MAX_RECORD_BYTES.toLocaleString("en")}`;
    document.body.dataset.viewer = "error";
    return;
  }
  const summary = JSON.parse(await call("open_record", { text }));
  if (summary.error) {
    $("viewer-error").textContent = summary.error;
    document.body.dataset.viewer = "error";
    return;
  }
  const rows = summary.tags.map(([name, value]) => {
    const row = document.createElement("tr");
    const key = document.createElement("th");
    key.textContent = name;
    const cell = document.createElement("td");
    cell.textContent = value;
    row.append(key, cell);
    return row;
  });
  $("viewer-tags").replaceChildren(...rows);
  listItems($("viewer-all-problems"), summary.problems.map((p) => p.text));
  if (summary.games > 1) $("viewer-error").textContent = `the text holds ${summary.games} games: this is the first`;
  steps = summary.steps;
  await showStep(summary.problems.length && summary.problems[0].ply ? summary.problems[0].ply : 0);
}

async function showStep(wanted) {
  const shown = JSON.parse(await call("record_step", { step: Math.max(0, Math.min(wanted, steps)) }));
  if (shown.error) { $("viewer-error").textContent = shown.error; return; }
  step = shown.step;
  place($("viewer-board"), $("viewer-scroll"), shown.svg, shown.cell_units);
  $("step-text").textContent = `ply ${step} of ${steps}`;
  $("viewer-move").textContent = shown.move ? `ply ${step}: ${shown.move}` : step ? "" : "the start";
  $("viewer-comment").textContent = shown.comment || "";
  listItems($("viewer-effects"), shown.effects);
  listItems($("viewer-problems"), shown.problems.map((p) => p.text), "problem");
  listItems($("viewer-lines"), shown.lines);
  document.body.dataset.viewer = "shown";
  document.body.dataset.viewerStep = step;
}

$("first").addEventListener("click", () => showStep(0));
$("back").addEventListener("click", () => showStep(step - 1));
$("forward").addEventListener("click", () => showStep(step + 1));
$("last").addEventListener("click", () => showStep(steps));
document.addEventListener("keydown", (event) => {
  if ($("view").hidden || event.target.closest("textarea, input, select")) return;
  const to = { ArrowLeft: step - 1, ArrowRight: step + 1, Home: 0, End: steps }[event.key];
  if (to !== undefined) { event.preventDefault(); showStep(to); }
});
$("record-show").addEventListener("click", () => openRecord($("record-text").value));

async function openFile(file) {
  if (!file) return;
  if (file.size > MAX_RECORD_BYTES) {
    showTab("view");
    $("viewer-error").textContent = `${file.name} is ${file.size.toLocaleString("en")} bytes: ` +
      `the viewer reads at most ${MAX_RECORD_BYTES.toLocaleString("en")}`;
    document.body.dataset.viewer = "error";
    return;
  }
  openRecord(await file.text());
}
$("record-file").addEventListener("change", (event) => openFile(event.target.files[0]));
document.addEventListener("dragover", (event) => event.preventDefault());
document.addEventListener("drop", (event) => {
  event.preventDefault();
  openFile(event.dataTransfer.files[0]);
});
