"""Writes the link order of the tools' hot code (scripts/linking/hot-symbols.txt).

usage: order.py OUT (MAP BINARY_NAME CALLGRIND_OUT...)...   groups separated by "--"

Each group is one binary: LLD's link map of it (-Map) and callgrind runs of it (--demangle=no
--compress-strings=no). The list names the functions those runs executed in that binary, in the
order they were first met, each by a name defined once in the code, so that LLD's
--symbol-ordering-file moves that function's section and no other: a function compiled into a
section of its own first, then the few objects compiled into one whole `.text` (the Swift standard
library's core, for one), those with the most executed functions for their size first. A name
defined in several sections of which one is a whole `.text` is left out: it would pull that whole
object in. Linear in the maps and the profiles.
"""
import collections
import re
import sys

LINE = re.compile(r'^\s*([0-9a-f]+)\s+([0-9a-f]+)\s+([0-9a-f]+)\s+(\d+)( +)(.*)$')


def read_map(path):
    """The `.text` input sections of a link map: {symbol: [section, ...]} and {section: size}."""
    defined = collections.defaultdict(list)
    sizes = {}
    in_text = False
    section = None
    for line in open(path, errors='replace'):
        match = LINE.match(line.rstrip('\n'))
        if not match:
            continue
        indent, name = len(match.group(5)), match.group(6)
        if indent == 1:  # an output section
            in_text, section = name == '.text', None
        elif not in_text:
            continue
        elif indent <= 9:  # an input section
            section = name
            sizes[section] = int(match.group(3), 16)
        elif section:  # a symbol
            defined[name].append(section)
    return defined, sizes


def executed(paths, binary):
    """The functions of `binary` the callgrind runs executed, in the order first met."""
    names = {}
    for path in paths:
        current = callee_object = None
        for line in open(path, errors='replace'):
            if line.startswith('ob='):
                current = line[3:].rstrip('\n')
            elif line.startswith('cob='):
                callee_object = line[4:].rstrip('\n')
            elif line.startswith('fn=') or line.startswith('cfn='):
                is_call = line.startswith('cfn=')
                owner = callee_object if is_call and callee_object else current
                if not is_call:
                    callee_object = None
                name = re.sub(r"'\d+$", '', line.split('=', 1)[1].rstrip('\n'))
                if owner and owner.endswith('/' + binary):
                    names.setdefault(name, None)
            elif line.startswith('calls='):
                callee_object = None
    return list(names)


def main(arguments):
    out, rest = arguments[0], arguments[1:]
    groups, group = [], []
    for argument in rest + ['--']:
        if argument == '--':
            if group:
                groups.append(group)
            group = []
        else:
            group.append(argument)
    separate, whole = [], []
    density = collections.Counter()
    sizes = {}
    for map_path, binary, *profiles in groups:
        defined, section_sizes = read_map(map_path)
        sizes.update(section_sizes)
        for name in executed(profiles, binary):
            sections = defined.get(name)
            if not sections:
                continue
            if not any(s.endswith(':(.text)') for s in sections):
                separate.append(name)
            elif len(sections) == 1:
                whole.append((name, sections[0]))
                density[sections[0]] += 1
    whole.sort(key=lambda entry: -density[entry[1]] / max(sizes[entry[1]], 1))
    separate = list(dict.fromkeys(separate))
    order = list(dict.fromkeys(separate + [name for name, _ in whole]))
    if len(order) < 1000:
        sys.exit(f'error: only {len(order)} executed functions were matched in the link maps '
                 '(expected thousands): is each map from an LLD link with --no-demangle?')
    with open(out, 'w') as file:
        file.write('\n'.join(order) + '\n')
    print(f'{out}: {len(order)} functions ({len(separate)} in sections of their own)')


if __name__ == '__main__':
    main(sys.argv[1:])
