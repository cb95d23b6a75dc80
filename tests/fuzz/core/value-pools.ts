/*
 * Values the API has answered, by the field name they came under (`id`,
 * `listingId`, `slug`, `email`, `offerToken`...): a field of the same name
 * in a later request is offered them, as a stateful fuzzer links operations
 * through the data they share. A field named like an id (`offerId`,
 * `offerIds`) falls back to every `id` seen.
 */

const MAX_PER_NAME = 40;

const isIdName = (name: string): boolean => /(^id|Id|Ids|ids)$/.test(name);

export class ValuePools {
  private readonly byName = new Map<string, unknown[]>();

  /** Records the scalar values of an answer's body, at any depth. */
  harvest(value: unknown, name?: string): void {
    if (Array.isArray(value)) {
      for (const item of value) this.harvest(item, name);
      return;
    }
    if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) this.harvest(item, key);
      return;
    }
    if (name === undefined || !(typeof value === 'string' || typeof value === 'number')) return;
    const values = this.byName.get(name) ?? [];
    if (values.length < MAX_PER_NAME && !values.includes(value)) values.push(value);
    this.byName.set(name, values);
  }

  /** The values seen under this name, its singular (offerIds: offerId), and every id for an id's name. */
  valuesFor(name: string): unknown[] {
    const names = [name, name.replace(/s$/, '')];
    if (isIdName(name)) names.push('id');
    return [...new Set(names.flatMap((candidate) => this.byName.get(candidate) ?? []))];
  }
}
