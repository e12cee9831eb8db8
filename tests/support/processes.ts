import {spawn, type ChildProcess} from 'node:child_process';
import net from 'node:net';

// Ports are picked below Linux's default ephemeral range (32768-60999, `ip_local_port_range`).
// A port the OS hands out for `listen(0)` lies in that range, where it also picks the local port of
// every outgoing connection: between the check here and the moment a server (a page's, started by
// Node.js in a new process) binds it, one of the suite's many browser and client connections could
// take it, and the server would fail with EADDRINUSE. Below the range only another listener can.
const FIRST_PORT = 20_000;
const LAST_PORT = 32_767;
/** Ports this process has handed out, never handed out twice. */
const handedOut = new Set<number>();

/** Whether a TCP server can listen on `port` on 127.0.0.1 right now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A TCP port that is free on 127.0.0.1 right now, picked at random between 20000 and 32767 (below
 * the OS's ephemeral ports, see above) and not handed out before by this process.
 * @returns the port number.
 * @throws when 100 picks in a row are taken.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = FIRST_PORT + Math.floor(Math.random() * (LAST_PORT - FIRST_PORT + 1));
    if (handedOut.has(port) || !(await canListen(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free port between ${FIRST_PORT} and ${LAST_PORT} after 100 picks`);
}

// eslint-disable-next-line no-control-regex
const ANSI_ESCAPE = /\x1b\[[0-9;]*m/g;

/** A child process started by {@link startProcess}, with everything it printed so far. */
export type RunningProcess = {
  child: ChildProcess;
  output: () => string;
  /** Resolves when the process has printed text matching `pattern`; rejects if it exits first. */
  waitForOutput: (pattern: RegExp, timeoutMs: number) => Promise<void>;
  /** Stops the process and its children (SIGTERM to the process group). */
  stop: () => Promise<void>;
};

/**
 * Starts a long-running command (a dev server, `docusaurus serve`) in its own process group.
 * @param command executable
 * @param args its arguments
 * @param cwd working folder
 * @param env extra environment variables
 * @param inherited the environment they are added to: this process's unless given
 */
export function startProcess(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
  inherited: NodeJS.ProcessEnv = process.env,
): RunningProcess {
  const child = spawn(command, args, {
    cwd,
    env: {...inherited, BROWSER: 'none', FORCE_COLOR: '0', ...env},
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    // Rspack colours its status line even with FORCE_COLOR=0; patterns match the plain text.
    text += chunk.toString().replace(ANSI_ESCAPE, '');
    listeners.forEach((listener) => listener());
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  return {
    child,
    output: () => text,
    waitForOutput: (pattern, timeoutMs) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`timed out after ${timeoutMs} ms waiting for ${pattern}; output:\n${text}`));
        }, timeoutMs);
        const check = () => {
          if (pattern.test(text)) {
            cleanup();
            resolve();
          }
        };
        const onExit = () => {
          cleanup();
          reject(new Error(`process exited before printing ${pattern}; output:\n${text}`));
        };
        const cleanup = () => {
          clearTimeout(timer);
          listeners.delete(check);
          child.off('exit', onExit);
        };
        listeners.add(check);
        child.once('exit', onExit);
        check();
      }),
    stop: async () => {
      if (child.exitCode === null && child.pid !== undefined) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // Already gone.
        }
        await exited;
      }
    },
  };
}

/** What a finished command printed and how it ended. */
export type CommandResult = {code: number | null; output: string};

/**
 * Runs a command to completion, collecting stdout and stderr together.
 * @returns the exit code (null when killed by a signal) and the combined output.
 */
export function runCommand(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: {...process.env, FORCE_COLOR: '0', ...env},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({code, output}));
  });
}
