import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { baseTestEnv } from '@clinote/nest-common/testing';
import { envSchema } from '../config';
import { AppDocuments } from './app-documents.service';

const TEMPLATE =
  '<!doctype html><html><head><title>Clinote</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';
const MANIFEST = JSON.stringify({
  metaData: { publicPath: 'auto', remoteEntry: { path: '', name: 'remoteEntry.js' } },
  exposes: [{ name: 'Routes', path: './Routes', assets: { js: { sync: ['__federation_expose_Routes.soap.js'], async: [] } } }],
});

describe('AppDocuments: preload hints of a remote that goes down', () => {
  let server: Server;
  let soapUp = true;

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/index.html') return res.writeHead(200, { 'content-type': 'text/html' }).end(TEMPLATE);
      if (req.url === '/mf-manifest.json' && soapUp) return res.writeHead(200, { 'content-type': 'application/json' }).end(MANIFEST);
      res.writeHead(503).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('stops hinting it once its manifest cannot be read, instead of hinting from the last good copy', async () => {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const documents = new AppDocuments(envSchema.parse({ ...baseTestEnv, SHELL_URL: url, MFE_SOAP_URL: url }));
    expect((await documents.render('/pt-eval')).html).toContain('href="/mfe/soap/remoteEntry.js"');

    // A failed preload would be kept by the browser and used again by the fallback's Retry.
    soapUp = false;
    await new Promise((resolve) => setTimeout(resolve, 2100)); // past the cache's freshness
    const page = (await documents.render('/pt-eval')).html;
    expect(page).not.toContain('/mfe/soap/remoteEntry.js');
    expect(page).toContain('<div id="root">'); // the page itself is still served (the shell is up)
  });
});
