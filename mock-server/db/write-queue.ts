/**
 * Writes run one at a time, in the order they were asked for, and a seed or
 * restore runs as one turn: no request sees a half-loaded database, and two
 * requests that both read a row and write it back cannot lose a change, as
 * long as they use the updater form (`table.update(id, (row) => patch)`),
 * which reads the row inside its turn. Reads never wait.
 */
export class WriteQueue {
  #tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T> | T): Promise<T> {
    const result = this.#tail.then(task);
    this.#tail = result.catch(() => undefined);
    return result;
  }

  /** Resolves once every write asked for so far has finished. */
  async idle(): Promise<void> {
    await this.#tail;
  }
}
