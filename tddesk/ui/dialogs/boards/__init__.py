"""Boards: a stage's board layout, a match's travellers and IMPs across the field."""
