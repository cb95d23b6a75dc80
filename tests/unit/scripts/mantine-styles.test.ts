import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { componentSheetsNeeded, renderStylesModule, STYLES_MODULE } from '../../../scripts/mantine/mantine-styles';

// The app imports Mantine's styles per component (issue 9's CSS budget). A component used
// without its sheet renders unstyled, silently; this test names the missing ones.
describe("the app's Mantine style sheets", () => {
  it('are exactly the sheets of the components the app renders (run npx tsx scripts/write-mantine-styles.ts)', () => {
    const expected = renderStylesModule(componentSheetsNeeded('src'));
    expect(readFileSync(STYLES_MODULE, 'utf8')).toBe(expected);
  });

  it('put a Button after the UnstyledButton reset it builds on, and an InlineInput after the Input', () => {
    const sheets = componentSheetsNeeded('src');
    expect(sheets.indexOf('UnstyledButton')).toBeLessThan(sheets.indexOf('Button'));
    expect(sheets.indexOf('Input')).toBeLessThan(sheets.indexOf('InlineInput'));
  });

  it('follow what a component renders: a Select alone needs the Combobox, Popover and Input sheets', () => {
    const folder = mkdtempSync(join(tmpdir(), 'offerdesk-mantine-'));
    try {
      writeFileSync(join(folder, 'form.tsx'), "import { Select, type SelectProps } from '@mantine/core';\n");
      writeFileSync(join(folder, 'types.ts'), "import type { ButtonProps } from '@mantine/core';\n");
      const sheets = componentSheetsNeeded(folder);
      expect(sheets).toEqual(expect.arrayContaining(['Combobox', 'Popover', 'Input']));
      expect(sheets).not.toContain('Button');
      // A component's sheet comes after the sheets of what it builds on.
      expect(sheets.indexOf('Input')).toBeLessThan(sheets.indexOf('Combobox'));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
