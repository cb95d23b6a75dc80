import { describe, expect, it } from 'vitest';
import { linesOf, repositoryLint } from './support/lint';

// A form field is wired one way, by the form kit in src/components/form/. The lint
// (eslint.config.js, 'offerdesk/form-wiring' and 'offerdesk/paths') rejects a Controller,
// useController or register anywhere else in src/; these tests prove it bites.

const ONE_WIRING = 'Bind a field with a kind of the form kit';

describe('one way to wire a form field (eslint.config.js)', { timeout: 60_000 }, () => {
  const { lint } = repositoryLint();
  const handWired = async (filePath: string, code: string) =>
    (await lint(filePath, code))
      .filter((message) => message.message.includes(ONE_WIRING))
      .map((message) => ({ line: message.line, rule: message.ruleId }));

  const rejected = [
    {
      name: "rejects react-hook-form's Controller and useController in a feature",
      file: 'src/features/offers/bad.tsx',
      code: linesOf(
        "import { Controller } from 'react-hook-form';",
        "import { useController, useWatch } from 'react-hook-form';",
        'export const parts = [Controller, useController, useWatch];',
      ),
      rule: 'no-restricted-imports',
      lines: [1, 2],
    },
    {
      name: 'rejects register, called on the form or taken out of it',
      file: 'src/features/listings/bad.tsx',
      code: linesOf(
        "import { useForm } from 'react-hook-form';",
        'export const useBad = () => {',
        '  const form = useForm<{ name: string }>();',
        '  const { register } = form;',
        "  return [form.register('name'), register('name')];",
        '};',
      ),
      rule: 'no-restricted-syntax',
      lines: [5, 5],
    },
  ];
  for (const { name, file, code, rule, lines } of rejected)
    it(name, async () => {
      expect(await handWired(file, code)).toEqual(lines.map((line) => ({ line, rule })));
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
