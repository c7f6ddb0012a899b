"""Reading files into the tournament: Bridgemate results, deals, member lists, team workbooks,
open-format documents and heats to merge (docs/architecture.md, "Layers")."""
