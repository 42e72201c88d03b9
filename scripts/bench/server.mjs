// Serves a build for measurement. scripts/serve.mjs gives Firebase Hosting's files, clean URLs and
// headers; Hosting also compresses every text response, which a lab measurement of transfer size
// and LCP must include, so a compressing front sits before it (decision record 080).
import http from 'node:http';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { serve } from '../serve.mjs';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/** Picks the encoding Hosting would use for this request: brotli, else gzip, else none. */
export function chooseEncoding(acceptEncoding = '') {
  const accepted = acceptEncoding.split(',').map((part) => part.trim().split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/**
 * @param {{ dir: string, port: number, innerPort: number }} options
 * @returns {Promise<{ close: () => void }>}
 */
export async function serveCompressed({ dir, port, innerPort }) {
  const inner = await serve({ dir, port: innerPort });
  const front = http.createServer((req, res) => {
    const upstream = http.request(
      { host: '127.0.0.1', port: innerPort, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        const encoding = COMPRESSIBLE.test(type)
          ? chooseEncoding(String(req.headers['accept-encoding'] ?? ''))
          : null;
        const headers = { ...answer.headers, vary: 'accept-encoding' };
        if (!encoding) {
          res.writeHead(answer.statusCode ?? 200, headers);
          answer.pipe(res);
          return;
        }
        delete headers['content-length'];
        res.writeHead(answer.statusCode ?? 200, { ...headers, 'content-encoding': encoding });
        const compressor =
          encoding === 'br'
            ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
            : createGzip({ level: 9 });
        answer.pipe(compressor).pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise((resolve, reject) => {
    front.once('error', reject);
    front.listen(port, '127.0.0.1', () => resolve(undefined));
  });
  return {
    close() {
      front.close();
      inner.close();
    },
  };
}
