"""The compiled Ponte del Diavolo core of islands-rules; use it through ``islands_rules.ponte.native``."""
