"""The demos: made-up championships and sessions to try the program on, played the way a venue
would play them. A demo sits above the services: it may use them, the file formats and the rules,
and nothing below imports it (docs/architecture.md)."""
