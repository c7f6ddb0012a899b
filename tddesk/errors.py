"""Refusals the TD is given by every layer above the rules: what is wrong and how to fix it."""

from __future__ import annotations

from tddesk.i18n import translate
from tddesk.rules.findings import Finding


class ServiceError(Exception):
    """A refused action. Nothing was written. ``str(error)`` is the message in the TD's language."""

    def __init__(self, message: str, findings: tuple[Finding, ...] = ()):
        super().__init__(message)
        self.findings = findings


def refused(findings: tuple[Finding, ...] | list[Finding]) -> ServiceError:
    """A ServiceError listing the findings in words, each with its rule ID."""
    findings = tuple(findings)
    return ServiceError("\n".join(finding.text(translate) for finding in findings), findings)


def message(text: str, /, **params) -> ServiceError:
    """A refusal in words: ``text`` is already translated, e.g. message(translate("Teams", "…{name}…"), name=…).

    Callers write ``translate("Context", "English")`` at the call so pyside6-lupdate collects it.
    """
    return ServiceError(text.format(**params))
