#!/usr/bin/env python3
"""Reference extraction of a Dev-Event page with lxml, for `qsbench devevents-parse`.

Usage: lxml_extract.py FILE ITERATIONS

Parses the page ITERATIONS times and, each time, does the equivalent XPath extraction:
article.markdown-body -> h2 month headings -> following ul -> li -> title / link /
`key: value` fields (split at the first colon) / <code> tags, flattened field items attached to
the entry before them. Prints one line in the qsbench format, e.g.
`devevents-parse impl=lxml pages_per_s=... ms_per_page=... mb_per_s=... events=80 iterations=N bytes=...`
(the line `qsbench devevents-parse FILE --iterations N` prints with `impl=swift`).
Requires lxml (`pip install lxml`).
"""

import re
import sys
import time

from lxml import etree

MONTH_HEADING = re.compile(r"^\s*(\d{2}|\d{4})\s*년\s*(\d{1,2})\s*월")
FIELD_KEYS = {"분류", "주최", "주회", "주체", "접수", "등로", "일시", "알사", "신청", "모집"}
ARTICLE = "//article[contains(concat(' ', normalize-space(@class), ' '), ' markdown-body ')]"
SECTION_END = {"h1", "h2", "h3", "h4", "h5", "h6", "hr"}


def clean(text):
    return " ".join(text.replace("\u200b", "").replace("\xa0", " ").split())


def own_text(li):
    """Text of the li without its nested lists."""
    parts = [li.text or ""]
    for child in li:
        if child.tag not in ("ul", "ol"):
            parts.append("".join(child.itertext()))
        parts.append(child.tail or "")
    return clean("".join(parts))


def field_of(li):
    text = own_text(li)
    key, colon, value = text.partition(":")
    if colon and key.strip() in FIELD_KEYS:
        codes = [clean(c) for c in li.xpath("./code/text() | ./p/code/text()")]
        return key.strip(), value.strip(), codes
    return None


def title_of(li):
    links = li.xpath("./strong/a | ./p/strong/a | ./a | ./p/a")
    if links:
        link = links[0]
        return clean("".join(link.itertext())), link.get("href")
    bold = li.xpath("./strong | ./p/strong")
    if bold:
        return clean("".join(bold[0].itertext())), None
    return own_text(li), None


def extract(document):
    events = []
    for article in document.xpath(ARTICLE):
        for heading in article.xpath(".//h2"):
            if not MONTH_HEADING.match(clean("".join(heading.itertext()))):
                continue
            block = heading.getparent() if "markdown-heading" in (heading.getparent().get("class") or "") else heading
            sibling = block.getnext()
            while sibling is not None and sibling.tag not in SECTION_END and "markdown-heading" not in (sibling.get("class") or ""):
                if sibling.tag in ("ul", "ol"):
                    for li in sibling.xpath("./li"):
                        field = field_of(li)
                        if field is not None:
                            if events:
                                events[-1]["fields"].append(field)
                            continue
                        title, href = title_of(li)
                        event = {"title": title, "url": href, "fields": []}
                        for nested in li.xpath("./ul/li"):
                            nested_field = field_of(nested)
                            if nested_field is not None:
                                event["fields"].append(nested_field)
                        events.append(event)
                sibling = sibling.getnext()
        if events:
            break
    return events


def main():
    if len(sys.argv) != 3:
        sys.stderr.write("usage: lxml_extract.py FILE ITERATIONS\n")
        return 64
    path, iterations = sys.argv[1], int(sys.argv[2])
    with open(path, "rb") as handle:
        data = handle.read()
    parser = etree.HTMLParser(encoding="utf-8", recover=True, no_network=True)
    events = extract(etree.fromstring(data, parser))
    start = time.perf_counter()
    for _ in range(iterations):
        events = extract(etree.fromstring(data, parser))
    per_page = (time.perf_counter() - start) / iterations
    print(
        "devevents-parse",
        "impl=lxml",
        f"pages_per_s={1 / per_page:.1f}",
        f"ms_per_page={per_page * 1000:.3f}",
        f"mb_per_s={len(data) / per_page / 1e6:.1f}",
        f"events={len(events)}",
        f"iterations={iterations}",
        f"bytes={len(data)}",
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
