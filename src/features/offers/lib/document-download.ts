import { API_BASE_URL } from '@/config/env';

/** Batch downloads are spaced this far apart, so the browser allows each. */
const BATCH_DOWNLOAD_SPACING_MS = 500;

/** Only a path on this site or an http(s) URL is ever followed; anything else (javascript:, data:) is refused. */
export const isSafeHref = (url: string): boolean => /^https?:\/\//i.test(url) || /^\/(?!\/)/.test(url);

const absolute = (url: string): string => (url.startsWith('/') ? `${API_BASE_URL}${url}` : url);

/**
 * Fetches one document with the session cookie and hands it to the browser as a download.
 * A plain link would not do: the file needs the session, and a mock in a service worker
 * does not answer navigations.
 */
export const downloadDocument = async (document: { downloadUrl: string; fileName: string }): Promise<void> => {
  if (!isSafeHref(document.downloadUrl)) throw new Error('This document cannot be downloaded.');
  const response = await fetch(absolute(document.downloadUrl), { credentials: 'include' });
  if (!response.ok) throw new Error('The document could not be downloaded. Please try again later.');
  const url = URL.createObjectURL(await response.blob());
  const link = window.document.createElement('a');
  link.href = url;
  link.download = document.fileName;
  link.click();
  // Give the browser a moment to start the download before the object URL goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/**
 * Downloads every document, one every 500 ms. `schedule` is setTimeout unless a test says
 * otherwise; each failure is reported and the others still go.
 */
export const downloadAllDocuments = (
  documents: readonly { downloadUrl: string; fileName: string }[],
  onError: (error: unknown) => void,
  schedule: (run: () => void, delayMs: number) => void = (run, delayMs) => window.setTimeout(run, delayMs),
): void => {
  documents.forEach((document, index) => {
    schedule(() => {
      downloadDocument(document).catch(onError);
    }, index * BATCH_DOWNLOAD_SPACING_MS);
  });
};
