#!/usr/bin/env node
// clinote-static <dir> --port N [--host H] [--spa]: serve a built front-end slice until SIGTERM/SIGINT.
const { parseArgs } = require('node:util');
const { startStaticServer } = require('./server');

const USAGE = 'usage: clinote-static <dir> --port <n> [--host <address>] [--spa]';

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { port: { type: 'string' }, host: { type: 'string', default: '0.0.0.0' }, spa: { type: 'boolean', default: false } },
  });
  const port = Number(values.port);
  if (positionals.length !== 1 || !Number.isInteger(port) || port < 0) {
    console.error(USAGE);
    process.exit(2);
  }
  const app = await startStaticServer({ root: positionals[0], port, host: values.host, spa: values.spa });
  const { port: actualPort } = app.server.address();
  console.log(`clinote-static: serving ${positionals[0]} on http://${values.host}:${actualPort}${values.spa ? ' (SPA fallback)' : ''}`);

  const stop = async (signal) => {
    console.log(`clinote-static: ${signal}, closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error) => {
  console.error(`clinote-static: ${error.message}`);
  process.exit(1);
});
