import { Link } from 'react-router';
import { dashboard } from '../../i18n/dashboard.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { payment } from '../../i18n/payment.ts';

type PaymentNoticeProps = { title: string; text: string; badge?: string };

/** The payment page when there is nothing to pay: the order is paid, ended, or not there. */
export function PaymentNotice({ title, text, badge }: PaymentNoticeProps) {
  const t = useMessages(payment);
  const board = useMessages(dashboard);
  return (
    <section className="max-w-xl">
      <title>{board('pageTitle', { page: title })}</title>
      <h1 className="font-serif text-3xl font-bold sm:text-4xl">{title}</h1>
      {badge && <span className="badge badge-success mt-4">{badge}</span>}
      <p className="text-base-content/75 mt-3 text-lg">{text}</p>
      <Link to="/dashboard/buyer" className="btn btn-primary mt-8">
        {t('backToOrders')}
      </Link>
    </section>
  );
}
