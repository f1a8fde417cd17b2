#!/usr/bin/env node
// Usage: node .ci/prune-lock.mjs package-lock.json  (after any npm install that changes the lock)
// Drops optional dependencies the registry could not resolve (no entry in the lock) from their
// parents' lists, so `npm ci` accepts the lock.
import { readFileSync, writeFileSync } from 'node:fs';
const file = process.argv[2];
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
let dropped = 0;
const resolves = (from, name) => {
  let dir = from;
  while (true) {
    const key = (dir ? dir + '/' : '') + 'node_modules/' + name;
    if (packages[key]) return true;
    if (!dir) return false;
    const idx = dir.lastIndexOf('/node_modules/');
    dir = idx === -1 ? '' : dir.slice(0, idx);
  }
};
for (const [key, entry] of Object.entries(packages)) {
  if (!entry.optionalDependencies) continue;
  for (const name of Object.keys(entry.optionalDependencies)) {
    if (!resolves(key, name)) { delete entry.optionalDependencies[name]; dropped++; }
  }
}
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log('dropped', dropped);
