import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// A form field is wired one way, by the form kit in src/components/form/. The lint
// (eslint.config.js, 'offerdesk/form-wiring' and 'offerdesk/paths') rejects a Controller,
// useController or register anywhere else in src/; these tests prove it bites.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const ONE_WIRING = 'Bind a field with a kind of the form kit';

describe('one way to wire a form field (eslint.config.js)', { timeout: 60_000 }, () => {
  const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.js'), ignore: false });
  const handWired = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
    return (result?.messages ?? [])
      .filter((message) => message.message.includes(ONE_WIRING))
      .map((message) => ({ line: message.line, rule: message.ruleId }));
  };

  it("rejects react-hook-form's Controller and useController in a feature", async () => {
    const messages = await handWired(
      'src/features/offers/bad.tsx',
      [
        "import { Controller } from 'react-hook-form';",
        "import { useController, useWatch } from 'react-hook-form';",
        'export const parts = [Controller, useController, useWatch];',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([
      { line: 1, rule: 'no-restricted-imports' },
      { line: 2, rule: 'no-restricted-imports' },
    ]);
  });

  it('rejects register, called on the form or taken out of it', async () => {
    const messages = await handWired(
      'src/features/listings/bad.tsx',
      [
        "import { useForm } from 'react-hook-form';",
        'export const useBad = () => {',
        '  const form = useForm<{ name: string }>();',
        '  const { register } = form;',
        "  return [form.register('name'), register('name')];",
        '};',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([
      { line: 5, rule: 'no-restricted-syntax' },
      { line: 5, rule: 'no-restricted-syntax' },
    ]);
  });

  it('allows the Controller inside the form kit, and the rest of react-hook-form anywhere', async () => {
    expect(
      await handWired(
        'src/components/form/new-kind.tsx',
        "import { useController } from 'react-hook-form';\nexport const use = useController;\n",
      ),
    ).toEqual([]);
    expect(
      await handWired(
        'src/features/offers/good.tsx',
        "import { useFormContext, useWatch } from 'react-hook-form';\nexport const hooks = [useFormContext, useWatch];\n",
      ),
    ).toEqual([]);
  });
});
