#!/usr/bin/env python3
"""Issue 9 item 6 for @portal/domain, run once (kept for the record and for files that were busy
when it ran): each rule folder (and the single-file modules duration, ordering, paging) becomes an
entry point, @portal/domain/<part>; the root barrel re-exports them; imports of '@portal/domain' in
the other workspaces move to the part each name comes from. Files changed in the working tree are
left alone (run it again once they are committed)."""
import re, subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SRC = ROOT / 'packages/domain/src'
FILE_MODULES = {'duration', 'ordering', 'paging'}

def statements(text):
    out, buf = [], []
    for line in text.split('\n'):
        if buf or line.startswith('export'):
            buf.append(line)
            if line.rstrip().endswith(';'):
                out.append('\n'.join(buf)); buf = []
        else:
            out.append(line)
    return out

def names_of(statement):
    m = re.search(r'\{([^}]*)\}', statement)
    return [n.strip().replace('type ', '') for n in m.group(1).split(',') if n.strip()] if m else []

index = SRC / 'index.ts'
if "export * from './" not in index.read_text():
    # Every statement of the old root was an export from a part; the single-file parts are
    # re-exported whole below.
    by_part = {}
    for st in statements(index.read_text()):
        m = re.search(r"from '\./([^/']+)(/[^']*)?'", st)
        if m and m.group(1) not in FILE_MODULES:
            by_part.setdefault(m.group(1), []).append(st.replace(f"'./{m.group(1)}/", "'./"))
    for part, sts in by_part.items():
        (SRC / part / 'index.ts').write_text(
            f"// @portal/domain/{part}: its rules, exported by name.\n" + '\n'.join(sts) + '\n')
    index.write_text(
        "// Public API of @portal/domain. Each part is also its own entry point, @portal/domain/<part>\n"
        "// (a folder's index.ts, or duration, ordering, paging); the workspaces import by part, and\n"
        "// this root re-exports every part for tools that import the root.\n"
        + ''.join(f"export * from './{p}/index';\n" for p in sorted(by_part))
        + ''.join(f"export * from './{p}';\n" for p in sorted(FILE_MODULES)))

part_of = {}
for barrel in sorted(SRC.glob('*/index.ts')):
    for st in statements(barrel.read_text()):
        for n in names_of(st):
            part_of[n] = barrel.parent.name
for module in FILE_MODULES:
    for m in re.finditer(r'export (?:const|function|type|interface|class) ([A-Za-z_]\w*)',
                         (SRC / f'{module}.ts').read_text()):
        part_of[m.group(1)] = module

changed = set(subprocess.run(['git', 'diff', '--name-only', 'HEAD'], cwd=ROOT, capture_output=True,
                             text=True, check=True).stdout.split())
files = subprocess.run(['git', 'ls-files', 'apps', 'packages/api-client/src', 'packages/ui/src'],
                       cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
IMPORT = re.compile(r"import (type )?\{([^}]*)\} from '@portal/domain';")
for rel in files:
    if not rel.endswith(('.ts', '.tsx')) or rel in changed:
        if rel in changed and rel.endswith(('.ts', '.tsx')):
            print('busy, left alone:', rel)
        continue
    path = ROOT / rel
    text = path.read_text()
    def split(m):
        whole_type = m.group(1) or ''
        groups = {}
        for raw in (n.strip() for n in m.group(2).split(',')):
            if raw:
                groups.setdefault(part_of.get(raw.replace('type ', '')), []).append(raw)
        return '\n'.join(
            f"import {whole_type}{{ {', '.join(groups[p])} }} from '@portal/domain{'/' + p if p else ''}';"
            for p in sorted(groups, key=lambda p: (p is not None, p or '')))
    new = IMPORT.sub(split, text)
    if new != text:
        path.write_text(new)
        print(rel)
