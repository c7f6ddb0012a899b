"""The Bridgemate session database (``.bws``, an Access/Jet file): reading what BCS collected and
writing the session a venue's Bridgemates play. docs/bws.md describes the tables and the rules."""
