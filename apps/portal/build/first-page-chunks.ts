import { resolve } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

/**
 * Whether this config is loaded for the first pass (which loads the same config file): it splits
 * by default, writes nothing and runs no second pass of its own.
 */
export const isFirstPass = () => process.env.PORTAL_FIRST_PASS === '1';

/**
 * Each area's first page (its layout and dashboard, as scripts/budget.mjs counts them) in a few
 * files instead of about 45.
 *
 * Rolldown's default splitting makes one chunk per set of lazy pages that share a module, and
 * with some 30 lazy pages most of those are 1–3 KB: the teacher's dashboard fetched 45 files
 * beyond the entry. Over HTTP/1.1 a browser fetches six at a time, so on a phone's round trip
 * those waves of small requests, not the bytes, held the first paint back, and evaluating each
 * file took its own slice of the main thread.
 *
 * So the build runs twice. A first pass, in memory, splits as by default; from its chunks (which
 * hold only the code tree-shaking kept, unlike the import graph, where a package's index imports
 * all of it) this plugin learns which modules each area's first page loads beyond the entry. The
 * real build puts those modules in one chunk per set of areas whose first page needs them
 * ('first-teacher', 'first-customer-staff-teacher', …). A first page so downloads exactly the
 * code it did before, in its area's chunks and their shared ones. Other pages keep the default
 * splitting and load a first-page chunk when they use something in it (already cached for a user
 * who came through the dashboard). Code the entry's own lazy chunks use (the toasts, the sign-in
 * schemas) stays theirs, so /login's later fetches do not grow.
 *
 * `startStages` (the modules src/main.tsx imports one after the other once the entry has run) are
 * placed first, one chunk each (`placeStartStages`); with the entry, they are what /login loads.
 * `idleParts` (group → lazy modules) are grouped as the first pages are, after them: what a page
 * loads once it is shown and the browser is idle (`placeIdleParts`).
 */
export function firstPageChunks(
  areas: readonly string[],
  {
    startStages = [],
    idleParts = {},
  }: {
    startStages?: readonly string[];
    idleParts?: Readonly<Record<string, readonly string[]>>;
  } = {},
): {
  plugin: Plugin;
  chunkName: (moduleId: string, ctx: Rolldown.ChunkingContext) => string | null;
} {
  const chunkOf = new Map<string, string>();
  const firstPass = isFirstPass();
  return {
    plugin: {
      name: 'portal-first-page-chunks',
      apply: (_config, env) => env.command === 'build' && !firstPass,
      async config(config, env) {
        process.env.PORTAL_FIRST_PASS = '1';
        let output: Awaited<ReturnType<typeof build>>;
        try {
          output = await build({
            root: config.root,
            mode: env.mode,
            logLevel: 'warn',
            build: { write: false, manifest: false },
          });
        } finally {
          delete process.env.PORTAL_FIRST_PASS;
        }
        const chunks = (Array.isArray(output) ? output : [output])
          .flatMap((o) => ('output' in o ? o.output : []))
          .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
        const graph = chunkGraph(chunks, startStages);
        for (const [id, name] of placeStartStages(graph, startStages)) chunkOf.set(id, name);
        for (const [id, name] of placeFirstPages(graph, areas, config.root ?? process.cwd()))
          chunkOf.set(id, name);
        for (const [id, name] of placeIdleParts(graph, idleParts, chunkOf)) chunkOf.set(id, name);
        if (chunkOf.size === 0) throw new Error('first-page-chunks: no first-page module found');
      },
    },
    chunkName: (moduleId) => (firstPass ? null : (chunkOf.get(moduleId) ?? null)),
  };
}

/**
 * The first pass's chunks as a graph: closures by static import, the entry's files (the entry's
 * own and its start stages', what /login loads).
 */
