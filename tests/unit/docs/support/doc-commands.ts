import { readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../../../..');

/**
 * The command lines of the first `sh` block under `heading` in a doc, comments and blank lines
 * left out; a line that ends in `\` goes on on the next, as in a shell.
 */
export const shCommandsUnder = (doc: string, heading: string): string[] => {
  const markdown = readFileSync(path.join(ROOT, doc), 'utf8');
  const section = markdown.slice(markdown.indexOf(heading));
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  return block
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
};
