import { PERSONA_KEYS, PERSONA_PASSWORD, PERSONAS } from '@fixtures/personas';
import { SCENARIO_NAMES, SCENARIOS } from '@fixtures/scenarios/index';

/*
 * docs/scenarios.md is what QA and sales read to pick a persona and a scenario. Its personas
 * table and its scenario descriptions are written from the fixtures, each between
 * `<!-- scenarios:<name>:start ... -->` and `<!-- scenarios:<name>:end -->`, by
 * `npm run docs:scenarios`; the prose around them is written by hand.
 */

export type ScenariosDocSection = 'personas' | 'scenarios';

const SOURCES: Record<ScenariosDocSection, string> = {
  personas: 'fixtures/personas.ts',
  scenarios: 'fixtures/scenarios/',
};

const scenariosDocMarkers = (name: ScenariosDocSection) => ({
  start: `<!-- scenarios:${name}:start (written by npm run docs:scenarios from ${SOURCES[name]}; edit the fixtures, not this section) -->`,
  end: `<!-- scenarios:${name}:end -->`,
});

const personasBody = (): string[] => {
  const ids = PERSONA_KEYS.map((key) => PERSONAS[key].id);
  return [
    `Every persona signs in with the password **\`${PERSONA_PASSWORD}\`** (\`PERSONA_PASSWORD\`), and`,
    `has ids ${Math.min(...ids)} to ${Math.max(...ids)} in every scenario (\`PERSONAS\`, \`fixtures/personas.ts\`).`,
    '',
    '| id | persona | e-mail | name | who they are |',
    '|---|---|---|---|---|',
    ...PERSONA_KEYS.map((key) => {
      const { id, email, fullName, description } = PERSONAS[key];
      return `| ${id} | \`${key}\` | \`${email}\` | ${fullName} | ${description} |`;
    }),
  ];
};

const scenariosBody = (): string[] =>
  SCENARIO_NAMES.flatMap((name, index) => [
    ...(index === 0 ? [] : ['']),
    `### \`${name}\``,
    '',
    SCENARIOS[name].description,
  ]);

const BODIES: Record<ScenariosDocSection, () => string[]> = { personas: personasBody, scenarios: scenariosBody };

const SCENARIOS_DOC_SECTIONS = Object.keys(BODIES) as ScenariosDocSection[];

/** A section as the fixtures give it, markers included. */
export const generatedSection = (name: ScenariosDocSection): string => {
  const { start, end } = scenariosDocMarkers(name);
  return [start, ...BODIES[name](), '', end].join('\n');
};

const sectionPattern = (name: ScenariosDocSection) =>
  new RegExp(`<!-- scenarios:${name}:start[^\\n]*-->[\\s\\S]*?<!-- scenarios:${name}:end -->`);

/** A section as the document holds it, markers included; undefined when its markers are missing. */
export const committedSection = (doc: string, name: ScenariosDocSection): string | undefined =>
  sectionPattern(name).exec(doc)?.[0];

/** The document with every section written from the fixtures. Its markers must be there already. */
export const withGeneratedSections = (doc: string): string =>
  SCENARIOS_DOC_SECTIONS.reduce((text, name) => {
    if (!committedSection(text, name)) throw new Error(`docs/scenarios.md has no ${name} section markers`);
    return text.replace(sectionPattern(name), () => generatedSection(name));
  }, doc);
