import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import {
  defaultClientConditions,
  defineConfig,
  type IndexHtmlTransformHook,
  type Plugin,
} from 'vite';
import { firstPageChunks, isFirstPass } from './build/first-page-chunks.ts';

// The dev server proxies /api to the API started by `npm run dev` (scripts/dev.sh sets API_PORT),
// except in the mock mode (`npm run dev:mocks`), where nothing reaches an API.
const apiPort = process.env.API_PORT ?? '3000';
const outDir = 'dist';
/** The Vite mode of `npm run dev:mocks` (`vite --mode mocks`). */
const MOCK_MODE = 'mocks';

/**
 * Writes a .br (quality 11) and a .gz (level 9) beside every compressible file of the build, so
 * the API (apps/api/src/http/static.ts) sends them by Accept-Encoding without compressing per
 * request. A variant that does not save at least 5 % is not written.
 */
function precompress(): Plugin {
  const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest|ico)$/;
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === '.vite' ? [] : files(path);
      return COMPRESSIBLE.test(entry.name) ? [path] : [];
    });
  return {
    name: 'portal-precompress',
    // The first pass of firstPageChunks writes nothing to compress.
    apply: (_config, env) => env.command === 'build' && !isFirstPass(),
    closeBundle() {
      for (const path of files(resolve(outDir))) {
        const source = readFileSync(path);
        if (source.length < 512) continue;
        const variants: [string, Buffer][] = [
          [
            '.br',
            brotliCompressSync(source, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: 11,
                [zlib.BROTLI_PARAM_SIZE_HINT]: statSync(path).size,
              },
            }),
          ],
          ['.gz', gzipSync(source, { level: 9 })],
        ];
        for (const [suffix, compressed] of variants) {
          if (compressed.length <= source.length * 0.95) writeFileSync(path + suffix, compressed);
        }
      }
    },
  };
}

/**
 * The area of a path, for preloading its lazy bundle from index.html (the paths of
 * `accessDecision` in @portal/domain). '/' goes to the signed-in user's home area.
 */
const AREA_PATHS: Record<string, string[]> = {
  teacher: ['/teacher'],
  staff: ['/employee', '/sales', '/economy'],
  customer: ['/customer'],
};
const AREA_OF_TYPE: Record<string, string> = {
  teacher: 'teacher',
  employee: 'staff',
  student: 'customer',
  invoice_receiver: 'customer',
};

/**
 * The reads a page's first render makes, by the page's bundle key (see `preloadArea`). With a
 * session whose access token has not expired, on the page's address without a query string,
 * index.html starts them at once rather than after the entry, the layout, the page and the query
 * hooks have run. The API client takes each answer for its first GET of the same URL with the
 * same token when it is a 2xx, anything else goes to the network as before; the page's loader puts
 * them into the query cache before its first render (`src/early-reads.ts`). Keep them equal to
 * what the page asks for first (the URL as openapi-fetch writes it): a read not asked for is
 * only wasted.
 */
const EARLY_READS: Record<string, string[]> = {
  'teacher/dashboard': [
    '/api/salary/next-payment/',
    '/api/activity/activity/overdue/',
    '/api/activity/activity/next/',
    '/api/activity/activity/?limit=10&offset=0',
  ],
};

type Bundle = NonNullable<Parameters<IndexHtmlTransformHook>[1]['bundle']>;

/** The bundle's chunks, their closures by static import, and the files /login loads. */
function bundleChunks(bundle: Bundle) {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (fileName: string, seen = new Set<string>()) => {
    const chunk = byFile.get(fileName);
    if (!chunk || seen.has(fileName)) return seen;
    seen.add(fileName);
    for (const imported of chunk.imports) closure(imported, seen);
    return seen;
  };
  /** The start stages' chunks in order ('start-1', ...; build/first-page-chunks.ts). */
  const stages = chunks
    .filter((c) => /^start-\d+$/.test(c.name))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
  /** The entry's files and its stages', each stage's after the stages before it. */
  const loginFiles = () => {
    const files = new Set<string>();
    for (const chunk of [...chunks.filter((c) => c.isEntry), ...stages])
      closure(chunk.fileName, files);
    return files;
  };
  return { chunks, closure, loginFiles };
}

/**
 * The start stages' chunks (src/main.tsx imports them one after the other once the entry runs) and
 * what they import, preloaded by index.html with the entry: all of /login's code downloads at
 * once, and each stage is evaluated when its turn comes.
 */
