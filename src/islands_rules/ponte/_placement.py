"""The legal pairs of tiles of one position (R8-R10), found without judging every pair.

Openly private, part of the bitmask engine (:mod:`~islands_rules.ponte._engine`): which cells a
tile may go on alone, and the few pairs of them that R10 refuses, so that the legal pairs are
counted, listed or drawn from all pairs of legal-alone cells less those.
"""

from __future__ import annotations

from collections.abc import Iterator

from ._geometry import Geometry, bit_list, bits

__all__ = ["Placement", "has_pair"]


class Placement:
    """What one colour may place in one position: each open cell's group if a tile went there.

    A cell is *legal alone* when one tile there keeps R9. A pair of legal-alone cells is
    legal unless the two tiles *interact* (R10): one lands next to the other's group, or
    around an island the other one completes. Only those few pairs need a second look, so
    listing all pairs never rebuilds groups per pair.
    """

    __slots__ = ("alone", "geo", "grown", "islands", "joining", "lonely", "own", "quiet", "zone")

    def __init__(self, geo: Geometry, own: int, open_cells: int) -> None:
        self.geo, self.own = geo, own
        size, full, not_bottom, not_top, box, ortho = (
            geo.size,
            geo.full,
            geo.not_bottom,
            geo.not_top,
            geo.box,
            geo.ortho,
        )
        # Per own group with open cells orthogonally next to it (an island has none, R9 ii),
        # the group, those cells and its ring (the cells orthogonally next to it); ``shared``
        # are the cells next to two groups or more. A lone tile's neighbours are a table
        # lookup; the other groups (of two to four tiles) are flood-filled, and their
        # neighbours found by shifting (Geometry.spread, inlined: hot).
        neighbours = own << 1 & not_bottom | own >> 1 & not_top | own << size & full | own >> size
        lone: list[tuple[int, int, int]] = []
        larger: list[tuple[int, int, int]] = []
        beside = shared = 0
        tiles = own & ~neighbours  # the lone tiles
        while tiles:
            low = tiles & -tiles
            tiles ^= low
            ring = ortho[low.bit_length() - 1]
            around = open_cells & ring
            if around:
                shared |= beside & around
                beside |= around
                lone.append((low, around, ring))
        tiles = own & neighbours  # the tiles of larger groups
        while tiles:
            # Flood-filled tile by tile from a table of neighbours (two to four tiles: fewer
            # steps than shifting the whole board until it stops growing).
            frontier = tiles & -tiles
            tiles ^= frontier
            group = spread = 0
            while frontier:
                low = frontier & -frontier
                frontier ^= low
                group |= low
                near = ortho[low.bit_length() - 1]
                spread |= near
                near &= tiles
                if near:
                    frontier |= near
                    tiles ^= near
            around = open_cells & spread
            if around:
                shared |= beside & around
                beside |= around
                larger.append((group, around, spread & ~group))
        # A cell with no own tile beside it starts a sandbank of one, legal alone: its group
        # is the cell itself and its zone its orthogonal neighbours, so nothing is stored.
        self.lonely = lonely = open_cells & ~beside
        # For the other legal-alone cells: the group a tile there makes, and its zone, the cells
        # where a second tile would touch that group (all around it if it is an island), less
        # those where it could not break R9 with it (see below); for a cell completing no
        # island, the zone may hold the cell itself and miss its own neighbours, which are
        # added where it is read.
        # (Lists by cell, 0 where nothing is stored: cheaper to fill than dicts.)
        grown = [0] * (size * size)
        zone = [0] * (size * size)
        self.grown, self.zone = grown, zone
        islands = joining = quiet = 0
        # A cell next to this group alone makes the group and itself: its zone is the group's
        # ring (shared by its cells: a cell's own neighbours are added where the zone is read,
        # _joined_refusals), or for an island the cells around both.
        for group, around, ring in lone:
            # Two tiles next to this lone tile alone make a group of three: no such pair can
            # break R9, so each cell's zone leaves the others out. With no cell next to this
            # tile and another group, the zone has no cell to judge left.
            single = around & ~shared
            if not single:
                continue
            joining |= single
            ring &= ~single
            if not around & shared:
                quiet |= single
            while single:
                low = single & -single
                single ^= low
                x = low.bit_length() - 1
                grown[x] = group | low
                zone[x] = ring
        dead = 0  # the cells next to a group of three and another: a tile there makes five or more
        for group, around, ring in larger:
            count = group.bit_count()
            if count > 2:
                dead |= around & shared
            single = around & ~shared
            if not single:
                continue
            if count == 3:  # each cell completes an island: legal alone unless it touches own tiles
                column = group | group << 1 & not_bottom | group >> 1 & not_top
                covered = column | column << size & full | column >> size  # Geometry.surround
                while single:
                    low = single & -single
                    single ^= low
                    x = low.bit_length() - 1
                    island = group | low
                    around_island = (covered | box[x]) & ~island
                    if not around_island & own:
                        islands |= low
                        joining |= low
                        grown[x] = island
                        zone[x] = around_island
            elif count == 2:
                joining |= single
                while single:
                    low = single & -single
                    single ^= low
                    x = low.bit_length() - 1
                    grown[x] = group | low
                    zone[x] = ring
        cells = shared & ~dead
        # A cell next to two groups or more joins them all. Those groups (with no group of three
        # among them) have one or two tiles, and a tile's own neighbour is then the other tile
        # of its group: the group a tile there makes is its own neighbours and theirs.
        while cells:
            low = cells & -cells
            cells ^= low
            x = low.bit_length() - 1
            tiles = ortho[x] & own
            merged = low | tiles
            while tiles:
                tile = tiles & -tiles
                tiles ^= tile
                merged |= ortho[tile.bit_length() - 1] & own
            count = merged.bit_count()
            if count < 4:
                # Not an island: legal alone, its zone Geometry.orthogonal_neighbours.
                grown[x] = merged
                spread = merged << 1 & not_bottom | merged >> 1 & not_top | merged << size & full
                zone[x] = (spread | merged >> size) & ~merged
                joining |= low
            elif count == 4:  # an island: its halo (Geometry.halo, inlined)
                column = merged | merged << 1 & not_bottom | merged >> 1 & not_top
                around_island = (column | column << size & full | column >> size) & ~merged
                if not around_island & own:  # an island touching another own tile breaks R9
                    islands |= low
                    joining |= low
                    grown[x], zone[x] = merged, around_island
        self.islands, self.joining, self.quiet = islands, joining, quiet
        self.alone = lonely | joining

    def _joined_refusals(self) -> list[tuple[int, int]]:
        """For each legal-alone cell ``x`` beside own tiles that completes no island, the cells
        ``y`` to judge with it (see :meth:`refused`) whose tiles with ``x``'s make a group that
        breaks R9: of five or more, or an island of four touching another own tile. Only the
        cells with some are listed, as ``(x, mask of those y)``."""
        alone, joining, islands, grown, zone, geo, own = (
            self.alone,
            self.joining,
            self.islands,
            self.grown,
            self.zone,
            self.geo,
            self.own,
        )
        ortho, found = geo.ortho, []
        size, full, not_bottom, not_top = geo.size, geo.full, geo.not_bottom, geo.not_top
        # A quiet cell (see __init__) has no pair to judge but with a joining cell beside it,
        # and pairs are judged from their lower cell: so only if the cell above it or to its
        # right is joining (bit + 1 in the same column, or bit + size).
        below_joining = joining >> 1 & geo.not_top | joining >> geo.size
        cells = joining & ~islands & ~(self.quiet & ~below_joining)
        judged = alone & ~islands
        while cells:  # the bits of cells, lowest first (inlined here and below: hot)
            low = cells & -cells
            cells ^= low
            x = low.bit_length() - 1
            group = grown[x]
            # The cells beside x's group, and beside x: the lower joining cells and x itself
            # are left out, as each pair of joining cells is judged from its lower cell.
            near = (zone[x] | ortho[x]) & judged & ~(joining & ((low << 1) - 1))
            if group.bit_count() < 3:
                near &= joining
            refused = 0
            while near:
                other = near & -near
                near ^= other
                merged = group | (grown[other.bit_length() - 1] or other)
                count = merged.bit_count()
                if count == 4:
                    # An island: does it touch another own tile (Geometry.halo, inlined)?
                    column = merged | merged << 1 & not_bottom | merged >> 1 & not_top
                    if (column | column << size & full | column >> size) & own & ~merged:
                        refused |= other
                elif count > 4:
                    refused |= other
            if refused:
                found.append((x, refused))
        return found

    def refusals(self) -> list[tuple[int, int]]:
        """The pairs R10 refuses, as they are found: (a legal-alone cell ``x``, the mask of the
        legal-alone cells refused with it, lower or higher). Each refused pair is named at
        least once, and at most twice (from both its cells); :meth:`refused` sorts them by
        lower cell."""
        alone, islands, zone = self.alone, self.islands, self.zone
        pairs = []
        while islands:  # the bits, lowest first (inlined: hot)
            low = islands & -islands
            islands ^= low
            x = low.bit_length() - 1
            pairs.append((x, zone[x] & alone))
        return pairs + self._joined_refusals()

    def refused(self) -> list[int]:
        """For each legal-alone cell ``x``, the mask of later legal-alone cells R10 refuses with it
        (a list by cell, 0 for a cell with none).

        Only a group of four or more can break R9 (``_engine.fits``), so two tiles interact only
        through one: a cell that completes an island refuses every cell of its zone, as a
        tile there joins or touches the island. Two other tiles interact only when they end
        up in one group, that is when each lies in the other's zone; that group is judged by
        ``_engine.fits`` once it has four tiles. Two lone cells make at most a group of
        two, so only the zones of the joining cells are searched, and a pair of joining
        cells only from its lower cell. A lone cell adds a single tile, so it is looked at
        only beside a group of three.
        """
        refused = [0] * len(self.zone)
        for x, found in self.refusals():
            # Each pair under its lower cell.
            higher = found & ~((2 << x) - 1)
            if higher:
                refused[x] |= higher
            lower = found ^ higher
            if lower:
                bit = 1 << x
                while lower:
                    low = lower & -lower
                    lower ^= low
                    y = low.bit_length() - 1
                    refused[y] |= bit
        return refused

    def refused_count(self) -> int:
        """How many pairs :meth:`refused` holds, counted without building it.

        The pairs of a cell completing an island are counted from each such cell, less
        those counted twice (two such cells each in the other's zone); the others are
        found once, from the lower cell of the pair (:meth:`_joined_refusals`).
        """
        alone, islands, zone = self.alone, self.islands, self.zone
        count = 0
        for x in bits(islands):
            found = zone[x] & alone
            count += found.bit_count()
            for y in bits(found & islands & ~((2 << x) - 1)):
                count -= zone[y] >> x & 1
        for _, found in self._joined_refusals():
            count += found.bit_count()
        return count

    def pair_count(self) -> int:
        """How many legal pairs there are: every pair of legal-alone cells but those refused."""
        count = self.alone.bit_count()
        return count * (count - 1) // 2 - self.refused_count()

    def partners(self) -> Iterator[tuple[int, list[int]]]:
        """For each legal-alone cell ``x`` in cell order, the later cells making a legal pair with it."""
        cells = bit_list(self.alone)
        refused = self.refused()
        for i, x in enumerate(cells):
            later = cells[i + 1 :]
            bad = refused[x]
            if bad:
                for y in bits(bad):
                    later.remove(y)
            yield x, later


def has_pair(geo: Geometry, own: int, open_cells: int) -> bool:
    """Whether some pair of tiles may go on ``open_cells`` (R10, for R17).

    Two cells with no own tile beside them always make a legal pair, which settles it
    cheaply for most of a game.
    """
    if (open_cells & ~geo.spread(own)).bit_count() >= 2:
        return True
    return Placement(geo, own, open_cells).pair_count() > 0
