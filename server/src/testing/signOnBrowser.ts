/**
 * A small browser for single sign-on tests: follows redirects, keeps cookies per host and
 * port, and fills oidc-provider's own sign-in and consent pages as a person would.
 */
export function signOnBrowser() {
  const jars = new Map<string, Map<string, string>>();
  const jarOf = (url: URL) => {
    const jar = jars.get(url.host) ?? new Map<string, string>();
    jars.set(url.host, jar);
    return jar;
  };

  async function request(url: URL, form?: Record<string, string>): Promise<Response> {
    const jar = jarOf(url);
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  }

  /** The provider's page's form, filled: the login page takes `login`, consent just goes on. */
  async function fillForm(page: Response, at: URL, login: string): Promise<Response> {
    const html = await page.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no form at ${at.href}: ${html.slice(0, 300)}`);
    const target = new URL(action.replace(/&amp;/g, '&'), at);
    const fields: Record<string, string> = html.includes('name="login"')
      ? { prompt: 'login', login, password: 'any password' }
      : { prompt: 'consent' };
    return request(target, fields);
  }

  return {
    /** The cookies this browser holds for a host:port (tests change them). */
    cookies: (origin: string) => jarOf(new URL(origin)),
    /**
     * From the server's start address through the provider's pages; stops at the first
     * address `stop` accepts (the server's callback, say) without opening it.
     */
    async walk(
      start: string,
      login: string,
      stop: (url: URL) => boolean,
      change: (url: URL) => URL = (url) => url,
    ): Promise<URL> {
      let url = new URL(start);
      let response = await request(url);
      for (let step = 0; step < 20; step += 1) {
        if (response.status >= 300 && response.status < 400) {
          const next = change(new URL(response.headers.get('location') ?? '', url));
          if (stop(next)) return next;
          url = next;
          response = await request(url);
        } else if (response.status === 200) {
          response = await fillForm(response, url, login);
        } else {
          throw new Error(`${url.href} answered ${response.status}: ${await response.text()}`);
        }
      }
      throw new Error('too many steps');
    },
    /** Opens one address (the callback) and answers where it sends the browser. */
    async open(url: URL): Promise<URL> {
      const response = await request(url);
      return new URL(response.headers.get('location') ?? '', url);
    },
  };
}
