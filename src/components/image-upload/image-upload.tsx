import { FileInput, Stack, Text, type FileInputProps } from '@mantine/core';
import { useState, type Ref } from 'react';
import { ACCEPTED_IMAGE_TYPES, imageTypeProblem } from './image-rules';
import { ImagePreview } from './image-preview';
import { resizeImage } from './resize-image';

export type ImageUploadProps = Omit<
  FileInputProps<false>,
  'value' | 'defaultValue' | 'onChange' | 'multiple' | 'accept' | 'error'
> & {
  /** The file to upload (already resized), or null. */
  value: File | null;
  onChange: (file: File | null) => void;
  /** The image already stored, previewed until another file is chosen. */
  currentUrl?: string | null;
  error?: string;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * An image field: PNG or JPEG only, scaled in the browser to at most 1920 px wide and
 * re-encoded as JPEG at quality 0.9 before it reaches the form, with a 200 px preview.
 * A refused file leaves the previous choice in place and says why.
 * A file the browser cannot decode is kept as it is: its preview then reads 'Error loading
 * preview' and the server has the final word.
 * In a form it is the form kit's ImageField (components/form/input-kinds.tsx).
 */
export function ImageUpload({ value, onChange, currentUrl, error, label, description, ...others }: ImageUploadProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isPreparing, setIsPreparing] = useState(false);

  const choose = async (file: File | null) => {
    setRefusal(null);
    if (!file) return onChange(null);
    const problem = imageTypeProblem(file);
    if (problem) return setRefusal(problem);
    setIsPreparing(true);
    try {
      onChange(await resizeImage(file));
    } catch {
      onChange(file);
    } finally {
      setIsPreparing(false);
    }
  };

  const previewAlt = typeof label === 'string' ? `${label} preview` : 'Image preview';
  return (
    <Stack gap="xs">
      <FileInput
        {...others}
        label={label}
        description={description}
        value={value}
        onChange={(file) => void choose(file)}
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        error={refusal ?? error}
        clearable={!others.required}
        // Here the placeholder is text, not an attribute: Mantine's placeholder grey fails WCAG AA contrast.
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
      />
      {isPreparing && (
        <Text size="sm" c="dimmed" role="status">
          Preparing the image…
        </Text>
      )}
      <ImagePreview file={value} currentUrl={currentUrl} alt={previewAlt} />
    </Stack>
  );
}
