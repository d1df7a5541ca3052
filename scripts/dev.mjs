// `npm run dev`: the API with reload on change (tsx watch, port 3000) and Vite's dev server
// (port 5173, proxying /api to the API). Open http://localhost:5173.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', 'server'], { stdio: 'inherit' }),
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
