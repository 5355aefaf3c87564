"""The compiled cores of islands-rules (Ponte del Diavolo, Isaac); use them through
``islands_rules.ponte.native`` and ``islands_rules.isaac.native``."""
