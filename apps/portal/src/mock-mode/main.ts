// The entry of the mock mode (`npm run dev:mocks`): index.html loads this instead of ../main.tsx
// only there (mockMode() in vite.config.ts). The worker must answer before the app's first
// request, so the app is imported only after it has started.
import { startMockMode } from './start';

await startMockMode();
await import('../main');
