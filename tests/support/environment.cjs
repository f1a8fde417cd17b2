// jsdom lacks the fetch family and a few other globals that react-router's data APIs and the
// resume machine use; lend them Node's own implementations.
const { TestEnvironment } = require('jest-environment-jsdom');

const borrowed = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'structuredClone',
];

class PortfolioEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of borrowed) this.global[name] = globalThis[name];
  }
}

module.exports = PortfolioEnvironment;
