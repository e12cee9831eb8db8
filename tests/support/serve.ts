import {DOCUSAURUS_BIN, ROOT} from './paths';
import {freePort, startProcess} from './processes';

/** A running `docusaurus serve` of the production build. */
export type BuildServer = {
  /** Origin without a trailing slash, e.g. `http://127.0.0.1:41234`. */
  origin: string;
  close: () => Promise<void>;
};

/**
 * The origin of a server of `build/` that outlives the test file, when the runner started one
 * (`npm test` does: scripts/test.sh runs this module, and each test file would otherwise spend two
 * CPU-seconds starting its own, loading the site's config).
 */
const SHARED_ORIGIN = process.env.SHARED_BUILD_ORIGIN;

/**
 * Serves `build/` the way `npm run serve` does, on 127.0.0.1 and a free port, or hands out the
 * shared server's origin ({@link SHARED_ORIGIN}), whose `close()` leaves it running.
 * Resolves once the server answers; the caller must `close()` it.
 */
export async function serveBuild(): Promise<BuildServer> {
  if (SHARED_ORIGIN) return {origin: SHARED_ORIGIN, close: async () => {}};
  const port = await freePort();
  const server = startProcess(
    process.execPath,
    [DOCUSAURUS_BIN, 'serve', '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    ROOT,
  );
  await server.waitForOutput(/Serving "build" directory at/, 60_000);
  return {origin: `http://127.0.0.1:${port}`, close: server.stop};
}

// Run as a script: serves `build/` until SIGTERM and prints its origin as the first line.
if (require.main === module) {
  void serveBuild().then((server) => {
    console.log(server.origin);
    process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
  });
}
