// Bundles the server into dist/main.js. Our own workspace code (shared/) is compiled in; every
// npm dependency stays external and is loaded from node_modules at run time.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@titletrust/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: {
    main: path.join(serverRoot, 'src/main.ts'),
    'create-admin': path.join(serverRoot, 'src/scripts/create-admin.ts'),
  },
  outdir: path.join(serverRoot, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalNpmPackages],
});
console.log('server: built dist/main.js and dist/create-admin.js');
