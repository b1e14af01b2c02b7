import { describe, expect, it } from 'vitest';
import { isContactEmail } from './contact-rules.js';

describe('isContactEmail (server and web share it)', () => {
  it('accepts name@domain.tld, refuses spaces, a missing @ or a one-letter top-level part', () => {
    expect(['zhang@huaqiang.example', 'a.b@c.co'].every(isContactEmail)).toBe(true);
    expect(['zhang@huaqiang', 'zhang huaqiang@x.com', 'x@y.c', '@x.com', 'x@.com'].some(isContactEmail)).toBe(
      false,
    );
  });
});
