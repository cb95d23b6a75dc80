import { useComponentKit } from './render';

// A vitest setup file (component project), after setup.ts has given jsdom what the app needs:
// the kit's mock server and clean browser for every test of the file (render.tsx).
useComponentKit();
