import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ShortForm } from '@/components/form/short-form';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { useRequestSubscriptionChange } from '../api/use-request-subscription-change';
import {
  ChangeRequestFormSchema,
  REASON_OPTIONS,
  type ChangeRequestFormInput,
  type ChangeRequestFormOutput,
} from '../lib/change-request-form';
import { SelectField } from '@/components/form/choice-kinds';
import { LongTextField } from '@/components/form/long-text-kind';

/** The change request: a reason from the list and an optional message. */
export function ChangeRequestForm({ onSent, onCancel }: { onSent: () => void; onCancel: () => void }) {
  const form = useForm<ChangeRequestFormInput, unknown, ChangeRequestFormOutput>({
    resolver: zodResolver(ChangeRequestFormSchema),
    defaultValues: { reason: '', message: '' },
  });
  const request = useRequestSubscriptionChange();

  const onSubmit = form.handleSubmit(({ reason, message }) =>
    request.mutate(
      { body: { reason, message: message === '' ? null : message } },
      { onSuccess: onSent, onError: (error) => applyServerFieldErrors(error, form) },
    ),
  );

  return (
    <ShortForm onSubmit={onSubmit} save={request} submitLabel="Send request" onCancel={onCancel}>
      <SelectField
        control={form.control}
        name="reason"
        emptyAs=""
        label="Reason"
        placeholder="Choose a reason"
        required
        data={REASON_OPTIONS}
      />
      <LongTextField
        control={form.control}
        name="message"
        label="Message"
        description="Optional: anything we should know."
        autosize
        minRows={3}
      />
    </ShortForm>
  );
}
