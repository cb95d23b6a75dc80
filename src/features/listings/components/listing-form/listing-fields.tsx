import { formFields } from '@/components/form/form-fields';
import type { ListingFormValues } from '../../lib/listing-form/listing-form-schema';

/* The form kit's field kinds, their names checked against the listing form's values. */
export const { MoneyField, TextField } = formFields<ListingFormValues>();
