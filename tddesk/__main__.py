import sys

from tddesk.cli import main

sys.exit(main())
