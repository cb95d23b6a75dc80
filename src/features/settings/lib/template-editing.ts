/** What a template modal is for: a new template, or changing one. */
export type TemplateEditing<T> = { mode: 'create' } | { mode: 'edit'; template: T };

type SaveOptions = { onSuccess: () => void; onError: (error: unknown) => void };

/** Saving a template: POST for a new one, PATCH for the one being edited, as one call. */
export type TemplateSave<V> = {
  save: (body: V, options: SaveOptions) => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
};
