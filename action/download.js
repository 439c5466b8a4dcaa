'use strict';
// HTTP downloads for the release assets: redirects, bounded retries with backoff, and a
// SHA-256 computed while the bytes stream to disk so a verified file is never read twice.

const crypto = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');
const https = require('node:https');

const MAX_REDIRECTS = 5;
// A stalled connection counts as a transient failure instead of hanging the job.
const IDLE_TIMEOUT_MS = 30_000;

/** A failure worth another attempt (connection trouble, 5xx, a cut-short body). */
class TransientError extends Error {}

function isLoopback(hostname) {
  return ['127.0.0.1', 'localhost', '[::1]', '::1'].includes(hostname);
}

/**
 * Plain http is accepted only for loopback (local release servers in tests and
 * benchmarks); anything that crosses a network must be https.
 */
function checkScheme(url) {
  if (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname))) {
    return;
  }
  throw new Error(`refusing to download ${url.href}: only https URLs (or http on 127.0.0.1) are allowed`);
}

/**
 * GET `url` into `dest` (or into memory when `dest` is null). Resolves to
 * `{ sha256, bytes, body }`; a body shorter than its Content-Length is a TransientError.
 */
function getOnce(href, dest, redirects = MAX_REDIRECTS) {
  const url = new URL(href);
  checkScheme(url);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, { headers: { 'User-Agent': 'ward-action' }, timeout: IDLE_TIMEOUT_MS }, (response) => {
      const { statusCode, headers } = response;
      if (statusCode >= 300 && statusCode < 400 && headers.location) {
        response.resume();
        if (redirects === 0) {
          reject(new Error(`GET ${href}: too many redirects`));
          return;
        }
        const next = new URL(headers.location, url);
        if (url.protocol === 'https:' && next.protocol !== 'https:') {
          reject(new Error(`GET ${href}: refusing a redirect from https to ${next.protocol}`));
          return;
        }
        getOnce(next.href, dest, redirects - 1).then(resolve, reject);
        return;
      }
      if (statusCode !== 200) {
        response.resume();
        const message = `GET ${href} answered ${statusCode}`;
        reject(statusCode >= 500 || statusCode === 429 ? new TransientError(message) : Object.assign(new Error(message), { statusCode }));
        return;
      }
      const expected = headers['content-length'] === undefined ? null : Number(headers['content-length']);
      const hash = crypto.createHash('sha256');
      const chunks = [];
      const file = dest ? fs.createWriteStream(dest) : null;
      let bytes = 0;
      let failed = false;
      const fail = (error) => {
        if (failed) {
          return;
        }
        failed = true;
        response.destroy();
        if (!file) {
          reject(error);
          return;
        }
        // Settle only once the file is closed, so the caller may remove it (or retry) at once.
        file.once('close', () => reject(error));
        file.destroy();
      };
      response.on('data', (chunk) => {
        bytes += chunk.length;
        hash.update(chunk);
        if (file) {
          file.write(chunk);
        } else {
          chunks.push(chunk);
        }
      });
      response.on('aborted', () => fail(new TransientError(`GET ${href}: the download was cut short after ${bytes} bytes`)));
      response.on('error', (error) => fail(new TransientError(`GET ${href}: ${error.message}`)));
      response.on('end', () => {
        if (failed) {
          return;
        }
        if (!response.complete || (expected !== null && bytes !== expected)) {
          const of = expected === null ? '' : ` of ${expected}`;
          fail(new TransientError(`GET ${href}: truncated download (${bytes}${of} bytes)`));
          return;
        }
        const result = { sha256: hash.digest('hex'), bytes, body: file ? null : Buffer.concat(chunks) };
        if (!file) {
          resolve(result);
          return;
        }
        file.once('close', () => resolve(result));
        file.end();
      });
      if (file) {
        file.on('error', (error) => fail(error));
      }
    });
    request.on('timeout', () => request.destroy(new TransientError(`GET ${href}: no data for ${IDLE_TIMEOUT_MS / 1000} s`)));
    request.on('error', (error) =>
      reject(error instanceof TransientError ? error : new TransientError(`GET ${href}: ${error.message}`)),
    );
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * getOnce with up to `attempts` tries on transient failures, waiting `delayMs`, then twice
 * as long, and so on. Other failures (404, a bad scheme) are final at once.
 */
async function get(href, dest, { attempts = 4, delayMs = 500, log = () => {} } = {}) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await getOnce(href, dest);
    } catch (error) {
      if (!(error instanceof TransientError) || attempt >= attempts) {
        throw error;
      }
      const wait = delayMs * 2 ** (attempt - 1);
      log(`${error.message}; retrying in ${wait} ms (attempt ${attempt + 1} of ${attempts})`);
      await sleep(wait);
    }
  }
}

module.exports = { TransientError, checkScheme, get };
