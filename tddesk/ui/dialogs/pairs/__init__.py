"""Pairs championships (DM Par): a new event, a pair entered into a heat and its reserves."""
