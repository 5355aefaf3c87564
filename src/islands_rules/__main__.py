"""``python -m islands_rules``: the same as the ``islands-rules`` command."""

import sys

from .cli import main

sys.exit(main())
