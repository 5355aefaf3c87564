"""The tile data: the package's copy equals the shared JSON, and the page's derived checks (R2, R3)."""

from __future__ import annotations

import json
from collections import Counter
from importlib import resources
from pathlib import Path
from typing import Any

from islands_rules import islands

SHARED = Path(__file__).resolve().parents[3] / "shared" / "rules" / "islands-tiles.json"
SIDES = ["N", "E", "S", "W"]


def shared() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(SHARED.read_text(encoding="utf-8"))
    return data


def test_the_package_tiles_equal_the_shared_json() -> None:
    packaged = resources.files("islands_rules.islands").joinpath("tiles.json").read_text(encoding="utf-8")
    assert json.loads(packaged) == shared()


def test_72_tiles_of_24_types_with_the_standard_counts() -> None:
    counts = {entry["id"]: entry["count"] for entry in shared()["tiles"]}
    assert "".join(counts) == "ABCDEFGHIJKLMNOPQRSTUVWX"
    # R2: A2 B4 C1 D4 E5 F2 G1 H3 I2 J3 K3 L3 M2 N3 O2 P3 Q1 R3 S2 T1 U8 V9 W4 X1
    assert [counts[letter] for letter in counts] == [
        2, 4, 1, 4, 5, 2, 1, 3, 2, 3, 3, 3, 2, 3, 2, 3, 1, 3, 2, 1, 8, 9, 4, 1,
    ]  # fmt: skip
    assert sum(counts.values()) == 72 == shared()["total"]


def test_the_supply_holds_every_tile_but_the_start_d() -> None:
    data = shared()
    assert data["start"] == {"tile": "D", "x": 0, "y": 0, "rotation": 0}
    for entry in data["tiles"]:
        assert entry["in_supply"] == entry["count"] - (entry["id"] == "D")
    assert sum(islands.new_game().supply) == 71


def test_10_anchors_and_6_lighthouses_in_all() -> None:
    tiles = shared()["tiles"]
    anchors = sum(entry["count"] for entry in tiles for item in entry["islands"] if item["anchor"])
    lighthouses = sum(entry["count"] for entry in tiles if entry["lighthouse"])
    assert (anchors, lighthouses) == (10, 6)
    assert {entry["id"] for entry in tiles if entry["lighthouse"]} == {"A", "B"}


def test_edges_agree_with_the_segments() -> None:
    """R3: island and bridge sides lie in segments of their kind; both halves of a water side
    in one water segment; each half of a bridge side in a water segment; no half of an island
    side in any."""
    for entry in shared()["tiles"]:
        for kind, key in (("island", "islands"), ("bridge", "bridges")):
            covered = Counter(side for item in entry[key] for side in item["sides"])
            assert set(covered) == {s for s in SIDES if entry["edges"][s] == kind}, entry["id"]
            assert all(n == 1 for n in covered.values()), entry["id"]
        holder = {slot: item["id"] for item in entry["water"] for slot in item["slots"]}
        assert sum(len(item["slots"]) for item in entry["water"]) == len(holder), entry["id"]
        for number, side in enumerate(SIDES):
            halves = (2 * number, 2 * number + 1)
            kind = entry["edges"][side]
            if kind == "water":
                assert holder.get(halves[0]) is not None
                assert holder.get(halves[0]) == holder.get(halves[1]), entry["id"]
            elif kind == "bridge":
                assert all(h in holder for h in halves), entry["id"]
            else:
                assert not any(h in holder for h in halves), entry["id"]
        island_ids = {item["id"] for item in entry["islands"]}
        for item in entry["water"]:
            assert set(item["islands"]) <= island_ids


def test_segment_ids_are_numbered_per_kind_in_order() -> None:
    """R3: ids numbered per kind in order of the first side (N, E, S, W) or lowest slot."""
    for entry in shared()["tiles"]:
        for key, prefix in (("islands", "i"), ("bridges", "b")):
            firsts = [min(SIDES.index(s) for s in item["sides"]) for item in entry[key]]
            assert firsts == sorted(firsts)
            assert [item["id"] for item in entry[key]] == [f"{prefix}{n + 1}" for n in range(len(firsts))]
        lowest = [min(item["slots"]) for item in entry["water"]]
        assert lowest == sorted(lowest)
        assert [item["id"] for item in entry["water"]] == [f"w{n + 1}" for n in range(len(lowest))]


def test_the_public_tile_types_read_the_same_data() -> None:
    for entry in shared()["tiles"]:
        tile = islands.TILE_TYPES[entry["id"]]
        assert tile.count == entry["count"]
        assert tile.edges == tuple(entry["edges"][s] for s in SIDES)
        ids = {s.id for s in tile.segments}
        assert ids == set(entry["grandgames"]["segments"])
        assert islands.Rules().tiles[entry["id"]] == tile
