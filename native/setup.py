"""The C extension of islands-rules-native (the rest of the metadata is in pyproject.toml)."""

import sys

from setuptools import Extension, setup

FLAGS = [] if sys.platform == "win32" else ["-O2", "-std=c99", "-Wall", "-Wextra", "-Wno-unused-parameter"]

setup(
    ext_modules=[
        Extension(
            "islands_rules_native._ponte",
            sources=["src/islands_rules_native/_ponte.c", "src/islands_rules_native/ponte_core.c"],
            depends=["src/islands_rules_native/ponte_core.h"],
            extra_compile_args=FLAGS,
        )
    ]
)
