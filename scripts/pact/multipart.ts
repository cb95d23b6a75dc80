/*
 * multipart/form-data written byte for byte the same on every run (a fixed
 * boundary, parts in FormData order), for the pact file.
 */

const PACT_MULTIPART_BOUNDARY = 'OfferDeskPactBoundary7MA4YWxkTrZu0gW';

const quoted = (text: string): string => text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\r?\n/g, ' ');

export const serializeMultipart = async (
  form: FormData,
  boundary: string = PACT_MULTIPART_BOUNDARY,
): Promise<{ contentType: string; bytes: Buffer }> => {
  const chunks: Buffer[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"\r\n\r\n${value}\r\n`),
      );
    } else {
      const fileName = value.name || 'blob';
      const type = value.type || 'application/octet-stream';
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"; filename="${quoted(fileName)}"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        Buffer.from(await value.arrayBuffer()),
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, bytes: Buffer.concat(chunks) };
};
