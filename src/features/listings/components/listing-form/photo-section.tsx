import { useFormContext } from 'react-hook-form';
import type { ListingFormValues } from '../../lib/listing-form/listing-form-schema';
import { LISTING_FORM_HELP } from '../../lib/listing-form/listing-form-texts';
import { FormSection } from '@/components/form/form-section';
import { ImageField } from '@/components/form/input-kinds';

/** The listing's photo: required for a new listing; an edit keeps the current one unless replaced. */
export function PhotoSection({ currentUrl, isRequired }: { currentUrl?: string | null; isRequired: boolean }) {
  const { control } = useFormContext<ListingFormValues>();
  return (
    <FormSection title="Photo" help={[LISTING_FORM_HELP.photo]}>
      <ImageField
        control={control}
        name="propertyImage"
        label="Photo"
        description="PNG or JPEG (png, jpg, jpeg). Wide photos are scaled down to 1920 px."
        placeholder={currentUrl ? 'Choose another photo' : 'Choose a photo'}
        required={isRequired}
        currentUrl={currentUrl}
        maw={480}
      />
    </FormSection>
  );
}
