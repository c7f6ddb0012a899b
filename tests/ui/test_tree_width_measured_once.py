"""The championship tree's width is measured again once per change of the tree, not once per row
Qt inserts (docs/architecture.md, "Layout"): a stage's pages made on first click are a dozen rows."""

from __future__ import annotations

from tddesk.ui import main_window as main_window_module
from tddesk.ui.widgets.readable_width import tree_width_needed
from ui.evening import choose_in_tree


def test_a_stage_s_pages_made_at_once_are_measured_once_and_whole(demo_window, monkeypatch):
    controller = demo_window.controller
    tree_keys = controller.tree_model.keys()
    keys = sorted((key for key in tree_keys if key[0] == "round"), key=str)
    measured = []
    monkeypatch.setattr(
        main_window_module, "tree_width_needed", lambda view: measured.append(view) or tree_width_needed(view)
    )
    rows_before = demo_window.tree_view.model().rowCount(controller.tree_model.index_of(("stage_settings", keys[0][1])))
    choose_in_tree(demo_window, keys[0])  # its stage's pages are made now, a dozen rows
    stage_index = controller.tree_model.index_of(("stage_settings", keys[0][1]))
    assert controller.tree_model.rowCount(stage_index) > rows_before + 5
    assert 1 <= len(measured) <= 2
    assert demo_window.tree_view.minimumWidth() == tree_width_needed(demo_window.tree_view)
