"""Files in and out without a tournament: code that turns a file into checked values and back.

A module here reads or writes one kind of file (the Bridgemate database, deal files, table input,
member lists, team workbooks, result lists, the open format's schema) and knows nothing of the
tables, the services or the UI. The services and the imports build on these readers; see
docs/architecture.md.
"""
