"""The web example in headless Chromium (``nox -s browser``), at a desktop size and at a
phone's 390x844 with touch: every game played by clicking (or tapping) on the page, the
page's position checked against the library's own replay after every move, a heartbeat on
the main thread that must never stall more than 100 ms while the bot thinks (the bot runs in
a Web Worker), a take-back while the bot thinks, the bot's analysis on the board, the record
viewer (a problem shown at its ply; markup in tags and comments shown as text, nothing run;
a huge text refused with a message), screenshots into build/browser/, and the measurements
the example's README publishes into build/browser/measurements.json.

Skipped unless ``IR_WEB_URL`` names the served page (the nox session builds, serves and sets it).
"""

from __future__ import annotations

import json
import os
import random
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any, cast

import pytest

import islands_rules as ir

URL = os.environ.get("IR_WEB_URL")
pytestmark = pytest.mark.skipif(not URL, reason="the browser test runs in `nox -s browser`")
SHOTS = Path(__file__).resolve().parents[2] / "build" / "browser"
CELLS_OF = "return [...document.querySelectorAll('#board {}[data-cell]')].map(e => e.dataset.cell)"
GAMES = ["ponte", "isaac", "lsd", "islands"]
STALL_MS = 100
MEASURED: dict[str, Any] = {}
# Beats every 10 ms; the longest gap between two beats while the bot thinks (or just after,
# while the page draws its move) is the longest stall of the main thread.
HEARTBEAT = """
window.beat = {longest: 0, last: performance.now(), bot: false, moves: 0};
setInterval(() => {
  const now = performance.now(), bot = document.body.dataset.state === 'bot';
  if (bot || window.beat.bot) window.beat.longest = Math.max(window.beat.longest, now - window.beat.last);
  if (window.beat.bot && !bot) window.beat.moves++;
  window.beat.last = now; window.beat.bot = bot;
}, 10);
"""


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
    cast(Any, browser).ir_downloads = downloads  # where the page's downloads land, for the tests
    SHOTS.mkdir(parents=True, exist_ok=True)
    yield browser
    browser.quit()
    (SHOTS / "measurements.json").write_text(json.dumps(MEASURED, indent=2, sort_keys=True) + "\n")


def wait(browser: Any, condition: str, seconds: float = 120) -> Any:
    """Poll a JavaScript expression until it is truthy; return its value."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = browser.execute_script(f"return {condition}")
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {condition}: {browser.find_element('id', 'message').text}")


def call(browser: Any, name: str, **args: Any) -> str:
    """Call app.py in the page's worker, through the page."""
    script = (
        "const done = arguments[arguments.length - 1];"
        "window.islandsApp.call(arguments[0], arguments[1]).then(done, (e) => done('ERROR ' + e));"
    )
    browser.set_script_timeout(120)
    result: str = browser.execute_async_script(script, name, args)
    assert not result.startswith("ERROR"), result
    return result


def load(browser: Any, phone: bool) -> None:
    """Open the page afresh, at a desktop size or as a 390x844 phone with touch."""
    if phone:
        metrics = {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True}
        browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", metrics)
        browser.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    else:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        browser.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})
    browser.get(URL)
    wait(browser, "window.islandsTimings && window.islandsTimings.firstBoard")
    browser.execute_script(HEARTBEAT)
    # the machine's own jitter, for the measurements: the longest gap while the page is idle
    idle = browser.execute_async_script(
        "const done = arguments[0]; let last = performance.now(), longest = 0;"
        "const beat = setInterval(() => { const now = performance.now();"
        " longest = Math.max(longest, now - last); last = now; }, 10);"
        "setTimeout(() => { clearInterval(beat); done(longest); }, 2000);"
    )
    key = f"longest gap of an idle page over 2 s (ms), {'phone' if phone else 'desktop'}"
    MEASURED[key] = round(idle)
    # offline: the runtime, its lock file and the wheels all come from the page's own server
    loaded = browser.execute_script("return performance.getEntriesByType('resource').map(e => e.name)")
    assert [name for name in loaded if not name.startswith(str(URL))] == []
    if phone:  # the viewport tag: the page lays out at the phone's width, not at 980 px
        assert browser.execute_script("return document.documentElement.clientWidth") == 390


def ensure_page(browser: Any, phone: bool) -> None:
    """The page loaded, at the size wanted (loaded afresh when it is not)."""
    loaded = browser.execute_script("return !!(window.islandsTimings && window.islandsTimings.firstBoard)")
    if not loaded or bool(browser.execute_script("return navigator.maxTouchPoints")) != phone:
        load(browser, phone)


