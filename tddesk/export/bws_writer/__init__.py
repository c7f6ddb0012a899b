"""Writing Bridgemate results files (``.bws``): a small Access 2000 (Jet4) database writer and the
Bridgemate Control Software tables on top of it (docs/bws.md).

``jet4_columns`` encodes column descriptors and values, ``jet4_pages`` the pages, ``jet4_database``
lays a whole file out, ``bcs_tables`` holds the Bridgemate table layout, and ``pairs_session`` plays a
pairs session and writes it as such a file.
"""
