import { load } from 'cheerio';

/**
 * Form checks on the rendered DOM (forms built by scripts count): POST forms to this site without an
 * anti-CSRF token field, forms posting over plain HTTP from an HTTPS page, and password fields on HTTP pages.
 *
 * A token field is any input whose name looks like a framework's CSRF field (Rails authenticity_token,
 * Laravel _token, Django csrfmiddlewaretoken, ASP.NET __RequestVerificationToken, Spring _csrf,
 * WordPress _wpnonce, Magento form_key…). A page announcing a token in <meta name="csrf-token"> (sent by
 * its scripts as a header) is treated as protected. Forms posting to another site are that site's concern.
 */

const TOKEN_FIELD = /csrf|xsrf|^_?token$|authenticity_token|requestverificationtoken|anti-?forgery|_wpnonce|^nonce$|form_key|__ncforminfo/i;
const TOKEN_META = /^(?:csrf|xsrf|_csrf)[-_]?(?:token|param|header)?$/i;

export interface FormIssue {
  rule: 'form-without-csrf-token' | 'form-action-insecure' | 'password-field-over-http';
  selector: string;
  /** The form's opening tag as written. */
  evidence: string;
}

export function findFormIssues(html: string, pageUrl: string): FormIssue[] {
  const $ = load(html);
  const page = new URL(pageUrl);
  const issues: FormIssue[] = [];
  const metaToken = $('meta[name]')
    .toArray()
    .some((meta) => TOKEN_META.test($(meta).attr('name') ?? ''));
  const baseHref = $('base[href]').first().attr('href');
  let base = page.href;
  if (baseHref && URL.canParse(baseHref, page.href)) base = new URL(baseHref, page.href).href;

  const openingTag = (markup: string): string => {
    const end = markup.indexOf('>');
    return (end === -1 ? markup : markup.slice(0, end + 1)).replace(/\s+/g, ' ').slice(0, 300);
  };

  $('form').each((index, form) => {
    const element = $(form);
    const evidence = openingTag($.html(element));
    const action = (element.attr('action') ?? '').trim();
    let target: URL;
    try {
      target = new URL(action || page.href, action ? base : page.href);
    } catch {
      return;
    }
    const id = element.attr('id');
    const name = element.attr('name');
    const uniqueAction = action !== '' && $('form').filter((_, other) => ($(other).attr('action') ?? '').trim() === action).length === 1;
    // Stable across runs so the diff of two audits can match the finding; the last resort is an XPath in document order.
    const selector = id ? `form#${id}` : name ? `form[name="${name}"]` : uniqueAction ? `form[action="${action}"]` : `(//form)[${index + 1}]`;
    const methods = [element.attr('method') ?? 'get', ...element.find('[formmethod]').map((_, submitter) => $(submitter).attr('formmethod') ?? '').get()];
    const posts = methods.some((method) => method.trim().toLowerCase() === 'post');

    if (page.protocol === 'https:' && target.protocol === 'http:') issues.push({ rule: 'form-action-insecure', selector, evidence });
    if (posts && !metaToken && target.origin === page.origin) {
      const hasToken = element
        .find('input[name]')
        .toArray()
        .some((input) => TOKEN_FIELD.test($(input).attr('name') ?? ''));
      if (!hasToken) issues.push({ rule: 'form-without-csrf-token', selector, evidence });
    }
  });

  if (page.protocol === 'http:') {
    const password = $('input[type="password" i]').first();
    if (password.length > 0) {
      const name = password.attr('name');
      issues.push({ rule: 'password-field-over-http', selector: name ? `input[name="${name}"]` : 'input[type="password"]', evidence: $.html(password).slice(0, 300) });
    }
  }
  return issues;
}