def start(browser: Any, game: str, opponent: str, **options: str) -> None:
    from selenium.webdriver.support.ui import Select

    Select(browser.find_element("id", "game")).select_by_value(game)
    Select(browser.find_element("id", "opponent")).select_by_value(opponent)
    for name, value in options.items():
        Select(browser.find_element("id", name)).select_by_value(value)
    browser.execute_script("document.body.dataset.game = ''")
    press(browser, browser.find_element("id", "start"))
    wait(browser, f"document.body.dataset.game === '{game}'")


def page_state(browser: Any) -> tuple[str, dict[str, Any]]:
    """The page's record text and the library view of its position, read through the page."""
    snapshot = json.loads(call(browser, "snapshot"))
    return snapshot["record"], snapshot["view"]


def check_against_library(browser: Any) -> ir.Record:
    """The page's board is the library's replay of the moves clicked (and the bot's)."""
    while True:  # the record and the view of one moment, and the page drawn at that moment
        snapshot = json.loads(call(browser, "snapshot"))
        record, view = ir.read_record(snapshot["record"]), snapshot["view"]
        drawn = set(browser.execute_script(CELLS_OF.format("")))
        scores = browser.find_element("id", "scores").text
        if browser.execute_script("return document.body.dataset.plies") == str(snapshot["plies"]):
            break  # else the bot moved in between: look again
    replayed = [record.final]
    if ir.to_move(record.final) is ir.CHANCE:  # a record names a drawn tile with the turn that lays it
        game = ir.game_of_state(record.final)
        replayed = [game.play(record.final, tile) for tile, _ in game.chance_outcomes(record.final)]
    position = ir.state_from_dict(view["state"])
    assert position in replayed
    own = ir.client_view(position)
    assert view == json.loads(json.dumps(own))
    # what the page draws: every cell the library lists has its data-cell on the board
    assert {cell for cell, content in own["cells"].items() if content is not None} <= drawn
    # and the scores it shows are the library's
    for figures in ir.summary(position).values():
        assert f"{figures['points']} point" in scores
    return record


def press(browser: Any, element: Any) -> None:
    """A click at the element's centre, or a tap with a finger when touch is on, as a person does."""
    from selenium.webdriver.common.actions import interaction
    from selenium.webdriver.common.actions.action_builder import ActionBuilder
    from selenium.webdriver.common.actions.pointer_input import PointerInput

    browser.execute_script("arguments[0].scrollIntoView({block: 'center', inline: 'center'})", element)
    touch = browser.execute_script("return navigator.maxTouchPoints > 0")
    kind = interaction.POINTER_TOUCH if touch else interaction.POINTER_MOUSE
    pointer: Any = PointerInput  # Selenium's own annotations are partial
    actions = ActionBuilder(browser, mouse=pointer(kind, "finger" if touch else "mouse"))
    chain: Any = actions.pointer_action
    chain.move_to(element).pointer_down().pointer_up()
    actions.perform()


def click_input(browser: Any, click: str) -> None:
    """Click an input, and wait until the page has drawn the worker's answer."""
    draws = browser.execute_script("return document.body.dataset.draws")
    kind, _, value = click.partition(":")
    if kind == "cell":
        # the cell's topmost element, on whatever is drawn there (a tile's icon, a bar's number,
        # a bridge, the highlight's ring)
        element = browser.find_elements("css selector", f'#board [data-cell="{value}"]')[-1]
    else:
        element = browser.find_element("css selector", f'#choices button[data-input="{click}"]')
    press(browser, element)
    wait(browser, f"document.body.dataset.draws !== '{draws}'")


def play_moves(browser: Any, seed: int, max_moves: int) -> ir.Record:
    """Click the people's moves (chosen at random from the library's view), let the bot answer."""
    rng = random.Random(seed)
    check_against_library(browser)
    for _ in range(max_moves):
        wait(browser, "document.body.dataset.state !== 'bot'")
        _, view = page_state(browser)
        if view["outcome"] is not None:
            break
        sequence = rng.choice(view["moves"])
        plies = browser.execute_script("return document.body.dataset.plies")
        for click in sequence["inputs"]:
            if click.startswith("cell:"):
                assert click[5:] in browser.execute_script(CELLS_OF.format(".ir-highlight"))
            click_input(browser, click)
        wait(browser, f"document.body.dataset.plies !== '{plies}'")
        check_against_library(browser)
    wait(browser, "document.body.dataset.state !== 'bot'")
    return check_against_library(browser)


