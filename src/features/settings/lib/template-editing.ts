/** What a template modal is for: a new template, or changing one. */
export type TemplateEditing<T> = { mode: 'create' } | { mode: 'edit'; template: T };
