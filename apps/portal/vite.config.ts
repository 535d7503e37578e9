import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// The dev server proxies /api to the API started by `npm run dev` (scripts/dev.sh sets API_PORT).
const apiPort = process.env.API_PORT ?? '3000';

export default defineConfig({
  plugins: [react()],
  // Our workspaces are imported from their TypeScript sources: nothing needs building first.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    // The budget command (scripts/budget.mjs) follows the manifest from the entry to each area chunk.
    manifest: true,
  },
  server: {
    port: Number(process.env.PORTAL_DEV_PORT ?? 5173),
    proxy: { '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false } },
  },
});
