/** A sentence's part that names a moment (`<0>{when}</0>`, the moment formatted for the page): drawn as a <time>. */
export const timePart = (iso: string) => (when: string) => <time dateTime={iso}>{when}</time>;
