/**
 * The shell of the pages the spec calls external (payment, resume flow): plain server-rendered
 * HTML, no script at all (CSP script-src 'self'), styled by one stylesheet served beside them.
 */
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

export const PAGES_CSS_PATH = '/my-licensehub/pages.css';

/** HTML built with `hono/html`: every interpolated string is escaped; nested `html` is kept as is. */
export type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

export function page(title: string, body: Html): Html {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} - LicenseHub</title>
        <link rel="stylesheet" href="${PAGES_CSS_PATH}" />
      </head>
      <body>
        <header><p class="brand">LicenseHub</p></header>
        <main>
          <h1>${title}</h1>
          ${body}
        </main>
      </body>
    </html>`;
}

export const PAGES_CSS = `body{font-family:"Open Sans",Arial,sans-serif;margin:0;color:#1a1a33;background:#f7f8fb}
header{background:#0b2a5b;color:#fff;padding:12px 24px}.brand{margin:0;font-weight:700;font-size:20px}
main{max-width:720px;margin:24px auto;padding:24px;background:#fff;border-radius:8px}
table{border-collapse:collapse;width:100%;margin:16px 0}th,td{text-align:left;padding:8px;border-bottom:1px solid #d0d4de}
td.amount,th.amount{text-align:right}.total td{font-weight:700}
.actions{display:flex;gap:12px;flex-wrap:wrap}form{margin:0}
button,.button{font-size:18px;padding:10px 20px;border-radius:4px;border:1px solid #0b2a5b;cursor:pointer}
button.primary{background:#0b2a5b;color:#fff}button.secondary{background:#fff;color:#0b2a5b}
a.button{display:inline-flex;align-items:center;box-sizing:border-box;min-height:44px;background:#0b2a5b;color:#fff;text-decoration:none}
.note{color:#4a4a66}
`;
