function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * An unsigned, JWT-shaped token with the given claims. Enough for the client, which only reads
 * the payload (the server verifies); never accepted by the real API.
 */
export function makeJwt(claims: Record<string, unknown>): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.bW9jaw`;
}
