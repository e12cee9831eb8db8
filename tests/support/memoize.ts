/**
 * Wraps an async function so that it runs once per key: every later call with the same key gets
 * the first call's promise, a rejected one included, so that tests sharing a page or a fact of
 * the machine all see the same outcome.
 * @param compute the function; its arguments are the call's
 * @param keyOf the key of a call's arguments; by default their JSON
 * @returns the wrapped function.
 */
export function memoize<Args extends unknown[], Value>(
  compute: (...args: Args) => Promise<Value>,
  keyOf: (...args: Args) => string = (...args) => JSON.stringify(args),
): (...args: Args) => Promise<Value> {
  const values = new Map<string, Promise<Value>>();
  return (...args) => {
    const key = keyOf(...args);
    let value = values.get(key);
    if (!value) {
      value = compute(...args);
      values.set(key, value);
    }
    return value;
  };
}
