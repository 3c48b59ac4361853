// Generated from docs/openapi.json by `npm run openapi` (openapi-typescript). Do not edit.

export interface paths {
    "/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All categories
         * @description Every category, by name. Public: no token needed. Legacy path.
         */
        get: operations["catalog-categories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/category/{categoryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One category by its categoryId, or null
         * @description The category whose `categoryId` (its URL slug) is given; `null` when there is none. Public. Legacy path.
         */
        get: operations["catalog-category"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public settings the web client needs at start
         * @description The store currency, the Firebase web configuration to sign in with, and the Stripe publishable key when Stripe is on. Public.
         */
        get: operations["catalog-storeConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pages/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the store's own pages: about, contact, help, terms, privacy or cookies
         * @description The page's heading, description and blocks (headings, paragraphs, lists; runs of text, strong text and links), read from the operator's Markdown file (SITE_PAGES_DIR, else the store's content/pages): `<slug>.md` in English, `<slug>.bn.md` in Bangla (`lang=bn`; the English page while there is none, said by `lang`). Public.
         */
        get: operations["catalog-sitePage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/books/categoryId": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The books of a category, newest first, sold ones included (query id = categoryId)
         * @description Every listed book of the category (sold ones too, for the legacy client to grey out), newest first, `limit` at a time (all when no limit is given). For the next page pass the last book's `_id` as `cursor`; a page shorter than `limit` is the last. An unknown category has no books. Public; a signed-in caller also gets each seller's `phone` and email (`addedBy`), which anyone else gets empty. Legacy path.
         */
        get: operations["catalog-booksInCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feature/books": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Advertised books that can be booked
         * @description The books their sellers advertise that are available and not booked, newest first (the home page). Public. Legacy path.
         */
        get: operations["catalog-advertised"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/book/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One book, or null
         * @description A listed book by its `_id`; `null` when there is none or it is hidden by reports. Public. Legacy path.
         */
        get: operations["catalog-book"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/seller/verified/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The seller when verified, else null
         * @description The seller with this email when an admin has verified them (their cards carry a badge); `null` otherwise. Public. Legacy path.
         */
        get: operations["catalog-verifiedSeller"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sellers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A seller's public profile, or null
         * @description The seller with this `_id`: name, photo, bio, whether an admin verified them, when they joined and how many of their listings are sold (never their email or phone). `null` when there is no seller with this id (buyers and admins have no public profile). Changes nothing. **Who:** anyone; no token needed.
         */
        get: operations["catalog-seller"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sellers/{id}/books": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A seller's listings, available copies first, then newest first
         * @description The seller's listings the public may see (not those hidden by reports), available copies first and sold ones after, each part newest first, `limit` at a time (all when no limit is given). For the next page pass the last book's `_id` as `cursor`; a page shorter than `limit` is the last. An unknown seller has no books. Changes nothing. **Who:** anyone; no token needed.
         */
        get: operations["catalog-sellerBooks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/books/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search books by title or author words (prefix and typo tolerant) with filters, sort and cursor paging
         * @description Listed books, available and sold (`status` says which), matching every word of `q` in the title or author (a word may be a prefix or have a typo), narrowed by the filters, which combine. Answers `limit` books and a `nextCursor`: pass it as `cursor` with the same query for the next page; it is `null` on the last page. Public.
         */
        get: operations["catalog-search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isbn/{isbn}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every available copy of one edition, from every seller, cheapest first
         * @description The listed copies whose seller gave this ISBN, available ones only, cheapest first. The ISBN may be an ISBN-13 or an ISBN-10, with hyphens or without; `GET /books/search?q=<isbn>` finds the same copies, sold ones too. Answers `limit` books and a `nextCursor` as the search does. Public.
         */
        get: operations["catalog-edition"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/books": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A seller's books, newest first (query email = the seller)
         * @description The listings of the seller whose email is given, hidden ones included, each with `sale`: who booked or paid for it (their email, phone and location) so the seller can hand the copy over. Newest first, `limit` at a time (all without `limit`); pass the last `_id` as `cursor` for the next page. **Who:** that seller, or an admin. Legacy path.
         */
        get: operations["books-mine"];
        put?: never;
        /**
         * List a book for sale; addedBy, status and advertise in the body are ignored
         * @description Creates a listing of the caller: available, not advertised. Upload the photo first (`POST /images`) and send its `display_url` as `image`. `price` is the resale price in major units of the store currency (a string or a number, with at most the currency's decimals: two for BDT, none for JPY). `originalPrice`, optional, is what the book cost new: more than `price`, and cards show it struck out; nothing is shown struck out without it. A seller lists at most LISTINGS_PER_HOUR (default 30) books an hour and LISTINGS_PER_DAY (100) a day. **Who:** sellers. Legacy path.
         */
        post: operations["books-add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isbn/{isbn}/record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look an ISBN up, to fill a listing with its title, authors, description and cover
         * @description What the book catalogue (Open Library) says of the edition: `found` false when it knows none. The ISBN may be an ISBN-13 or an ISBN-10, with hyphens or without. Answers are kept, so a repeat lookup is immediate; the cover is stored as an uploaded photo is, and its URL can be sent as the listing's `image`. When the catalogue does not answer within OPEN_LIBRARY_TIMEOUT_MS (default 4 s), 503 says so: type the book in. **Who:** sellers.
         */
        get: operations["books-lookUpIsbn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/price-hint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What copies like the one being listed ask and sold for here
         * @description Comparable copies: the same edition (`isbn`), or the same title and author (case aside), in the same `condition`. `asking` is what those on sale now ask; `sold` what they sold for in the last 12 months. Each is the median, the lowest and the highest price in minor units, and how many copies; null when fewer than 3 compare. Pass the listing being edited as `except`. **Who:** sellers.
         */
        get: operations["books-priceHint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/books/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of your own listings, to edit it
         * @description The listing as My products shows it (hidden ones too, with who holds it): what `PATCH /books/{id}` starts from. **Who:** the book's seller.
         */
        get: operations["books-own"];
        put?: never;
        post?: never;
        /**
         * Delete a listing (its seller, or an admin)
         * @description Takes a listing down for good: its unpaid booking is cancelled (the buyer is told) and its open reports close. Paid orders keep their copy of the details. **Who:** the book's seller, or an admin. Legacy path.
         */
        delete: operations["books-remove"];
        options?: never;
        head?: never;
        /**
         * Edit a listing: any of its fields, while no order holds the copy
         * @description Changes the fields sent, each checked as `POST /books` checks it; a field not sent stays as it is, and null or an empty string clears an optional one (`years`, `originalPrice`, `isbn`). A new `image` is uploaded first (`POST /images`). Search finds the new words at once; saved searches the listing now matches are alerted, and a lower price tells whoever saved it. A booking or a sale keeps what the buyer agreed to, so a copy an order holds cannot be edited. `modifiedCount` is 0 when nothing changed. **Who:** the book's seller.
         */
        patch: operations["books-edit"];
        trace?: never;
    };
    "/book/status/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Mark a book available or sold
         * @description Marking a booked copy sold (sold elsewhere) cancels its booking and tells the buyer. `modifiedCount` is 0 when the book already had that status. **Who:** the book's seller. Legacy path.
         */
        patch: operations["books-setStatus"];
        trace?: never;
    };
    "/book/price/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the price of a book not sold yet
         * @description Sets a new price; a booking already made keeps the price it was made at. A lower price tells everyone who saved the book to their wishlist. `modifiedCount` is 0 when the price was already that. **Who:** the book's seller.
         */
        patch: operations["books-price"];
        trace?: never;
    };
    "/book/feature/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Advertise a book on the home page (not when sold)
         * @description Shows the book among the advertised books while it is available. **Who:** the book's seller. Legacy path.
         */
        patch: operations["books-advertise"];
        trace?: never;
    };
    "/book/feature/remove/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Stop advertising a book
         * @description Takes the book off the advertised books. **Who:** the book's seller. Legacy path.
         */
        patch: operations["books-unadvertise"];
        trace?: never;
    };
    "/bulk-imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read a CSV of copies to list, and show what is wrong with each row; nothing is listed yet
         * @description The CSV's first line names its columns, in any order: isbn, condition, price, notes, photo_url (the last two optional). Each line after it is one copy: an ISBN-10 or -13, Excellent, Good or Fair, the price in major units, notes for buyers, and a photo (an https URL, or one of your uploads; without one the edition's cover is used). The category, phone and location are given once for all. At most 1000 rows and 500 KB. Every row comes back with its problems; rows past what your listing caps allow now say so. `POST /bulk-imports/{id}/start` lists the rows without problems. **Who:** sellers.
         */
        post: operations["bulkImports-preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bulk-imports/{id}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the rows of a previewed CSV that have no problems, in the background
         * @description A background job lists the rows one by one, each under your listing caps, looking each ISBN up for its title, authors and cover. Read `GET /bulk-imports/{id}` for its progress (`done` of `ready`) and, row by row, what was listed and what was not, and why. **Who:** the seller who uploaded it.
         */
        post: operations["bulkImports-start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bulk-imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A CSV import: its rows, their problems, its progress and what was listed
         * @description Poll it while `status` is running. **Who:** the seller who uploaded it.
         */
        get: operations["bulkImports-byId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exports/books": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your listings as a CSV file
         * @description Every one of your listings, newest first, one a line: id, isbn, title, author, condition, price, price_when_new, status, category, location, notes, photo_urls (space-separated) and listed_at. A cell a spreadsheet would run as a formula starts with an apostrophe. **Who:** sellers.
         */
        get: operations["bulkImports-exportListings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/buyer-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A buyer's orders, newest first (query email = the buyer)
         * @description Every order of the buyer whose email is given (booked, paid and cancelled), each with a copy of the book's details as booked and the seller's contact. **Who:** that buyer, or an admin. Legacy path.
         */
        get: operations["orders-mine"];
        put?: never;
        /**
         * Book a copy: the order holds it until paid, cancelled or expired
         * @description Creates an unpaid order for the book, which holds the copy for its buyer until it is paid, cancelled, or its hold (ORDER_HOLD_MINUTES, default a day: see `expiresAt`) runs out. Only `bookPostingId`, `buyerPhone` and `buyerLocation` are read: the buyer is the caller, the book, price and seller come from the database (legacy clients send more; it is ignored). A buyer holds at most 5 unpaid bookings, and BOOKINGS_PER_SELLER (default 2) of one seller; a copy the caller cancelled can be booked again REBOOK_COOLDOWN_MINUTES (default 5) later. The seller is notified. Then pay: `POST /payments/intent/{orderId}`. **Who:** any account with a verified email, not on their own listing. Legacy path.
         */
        post: operations["orders-book"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/buyer-orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One order (its buyer, its seller or an admin), or null
         * @description The order with this `_id`, or `null` when there is none. **Who:** its buyer, its seller, or an admin. Legacy path.
         */
        get: operations["orders-byId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/buyer-orders/cancel/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Cancel an unpaid order and free the copy (its buyer or an admin)
         * @description Ends a booking: the copy can be booked again, its payment (if started) is cancelled, and the other party is notified. `modifiedCount` is 0 when it had already ended. **Who:** the order's buyer, or an admin.
         */
        patch: operations["orders-cancel"];
        trace?: never;
    };
    "/buyer-orders/handed-over/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Mark a paid order handed over (its seller)
         * @description The seller says the paid copy reached its buyer, in person or shipped, with an optional note (a tracking number). The buyer is asked to confirm; without an answer the order completes by itself ORDER_AUTO_COMPLETE_DAYS (7) days later. Answers the order with `state: handed_over`. **Who:** the order's seller.
         */
        patch: operations["orders-handedOver"];
        trace?: never;
    };
    "/buyer-orders/received/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Confirm a paid order received (its buyer)
         * @description The buyer has the book: the order completes (`state: completed`) and the seller is told. Works from `paid` too, for a handover the seller did not record. **Who:** the order's buyer.
         */
        patch: operations["orders-received"];
        trace?: never;
    };
    "/buyer-orders/problem/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a problem with a paid order before it completes (its buyer)
         * @description Reasons: `not_received`, `not_as_described` or `other`, with a note. The order freezes (`state: problem`): it neither completes by itself nor pays the seller until an admin refunds the buyer or releases it (`/problems`). **Who:** the order's buyer.
         */
        post: operations["orders-problem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/intent/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start paying for one's booked order; the amount comes from the order
         * @description Starts a card payment for the order: with Stripe, a PaymentIntent whose `clientSecret` Stripe.js confirms; with the built-in test provider, a secret for `POST /payments/test/confirm`. `amount` is in minor units of `currency`, its smallest unit (35000 is BDT 350.00; 350 is ¥350). The order becomes paid only when the provider confirms the charge. **Who:** the order's buyer.
         */
        post: operations["orders-paymentIntent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/test/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The built-in test provider's card payment (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined)
         * @description Pays with a test card, when the store runs without Stripe: send the `clientSecret` from `POST /payments/intent/{orderId}`. On success the order is paid, the copy sold, and both parties notified. An expiry date in the past is declined. **Who:** the order's buyer.
         */
        post: operations["orders-confirmTestPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/buyer-orders/success/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Legacy: succeeds only when the payment provider has confirmed the order's payment
         * @description The legacy client calls this after paying to mark its order paid. It no longer marks anything by itself: it answers `modifiedCount: 1` when the provider has confirmed the payment now, 0 when the order was already paid. **Who:** the order's buyer, or an admin. Legacy path.
         */
        patch: operations["orders-confirmPaid"];
        trace?: never;
    };
    "/bundles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book several copies of one seller together: one payment, one handover, one review
         * @description Books every copy in one go, each as its own order (so `GET /buyer-orders` shows one order per book), holding them all until the bundle is paid, cancelled, or its hold runs out. The price is the listed prices added up, less the seller's bundle discount when the bundle is big enough; each order carries its share, to the unit. A copy that cannot be booked (sold or booked a moment before, gone, or over the booking limits) refuses the whole bundle, and the message names it. A bundle counts as one booking against the limits. Then pay with `POST /payments/intent/{orderId}` for any of its orders: one payment for the whole bundle. Cancelling, handing over, confirming, reporting a problem and rating any of its orders does it for the bundle. **Who:** any account with a verified email, not on their own listings.
         */
        post: operations["bundles-book"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bundles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One bundle with its orders (its buyer, its seller or an admin), or null
         * @description The bundle with this `_id` (an order's `bundleId`), or `null` when there is none. **Who:** its buyer, its seller, or an admin.
         */
        get: operations["bundles-byId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/bundle-discount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your bundle discount
         * @description The percent off a bundle of your copies, and from how many copies it applies; 0 % when you give none. **Who:** sellers.
         */
        get: operations["bundles-discount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set your bundle discount: a percent off a bundle of enough of your copies
         * @description For example 10 % off a bundle of 3 copies or more (0 to 50 %, 2 to 10 copies; 0 % for none). Buyers see it on your books and your profile; bundles booked from now on get it, those booked before keep theirs. **Who:** sellers.
         */
        patch: operations["bundles-setDiscount"];
        trace?: never;
    };
    "/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Offer a price for a copy, or for a bundle of one seller’s copies, below its price
         * @description Send `bookId` for one copy, or `bookIds` for a bundle (2 to 10 copies of one seller; its price is theirs added up, less the seller's bundle discount, and its floor is their floors added up). An accepted offer on a bundle books the bundle at the amount agreed: one payment, one handover (`POST /bundles`). Opens (or reopens) the conversation about the book (a bundle's copy with the lowest id), where the offer and each answer show, and tells the seller, who accepts, declines or counters it within `OFFER_HOURS` (48). An offer below the floor the seller set is declined at once. The phone and place are what the booking carries if the offer is accepted. One open offer per copy and buyer, and at most `OFFERS_PER_DAY` (20) offers a day. **Who:** signed-in users with a verified email, not on their own books.
         */
        post: operations["offers-make"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My offers: those you made, or those on your books
         * @description Newest first, `limit` at a time (50 unless given), the page after `cursor`. **Who:** signed-in users, their own.
         */
        get: operations["offers-mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/offers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One offer as it stands now: its amount, whose turn it is, and the booking an acceptance made
         * @description **Who:** its buyer or seller, or an admin.
         */
        get: operations["offers-byId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/{id}/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The offers of a conversation, oldest first, as they stand now
         * @description What the thread shows on its offer cards. Empty for a conversation that is not yours. **Who:** its two parties.
         */
        get: operations["offers-inConversation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/offers/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an offer: the copy is booked for the buyer at its amount
         * @description The booking holds the copy as any booking does, for `ORDER_HOLD_MINUTES`, and the buyer pays the amount agreed from their orders. Other open offers on the copy lapse, and their buyers are told. A copy someone booked a moment before is refused with 409, and the offer stays open. The party whose turn it is (the other side of whoever proposed the amount) accepts, declines or counters, 3 proposals in all; whoever proposed it may withdraw it. Answers the offer as it now stands.
         */
        post: operations["offers-accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/offers/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline an offer
         * @description The offer closes, and whoever proposed it is told. The party whose turn it is (the other side of whoever proposed the amount) accepts, declines or counters, 3 proposals in all; whoever proposed it may withdraw it. Answers the offer as it now stands.
         */
        post: operations["offers-decline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/offers/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw your own proposal
         * @description The offer closes, and the other side is told. The party whose turn it is (the other side of whoever proposed the amount) accepts, declines or counters, 3 proposals in all; whoever proposed it may withdraw it. Answers the offer as it now stands.
         */
        post: operations["offers-withdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/offers/{id}/counter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer an offer with another price
         * @description A seller's counter is above the buyer's offer, a buyer's below the seller's counter, and both below the listed price. The offer waits `OFFER_HOURS` again for the other side. The party whose turn it is (the other side of whoever proposed the amount) accepts, declines or counters, 3 proposals in all; whoever proposed it may withdraw it. Answers the offer as it now stands.
         */
        post: operations["offers-counter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/books/{id}/offer-terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether your listing takes offers, and its floor
         * @description **Who:** the seller of the book.
         */
        get: operations["offers-terms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Take offers on a listing or not, and set the least you will consider
         * @description Offers below the floor are declined at once; buyers never see it. Turning offers off lapses the open ones, and their buyers are told. A field not sent stays as it is. **Who:** the seller of the book.
         */
        patch: operations["offers-changeTerms"];
        trace?: never;
    };
    "/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the caller's user record (sign-up and every sign-in); upsert by email
         * @description Creates the caller's record at sign-up (`insertedId` is its id) or updates its name and photo at a later sign-in (`insertedId` is null). The role is set only when the record is created: buyer or seller as chosen (Google sign-in makes buyers); an address listed in ADMIN_EMAILS becomes admin once verified. Counts against the sign-in limit. **Who:** anyone signed in, for their own email. Legacy path.
         */
        post: operations["users-save"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Role lookup: a user record by email, or null (yourself; admins anyone)
         * @description The user record with this email (its role tells a client which menu to show), or `null`. **Who:** the caller for their own email; admins for anyone. Legacy path.
         */
        get: operations["users-byEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's own user record, or null before sign-up completes
         * @description The record of whoever the token belongs to, with whether their email is verified; `null` until `POST /users` created it. **Who:** anyone signed in.
         */
        get: operations["users-me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the caller's own name, profile photo, bio and language
         * @description Changes the name (shown on the caller's listings), the profile photo (upload it first with `POST /images`; empty removes it), the bio (at most 300 characters) and the language (`en` or `bn`, with `banglaDigits`: what the web app and the store's emails to them speak) of the caller's own record; a field left out stays as it is. A seller's profile (`GET /sellers/{id}`) shows all three. Answers the record as changed. **Who:** anyone with an account record, for their own record only.
         */
        patch: operations["users-updateProfile"];
        trace?: never;
    };
    "/me/verification-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email the caller a link that verifies their address
         * @description Mails a link that verifies the caller's email address (booking and reporting need it) to that address, through the store's mail; once followed it leads to `returnPath` on the store. The web app asks for one at sign-up and again when the person asks. The record shows it verified once a fresh ID token says so (`GET /jwt` with it). Counts against the verification email limit (RATE_LIMIT_VERIFICATION_EMAILS_PER_MINUTE, 1 a minute). **Who:** anyone with an account record, for their own address.
         */
        post: operations["users-sendVerificationEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's recent events (bookings, payments, cancellations), newest first
         * @description The 20 latest notifications of the caller, read and unread, newest first. **Who:** anyone with an account record.
         */
        get: operations["users-notifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Mark all of the caller's notifications read
         * @description Marks every unread notification of the caller read; `modifiedCount` says how many were. No body is needed. **Who:** anyone with an account record.
         */
        patch: operations["users-readNotifications"];
        trace?: never;
    };
    "/all-buyers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All buyers, newest first
         * @description Buyer accounts, newest first, `limit` at a time (all without `limit`); pass the last `_id` as `cursor` for the next page. **Who:** admins. Legacy path.
         */
        get: operations["admin-buyers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/all-sellers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All sellers with their verification status, newest first
         * @description Seller accounts with `status` (verified or unverified), newest first, paged like `/all-buyers`. **Who:** admins. Legacy path.
         */
        get: operations["admin-sellers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/seller/status/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Verify a seller
         * @description Sets the seller's status to verified whatever the body says (legacy clients send `{ "status": 0 }`); their cards then carry the verified badge and they are notified. `modifiedCount` is 0 when they already were. **Who:** admins. Legacy path.
         */
        patch: operations["admin-verifySeller"];
        trace?: never;
    };
    "/admin/sellers/{id}/listing-cap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Give a verified shop a higher listing cap, or the store’s back
         * @description The seller may then list up to `perDay` books a day, and as many an hour (a shop listing its stock from a CSV); null gives it the store's caps again (LISTINGS_PER_HOUR, LISTINGS_PER_DAY). Audited. **Who:** admins.
         */
        patch: operations["admin-setListingCap"];
        trace?: never;
    };
    "/delete/user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a buyer or seller: their sign-in account, listings and unpaid bookings; paid orders stay for the other party
         * @description Removes the account for good: its sign-in identity and record, its listings (their reports closed) and its unpaid bookings (the other parties are told). Paid orders stay, without the link to the removed party. Admins are removed only with the command line. **Who:** admins. Legacy path.
         */
        delete: operations["admin-deleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reported-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open reports, one entry each, newest first
         * @description Every open report with its listing, seller, reporter, reason and note, and whether the listing is hidden; newest first, paged like `/all-buyers`. **Who:** admins. Legacy path.
         */
        get: operations["admin-reportedItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/problems": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Orders frozen by a buyer's problem, the most recent first
         * @description Each order with the buyer's reason and note (`problem`) and the handover, if any; paged with `limit` and `cursor` (the last `_id`). **Who:** admins.
         */
        get: operations["admin-problems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/problems/refund/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Uphold a problem: refund the buyer in full (id = the order's _id)
         * @description The payment goes back through the provider that took it (once, whatever the retries), the order becomes `refunded`, its copy goes back to the seller, and both parties are told. **Who:** admins.
         */
        patch: operations["admin-refundProblem"];
        trace?: never;
    };
    "/problems/release/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Dismiss a problem: complete the order for the seller (id = the order's _id)
         * @description The order becomes `completed` and both parties are told. **Who:** admins.
         */
        patch: operations["admin-releaseProblem"];
        trace?: never;
    };
    "/owed-to-deleted-sellers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Completed sales whose seller was deleted before being paid, the most recently completed first
         * @description Each sale with the former seller's contact details as they sold it, the price, the fee and what is owed; the money waits until an admin settles it. Paged with `limit` and `cursor` (the last `_id`). **Who:** admins.
         */
        get: operations["admin-owedToDeletedSellers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/owed-to-deleted-sellers/settle/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Settle what a deleted seller was owed for a sale (id = the order's _id)
         * @description `paid_outside`: the admin paid the former seller by other means; the transfer (with the note) and the fee are recorded and the sale stays completed. `refund_buyer`: the buyer's charge goes back through the provider that took it, in full, the order becomes `refunded` and the buyer is told. Once only: a second settle answers 409. **Who:** admins.
         */
        patch: operations["admin-settleOwed"];
        trace?: never;
    };
    "/reconciliation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether every order's money adds up: charge = transfer + fee + refund, or a named pending state
         * @description Checks every order against the ledger: balanced, waiting with nothing moved yet (not completed, awaiting the seller's payout account, or owed to a deleted seller), or a mismatch, listed for someone to look into. **Who:** admins.
         */
        get: operations["admin-reconciliation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reported-items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Uphold a report: remove the listing and close all its reports (id = the report's _id)
         * @description Deletes the reported listing (as `DELETE /books/{id}` does, the seller is told) and closes every report on it. **Who:** admins. Legacy path.
         */
        delete: operations["admin-deleteReported"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reported-items/dismiss/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Dismiss a report; the listing stays
         * @description Closes the report without action; the listing shows again once fewer than three open reports remain. **Who:** admins.
         */
        patch: operations["admin-dismissReport"];
        trace?: never;
    };
    "/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's conversations, the most recent first, with unread counts
         * @description Conversations the caller is a party to (as buyer or seller), 30 at a time, the one with the newest message first; pass the last one's `_id` as `cursor` for the next page. Each names the other party (their email only once an order exists between the two for the book). **Who:** anyone with an account record.
         */
        get: operations["conversations-list"];
        put?: never;
        /**
         * Ask the seller of a book: opens (or reopens) the caller's conversation about it, with a message
         * @description Adds the message to the one conversation between the caller (as buyer) and the book's seller about this book, creating it the first time: asking again answers the same `insertedId` (the conversation's `_id`). The seller is notified. Counts against the message limit (RATE_LIMIT_MESSAGES_PER_MINUTE). **Who:** any account with a verified email, not about their own listing.
         */
        post: operations["conversations-start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/books/{bookId}/conversation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's conversation about one book, or null
         * @description The conversation the caller has about this book (as its buyer or its seller), or `null`. **Who:** anyone with an account record.
         */
        get: operations["conversations-about"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many messages the caller has not read yet
         * @description Messages from the other parties of all the caller's conversations that the caller has not read. **Who:** anyone with an account record.
         */
        get: operations["conversations-unread"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversation/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller's conversations
         * @description The conversation with this `_id`, as the list shows it (the other party, unread count, read receipt, order). **Who:** its two parties.
         */
        get: operations["conversations-byId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of a conversation's messages, newest first; reading the newest page marks it read
         * @description The 30 newest messages (or, with `cursor`, the 30 before that message). Reading the newest page marks the conversation read up to its newest message: the caller's unread count drops and the other party sees the read receipt (`otherReadUpTo`). **Who:** its two parties; admins too while it has an open report (reading marks nothing read for them).
         */
        get: operations["conversations-messages"];
        put?: never;
        /**
         * Send a message in a conversation
         * @description Adds the message; `insertedId` is its `_id`. The other party is notified and their open subscriptions receive it at once. Counts against the message limit (RATE_LIMIT_MESSAGES_PER_MINUTE). **Who:** its two parties, with a verified email.
         */
        post: operations["conversations-send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a conversation to the admins
         * @description The conversation reaches Reported Items (`GET /reported-items`, with its `conversationId`); while the report is open, admins may read its messages. Once per conversation and party. **Who:** its two parties, with a verified email.
         */
        post: operations["conversations-report"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/earnings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's earnings: pending, owed, paid out, fees and refunds
         * @description Sums of the seller's orders and of the ledger: what paid orders will bring once completed, what completed orders are owed (while the payout account is not ready), what was transferred, the fees kept, and what was refunded to buyers. Also says whether the payout account is ready; with Stripe, an account still being set up is asked about, and what it is owed is paid once it can take it. **Who:** sellers, their own.
         */
        get: operations["payouts-earnings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/earnings/movements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The ledger rows of the caller's orders, newest first
         * @description Every movement of money on the seller's orders (the buyer's charge, a refund, the transfer to the seller, the platform's fee), newest first, `limit` at a time (all when no limit is given); for the next page pass the last row's `_id` as `cursor`. **Who:** sellers, their own.
         */
        get: operations["payouts-movements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payouts/account-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set up the caller's payout account: where to send them
         * @description With Stripe: opens the seller's Stripe Connect Express account (once) and answers a one-time link into Stripe's onboarding, which comes back to `/dashboard/earnings`; transfers start once Stripe has activated the account. With the built-in test provider the account is ready at once, what completed orders were owed is paid, and the link leads back to Earnings. **Who:** sellers.
         */
        post: operations["payouts-accountLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rate the seller of a completed order (its buyer, once)
         * @description The buyer gives the seller 1 to 5 stars and, if they like, a few words (at most 1,000 characters). The seller's average and count change at once on their cards, book pages and profile, and the seller is told. The order then reads its `rating`. **Who:** the order's buyer, once it is completed.
         */
        post: operations["reviews-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reviews/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a review of the caller (its seller, once)
         * @description The reviewed seller's public answer, shown under the review; the reviewer is told. Answers the review. **Who:** the reviewed seller, once.
         */
        post: operations["reviews-reply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reviews/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a review to the admins
         * @description The review reaches Reported Items (`GET /reported-items`, with its `reviewId`), where an admin removes it (its rating leaves the seller's average) or lets it stay. Once per review and person. **Who:** anyone with a verified email but the review's author.
         */
        post: operations["reviews-report"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sellers/{id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A seller's reviews, newest first
         * @description What buyers wrote of the seller, with the seller's answers, newest first, `limit` at a time (all when no limit is given); for the next page pass the last review's `_id` as `cursor`. The average and count are on the profile (`GET /sellers/{id}`). An unknown seller has no reviews. Changes nothing. **Who:** anyone; no token needed.
         */
        get: operations["reviews-bySeller"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/email-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which emails the caller gets
         * @description Each topic the store emails about (bookings, payments, expired bookings, cancellations, messages) on or off, and alerts as one email a day (the default), one each, or none. **Who:** anyone with an account record, their own.
         */
        get: operations["email-settings"];
        /**
         * Change which emails the caller gets
         * @description Sets the topics given; the others stay as they are. Answers the settings after the change. **Who:** anyone with an account record, their own.
         */
        put: operations["email-changeSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/email/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn off the topic of an email, with the token of its unsubscribe link
         * @description Every email the store sends links to `/unsubscribe?token=…`; this turns that email's topic off for the account it was sent to (alerts: no alert email at all). The token is the authorization: no sign-in needed. Mail clients use the one-click URL of the `List-Unsubscribe` header instead (`POST /email/unsubscribe/one-click?token=…`). **Who:** whoever holds the link.
         */
        post: operations["email-unsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/push-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which push notifications the caller gets
         * @description Each topic the store pushes about (messages, offers waiting for an answer, order steps that wait for the caller) on or off; all on until changed. **Who:** anyone with an account record, their own.
         */
        get: operations["push-settings"];
        /**
         * Change which push notifications the caller gets
         * @description Sets the topics given; the others stay as they are. Answers the settings after the change. **Who:** anyone with an account record, their own.
         */
        put: operations["push-changeSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/push-subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's push key, and the caller's devices
         * @description `publicKey` is the store's VAPID public key, which a browser subscribes with (`applicationServerKey`); `devices` are the browsers that receive the caller's pushes, the most recently registered first. **Who:** anyone with an account record, their own.
         */
        get: operations["push-devices"];
        put?: never;
        /**
         * Receive the caller's push notifications on this browser
         * @description Registers the browser's push subscription (its `toJSON()`'s `endpoint` and `keys`) under a name for the device. The same endpoint posted again updates its keys and name; an endpoint another account registered moves to the caller (whoever signs in on a browser hears on it). At most 10 devices: a new one beyond them replaces the one registered longest ago. **Who:** anyone with an account record.
         */
        post: operations["push-subscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/push-subscriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Stop push notifications to one of the caller's devices
         * @description Forgets the device; the browser should unsubscribe its own subscription too. **Who:** its owner.
         */
        delete: operations["push-unsubscribe"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wishlist/{bookId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save a book to the caller's wishlist
         * @description The caller is told when the book drops in price or can be booked again, and its seller sees how many saved it. Saving it again changes nothing (`modifiedCount` 0). **Who:** anyone with an account record, not for their own listing.
         */
        put: operations["alerts-saveBook"];
        post?: never;
        /**
         * Take a book off the caller's wishlist
         * @description No more alerts about it. A book not on the wishlist changes nothing (`modifiedCount` 0). **Who:** anyone with an account record.
         */
        delete: operations["alerts-unsaveBook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wishlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's saved books, the latest saved first
         * @description The books the caller saved that the public may still see, `limit` at a time (all when no limit is given); for the next page pass the last book's `_id` as `cursor`. **Who:** anyone with an account record, their own.
         */
        get: operations["alerts-wishlist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wishlist/ids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The ids of the books the caller saved
         * @description So a client draws the hearts of saved books filled. **Who:** anyone with an account record, their own.
         */
        get: operations["alerts-savedBookIds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/saved-searches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's saved searches, newest first
         * @description Every search the caller is told about (at most 20). **Who:** anyone with an account record, their own.
         */
        get: operations["alerts-savedSearches"];
        put?: never;
        /**
         * Be told of new listings that match a search
         * @description Saves the words and filters of a search (as `GET /books/search` takes them, words required); every new listing that matches them, by the same rules (word prefixes, typos, filters), tells the caller once, under the bell and by email as they chose (a daily digest by default). Saving a search the caller already saved (same words and filters) answers that one's id and adds nothing. At most 20 saved searches. **Who:** anyone with an account record.
         */
        post: operations["alerts-saveSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/saved-searches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Stop being told about a saved search
         * @description Deletes it; listings already alerted stay under the bell. **Who:** its owner.
         */
        delete: operations["alerts-deleteSavedSearch"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a listing (once per listing); three open reports hide it until an admin decides
         * @description Reports a listing to the admins with a reason and an optional note. Three open reports from different people hide it from public lists until an admin upholds or dismisses them. **Who:** any account with a verified email, not on their own listing; once per listing.
         */
        post: operations["moderation-report"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The listings the caller has reported
         * @description The `_id`s of every listing the caller has reported (open or decided; removed listings are left out), so a client can show "Reported" instead of offering Report again. Changes nothing. **Who:** anyone with an account record.
         */
        get: operations["moderation-reportedBookIds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/insights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How the caller's listings do: views, saves, questions, offers, bookings, sales and earnings per week
         * @description The last `weeks` weeks (Monday to Sunday in the store's time zone, STORE_TIME_ZONE), each with the views of the seller's listings (each visitor once a day; bots and the seller's own views are not counted), the saves, questions (conversations started), offers, bookings and sales they had, and what completed orders brought the seller. Then the listings most viewed over those weeks, and those viewed often but never asked about. **Who:** sellers, their own listings only.
         */
        get: operations["insights-seller"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store day by day: sales, listings, new accounts, expired bookings, problems and refunds
         * @description The last `days` days in the store's time zone (STORE_TIME_ZONE): sales and their value and refunds (the ledger's charges and refunds), listings created, buyer and seller accounts created, bookings that expired, problems buyers reported; their totals, with problems and refunds as a share of sales. And as things stand now: the reports waiting for a decision and how long they have waited, and what completed orders still owe their sellers. **Who:** admins.
         */
        get: operations["insights-overview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the API is up
         * @description Answers a line of plain text while the server runs (the legacy server's `GET /`). Public. Counts as a read.
         */
        get: operations["status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jwt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exchange an identity-provider ID token for a one-hour access token
         * @description Send the Firebase ID token of the account whose email you name, as `Authorization: Bearer <ID token>`; the answer is an access token to send instead for an hour. Refused with 403 `{ "accessToken": "forbidden" }` (the legacy answer) when the token does not prove that email. **Who:** the owner of the email. Legacy path.
         */
        get: operations["users-accessToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an image (JPEG, PNG, WebP or GIF); it is checked, re-encoded and stored
         * @description Stores a photo and answers its URL (and a smaller one for cards) in the image host's shape the legacy client reads. Send it as a listing's `image` or a profile's photo. Anything but a readable image is refused; the stored image carries no metadata of the original. **Who:** anyone signed in (sign-up uploads before the account record exists).
         */
        post: operations["images-upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe events (payment_intent.succeeded marks its order paid once; account.updated pays a seller what is owed)
         * @description Called by Stripe, not by clients: the event is verified with STRIPE_WEBHOOK_SECRET against the raw body. A succeeded payment marks its order paid, once per event; a seller's Connect account that can take transfers is paid what completed orders owe it. Answers 404 when Stripe is not configured.
         */
        post: operations["payments-stripeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/email/unsubscribe/one-click": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One-click unsubscribe (RFC 8058): the URL of every email's List-Unsubscribe header
         * @description Mail clients POST here when someone presses their Unsubscribe button, with the form body `List-Unsubscribe=One-Click` (any body is accepted and not read). Turns off the topic of the email the token came with, as `POST /email/unsubscribe` does. **Who:** whoever holds the link; no sign-in.
         */
        post: operations["email-oneClickUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description A category of books.
         * @example {
         *       "_id": "6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
         *       "category": "Fiction",
         *       "categoryBn": "কথাসাহিত্য",
         *       "categoryId": "fiction"
         *     }
         */
        Category: {
            _id: string;
            /** @description The category's name. */
            category: string;
            /** @description The category's name in Bangla, for pages in Bangla; null: it has none yet. */
            categoryBn: string | null;
            /** @description The category's URL slug, used to name it in other calls. */
            categoryId: string;
        };
        /** @description The store's public settings. */
        StoreConfig: {
            currency: string;
            firebase: {
                apiKey: string;
                authDomain: string;
                projectId: string;
                emulatorUrl: string | null;
            };
            /** @description Set when the store takes cards through Stripe; null with the test provider. */
            stripePublishableKey: string | null;
            /** @description The largest picture `POST /images` takes, in bytes (IMAGE_MAX_BYTES); larger ones are refused with 413. */
            imageMaxBytes: number;
        };
        /**
         * @description One of the store's own pages (about, contact, help, terms, privacy, cookies), as its operator wrote it.
         * @example {
         *       "slug": "about",
         *       "title": "About us",
         *       "description": "Book Store is a marketplace for used books in Bangladesh.",
         *       "lang": "en",
         *       "blocks": [
         *         {
         *           "type": "paragraph",
         *           "content": [
         *             {
         *               "type": "text",
         *               "text": "Book Store is a marketplace for used books in Bangladesh."
         *             }
         *           ]
         *         },
         *         {
         *           "type": "heading",
         *           "level": 2,
         *           "text": "Get in touch"
         *         },
         *         {
         *           "type": "list",
         *           "ordered": false,
         *           "items": [
         *             [
         *               {
         *                 "type": "text",
         *                 "text": "See "
         *               },
         *               {
         *                 "type": "link",
         *                 "text": "Contact",
         *                 "href": "/contact"
         *               }
         *             ]
         *           ]
         *         }
         *       ]
         *     }
         */
        SitePage: {
            /**
             * @description Which page.
             * @example about
             * @enum {string}
             */
            slug: "about" | "contact" | "help" | "terms" | "privacy" | "cookies";
            /** @description The page's heading: the first line of its file (`# About us`). */
            title: string;
            /** @description Its first paragraph as plain text, at most 200 characters: what link previews and search engines show. */
            description: string;
            blocks: components["schemas"]["SitePageBlock"][];
            /**
             * @description The language the page is written in: the one asked for, or English while it has no text in that one.
             * @enum {string}
             */
            lang: "en" | "bn";
        };
        /** @description One block of the page: a heading, a paragraph, or a list whose items are runs of text. */
        SitePageBlock: {
            /** @constant */
            type: "heading";
            level: 2 | 3;
            text: string;
        } | {
            /** @constant */
            type: "paragraph";
            content: components["schemas"]["SitePageInline"][];
        } | {
            /** @constant */
            type: "list";
            ordered: boolean;
            items: components["schemas"]["SitePageInline"][][];
        };
        SitePageInline: {
            /** @constant */
            type: "text";
            text: string;
        } | {
            /** @constant */
            type: "strong";
            text: string;
        } | {
            /** @constant */
            type: "link";
            text: string;
            /** @description A path of the store (`/contact`), or an `https:`, `mailto:` or `tel:` address. */
            href: string;
        };
        /**
         * @description A listed copy of a book, in the legacy field names.
         * @example {
         *       "book": "The God of Small Things",
         *       "author": "Arundhati Roy",
         *       "price": "350",
         *       "originalPrice": "550",
         *       "condition": "Good",
         *       "years": "2",
         *       "phone": "+8801700000000",
         *       "location": "Dhaka",
         *       "description": "A few pencil notes in the margins.",
         *       "categoryId": "fiction",
         *       "image": "https://books.example.com/images/3f2a9c0d6b1e4f5a8c7d2e1f0a9b8c7d.webp",
         *       "isbn": "9780679457312",
         *       "_id": "0b5f6a1e-3c2d-4e8f-9a7b-1c2d3e4f5a6b",
         *       "priceMinor": 35000,
         *       "originalPriceMinor": 55000,
         *       "thumbnail": "https://books.example.com/images/3f2a9c0d6b1e4f5a8c7d2e1f0a9b8c7d-card.webp",
         *       "photos": [
         *         "https://books.example.com/images/3f2a9c0d6b1e4f5a8c7d2e1f0a9b8c7d.webp",
         *         "https://books.example.com/images/8e7d6c5b4a39281706f5e4d3c2b1a098.webp"
         *       ],
         *       "addedBy": "seller@example.com",
         *       "sellerId": "2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a",
         *       "sellerName": "Nadia Rahman",
         *       "sellerVerified": true,
         *       "sellerRating": {
         *         "average": 4.7,
         *         "count": 23
         *       },
         *       "status": "available",
         *       "advertise": true,
         *       "acceptsOffers": true,
         *       "booked": false,
         *       "createdAt": "2026-11-24T18:30:00.000Z"
         *     }
         */
        Book: {
            /** @description The book's id (a UUID). */
            _id: string;
            /** @description The title. */
            book: string;
            author: string;
            /** @description The resale price in major units of the store currency, as a decimal string (legacy). */
            price: string;
            /** @description The same price in minor units, the currency's smallest (35050 is BDT 350.50; 350 is ¥350). */
            priceMinor: number;
            /** @description What the book cost new, as the seller gave it (major units, a decimal string); null when they gave none. */
            originalPrice: string | null;
            /** @description The same price new in minor units; null when the seller gave none. */
            originalPriceMinor: number | null;
            /** @enum {string} */
            condition: "Excellent" | "Good" | "Fair";
            /** @description Years of use, as text; empty when not given. */
            years: string;
            /** @description The seller's phone for this listing; empty in public answers (a signed-in caller gets it on the category list). */
            phone: string;
            /** @description Where the copy can be collected. */
            location: string;
            /** @description The seller's own words about the copy; may be empty. */
            description: string;
            /** @description The category's `categoryId`. */
            categoryId: string;
            /** @description The cover photo's URL (the first of `photos`). */
            image: string;
            /** @description Every photo's URL, the cover first: at most 6. */
            photos: string[];
            /** @description The edition's ISBN-13, when the seller gave one: `GET /isbn/{isbn}` lists every copy of it. */
            isbn: string | null;
            /** @description A smaller copy of the photo for cards, when the store made one. */
            thumbnail: string | null;
            /** @description The seller's email; empty in public answers (a signed-in caller gets it on the category list). `sellerId` names the seller. */
            addedBy: string;
            /** @description The seller's `_id`: their profile is `GET /sellers/{id}`. */
            sellerId: string;
            sellerName: string;
            /** @description Whether an admin verified the seller. */
            sellerVerified: boolean;
            /** @description The seller's average rating from buyers, and how many rated them; null before the first review. */
            sellerRating: components["schemas"]["SellerRating"] | null;
            /** @enum {string} */
            status: "available" | "sold";
            /** @description Whether the seller advertises it on the home page. */
            advertise: boolean;
            /** @description Whether the seller takes offers on it (`POST /offers`). */
            acceptsOffers: boolean;
            /** @description Held by someone's unpaid booking: nobody else can book it meanwhile. */
            booked: boolean;
            /**
             * Format: date-time
             * @description When it was listed.
             * @example 2026-11-24T18:30:00.000Z
             */
            createdAt: string;
        };
        /**
         * @description What buyers made of a seller: their average rating and how many rated them.
         * @example {
         *       "average": 4.7,
         *       "count": 23
         *     }
         */
        SellerRating: {
            /** @description The average rating, 1 to 5, to one decimal. */
            average: number;
            /** @description How many reviews it is the average of. */
            count: number;
        };
        /**
         * @description An account, in the legacy field names.
         * @example {
         *       "_id": "2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a",
         *       "name": "Nadia Rahman",
         *       "email": "seller@example.com",
         *       "image": "",
         *       "role": "seller",
         *       "status": "verified"
         *     }
         */
        User: {
            _id: string;
            name: string;
            email: string;
            /** @description The profile photo's URL; empty when there is none. */
            image: string;
            /** @enum {string} */
            role: "buyer" | "seller" | "admin";
            /**
             * @description Sellers only: whether an admin verified them.
             * @enum {string}
             */
            status?: "verified" | "unverified";
            /** @description Sellers, in the admin's list only: the daily listing cap an admin granted; null: the store's caps. */
            listingCapPerDay?: number | null;
        };
        /**
         * @description A seller's public profile.
         * @example {
         *       "_id": "2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a",
         *       "name": "Nadia Rahman",
         *       "image": "https://books.example.com/images/5c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f.webp",
         *       "bio": "I sell the novels I have read twice. Pick-up in Dhanmondi.",
         *       "verified": true,
         *       "memberSince": "2026-03-02T09:15:00.000Z",
         *       "soldCount": 12,
         *       "rating": {
         *         "average": 4.7,
         *         "count": 23
         *       },
         *       "bundleDiscount": {
         *         "percent": 10,
         *         "minBooks": 3
         *       }
         *     }
         */
        SellerProfile: {
            /** @description The seller's id (a UUID). */
            _id: string;
            /** @description The name the seller goes by. */
            name: string;
            /** @description The profile photo's URL; empty when there is none. */
            image: string;
            /** @description The seller's few words about themselves; may be empty. */
            bio: string;
            /** @description Whether an admin verified the seller. */
            verified: boolean;
            /**
             * Format: date-time
             * @description When the seller signed up.
             * @example 2026-11-24T18:30:00.000Z
             */
            memberSince: string;
            /** @description How many of their listings are sold. */
            soldCount: number;
            /** @description Their average rating from buyers, and how many rated them (`GET /sellers/{id}/reviews` lists the reviews); null before the first. */
            rating: components["schemas"]["SellerRating"] | null;
            /** @description What they take off a bundle of enough of their copies (`POST /bundles`); null when they give no bundle discount. */
            bundleDiscount: components["schemas"]["BundleDiscount"] | null;
        };
        /**
         * @example {
         *       "percent": 10,
         *       "minBooks": 3
         *     }
         */
        BundleDiscount: {
            /** @description How much is taken off the bundle, in percent; 0 for no discount. */
            percent: number;
            /** @description From how many copies in one bundle the discount applies. */
            minBooks: number;
        };
        /** @description One page of search results. */
        SearchResult: {
            items: components["schemas"]["Book"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        /** @description One of the seller's own listings, with who holds it. */
        SellerBook: {
            /** @description The book's id (a UUID). */
            _id: string;
            /** @description The title. */
            book: string;
            author: string;
            /** @description The resale price in major units of the store currency, as a decimal string (legacy). */
            price: string;
            /** @description The same price in minor units, the currency's smallest (35050 is BDT 350.50; 350 is ¥350). */
            priceMinor: number;
            /** @description What the book cost new, as the seller gave it (major units, a decimal string); null when they gave none. */
            originalPrice: string | null;
            /** @description The same price new in minor units; null when the seller gave none. */
            originalPriceMinor: number | null;
            /** @enum {string} */
            condition: "Excellent" | "Good" | "Fair";
            /** @description Years of use, as text; empty when not given. */
            years: string;
            /** @description The seller's phone for this listing; empty in public answers (a signed-in caller gets it on the category list). */
            phone: string;
            /** @description Where the copy can be collected. */
            location: string;
            /** @description The seller's own words about the copy; may be empty. */
            description: string;
            /** @description The category's `categoryId`. */
            categoryId: string;
            /** @description The cover photo's URL (the first of `photos`). */
            image: string;
            /** @description Every photo's URL, the cover first: at most 6. */
            photos: string[];
            /** @description The edition's ISBN-13, when the seller gave one: `GET /isbn/{isbn}` lists every copy of it. */
            isbn: string | null;
            /** @description A smaller copy of the photo for cards, when the store made one. */
            thumbnail: string | null;
            /** @description The seller's email; empty in public answers (a signed-in caller gets it on the category list). `sellerId` names the seller. */
            addedBy: string;
            /** @description The seller's `_id`: their profile is `GET /sellers/{id}`. */
            sellerId: string;
            sellerName: string;
            /** @description Whether an admin verified the seller. */
            sellerVerified: boolean;
            /** @description The seller's average rating from buyers, and how many rated them; null before the first review. */
            sellerRating: components["schemas"]["SellerRating"] | null;
            /** @enum {string} */
            status: "available" | "sold";
            /** @description Whether the seller advertises it on the home page. */
            advertise: boolean;
            /** @description Whether the seller takes offers on it (`POST /offers`). */
            acceptsOffers: boolean;
            /** @description Held by someone's unpaid booking: nobody else can book it meanwhile. */
            booked: boolean;
            /**
             * Format: date-time
             * @description When it was listed.
             * @example 2026-11-24T18:30:00.000Z
             */
            createdAt: string;
            /** @description Who booked or paid for the copy, to hand it over; null while nobody holds it. */
            sale: {
                orderId: string;
                /**
                 * @description booked (unpaid) or paid (also once handed over or in a problem).
                 * @enum {string}
                 */
                status: "booked" | "paid";
                /**
                 * @description The holding order's state (see Order.state): `paid` is what the seller hands over next.
                 * @enum {string}
                 */
                state: "booked" | "paid" | "handed_over" | "completed" | "cancelled" | "problem" | "refunded";
                buyerEmail: string;
                buyerPhone: string;
                buyerLocation: string;
                /** @description The bundle the copy was bought in (`GET /bundles/{id}`), or null: a bundle is handed over in one go. */
                bundleId: string | null;
            } | null;
            /** @description Hidden from every public list and page while enough open reports wait for an admin. */
            hidden: boolean;
            /** @description How many people saved it to their wishlist. */
            savedCount: number;
        };
        /**
         * @description An edition as the book catalogue (Open Library) describes it.
         * @example {
         *       "isbn": "9780679457312",
         *       "found": true,
         *       "title": "The God of Small Things",
         *       "authors": [
         *         "Arundhati Roy"
         *       ],
         *       "publisher": "Random House",
         *       "year": 1997,
         *       "pages": 321,
         *       "description": "Twins in Kerala, 1969.",
         *       "image": "https://books.example.com/images/3f2a9c0d6b1e4f5a8c7d2e1f0a9b8c7d.webp"
         *     }
         */
        IsbnRecord: {
            /** @description The ISBN-13 looked up. */
            isbn: string;
            /** @description Whether the book catalogue knows this ISBN; when false, every other field is empty. */
            found: boolean;
            title: string | null;
            authors: string[];
            publisher: string | null;
            /** @description The year the edition was published. */
            year: number | null;
            pages: number | null;
            description: string | null;
            /** @description The edition's cover, stored by the store like an uploaded photo, usable as a listing's `image`. */
            image: string | null;
        };
        /**
         * @description Copies of the same edition (ISBN), or of the same title and author, in the same condition, in this store. A spread needs at least 3 copies.
         * @example {
         *       "asking": {
         *         "count": 4,
         *         "medianMinor": 45000,
         *         "lowMinor": 38000,
         *         "highMinor": 50000
         *       },
         *       "sold": null
         *     }
         */
        PriceHint: {
            /** @description What comparable copies on sale now ask. */
            asking: {
                count: number;
                /** @description The middle price, in minor units of the store currency. */
                medianMinor: number;
                lowMinor: number;
                highMinor: number;
            } | null;
            /** @description What comparable copies sold for in the last 12 months (paid, not refunded). */
            sold: {
                count: number;
                /** @description The middle price, in minor units of the store currency. */
                medianMinor: number;
                lowMinor: number;
                highMinor: number;
            } | null;
        };
        /**
         * @description The legacy answer to a change.
         * @example {
         *       "acknowledged": true,
         *       "matchedCount": 1,
         *       "modifiedCount": 1,
         *       "upsertedId": null,
         *       "upsertedCount": 0
         *     }
         */
        UpdateResult: {
            /** @constant */
            acknowledged: true;
            matchedCount: number;
            /** @description 1 when something changed, 0 when it already was so. */
            modifiedCount: number;
            upsertedId: null;
            upsertedCount: number;
        };
        /**
         * @description The legacy answer to a deletion.
         * @example {
         *       "acknowledged": true,
         *       "deletedCount": 1
         *     }
         */
        DeleteResult: {
            /** @constant */
            acknowledged: true;
            /** @description How many were deleted (0 or 1). */
            deletedCount: number;
        };
        /** @description A shop's CSV of listings: its rows, their problems, and as the job goes, what was listed. */
        BulkImport: {
            _id: string;
            /**
             * @description previewed (nothing listed yet), running (the job is listing), done.
             * @enum {string}
             */
            status: "previewed" | "running" | "done";
            /**
             * Format: date-time
             * @example 2026-11-24T18:30:00.000Z
             */
            createdAt: string;
            /** @description How many rows the file has. */
            total: number;
            /** @description How many have no problem: what starting it lists. */
            ready: number;
            /** @description How many rows the job has reached. */
            done: number;
            listed: number;
            rows: {
                /** @description The row's line in the file (the header is line 1). */
                line: number;
                isbn: string;
                condition: string;
                price: string;
                notes: string;
                photoUrl: string;
                /** @description Why the row cannot be listed, found before anything was listed; empty when it can. */
                problems: string[];
                /** @description The listing made of it, once made. */
                bookId: string | null;
                /** @description Once the job reached the row: 'Listed', or why it was not. */
                outcome: string | null;
            }[];
        };
        ListingsCsv: {
            filename: string;
            /** @description UTF-8 text, a header line first. */
            csv: string;
        };
        /**
         * @description A buyer's order: what was booked, from whom, and its state.
         * @example {
         *       "_id": "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d",
         *       "bookPostingId": "0b5f6a1e-3c2d-4e8f-9a7b-1c2d3e4f5a6b",
         *       "book": "The God of Small Things",
         *       "author": "Arundhati Roy",
         *       "description": "A few pencil notes in the margins.",
         *       "image": "https://books.example.com/images/3f2a9c0d6b1e4f5a8c7d2e1f0a9b8c7d.webp",
         *       "resalePrice": "350",
         *       "price": "350",
         *       "priceMinor": 35000,
         *       "sellerEmail": "seller@example.com",
         *       "sellerPhone": "+8801700000000",
         *       "sellerLocation": "Dhaka",
         *       "buyerEmail": "reader@example.com",
         *       "buyerPhone": "+8801800000000",
         *       "buyerLocation": "Chattogram",
         *       "status": "booked",
         *       "state": "booked",
         *       "payment": false,
         *       "handedOverAt": null,
         *       "handoverNote": null,
         *       "problem": null,
         *       "rating": null,
         *       "reviewRemoved": false,
         *       "expiresAt": "2026-11-25T18:30:00.000Z",
         *       "cancelReason": null,
         *       "cancelReasonCode": null,
         *       "bundleId": null,
         *       "createdAt": "2026-11-24T18:30:00.000Z"
         *     }
         */
        Order: {
            _id: string;
            /** @description The booked book's `_id`; null once that listing was deleted. */
            bookPostingId: string | null;
            /** @description The title, as booked. */
            book: string;
            author: string;
            description: string;
            image: string;
            /** @description The price as booked, in major units, as a decimal string (legacy). */
            resalePrice: string;
            /** @description The same as `resalePrice` (the legacy orders page reads this one). */
            price: string;
            /** @description The same price in minor units. */
            priceMinor: number;
            sellerEmail: string;
            sellerPhone: string;
            sellerLocation: string;
            buyerEmail: string;
            buyerPhone: string;
            buyerLocation: string;
            /**
             * @description The legacy status: booked (unpaid, holding the copy), paid (also while handed over, completed or in a problem), or cancelled (also once refunded).
             * @enum {string}
             */
            status: "booked" | "paid" | "cancelled";
            /**
             * @description Where the order is in its life: booked -> paid -> handed_over (the seller says so) -> completed (the buyer confirms, or ORDER_AUTO_COMPLETE_DAYS after the handover); cancelled before payment; problem (the buyer reported one; frozen until an admin refunds it, refunded, or releases it, completed).
             * @enum {string}
             */
            state: "booked" | "paid" | "handed_over" | "completed" | "cancelled" | "problem" | "refunded";
            /** @description Whether it is paid (legacy): true from payment on, false once refunded. */
            payment: boolean;
            /** @description When the seller handed it over. */
            handedOverAt: string | null;
            /** @description The seller's note on the handover (how, a tracking number). */
            handoverNote: string | null;
            /** @description The problem the buyer reported, if any (kept once an admin decided). */
            problem: {
                /** @enum {string} */
                reason: "not_received" | "not_as_described" | "other";
                note: string;
                /**
                 * Format: date-time
                 * @example 2026-11-24T18:30:00.000Z
                 */
                at: string;
            } | null;
            /** @description The stars the buyer gave the seller for this order (`POST /reviews`, once completed); null until then. */
            rating: number | null;
            /** @description Whether an admin removed the buyer's review of this order: it cannot be rated again. */
            reviewRemoved: boolean;
            /**
             * Format: date-time
             * @description When an unpaid booking lets go of the copy.
             * @example 2026-11-24T18:30:00.000Z
             */
            expiresAt: string;
            /** @description Why it was cancelled, for a cancelled order, in English. */
            cancelReason: string | null;
            /** @description Why it was cancelled, by code, for a client to say in its own words; null when it was not cancelled. */
            cancelReasonCode: ("expired" | "byBuyer" | "byAdmin" | "markedSold" | "listingRemoved" | "buyerRemoved" | "sellerRemoved" | "wrongAmount" | "underReview" | "endedBeforePayment") | null;
            /** @description The bundle it was bought in (`GET /bundles/{id}`), or null: a bundle's orders are paid, handed over, confirmed and reported together. */
            bundleId: string | null;
            /**
             * Format: date-time
             * @description When it was booked.
             * @example 2026-11-24T18:30:00.000Z
             */
            createdAt: string;
        };
        /**
         * @example {
         *       "provider": "test",
         *       "clientSecret": "test_secret_5a6b7c8d.c2lnbmF0dXJl",
         *       "amount": 35000,
         *       "currency": "BDT"
         *     }
         */
        PaymentIntent: {
            /**
             * @description Who takes the card: Stripe, or the built-in test provider.
             * @enum {string}
             */
            provider: "stripe" | "test";
            /** @description What confirms the payment: for Stripe.js, or for `POST /payments/test/confirm`. */
            clientSecret: string;
            /** @description The order's price in minor units of `currency`. */
            amount: number;
            /** @description The ISO 4217 code of the store currency. */
            currency: string;
        };
        /** @description Several copies of one seller bought in one checkout: one payment, one handover, one review. */
        Bundle: {
            /** @description The bundle's id (a UUID); each of its orders carries it as `bundleId`. */
            _id: string;
            /**
             * @description Where the bundle is in its life: its orders move together, so they share it.
             * @enum {string}
             */
            state: "booked" | "paid" | "handed_over" | "completed" | "cancelled" | "problem" | "refunded";
            /** @description The copies' listed prices added up when booked, in minor units. */
            listedMinor: number;
            /** @description What the buyer pays for them together, in minor units: split over the orders as their `priceMinor`. */
            priceMinor: number;
            /** @description The seller's bundle discount applied, in percent; 0 for none. */
            discountPercent: number;
            /** @description The ISO 4217 code of the store currency. */
            currency: string;
            /** @description The stars the buyer gave the seller for the bundle (one review), or null. */
            rating: number | null;
            /**
             * Format: date-time
             * @description When an unpaid bundle lets go of its copies, all at once.
             * @example 2026-11-24T18:30:00.000Z
             */
            expiresAt: string;
            /**
             * Format: date-time
             * @example 2026-11-24T18:30:00.000Z
             */
            createdAt: string;
            /** @description Its orders, one per copy, each as `GET /buyer-orders` shows it. */
            orders: components["schemas"]["Order"][];
        };
        /**
         * @description An offer on a copy and the counters that followed it.
         * @example {
         *       "_id": "4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a",
         *       "bookId": "0b5f6a1e-3c2d-4e8f-9a7b-1c2d3e4f5a6b",
         *       "bookIds": [],
         *       "bookTitle": "Great Expectations",
         *       "conversationId": "9c8b7a6f-5e4d-4c3b-8a2f-1e0d9c8b7a6f",
         *       "buyerName": "Rahim",
         *       "listedMinor": 35000,
         *       "amountMinor": 30000,
         *       "currency": "BDT",
         *       "proposedBy": "buyer",
         *       "rounds": 1,
         *       "status": "open",
         *       "yourTurn": false,
         *       "canCounter": false,
         *       "expiresAt": "2026-11-30T09:00:00.000Z",
         *       "orderId": null,
         *       "createdAt": "2026-11-28T09:00:00.000Z",
         *       "updatedAt": "2026-11-28T09:00:00.000Z"
         *     }
         */
        Offer: {
            _id: string;
            /** @description null once the listing is deleted; a bundle's lead copy for an offer on a bundle. */
            bookId: string | null;
            /** @description Every copy of an offer on a bundle; empty for an offer on one copy. */
            bookIds: string[];
            /** @description The title; for a bundle, its titles: the bundle “A”, “B” and “C”. */
            bookTitle: string;
            /** @description The conversation about the book, where each step of the offer shows. */
            conversationId: string;
            /** @description The buyer, as the seller sees them ("Deleted account" once gone). */
            buyerName: string;
            /** @description What the copy (or the bundle, together) was listed for when the offer was made. */
            listedMinor: number;
            /** @description The amount now proposed (or agreed, once accepted). */
            amountMinor: number;
            currency: string;
            /**
             * @description Who proposed `amountMinor`: the other party answers.
             * @enum {string}
             */
            proposedBy: "buyer" | "seller";
            /** @description Proposals so far, at most 3. */
            rounds: number;
            /** @enum {string} */
            status: "open" | "accepted" | "declined" | "withdrawn" | "lapsed";
            /** @description Whether the caller may accept, decline or counter now. */
            yourTurn: boolean;
            /** @description Whether a counter is still possible (a round is left and it is your turn). */
            canCounter: boolean;
            /**
             * Format: date-time
             * @description When an open offer lapses unanswered.
             * @example 2026-11-24T18:30:00.000Z
             */
            expiresAt: string;
            /** @description The booking an accepted offer made: pay it as any order. */
            orderId: string | null;
            /**
             * Format: date-time
             * @example 2026-11-24T18:30:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @example 2026-11-24T18:30:00.000Z
             */
            updatedAt: string;
        };
        /** @description A listing's offer settings, as its seller sees them. */
        OfferTerms: {
            enabled: boolean;
            /** @description The floor in minor units; null for none. */
            floorMinor: number | null;
        };
        /** @description The caller's own account. */
        Me: {
            _id: string;
            name: string;
            email: string;
            /** @description The profile photo's URL; empty when there is none. */
            image: string;
            /** @enum {string} */
            role: "buyer" | "seller" | "admin";
            /**
             * @description Sellers only: whether an admin verified them.
             * @enum {string}
             */
            status?: "verified" | "unverified";
            /** @description Sellers, in the admin's list only: the daily listing cap an admin granted; null: the store's caps. */
            listingCapPerDay?: number | null;
            /** @description Booking, reporting and admin power from ADMIN_EMAILS need a verified email. */
            emailVerified: boolean;
            /** @description A few words about themselves, shown on a seller's profile; may be empty. */
            bio: string;
            /** @description The language of their web app and emails: `en` or `bn` (Bangla); null until they choose one. */
            language: ("en" | "bn") | null;
            /** @description In Bangla, numbers in Bangla digits (০১২); false: in 0-9. */
            banglaDigits: boolean;
        };
        VerificationEmailSent: {
            /** @description The address the link went to: the account’s own. */
            sentTo: string;
        };
        /** @description Something that happened to the caller's books or orders. */
        Notification: {
            _id: string;
            /** @description What happened, e.g. order_booked, order_paid, order_cancelled, seller_verified, message. */
            kind: string;
            /** @description What happened, in words (English). */
            message: string;
            /** @description The same words as a stable message key, e.g. orderBooked, offerLapsed.unanswered, which an app writes in its reader’s language with `values`; null for a notification older than the keys (its `message` only). */
            key: string | null;
            /**
             * @description What the keyed message is filled with: names, titles and text people typed as they are, counts as numbers, an amount as { minor, currency }, a bundle’s titles as a list; null when `key` is.
             * @example {
             *       "name": "Rahim",
             *       "email": "rahim@example.com",
             *       "title": "Pather Panchali"
             *     }
             */
            values: {
                [key: string]: string | number | {
                    minor: number;
                    currency: string;
                } | string[];
            } | null;
            /** @description The order it is about, if any. */
            orderId: string | null;
            /** @description The book it is about, if any. */
            bookId: string | null;
            /** @description The conversation it is about (new messages), if any. */
            conversationId: string | null;
            read: boolean;
            /**
             * Format: date-time
             * @example 2026-11-24T18:30:00.000Z
             */
            createdAt: string;
        };
        /** @description An open report of a listing, a conversation or a review. */
        ReportedItem: {
            _id: string;
            bookId: string | null;
            /** @description Set when the report is about a conversation rather than a listing (then `bookId` is null and `sellerEmail` is the reported party's): admins may read its messages while it is open. */
            conversationId: string | null;
            /** @description Set when the report is about a review (then `bookId` is null, `book` is the title that was bought and `sellerEmail` is the reviewer's): upholding it removes the review. */
            reviewId: string | null;
            /** @description The reported review's stars and words, while it exists (null for other reports). */
            review: {
                rating: number;
                text: string;
            } | null;
            book: string;
            sellerEmail: string;
            buyer: string;
            /** @enum {string} */
            reason: "wrong_category" | "counterfeit_or_scam" | "offensive" | "already_sold" | "other";
            note: string;
            hidden: boolean;
            /** @description The listing's photo (its card-sized thumbnail when there is one); absent once the listing is gone. */
            image?: string;
            /**
             * Format: date-time
             * @description When it was reported.
             * @example 2026-11-24T18:30:00.000Z
             */
            createdAt: string;
        };
        /**
         * @description A completed sale whose seller was deleted before their payout: the money waits here until an admin settles it.
         * @example {
         *       "_id": "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d",
         *       "book": "The God of Small Things",
         *       "sellerEmail": "seller@example.com",
         *       "sellerPhone": "+8801711111111",
         *       "buyerEmail": "buyer@example.com",
         *       "priceMinor": 35000,
         *       "feeMinor": 1750,
         *       "owedMinor": 33250,
         *       "currency": "BDT",
         *       "completedAt": "2026-11-24T18:30:00.000Z"
         *     }
         */
        OwedSale: {
            /** @description The order's `_id`. */
            _id: string;
            /** @description The title, as booked. */
            book: string;
            /** @description The deleted seller's email and phone when they sold it: how to reach them to pay them. */
            sellerEmail: string;
            sellerPhone: string;
            buyerEmail: string;
            /** @description What the buyer was charged, in minor units of `currency`. */
            priceMinor: number;
            /** @description The platform's fee on it, fixed at payment. */
            feeMinor: number;
            /** @description What the seller is owed: the price less the fee. */
            owedMinor: number;
            /** @description The ISO 4217 code of the charge. */
            currency: string;
            /**
             * Format: date-time
             * @description When the sale completed.
             * @example 2026-11-24T18:30:00.000Z
             */
            completedAt: string;
        };
        /**
         * @example {
         *       "checkedOrders": 1204,
         *       "balanced": 1187,
         *       "pending": {
         *         "awaiting_completion": 12,
         *         "awaiting_payout": 4,
         *         "owed_to_deleted_seller": 1,
         *         "awaiting_provider": 0
         *       },
         *       "mismatches": [],
         *       "checkedBundles": 37,
         *       "bundleMismatches": []
         *     }
         */
        Reconciliation: {
            /** @description How many orders were checked: all of them. */
            checkedOrders: number;
            /** @description Orders whose charge equals their transfer, fee and refund (no charge counts as balanced). */
            balanced: number;
            /** @description Orders charged with nothing moved yet, by why: awaiting_completion (paid, handed over or in a problem), awaiting_payout (completed, the seller's payout account not ready), owed_to_deleted_seller (completed, the seller deleted: see /owed-to-deleted-sellers), awaiting_provider (a refund or transfer decided, its call to the payment provider not made yet: its job retries it). */
            pending: {
                awaiting_completion: number;
                awaiting_payout: number;
                owed_to_deleted_seller: number;
                awaiting_provider: number;
            };
            /** @description Orders that neither balance nor wait in a named state (the first 100): each is a defect to look into. */
            mismatches: {
                orderId: string;
                state: string;
                chargeMinor: number;
                transferMinor: number;
                feeMinor: number;
                refundMinor: number;
            }[];
            /** @description How many bundles were checked: all of them. */
            checkedBundles: number;
            /** @description Bundles whose orders disagree (the first 100): orders in different states, charges from more than one payment, a paid bundle whose orders' charges do not add up to its price, or one whose charges do not equal its transfers, fees and refunds once nothing waits. Each is a defect to look into. */
            bundleMismatches: {
                bundleId: string;
                states: string[];
                priceMinor: number;
                chargeMinor: number;
                transferMinor: number;
                feeMinor: number;
                refundMinor: number;
                payments: number;
            }[];
        };
        /** @description One buyer's conversation with a seller about one book. */
        Conversation: {
            _id: string;
            /** @description The book it is about; null once the listing is deleted. */
            bookId: string | null;
            /** @description The book's title (kept after the listing is deleted). */
            book: string;
            /** @description The book's photo (card size), while the listing exists. */
            image: string | null;
            /**
             * @description Which side of it the caller is on.
             * @enum {string}
             */
            role: "buyer" | "seller";
            other: components["schemas"]["ConversationParty"];
            /** @description The caller-visible order between the two for this book, if there is one. */
            orderId: string | null;
            /** @description The newest message, for a preview. */
            lastMessage: string;
            /** @description When the newest message is a step of an offer: which step, at what amount (for a client to say it in its reader's language). */
            lastOffer: {
                /** @enum {string} */
                step: "offered" | "countered" | "accepted" | "declined" | "withdrawn" | "lapsed";
                amountMinor: number;
            } | null;
            /**
             * Format: date-time
             * @example 2026-11-24T18:30:00.000Z
             */
            lastMessageAt: string;
            /** @description Messages from the other party the caller has not read. */
            unread: number;
            /** @description The `_id` of the newest message the other party has read ("0" for none): a read receipt. */
            otherReadUpTo: string;
            /** @description Whether the caller has reported it to the admins (a party reports a conversation once). */
            reported: boolean;
        };
        ConversationParty: {
            /** @description Their user `_id`; null once their account is deleted. */
            _id: string | null;
            /** @description Their name, or "Deleted account". */
            name: string;
            /** @description Their profile photo, if any. */
            image: string | null;
            /** @description Their email, only once an order exists between the two for this book. */
            email: string | null;
        };
        MessagesPage: {
            /** @description Newest first. */
            items: components["schemas"]["Message"][];
            /** @description Pass as `cursor` for older messages; null at the start of the thread. */
            nextCursor: string | null;
        };
        Message: {
            /** @description Increasing with time across the store; compare as numbers. */
            _id: string;
            conversationId: string;
            /** @description Whether the caller sent it. */
            mine: boolean;
            /** @enum {string} */
            from: "buyer" | "seller";
            text: string;
            /** @description Set when the message is a step of an offer: offered, countered, accepted, declined or withdrawn. */
            offer: {
                /** @description The offer (GET /offers/{id} for where it stands now). */
                offerId: string | null;
                /** @enum {string} */
                step: "offered" | "countered" | "accepted" | "declined" | "withdrawn" | "lapsed";
                amountMinor: number;
            } | null;
            /**
             * Format: date-time
             * @example 2026-11-24T18:30:00.000Z
             */
            createdAt: string;
        };
        /**
         * @description A seller's money: pending, owed, paid out and refunded, summed from the ledger and the orders.
         * @example {
         *       "currency": "BDT",
         *       "feePercent": 5,
         *       "payoutAccount": "ready",
         *       "pending": {
         *         "count": 2,
         *         "amountMinor": 66500
         *       },
         *       "awaitingPayout": {
         *         "count": 0,
         *         "amountMinor": 0
         *       },
         *       "paidOut": {
         *         "count": 7,
         *         "amountMinor": 232750
         *       },
         *       "fees": {
         *         "count": 7,
         *         "amountMinor": 12250
         *       },
         *       "refunded": {
         *         "count": 1,
         *         "amountMinor": 30000
         *       }
         *     }
         */
        Earnings: {
            /** @description The ISO 4217 code every amount is in. */
            currency: string;
            /** @description The platform's share of a sale paid from now on (PLATFORM_FEE_PERCENT); each order keeps the fee of when it was paid. */
            feePercent: number;
            /**
             * @description The seller's payout account: not set up yet, being set up (with Stripe: onboarding not finished), or ready to receive transfers.
             * @enum {string}
             */
            payoutAccount: "not_set_up" | "pending" | "ready";
            /** @description Paid orders not completed yet (paid, handed over, or with an open problem): what they will bring, less the fee. */
            pending: {
                /** @description How many orders. */
                count: number;
                /** @description Their sum, in minor units of `currency`. */
                amountMinor: number;
            };
            /** @description Completed orders not paid out yet, usually because the payout account is not ready: what is owed, less the fee. */
            awaitingPayout: {
                /** @description How many orders. */
                count: number;
                /** @description Their sum, in minor units of `currency`. */
                amountMinor: number;
            };
            /** @description Transfers made to the seller's payout account. */
            paidOut: {
                /** @description How many orders. */
                count: number;
                /** @description Their sum, in minor units of `currency`. */
                amountMinor: number;
            };
            /** @description The platform's fees kept on paid-out orders. */
            fees: {
                /** @description How many orders. */
                count: number;
                /** @description Their sum, in minor units of `currency`. */
                amountMinor: number;
            };
            /** @description Orders refunded to their buyers after a problem. */
            refunded: {
                /** @description How many orders. */
                count: number;
                /** @description Their sum, in minor units of `currency`. */
                amountMinor: number;
            };
        };
        /**
         * @description One movement of money on one of the seller's orders.
         * @example {
         *       "_id": "7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f",
         *       "kind": "transfer",
         *       "orderId": "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d",
         *       "book": "The God of Small Things",
         *       "amountMinor": 33250,
         *       "currency": "BDT",
         *       "createdAt": "2026-11-24T18:30:00.000Z"
         *     }
         */
        Movement: {
            _id: string;
            /**
             * @description charge: the buyer paid; refund: it went back to the buyer; transfer: paid out to the seller; platform_fee: what the platform kept.
             * @enum {string}
             */
            kind: "charge" | "refund" | "transfer" | "platform_fee";
            /** @description The order it belongs to. */
            orderId: string;
            /** @description The title, as booked. */
            book: string;
            /** @description How much, in minor units of `currency` (always positive; `kind` says which way). */
            amountMinor: number;
            currency: string;
            /**
             * Format: date-time
             * @description When the money moved.
             * @example 2026-11-24T18:30:00.000Z
             */
            createdAt: string;
        };
        /**
         * @example {
         *       "url": "https://connect.stripe.com/setup/e/acct_1Q2w3E4r5T6y/AbCdEf"
         *     }
         */
        PayoutAccountLink: {
            /**
             * Format: uri
             * @description Where to send the seller: Stripe's onboarding (one use, minutes), or straight back to Earnings with the test provider.
             */
            url: string;
        };
        /**
         * @description A buyer's rating of a completed sale, and the seller's answer.
         * @example {
         *       "_id": "8d9e0f1a-2b3c-4d4e-9f5a-6b7c8d9e0f1a",
         *       "rating": 5,
         *       "text": "Exactly as described, and handed over the same day.",
         *       "buyerName": "Rafi Ahmed",
         *       "buyerId": "6b7c8d9e-0f1a-4b2c-9d3e-4f5a6b7c8d9e",
         *       "book": "The God of Small Things",
         *       "reply": {
         *         "text": "Thank you! Enjoy the book.",
         *         "at": "2026-11-25T09:00:00.000Z"
         *       },
         *       "createdAt": "2026-11-24T18:30:00.000Z"
         *     }
         */
        Review: {
            _id: string;
            /** @description Stars, 1 to 5. */
            rating: number;
            /** @description The buyer's words; may be empty. */
            text: string;
            /** @description The reviewer's name ("Deleted account" once their account is gone). */
            buyerName: string;
            /** @description The reviewer's `_id` (null once their account is gone), so a client can tell its own review. */
            buyerId: string | null;
            /** @description The title that was bought. */
            book: string;
            /** @description The seller's answer, once given. */
            reply: {
                text: string;
                /**
                 * Format: date-time
                 * @example 2026-11-24T18:30:00.000Z
                 */
                at: string;
            } | null;
            /**
             * Format: date-time
             * @description When it was written.
             * @example 2026-11-24T18:30:00.000Z
             */
            createdAt: string;
        };
        /**
         * @description Which emails the user gets: each topic on or off, and alerts daily, instant or off.
         * @example {
         *       "bookings": true,
         *       "offers": true,
         *       "payments": true,
         *       "expiries": true,
         *       "cancellations": false,
         *       "messages": true,
         *       "alerts": "daily"
         *     }
         */
        EmailSettings: {
            /** @default true */
            bookings: boolean;
            /** @default true */
            offers: boolean;
            /** @default true */
            payments: boolean;
            /** @default true */
            expiries: boolean;
            /** @default true */
            cancellations: boolean;
            /** @default true */
            messages: boolean;
            /**
             * @default daily
             * @enum {string}
             */
            alerts: "daily" | "instant" | "off";
        };
        /** @description The topic now off, and the user's email settings after it. */
        Unsubscribed: {
            /** @enum {string} */
            topic: "bookings" | "offers" | "payments" | "expiries" | "cancellations" | "messages" | "alerts";
            settings: components["schemas"]["EmailSettings"];
        };
        /**
         * @description Which push notifications the user's devices get: each topic on or off.
         * @example {
         *       "messages": true,
         *       "offers": true,
         *       "orders": false
         *     }
         */
        PushSettings: {
            /** @default true */
            messages: boolean;
            /** @default true */
            offers: boolean;
            /** @default true */
            orders: boolean;
        };
        /** @description What a browser needs to subscribe, and the devices the caller receives pushes on. */
        PushDevices: {
            /** @description The store's VAPID public key (base64url): the browser subscribes with it as `applicationServerKey`. */
            publicKey: string;
            /** @description The caller's devices, the most recently registered first. */
            devices: components["schemas"]["PushDevice"][];
        };
        /** @description A browser of the caller that receives push notifications. */
        PushDevice: {
            /** @description The device's id (a UUID): `DELETE /me/push-subscriptions/{id}` stops its pushes. */
            id: string;
            /** @description The name the client gave it. */
            label: string;
            /** @description Where its push service takes messages for it: the browser tells its own subscription by it. */
            endpoint: string;
            /**
             * Format: date-time
             * @description When the browser last registered it.
             * @example 2026-11-24T18:30:00.000Z
             */
            createdAt: string;
        };
        /**
         * @description The `_id`s of the books the caller saved.
         * @example [
         *       "0b5f6a1e-3c2d-4e8f-9a7b-1c2d3e4f5a6b"
         *     ]
         */
        SavedBookIds: string[];
        /**
         * @description A search whose new matching listings the user is told about.
         * @example {
         *       "_id": "9e0f1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b",
         *       "q": "god of small things",
         *       "categoryId": null,
         *       "condition": null,
         *       "minPrice": null,
         *       "maxPrice": 500,
         *       "location": "Dhaka",
         *       "createdAt": "2026-11-24T18:30:00.000Z"
         *     }
         */
        SavedSearch: {
            _id: string;
            /** @description The words, as given. */
            q: string;
            /** @description Only this category's `categoryId`; null: any. */
            categoryId: string | null;
            condition: ("Excellent" | "Good" | "Fair") | null;
            /** @description The lowest price, in major units; null: none. */
            minPrice: number | null;
            /** @description The highest price, in major units; null: none. */
            maxPrice: number | null;
            location: string | null;
            /**
             * Format: date-time
             * @description When it was saved.
             * @example 2026-11-24T18:30:00.000Z
             */
            createdAt: string;
        };
        /**
         * @description The `_id`s of the listings the caller has reported (listings since removed are left out).
         * @example [
         *       "0b5f6a1e-3c2d-4e8f-9a7b-1c2d3e4f5a6b"
         *     ]
         */
        ReportedBookIds: string[];
        /** @description A seller's listings: views, saves, questions, offers, bookings, sales and earnings. */
        SellerInsights: {
            /** @description The ISO 4217 code every amount is in. */
            currency: string;
            /** @description The time zone whose days and weeks these are (STORE_TIME_ZONE). */
            timeZone: string;
            /**
             * Format: date
             * @description The first day counted (a Monday).
             */
            from: string;
            /**
             * Format: date
             * @description The last day counted (today).
             */
            to: string;
            /** @description Every week of the period, oldest first, weeks with nothing included. */
            weeks: {
                /**
                 * Format: date
                 * @description The Monday the week starts on, in the store's time zone.
                 */
                week: string;
                /** @description Views of the listings' pages: each visitor once a day, bots and the seller left out. */
                views: number;
                /** @description Times a listing was saved to a wishlist (still saved). */
                saves: number;
                /** @description Conversations buyers started about the listings. */
                questions: number;
                /** @description Offers buyers made. */
                offers: number;
                /** @description Copies booked. */
                bookings: number;
                /** @description Copies paid for. */
                sales: number;
                /** @description What orders completed that week brought the seller, less the fee, in minor units of `currency`. */
                earnedMinor: number;
            }[];
            /** @description The 50 listings most viewed over the period, most viewed first. */
            listings: {
                /**
                 * Format: uuid
                 * @description The listing.
                 */
                _id: string;
                /** @description Its title. */
                book: string;
                /** @enum {string} */
                status: "available" | "sold";
                /** @description Views over the period. */
                views: number;
                /** @description Saves over the period (still saved). */
                saves: number;
                /** @description Conversations started about it over the period. */
                questions: number;
                /** @description Copies paid for over the period. */
                sales: number;
            }[];
            /** @description Available listings with at least 10 views and no question over the period (often a price to look at), most viewed first, at most 20. */
            viewedNotAsked: {
                /**
                 * Format: uuid
                 * @description The listing.
                 */
                _id: string;
                /** @description Its title. */
                book: string;
                /** @enum {string} */
                status: "available" | "sold";
                /** @description Views over the period. */
                views: number;
                /** @description Saves over the period (still saved). */
                saves: number;
                /** @description Conversations started about it over the period. */
                questions: number;
                /** @description Copies paid for over the period. */
                sales: number;
            }[];
        };
        /** @description Sales, listings, new accounts and problems per day, with open reports and payouts due now. */
        AdminOverview: {
            /** @description The ISO 4217 code every amount is in. */
            currency: string;
            /** @description The time zone whose days these are (STORE_TIME_ZONE). */
            timeZone: string;
            /**
             * Format: date
             * @description The first day counted.
             */
            from: string;
            /**
             * Format: date
             * @description The last day counted (today).
             */
            to: string;
            /** @description Every day of the period, oldest first. */
            days: {
                /**
                 * Format: date
                 * @description The day, in the store's time zone.
                 */
                day: string;
                /** @description Copies paid for (charges in the ledger). */
                sales: number;
                /** @description What buyers paid for them, in minor units of `currency`. */
                salesMinor: number;
                /** @description Listings created that day (still listed). */
                newListings: number;
                /** @description Buyer accounts created. */
                newBuyers: number;
                /** @description Seller accounts created. */
                newSellers: number;
                /** @description Bookings that ran out before they were paid. */
                expiredBookings: number;
                /** @description Problems buyers reported. */
                problems: number;
                /** @description Refunds made (in the ledger). */
                refunds: number;
                /** @description What was refunded, in minor units of `currency`. */
                refundedMinor: number;
            }[];
            totals: {
                /** @description Copies paid for (charges in the ledger). */
                sales: number;
                /** @description What buyers paid for them, in minor units of `currency`. */
                salesMinor: number;
                /** @description Listings created that day (still listed). */
                newListings: number;
                /** @description Buyer accounts created. */
                newBuyers: number;
                /** @description Seller accounts created. */
                newSellers: number;
                /** @description Bookings that ran out before they were paid. */
                expiredBookings: number;
                /** @description Problems buyers reported. */
                problems: number;
                /** @description Refunds made (in the ledger). */
                refunds: number;
                /** @description What was refunded, in minor units of `currency`. */
                refundedMinor: number;
                /** @description Problems over the period as a share of its sales (0.05 is 5 %); null with no sales. */
                problemShare: number | null;
                /** @description Refunds over the period as a share of its sales; null with no sales. */
                refundShare: number | null;
            };
            openReports: {
                /** @description Reports waiting for a decision now. */
                count: number;
                /** @description How many days the oldest has waited; null with none. */
                oldestDays: number | null;
                /** @description How many days half of them have waited at most; null with none. */
                medianDays: number | null;
            };
            payoutsDue: {
                /** @description Completed orders whose seller is not paid yet. */
                count: number;
                /** @description What they are owed, less the fee, in minor units of `currency`. */
                amountMinor: number;
            };
        };
        /** @description What went wrong, in words a person can read, and a stable code for programs. */
        Error: {
            /**
             * @description What went wrong and, where there is one, what to do about it.
             * @example There is no such book.
             */
            message: string;
            /**
             * @description A stable code for the kind of failure; the HTTP status says the same in numbers.
             * @example NOT_FOUND
             * @enum {string}
             */
            code: "BAD_REQUEST" | "UNAUTHORIZED" | "PAYMENT_REQUIRED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_SUPPORTED" | "TIMEOUT" | "CONFLICT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "UNPROCESSABLE_CONTENT" | "TOO_MANY_REQUESTS" | "INTERNAL_SERVER_ERROR" | "SERVICE_UNAVAILABLE";
            /** @description On invalid input (400): each problem, with where it is. */
            issues?: {
                /**
                 * @description The field, as a dotted path into the body or query (empty: the input as a whole).
                 * @example buyerPhone
                 */
                path: string;
                /** @example Phone is required */
                message: string;
            }[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "catalog-categories": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The `ETag` of an answer you already have: while it is still current the answer is 304, without a body.
                 * @example "Xr4ilOzQ4PCOq3aQ0qbuaQmNbDk"
                 */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description This version of the answer; send it as `If-None-Match` to revalidate. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"][];
                };
            };
            /** @description Not modified: the `ETag` sent in `If-None-Match` is still current. */
            304: {
                headers: {
                    /** @description This version of the answer; send it as `If-None-Match` to revalidate. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "catalog-category": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The `ETag` of an answer you already have: while it is still current the answer is 304, without a body.
                 * @example "Xr4ilOzQ4PCOq3aQ0qbuaQmNbDk"
                 */
                "If-None-Match"?: string;
            };
            path: {
                /** @description A category's `categoryId` (its URL slug; `GET /categories` lists them). */
                categoryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description This version of the answer; send it as `If-None-Match` to revalidate. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"] | null;
                };
            };
            /** @description Not modified: the `ETag` sent in `If-None-Match` is still current. */
            304: {
                headers: {
                    /** @description This version of the answer; send it as `If-None-Match` to revalidate. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "catalog-storeConfig": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The `ETag` of an answer you already have: while it is still current the answer is 304, without a body.
                 * @example "Xr4ilOzQ4PCOq3aQ0qbuaQmNbDk"
                 */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description This version of the answer; send it as `If-None-Match` to revalidate. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreConfig"];
                };
            };
            /** @description Not modified: the `ETag` sent in `If-None-Match` is still current. */
            304: {
                headers: {
                    /** @description This version of the answer; send it as `If-None-Match` to revalidate. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "catalog-sitePage": {
        parameters: {
            query?: {
                /** @description The language to read it in: `en` (the default) or `bn`. */
                lang?: "en" | "bn";
            };
            header?: {
                /**
                 * @description The `ETag` of an answer you already have: while it is still current the answer is 304, without a body.
                 * @example "Xr4ilOzQ4PCOq3aQ0qbuaQmNbDk"
                 */
                "If-None-Match"?: string;
            };
            path: {
                /** @description Which page. */
                slug: "about" | "contact" | "help" | "terms" | "privacy" | "cookies";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description This version of the answer; send it as `If-None-Match` to revalidate. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SitePage"];
                };
            };
            /** @description Not modified: the `ETag` sent in `If-None-Match` is still current. */
            304: {
                headers: {
                    /** @description This version of the answer; send it as `If-None-Match` to revalidate. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description There is no such page (the message lists them). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The page's file is missing. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "catalog-booksInCategory": {
        parameters: {
            query: {
                /** @description A category's `categoryId` (its URL slug; `GET /categories` lists them). */
                id: string;
                /** @description How many items to answer, at most 100; all of them when not given. */
                limit?: number;
                /** @description The `_id` of the last item of the previous page: the page after it. */
                cursor?: string;
            };
            header?: {
                /**
                 * @description The `ETag` of an answer you already have: while it is still current the answer is 304, without a body.
                 * @example "Xr4ilOzQ4PCOq3aQ0qbuaQmNbDk"
                 */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description This version of the answer; send it as `If-None-Match` to revalidate. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Book"][];
                };
            };
            /** @description Not modified: the `ETag` sent in `If-None-Match` is still current. */
            304: {
                headers: {
                    /** @description This version of the answer; send it as `If-None-Match` to revalidate. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "catalog-advertised": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The `ETag` of an answer you already have: while it is still current the answer is 304, without a body.
                 * @example "Xr4ilOzQ4PCOq3aQ0qbuaQmNbDk"
                 */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description This version of the answer; send it as `If-None-Match` to revalidate. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Book"][];
                };
            };
            /** @description Not modified: the `ETag` sent in `If-None-Match` is still current. */
            304: {
                headers: {
                    /** @description This version of the answer; send it as `If-None-Match` to revalidate. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "catalog-book": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The `ETag` of an answer you already have: while it is still current the answer is 304, without a body.
                 * @example "Xr4ilOzQ4PCOq3aQ0qbuaQmNbDk"
                 */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The book's `_id` (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description This version of the answer; send it as `If-None-Match` to revalidate. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Book"] | null;
                };
            };
            /** @description Not modified: the `ETag` sent in `If-None-Match` is still current. */
            304: {
                headers: {
                    /** @description This version of the answer; send it as `If-None-Match` to revalidate. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "catalog-verifiedSeller": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The `ETag` of an answer you already have: while it is still current the answer is 304, without a body.
                 * @example "Xr4ilOzQ4PCOq3aQ0qbuaQmNbDk"
                 */
                "If-None-Match"?: string;
            };
            path: {
                /** @description An account's email address (compared without regard to case). */
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description This version of the answer; send it as `If-None-Match` to revalidate. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"] | null;
                };
            };
            /** @description Not modified: the `ETag` sent in `If-None-Match` is still current. */
            304: {
                headers: {
                    /** @description This version of the answer; send it as `If-None-Match` to revalidate. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "catalog-seller": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The `ETag` of an answer you already have: while it is still current the answer is 304, without a body.
                 * @example "Xr4ilOzQ4PCOq3aQ0qbuaQmNbDk"
                 */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The seller's `_id` (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description This version of the answer; send it as `If-None-Match` to revalidate. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SellerProfile"] | null;
                };
            };
            /** @description Not modified: the `ETag` sent in `If-None-Match` is still current. */
            304: {
                headers: {
                    /** @description This version of the answer; send it as `If-None-Match` to revalidate. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "catalog-sellerBooks": {
        parameters: {
            query?: {
                /** @description How many items to answer, at most 100; all of them when not given. */
                limit?: number;
                /** @description The `_id` of the last item of the previous page: the page after it. */
                cursor?: string;
            };
            header?: {
                /**
                 * @description The `ETag` of an answer you already have: while it is still current the answer is 304, without a body.
                 * @example "Xr4ilOzQ4PCOq3aQ0qbuaQmNbDk"
                 */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The seller's `_id` (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description This version of the answer; send it as `If-None-Match` to revalidate. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Book"][];
                };
            };
            /** @description Not modified: the `ETag` sent in `If-None-Match` is still current. */
            304: {
                headers: {
                    /** @description This version of the answer; send it as `If-None-Match` to revalidate. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The id, `limit` or `cursor` is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "catalog-search": {
        parameters: {
            query?: {
                /** @description Words of the title or author. */
                q?: string;
                /** @description A category's `categoryId` (its URL slug; `GET /categories` lists them). */
                categoryId?: string;
                /** @description Only copies in this condition. */
                condition?: "Excellent" | "Good" | "Fair";
                /** @description The lowest price, in major units. */
                minPrice?: number;
                /** @description The highest price, in major units. */
                maxPrice?: number;
                /** @description Words of the location. */
                location?: string;
                /** @description The order of the results. */
                sort?: "newest" | "price_asc" | "price_desc";
                /** @description The `nextCursor` of the previous page, with the same query. */
                cursor?: string;
                /** @description How many books a page holds, at most 48. */
                limit?: number;
            };
            header?: {
                /**
                 * @description The `ETag` of an answer you already have: while it is still current the answer is 304, without a body.
                 * @example "Xr4ilOzQ4PCOq3aQ0qbuaQmNbDk"
                 */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description This version of the answer; send it as `If-None-Match` to revalidate. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResult"];
                };
            };
            /** @description Not modified: the `ETag` sent in `If-None-Match` is still current. */
            304: {
                headers: {
                    /** @description This version of the answer; send it as `If-None-Match` to revalidate. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The query is invalid, `minPrice` is more than `maxPrice`, or `cursor` is not one this search gave out. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "catalog-edition": {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the previous page, with the same query. */
                cursor?: string;
                /** @description How many books a page holds, at most 48. */
                limit?: number;
            };
            header?: {
                /**
                 * @description The `ETag` of an answer you already have: while it is still current the answer is 304, without a body.
                 * @example "Xr4ilOzQ4PCOq3aQ0qbuaQmNbDk"
                 */
                "If-None-Match"?: string;
            };
            path: {
                /** @description An ISBN-13 or ISBN-10, hyphens and spaces allowed; read as its ISBN-13. */
                isbn: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description This version of the answer; send it as `If-None-Match` to revalidate. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResult"];
                };
            };
            /** @description Not modified: the `ETag` sent in `If-None-Match` is still current. */
            304: {
                headers: {
                    /** @description This version of the answer; send it as `If-None-Match` to revalidate. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The ISBN is not one (its check digit does not hold), or `cursor` is not one this list gave out. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "books-mine": {
        parameters: {
            query: {
                /** @description An account's email address (compared without regard to case). */
                email: string;
                /** @description How many items to answer, at most 100; all of them when not given. */
                limit?: number;
                /** @description The `_id` of the last item of the previous page: the page after it. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SellerBook"][];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not a seller or an admin, or asks for another seller's books. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "books-add": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any unique string of yours (1 to 255 printable ASCII characters), e.g. a UUID. Send the same call again with the same key (after a timeout, say) and within 24 hours it answers the first answer again, with `Idempotent-Replayed: true`, creating nothing new. The same key with another request is a 422.
                 * @example 8f14e45f-ceea-467f-a0e6-7f2b5c3d1a90
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "book": "The God of Small Things",
                 *       "author": "Arundhati Roy",
                 *       "price": "350",
                 *       "originalPrice": "550",
                 *       "condition": "Good",
                 *       "years": "2",
                 *       "phone": "+8801700000000",
                 *       "location": "Dhaka",
                 *       "description": "A few pencil notes in the margins.",
                 *       "categoryId": "fiction",
                 *       "image": "https://books.example.com/images/3f2a9c0d6b1e4f5a8c7d2e1f0a9b8c7d.webp",
                 *       "isbn": "9780679457312"
                 *     }
                 */
                "application/json": {
                    book: string;
                    author: string;
                    price: number | string;
                    /** @description Optional: what the book cost new, in major units (a string or a number); more than `price` when given. */
                    originalPrice?: number | string | null;
                    /** @enum {string} */
                    condition: "Excellent" | "Good" | "Fair";
                    years?: number | string | null;
                    phone: string;
                    location: string;
                    /** @default  */
                    description?: string;
                    /**
                     * @description A category's `categoryId` (its URL slug; `GET /categories` lists them).
                     * @example fiction
                     */
                    categoryId: string;
                    /** @description The cover photo: an uploaded image URL. Required unless `photos` is sent. */
                    image?: string;
                    /** @description Optional: every photo (at most 6), the cover first; `image` may then be left out. */
                    photos?: string[];
                    /** @description Optional: the edition's ISBN-13 or ISBN-10 (hyphens allowed), kept as its ISBN-13. */
                    isbn?: string | null;
                    /** @description Ignored: the seller is the caller. */
                    addedBy?: string;
                    /** @description Ignored: a new listing is available. */
                    status?: string;
                    /** @description Ignored: a new listing is not advertised. */
                    advertise?: boolean | string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer to an earlier call with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        acknowledged: true;
                        insertedId: string;
                    };
                };
            };
            /** @description The input is invalid (`issues` lists each problem), or the category does not exist (the message lists the valid ones). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not a seller. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A call with this `Idempotency-Key` is still being processed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This book is sold.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This `Idempotency-Key` was used before with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This Idempotency-Key was already used with a different request.",
                     *       "code": "UNPROCESSABLE_CONTENT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls a minute, or the seller reached their listings per hour or per day. `Retry-After` says when to try again (seconds) for the former. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "books-lookUpIsbn": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An ISBN-13 or ISBN-10, hyphens and spaces allowed; read as its ISBN-13. */
                isbn: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IsbnRecord"];
                };
            };
            /** @description The ISBN is not one (its check digit does not hold). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not a seller. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The book catalogue did not answer in time, or keeps failing: type the book in. `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "books-priceHint": {
        parameters: {
            query: {
                /** @description Optional: the edition's ISBN-13 or ISBN-10 (hyphens allowed), kept as its ISBN-13. */
                isbn?: string | null;
                /** @description The title, with `author`. */
                title?: string;
                /** @description The author, with `title`. */
                author?: string;
                /** @description The condition of the copy. */
                condition: "Excellent" | "Good" | "Fair";
                /** @description A listing to leave out: the one being edited. */
                except?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceHint"];
                };
            };
            /** @description Neither an ISBN nor a title and an author, or a condition that is not one. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not a seller. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "books-own": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The book's `_id` (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SellerBook"];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not a seller, or is not the book's seller. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no book with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "books-remove": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The book's `_id` (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteResult"];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not a seller or an admin, or is a seller but not the book's. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no book with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "books-edit": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The book's `_id` (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "book": "The God of Small Things",
                 *       "price": "320",
                 *       "description": "No notes in the margins after all."
                 *     }
                 */
                "application/json": {
                    book?: string;
                    author?: string;
                    price?: number | string;
                    /** @description Optional: what the book cost new, in major units (a string or a number); more than `price` when given. */
                    originalPrice?: number | string | null;
                    /** @enum {string} */
                    condition?: "Excellent" | "Good" | "Fair";
                    years?: number | string | null;
                    phone?: string;
                    location?: string;
                    /**
                     * @description A category's `categoryId` (its URL slug; `GET /categories` lists them).
                     * @example fiction
                     */
                    categoryId?: string;
                    /** @description The cover photo: an uploaded image URL. Required unless `photos` is sent. */
                    image?: string;
                    /** @description Optional: every photo (at most 6), the cover first; `image` may then be left out. */
                    photos?: string[];
                    /** @description Optional: the edition's ISBN-13 or ISBN-10 (hyphens allowed), kept as its ISBN-13. */
                    isbn?: string | null;
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateResult"];
                };
            };
            /** @description The input is invalid (`issues` lists each problem), the category does not exist, or the price is not less than the price when new. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not a seller, or is not the book's seller. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no book with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An order holds the copy (booked or paid), or the book is sold and the price was to change. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This book is sold.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "books-setStatus": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The book's `_id` (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "sold"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    status: "available" | "sold";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateResult"];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not a seller, or is not the book's seller. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no book with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The copy has been paid for: it cannot be made available again. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This book is sold.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "books-price": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The book's `_id` (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "price": "300"
                 *     }
                 */
                "application/json": {
                    /** @description The new price in major units, as text or a number ("300" or 300.50). */
                    price: number | string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateResult"];
                };
            };
            /** @description The input is invalid (`issues` lists each problem), or the price is not less than the price when new the seller gave. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not a seller, or is not the book's seller. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no book with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The book is sold. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This book is sold.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "books-advertise": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The book's `_id` (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateResult"];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not a seller, or is not the book's seller. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no book with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The book is sold: a sold book cannot be advertised. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This book is sold.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "books-unadvertise": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The book's `_id` (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateResult"];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not a seller, or is not the book's seller. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no book with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "bulkImports-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "csv": "isbn,condition,price,notes\n9780141439563,Good,350,Penguin paperback\n",
                 *       "categoryId": "fiction",
                 *       "phone": "+8801700000000",
                 *       "location": "Dhaka"
                 *     }
                 */
                "application/json": {
                    /** @description The CSV's text: a first line naming the columns (isbn, condition, price, notes, photo_url), then one copy a line. */
                    csv: string;
                    /**
                     * @description A category's `categoryId` (its URL slug; `GET /categories` lists them).
                     * @example fiction
                     */
                    categoryId: string;
                    phone: string;
                    location: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkImport"];
                };
            };
            /** @description The file is not a CSV, lacks a required column or has too many rows, or the category does not exist. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not a seller. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "bulkImports-start": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The import's `_id`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkImport"];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not a seller, or did not upload the file. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no such import. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The import has started already. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This book is sold.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "bulkImports-byId": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The import's `_id`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkImport"];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not a seller, or did not upload the file. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no such import. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "bulkImports-exportListings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListingsCsv"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not a seller. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "orders-mine": {
        parameters: {
            query: {
                /** @description An account's email address (compared without regard to case). */
                email: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"][];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet, or asks for someone else's orders. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "orders-book": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any unique string of yours (1 to 255 printable ASCII characters), e.g. a UUID. Send the same call again with the same key (after a timeout, say) and within 24 hours it answers the first answer again, with `Idempotent-Replayed: true`, creating nothing new. The same key with another request is a 422.
                 * @example 8f14e45f-ceea-467f-a0e6-7f2b5c3d1a90
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "bookPostingId": "0b5f6a1e-3c2d-4e8f-9a7b-1c2d3e4f5a6b",
                 *       "buyerPhone": "+8801800000000",
                 *       "buyerLocation": "Chattogram"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The `_id` of the book to book.
                     */
                    bookPostingId: string;
                    buyerPhone: string;
                    /**
                     * @description Where the buyer would collect it.
                     * @default
                     */
                    buyerLocation?: string;
                    author?: string;
                    book?: string;
                    buyerEmail?: string;
                    sellerEmail?: string;
                    sellerLocation?: string;
                    sellerPhone?: string;
                    status?: string;
                    description?: string;
                    resalePrice?: string | number;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer to an earlier call with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        acknowledged: true;
                        insertedId: string;
                    };
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token, or the caller's account no longer exists. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet, or has an unverified email, or the book is their own. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no book with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The book is sold or someone else holds it, or the caller holds too many unpaid bookings. Or: a call with this `Idempotency-Key` is still being processed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This book is sold.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This `Idempotency-Key` was used before with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This Idempotency-Key was already used with a different request.",
                     *       "code": "UNPROCESSABLE_CONTENT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller cancelled their booking of this copy less than REBOOK_COOLDOWN_MINUTES ago: the message says when to book it again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "orders-byId": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order's `_id` (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"] | null;
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet, or the order is not theirs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "orders-cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order's `_id` (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateResult"];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet, or is neither the order's buyer nor an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no order with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The order is paid: it can no longer be cancelled. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This book is sold.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "orders-handedOver": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order's `_id`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "note": "Shipped with Pathao, tracking PX-20391."
                 *     }
                 */
                "application/json": {
                    /**
                     * @description How it went over: in person, or shipped with a tracking number.
                     * @default
                     */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet, or is not the order's seller. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no order with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The order is not paid, or was handed over already (the message says what it is). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This book is sold.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "orders-received": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order's `_id` (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet, or is not the order's buyer. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no order with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The order is not paid, is completed already, or is frozen by a problem report. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This book is sold.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "orders-problem": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order's `_id`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "not_received",
                 *       "note": "Marked handed over a week ago; nothing came."
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    reason: "not_received" | "not_as_described" | "other";
                    /**
                     * @description What happened, for the admins.
                     * @default
                     */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet, or is not the order's buyer. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no order with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The order is not paid, is completed already, or has a problem report already. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This book is sold.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "orders-paymentIntent": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any unique string of yours (1 to 255 printable ASCII characters), e.g. a UUID. Send the same call again with the same key (after a timeout, say) and within 24 hours it answers the first answer again, with `Idempotent-Replayed: true`, creating nothing new. The same key with another request is a 422.
                 * @example 8f14e45f-ceea-467f-a0e6-7f2b5c3d1a90
                 */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The order's `_id` (a UUID). */
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer to an earlier call with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentIntent"];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet, or is not the order's buyer. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no order with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The order is already paid, its booking was cancelled or ran out, or reports have hidden the listing until an admin decides. Or: a call with this `Idempotency-Key` is still being processed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This book is sold.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This `Idempotency-Key` was used before with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This Idempotency-Key was already used with a different request.",
                     *       "code": "UNPROCESSABLE_CONTENT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "orders-confirmTestPayment": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any unique string of yours (1 to 255 printable ASCII characters), e.g. a UUID. Send the same call again with the same key (after a timeout, say) and within 24 hours it answers the first answer again, with `Idempotent-Replayed: true`, creating nothing new. The same key with another request is a 422.
                 * @example 8f14e45f-ceea-467f-a0e6-7f2b5c3d1a90
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "clientSecret": "test_secret_5a6b7c8d.c2lnbmF0dXJl",
                 *       "cardNumber": "4242 4242 4242 4242",
                 *       "expiry": "12/34",
                 *       "cvc": "123"
                 *     }
                 */
                "application/json": {
                    /** @description From `POST /payments/intent/{orderId}`. */
                    clientSecret: string;
                    cardNumber: string;
                    expiry: string;
                    cvc: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer to an earlier call with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        acknowledged: true;
                        /** @constant */
                        status: "succeeded";
                    };
                };
            };
            /** @description The input is invalid (`issues` lists each problem), or the payment was not started by this store. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The card was declined (the message says why, as Stripe would). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Your card was declined.",
                     *       "code": "PAYMENT_REQUIRED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet, or is not the order's buyer. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The test provider is off (the store takes cards through Stripe), or the order no longer exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The order is already paid, reports have hidden the listing, or its booking ended before the charge (which is then refunded in full). Or: a call with this `Idempotency-Key` is still being processed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This book is sold.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This `Idempotency-Key` was used before with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This Idempotency-Key was already used with a different request.",
                     *       "code": "UNPROCESSABLE_CONTENT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "orders-confirmPaid": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order's `_id` (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateResult"];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet, or is neither the order's buyer nor an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no order with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No confirmed payment for this order yet, or the booking ended before the charge (which is then refunded). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This book is sold.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "bundles-book": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any unique string of yours (1 to 255 printable ASCII characters), e.g. a UUID. Send the same call again with the same key (after a timeout, say) and within 24 hours it answers the first answer again, with `Idempotent-Replayed: true`, creating nothing new. The same key with another request is a 422.
                 * @example 8f14e45f-ceea-467f-a0e6-7f2b5c3d1a90
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "bookIds": [
                 *         "0b5f6a1e-3c2d-4e8f-9a7b-1c2d3e4f5a6b",
                 *         "1c6a7b2f-4d3e-4f9a-8b8c-2d3e4f5a6b7c",
                 *         "2d7b8c3a-5e4f-4a0b-9c9d-3e4f5a6b7c8d"
                 *       ],
                 *       "buyerPhone": "+8801800000000",
                 *       "buyerLocation": "Chattogram"
                 *     }
                 */
                "application/json": {
                    /** @description The copies' `_id`s, all listed by one seller. */
                    bookIds: string[];
                    buyerPhone: string;
                    /**
                     * @description Where the buyer would collect it.
                     * @default
                     */
                    buyerLocation?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer to an earlier call with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Bundle"];
                };
            };
            /** @description Fewer than two books or more than ten, a book twice, or books of several sellers. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet, or has an unverified email, or the books are their own. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A book is not listed (any more). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A copy is sold or booked by someone else, or the caller holds too many unpaid bookings: the message names the copy. Or: a call with this `Idempotency-Key` is still being processed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This book is sold.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This `Idempotency-Key` was used before with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This Idempotency-Key was already used with a different request.",
                     *       "code": "UNPROCESSABLE_CONTENT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller cancelled their booking of one of the copies a moment ago. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "bundles-byId": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The bundle's `_id` (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Bundle"] | null;
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet, or the bundle is not theirs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "bundles-discount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BundleDiscount"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not a seller. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "bundles-setDiscount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "percent": 10,
                 *       "minBooks": 3
                 *     }
                 */
                "application/json": {
                    /** @description How much is taken off the bundle, in percent; 0 for no discount. */
                    percent: number;
                    /** @description From how many copies in one bundle the discount applies. */
                    minBooks: number;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BundleDiscount"];
                };
            };
            /** @description The percent or the number of copies is out of range. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not a seller. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "offers-make": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "bookId": "0b5f6a1e-3c2d-4e8f-9a7b-1c2d3e4f5a6b",
                 *       "price": "300",
                 *       "buyerPhone": "+8801800000000",
                 *       "buyerLocation": "Chattogram"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The copy's `_id`; for a bundle, send `bookIds` instead.
                     */
                    bookId?: string;
                    /** @description A bundle's copies (2 to 10, one seller's): the offer is on them together. */
                    bookIds?: string[];
                    /** @description What the buyer offers: less than the listed price (a bundle’s: less than its price together), in major units, as text or a number ("300" or 300.50). */
                    price: number | string;
                    buyerPhone: string;
                    /**
                     * @description Where the buyer would collect it.
                     * @default
                     */
                    buyerLocation?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offer"];
                };
            };
            /** @description The price is not below the listed price, or is not a price. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no such book. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The book is sold or booked, takes no offers, or you have an open offer on it already. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This book is sold.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description You have made your offers for today. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "offers-mine": {
        parameters: {
            query?: {
                /** @description buying: the offers you made; selling: the offers on your books. */
                side?: "buying" | "selling";
                /** @description How many items to answer, at most 100; all of them when not given. */
                limit?: number;
                /** @description The `_id` of the last item of the previous page: the page after it. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offer"][];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "offers-byId": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The offer's `_id` (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offer"];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet, or is neither party (answered 404, as for no offer). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no such offer, or it is not yours. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "offers-inConversation": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The conversation's `_id` (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offer"][];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "offers-accept": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The offer's `_id` (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offer"];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet, or proposed the amount themselves. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no such offer, or it is not yours. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The offer is closed already (accepted, declined, withdrawn or lapsed), or the copy is booked, sold or gone. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This book is sold.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "offers-decline": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The offer's `_id` (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offer"];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet, or proposed the amount themselves. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no such offer, or it is not yours. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The offer is closed already (accepted, declined, withdrawn or lapsed). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This book is sold.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "offers-withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The offer's `_id` (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offer"];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet, or did not propose the amount. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no such offer, or it is not yours. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The offer is closed already (accepted, declined, withdrawn or lapsed). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This book is sold.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "offers-counter": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The offer's `_id` (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "price": "330"
                 *     }
                 */
                "application/json": {
                    /** @description The counter-offer, in major units, as text or a number ("300" or 300.50). */
                    price: number | string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offer"];
                };
            };
            /** @description The price is not between the amount proposed and the listed price. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet, or proposed the amount themselves. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no such offer, or it is not yours. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The offer is closed already, or this was its last round. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This book is sold.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "offers-terms": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The book's `_id` (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferTerms"];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not a seller, or is not the seller of the book. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no such book. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "offers-changeTerms": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The book's `_id` (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "enabled": true,
                 *       "floor": "250"
                 *     }
                 */
                "application/json": {
                    /** @description Whether buyers may make offers on it. */
                    enabled?: boolean;
                    /** @description Offers below it are declined at once, and buyers never see it; null for none. */
                    floor?: number | string | null;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferTerms"];
                };
            };
            /** @description The floor is not a price below the listed price. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not a seller, or is not the seller of the book. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no such book. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "users-save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Nadia Rahman",
                 *       "email": "seller@example.com",
                 *       "image": "",
                 *       "role": "seller"
                 *     }
                 */
                "application/json": {
                    name: string;
                    /** @description An account's email address (compared without regard to case). */
                    email: string;
                    /** @default  */
                    image?: string;
                    /**
                     * @description Read only when the record is created.
                     * @default buyer
                     * @enum {string}
                     */
                    role?: "buyer" | "seller";
                    /**
                     * @description The language the person signed up in (their web app and emails speak it); read only when the record is created.
                     * @enum {string}
                     */
                    language?: "en" | "bn";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        acknowledged: true;
                        /** @description The new record's `_id`. */
                        insertedId: string | null;
                    };
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller sends an email other than the one they signed in with. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The email belongs to another sign-in account. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This book is sold.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_SIGN_IN_PER_MINUTE (default 30) sign-in calls a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "users-byEmail": {
        parameters: {
            query: {
                /** @description An account's email address (compared without regard to case). */
                email: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"] | null;
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller asks for an email not their own, and is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "users-me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"] | null;
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "users-updateProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Nadia Rahman",
                 *       "image": "",
                 *       "bio": "I sell the novels I have read twice. Pick-up in Dhanmondi."
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The name shown on one's listings and profile.
                     * @example Nadia Rahman
                     */
                    name?: string;
                    /**
                     * @description The profile photo: a URL from `POST /images` (or any https URL); empty for none.
                     * @example https://books.example.com/images/5c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f.webp
                     */
                    image?: string;
                    /**
                     * @description A few words about oneself, at most 300 characters; empty for none.
                     * @example I sell the novels I have read twice. Pick-up in Dhanmondi.
                     */
                    bio?: string;
                    /**
                     * @description The language of the web app and emails: `en` or `bn` (Bangla).
                     * @enum {string}
                     */
                    language?: "en" | "bn";
                    /** @description In Bangla, numbers in Bangla digits (০১২); false: in 0-9. */
                    banglaDigits?: true | false;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "users-sendVerificationEmail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "returnPath": "/books/0b6f1c9e-3b7a-4f0e-9a51-6a1d2c3e4f5a"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The page of the store the link leads back to once followed.
                     * @example /books/0b6f1c9e-3b7a-4f0e-9a51-6a1d2c3e4f5a
                     */
                    returnPath?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationEmailSent"];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller's email address is verified already. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This book is sold.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_VERIFICATION_EMAILS_PER_MINUTE (default 1) verification emails a minute for this account. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The email could not be sent just now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "users-notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"][];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "users-readNotifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateResult"];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "admin-buyers": {
        parameters: {
            query?: {
                /** @description How many items to answer, at most 100; all of them when not given. */
                limit?: number;
                /** @description The `_id` of the last item of the previous page: the page after it. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"][];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "admin-sellers": {
        parameters: {
            query?: {
                /** @description How many items to answer, at most 100; all of them when not given. */
                limit?: number;
                /** @description The `_id` of the last item of the previous page: the page after it. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"][];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "admin-verifySeller": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The seller's `_id` (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": 0
                 *     }
                 */
                "application/json": {
                    /** @description Ignored: the seller becomes verified whatever it says (legacy clients send 0). */
                    status?: unknown;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateResult"];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no user with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user is not a seller. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This book is sold.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "admin-setListingCap": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The seller's `_id` (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "perDay": 1000
                 *     }
                 */
                "application/json": {
                    perDay: number | null;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateResult"];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no such user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user is not a verified seller. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This book is sold.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "admin-deleteUser": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's `_id` (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteResult"];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not an admin, or the account is an admin's (their own included). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no user with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "admin-reportedItems": {
        parameters: {
            query?: {
                /** @description How many items to answer, at most 100; all of them when not given. */
                limit?: number;
                /** @description The `_id` of the last item of the previous page: the page after it. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportedItem"][];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "admin-problems": {
        parameters: {
            query?: {
                /** @description How many items to answer, at most 100; all of them when not given. */
                limit?: number;
                /** @description The `_id` of the last item of the previous page: the page after it. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"][];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "admin-refundProblem": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order's `_id` (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no order with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The order has no open problem. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This book is sold.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "admin-releaseProblem": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order's `_id` (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no order with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The order has no open problem. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This book is sold.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "admin-owedToDeletedSellers": {
        parameters: {
            query?: {
                /** @description How many items to answer, at most 100; all of them when not given. */
                limit?: number;
                /** @description The `_id` of the last item of the previous page: the page after it. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwedSale"][];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "admin-settleOwed": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order's `_id` (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "how": "paid_outside",
                 *       "note": "Bank transfer 2026-11-28, reference BT-88121"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description paid_outside: the admin paid the former seller by other means; the transfer and the fee are recorded. refund_buyer: the buyer's charge goes back through the provider that took it, in full.
                     * @enum {string}
                     */
                    how: "paid_outside" | "refund_buyer";
                    /** @description How it was settled: a bank transfer reference, or why the buyer is refunded. Kept on the ledger row. */
                    note: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateResult"];
                };
            };
            /** @description `how` or `note` is missing or malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no order with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The order owes nothing to a deleted seller (settled already, or its seller is still here). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This book is sold.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "admin-reconciliation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reconciliation"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "admin-deleteReported": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The report's `_id` (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteResult"];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no report with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The report has already been decided. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This book is sold.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "admin-dismissReport": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The report's `_id` (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateResult"];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no report with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The report has already been decided. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This book is sold.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "conversations-list": {
        parameters: {
            query?: {
                /** @description The `_id` of the last conversation of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversation"][];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "conversations-start": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any unique string of yours (1 to 255 printable ASCII characters), e.g. a UUID. Send the same call again with the same key (after a timeout, say) and within 24 hours it answers the first answer again, with `Idempotent-Replayed: true`, creating nothing new. The same key with another request is a 422.
                 * @example 8f14e45f-ceea-467f-a0e6-7f2b5c3d1a90
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "bookId": "0b5f6a1e-3c2d-4e8f-9a7b-1c2d3e4f5a6b",
                 *       "text": "Is the dust jacket still on? Could we meet near Dhanmondi?"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The `_id` of the book to ask about.
                     */
                    bookId: string;
                    /** @description The message, 1 to 2000 characters (line breaks allowed, other control characters not). */
                    text: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer to an earlier call with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        acknowledged: true;
                        insertedId: string;
                    };
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet, or has an unverified email, or the book is their own. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no book with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A call with this `Idempotency-Key` is still being processed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This book is sold.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This `Idempotency-Key` was used before with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This Idempotency-Key was already used with a different request.",
                     *       "code": "UNPROCESSABLE_CONTENT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_MESSAGES_PER_MINUTE (default 20) messages a minute by this caller. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "conversations-about": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The book's `_id`. */
                bookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversation"] | null;
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "conversations-unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        unread: number;
                    };
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "conversations-byId": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The conversation's `_id`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversation"];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no such conversation, or the caller is not one of its two parties. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "conversations-messages": {
        parameters: {
            query?: {
                /** @description The `_id` of the oldest message of the previous page: the page before it. */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description The conversation's `_id` (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessagesPage"];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no such conversation, or the caller is not one of its two parties. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "conversations-send": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any unique string of yours (1 to 255 printable ASCII characters), e.g. a UUID. Send the same call again with the same key (after a timeout, say) and within 24 hours it answers the first answer again, with `Idempotent-Replayed: true`, creating nothing new. The same key with another request is a 422.
                 * @example 8f14e45f-ceea-467f-a0e6-7f2b5c3d1a90
                 */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The conversation's `_id` (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "text": "Yes, it has its jacket. Saturday at 11 works for me."
                 *     }
                 */
                "application/json": {
                    /** @description The message, 1 to 2000 characters (line breaks allowed, other control characters not). */
                    text: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer to an earlier call with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        acknowledged: true;
                        insertedId: string;
                    };
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet, or has an unverified email. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no such conversation, or the caller is not one of its two parties. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The other party's account has been deleted. Or: a call with this `Idempotency-Key` is still being processed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This book is sold.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This `Idempotency-Key` was used before with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This Idempotency-Key was already used with a different request.",
                     *       "code": "UNPROCESSABLE_CONTENT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_MESSAGES_PER_MINUTE (default 20) messages a minute by this caller. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "conversations-report": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The conversation's `_id` (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "offensive",
                 *       "note": "Insults in the last two messages."
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    reason: "offensive" | "counterfeit_or_scam" | "other";
                    /**
                     * @description What the admins should look at.
                     * @default
                     */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        acknowledged: true;
                        insertedId: string;
                    };
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet, or has an unverified email. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no such conversation, or the caller is not one of its two parties. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has already reported this conversation. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This book is sold.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "payouts-earnings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Earnings"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not a seller. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "payouts-movements": {
        parameters: {
            query?: {
                /** @description How many items to answer, at most 100; all of them when not given. */
                limit?: number;
                /** @description The `_id` of the last item of the previous page: the page after it. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Movement"][];
                };
            };
            /** @description `limit` or `cursor` is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not a seller. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "payouts-accountLink": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutAccountLink"];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not a seller. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "reviews-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "orderId": "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d",
                 *       "rating": 5,
                 *       "text": "Exactly as described, and handed over the same day."
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The completed order's `_id`.
                     */
                    orderId: string;
                    /** @description Stars, 1 to 5. */
                    rating: number;
                    /**
                     * @description What the buyer has to say; optional, at most 1000 characters.
                     * @default
                     */
                    text?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        acknowledged: true;
                        insertedId: string;
                    };
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet, or is not the order's buyer. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no order with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The order is not completed yet, was rated already (an admin's removal of its review is final), or its seller's account is gone. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This book is sold.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "reviews-reply": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The review's `_id` (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "text": "Thank you! Enjoy the book."
                 *     }
                 */
                "application/json": {
                    /** @description The seller's answer, 1 to 1000 characters. */
                    text: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Review"];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet, or is not the reviewed seller. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no review with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The seller has already answered this review. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This book is sold.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "reviews-report": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The review's `_id` (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "offensive",
                 *       "note": "Insults rather than a review."
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    reason: "offensive" | "other";
                    /**
                     * @description What the admins should look at.
                     * @default
                     */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        acknowledged: true;
                        insertedId: string;
                    };
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet, or has an unverified email, or wrote the review. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no review with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has already reported this review. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This book is sold.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "reviews-bySeller": {
        parameters: {
            query?: {
                /** @description How many items to answer, at most 100; all of them when not given. */
                limit?: number;
                /** @description The `_id` of the last item of the previous page: the page after it. */
                cursor?: string;
            };
            header?: {
                /**
                 * @description The `ETag` of an answer you already have: while it is still current the answer is 304, without a body.
                 * @example "Xr4ilOzQ4PCOq3aQ0qbuaQmNbDk"
                 */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The seller's `_id` (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description This version of the answer; send it as `If-None-Match` to revalidate. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Review"][];
                };
            };
            /** @description Not modified: the `ETag` sent in `If-None-Match` is still current. */
            304: {
                headers: {
                    /** @description This version of the answer; send it as `If-None-Match` to revalidate. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The id, `limit` or `cursor` is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "email-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailSettings"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "email-changeSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "cancellations": false,
                 *       "alerts": "instant"
                 *     }
                 */
                "application/json": {
                    bookings?: true | false;
                    offers?: true | false;
                    payments?: true | false;
                    expiries?: true | false;
                    cancellations?: true | false;
                    messages?: true | false;
                    /** @enum {string} */
                    alerts?: "daily" | "instant" | "off";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailSettings"];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "email-unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "eyJ1IjoiNWE2YiIsInQiOiJhbGVydHMifQ.c2lnbmF0dXJl"
                 *     }
                 */
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unsubscribed"];
                };
            };
            /** @description The token is not one of ours, or it was cut short. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The account the email went to no longer exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "push-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushSettings"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "push-changeSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "orders": false
                 *     }
                 */
                "application/json": {
                    messages?: true | false;
                    offers?: true | false;
                    orders?: true | false;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushSettings"];
                };
            };
            /** @description A topic that does not exist, or a value that is not true or false. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "push-devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushDevices"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "push-subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "endpoint": "https://fcm.googleapis.com/fcm/send/dGhpcy1pcy1hbi1leGFtcGxl:APA91bExample",
                 *       "keys": {
                 *         "p256dh": "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
                 *         "auth": "tBHItJI5svbpez7KI4CCXg"
                 *       },
                 *       "label": "Chrome on Android"
                 *     }
                 */
                "application/json": {
                    /** Format: uri */
                    endpoint: string;
                    keys: {
                        p256dh: string;
                        auth: string;
                    };
                    label: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushDevice"];
                };
            };
            /** @description The keys are not a browser's (a P-256 public key and a 16-byte auth secret, in base64url), the name is missing or too long, or the endpoint is not on a push service the store sends to. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "push-unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The device's `_id` (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteResult"];
                };
            };
            /** @description A malformed id. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no device with this id (another account's is not theirs to see). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "alerts-saveBook": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The book's `_id`. */
                bookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateResult"];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet, or the book is their own. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no book with this id (or it is hidden). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "alerts-unsaveBook": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The book's `_id`. */
                bookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateResult"];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no book with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "alerts-wishlist": {
        parameters: {
            query?: {
                /** @description How many items to answer, at most 100; all of them when not given. */
                limit?: number;
                /** @description The `_id` of the last item of the previous page: the page after it. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Book"][];
                };
            };
            /** @description `limit` or `cursor` is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "alerts-savedBookIds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedBookIds"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "alerts-savedSearches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedSearch"][];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "alerts-saveSearch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "q": "god of small things",
                 *       "maxPrice": 500,
                 *       "location": "Dhaka"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description A category's `categoryId` (its URL slug; `GET /categories` lists them).
                     * @example fiction
                     */
                    categoryId?: string;
                    /**
                     * @description Only copies in this condition.
                     * @enum {string}
                     */
                    condition?: "Excellent" | "Good" | "Fair";
                    /**
                     * @description The lowest price, in major units.
                     * @example 100
                     */
                    minPrice?: number;
                    /**
                     * @description The highest price, in major units.
                     * @example 500
                     */
                    maxPrice?: number;
                    /**
                     * @description Words of the location.
                     * @example Dhaka
                     */
                    location?: string;
                    /**
                     * @description Words of the title or author, matched as search matches them (word prefixes, typos).
                     * @example god of small things
                     */
                    q: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        acknowledged: true;
                        insertedId: string;
                    };
                };
            };
            /** @description No words, a filter that is not valid, an unknown category, or minPrice above maxPrice. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller already has 20 saved searches. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This book is sold.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "alerts-deleteSavedSearch": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The saved search's `_id` (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteResult"];
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet, or the saved search is someone else's. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no saved search with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "moderation-report": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any unique string of yours (1 to 255 printable ASCII characters), e.g. a UUID. Send the same call again with the same key (after a timeout, say) and within 24 hours it answers the first answer again, with `Idempotent-Replayed: true`, creating nothing new. The same key with another request is a 422.
                 * @example 8f14e45f-ceea-467f-a0e6-7f2b5c3d1a90
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "bookId": "0b5f6a1e-3c2d-4e8f-9a7b-1c2d3e4f5a6b",
                 *       "reason": "counterfeit_or_scam",
                 *       "note": "The photo is from another site."
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The `_id` of the book to report.
                     */
                    bookId: string;
                    /** @enum {string} */
                    reason: "wrong_category" | "counterfeit_or_scam" | "offensive" | "already_sold" | "other";
                    /**
                     * @description Anything the admins should know.
                     * @default
                     */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer to an earlier call with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        acknowledged: true;
                        insertedId: string;
                    };
                };
            };
            /** @description The input is invalid: `message` says why and `issues` lists each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet, or has an unverified email, or the listing is their own. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no book with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has already reported this listing. Or: a call with this `Idempotency-Key` is still being processed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This book is sold.",
                     *       "code": "CONFLICT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is too large: a JSON body may be at most 1 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request body is too large",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send the body as JSON, with Content-Type: application/json.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This `Idempotency-Key` was used before with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This Idempotency-Key was already used with a different request.",
                     *       "code": "UNPROCESSABLE_CONTENT"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "moderation-reportedBookIds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportedBookIds"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller has no account record yet. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "insights-seller": {
        parameters: {
            query?: {
                /** @description How many weeks, the current one last (1 to 52; 12 when not given). */
                weeks?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SellerInsights"];
                };
            };
            /** @description `weeks` is not a whole number from 1 to 52. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not a seller. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "insights-overview": {
        parameters: {
            query?: {
                /** @description How many days, today last (1 to 366; 30 when not given). */
                days?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOverview"];
                };
            };
            /** @description `days` is not a whole number from 1 to 366. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only seller accounts can do this.",
                     *       "code": "FORBIDDEN"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The API is up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example Book Store API is running */
                    "text/plain": string;
                };
            };
            /** @description More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address. `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "users-accessToken": {
        parameters: {
            query: {
                /**
                 * @description The email of the account the ID token belongs to.
                 * @example reader@example.com
                 */
                email: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The access token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "accessToken": "at.eyJ1c2VySWQiOiIuLi4ifQ.c2lnbmF0dXJl"
                     *     }
                     */
                    "application/json": {
                        /** @description Send as `Authorization: Bearer <accessToken>`. */
                        accessToken: string;
                    };
                };
            };
            /** @description No email, or not an email address. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token does not prove this email (or there is no token). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "accessToken": "forbidden"
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        accessToken: "forbidden";
                    };
                };
            };
            /** @description More than RATE_LIMIT_SIGN_IN_PER_MINUTE (default 30) sign-in calls a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "images-upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A form with the file in the field `image`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "image": "(the bytes of cover.jpg, sent with Content-Type: image/jpeg)"
                 *     }
                 */
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The image file.
                     */
                    image: string;
                };
            };
        };
        responses: {
            /** @description Stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "display_url": "https://books.example.com/images/3f2a9c0d6b1e4f5a8c7d2e1f0a9b8c7d.webp",
                     *         "thumb": {
                     *           "url": "https://books.example.com/images/3f2a9c0d6b1e4f5a8c7d2e1f0a9b8c7d-card.webp"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        success: boolean;
                        data: {
                            /** @description The image, at most 1600 px on its longer side, as WebP. */
                            display_url: string;
                            thumb: {
                                /** @description A copy of at most 480 x 720 px for cards. */
                                url: string;
                            };
                        };
                    };
                };
            };
            /** @description No image in the field `image`, or the form or the image is damaged or empty. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sign in first: send Authorization: Bearer <token>.",
                     *       "code": "UNAUTHORIZED"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Larger than IMAGE_MAX_BYTES (default 5 MB; `GET /config` gives it as `imageMaxBytes`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The image is too large: the limit is 5 MB.",
                     *       "code": "PAYLOAD_TOO_LARGE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not multipart/form-data, or not a JPEG, PNG, WebP or GIF. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "That file is not an image we accept: upload a JPEG, PNG, WebP or GIF.",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "payments-stripeWebhook": {
        parameters: {
            query?: never;
            header: {
                /** @description Stripe's signature of the body. */
                "Stripe-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description A Stripe event. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_1QZ8Xk2eZvKYlo2C",
                 *       "type": "payment_intent.succeeded",
                 *       "data": {
                 *         "object": {
                 *           "id": "pi_3QZ8Xk2eZvKYlo2C",
                 *           "object": "payment_intent",
                 *           "amount": 35000,
                 *           "currency": "bdt",
                 *           "status": "succeeded",
                 *           "metadata": {
                 *             "orderId": "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d"
                 *           }
                 *         }
                 *       }
                 *     }
                 */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Received; `applied` says whether it changed an order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "received": true,
                     *       "applied": true
                     *     }
                     */
                    "application/json": {
                        received?: boolean;
                        applied?: boolean;
                    };
                };
            };
            /** @description No signature or body, or the signature does not hold. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Stripe is not configured on this store. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "email-oneClickUnsubscribe": {
        parameters: {
            query: {
                /**
                 * @description The token of the email's unsubscribe link.
                 * @example eyJ1IjoiNWE2YiIsInQiOiJhbGVydHMifQ.c2lnbmF0dXJl
                 */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description What RFC 8058 mail clients send. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "List-Unsubscribe": "One-Click"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /** @enum {string} */
                    "List-Unsubscribe"?: "One-Click";
                };
            };
        };
        responses: {
            /** @description That topic is off. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unsubscribed"];
                };
            };
            /** @description No token, or not one of ours. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Phone is required",
                     *       "code": "BAD_REQUEST"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The account the email went to no longer exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "There is no such book.",
                     *       "code": "NOT_FOUND"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address). `Retry-After` says in how many seconds to try again. */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 42
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many requests: at most 120 a minute. Try again in 42 s.",
                     *       "code": "TOO_MANY_REQUESTS"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store cannot reach its database (or is too busy) right now; try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The store is busy right now. Please try again in a moment.",
                     *       "code": "SERVICE_UNAVAILABLE"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
