// Loads Python and islands_rules from this folder (no network), then forwards clicks to
// app.py and draws what it returns. No rule of any game is written here.
"use strict";

let app = null; // app.py's functions, once Python runs
let busy = false;

const $ = (id) => document.getElementById(id);

async function boot() {
  const pyodide = await loadPyodide({
    indexURL: new URL("pyodide/", location.href).href,
    lockFileURL: new URL("pyodide/pyodide-lock.json", location.href).href,
  });
  const wheels = await (await fetch("wheels/wheels.json")).json();
  for (const wheel of wheels) {
    const data = await (await fetch("wheels/" + wheel)).arrayBuffer();
    pyodide.unpackArchive(data, "wheel");
  }
  pyodide.FS.writeFile("/home/pyodide/app.py", await (await fetch("app.py")).text());
  app = pyodide.pyimport("app");
  window.islandsApp = app; // the browser test reads the library's own view through it
  $("start").disabled = false;
  newGame();
}

function call(name, ...args) {
  const view = JSON.parse(app[name](...args));
  draw(view);
  return view;
}

function newGame(event) {
  if (event) event.preventDefault();
  const seed = Math.floor(Math.random() * 1e9);
  call("start", $("game").value, Number($("opponent").value), seed);
}

function draw(view) {
  $("board").innerHTML = view.svg;
  $("message").textContent = view.message;
  $("turn").textContent = view.to_move === null ? "game over"
    : view.bot_to_move ? `the bot (${view.to_move}) is thinking…` : `${view.to_move} to move`;
  if (view.chosen.length) {
    $("turn").textContent += "; chosen: " + view.chosen.map((c) => c.slice(c.indexOf(":") + 1)).join(" ");
  }
  const choices = $("choices");
  choices.replaceChildren();
  for (const choice of view.choices) {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = choice.slice(choice.indexOf(":") + 1);
    button.dataset.input = choice;
    button.title = choice;
    choices.append(button);
  }
  const rows = Object.entries(view.scores).map(([seat, figures]) =>
    `<tr><th>${seat}</th><td>${figures.points} point${figures.points === 1 ? "" : "s"}</td></tr>`);
  $("scores").innerHTML = rows.join("");
  $("result").textContent = view.result ? `result: ${view.result}` : "";
  $("undo").disabled = $("download").disabled = false;
  document.body.dataset.game = view.game;
  document.body.dataset.plies = view.plies;
  document.body.dataset.state = view.bot_to_move ? "bot" : view.result ? "over" : "ready";
  if (view.bot_to_move) setTimeout(() => call("bot_move"), 50); // repaint first
}

function forward(input) {
  if (!app || busy) return;
  busy = true;
  try { call("click", input); } finally { busy = false; }
}

$("board").addEventListener("click", (event) => {
  const cell = event.target.closest("[data-cell]");
  if (cell) forward("cell:" + cell.dataset.cell);
});
$("choices").addEventListener("click", (event) => {
  if (event.target.dataset.input) forward(event.target.dataset.input);
});
$("new-game").addEventListener("submit", newGame);
$("undo").addEventListener("click", () => call("undo"));
$("download").addEventListener("click", () => {
  const text = app.record();
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
  link.download = `${$("game").value}.txt`;
  link.click();
  URL.revokeObjectURL(link.href);
});

boot().catch((error) => { $("board").textContent = "could not start: " + error; });
