"""What the operating system said about a file, in the TD's language: its own text (``strerror``)
is English on every Swedish Windows, and a Swedish message never ends in it."""

from __future__ import annotations

import errno

from tddesk.i18n import QT_TRANSLATE_NOOP, translate

_WORDS = {
    errno.ENOENT: QT_TRANSLATE_NOOP("System", "the file or folder does not exist"),
    errno.EACCES: QT_TRANSLATE_NOOP("System", "you have no permission to use it"),
    errno.EPERM: QT_TRANSLATE_NOOP("System", "you have no permission to use it"),
    errno.EISDIR: QT_TRANSLATE_NOOP("System", "it is a folder, not a file"),
    errno.ENOTDIR: QT_TRANSLATE_NOOP("System", "a part of the path is a file, not a folder"),
    errno.ENOSPC: QT_TRANSLATE_NOOP("System", "the disk is full"),
    errno.EROFS: QT_TRANSLATE_NOOP("System", "the disk is write-protected"),
    errno.EIO: QT_TRANSLATE_NOOP("System", "the disk could not read or write it"),
    errno.ENAMETOOLONG: QT_TRANSLATE_NOOP("System", "the name is too long"),
    errno.EBUSY: QT_TRANSLATE_NOOP("System", "another program is using it"),
    errno.EEXIST: QT_TRANSLATE_NOOP("System", "it already exists"),
    errno.EINVAL: QT_TRANSLATE_NOOP("System", "the name is not allowed here"),
}


def system_reason(error: OSError) -> str:
    """``error`` as words, e.g. "the file or folder does not exist" ("filen eller mappen finns inte")."""
    words = _WORDS.get(error.errno or 0)
    if words is not None:
        return translate("System", words)
    if error.errno in (None, 0) and error.strerror:  # the program's own OSError carries its words already
        return error.strerror
    return translate("System", "the system refused it (error {number})").format(number=error.errno or 0)
