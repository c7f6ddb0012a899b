"""Benchmarks of tddesk (not part of the test run): ``.venv/bin/python benchmarks/run.py``."""
