/**
 * Reads until `done` accepts the value, for work done off the request path (a queue, the stream):
 * resolves with that value, or fails naming the last one after `timeoutMs`.
 */
export const eventually = async <T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 10_000,
  intervalMs = 50,
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
};
