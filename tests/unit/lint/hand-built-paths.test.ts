import { describe, expect, it } from 'vitest';
import { linesOf, repositoryLint } from './support/lint';

// Every address is built by src/config/paths.ts. The lint (eslint.config.js, 'offerdesk/paths')
// rejects a listing path written by hand anywhere else in src/; these tests prove it bites.

const HAND_BUILT = "Build a listing's address with paths.listing";

describe('hand-built listing paths (eslint.config.js)', { timeout: 60_000 }, () => {
  const { lint } = repositoryLint();
  const handBuilt = async (filePath: string, code: string) =>
    (await lint(filePath, code)).filter(
      (message) => message.ruleId === 'no-restricted-syntax' && message.message.includes(HAND_BUILT),
    );

  const rejected = [
    {
      name: 'rejects a string literal, in code and in a JSX attribute',
      file: 'src/features/offers/bad.tsx',
      code: linesOf(
        "export const compare = '/listings/s/hot-listing/offers/compare';",
        'export const Back = () => <a href="/listings/s/hot-listing">Back</a>;',
      ),
    },
    {
      name: 'rejects a template literal, and a relative route pattern',
      file: 'src/app/routes/bad.ts',
      code: linesOf(
        'export const offer = (id: string, offerId: number) => `/listings/s/${id}/offers/${offerId}`;',
        "export const pattern = 'listings/s/:listingId';",
      ),
    },
  ];
  for (const { name, file, code } of rejected)
    it(name, async () => {
      const messages = await handBuilt(file, code);
      expect(messages.map((message) => message.line)).toEqual([1, 2]);
    });

  it('allows the patterns in src/config/paths.ts, and other addresses anywhere', async () => {
    expect(await handBuilt('src/config/paths.ts', "export const root = '/listings/s/:listingId';\n")).toEqual([]);
    expect(
      await handBuilt('src/features/listings/good.ts', "export const views = ['/listings', '/listings/selling'];\n"),
    ).toEqual([]);
  });

  it('still rejects raw HTML where it applies', async () => {
    const messages = await lint(
      'src/features/offers/bad.tsx',
      'export const Html = ({ html }: { html: string }) => <div dangerouslySetInnerHTML={{ __html: html }} />;\n',
    );
    expect(messages).toContainEqual(
      expect.objectContaining({
        ruleId: 'no-restricted-syntax',
        message: expect.stringContaining('Do not inject raw HTML'),
      }),
    );
  });
});
