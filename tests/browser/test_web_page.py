"""The web example (examples/web) played in headless Chromium, by clicks on its board.

Run by ``nox -s browser``, which sets ``IR_BROWSER_TEST=1``; skipped elsewhere. Each game
is played to its end by clicking the page's SVG cells and buttons; after every move the
page's record is read back with :func:`islands_rules.read_record` (a replay by the
library in this process) and the page's ``client_view`` must equal the replay's, and the
record's moves must be the moves clicked. Screenshots go to build/browser/.
"""

from __future__ import annotations

import importlib
import importlib.util
import json
import os
import random
import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import islands_rules as ir

pytestmark = pytest.mark.skipif(
    os.environ.get("IR_BROWSER_TEST") != "1", reason="the browser test runs in `nox -s browser`"
)

ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "build" / "browser"
GAMES = ("ponte", "isaac", "lsd", "islands")


def _build_module() -> Any:
    """examples/web/build.py, which builds and serves the page."""
    spec = importlib.util.spec_from_file_location("web_build", ROOT / "examples" / "web" / "build.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def url() -> Iterator[str]:
    """The page, built into build/browser/site and served on the loopback address."""
    build = _build_module()
    server = build.serve(build.build(ROOT / "build" / "browser" / "site"), 0)
    yield f"http://127.0.0.1:{server.server_port}/"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="module")