function preloadStartStages(): Plugin {
  return {
    name: 'portal-preload-start-stages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return;
        const { chunks, closure, loginFiles } = bundleChunks(ctx.bundle);
        // Vite itself loads the entry and preloads its static imports.
        const entry = chunks.find((c) => c.isEntry);
        const entryFiles = entry ? closure(entry.fileName) : new Set<string>();
        return [...loginFiles()]
          .filter((file) => !entryFiles.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * With a stored session on an area's page, index.html adds modulepreload links for that area's
 * layout bundle, the page's bundle and their imports at once, rather than after the entry has run
 * and the router asked for them. Without a session (every visit to /login) it adds nothing. A
 * page's bundle is src/areas/<area>/pages/<page>.ts, where <page> is the path after the area's
 * prefix with '/' as '-' ('/economy/invoice/overview' → 'invoice-overview'); '/economy/lesson/7'
 * tries 'lesson-7', then 'lesson'; the area's root and '/' take 'dashboard'. It also starts the
 * page's `EARLY_READS`.
 */
function preloadArea(): Plugin {
  return {
    name: 'portal-preload-area',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const { chunks, closure, loginFiles } = bundleChunks(bundle);
        const entryFiles = loginFiles();
        // 'teacher' → the layout's files; 'teacher/dashboard' → the page's, beyond the entry's.
        const bundleFiles: Record<string, string[]> = {};
        for (const chunk of chunks) {
          const match = chunk.facadeModuleId?.match(
            /src\/areas\/([^/]+)\/(?:index|pages\/([^/.]+))\.tsx?$/,
          );
          if (!match || !chunk.isDynamicEntry) continue;
          const key = match[2] ? `${match[1]}/${match[2]}` : match[1]!;
          bundleFiles[key] = [...closure(chunk.fileName)].filter((f) => !entryFiles.has(f));
        }
        const script = `(function(){try{var s=localStorage;if(!s.getItem('portal.refresh'))return;var p=location.pathname,t=s.getItem('portal.type'),a=p==='/'?${JSON.stringify(AREA_OF_TYPE)}[t]:null,r=[],m=${JSON.stringify(AREA_PATHS)},f=${JSON.stringify(bundleFiles)};for(var k in m)m[k].forEach(function(x){if(p===x||p.indexOf(x+'/')===0){a=k;r=p.slice(x.length).split('/').filter(Boolean)}});if(!a)return;var g=null,k=a+'/dashboard';for(var i=r.length;i>0&&!g;i--){g=f[a+'/'+r.slice(0,i).join('-')];if(g)k=a+'/'+r.slice(0,i).join('-')}var q=${JSON.stringify(EARLY_READS)}[k],h=s.getItem('portal.access');if(q&&h&&!location.search&&window.fetch&&JSON.parse(atob(h.split('.')[1].replace(/-/g,'+').replace(/_/g,'/'))).exp*1000>Date.now()){h='JWT '+h;window.__portalEarlyReads=q.map(function(u){return{url:new URL(u,location.href).href,authorization:h,response:fetch(u,{headers:{Accept:'application/json',Authorization:h}}).catch(function(){return null})}})}var n={};(f[a]||[]).concat(g||f[a+'/dashboard']||[]).forEach(function(x){if(n[x])return;n[x]=1;var l=document.createElement('link');l.rel='modulepreload';l.href='/'+x;document.head.appendChild(l)})}catch(e){}})()`;
        return {
          html,
          tags: [{ tag: 'script', children: script, injectTo: 'head' }],
        };
      },
    },
  };
}

/**
 * The Chakra theme's CSS as a style in index.html, worked out at build time. ChakraProvider
 * would otherwise insert it on its first render. That CSS is the layer order, the reset, the
 * global styles and a variable per token in light and dark, about 50 KB of text. `createSystem`
 * builds it when the entry is evaluated. That was about two thirds of the system's cost, and
 * emotion then compiled it in the first commit. Both run before the first page can paint. The text
 * is `@portal/ui/theme.css`, generated from the same system and checked by the ui package's tests.
 * The build drops the runtime copy from Chakra's `createSystem`. It fails if Chakra's code no longer
 * reads as expected, so that a Chakra upgrade cannot leave the theme in twice or out.
 */
function staticThemeCss(): Plugin {
  const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
  let dropped = false;
  return {
    name: 'portal-static-theme-css',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/.test(id))
        return;
      if (!code.includes(EAGER_GLOBAL))
        this.error(`Chakra's createSystem changed: ${EAGER_GLOBAL} not found`);
      dropped = true;
      return { code: code.replace(EAGER_GLOBAL, 'const _global = [];'), map: null };
    },
    buildEnd() {
      if (!dropped) this.error("Chakra's styled-system/system.js was not transformed");
    },
    transformIndexHtml: () => [
      {
        tag: 'style',
        attrs: { 'data-theme-css': '' },
        children: readFileSync(
          createRequire(import.meta.url).resolve('@portal/ui/theme.css'),
          'utf8',
        ),
        injectTo: 'head-prepend',
      },
    ],
  };
}

