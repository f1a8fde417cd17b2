import { request } from 'node:http';
import { connect } from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * One request exactly as given (no added Accept-Encoding, no normalised path), the answer read whole.
 */
export function rawRequest(
  origin: string,
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Bytes written to a fresh TCP connection; resolves with whatever came back before it closed (or `wait` ms). */
export function rawSocket(origin: string, bytes: string, wait = 1000): Promise<string> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname);
    let received = '';
    const done = () => {
      socket.destroy();
      resolve(received);
    };
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', done);
    socket.on('close', done);
    socket.setTimeout(wait, done);
    socket.write(bytes);
  });
}

/** Open file descriptors of a process, from /proc. */
export const openDescriptors = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;

/** Resident memory of a process in MB, from /proc. */
export function residentMegabytes(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return Math.round(kb / 102.4) / 10;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
