import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/health': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // `npm run bench` reads the manifest to weigh the landing page's initial JavaScript.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // contracts only declares schemas and constants; letting unused ones drop keeps zod
        // out of chunks that merely need a constant or a type.
        moduleSideEffects: (id: string) => !id.includes('/packages/contracts/'),
      },
    },
  },
});
