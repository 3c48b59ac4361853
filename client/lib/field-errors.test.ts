import { afterEach, describe, expect, it } from 'vitest';
import { newBookSchema } from '../../shared/books.ts';
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
    // A rule across fields says itself by its name, its numbers in the page's digits.
    const listing = {
      book: 'Lalsalu',
      author: 'Syed Waliullah',
      price: '300',
      condition: 'Good',
      phone: '01712345678',
      location: 'Dhaka',
      categoryId: 'fiction',
    };
    const photo = '/images/0123456789abcdef0123456789abcdef.webp';
    const priceBelow = newBookSchema.safeParse({ ...listing, originalPrice: '250', image: photo });
    expect(fieldErrors(issuesOf(priceBelow), ['originalPrice'])).toEqual({ originalPrice: 'নতুন অবস্থার দাম বিক্রির দামের চেয়ে বেশি হতে হবে।' });
    const yearsAndPhotos = newBookSchema.safeParse({ ...listing, years: '300', photos: [photo, photo] });
    expect(fieldErrors(issuesOf(yearsAndPhotos), ['years', 'photos'])).toEqual({
      years: 'কত বছর ব্যবহার হয়েছে, তা ০ থেকে ২০০-এর মধ্যে পূর্ণ সংখ্যায় লিখুন।',
      photos: 'একই ছবি দুবার দেওয়া হয়েছে।',
    });
    await switchReading('bn', false);
    expect(fieldErrors(issuesOf(updateProfileSchema.safeParse({ bio: 'x'.repeat(301) })), ['bio'])).toEqual({ bio: 'সর্বোচ্চ 300টি অক্ষর লিখতে পারবেন।' });
  });
});
