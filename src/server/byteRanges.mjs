// @ts-check
/**
 * True when a `Range` field is a well-formed list of byte ranges (RFC 9110 §14.1.1): `first-last`
 * (not reversed), `first-` or `-length`, empty elements counting for nothing. Anything else must be
 * ignored, so the whole file is sent; whether the ranges can be satisfied is for `send` to say (416).
 * @param {string} value
 */
export function isWellFormedByteRanges(value) {
  const match = /^bytes=(.*)$/.exec(value.trim());
  const specs = match ? match[1].split(',').filter((spec) => spec.trim() !== '') : [];
  return (
    specs.length > 0 &&
    specs.every((spec) => {
      const parts = /^\s*(?:(\d+)-(\d*)|-\d+)\s*$/.exec(spec);
      return parts !== null && (parts[1] === undefined || parts[2] === '' || BigInt(parts[1]) <= BigInt(parts[2]));
    })
  );
}