def test_the_page_loads_offline_with_a_favicon_and_its_progress(driver: Any) -> None:
    started = time.monotonic()
    load(driver, phone=False)
    MEASURED["first playable board (s), desktop"] = round(
        driver.execute_script("return window.islandsTimings.firstBoard") / 1000, 2
    )
    assert time.monotonic() - started < 120
    assert driver.find_element("id", "loading-bar").get_attribute("value") == "1"
    status = driver.execute_async_script(
        "const done = arguments[0];"
        "fetch(document.querySelector('link[rel=icon]').href).then((r) => done(r.status))"
    )
    assert status == 200


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_game_by_clicking_at_a_desktop_size(driver: Any, game: str) -> None:
    ensure_page(driver, phone=False)
    start(driver, game, "-1")
    record = play_moves(driver, seed=len(game), max_moves=400)
    outcome = ir.outcome(record.final)
    assert outcome is not None
    result = driver.find_element("id", "result").text
    assert f"by {outcome.decided_by}." in result
    for name, figures in ir.summary(record.final).items():
        assert f"{name} {figures['points']}" in result
    # the panel says what the last move did, an event a line, as the viewer says it
    said = [item.text for item in driver.find_elements("css selector", "#effects li")]
    # (an Islands token draws its tile too; the page draws it as a chance step of its own)
    events = [e for e in ir.effects(record.states[-2], record.moves[-1]) if e.kind != "draw"]
    assert said
    assert len(said) == len(events)
    driver.save_screenshot(str(SHOTS / f"desktop-{game}.png"))


def test_a_refused_click_says_why_and_highlights_are_marks(driver: Any) -> None:
    ensure_page(driver, phone=False)
    start(driver, "ponte", "-1")
    # at the start every cell may be clicked: each has its ring, none is tinted
    rings = driver.execute_script("return document.querySelectorAll('#board circle.ir-highlight').length")
    assert rings == 100
    for cell in ("a1", "b1"):
        click_input(driver, f"cell:{cell}")
    wait(driver, "document.body.dataset.plies === '1'")
    click_input(driver, "cell:a1")
    reason = ir.why_input_refused(ir.play(ir.new_game(), "a1,b1"), [], "cell:a1")
    wait(driver, f"document.getElementById('message').textContent === {json.dumps(f'no: {reason}')}")
    click_input(driver, "cell:e5")  # dark's first tile: its partners are highlighted
    wait(driver, "document.querySelector('#board .ir-selected')")
    highlighted = driver.execute_script(CELLS_OF.format(".ir-highlight"))
    offered = ir.next_inputs(ir.play(ir.new_game(), "a1,b1"), ["cell:e5"])
    assert sorted(highlighted) == sorted(click.value for click in offered)
    driver.save_screenshot(str(SHOTS / "desktop-ponte-chosen.png"))


def test_lsd_tiles_and_islands_rotations_are_chosen_from_pictures(driver: Any) -> None:
    ensure_page(driver, phone=False)
    start(driver, "lsd", "-1")
    buttons = driver.find_elements("css selector", "#choices button[data-input]")
    assert len(buttons) == 10
    assert all(button.find_elements("css selector", "svg .ir-tile") for button in buttons)
    # an empty cell that is not highlighted is clickable too: the click is refused in words
    click_input(driver, "tile:ne+")
    click_input(driver, "turn:es")
    highlighted = set(driver.execute_script(CELLS_OF.format(".ir-highlight")))
    empty = [
        cell
        for cell in driver.find_elements("css selector", "#board rect.ir-cell")
        if cell.get_attribute("data-cell") not in highlighted
    ]
    press(driver, empty[0])  # a cell drawn with fill="none": the page makes it clickable
    wait(driver, "document.getElementById('message').textContent.startsWith('no: ')")
    driver.save_screenshot(str(SHOTS / "desktop-lsd-choices.png"))
    start(driver, "islands", "-1")
    rotations = driver.find_elements("css selector", "#choices button[data-input]")
    offered = json.loads(call(driver, "client_view"))["first_inputs"]
    assert [button.get_attribute("data-input") for button in rotations] == sorted(offered)  # 0 to 3
    assert all(button.find_elements("css selector", "svg .ir-tile") for button in rotations)


