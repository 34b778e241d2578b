// `npm run dev`: the API (tsx watch, port 8080) and the Vite dev server (which proxies /api to it), both reloading.
// Ctrl-C stops both.
import { spawn, spawnSync } from 'node:child_process';

const built = spawnSync('npm', ['run', 'data:build'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const children = [
  spawn('npm', ['run', 'dev', '-w', '@k3/api'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@k3/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
