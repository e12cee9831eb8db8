import {DOCUSAURUS_BIN, ROOT} from './paths';
import {freePort, startProcess} from './processes';

/** A running `docusaurus serve` of the production build. */
export type BuildServer = {
  /** Origin without a trailing slash, e.g. `http://127.0.0.1:41234`. */
  origin: string;
  close: () => Promise<void>;
};

/**
 * Serves `build/` the way `npm run serve` does, on 127.0.0.1 and a free port.
 * Resolves once the server answers; the caller must `close()` it.
 */
export async function serveBuild(): Promise<BuildServer> {
  const port = await freePort();
  const server = startProcess(
    process.execPath,
    [DOCUSAURUS_BIN, 'serve', '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    ROOT,
  );
  await server.waitForOutput(/Serving "build" directory at/, 60_000);
  return {origin: `http://127.0.0.1:${port}`, close: server.stop};
}
