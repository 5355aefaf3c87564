"""A tiny PNG reader for the raster tests: 8-bit RGB or RGBA, not interlaced.

That is what cairosvg writes; anything else is refused rather than misread.

>>> import struct, zlib
>>> def chunk(kind: bytes, data: bytes) -> bytes:
...     return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
>>> header = struct.pack(">IIBBBBB", 2, 1, 8, 2, 0, 0, 0)
>>> rows = bytes([0, 255, 0, 0, 0, 0, 255])  # filter 0, then a red and a blue pixel
>>> image = read_png(b"\\x89PNG\\r\\n\\x1a\\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)))
>>> image.width, image.height, image.pixel(0, 0), image.pixel(1, 0)
(2, 1, (255, 0, 0, 255), (0, 0, 255, 255))
"""

from __future__ import annotations

import struct
import zlib

import attrs

__all__ = ["Image", "read_png"]

_SIGNATURE = b"\x89PNG\r\n\x1a\n"
_CHANNELS = {2: 3, 6: 4}  # colour type: RGB, RGBA


@attrs.frozen
class Image:
    """Decoded pixels, row by row from the top, four bytes (RGBA) per pixel."""

    width: int
    height: int
    rgba: bytes

    def pixel(self, x: int, y: int) -> tuple[int, int, int, int]:
        """The (red, green, blue, alpha) of the pixel ``x`` from the left, ``y`` from the top."""
        if not (0 <= x < self.width and 0 <= y < self.height):
            raise ValueError(f"pixel ({x}, {y}) is outside the {self.width}x{self.height} image")
        at = 4 * (y * self.width + x)
        red, green, blue, alpha = self.rgba[at : at + 4]
        return red, green, blue, alpha


def _paeth(left: int, up: int, up_left: int) -> int:
    estimate = left + up - up_left
    distances = abs(estimate - left), abs(estimate - up), abs(estimate - up_left)
    if distances[0] <= distances[1] and distances[0] <= distances[2]:
        return left
    return up if distances[1] <= distances[2] else up_left


def _unfilter(data: bytes, width: int, height: int, channels: int) -> bytes:
    stride = width * channels
    if len(data) != height * (stride + 1):
        raise ValueError(f"image data has {len(data)} bytes, expected {height * (stride + 1)}")
    previous = bytearray(stride)
    out = bytearray()
    for y in range(height):
        kind = data[y * (stride + 1)]
        line = bytearray(data[y * (stride + 1) + 1 : (y + 1) * (stride + 1)])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            up_left = previous[i - channels] if i >= channels else 0
            if kind == 0:
                continue
            if kind == 1:
                predicted = left
            elif kind == 2:
                predicted = up
            elif kind == 3:
                predicted = (left + up) // 2
            elif kind == 4:
                predicted = _paeth(left, up, up_left)
            else:
                raise ValueError(f"row {y} has unknown filter type {kind}")
            line[i] = (line[i] + predicted) & 0xFF
        out += line
        previous = line
    return bytes(out)


def read_png(blob: bytes) -> Image:
    """Decode an 8-bit RGB or RGBA, non-interlaced PNG.

    :raises ValueError: for anything else, or a damaged file.
    """
    if not blob.startswith(_SIGNATURE):
        raise ValueError("not a PNG file")
    at, header, compressed = len(_SIGNATURE), None, bytearray()
    while at < len(blob):
        (length,) = struct.unpack(">I", blob[at : at + 4])
        kind, data = blob[at + 4 : at + 8], blob[at + 8 : at + 8 + length]
        (crc,) = struct.unpack(">I", blob[at + 8 + length : at + 12 + length])
        if zlib.crc32(kind + data) != crc:
            raise ValueError(f"chunk {kind!r} fails its checksum")
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", data)
        elif kind == b"IDAT":
            compressed += data
        elif kind == b"IEND":
            break
        at += 12 + length
    if header is None:
        raise ValueError("PNG file without a header chunk")
    width, height, depth, colour_type, _, _, interlace = header
    if depth != 8 or colour_type not in _CHANNELS or interlace != 0:
        raise ValueError(f"unsupported PNG: depth {depth}, colour type {colour_type}, interlace {interlace}")
    channels = _CHANNELS[colour_type]
    pixels = _unfilter(zlib.decompress(bytes(compressed)), width, height, channels)
    if channels == 3:
        pixels = b"".join(pixels[i : i + 3] + b"\xff" for i in range(0, len(pixels), 3))
    return Image(width, height, pixels)
