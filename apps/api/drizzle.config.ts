import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @portal/api` writes SQL migrations from src/db/schema into drizzle/.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
