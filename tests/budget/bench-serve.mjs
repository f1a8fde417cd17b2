// `npm run bench:serve`: 100 concurrent connections for 10 s against the production server on
// loopback, spread over every route, with a few unknown paths mixed in. Prints requests per
// second, p99 latency and errors, and the server's open descriptors and resident memory before and
// after; fails on any error, any non-2xx answer for a real route, or descriptors left open.
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { allPages } from './builtPages.mjs';
import { importTool } from '../tools/tool.mjs';

// autocannon is installed in tests/tools/autocannon/ on the first run, not with the project.
const { default: autocannon } = await importTool('autocannon', 'autocannon');

if (!existsSync('dist/404.html')) execSync('npx rsbuild build --log-level warn', { stdio: 'inherit' });

/** Every page the build prerendered from the route table; unknown paths at the top and below a page. */
const routes = allPages();
const unknown = ['/no-such-page', ...routes.filter((path) => path !== '/').map((path) => `${path}/no-such-page`)].slice(
  0,
  2,
);

const server = spawn(process.execPath, ['src/server/serve.mjs'], { env: { ...process.env, PORT: '0' } });
const origin = await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => {
    const match = /http:\/\/localhost:(\d+)/.exec(chunk.toString());
    if (match) resolve(`http://127.0.0.1:${match[1]}`);
  });
  server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
});

/** Open descriptors and resident memory (MB) of the server, from /proc. */
const usage = () => ({
  descriptors: readdirSync(`/proc/${server.pid}/fd`).length,
  'RSS MB':
    Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))[1]) / 102.4) / 10,
});

const run = (paths) =>
  autocannon({
    url: origin,
    connections: 100,
    duration: 10,
    requests: paths.map((path) => ({ method: 'GET', path, headers: { 'accept-encoding': 'br, gzip' } })),
  });

try {
  const before = usage();
  const pages = await run(routes);
  const mixed = await run([...routes, ...unknown]);
  const row = (name, result) => ({
    run: name,
    'requests/s': Math.round(result.requests.average),
    'p99 ms': result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  });
  console.table([row('real routes', pages), row('routes + unknown paths', mixed)]);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = usage();
  console.table({ before, after });
  if (after.descriptors > before.descriptors + 5) {
    console.log(`\nThe server kept ${after.descriptors - before.descriptors} descriptors open after the runs.`);
    process.exitCode = 1;
  }
  const failed = pages.errors + pages.timeouts + pages.non2xx + mixed.errors + mixed.timeouts;
  if (failed > 0) {
    console.log('\nThe server dropped, timed out or refused requests for real routes.');
    process.exitCode = 1;
  } else {
    console.log(`\n0 errors; the ${mixed.non2xx} non-2xx answers of the mixed run are the unknown paths' 404s.`);
  }
} finally {
  server.kill();
}
