import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM with a key derived from JWT_SECRET (HKDF, its own label). Used for the keys of
 * staff-created password tokens, which the token list must show again (seed 001).
 */
export const createSecretBox = (secret: string) => {
  const key = Buffer.from(hkdfSync('sha256', secret, 'portal', 'password-token-key', 32));
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
    },
    /** The plain text, or null when the box was sealed with another secret or altered. */
    open(sealed: string): string | null {
      const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !data) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
};
