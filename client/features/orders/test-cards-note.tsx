import { formatNumber } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { payment } from '../../i18n/payment.ts';
import { RichText } from '../../i18n/rich-text.tsx';

const cardNumber = (digits: string) => <span className="font-mono whitespace-nowrap">{digits}</span>;

/** The test provider takes Stripe's test cards, so anyone trying the store knows what to type. */
export function TestCardsNote() {
  const t = useMessages(payment);
  return (
    <div className="bg-base-200 rounded-field mt-6 p-4 text-sm">
      <p className="font-semibold">{t('testMode')}</p>
      <p className="mt-1">
        {/* The cards' numbers are what to type, so they keep their 0-9 digits on a Bangla page too. */}
        <RichText
          text={t('testCards', { paying: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', digits: formatNumber(3) })}
          parts={[cardNumber, cardNumber]}
        />
      </p>
    </div>
  );
}
