/**
 * `src/build/sampleRecord.json` is the sample's own texts and files, fingerprinted, so the build can
 * tell an owner what is still the sample's after `site.ts` is theirs. It must match the sample: after
 * changing the sample's words or files, rewrite it with
 * `UPDATE_SAMPLE_RECORD=1 npx jest tests/sample/sampleRecord.test.ts`.
 *
 * @jest-environment node
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { recordOf } from '../../src/build/sampleLeftovers';
import { currentContent } from '../../src/content/validateContent';

const root = join(__dirname, '../..');
const recordFile = join(root, 'src/build/sampleRecord.json');

it("src/build/sampleRecord.json is the record of the sample's site.ts and files", async () => {
  const record = recordOf(await currentContent(), join(root, 'public'));
  const written = `${JSON.stringify(record, null, 2)}\n`;
  if (process.env.UPDATE_SAMPLE_RECORD) writeFileSync(recordFile, written);
  // As written, line for line: a change to the sample shows as the lines it changes.
  expect(readFileSync(recordFile, 'utf8')).toBe(written);
});
