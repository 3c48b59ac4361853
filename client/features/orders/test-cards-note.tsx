/** The test provider takes Stripe's test cards, so anyone trying the store knows what to type. */
export function TestCardsNote() {
  return (
    <div className="bg-base-200 rounded-field mt-6 p-4 text-sm">
      <p className="font-semibold">Test mode: no real card is charged.</p>
      <p className="mt-1">
        Card <span className="font-mono whitespace-nowrap">4242 4242 4242 4242</span> pays;{' '}
        <span className="font-mono whitespace-nowrap">4000 0000 0000 0002</span> is declined. Use any future expiry date and any 3-digit CVC.
      </p>
    </div>
  );
}
