// @ts-check
// The one source of security headers: the production server, the static hosts' `_headers` and each
// page's CSP `<meta>` (for hosts that cannot send headers, such as GitHub Pages).
import { createHash } from 'node:crypto';

/** @param {string} text */
const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

// Stitches adds its rules through an empty `<style>` and the CSSOM, which CSP does not cover.
const emptyStyle = sha256('');

/** @typedef {{ styles?: string[], scripts?: string[] }} InlineHashes */

/**
 * Hashes of a page's inline `<style>` and `<script>` blocks; data blocks (`type=…`) never run.
 * @param {string} html
 */
export function inlineHashes(html) {
  /** @param {string} tag */
  const blocks = (tag) =>
    [...html.matchAll(new RegExp(`<${tag}(?![^>]*\\b(?:src|type)=)[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map(
      (match) => match[1],
    );
  return { styles: blocks('style').map(sha256), scripts: blocks('script').map(sha256) };
}

/** @param {InlineHashes} hashes */
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
 * Without `frame-ancestors`, which browsers ignore in a `<meta>` and log an error for.
 * @param {InlineHashes} hashes
 */
export const metaContentSecurityPolicy = (hashes) => directives(hashes).join('; ');

// Two years with subdomains, as the MDN HTTP Observatory asks. No `preload`: that is the domain
// owner's commitment to make (see docs/deploy.md, "HSTS preload").
const strictTransportSecurity = { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' };

/**
 * For the hashed files under `/static/`, never opened as documents, so the document policies would
 * do nothing there.
 */
export const subresourceHeaders = { ...strictTransportSecurity, 'X-Content-Type-Options': 'nosniff' };

/**
 * Every security header of an answer whose page has these inline blocks (none for other files).
 * @param {InlineHashes} [hashes]
 */
export function securityHeaders(hashes = {}) {
  return {
    ...subresourceHeaders,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Content-Security-Policy': [...directives(hashes), "frame-ancestors 'none'"].join('; '),
  };
}