def test_the_bot_in_its_worker_never_stalls_the_page_and_shows_what_it_thinks(driver: Any) -> None:
    ensure_page(driver, phone=False)
    start(driver, "islands", "1")  # the bot moves first: the slowest bot of the four
    driver.find_element("id", "show-analysis").click()
    # while it thinks: its top moves on the board, the page answers a click in words
    wait(driver, "document.querySelectorAll('#analysis li').length > 0", 60)
    marks = driver.execute_script("return document.querySelectorAll('#board .page-analysis').length")
    asked = time.monotonic()
    press(driver, driver.find_element("id", "zoom-in"))
    press(driver, driver.find_element("id", "zoom-fit"))
    assert time.monotonic() - asked < 5
    driver.save_screenshot(str(SHOTS / "desktop-islands-thinking.png"))
    wait(driver, "document.body.dataset.state === 'ready'")
    assert marks > 0
    analysis = json.loads(call(driver, "view"))["analysis"]
    record = check_against_library(driver)
    assert record.game.move_text(record.moves[-1]) == analysis[0]["move"]  # the bot played its top move
    # a take-back while the bot thinks: back to before the person's move, the search dropped
    plies = driver.execute_script("return document.body.dataset.plies")
    play_one = json.loads(call(driver, "client_view"))["moves"][0]["inputs"]
    for click in play_one:
        click_input(driver, click)
    wait(driver, "document.body.dataset.state === 'bot'")
    press(driver, driver.find_element("id", "undo"))
    wait(driver, f"document.body.dataset.plies === '{plies}' && document.body.dataset.state === 'ready'", 10)
    check_against_library(driver)
    longest = driver.execute_script("return window.beat.longest")
    MEASURED["longest main-thread stall during a bot move (ms), desktop islands"] = round(longest)
    assert longest <= STALL_MS


def test_a_game_against_the_bot_with_undo_and_download(driver: Any) -> None:
    ensure_page(driver, phone=False)
    start(driver, "lsd", "0")
    record = play_moves(driver, seed=3, max_moves=400)
    assert ir.outcome(record.final) is not None
    assert "you (" in driver.find_element("id", "result").text
    before = record.plies
    press(driver, driver.find_element("id", "undo"))
    after = int(wait(driver, f"document.body.dataset.plies !== '{before}' && document.body.dataset.plies"))
    assert after < before
    for old in driver.ir_downloads.glob("*"):
        old.unlink()
    press(driver, driver.find_element("id", "download"))
    deadline = time.monotonic() + 20
    while not list(driver.ir_downloads.glob("lsd*.txt")) and time.monotonic() < deadline:
        time.sleep(0.1)
    (saved,) = driver.ir_downloads.glob("lsd*.txt")
    downloaded = ir.read_record(saved.read_text())
    assert downloaded.plies == after
    _, view = page_state(driver)
    assert json.loads(json.dumps(ir.client_view(downloaded.final))) == view
    longest = driver.execute_script("return window.beat.longest")
    MEASURED["longest main-thread stall during a bot move (ms), desktop, to the end of lsd"] = round(longest)
    assert longest <= STALL_MS


@pytest.mark.parametrize("game", GAMES)
def test_every_game_against_the_bot_on_a_phone(driver: Any, game: str) -> None:
    if not driver.execute_script("return navigator.maxTouchPoints"):
        load(driver, phone=True)
        MEASURED["first playable board (s), phone"] = round(
            driver.execute_script("return window.islandsTimings.firstBoard") / 1000, 2
        )
    start(driver, game, "0")
    # the panel is under the board, and a 10x10 board fills the width with cells of 32 px or more
    board = driver.find_element("id", "board-scroll").rect
    panel = driver.find_element("css selector", "#play aside").rect
    assert panel["y"] >= board["y"] + board["height"] - 1
    assert board["width"] >= 370
    if game in ("ponte", "isaac"):
        cell = driver.execute_script(
            "return document.querySelector('#board [data-cell=\"e5\"]').getBoundingClientRect().width"
        )
        assert cell >= 32
    play_moves(driver, seed=11, max_moves=4 if game == "islands" else 6)
    driver.save_screenshot(str(SHOTS / f"phone-{game}.png"))
    longest = driver.execute_script("return window.beat.longest")
    MEASURED[f"longest main-thread stall during a bot move (ms), phone, up to {game}"] = round(longest)
    assert longest <= STALL_MS


