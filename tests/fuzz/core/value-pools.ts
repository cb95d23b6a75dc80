/*
 * Values the API has answered, by the field name they came under (`id`,
 * `listingId`, `slug`, `email`, `offerToken`...): a field of the same name
 * in a later request is offered them, as a stateful fuzzer links operations
 * through the data they share. An object's `id` is also kept under its
 * holder's name (`listing.id` as `listingId`, `documents[].id` as
 * `documentId`, the items a path lists: `/offers` as `offerId`). A field
 * named like an id with no values of its own falls back to every `id` seen.
 */

const MAX_PER_NAME = 40;

const isIdName = (name: string): boolean => /(^id|Id|Ids|ids)$/.test(name);

const singular = (name: string): string => name.replace(/ies$/, 'y').replace(/s$/, '');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export class ValuePools {
  private readonly byName = new Map<string, unknown[]>();

  add(name: string, value: unknown): void {
    const values = this.byName.get(name) ?? [];
    if (values.length < MAX_PER_NAME && !values.includes(value)) values.push(value);
    this.byName.set(name, values);
  }

  /** Records the scalar values of an answer's body, at any depth; `holder` names what the body itself is. */
  harvest(value: unknown, holder?: string, name?: string): void {
    if (Array.isArray(value)) {
      for (const item of value) this.harvest(item, holder, name);
      return;
    }
    if (isRecord(value)) {
      if (holder !== undefined && (typeof value.id === 'number' || typeof value.id === 'string'))
        this.add(`${singular(holder)}Id`, value.id);
      for (const [key, item] of Object.entries(value))
        this.harvest(item, key === 'data' || key === 'body' ? holder : key, key);
      return;
    }
    if (name !== undefined && (typeof value === 'string' || typeof value === 'number')) this.add(name, value);
  }

  /** Whether values were seen under this name or its singular itself. */
  has(name: string): boolean {
    return this.byName.has(name) || this.byName.has(singular(name));
  }

  /** The values seen under this name or its singular (offerIds: offerId); for an id's name with none, every id. */
  valuesFor(name: string): unknown[] {
    const own = [...new Set([name, singular(name)].flatMap((candidate) => this.byName.get(candidate) ?? []))];
    return own.length > 0 || !isIdName(name) ? own : (this.byName.get('id') ?? []);
  }
}
