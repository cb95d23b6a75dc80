import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Every address is built by src/config/paths.ts. The lint (eslint.config.js, 'offerdesk/paths')
// rejects a listing path written by hand anywhere else in src/; these tests prove it bites.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const HAND_BUILT = "Build a listing's address with paths.listing";

describe('hand-built listing paths (eslint.config.js)', { timeout: 60_000 }, () => {
  const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.js'), ignore: false });
  const handBuilt = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
    return (result?.messages ?? []).filter(
      (message) => message.ruleId === 'no-restricted-syntax' && message.message.includes(HAND_BUILT),
    );
  };

  it('rejects a string literal, in code and in a JSX attribute', async () => {
    const messages = await handBuilt(
      'src/features/offers/bad.tsx',
      [
        "export const compare = '/listings/s/hot-listing/offers/compare';",
        'export const Back = () => <a href="/listings/s/hot-listing">Back</a>;',
        '',
      ].join('\n'),
    );
    expect(messages.map((message) => message.line)).toEqual([1, 2]);
  });

  it('rejects a template literal, and a relative route pattern', async () => {
    const messages = await handBuilt(
      'src/app/routes/bad.ts',
      [
        'export const offer = (id: string, offerId: number) => `/listings/s/${id}/offers/${offerId}`;',
        "export const pattern = 'listings/s/:listingId';",
        '',
      ].join('\n'),
    );
    expect(messages.map((message) => message.line)).toEqual([1, 2]);
  });

  it('allows the patterns in src/config/paths.ts, and other addresses anywhere', async () => {
    expect(await handBuilt('src/config/paths.ts', "export const root = '/listings/s/:listingId';\n")).toEqual([]);
    expect(
      await handBuilt('src/features/listings/good.ts', "export const views = ['/listings', '/listings/selling'];\n"),
    ).toEqual([]);
  });

  it('still rejects raw HTML where it applies', async () => {
    const [result] = await eslint.lintText(
      'export const Html = ({ html }: { html: string }) => <div dangerouslySetInnerHTML={{ __html: html }} />;\n',
      { filePath: path.join(ROOT, 'src/features/offers/bad.tsx') },
    );
    expect(result?.messages).toContainEqual(
      expect.objectContaining({
        ruleId: 'no-restricted-syntax',
        message: expect.stringContaining('Do not inject raw HTML'),
      }),
    );
  });
});
