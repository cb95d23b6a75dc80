import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type FieldPathByValue,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { ShortForm } from '@/components/form/short-form';
import { MODAL_DEFAULTS } from '@/components/modal-defaults';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import type { TemplateApi } from '../api/template-api';
import { useSaveTemplate } from '../api/use-template-mutations';
import type { TemplateEditing } from '../lib/template-editing';
import { TextField, type TextValue } from '@/components/form/text-kinds';

/** What the modal needs to know of a kind of template (template-kinds.tsx). */
export type TemplateKind<T, V extends FieldValues> = {
  /** What the modal's title names: 'commission template', 'title fee template'. */
  noun: string;
  nameLabel: string;
  /** The contract's own input schema, as a resolver. */
  resolver: Resolver<V>;
  valuesOf: (template: T | null) => DefaultValues<V>;
  api: TemplateApi<V>;
  /** The fields after the name. */
  fields: (form: UseFormReturn<V>) => ReactNode;
};

type TemplateModalProps<T, V extends FieldValues> = TemplateKind<T, V> & {
  opened: boolean;
  editing: TemplateEditing<T> | null;
  onClose: () => void;
};

/** Adds or edits a template. The form mounts on each opening, so it starts from the template. */
export function TemplateModal<T extends { id: number }, V extends FieldValues & { name: string }>({
  opened,
  editing,
  onClose,
  noun,
  ...kind
}: TemplateModalProps<T, V>) {
  return (
    <Modal
      {...MODAL_DEFAULTS}
      opened={opened}
      onClose={onClose}
      title={`${editing?.mode === 'edit' ? 'Edit' : 'New'} ${noun}`}
    >
      {editing && (
        <TemplateForm {...kind} template={editing.mode === 'edit' ? editing.template : null} onDone={onClose} />
      )}
    </Modal>
  );
}

type TemplateFormProps<T, V extends FieldValues> = Omit<TemplateKind<T, V>, 'noun'> & {
  template: T | null;
  onDone: () => void;
};

/** A template's name and fields, validated by the contract's own schema; Cancel and save close the modal. */
function TemplateForm<T extends { id: number }, V extends FieldValues & { name: string }>({
  template,
  onDone,
  nameLabel,
  resolver,
  valuesOf,
  api,
  fields,
}: TemplateFormProps<T, V>) {
  const form = useForm<V>({ resolver, defaultValues: valuesOf(template) });
  const save = useSaveTemplate(api, template?.id ?? null);
  const onSubmit = form.handleSubmit((body) =>
    save.mutate(body, { onSuccess: onDone, onError: (error: unknown) => applyServerFieldErrors(error, form) }),
  );

  return (
    <ShortForm
      onSubmit={onSubmit}
      save={save}
      submitLabel={template ? 'Save template' : 'Add template'}
      onCancel={onDone}
    >
      <TextField control={form.control} name={'name' as FieldPathByValue<V, TextValue>} label={nameLabel} required />
      {fields(form)}
    </ShortForm>
  );
}
