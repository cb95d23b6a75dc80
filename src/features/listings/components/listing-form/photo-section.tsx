import { Controller, useFormContext } from 'react-hook-form';
import { ImageUpload } from '@/components/image-upload/image-upload';
import type { ListingFormValues } from '../../lib/listing-form/listing-form-schema';
import { LISTING_FORM_HELP } from '../../lib/listing-form/listing-form-texts';
import { FormSection } from '@/components/form/form-section';

/** The listing's photo: required for a new listing; an edit keeps the current one unless replaced. */
export function PhotoSection({ currentUrl, isRequired }: { currentUrl?: string | null; isRequired: boolean }) {
  const { control } = useFormContext<ListingFormValues>();
  return (
    <FormSection title="Photo" help={[LISTING_FORM_HELP.photo]}>
      <Controller
        control={control}
        name="propertyImage"
        render={({ field, fieldState }) => (
          <ImageUpload
            label="Photo"
            description="PNG or JPEG (png, jpg, jpeg). Wide photos are scaled down to 1920 px."
            placeholder={currentUrl ? 'Choose another photo' : 'Choose a photo'}
            required={isRequired}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            currentUrl={currentUrl}
            error={fieldState.error?.message}
            maw={480}
          />
        )}
      />
    </FormSection>
  );
}