def downloads(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("downloads")


@pytest.fixture(scope="module")
def browser(url: str, downloads: Path) -> Iterator[Any]:
    """Headless Chromium on the page, once Pyodide and the library have loaded."""
    webdriver = importlib.import_module("selenium.webdriver")
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or shutil.which("chromium-browser") or ""
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1100,860"):
        options.add_argument(flag)
    options.add_experimental_option("prefs", {"download.default_directory": str(downloads)})
    service = webdriver.ChromeService(executable_path=shutil.which("chromedriver"))
    driver = webdriver.Chrome(options=options, service=service)
    try:
        driver.get(url)
        wait_for(driver, "return window.irPage !== undefined && !window.irPage.busy()", seconds=120)
        yield driver
    finally:
        driver.quit()


def wait_for(driver: Any, script: str, seconds: float = 60) -> None:
    """Wait until ``script`` returns true in the page."""
    end = time.monotonic() + seconds
    while not driver.execute_script(script):
        if time.monotonic() > end:
            raise AssertionError(f"the page never made this true: {script}")
        time.sleep(0.05)


def new_game(driver: Any, game: str, opponent: str) -> None:
    select = importlib.import_module("selenium.webdriver.support.select").Select
    by = importlib.import_module("selenium.webdriver.common.by").By
    select(driver.find_element(by.ID, "game")).select_by_value(game)
    select(driver.find_element(by.ID, "opponent")).select_by_value(opponent)
    driver.find_element(by.ID, "new").click()
    wait_for(driver, f"return window.irPage.page().game === '{game}' && window.irPage.page().ply <= 1")


def click_input(driver: Any, click: ir.Input) -> None:
    """Click ``click`` on the page: its cell on the board, or its button."""
    by = importlib.import_module("selenium.webdriver.common.by").By
    if click.kind == "cell":
        # The last element of the cell is drawn on top: the one a person's click reaches.
        element = driver.find_elements(by.CSS_SELECTOR, f'#board [data-cell="{click.value}"]')[-1]
        # A click at the cell's centre, on whatever is drawn there, as a person clicks.
        chains = importlib.import_module("selenium.webdriver.common.action_chains").ActionChains
        chains(driver).move_to_element(element).click().perform()
    else:
        driver.find_element(by.CSS_SELECTOR, f'#buttons button[data-input="{click}"]').click()


def replay(driver: Any) -> tuple[ir.Record, Any]:
    """The page's record, read (and so replayed) by the library here, and the position
    now; the page's client view must be the replay's."""
    record = ir.read_record(driver.execute_script("return window.irPage.record()"))
    page_view = json.loads(driver.execute_script("return window.irPage.clientView()"))
    final = record.final
    if ir.to_move(final) is ir.CHANCE:  # the page drew Islands' next tile: one of chance's outcomes
        drawn = ir.state_from_dict(page_view["state"])
        outcomes = ir.game_of_state(final).chance_outcomes(final)
        assert any(ir.play(final, outcome) == drawn for outcome, _ in outcomes)
        final = drawn
    assert page_view == json.loads(json.dumps(ir.client_view(final)))
    return record, final


def check_highlight(driver: Any, state: Any, chosen: list[ir.Input]) -> None:
    """The board highlights exactly the cells the library offers next."""
    by = importlib.import_module("selenium.webdriver.common.by").By
    tinted = driver.find_elements(by.CSS_SELECTOR, "#board .ir-highlight")
    shown = {element.get_attribute("data-cell") for element in tinted}
    assert shown == {one.value for one in ir.next_inputs(state, chosen) if one.kind == "cell"}


def play_out(driver: Any, game: str, seed: int, bot: bool = False) -> ir.Record:
    """Play the game on the page to its end, each person's move chosen at random here and
    entered click by click; check the page against the replay after every move."""
    rng = random.Random(seed)
    clicked: list[str] = []
    record, state = replay(driver)
    while ir.outcome(state) is None:
        before = record.plies
        clicks, move = rng.choice(list(ir.input_sequences(state)))
        for index, click in enumerate(clicks):
            if index < 2:
                check_highlight(driver, state, list(clicks[:index]))
            if index == 1 and record.plies == 6:  # a move half entered: clicks offered, one made
                driver.save_screenshot(str(SHOTS / f"{game}-{'bot' if bot else 'people'}-clicking.png"))
            click_input(driver, click)
        text = ir.game_of_state(state).move_text(move)
        clicked.append(text)
        if bot:
            wait_for(driver, "return !window.irPage.busy() && !window.irPage.page().bot_to_move", seconds=120)
        record, state = replay(driver)
        played = [ir.game_of_state(state).move_text(one) for one in record.moves]
        assert played[len(clicked) - 1 if not bot else before] == text
        if not bot:
            assert played == clicked
        if record.plies == 6:
            driver.save_screenshot(str(SHOTS / f"{game}-{'bot' if bot else 'people'}-move6.png"))
    return record


def download(driver: Any, downloads: Path, game: str) -> str:
    by = importlib.import_module("selenium.webdriver.common.by").By
    for old in downloads.iterdir():
        old.unlink()
    driver.find_element(by.ID, "download").click()
    path = downloads / f"{game}.txt"
    end = time.monotonic() + 20
    while not path.is_file() and time.monotonic() < end:
        time.sleep(0.05)
    return path.read_text(encoding="utf-8")


@pytest.mark.parametrize("game", GAMES)
def test_people_play_a_whole_game_by_clicks(browser: Any, downloads: Path, game: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    new_game(browser, game, "human")
    record = play_out(browser, game, seed=GAMES.index(game) + 1)
    result = browser.execute_script("return window.irPage.page().result")
    outcome = ir.outcome(record.final)
    assert outcome is not None
    assert result == f"{outcome.result} ({outcome.decided_by})"
    browser.save_screenshot(str(SHOTS / f"{game}-people-end.png"))
    downloaded = ir.read_record(download(browser, downloads, game))
    assert downloaded == record
    assert ir.outcome(downloaded.final) == outcome


def test_a_person_plays_the_bot_and_undoes(browser: Any, downloads: Path) -> None:
    new_game(browser, "lsd", "bot")
    record = play_out(browser, "lsd", seed=7, bot=True)
    assert record.plies >= 2
    browser.save_screenshot(str(SHOTS / "lsd-bot-end.png"))
    assert ir.read_record(download(browser, downloads, "lsd")) == record
    by = importlib.import_module("selenium.webdriver.common.by").By
    browser.find_element(by.ID, "undo").click()  # back before the person's last move
    after, _ = replay(browser)
    person_moved_last = ir.to_move(record.states[-2]) == 0  # the person plays seat 0
    assert after.plies == record.plies - (1 if person_moved_last else 2)
    assert ir.to_move(after.final) == 0
