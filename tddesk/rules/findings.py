"""What a rule check reports: the rule, how serious, and words for the TD.

Rules stay pure: the message is an English template marked for the catalogue with
QT_TRANSLATE_NOOP; whoever shows it translates it (``Finding.text``), so the UI, the CLI and
the reports say the same thing in the TD's language.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    return text


def localised(params: dict[str, Any], translate=None) -> dict[str, Any]:
    """A message's fields with their numbers in the caller's language. A translate function may
    carry ``numbers`` (``tddesk.i18n.translate`` does: tddesk.numbers formats them); the rules
    themselves know no language, so without one the numbers stay as computed."""
    numbers = getattr(translate, "numbers", None)
    return numbers(params) if numbers is not None else params


class Severity(Enum):
    INFO = "info"  # shown for information (e.g. "junior team")
    WARNING = "warning"  # allowed, but the TD should know (e.g. unpaid membership)
    ERROR = "error"  # refused (e.g. a player already in another team)


@dataclass(frozen=True)
class Finding:
    rule: str  # the rule ID (docs/rules.md), e.g. "T4"
    code: str  # stable machine name, e.g. "player_in_other_team"
    severity: Severity
    template: str  # English, with {named} fields; translated by the caller
    params: dict[str, Any] = field(default_factory=dict)

    def words(self, translate=None) -> str:
        """The message in words, without its rule ID."""
        template = translate("Rules", self.template) if translate else self.template
        return template.format(**localised(self.params, translate))

    def text(self, translate=None) -> str:
        """The message in words, prefixed by its rule ID (e.g. "T4: Per Holm ...")."""
        return f"{self.rule}: {self.words(translate)}"

    def __hash__(self) -> int:
        return hash((self.rule, self.code, self.severity, self.template, tuple(sorted(map(str, self.params.items())))))
