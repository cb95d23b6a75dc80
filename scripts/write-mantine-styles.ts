// Writes src/app/mantine-styles.ts: the Mantine style sheets the app's components need.
import { writeFileSync } from 'node:fs';
import { componentSheetsNeeded, renderStylesModule, STYLES_MODULE } from './mantine/mantine-styles';

const sheets = componentSheetsNeeded('src');
writeFileSync(STYLES_MODULE, renderStylesModule(sheets));
console.log(`${STYLES_MODULE}: ${sheets.length} component sheets (${sheets.join(', ')})`);
