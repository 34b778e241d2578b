// `npm run start:cluster`: K3 as several processes on one machine (docs/operations.md "Running several processes").
// Node's cluster module: this primary forks API_PROCESSES (default 2) `--role api` processes that share one port, the
// primary handing each new connection to the next process in turn (round-robin), and WORKER_PROCESSES (default 1)
// `--role worker` processes for the background jobs. It needs PostgreSQL (DATABASE_URL): the embedded database belongs
// to one process. REDIS_URL makes rate limits and caches agree across the processes; without it each keeps its own.
// A process that dies is started again after a growing pause; SIGINT/SIGTERM stop every process and then the primary,
// within 10 s (docs/reliability.md "Stopping": each process stops within that bound on its own, and is killed if not).
// `--build` builds first, as `npm start` does, once the settings are checked (`npm run start:cluster`); `--source` runs
// apps/api/src/server.ts through tsx instead of the built bundle (the topology test, development).
import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESTART_MIN_MS = 500;
const RESTART_MAX_MS = 30_000;
/** A process that stayed up this long is considered healthy again: its next crash restarts it after the minimum pause. */
const STABLE_MS = 60_000;
/** A process still there this long after the stop signal is killed: the bound K3 stops within (STOP_BOUND_MS). */
const STOP_TIMEOUT_MS = 10_000;

function fail(message) {
  console.error(`start-cluster: ${message}`);
  process.exit(1);
}

function count(name, fallback, min) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > 64)
    fail(`${name} must be an integer from ${min} to 64 (got "${raw}")`);
  return Number(raw);
}

let source = false;
let build = false;
try {
  ({
    values: { source, build },
  } = parseArgs({
    options: { source: { type: 'boolean', default: false }, build: { type: 'boolean', default: false } },
    strict: true,
  }));
} catch (error) {
  fail(error.message.split('\n')[0]);
}
if (!process.env.DATABASE_URL)
  fail('DATABASE_URL must be set to a PostgreSQL URL: the embedded database can only be opened by one process');
const apiCount = count('API_PROCESSES', 2, 1);
const workerCount = count('WORKER_PROCESSES', 1, 0);
if (!process.env.REDIS_URL)
  console.warn('start-cluster: REDIS_URL is not set: rate limits and caches are kept per process, not shared');
if (build && !source) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// Round-robin in the primary on every platform (Windows defaults to letting the OS pick, which favours one process).
cluster.schedulingPolicy = cluster.SCHED_RR;

/**
 * Each process is a slot (`api-1`, `worker-1`…) that keeps its name across restarts. The instance id a process
 * announces in the `K3-Instance` header is only given when the operator opted in with K3_INSTANCE_ID.
 */
const slots = [
  ...Array.from({ length: apiCount }, (_, i) => ({ name: `api-${i + 1}`, role: 'api' })),
  ...Array.from({ length: workerCount }, (_, i) => ({ name: `worker-${i + 1}`, role: 'worker' })),
].map((slot) => ({ ...slot, worker: null, startedAt: 0, crashes: 0, timer: null, hasListened: false }));

let stopping = false;
let exitCode = 0;
let haveOthersStarted = false;
/** Set once every API process has listened: from then on a process that dies is started again. */
let isUp = false;

function start(slot) {
  slot.timer = null;
  cluster.setupPrimary({
    exec: source ? 'apps/api/src/server.ts' : 'apps/api/dist/server.js',
    execArgv: source ? [...process.execArgv, '--import', 'tsx'] : process.execArgv,
    args: ['--role', slot.role],
    cwd: ROOT,
  });
  const base = process.env.K3_INSTANCE_ID;
  const worker = cluster.fork(base ? { K3_INSTANCE_ID: `${base}-${slot.name}` } : {});
  slot.worker = worker;
  slot.startedAt = Date.now();
  console.log(`start-cluster: ${slot.name} started (pid ${worker.process.pid})`);
  worker.on('listening', (where) => onListening(slot, where));
  worker.on('exit', (code, signal) => onExit(slot, code, signal));
}

const plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;

function onListening(slot, where) {
  if (isUp) console.log(`start-cluster: ${slot.name} listening again`);
  slot.hasListened = true;
  // The first API process applies the migrations and loads the reference dataset alone; the others start once it
  // listens, so no two processes migrate the same database at once.
  if (!haveOthersStarted) {
    haveOthersStarted = true;
    for (const other of slots.slice(1)) start(other);
  }
  if (!isUp && slots.every((other) => other.role !== 'api' || other.hasListened)) {
    isUp = true;
    const host = where.address && where.address !== '::' ? where.address : '127.0.0.1';
    console.log(
      `start-cluster: K3 listening on http://${host}:${where.port} (${plural(apiCount, 'API process', 'API processes')}, ${plural(workerCount, 'worker', 'workers')})`,
    );
  }
}

function onExit(slot, code, signal) {
  slot.worker = null;
  const how = signal ? `signal ${signal}` : `code ${code}`;
  if (stopping) {
    if (slots.every((other) => other.worker === null)) {
      console.log('start-cluster: every process has stopped');
      process.exit(exitCode);
    }
    return;
  }
  // A process that fails before the cluster was ever up (a bad setting, an unreachable database) would fail again.
  if (!isUp) {
    console.error(`start-cluster: ${slot.name} exited (${how}) before K3 was up: stopping`);
    stop('SIGTERM', code || 1);
    return;
  }
  const upMs = Date.now() - slot.startedAt;
  slot.crashes = upMs >= STABLE_MS ? 1 : slot.crashes + 1;
  const delay = Math.min(RESTART_MAX_MS, RESTART_MIN_MS * 2 ** (slot.crashes - 1));
  console.error(`start-cluster: ${slot.name} exited (${how}); starting it again in ${delay} ms`);
  slot.timer = setTimeout(() => start(slot), delay);
}

function stop(signal, code = 0) {
  exitCode ||= code;
  if (stopping) {
    // A second signal: the user does not want to wait for a graceful shutdown.
    for (const slot of slots) slot.worker?.process.kill('SIGKILL');
    return;
  }
  stopping = true;
  console.log(`start-cluster: ${signal}: stopping every process`);
  for (const slot of slots) if (slot.timer) clearTimeout(slot.timer);
  const running = slots.filter((slot) => slot.worker !== null);
  if (running.length === 0) process.exit(exitCode);
  // SIGTERM whatever the signal: on Ctrl-C the terminal already sent SIGINT to every process of the group, and a
  // process that has handled one SIGINT must not receive a second one.
  for (const slot of running) slot.worker.process.kill('SIGTERM');
  setTimeout(() => {
    console.error(`start-cluster: processes still running after ${STOP_TIMEOUT_MS / 1000} s: killing them`);
    for (const slot of slots) slot.worker?.process.kill('SIGKILL');
  }, STOP_TIMEOUT_MS).unref();
}

process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

start(slots[0]);
