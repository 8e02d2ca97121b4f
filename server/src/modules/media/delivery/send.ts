import path from 'node:path';
import type { Request, Response } from 'express';
import { SVG_TYPE } from '../types.js';
import type { Delivery } from './delivery.js';

/** RFC 6266: a plain fallback name, and the real one percent-encoded. */
function contentDisposition(inline: boolean, fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Does the client hold these bytes already? Compared by hand: `req.fresh` says no to any
 * request with `Cache-Control: no-cache`, which fetch() adds to every conditional request.
 */
function notModified(req: Request, etag: string): boolean {
  const header = req.get('if-none-match');
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

/**
 * Streams a delivery with a strong ETag: a year of immutable caching when its URL names the
 * file's current version, else revalidated on every use (a replace keeps the URL and changes
 * the bytes, media/replace-operations.ts). Conditional requests get a 304
 * before any bytes are read or computed; ranges (video seeking) are served by `send`.
 */
export async function sendDelivery(req: Request, res: Response, delivery: Delivery): Promise<void> {
  const etag = `"${delivery.etag}"`;
  res.setHeader('ETag', etag);
  res.setHeader('Cache-Control', delivery.immutable ? `${delivery.visibility}, max-age=31536000, immutable` : `${delivery.visibility}, no-cache`);
  if (delivery.variesByAccept) res.setHeader('Vary', 'Accept');
  if (notModified(req, etag)) {
    res.status(304).end();
    return;
  }
  let body: Buffer | string;
  try {
    body = await delivery.open();
  } catch (error) {
    res.removeHeader('ETag');
    res.setHeader('Cache-Control', 'no-store');
    throw error;
  }
  res.setHeader(
    'Content-Type',
    delivery.contentType === SVG_TYPE || delivery.contentType.startsWith('text/') ? `${delivery.contentType}; charset=utf-8` : delivery.contentType,
  );
  res.setHeader('Content-Disposition', contentDisposition(delivery.inline, delivery.fileName));
  // Even a sanitized SVG opened on its own may run nothing and fetch nothing.
  if (delivery.contentType === SVG_TYPE) res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:");
  if (delivery.visibility === 'public') res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  if (Buffer.isBuffer(body)) {
    // An image from memory: whole, ranges are for seeking in videos.
    res.setHeader('Content-Length', body.length);
    res.end(body);
    return;
  }
  const file = body;
  await new Promise<void>((resolve, reject) => {
    res.sendFile(path.basename(file), { root: path.dirname(file), etag: false, lastModified: false, cacheControl: false, dotfiles: 'allow' }, (error) => {
      // A visitor who goes away mid-download is no failure of ours.
      if (error && !res.headersSent) reject(error);
      else resolve();
    });
  });
}
