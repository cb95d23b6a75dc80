/**
 * The smallest cookie jar that works: keeps each Set-Cookie's name=value
 * (dropping it on Max-Age=0), sends them back as one Cookie header.
 */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const [name = '', ...value] = pair.split('=');
      const expired = attributes.some((attribute) => /^max-age=0$/i.test(attribute));
      if (expired || value.join('=') === '') this.cookies.delete(name);
      else this.cookies.set(name, value.join('='));
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** fetch with this jar: sends its cookies, keeps what the response sets. */
  fetch = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', this.header());
    const response = await fetch(url, { ...init, headers });
    this.store(response);
    return response;
  };
}

export const json = (body: unknown, init: RequestInit = {}): RequestInit => ({
  method: 'POST',
  ...init,
  headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
  body: JSON.stringify(body),
});
