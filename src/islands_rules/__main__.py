"""``python -m islands_rules``: the same as the ``islands-rules`` command."""

import sys

from .cli.main import main

sys.exit(main())
