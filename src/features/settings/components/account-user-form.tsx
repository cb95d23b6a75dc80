import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_ROLE_LABELS, AccountRoleSchema } from '@contract/schemas/enums';
import type { AccountUser } from '@contract/schemas/user';
import { useForm } from 'react-hook-form';
import { ShortForm } from '@/components/form/short-form';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { useUpdateAccountUser } from '../api/use-update-account-user';
import { AccountUserFormSchema, type AccountUserFormValues } from '../lib/account-user-form';
import { SelectField } from '@/components/form/choice-kinds';
import { TextField } from '@/components/form/text-kinds';

const ROLE_OPTIONS = AccountRoleSchema.options.map((role) => ({ value: role, label: ACCOUNT_ROLE_LABELS[role] }));

/** Name and role of a team user (PATCH account/users/{id}). */
export function AccountUserForm({
  accountUser,
  onDone,
  onCancel,
}: {
  accountUser: AccountUser;
  onDone: () => void;
  onCancel: () => void;
}) {
  const form = useForm<AccountUserFormValues>({
    resolver: zodResolver(AccountUserFormSchema),
    defaultValues: { fullName: accountUser.fullName, role: accountUser.role },
  });
  const update = useUpdateAccountUser();

  const onSubmit = form.handleSubmit((body) =>
    update.mutate(
      { params: { id: accountUser.id }, body },
      { onSuccess: onDone, onError: (error) => applyServerFieldErrors(error, form) },
    ),
  );

  return (
    <ShortForm onSubmit={onSubmit} save={update} submitLabel="Save user" onCancel={onCancel}>
      <TextField control={form.control} name="fullName" label="Full name" required />
      <SelectField control={form.control} name="role" label="Role" required data={ROLE_OPTIONS} allowDeselect={false} />
    </ShortForm>
  );
}
