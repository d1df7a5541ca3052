// `npm run build`: the web app, then the server, then the stamp of the sources they were built
// from (hashed before building, so a file changed meanwhile calls for the next build).
import { spawnSync } from 'node:child_process';
import { hashBuildInputs, root, writeBuildStamp } from './build-inputs.mjs';

const inputsHash = hashBuildInputs();
for (const workspace of ['web', 'server']) {
  const { status } = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (status !== 0) process.exit(status ?? 1);
}
writeBuildStamp(inputsHash);
