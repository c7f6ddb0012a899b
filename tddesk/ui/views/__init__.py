"""The views shown in the centre of the main window, one per championship tree entry.

A view is a QWidget built as ``ViewClass(session, *key_args)`` from the tree item's view key
and refreshes itself on ``session.changed``; see ``tddesk.ui.view_registry.VIEW_FACTORIES``.
"""
