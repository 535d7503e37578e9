import { SignJWT } from 'jose';
import type { MetabaseConfig } from '../../config';

/** How long a signed embed URL opens the dashboard or question (Metabase checks `exp`). */
export const EMBED_TOKEN_SECONDS = 10 * 60;

/** The look of every embed: Metabase reads it from the fragment, outside the signed token. */
export const EMBED_FRAGMENT = '#bordered=true&titled=true';

export type EmbedResource = { dashboard: number } | { question: number };

/**
 * A Metabase static-embedding URL: an HS256 JWT of `{resource, params: {}, exp}` signed with the
 * embedding secret, in `{site}/embed/dashboard/{token}` or `{site}/embed/question/{token}`.
 */
export const signEmbedUrl = async (
  metabase: MetabaseConfig,
  resource: EmbedResource,
  now: Date,
): Promise<string> => {
  const exp = Math.floor(now.getTime() / 1000) + EMBED_TOKEN_SECONDS;
  const token = await new SignJWT({ resource, params: {} })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(metabase.secretKey));
  const kind = 'dashboard' in resource ? 'dashboard' : 'question';
  return `${metabase.siteUrl}/embed/${kind}/${token}${EMBED_FRAGMENT}`;
};

/** The origin the portal's CSP lets frames load (frame-src): the Metabase site, when configured. */
export const metabaseFrameSources = (metabase: MetabaseConfig | undefined): string[] =>
  metabase ? [new URL(metabase.siteUrl).origin] : [];
