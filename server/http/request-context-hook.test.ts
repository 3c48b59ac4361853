import { describe, expect, it } from 'vitest';
import { requestIdFor } from './request-context-hook.ts';

const withId = (id?: string) => ({ headers: id === undefined ? {} : { 'x-request-id': id } });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("a request's id", () => {
  it("is a trusted proxy's X-Request-Id when it is a sane token", () => {
    expect(requestIdFor(true)(withId('lb-7f3a.91:2'))).toBe('lb-7f3a.91:2');
  });

  it('is a new UUID when nobody is trusted to name it, none was sent, or the one sent is odd', () => {
    const ids = [
      requestIdFor(false)(withId('chosen-by-the-client')),
      requestIdFor(true)(withId()),
      requestIdFor(true)(withId('two words')),
      requestIdFor(true)(withId('x'.repeat(129))),
      requestIdFor(true)(withId('line\nbreak')),
    ];
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
