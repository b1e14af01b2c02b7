import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/**/*.table.ts',
  out: './apps/server/src/db/migrations',
  casing: 'snake_case',
});
