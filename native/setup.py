"""The C extension of islands-rules-native (the rest of the metadata is in pyproject.toml)."""

import sys

from setuptools import Extension, setup

FLAGS = [] if sys.platform == "win32" else ["-O2", "-std=c99", "-Wall", "-Wextra", "-Wno-unused-parameter"]
HERE = "src/islands_rules_native"


def playout_module(game: str) -> Extension:
    """The playout core of LSD or Islands: ``_<game>.c`` (its Python face) and ``<game>_playout.c``."""
    return Extension(
        f"islands_rules_native._{game}",
        sources=[f"{HERE}/_{game}.c", f"{HERE}/{game}_playout.c"],
        depends=[f"{HERE}/{name}" for name in (f"{game}_core.h", "native_rng.h", "native_cells.h")],
        extra_compile_args=FLAGS,
    )


HEADERS = ("ponte_core", "ponte_internal", "ponte_packed", "ponte_solve")

setup(
    ext_modules=[
        Extension(
            "islands_rules_native._ponte",
            sources=[
                f"src/islands_rules_native/{name}.c"
                for name in (
                    "_ponte",
                    "ponte_core",
                    "ponte_pairs",
                    "ponte_playout",
                    "ponte_packed",
                    "ponte_solve",
                )
            ],
            depends=[f"src/islands_rules_native/{name}.h" for name in HEADERS],
            extra_compile_args=FLAGS,
        ),
        Extension(
            "islands_rules_native._isaac",
            sources=["src/islands_rules_native/_isaac.c"],
            extra_compile_args=FLAGS,
        ),
        playout_module("lsd"),
        playout_module("islands"),
    ]
)
