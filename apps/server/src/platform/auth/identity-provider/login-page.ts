import { isRtl, type Locale } from '@atrium/core';
import { LOGIN_PAGE_TEXTS } from './login-page-texts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

export interface LoginPageModel {
  uid: string;
  locale: Locale;
  email?: string;
  error?: string;
  demoAccounts: readonly string[];
}

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI","Noto Sans","Noto Sans Arabic",sans-serif;background:#f0f2f5;color:#1f1f1f}
main{max-width:380px;margin:8vh auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:22px;margin:0 0 8px}p{color:#595959;margin:0 0 20px}
label{display:block;font-weight:600;margin:12px 0 4px}
input{width:100%;box-sizing:border-box;padding:8px 10px;border:1px solid #d9d9d9;border-radius:6px;font-size:15px}
button{margin-top:20px;width:100%;padding:10px;border:0;border-radius:6px;background:#1677ff;color:#fff;font-size:15px;cursor:pointer}
.error{background:#fff2f0;border:1px solid #ffccc7;color:#a8071a;padding:8px 12px;border-radius:6px;margin-bottom:12px}
.cancel{display:block;text-align:center;margin-top:12px;color:#1677ff}
details{margin-top:20px;color:#595959;font-size:13px}code{font-size:12px}`;

/** Server-rendered, no script: the page works under `script-src 'none'`. Every value is escaped. */
export function renderLoginPage(model: LoginPageModel): string {
  const t = LOGIN_PAGE_TEXTS[model.locale];
  const dir = isRtl(model.locale) ? 'rtl' : 'ltr';
  const action = `/oidc/interaction/${encodeURIComponent(model.uid)}/login`;
  const abort = `/oidc/interaction/${encodeURIComponent(model.uid)}/abort`;
  const error = model.error ? `<div class="error" role="alert">${escapeHtml(model.error)}</div>` : '';
  const demo =
    model.demoAccounts.length > 0
      ? `<details><summary>${escapeHtml(t.demoAccounts)}</summary><ul>${model.demoAccounts
          .map((email) => `<li><code>${escapeHtml(email)}</code></li>`)
          .join('')}</ul></details>`
      : '';
  return `<!doctype html>
<html lang="${model.locale}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)}</title><style>${STYLE}</style></head>
<body><main>
<h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.intro)}</p>${error}
<form method="post" action="${action}" autocomplete="on">
<input type="hidden" name="locale" value="${model.locale}">
<label for="email">${escapeHtml(t.email)}</label>
<input id="email" name="email" type="email" required autofocus maxlength="254" value="${escapeHtml(model.email ?? '')}">
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" required maxlength="256">
<button type="submit">${escapeHtml(t.submit)}</button>
</form>
<a class="cancel" href="${abort}">${escapeHtml(t.cancel)}</a>${demo}
</main></body></html>`;
}
