/**
 * Work that no page needs to become interactive, run once the page has hydrated, in the browser's
 * idle time: prefetching the routes of the links in view
 * (src/utils/lazyRoutes.ts) and loading the progress bar (src/clientModules/progressBar.ts).
 *
 * - An idle callback alone may run between the slices of React's hydration, which is concurrent,
 *   and so add to what the page loads before it is interactive. Hydration is read from the
 *   `data-has-hydrated` attribute that Docusaurus sets on `<html>` once the app has hydrated.
 * - Docusaurus prefetches every link that scrolls into view at once: on an API page, hundreds of
 *   type links, each matched against the route table, in tasks of 200 ms and more on a phone
 *   (Lighthouse's blocking time). Queued here, the tasks run one by one while the browser has idle
 *   time left, and the rest waits for the next idle period.
 */

type Task = () => void;

const queue: Task[] = [];
let scheduled = false;
/** How many holds ({@link holdIdleTasks}) are not yet released. */
let holds = 0;
let hydrated: Promise<void> | undefined;

/** Resolves once Docusaurus has marked the document hydrated. */
function afterHydration(): Promise<void> {
  hydrated ??= new Promise<void>((resolve) => {
    const root = document.documentElement;
    if (root.dataset.hasHydrated === 'true') {
      resolve();
      return;
    }
    const observer = new MutationObserver(() => {
      if (root.dataset.hasHydrated !== 'true') return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, {attributes: true, attributeFilter: ['data-has-hydrated']});
  });
  return hydrated;
}

/** The longest run of queued tasks in one go, in ms: an idle period may last 50 ms, which
 * Lighthouse's mobile profile counts four times over (a 200 ms long task); 10 ms count
 * as 40, under the 50 ms of a long task. */
const SLICE_MS = 10;

/** Runs queued tasks while the idle period lasts, for {@link SLICE_MS} at most (a task is a few
 * milliseconds at most). */
function runQueue(deadline?: IdleDeadline): void {
  scheduled = false;
  if (holds > 0) return;
  const end = performance.now() + SLICE_MS;
  do {
    queue.shift()?.();
  } while (
    queue.length > 0 &&
    performance.now() < end &&
    (deadline === undefined || deadline.timeRemaining() > 1)
  );
  schedule();
}

function schedule(): void {
  if (scheduled || holds > 0 || queue.length === 0) return;
  scheduled = true;
  void afterHydration().then(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(runQueue, {timeout: 2000});
    else setTimeout(runQueue, 0);
  });
}

/**
 * Runs a task after hydration, in idle time, after the tasks queued before it.
 * @param task a short piece of work (it runs in one idle period, which it should not outlast)
 * @returns a promise of the task's result (a promise the task returns is followed)
 */
export function whenIdle<T>(task: () => T | Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    queue.push(() => {
      try {
        resolve(task());
      } catch (error) {
        reject(error);
      }
    });
    schedule();
  });
}

/**
 * Holds the queued tasks back, from now until the returned function is called: for work that the
 * reader waits for and that needs the network and the main thread more than prefetching does (a
 * search being typed, src/theme/SearchBar: on a phone's link, the chunks that the prefetching of
 * an API page's links asks for in the idle time between a search's requests would share the
 * link with the search's own). Tasks already run are not undone: requests they made go on.
 * @returns releases this hold (once; later calls do nothing); the queue runs again, in idle time,
 *   once no hold is left.
 */
export function holdIdleTasks(): () => void {
  holds++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds--;
    schedule();
  };
}
