/** The demo store: categories and the books the demo sellers list in them (prices in BDT). */

export type DemoBook = {
  title: string;
  author: string;
  price: number;
  /** What it cost new, when its demo seller gave it: cards strike it out. */
  originalPrice: number | null;
  condition: 'Excellent' | 'Good' | 'Fair';
  years: number;
  location: string;
  description: string;
};

/** A category, named in English and in Bangla (docs/languages.md). */
export type DemoCategory = { name: string; nameBn: string; slug: string; books: DemoBook[] };

const book = (
  title: string,
  author: string,
  price: number,
  condition: DemoBook['condition'],
  years: number,
  location: string,
  description: string,
  originalPrice: number | null = null,
): DemoBook => ({ title, author, price, originalPrice, condition, years, location, description });

export const demoCatalog: DemoCategory[] = [
  {
    name: 'Fiction',
    nameBn: 'কথাসাহিত্য',
    slug: 'fiction',
    books: [
      book('Pride and Prejudice', 'Jane Austen', 350, 'Good', 3, 'Dhaka', 'Paperback, a few pencil notes in the margins.'),
      book('Great Expectations', 'Charles Dickens', 420, 'Excellent', 1, 'Chattogram', 'Read once, like new.', 650),
      book('The Count of Monte Cristo', 'Alexandre Dumas', 560, 'Good', 4, 'Sylhet', 'Unabridged translation, spine slightly creased.'),
      book('Moby-Dick', 'Herman Melville', 300, 'Fair', 6, 'Khulna', 'Cover worn, all pages intact.'),
      book('Jane Eyre', 'Charlotte Bronte', 380, 'Good', 2, 'Rajshahi', 'Clean copy with a bookmark ribbon.'),
    ],
  },
  {
    name: 'Science & Technology',
    nameBn: 'বিজ্ঞান ও প্রযুক্তি',
    slug: 'science-technology',
    books: [
      book('On the Origin of Species', 'Charles Darwin', 480, 'Good', 5, 'Dhaka', 'Illustrated edition.'),
      book('Relativity: The Special and General Theory', 'Albert Einstein', 320, 'Excellent', 1, 'Dhaka', 'Slim paperback, no markings.'),
      book('The Structure of Scientific Revolutions', 'Thomas Kuhn', 450, 'Good', 3, 'Barishal', 'Some highlighting in chapter two.'),
      book('A Brief History of Time', 'Stephen Hawking', 500, 'Excellent', 2, 'Chattogram', 'Hardcover with dust jacket.'),
      book('The Selfish Gene', 'Richard Dawkins', 410, 'Fair', 7, 'Sylhet', 'Well loved, cover taped at the corner.'),
    ],
  },
  {
    name: 'History',
    nameBn: 'ইতিহাস',
    slug: 'history',
    books: [
      book('The Histories', 'Herodotus', 520, 'Good', 4, 'Dhaka', 'Penguin Classics translation.'),
      book('The Decline and Fall of the Roman Empire', 'Edward Gibbon', 650, 'Fair', 9, 'Rajshahi', 'Abridged, pages yellowed.'),
      book('The Guns of August', 'Barbara Tuchman', 470, 'Excellent', 1, 'Khulna', 'Like new.'),
      book("A People's History of the World", 'Chris Harman', 390, 'Good', 3, 'Dhaka', 'Light shelf wear.'),
      book('The Silk Roads', 'Peter Frankopan', 600, 'Excellent', 1, 'Chattogram', 'Hardcover, gift copy never read.', 1100),
    ],
  },
  {
    name: "Children's Books",
    nameBn: 'শিশুদের বই',
    slug: 'childrens-books',
    books: [
      book("Alice's Adventures in Wonderland", 'Lewis Carroll', 220, 'Good', 2, 'Dhaka', 'Colour illustrations throughout.'),
      book('The Jungle Book', 'Rudyard Kipling', 240, 'Excellent', 1, 'Sylhet', 'Large print for young readers.'),
      book('Peter Pan', 'J. M. Barrie', 200, 'Fair', 5, 'Barishal', 'A few crayon marks on the inside cover.'),
      book('The Wonderful Wizard of Oz', 'L. Frank Baum', 210, 'Good', 3, 'Rajshahi', 'Sturdy hardback.'),
      book('Black Beauty', 'Anna Sewell', 180, 'Good', 4, 'Khulna', 'School edition.'),
    ],
  },
  {
    name: 'Textbooks',
    nameBn: 'পাঠ্যবই',
    slug: 'textbooks',
    books: [
      book('Calculus: Early Transcendentals', 'James Stewart', 1200, 'Good', 2, 'Dhaka', 'Eighth edition, solutions in pencil in chapter 3.'),
      book('Introduction to Algorithms', 'Thomas H. Cormen', 1500, 'Excellent', 1, 'Dhaka', 'Third edition, no highlighting.', 2400),
      book('Principles of Economics', 'N. Gregory Mankiw', 950, 'Fair', 4, 'Chattogram', 'Cover bent, content complete.'),
      book('Campbell Biology', 'Lisa A. Urry', 1400, 'Good', 2, 'Sylhet', 'Eleventh edition.', 3200),
      book('University Physics', 'Hugh D. Young', 1300, 'Good', 3, 'Rajshahi', 'Thirteenth edition with a few notes.'),
    ],
  },
  {
    name: 'Self-Help',
    nameBn: 'আত্মোন্নয়ন',
    slug: 'self-help',
    books: [
      book('Meditations', 'Marcus Aurelius', 260, 'Excellent', 1, 'Dhaka', 'Pocket edition.'),
      book('How to Win Friends and Influence People', 'Dale Carnegie', 300, 'Good', 5, 'Khulna', 'Classic paperback.'),
      book('The Art of War', 'Sun Tzu', 190, 'Good', 2, 'Chattogram', 'Bilingual edition.'),
      book('Atomic Habits', 'James Clear', 450, 'Excellent', 1, 'Dhaka', 'Read once.', 900),
      book("Man's Search for Meaning", 'Viktor E. Frankl', 280, 'Fair', 6, 'Sylhet', 'Underlined passages.'),
    ],
  },
  {
    name: 'Comics & Graphic Novels',
    nameBn: 'কমিকস ও গ্রাফিক নভেল',
    slug: 'comics',
    books: [
      book('Maus', 'Art Spiegelman', 700, 'Good', 3, 'Dhaka', 'Complete collection in one volume.'),
      book('Persepolis', 'Marjane Satrapi', 550, 'Excellent', 1, 'Chattogram', 'No creases.', 950),
      book('The Adventures of Tintin: The Blue Lotus', 'Herge', 320, 'Good', 8, 'Rajshahi', 'Vintage print.'),
      book('Asterix the Gaul', 'Rene Goscinny', 300, 'Fair', 10, 'Khulna', 'Loose first page.'),
      book('Watchmen', 'Alan Moore', 800, 'Good', 4, 'Dhaka', 'Trade paperback.'),
    ],
  },
  {
    name: 'Biography',
    nameBn: 'জীবনী',
    slug: 'biography',
    books: [
      book('The Story of My Experiments with Truth', 'Mahatma Gandhi', 340, 'Good', 4, 'Dhaka', 'Navajivan edition.'),
      book('Long Walk to Freedom', 'Nelson Mandela', 520, 'Excellent', 2, 'Sylhet', 'Hardcover.', 1200),
      book('The Diary of a Young Girl', 'Anne Frank', 260, 'Good', 3, 'Barishal', 'Definitive edition.'),
      book('Steve Jobs', 'Walter Isaacson', 600, 'Fair', 5, 'Chattogram', 'Cover scuffed.'),
      book('Wings of Fire', 'A. P. J. Abdul Kalam', 280, 'Excellent', 1, 'Dhaka', 'Like new.'),
    ],
  },
];

/**
 * More copies of one demo edition, in one condition, from other sellers: the listing form's price
 * hint has comparables to show (Great Expectations, Excellent: BDT 380 to 500, with the catalogue's 420).
 */
export const demoComparables: Array<DemoBook & { slug: string }> = [
  { ...book('Great Expectations', 'Charles Dickens', 380, 'Excellent', 1, 'Dhaka', 'Penguin Classics paperback, unread.'), slug: 'fiction' },
  { ...book('Great Expectations', 'Charles Dickens', 450, 'Excellent', 0, 'Sylhet', "As new, with the publisher's bookmark.", 650), slug: 'fiction' },
  { ...book('Great Expectations', 'Charles Dickens', 500, 'Excellent', 1, 'Rajshahi', 'Read once, kept in a sleeve.'), slug: 'fiction' },
];
