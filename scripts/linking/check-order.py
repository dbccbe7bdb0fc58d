"""Checks that a tool was linked in the order of scripts/linking/hot-symbols.txt.

usage: check-order.py BINARY HOT_SYMBOLS

Fails (exit 1, one line saying what to do) when fewer than 90% of the listed functions of the
project's own modules are in the binary (the list has gone stale: run
scripts/linking/update-hot-symbols.sh; the toolchain's functions are not counted, as another Swift
release renames them), or when the listed functions found are not gathered at the start of `.text`
(90% of them within its first fifth; without the order they spread over half of it). Linear in the
binary's symbols.
"""
import re
import subprocess
import sys

# A function of the project's own modules (a name mangled with one of them in it) or its C shims.
OWN = re.compile(r'QuickSearch|CommandKit|TextSafety|CivilCalendar|^qs_')


def main(binary, listing):
    names = [line.strip() for line in open(listing) if line.strip()]
    symbols = subprocess.run(['nm', '--defined-only', binary], capture_output=True, text=True, check=True)
    address = {}
    for line in symbols.stdout.splitlines():
        fields = line.split()
        if len(fields) == 3 and fields[1] in 'tTwW':
            address.setdefault(fields[2], int(fields[0], 16))
    sections = subprocess.run(['readelf', '-SW', binary], capture_output=True, text=True, check=True).stdout
    text = re.search(r'\s\.text\s+PROGBITS\s+([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)', sections)
    start, size = int(text.group(1), 16), int(text.group(2), 16)
    offsets = sorted(address[name] - start for name in names if name in address)
    own = [name for name in names if OWN.search(name)]
    share = sum(1 for name in own if name in address) / max(len(own), 1)
    if share < 0.9 or not offsets:
        print(f'error: {binary} defines {share:.0%} of the project\'s functions in {listing}: the list is '
              'stale; run scripts/linking/update-hot-symbols.sh and commit the list', file=sys.stderr)
        return 1
    gathered = offsets[len(offsets) * 9 // 10] / size
    if gathered > 0.2:
        print(f'error: {binary}: 90% of its hot functions lie within the first {gathered:.0%} of .text, '
              'not its first fifth: the link order (Package.swift, --symbol-ordering-file) was not applied',
              file=sys.stderr)
        return 1
    print(f'{binary}: {share:.0%} of the project\'s hot functions found ({len(offsets)} of {len(names)} in all), '
          f'90% of them in the first {gathered:.0%} of .text')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1], sys.argv[2]))
