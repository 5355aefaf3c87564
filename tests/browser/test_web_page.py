"""The web example in headless Chromium (``nox -s browser``): a whole game of every game
played by clicking on the page, the page's position checked against the library's own
replay after every move, screenshots into build/browser/, the downloaded record read back.

Skipped unless ``IR_WEB_URL`` names the served page (the nox session builds, serves and sets it).
"""

from __future__ import annotations

import json
import os
import random
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import islands_rules as ir

URL = os.environ.get("IR_WEB_URL")
pytestmark = pytest.mark.skipif(not URL, reason="the browser test runs in `nox -s browser`")
SHOTS = Path(__file__).resolve().parents[2] / "build" / "browser"
CELLS_OF = "return [...document.querySelectorAll('#board {}[data-cell]')].map(e => e.dataset.cell)"


@pytest.fixture(scope="module")
def driver(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    downloads = tmp_path_factory.mktemp("downloads")
    options = webdriver.ChromeOptions()
    for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1200,900"):
        options.add_argument(flag)
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    options.add_experimental_option("prefs", {"download.default_directory": str(downloads)})
    browser = webdriver.Chrome(
        options=options, service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    )
    browser.downloads = downloads
    SHOTS.mkdir(parents=True, exist_ok=True)
    yield browser
    browser.quit()


def wait(browser: Any, condition: str, seconds: float = 120) -> Any:
    """Poll a JavaScript expression until it is truthy; return its value."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = browser.execute_script(f"return {condition}")
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError(
        f"timed out waiting for {condition}: {browser.find_element('id', 'board').text[:300]}"
    )


def start(browser: Any, game: str, opponent: str) -> None:
    from selenium.webdriver.support.ui import Select

    if not browser.execute_script("return window.islandsApp !== undefined"):
        browser.get(URL)
        wait(browser, "window.islandsApp !== undefined && document.body.dataset.state")
        # offline: the runtime, its lock file and the wheels all come from the page's own server
        loaded = browser.execute_script("return performance.getEntriesByType('resource').map(e => e.name)")
        assert any(name.endswith(".whl") for name in loaded)
        assert [name for name in loaded if not name.startswith(str(URL))] == []
    Select(browser.find_element("id", "game")).select_by_value(game)
    Select(browser.find_element("id", "opponent")).select_by_value(opponent)
    browser.execute_script("document.body.dataset.game = ''")
    browser.find_element("id", "start").click()
    wait(browser, f"document.body.dataset.game === '{game}'")


def page_state(browser: Any) -> tuple[str, dict[str, Any]]:
    """The page's record text and the library view of its position, read through the page."""
    # One script, so that no bot move (a timer on the page) can land between the two reads.
    record, view = browser.execute_script(
        "return [window.islandsApp.record(), window.islandsApp.client_view()]"
    )
    return record, json.loads(view)


def check_against_library(browser: Any) -> ir.Record:
    """The page's board is the library's replay of the moves clicked (and the bot's)."""
    text, view = page_state(browser)
    record = ir.read_record(text)
    replayed = [record.final]
    if ir.to_move(record.final) is ir.CHANCE:  # a record names a drawn tile with the turn that lays it
        game = ir.game_of_state(record.final)
        replayed = [game.play(record.final, drawn) for drawn, _ in game.chance_outcomes(record.final)]
    position = ir.state_from_dict(view["state"])
    assert position in replayed
    own = ir.client_view(position)
    assert view == json.loads(json.dumps(own))
    # what the page draws: every cell the library lists has its data-cell on the board
    drawn = set(browser.execute_script(CELLS_OF.format("")))
    assert {cell for cell, content in own["cells"].items() if content is not None} <= drawn
    return record


def click_input(browser: Any, click: str) -> None:
    kind, _, value = click.partition(":")
    if kind == "cell":
        from selenium.webdriver.common.action_chains import ActionChains

        # A pointer click at the centre of the cell's topmost element, on whatever is drawn
        # there (a tile's icon, a bar's number, a bridge), as a person clicks.
        element = browser.find_elements("css selector", f'#board [data-cell="{value}"]')[-1]
        ActionChains(browser).move_to_element(element).click().perform()
    else:
        browser.find_element("css selector", f'#choices button[data-input="{click}"]').click()


def play_game(browser: Any, game: str, opponent: str, seed: int, max_plies: int) -> ir.Record:
    """Click a whole game (people's moves chosen at random from the library's view)."""
    rng = random.Random(seed)
    start(browser, game, opponent)
    for _ in range(max_plies):
        wait(browser, "document.body.dataset.state !== 'bot'")
        _, view = page_state(browser)
        if view["outcome"] is not None:
            break
        sequence = rng.choice(view["moves"])
        plies = int(browser.execute_script("return document.body.dataset.plies"))
        for click in sequence["inputs"]:
            highlighted = browser.execute_script(CELLS_OF.format(".ir-highlight"))
            if click.startswith("cell:"):
                assert click[5:] in highlighted, f"{click} is not highlighted"
            click_input(browser, click)
        wait(browser, f"document.body.dataset.plies !== '{plies}'")
        check_against_library(browser)
    wait(browser, "document.body.dataset.state !== 'bot'")
    browser.save_screenshot(str(SHOTS / f"{game}-{opponent}.png"))
    return check_against_library(browser)


@pytest.mark.parametrize("game", ["ponte", "isaac", "lsd", "islands"])
def test_a_whole_game_by_clicking(driver: Any, game: str) -> None:
    record = play_game(driver, game, "-1", seed=len(game), max_plies=400)
    assert ir.outcome(record.final) is not None
    assert "result:" in driver.find_element("id", "result").text


def test_a_game_against_the_bot_with_undo_and_download(driver: Any) -> None:
    record = play_game(driver, "lsd", "1", seed=3, max_plies=400)
    assert ir.outcome(record.final) is not None
    # the page's undo takes back the person's last move and the bot's answer after it
    before = record.plies
    driver.find_element("id", "undo").click()
    after = int(wait(driver, f"document.body.dataset.plies !== '{before}' && document.body.dataset.plies"))
    assert after < before
    # the downloaded record validates and replays to the page's position
    for old in driver.downloads.glob("*"):
        old.unlink()
    driver.find_element("id", "download").click()
    deadline = time.monotonic() + 20
    while not list(driver.downloads.glob("lsd*.txt")) and time.monotonic() < deadline:
        time.sleep(0.1)
    (saved,) = driver.downloads.glob("lsd*.txt")
    downloaded = ir.read_record(saved.read_text())
    assert downloaded.plies == after
    _, view = page_state(driver)
    assert json.loads(json.dumps(ir.client_view(downloaded.final))) == view


def test_a_refused_click_says_why(driver: Any) -> None:
    start(driver, "ponte", "-1")
    for cell in ("a1", "b1"):
        click_input(driver, f"cell:{cell}")
    wait(driver, "document.body.dataset.plies === '1'")
    click_input(driver, "cell:a1")
    message = driver.find_element("id", "message").text
    assert message == f"no: {ir.why_input_refused(ir.play(ir.new_game(), 'a1,b1'), [], 'cell:a1')}"
    assert message.endswith("(R8)")
    click_input(driver, "cell:e5")  # dark's first tile: its partners are highlighted
    highlighted = driver.execute_script(CELLS_OF.format(".ir-highlight"))
    offered = ir.next_inputs(ir.play(ir.new_game(), "a1,b1"), ["cell:e5"])
    assert sorted(highlighted) == sorted(click.value for click in offered)
    driver.save_screenshot(str(SHOTS / "ponte-chosen.png"))
