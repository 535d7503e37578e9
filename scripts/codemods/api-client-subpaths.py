#!/usr/bin/env python3
"""Issue 9 item 6 for @portal/api-client, run once (kept for the record and for files that were
busy when it ran): each resource folder gets an index.ts with the exports the root barrel listed for
it, the root re-exports those barrels, and imports of resource names from '@portal/api-client' in
the other workspaces move to '@portal/api-client/<resource>'.
Usage: scripts/codemods/api-client-subpaths.py [--skip FILE ...]"""
import re, subprocess, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SRC = ROOT / 'packages/api-client/src'
skip = set(sys.argv[sys.argv.index('--skip') + 1:]) if '--skip' in sys.argv else set()

def statements(text):
    """The file split into top-level statements (an export may span lines) and other lines."""
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
folder_of = {}
if "export * from './resources/" not in index.read_text():
    by_folder, kept = {}, []
    for st in statements(index.read_text()):
        m = re.search(r"from '\./resources/([^/]+)/([^']+)'", st)
        if m:
            by_folder.setdefault(m.group(1), []).append(st.replace(f"./resources/{m.group(1)}/", './'))
        else:
            kept.append(st)
    for folder, sts in by_folder.items():
        (SRC / 'resources' / folder / 'index.ts').write_text(
            f"// @portal/api-client/{folder}: the {folder} resource's reads, writes and types.\n"
            + '\n'.join(sts) + '\n')
    text = '\n'.join(kept).rstrip('\n')
    # The section comments of the resource groups go with their exports.
    head, _, _ = text.partition('\n// --- resources:')
    text = head
    text += ('\n\n// --- resources: one folder per API resource, also its own entry point\n'
             "// (@portal/api-client/<resource>); re-exported here for tools that import the root.\n"
             + ''.join(f"export * from './resources/{f}/index';\n" for f in sorted(by_folder)))
    index.write_text(text)

for barrel in sorted((SRC / 'resources').glob('*/index.ts')):
    for st in statements(barrel.read_text()):
        for n in names_of(st):
            folder_of[n] = barrel.parent.name

files = subprocess.run(['git', 'ls-files', 'packages/ui/src', 'apps'], cwd=ROOT, capture_output=True,
                       text=True, check=True).stdout.split()
IMPORT = re.compile(r"import (type )?\{([^}]*)\} from '@portal/api-client';")
for rel in files:
    if not rel.endswith(('.ts', '.tsx')) or rel in skip:
        continue
    path = ROOT / rel
    text = path.read_text()
    def split(m):
        whole_type = m.group(1) or ''
        groups = {}
        for raw in (n.strip() for n in m.group(2).split(',')):
            if not raw:
                continue
            name = raw.replace('type ', '')
            groups.setdefault(folder_of.get(name), []).append(raw)
        out = []
        for folder in sorted(groups, key=lambda f: (f is not None, f or '')):
            spec = '@portal/api-client' + (f'/{folder}' if folder else '')
            out.append(f"import {whole_type}{{ {', '.join(groups[folder])} }} from '{spec}';")
        return '\n'.join(out)
    new = IMPORT.sub(split, text)
    if new != text:
        path.write_text(new)
        print(rel)
