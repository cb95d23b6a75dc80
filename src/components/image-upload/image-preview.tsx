import { Image, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { PREVIEW_WIDTH } from './image-rules';

/** The text when a preview cannot be shown. */
const PREVIEW_ERROR = 'Error loading preview';

/** The file as a data URL; rejects when the browser cannot read it. */
const readAsDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Not readable'));
    reader.onerror = () => reject(reader.error ?? new Error('Not readable'));
    reader.readAsDataURL(file);
  });

/** A chosen file as a data URL: it needs no cleanup, unlike an object URL. */
const useFileDataUrl = (file: File | null): { url: string | null; failed: boolean } => {
  const [state, setState] = useState<{ file: File | null; url: string | null; failed: boolean }>({
    file: null,
    url: null,
    failed: false,
  });
  useEffect(() => {
    if (!file) return;
    let isCurrent = true;
    readAsDataUrl(file).then(
      (url) => isCurrent && setState({ file, url, failed: false }),
      () => isCurrent && setState({ file, url: null, failed: true }),
    );
    return () => {
      isCurrent = false;
    };
  }, [file]);
  return state.file === file ? state : { url: null, failed: false };
};

/**
 * A 200 px wide preview of the chosen file, else of the current image.
 * A file or address the browser cannot show reads 'Error loading preview'.
 */
export function ImagePreview({
  file,
  currentUrl,
  alt,
}: {
  file: File | null;
  currentUrl?: string | null;
  alt: string;
}) {
  const read = useFileDataUrl(file);
  const src = file ? read.url : (currentUrl ?? null);
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);

  if ((file && read.failed) || (src !== null && brokenSrc === src)) {
    return (
      <Text size="sm" c="red" role="status">
        {PREVIEW_ERROR}
      </Text>
    );
  }
  if (!src) return null;
  return <Image src={src} alt={alt} w={PREVIEW_WIDTH} radius="sm" onError={() => setBrokenSrc(src)} />;
}