/**
 * The mock mode, `npm run dev:mocks` (`vite --mode mocks`), for developers and designers: the dev
 * server without an API. index.html loads src/mock-mode/main.ts instead of src/main.tsx; it starts
 * the MSW browser worker over the handlers of `@portal/api-client/mocks` (the ones Storybook uses),
 * then imports the app. The worker script is served from the installed msw, not copied into
 * public/. Only the dev server in that mode: no build, in any mode, contains msw or the fixtures.
 */
function mockMode(): Plugin {
  return {
    name: 'portal-mock-mode',
    apply: (_config, env) => env.command === 'serve' && env.mode === MOCK_MODE,
    transformIndexHtml: (html) => html.replace('/src/main.tsx', '/src/mock-mode/main.ts'),
    configureServer(server) {
      const workerScript = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');
      server.middlewares.use('/mockServiceWorker.js', (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.setHeader('Cache-Control', 'no-store');
        response.end(readFileSync(workerScript));
      });
      server.httpServer?.once('listening', () =>
        setTimeout(() =>
          server.config.logger.info(
            [
              '',
              '  Mockdata: no API. The browser answers every /api call from @portal/api-client/mocks',
              '  (MSW, the handlers Storybook uses); the page shows a "Mockdata" badge.',
              '  Sign in with any e-mail and password: the mock login answers the mock teacher',
              "  (makeLoginResult(); the badge and the browser's console name it).",
              '  A state for every resource that has it: ?mock=empty, ?mock=loading, ?mock=slow,',
              '  ?mock=error, ?mock=writeError, ?mock=invalid; ?mock=default goes back.',
              '',
            ].join('\n'),
          ),
        ),
      );
    },
  };
}

/**
 * The lazy modules of @portal/ui a signed-in page loads once the browser is idle, by group of
 * what loads together: the shell's DeferredMenus (the user and theme menus) on every page, the
 * tables' 'Vis kolonner' where a table is, the drawer on a phone. The build puts what they load in
 * a few 'idle-…' chunks (build/first-page-chunks.ts).
 */
const uiSource = (path: string) => resolve(import.meta.dirname, '../../packages/ui/src', path);
const IDLE_PARTS = {
  shell: ['layout/UserMenuRoot.tsx', 'theme/ColorModeMenuRoot.tsx'],
  columns: ['table/ColumnPickerRoot.tsx'],
  drawer: ['layout/ShellDrawer.tsx'],
};

/**
 * The start-up's stages after the entry (which holds React), in the order src/main.tsx imports
 * them: what /login needs beyond the entry comes in one chunk per stage ('start-1', ...), each
 * evaluated in a task of its own, and index.html preloads them with the entry
 * (`preloadStartStages`). One stage, not more: a third file for the theme split the tasks further
 * but cost Lighthouse's simulated slow 4G a connection more on /login (docs/performance.md).
 */
const START_STAGES = ['src/start/portal.tsx'].map((path) => resolve(import.meta.dirname, path));

const firstPages = firstPageChunks(Object.keys(AREA_PATHS), {
  startStages: START_STAGES,
  idleParts: Object.fromEntries(
    Object.entries(IDLE_PARTS).map(([group, paths]) => [group, paths.map(uiSource)]),
  ),
});

/**
 * React Router 7's package exports name only its development build (dist/development), whatever
 * the bundler's mode; its production build beside it differs in one flag, which turns its
 * development warnings off so that the minifier drops them. A production build takes that one.
 */
const reactRouterProduction = () => {
  const dist = join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  return [
    { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
  ];
};

export default defineConfig(({ command, mode }) => ({
  plugins: [
    firstPages.plugin,
    react(),
    staticThemeCss(),
    preloadStartStages(),
    preloadArea(),
    precompress(),
    mockMode(),
  ],
  resolve: {
    // Our workspaces are imported from their TypeScript sources: nothing needs building first.
    conditions: ['source', ...defaultClientConditions],
    alias: command === 'build' && mode === 'production' ? reactRouterProduction() : [],
  },
  build: {
    outDir,
    // The budget command (scripts/budget.mjs) follows the manifest from the entry to each area chunk.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What /login needs stays one file per start stage (the entry and START_STAGES): the
          // code they share with lazy pages would otherwise be split into small chunks that
          // /login fetches one by one.
          groups: [
            { name: 'entry', tags: ['$initial'], priority: 10 },
            // build/first-page-chunks.ts: the start stages, the first pages and the idle parts.
            // Its sets are closed under their modules' imports already (less the entry's and
            // what the entry's own lazy chunks take).
            {
              name: firstPages.chunkName,
              debugName: 'first-page',
              priority: 5,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORTAL_DEV_PORT ?? 5173),
    proxy:
      mode === MOCK_MODE
        ? undefined
        : { '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false } },
  },
}));
