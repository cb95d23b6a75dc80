import { JPEG_QUALITY, planImageResize } from './image-rules';

/*
 * Browser-only: decodes an image and re-encodes it through a canvas at the planned size
 * as JPEG. Kept apart from the rules so they stay testable in Node.
 */

const toJpegName = (fileName: string): string => `${fileName.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;

const canvasBlob = (canvas: HTMLCanvasElement): Promise<Blob> =>
  new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))),
      'image/jpeg',
      JPEG_QUALITY,
    );
  });

/**
 * The file to upload: the image at most 1920 px wide, as a JPEG at quality 0.9. A
 * transparent PNG gets a white background (JPEG has no transparency). Rejects when the
 * browser cannot decode the file.
 */
export const resizeImage = async (file: File): Promise<File> => {
  const bitmap = await createImageBitmap(file);
  try {
    const { width, height } = planImageResize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await canvasBlob(canvas);
    return new File([blob], toJpegName(file.name), { type: 'image/jpeg' });
  } finally {
    bitmap.close();
  }
};
