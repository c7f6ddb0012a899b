"""The desktop UI (PySide6): the only package that imports Qt."""
