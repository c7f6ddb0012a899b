"""The demo championships, built through the real services as a TD would build them: the district
teams championship (``championship``), the SM (``sm``), the pairs championship with its simulated
Bridgemate play (``pairs``, ``pairs_session``) and the semifinal day played live into the venues'
session files (``semifinal_day``, ``live_day``, ``bcs_play``, ``play``). Above the services, below the
UI and the command line; nothing below imports a demo (docs/architecture.md)."""
