// The production server on a free port, for the budget scripts: resolves with its origin. `env`
// may set DIST_DIR to serve another copy of the site; `projectDir` is the project whose server runs.
import { spawn } from 'node:child_process';

export async function serveBuild(env = {}, projectDir = process.cwd()) {
  const server = spawn(process.execPath, ['src/server/serve.mjs'], {
    cwd: projectDir,
    env: { ...process.env, ...env, PORT: '0' },
  });
  const origin = await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => {
      const match = /http:\/\/localhost:(\d+)/.exec(chunk.toString());
      if (match) resolve(`http://localhost:${match[1]}`);
    });
    server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { server, origin };
}
