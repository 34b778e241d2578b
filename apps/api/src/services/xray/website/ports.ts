// Exposed-port check (opt-in): a plain TCP connect to a short list of ports that should not face the internet.
import net from 'node:net';
import type { PortResult } from './types';

/** FTP, SSH, Telnet, SMTP, MySQL, PostgreSQL, Redis, MongoDB. */
export const DEFAULT_EXPOSED_PORTS: readonly number[] = [21, 22, 23, 25, 3306, 5432, 6379, 27017];
export const DEFAULT_PORT_TIMEOUT_MS = 1_500;

/** open: the connection was accepted; closed: refused; filtered: no answer within the timeout (or unreachable). */
export function checkPort(address: string, port: number, timeoutMs: number): Promise<PortResult> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: address, port });
    const settle = (state: PortResult['state']) => {
      socket.destroy();
      resolve({ port, state });
    };
    socket.setTimeout(timeoutMs, () => settle('filtered'));
    socket.once('connect', () => settle('open'));
    socket.once('error', (error: NodeJS.ErrnoException) => settle(error.code === 'ECONNREFUSED' ? 'closed' : 'filtered'));
  });
}

export async function checkPorts(address: string, ports: readonly number[], timeoutMs: number): Promise<PortResult[]> {
  const valid = [...new Set(ports)].filter((port) => Number.isInteger(port) && port > 0 && port < 65_536);
  return Promise.all(valid.map((port) => checkPort(address, port, timeoutMs)));
}
