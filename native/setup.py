"""The C extension of islands-rules-native (the rest of the metadata is in pyproject.toml)."""

import sys

from setuptools import Extension, setup

FLAGS = [] if sys.platform == "win32" else ["-O2", "-std=c99", "-Wall", "-Wextra", "-Wno-unused-parameter"]

setup(
    ext_modules=[
        Extension(
            "islands_rules_native._ponte",
            sources=[
                f"src/islands_rules_native/{name}.c"
                for name in ("_ponte", "ponte_core", "ponte_pairs", "ponte_playout")
            ],
            depends=["src/islands_rules_native/ponte_core.h", "src/islands_rules_native/ponte_internal.h"],
            extra_compile_args=FLAGS,
        ),
        Extension(
            "islands_rules_native._lsd",
            sources=[f"src/islands_rules_native/{name}.c" for name in ("_lsd", "lsd_playout")],
            depends=["src/islands_rules_native/lsd_core.h", "src/islands_rules_native/native_rng.h"],
            extra_compile_args=FLAGS,
        ),
    ]
)
