// @ts-check
/**
 * The one security-header module: every answer of the production server, the static hosts'
 * `_headers` and each page's `<meta http-equiv="Content-Security-Policy">` (for hosts that cannot
 * send headers, such as GitHub Pages) come from here.
 */
import { createHash } from 'node:crypto';

/** @param {string} text */
const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * Stitches adds its rules at run time through an empty `<style>` element and the CSSOM; the empty
 * element is allowed by its hash, and the CSSOM is not subject to the policy. Nothing else inline.
 */
const emptyStyle = sha256('');

/** @typedef {{ styles?: string[], scripts?: string[] }} InlineHashes */

/**
 * Hashes of the inline `<style>` and `<script>` blocks of an HTML page, for its policy. Data blocks
 * such as `<script type="application/ld+json">` never run, so they need no hash.
 * @param {string} html
 * @returns {{ styles: string[], scripts: string[] }}
 */
export function inlineHashes(html) {
  /** @param {string} tag */
  const blocks = (tag) =>
    [...html.matchAll(new RegExp(`<${tag}(?![^>]*\\b(?:src|type)=)[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map(
      (match) => match[1],
    );
  return { styles: blocks('style').map(sha256), scripts: blocks('script').map(sha256) };
}

/**
 * The directives of a page with these inline blocks (none for other files).
 * @param {InlineHashes} hashes
 */
function directives({ styles = [], scripts = [] }) {
  return [
    "default-src 'self'",
    `script-src 'self'${scripts.map((hash) => ` ${hash}`).join('')}`,
    `style-src 'self' ${emptyStyle}${styles.map((hash) => ` ${hash}`).join('')}`,
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ];
}

/**
 * The Content-Security-Policy header of a page with these inline blocks (none for other files).
 * @param {InlineHashes} [hashes]
 */
export function contentSecurityPolicy(hashes = {}) {
  return [...directives(hashes), "frame-ancestors 'none'"].join('; ');
}

/**
 * The same policy for a `<meta http-equiv>` tag, which cannot carry `frame-ancestors` (browsers
 * ignore it there and log a console error).
 * @param {InlineHashes} hashes
 */
export function metaContentSecurityPolicy(hashes) {
  return directives(hashes).join('; ');
}

/**
 * HTTPS only, for two years, subdomains included (what the MDN HTTP Observatory asks for), on every
 * answer. Browsers ignore it over plain HTTP, so the local server sends it too. No `preload`: that
 * is a commitment an owner makes for their own domain (see README).
 */
const strictTransportSecurity = { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' };

/** Headers for every answer besides the Content-Security-Policy. */
export const baseHeaders = {
  ...strictTransportSecurity,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * Headers of the hashed scripts, styles and image variants under `/static/`, which are only ever
 * loaded by the site's own pages, never opened as documents: the document policies (CSP,
 * Permissions-Policy, referrer, opener) do nothing there, and would add ~900 bytes to each of the
 * twenty-odd files a first visit loads. `nosniff` does matter for scripts and stays; HSTS goes on
 * every answer.
 */
export const subresourceHeaders = { ...strictTransportSecurity, 'X-Content-Type-Options': 'nosniff' };

/**
 * Every security header of an answer whose document has these inline blocks.
 * @param {InlineHashes} [hashes]
 * @returns {Record<string, string>}
 */
export function securityHeaders(hashes = {}) {
  return { ...baseHeaders, 'Content-Security-Policy': contentSecurityPolicy(hashes) };
}
