"""What Jet3 and Jet4 pages share, given the version's sizes: rows packed into data pages, a data
page filled from its end, an inline usage map, and the RC4 that hides the header block
(docs/bws.md, "Pages")."""

from __future__ import annotations

import struct
from collections.abc import Sequence
from dataclasses import dataclass


def rc4(key: bytes, data: bytes) -> bytes:
    state = list(range(256))
    j = 0
    for i in range(256):
        j = (j + state[i] + key[i % len(key)]) % 256
        state[i], state[j] = state[j], state[i]
    out = bytearray()
    i = j = 0
    for byte in data:
        i = (i + 1) % 256
        j = (j + state[i]) % 256
        state[i], state[j] = state[j], state[i]
        out.append(byte ^ state[(state[i] + state[j]) % 256])
    return bytes(out)


@dataclass(frozen=True)
class PageLayout:
    """A Jet version's page sizes. A data page's header is type, 0x01, free space, owner, then (Jet4
    only) four unknown bytes, then the row count."""

    page_size: int
    data_page_header: int  # 10 in Jet3, 14 in Jet4
    usage_bitmap_bytes: int

    def pack_rows(self, rows: Sequence[bytes]) -> list[list[bytes]]:
        """The rows split into pages, in order, as many to a page as fit."""
        pages: list[list[bytes]] = []
        room = 0
        for row in rows:
            need = len(row) + 2
            if need > self.page_size - self.data_page_header:
                raise ValueError(f"a row of {len(row)} bytes does not fit a page")
            if not pages or need > room:
                pages.append([])
                room = self.page_size - self.data_page_header
            pages[-1].append(row)
            room -= need
        return pages

    def data_page(self, owner: int, rows: Sequence[bytes]) -> bytes:
        """A data page of the table whose definition is on page ``owner``; rows fill it from the end."""
        page = bytearray(self.page_size)
        used = self.data_page_header + 2 * len(rows) + sum(len(row) for row in rows)
        if used > self.page_size:
            raise ValueError("the rows do not fit one page")
        header = f"<BBHI{self.data_page_header - 10}xH"
        struct.pack_into(header, page, 0, 0x01, 0x01, self.page_size - used, owner, len(rows))
        end = self.page_size
        for index, row in enumerate(rows):
            start = end - len(row)
            page[start:end] = row
            struct.pack_into("<H", page, self.data_page_header + 2 * index, start)
            end = start
        return bytes(page)

    def usage_map(self, pages: Sequence[int]) -> bytes:
        """An inline usage map: type 0, the first page, one bit per page from there."""
        start = min(pages) if pages else 0
        bitmap = bytearray(self.usage_bitmap_bytes)
        for page in pages:
            bit = page - start
            if bit >= 8 * self.usage_bitmap_bytes:
                raise ValueError(f"a table spread over more than {8 * self.usage_bitmap_bytes} pages")
            bitmap[bit // 8] |= 1 << (bit % 8)
        return b"\x00" + struct.pack("<I", start) + bytes(bitmap)
