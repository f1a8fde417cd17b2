// Security headers for every answer of the production server (and, later, the static-host configs).
import { createHash } from 'node:crypto';

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * Stitches adds its rules at run time through an empty `<style>` element and the CSSOM; the empty
 * element is allowed by its hash, and the CSSOM is not subject to the policy. Nothing else inline.
 */
const emptyStyle = sha256('');

/**
 * Hashes of the inline `<style>` and `<script>` blocks of an HTML page, for its policy. Data blocks
 * such as `<script type="application/ld+json">` never run, so they need no hash.
 */
export function inlineHashes(html) {
  const blocks = (tag) =>
    [...html.matchAll(new RegExp(`<${tag}(?![^>]*\\b(?:src|type)=)[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map(
      (match) => match[1],
    );
  return { styles: blocks('style').map(sha256), scripts: blocks('script').map(sha256) };
}

/** The Content-Security-Policy of a page with these inline blocks (none for other files). */
export function contentSecurityPolicy({ styles = [], scripts = [] } = {}) {
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
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers for documents and other files a browser may open (every answer also gets `nosniff`). */
export const documentHeaders = {
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};
