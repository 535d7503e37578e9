import { describe, expect, it } from 'vitest';
import { newRequestKey } from './request-key';

// RFC 9562: version 4 and the 10xx variant, as the API's z.uuid() accepts them.
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newRequestKey', () => {
  it('gives a version 4 UUID, a new one each time', () => {
    const keys = Array.from({ length: 200 }, () => newRequestKey());
    for (const key of keys) expect(key).toMatch(UUID_V4);
    expect(new Set(keys).size).toBe(200);
  });
});
