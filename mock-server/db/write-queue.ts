/**
 * Writes run one at a time, in the order they were asked for. @msw/data's
 * writes are asynchronous; without this, two requests that both read a row
 * and write it back would lose one of the changes. An updater function
 * (`table.update(id, (row) => patch)`) reads the row inside its turn, so
 * read-modify-write is safe. Reads never wait.
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
