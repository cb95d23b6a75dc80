// Vite's build manifest (.vite/manifest.json) read as a graph of chunks: what a page loads
// first is the static-import closure of the entry plus the closure of the route's module.

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};

export type Manifest = Record<string, ManifestChunk>;

/** The manifest keys a chunk loads before it runs: itself and its static imports, transitively. */
export const staticClosure = (manifest: Manifest, roots: readonly string[]): Set<string> => {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const root of roots) visit(root);
  return seen;
};

export const entryKey = (manifest: Manifest): string => {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry in the manifest, found ${entries.length}`);
  return entries[0]!;
};

/** Files (JS and CSS) of a set of chunks. */
export const filesOf = (manifest: Manifest, keys: Iterable<string>): { js: string[]; css: string[] } => {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key]!;
    js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
  }
  return { js: [...js], css: [...css] };
};
