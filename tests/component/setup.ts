import { configure } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { mediaQueryList } from './support/media-query-list';

// design.md's known trap: jsdom replaces File, Blob and FormData, and Node's fetch cannot send
// jsdom's FormData (a multipart request hangs, or loses its file names once wrapped). Put Node's
// classes back so the client's multipart requests reach the msw Node handlers intact.
// fetch, Request and Response are still Node's here: jsdom has none of its own, so Response
// hands us Node's FormData class.
const NodeFormData = (
  await new Response('', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }).formData()
).constructor as typeof FormData;

// React 19 builds `new FormData(form, submitter)` itself when a submit handler starts a
// transition synchronously (a router navigation on submit), for useFormStatus. Node's class
// cannot read a jsdom <form>: copy its text fields through jsdom's own class instead.
const JsdomFormData = globalThis.FormData;
class FormDataOfForms extends NodeFormData {
  constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
    super();
    if (!form) return;
    for (const [name, value] of new JsdomFormData(form, submitter)) {
      if (typeof value === 'string') this.append(name, value);
    }
  }
}

Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile, FormData: FormDataOfForms });

// What Mantine needs from a browser that jsdom lacks (mantine.dev/guides/vitest): media
// queries (answered "no match", i.e. the desktop layout's CSS classes decide), element
// resize observation, scrolling, and getComputedStyle without its unimplemented second
// argument.
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = () => undefined;
window.scrollTo = () => undefined;
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => mediaQueryList(query, false),
});
class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });
// Textarea's autosize listens for web fonts loading on document.fonts, which jsdom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: Object.assign(new EventTarget(), { ready: Promise.resolve() }),
  });
}

// findBy* and waitFor give up after 1 s by default; a loaded 2-core CI box can take longer to
// load a lazy screen the first time. A real failure still fails, only later.
configure({ asyncUtilTimeout: 5_000 });
