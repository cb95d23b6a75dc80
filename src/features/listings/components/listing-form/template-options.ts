/** A template list as select options: the id as text, the name as label. */
export const templateOptions = (templates: readonly { id: number; name: string }[] | undefined) =>
  (templates ?? []).map((template) => ({ value: String(template.id), label: template.name }));
