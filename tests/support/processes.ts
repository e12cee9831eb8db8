import {spawn, type ChildProcess} from 'node:child_process';
import net from 'node:net';

/**
 * Asks the OS for a TCP port that is free on 127.0.0.1 right now.
 * @returns the port number.
 */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') {
          resolve(address.port);
        } else {
          reject(new Error('no port assigned'));
        }
      });
    });
  });
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
