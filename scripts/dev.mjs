// `npm run dev`: the API with reload on change (tsx watch, port 3000) and Vite's dev server
// (port 5173, proxying /api to the API). Open http://localhost:5173.
import { spawn } from 'node:child_process';

// The browser is on Vite's port, so that is the address sign-in messages and links must name.
const serverEnv = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' };

const children = [
  spawn('npm', ['run', 'dev', '-w', 'server'], { stdio: 'inherit', env: serverEnv }),
  spawn('npm', ['run', 'dev', '-w', 'web'], { stdio: 'inherit' }),
];
const stopAll = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    if (code) {
      stopAll('SIGTERM');
      process.exitCode = code;
    }
  });
}
