"""A smaller ICU data library for the frozen program: Swedish, English and the root locale only.

Qt Core links against ICU, whose data library (``libicudata.so.73`` in PySide6's wheel) holds the
collation, locale, converter and dictionary data of every language: 31 MB, the largest single file
of the bundle. tddesk speaks Swedish and English, and Qt asks ICU only for collation, case mapping
and the rarer text codecs; the rest of Qt's locale data is compiled into Qt itself. This module
copies the data package without the items of other languages (``keep_item``) and links the result
as a library of the same name that exports the same symbol (``icudt<major>_dat``), with the GNU
assembler and linker (binutils, which PyInstaller needs on Linux anyway). Items ICU cannot find
fall back to the root locale, as ICU does for any language it has no data for.

The format is ICU's "common data" package (``CmnD``): a header, a table of contents of
(name offset, data offset) pairs sorted by name, the names, and the items, each aligned to 16 bytes.
"""

from __future__ import annotations

import re
import struct
import subprocess
from pathlib import Path

KEPT_LANGUAGES = {"sv", "en"}
# Text codecs beyond the UTF ones and Latin-1 that Qt has built in: the Western European ones.
KEPT_CONVERTERS = {
    "ibm-5348_P100-1997.cnv",
    "ibm-923_P100-1998.cnv",
    "ibm-850_P100-1995.cnv",
    "ibm-437_P100-1995.cnv",
    "ibm-1252_P100-2000.cnv",
}
_LOCALE_ITEM = re.compile(r"^([a-z]{2,3})(_\w*)?\.res$")
_ALIGNMENT = 16


def keep_item(name: str) -> bool:
    """Whether an item of the package (e.g. ``icudt73l/coll/sv.res``) stays."""
    parts = name.split("/")
    tree, item = (parts[1] if len(parts) > 2 else ""), parts[-1]
    if tree == "translit" or item.endswith(".dict"):  # transliterators; CJK and Thai word lists
        return False
    if item.endswith(".cnv"):
        return item in KEPT_CONVERTERS
    locale = _LOCALE_ITEM.match(item)
    if locale and item != "res_index.res":
        return locale.group(1) in KEPT_LANGUAGES
    return True


def _items(package: bytes) -> tuple[bytes, list[tuple[str, bytes]]]:
    """The package's header and its (name, data) items in their order."""
    header_size = struct.unpack_from("<H", package, 0)[0]
    if package[2:4] != b"\xda\x27" or package[12:16] != b"CmnD":
        raise ValueError("not an ICU common data package")
    count = struct.unpack_from("<I", package, header_size)[0]
    entries = [struct.unpack_from("<II", package, header_size + 4 + 8 * i) for i in range(count)]
    items = []
    for index, (name_offset, data_offset) in enumerate(entries):
        start = header_size + name_offset
        name = package[start : package.index(b"\0", start)].decode("ascii")
        end = entries[index + 1][1] if index + 1 < count else len(package) - header_size
        items.append((name, package[header_size + data_offset : header_size + end]))
    return package[:header_size], items


def _pad(data: bytes) -> bytes:
    return data + b"\0" * (-len(data) % _ALIGNMENT)


def trimmed_package(package: bytes) -> bytes:
    """The package with only the items ``keep_item`` keeps, in the same order."""
    header, items = _items(package)
    kept = [(name, data) for name, data in items if keep_item(name)]
    names = b"".join(name.encode("ascii") + b"\0" for name, _data in kept)
    # Offsets count from the table of contents, which follows the header.
    name_offset = 4 + 8 * len(kept)
    data_offset = name_offset + len(names)
    data_offset += -(len(header) + data_offset) % _ALIGNMENT
    table, body = [struct.pack("<I", len(kept))], []
    for name, data in kept:
        table.append(struct.pack("<II", name_offset, data_offset))
        name_offset += len(name) + 1
        body.append(_pad(data))
        data_offset += len(body[-1])
    contents = b"".join(table) + names
    contents += b"\0" * (-(len(header) + len(contents)) % _ALIGNMENT)
    return header + contents + b"".join(body)


def _data_symbol(library: Path) -> tuple[str, int, int]:
    """The exported data symbol of an ICU data library: name, file offset and size."""
    listing = subprocess.run(
        ["nm", "-D", "--defined-only", "-S", str(library)], capture_output=True, text=True, check=True
    ).stdout
    for line in listing.splitlines():
        fields = line.split()
        if len(fields) == 4 and re.fullmatch(r"icudt\d+_dat", fields[3]):
            address, size = int(fields[0], 16), int(fields[1], 16)
            return fields[3], _file_offset(library, address), size
    raise ValueError(f"{library} exports no icudt*_dat symbol")


def _file_offset(library: Path, address: int) -> int:
    """Where a virtual address lies in the file, from the loadable segments."""
    segments = subprocess.run(["readelf", "-lW", str(library)], capture_output=True, text=True, check=True).stdout
    for line in segments.splitlines():
        fields = line.split()
        if fields[:1] == ["LOAD"]:
            offset, virtual, size = int(fields[1], 16), int(fields[2], 16), int(fields[4], 16)
            if virtual <= address < virtual + size:
                return offset + address - virtual
    raise ValueError(f"address {address:#x} is in no segment of {library}")


def trimmed_library(library: Path, folder: Path) -> Path:
    """A copy of the ICU data library ``library`` with the trimmed package, written in ``folder``."""
    symbol, offset, size = _data_symbol(library)
    package = trimmed_package(library.read_bytes()[offset : offset + size])
    folder.mkdir(parents=True, exist_ok=True)
    data_file = folder / f"{symbol}.bin"
    data_file.write_bytes(package)
    source = folder / f"{symbol}.s"
    source.write_text(
        f"""\t.section .rodata
\t.globl {symbol}
\t.type {symbol}, @object
\t.balign {_ALIGNMENT}
{symbol}:
\t.incbin "{data_file.name}"
\t.size {symbol}, . - {symbol}
\t.section .note.GNU-stack,"",@progbits
""",
        encoding="ascii",
    )
    target = folder / library.name
    subprocess.run(["as", "-o", f"{symbol}.o", source.name], cwd=folder, check=True)
    subprocess.run(["ld", "-shared", "-soname", library.name, "-o", target.name, f"{symbol}.o"], cwd=folder, check=True)
    return target


def with_trimmed_icu_data(binaries: list[tuple[str, str, str]], folder: Path) -> list[tuple[str, str, str]]:
    """PyInstaller's binaries with the ICU data library (Linux) replaced by the trimmed copy."""

    def icu_data(destination: str) -> bool:
        return re.fullmatch(r"libicudata\.so\.\d+", Path(destination).name) is not None

    return [
        (destination, str(trimmed_library(Path(source), folder)) if icu_data(destination) else source, kind)
        for destination, source, kind in binaries
    ]
