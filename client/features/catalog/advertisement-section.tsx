/**
 * The home page's slot for advertised books (SPEC section 2). It renders nothing until the catalog
 * exposes advertised books; the home page already places it where the section belongs.
 */
export function AdvertisementSection() {
  return null;
}
