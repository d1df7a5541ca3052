// `npm start`: builds when the sources changed since the last build (or there is none), then
// runs the server; signals reach it, and its exit code is ours.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIsCurrent, root } from './build-inputs.mjs';

if (buildIsCurrent()) {
  console.log('start: the build is up to date with the sources (npm run build rebuilds)');
} else {
  const { status } = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'server/dist/main.js')],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
