import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt with N=2^15, r=8, p=1 (~100 ms here); the parameters are stored in the hash so they can
// be raised later without breaking old hashes. Format: scrypt$N$r$p$salt$hash (base64url).
export const PASSWORD_HASH_DEFAULTS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

const derive = (password: string, salt: Buffer, options: ScryptOptions, keyLength: number) =>
  new Promise<Buffer>((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      keyLength,
      { ...options, maxmem: 256 * 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });

export type HashOptions = { N: number; r: number; p: number };

export const hashPassword = async (
  password: string,
  options: HashOptions = PASSWORD_HASH_DEFAULTS,
) => {
  const salt = randomBytes(16);
  const key = await derive(password, salt, options, KEY_LENGTH);
  return [
    'scrypt',
    options.N,
    options.r,
    options.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [algo, n, r, p, salt, hash] = stored.split('$');
  if (algo !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    { N: +n, r: +r, p: +p },
    expected.length,
  );
  return timingSafeEqual(key, expected);
};
