"""The TD's rulings: late arrival, slow play, committee VP, unauthorised players, exclusion,
walkover and appeals (P1-P6, T4, W1-W5, S4)."""
