"""Writing Bridgemate session files (``.bws``): a small Access/Jet database writer and the Bridgemate
Control Software tables on top of it (docs/bws.md).

``jet_columns`` encodes column descriptors and values, ``jet4_pages`` the pages, ``jet4_database``
lays a whole file out, and ``bcs_tables`` holds the Bridgemate table layout. The simulated play of a
session lives with the demos (``tddesk.demo``).
"""
