"""Reading files in: member lists, team workbooks, deals, open-format documents, heat merges and
a club's pairs result list."""
