"""Files: a new championship, a file open elsewhere, export, print preview and the crash report."""
