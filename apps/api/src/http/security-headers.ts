import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MiddlewareHandler } from 'hono';

/**
 * 'sha256-…' sources for every inline <script> of the portal's index.html (the shell's title
 * script), so the CSP can allow exactly those and no other inline script.
 */
export const inlineScriptHashes = (html: string): string[] =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((m) => m[1] ?? '')
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);

const readIndexHashes = (staticDir: string | undefined): string[] => {
  if (!staticDir) return [];
  try {
    return inlineScriptHashes(readFileSync(join(staticDir, 'index.html'), 'utf8'));
  } catch {
    return [];
  }
};

/**
 * The Content-Security-Policy of the portal's documents. Scripts only from the portal's origin
 * (plus the hashed inline shell scripts); styles also inline, because Chakra UI (emotion) writes
 * its styles into <style> tags at run time; no framing by anyone (clickjacking), forms and base
 * URL to the own origin only; plugins only for the PDFs the portal itself opens as blob: URLs.
 * Frames may show the analytics site when one is configured.
 */
export const contentSecurityPolicy = (scriptHashes: string[], frameSources: string[] = []) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // Stored teacher documents open as blob: URLs (fetched with the session, then shown by the
    // browser's PDF viewer, which CSP treats as a plugin); nothing else may embed or fetch blobs.
    "connect-src 'self' blob:",
    frameSources.length ? `frame-src ${frameSources.join(' ')}` : "frame-src 'none'",
    'object-src blob:',
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/**
 * The Content-Security-Policy of the API's answers: JSON, CSV and PDF bytes, which a browser never
 * runs as a page (the portal fetches them with its token; a PDF opens as a blob: URL of the
 * portal's document, under the document's policy). Nothing may load or frame them: the document's
 * whole policy (about 350 bytes with the shell's two script hashes) on every answer was for nothing.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

export type SecurityHeaderOptions = {
  production: boolean;
  /** The built portal served by this app, whose inline scripts the CSP allows by hash. */
  staticDir?: string;
  frameSources?: string[];
};

/** Security headers on every answer (docs/security.md lists each and why). */
export const securityHeaders = (options: SecurityHeaderOptions): MiddlewareHandler => {
  const csp = contentSecurityPolicy(readIndexHashes(options.staticDir), options.frameSources);
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    const api = c.req.path.startsWith('/api/');
    h.set('Content-Security-Policy', api ? API_CONTENT_SECURITY_POLICY : csp);
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('X-Frame-Options', 'DENY');
    // Reset links carry their token in the URL: never send it on as a Referer.
    h.set('Referrer-Policy', 'no-referrer');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    h.set('Cross-Origin-Resource-Policy', 'same-origin');
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (options.production) {
      h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    // The API's answers hold tokens and personal data: no browser or proxy keeps a copy (ASVS
    // 8.2.1), unless a route says otherwise. The portal's files set their own (http/static.ts).
    if (api && !h.has('Cache-Control')) h.set('Cache-Control', 'no-store');
  };
};
