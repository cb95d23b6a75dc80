import '@testing-library/jest-dom/vitest';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';

// design.md's known trap: jsdom replaces File, Blob and FormData, and Node's fetch cannot send
// jsdom's FormData (a multipart request hangs, or loses its file names once wrapped). Put Node's
// classes back so the client's multipart requests reach the msw Node handlers intact.
// fetch, Request and Response are still Node's here: jsdom has none of its own, so Response
// hands us Node's FormData class.
const NodeFormData = (
  await new Response('', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }).formData()
).constructor as typeof FormData;

Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile, FormData: NodeFormData });
