import { Faker } from '@faker-js/faker';

/*
 * Stands in for `@faker-js/faker/locale/base` in the browser build only (vite.config.ts,
 * resolve.alias). fixtures/lib/seeded-faker.ts needs faker's class and its own English name
 * lists, nothing of the base locale's data (~20 KB gzipped in the mock chunk). Importing the
 * class from the package root lets the bundler drop every locale's data; in Node that import
 * would load every locale (half a second), so Node keeps the base locale's entry.
 */
export const faker = new Faker({
  locale: [
    { metadata: { title: 'None', code: 'base', language: 'base', endonym: 'None', dir: 'ltr', script: 'Latn' } },
  ],
});
