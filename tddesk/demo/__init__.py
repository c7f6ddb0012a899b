"""The demo championships, built through the real services as a TD would build them: the district
teams championship (``championship``), the SM (``sm``) and the pairs championship with its
simulated Bridgemate play (``pairs``). Above the services, below the UI and the command line."""
