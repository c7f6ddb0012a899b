"""Registration: a team and its players."""
