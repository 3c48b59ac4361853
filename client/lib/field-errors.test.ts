import { afterEach, describe, expect, it } from 'vitest';
import { emailQuerySchema, updateProfileSchema } from '../../shared/users.ts';
import { switchReading } from '../i18n/i18n.ts';
import { fieldErrors } from './field-errors.ts';

const issuesOf = (parsed: { success: boolean; error?: { issues: Parameters<typeof fieldErrors>[0] } }) => parsed.error?.issues ?? [];

describe('fieldErrors', () => {
  afterEach(() => switchReading('en', true));

  it('in English, gives each field the shared rule’s own sentence', () => {
    const issues = issuesOf(updateProfileSchema.safeParse({ name: ' ', bio: 'x'.repeat(301) }));
    expect(fieldErrors(issues, ['name', 'bio'])).toEqual({ name: 'Name is required', bio: 'Bio is at most 300 characters' });
  });

  it('in Bangla, says it in Bangla, limits in Bangla digits, and keeps a rule’s sentence where the kind says too little', async () => {
    await switchReading('bn', true);
    const issues = issuesOf(updateProfileSchema.safeParse({ name: ' ', bio: 'x'.repeat(301) }));
    expect(fieldErrors(issues, ['name', 'bio'])).toEqual({ name: 'এটি পূরণ করুন।', bio: 'সর্বোচ্চ ৩০০টি অক্ষর লিখতে পারবেন।' });
    expect(fieldErrors(issuesOf(emailQuerySchema.safeParse({ email: 'no at sign' })), ['email'])).toEqual({ email: 'এটি ঠিক হয়নি। (Email is invalid)' });
    await switchReading('bn', false);
    expect(fieldErrors(issuesOf(updateProfileSchema.safeParse({ bio: 'x'.repeat(301) })), ['bio'])).toEqual({ bio: 'সর্বোচ্চ 300টি অক্ষর লিখতে পারবেন।' });
  });
});
