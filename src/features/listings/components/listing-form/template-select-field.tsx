import { useFormContext } from 'react-hook-form';
import type { ListingFormValues } from '../../lib/listing-form/listing-form-schema';
import { templateOptions } from './template-options';
import { SelectField } from '@/components/form/choice-kinds';

type TemplatesRead = { data?: readonly { id: number; name: string }[]; isError: boolean };

/** One of the account's templates, or none; its placeholder says so when the templates could not be read. */
export function TemplateSelectField({
  name,
  label,
  templates,
  noneLabel,
}: {
  name: 'agentCommissionId' | 'titleFeeTemplateId';
  label: string;
  templates: TemplatesRead;
  /** The placeholder while none is chosen: 'No commission'. */
  noneLabel: string;
}) {
  const { control } = useFormContext<ListingFormValues>();
  return (
    <SelectField
      control={control}
      name={name}
      label={label}
      placeholder={templates.isError ? 'The templates could not be loaded' : noneLabel}
      data={templateOptions(templates.data)}
      clearable
      nothingFoundMessage="No options"
      maw={360}
    />
  );
}