function chunkGraph(chunks: Rolldown.OutputChunk[], startStages: readonly string[]) {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (files: string[], seen = new Set<string>()) => {
    const stack = [...files];
    while (stack.length > 0) {
      const file = stack.pop()!;
      if (seen.has(file) || !byFile.has(file)) continue;
      seen.add(file);
      stack.push(...byFile.get(file)!.imports);
    }
    return seen;
  };
  const modulesOf = (files: Iterable<string>) =>
    new Set([...files].flatMap((file) => byFile.get(file)!.moduleIds));
  /** The files of the chunks whose facades are these modules. */
  const filesOf = (roots: readonly string[], what: string) => {
    const rootFiles = chunks.filter((c) => roots.includes(c.facadeModuleId ?? ''));
    if (rootFiles.length !== roots.length)
      throw new Error(`first-page-chunks: the chunks of ${what} were not found`);
    return rootFiles.map((c) => c.fileName);
  };
  const entry = chunks.filter((c) => c.isEntry).map((c) => c.fileName);
  const entryOwnFiles = closure(entry);
  const entryFiles = closure(filesOf(startStages, 'the start stages'), new Set(entryOwnFiles));
  // The entry's own lazy chunks (not an area's layout or page) and what they import.
  const entryLazy = [...entryFiles].flatMap((file) =>
    byFile.get(file)!.dynamicImports.filter((lazy) => !isAreaModule(byFile.get(lazy))),
  );
  const leftAlone = modulesOf(closure(entryLazy, new Set(entryFiles)));
  /** The files beyond the entry's that the chunks of these modules load, themselves included. */
  const filesBeyondEntry = (roots: readonly string[], what: string) =>
    [...closure(filesOf(roots, what))].filter((file) => !entryFiles.has(file));
  return { closure, entryOwnFiles, filesOf, modulesOf, leftAlone, filesBeyondEntry };
}

type ChunkGraph = ReturnType<typeof chunkGraph>;

/** Names each module by the sorted set of groups that need it: `${prefix}-${groups}`. */
const chunkNames = (groupsOf: Map<string, string[]>, prefix: string) =>
  new Map([...groupsOf].map(([id, names]) => [id, `${prefix}-${names.sort().join('-')}`]));

/**
 * The start stages (src/main.tsx imports them one after the other once the entry has run): each
 * module /login loads beyond the entry goes into the chunk of the first stage whose static imports
 * reach it, 'start-1', 'start-2', ..., so that each stage's chunk is evaluated when that stage is
 * imported, in a task of its own. A stage's chunk imports only the entry's and earlier stages'
 * chunks: what a stage's modules import, the stage reaches. Left to the default splitting, the
 * code the stages share with lazy pages would come in many small chunks, as the first pages' did.
 */
function placeStartStages(graph: ChunkGraph, startStages: readonly string[]) {
  // The entry's own modules stay the entry's ('$initial' in vite.config.ts).
  const entryOwn = graph.modulesOf(graph.entryOwnFiles);
  const stageOf = new Map<string, string>();
  startStages.forEach((stage, index) => {
    for (const id of graph.modulesOf(graph.closure(graph.filesOf([stage], `the stage ${stage}`))))
      if (!entryOwn.has(id) && !stageOf.has(id)) stageOf.set(id, `start-${index + 1}`);
  });
  return stageOf;
}

/** The first-page chunk of each module a first page loads beyond the entry, from the first pass. */
function placeFirstPages(
  graph: ChunkGraph,
  areas: readonly string[],
  root: string,
): Map<string, string> {
  const areasOf = new Map<string, string[]>();
  for (const area of areas) {
    const roots = [`src/areas/${area}/index.tsx`, `src/areas/${area}/pages/dashboard.ts`].map(
      (path) => resolve(root, path),
    );
    for (const id of graph.modulesOf(
      graph.filesBeyondEntry(roots, `the first page of '${area}'`),
    )) {
      // The layout and the page stay the router's lazy chunks (preloadArea finds them by these).
      if (graph.leftAlone.has(id) || roots.includes(id)) continue;
      areasOf.set(id, [...(areasOf.get(id) ?? []), area]);
    }
  }
  return chunkNames(areasOf, 'first');
}

/**
 * What a page loads once it has been shown and the browser is idle (@portal/ui's DeferredMenu
 * parts and the phone drawer), by group of lazy modules that load together: left to the default
 * splitting, the menus' code came in about twenty small files. Each module they load that neither
 * the entry, its own lazy chunks nor a first page holds goes into one chunk per set of groups that
 * need it ('idle-shell', 'idle-columns-shell', …), the lazy modules themselves included: a page
 * loads only its groups' chunks, and a later page that uses a dialog or a menu loads one it has
 * most likely cached.
 */
function placeIdleParts(
  graph: ChunkGraph,
  idleParts: Readonly<Record<string, readonly string[]>>,
  placed: ReadonlyMap<string, string>,
): Map<string, string> {
  const groupsOf = new Map<string, string[]>();
  for (const [group, roots] of Object.entries(idleParts)) {
    for (const id of graph.modulesOf(graph.filesBeyondEntry(roots, `the idle part '${group}'`))) {
      if (graph.leftAlone.has(id) || placed.has(id)) continue;
      groupsOf.set(id, [...(groupsOf.get(id) ?? []), group]);
    }
  }
  return chunkNames(groupsOf, 'idle');
}

const isAreaModule = (chunk: Rolldown.OutputChunk | undefined) =>
  /\/src\/areas\//.test(chunk?.facadeModuleId ?? '');
