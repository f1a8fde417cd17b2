// @ts-check
/** A byte range as RFC 9110 §14.1.2 writes it: `first-last`, `first-` or a suffix `-length`. */
const rangeSpec = /^(?:(\d+)-(\d*)|-(\d+))$/;

/**
 * True when a `Range` field is a well-formed set of byte ranges (RFC 9110 §14.1.1). Anything else
 * (another unit, bad syntax, a range whose last byte comes before its first) must be ignored, so the
 * full file is sent; whether valid ranges can be satisfied is for the file server to say (416).
 * @param {string} value
 */
export function isWellFormedByteRanges(value) {
  const match = /^bytes=(.*)$/.exec(value.trim());
  if (!match) return false;
  // A list may hold empty elements, which count for nothing; at least one range must remain.
  const specs = match[1]
    .split(',')
    .map((spec) => spec.trim())
    .filter((spec) => spec !== '');
  return (
    specs.length > 0 &&
    specs.every((spec) => {
      const parts = rangeSpec.exec(spec);
      if (!parts) return false;
      const [, first, last] = parts;
      return first === undefined || last === '' || BigInt(first) <= BigInt(last);
    })
  );
}
