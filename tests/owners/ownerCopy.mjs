// Makes a copy of the project as a new owner would leave it after following README.md's
// "Make it yours": their `site.ts` in place of the sample's (and their languages, as "Add a language" says), their files in `public/` (the sample's
// photos, pictures and resume files gone, as README lists them) and the sample's own acceptance test deleted. Installed packages are shared.
//
//   node tests/owners/ownerCopy.mjs <owner folder> [<copy folder>]   prints the copy's folder
import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** What is not part of the project's source: installed, built or reported. */
const notSource = /^(node_modules|dist.*|reports|coverage|\.git|\.stryker-tmp)$/;

/** The sample owner's files that a new owner replaces rather than keeps. */
const sampleOnly = [
  'tests/sample',
  'public/Jamie_Sample_Resume.pdf',
  'public/Jamie_Sample_Resume.docx',
  'public/images/portrait.jpg',
  'public/images/waterfall.jpg',
  'public/images/hobbies',
  'public/images/projects',
];

/** Copies the project's source into `target`, sharing its installed packages. */
export function projectCopy(target) {
  for (const name of readdirSync(root)) {
    if (notSource.test(name)) continue;
    // Nor the measuring tools' installs (tests/tools/*/node_modules), where a run of one left them.
    cpSync(join(root, name), join(target, name), {
      recursive: true,
      filter: (source) => basename(source) !== 'node_modules',
    });
  }
  symlinkSync(join(root, 'node_modules'), join(target, 'node_modules'), 'dir');
  return target;
}

/** Copies the project into `target` (a new temporary folder by default) with `ownerDir`'s content. */
export function ownerCopy(ownerDir, target = mkdtempSync(join(tmpdir(), `portfolio-${basename(ownerDir)}-`))) {
  projectCopy(target);
  for (const path of sampleOnly) rmSync(join(target, path), { recursive: true, force: true });
  // The languages this project's content has added (site.<tag>.ts) are not the owner's.
  const content = join(target, 'src/content');
  for (const file of readdirSync(content).filter((name) => /^site\..+\.ts$/.test(name))) rmSync(join(content, file));
  // site.ts, and where the owner has further languages, languages.ts and each language's file.
  for (const file of readdirSync(ownerDir).filter((name) => name.endsWith('.ts'))) {
    cpSync(join(ownerDir, file), join(target, 'src/content', file));
  }
  cpSync(join(ownerDir, 'public'), join(target, 'public'), { recursive: true });
  return target;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [ownerDir, target] = process.argv.slice(2);
  if (!ownerDir) throw new Error('Usage: node tests/owners/ownerCopy.mjs <owner folder> [<copy folder>]');
  console.log(ownerCopy(resolve(ownerDir), target && resolve(target)));
}
