import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serviceWorker } from './pwa/sw-plugin';

// In development the server runs Vite in middleware mode on port 3000, so no proxy is configured here.
// Two builds (package.json `build`): the browser's app into dist/, and the server's render of the
// public pages (src/entry-server.tsx, ADR 0015) into dist-ssr/, which the server imports. The
// latter keeps node_modules external (the server has them) but bundles @konter/core's TypeScript.
// The browser build has two inputs: the member app and landing (index.html) and the operations
// console (admin.html, src/admin, served at /admin): the console's code is in chunks of its own,
// which nothing index.html loads refers to.
export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [serviceWorker()])],
  ssr: { noExternal: ['@konter/core'] },
  build: isSsrBuild
    ? {
        outDir: resolve(import.meta.dirname, 'dist-ssr'),
        emptyOutDir: true,
        copyPublicDir: false,
        target: 'node20',
      }
    : {
        outDir: resolve(import.meta.dirname, 'dist'),
        emptyOutDir: true,
        target: 'es2022',
        // Slow networks: every screen is its own chunk (src/app/router.tsx). The framework code that
        // rarely changes gets its own long-cached chunks, so a deploy only re-downloads app code.
        chunkSizeWarningLimit: 250,
        rolldownOptions: {
          input: {
            index: resolve(import.meta.dirname, 'index.html'),
            admin: resolve(import.meta.dirname, 'admin.html'),
          },
          output: {
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
                { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 20 },
                { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 10 },
                { name: 'i18next', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 10 },
              ],
            },
          },
        },
      },
}));
