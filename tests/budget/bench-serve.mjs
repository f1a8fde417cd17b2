// `npm run bench:serve`: 100 concurrent connections for 10 s against the production server on
// loopback, spread over every route, with a few unknown paths mixed in. Prints requests per
// second, p99 latency and errors; fails on any error or any non-2xx answer for a real route.
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import autocannon from 'autocannon';

const routes = ['/', '/Home', '/About', '/Hobby', '/Projects'];
const unknown = ['/nope', '/Projects/extra'];

if (!existsSync('dist/404.html')) execSync('npx rsbuild build --log-level warn', { stdio: 'inherit' });

const server = spawn(process.execPath, ['src/server/serve.mjs'], { env: { ...process.env, PORT: '0' } });
const origin = await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => {
    const match = /http:\/\/localhost:(\d+)/.exec(chunk.toString());
    if (match) resolve(`http://127.0.0.1:${match[1]}`);
  });
  server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
});

const run = (paths) =>
  autocannon({
    url: origin,
    connections: 100,
    duration: 10,
    requests: paths.map((path) => ({ method: 'GET', path, headers: { 'accept-encoding': 'br, gzip' } })),
  });

try {
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
