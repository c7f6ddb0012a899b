class CliError(Exception):
    """Bad arguments or input: printed as one line, exit status 2."""
