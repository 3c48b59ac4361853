import { useId } from 'react';
import { insights } from '../../i18n/insights.ts';
import { useMessages } from '../../i18n/namespace.ts';

type PeriodPickerProps = {
  unit: 'weeks' | 'days';
  offered: readonly number[];
  value: number;
  onChange: (period: number) => void;
};

/** The period as a row of radio buttons (arrow keys move between them), styled as joined buttons. */
export function PeriodPicker({ unit, offered, value, onChange }: PeriodPickerProps) {
  const t = useMessages(insights);
  const name = useId();
  return (
    <fieldset className="flex flex-wrap items-center gap-3">
      <legend className="sr-only">{t('period')}</legend>
      <span aria-hidden="true" className="text-base-content/75 text-sm font-semibold">
        {t('period')}
      </span>
      <div className="join">
        {offered.map((period) => (
          <input
            key={period}
            type="radio"
            name={name}
            className="join-item btn btn-sm checked:btn-secondary"
            aria-label={t(`period.${unit}`, { count: period })}
            checked={period === value}
            onChange={() => onChange(period)}
          />
        ))}
      </div>
    </fieldset>
  );
}
