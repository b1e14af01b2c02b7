import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = process.env.PARTDESK_BACKEND ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  base: './',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/measure-bundle.mjs reads the manifest to sum the initial JS of /login and of the shell.
    manifest: true,
    chunkSizeWarningLimit: 800,
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/merchant': backend,
      '/user': backend,
      '/common': backend,
      '/socket.io': { target: backend, ws: true },
    },
  },
});