def open_in_viewer(browser: Any, text: str) -> None:
    browser.find_element("id", "tab-view").click()
    browser.execute_script("document.getElementById('record-text').value = arguments[0]", text)
    browser.execute_script("document.body.dataset.viewer = ''")
    browser.find_element("id", "record-show").click()
    wait(browser, "['shown', 'error'].includes(document.body.dataset.viewer)")


def test_the_viewer_shows_a_problem_at_its_ply_and_steps_with_the_keys(driver: Any, tmp_path: Path) -> None:
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    ensure_page(driver, phone=False)
    text = '[Game "ponte"]\n1. a1,b2 2. c3,d4 3. e5,f6 4. a1,g7\n'
    (problem,) = ir.check_records(text)[0].problems
    path = tmp_path / "broken.txt"
    path.write_text(text)
    driver.find_element("id", "tab-view").click()
    driver.execute_script("document.body.dataset.viewer = ''")
    driver.find_element("id", "record-file").send_keys(str(path))  # the file picker
    wait(driver, "document.body.dataset.viewer === 'shown'")
    assert problem.ply == 4
    # it opens at the problem's ply, which says what is wrong there
    assert driver.execute_script("return document.body.dataset.viewerStep") == "4"
    assert driver.find_element("id", "viewer-problems").text == str(problem)
    assert str(problem) in driver.find_element("id", "viewer-all-problems").text
    driver.save_screenshot(str(SHOTS / "viewer-problem.png"))
    driver.execute_script("document.activeElement.blur()")
    keys = ActionChains(driver)
    keys.send_keys(Keys.ARROW_LEFT).perform()
    wait(driver, "document.body.dataset.viewerStep === '3'")
    assert driver.find_element("id", "viewer-problems").text == ""
    assert driver.find_element("id", "viewer-move").text == "ply 3: e5,f6"
    assert driver.execute_script("return document.querySelectorAll('#viewer-board rect.ir-tile').length") == 6
    ActionChains(driver).send_keys(Keys.HOME).perform()
    wait(driver, "document.body.dataset.viewerStep === '0'")
    ActionChains(driver).send_keys(Keys.ARROW_RIGHT).perform()
    wait(driver, "document.body.dataset.viewerStep === '1'")
    assert driver.execute_script("return document.querySelectorAll('#viewer-board rect.ir-tile').length") == 2


def test_the_viewer_shows_markup_as_text_and_runs_nothing(driver: Any) -> None:
    ensure_page(driver, phone=False)
    hostile = (
        '[Game "ponte"]\n[Event "<img src=x onerror=\\"window.owned = 1\\">"]\n'
        '[Site "<script>window.owned = 2</script>"]\n'
        "1. a1,b2 {<b>bold</b><script>window.owned = 3</script><img src=y onerror=window.owned=4>} 2. c3,d4\n"
    )
    assert ir.check_records(hostile)[0].valid
    open_in_viewer(driver, hostile)
    tags = driver.find_element("id", "viewer-tags").text
    assert '<img src=x onerror="window.owned = 1">' in tags
    assert "<script>window.owned = 2</script>" in tags
    driver.find_element("id", "forward").click()
    wait(driver, "document.body.dataset.viewerStep === '1'")
    comment = driver.find_element("id", "viewer-comment").text
    assert comment == "<b>bold</b><script>window.owned = 3</script><img src=y onerror=window.owned=4>"
    time.sleep(0.5)  # time for an image's error handler to run, were there an image
    assert driver.execute_script("return window.owned") is None
    markup = "#view aside img, #view aside script, #view aside b"
    assert driver.execute_script(f"return document.querySelectorAll('{markup}').length") == 0
    driver.save_screenshot(str(SHOTS / "viewer-hostile.png"))
    # a huge text gets a message on the page, and the page goes on answering
    started = time.monotonic()
    driver.execute_script("document.getElementById('record-text').value = 'x'.repeat(5000000)")
    driver.execute_script("document.body.dataset.viewer = ''")
    driver.find_element("id", "record-show").click()
    wait(driver, "document.body.dataset.viewer === 'error'", 20)
    assert "at most" in driver.find_element("id", "viewer-error").text
    # a hostile text under the cap: the library's problems, not a frozen tab
    open_in_viewer(driver, "1. " + "{" * 200_000)
    shown = (
        driver.find_element("id", "viewer-error").text
        or driver.find_element("id", "viewer-all-problems").text
    )
    assert shown
    assert time.monotonic() - started < 60
